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
#include "sim/Hypervisor.h"
#include "sim/Scenario.h"
#include "sim/ScenarioRun.h"
#include "driver/ScenarioProgram.h"
#include "sim/Timing.h"
#include "sim/TimelineOf.h"
#include "tools/epicsched/OutputFile.h"
#include "views/TimelineSvg.h"
#include "scheduler/Scheduler.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include "driver/ObjectBuild.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "sim/StateDump.h"
#include <cstdio>

using namespace epic;

namespace {

/// --timeline (text, on standard output before the totals) or
/// --timeline=svg (a picture, to -o FILE).
enum class TimelineKind { None, Text, Svg };
TimelineKind timelineKind(const tool::Args &A) {
  if (A.flag("timeline")) return TimelineKind::Text;
  auto V = A.value("timeline");
  if (!V) return TimelineKind::None;
  return *V == "svg" ? TimelineKind::Svg : TimelineKind::Text;
}

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
  auto R = driver::buildObject(*M, SM, /*GroupRules=*/true);
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
  const sim::HypervisorCounters *Hv = nullptr; // --hypervisor
};

void printCounts(llvm::raw_ostream &OS, const std::map<std::string, uint64_t> &M) {
  bool First = true;
  for (auto &[N, V] : M) {
    OS << (First ? "" : ", ") << "\"" << N << "\": " << V;
    First = false;
  }
}

/// The hypervisor's counters (whole run): JSON members or text lines.
void printHypervisor(llvm::raw_ostream &OS, const sim::HypervisorCounters &H, uint64_t GuestCycles, bool Json) {
  if (Json) {
    OS << ", \"hypervisor\": {\"ring_crossings\": " << H.Crossings << ", \"emulated\": " << H.EmulatedTotal
       << ", \"hypercalls\": " << H.HypercallTotal << ", \"cycles_in_guest\": " << GuestCycles
       << ", \"cycles_in_hypervisor\": " << H.Cycles << ", \"emulated_by_kind\": {";
    printCounts(OS, H.Emulated);
    OS << "}, \"hypercalls_by_kind\": {";
    printCounts(OS, H.Hypercalls);
    OS << "}, \"sensitive_unreplaced\": {";
    printCounts(OS, H.Sensitive);
    OS << "}}";
    return;
  }
  OS << "hypervisor: ring crossings " << H.Crossings << " (emulated " << H.EmulatedTotal << ", hypercalls "
     << H.HypercallTotal << "), cycles in guest " << GuestCycles << ", in hypervisor " << H.Cycles << "\n";
  for (auto &[N, V] : H.Emulated) OS << "  emulated " << N << ": " << V << "\n";
  for (auto &[N, V] : H.Hypercalls) OS << "  hypercall " << N << ": " << V << "\n";
  for (auto &[N, V] : H.Sensitive) OS << "  sensitive, not replaced " << N << ": " << V << "\n";
}

