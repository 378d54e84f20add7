#include "latency-db/IssueEngine.h"
#include <algorithm>

namespace epic::model {

namespace {
/// Instructions older than this many cycles cannot constrain a new group
/// (the longest latency in any model is well below it).
constexpr uint64_t Horizon = 256;
/// Where bubbles go when the binding rule names no counter.
constexpr const char *Unclassified = "BACK_END_BUBBLE.ALL";

BundleView viewOf(const IssueBundle &B) {
  BundleView V;
  V.Template = B.Template;
  for (size_t S = 0; S < 3; ++S)
    if (B.Slots[S])
      V.Slots[S] = B.Slots[S]->Info;
  return V;
}

const IssueInst *slotAt(const std::vector<IssueBundle> &T, size_t B, unsigned W) {
  size_t Idx = B + W / 3;
  if (Idx >= T.size())
    return nullptr;
  const auto &S = T[Idx].Slots[W % 3];
  return S ? &*S : nullptr;
}

/// What a group is waiting for.
struct Binding {
  uint64_t Ready = 0;
  std::string Counter;
  std::vector<CounterShare> Shares;
  std::optional<uint64_t> Producer, Consumer;
  std::string Why;
  void consider(uint64_t T, std::string_view C, const std::vector<CounterShare> *Sh,
                std::optional<uint64_t> P, uint64_t Cons, const char *W) {
    if (T <= Ready)
      return;
    Ready = T;
    Counter = std::string(C);
    Shares = Sh ? *Sh : std::vector<CounterShare>{};
    Producer = P;
    Consumer = Cons;
    Why = W;
  }
};
} // namespace

void IssueEngine::stall(uint64_t Until, std::string Counter, std::vector<CounterShare> Shares,
                        std::optional<uint64_t> Producer, std::optional<uint64_t> Consumer,
                        std::string Why) {
  if (Until <= Cycle)
    return;
  unsigned N = unsigned(Until - Cycle);
  // A rule with a breakdown (rfi -> ANY: BRU 1, XPN 8, FE 3) charges its
  // counters in order; bubbles beyond the breakdown go to the main counter.
  unsigned Left = N;
  for (const CounterShare &S : Shares) {
    unsigned Take = std::min(Left, S.Bubbles);
    if (Take)
      Counts[S.Counter] += Take;
    Left -= Take;
  }
  if (Left)
    Counts[Counter.empty() || Counter == "none" ? Unclassified : Counter] += Left;
  StallEvent E{Cycle, N, Counter.empty() || Counter == "none" ? Unclassified : Counter,
               Producer, Consumer, std::move(Why)};
  for (IssueListener *L : Listeners)
    L->onStall(E);
  Bubbles += N;
  Cycle = Until;
}

void IssueEngine::chargeStall(unsigned N, const std::string &Counter, const std::string &Why,
                              std::optional<uint64_t> Producer) {
  stall(Cycle + N, Counter, {}, Producer, std::nullopt, Why);
}

std::optional<uint64_t> IssueEngine::issueCycle(uint64_t Id) const {
  auto It = Done.find(Id);
  if (It == Done.end())
    return std::nullopt;
  return It->second.Cycle;
}

void IssueEngine::run(const std::vector<IssueBundle> &T) {
  size_t B = 0;
  unsigned S = 0;
  while (B < T.size()) {
    BundleView First = viewOf(T[B]), Second;
    bool FirstEnds = false;
    for (unsigned W = S; W < 3; ++W)
      if (const IssueInst *I = slotAt(T, B, W); I && I->EndsGroup)
        FirstEnds = true;
    bool HasSecond = !FirstEnds && B + 1 < T.size();
    if (HasSecond)
      Second = viewOf(T[B + 1]);
    DispersalResult D = MM.disperse(First, HasSecond ? &Second : nullptr, S);
    unsigned End = std::max(D.End, S + 1);
    for (unsigned W = S; W < End; ++W)
      if (const IssueInst *I = slotAt(T, B, W); I && I->EndsGroup) {
        End = W + 1; // a taken branch ends the group
        break;
      }

    std::vector<const IssueInst *> Members;
    for (unsigned W = S; W < End; ++W)
      if (const IssueInst *I = slotAt(T, B, W))
        Members.push_back(I);

    // When may the group go? The in-order scoreboard stalls the whole group
    // until its most demanding member is satisfied.
    Binding Bind;
    Bind.Ready = Cycle;
    for (const IssueInst *I : Members) {
      for (auto [P, K] : I->Deps) {
        auto It = Done.find(P);
        if (It == Done.end())
          continue;
        Latency L = MM.latency(It->second.Info, I->Info, K);
        Bind.consider(It->second.Cycle + L.Cycles, L.Counter, L.Rule ? &L.Rule->Shares : nullptr, P,
                      I->Id, L.Rule ? "rule" : "latency");
      }
      for (uint64_t R : OrderSources) {
        const Issued &Src = Done.at(R);
        Latency L = MM.latency(Src.Info, I->Info, DepKind::Order);
        Bind.consider(Src.Cycle + L.Cycles, L.Counter, L.Rule ? &L.Rule->Shares : nullptr, R, I->Id,
                      "rule");
      }
      // A drain waits for every earlier result, except where a measured
      // pairwise rule says how long this instruction waits for that producer
      // (paper T5: mov =psr -> srlz is 2 although the PSR read takes 12).
      if (const UnconditionalStall *U = MM.unconditionalStall(I->Info); U && U->Drain)
        for (const InFlight &F : Pending)
          if (F.DoneAt > Bind.Ready && !MM.latency(F.Info, I->Info, DepKind::Order).Rule)
            Bind.consider(F.DoneAt, U->Counter, nullptr, F.Id, I->Id, "drain");
    }
    stall(Bind.Ready, Bind.Counter, Bind.Shares, Bind.Producer, Bind.Consumer, Bind.Why);

    GroupEvent G{Cycle, B, S, End, D.Reason, D.Port, {}};
    unsigned Extra = 0;
    std::string ExtraCounter;
    uint64_t ExtraBy = 0;
    std::erase_if(Pending, [&](const InFlight &F) { return F.DoneAt <= Cycle; });
    for (const IssueInst *I : Members) {
      G.Insts.push_back(I->Id);
      Done[I->Id] = Issued{I->Info, Cycle};
      if (unsigned Lat = MM.cls(I->Info.Class).Latency; Lat > 1)
        Pending.push_back({I->Info, I->Id, Cycle + Lat});
      if (MM.hasOrderRules(I->Info))
        OrderSources.push_back(I->Id);
      if (const UnconditionalStall *U = MM.unconditionalStall(I->Info)) {
        unsigned X = U->Bubbles + U->PerRegister * I->RseRegisters;
        if (X > Extra) {
          Extra = X;
          ExtraCounter = U->Counter;
          ExtraBy = I->Id;
        }
      }
    }
    for (IssueListener *L : Listeners)
      L->onGroup(G);
    ++Groups;
    ++Cycle;
    if (Extra)
      stall(Cycle + Extra, ExtraCounter, {}, std::nullopt, ExtraBy, "unconditional");
    recirculation(Members);

    B += End / 3;
    S = End % 3;

    // Forget what can no longer matter.
    if (Groups % 512 == 0) {
      for (auto It = Done.begin(); It != Done.end();)
        It = It->second.Cycle + Horizon < Cycle ? Done.erase(It) : std::next(It);
      std::erase_if(OrderSources, [&](uint64_t Id) { return !Done.count(Id); });
      std::erase_if(RegionMoves, [&](const auto &R) { return R.first + Horizon < Cycle; });
    }
  }
}

// Called after a group issued (Cycle is one past its issue cycle). A replayed
// load/store costs the model's penalty, charged before the next group.
void IssueEngine::recirculation(const std::vector<const IssueInst *> &Members) {
  const Stalls &St = MM.stalls();
  uint64_t At = Cycle - 1; // the group's issue cycle
  const auto &Dcu = St.RegionMoveRecirculation;
  const auto &Sb = St.StoreBufferRecirculation;
  std::optional<uint64_t> DcuBy, SbBy;
  uint64_t DcuAt = 0, SbAt = 0;
  for (const IssueInst *I : Members) {
    Subtype Sub = MM.cls(I->Info.Class).Sub;
    if (Sub == Subtype::None)
      continue;
    // Paper S5.3.3: a load or store exactly `distance` cycles after a move to rr/pkr.
    for (auto [C, Id] : RegionMoves)
      if (Dcu.Penalty && C + Dcu.Distance == At && !DcuBy) {
        DcuBy = Id;
        DcuAt = I->Id;
      }
    // Paper S5.3.3: a load after a store to the same line within `window` cycles.
    if (Sub == Subtype::Load && I->MemAddress != IssueInst::NoAddress && Sb.Penalty && Sb.LineBytes)
      for (const RecentStore &S : Stores)
        if (S.Line == I->MemAddress / Sb.LineBytes && S.Cycle < At && At - S.Cycle <= Sb.Window && !SbBy) {
          SbBy = S.Id;
          SbAt = I->Id;
        }
  }
  for (const IssueInst *I : Members) {
    if (MM.isRegionMove(I->Info))
      RegionMoves.push_back({At, I->Id});
    if (MM.cls(I->Info.Class).Sub == Subtype::Store && I->MemAddress != IssueInst::NoAddress && Sb.LineBytes)
      Stores.push_back({I->MemAddress / Sb.LineBytes, At, I->Id});
  }
  std::erase_if(Stores, [&](const RecentStore &S) { return S.Cycle + Sb.Window < At; });
  if (DcuBy)
    stall(Cycle + Dcu.Penalty, Dcu.Counter, {}, DcuBy, DcuAt, "recirculation");
  if (SbBy)
    stall(Cycle + Sb.Penalty, Sb.Counter, {}, SbBy, SbAt, "recirculation");
}

std::map<std::string, uint64_t> IssueEngine::counterTotals() const {
  std::map<std::string, uint64_t> Out = Counts;
  // Roll leaf counts up the declared tree (children before parents does not
  // matter: each leaf adds itself to every ancestor).
  for (const auto &[Name, N] : Counts) {
    std::string Cur = Name;
    for (int Depth = 0; Depth < 8; ++Depth) {
      auto It = std::find_if(MM.counters().begin(), MM.counters().end(),
                             [&](const CounterInfo &C) { return C.Name == Cur; });
      if (It == MM.counters().end() || It->Parent.empty())
        break;
      Out[It->Parent] += N;
      Cur = It->Parent;
    }
  }
  return Out;
}

} // namespace epic::model
