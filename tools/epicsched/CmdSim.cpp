// `epicsched sim IN [--entry=SYM] [--scenario=FILE.yaml] [--json] [--timeline]`:
// load IN (.o, or .s/.S assembled in memory) into the simulated Itanium 2,
// run it until the scenario's end condition and report cycles, groups,
// bubbles by PMU counter, instructions, nops, bundles, the final state and
// the expectations (exit 1 when one fails or the run stops on an error).
#include "emitter/Assembler.h"
#include "emitter/ElfWriter.h"
#include "isa/Disasm.h"
#include "latency-db/MachineModel.h"
#include "sim/Core.h"
#include "sim/ElfLoader.h"
#include "sim/Scenario.h"
#include "sim/ScenarioRun.h"
#include "tools/epicsched/ScenarioProgram.h"
#include "sim/Timing.h"
#include "scheduler/Scheduler.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include "tools/epicsched/ObjectOutput.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "sim/StateDump.h"
#include <cstdio>

using namespace epic;

namespace {

/// Collects the engine's events for --timeline.
struct TimelineRecorder : model::IssueListener {
  struct Row { bool Stall; model::GroupEvent G; model::StallEvent S; };
  std::vector<Row> Rows;
  void onGroup(const model::GroupEvent &G) override { Rows.push_back({false, G, {}}); }
  void onStall(const model::StallEvent &S) override { Rows.push_back({true, {}, S}); }
};

std::string hex(uint64_t V) {
  std::string S;
  llvm::raw_string_ostream(S) << llvm::format_hex(V, 0);
  return S;
}

/// An ELF file (an object or an executable) is recognised by its magic
/// bytes, whatever its name; anything else is assembly source.
bool isElfFile(const std::string &Path) {
  char M[4] = {};
  FILE *F = std::fopen(Path.c_str(), "rb");
  if (!F) return false;
  size_t N = std::fread(M, 1, 4, F);
  std::fclose(F);
  return N == 4 && M[0] == 0x7f && M[1] == 'E' && M[2] == 'L' && M[3] == 'F';
}

std::optional<std::vector<uint8_t>> objectBytes(const std::string &Path, const tool::Args &A, ir::SourceManager &SM) {
  if (isElfFile(Path) || llvm::StringRef(Path).ends_with(".o")) {
    return tool::readObjectFile(Path);
  }
  auto M = tool::loadInput(Path, A, SM);
  if (!M) return std::nullopt;
  auto R = tool::buildObject(*M, SM, /*GroupRules=*/true);
  if (!R) return std::nullopt;
  return std::move(R->Bytes);
}

void printError(llvm::Error E, ir::SourceManager &SM, const std::string &File) {
  ir::DiagnosticEngine DE(SM);
  llvm::handleAllErrors(
      std::move(E), [&](const ir::LocatedError &L) { DE.report(L.diag()); },
      [&](const llvm::ErrorInfoBase &B) { llvm::errs() << File << ": error: " << B.message() << "\n"; });
  DE.print(llvm::errs());
}

const char *stopName(sim::StopInfo::Kind K) {
  static constexpr const char *N[] = {"none", "budget", "return", "rfi_to_user", "break", "error"};
  return N[K];
}

void dumpState(llvm::raw_ostream &OS, sim::Core &C) {
  sim::ArchState &S = C.S;
  OS << "final state:\n  ip " << hex(S.Ip) << " slot " << S.Slot << " cpl " << S.cpl() << " psr " << hex(S.Psr)
     << " bank " << (S.psrBit(sim::psr::BN) ? 1 : 0) << "\n";
  const sim::FrameMarker &F = S.Rse.cfm();
  OS << "  cfm sof=" << F.Sof << " sol=" << F.Sol << " sor=" << F.Sor << " rrb.gr=" << F.RrbGr
     << " rrb.fr=" << F.RrbFr << " rrb.pr=" << F.RrbPr << "  bsp " << hex(S.Rse.bsp()) << " bspstore "
     << hex(S.Rse.bspstore()) << " dirty " << S.Rse.dirtyRegs() << "\n";
  for (unsigned R = 1; R < 32 + F.Sof; ++R)
    if (C.gr(R) || C.nat(R))
      OS << "  r" << R << " = " << hex(C.gr(R)) << (C.nat(R) ? " NaT" : "") << "\n";
  std::string Ps;
  for (unsigned P = 1; P < 64; ++P)
    if (C.pr(P)) Ps += " p" + std::to_string(P);
  OS << "  predicates set:" << (Ps.empty() ? " none" : Ps) << "\n";
  for (unsigned B = 0; B < 8; ++B)
    if (S.Br[B]) OS << "  b" << B << " = " << hex(S.Br[B]) << "\n";
  static constexpr std::pair<const char *, unsigned> Ars[] = {
      {"ar.k0", 0}, {"ar.k1", 1}, {"ar.k2", 2}, {"ar.k3", 3}, {"ar.k4", 4}, {"ar.k5", 5}, {"ar.k6", 6},
      {"ar.k7", 7}, {"ar.rsc", 16}, {"ar.rnat", 19}, {"ar.ccv", 32}, {"ar.unat", 36}, {"ar.pfs", 64},
      {"ar.lc", 65}, {"ar.ec", 66}};
  for (auto [N, A] : Ars)
    if (uint64_t V = C.readAr(A)) OS << "  " << N << " = " << hex(V) << "\n";
  for (unsigned R = 0; R < 8; ++R)
    if (S.Rr[R]) OS << "  rr" << R << " = " << hex(S.Rr[R]) << "\n";
  static constexpr std::pair<const char *, unsigned> Crs[] = {
      {"cr.iva", 2}, {"cr.ipsr", 16}, {"cr.isr", 17}, {"cr.iip", 19}, {"cr.ifa", 20}, {"cr.ifs", 23}, {"cr.iim", 24}};
  for (auto [N, R] : Crs)
    if (S.Cr[R]) OS << "  " << N << " = " << hex(S.Cr[R]) << "\n";
}

/// What a run measured, for printing (with or without a scenario).
struct Outcome {
  uint64_t Cycles, Groups, Bubbles;
  std::map<std::string, uint64_t> Counters;
  uint64_t Insts, Nops, Bundles, Mispredicts, Interruptions;
  sim::StopInfo Stop;
  std::vector<sim::ExpectationResult> Results;
  std::string Error; // a run that is not valid (schema 1: budget, measure window, end cpl)
};

void printOutcome(const Outcome &O, const tool::Args &A, sim::Core &C, sim::Timing &T, TimelineRecorder &TL,
                  const model::MachineModel &MM) {
  llvm::raw_ostream &OS = llvm::outs();
  const sim::StopInfo &Stop = O.Stop;
  const auto &Results = O.Results;
  if (A.flag("json")) {
    OS << "{\"cycles\": " << O.Cycles << ", \"groups\": " << O.Groups << ", \"bubbles\": " << O.Bubbles
       << ", \"bubble_breakdown\": {";
    bool First = true;
    for (auto &[N, V] : O.Counters) {
      OS << (First ? "" : ", ") << "\"" << N << "\": " << V;
      First = false;
    }
    OS << "}, \"instructions\": " << O.Insts << ", \"nops\": " << O.Nops << ", \"bundles\": " << O.Bundles
       << ", \"mispredictions\": " << O.Mispredicts << ", \"interruptions\": " << O.Interruptions
       << ", \"stop\": \"" << stopName(Stop.K) << "\"";
    if (!O.Error.empty()) OS << ", \"error\": \"" << llvm::StringRef(O.Error).str() << "\"";
    sim::printStateJson(OS, C);
    if (auto E = sim::printMemoryJson(OS, C, A.value("dump-memory").value_or(""))) {
      llvm::errs() << "error: " << llvm::toString(std::move(E)) << "\n";
    }
    OS << ", \"expectations\": [";
    for (size_t I = 0; I < Results.size(); ++I)
      OS << (I ? ", " : "") << "{\"name\": \"" << Results[I].Name << "\", \"ok\": " << (Results[I].Ok ? "true" : "false") << "}";
    OS << "]}\n";
    return;
  }

  if (A.flag("timeline")) {
    OS << "timeline:\n";
    auto text = [&](uint64_t Id) -> std::string {
      auto It = T.origins().find(Id);
      if (It == T.origins().end()) return "#" + std::to_string(Id);
      const sim::CachedBundle *B = C.bundleAt(It->second.Bundle);
      if (!B) return hex(It->second.Bundle);
      const isa::MachineInst &MI = B->Insts[It->second.Slot].MI;
      std::string Tx = MI.Form >= 0 ? isa::formatInst(MI, B->Address) : "?";
      if (MI.QP) Tx = "(p" + std::to_string(MI.QP) + ") " + Tx;
      return Tx;
    };
    for (auto &R : TL.Rows) {
      if (R.Stall) {
        OS << llvm::format("  %5llu  stall %u: %s", (unsigned long long)R.S.Cycle, R.S.Bubbles, R.S.Counter.c_str())
           << " (" << R.S.Why;
        // An unconditional stall follows the instruction that caused it.
        bool After = R.S.Why == "unconditional";
        if (R.S.Producer) OS << ", after " << text(*R.S.Producer);
        if (R.S.Consumer) OS << (After ? ", after " : ", before ") << text(*R.S.Consumer);
        OS << ")\n";
        continue;
      }
      if (R.G.Insts.empty())
        continue;
      OS << llvm::format("  %5llu ", (unsigned long long)R.G.Cycle);
      bool FirstI = true;
      unsigned K = R.G.Start; // window slot of the next instruction (slot order)
      for (uint64_t Id : R.G.Insts) {
        auto It = T.origins().find(Id);
        std::string Port;
        if (It != T.origins().end()) {
          while (K < R.G.End && K % 3 != It->second.Slot) ++K;
          if (K < 6 && R.G.Port[K]) Port = MM.portName(*R.G.Port[K]);
          ++K;
        }
        OS << (FirstI ? " " : " | ") << text(Id) << (Port.empty() ? "" : " @" + Port);
        FirstI = false;
      }
      OS << "\n";
    }
  }

  OS << "cycles: " << O.Cycles << "\ngroups: " << O.Groups << "\nbubbles: " << O.Bubbles << "\n";
  for (auto &[N, V] : O.Counters)
    OS << "  " << N << ": " << V << "\n";
  OS << "instructions: " << O.Insts << "\nnops: " << O.Nops << "\nbundles: " << O.Bundles
     << "\nmispredictions: " << O.Mispredicts << "\ninterruptions: " << O.Interruptions << "\nstop: " << stopName(Stop.K);
  if (Stop.K == sim::StopInfo::Break) OS << " " << hex(Stop.BreakImm);
  OS << " at " << hex(Stop.Ip) << "\n";
  dumpState(OS, C);
  if (auto E = sim::printMemoryText(OS, C, A.value("dump-memory").value_or("")))
    llvm::errs() << "error: " << llvm::toString(std::move(E)) << "\n";
  if (!O.Error.empty())
    OS << "run FAILED: " << O.Error << "\n";
  for (auto &R : Results)
    OS << "expect " << R.Name << ": " << (R.Ok ? "ok" : "FAILED (" + R.Detail + ")")
       << (R.Ok && !R.Detail.empty() && R.Detail.starts_with("no budget") ? " (" + R.Detail + ")" : "") << "\n";
}

/// `sim [IN] --scenario=F.yaml` with a schema-1 scenario (docs/scenario.md):
/// the program is IN when given, else the scenario's `program:`.
int runScenarioV1(const tool::Args &A, const std::string &Path, ir::SourceManager &SM) {
  bool HaveIn = !A.positional().empty();
  auto Spec = sim::loadScenarioSpec(Path, SM, /*RequireProgram=*/!HaveIn);
  if (!Spec) { printError(Spec.takeError(), SM, Path); return 1; }
  auto MM = model::loadSelectedModel(A.value("model"), A.value("mcpu").value_or("itanium2"), SM);
  if (!MM) { printError(MM.takeError(), SM, "model"); return 1; }
  std::vector<sim::LinkInput> Objects;
  if (HaveIn) { // several objects link like the `program` files, in order
    for (const std::string &In : A.positional()) {
      auto Bytes = objectBytes(In, A, SM);
      if (!Bytes) return 1;
      Objects.push_back({In, std::move(*Bytes)});
    }
  } else {
    auto Mode = tool::buildModeByName(A.value("mode").value_or("asis"));
    if (!Mode) { llvm::errs() << "error: --mode must be asis, inorder, list or z3\n"; return 1; }
    auto Limit = A.seconds("time-limit", sched::DefaultTimeLimitSec);
    if (!Limit) return 1;
    auto P = tool::buildProgram(*Spec, *Mode, *Limit, *MM, SM);
    if (!P) return 1;
    Objects = std::move(P->Objects);
  }
  auto RunPtr = std::make_unique<sim::ScenarioRunner>(*Spec, *MM);
  sim::ScenarioRunner &Run = *RunPtr;
  if (auto E = Run.load(Objects)) { printError(std::move(E), SM, Path); return 1; }
  if (Spec->Warm && !A.flag("no-timing"))
    if (auto E = Run.warmUp(Objects)) { printError(std::move(E), SM, Path); return 1; }
  if (auto E = A.value("entry"))
    if (auto Err = Run.setEntry(*E)) { printError(std::move(Err), SM, Path); return 1; }
  if (A.flag("no-strict")) Run.core().Strict = false;
  TimelineRecorder TL;
  bool Timed = !A.flag("no-timing");
  if (Timed && A.flag("timeline")) {
    Run.timing().engine().addListener(&TL);
    Run.timing().keepOrigins(true);
  }
  sim::ScenarioOutcome R = Run.run(Timed);
  Outcome Out{R.Cycles, R.Groups, R.Bubbles, R.Counters, R.Insts, R.Nops, R.Bundles,
              R.Mispredicts, R.Interruptions, R.Stop, R.Results, R.Error};
  if (!R.Error.empty() && !A.flag("json"))
    llvm::errs() << Spec->Name << ": error: " << R.Error << "\n";
  printOutcome(Out, A, Run.core(), Run.timing(), TL, *MM);
  return R.ok() ? 0 : 1;
}

int runSim(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"json", "timeline", "no-timing", "no-strict"},
                             {"entry", "scenario", "mcpu", "model", "mode", "time-limit", "dump-memory"}, llvm::errs());
  if (!A) return 1;
  if (auto E = sim::checkMemorySpec(A->value("dump-memory").value_or(""))) {
    llvm::errs() << "error: " << llvm::toString(std::move(E)) << "\n";
    return 1;
  }
  if (auto Path = A->value("scenario")) {
    ir::SourceManager SM;
    return runScenarioV1(*A, *Path, SM);
  }
  if (A->positional().size() != 1) {
    llvm::errs() << "error: usage: epicsched sim IN [--entry=SYM] [--scenario=FILE.yaml] [--json] [--timeline]\n";
    return 1;
  }
  // No scenario: the object on the default machine (sim/Scenario.h) until
  // its entry function returns.
  const std::string In = A->positional()[0];
  ir::SourceManager SM;
  auto MM = model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM);
  if (!MM) { printError(MM.takeError(), SM, "model"); return 1; }

  auto Bytes = objectBytes(In, *A, SM);
  if (!Bytes) return 1;
  sim::Memory Mem;
  sim::Core C(Mem);
  auto Img = sim::loadElf(*Bytes, Mem, sim::LoadOptions{});
  if (!Img) { printError(Img.takeError(), SM, In); return 1; }
  sim::setUpDefaults(C, *Img);
  if (A->flag("no-strict")) C.Strict = false;

  // Entry: --entry (a symbol or a number), else the first executable section.
  uint64_t Entry = Img->Entry;
  if (auto E = A->value("entry")) {
    if (auto It = Img->Symbols.find(*E); It != Img->Symbols.end()) Entry = It->second;
    else if (auto N = sim::parseScenarioInteger(*E)) Entry = *N;
    else { llvm::errs() << In << ": error: unknown symbol '" << *E << "'\n"; return 1; }
  }
  C.S.Ip = Entry;
  C.S.Slot = 0;

  bool Timed = !A->flag("no-timing");
  sim::Timing T(*MM, C);
  TimelineRecorder TL;
  if (Timed) {
    C.Listener = &T;
    if (A->flag("timeline")) {
      T.engine().addListener(&TL);
      T.keepOrigins(true);
    }
  }
  sim::StopInfo Stop = C.run();
  if (Timed) T.finish();

  if (Stop.K == sim::StopInfo::Error)
    llvm::errs() << In << ": error: " << Stop.Message << "\n";
  Outcome Out{0, 0, 0, {}, C.Insts, C.Nops, C.Bundles, T.mispredictions(), C.Interruptions, Stop, {}, ""};
  if (Timed) {
    Out.Cycles = T.engine().cycles();
    Out.Groups = T.engine().groups();
    Out.Bubbles = T.engine().bubbles();
    Out.Counters = T.engine().counterTotals();
  }
  printOutcome(Out, *A, C, T, TL, *MM);
  return Stop.K == sim::StopInfo::Error ? 1 : 0;
}

} // namespace

static tool::CommandRegistration R{
    {"sim", "sim [IN ...] [--entry=SYM] [--scenario=FILE.yaml] [--mode=asis|inorder|list|z3] [--json] [--timeline] [--no-timing] [--no-strict] [--model=FILE.yaml] [--dump-memory=ADDR,LEN]",
     "Run on the simulated Itanium 2: cycles, groups, bubbles by PMU counter, final state, expectations.",
     runSim}};
