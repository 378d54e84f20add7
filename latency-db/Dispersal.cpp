// Dispersal of the two-bundle issue window onto ports (facts 3, paper S5.3.3),
// driven by the model's dispersal tables. Shared by scheduler and simulator.
// Port sets are bitmasks (at most 32 ports, enforced by the loader).
#include "latency-db/MachineModel.h"
#include <algorithm>

namespace epic::model {

bool MachineModel::pairAllowed(uint8_t First, uint8_t Second) const {
  if (Templates.size() != 32) return false;
  return PairOk[First & 0x1f][Second & 0x1f];
}

namespace {

/// One instruction of the group being formed.
struct Member {
  uint8_t W;         // window slot 0-5
  uint8_t Bundle;    // 0 or 1
  ir::Unit SlotUnit; // unit of the template slot
  ClassId Class;
};

/// An M-port user: placed by matching rather than by position.
struct Flex {
  uint8_t W, Prio, N = 0;
  std::array<PortId, 32> Cands;
};

bool feasible(const Flex *F, size_t K, size_t N, uint32_t Used) {
  if (K == N) return true;
  for (unsigned I = 0; I < F[K].N; ++I) {
    uint32_t Bit = 1u << F[K].Cands[I];
    if (!(Used & Bit) && feasible(F, K + 1, N, Used | Bit)) return true;
  }
  return false;
}

} // namespace

/// Assigns ports to the whole group or fails (the last instruction must then
/// split off). Positional units (I in order, F by bundle, B by slot) are fixed;
/// M-port users are matched, preferred subtypes first, each taking the first
/// port of its list that still leaves a complete assignment for the rest.
template <typename BSlotRules>
static bool assignPorts(const MachineModel &MM, const Member *G, size_t NG, const uint8_t Tpl[2],
                        const std::vector<PortId> &IInOrder, const std::vector<PortId> &Overflow,
                        const std::vector<PortId> &FByBundle, const std::vector<Subtype> &SubFirst,
                        const std::vector<bool> &Light, const std::array<std::array<int8_t, 3>, 32> &BSlotIndex,
                        const BSlotRules &BSlots,
                        const std::array<std::optional<PortId>, 6> *Preferred,
                        std::array<std::optional<PortId>, 6> &Port, std::array<std::optional<PortId>, 6> &Port2) {
  uint32_t Used = 0;
  Port.fill(std::nullopt);
  Port2.fill(std::nullopt);
  unsigned IUsers = 0;
  std::array<Flex, 6> Flexes;
  size_t NF = 0;
  const auto &Ports = MM.ports();

  auto positionalI = [&](const ClassInfo &CI) -> std::optional<PortId> {
    if (IUsers >= IInOrder.size()) return std::nullopt;
    PortId P = IInOrder[IUsers];
    if (!(CI.PortMask & (1u << P)) || (Used & (1u << P))) return std::nullopt;
    ++IUsers;
    Used |= 1u << P;
    return P;
  };
  auto fPort = [&](const ClassInfo &CI, unsigned Bundle) -> std::optional<PortId> {
    if (Bundle >= FByBundle.size()) return std::nullopt;
    PortId P = FByBundle[Bundle];
    if (!(CI.PortMask & (1u << P)) || (Used & (1u << P))) return std::nullopt;
    Used |= 1u << P;
    return P;
  };
  auto firstFree = [&](const ClassInfo &CI, ir::Unit U) -> std::optional<PortId> {
    for (PortId P : CI.Ports)
      if (Ports[P].Unit == U && !(Used & (1u << P))) {
        Used |= 1u << P;
        return P;
      }
    return std::nullopt;
  };

  for (size_t K = 0; K < NG; ++K) {
    const Member &M = G[K];
    const ClassInfo &CI = MM.cls(M.Class);
    switch (M.SlotUnit) {
    case ir::Unit::F: {
      auto P = fPort(CI, M.Bundle);
      if (!P) return false;
      Port[M.W] = P;
      break;
    }
    case ir::Unit::B: {
      int8_t Idx = BSlotIndex[Tpl[M.Bundle]][M.W % 3];
      std::optional<PortId> Got;
      if (Idx >= 0) {
        const std::vector<PortId> &List =
            Light[M.Class] && !BSlots[Idx].LightPorts.empty() ? BSlots[Idx].LightPorts : BSlots[Idx].Ports;
        for (PortId P : List)
          if (!(Used & (1u << P)) && (CI.PortMask & (1u << P))) {
            Used |= 1u << P;
            Got = P;
            break;
          }
      } else
        Got = firstFree(CI, ir::Unit::B);
      if (!Got) return false;
      Port[M.W] = Got;
      break;
    }
    case ir::Unit::I: {
      if (auto P = positionalI(CI)) {
        Port[M.W] = P;
        break;
      }
      // No I port in turn: an A-type may overflow to an M port (Q2).
      if (IUsers < IInOrder.size() || std::find(CI.Units.begin(), CI.Units.end(), ir::Unit::M) == CI.Units.end())
        return false;
      Flex &F = Flexes[NF];
      F.W = M.W;
      F.Prio = uint8_t(SubFirst.size() + 1);
      F.N = 0;
      for (PortId P : Overflow)
        if (CI.PortMask & (1u << P)) F.Cands[F.N++] = P;
      if (!F.N) return false;
      ++NF;
      break;
    }
    case ir::Unit::L: {
      bool First = true;
      for (ir::Unit U : CI.LSlot) {
        std::optional<PortId> P;
        if (U == ir::Unit::I) P = positionalI(CI);
        else if (U == ir::Unit::F) P = fPort(CI, M.Bundle);
        else P = firstFree(CI, U);
        if (!P) return false;
        (First ? Port : Port2)[M.W] = P;
        First = false;
      }
      break;
    }
    case ir::Unit::M: {
      Flex &F = Flexes[NF];
      F.W = M.W;
      F.Prio = uint8_t(SubFirst.size());
      for (unsigned J = 0; J < SubFirst.size(); ++J)
        if (CI.Sub == SubFirst[J]) {
          F.Prio = uint8_t(J);
          break;
        }
      F.N = 0;
      uint32_t Taken = 0;
      if (Preferred && (*Preferred)[M.W] && (CI.PortMask & (1u << *(*Preferred)[M.W]))) {
        F.Cands[F.N++] = *(*Preferred)[M.W];
        Taken |= 1u << *(*Preferred)[M.W];
      }
      for (PortId P : CI.Ports)
        if (Ports[P].Unit == ir::Unit::M && !(Taken & (1u << P))) F.Cands[F.N++] = P;
      if (!F.N) return false;
      ++NF;
      break;
    }
    default:
      return false;
    }
  }

  std::stable_sort(Flexes.begin(), Flexes.begin() + NF,
                   [](const Flex &A, const Flex &B) { return std::tie(A.Prio, A.W) < std::tie(B.Prio, B.W); });
  for (size_t K = 0; K < NF; ++K) {
    bool Placed = false;
    for (unsigned I = 0; I < Flexes[K].N && !Placed; ++I) {
      uint32_t Bit = 1u << Flexes[K].Cands[I];
      if ((Used & Bit) || !feasible(Flexes.data(), K + 1, NF, Used | Bit)) continue;
      Used |= Bit;
      Port[Flexes[K].W] = Flexes[K].Cands[I];
      Placed = true;
    }
    if (!Placed) return false;
  }
  return true;
}

DispersalResult MachineModel::disperse(const BundleView &A, const BundleView *B, unsigned Start) const {
  DispersalResult R;
  const BundleView *const Bs[2] = {&A, B};
  const unsigned NB = B ? 2 : 1;
  R.End = Start;
  if (Templates.size() != 32 || Start > 2 || Templates[A.Template & 0x1f].Reserved ||
      (B && Templates[B->Template & 0x1f].Reserved)) {
    R.Reason = SplitReason::TemplatePair;
    return R;
  }
  const uint8_t Tpl[2] = {uint8_t(A.Template & 0x1f), uint8_t(B ? B->Template & 0x1f : 0)};
  const TemplateEntry *T[2] = {&Templates[Tpl[0]], B ? &Templates[Tpl[1]] : nullptr};
  const std::array<std::optional<PortId>, 6> *Pref = nullptr;
  if (B && PreferredIndex[Tpl[0]][Tpl[1]] >= 0) Pref = &Preferred[PreferredIndex[Tpl[0]][Tpl[1]]].Slots;

  std::array<Member, 6> Group;
  size_t NG = 0;
  std::array<std::optional<PortId>, 6> Port{}, Port2{}, TryPort, TryPort2;
  R.Reason = NB == 2 ? SplitReason::None : SplitReason::EndOfWindow;
  for (unsigned W = Start; W < NB * 3; ++W) {
    unsigned Bi = W / 3, S = W % 3;
    ir::Unit SU = T[Bi]->Slots[S];
    if (SU == ir::Unit::X) {
      R.End = W + 1;
      continue;
    }
    if (W > Start && (T[(W - 1) / 3]->StopMask & (1u << ((W - 1) % 3)))) {
      R.Reason = SplitReason::Stop;
      break;
    }
    if (Bi == 1 && S == 0) {
      if (!PairOk[Tpl[0]][Tpl[1]]) {
        R.Reason = SplitReason::TemplatePair;
        break;
      }
      if (SplitIfBranchCode[Tpl[0]]) {
        bool Branch = false;
        for (unsigned K = 0; K < 3; ++K)
          if (T[0]->Slots[K] == ir::Unit::B && A.Slots[K].Class < LightB.size() && !LightB[A.Slots[K].Class])
            Branch = true;
        if (Branch) {
          R.Reason = SplitReason::BranchInFirst;
          break;
        }
      }
    }
    InstInfo I = Bs[Bi]->Slots[S];
    I.Unit = SU;
    if (I.Class >= Classes.size()) {
      R.Reason = SplitReason::PortShortage;
      break;
    }
    const SplitRule *Hit = nullptr;
    for (const SplitRule &SR : Splits) {
      if (SR.Kind == SplitKind::Before && NG && SR.First.matches(I)) Hit = &SR;
      if (SR.Kind == SplitKind::Between && SR.Second.matches(I))
        for (size_t K = 0; K < NG && !Hit; ++K) {
          InstInfo E = Bs[Group[K].Bundle]->Slots[Group[K].W % 3];
          E.Unit = Group[K].SlotUnit;
          if (SR.First.matches(E)) Hit = &SR;
        }
      if (Hit) break;
    }
    if (Hit) {
      R.Reason = SplitReason::SplitRule;
      R.Rule = Hit;
      break;
    }
    Group[NG++] = {uint8_t(W), uint8_t(Bi), SU, I.Class};
    if (!assignPorts(*this, Group.data(), NG, Tpl, IPortsInOrder, AOverflowPorts, FPortsByBundle, MSubtypeFirst,
                     LightB, BSlotIndex, BSlots, Pref, TryPort, TryPort2)) {
      --NG;
      R.Reason = SplitReason::PortShortage;
      break;
    }
    Port = TryPort;
    Port2 = TryPort2;
    R.End = W + 1;
    if (SU == ir::Unit::L) {
      R.End = W + 2;
      ++W;
    }
    const SplitRule *After = nullptr;
    for (const SplitRule &SR : Splits)
      if (SR.Kind == SplitKind::After && SR.First.matches(I)) {
        After = &SR;
        break;
      }
    if (After) {
      if (R.End < NB * 3) {
        R.Reason = SplitReason::SplitRule;
        R.Rule = After;
      }
      break;
    }
  }
  R.Port = Port;
  R.Port2 = Port2;
  return R;
}

} // namespace epic::model
