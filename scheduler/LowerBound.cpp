#include "scheduler/LowerBound.h"
#include <algorithm>
#include <array>
#include <bit>
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
} // namespace

bool horizonInfeasible(const Problem &P, const GroupCapacity &Cap, int T) {
  size_t N = P.Nodes.size();
  auto Est = earliestCycles(P), Tail = tailLengths(P);
  std::vector<int> Lst(N);
  for (size_t I = 0; I < N; ++I) {
    Lst[I] = T - Tail[I];
    if (Lst[I] < Est[I])
      return true;
  }
  std::vector<size_t> ByLst(N);
  for (size_t I = 0; I < N; ++I)
    ByLst[I] = I;
  std::sort(ByLst.begin(), ByLst.end(), [&](size_t A, size_t B) { return Lst[A] < Lst[B]; });
  std::vector<int> Starts(Est.begin(), Est.end());
  std::sort(Starts.begin(), Starts.end());
  Starts.erase(std::unique(Starts.begin(), Starts.end()), Starts.end());
  // For each class and interval start A, sweep the nodes by latest start:
  // those with earliest >= A and latest <= B must all issue within [A, B].
  for (const CapacityClass &C : capacityClasses(P, Cap)) {
    std::vector<size_t> Members;
    for (size_t I : ByLst)
      if (C.Member[I])
        Members.push_back(I);
    if (int(Members.size()) <= C.PerCycle)
      continue;
    for (int A : Starts) {
      int Inside = 0;
      for (size_t I : Members) {
        if (Est[I] < A)
          continue;
        ++Inside;
        if (Inside > C.PerCycle * (Lst[I] - A + 1))
          return true;
      }
    }
  }
  return false;
}

} // namespace epic::sched
