#include "latency-db/IssueEngine.h"
#include <algorithm>
#include <bit>

namespace epic::model {

namespace {
/// Instructions older than this many cycles cannot constrain a new group
/// (the longest latency in any model is well below it).
constexpr uint64_t Horizon = 256;
constexpr size_t RingSize = 4096, LatCacheSize = 1024, DispCacheSize = 1024;
/// Engines start with rings and caches this small and grow them on use: one
/// is made per scheduled region and per join decision, most see a few dozen
/// ids, and zeroing the full sizes (300 KB) was 5 % of a post-pass run.
constexpr size_t FirstRingSize = 128, FirstCacheSize = 64;
/// Where bubbles go when the binding rule names no counter.
constexpr std::string_view Unclassified = "BACK_END_BUBBLE.ALL";

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

/// Everything dispersal reads of an instruction, in one word.
uint64_t pack(const InstInfo &I) {
  uint64_t W = uint64_t(I.Class) | uint64_t(I.Unit) << 16;
  if (I.SysReg)
    W |= uint64_t(1) << 20 | uint64_t(I.SysReg->File) << 21 | uint64_t(I.SysReg->Num) << 29;
  if (I.Indirect)
    W |= uint64_t(1) << 45 | uint64_t(*I.Indirect) << 46;
  return W;
}

uint64_t mix(uint64_t H, uint64_t W) { return (H ^ W) * 0x9E3779B97F4A7C15ull; }

/// Marks the classes a matcher can match (an empty class list: all).
void markClasses(std::vector<uint8_t> &Out, const Matcher &M) {
  if (M.Classes.empty())
    std::fill(Out.begin(), Out.end(), 1);
  for (ClassId C : M.Classes)
    if (C < Out.size())
      Out[C] = 1;
}
void markClasses(std::vector<uint8_t> &Out, const std::vector<Matcher> &Ms) {
  for (const Matcher &M : Ms)
    markClasses(Out, M);
}

/// What a group is waiting for.
struct Binding {
  uint64_t Ready = 0;
  std::string_view Counter;
  const std::vector<CounterShare> *Shares = nullptr;
  std::optional<uint64_t> Producer, Consumer;
  const char *Why = "";
  void consider(uint64_t T, std::string_view C, const std::vector<CounterShare> *Sh,
                std::optional<uint64_t> P, uint64_t Cons, const char *W) {
    if (T <= Ready)
      return;
    Ready = T;
    Counter = C;
    Shares = Sh;
    Producer = P;
    Consumer = Cons;
    Why = W;
  }
};
} // namespace

IssueEngine::IssueEngine(const MachineModel &M)
    : MM(M), Ring(FirstRingSize), LatCache(FirstCacheSize), DispCache(FirstCacheSize) {
  size_t N = MM.classes().size();
  MayUncond.assign(N, 0);
  MayOrder.assign(N, 0);
  MayRegionMove.assign(N, 0);
  for (const UnconditionalStall &U : MM.stalls().Unconditional)
    markClasses(MayUncond, U.Match);
  for (const LatencyRule &R : MM.latencyRules())
    if (R.Dep == RuleDep::Any)
      markClasses(MayOrder, R.From);
  markClasses(MayRegionMove, MM.stalls().RegionMoveRecirculation.After);
  MaySlow.assign(N, 0);
  if (MM.stalls().SlowRegisters.Interval)
    markClasses(MaySlow, MM.stalls().SlowRegisters.Regs);
  for (size_t C = 0; C < N; ++C) {
    Sub.push_back(MM.cls(ClassId(C)).Sub);
    ClassLatency.push_back(MM.cls(ClassId(C)).Latency);
  }
  if (unsigned L = MM.stalls().StoreBufferRecirculation.LineBytes; L && (L & (L - 1)) == 0)
    LineShift = unsigned(__builtin_ctz(L));
  // Upper bound of latency(P, *, *) per producer class: its own latency and
  // every rule whose `from` could match it (registers and units ignored).
  // (Engines are made per region: no per-rule allocation or pass over every class.)
  MaxLatFrom = ClassLatency;
  for (const LatencyRule &R : MM.latencyRules()) {
    if (R.Dep == RuleDep::Any)
      MaxAnyLatency = std::max(MaxAnyLatency, R.Cycles);
    bool All = R.From.empty() ||
               std::any_of(R.From.begin(), R.From.end(), [](const Matcher &M) { return M.Classes.empty(); });
    if (All) {
      for (unsigned &L : MaxLatFrom)
        L = std::max(L, R.Cycles);
      continue;
    }
    for (const Matcher &M : R.From)
      for (ClassId C : M.Classes)
        if (C < N)
          MaxLatFrom[C] = std::max(MaxLatFrom[C], R.Cycles);
  }
}

IssueEngine::IssueEngine(const IssueEngine &O)
    : MM(O.MM), Cycle(O.Cycle), Groups(O.Groups), Bubbles(O.Bubbles), Ring(O.Ring), Overflow(O.Overflow),
      OrderSources(O.OrderSources), Pending(O.Pending), RegionMoves(O.RegionMoves), Stores(O.Stores),
      LastOrderSource(O.LastOrderSource), LastRegionMove(O.LastRegionMove), LastSlow(O.LastSlow),
      LastSlowId(O.LastSlowId), SettledBy(O.SettledBy),
      CounterNames(O.CounterNames), CounterCounts(O.CounterCounts), CounterIndex(O.CounterIndex),
      CounterFast(O.CounterFast), MayUncond(O.MayUncond), MayOrder(O.MayOrder), MayRegionMove(O.MayRegionMove),
      MaySlow(O.MaySlow),
      Sub(O.Sub), ClassLatency(O.ClassLatency), MaxLatFrom(O.MaxLatFrom), MaxAnyLatency(O.MaxAnyLatency),
      LineShift(O.LineShift),
      LatCache(O.LatCache), DispCache(O.DispCache), LatMisses(O.LatMisses), DispMisses(O.DispMisses) {}

void IssueEngine::growRing(uint64_t Id) {
  // While every id stored is below the ring's size no two share a slot, so
  // the grown ring holds what a full-size ring would (same slots, nothing
  // in Overflow): growing never changes what the engine finds.
  size_t Size = Id >= RingSize ? RingSize : std::max(Ring.size() * 2, size_t(std::bit_ceil(Id + 1)));
  std::vector<RingSlot> Grown(Size);
  for (const RingSlot &S : Ring)
    if (S.Id != ~uint64_t(0))
      Grown[S.Id & (Size - 1)] = S;
  Ring = std::move(Grown);
}

template <typename Slot> static void growCache(std::vector<Slot> &Cache, size_t &Misses, size_t Max) {
  // A memo of a pure function: its size changes speed only.
  if (++Misses > 2 * Cache.size() && Cache.size() < Max) {
    Cache.assign(Cache.size() * 4 > Max ? Max : Cache.size() * 4, Slot{});
    Misses = 0;
  }
}

Latency IssueEngine::latency(const InstInfo &P, const InstInfo &C, DepKind K) {
  if (P.SysReg || P.Indirect || C.SysReg || C.Indirect)
    return MM.latency(P, C, K);
  uint64_t Key = uint64_t(P.Class) | uint64_t(P.Unit) << 16 | uint64_t(C.Class) << 24 |
                 uint64_t(C.Unit) << 40 | uint64_t(K) << 48;
  uint64_t H = mix(0, Key) >> 54;
  if (LatSlot &S = LatCache[H & (LatCache.size() - 1)]; S.Key == Key)
    return S.L;
  growCache(LatCache, LatMisses, LatCacheSize);
  LatSlot &S = LatCache[H & (LatCache.size() - 1)];
  S.Key = Key;
  S.L = MM.latency(P, C, K);
  return S.L;
}

const DispersalResult &IssueEngine::disperse(const std::vector<IssueBundle> &T, size_t B, unsigned S,
                                             bool HasSecond) {
  std::array<uint64_t, 7> Key{};
  Key[0] = uint64_t(T[B].Template) | uint64_t(HasSecond ? T[B + 1].Template : 0xff) << 8 | uint64_t(S) << 16;
  uint64_t H = mix(0, Key[0]);
  for (unsigned W = 0; W < (HasSecond ? 6u : 3u); ++W) {
    const auto &Slot = T[B + W / 3].Slots[W % 3];
    Key[1 + W] = Slot ? pack(Slot->Info) : 0;
    H = mix(H, Key[1 + W]);
  }
  H >>= 54;
  if (DispSlot &D = DispCache[H & (DispCache.size() - 1)]; D.Valid && D.Key == Key)
    return D.D;
  growCache(DispCache, DispMisses, DispCacheSize);
  DispSlot &D = DispCache[H & (DispCache.size() - 1)];
  BundleView First = viewOf(T[B]), Second;
  if (HasSecond)
    Second = viewOf(T[B + 1]);
  D.D = MM.disperse(First, HasSecond ? &Second : nullptr, S);
  D.Key = Key;
  D.Valid = true;
  return D.D;
}

const IssueEngine::Issued *IssueEngine::findDone(uint64_t Id) const {
  const RingSlot &S = Ring[Id & (Ring.size() - 1)];
  if (S.Id == Id)
    return &S.I;
  if (Overflow.empty())
    return nullptr;
  auto It = Overflow.find(Id);
  return It == Overflow.end() ? nullptr : &It->second;
}

void IssueEngine::remember(uint64_t Id, const InstInfo &Info, uint64_t At) {
  if (Id >= Ring.size() && Ring.size() < RingSize)
    growRing(Id);
  RingSlot &S = Ring[Id & (Ring.size() - 1)];
  if (S.Id != ~uint64_t(0) && S.Id != Id && S.I.Cycle + Horizon >= At)
    Overflow[S.Id] = S.I;
  S.Id = Id;
  S.I = Issued{Info, At};
  if (Info.Class < MaxLatFrom.size())
    SettledBy = std::max(SettledBy, At + MaxLatFrom[Info.Class]);
  if (Rec)
    Rec->Issued.push_back({Id, At});
}

uint16_t IssueEngine::counterIndex(std::string_view Counter) {
  CounterMemo &M = CounterFast[(reinterpret_cast<uintptr_t>(Counter.data()) >> 3) & (CounterFast.size() - 1)];
  if (M.Data == Counter.data() && M.Size == Counter.size() && M.Data)
    return M.Index;
  auto It = CounterIndex.find(Counter);
  uint16_t Idx;
  if (It != CounterIndex.end()) {
    Idx = It->second;
  } else {
    Idx = uint16_t(CounterNames.size());
    CounterNames.emplace_back(Counter);
    CounterCounts.push_back(0);
    CounterIndex.emplace(std::string(Counter), Idx);
  }
  M = {Counter.data(), Counter.size(), Idx};
  return Idx;
}

void IssueEngine::count(std::string_view Counter, uint64_t N) {
  uint16_t Idx = counterIndex(Counter);
  CounterCounts[Idx] += N;
  if (Rec)
    Rec->Counts.push_back({Idx, uint32_t(N)});
}

void IssueEngine::stall(uint64_t Until, std::string_view Counter, const std::vector<CounterShare> *Shares,
                        std::optional<uint64_t> Producer, std::optional<uint64_t> Consumer,
                        const char *Why) {
  if (Until <= Cycle)
    return;
  unsigned N = unsigned(Until - Cycle);
  // A rule with a breakdown (rfi -> ANY: BRU 1, XPN 8, FE 3) charges its
  // counters in order; bubbles beyond the breakdown go to the main counter.
  unsigned Left = N;
  if (Shares)
    for (const CounterShare &S : *Shares) {
      unsigned Take = std::min(Left, S.Bubbles);
      if (Take)
        count(S.Counter, Take);
      Left -= Take;
    }
  std::string_view Main = Counter.empty() || Counter == "none" ? Unclassified : Counter;
  if (Left)
    count(Main, Left);
  if (!Listeners.empty()) {
    StallEvent E{Cycle, N, std::string(Main), Producer, Consumer, Why};
    for (IssueListener *L : Listeners)
      L->onStall(E);
  }
  Bubbles += N;
  Cycle = Until;
}

void IssueEngine::chargeStall(unsigned N, const std::string &Counter, const std::string &Why,
                              std::optional<uint64_t> Producer) {
  stall(Cycle + N, Counter, nullptr, Producer, std::nullopt, Why.c_str());
}

std::optional<uint64_t> IssueEngine::issueCycle(uint64_t Id) const {
  if (const Issued *I = findDone(Id))
    return I->Cycle;
  return std::nullopt;
}

IssuePos IssueEngine::issue(const std::vector<IssueBundle> &T, unsigned Start, bool Final) {
  size_t B = 0;
  unsigned S = Start;
  if (S >= 3) {
    B += S / 3;
    S %= 3;
  }
  while (B < T.size()) {
    bool FirstEnds = false;
    for (unsigned W = S; W < 3; ++W)
      if (const IssueInst *I = slotAt(T, B, W); I && I->EndsGroup)
        FirstEnds = true;
    bool HasSecond = !FirstEnds && B + 1 < T.size();
    if (!FirstEnds && !HasSecond && !Final)
      break; // the window reaches into a bundle not seen yet
    const DispersalResult &D = disperse(T, B, S, HasSecond);
    unsigned End = std::max(D.End, S + 1);
    SplitReason Reason = D.Reason;
    // Paper S2: one slow-register access per interval, so a second one in
    // the window splits the group there (and its group waits, below).
    bool SeenSlow = false;
    for (unsigned W = S; W < End; ++W)
      if (const IssueInst *I = slotAt(T, B, W); I && slowAccess(*I)) {
        if (SeenSlow) {
          End = W;
          Reason = SplitReason::SplitRule;
          break;
        }
        SeenSlow = true;
      }
    bool TakenEnds = false;
    for (unsigned W = S; W < End; ++W)
      if (const IssueInst *I = slotAt(T, B, W); I && I->EndsGroup) {
        End = W + 1; // a taken branch ends the group
        TakenEnds = true;
        break;
      }

    // A pairwise rule (paper T4/T5, `dep: any`) means one thing to the
    // scheduler (scheduler/DepGraph: the later instruction goes to a later
    // group, a "-> ANY" source ends its group) and here: the instruction it
    // delays never issues in its source's cycle, so the group splits before
    // it (`mov psr.um=r2` then `add` without a stop: 5 cycles apart, as
    // the paper measured them with a stop).
    for (unsigned W = S; W + 1 < End; ++W) {
      const IssueInst *I = slotAt(T, B, W);
      if (!I || I->Nullified || !MayOrder[I->Info.Class] || !MM.hasOrderRules(I->Info))
        continue;
      for (unsigned X = W + 1; X < End; ++X)
        if (const IssueInst *J = slotAt(T, B, X); J && latency(I->Info, J->Info, DepKind::Order).Cycles > 0) {
          End = X;
          Reason = SplitReason::SplitRule;
          break;
        }
    }

    Members.clear();
    for (unsigned W = S; W < End; ++W)
      if (const IssueInst *I = slotAt(T, B, W))
        Members.push_back(I);

    // When may the group go? The in-order scoreboard stalls the whole group
    // until its most demanding member is satisfied.
    Binding Bind;
    Bind.Ready = Cycle;
    for (const IssueInst *I : Members) {
      for (auto [P, K] : I->Deps) {
        const Issued *Src = findDone(P);
        if (!Src)
          continue;
        Latency L = latency(Src->Info, I->Info, K);
        Bind.consider(Src->Cycle + L.Cycles, L.Counter, L.Rule ? &L.Rule->Shares : nullptr, P,
                      I->Id, L.Rule ? "rule" : "latency");
      }
      for (uint64_t R : OrderSources) {
        const Issued *Src = findDone(R);
        if (!Src)
          continue;
        Latency L = latency(Src->Info, I->Info, DepKind::Order);
        Bind.consider(Src->Cycle + L.Cycles, L.Counter, L.Rule ? &L.Rule->Shares : nullptr, R, I->Id,
                      "rule");
      }
      // Paper S2: ar.itc, the interrupt-control CRs and the PMU registers
      // take one access every `interval` cycles.
      if (LastSlow && slowAccess(*I))
        Bind.consider(*LastSlow + MM.stalls().SlowRegisters.Interval, MM.stalls().SlowRegisters.Counter, nullptr,
                      LastSlowId, I->Id, "slow register");
      // A drain waits for every earlier result, except where a measured
      // pairwise rule says how long this instruction waits for that producer
      // (paper T5: mov =psr -> srlz is 2 although the PSR read takes 12).
      if (MayUncond[I->Info.Class])
        if (const UnconditionalStall *U = MM.unconditionalStall(I->Info); U && U->Drain) {
          if (Rec)
            Rec->Replayable = false;
          for (const InFlight &F : Pending)
            if (F.DoneAt > Bind.Ready && !latency(F.Info, I->Info, DepKind::Order).Rule)
              Bind.consider(F.DoneAt, U->Counter, nullptr, F.Id, I->Id, "drain");
        }
    }
    stall(Bind.Ready, Bind.Counter, Bind.Shares, Bind.Producer, Bind.Consumer, Bind.Why);

    unsigned Extra = 0;
    std::string_view ExtraCounter;
    uint64_t ExtraBy = 0;
    if (!Pending.empty())
      std::erase_if(Pending, [&](const InFlight &F) { return F.DoneAt <= Cycle; });
    for (const IssueInst *I : Members) {
      remember(I->Id, I->Info, Cycle);
      if (unsigned Lat = ClassLatency[I->Info.Class]; Lat > 1)
        Pending.push_back({I->Info, I->Id, Cycle + Lat});
      if (I->Nullified)
        continue;
      if (slowAccess(*I)) {
        LastSlow = Cycle;
        LastSlowId = I->Id;
        if (Rec)
          Rec->Replayable = false;
      }
      if (MayOrder[I->Info.Class] && MM.hasOrderRules(I->Info)) {
        OrderSources.push_back(I->Id);
        LastOrderSource = Cycle;
        if (Rec)
          Rec->Replayable = false;
      }
      if (MayUncond[I->Info.Class])
        if (const UnconditionalStall *U = MM.unconditionalStall(I->Info)) {
          if (Rec)
            Rec->Replayable = false;
          unsigned X = U->Bubbles + U->PerRegister * I->RseRegisters;
          if (X > Extra) {
            Extra = X;
            ExtraCounter = U->Counter;
            ExtraBy = I->Id;
          }
        }
    }
    if (!Listeners.empty()) {
      GroupEvent G{Cycle, B, S, End, Reason, D.Port, {}};
      for (const IssueInst *I : Members)
        G.Insts.push_back(I->Id);
      for (IssueListener *L : Listeners)
        L->onGroup(G);
    }
    ++Groups;
    ++Cycle;
    if (Extra)
      stall(Cycle + Extra, ExtraCounter, nullptr, std::nullopt, ExtraBy, "unconditional");
    recirculation(Members);

    // After a taken branch the rest of its bundle never issues: the next
    // group starts at the target, the next bundle of the trace (not at the
    // branch's empty neighbour slots, which would cost a cycle of their own).
    if (TakenEnds && End % 3 != 0)
      End += 3 - End % 3;
    B += End / 3;
    S = End % 3;

    // Forget what can no longer matter.
    if (Groups % 512 == 0)
      cleanup();
  }
  return {B, S};
}

void IssueEngine::cleanup() {
  for (auto It = Overflow.begin(); It != Overflow.end();)
    It = It->second.Cycle + Horizon < Cycle ? Overflow.erase(It) : std::next(It);
  std::erase_if(OrderSources, [&](uint64_t Id) {
    const Issued *I = findDone(Id);
    return !I || I->Cycle + Horizon < Cycle;
  });
  std::erase_if(RegionMoves, [&](const auto &R) { return R.first + Horizon < Cycle; });
}

bool IssueEngine::quietFrom(uint64_t At) const {
  if (LastOrderSource && *LastOrderSource + MaxAnyLatency > At)
    return false;
  const auto &Dcu = MM.stalls().RegionMoveRecirculation;
  if (LastRegionMove && Dcu.Penalty && *LastRegionMove + Dcu.Distance >= At)
    return false;
  return true;
}

const InstInfo *IssueEngine::issuedInfo(uint64_t Id, uint64_t &At) const {
  const Issued *I = findDone(Id);
  if (!I)
    return nullptr;
  At = I->Cycle;
  return &I->Info;
}

void IssueEngine::prepare(BlockOutcome &O, const std::vector<InstInfo> &Infos) {
  if (O.Prepared)
    return;
  O.Prepared = true;
  for (size_t I = 0; I < Infos.size(); ++I) {
    if (ClassLatency[Infos[I].Class] > 1)
      O.Long.push_back(uint32_t(I));
    O.Settle = std::max(O.Settle, O.IssueAt[I] + MaxLatFrom[Infos[I].Class]);
  }
}

void IssueEngine::replay(BlockOutcome &O, const std::vector<InstInfo> &Infos, uint64_t FirstId,
                         const uint32_t *StoreIdx, const uint64_t *Addr, size_t NumStores) {
  prepare(O, Infos);
  if (Ring.size() < RingSize)
    growRing(RingSize);
  const uint64_t Start = Cycle;
  const size_t N = Infos.size();
  const InstInfo *In = Infos.data();
  const uint32_t *IssueAt = O.IssueAt.data();
  RingSlot *R = Ring.data();
  for (size_t I = 0; I < N; ++I) {
    const uint64_t Id = FirstId + I, At = Start + IssueAt[I];
    RingSlot &S = R[Id & (RingSize - 1)];
    if (S.I.Cycle + Horizon >= At && S.Id != ~uint64_t(0)) [[unlikely]]
      Overflow[S.Id] = S.I;
    S.Id = Id;
    S.I.Cycle = At;
    S.I.Info = In[I];
  }
  for (uint32_t I : O.Long)
    Pending.push_back({Infos[I], FirstId + I, Start + O.IssueAt[I] + ClassLatency[Infos[I].Class]});
  SettledBy = std::max(SettledBy, Start + O.Settle);
  uint64_t GroupsBefore = Groups;
  Cycle += O.Cycles;
  Groups += O.Groups;
  Bubbles += O.Bubbles;
  for (auto [Idx, N] : O.Counts)
    CounterCounts[Idx] += N;
  // What the issue loop forgets group by group (nothing it forgets could
  // still matter to a later group).
  if (!Pending.empty() && Pending.front().DoneAt <= Cycle)
    std::erase_if(Pending, [&](const InFlight &F) { return F.DoneAt <= Cycle; });
  const auto &Sb = MM.stalls().StoreBufferRecirculation;
  if (Sb.LineBytes) {
    for (size_t K = 0; K < NumStores; ++K)
      Stores.push_back({lineOf(Addr[StoreIdx[K]]), Start + IssueAt[StoreIdx[K]], FirstId + StoreIdx[K]});
    if (!Stores.empty() && Stores.front().Cycle + Sb.Window < Cycle)
      std::erase_if(Stores, [&](const RecentStore &S) { return S.Cycle + Sb.Window < Cycle; });
  }
  if (GroupsBefore / 512 != Groups / 512)
    cleanup();
}

// A group holds at most two bundles, so no RingSize ids issue within
// Horizon cycles: an id is overwritten in the ring only after it stopped
// mattering, and replayMany may skip writing the ids later ones overwrite.
static_assert(RingSize > 6 * (Horizon + 1), "the ring must outlast the horizon");

void IssueEngine::replayMany(BlockOutcome &O, const std::vector<InstInfo> &Infos, uint64_t FirstId, uint64_t K,
                             const uint32_t *StoreIdx, const uint64_t *LastLines, size_t LastPasses,
                             size_t NumStores) {
  if (!K)
    return;
  prepare(O, Infos);
  if (Ring.size() < RingSize)
    growRing(RingSize);
  const uint64_t Start = Cycle, N = Infos.size(), C = O.Cycles, End = Start + K * C;
  // Only the last passes leave something kept: ids left in the ring,
  // results not complete at the end, stores still in the window.
  const uint64_t RingFrom = N * K > RingSize ? K - RingSize / std::max<uint64_t>(N, 1) - 1 : 0;
  // (No check for entries to keep in Overflow: by the assertion above, the
  // ids these overwrite are past the horizon.)
  RingSlot *const R = Ring.data();
  const uint32_t *const IssueAt = O.IssueAt.data();
  const InstInfo *const In = Infos.data();
  for (uint64_t It = RingFrom; It < K; ++It) {
    const uint64_t Id0 = FirstId + It * N, At0 = Start + It * C;
    for (size_t I = 0; I < N; ++I) {
      RingSlot &S = R[(Id0 + I) & (RingSize - 1)];
      S.Id = Id0 + I;
      S.I.Cycle = At0 + IssueAt[I];
      S.I.Info = In[I];
    }
  }
  unsigned LongSpan = 0;
  for (uint32_t I : O.Long)
    LongSpan = std::max(LongSpan, O.IssueAt[I] + ClassLatency[Infos[I].Class]);
  const uint64_t LongPasses = LongSpan / std::max<uint64_t>(C, 1) + 2;
  for (uint64_t It = K > LongPasses ? K - LongPasses : 0; It < K; ++It)
    for (uint32_t I : O.Long)
      Pending.push_back({Infos[I], FirstId + It * N + I, Start + It * C + O.IssueAt[I] + ClassLatency[Infos[I].Class]});
  SettledBy = std::max(SettledBy, Start + (K - 1) * C + O.Settle);
  const uint64_t GroupsBefore = Groups;
  Cycle = End;
  Groups += K * O.Groups;
  Bubbles += K * O.Bubbles;
  for (auto [Idx, Num] : O.Counts)
    CounterCounts[Idx] += K * Num;
  std::erase_if(Pending, [&](const InFlight &F) { return F.DoneAt <= Cycle; });
  const auto &Sb = MM.stalls().StoreBufferRecirculation;
  if (Sb.LineBytes) {
    const uint64_t Kept = std::min<uint64_t>({storePassesKept(C), K, LastPasses});
    for (uint64_t It = K - Kept; It < K; ++It) {
      const uint64_t *A = LastLines + (LastPasses - (K - It)) * NumStores;
      for (size_t S = 0; S < NumStores; ++S)
        Stores.push_back({A[S], Start + It * C + O.IssueAt[StoreIdx[S]], FirstId + It * N + StoreIdx[S]});
    }
    std::erase_if(Stores, [&](const RecentStore &S) { return S.Cycle + Sb.Window < Cycle; });
  }
  if (GroupsBefore / 512 != Groups / 512)
    cleanup();
}

// Called after a group issued (Cycle is one past its issue cycle). A replayed
// load/store costs the model's penalty, charged before the next group.
void IssueEngine::recirculation(const std::vector<const IssueInst *> &Members) {
  const Stalls &St = MM.stalls();
  uint64_t At = Cycle - 1; // the group's issue cycle
  const auto &Dcu = St.RegionMoveRecirculation;
  const auto &Sb = St.StoreBufferRecirculation;
  if (RegionMoves.empty() && Stores.empty() &&
      std::none_of(Members.begin(), Members.end(), [&](const IssueInst *I) {
        return Sub[I->Info.Class] == Subtype::Store || MayRegionMove[I->Info.Class];
      }))
    return; // nothing to recirculate against, nothing to remember
  std::optional<uint64_t> DcuBy, SbBy;
  uint64_t DcuAt = 0, SbAt = 0;
  for (const IssueInst *I : Members) {
    Subtype Sb0 = Sub[I->Info.Class];
    if (Sb0 == Subtype::None)
      continue;
    // Paper S5.3.3: a load or store exactly `distance` cycles after a move to rr/pkr.
    for (auto [C, Id] : RegionMoves)
      if (Dcu.Penalty && C + Dcu.Distance == At && !DcuBy) {
        DcuBy = Id;
        DcuAt = I->Id;
      }
    // Paper S5.3.3: a load after a store to the same line within `window` cycles.
    if (Sb0 == Subtype::Load && I->MemAddress != IssueInst::NoAddress && Sb.Penalty && Sb.LineBytes)
      for (const RecentStore &S : Stores)
        if (S.Line == lineOf(I->MemAddress) && S.Cycle < At && At - S.Cycle <= Sb.Window && !SbBy) {
          SbBy = S.Id;
          SbAt = I->Id;
        }
  }
  for (const IssueInst *I : Members) {
    if (MayRegionMove[I->Info.Class] && MM.isRegionMove(I->Info)) {
      RegionMoves.push_back({At, I->Id});
      LastRegionMove = At;
      if (Rec)
        Rec->Replayable = false;
    }
    if (Sub[I->Info.Class] == Subtype::Store && I->MemAddress != IssueInst::NoAddress && Sb.LineBytes)
      Stores.push_back({lineOf(I->MemAddress), At, I->Id});
  }
  std::erase_if(Stores, [&](const RecentStore &S) { return S.Cycle + Sb.Window < At; });
  if (DcuBy)
    stall(Cycle + Dcu.Penalty, Dcu.Counter, nullptr, DcuBy, DcuAt, "recirculation");
  if (SbBy)
    stall(Cycle + Sb.Penalty, Sb.Counter, nullptr, SbBy, SbAt, "recirculation");
}

std::map<std::string, uint64_t> IssueEngine::counterTotals() const {
  std::map<std::string, uint64_t> Out;
  for (size_t I = 0; I < CounterNames.size(); ++I)
    if (CounterCounts[I])
      Out[CounterNames[I]] = CounterCounts[I];
  // Roll leaf counts up the declared tree (children before parents does not
  // matter: each leaf adds itself to every ancestor).
  for (size_t I = 0; I < CounterNames.size(); ++I) {
    uint64_t N = CounterCounts[I];
    if (!N)
      continue;
    std::string Cur = CounterNames[I];
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
