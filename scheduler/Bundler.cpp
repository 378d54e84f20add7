#include "scheduler/Bundler.h"
#include "ir/Template.h"
#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <optional>
#include <string>

namespace epic::sched {

ir::Unit slotUnit(uint8_t T, unsigned Slot) { return ir::templateInfo(T).Slots[Slot]; }

ir::Inst nopFor(ir::Unit U) {
  ir::Inst N;
  // An empty L+X pair of an MLX bundle holds nop.x.
  N.Mnemonic = std::string("nop.") +
               char(std::tolower(ir::unitLetter(U == ir::Unit::L || U == ir::Unit::X ? ir::Unit::X : U)));
  N.Ins.push_back(ir::Operand::imm(ir::Expr::constant(0)));
  return N;
}

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

/// What a nop costs in a slot of unit `U`: F-slot nops are the worst, then B.
int nopCost(ir::Unit U) { return U == ir::Unit::F ? 3 : U == ir::Unit::B ? 2 : 1; }

/// The slot cost an instruction of kind `K` takes away from the nops: every
/// unit it fits has the same nopCost, so a complete placement's nop cost is
/// known before searching for one.
int placedCost(SlotKind K) { return K == SlotKind::F ? 3 : K == SlotKind::B ? 2 : 1; }

/// The model's nop per slot unit, looked up once per bundling (not per slot tried).
struct NopInfos {
  std::array<std::optional<model::InstInfo>, 8> ByUnit;
  explicit NopInfos(const model::MachineModel &MM) {
    for (ir::Unit U : {ir::Unit::M, ir::Unit::I, ir::Unit::F, ir::Unit::B, ir::Unit::L})
      ByUnit[size_t(U)] = MM.inst("nop", U);
  }
  const std::optional<model::InstInfo> &operator[](ir::Unit U) const {
    return ByUnit[size_t(U == ir::Unit::X ? ir::Unit::I : U)];
  }
};

/// Whole-bundle templates, GCC's preference order, F-slot ones late (facts 3.7).
const std::vector<uint8_t> &wholeTemplates() {
  static const std::vector<uint8_t> T = {0x08, 0x00, 0x18, 0x10, 0x12, 0x16, 0x0e, 0x0c, 0x1c, 0x04};
  return T;
}

/// Templates with a stop inside: M;MI (stop after slot 0) and MI;I (after slot 1).
struct MidStop {
  uint8_t Base;
  unsigned K; // slots before the inner stop
};
constexpr MidStop MidStops[] = {{0x0a, 1}, {0x02, 2}};

/// Between two groups: the last bundle is finished (Closed), or it is a
/// mid-stop bundle whose slots [K, 3) the next group starts in.
struct Tail {
  int Mid = -1; // index into MidStops, -1: closed
  BundleOut Bundle; // when open: its slots [0, K) are filled
};

struct Span {
  std::vector<BundleOut> Bundles; // bundles this group starts (the open one it entered excluded)
  BundleOut Entered;              // the open bundle it entered, completed (when it entered one)
  bool EnteredOpen = false;
  Tail Out;
  int Cost = 0;
  bool Spill = false;
};

class SpanSearch {
public:
  /// `Out[V]`: the edges leaving node V (only those inside the group count).
  SpanSearch(const std::vector<std::vector<const Edge *>> &Out, const std::vector<InstDesc> &Descs,
             const model::MachineModel &MM, const NopInfos &Nops, const std::vector<unsigned> &G)
      : Descs(Descs), MM(MM), Nops(Nops), G(G) {
    for (unsigned F = 0; F < G.size(); ++F)
      for (const Edge *E : Out[G[F]])
        if (auto T = std::find(G.begin(), G.end(), E->To); T != G.end())
          Before.push_back({F, unsigned(T - G.begin())});
    HasLong = std::any_of(G.begin(), G.end(), [&](unsigned N) { return Descs[N].Kind == SlotKind::L; });
    for (unsigned N : G)
      PlacedCost += placedCost(Descs[N].Kind);
  }

