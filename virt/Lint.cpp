#include "virt/Lint.h"

namespace epic::virt {
namespace {

// "mov cr", "mov rr", "mov ar.k" ...: what the summary groups a finding under.
std::string family(const ir::Inst &I) {
  std::string Base = I.Mnemonic.substr(0, I.Mnemonic.find('.'));
  if (Base != "mov")
    return Base;
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops) {
      if (O.K == ir::Operand::Indirect)
        return "mov " + ir::toString(O).substr(0, ir::toString(O).find('['));
      if (O.K != ir::Operand::Register)
        continue;
      switch (O.R.File) {
      case ir::RegFile::CR: return "mov cr";
      case ir::RegFile::PSR: return "mov psr";
      case ir::RegFile::AR: return "mov " + ir::toString(O);
      default: break;
      }
    }
  return Base;
}

} // namespace

unsigned LintSummary::total() const {
  unsigned N = 0;
  for (auto &[K, C] : ByKind)
    N += C;
  return N;
}

LintSummary lintModule(const ir::Module &M, ir::DiagnosticEngine &DE) {
  LintSummary S;
  for (const ir::Section &Sec : M.Sections)
    for (const ir::Stmt &St : Sec.Stmts) {
      const auto *I = std::get_if<ir::Inst>(&St);
      if (!I)
        continue;
      ++S.Instructions;
      auto F = classify(*I);
      if (!F)
        continue;
      ++S.ByKind[F->K];
      ++S.ByMnemonic[family(*I)];
      DE.warning(I->Loc, F->Message);
    }
  return S;
}

} // namespace epic::virt
