// What one cycle (one instruction group issued in one cycle) can hold: at
// most IssueWidth instructions, a port for each (bipartite matching on the
// nodes' port masks), and slots for each in at most two bundles of valid
// templates. Used by the list scheduler, the lower bound, the Z3 model and
// the checker, so they all agree on what fits.
#pragma once
#include "scheduler/Problem.h"
#include <array>
#include <functional>
#include <vector>

namespace epic::sched {

/// A split-after M-unit node (srlz, mov =ar.unat): besides it its group
/// holds only one bundle (it opens an M;MI bundle), and the next group
/// starts in the rest of that bundle (an M and an I slot) plus one bundle:
/// at most `SplitFollowerSlots` instructions, `SplitFollowerMSlots` of them
/// M-only. GroupCapacity, the list scheduler and the Z3 model share these.
inline bool splitsAfterM(const Node &N) { return N.SoleInGroupAfter && N.Kind == SlotKind::M; }
constexpr unsigned SplitFollowerSlots = 5, SplitFollowerMSlots = 3;

/// Slots offered by a template pair (or a single bundle): M, I, F, B, L.
struct SlotOffer {
  std::array<int, 5> Slots{}; // indexed M, I, F, B, L
  friend bool operator==(const SlotOffer &, const SlotOffer &) = default;
};

/// Instruction counts of one cycle by slot kind (SlotKind order).
using KindCounts = std::array<int, NumSlotKinds>;

class GroupCapacity {
public:
  /// `PairAllowed(t0, t1)` says whether two template codes disperse together
  /// (the machine model's bundle-pair rule); by default every valid pair.
  explicit GroupCapacity(const Problem &P,
                         std::function<bool(uint8_t, uint8_t)> PairAllowed = {});
  /// The capacity of `Sub`, a sub-problem of `Like`'s problem (same machine):
  /// the same offers; `Like`'s Hall sets stay valid constraints for it.
  GroupCapacity(const Problem &Sub, const GroupCapacity &Like)
      : P(Sub), Offers(Like.Offers), HallSets(Like.HallSets) {}

  /// The undominated slot offers of one or two bundles.
  const std::vector<SlotOffer> &offers() const { return Offers; }
  /// The slot offers of a single bundle (every template). A group that ends
  /// in a split-after M-unit instruction (srlz, mov =ar.unat) holds, besides
  /// it, only what one bundle holds: the instruction must open an M;MI
  /// bundle (stop after slot 0), or the nops after it in its bundle spill
  /// into the next cycle.
  static const std::vector<SlotOffer> &singleBundleOffers();
  /// Whether the nodes other than `Split` (a split-after M node) fit in one bundle.
  bool splitTailFits(const std::vector<unsigned> &Nodes, unsigned Split) const;
  static bool fits(const SlotOffer &O, const KindCounts &C);
  bool slotsFit(const KindCounts &C) const;
  /// Exact port feasibility of a set of nodes (augmenting-path matching).
  bool portsFit(const std::vector<unsigned> &Nodes) const;
  /// Everything at once.
  bool fits(const std::vector<unsigned> &Nodes) const;

  /// Port subsets that matter for Hall's condition: the unions of the port
  /// masks present in the problem. For each, the nodes whose mask lies inside
  /// it can use at most popcount(subset) ports per cycle.
  const std::vector<uint32_t> &hallSets() const { return HallSets; }

private:
  const Problem &P;
  std::vector<SlotOffer> Offers;
  std::vector<uint32_t> HallSets;
};

} // namespace epic::sched
