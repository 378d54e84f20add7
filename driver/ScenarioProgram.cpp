#include "driver/ScenarioProgram.h"
#include "sim/TimelineOf.h"
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "scheduler/RegAlloc.h"
#include "driver/ObjectBuild.h"
#include "virt/FreeRegs.h"
#include "virt/Rewrite.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>

namespace epic::driver {

std::optional<BuildMode> buildModeByName(const std::string &Name) {
  if (Name == "asis") return BuildMode::AsWritten;
  if (Name == "inorder") return BuildMode::InOrder;
  if (Name == "list") return BuildMode::List;
  if (Name == "z3") return BuildMode::Z3;
  if (Name == "pv-trap") return BuildMode::PvTrap;
  if (Name == "pv-pscb") return BuildMode::PvPscb;
  if (Name == "pv-abi") return BuildMode::PvAbi;
  return std::nullopt;
}

const char *buildModeName(BuildMode M) {
  static constexpr const char *N[] = {"asis", "inorder", "list", "z3", "pv-trap", "pv-pscb", "pv-abi"};
  return N[unsigned(M)];
}

bool paravirtualized(BuildMode M) { return M == BuildMode::PvTrap || M == BuildMode::PvPscb || M == BuildMode::PvAbi; }

namespace {

/// `.expect cycles<=36, bubbles<=3` inside a .proc: the budget and the
/// labels of that procedure (a scenario measured from one of them uses it).
void collectBudgets(const ir::Module &M, std::vector<SourceBudget> &Out) {
  for (const ir::Section &Sec : M.Sections) {
    std::optional<SourceBudget> Cur;
    std::vector<std::string> Labels;
    bool InProc = false;
    for (const ir::Stmt &St : Sec.Stmts) {
      if (auto *L = std::get_if<ir::Label>(&St)) {
        if (InProc) Labels.push_back(L->Name);
        continue;
      }
      auto *D = std::get_if<ir::Directive>(&St);
      if (!D) continue;
      if (D->Name == ".proc") {
        InProc = true;
        Labels.clear();
        Cur.reset();
      } else if (D->Name == ".endp") {
        if (Cur) {
          Cur->Labels = Labels;
          Out.push_back(*Cur);
        }
        InProc = false;
        Cur.reset();
      } else if (D->Name == ".expect" && InProc) {
        SourceBudget B;
        B.Proc = D->Words.empty() ? "" : D->Words.front();
        B.Loc = D->Loc;
        llvm::SmallVector<llvm::StringRef, 4> Parts;
        llvm::StringRef(D->Raw).split(Parts, ',');
        for (llvm::StringRef P : Parts) {
          auto [K, V] = P.trim().split("<=");
          uint64_t N = 0;
          if (V.trim().getAsInteger(0, N)) continue;
          if (K.trim() == "cycles") B.Cycles = N;
          else if (K.trim() == "bubbles") B.Bubbles = N;
        }
        Cur = B;
      }
    }
  }
}

} // namespace

std::optional<ProgramBuild> buildProgram(const sim::ScenarioSpec &Spec, BuildMode Mode, double TimeLimitSec,
                                         const model::MachineModel &MM, ir::SourceManager &SM,
                                         llvm::raw_ostream &Err) {
  ProgramBuild Out;
  // Every file first: a paravirtualized build rewrites each with the
  // others' liveness at their global labels (virt::ProgramContext).
  std::vector<ir::Module> Modules;
  for (const sim::ProgramFile &P : Spec.Program) {
    frontend::ParseOptions Opts;
    Opts.Defines.push_back("__ASSEMBLY__");
    for (const std::string &D : P.Defines) Opts.Defines.push_back(D);
    Opts.Includes = P.IncludeDirs;
    // fastpaths/include is always on the path: the scenario's folder's sibling.
    llvm::SmallString<256> Inc(llvm::sys::path::parent_path(P.Path));
    llvm::sys::path::append(Inc, "..", "include");
    if (llvm::sys::fs::is_directory(Inc)) Opts.Includes.push_back(std::string(Inc));
    ir::DiagnosticEngine DE(SM);
    // A program file that cannot be read is reported at its scenario line.
    llvm::sys::fs::file_status St;
    if (std::error_code EC = llvm::sys::fs::status(P.Path, St); EC || St.type() != llvm::sys::fs::file_type::regular_file) {
      DE.error(P.Loc, "cannot read program file '" + P.Path + "': " + (EC ? EC.message() : "not a regular file"));
      DE.print(Err);
      return std::nullopt;
    }
    auto M = frontend::parseFile(P.Path, Opts, SM, DE);
    DE.print(Err);
    if (DE.hasErrors() || !M) return std::nullopt;
    collectBudgets(*M, Out.Budgets);
    Modules.push_back(std::move(*M));
  }
  // Each file's liveness at its global labels, before any is rewritten.
  std::vector<virt::ProgramContext> Own(paravirtualized(Mode) ? Modules.size() : 0);
  for (size_t FileNo = 0; FileNo < Own.size(); ++FileNo) Own[FileNo].add(Modules[FileNo], Mode == BuildMode::PvAbi);
  for (size_t FileNo = 0; FileNo < Modules.size(); ++FileNo) {
    const sim::ProgramFile &P = Spec.Program[FileNo];
    ir::Module *M = &Modules[FileNo];
    bool Scheduled = Mode != BuildMode::AsWritten;
    if (!Scheduled) {
      // As written: only the .vreg temporaries get registers; the order and
      // the bundling are the assembler's (auto mode, like GNU as -xauto).
      if (auto R = sched::assignVRegs(*M); !R) {
        ir::DiagnosticEngine DE2(SM);
        ir::consumeInto(R.takeError(), DE2);
        DE2.print(Err);
        return std::nullopt;
      }
    } else {
      if (paravirtualized(Mode)) {
        virt::RewriteOptions RO;
        RO.L = Mode == BuildMode::PvTrap ? virt::Level::Trap : Mode == BuildMode::PvPscb ? virt::Level::Pscb
                                                                                          : virt::Level::Batch;
        RO.Abi = Mode == BuildMode::PvAbi;
        virt::ProgramContext Context; // the other files, as written
        for (size_t Other = 0; Other < Modules.size(); ++Other)
          if (Other != FileNo) Context.merge(Own[Other]);
        RO.Context = &Context;
        ir::DiagnosticEngine PvDE(SM);
        virt::paravirtualize(*M, RO, PvDE);
        if (PvDE.hasErrors()) {
          PvDE.print(Err);
          return std::nullopt;
        }
      }
      sched::SchedOptions SO;
      SO.Solver = Mode == BuildMode::Z3 ? sched::SolverKind::Z3
                  : Mode == BuildMode::InOrder ? sched::SolverKind::InOrder
                                               : sched::SolverKind::List;
      SO.TimeLimitSec = TimeLimitSec;
      auto Stats = sched::scheduleModule(*M, MM, SO);
      if (!Stats) {
        ir::DiagnosticEngine DE2(SM);
        ir::consumeInto(Stats.takeError(), DE2);
        DE2.print(Err);
        return std::nullopt;
      }
      for (auto &R : *Stats) Out.Regions.push_back(R);
    }
    auto Obj = buildObject(*M, SM, /*GroupRules=*/!Scheduled, {}, Err);
    if (!Obj) return std::nullopt;
    Out.Objects.push_back({llvm::sys::path::filename(P.Path).str(), std::move(Obj->Bytes)});
  }
  return Out;
}

} // namespace epic::driver