  /// The cheapest span for each way of ending (closed, or open in each
  /// mid-stop template), starting from `In`.
  std::vector<std::optional<Span>> search(const Tail &In) {
    std::vector<std::optional<Span>> Best(1 + std::size(MidStops));
    unsigned InBundles = In.Mid >= 0 ? 1 : 0;
    for (int OutMid = -1; OutMid < int(std::size(MidStops)); ++OutMid) {
      unsigned OutBundles = OutMid >= 0 ? 1 : 0;
      for (unsigned Whole = 0; Whole + InBundles + OutBundles <= 2; ++Whole) {
        if (Whole + InBundles + OutBundles == 0)
          continue;
        // Every sequence of `Whole` (at most two) templates, in preference order.
        std::optional<Span> &B = Best[size_t(OutMid + 1)];
        if (Whole == 0) {
          try1(In, {}, 0, OutMid, B);
          continue;
        }
        for (uint8_t T0 : wholeTemplates()) {
          if (!usable(T0))
            continue;
          if (Whole == 1) {
            try1(In, {T0}, 1, OutMid, B);
            continue;
          }
          for (uint8_t T1 : wholeTemplates())
            if (usable(T1))
              try1(In, {T0, T1}, 2, OutMid, B);
        }
      }
    }
    return Best;
  }

private:
  /// MLX only to hold an L+X instruction.
  bool usable(uint8_t T) const { return HasLong || slotUnit(T, 1) != ir::Unit::L; }

  /// At most two bundles in a window (the issue width), so no heap is needed.
  struct Window {
    std::array<BundleOut, 2> W;
    unsigned NW = 0;
    std::array<std::pair<uint8_t, uint8_t>, 6> Slots; // (bundle, slot) the group may use
    unsigned NS = 0;
    unsigned Start = 0;
  };

  void try1(const Tail &In, std::array<uint8_t, 2> Whole, unsigned NWhole, int OutMid,
            std::optional<Span> &Best) {
    // The bundles of the window, in order, and the slots the group may use.
    Window Win;
    auto &W = Win.W;
    if (In.Mid >= 0) {
      W[Win.NW++] = In.Bundle;
      Win.Start = MidStops[In.Mid].K;
    }
    for (unsigned K = 0; K < NWhole; ++K) {
      BundleOut B;
      B.Template = Whole[K];
      W[Win.NW++] = B;
    }
    if (OutMid >= 0) {
      BundleOut B;
      B.Template = MidStops[OutMid].Base;
      W[Win.NW++] = B;
    }
    // Every placement of the whole group leaves the same nops' cost (plus 100
    // if it spills): a window that cannot beat the best so far needs no search.
    int NopCost = -PlacedCost;
    for (unsigned B = 0; B < Win.NW; ++B) {
      unsigned From = B == 0 ? Win.Start : 0;
      unsigned To = (OutMid >= 0 && B + 1 == Win.NW) ? MidStops[OutMid].K : 3;
      for (unsigned S = From; S < To; ++S) {
        ir::Unit U = slotUnit(W[B].Template, S);
        if (U == ir::Unit::X) {
          W[B].Slot[S] = XSlot;
          continue;
        }
        Win.Slots[Win.NS++] = {uint8_t(B), uint8_t(S)};
        NopCost += nopCost(U);
      }
    }
    if (Win.NS < G.size() || (Best && Best->Cost <= NopCost))
      return;
    // The group ends at a bundle end unless it leaves an open tail: that
    // bundle gets its stop bit.
    if (OutMid < 0)
      W[Win.NW - 1].Template |= 1;
    bool Spill = false;
    if (!place(Win, 0, G.size(), 0, Spill))
      return;
    int Cost = (Spill ? 100 : 0) + NopCost;
    if (Best && Best->Cost <= Cost)
      return;
    Span Sp;
    Sp.Cost = Cost;
    Sp.Spill = Spill;
    size_t First = 0;
    if (In.Mid >= 0) {
      Sp.EnteredOpen = true;
      Sp.Entered = W[0];
      First = 1;
    }
    for (size_t B = First; B < Win.NW; ++B)
      Sp.Bundles.push_back(W[B]);
    if (OutMid >= 0) {
      Sp.Out.Mid = OutMid;
      Sp.Out.Bundle = W[Win.NW - 1];
      Sp.Bundles.pop_back(); // stays open; the next group completes it
    }
    Best = std::move(Sp);
  }

