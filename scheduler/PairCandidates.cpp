#include "scheduler/PairCandidates.h"
#include <algorithm>
#include <map>
#include <tuple>

namespace epic::sched {

namespace dv = isa::dv;

namespace {
bool fullFence(const InstDesc &D) { return D.EndsRegion || (D.Barrier && D.HardBarrier); }

/// The index under which the tables keep an access: a resource without
/// indices is one entry (its accesses all carry -1); -1 stands for an
/// unknown or whole index of an indexed resource, which meets every index.
int keyIndex(const dv::Access &A) {
  // A spill's UNAT bit (`.mem.offset`) makes ar.unat indexed: a spill of
  // another bit does not hide an earlier one from a later fill.
  if (!dv::resourceIndexed(A.Res) && A.Res != dv::ResourceId::ArUNAT)
    return 0;
  return A.Index < 0 ? -1 : A.Index;
}

/// Any element of the ascending `V` strictly between I and J?
bool anyBetween(const std::vector<unsigned> &V, unsigned I, unsigned J) {
  auto It = std::upper_bound(V.begin(), V.end(), I);
  return It != V.end() && *It < J;
}
} // namespace

bool isAnyRule(const model::Latency &L) {
  return L.Rule && L.Rule->To.empty() && L.Rule->Dep == model::RuleDep::Any;
}

PairCandidates::PairCandidates(const std::vector<InstDesc> &Descs, const std::vector<std::vector<dv::Access>> &Acc,
                               const std::vector<uint8_t> &QP, const model::MachineModel &MM)
    : Descs(Descs), Acc(Acc), QP(QP), MM(MM) {
  size_t N = Descs.size();
  // Everything the rule lookups and the barrier tests read of an instruction.
  using ViewKey = std::tuple<model::ClassId, std::optional<ir::Reg>, std::optional<ir::IndirectFile>, ir::Unit,
                             uint8_t, bool, bool, bool, bool>;
  std::map<ViewKey, unsigned> Views;
  ViewOf.resize(N);
  for (unsigned I = 0; I < N; ++I) {
    const InstDesc &D = Descs[I];
    const model::InstInfo &Info = D.Info;
    auto [It, New] = Views.try_emplace(ViewKey{Info.Class, Info.SysReg, Info.Indirect, Info.Unit, Info.PostIncGr,
                                               D.Plain, D.Barrier, D.HardBarrier, D.EndsRegion},
                                       unsigned(Example.size()));
    if (New)
      Example.push_back(I);
    ViewOf[I] = It->second;
  }
  ByView.resize(Example.size());
  for (unsigned V = 0; V < Example.size(); ++V) {
    AllViews.push_back(V);
    if (MM.hasOrderRules(Descs[Example[V]].Info))
      OrderedViews.push_back(V);
  }
  RuleMemo.assign(Example.size() * Example.size(), -1);
  Ordered.resize(N);
  RrPkr.resize(N);
  Slow.resize(N);
  SplitFirst.resize(N);
  SplitSecond.resize(N);
  Memory.resize(N);
  RseMove.resize(N);
  bool SlowRule = MM.stalls().SlowRegisters.Interval != 0;
  for (unsigned I = 0; I < N; ++I) {
    const model::InstInfo &Info = Descs[I].Info;
    Ordered[I] = MM.hasOrderRules(Info);
    RrPkr[I] = Info.Indirect && (*Info.Indirect == ir::IndirectFile::RR || *Info.Indirect == ir::IndirectFile::PKR);
    std::string_view C = MM.cls(Info.Class).Name;
    RseMove[I] = C == "flushrs" || C == "loadrs" || C == "alloc";
    Slow[I] = SlowRule && MM.isSlowRegisterAccess(Info);
    SplitFirst[I] = MM.inSplitBetween(Info, false);
    SplitSecond[I] = MM.inSplitBetween(Info, true);
    Memory[I] = Descs[I].ReadsMemory || Descs[I].WritesMemory;
    for (const dv::Access &A : Acc[I]) {
      if (keyIndex(A) >= 0)
        IndicesOf[unsigned(A.Res)].push_back(keyIndex(A));
      if (!A.Write)
        continue;
      Writers &W = WritesOf[{unsigned(A.Res), keyIndex(A)}];
      if (W.All.empty() || W.All.back() != I)
        W.All.push_back(I);
      if (QP[I] == 0 && (W.Unconditional.empty() || W.Unconditional.back() != I))
        W.Unconditional.push_back(I);
    }
  }
  for (auto &[R, V] : IndicesOf) {
    std::sort(V.begin(), V.end());
    V.erase(std::unique(V.begin(), V.end()), V.end());
  }
}

std::vector<int> PairCandidates::keysMeeting(const dv::Access &A) const {
  // sameResource: an unknown or whole index meets every index.
  std::vector<int> Keys{-1};
  if (keyIndex(A) >= 0)
    Keys.push_back(keyIndex(A));
  else if (auto It = IndicesOf.find(unsigned(A.Res)); It != IndicesOf.end())
    Keys.insert(Keys.end(), It->second.begin(), It->second.end());
  return Keys;
}

std::optional<bool> PairCandidates::killedBetween(const dv::Access &X, unsigned I, unsigned J) const {
  // The tables that hold writes to the same resource as X.
  std::vector<const Writers *> Lists;
  for (int Index : keysMeeting(X))
    if (auto It = WritesOf.find({unsigned(X.Res), Index}); It != WritesOf.end())
      Lists.push_back(&It->second);
  std::optional<bool> Killed;
  for (const Writers *W : Lists) {
    if (anyBetween(W->Unconditional, I, J))
      return true;
    if (anyBetween(W->All, I, J))
      Killed = false;
  }
  return Killed;
}

bool PairCandidates::ruleRelates(unsigned V, unsigned W) {
  int8_t &Memo = RuleMemo[V * Example.size() + W];
  if (Memo < 0) {
    const InstDesc &A = Descs[Example[V]], &B = Descs[Example[W]];
    // The tests of DepGraph's relate(): A's rule towards B (an ANY rule
    // skips plain B), B's rule that would hold the other way (an ANY one
    // skips plain A). An ANY rule of a barrier needs no pair of its own: the
    // barrier chain reaches every later instruction that is not plain, each
    // link carrying the rule's cycles (A's towards the next link); the
    // reverse one is the barrier's order, which the chain keeps too.
    bool R = false;
    if (Ordered[Example[V]])
      if (model::Latency L = MM.latency(A.Info, B.Info, model::DepKind::Order); L.Cycles > 0)
        R = !(isAnyRule(L) && (B.Plain || A.Barrier));
    if (!R && Ordered[Example[W]])
      if (model::Latency L = MM.latency(B.Info, A.Info, model::DepKind::Order); L.Cycles > 0)
        R = !(isAnyRule(L) && (A.Plain || B.Barrier));
    Memo = R;
  }
  return Memo;
}

std::vector<unsigned> PairCandidates::before(unsigned J) {
  std::vector<unsigned> C;
  auto take = [&](const std::vector<unsigned> &V) { C.insert(C.end(), V.begin(), V.end()); };
  const InstDesc &D = Descs[J];
  if (fullFence(D)) {
    // A fence relates to everything since the last full fence (which
    // orders the rest).
    for (unsigned I = unsigned(std::max(LastFull, 0)); I < J; ++I)
      C.push_back(I);
  } else {
    if (LastFull >= 0)
      C.push_back(unsigned(LastFull));
    if (!D.Plain && LastSoft >= 0)
      C.push_back(unsigned(LastSoft));
    if (D.Barrier)
      take(NotPlainSince);
  }
  // A rule needs an instruction with rules on one side.
  for (unsigned V : Ordered[J] ? AllViews : OrderedViews)
    if (!ByView[V].empty() && ruleRelates(V, ViewOf[J]))
      take(ByView[V]);
  if (RseMove[J])
    take(RrPkrList);
  if (Slow[J])
    take(SlowList);
  if (SplitSecond[J])
    take(SplitFirstList);
  Chained.clear();
  if (Memory[J]) {
    bool Store = D.WritesMemory;
    take(Store ? MemorySince : StoresSince);
    if (Store && MemorySince.size() >= MemoryWindow)
      Chained = MemorySince; // J becomes the chain point (advance)
    if (LastChain >= 0)
      Chained.push_back(unsigned(LastChain));
  }
  for (const dv::Access &Y : Acc[J])
    for (int Index : keysMeeting(Y))
      if (auto It = Live.find({unsigned(Y.Res), Index}); It != Live.end()) {
        take(It->second.Writes);
        if (Y.Write)
          take(It->second.Reads);
      }
  if (Descs.size() <= AllPairsUpTo) { // small regions: every pair, as before
    C.resize(J);
    for (unsigned I = 0; I < J; ++I)
      C[I] = I;
  }
  std::sort(C.begin(), C.end());
  C.erase(std::unique(C.begin(), C.end()), C.end());
  advance(J);
  return C;
}

void PairCandidates::advance(unsigned J) {
  const InstDesc &D = Descs[J];
  if (fullFence(D)) {
    LastFull = int(J);
    LastSoft = -1;
    NotPlainSince.clear();
  } else if (D.Barrier) {
    LastSoft = int(J);
    NotPlainSince.clear();
  } else if (!D.Plain) {
    NotPlainSince.push_back(J);
  }
  ByView[ViewOf[J]].push_back(J);
  if (RrPkr[J]) RrPkrList.push_back(J);
  if (Slow[J]) SlowList.push_back(J);
  if (SplitFirst[J]) SplitFirstList.push_back(J);
  if (Memory[J] && D.WritesMemory && MemorySince.size() >= MemoryWindow) {
    LastChain = int(J);
    MemorySince.clear();
    StoresSince.clear();
  } else if (Memory[J]) {
    MemorySince.push_back(J);
    if (D.WritesMemory)
      StoresSince.push_back(J);
  }
  // Reads first: an instruction that reads and writes a resource is then
  // its last writer, which later accesses reach first.
  for (const dv::Access &A : Acc[J])
    if (!A.Write) {
      auto &R = Live[{unsigned(A.Res), keyIndex(A)}].Reads;
      if (R.empty() || R.back() != J)
        R.push_back(J);
    }
  for (const dv::Access &A : Acc[J])
    if (A.Write) {
      Since &S = Live[{unsigned(A.Res), keyIndex(A)}];
      if (keyIndex(A) >= 0 && QP[J] == 0) {
        S.Writes.assign(1, J);
        S.Reads.clear();
      } else if (S.Writes.empty() || S.Writes.back() != J) {
        S.Writes.push_back(J);
      }
    }
}

} // namespace epic::sched
