#include "FakeTarget.h"
#include "ir/Diagnostics.h"

namespace epic::emit::test {
using ir::Unit;

static bool starts(const std::string &S, const char *P) { return S.rfind(P, 0) == 0; }

llvm::Expected<InstShape> FakeTarget::shape(const ir::Inst &I) const {
  const std::string &M = I.Mnemonic;
  uint8_t MI = unitBit(Unit::M) | unitBit(Unit::I);
  if (starts(M, "nop.m") || starts(M, "ld") || starts(M, "st") || starts(M, "srlz") ||
      (M == "mov" && !I.Outs.empty() && I.Outs[0].K == ir::Operand::Indirect))
    return InstShape{unitBit(Unit::M)};
  if (starts(M, "nop.i") || starts(M, "shl") || starts(M, "extr") || starts(M, "dep"))
    return InstShape{unitBit(Unit::I)};
  if (starts(M, "nop.b") || starts(M, "br."))
    return InstShape{unitBit(Unit::B)};
  if (starts(M, "nop.f") || starts(M, "fma") || starts(M, "fadd"))
    return InstShape{unitBit(Unit::F)};
  if (M == "movl" || starts(M, "brl"))
    return InstShape{unitBit(Unit::L)};
  if (starts(M, "add") || starts(M, "sub") || M == "mov" || starts(M, "cmp"))
    return InstShape{MI};
  return ir::makeError(I.Loc, "unknown instruction '" + M + "'");
}

std::optional<FixupSite> FakeTarget::fixupSite(const ir::Inst &I) const {
  unsigned N = 0;
  std::optional<unsigned> ImmOp;
  for (const auto *V : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *V) {
      if (O.K == ir::Operand::Imm && !ImmOp)
        ImmOp = N;
      ++N;
    }
  if (!ImmOp)
    return std::nullopt;
  if (starts(I.Mnemonic, "br."))
    return FixupSite{*ImmOp, RelocField::Form21B, true};
  if (starts(I.Mnemonic, "brl"))
    return FixupSite{*ImmOp, RelocField::Form60B, true};
  if (I.Mnemonic == "movl")
    return FixupSite{*ImmOp, RelocField::Imm64, false};
  if (I.Mnemonic == "addl")
    return FixupSite{*ImmOp, RelocField::Imm22, false};
  if (I.Mnemonic == "adds")
    return FixupSite{*ImmOp, RelocField::Imm14, false};
  return std::nullopt;
}

llvm::Expected<EncodedInst> FakeTarget::encode(const ir::Inst &I, Unit U, const ImmValues &Imms) const {
  uint64_t H = 0;
  for (char C : I.Mnemonic)
    H = H * 31 + uint8_t(C);
  int64_t Imm = 0;
  for (const auto &V : Imms)
    if (V)
      Imm = *V;
  uint64_t Bits = ((H & 0xffff) << 24) | (uint64_t(Imm) & 0xffffff);
  return EncodedInst{Bits, uint64_t(U == Unit::L ? 0x5a5a : 0)};
}

int64_t FakeTarget::immOf(uint64_t Bits) {
  int64_t V = int64_t(Bits & 0xffffff);
  return V & 0x800000 ? V - 0x1000000 : V;
}

ir::Inst FakeTarget::serialize(bool Instruction) const { return inst(Instruction ? "srlz.i" : "srlz.d"); }

ir::SourceLoc loc(unsigned Line, unsigned Col) { return {1, Line, Col}; }

ir::Inst inst(std::string Mnemonic, std::vector<ir::Operand> Outs, std::vector<ir::Operand> Ins, unsigned Line) {
  ir::Inst I;
  I.Mnemonic = std::move(Mnemonic);
  I.Outs = std::move(Outs);
  I.Ins = std::move(Ins);
  I.HasEquals = !I.Outs.empty();
  I.Loc = loc(Line);
  return I;
}
ir::Operand gr(unsigned N) { return ir::Operand::reg(ir::Reg::gr(N)); }
ir::Operand imm(int64_t V) { return ir::Operand::imm(ir::Expr::constant(uint64_t(V))); }
ir::ExprRef symE(const std::string &Name) { return ir::Expr::symbol(Name); }
ir::Operand sym(const std::string &Name) { return ir::Operand::imm(symE(Name)); }

} // namespace epic::emit::test
