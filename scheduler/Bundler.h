// Turns a schedule (one instruction group per cycle) into bundles: for each
// group the layout of the fewest bundles (then fewest F-slot nops) whose
// slots fit the instructions' units, keep the group's order, and that the
// machine model disperses in a single cycle. A group no layout issues in one
// cycle is split (the schedule then takes a cycle more, which the predicted
// cycles show).
#pragma once
#include "latency-db/MachineModel.h"
#include "scheduler/InstDesc.h"
#include "scheduler/Problem.h"
#include <array>
#include <memory>
#include <vector>

namespace epic::sched {

/// Slot contents: a node of the problem, or a filler.
constexpr int NopSlot = -1, XSlot = -2; // XSlot: second half of an MLX L+X pair

struct BundleOut {
  uint8_t Template = 0;      // with the stop bits
  std::array<int, 3> Slot{NopSlot, NopSlot, NopSlot};
  int Cycle = 0;             // the schedule cycle (group) it belongs to
};

struct BundleResult {
  std::vector<BundleOut> Bundles;
  unsigned Nops = 0;
  unsigned SplitGroups = 0;  // groups no single-cycle layout existed for
  std::vector<unsigned> Unplaced; // nodes no template could hold (the verifier then fails)
};

/// The layout search's answers by group shape, kept across the regions of
/// one run with one machine model (a file of thousands of small procedures
/// repeats its groups). Not shared between threads.
class SpanCache {
public:
  SpanCache();
  ~SpanCache();
  struct Impl;
  std::unique_ptr<Impl> P;
};

BundleResult bundle(const Problem &P, const Schedule &S, const std::vector<InstDesc> &Descs,
                    const model::MachineModel &MM, SpanCache *Cache = nullptr);

/// The unit a node occupies in slot `Slot` of a bundle with template `T`.
ir::Unit slotUnit(uint8_t T, unsigned Slot);

/// The filler for a slot of unit `U` (`nop.m 0`, ...; nop.x for an L+X pair).
ir::Inst nopFor(ir::Unit U);

} // namespace epic::sched
