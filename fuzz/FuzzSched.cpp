#include "fuzz/FuzzSched.h"
#include "emitter/AsmPrinter.h"
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"

namespace epic::fuzz {

static const model::MachineModel &itanium2() {
  static ir::SourceManager SM;
  static const model::MachineModel MM = [] {
    auto M = model::loadBuiltinModel("itanium2", SM);
    if (!M)
      fail("the built-in model does not load", llvm::toString(M.takeError()));
    return std::move(*M);
  }();
  return MM;
}

void scheduleOnce(const uint8_t *Data, size_t Size, const sched::SchedOptions &O) {
  const model::MachineModel &MM = itanium2();
  ir::SourceManager SM;
  ir::DiagnosticEngine DE(SM);
  frontend::ParseOptions PO;
  PO.Preprocess = false;
  auto M = frontend::parseString(text(Data, Size), "fuzz.s", PO, SM, DE);
  if (!M || DE.hasErrors())
    return;
  if (auto Stats = sched::scheduleModule(*M, MM, O); !Stats) {
    std::string Msg = llvm::toString(Stats.takeError());
    if (Msg.empty())
      fail("scheduling failed without a message");
    return;
  }
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  emit::printModule(*M, OS);
  ir::SourceManager SM2;
  ir::DiagnosticEngine DE2(SM2);
  auto Again = frontend::parseString(Out, "out.s", PO, SM2, DE2);
  if (!Again || DE2.hasErrors()) {
    std::string Diags;
    llvm::raw_string_ostream DS(Diags);
    DE2.print(DS);
    fail("the scheduled output does not parse", Diags + "\n--- output:\n" + Out);
  }
}

} // namespace epic::fuzz
