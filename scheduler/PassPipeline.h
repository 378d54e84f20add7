// The region pipeline as text, LLVM style (`opt -passes=...`):
//   rename<abi>,schedule<z3;time-limit=2>,bundle,predict,verify
// parsed against the registry (PassRegistry.def), printed back in canonical
// form (--print-pipeline-passes), and instrumented through LLVM's
// PassInstrumentationCallbacks (--debug-pass-manager, --time-passes,
// --print-before/--print-after). docs/api.md lists the passes.
#pragma once
#include "scheduler/Scheduler.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/PassTimingInfo.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace epic::sched {

/// What a pipeline text chooses: the solver and its time limit (unset:
/// the options' own). Every pipeline runs schedule, bundle, predict and
/// verify in that order: the scheduler keeps the written code or falls
/// back to source order by comparing predicted, verified results, so a
/// pipeline without them could emit code nobody checked. They are refused.
struct PipelineSpec {
  // `rename<pool|abi>` may come first (renaming before the dependence
  // problem); a pipeline without it renames nothing.
  RenameMode Rename = RenameMode::None;
  std::optional<SolverKind> Solver;
  std::optional<double> TimeLimitSec;
};

/// Parses `Text`; errors name the pass or parameter and say what is allowed.
llvm::Expected<PipelineSpec> parsePipeline(llvm::StringRef Text);

/// `O` with a pipeline text's choices applied (`O.Pipeline` empty: `O`).
llvm::Expected<SchedOptions> applyPipeline(SchedOptions O);

/// The canonical text of the pipeline `O` runs.
std::string pipelineText(const SchedOptions &O);
/// ... and of the default one.
std::string defaultPipelineText();

/// One line per registered pass: name, parameters, what it does.
std::string describePasses();

/// The pass name of a pass class name ("epic::sched::BundlePass" -> "bundle").
llvm::StringRef passNameForClass(llvm::StringRef ClassName);

struct InstrumentationOptions {
  bool DebugPassManager = false; // "Running pass: bundle on region f#0"
  bool TimePasses = false;       // LLVM's pass timing report at the end
  bool PrintBeforeAll = false, PrintAfterAll = false;
  std::vector<std::string> PrintBefore, PrintAfter; // pass names
  bool any() const {
    return DebugPassManager || TimePasses || PrintBeforeAll || PrintAfterAll || !PrintBefore.empty() ||
           !PrintAfter.empty();
  }
};

/// The callbacks for `SchedOptions::Instrumentation`, writing to `OS`.
/// Keep it alive while the scheduler runs; the timing report is printed
/// by `finish()` (or the destructor).
class PipelineInstrumentation {
public:
  static llvm::Expected<std::unique_ptr<PipelineInstrumentation>> create(const InstrumentationOptions &O,
                                                                         llvm::raw_ostream &OS);
  llvm::PassInstrumentationCallbacks *callbacks() { return &PIC; }
  void finish();
  ~PipelineInstrumentation();

private:
  PipelineInstrumentation(const InstrumentationOptions &O, llvm::raw_ostream &OS);
  InstrumentationOptions Opts;
  llvm::raw_ostream &OS;
  llvm::PassInstrumentationCallbacks PIC;
  std::unique_ptr<llvm::TimePassesHandler> Timer;
};

} // namespace epic::sched
