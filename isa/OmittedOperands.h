// Operands GNU as lets a programmer leave out, filled in from the form table.
#pragma once
#include "ir/Inst.h"

namespace epic::isa {

/// When no form of `I`'s mnemonic takes the operands as written, completes
/// them the way GNU as does: a compare with one target gets p0 as the second
/// (`cmp.eq p6 = r1, r2` is `cmp.eq p6, p0 = r1, r2`), and application
/// registers the instruction names implicitly are inserted (`alloc r8 =
/// 0, 0, 0, 0` reads ar.pfs; `cmpxchg8.acq r1 = [r2], r3` ar.ccv; `ld16 r1 =
/// [r2]` writes ar.csd). Returns true when `I` changed; an instruction no
/// completion fits is left as written for the matcher to report.
bool completeOmittedOperands(ir::Inst &I);

} // namespace epic::isa
