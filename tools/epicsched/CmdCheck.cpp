// `epicsched check [SCENARIO.yaml | DIR ...] [--mode=z3] [--max-cycles=N]
// [--max-bubbles=N] [--time-limit=S]`: the CI gate. Schedules the program of
// every scenario, runs it on the simulated Itanium 2 and exits 1 when an
// expectation fails or a budget is exceeded. Budgets: the scenario's
// cycles_max/bubbles_max, else the `.expect cycles<=N, bubbles<=N` of the
// .proc the measurement starts in, and the flags (which apply to every path).
#include "scheduler/Scheduler.h"
#include "tools/epicsched/Command.h"
#include "driver/ScenarioProgram.h"
#include "views/Progress.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace epic;

namespace {

int runCheck(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"quiet"}, {"mode", "max-cycles", "max-bubbles", "time-limit", "mcpu", "model"}, llvm::errs());
  if (!A) return 1;
  auto Mode = driver::buildModeByName(A->value("mode").value_or("z3"));
  if (!Mode) { llvm::errs() << "error: --mode must be asis, inorder, list or z3\n"; return 1; }
  auto budget = [&](const char *N, std::optional<uint64_t> &Out) {
    if (!A->value(N)) return true;
    auto V = A->count(N, 0, 0, UINT64_MAX);
    Out = V;
    return V.has_value();
  };
  std::optional<uint64_t> MaxCycles, MaxBubbles;
  auto Limit = A->seconds("time-limit", sched::DefaultTimeLimitSec);
  if (!budget("max-cycles", MaxCycles) || !budget("max-bubbles", MaxBubbles) || !Limit) return 1;
  std::vector<std::string> Files;
  std::vector<std::string> Inputs = A->positional();
  if (Inputs.empty()) Inputs.push_back(llvm::sys::fs::is_directory("fastpaths") ? "fastpaths" : std::string(EPIC_SOURCE_DIR) + "/fastpaths");
  for (const std::string &In : Inputs) {
    if (llvm::sys::fs::is_directory(In)) {
      auto Found = driver::findScenarios(In);
      Files.insert(Files.end(), Found.begin(), Found.end());
    } else {
      Files.push_back(In);
    }
  }
  if (Files.empty()) { llvm::errs() << "error: no scenarios to check\n"; return 1; }

  ir::SourceManager SM;
  auto MM = model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM);
  if (!MM) { tool::printLocatedError(MM.takeError(), SM); return 1; }
  driver::ProgramCache Cache;
  unsigned Failed = 0, KnownFailures = 0;
  views::Progress Prog("scenario", Files.size(), views::Progress::onTerminal(A->flag("quiet")));
  for (const std::string &F : Files) {
    Prog.step(llvm::sys::path::filename(F));
    auto R = driver::runScenarioFile(F, *Mode, *Limit, *MM, SM, llvm::errs(), &Cache);
    if (!R) {
      Prog.clear();
      llvm::outs() << "FAIL " << F << ": did not build or load\n";
      ++Failed;
      continue;
    }
    const sim::ScenarioOutcome &O = R->Outcome;
    std::vector<std::string> Why;
    if (!O.Error.empty()) Why.push_back(O.Error);
    for (auto &X : O.Results)
      if (!X.Ok) Why.push_back("expect " + X.Name + ": " + X.Detail);
    for (auto &X : R->BudgetFailures) Why.push_back(X);
    if (MaxCycles && O.Cycles > *MaxCycles)
      Why.push_back("cycles " + std::to_string(O.Cycles) + " > budget " + std::to_string(*MaxCycles) + " (--max-cycles)");
    if (MaxBubbles && O.Bubbles > *MaxBubbles)
      Why.push_back("bubbles " + std::to_string(O.Bubbles) + " > budget " + std::to_string(*MaxBubbles) + " (--max-bubbles)");
    std::string Budget;
    for (auto &X : O.Results)
      if (X.Name == "cycles_max" || X.Name == "bubbles_max") Budget += " " + X.Name + ": " + X.Detail + ";";
    if (R->SourceBudgetApplied) {
      const auto &B = *R->SourceBudgetApplied;
      Budget += " .expect";
      if (B.Cycles) Budget += " cycles<=" + std::to_string(*B.Cycles);
      if (B.Bubbles) Budget += " bubbles<=" + std::to_string(*B.Bubbles);
      Budget += ";";
    }
    bool Known = !R->Spec.KnownFailure.empty();
    Prog.clear(); // the scenario's line replaces the progress line
    llvm::outs() << (Why.empty() ? (Known ? "XPASS " : "ok   ") : (Known ? "XFAIL " : "FAIL ")) << R->Spec.Name << " (" << driver::buildModeName(*Mode) << "): "
                 << O.Cycles << " cycles, " << O.Groups << " groups, " << O.Bubbles << " bubbles;" << Budget << "\n";
    for (auto &W : Why) llvm::outs() << "     " << F << ": " << W << "\n";
    if (Known) {
      llvm::outs() << "     known failure: " << R->Spec.KnownFailure << "\n";
      ++KnownFailures;
      continue;
    }
    Failed += !Why.empty();
    llvm::outs().flush();
  }
  llvm::outs() << (Failed ? "check FAILED: " : "check passed: ") << Files.size() - Failed - KnownFailures << " of "
               << Files.size() << " scenarios within their expectations and budgets";
  if (KnownFailures) llvm::outs() << ", " << KnownFailures << " known failures (known_failure:)";
  llvm::outs() << "\n";
  return Failed ? 1 : 0;
}

} // namespace

static tool::CommandRegistration R{
    {"check", "check [SCENARIO.yaml|DIR ...] [--mode=z3|list|inorder|asis] [--max-cycles=N] [--max-bubbles=N] [--time-limit=S] [--model=FILE.yaml] [--quiet]",
     "CI gate: schedule, simulate and fail (exit 1) when an expectation or a cycle/bubble budget is not met.", runCheck}};