  /// Fills slots [K, NS) with the `Left` instructions not yet placed (bit I of
  /// `Placed`: G[I] is), in group order, the first layout that disperses wins.
  bool place(Window &Win, unsigned K, size_t Left, unsigned Placed, bool &Spill) const {
    if (Left == 0)
      return disperses(Win, Spill);
    if (Win.NS - K < Left)
      return false;
    auto [B, S] = Win.Slots[K];
    int &Slot = Win.W[B].Slot[S];
    ir::Unit U = slotUnit(Win.W[B].Template, S);
    for (unsigned I = 0; I < G.size(); ++I) {
      if ((Placed >> I & 1) || !fits(Descs[G[I]].Kind, U) || !ready(I, Placed))
        continue;
      // Nothing, not even a nop, may follow it before the stop.
      if (Descs[G[I]].LastSlotOfGroup && K + 1 != Win.NS)
        continue;
      Slot = int(G[I]);
      if (place(Win, K + 1, Left - 1, Placed | 1u << I, Spill))
        return true;
      Slot = NopSlot;
    }
    return place(Win, K + 1, Left, Placed, Spill);
  }

  bool ready(unsigned I, unsigned Placed) const {
    for (auto [F, T] : Before)
      if (T == I && !(Placed >> F & 1))
        return false;
    return true;
  }

  model::InstInfo infoAt(const BundleOut &B, unsigned S) const {
    model::InstInfo I;
    ir::Unit U = slotUnit(B.Template, S);
    if (B.Slot[S] >= 0)
      I = Descs[size_t(B.Slot[S])].Info;
    else if (const auto &Nop = Nops[U])
      I = *Nop;
    I.Unit = U;
    return I;
  }

  /// Every instruction of the group issues in one cycle from `Start`.
  /// Filler nops after a split-after instruction (srlz) may spill into the
  /// next cycle: allowed, at a price.
  bool disperses(const Window &Win, bool &Spill) const {
    const auto &W = Win.W;
    unsigned Start = Win.Start;
    model::BundleView V[2];
    for (size_t B = 0; B < Win.NW; ++B) {
      V[B].Template = W[B].Template;
      for (unsigned S = 0; S < 3; ++S)
        V[B].Slots[S] = infoAt(W[B], S);
    }
    model::DispersalResult D = MM.disperse(V[0], Win.NW > 1 ? &V[1] : nullptr, Start);
    unsigned LastReal = 0, LastSlot = 0;
    for (size_t B = 0; B < Win.NW; ++B)
      for (unsigned S = 0; S < 3; ++S) {
        if (W[B].Slot[S] >= 0 && unsigned(3 * B + S) >= Start)
          LastReal = unsigned(3 * B + S + 1);
        const ir::TemplateInfo &T = ir::templateInfo(W[B].Template);
        if (unsigned(3 * B + S) >= Start && !LastSlot && (T.StopMask >> S & 1))
          LastSlot = unsigned(3 * B + S + 1);
      }
    Spill = D.End < LastSlot;
    return D.End >= LastReal;
  }

