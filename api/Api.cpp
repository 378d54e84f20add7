// The C++ API (epicsched/epicsched.hpp) over the driver's pipelines: this
// file only converts options and results; the work is in driver/.
#include "epicsched/epicsched.hpp"
#include "driver/AsPipeline.h"
#include "driver/GasOptions.h"
#include "driver/ScheduleText.h"
#include "scheduler/PassPipeline.h"
#include "scheduler/Z3Module.h"
#include "llvm/Support/raw_ostream.h"
#include <exception>

namespace epicsched {

namespace {
epic::sched::SolverKind solverKind(Solver S) {
  switch (S) {
  case Solver::List: return epic::sched::SolverKind::List;
  case Solver::InOrder: return epic::sched::SolverKind::InOrder;
  case Solver::Z3: break;
  }
  return epic::sched::SolverKind::Z3;
}

/// The runtimes under the frontend (ANTLR, yaml-cpp) may throw; nothing
/// crosses the API boundary but an Error.
template <class T, class F> Expected<T> guarded(F &&Work) {
  // The library carries its Z3 code (a host should not need to find
  // epicsched-z3.so); the CLI loads it as a module instead.
  epic::sched::setLinkedZ3HorizonSolver(&epic_z3_solve_horizon);
  try {
    return Work();
  } catch (const std::exception &E) {
    return Error{std::string("error: internal exception: ") + E.what() + "\n"};
  } catch (...) {
    return Error{"error: internal exception\n"};
  }
}
} // namespace

Expected<std::string> schedule(std::string_view text, const ScheduleOptions &options) {
  return guarded<std::string>([&]() -> Expected<std::string> {
    epic::driver::ScheduleRequest R;
    R.Sched.Solver = solverKind(options.solver);
    R.Sched.TimeLimitSec = options.timeLimitSeconds;
    R.Sched.RescheduleExplicit = options.rescheduleExplicit;
    R.Sched.Pipeline = options.passes;
    R.Cpu = options.cpu;
    R.Includes = options.includes;
    if (!(options.timeLimitSeconds > 0 && options.timeLimitSeconds <= 86400))
      return Error{"error: the time limit must be above 0 and at most 86400 seconds\n"};
    epic::ir::SourceManager SM;
    std::string Diags;
    llvm::raw_string_ostream OS(Diags);
    auto Out = epic::driver::scheduleText(llvm::StringRef(text.data(), text.size()), options.fileName, R, SM, OS);
    if (!Out)
      return Error{Diags};
    if (options.warnings)
      *options.warnings = Diags;
    return std::move(*Out);
  });
}

Expected<std::vector<unsigned char>> assemble(std::string_view text, const std::vector<std::string> &gasArgs,
                                              const std::string &fileName) {
  return guarded<std::vector<unsigned char>>([&]() -> Expected<std::vector<unsigned char>> {
    auto O = epic::driver::parseGasCommandLine(gasArgs, std::nullopt);
    if (!O)
      return Error{"error: " + llvm::toString(O.takeError()) + "\n"};
    // The text is the input and the bytes the output: names in the
    // options would be silently unused, so they are refused.
    if (O->Inputs.size() != 1 || O->Inputs.front() != "-" || O->Output != "a.out")
      return Error{"error: assemble() takes options only; the text is the input and the object is returned\n"};
    if (O->Version || O->Verbose)
      return Error{"error: --version/-v are not options of assemble(); call version()\n"};
    O->Inputs = {fileName};
    epic::ir::SourceManager SM;
    std::string Diags;
    llvm::raw_string_ostream OS(Diags);
    auto Bytes = epic::driver::assembleTextAsGas(llvm::StringRef(text.data(), text.size()), *O, SM, OS);
    if (!Bytes)
      return Error{Diags.empty() ? "error: assembly failed\n" : Diags};
    return std::vector<unsigned char>(Bytes->begin(), Bytes->end());
  });
}

std::string defaultPipeline() { return epic::sched::defaultPipelineText(); }

std::string version() { return epic::driver::versionText(); }

} // namespace epicsched
