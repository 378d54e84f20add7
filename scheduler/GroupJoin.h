// Instruction groups across a fall-through label. Regions are scheduled and
// bundled one at a time, and each ends with a stop. When the next region
// follows through labels only, its first group may join the previous
// region's last group on the fall-through path (a label starts a new bundle,
// not a new group; a branch to it starts a new group anyway), as auto-mode
// bundling of the source does. The stop goes only when the joined group
// breaks no dependency rule and the issue engine predicts fewer cycles.
#pragma once
#include "ir/Module.h"
#include "latency-db/IssueEngine.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Bundler.h"
#include "scheduler/DepGraph.h"
#include "scheduler/InstDesc.h"
#include "scheduler/Region.h"
#include <functional>
#include <string>
#include <vector>

namespace epic::sched {

/// A region as scheduled: its bundles by node, and what each node is.
struct LaidOutRegion {
  const Region *R = nullptr;
  std::vector<BundleOut> Layout;
  std::vector<InstDesc> Descs;  // per node: the region's instructions, then inserted ones
  std::vector<ir::Inst> Insts;  // per node
  unsigned NumOriginal = 0;
  bool JoinedPrevious = false;  // its first group already shares the previous region's last
  bool EntersOpenGroup = false; // its first group continues one the code before it left open (EntryGroup.h)
};

struct JoinDecision {
  bool Join = false;
  uint64_t CyclesWithStop = 0, CyclesJoined = 0; // issue engine over both regions
  std::string Why;                               // when not joined
};

/// May `Prev`'s final stop be dropped so that `Next`'s first group joins
/// `Prev`'s last one? Both regions are in the same section, `Next` follows
/// `Prev` through labels only, and `Prev` does not end with an exit.
JoinDecision decideJoin(const ir::Module &M, const model::MachineModel &MM, const LaidOutRegion &Prev,
                        const LaidOutRegion &Next);

/// The issue engine's view of laid-out bundles: node `N` of the layout has
/// id `IdOf(N)`, the dependences `Deps` (by id) and the address class.
model::IssueBundle issueBundle(const BundleOut &B, const std::vector<InstDesc> &Descs,
                               const std::vector<std::vector<std::pair<uint64_t, model::DepKind>>> &Deps,
                               const std::vector<unsigned> &AddrClass, const model::MachineModel &MM,
                               const std::function<uint64_t(unsigned)> &IdOf, uint64_t &NextNopId);

} // namespace epic::sched
