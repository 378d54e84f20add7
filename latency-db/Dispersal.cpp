// Dispersal of the two-bundle issue window onto ports (facts 3, paper S5.3.3),
// driven by the model's dispersal tables. Shared by scheduler and simulator.
#include "latency-db/MachineModel.h"
#include <algorithm>
#include <functional>

namespace epic::model {

template <typename C, typename V> static bool contains(const C &Cont, const V &X) {
  return std::find(Cont.begin(), Cont.end(), X) != Cont.end();
}

bool MachineModel::pairAllowed(uint8_t First, uint8_t Second) const {
  const TemplateEntry &A = Templates[First & 0x1f], &B = Templates[Second & 0x1f];
  if (A.Reserved || B.Reserved) return false;
  for (const PairRule &R : Pairs)
    if (contains(R.Second, B.Name)) return contains(R.First, A.Name);
  return false;
}

namespace {
/// One instruction of the group being formed.
struct Member {
  unsigned W;          // window slot 0-5
  unsigned Bundle;     // 0 or 1
  ir::Unit SlotUnit;   // unit of the template slot
  InstInfo I;
};
} // namespace

/// Assigns ports to the whole group or fails (a later instruction must then
/// split off). Positional units (I in order, F by bundle, B by slot) are fixed;
/// M-port users are matched, load subtype first, each taking the first port
/// of its preference list that still leaves a complete assignment.
static bool assignPorts(const MachineModel &MM, const std::vector<Member> &G, const BundleView *const Bs[2],
                        unsigned NB, const std::vector<PortId> &IInOrder, const std::vector<PortId> &Overflow,
                        const std::vector<PortId> &FByBundle, const std::vector<Subtype> &SubFirst,
                        const std::vector<ClassId> &Light,
                        const std::function<const std::vector<PortId> *(unsigned Bundle, unsigned Slot, bool Light)> &BPorts,
                        const std::array<std::optional<PortId>, 6> *Preferred, std::array<std::optional<PortId>, 6> &Port,
                        std::array<std::optional<PortId>, 6> &Port2) {
  std::vector<bool> Used(MM.ports().size(), false);
  Port.fill(std::nullopt);
  Port2.fill(std::nullopt);
  unsigned IUsers = 0;
  struct Flex { unsigned W; unsigned Prio; std::vector<PortId> Cands; };
  std::vector<Flex> Flexes;

  auto take = [&](PortId P) { Used[P] = true; return P; };
  auto positionalI = [&](const ClassInfo &CI) -> std::optional<PortId> {
    if (IUsers >= IInOrder.size()) return std::nullopt;
    PortId P = IInOrder[IUsers];
    if (!contains(CI.Ports, P) || Used[P]) return std::nullopt;
    ++IUsers;
    return take(P);
  };
  auto fPort = [&](const ClassInfo &CI, unsigned Bundle) -> std::optional<PortId> {
    if (Bundle >= FByBundle.size()) return std::nullopt;
    PortId P = FByBundle[Bundle];
    if (!contains(CI.Ports, P) || Used[P]) return std::nullopt;
    return take(P);
  };
  auto firstFree = [&](const ClassInfo &CI, ir::Unit U) -> std::optional<PortId> {
    for (PortId P : CI.Ports)
      if (MM.ports()[P].Unit == U && !Used[P]) return take(P);
    return std::nullopt;
  };

  for (const Member &M : G) {
    const ClassInfo &CI = MM.cls(M.I.Class);
    switch (M.SlotUnit) {
    case ir::Unit::F: {
      auto P = fPort(CI, M.Bundle);
      if (!P) return false;
      Port[M.W] = P;
      break;
    }
    case ir::Unit::B: {
      bool IsLight = contains(Light, M.I.Class);
      const std::vector<PortId> *List = BPorts(M.Bundle, M.W % 3, IsLight);
      std::optional<PortId> Got;
      if (List) {
        for (PortId P : *List)
          if (!Used[P] && contains(CI.Ports, P)) { Got = take(P); break; }
      } else
        Got = firstFree(CI, ir::Unit::B);
      if (!Got) return false;
      Port[M.W] = Got;
      break;
    }
    case ir::Unit::I: {
      if (auto P = positionalI(CI)) { Port[M.W] = P; break; }
      // No I port in turn: an A-type may overflow to an M port (Q2).
      if (IUsers < IInOrder.size() || !contains(CI.Units, ir::Unit::M)) return false;
      Flex F{M.W, unsigned(SubFirst.size() + 1), {}};
      for (PortId P : Overflow)
        if (contains(CI.Ports, P)) F.Cands.push_back(P);
      if (F.Cands.empty()) return false;
      Flexes.push_back(std::move(F));
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
      unsigned Prio = SubFirst.size();
      for (unsigned K = 0; K < SubFirst.size(); ++K)
        if (CI.Sub == SubFirst[K]) { Prio = K; break; }
      Flex F{M.W, Prio, {}};
      if (Preferred && (*Preferred)[M.W] && contains(CI.Ports, *(*Preferred)[M.W]))
        F.Cands.push_back(*(*Preferred)[M.W]);
      for (PortId P : CI.Ports)
        if (MM.ports()[P].Unit == ir::Unit::M && !contains(F.Cands, P)) F.Cands.push_back(P);
      if (F.Cands.empty()) return false;
      Flexes.push_back(std::move(F));
      break;
    }
    default:
      return false;
    }
  }

  std::stable_sort(Flexes.begin(), Flexes.end(),
                   [](const Flex &A, const Flex &B) { return std::tie(A.Prio, A.W) < std::tie(B.Prio, B.W); });
  // Can Flexes[K..] all be placed on free ports?
  std::function<bool(size_t)> Feasible = [&](size_t K) {
    if (K == Flexes.size()) return true;
    for (PortId P : Flexes[K].Cands) {
      if (Used[P]) continue;
      Used[P] = true;
      bool Ok = Feasible(K + 1);
      Used[P] = false;
      if (Ok) return true;
    }
    return false;
  };
  for (size_t K = 0; K < Flexes.size(); ++K) {
    bool Placed = false;
    for (PortId P : Flexes[K].Cands) {
      if (Used[P]) continue;
      Used[P] = true;
      if (Feasible(K + 1)) { Port[Flexes[K].W] = P; Placed = true; break; }
      Used[P] = false;
    }
    if (!Placed) return false;
  }
  (void)Bs;
  (void)NB;
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
  const TemplateEntry *T[2] = {&Templates[A.Template & 0x1f], B ? &Templates[B->Template & 0x1f] : nullptr};

  const std::array<std::optional<PortId>, 6> *Pref = nullptr;
  if (B)
    for (const PreferredRule &P : Preferred)
      if (P.First == T[0]->Name && P.Second == T[1]->Name) Pref = &P.Slots;

  auto BPorts = [&](unsigned Bundle, unsigned Slot, bool Light) -> const std::vector<PortId> * {
    for (const BSlotRule &Rule : BSlots)
      if (Rule.Slot == Slot && contains(Rule.Templates, T[Bundle]->Name))
        return Light && !Rule.LightPorts.empty() ? &Rule.LightPorts : &Rule.Ports;
    return nullptr;
  };

  std::vector<Member> Group;
  std::array<std::optional<PortId>, 6> Port, Port2;
  R.Reason = NB == 2 ? SplitReason::None : SplitReason::EndOfWindow;
  for (unsigned W = Start; W < NB * 3; ++W) {
    unsigned Bi = W / 3, S = W % 3;
    ir::Unit SU = T[Bi]->Slots[S];
    if (SU == ir::Unit::X) { R.End = W + 1; continue; }
    if (W > Start && (T[(W - 1) / 3]->StopMask & (1u << ((W - 1) % 3)))) {
      R.Reason = SplitReason::Stop;
      break;
    }
    if (Bi == 1 && S == 0) {
      if (!pairAllowed(A.Template, B->Template)) { R.Reason = SplitReason::TemplatePair; break; }
      if (contains(SplitIfBranch, T[0]->Name)) {
        bool Branch = false;
        for (unsigned K = 0; K < 3; ++K)
          if (T[0]->Slots[K] == ir::Unit::B && !contains(LightBClasses, A.Slots[K].Class)) Branch = true;
        if (Branch) { R.Reason = SplitReason::BranchInFirst; break; }
      }
    }
    InstInfo I = Bs[Bi]->Slots[S];
    I.Unit = SU;
    const SplitRule *Hit = nullptr;
    for (const SplitRule &SR : Splits) {
      if (SR.Kind == SplitKind::Before && !Group.empty() && SR.First.matches(I)) Hit = &SR;
      if (SR.Kind == SplitKind::Between)
        for (const Member &M : Group)
          if (SR.First.matches(M.I) && SR.Second.matches(I)) Hit = &SR;
      if (Hit) break;
    }
    if (Hit) { R.Reason = SplitReason::SplitRule; R.Rule = Hit; break; }
    Group.push_back({W, Bi, SU, I});
    std::array<std::optional<PortId>, 6> TryPort, TryPort2;
    if (!assignPorts(*this, Group, Bs, NB, IPortsInOrder, AOverflowPorts, FPortsByBundle, MSubtypeFirst,
                     LightBClasses, BPorts, Pref, TryPort, TryPort2)) {
      Group.pop_back();
      R.Reason = SplitReason::PortShortage;
      break;
    }
    Port = TryPort;
    Port2 = TryPort2;
    R.End = W + 1;
    if (SU == ir::Unit::L) { R.End = W + 2; ++W; }
    bool After = false;
    for (const SplitRule &SR : Splits)
      if (SR.Kind == SplitKind::After && SR.First.matches(I)) { After = true; R.Rule = &SR; break; }
    if (After) {
      if (R.End < NB * 3) R.Reason = SplitReason::SplitRule;
      else R.Rule = nullptr;
      break;
    }
  }
  R.Port = Port;
  R.Port2 = Port2;
  return R;
}

} // namespace epic::model
