// Copies into addresses. A `.vreg` temporary that only copies a register
// (`adds t = 0, s`, `mov t = s`, `add t = s, r0`), then used as the address
// of a load or store, makes the access wait a cycle for the copy. The access
// may as well read `s`, which holds the same value (the same NaT bit too)
// for as long as neither register is written again: this rewrites those
// addresses, before registers are assigned and regions formed, so every
// later step (dependences, schedules, the verifier, `validate`) sees the
// access through `s`. The copy stays (other uses may read `t`).
#pragma once
#include "ir/Module.h"

namespace epic::sched {

/// Rewrites, in straight-line code after each unpredicated copy into a
/// `.vreg` (up to a label, a branch, an instruction that changes what a
/// register name means, a directive naming either register, or a write of
/// either), every memory operand based on the copy to the copied register.
/// A general register of the `.vregpool` is never forwarded (a temporary
/// written in between may get it). `VRegs` names the temporaries (for the
/// directives). Returns the number of operands rewritten.
unsigned forwardCopiesIntoAddresses(std::vector<ir::Stmt> &Stmts, const std::vector<std::string> &VRegs,
                                    const std::vector<ir::Reg> &Pool);

} // namespace epic::sched
