#include "virt/Rewrite.h"
#include "virt/Abi.h"
#include "virt/Sensitivity.h"

namespace epic::virt {
namespace {

std::string base(const std::string &Mnemonic) { return Mnemonic.substr(0, Mnemonic.find('.')); }

// cover -> break.b <Cover>, rfi -> break.b <Resume>: all B-unit, all end the group.
void replaceByHypercall(ir::Inst &I, Hypercall H) {
  I.Mnemonic = "break.b";
  I.Outs.clear();
  I.Ins = {ir::Operand::imm(ir::Expr::constant(hypercallImm(H), I.Loc), I.Loc)};
  I.HasEquals = false;
  I.Form = -1;
}

// `(qp) mov rx=cr.N` of a mirrored register: the PSCB word's address, then
// the load, in the next group (rx is its own address register).
std::optional<unsigned> pscbRead(const ir::Inst &I) {
  if (I.Mnemonic != "mov" || I.Outs.size() != 1 || I.Ins.size() != 1 || I.Outs[0].K != ir::Operand::Register ||
      I.Outs[0].R.File != ir::RegFile::GR || I.Ins[0].K != ir::Operand::Register ||
      I.Ins[0].R.File != ir::RegFile::CR || !pscbMirrors(I.Ins[0].R.Num))
    return std::nullopt;
  return I.Ins[0].R.Num;
}

std::vector<ir::Stmt> pscbLoad(const ir::Inst &I, unsigned Cr) {
  ir::Inst Addr = I, Load = I;
  Addr.Mnemonic = "movl";
  Addr.Ins = {ir::Operand::imm(ir::Expr::constant(PscbBase + pscbCrOffset(Cr), I.Loc), I.Loc)};
  Addr.Form = -1;
  Load.Mnemonic = "ld8";
  Load.Ins = {ir::Operand::mem(I.Outs[0].R, I.Loc)};
  Load.Form = -1;
  Load.Tags.clear();
  return {std::move(Addr), ir::Stop{I.Loc}, std::move(Load)};
}

// thash rx=ry -> tpa rx=r(y+64); ttag rx=ry -> tak rx=r(y+64) (vBlades Figure 1).
void replaceTranslation(ir::Inst &I, const char *To) {
  I.Mnemonic = To;
  I.Ins[0].R.Num = uint16_t(I.Ins[0].R.Num + ReplacedSourceOffset);
  I.Form = -1;
}

} // namespace

RewriteStats paravirtualize(ir::Module &M, Level L, ir::DiagnosticEngine &DE) {
  RewriteStats S;
  for (size_t SecNo = 0; SecNo < M.Sections.size(); ++SecNo) {
    ir::Section &Sec = M.Sections[SecNo];
    std::vector<ir::Stmt> Out;
    Out.reserve(Sec.Stmts.size());
    std::vector<size_t> NewIndex(Sec.Stmts.size() + 1); // old statement index -> new (procedure ranges)
    bool InBundle = false;
    unsigned BareLeft = 0; // instructions still in a bare `.mii`-style bundle
    for (size_t Idx = 0; Idx < Sec.Stmts.size(); ++Idx) {
      ir::Stmt &St = Sec.Stmts[Idx];
      NewIndex[Idx] = Out.size();
      if (auto *B = std::get_if<ir::BundleBegin>(&St)) {
        InBundle = B->Braced;
        BareLeft = B->Braced ? 0 : 3;
      } else if (std::holds_alternative<ir::BundleEnd>(St)) {
        InBundle = false;
      }
      auto *I = std::get_if<ir::Inst>(&St);
      bool Bundled = InBundle || (I && BareLeft && BareLeft--);
      auto F = I ? classify(*I) : std::nullopt;
      if (!F) {
        Out.push_back(std::move(St));
        continue;
      }
      std::string Base = base(I->Mnemonic);
      auto Cr = L == Level::Pscb ? pscbRead(*I) : std::nullopt;
      if (Cr && Bundled) {
        ++S.InBundle; // one slot cannot take two instructions and a stop
        Cr.reset();
      }
      if (F->K == Kind::Unreplaceable) {
        DE.error(I->Loc, F->Message);
      } else if (Cr) {
        for (ir::Stmt &N : pscbLoad(*I, *Cr))
          Out.push_back(std::move(N));
        ++S.PscbReads;
        continue;
      } else if (L == Level::Pscb && Base == "rfi") {
        replaceByHypercall(*I, Hypercall::Resume);
        ++S.Resume;
      } else if (Base == "cover") {
        replaceByHypercall(*I, Hypercall::Cover);
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
      Out.push_back(std::move(St));
    }
    NewIndex[Sec.Stmts.size()] = Out.size();
    Sec.Stmts = std::move(Out);
    for (ir::Procedure &P : M.Procedures)
      if (P.Section == SecNo) {
        P.Begin = NewIndex[P.Begin];
        P.End = NewIndex[P.End];
      }
  }
  return S;
}

} // namespace epic::virt
