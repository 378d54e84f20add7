// Matching an instruction as written (ir::Inst) to a form of the table.
#pragma once
#include "ir/Inst.h"
#include "isa/MachineInst.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <vector>

namespace epic::isa {

struct MatchOptions {
  /// Unit of the slot the instruction will occupy, when known: picks among
  /// forms of one spelling that exist for several units (nop, break, hint,
  /// chk.s, mov ar=...). Unset: the first form whose operands fit.
  std::optional<ir::Unit> Slot;
};

/// Binds `I` to a form and operand values. Symbolic immediates/targets are
/// encoded as 0 and listed in MachineInst::Syms for the object writer.
/// Errors are ir::LocatedError at the instruction or the offending operand:
/// unknown mnemonic or completer, wrong operand count or kind, register of
/// the wrong class, immediate out of range, r0/f0/f1 written, FP pair parity,
/// post-increment base equal to the target, no form for the requested slot.
llvm::Expected<MachineInst> match(const ir::Inst &I, const MatchOptions &Opts = {});

/// Every form `I` can be encoded with (one per unit it may issue from).
std::vector<MachineInst> matchAll(const ir::Inst &I);

/// Constant value of an expression, when it has one without layout information.
std::optional<int64_t> constantValue(const ir::Expr &E);

} // namespace epic::isa
