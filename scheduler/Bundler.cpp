#include "scheduler/Bundler.h"
#include "ir/Template.h"
#include <algorithm>
#include <functional>

namespace epic::sched {

ir::Unit slotUnit(uint8_t T, unsigned Slot) { return ir::templateInfo(T).Slots[Slot]; }

namespace {
bool fits(SlotKind K, ir::Unit U) {
  switch (K) {
  case SlotKind::A: return U == ir::Unit::M || U == ir::Unit::I;
  case SlotKind::M: return U == ir::Unit::M;
  case SlotKind::I: return U == ir::Unit::I;
  case SlotKind::F: return U == ir::Unit::F;
  case SlotKind::B: return U == ir::Unit::B;
  case SlotKind::L: return U == ir::Unit::L;
  }
  return false;
}

/// Templates a group may use as whole bundles (mid-bundle stops are not
/// used: a group always ends at a bundle end), cheapest first: GCC's
/// preference order, F-slot templates late (facts 3.7).
const std::vector<uint8_t> &candidateTemplates() {
  static const std::vector<uint8_t> T = {0x08, 0x00, 0x18, 0x10, 0x12, 0x16, 0x0e, 0x0c, 0x1c, 0x04};
  return T;
}

class GroupLayout {
public:
  GroupLayout(const Problem &P, const std::vector<InstDesc> &Descs, const model::MachineModel &MM,
              const std::vector<unsigned> &G)
      : P(P), Descs(Descs), MM(MM), G(G) {
    for (const Edge &E : P.Edges) {
      auto F = std::find(G.begin(), G.end(), E.From), T = std::find(G.begin(), G.end(), E.To);
      if (F != G.end() && T != G.end())
        Before.push_back({unsigned(F - G.begin()), unsigned(T - G.begin())});
    }
  }

  /// Best layout in one or two bundles, or empty.
  std::vector<BundleOut> find() {
    bool HasLong = std::any_of(G.begin(), G.end(), [&](unsigned N) { return Descs[N].Kind == SlotKind::L; });
    for (unsigned NB = 1; NB <= 2; ++NB) {
      if (G.size() > 3 * NB)
        continue;
      std::vector<BundleOut> Best;
      int BestCost = 1 << 30;
      std::function<void(std::vector<uint8_t> &)> Pick = [&](std::vector<uint8_t> &Ts) {
        if (Ts.size() == NB) {
          std::vector<BundleOut> L;
          if (assign(Ts, L)) {
            int Cost = cost(L) + (Spill ? 100 : 0);
            if (Cost < BestCost) {
              BestCost = Cost;
              Best = L;
            }
          }
          return;
        }
        for (uint8_t T : candidateTemplates()) {
          if (slotUnit(T, 1) == ir::Unit::L && !HasLong)
            continue; // MLX only to hold an L+X instruction
          Ts.push_back(T);
          Pick(Ts);
          Ts.pop_back();
        }
      };
      std::vector<uint8_t> Ts;
      Pick(Ts);
      if (!Best.empty())
        return Best;
    }
    return {};
  }

private:
  int cost(const std::vector<BundleOut> &L) const {
    int C = 0;
    for (const BundleOut &B : L)
      for (unsigned S = 0; S < 3; ++S)
        if (B.Slot[S] == NopSlot)
          C += slotUnit(B.Template, S) == ir::Unit::F ? 3 : slotUnit(B.Template, S) == ir::Unit::B ? 2 : 1;
    return C;
  }

