// The instruction group a region is entered in. Regions are scheduled as if
// they began a new group, and each ends with a stop; but the code before a
// region may leave its last group open (an explicit bundle without a final
// stop, a bare template bundle closed by a label, explicit-mode code), and
// then the region's first group continues it on the fall-through path.
// (A taken branch ends an instruction group, so only the fall-through path
// carries one.) When the region's first group conflicts with what is open,
// the stop goes right after the last instruction before the region.
#pragma once
#include "ir/Module.h"
#include "scheduler/Region.h"
#include "scheduler/Verifier.h"
#include <optional>
#include <vector>

namespace epic::sched {

struct EntryStop {
  size_t AfterStmt = 0; // statement index (in the region's section) of the instruction the stop follows
  std::string Why;      // the conflict, for --stats
};

/// A serialization a region needs at its entry: a write in an earlier group
/// (before the region, on the fall-through path) whose use in the region
/// needs srlz.d/srlz.i in between (data, instr, other semantics) that
/// nothing before the region provides. Each region is scheduled on its own
/// and inserts only the srlz its own pairs need.
struct EntrySerialize {
  bool Instruction = false; // srlz.i (else srlz.d)
  std::string Why;
};

/// What a region needs at its entry from the code before it, seen with
/// everything before it (entryStop sees only the open group).
struct EntryNeeds {
  std::optional<EntrySerialize> Serialize;
  /// A stop before the region although its first group conflicts with
  /// nothing open: a srlz in the open group serializes a write of an earlier
  /// group only for later groups (linux/head.s: `rsm psr.ic ;;`,
  /// `{ flushrs; srlz.i }` without a stop, then `mov cr.ifs=r0` scheduled
  /// first in the region).
  std::optional<std::string> Stop;
};

/// For every region: what it needs at entry (above). Walks each section
/// once, the rewritten regions as `Emitted` (their scheduled bundles),
/// everything else as written.
std::vector<EntryNeeds> entryNeeds(const ir::Module &M, const std::vector<Region> &Regions,
                                   const std::vector<bool> &Rewritten,
                                   const std::vector<std::vector<EmittedBundle>> &Emitted);

/// Whether region `K` of `Regions` needs a stop before it. `Rewritten[J]`:
/// region J is replaced by scheduled bundles that end with a stop (or with
/// a join GroupJoin verified). `First` are the bundles region K emits.
std::optional<EntryStop> entryStop(const ir::Module &M, const std::vector<Region> &Regions,
                                   const std::vector<bool> &Rewritten, size_t K,
                                   const std::vector<EmittedBundle> &First);

/// Per instruction of region `K`, 1 when it may not join the group open
/// before the region (a dependency violation against an instruction of
/// that group, or it must start a group), else 0; empty when no group is
/// open or it is too long to follow. Scheduling the region with these as
/// release cycles (Region::EntryRelease) lets the others fill that group
/// (issue 17 item 5); entryStop still checks the result.
std::vector<int> entryConflicts(const ir::Module &M, const std::vector<Region> &Regions,
                                const std::vector<bool> &Rewritten, size_t K);

/// The statement after which a stop ends the group open before region `K`
/// (none when nothing is open): where an entry serialization needs one.
std::optional<size_t> openGroupEnd(const ir::Module &M, const std::vector<Region> &Regions,
                                   const std::vector<bool> &Rewritten, size_t K);

} // namespace epic::sched