  const std::vector<InstDesc> &Descs;
  const model::MachineModel &MM;
  const NopInfos &Nops;
  const std::vector<unsigned> &G;
  std::vector<std::pair<unsigned, unsigned>> Before; // group-local indices
  bool HasLong = false;
  int PlacedCost = 0; // sum of placedCost over the group
};

/// SpanSearch's answers by the shape of the question: what the search
/// reads of the group (each node's slot kind, model view and last-slot
/// flag, the edges inside it) and of the open bundle it may enter. Code
/// repeats its groups (every small procedure of a file, the groups between
/// a region's drains), and the search tries every template pair and slot
/// assignment, so a file of thousands of regions spent most of its time
/// here (issue 22). Slots in the answers name nodes by their place in the
/// group (or in the entered bundle) and are renamed for each use.
class SpanMemo {
public:
  std::vector<std::optional<Span>> search(const std::vector<std::vector<const Edge *>> &Out,
                                          const std::vector<InstDesc> &Descs, const model::MachineModel &MM,
                                          const NopInfos &Nops, const std::vector<unsigned> &G, const Tail &In) {
    if (G.size() > 256) // beyond the renaming's range (groups hold a few nodes)
      return SpanSearch(Out, Descs, MM, Nops, G).search(In);
    std::string Key = keyOf(Out, Descs, G, In);
    auto It = Memo.find(Key);
    if (It == Memo.end()) {
      SpanSearch Search(Out, Descs, MM, Nops, G);
      auto Spans = Search.search(In);
      for (auto &Sp : Spans)
        if (Sp)
          rename(*Sp, [&](int V) { return toLocal(V, G, In); });
      It = Memo.emplace(std::move(Key), std::move(Spans)).first;
    }
    std::vector<std::optional<Span>> Spans = It->second;
    for (auto &Sp : Spans)
      if (Sp)
        rename(*Sp, [&](int V) { return V <= InBase ? In.Bundle.Slot[size_t(InBase - V)]
                                        : V <= LocalBase ? int(G[size_t(LocalBase - V)]) : V; });
    return Spans;
  }

private:
  static constexpr int LocalBase = -16, InBase = -1024; // below NopSlot and XSlot
  static int toLocal(int V, const std::vector<unsigned> &G, const Tail &In) {
    if (V < 0)
      return V;
    if (auto F = std::find(G.begin(), G.end(), unsigned(V)); F != G.end())
      return LocalBase - int(F - G.begin());
    for (unsigned S = 0; S < 3; ++S)
      if (In.Mid >= 0 && In.Bundle.Slot[S] == V)
        return InBase - int(S);
    return V; // not reached: a span holds only these
  }
  template <class F> static void rename(Span &Sp, F Map) {
    auto Each = [&](BundleOut &B) {
      for (int &V : B.Slot)
        V = Map(V);
    };
    for (BundleOut &B : Sp.Bundles)
      Each(B);
    Each(Sp.Entered);
    Each(Sp.Out.Bundle);
  }
  static void put(std::string &K, const InstDesc &D) {
    const model::InstInfo &I = D.Info;
    int Sys = I.SysReg ? int(I.SysReg->File) * 4096 + int(I.SysReg->Num) : -1;
    int Ind = I.Indirect ? int(*I.Indirect) : -1;
    for (int V : {int(D.Kind), int(D.LastSlotOfGroup), int(I.Class), Sys, Ind, int(I.Unit), int(I.PostIncGr)})
      K.append(reinterpret_cast<const char *>(&V), sizeof V);
  }
  static std::string keyOf(const std::vector<std::vector<const Edge *>> &Out, const std::vector<InstDesc> &Descs,
                           const std::vector<unsigned> &G, const Tail &In) {
    std::string K;
    auto Int = [&](int V) { K.append(reinterpret_cast<const char *>(&V), sizeof V); };
    Int(In.Mid);
    if (In.Mid >= 0) {
      Int(In.Bundle.Template);
      for (int V : In.Bundle.Slot) {
        Int(V < 0 ? V : 0);
        if (V >= 0)
          put(K, Descs[size_t(V)]);
      }
    }
    Int(int(G.size()));
    for (unsigned N : G)
      put(K, Descs[N]);
    for (unsigned F = 0; F < G.size(); ++F) // the edges inside the group, as SpanSearch takes them
      for (const Edge *E : Out[G[F]])
        if (auto T = std::find(G.begin(), G.end(), E->To); T != G.end()) {
          Int(int(F));
          Int(int(T - G.begin()));
        }
    return K;
  }
  std::map<std::string, std::vector<std::optional<Span>>> Memo;
};

} // namespace

struct SpanCache::Impl {
  SpanMemo Memo;
};
SpanCache::SpanCache() : P(std::make_unique<Impl>()) {}
SpanCache::~SpanCache() = default;

