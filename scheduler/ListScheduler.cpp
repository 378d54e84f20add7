#include "scheduler/ListScheduler.h"
#include <algorithm>
#include <map>
#include <queue>
#include <tuple>
#include <random>

namespace epic::sched {

namespace {
struct Adjacency {
  std::vector<std::vector<const Edge *>> In;
  explicit Adjacency(const Problem &P) : In(P.Nodes.size()) {
    for (const Edge &E : P.Edges)
      In[E.To].push_back(&E);
  }
};

/// The issued nodes whose results are still in flight, which is all a drain
/// waits for: the cycle by which every node issued before cycle `Before`
/// has completed, as draining node V waits for them, except the producers
/// a measured pairwise rule times (Node::DrainExemptViews; paper T5 `mov =psr ->
/// srlz` is 2, not the PSR read's 12), as checkSchedule and the issue
/// engine have it. Both schedulers only compare that cycle with the current
/// one, which never decreases, so a result done by then is dropped for
/// good: a drain looks at the few nodes in flight, not at every node of the
/// region (issue 22: a region of N instructions with a drain every k was
/// O(N^2 / k)).
class InFlight {
public:
  explicit InFlight(const Problem &P) : P(P) {}
  void issued(unsigned U, int Cycle) { Live.push_back({U, Cycle, Cycle + P.Nodes[U].Completion}); }
  /// That cycle for V when it is later than `Now`; else some cycle not
  /// after `Now`. `Now` never decreases from one call to the next.
  int drainDone(unsigned V, int Before, int Now) {
    std::erase_if(Live, [&](const Entry &E) { return E.Done <= Now; });
    int Done = 0;
    for (const Entry &E : Live)
      if (E.Issue < Before && !drainExempt(P.Nodes, V, E.Node))
        Done = std::max(Done, E.Done);
    return Done;
  }

private:
  struct Entry {
    unsigned Node;
    int Issue, Done;
  };
  const Problem &P;
  std::vector<Entry> Live;
};

/// Whether adding V to Group keeps the split-issue rules satisfiable.
bool soleOk(const Problem &P, const std::vector<unsigned> &Group, unsigned V) {
  if (Group.empty())
    return true;
  if (P.Nodes[V].SoleInGroupBefore)
    return false; // it would have to precede members already placed
  for (unsigned U : Group)
    if (P.Nodes[U].SoleInGroupAfter)
      return false; // V would follow a split-after node
  return true;
}

/// The group after one that ends in a split-after M-unit instruction
/// (GroupCapacity.h, splitsAfterM).
bool splitFollowerFits(const Problem &P, const std::vector<unsigned> &Group) {
  unsigned Ms = 0;
  for (unsigned V : Group)
    Ms += P.Nodes[V].Kind == SlotKind::M;
  return Group.size() <= SplitFollowerSlots && Ms <= SplitFollowerMSlots;
}

/// Whether V may not issue at C: some node placed earlier issued exactly an
/// avoided distance before (Problem::Avoids).
class AvoidedCycles {
public:
  explicit AvoidedCycles(const Problem &P) : Into(P.Nodes.size()) {
    for (const Avoid &A : P.Avoids)
      Into[A.To].push_back(&A);
  }
  bool hit(unsigned V, int C, const std::vector<int> &Cycle) const {
    for (const Avoid *A : Into[V])
      if (Cycle[A->From] >= 0 && Cycle[A->From] + A->Distance == C)
        return true;
    return false;
  }

private:
  std::vector<std::vector<const Avoid *>> Into;
};

bool endsInSplitM(const Problem &P, const std::vector<unsigned> &Group) {
  return std::any_of(Group.begin(), Group.end(), [&](unsigned V) { return splitsAfterM(P.Nodes[V]); });
}

/// Critical-path priorities for the objective. With a taken exit, the exit
/// and its ancestors come first (`First`), ranked by their distance to the
/// exit (their tail in its sub-problem) rather than to the region's end.
struct Priorities {
  std::vector<int> Tail;
  std::vector<bool> First;
};

Priorities priorities(const Problem &P) {
  Priorities Pr{tailLengths(P), std::vector<bool>(P.Nodes.size())};
  if (P.TakenExit < 0)
    return Pr;
  auto Anc = ancestorsOf(P, unsigned(P.TakenExit));
  auto SubTail = tailLengths(subProblem(P, Anc));
  for (size_t K = 0; K < Anc.size(); ++K) {
    Pr.Tail[Anc[K]] = SubTail[K];
    Pr.First[Anc[K]] = true;
  }
  return Pr;
}

constexpr long FirstBias = 1L << 40; // ahead of any tail or horizon key

/// What the list scheduler's per-cycle tests look at in a node.
using Signature = std::tuple<SlotKind, uint32_t, bool, bool, bool>;
Signature signatureOf(const Node &N) {
  return {N.Kind, N.PortMask, N.SoleInGroupBefore, N.SoleInGroupAfter, N.Drains};
}
} // namespace

Schedule listSchedule(const Problem &P, const GroupCapacity &Cap) {
  Priorities Pr = priorities(P);
  std::vector<long> Key(Pr.Tail.size());
  for (size_t I = 0; I < Pr.Tail.size(); ++I)
    Key[I] = -long(Pr.Tail[I]) - (Pr.First[I] ? FirstBias : 0);
  return listSchedule(P, Cap, Key);
}

Schedule bestListSchedule(const Problem &P, const GroupCapacity &Cap, int T, unsigned Tries) {
  Priorities Pr = priorities(P);
  size_t N = Pr.Tail.size();
  Schedule Best = listSchedule(P, Cap);
  std::mt19937 Rng(12345);
  // With a taken exit the bound T is on length only, so every try runs.
  for (unsigned K = 0; K < Tries && (Best.length() > T || P.TakenExit >= 0); ++K) {
    std::vector<long> Key(N);
    for (size_t I = 0; I < N; ++I) {
      // Latest start against the horizon: least slack first; later tries
      // break ties (and near-ties) at random.
      long Lst = long(T) - Pr.Tail[I];
      Key[I] = K == 0 ? Lst * 1000 : Lst * 1000 + long(Rng() % (K < Tries / 2 ? 1000 : 3000));
      if (Pr.First[I])
        Key[I] -= FirstBias;
    }
    Schedule S = listSchedule(P, Cap, Key);
    if (betterSchedule(P, S, Best))
      Best = std::move(S);
  }
  return Best;
}

Schedule listSchedule(const Problem &P, const GroupCapacity &Cap, const std::vector<long> &Key) {
  size_t N = P.Nodes.size();
  std::vector<unsigned> ByPriority(N);
  for (unsigned I = 0; I < N; ++I)
    ByPriority[I] = I;
  std::stable_sort(ByPriority.begin(), ByPriority.end(),
                   [&](unsigned X, unsigned Y) { return Key[X] < Key[Y]; });
  std::vector<unsigned> Rank(N);
  for (unsigned R = 0; R < N; ++R)
    Rank[ByPriority[R]] = R;
  // Every test a ready node must pass in a cycle (soleOk, the drain, the
  // capacity, the split follower) depends only on its Signature and the
  // group so far, and a node rejected stays rejected as the group grows.
  // So the ready nodes wait in one priority queue per signature, and a
  // queue whose head is rejected is done for the cycle: each placement costs
  // a look at the few queue heads, not a scan of every node (issue 22).
  std::map<Signature, unsigned> SigIndex;
  std::vector<unsigned> SigOf(N);
  for (unsigned V = 0; V < N; ++V)
    SigOf[V] = SigIndex.try_emplace(signatureOf(P.Nodes[V]), unsigned(SigIndex.size())).first->second;
  using MinRank = std::priority_queue<unsigned, std::vector<unsigned>, std::greater<unsigned>>;
  std::vector<MinRank> Ready(SigIndex.size());
  // Nodes whose predecessors are all placed, until their earliest cycle.
  std::priority_queue<std::pair<int, unsigned>, std::vector<std::pair<int, unsigned>>, std::greater<>> Waiting;
  std::vector<std::vector<const Edge *>> Succ(N);
  std::vector<unsigned> Unplaced(N, 0);
  std::vector<int> Earliest(N, 0);
  for (unsigned V = 0; V < N; ++V)
    Earliest[V] = P.Nodes[V].Release;
  for (const Edge &E : P.Edges) {
    Succ[E.From].push_back(&E);
    ++Unplaced[E.To];
  }
  for (unsigned V = 0; V < N; ++V)
    if (!Unplaced[V])
      Waiting.push({Earliest[V], V});
  std::vector<int> Cycle(N, -1);
  InFlight Flying(P);
  AvoidedCycles Avoided(P);
  size_t Done = 0;
  int QuietUntil = -1;  // unconditional stalls: the bubbles (drains: InFlight)
  int SplitFollower = -1;              // the cycle after a split-after M group
  for (int C = 0; Done < N; ++C) {
    if (C <= QuietUntil)
      continue; // the bubbles after a stalling group stay empty
    auto release = [&] {
      while (!Waiting.empty() && Waiting.top().first <= C) {
        unsigned V = Waiting.top().second;
        Waiting.pop();
        Ready[SigOf[V]].push(Rank[V]);
      }
    };
    release();
    std::vector<unsigned> Group;
    std::vector<bool> Rejected(Ready.size(), false);
    std::vector<std::pair<unsigned, unsigned>> NotHere; // (signature, rank): an avoided cycle for that node only
    for (;;) {
      // The best ready node among the queues not rejected in this cycle.
      int Best = -1;
      for (unsigned Sg = 0; Sg < Ready.size(); ++Sg)
        if (!Rejected[Sg] && !Ready[Sg].empty() && (Best < 0 || Ready[Sg].top() < Ready[size_t(Best)].top()))
          Best = int(Sg);
      if (Best < 0)
        break;
      unsigned V = ByPriority[Ready[size_t(Best)].top()];
      if (Avoided.hit(V, C, Cycle)) {
        NotHere.push_back({unsigned(Best), Ready[size_t(Best)].top()});
        Ready[size_t(Best)].pop();
        continue;
      }
      bool Ok = soleOk(P, Group, V) && !(P.Nodes[V].Drains && Flying.drainDone(V, C, C) > C);
      if (Ok) {
        Group.push_back(V);
        Ok = Cap.fits(Group) && (C != SplitFollower || splitFollowerFits(P, Group));
        if (!Ok)
          Group.pop_back();
      }
      if (!Ok) {
        Rejected[size_t(Best)] = true;
        continue;
      }
      Ready[size_t(Best)].pop();
      Cycle[V] = C;
      Flying.issued(V, C);
      ++Done;
      // A zero-latency successor may join this very cycle.
      for (const Edge *E : Succ[V]) {
        Earliest[E->To] = std::max(Earliest[E->To], C + Problem::distance(*E));
        if (!--Unplaced[E->To])
          Waiting.push({Earliest[E->To], E->To});
      }
      release();
    }
    for (auto [Sg, Rk] : NotHere)
      Ready[Sg].push(Rk);
    if (endsInSplitM(P, Group))
      SplitFollower = C + 1;
    for (unsigned V : Group)
      QuietUntil = std::max(QuietUntil, C + int(P.Nodes[V].StallAfter));
  }
  Schedule S;
  S.Cycle = std::move(Cycle);
  S.buildGroups(P);
  return S;
}

Schedule inOrderSchedule(const Problem &P, const GroupCapacity &Cap) {
  size_t N = P.Nodes.size();
  Adjacency A(P);
  std::vector<int> Cycle(N, -1);
  InFlight Flying(P);
  AvoidedCycles Avoided(P);
  std::vector<unsigned> Group;
  int C = 0;
  // Unconditional stalls: the groups before the current one end their
  // bubbles at QuietUntil; a drain waits as InFlight::drainDone says.
  int QuietUntil = -1, GroupQuiet = -1;
  // Source order, except that inserted instructions (srlz) go where their
  // dependences put them: the topological order closest to the indices.
  for (unsigned V : topologicalOrder(P)) {
    int Earliest = P.Nodes[V].Release;
    for (const Edge *E : A.In[V])
      Earliest = std::max(Earliest, Cycle[E->From] + Problem::distance(*E));
    const Node &NV = P.Nodes[V];
    bool Join = !Group.empty() && Earliest <= C && soleOk(P, Group, V) &&
                !(NV.Drains && Flying.drainDone(V, C, C) > C) && !Avoided.hit(V, C, Cycle);
    if (Join) {
      Group.push_back(V);
      if (!Cap.fits(Group)) {
        Group.pop_back();
        Join = false;
      }
    }
    if (!Join) {
      // Source order: a new group, stalled until its operands are ready.
      if (!Group.empty()) {
        QuietUntil = std::max(QuietUntil, GroupQuiet);
        GroupQuiet = -1;
      }
      C = Group.empty() ? std::max(C, Earliest) : std::max(C + 1, Earliest);
      C = std::max(C, QuietUntil + 1);
      if (NV.Drains)
        C = std::max(C, Flying.drainDone(V, C + 1, C));
      while (Avoided.hit(V, C, Cycle))
        ++C; // an empty cycle the bundler keeps (Schedule::Kept)
      Group.assign(1, V);
    }
    Cycle[V] = C;
    Flying.issued(V, C);
    GroupQuiet = std::max(GroupQuiet, C + int(NV.StallAfter));
  }
  Schedule S;
  S.Cycle = std::move(Cycle);
  S.buildGroups(P);
  return S;
}

} // namespace epic::sched