bool printOutcome(const Outcome &O, const tool::Args &A, sim::Core &C, sim::Timing &T, const model::TimelineRecorder &Rec,
                  const model::MachineModel &MM, uint64_t StartCycle, const std::string &Title) {
  llvm::raw_ostream &OS = llvm::outs();
  const sim::StopInfo &Stop = O.Stop;
  const auto &Results = O.Results;
  if (timelineKind(A) == TimelineKind::Svg) {
    model::Timeline TL = sim::timelineOf(Rec, C, T, MM, StartCycle);
    std::string Svg;
    llvm::raw_string_ostream SOS(Svg);
    views::TimelineSvgOptions O;
    O.Title = Title;
    O.Standalone = true;
    views::writeTimelineSvg(SOS, TL, O);
    if (!tool::writeOutput(*A.value("o"), Svg)) return false;
  }
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
    if (O.Hv) printHypervisor(OS, *O.Hv, O.Cycles, true);
    sim::printStateJson(OS, C);
    if (auto E = sim::printMemoryJson(OS, C, A.value("dump-memory").value_or(""))) {
      llvm::errs() << "error: " << llvm::toString(std::move(E)) << "\n";
    }
    OS << ", \"expectations\": [";
    for (size_t I = 0; I < Results.size(); ++I)
      OS << (I ? ", " : "") << "{\"name\": \"" << Results[I].Name << "\", \"ok\": " << (Results[I].Ok ? "true" : "false") << "}";
    OS << "]}\n";
    return true;
  }

  if (timelineKind(A) == TimelineKind::Text) {
    OS << "timeline:\n";
    model::Timeline TL = sim::timelineOf(Rec, C, T, MM);
    size_t S = 0, I = 0;
    auto printStall = [&](const model::TimelineStall &St) {
      OS << llvm::format("  %5llu  stall %u: %s", (unsigned long long)St.Cycle, St.Bubbles, St.Counter.c_str()) << " ("
         << model::stallCause(St) << ")\n";
    };
    for (unsigned G = 0; G < TL.Groups.size(); ++G) {
      for (; S < TL.Stalls.size() && TL.Stalls[S].Cycle <= TL.Groups[G].Cycle; ++S) printStall(TL.Stalls[S]);
      OS << llvm::format("  %5llu ", (unsigned long long)TL.Groups[G].Cycle);
      for (bool First = true; I < TL.Insts.size() && TL.Insts[I].Group == G; ++I, First = false)
        OS << (First ? " " : " | ") << TL.Insts[I].Text << (TL.Insts[I].Port.empty() ? "" : " @" + TL.Insts[I].Port);
      OS << "\n";
    }
    for (; S < TL.Stalls.size(); ++S) printStall(TL.Stalls[S]);
  }

  OS << "cycles: " << O.Cycles << "\ngroups: " << O.Groups << "\nbubbles: " << O.Bubbles << "\n";
  for (auto &[N, V] : O.Counters)
    OS << "  " << N << ": " << V << "\n";
  OS << "instructions: " << O.Insts << "\nnops: " << O.Nops << "\nbundles: " << O.Bundles
     << "\nmispredictions: " << O.Mispredicts << "\ninterruptions: " << O.Interruptions << "\nstop: " << stopName(Stop.K);
  if (Stop.K == sim::StopInfo::Break) OS << " " << hex(Stop.BreakImm);
  OS << " at " << hex(Stop.Ip) << "\n";
  if (O.Hv) printHypervisor(OS, *O.Hv, O.Cycles, false);
  dumpState(OS, C);
  if (auto E = sim::printMemoryText(OS, C, A.value("dump-memory").value_or("")))
    llvm::errs() << "error: " << llvm::toString(std::move(E)) << "\n";
  if (!O.Error.empty())
    OS << "run FAILED: " << O.Error << "\n";
  for (auto &R : Results)
    OS << "expect " << R.Name << ": " << (R.Ok ? "ok" : "FAILED (" + R.Detail + ")")
       << (R.Ok && !R.Detail.empty() && R.Detail.starts_with("no budget") ? " (" + R.Detail + ")" : "") << "\n";
  return true;
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
  bool UnderHv = A.flag("hypervisor"); // a paravirtualized mode implies it
  if (HaveIn) { // several objects link like the `program` files, in order
    for (const std::string &In : A.positional()) {
      auto Bytes = objectBytes(In, A, SM);
      if (!Bytes) return 1;
      Objects.push_back({In, std::move(*Bytes)});
    }
  } else {
    auto Mode = driver::buildModeByName(A.value("mode").value_or("asis"));
    if (!Mode) {
      llvm::errs() << "error: --mode must be asis, inorder, list, z3, pv-trap, pv-pscb or pv-abi\n";
      return 1;
    }
    UnderHv |= driver::paravirtualized(*Mode);
    if (auto E = driver::selectModeBudgets(*Spec, *Mode)) { printError(std::move(E), SM, Path); return 1; }
    auto Limit = A.seconds("time-limit", sched::DefaultTimeLimitSec);
    if (!Limit) return 1;
    auto P = driver::buildProgram(*Spec, *Mode, *Limit, *MM, SM);
    if (!P) return 1;
    Objects = std::move(P->Objects);
  }
  auto RunPtr = std::make_unique<sim::ScenarioRunner>(*Spec, *MM);
  sim::ScenarioRunner &Run = *RunPtr;
  sim::Hypervisor Hv;
  if (auto E = Run.load(Objects)) { printError(std::move(E), SM, Path); return 1; }
  if (Spec->Warm && !A.flag("no-timing"))
    if (auto E = Run.warmUp(Objects)) { printError(std::move(E), SM, Path); return 1; }
  if (auto E = A.value("entry"))
    if (auto Err = Run.setEntry(*E)) { printError(std::move(Err), SM, Path); return 1; }
  if (A.flag("no-strict")) Run.core().Strict = false;
  if (UnderHv) Hv.attach(Run.core());
  model::TimelineRecorder TL;
  bool Timed = !A.flag("no-timing");
  if (Timed && timelineKind(A) != TimelineKind::None) {
    Run.timing().engine().addListener(&TL);
    Run.timing().keepOrigins(true);
  }
  sim::ScenarioOutcome R = Run.run(Timed);
  Outcome Out{R.Cycles, R.Groups, R.Bubbles, R.Counters, R.Insts, R.Nops, R.Bundles,
              R.Mispredicts, R.Interruptions, R.Stop, R.Results, R.Error};
  if (UnderHv) Out.Hv = &Hv.Count;
  if (!R.Error.empty() && !A.flag("json"))
    llvm::errs() << Spec->Name << ": error: " << R.Error << "\n";
  if (!printOutcome(Out, A, Run.core(), Run.timing(), TL, *MM, R.StartCycle, Spec->Name)) return 1;
  return R.ok() ? 0 : 1;
}

