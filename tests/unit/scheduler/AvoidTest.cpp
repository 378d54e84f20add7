// Distances a schedule must avoid (Problem::Avoids: paper S5.3.3's DCU
// recirculation of a load or store exactly 5 cycles after `mov rr[]=`) and
// the empty cycles kept so that the hardware does not close a gap up onto
// one (scheduler/KeptCycles.h).
#include "SchedTestUtil.h"
#include "scheduler/GroupCapacity.h"
#include "scheduler/KeptCycles.h"
#include "scheduler/ListScheduler.h"
#include "scheduler/ScheduleCheck.h"
#include "scheduler/Z3Scheduler.h"
#include <gtest/gtest.h>

using namespace epic::sched;
using epic::sched::test::node;

namespace {
/// A move, then a chain of adds that keeps every cycle busy up to cycle 5,
/// and a load that may issue right after the move: exactly 5 after it is
/// the one cycle the load must not take.
struct MoveThenLoad {
  Problem P;
  unsigned Move, Load;
  MoveThenLoad(int ChainLength) {
    Move = P.addNode(node(SlotKind::M, 0x4, "mov rr"));
    unsigned Prev = Move;
    for (int I = 0; I < ChainLength; ++I) {
      unsigned A = P.addNode(node(SlotKind::A, 0x3f, "add"));
      P.addEdge(Prev, A, 1, true);
      Prev = A;
    }
    Load = P.addNode(node(SlotKind::M, 0x3, "ld8"));
    P.addEdge(Move, Load, 0, true);
    P.addEdge(Prev, Load, 1, true); // the load waits for the chain's end
    P.Avoids.push_back({Move, Load, 5});
  }
};

Schedule at(const Problem &P, std::vector<int> Cycle) {
  Schedule S;
  S.Cycle = std::move(Cycle);
  S.buildGroups(P);
  return S;
}
} // namespace

TEST(Avoid, CheckerRejectsTheAvoidedDistanceOnly) {
  MoveThenLoad M(0);
  GroupCapacity Cap(M.P);
  EXPECT_NE(checkSchedule(M.P, Cap, at(M.P, {0, 5})), "");
  EXPECT_EQ(checkSchedule(M.P, Cap, at(M.P, {0, 4})), "");
  EXPECT_EQ(checkSchedule(M.P, Cap, at(M.P, {0, 6})), "");
}

TEST(Avoid, SolversStepOverTheAvoidedCycle) {
  // Four adds: the load is ready at cycle 5 exactly, and goes to 6.
  MoveThenLoad M(4);
  GroupCapacity Cap(M.P);
  for (const Schedule &S : {listSchedule(M.P, Cap), inOrderSchedule(M.P, Cap), solveOptimal(M.P, Cap, {}).Best}) {
    EXPECT_EQ(checkSchedule(M.P, Cap, S), "");
    EXPECT_EQ(S.Cycle[M.Load], 6);
  }
  // Three adds: ready at 4, which is allowed; no detour.
  MoveThenLoad N(3);
  GroupCapacity Cap3(N.P);
  EXPECT_EQ(listSchedule(N.P, Cap3).Cycle[N.Load], 4);
  EXPECT_EQ(solveOptimal(N.P, Cap3, {}).Best.Cycle[N.Load], 4);
}

TEST(Avoid, ListSchedulerKeepsOtherNodesOfTheSameKindGoing) {
  // Two loads of one signature: the first may not take cycle 5, the second
  // (no avoid) still may.
  MoveThenLoad M(4);
  unsigned Other = M.P.addNode(node(SlotKind::M, 0x3, "ld8 other"));
  M.P.addEdge(M.P.Nodes.size() - 3, Other, 1, true); // after the last add
  GroupCapacity Cap(M.P);
  Schedule S = listSchedule(M.P, Cap);
  EXPECT_EQ(checkSchedule(M.P, Cap, S), "");
  EXPECT_EQ(S.Cycle[Other], 5);
  EXPECT_EQ(S.Cycle[M.Load], 6);
}

TEST(Avoid, KeepsTheLatestEmptyCycleBetweenThePairOrOpensOne) {
  MoveThenLoad M(0);
  Schedule S = at(M.P, {0, 7});
  keepCycleBetween(M.P, S, M.Move, M.Load);
  EXPECT_EQ(S.Kept, std::vector<int>{6});
  keepCycleBetween(M.P, S, M.Move, M.Load);
  EXPECT_EQ(S.Kept, (std::vector<int>{5, 6}));
  // No empty cycle between them: one is opened before the load.
  Schedule T = at(M.P, {0, 1});
  keepCycleBetween(M.P, T, M.Move, M.Load);
  EXPECT_EQ(T.Cycle[M.Load], 2);
  EXPECT_EQ(T.Kept, std::vector<int>{1});
}

TEST(Avoid, KeepsCyclesUntilTheEngineIsClearAndOnlyWhenItPays) {
  MoveThenLoad M(0);
  Schedule S = at(M.P, {0, 9});
  // A stand-in for the issue engine: gaps close up unless kept, so the load
  // issues one cycle after the move plus the kept cycles; 5 costs 5 more.
  auto Run = [&](const Schedule &X) {
    int At = 1 + int(X.Kept.size());
    AvoidRun R;
    R.Cycles = uint64_t(At + 1 + (At == 5 ? 5 : 0));
    if (At == 5)
      R.Hit = std::pair(M.Move, M.Load);
    return R;
  };
  Schedule Out = keepAvoidedCycles(M.P, S, Run);
  EXPECT_TRUE(Out.Kept.empty()); // the load at 1: nothing to keep
  S.Kept = {5, 6, 7, 8};         // the load at 1 + 4 = 5: keep one more
  Out = keepAvoidedCycles(M.P, S, Run);
  EXPECT_EQ(Out.Kept, (std::vector<int>{4, 5, 6, 7, 8}));
}
