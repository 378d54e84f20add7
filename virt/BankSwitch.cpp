#include "virt/BankSwitch.h"
#include "virt/Abi.h"
#include "virt/StmtSeq.h"

namespace epic::virt {

std::optional<unsigned> bankSwitchTarget(const ir::Inst &I) {
  if (I.Mnemonic == "bsw.0")
    return 0;
  if (I.Mnemonic == "bsw.1")
    return 1;
  return std::nullopt;
}

std::vector<ir::Stmt> bankSwitch(const ir::Inst &Bsw, ir::Reg A, ir::Reg B) {
  unsigned To = *bankSwitchTarget(Bsw);
  ir::SourceLoc L = Bsw.Loc;
  const ir::Reg Unat = ir::Reg::ar(36), R16 = ir::Reg::gr(16);
  Seq S(Bsw);
  // The guest's ar.unat: the spills and fills below use it.
  S.add("mov", {reg(A, L)}, {reg(Unat, L)});
  S.movl(B, PscbUnatSave);
  S.stop();
  S.st8(B, A);
  // A = the current bank's area: bank 0's with bit 9 = the virtual psr.bn.
  S.loadWord(A, PscbVpsrBn);
  S.movl(B, pscbBank(0));
  S.stop();
  S.add("dep", {reg(A, L)}, {reg(A, L), reg(B, L), constant(9, L), constant(1, L)});
  S.stop();
  S.add("adds", {reg(B, L)}, {constant(8, L), reg(A, L)});
  // Two streams of spills, even and odd registers; then the NaT bits they
  // collected in ar.unat (bits 0-15) after them, at area + PscbBankNat.
  for (unsigned K = 0; K < 16; K += 2) {
    S.stop();
    S.st("st8.spill", A, ir::Reg::gr(16 + K), 16);
    S.st("st8.spill", B, ir::Reg::gr(17 + K), 16);
  }
  S.stop();
  S.add("mov", {reg(R16, L)}, {reg(Unat, L)});
  S.stop();
  S.st8(A, R16);
  // Bank `To`: its NaT bits into ar.unat, then the fills.
  S.loadWord(R16, pscbBank(To) + PscbBankNat);
  S.movl(A, pscbBank(To));
  S.stop();
  S.add("mov", {reg(Unat, L)}, {reg(R16, L)});
  S.add("adds", {reg(B, L)}, {constant(8, L), reg(A, L)});
  for (unsigned K = 0; K < 16; K += 2) {
    S.stop();
    S.ld("ld8.fill", ir::Reg::gr(16 + K), A, 16);
    S.ld("ld8.fill", ir::Reg::gr(17 + K), B, 16);
  }
  // The new virtual psr.bn, then the guest's ar.unat back.
  S.movl(A, PscbVpsrBn);
  S.add("mov", {reg(B, L)}, {constant(To, L)});
  S.stop();
  S.st8(A, B);
  S.loadWord(A, PscbUnatSave);
  S.stop();
  S.add("mov", {reg(Unat, L)}, {reg(A, L)});
  return std::move(S.Out);
}

} // namespace epic::virt
