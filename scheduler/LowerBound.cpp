#include "scheduler/LowerBound.h"
#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <vector>

namespace epic::sched {

static int ceilDiv(int A, int B) { return B <= 0 ? (A > 0 ? 1 << 30 : 0) : (A + B - 1) / B; }

int lowerBound(const Problem &P, const GroupCapacity &Cap) {
  int N = int(P.Nodes.size());
  if (N == 0)
    return 0;
  int LB = ceilDiv(N, int(P.IssueWidth));
  auto Est = earliestCycles(P), Tail = tailLengths(P);
  for (int I = 0; I < N; ++I)
    LB = std::max(LB, Est[size_t(I)] + Tail[size_t(I)]);
  for (uint32_t S : Cap.hallSets()) {
    int Inside = 0;
    for (const Node &Nd : P.Nodes)
      Inside += (Nd.PortMask & ~S) == 0;
    LB = std::max(LB, ceilDiv(Inside, std::popcount(S)));
  }
  // Slot kinds: the most slots of each unit type any template pair offers.
  KindCounts Count{};
  int SoleA = 0, SoleB = 0;
  for (const Node &Nd : P.Nodes) {
    ++Count[size_t(Nd.Kind)];
    SoleA += Nd.SoleInGroupAfter;
    SoleB += Nd.SoleInGroupBefore;
  }
  int MaxM = 0, MaxI = 0, MaxF = 0, MaxB = 0, MaxL = 0, MaxMI = 0;
  for (const SlotOffer &O : Cap.offers()) {
    MaxM = std::max(MaxM, O.Slots[0]);
    MaxI = std::max(MaxI, O.Slots[1]);
    MaxF = std::max(MaxF, O.Slots[2]);
    MaxB = std::max(MaxB, O.Slots[3]);
    MaxL = std::max(MaxL, O.Slots[4]);
    MaxMI = std::max(MaxMI, O.Slots[0] + O.Slots[1]);
  }
  LB = std::max({LB, ceilDiv(Count[0], MaxM), ceilDiv(Count[1], MaxI), ceilDiv(Count[2], MaxF),
                 ceilDiv(Count[3], MaxB), ceilDiv(Count[5], MaxL),
                 ceilDiv(Count[0] + Count[1] + Count[4], MaxMI), SoleA, SoleB});
  if (!horizonInfeasible(P, Cap, LB))
    return LB;
  // The interval test is monotone in the horizon: search for the first
  // horizon it cannot rule out.
  int Lo = LB, Step = 1, Hi = LB + 1;
  while (horizonInfeasible(P, Cap, Hi)) {
    Lo = Hi;
    Step *= 2;
    Hi = LB + Step;
  }
  while (Hi - Lo > 1) {
    int Mid = Lo + (Hi - Lo) / 2;
    (horizonInfeasible(P, Cap, Mid) ? Lo : Hi) = Mid;
  }
  return Hi;
}

BoundReason explainLowerBound(const Problem &P, const GroupCapacity &Cap) {
  BoundReason R;
  R.Bound = lowerBound(P, Cap);
  size_t N = P.Nodes.size();
  if (!N) return R;
  auto Est = earliestCycles(P), Tail = tailLengths(P);
  int CP = 0;
  for (size_t I = 0; I < N; ++I) CP = std::max(CP, Est[I] + Tail[I]);
  // One longest chain: from a node that starts it, along edges that are tight.
  std::vector<std::vector<const Edge *>> Out(N);
  for (const Edge &E : P.Edges) Out[E.From].push_back(&E);
  for (size_t I = 0; I < N && R.Chain.empty(); ++I)
    if (Est[I] == 0 && Tail[I] == CP) R.Chain.push_back(unsigned(I));
  while (!R.Chain.empty()) {
    unsigned At = R.Chain.back();
    const Edge *Next = nullptr;
    for (const Edge *E : Out[At])
      if (Est[At] + Problem::distance(*E) == Est[E->To] && Est[E->To] + Tail[E->To] == CP &&
          (!Next || E->To < Next->To))
        Next = E;
    if (!Next) break;
    R.Chain.push_back(Next->To);
  }
  auto count = [&](auto Pred) {
    int C = 0;
    for (const Node &Nd : P.Nodes) C += Pred(Nd);
    return C;
  };
  if (CP == R.Bound) {
    R.Why = "critical path: a chain of " + std::to_string(R.Chain.size()) + " dependent instructions needs " +
            std::to_string(CP) + " cycles";
    return R;
  }
  if (ceilDiv(int(N), int(P.IssueWidth)) == R.Bound) {
    R.Why = "issue width: " + std::to_string(N) + " instructions, at most " + std::to_string(P.IssueWidth) + " per cycle";
    return R;
  }
  static constexpr const char *KindName[] = {"M", "I", "F", "B", "A", "L"};
  for (size_t K = 0; K < 6; ++K) {
    if (K == size_t(SlotKind::A)) continue;
    int Most = 0;
    for (const SlotOffer &O : Cap.offers()) Most = std::max(Most, O.Slots[K < 4 ? K : 4]);
    int Count = count([&](const Node &Nd) { return size_t(Nd.Kind) == K; });
    if (Most && ceilDiv(Count, Most) == R.Bound) {
      R.Why = std::string(KindName[K]) + " slots: " + std::to_string(Count) + " instructions need a " + KindName[K] +
              " slot, at most " + std::to_string(Most) + " per cycle";
      return R;
    }
  }
  for (uint32_t S : Cap.hallSets()) {
    int Inside = count([&](const Node &Nd) { return (Nd.PortMask & ~S) == 0; });
    if (ceilDiv(Inside, std::popcount(S)) == R.Bound) {
      std::string Ports;
      for (unsigned B = 0; B < 32; ++B)
        if (S >> B & 1) Ports += (Ports.empty() ? "" : " ") + (B < P.PortNames.size() ? P.PortNames[B] : std::to_string(B));
      R.Why = "ports: " + std::to_string(Inside) + " instructions can issue only on " + Ports;
      return R;
    }
  }
  int SoleA = count([](const Node &Nd) { return Nd.SoleInGroupAfter; });
  int SoleB = count([](const Node &Nd) { return Nd.SoleInGroupBefore; });
  if (std::max(SoleA, SoleB) == R.Bound) {
    R.Why = "split issue: " + std::to_string(std::max(SoleA, SoleB)) + " instructions each end or start a group";
    return R;
  }
  R.Why = "capacity in an interval: instructions whose dependences confine them to the same cycles need more "
          "ports or slots than those cycles have (critical path alone: " + std::to_string(CP) + " cycles)";
  return R;
}

int takenLowerBound(const Problem &P, const GroupCapacity &Cap) {
  if (P.TakenExit < 0)
    return 0;
  Problem Sub = subProblem(P, ancestorsOf(P, unsigned(P.TakenExit)));
  GroupCapacity SubCap(Sub, Cap);
  return lowerBound(Sub, SubCap);
}

namespace {
/// A class of nodes and how many of them one cycle can take.
struct CapacityClass {
  std::vector<bool> Member;
  int PerCycle;
};

std::vector<CapacityClass> capacityClasses(const Problem &P, const GroupCapacity &Cap) {
  size_t N = P.Nodes.size();
  std::vector<CapacityClass> Classes;
  Classes.push_back({std::vector<bool>(N, true), int(P.IssueWidth)});
  for (uint32_t S : Cap.hallSets()) {
    CapacityClass C{std::vector<bool>(N), std::popcount(S)};
    for (size_t I = 0; I < N; ++I)
      C.Member[I] = (P.Nodes[I].PortMask & ~S) == 0;
    Classes.push_back(std::move(C));
  }
  // Slot kinds, each limited by the most slots any template pair offers.
  auto byKinds = [&](std::initializer_list<SlotKind> Ks, int Limit) {
    CapacityClass C{std::vector<bool>(N), Limit};
    for (size_t I = 0; I < N; ++I)
      for (SlotKind K : Ks)
        C.Member[I] = C.Member[I] || P.Nodes[I].Kind == K;
    Classes.push_back(std::move(C));
  };
  std::array<int, 6> Max{};
  for (const SlotOffer &O : Cap.offers()) {
    for (size_t K = 0; K < 5; ++K)
      Max[K] = std::max(Max[K], O.Slots[K]);
    Max[5] = std::max(Max[5], O.Slots[0] + O.Slots[1]);
  }
  byKinds({SlotKind::M}, Max[0]);
  byKinds({SlotKind::I}, Max[1]);
  byKinds({SlotKind::F}, Max[2]);
  byKinds({SlotKind::B}, Max[3]);
  byKinds({SlotKind::L}, Max[4]);
  byKinds({SlotKind::M, SlotKind::I, SlotKind::A}, Max[5]);
  // Split-issue nodes: at most one of each kind per cycle.
  CapacityClass After{std::vector<bool>(N), 1}, Before{std::vector<bool>(N), 1};
  for (size_t I = 0; I < N; ++I) {
    After.Member[I] = P.Nodes[I].SoleInGroupAfter;
    Before.Member[I] = P.Nodes[I].SoleInGroupBefore;
  }
  Classes.push_back(std::move(After));
  Classes.push_back(std::move(Before));
  return Classes;
}
/// Values over positions 0..K-1 with two operations, each O(log K): add a
/// constant to every position from P on, and the largest value from P on.
class SuffixMaxTree {
public:
  explicit SuffixMaxTree(const std::vector<long> &Init) : K(Init.size()), Max(2 * Size()), Add(2 * Size()) {
    for (size_t I = 0; I < Size(); ++I)
      Max[Size() + I] = I < K ? Init[I] : Lowest;
    for (size_t I = Size() - 1; I >= 1; --I)
      Max[I] = std::max(Max[2 * I], Max[2 * I + 1]);
  }
  void addFrom(size_t P, long V) { add(1, 0, Size(), P, V); }
  long maxFrom(size_t P) const { return maxOf(1, 0, Size(), P); }

private:
  static constexpr long Lowest = std::numeric_limits<long>::min() / 4;
  size_t Size() const { return std::bit_ceil(std::max<size_t>(K, 1)); }
  // Node X covers [L, R); Add[X] applies to all of it and is part of Max[X].
  void add(size_t X, size_t L, size_t R, size_t P, long V) {
    if (R <= P)
      return;
    if (P <= L) {
      Max[X] += V;
      Add[X] += V;
      return;
    }
    size_t M = (L + R) / 2;
    add(2 * X, L, M, P, V);
    add(2 * X + 1, M, R, P, V);
    Max[X] = std::max(Max[2 * X], Max[2 * X + 1]) + Add[X];
  }
  long maxOf(size_t X, size_t L, size_t R, size_t P) const {
    if (R <= P)
      return Lowest;
    if (P <= L)
      return Max[X];
    size_t M = (L + R) / 2;
    return std::max(maxOf(2 * X, L, M, P), maxOf(2 * X + 1, M, R, P)) + Add[X];
  }
  size_t K;
  std::vector<long> Max, Add;
};
} // namespace

bool intervalOverloaded(const std::vector<int> &Est, const std::vector<int> &Lst, std::vector<unsigned> Nodes,
                        int PerCycle) {
  if (int(Nodes.size()) <= PerCycle)
    return false;
  // count(A, B) > PerCycle * (B - A + 1)  iff
  // count(A, B) - PerCycle * B > PerCycle * (1 - A).
  // Sweep A downwards over the nodes' earliest cycles; a tree over their
  // distinct latest cycles B holds the left side, each node adding 1 from its
  // own latest cycle on. Only A at some node's earliest cycle and B at some
  // node's latest cycle can be the tightest (moving A up to the next earliest
  // or B down to the previous latest keeps the count and shrinks the
  // interval), so this is the test of every pair, in O(n log n).
  std::sort(Nodes.begin(), Nodes.end(), [&](unsigned X, unsigned Y) { return Est[X] > Est[Y]; });
  std::vector<int> Latest;
  for (unsigned I : Nodes)
    Latest.push_back(Lst[I]);
  std::sort(Latest.begin(), Latest.end());
  Latest.erase(std::unique(Latest.begin(), Latest.end()), Latest.end());
  std::vector<long> Init;
  for (int B : Latest)
    Init.push_back(-long(PerCycle) * B);
  SuffixMaxTree Left(Init);
  auto at = [&](int B) { return size_t(std::lower_bound(Latest.begin(), Latest.end(), B) - Latest.begin()); };
  for (size_t K = 0; K < Nodes.size();) {
    int A = Est[Nodes[K]];
    for (; K < Nodes.size() && Est[Nodes[K]] == A; ++K)
      Left.addFrom(at(Lst[Nodes[K]]), 1);
    if (Left.maxFrom(at(A)) > long(PerCycle) * (1 - long(A)))
      return true;
  }
  return false;
}

bool horizonInfeasible(const Problem &P, const GroupCapacity &Cap, int T) {
  size_t N = P.Nodes.size();
  auto Est = earliestCycles(P), Tail = tailLengths(P);
  std::vector<int> Lst(N);
  for (size_t I = 0; I < N; ++I) {
    Lst[I] = T - Tail[I];
    if (Lst[I] < Est[I])
      return true;
  }
  for (const CapacityClass &C : capacityClasses(P, Cap)) {
    std::vector<unsigned> Members;
    for (size_t I = 0; I < N; ++I)
      if (C.Member[I])
        Members.push_back(unsigned(I));
    if (intervalOverloaded(Est, Lst, std::move(Members), C.PerCycle))
      return true;
  }
  return false;
}

} // namespace epic::sched
