#include "virt/Rewrite.h"
#include "virt/Abi.h"
#include "virt/Sensitivity.h"

namespace epic::virt {
namespace {

std::string base(const std::string &Mnemonic) { return Mnemonic.substr(0, Mnemonic.find('.')); }

// cover -> break.b <Cover hypercall>: both B-unit, both end the group.
void replaceCover(ir::Inst &I) {
  I.Mnemonic = "break.b";
  I.Outs.clear();
  I.Ins = {ir::Operand::imm(ir::Expr::constant(hypercallImm(Hypercall::Cover), I.Loc), I.Loc)};
  I.HasEquals = false;
  I.Form = -1;
}

// thash rx=ry -> tpa rx=r(y+64); ttag rx=ry -> tak rx=r(y+64) (vBlades Figure 1).
void replaceTranslation(ir::Inst &I, const char *To) {
  I.Mnemonic = To;
  I.Ins[0].R.Num = uint16_t(I.Ins[0].R.Num + ReplacedSourceOffset);
  I.Form = -1;
}

} // namespace

RewriteStats paravirtualize(ir::Module &M, Level, ir::DiagnosticEngine &DE) {
  RewriteStats S;
  for (ir::Section &Sec : M.Sections)
    for (ir::Stmt &St : Sec.Stmts) {
      auto *I = std::get_if<ir::Inst>(&St);
      if (!I)
        continue;
      auto F = classify(*I);
      if (!F)
        continue;
      std::string Base = base(I->Mnemonic);
      if (F->K == Kind::Unreplaceable) {
        DE.error(I->Loc, F->Message);
      } else if (Base == "cover") {
        replaceCover(*I);
        ++S.Cover;
      } else if (Base == "thash") {
        replaceTranslation(*I, "tpa");
        ++S.Thash;
      } else if (Base == "ttag") {
        replaceTranslation(*I, "tak");
        ++S.Ttag;
      } else if (F->K == Kind::Privileged) {
        ++S.Privileged;
      } else {
        ++S.SensitiveKept;
        DE.warning(I->Loc, F->Message + "; no static replacement: it stays as written");
      }
    }
  return S;
}

} // namespace epic::virt
