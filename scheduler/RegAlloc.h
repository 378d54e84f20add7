// Register renaming for `.vreg` temporaries: every virtual register gets a
// general register from `.vregpool` such that two temporaries live at the
// same time never share one (liveness over the control-flow graph of the
// code), and reuse of a register is put off as long as possible (least
// recently used first), so that renaming removes the false WAR/WAW
// dependences that hand-picked scratch registers create.
#pragma once
#include "ir/Module.h"
#include "llvm/Support/Error.h"

namespace epic::sched {

struct RegAllocStats {
  unsigned VRegs = 0, PoolSize = 0, RegistersUsed = 0;
  unsigned ForwardedAddresses = 0; // loads/stores through a copied register (CopyForward.h)
};

/// Rewrites every RegFile::VR operand of `M` into a general register.
/// Located error when the pool is too small.
llvm::Expected<RegAllocStats> assignVRegs(ir::Module &M);

} // namespace epic::sched
