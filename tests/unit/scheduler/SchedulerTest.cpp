#include "SchedTestUtil.h"
#include "scheduler/GroupCapacity.h"
#include "scheduler/ListScheduler.h"
#include "scheduler/LowerBound.h"
#include "scheduler/ScheduleCheck.h"
#include "scheduler/Z3Scheduler.h"
#include <functional>
#include <gtest/gtest.h>

using namespace epic::sched;
using epic::sched::test::node;
using epic::sched::test::randomProblem;

namespace {
/// Exhaustive optimum for tiny problems (independent of Z3).
int bruteForce(const Problem &P, const GroupCapacity &Cap, int Limit) {
  auto Est = earliestCycles(P), Tail = tailLengths(P);
  for (int T = 1; T <= Limit; ++T) {
    Schedule S;
    S.Cycle.assign(P.Nodes.size(), 0);
    std::function<bool(size_t)> Try = [&](size_t I) {
      if (I == P.Nodes.size()) {
        S.buildGroups(P);
        return checkSchedule(P, Cap, S).empty();
      }
      for (int C = Est[I]; C <= T - Tail[I]; ++C) {
        S.Cycle[I] = C;
        if (Try(I + 1)) return true;
      }
      return false;
    };
    if (Try(0)) return T;
  }
  return -1;
}
} // namespace

TEST(GroupCapacity, TemplatePairsAndPorts) {
  Problem P;
  for (int I = 0; I < 4; ++I) P.addNode(node(SlotKind::M, 0xf, "m"));
  P.addNode(node(SlotKind::M, 0x4, "getf"));
  P.addNode(node(SlotKind::M, 0x4, "alloc"));
  P.addNode(node(SlotKind::B, 0x700, "br"));
  P.addNode(node(SlotKind::F, 0xc0, "f"));
  P.addNode(node(SlotKind::F, 0xc0, "f"));
  P.addNode(node(SlotKind::F, 0xc0, "f"));
  GroupCapacity Cap(P);
  EXPECT_TRUE(Cap.fits({0, 1, 2, 3}));       // MMI + MMI offers four M slots
  EXPECT_FALSE(Cap.fits({0, 1, 2, 3, 4}));   // a fifth M never fits
  EXPECT_FALSE(Cap.fits({4, 5}));            // two M2-only instructions, one M2 port
  EXPECT_TRUE(Cap.fits({0, 1, 7, 8}));       // MMF + MFx style: two F
  EXPECT_FALSE(Cap.fits({7, 8, 9}));         // three F slots need three bundles
  EXPECT_TRUE(Cap.fits({0, 1, 2, 3, 6}));    // MMI + MMB
}

TEST(GroupCapacity, BranchSlotsOnlyInTheSecondBundle) {
  // A branch in the B slot of a pair's first bundle ends dispersal there,
  // so two branches and four M-unit instructions (ld ld st st + br br) do
  // not fit one cycle (no MMB + MMB), while three M-unit instructions and
  // two branches do (MMI + MBB).
  Problem P;
  for (int I = 0; I < 4; ++I) P.addNode(node(SlotKind::M, 0xf, "m"));
  P.addNode(node(SlotKind::B, 0x700, "br"));
  P.addNode(node(SlotKind::B, 0x700, "br"));
  GroupCapacity Cap(P);
  EXPECT_FALSE(Cap.fits({0, 1, 2, 3, 4, 5}));
  EXPECT_TRUE(Cap.fits({0, 1, 2, 4, 5}));
  EXPECT_TRUE(Cap.fits({0, 1, 2, 3, 4})); // MMI + MMB: one branch, last
}

TEST(GroupCapacity, SplitAfterMLeavesOneBundle) {
  // mov =ar.unat (split issue after it): the rest of its cycle must fit one
  // bundle before it, or the nops after it spill into the next cycle.
  Problem P;
  for (int I = 0; I < 3; ++I) P.addNode(node(SlotKind::M, 0x3, "ld"));
  P.addNode(node(SlotKind::A, 0x3f, "add"));
  P.addNode(node(SlotKind::A, 0x3f, "add"));
  Node U = node(SlotKind::M, 0x4, "mov =ar.unat");
  U.SoleInGroupAfter = true;
  unsigned X = P.addNode(U);
  GroupCapacity Cap(P);
  EXPECT_TRUE(Cap.fits({0, 1, 3, X}));     // MMI (ld ld add) + M;MI
  EXPECT_FALSE(Cap.fits({0, 1, 3, 4, X})); // four besides it: no single bundle
  EXPECT_FALSE(Cap.fits({0, 1, 2, X}));    // three M besides it: no MMM template
  EXPECT_TRUE(Cap.fits({X}));
}

