#include "scheduler/GroupCapacity.h"
#include "ir/Template.h"
#include <algorithm>
#include <bit>

namespace epic::sched {

namespace {
SlotOffer offerOf(std::initializer_list<uint8_t> Codes) {
  SlotOffer O;
  size_t K = 0;
  for (uint8_t Code : Codes) {
    // A branch in the first bundle of a pair ends dispersal there (model:
    // split after a B-slot branch; MBB/BBB never lead a pair), so only the
    // second bundle's B slots hold branches of a two-bundle group.
    bool FirstOfPair = Codes.size() == 2 && K++ == 0;
    for (ir::Unit U : ir::templateInfo(Code).Slots)
      switch (U) {
      case ir::Unit::M: ++O.Slots[0]; break;
      case ir::Unit::I: ++O.Slots[1]; break;
      case ir::Unit::F: ++O.Slots[2]; break;
      case ir::Unit::B: O.Slots[3] += !FirstOfPair; break;
      case ir::Unit::L: ++O.Slots[4]; break;
      default: break;
      }
  }
  return O;
}

bool dominates(const SlotOffer &A, const SlotOffer &B) {
  for (size_t I = 0; I < A.Slots.size(); ++I)
    if (A.Slots[I] < B.Slots[I])
      return false;
  return true;
}

/// The undominated offers of the valid stop-free templates, singly and in
/// the pairs `PairAllowed` admits.
std::vector<SlotOffer> undominatedOffers(const std::vector<uint8_t> &Codes,
                                         const std::function<bool(uint8_t, uint8_t)> &PairAllowed) {
  std::vector<SlotOffer> All;
  for (uint8_t A : Codes) {
    All.push_back(offerOf({A}));
    for (uint8_t B : Codes)
      if (!PairAllowed || PairAllowed(A, B))
        All.push_back(offerOf({A, B}));
  }
  std::vector<SlotOffer> Offers;
  for (const SlotOffer &O : All) {
    bool Dominated = false;
    for (const SlotOffer &Q : All)
      if (!(Q == O) && dominates(Q, O)) {
        Dominated = true;
        break;
      }
    if (!Dominated && std::find(Offers.begin(), Offers.end(), O) == Offers.end())
      Offers.push_back(O);
  }
  return Offers;
}
} // namespace

GroupCapacity::GroupCapacity(const Problem &P, std::function<bool(uint8_t, uint8_t)> PairAllowed)
    : P(P) {
  static const std::vector<uint8_t> Codes = [] {
    std::vector<uint8_t> C;
    for (const ir::TemplateInfo &T : ir::allTemplates())
      if (T.Valid && T.StopMask == 0)
        C.push_back(T.Code);
    return C;
  }();
  // The offers depend only on which pairs are allowed: one capacity is made
  // per region and solver run, so they are computed once per pair rule (per
  // thread: the library may schedule on several).
  std::array<uint32_t, 32> Allowed{};
  for (uint8_t A : Codes)
    for (uint8_t B : Codes)
      if (!PairAllowed || PairAllowed(A, B))
        Allowed[A & 31] |= 1u << (B & 31);
  thread_local std::vector<std::pair<std::array<uint32_t, 32>, std::vector<SlotOffer>>> Known;
  auto It = std::find_if(Known.begin(), Known.end(), [&](const auto &K) { return K.first == Allowed; });
  if (It == Known.end()) {
    if (Known.size() >= 16) // models with different pair rules: keep a few
      Known.clear();
    Known.emplace_back(Allowed, undominatedOffers(Codes, PairAllowed));
    It = std::prev(Known.end());
  }
  Offers = It->second;

  std::vector<uint32_t> MaskList;
  for (const Node &N : P.Nodes)
    MaskList.push_back(N.PortMask);
  std::sort(MaskList.begin(), MaskList.end());
  MaskList.erase(std::unique(MaskList.begin(), MaskList.end()), MaskList.end());
  // Unions of subsets of distinct masks; few distinct masks exist in practice
  // (one per scheduling class), and beyond 12 we keep pairwise unions only.
  if (MaskList.size() <= 12) {
    for (uint32_t S = 1; S < (1u << MaskList.size()); ++S) {
      uint32_t U = 0;
      for (size_t I = 0; I < MaskList.size(); ++I)
        if (S >> I & 1)
          U |= MaskList[I];
      HallSets.push_back(U);
    }
  } else {
    for (uint32_t A : MaskList)
      for (uint32_t B : MaskList)
        HallSets.push_back(A | B);
  }
  std::sort(HallSets.begin(), HallSets.end());
  HallSets.erase(std::unique(HallSets.begin(), HallSets.end()), HallSets.end());
}

bool GroupCapacity::fits(const SlotOffer &O, const KindCounts &C) {
  auto [M, I, F, B, A, L] = C;
  int FreeMI = (O.Slots[0] - M) + (O.Slots[1] - I);
  return M <= O.Slots[0] && I <= O.Slots[1] && F <= O.Slots[2] && B <= O.Slots[3] &&
         L <= O.Slots[4] && A <= FreeMI;
}

bool GroupCapacity::slotsFit(const KindCounts &C) const {
  return std::any_of(Offers.begin(), Offers.end(), [&](const SlotOffer &O) { return fits(O, C); });
}

bool GroupCapacity::portsFit(const std::vector<unsigned> &Nodes) const {
  // Kuhn's augmenting paths: at most 6 nodes and a handful of ports.
  std::vector<int> PortOwner(32, -1);
  std::function<bool(unsigned, uint32_t &)> Augment = [&](unsigned K, uint32_t &Seen) {
    uint32_t Mask = P.Nodes[Nodes[K]].PortMask;
    for (unsigned Port = 0; Port < 32; ++Port) {
      if (!(Mask >> Port & 1) || (Seen >> Port & 1))
        continue;
      Seen |= 1u << Port;
      if (PortOwner[Port] < 0 || Augment(unsigned(PortOwner[Port]), Seen)) {
        PortOwner[Port] = int(K);
        return true;
      }
    }
    return false;
  };
  for (unsigned K = 0; K < Nodes.size(); ++K) {
    uint32_t Seen = 0;
    if (!Augment(K, Seen))
      return false;
  }
  return true;
}

const std::vector<SlotOffer> &GroupCapacity::singleBundleOffers() {
  // Slots (M, I, F, B, L) of each template: MII, MLX, MMI, MFI, MMF, MIB,
  // MBB, BBB, MMB, MFB (ir/Template.h; stop variants offer the same slots).
  static const std::vector<SlotOffer> O = {
      {{1, 2, 0, 0, 0}}, {{1, 0, 0, 0, 1}}, {{2, 1, 0, 0, 0}}, {{1, 1, 1, 0, 0}}, {{2, 0, 1, 0, 0}},
      {{1, 1, 0, 1, 0}}, {{1, 0, 0, 2, 0}}, {{0, 0, 0, 3, 0}}, {{2, 0, 0, 1, 0}}, {{1, 0, 1, 1, 0}}};
  return O;
}

bool GroupCapacity::splitTailFits(const std::vector<unsigned> &Nodes, unsigned Split) const {
  KindCounts C{};
  for (unsigned N : Nodes)
    if (N != Split)
      ++C[size_t(P.Nodes[N].Kind)];
  const auto &O = singleBundleOffers();
  return std::any_of(O.begin(), O.end(), [&](const SlotOffer &S) { return fits(S, C); });
}

bool GroupCapacity::fits(const std::vector<unsigned> &Nodes) const {
  if (Nodes.size() > P.IssueWidth)
    return false;
  KindCounts C{};
  for (unsigned N : Nodes)
    ++C[size_t(P.Nodes[N].Kind)];
  for (unsigned N : Nodes)
    if (Nodes.size() > 1 && splitsAfterM(P.Nodes[N]) &&
        !splitTailFits(Nodes, N))
      return false;
  return slotsFit(C) && portsFit(Nodes);
}

} // namespace epic::sched
