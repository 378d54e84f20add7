// The verifier every `sched` output must pass, written apart from the
// schedulers: it looks only at the emitted bundles and the original code.
// Checks: the instructions are the original ones (nops and inserted srlz
// aside), every slot's unit fits its instruction, and no instruction group
// violates the dependency rules (isa/dv, as GNU as -xexplicit would warn).
#pragma once
#include "ir/Inst.h"
#include "latency-db/MachineModel.h"
#include <functional>
#include <string>
#include <vector>

namespace epic::sched {

/// One emitted bundle: template code (with stops) and its instructions in
/// slot order (2 for MLX: M, then the L+X instruction).
struct EmittedBundle {
  uint8_t Template = 0;
  std::vector<ir::Inst> Insts;
};

/// Empty when the bundles are a correct replacement for `Original`;
/// otherwise every problem found, in words.
/// `RrOf`, when given, names the proven region register of an emitted
/// instruction's RR# use (-1: unknown), as the scheduler's analysis found it
/// (docs/scheduler.md, "Regions"); the dependency check then keeps apart
/// rr writes and references of different regions. Those proofs are checked
/// at run time by the simulator's strict mode (`validate`).
std::vector<std::string> verifyRegion(const std::vector<ir::Inst> &Original,
                                      const std::vector<EmittedBundle> &Bundles,
                                      const model::MachineModel &MM,
                                      const std::function<int(const ir::Inst &)> &RrOf = {});

} // namespace epic::sched