TEST(Scheduler, GroupAfterSplitFitsTheRestOfItsBundle) {
  // The group after a split-after M instruction starts in the rest of its
  // M;MI bundle plus one bundle: at most five instructions. Six independent
  // adds after it take two cycles, in the list and the Z3 schedule alike.
  Problem P;
  Node U = node(SlotKind::M, 0x4, "mov =ar.unat");
  U.SoleInGroupAfter = true;
  unsigned X = P.addNode(U);
  for (int I = 0; I < 6; ++I) {
    unsigned A = P.addNode(node(SlotKind::A, 0x3f, "add"));
    P.addEdge(X, A, 1, true);
  }
  GroupCapacity Cap(P);
  Schedule L = listSchedule(P, Cap);
  EXPECT_EQ(L.length(), 3);
  EXPECT_LE(L.Groups[1].size(), 5u);
  SolveResult R = solveOptimal(P, Cap, {5.0});
  EXPECT_EQ(R.Best.length(), 3);
  EXPECT_LE(R.Best.Groups[1].size(), 5u);
}

TEST(Scheduler, ListRespectsLatenciesAndZ3ProvesOptimum) {
  // A chain with a 12-cycle system-register latency and independent work
  // that fits underneath it.
  Problem P;
  unsigned A = P.addNode(node(SlotKind::M, 0x4, "mov ar.bspstore="));
  unsigned B = P.addNode(node(SlotKind::M, 0x1, "loadrs"));
  for (int I = 0; I < 8; ++I) {
    unsigned X = P.addNode(node(SlotKind::A, 0x3f, "add"));
    P.addEdge(A, X, 0, false);
  }
  P.addEdge(A, B, 12, true);
  GroupCapacity Cap(P);
  Schedule L = listSchedule(P, Cap);
  EXPECT_EQ(checkSchedule(P, Cap, L), "");
  EXPECT_EQ(L.length(), 13);
  SolveResult R = solveOptimal(P, Cap, {});
  EXPECT_TRUE(R.Optimal);
  EXPECT_EQ(R.Best.length(), 13);
  EXPECT_EQ(R.LowerBound, 13);
}

TEST(Scheduler, SplitIssueRulesAreHonoured) {
  Problem P;
  Node Srlz = node(SlotKind::M, 0xf, "srlz.d");
  Srlz.SoleInGroupAfter = true;
  unsigned S = P.addNode(Srlz);
  Node Mf = node(SlotKind::M, 0x1, "mf");
  Mf.SoleInGroupBefore = true;
  unsigned M = P.addNode(Mf);
  unsigned A = P.addNode(node(SlotKind::A, 0x3f, "add"));
  P.addEdge(S, A, 0, false); // add must follow srlz in order
  GroupCapacity Cap(P);
  for (const Schedule &Sch : {listSchedule(P, Cap), inOrderSchedule(P, Cap), solveOptimal(P, Cap, {}).Best}) {
    EXPECT_EQ(checkSchedule(P, Cap, Sch), "");
    EXPECT_NE(Sch.Cycle[S], Sch.Cycle[A]); // nothing after srlz in its cycle
  }
  (void)M;
}

TEST(Scheduler, CheckerRejectsBrokenSchedules) {
  Problem P;
  unsigned A = P.addNode(node(SlotKind::M, 0x3, "ld"));
  unsigned B = P.addNode(node(SlotKind::A, 0x3f, "add"));
  P.addEdge(A, B, 1, true);
  GroupCapacity Cap(P);
  Schedule S;
  S.Cycle = {0, 0};
  S.buildGroups(P);
  EXPECT_NE(checkSchedule(P, Cap, S), "");
  S.Cycle = {0, 1};
  S.buildGroups(P);
  EXPECT_EQ(checkSchedule(P, Cap, S), "");
}

TEST(Scheduler, RandomProblemsAreValidOrderedAndOptimal) {
  int Proven = 0, Total = 0;
  for (unsigned Seed = 1; Seed <= 60; ++Seed) {
    Problem P = randomProblem(Seed, 6 + Seed % 30);
    GroupCapacity Cap(P);
    Schedule L = listSchedule(P, Cap), In = inOrderSchedule(P, Cap);
    ASSERT_EQ(checkSchedule(P, Cap, L), "") << "seed " << Seed;
    ASSERT_EQ(checkSchedule(P, Cap, In), "") << "seed " << Seed;
    SolveResult R = solveOptimal(P, Cap, {5.0});
    ASSERT_EQ(checkSchedule(P, Cap, R.Best), "") << "seed " << Seed << " " << R.Status;
    EXPECT_LE(R.Best.length(), L.length());
    EXPECT_GE(R.Best.length(), lowerBound(P, Cap));
    EXPECT_GE(R.Best.length(), R.LowerBound);
    ++Total;
    Proven += R.Optimal;
    if (P.Nodes.size() <= 7 && R.Optimal) {
      EXPECT_EQ(bruteForce(P, Cap, L.length()), R.Best.length()) << "seed " << Seed;
    }
  }
  EXPECT_GE(Proven * 100, Total * 95) << Proven << " of " << Total << " proven";
}
