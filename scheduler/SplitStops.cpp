#include "scheduler/SplitStops.h"
#include "ir/Template.h"
#include <optional>

namespace epic::sched {

namespace {
/// The template with `T`'s slots and stop bits `Mask`, if one exists.
std::optional<uint8_t> withStops(uint8_t T, uint8_t Mask) {
  const ir::TemplateInfo &Info = ir::templateInfo(T);
  for (const ir::TemplateInfo &C : ir::allTemplates())
    if (C.Valid && C.Slots == Info.Slots && C.StopMask == Mask)
      return C.Code;
  return std::nullopt;
}

/// Position of a slot in the region's bundles, and the walk over them.
struct SlotPos {
  size_t B;
  unsigned S;
};
bool stopAfter(const BundleResult &Bs, SlotPos P) {
  return ir::templateInfo(Bs.Bundles[P.B].Template).StopMask >> P.S & 1;
}

/// The last node before the stop after `P`, in its group; -1 when the group
/// holds only nops there.
int lastNodeBefore(const BundleResult &Bs, SlotPos P) {
  for (;;) {
    int N = Bs.Bundles[P.B].Slot[P.S];
    if (N >= 0)
      return N;
    if (P.S == 0) {
      if (P.B == 0) return -1;
      P = {P.B - 1, 2};
    } else
      --P.S;
    if (stopAfter(Bs, P)) return -1;
  }
}

/// Whether the group after the stop after `P` holds a node (not a group of
/// nops that keeps an empty cycle, KeptCycles.h).
bool nodeAfter(const BundleResult &Bs, SlotPos P) {
  for (;;) {
    if (P.S == 2) {
      if (P.B + 1 == Bs.Bundles.size()) return false;
      P = {P.B + 1, 0};
    } else
      ++P.S;
    if (Bs.Bundles[P.B].Slot[P.S] >= 0)
      return true;
    if (stopAfter(Bs, P)) return false;
  }
}

/// No path slower in `C` than in `Best`, and one faster.
bool faster(const std::vector<uint64_t> &C, const std::vector<uint64_t> &Best) {
  bool Some = false;
  for (size_t K = 0; K < C.size() && K < Best.size(); ++K) {
    if (C[K] > Best[K])
      return false;
    Some |= C[K] < Best[K];
  }
  return Some && C.size() == Best.size();
}
} // namespace

DroppedStops dropSplitStops(BundleResult &Bs, const Problem &P, const std::function<bool(const BundleResult &)> &Legal,
                            const std::function<std::vector<uint64_t>(const BundleResult &)> &Cycles) {
  // A bound on the work per region (each try predicts the whole region,
  // each drop that pays also verifies it).
  constexpr unsigned MaxTries = 64;
  DroppedStops Dropped;
  unsigned Tries = 0;
  std::optional<std::vector<uint64_t>> Best;
  for (size_t B = 0; B < Bs.Bundles.size(); ++B)
    for (unsigned S = 0; S < 3; ++S) {
      bool Final = B + 1 == Bs.Bundles.size() && S == 2;
      if (Final || !stopAfter(Bs, {B, S}) || Tries >= MaxTries)
        continue;
      int N = lastNodeBefore(Bs, {B, S});
      if (N < 0 || !nodeAfter(Bs, {B, S}))
        continue;
      uint8_t T = Bs.Bundles[B].Template;
      std::optional<uint8_t> Without = withStops(T, uint8_t(ir::templateInfo(T).StopMask & ~(1u << S)));
      if (!Without)
        continue;
      ++Tries;
      if (!Best)
        Best = Cycles(Bs);
      Bs.Bundles[B].Template = *Without;
      if (std::vector<uint64_t> C = Cycles(Bs); faster(C, *Best) && Legal(Bs)) {
        Best = std::move(C);
        ++(P.Nodes[unsigned(N)].SoleInGroupAfter ? Dropped.AfterSplit : Dropped.Other);
      } else
        Bs.Bundles[B].Template = T;
    }
  return Dropped;
}

} // namespace epic::sched