int runSim(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"json", "timeline", "no-timing", "no-strict", "hypervisor"},
                             {"entry", "scenario", "mcpu", "model", "mode", "time-limit", "dump-memory", "timeline", "o"},
                             llvm::errs());
  if (!A) return 1;
  if (auto V = A->value("timeline"); V && *V != "svg" && *V != "text") {
    llvm::errs() << "error: --timeline takes 'text' or 'svg', not '" << *V << "'\n";
    return 1;
  }
  if (timelineKind(*A) == TimelineKind::Svg && !A->value("o")) {
    llvm::errs() << "error: --timeline=svg needs -o FILE.svg\n";
    return 1;
  }
  if (timelineKind(*A) == TimelineKind::Svg && A->flag("no-timing")) {
    llvm::errs() << "error: --timeline=svg needs timing (drop --no-timing)\n";
    return 1;
  }
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
  sim::Hypervisor Hv;
  if (A->flag("hypervisor")) Hv.attach(C);

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
  model::TimelineRecorder TL;
  if (Timed) {
    C.Listener = &T;
    if (timelineKind(*A) != TimelineKind::None) {
      T.engine().addListener(&TL);
      T.keepOrigins(true);
    }
  }
  sim::StopInfo Stop = C.run();
  if (Timed) T.finish();

  if (Stop.K == sim::StopInfo::Error)
    llvm::errs() << In << ": error: " << Stop.Message << "\n";
  Outcome Out{0, 0, 0, {}, C.Insts, C.Nops, C.Bundles, T.mispredictions(), C.Interruptions, Stop, {}, ""};
  if (C.Hv) Out.Hv = &Hv.Count;
  if (Timed) {
    Out.Cycles = T.engine().cycles();
    Out.Groups = T.engine().groups();
    Out.Bubbles = T.engine().bubbles();
    Out.Counters = T.engine().counterTotals();
  }
  if (!printOutcome(Out, *A, C, T, TL, *MM, 0, In)) return 1;
  return Stop.K == sim::StopInfo::Error ? 1 : 0;
}

} // namespace

static tool::CommandRegistration R{
    {"sim", "sim [IN ...] [--entry=SYM] [--scenario=FILE.yaml] [--mode=asis|inorder|list|z3] [--json] [--timeline[=text|svg] [-o FILE.svg]] [--no-timing] [--no-strict] [--hypervisor] [--model=FILE.yaml] [--dump-memory=ADDR,LEN]",
     "Run on the simulated Itanium 2: cycles, groups, bubbles by PMU counter, final state, expectations.",
     runSim}};
