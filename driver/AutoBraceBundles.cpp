#include "driver/AutoBraceBundles.h"
#include "emitter/Assembler.h"
#include "emitter/Target.h"
#include "ir/Diagnostics.h"

namespace epic::driver {

namespace {
struct LineRange {
  uint32_t File, First, Last;
  bool holds(const ir::SourceLoc &L) const { return L.File == File && L.Line >= First && L.Line <= Last; }
};

/// The source lines of the braced bundles GNU as reads as automatic code: a `{` while the
/// mode is automatic and written (`.auto`), as scheduler/BraceModes.cpp reads them.
std::vector<LineRange> autoBraceBundles(const ir::Module &M, ir::Mode Default) {
  std::vector<LineRange> Out;
  for (const ir::Section &Sec : M.Sections) {
    ir::ModeState Modes(Default); // the frontend repeats the mode at each section entry
    std::optional<LineRange> Open;
    for (const ir::Stmt &St : Sec.Stmts) {
      if (const auto *D = std::get_if<ir::Directive>(&St)) {
        Modes.apply(D->Name);
      } else if (const auto *B = std::get_if<ir::BundleBegin>(&St)) {
        Open.reset();
        if (B->Braced && Modes.Cur == ir::Mode::Auto && Modes.Set)
          Open = LineRange{B->Loc.File, B->Loc.Line, B->Loc.Line};
      } else if (const auto *E = std::get_if<ir::BundleEnd>(&St); E && Open) {
        Open->Last = std::max(Open->First, E->Loc.Line);
        Out.push_back(*std::exchange(Open, std::nullopt));
      }
    }
  }
  return Out;
}
} // namespace

llvm::Error checkAutoBraceBundles(const ir::Module &M, const ir::SourceManager &SM, ir::Mode Default) {
  const std::vector<LineRange> Bundles = autoBraceBundles(M, Default);
  if (Bundles.empty())
    return llvm::Error::success();
  auto T = emit::makeIsaTarget();
  auto Rules = emit::makeIsaGroupRules();
  emit::AssembleOptions Opts;
  Opts.GnuLayout = true; // as `asm` lays the source out
  Opts.DefaultMode = Default;
  ir::DiagnosticEngine DE(SM);
  emit::assemble(M, *T, Rules.get(), DE, Opts);
  for (const ir::Diagnostic &D : DE.diagnostics())
    if (D.Sev == ir::Severity::Error)
      for (const LineRange &R : Bundles)
        if (R.holds(D.Loc))
          return ir::makeError(D.Loc, D.Message);
  return llvm::Error::success();
}

} // namespace epic::driver
