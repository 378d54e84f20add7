// GNU as's register-usage checks (gas/testsuite/gas/ia64/reg-err.s): writes
// to r0/f0/f1, r0 as a post-increment base, one register written twice, the
// two targets of an FP pair load. The instruction faults (Illegal Operation)
// when it executes, but GNU as assembles it as written with a warning, and so
// do we: these are warnings, never reasons to refuse or change the bytes.
#pragma once
#include "ir/Inst.h"
#include "isa/MachineInst.h"
#include <string>
#include <vector>

namespace epic::isa {

struct RegisterUsageWarning {
  int Operand; // index in Outs then Ins (-1: the instruction as a whole)
  std::string Message;
};

/// The warnings GNU as 2.40 gives for `MI` (bound from `I`), in its order:
/// per operand left to right, then the pair check. Texts are gas's.
std::vector<RegisterUsageWarning> registerUsageWarnings(const ir::Inst &I, const MachineInst &MI);

} // namespace epic::isa
