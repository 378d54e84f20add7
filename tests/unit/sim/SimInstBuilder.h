// Builds decoded instructions for simulator unit tests: the isa form of a
// mnemonic whose operand kinds and unit match, with operand values.
#pragma once
#include "isa/MachineInst.h"
#include <gtest/gtest.h>
#include <string>
#include <string_view>
#include <vector>

namespace epic::sim::test {

/// The form of `Mn` whose operand kinds spell `Kinds` (r: GR, i: Imm,
/// p: PR, t: Target, f: FR, a: AR; an M operand `[r]` is also 'r') and that
/// fits unit U, with operand values `Ops` and qualifying predicate `Qp`.
inline isa::MachineInst inst(std::string_view Mn, std::string_view Kinds, std::vector<int64_t> Ops, ir::Unit U,
                      uint8_t Qp = 0) {
  for (isa::FormId F : isa::formsForMnemonic(Mn)) {
    const isa::FormInfo &FI = isa::form(F);
    if (FI.NumOps != Ops.size() || FI.NumOps != Kinds.size() || !isa::unitFits(FI.Unit, U) ||
        FI.has(isa::FF_asmonly))
      continue;
    bool Ok = true;
    for (unsigned I = 0; I < FI.NumOps && Ok; ++I) {
      const isa::OperandType &T = isa::operandType(FI.Ops[I]);
      char Want = T.Kind == isa::OpKind::GR ? 'r' : T.Kind == isa::OpKind::Imm ? 'i'
                : T.Kind == isa::OpKind::PR ? 'p' : T.Kind == isa::OpKind::Target ? 't'
                : T.Kind == isa::OpKind::FR ? 'f' : T.Kind == isa::OpKind::AR ? 'a' : '?';
      Ok = Want == Kinds[I] && FI.Ops[I].Slot != isa::OpSlot::Lit && Ops[I] >= T.Min && Ops[I] <= T.Max;
    }
    if (!Ok) continue;
    isa::MachineInst MI;
    MI.Form = F;
    MI.QP = Qp;
    for (unsigned I = 0; I < Ops.size(); ++I) MI.Ops[I] = Ops[I];
    return MI;
  }
  ADD_FAILURE() << "no form for " << Mn << " " << Kinds;
  return {};
}

/// inst() for random generators: `gen({Mn, Kinds, {ops...}, U, Qp})`
/// draws its operands inside one braced list, which C++ evaluates left to
/// right. As separate arguments the order is unspecified (g++ and clang
/// differ), and the same seed made a different program per compiler.
struct InstSpec {
  std::string Mn, Kinds;
  std::vector<int64_t> Ops;
  ir::Unit U;
  uint8_t Qp = 0;
};
inline isa::MachineInst gen(const InstSpec &S) { return inst(S.Mn, S.Kinds, S.Ops, S.U, S.Qp); }

} // namespace epic::sim::test
