#include "emitter/Bundler.h"
#include "emitter/Target.h"
#include "ir/Template.h"
#include <algorithm>
#include <limits>
#include <unordered_map>

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
    if (It.LastSlot && !(T.StopMask & (1u << S)))
      return -1;
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

namespace {
// The legal (template, placement) choices for the items starting at one
// position depend only on the next three items' units, preferences and
// stops: computed once per such window and reused (runs repeat a lot).
struct Option {
  uint8_t Template, Placement, K, Extra, Unpref;
};

uint64_t itemSig(const BundleItem &It) {
  return uint64_t(It.Units) | uint64_t(It.Preferred) << 8 | uint64_t(It.StopAfter) << 16 |
         uint64_t(It.LastSlot) << 15;
}

const std::vector<Option> &optionsAt(std::span<const BundleItem> Items, size_t I) {
  thread_local std::unordered_map<uint64_t, std::vector<Option>> Memo;
  size_t Avail = std::min<size_t>(3, Items.size() - I);
  uint64_t Key = Avail << 51;
  for (size_t J = 0; J < Avail; ++J)
    Key |= itemSig(Items[I + J]) << (17 * J);
  auto [It, New] = Memo.try_emplace(Key);
  if (!New)
    return It->second;
  for (const ir::TemplateInfo &T : ir::allTemplates()) {
    if (!T.Valid)
      continue;
    for (size_t PI = 0; PI < Placements.size(); ++PI) {
      const auto &P = Placements[PI];
      unsigned K = P[2] >= 0 ? 3 : P[1] >= 0 ? 2 : 1;
      if (K > Avail)
        continue;
      unsigned Unpref = 0;
      int Extra = tryPlace(T, Items, I, K, P, Unpref);
      if (Extra >= 0)
        It->second.push_back({T.Code, uint8_t(PI), uint8_t(K), uint8_t(Extra), uint8_t(Unpref)});
    }
  }
  return It->second;
}
} // namespace

std::vector<PlannedBundle> planBundles(std::span<const BundleItem> Items) {
  const size_t N = Items.size();
  std::vector<Cost> Best(N + 1, Infinite);
  std::vector<Option> Choice(N + 1);
  Best[N] = {};
  for (size_t I = N; I-- > 0;) {
    for (const Option &O : optionsAt(Items, I)) {
      Cost C = Cost{1, O.Extra, O.Unpref} + Best[I + O.K];
      // Strictly better, or as good with more items in this bundle (GNU
      // as fills the bundle it is writing before starting the next; line
      // rows and unwind slots depend on it); earlier templates/placements
      // win the remaining ties, so the result is deterministic.
      bool Tie = !(C < Best[I]) && !(Best[I] < C) && O.K > Choice[I].K;
      if (C < Best[I] || Tie) {
        Best[I] = C;
        Choice[I] = O;
      }
    }
    if (Best[I].Bundles >= Infinite.Bundles)
      return {};
  }
  std::vector<PlannedBundle> Out;
  for (size_t I = 0; I < N; I += Choice[I].K) {
    PlannedBundle B;
    B.Template = Choice[I].Template;
    for (unsigned J = 0; J < Choice[I].K; ++J)
      B.Slot[Placements[Choice[I].Placement][J]] = int(I + J);
    Out.push_back(B);
  }
  return Out;
}

namespace {
// How many of Next's leading items fit, in order, the slots after `Last`.
unsigned lookaheadFit(const ir::TemplateInfo &T, int Last, std::span<const BundleItem> Next) {
  unsigned N = 0;
  for (int S = Last + 1; S < 3 && N < Next.size(); ++S, ++N)
    if (T.Slots[S] == ir::Unit::L || !(Next[N].Units & unitBit(T.Slots[S])))
      break;
  return N;
}
} // namespace

std::vector<PlannedBundle> planBundles(std::span<const BundleItem> Items,
                                       std::span<const BundleItem> Next) {
  std::vector<PlannedBundle> Plan = planBundles(Items);
  if (Plan.empty() || Next.empty())
    return Plan;
  PlannedBundle &B = Plan.back();
  const ir::TemplateInfo &Cur = ir::templateInfo(B.Template);
  unsigned K = 0;
  int Last = -1;
  for (int S = 0; S < 3; ++S)
    if (B.Slot[S] >= 0) {
      ++K;
      Last = S;
    }
  if (Cur.Slots[Last] == ir::Unit::L)
    return Plan; // an L+X pair fills the bundle
  size_t First = Items.size() - K;
  auto costOf = [&](const ir::TemplateInfo &T, const std::array<int, 3> &P, int &Extra, unsigned &Unpref) {
    Extra = tryPlace(T, Items, First, K, P, Unpref);
    return Extra >= 0;
  };
  std::array<int, 3> CurP{-1, -1, -1};
  for (unsigned J = 0, S = 0; S < 3; ++S)
    if (B.Slot[S] >= 0)
      CurP[J++] = int(S);
  int CurExtra;
  unsigned CurUnpref;
  if (!costOf(Cur, CurP, CurExtra, CurUnpref))
    return Plan;
  unsigned BestFit = lookaheadFit(Cur, Last, Next);
  for (const ir::TemplateInfo &T : ir::allTemplates()) {
    if (!T.Valid)
      continue;
    for (const auto &P : Placements) {
      unsigned PK = P[2] >= 0 ? 3 : P[1] >= 0 ? 2 : 1;
      int Extra;
      unsigned Unpref;
      if (PK != K || !costOf(T, P, Extra, Unpref) || Extra != CurExtra || Unpref != CurUnpref)
        continue;
      unsigned Fit = lookaheadFit(T, P[K - 1], Next);
      if (Fit > BestFit) {
        BestFit = Fit;
        B.Template = T.Code;
        B.Slot = {-1, -1, -1};
        for (unsigned J = 0; J < K; ++J)
          B.Slot[P[J]] = int(First + J);
      }
    }
  }
  return Plan;
}

} // namespace epic::emit
