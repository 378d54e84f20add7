// Matching an instruction as written (ir::Inst) to a form of the table: the
// one matcher of the project (the emitter encodes with it, the scheduler
// describes instructions with it, before and after `.vreg` renaming).
#pragma once
#include "ir/Inst.h"
#include "isa/MachineInst.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <vector>

namespace epic::isa {

/// Immediate values known to the caller (the assembler after layout), one
/// per operand in Outs-then-Ins order: the value, or nullopt when a
/// relocation will supply it. Entries of non-immediate operands are ignored.
using ImmValues = std::vector<std::optional<int64_t>>;

struct MatchOptions {
  /// Unit of the slot the instruction will occupy, when known: picks among
  /// forms of one spelling that exist for several units (nop, break, hint,
  /// chk.s, mov ar=...). Unset: the first form whose operands fit.
  std::optional<ir::Unit> Slot;
  /// Accept `.vreg` virtual registers (ir::RegFile::VR) wherever any
  /// general register may stand (the scheduler, before renaming). Off: a
  /// located error says the temporary has no register yet.
  bool VirtualRegs = false;
  /// Immediates that are not constants yet (symbols resolved at layout,
  /// `2f-1b`) fit any immediate field: for callers that need the form (unit,
  /// class, fixup field) rather than its encoding. Constants are still checked.
  bool AnyImmediate = false;
  /// With no Slot: a `slotrange` form (the unit-less `hint` on M) takes a
  /// constant that is out of its own range when another form of the same
  /// spelling takes it, as GNU as's auto mode does (the slot decides the unit,
  /// then the range is checked). For the emitter's shapes only: a caller that
  /// places the instruction itself must not pick a unit that then refuses it.
  bool RangeBySlot = false;
  /// Resolved immediate values (see ImmValues); overrides constant folding
  /// of the expressions. Target operands then hold the byte displacement.
  const ImmValues *Imms = nullptr;
};

/// Binds `I` to a form and operand values. Symbolic immediates/targets are
/// encoded as 0 and listed in MachineInst::Syms for the object writer.
/// Errors are ir::LocatedError at the instruction or the offending operand:
/// unknown mnemonic or completer, wrong operand count or kind, register of
/// the wrong class, immediate out of range, an alloc frame too large, no form
/// for the requested slot, a `.vreg` without VirtualRegs. Register usage GNU
/// as only warns about (r0/f0/f1 written, ...) is isa/RegisterUsage.h's.
llvm::Expected<MachineInst> match(const ir::Inst &I, const MatchOptions &Opts = {});

/// Every form `I` can be encoded with (one per unit it may issue from);
/// Opts.Slot is ignored.
std::vector<MachineInst> matchAll(const ir::Inst &I, const MatchOptions &Opts = {});

/// Constant value of an expression, when it has one without layout
/// information (GNU as's named constants such as @pause included).
std::optional<int64_t> constantValue(const ir::Expr &E);

/// The name GNU as gives `I` in its messages (its opcode's): a `mov` to or
/// from an application register only one unit has is `mov.i` (ar64-ar111)
/// or `mov.m` (ar0-ar47); anything else keeps its spelling.
std::string gasOpcodeName(const ir::Inst &I);

} // namespace epic::isa
