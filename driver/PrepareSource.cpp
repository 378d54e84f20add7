#include "driver/PrepareSource.h"
#include "driver/AutoBraceBundles.h"

namespace epic::driver {

llvm::Expected<PreparedSource> prepareForScheduling(ir::Module &M, const ir::SourceManager &SM,
                                                    const PrepareOptions &O, ir::DiagnosticEngine &Diags) {
  // Equates first: their values are those of the source as written.
  std::vector<ir::Diagnostic> Warnings;
  PreparedSource P{QueuedEquateValues(M, SM, Warnings, O.SourceDefault), std::nullopt};
  for (ir::Diagnostic &D : Warnings)
    Diags.report(std::move(D));
  if (O.KeepDots) {
    if (auto E = keepDotOperands(M, SM, O.SourceDefault, O.RecordDots ? &P.SourceDots : nullptr))
      return E;
  } else if (O.RecordDots) {
    P.SourceDots = dotValues(M, SM, O.SourceDefault);
  }
  if (auto E = checkAutoBraceBundles(M, SM, O.SourceDefault))
    return E;
  return P;
}

} // namespace epic::driver