namespace epic::driver {

namespace {
bool isBudget(const sim::ExpectItem &X) {
  return X.K == sim::ExpectItem::CyclesMax || X.K == sim::ExpectItem::BubblesMax;
}
} // namespace

llvm::Error selectModeBudgets(sim::ScenarioSpec &S, BuildMode Mode) {
  for (auto &[Name, Xs] : S.ModeBudgets)
    if (!buildModeByName(Name))
      return ir::makeError(Xs.empty() ? S.Loc : Xs.front().Loc, "expect.by_mode: unknown build mode '" + Name +
                                                                    "' (asis, inorder, list, z3, pv-trap, pv-pscb, pv-abi)");
  if (paravirtualized(Mode))
    std::erase_if(S.Expect, isBudget);
  sim::applyModeBudgets(S, buildModeName(Mode));
  return llvm::Error::success();
}

std::optional<ScenarioRun> runScenarioFile(const std::string &Path, BuildMode Mode, double TimeLimitSec,
                                           const model::MachineModel &MM, ir::SourceManager &SM,
                                           llvm::raw_ostream &Err, ProgramCache *Cache, model::Timeline *Timeline,
                                           bool Hypervisor) {
  auto report = [&](llvm::Error E) {
    ir::DiagnosticEngine DE(SM);
    ir::consumeInto(std::move(E), DE);
    DE.print(Err);
  };
  auto Spec = sim::loadScenarioSpec(Path, SM);
  if (!Spec) { report(Spec.takeError()); return std::nullopt; }
  ScenarioRun R;
  R.Spec = std::move(*Spec);
  if (auto E = selectModeBudgets(R.Spec, Mode)) { report(std::move(E)); return std::nullopt; }
  std::string Key = buildModeName(Mode);
  for (const sim::ProgramFile &F : R.Spec.Program) {
    Key += "|" + F.Path;
    for (const std::string &D : F.Defines) Key += " -D" + D;
    for (const std::string &D : F.IncludeDirs) Key += " -I" + D;
  }
  // Built once per key; without a cache, in a local one.
  ProgramCache Local;
  ProgramCache &Built = Cache ? *Cache : Local;
  auto It = Built.find(Key);
  if (It == Built.end()) {
    auto B = buildProgram(R.Spec, Mode, TimeLimitSec, MM, SM, Err);
    if (!B) return std::nullopt;
    It = Built.emplace(Key, std::move(*B)).first;
  }
  const ProgramBuild *P = &It->second;
  auto Runner = std::make_unique<sim::ScenarioRunner>(R.Spec, MM);
  if (auto E = Runner->load(P->Objects)) { report(std::move(E)); return std::nullopt; }
  if (R.Spec.Warm)
    if (auto E = Runner->warmUp(P->Objects)) { report(std::move(E)); return std::nullopt; }
  sim::Hypervisor Hv; // (the warm-up only trains the predictors, on a machine of its own)
  Hypervisor |= paravirtualized(Mode);
  if (Hypervisor) Hv.attach(Runner->core());
  model::TimelineRecorder Recorder;
  if (Timeline) {
    Runner->timing().engine().addListener(&Recorder);
    Runner->timing().keepOrigins(true);
  }
  R.Outcome = Runner->run(true);
  if (Hypervisor) R.Hv = Hv.Count;
  if (Timeline) *Timeline = sim::timelineOf(Recorder, Runner->core(), Runner->timing(), MM, R.Outcome.StartCycle);

  // The .expect budget of the procedure the measurement starts in, unless
  // the scenario has budgets of its own (they win: e.g. a slow-path run).
  bool OwnBudget = std::any_of(R.Spec.Expect.begin(), R.Spec.Expect.end(),
                               [&](const sim::ExpectItem &X) { return isBudget(X) && !X.Todo; });
  if (R.Spec.MeasureFrom && !OwnBudget && !paravirtualized(Mode))
    for (const SourceBudget &B : P->Budgets)
      if (std::find(B.Labels.begin(), B.Labels.end(), R.Spec.MeasureFrom->Sym) != B.Labels.end()) {
        R.SourceBudgetApplied = B;
        std::string Where = llvm::sys::path::filename(SM.name(B.Loc.File)).str() + ":" + std::to_string(B.Loc.Line) +
                            ":" + std::to_string(B.Loc.Col);
        if (B.Cycles && R.Outcome.Cycles > *B.Cycles)
          R.BudgetFailures.push_back("cycles " + std::to_string(R.Outcome.Cycles) + " > budget " +
                                     std::to_string(*B.Cycles) + " (.expect at " + Where + ")");
        if (B.Bubbles && R.Outcome.Bubbles > *B.Bubbles)
          R.BudgetFailures.push_back("bubbles " + std::to_string(R.Outcome.Bubbles) + " > budget " +
                                     std::to_string(*B.Bubbles) + " (.expect at " + Where + ")");
      }
  return R;
}

std::vector<std::string> findScenarios(const std::string &Dir) {
  std::vector<std::string> Out;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC)) {
    llvm::StringRef P = It->path();
    llvm::StringRef Name = llvm::sys::path::filename(P);
    if (!P.ends_with(".yaml") || Name.starts_with("base_")) continue;
    auto Buf = llvm::MemoryBuffer::getFile(P);
    if (Buf && sim::isScenarioSpecV1((*Buf)->getBuffer().str())) Out.push_back(P.str());
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

} // namespace epic::driver
