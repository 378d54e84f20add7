// LEB128 data of laid-out values (see Leb128.h).
#include "emitter/Leb128.h"
#include "llvm/Support/LEB128.h"

namespace epic::emit {

unsigned lebSize(uint64_t V, bool Signed) {
  return Signed ? llvm::getSLEB128Size(int64_t(V)) : llvm::getULEB128Size(V);
}

void putLeb(std::vector<uint8_t> &Out, uint64_t V, bool Signed, unsigned Size) {
  uint8_t Buf[32];
  unsigned N = Signed ? llvm::encodeSLEB128(int64_t(V), Buf, Size) : llvm::encodeULEB128(V, Buf, Size);
  Out.insert(Out.end(), Buf, Buf + N);
}

std::optional<uint64_t> lebOperand(const Value &V, std::string &Why) {
  if (V.Op) {
    Why = V.Difference ? "difference of symbols in different sections is not a constant"
                       : "a relocation operator has no LEB128 form";
    return std::nullopt;
  }
  switch (V.K) {
  case Value::Absolute:
  case Value::SectionRel: return uint64_t(V.Addend); // a label: its offset, as GNU as (no relocation)
  case Value::SymbolRel:
    if (V.Place)
      return V.Place->Offset + uint64_t(V.Addend);
    Why = "leb128 operand is an undefined symbol: " + V.Symbol; // GNU as's words
    return std::nullopt;
  }
  return std::nullopt;
}

} // namespace epic::emit