  /// Places the group's instructions into the slots of `Ts` in an order that
  /// keeps every same-group edge, then checks dispersal.
  bool assign(const std::vector<uint8_t> &Ts, std::vector<BundleOut> &Out) {
    std::vector<std::pair<unsigned, unsigned>> Slots; // (bundle, slot)
    for (unsigned B = 0; B < Ts.size(); ++B)
      for (unsigned S = 0; S < 3; ++S)
        if (slotUnit(Ts[B], S) != ir::Unit::X)
          Slots.push_back({B, S});
    Out.assign(Ts.size(), BundleOut{});
    for (unsigned B = 0; B < Ts.size(); ++B) {
      Out[B].Template = uint8_t(Ts[B] | (B + 1 == Ts.size() ? 1 : 0));
      if (slotUnit(Ts[B], 2) == ir::Unit::X)
        Out[B].Slot[2] = XSlot;
    }
    std::vector<bool> Placed(G.size(), false);
    std::function<bool(size_t, size_t)> Dfs = [&](size_t K, size_t Left) -> bool {
      if (Left == 0)
        return disperses(Out);
      if (Slots.size() - K < Left)
        return false;
      auto [B, S] = Slots[K];
      ir::Unit U = slotUnit(Ts[B], S);
      for (unsigned I = 0; I < G.size(); ++I) {
        if (Placed[I] || !fits(Descs[G[I]].Kind, U) || !ready(I, Placed))
          continue;
        Placed[I] = true;
        Out[B].Slot[S] = int(G[I]);
        if (Dfs(K + 1, Left - 1))
          return true;
        Placed[I] = false;
        Out[B].Slot[S] = NopSlot;
      }
      return Dfs(K + 1, Left); // a nop here
    };
    return Dfs(0, G.size());
  }

  bool ready(unsigned I, const std::vector<bool> &Placed) const {
    for (auto [F, T] : Before)
      if (T == I && !Placed[F])
        return false;
    return true;
  }

  model::InstInfo infoAt(const BundleOut &B, unsigned S) const {
    model::InstInfo I;
    ir::Unit U = slotUnit(B.Template, S);
    if (B.Slot[S] >= 0) {
      I = Descs[size_t(B.Slot[S])].Info;
    } else {
      auto Nop = MM.inst("nop", U == ir::Unit::X ? ir::Unit::I : U);
      if (Nop) I = *Nop;
    }
    I.Unit = U;
    return I;
  }

  /// All real instructions issue in the group's cycle. Filler nops after a
  /// split-after instruction (srlz, ...) may spill into the next cycle: that
  /// costs a cycle, so such layouts are taken only when nothing better exists.
  bool disperses(const std::vector<BundleOut> &L) {
    model::BundleView V[2];
    for (size_t B = 0; B < L.size(); ++B) {
      V[B].Template = L[B].Template;
      for (unsigned S = 0; S < 3; ++S)
        V[B].Slots[S] = infoAt(L[B], S);
    }
    model::DispersalResult D = MM.disperse(V[0], L.size() > 1 ? &V[1] : nullptr, 0);
    unsigned LastReal = 0;
    for (size_t B = 0; B < L.size(); ++B)
      for (unsigned S = 0; S < 3; ++S)
        if (L[B].Slot[S] >= 0)
          LastReal = unsigned(3 * B + S + 1);
    Spill = D.End < 3 * L.size();
    return D.End >= LastReal;
  }

  bool Spill = false; // the last accepted layout lets filler nops spill

  const Problem &P;
  const std::vector<InstDesc> &Descs;
  const model::MachineModel &MM;
  const std::vector<unsigned> &G;
  std::vector<std::pair<unsigned, unsigned>> Before; // group-local indices
};
} // namespace

BundleResult bundle(const Problem &P, const Schedule &S, const std::vector<InstDesc> &Descs,
                    const model::MachineModel &MM) {
  BundleResult R;
  int Cycle = 0;
  for (const std::vector<unsigned> &Group : S.Groups) {
    // Stall cycles hold no group; the hardware waits on the scoreboard.
    std::vector<unsigned> Rest = Group;
    while (!Rest.empty()) {
      std::vector<BundleOut> L;
      size_t Take = Rest.size();
      for (; Take > 0; --Take) {
        std::vector<unsigned> Part(Rest.begin(), Rest.begin() + long(Take));
        L = GroupLayout(P, Descs, MM, Part).find();
        if (!L.empty())
          break;
      }
      if (L.empty()) {
        // No template holds even one of them: report, never drop silently.
        R.Unplaced.insert(R.Unplaced.end(), Rest.begin(), Rest.end());
        break;
      }
      if (Take < Rest.size())
        ++R.SplitGroups;
      for (BundleOut &B : L) {
        B.Cycle = Cycle;
        for (int X : B.Slot)
          R.Nops += X == NopSlot;
        R.Bundles.push_back(B);
      }
      Rest.erase(Rest.begin(), Rest.begin() + long(Take));
    }
    ++Cycle;
  }
  return R;
}

} // namespace epic::sched
