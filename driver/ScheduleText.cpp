#include "driver/ScheduleText.h"
#include "emitter/AsmPrinter.h"
#include "driver/PrepareSource.h"
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"

namespace epic::driver {

std::optional<std::string> scheduleText(llvm::StringRef Text, const std::string &Name, const ScheduleRequest &R,
                                        ir::SourceManager &SM, llvm::raw_ostream &Diags) {
  frontend::ParseOptions PO;
  PO.Includes = R.Includes;
  PO.Preprocess = false; // the text is assembly already (a compiler's output)
  ir::DiagnosticEngine DE(SM);
  auto M = frontend::parseString(std::string_view(Text.data(), Text.size()), Name, PO, SM, DE);
  if (M && !DE.hasErrors()) {
    auto Prepared = prepareForScheduling(*M, SM, {R.Sched.SourceDefault}, DE);
    auto MM = model::loadBuiltinModel(R.Cpu, SM);
    if (!MM) {
      ir::consumeInto(MM.takeError(), DE);
      if (!Prepared)
        llvm::consumeError(Prepared.takeError()); // (the model's error first, as before)
    } else if (!Prepared) {
      ir::consumeInto(Prepared.takeError(), DE);
    } else if (auto Stats = sched::scheduleModule(*M, *MM, R.Sched); !Stats) {
      ir::consumeInto(Stats.takeError(), DE);
    } else {
      Prepared->finish(*M);
    }
  }
  DE.print(Diags);
  if (!M || DE.hasErrors())
    return std::nullopt;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  emit::printModule(*M, OS);
  return Out;
}

} // namespace epic::driver
