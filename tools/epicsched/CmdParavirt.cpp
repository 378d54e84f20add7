// `epicsched paravirt IN -o OUT.s [--level=trap|pscb|batch] [--abi] [--with=OTHER.s,...]`: rewrite guest-kernel code
// for a hypervisor that runs it at PL2 (virt/Rewrite.h), then schedule and
// bundle it like `sched` does; the output is explicit-mode assembly.
#include "driver/PrepareSource.h"
#include "emitter/AsmPrinter.h"
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Scheduler.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include "tools/epicsched/OutputFile.h"
#include "virt/FreeRegs.h"
#include "virt/Rewrite.h"

using namespace epic;

static int runParavirt(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"stats", "abi"}, {"level", "mcpu", "model", "with"}, llvm::errs());
  if (!A)
    return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "error: usage: epicsched paravirt IN -o OUT.s [--level=trap|pscb|batch] [--abi]\n";
    return 1;
  }
  std::string LevelName = A->value("level").value_or("trap");
  if (LevelName != "trap" && LevelName != "pscb" && LevelName != "batch") {
    llvm::errs() << "error: --level=" << LevelName
                 << " is not available: 'trap' (static replacement, vBlades Figure 1), 'pscb' (also control registers "
                    "and psr.i/psr.ic through the PSCB, rfi as the resume hypercall) or 'batch' (also rr writes as one "
                    "hypercall)\n";
    return 1;
  }
  virt::RewriteOptions RO;
  RO.L = LevelName == "batch" ? virt::Level::Batch : LevelName == "pscb" ? virt::Level::Pscb : virt::Level::Trap;
  RO.Abi = A->flag("abi");
  // The list scheduler: fast and deterministic; `sched --solver=z3` can
  // polish the output further.
  sched::SchedOptions Opts;
  Opts.Solver = sched::SolverKind::List;
  ir::SourceManager SM;
  auto M = tool::loadInput(A->positional()[0], *A, SM);
  if (!M)
    return 1;
  // --with=F1.s,F2.s: the other files of the program (Linux's entry.s for
  // ivt.s): a branch to one of their global labels reads what their code
  // reads there, not every register.
  virt::ProgramContext Context;
  if (auto With = A->value("with")) {
    llvm::SmallVector<llvm::StringRef, 4> Files;
    llvm::StringRef(*With).split(Files, ',', -1, false);
    for (llvm::StringRef F : Files) {
      auto Other = tool::loadInput(F.str(), *A, SM);
      if (!Other)
        return 1;
      Context.add(*Other, RO.Abi);
    }
    RO.Context = &Context;
  }
  ir::DiagnosticEngine DE(SM);
  auto Prepared = driver::prepareForScheduling(*M, SM, {Opts.SourceDefault}, DE);
  if (!Prepared) {
    ir::consumeInto(Prepared.takeError(), DE);
    DE.print(llvm::errs());
    return 1;
  }
  virt::RewriteStats S = virt::paravirtualize(*M, RO, DE);
  DE.print(llvm::errs());
  if (DE.hasErrors())
    return 1;
  auto MM = model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM);
  if (!MM) {
    tool::printLocatedError(MM.takeError(), SM);
    return 1;
  }
  ir::DiagnosticEngine SchedDE(SM);
  auto Stats = sched::scheduleModule(*M, *MM, Opts);
  if (!Stats) {
    ir::consumeInto(Stats.takeError(), SchedDE);
    SchedDE.print(llvm::errs());
    return 1;
  }
  Prepared->finish(*M);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  emit::printModule(*M, OS);
  if (auto Out = A->value("o")) {
    if (!tool::writeOutput(*Out, Text))
      return 1;
  } else {
    llvm::outs() << Text;
  }
  if (A->flag("stats"))
    llvm::errs() << "paravirt: level " << LevelName << ": replaced cover " << S.Cover << ", thash " << S.Thash
                 << ", ttag " << S.Ttag << ", cr reads " << S.PscbReads << ", rfi " << S.Resume << ", cr writes "
                 << S.PscbWrites
                 << (S.ResumeOperands ? " (+" + std::to_string(S.ResumeOperands) + " folded into the resume)" : "")
                 << (S.CoverFolded ? ", cover folded into the resume " + std::to_string(S.CoverFolded) : "")
                 << ", rsm/ssm " << S.PsrMask << " (" << S.PendingChecks << " with pending check)"
                 << ", bsw " << S.BankSwitches << ", rr writes " << S.RrBatched << " in " << S.RrBatches << " batches"
                 << (S.DeferredInserts ? ", itc deferred " + std::to_string(S.DeferredInserts) : "")
                 << (S.GuardedInserts ? " (" + std::to_string(S.GuardedInserts) + " guarded)" : "")
                 << (S.QueuedInserts ? ", itc queued " + std::to_string(S.QueuedInserts) : "")
                 << (S.PhysicalEntries ? ", rsm psr.dt to physical-mode entry " + std::to_string(S.PhysicalEntries) : "")
                 << "; " << S.Privileged
                 << " privileged left to trap, " << S.SensitiveKept << " sensitive kept"
                 << (S.InBundle ? ", " + std::to_string(S.InBundle) + " kept in explicit bundles" : "")
                 << (S.NoFreeReg ? ", " + std::to_string(S.NoFreeReg) + " kept: no register proven free" : "") << "\n";
  return 0;
}

static tool::CommandRegistration R{
    {"paravirt", "paravirt IN -o OUT.s [--level=trap|pscb|batch] [--abi] [--with=OTHER.s,...] [--stats]",
     "Rewrite guest-kernel code to run at PL2 under a hypervisor (vBlades' static replacement and optimized paravirtualization), then schedule it.",
     runParavirt}};
