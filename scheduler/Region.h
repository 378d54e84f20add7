// Schedulable regions: runs of auto-mode code entered only at the top. A
// region ends at a label (control may enter), at any directive or data
// (their position matters; not the scheduler's own directives), at an explicit bundle (kept as written), and
// after an instruction that may leave (calls, loop branches, chk, break,
// rfi). A conditional branch or return does not end it: its not-taken path
// continues in the same group and bundle (a superblock with side exits;
// nothing moves across an exit), so it needs no new bundle or stop.
#pragma once
#include "ir/Module.h"
#include "latency-db/MachineModel.h"
#include "scheduler/InstDesc.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace epic::sched {

struct Region {
  unsigned Section = 0;
  size_t Begin = 0, End = 0;       // statement range [Begin, End) (stops inside are dropped)
  std::vector<size_t> Insts;       // statement indices of the instructions, in order
  std::vector<InstDesc> Descs;     // one per instruction
  std::string Procedure;           // enclosing .proc, if any

  // What LLVM 19's PassManager needs from an IR unit (see docs/scheduler.md).
  std::string Name;
  bool IsNewDbgInfoFormat = false;
  void setIsNewDbgInfoFormat(bool V) { IsNewDbgInfoFormat = V; }
  llvm::StringRef getName() const { return Name; }
};

/// `.likely`, `.unlikely`, `.expect`, `.vreg`, `.noalias`: they emit nothing
/// and do not end a region. (`.noalias` speaks of the registers' values at
/// its position in the source, which the memory analysis follows in source
/// order: scheduling moves instructions, not the values they compute.)
bool isSchedulingDirective(std::string_view Name);

/// Every schedulable region of `M`, with each instruction described for
/// `MM`. Errors (an instruction no form matches) are located.
llvm::Expected<std::vector<Region>> findRegions(const ir::Module &M, const model::MachineModel &MM);

} // namespace epic::sched