BundleResult bundle(const Problem &P, const Schedule &S, const std::vector<InstDesc> &Descs,
                    const model::MachineModel &MM, SpanCache *Cache) {
  BundleResult R;
  // Groups in issue order with their cycle; a group no single span holds is
  // split into a prefix that fits and the rest (rare: the capacity model
  // already keeps groups within two bundles).
  struct GroupAt {
    std::vector<unsigned> Nodes;
    int Cycle;
  };
  std::vector<GroupAt> Groups;
  // A kept empty cycle (Schedule::Kept) is a group of nops: the hardware
  // must not close it up.
  for (size_t C = 0; C < S.Groups.size(); ++C)
    if (!S.Groups[C].empty() || std::binary_search(S.Kept.begin(), S.Kept.end(), int(C)))
      Groups.push_back({S.Groups[C], int(C)});

  // Dynamic program over groups; state = how the previous group ended.
  constexpr size_t NumStates = 1 + std::size(MidStops);
  struct Cell {
    int Cost = 1 << 30;
    int PrevState = -1;
    Span How;
  };
  // Edges by source, so that each group finds its own in time linear in its size.
  std::vector<std::vector<const Edge *>> OutEdges(P.Nodes.size());
  for (const Edge &E : P.Edges)
    OutEdges[E.From].push_back(&E);
  const NopInfos Nops(MM);
  SpanMemo Local;
  SpanMemo &Shapes = Cache ? Cache->P->Memo : Local;
  std::vector<std::array<Cell, NumStates>> DP(Groups.size() + 1);
  DP[0][0].Cost = 0;
  for (size_t K = 0; K < Groups.size(); ++K) {
    for (size_t St = 0; St < NumStates; ++St) {
      if (DP[K][St].Cost >= (1 << 30))
        continue;
      Tail In;
      if (St > 0) {
        In = DP[K][St].How.Out;
      }
      auto Spans = Shapes.search(OutEdges, Descs, MM, Nops, Groups[K].Nodes, In);
      for (size_t Out = 0; Out < NumStates; ++Out) {
        if (!Spans[Out])
          continue;
        int Cost = DP[K][St].Cost + Spans[Out]->Cost;
        if (Cost < DP[K + 1][Out].Cost)
          DP[K + 1][Out] = Cell{Cost, int(St), *Spans[Out]};
      }
    }
    bool Any = std::any_of(DP[K + 1].begin(), DP[K + 1].end(), [](const Cell &C) { return C.Cost < (1 << 30); });
    if (!Any && Groups[K].Nodes.empty()) {
      // A kept cycle no layout fills (never expected): the cycle closes up.
      Groups.erase(Groups.begin() + long(K));
      DP.erase(DP.begin() + long(K) + 1);
      --K;
      continue;
    }
    if (!Any && Groups[K].Nodes.size() == 1) {
      // No template holds it at all: report (the verifier then rejects the
      // region and the driver falls back), never drop silently.
      R.Unplaced.push_back(Groups[K].Nodes[0]);
      Groups.erase(Groups.begin() + long(K));
      DP.erase(DP.begin() + long(K) + 1);
      --K; // the next group takes this one's place
      continue;
    }
    if (!Any) {
      // Split the group: its first instruction alone, then the rest.
      GroupAt Rest = Groups[K];
      Rest.Nodes.erase(Rest.Nodes.begin());
      Groups[K].Nodes.resize(1);
      Groups.insert(Groups.begin() + long(K) + 1, Rest);
      DP.insert(DP.begin() + long(K) + 1, std::array<Cell, NumStates>{});
      ++R.SplitGroups;
      --K; // redo this group
      continue;
    }
  }
  // An open tail at the very end leaves nop slots: count them.
  auto endCost = [&](size_t St) {
    return DP[Groups.size()][St].Cost + (St == 0 ? 0 : int(3 - MidStops[St - 1].K));
  };
  size_t BestEnd = 0;
  for (size_t St = 1; St < NumStates; ++St)
    if (endCost(St) < endCost(BestEnd))
      BestEnd = St;
  // Walk back to recover each group's span.
  std::vector<const Span *> Chosen(Groups.size());
  size_t St = BestEnd;
  for (size_t K = Groups.size(); K-- > 0;) {
    Chosen[K] = &DP[K + 1][St].How;
    St = size_t(DP[K + 1][St].PrevState);
  }
  std::optional<size_t> OpenIndex; // bundle in R.Bundles still open
  for (size_t K = 0; K < Groups.size(); ++K) {
    const Span &Sp = *Chosen[K];
    if (Sp.EnteredOpen && OpenIndex) {
      BundleOut Done = Sp.Entered;
      Done.Cycle = R.Bundles[*OpenIndex].Cycle;
      R.Bundles[*OpenIndex] = Done;
      OpenIndex.reset();
    }
    for (BundleOut B : Sp.Bundles) {
      B.Cycle = Groups[K].Cycle;
      R.Bundles.push_back(B);
    }
    if (Sp.Out.Mid >= 0) {
      BundleOut B = Sp.Out.Bundle;
      B.Cycle = Groups[K].Cycle;
      R.Bundles.push_back(B);
      OpenIndex = R.Bundles.size() - 1;
    }
  }
  for (BundleOut &B : R.Bundles)
    for (unsigned S2 = 0; S2 < 3; ++S2)
      R.Nops += B.Slot[S2] == NopSlot;
  return R;
}

} // namespace epic::sched
