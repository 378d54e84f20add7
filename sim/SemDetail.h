// Shared pieces of the per-form semantic table (sim/Semantics.cpp and the
// family files sim/SemMultimedia.cpp, sim/SemFloat.cpp): operand access,
// bit helpers, mnemonic splitting, and each family's table builder.
#pragma once
#include "sim/Semantics.h"
#include <string_view>
#include <vector>

namespace epic::sim::detail {

/// Value of input operand `I`: a GR (with its NaT), an immediate, or a
/// literal (`r0` -> 0, the `1` of `add r1=r2,r3,1`).
inline uint64_t in(Core &C, const isa::MachineInst &MI, unsigned I, bool &Nat) {
  const isa::FormOperand &O = MI.info().Ops[I];
  if (O.Slot == isa::OpSlot::Lit)
    return O.Text && O.Text[0] == '1' ? 1 : 0;
  const isa::OperandType &T = isa::operandType(O);
  if (T.Kind == isa::OpKind::GR) {
    unsigned R = unsigned(MI.Ops[I]);
    Nat |= C.nat(R);
    return C.gr(R);
  }
  return uint64_t(MI.Ops[I]);
}

inline uint64_t mask(unsigned Len) { return Len >= 64 ? ~uint64_t(0) : (uint64_t(1) << Len) - 1; }
inline uint64_t sext(uint64_t V, unsigned Bits) {
  return Bits >= 64 ? V : uint64_t(int64_t(V << (64 - Bits)) >> (64 - Bits));
}

inline Flow setR(Core &C, unsigned R, uint64_t V, bool Nat) {
  return C.setGr(R, V, Nat) ? Flow::Next : C.illegal();
}

/// A mnemonic split at its dots: "padd2.sss" -> {"padd2", "sss"}.
struct Parts {
  std::vector<std::string_view> P;
  explicit Parts(std::string_view M);
  std::string_view base() const { return P[0]; }
  bool has(std::string_view C) const;
};

/// Family builders: fill `E` and return true when the form belongs to the family.
bool buildMultimedia(const isa::FormInfo &F, const Parts &P, SemEntry &E);
bool buildFloat(const isa::FormInfo &F, const Parts &P, SemEntry &E);

} // namespace epic::sim::detail
