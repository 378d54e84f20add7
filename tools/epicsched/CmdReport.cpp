// `epicsched report [--json] [--dir=DIR] [--modes=asis,list,z3] [--time-limit=S]`:
// builds every fast-path scenario (fastpaths/**/*.yaml) as written (auto-mode
// bundling, what GNU as -xauto does), list-scheduled and Z3-scheduled, runs
// each on the simulated Itanium 2 and tabulates cycles, groups, bubbles and
// the bubble breakdown next to the paper's figure; then checks the issue's
// targets (IPC <= 36 and <= 32, getpid epc <= 18 and <= 12, break >= 10x epc,
// full-state signal delivery 23-34 % slower than minimal, queue epc several
// times cheaper than break) on the last native column, and on each optimized
// paravirtual column (pv-pscb, pv-abi) >= 5x fewer ring crossings than
// trap-and-emulate on every path that exits with rfi (issue 18).
#include "scheduler/Scheduler.h"
#include "tools/epicsched/Command.h"
#include "driver/ScenarioProgram.h"
#include "tools/epicsched/OutputFile.h"
#include "views/HtmlReport.h"
#include "views/Progress.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace epic;

namespace {

struct Row {
  std::string Name, Mode;
  std::optional<driver::ScenarioRun> Run; // nullopt: did not build/load
  std::optional<model::Timeline> Timeline; // with --html
  /// The run is valid and the state is as expected. Budgets are `check`'s
  /// business (they are set for the Z3 column); the report shows them only there.
  bool ok() const {
    if (!Run || !Run->Outcome.Error.empty()) return false;
    for (const auto &X : Run->Outcome.Results)
      if (!X.Ok && X.Name != "cycles_max" && X.Name != "bubbles_max") return false;
    return true;
  }
};

/// "RSE.LOADRS 18, EXE.ARCR 23": the leaf counters, short names.
std::string breakdown(const std::map<std::string, uint64_t> &C) {
  std::string S;
  for (auto &[N, V] : C) {
    llvm::StringRef Name(N);
    if (Name.ends_with(".ALL") || !V) continue;
    std::string Short = Name.str();
    if (Name.starts_with("BE_")) Short = Name.drop_front(3).str();
    if (llvm::StringRef(Short).starts_with("L1D_FPU_BUBBLE.")) Short = "L1D." + Short.substr(15 + 4);
    for (const char *P : {"_BUBBLE"})
      if (size_t At = Short.find(P); At != std::string::npos) Short.erase(At, strlen(P));
    S += (S.empty() ? "" : ", ") + Short + " " + std::to_string(V);
  }
  return S;
}

const Row *find(const std::vector<Row> &Rows, llvm::StringRef Name, llvm::StringRef Mode) {
  for (const Row &R : Rows)
    if (R.Name == Name && R.Mode == Mode && R.Run) return &R;
  return nullptr;
}

struct Target {
  std::string Mode, What, Measured;
  bool Met;
};

// vBlades' overall cut (Linux compiling itself: 474 M ring crossings under
// trap-and-emulate, 77 M after its last stage, 6.2x); issue 18 asks for at
// least 5x on each interruption path that exits with rfi.
constexpr uint64_t VirtCut = 5;

/// The crossings of the same path under trap-and-emulate: the static
/// replacement (pv-trap: the fair baseline, unmodified code ends in the
/// wrong state where it covers with psr.ic = 0), else a native mode run
/// with --hypervisor.
const Row *virtBaseline(const std::vector<Row> &Rows, const std::string &Name, const std::string &Mode) {
  const Row *B = Mode != "pv-trap" ? find(Rows, Name, "pv-trap") : nullptr;
  if (B && B->ok() && B->Run->Hv) return B;
  for (const Row &R : Rows)
    if (R.Name == Name && R.ok() && R.Run->Hv && !driver::paravirtualized(*driver::buildModeByName(R.Mode))) return &R;
  return nullptr;
}

/// A paravirtualized column's targets: on each path that is an interruption
/// handler with its exit (its baseline emulates an rfi or makes the resume
/// hypercall), >= VirtCut times fewer ring crossings than the baseline.
std::vector<Target> virtTargets(const std::vector<Row> &Rows, const std::string &Mode) {
  std::vector<Target> T;
  if (Mode == "pv-trap") return T; // the baseline itself (vBlades Figure 1)
  for (const Row &R : Rows) {
    if (R.Mode != Mode || !R.ok() || !R.Run->Hv) continue;
    const Row *B = virtBaseline(Rows, R.Name, Mode);
    if (!B) continue;
    const sim::HypervisorCounters &H = *R.Run->Hv, &BH = *B->Run->Hv;
    if (!BH.Emulated.count("rfi") && !BH.Hypercalls.count("resume")) continue;
    std::string M;
    llvm::raw_string_ostream OS(M);
    OS << BH.Crossings << " (" << B->Mode << ") -> " << H.Crossings;
    if (H.Crossings) OS << " = " << llvm::format("%.1f", double(BH.Crossings) / double(H.Crossings)) << "x";
    OS << "; " << R.Run->Outcome.Cycles << " cycles in the guest (" << B->Run->Outcome.Cycles << "), " << H.Cycles
       << " in the hypervisor (" << BH.Cycles << ")";
    T.push_back({Mode, R.Name + ", interruption + exit path: >= 5x fewer ring crossings than trap-and-emulate (vBlades: 6.2x)",
                 M, H.Crossings * VirtCut <= BH.Crossings});
  }
  return T;
}

std::vector<Target> targets(const std::vector<Row> &Rows, const std::string &Mode) {
  if (driver::paravirtualized(*driver::buildModeByName(Mode))) return virtTargets(Rows, Mode);
  std::vector<Target> T;
  auto cyc = [&](const char *N) -> std::optional<uint64_t> {
    const Row *R = find(Rows, N, Mode);
    if (!R || !R->ok()) return std::nullopt;
    return R->Run->Outcome.Cycles;
  };
  auto ratio = [](uint64_t A, uint64_t B) {
    std::string S;
    llvm::raw_string_ostream(S) << llvm::format("%.1f", double(A) / double(B));
    return S;
  };
  if (auto C = cyc("ipc_8words_xspace")) {
    const Row *R = find(Rows, "ipc_8words_xspace", Mode);
    T.push_back({Mode, "IPC, 8 words, different spaces: <= 36 cycles (paper, final)",
                 std::to_string(*C) + " cycles, " + std::to_string(R->Run->Outcome.Bubbles) + " bubbles", *C <= 36});
    T.push_back({Mode, "IPC goal: 34 cycles with <= 2 bubbles (paper, optimal)",
                 std::to_string(*C) + " cycles, " + std::to_string(R->Run->Outcome.Bubbles) + " bubbles",
                 *C <= 34 && R->Run->Outcome.Bubbles <= 2});
    T.push_back({Mode, "IPC: beat the hand, <= 32 cycles with <= 3 bubbles (issue 17)",
                 std::to_string(*C) + " cycles, " + std::to_string(R->Run->Outcome.Bubbles) + " bubbles",
                 *C <= 32 && R->Run->Outcome.Bubbles <= 3});
  }
  if (auto E = cyc("getpid_epc")) {
    T.push_back({Mode, "getpid via epc: <= 18 cycles (Table 3)", std::to_string(*E) + " cycles", *E <= 18});
    T.push_back({Mode, "getpid via epc: <= 12 cycles (Table 3, static)", std::to_string(*E) + " cycles", *E <= 12});
    if (auto B = cyc("getpid_break"))
      T.push_back({Mode, "getpid via break >= 10x epc (Table 3: 294 vs 18)",
                   std::to_string(*B) + " vs " + std::to_string(*E) + " = " + ratio(*B, *E) + "x", *B >= 10 * *E});
  }
  if (auto Min = cyc("signal_minimal"), Full = cyc("signal_full"); Min && Full) {
    // The paper measured the old full-state code "23-34% slower" than the
    // minimal one: full / minimal - 1, not the saving (which is 19-25 %).
    double Slower = double(*Full) / double(*Min) - 1.0;
    std::string S;
    llvm::raw_string_ostream(S) << *Full << " vs " << *Min << " cycles: full " << llvm::format("%.1f", Slower * 100)
                                << "% slower (minimal " << llvm::format("%.1f", (1.0 - double(*Min) / double(*Full)) * 100)
                                << "% cheaper)";
    T.push_back({Mode, "signals: full state 23-34% slower than minimal (Section 5.1)", S, Slower >= 0.23 && Slower <= 0.34});
  }
  if (auto E = cyc("queue_epc"), B = cyc("queue_break"); E && B)
    T.push_back({Mode, "queue via epc several (>= 2) times cheaper than via break (seed 001)",
                 std::to_string(*B) + " vs " + std::to_string(*E) + " = " + ratio(*B, *E) + "x", *B >= 2 * *E});
  return T;
}

/// Status of a row ("" when fine, the failures, or the budgets over in the
/// last mode's column), worded once for the text table and the HTML page.
/// \p MaxResults caps the failed expectations listed (the text table's width).
std::string problems(const Row &R, bool LastMode, unsigned MaxResults = ~0u) {
  if (!R.Run) return "FAILED to build or load";
  const sim::ScenarioOutcome &O = R.Run->Outcome;
  std::string S;
  if (!R.ok()) {
    S = "FAILED:";
    if (!O.Error.empty()) S += " " + O.Error + ";";
    unsigned Shown = 0;
    for (auto &X : O.Results)
      if (!X.Ok && Shown++ < MaxResults) S += " " + X.Name + " (" + X.Detail + ");";
    if (!R.Run->Spec.KnownFailure.empty()) S += " (known: " + R.Run->Spec.KnownFailure + ")";
  } else if (LastMode) {
    for (auto &X : O.Results)
      if (!X.Ok) S += (S.empty() ? "" : " ") + std::string("OVER BUDGET: ") + X.Name + " (" + X.Detail + ")";
    for (auto &X : R.Run->BudgetFailures) S += (S.empty() ? "" : " ") + std::string("OVER BUDGET: ") + X;
  }
  return S;
}

/// The column the targets come from, or "per-mode" when several (each then names its mode).
std::string targetsLabel(const std::vector<Target> &Targets, const std::string &Last) {
  for (const Target &X : Targets)
    if (X.Mode != Targets.front().Mode) return "per-mode";
  return Targets.empty() ? Last : Targets.front().Mode;
}

bool writeHtml(const std::string &Out, const std::vector<Row> &Rows, const std::vector<Target> &Targets,
               const std::string &Last) {
  std::vector<std::string> Programs;
  for (const Row &R : Rows)
    if (R.Run)
      for (const sim::ProgramFile &F : R.Run->Spec.Program) Programs.push_back(F.Path);
  if (!tool::outputsDistinctFromInputs(Programs, {Out})) return false;
  std::vector<views::HtmlPath> Paths;
  for (const Row &R : Rows) {
    if (Paths.empty() || Paths.back().Name != R.Name) {
      views::HtmlPath P;
      P.Name = R.Name;
      if (R.Run && R.Run->Spec.Paper) {
        const auto &F = *R.Run->Spec.Paper;
        auto n = [](const std::optional<uint64_t> &V) { return V ? std::to_string(*V) : std::string("?"); };
        P.Paper = n(F.Cycles) + "/" + n(F.Groups) + "/" + n(F.Bubbles) + " (" + F.Source + ")";
        if (F.Groups && F.Bubbles)
          P.PaperBar = views::BubbleBar{"paper", *F.Groups, *F.Bubbles, {}, true, F.Source};
      }
      Paths.push_back(std::move(P));
    }
    views::HtmlRun H;
    H.Mode = R.Mode;
    if (R.Run && R.Run->Hv) H.Hypervisor = sim::describe(*R.Run->Hv);
    H.Built = R.Run.has_value();
    H.Ok = R.ok();
    H.Problem = problems(R, R.Mode == Last);
    if (R.Run) {
      const sim::ScenarioOutcome &O = R.Run->Outcome;
      H.Cycles = O.Cycles;
      H.Groups = O.Groups;
      H.Bubbles = O.Bubbles;
      H.Counters = O.Counters;
    }
    H.Timeline = R.Timeline;
    Paths.back().Runs.push_back(std::move(H));
  }
  std::vector<views::HtmlTarget> T;
  std::string Label = targetsLabel(Targets, Last);
  for (const Target &X : Targets) T.push_back({(X.Mode == Label ? "" : X.Mode + ": ") + X.What, X.Measured, X.Met});
  std::string Html;
  llvm::raw_string_ostream OS(Html);
  views::writeHtmlReport(OS, Paths, T, Label);
  return tool::writeOutput(Out, Html);
}

std::string defaultDir() {
  if (llvm::sys::fs::is_directory("fastpaths")) return "fastpaths";
  return std::string(EPIC_SOURCE_DIR) + "/fastpaths";
}

int runReport(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"json", "quiet", "hypervisor"}, {"dir", "modes", "time-limit", "mcpu", "model", "html"},
                             llvm::errs());
  if (!A) return 1;
  std::string Dir = A->value("dir").value_or(defaultDir());
  std::vector<driver::BuildMode> Modes;
  llvm::SmallVector<llvm::StringRef, 4> Names;
  const std::string ModeList = A->value("modes").value_or("asis,list,z3"); // Names point into it
  llvm::StringRef(ModeList).split(Names, ',');
  for (llvm::StringRef N : Names) {
    auto M = driver::buildModeByName(N.str());
    if (!M) {
      llvm::errs() << "error: unknown mode '" << N << "' (asis, inorder, list, z3, pv-trap, pv-pscb, pv-abi)\n";
      return 1;
    }
    Modes.push_back(*M);
  }
  auto LimitOpt = A->seconds("time-limit", sched::DefaultTimeLimitSec);
  if (!LimitOpt) return 1;
  double Limit = *LimitOpt;
  ir::SourceManager SM;
  auto MM = model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM);
  if (!MM) { tool::printLocatedError(MM.takeError(), SM); return 1; }
  std::vector<std::string> Files = driver::findScenarios(Dir);
  if (Files.empty()) { llvm::errs() << "error: no scenarios under '" << Dir << "'\n"; return 1; }
  // The page never replaces a scenario it reads (nor, below, a program file).
  if (auto H = A->value("html"); H && !tool::outputsDistinctFromInputs(Files, {*H})) return 1;

  std::vector<Row> Rows;
  driver::ProgramCache Cache;
  std::string Diags;
  llvm::raw_string_ostream DiagOS(Diags);
  const bool Html = A->value("html").has_value();
  {
    views::Progress P("fast path", Files.size() * Modes.size(), views::Progress::onTerminal(A->flag("quiet")));
    for (const std::string &F : Files)
      for (driver::BuildMode M : Modes) {
        Row R;
        R.Name = llvm::sys::path::stem(F).str();
        R.Mode = driver::buildModeName(M);
        P.step(R.Name + " (" + R.Mode + ")");
        model::Timeline TL;
        R.Run = driver::runScenarioFile(F, M, Limit, *MM, SM, DiagOS, &Cache, Html ? &TL : nullptr,
                                        A->flag("hypervisor"));
        if (R.Run) R.Name = R.Run->Spec.Name;
        if (R.Run && Html) R.Timeline = std::move(TL);
        Rows.push_back(std::move(R));
      }
  }
  std::string Last = driver::buildModeName(Modes.back());
  // The paper's targets from the last native column (the scheduled code
  // they are set for), the virtualization targets from each paravirtualized one.
  std::vector<Target> Targets;
  auto LastNative = std::find_if(Modes.rbegin(), Modes.rend(), [](driver::BuildMode M) { return !driver::paravirtualized(M); });
  for (driver::BuildMode M : Modes)
    if (driver::paravirtualized(M) || (LastNative != Modes.rend() && M == *LastNative)) {
      std::vector<Target> T = targets(Rows, driver::buildModeName(M));
      Targets.insert(Targets.end(), T.begin(), T.end());
    }
  // Known failures (known_failure: in the scenario) are shown, not fatal.
  bool AllOk = std::all_of(Rows.begin(), Rows.end(),
                           [](const Row &R) { return R.ok() || (R.Run && !R.Run->Spec.KnownFailure.empty()); });

  if (Html && !writeHtml(*A->value("html"), Rows, Targets, Last)) return 1;

  llvm::raw_ostream &OS = llvm::outs();
  if (A->flag("json")) {
    llvm::json::Array Arr;
    for (const Row &R : Rows) {
      llvm::json::Object O{{"name", R.Name}, {"variant", R.Mode}, {"ok", R.ok()}};
      if (R.Run) {
        const sim::ScenarioOutcome &Out = R.Run->Outcome;
        O["cycles"] = int64_t(Out.Cycles);
        O["groups"] = int64_t(Out.Groups);
        O["bubbles"] = int64_t(Out.Bubbles);
        O["instructions"] = int64_t(Out.Insts);
        O["stop_at_break"] = Out.Stop.K == sim::StopInfo::Break; // the break ends the run untimed
        llvm::json::Object B;
        for (auto &[N, V] : Out.Counters) B[N] = int64_t(V);
        O["bubble_breakdown"] = std::move(B);
        if (const auto &H = R.Run->Hv) {
          llvm::json::Object HO{{"ring_crossings", int64_t(H->Crossings)}, {"emulated", int64_t(H->EmulatedTotal)},
                                {"hypercalls", int64_t(H->HypercallTotal)}, {"cycles_in_hypervisor", int64_t(H->Cycles)}};
          llvm::json::Object E, C;
          for (auto &[N, V] : H->Emulated) E[N] = int64_t(V);
          for (auto &[N, V] : H->Hypercalls) C[N] = int64_t(V);
          HO["emulated_by_kind"] = std::move(E);
          HO["hypercalls_by_kind"] = std::move(C);
          O["hypervisor"] = std::move(HO);
        }
        // Errors: the run or the state is wrong. Budgets (set for the Z3
        // column, checked by `check`) apart: a slower column over them is
        // data, not an error.
        llvm::json::Array Errs, Over;
        if (!Out.Error.empty()) Errs.push_back(Out.Error);
        for (auto &X : Out.Results)
          if (!X.Ok) (X.Name == "cycles_max" || X.Name == "bubbles_max" ? Over : Errs).push_back(X.Name + ": " + X.Detail);
        for (auto &X : R.Run->BudgetFailures) Over.push_back(X);
        O["errors"] = std::move(Errs);
        O["over_budget"] = std::move(Over);
        if (const auto &P = R.Run->Spec.Paper) {
          llvm::json::Object PO;
          PO["cycles"] = P->Cycles ? llvm::json::Value(int64_t(*P->Cycles)) : nullptr;
          PO["groups"] = P->Groups ? llvm::json::Value(int64_t(*P->Groups)) : nullptr;
          PO["bubbles"] = P->Bubbles ? llvm::json::Value(int64_t(*P->Bubbles)) : nullptr;
          PO["source"] = P->Source;
          O["paper"] = std::move(PO);
        } else {
          O["paper"] = nullptr;
        }
      } else {
        O["errors"] = llvm::json::Array{"did not build or load (see diagnostics)"};
      }
      Arr.push_back(std::move(O));
    }
    llvm::json::Array TA;
    for (const Target &T : Targets) TA.push_back(llvm::json::Object{{"mode", T.Mode}, {"target", T.What}, {"measured", T.Measured}, {"met", T.Met}});
    OS << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object{{"fastpaths", std::move(Arr)}, {"targets", std::move(TA)}}))
       << "\n";
    if (!Diags.empty()) llvm::errs() << Diags;
    return AllOk ? 0 : 1;
  }

  OS << "Fast paths on the simulated Itanium 2 (measured interval of each scenario; asis = the source bundled\n"
        "in order as written, like GNU as -xauto; list / z3 = scheduled by epicsched)\n\n";
  OS << llvm::format("%-26s %-6s %6s %6s %7s  %-22s %s\n", (const char *)"fast path", (const char *)"mode",
                     (const char *)"cycles", (const char *)"groups", (const char *)"bubbles",
                     (const char *)"paper (cyc/grp/bub)", (const char *)"bubble breakdown");
  std::string Prev;
  for (const Row &R : Rows) {
    std::string Name = R.Name == Prev ? "" : R.Name;
    Prev = R.Name;
    if (!R.Run) {
      OS << llvm::format("%-26s %-6s %s\n", Name.c_str(), R.Mode.c_str(), (const char *)"FAILED to build or load");
      continue;
    }
    const sim::ScenarioOutcome &O = R.Run->Outcome;
    std::string Paper = "-";
    if (const auto &P = R.Run->Spec.Paper) {
      auto n = [](const std::optional<uint64_t> &V) { return V ? std::to_string(*V) : std::string("?"); };
      Paper = n(P->Cycles) + "/" + n(P->Groups) + "/" + n(P->Bubbles);
    }
    OS << llvm::format("%-26s %-6s %6llu %6llu %7llu  %-22s %s", Name.c_str(), R.Mode.c_str(),
                       (unsigned long long)O.Cycles, (unsigned long long)O.Groups, (unsigned long long)O.Bubbles,
                       Paper.c_str(), breakdown(O.Counters).c_str());
    if (std::string P = problems(R, R.Mode == Last, 3); !P.empty()) OS << "  " << P;
    OS << "\n";
    if (R.Run->Hv) OS << std::string(34, ' ') << "hypervisor: " << sim::describe(*R.Run->Hv) << "\n";
  }
  OS << "\nPaper figures: Table 6 (IPC), Table 3 (system calls, dynamic binary), Section 5.1 (signals).\n";
  for (size_t I = 0; I < Targets.size(); ++I) {
    const Target &T = Targets[I];
    if (!I || Targets[I - 1].Mode != T.Mode) OS << "\nTargets (" << T.Mode << " column):\n";
    OS << "  [" << (T.Met ? "met" : "NOT met") << "] " << T.What << ": " << T.Measured << "\n";
  }
  if (!Diags.empty()) llvm::errs() << Diags;
  return AllOk ? 0 : 1;
}

} // namespace

static tool::CommandRegistration R{
    {"report", "report [--json] [--html=OUT.html] [--quiet] [--dir=DIR] [--modes=asis,list,z3,pv-trap,pv-pscb,pv-abi] "
               "[--hypervisor] [--time-limit=S] [--model=FILE.yaml]",
     "Build, run and tabulate the fast paths (as written, list, Z3) next to the paper's figures.", runReport}};
