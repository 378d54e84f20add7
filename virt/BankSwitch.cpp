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
  const ir::Reg Unat = ir::Reg::ar(36);
  auto r = [](unsigned N) { return ir::Reg::gr(N); };
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
  // Two streams of spills, even and odd registers. r(16+K) goes to area
  // + 8K (the area is 512-aligned): UNAT bit K, which `.mem.offset` says,
  // so a pair of spills shares a group.
  for (unsigned K = 0; K < 16; K += 2) {
    S.stop();
    S.memOffset(8 * K);
    S.st("st8.spill", A, r(16 + K), 16);
    S.memOffset(8 * (K + 1));
    S.st("st8.spill", B, r(17 + K), 16);
  }
  // r16-r31 are saved: r16-r18 serve as temporaries until the fills. The
  // NaT bits the spills collected (ar.unat bits 0-15) go to area +
  // PscbBankNat (where A points now); the new psr.bn is stored; bank To's
  // NaT bits go to ar.unat.
  S.stop();
  S.add("mov", {reg(r(16), L)}, {reg(Unat, L)});
  S.movl(r(17), pscbBank(To) + PscbBankNat);
  S.movl(B, PscbVpsrBn);
  S.add("mov", {reg(r(18), L)}, {constant(To, L)});
  S.stop();
  S.st8(A, r(16));
  S.ld("ld8", r(16), r(17));
  S.st8(B, r(18));
  S.movl(A, pscbBank(To));
  S.stop();
  S.add("mov", {reg(Unat, L)}, {reg(r(16), L)});
  S.add("adds", {reg(B, L)}, {constant(8, L), reg(A, L)});
  // The fills; the last pair leaves A and B alone, so the guest's ar.unat
  // is on its way back in the same group.
  for (unsigned K = 0; K < 16; K += 2) {
    S.stop();
    bool Last = K == 14;
    S.memOffset(8 * K);
    S.ld("ld8.fill", r(16 + K), A, Last ? 0 : 16);
    S.memOffset(8 * (K + 1));
    S.ld("ld8.fill", r(17 + K), B, Last ? 0 : 16);
  }
  S.movl(A, PscbUnatSave);
  S.stop();
  S.ld("ld8", A, A);
  S.stop();
  S.add("mov", {reg(Unat, L)}, {reg(A, L)});
  return std::move(S.Out);
}

} // namespace epic::virt
