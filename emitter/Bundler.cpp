#include "emitter/Bundler.h"
#include "emitter/Target.h"
#include "ir/Template.h"
#include <limits>

namespace epic::emit {
namespace {

struct Cost {
  unsigned Bundles = 0, ExtraStops = 0, Unpreferred = 0;
  bool operator<(const Cost &O) const {
    if (Bundles != O.Bundles)
      return Bundles < O.Bundles;
    return ExtraStops != O.ExtraStops ? ExtraStops < O.ExtraStops : Unpreferred < O.Unpreferred;
  }
  Cost operator+(const Cost &O) const {
    return {Bundles + O.Bundles, ExtraStops + O.ExtraStops, Unpreferred + O.Unpreferred};
  }
};
constexpr Cost Infinite{std::numeric_limits<unsigned>::max() / 2, 0, 0};

// Slot choices for k items among 3 slots, in increasing order.
constexpr std::array<std::array<int, 3>, 7> Placements = {{
    {0, -1, -1}, {1, -1, -1}, {2, -1, -1}, // k = 1
    {0, 1, -1}, {0, 2, -1}, {1, 2, -1},    // k = 2
    {0, 1, 2},                             // k = 3
}};

bool stopBetween(uint8_t Mask, int From, int To) { // a stop after slot s, From <= s < To
  for (int S = From; S < To; ++S)
    if (Mask & (1u << S))
      return true;
  return false;
}

/// Checks one placement of Items[I..I+K) into template T; returns the number
/// of unrequested stops, or -1 when illegal; counts items outside their
/// preferred units in `Unpreferred`.
int tryPlace(const ir::TemplateInfo &T, std::span<const BundleItem> Items, size_t I, unsigned K,
             const std::array<int, 3> &P, unsigned &Unpreferred) {
  int Extra = 0;
  Unpreferred = 0;
  int Used = 0; // template stops matched to a required stop
  for (unsigned J = 0; J < K; ++J) {
    const BundleItem &It = Items[I + J];
    int S = P[J];
    ir::Unit U = T.Slots[S];
    // movl/brl fit only the L slot; nop/hint/break may take it too (as their .x form).
    if (!(It.Units & unitBit(U)))
      return -1;
    if (It.Preferred && !(It.Preferred & unitBit(U)))
      ++Unpreferred;
    int Next = J + 1 < K ? P[J + 1] : 3; // stops at s in [S, Next) follow this item
    int SpanEnd = Next;
    if (U == ir::Unit::L)
      S = 2; // the X half: a stop after slot 1 would split the pair
    bool Has = stopBetween(T.StopMask, S, SpanEnd);
    if (It.StopAfter) {
      if (!Has)
        return -1;
      ++Used;
    } else if (Has) {
      // A stop nobody asked for; harmless but avoided.
      ++Extra;
    }
    (void)Used;
  }
  // Stops before the first item in the bundle are unrequested too.
  if (stopBetween(T.StopMask, 0, P[0]))
    ++Extra;
  return Extra;
}

} // namespace

std::vector<PlannedBundle> planBundles(std::span<const BundleItem> Items) {
  const size_t N = Items.size();
  std::vector<Cost> Best(N + 1, Infinite);
  std::vector<PlannedBundle> Choice(N + 1);
  std::vector<unsigned> Taken(N + 1, 0);
  Best[N] = {};
  for (size_t I = N; I-- > 0;) {
    for (const ir::TemplateInfo &T : ir::allTemplates()) {
      if (!T.Valid)
        continue;
      for (const auto &P : Placements) {
        unsigned K = P[2] >= 0 ? 3 : P[1] >= 0 ? 2 : 1;
        if (I + K > N)
          continue;
        unsigned Unpref = 0;
        int Extra = tryPlace(T, Items, I, K, P, Unpref);
        if (Extra < 0)
          continue;
        Cost C = Cost{1, unsigned(Extra), Unpref} + Best[I + K];
        // Strictly better only: earlier templates/placements win ties, so
        // the result is deterministic.
        if (C < Best[I]) {
          Best[I] = C;
          PlannedBundle B;
          B.Template = T.Code;
          for (unsigned J = 0; J < K; ++J)
            B.Slot[P[J]] = int(I + J);
          Choice[I] = B;
          Taken[I] = K;
        }
      }
    }
    if (Best[I].Bundles >= Infinite.Bundles)
      return {};
  }
  std::vector<PlannedBundle> Out;
  for (size_t I = 0; I < N; I += Taken[I])
    Out.push_back(Choice[I]);
  return Out;
}

} // namespace epic::emit
