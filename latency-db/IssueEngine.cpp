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
      if (const UnconditionalStall *U = MM.unconditionalStall(I->Info); U && U->Drain)
        Bind.consider(Completion, U->Counter, nullptr, std::nullopt, I->Id, "drain");
    }
    stall(Bind.Ready, Bind.Counter, Bind.Shares, Bind.Producer, Bind.Consumer, Bind.Why);

    GroupEvent G{Cycle, B, S, End, D.Reason, D.Port, {}};
    unsigned Extra = 0;
    std::string ExtraCounter;
    for (const IssueInst *I : Members) {
      G.Insts.push_back(I->Id);
      Done[I->Id] = Issued{I->Info, Cycle};
      Completion = std::max(Completion, Cycle + MM.cls(I->Info.Class).Latency);
      if (MM.hasOrderRules(I->Info))
        OrderSources.push_back(I->Id);
      if (const UnconditionalStall *U = MM.unconditionalStall(I->Info)) {
        unsigned X = U->Bubbles + U->PerRegister * I->RseRegisters;
        if (X > Extra) {
          Extra = X;
          ExtraCounter = U->Counter;
        }
      }
    }
    for (IssueListener *L : Listeners)
      L->onGroup(G);
    ++Groups;
    ++Cycle;
    if (Extra)
      stall(Cycle + Extra, ExtraCounter, {}, std::nullopt, G.Insts.back(), "unconditional");

    B += End / 3;
    S = End % 3;

    // Forget what can no longer matter.
    if (Groups % 512 == 0) {
      for (auto It = Done.begin(); It != Done.end();)
        It = It->second.Cycle + Horizon < Cycle ? Done.erase(It) : std::next(It);
      std::erase_if(OrderSources, [&](uint64_t Id) { return !Done.count(Id); });
    }
  }
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
