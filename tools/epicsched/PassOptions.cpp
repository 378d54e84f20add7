#include "tools/epicsched/PassOptions.h"
#include "llvm/ADT/StringExtras.h"

namespace epic::tool {

std::optional<std::unique_ptr<sched::PipelineInstrumentation>> pipelineInstrumentation(const Args &A,
                                                                                       llvm::raw_ostream &Err) {
  sched::InstrumentationOptions O;
  O.DebugPassManager = A.flag("debug-pass-manager");
  O.TimePasses = A.flag("time-passes");
  O.PrintBeforeAll = A.flag("print-before-all");
  O.PrintAfterAll = A.flag("print-after-all");
  auto names = [&](const char *Opt, std::vector<std::string> &Into) {
    if (auto V = A.value(Opt)) {
      llvm::SmallVector<llvm::StringRef> Parts;
      llvm::SplitString(*V, Parts, ",");
      for (llvm::StringRef P : Parts)
        Into.push_back(P.str());
    }
  };
  names("print-before", O.PrintBefore);
  names("print-after", O.PrintAfter);
  if (!O.any())
    return std::unique_ptr<sched::PipelineInstrumentation>();
  auto I = sched::PipelineInstrumentation::create(O, llvm::errs());
  if (!I) {
    Err << "error: " << llvm::toString(I.takeError()) << "\n";
    return std::nullopt;
  }
  return std::move(*I);
}

std::optional<sched::RenameMode> renameOption(const Args &A, llvm::raw_ostream &Err) {
  // auto: abi for compiler output (sched::conventionsEvidence), else none.
  std::string V = A.value("rename").value_or("auto");
  if (V == "auto") return sched::RenameMode::Auto;
  if (V == "none") return sched::RenameMode::None;
  if (V == "pool") return sched::RenameMode::Pool;
  if (V == "abi") return sched::RenameMode::Abi;
  Err << "error: --rename takes auto, none, pool or abi, not '" << V << "'\n";
  return std::nullopt;
}

std::optional<sched::SpeculateMode> speculateOption(const Args &A, llvm::raw_ostream &Err) {
  std::string V = A.value("speculate").value_or("none");
  if (V == "none") return sched::SpeculateMode::None;
  if (V == "control") return sched::SpeculateMode::Control;
  if (V == "data") return sched::SpeculateMode::Data;
  if (V == "control,data" || V == "data,control") return sched::SpeculateMode::ControlData;
  Err << "error: --speculate takes none, control, data or control,data, not '" << V << "'\n";
  return std::nullopt;
}

} // namespace epic::tool
