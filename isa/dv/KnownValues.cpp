// GNU as's known general-register values and the rr/pkr numbers they give
// (docs/dependencies.md, "Indirect register files").
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"

namespace epic::isa::dv {

namespace {
/// A constant `mov r = IMM` / `movl r = IMM`, unpredicated: the value.
std::optional<uint64_t> immediateMove(const ir::Inst &I) {
  if ((I.Mnemonic != "mov" && I.Mnemonic != "movl") || I.QP != 0 || I.Outs.size() != 1 ||
      I.Ins.size() != 1 || I.Outs[0].K != ir::Operand::Register || I.Outs[0].R.File != ir::RegFile::GR ||
      I.Ins[0].K != ir::Operand::Imm || !I.Ins[0].E)
    return std::nullopt;
  return tables::constValue(I.Ins[0].E);
}

/// `dep.z r = IMM, POS, LEN` with constants (GNU as computes it too).
std::optional<uint64_t> depositZero(const ir::Inst &I) {
  if (I.Mnemonic != "dep.z" || I.QP != 0 || I.Outs.size() != 1 || I.Ins.size() != 3 ||
      I.Outs[0].K != ir::Operand::Register || I.Outs[0].R.File != ir::RegFile::GR)
    return std::nullopt;
  std::optional<uint64_t> V[3];
  for (size_t K = 0; K < 3; ++K) {
    if (I.Ins[K].K != ir::Operand::Imm || !I.Ins[K].E)
      return std::nullopt;
    V[K] = tables::constValue(I.Ins[K].E);
    if (!V[K])
      return std::nullopt;
  }
  uint64_t Pos = *V[1], Len = *V[2];
  if (Pos > 63 || Len < 1 || Len > 64 || Pos + Len > 64)
    return std::nullopt;
  uint64_t Mask = Len == 64 ? ~uint64_t(0) : (uint64_t(1) << Len) - 1;
  return (*V[0] & Mask) << Pos;
}

bool isBranchOrFrameChange(const ir::Inst &I) {
  return I.Mnemonic.rfind("br", 0) == 0 || I.Mnemonic == "alloc" || I.Mnemonic == "rfi" ||
         I.Mnemonic == "cover" || I.Mnemonic == "clrrrb" || I.Mnemonic.rfind("bsw", 0) == 0;
}
} // namespace

void KnownValues::update(const ir::Inst &I) {
  if (isBranchOrFrameChange(I)) {
    Known.clear();
    return;
  }
  for (const ir::Operand &O : I.Outs)
    if (O.K == ir::Operand::Register && O.R.File == ir::RegFile::GR)
      Known.erase(O.R.Num);
  // Post-increment bases are written too.
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.K == ir::Operand::Memory)
        Known.erase(O.R.Num);
  if (auto V = immediateMove(I))
    Known[I.Outs[0].R.Num] = *V;
  else if (auto D = depositZero(I))
    Known[I.Outs[0].R.Num] = *D;
}

void KnownValues::set(unsigned Reg, uint64_t Value) {
  if (Reg != 0)
    Known[Reg] = Value;
}

int KnownValues::indirectIndex(const ir::Inst &I) const {
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops) {
      if (O.K != ir::Operand::Indirect || O.R.File != ir::RegFile::GR)
        continue;
      uint64_t V = 0; // r0
      if (O.R.Num != 0) {
        auto It = Known.find(O.R.Num);
        if (It == Known.end())
          return -1;
        V = It->second;
      }
      if (O.IFile == ir::IndirectFile::RR)
        return int(V >> 61);
      if (O.IFile == ir::IndirectFile::PKR)
        return int(V & 0xff);
      return -1;
    }
  return -1;
}

} // namespace epic::isa::dv
