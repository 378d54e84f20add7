// A small stand-in instruction set for testing layout, bundling and
// relocations independently of isa/: units by mnemonic, opaque encodings
// that carry the immediate value so tests can see what was resolved.
#pragma once
#include "emitter/Target.h"
#include "ir/Module.h"

namespace epic::emit::test {

class FakeTarget : public Target {
public:
  llvm::Expected<InstShape> shape(const ir::Inst &I) const override;
  std::optional<FixupSite> fixupSite(const ir::Inst &I) const override;
  llvm::Expected<EncodedInst> encode(const ir::Inst &I, ir::Unit U, const ImmValues &Imms) const override;
  EncodedInst nop(ir::Unit U) const override { return {uint64_t(U) + 1, 0}; }
  ir::Inst serialize(bool Instruction) const override;
  /// The immediate an encoding carries (low 24 bits, sign-extended).
  static int64_t immOf(uint64_t Bits);
};

/// Builders for hand-written modules.
ir::Inst inst(std::string Mnemonic, std::vector<ir::Operand> Outs = {}, std::vector<ir::Operand> Ins = {},
              unsigned Line = 0);
ir::Operand gr(unsigned N);
ir::Operand imm(int64_t V);
ir::Operand sym(const std::string &Name);
ir::ExprRef symE(const std::string &Name);
ir::SourceLoc loc(unsigned Line, unsigned Col = 1);

} // namespace epic::emit::test
