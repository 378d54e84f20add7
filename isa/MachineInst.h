// An instruction bound to a form, with operand values; and IA-64 bundles.
#pragma once
#include "ir/Expr.h"
#include "isa/Form.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <vector>

namespace epic::isa {

/// A symbolic operand left for the object writer: the field is encoded as 0.
struct SymbolicOperand {
  unsigned Op;      // operand index in the form
  Fixup Kind;       // field kind: Imm14, Imm22, Imm64 (movl), Target25, Target64 (brl)
  ir::ExprRef E;    // the expression as written (with its @gprel/@ltoff/... operator)
};

struct MachineInst {
  FormId Form = -1; // -1: no form (undecodable slot; Raw holds the bits)
  uint8_t QP = 0;
  /// Register numbers, immediates; Target operands hold the byte displacement
  /// from the address of the bundle holding the instruction.
  std::array<int64_t, 6> Ops{};
  std::vector<SymbolicOperand> Syms;
  uint64_t Raw = 0, RawL = 0; // set by the decoder: slot bits (RawL: L slot of MLX)

  const FormInfo &info() const { return form(Form); }
  friend bool operator==(const MachineInst &A, const MachineInst &B) {
    return A.Form == B.Form && A.QP == B.QP && A.Ops == B.Ops;
  }
};

/// Encodes one instruction: the 41-bit slot (for L forms the X slot) and,
/// for L forms, the L slot in `L`. Fails on out-of-range operand values.
llvm::Expected<uint64_t> encodeInst(const MachineInst &MI, uint64_t *L = nullptr);

/// Decodes one slot of unit `U` (for ir::Unit::L pass the L slot in `L`, the X slot in `Word`).
/// Returns a MachineInst with Form == -1 when no form matches.
MachineInst decodeInst(ir::Unit U, uint64_t Word, uint64_t L = 0);

/// The spelling objdump prints for a decoded instruction: a pseudo-form
/// (prio > 0 in the table) whose fixed and operand bits agree with it, where
/// the pseudo-form ignores bits the canonical form encodes (`mov b1=r2` for
/// `mov b1=r2,tag`). Returns MI itself when no alias applies.
MachineInst displayInst(ir::Unit U, const MachineInst &MI);

/// Fixup of a bundle: which instruction (0..2; an MLX L instruction is 1) and its symbolic operand.
struct BundleFixup {
  unsigned Slot;
  SymbolicOperand Sym;
};

/// Encodes a bundle. `Insts` has one entry per instruction in slot order:
/// 3, or 2 for MLX templates (M, then the L+X instruction). The template code
/// includes the stop bits. Fails when a form does not fit the unit of its slot.
llvm::Expected<std::array<uint8_t, 16>>
encodeBundle(uint8_t Template, std::span<const MachineInst> Insts,
             std::vector<BundleFixup> *Fixups = nullptr);

struct DecodedBundle {
  uint8_t Template = 0;
  bool ValidTemplate = false;
  unsigned NumInsts = 0;             // 3, or 2 for MLX
  std::array<MachineInst, 3> Insts;
  std::array<uint64_t, 3> Slots{};   // raw slot bits
};

DecodedBundle decodeBundle(const uint8_t Bytes[16]);

/// Stop after instruction I of a bundle with this template (MLX: I in 0..1).
bool stopAfter(uint8_t Template, unsigned I);

} // namespace epic::isa
