// Unconditional stalls in the scheduling problem (paper S2; model
// `stalls: unconditional`): the bubbles after flushrs/loadrs and the drain
// of srlz/sync.i/flushrs are part of the schedule length every solver
// reports, so that it matches the issue engine's prediction.
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

namespace {
/// Exhaustive optimum for tiny problems, from the checker alone.
int bruteForce(const Problem &P, const GroupCapacity &Cap, int Limit) {
  for (int T = 1; T <= Limit; ++T) {
    Schedule S;
    S.Cycle.assign(P.Nodes.size(), 0);
    std::function<bool(size_t)> Try = [&](size_t I) {
      if (I == P.Nodes.size()) {
        S.buildGroups(P);
        return S.length() <= T && checkSchedule(P, Cap, S).empty();
      }
      for (int C = 0; C < T; ++C) {
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

TEST(Stalls, BubblesAfterAStallingGroupStayEmptyAndCount) {
  Problem P;
  Node F = node(SlotKind::M, 0x1, "flushrs");
  F.StallAfter = 2;
  unsigned Fl = P.addNode(F);
  unsigned Dep = P.addNode(node(SlotKind::A, 0x3f, "add after"));
  P.addEdge(Fl, Dep, 1, true);
  for (int I = 0; I < 3; ++I) P.addNode(node(SlotKind::A, 0x3f, "add"));
  GroupCapacity Cap(P);
  // flushrs and three adds in cycle 0, two empty cycles, the dependent add.
  SolveResult R = solveOptimal(P, Cap, {});
  EXPECT_EQ(checkSchedule(P, Cap, R.Best), "");
  EXPECT_EQ(R.Best.length(), 4);
  EXPECT_EQ(R.LowerBound, 4);
  EXPECT_EQ(R.Best.Cycle[Dep], R.Best.Cycle[Fl] + 3);
  Schedule L = listSchedule(P, Cap);
  EXPECT_EQ(checkSchedule(P, Cap, L), "");
  EXPECT_EQ(L.length(), 4);
  // A stall node alone still takes its bubbles.
  Problem One;
  One.addNode(F);
  GroupCapacity CapOne(One);
  EXPECT_EQ(solveOptimal(One, CapOne, {}).Best.length(), 3);
  EXPECT_EQ(lowerBound(One, CapOne), 3);
  // The checker rejects an instruction inside the bubbles.
  Schedule Bad = R.Best;
  Bad.Cycle[Dep] = R.Best.Cycle[Fl] + 2;
  Bad.buildGroups(P);
  EXPECT_NE(checkSchedule(P, Cap, Bad), "");
}

TEST(Stalls, DrainWaitsForEveryEarlierResultWithoutAnEdge) {
  Problem P;
  Node Ar = node(SlotKind::M, 0x4, "mov r=ar.k0");
  Ar.Completion = 5;
  unsigned A = P.addNode(Ar);
  unsigned X = P.addNode(node(SlotKind::A, 0x3f, "add"));
  Node S = node(SlotKind::M, 0x4, "srlz.d");
  S.Drains = true;
  S.SoleInGroupAfter = true;
  unsigned Sr = P.addNode(S);
  P.addEdge(X, Sr, 1, true); // the srlz comes after the add, not after the ar read
  GroupCapacity Cap(P);
  SolveResult R = solveOptimal(P, Cap, {});
  EXPECT_EQ(checkSchedule(P, Cap, R.Best), "");
  // Either the ar read issues with or after the srlz, or the srlz waits 5.
  int D = R.Best.Cycle[Sr] - R.Best.Cycle[A];
  EXPECT_TRUE(D <= 0 || D >= 5) << D;
  // Best: add at 0, srlz at 1, the ar read (M2 like srlz) after it at 2;
  // the ar read first would hold the srlz until cycle 5.
  EXPECT_EQ(R.Best.length(), 3);
  EXPECT_TRUE(R.Optimal);
  (void)X;
}

TEST(Stalls, ExemptProducersAreTimedByTheirRuleNotTheDrain) {
  Problem P;
  Node Ar = node(SlotKind::M, 0x4, "mov psr.l=");
  Ar.Completion = 12;
  Ar.View = 1;
  unsigned A = P.addNode(Ar);
  Node S = node(SlotKind::M, 0x4, "srlz.d");
  S.Drains = true;
  S.View = 2;
  S.DrainExemptViews = {Ar.View};
  unsigned Sr = P.addNode(S);
  P.addEdge(A, Sr, 5, true); // the pairwise rule: 5, not the 12 of completion
  GroupCapacity Cap(P);
  normalizeStallEdges(P);
  EXPECT_EQ(P.Edges[0].Latency, 5);
  SolveResult R = solveOptimal(P, Cap, {});
  EXPECT_EQ(R.Best.Cycle[Sr] - R.Best.Cycle[A], 5);
  EXPECT_EQ(R.Best.length(), 6);
}

// The list and in-order schedulers look only at the results still in flight
// when a drain is placed (ListScheduler.cpp, InFlight): long problems with
// many drains, some producers exempt by a rule, must still be valid.
TEST(Stalls, LongProblemsWithDrainsAndExemptionsAreValid) {
  for (unsigned Seed = 1; Seed <= 12; ++Seed) {
    Problem P = epic::sched::test::randomProblem(Seed, 120);
    std::mt19937 Rng(Seed);
    for (unsigned V = 0; V < P.Nodes.size(); ++V) {
      Node &N = P.Nodes[V];
      N.View = V % 9; // a few nodes share each view
      N.Completion = 1 + int(Rng() % 12);
      if (Rng() % 7 == 0) N.StallAfter = 1 + Rng() % 2;
      if (Rng() % 6 == 0) {
        N.Drains = true;
        for (unsigned W = 0; W < 9; ++W)
          if (Rng() % 3 == 0) N.DrainExemptViews.push_back(W);
      }
    }
    normalizeStallEdges(P);
    GroupCapacity Cap(P);
    EXPECT_EQ(checkSchedule(P, Cap, listSchedule(P, Cap)), "") << "seed " << Seed;
    EXPECT_EQ(checkSchedule(P, Cap, inOrderSchedule(P, Cap)), "") << "seed " << Seed;
  }
}

TEST(Stalls, RandomProblemsWithStallsAreValidAndOptimal) {
  for (unsigned Seed = 1; Seed <= 60; ++Seed) {
    Problem P = epic::sched::test::randomProblem(Seed, Seed % 3 == 0 ? 5 : 8);
    std::mt19937 Rng(Seed);
    for (Node &N : P.Nodes) {
      N.Completion = 1 + int(Rng() % 6);
      if (Rng() % 5 == 0) N.StallAfter = 1 + Rng() % 2;
      if (Rng() % 4 == 0) N.Drains = true;
    }
    GroupCapacity Cap(P);
    SolveResult R = solveOptimal(P, Cap, {});
    ASSERT_EQ(checkSchedule(P, Cap, R.Best), "") << "seed " << Seed;
    Schedule L = listSchedule(P, Cap), O = inOrderSchedule(P, Cap);
    EXPECT_EQ(checkSchedule(P, Cap, L), "") << "seed " << Seed;
    EXPECT_EQ(checkSchedule(P, Cap, O), "") << "seed " << Seed;
    EXPECT_LE(R.Best.length(), L.length()) << "seed " << Seed;
    EXPECT_LE(R.LowerBound, R.Best.length());
    if (P.Nodes.size() <= 5) {
      EXPECT_TRUE(R.Optimal) << "seed " << Seed;
      EXPECT_EQ(R.Best.length(), bruteForce(P, Cap, R.Best.length())) << "seed " << Seed;
    }
  }
}

// Exemptions are per model view (Node::View): every node of an exempt view,
// earlier or later, and never the drain itself; a sub-problem keeps them.
TEST(Stalls, DrainExemptionsNameViews) {
  Problem P;
  for (unsigned V : {3u, 5u, 3u, 7u}) {
    Node N = node(SlotKind::M, 0x4, "n");
    N.View = V;
    P.addNode(N);
  }
  P.Nodes[2].Drains = true;
  P.Nodes[2].DrainExemptViews = {3, 7};
  EXPECT_TRUE(drainExempt(P.Nodes, 2, 0));
  EXPECT_FALSE(drainExempt(P.Nodes, 2, 1));
  EXPECT_FALSE(drainExempt(P.Nodes, 2, 2));
  EXPECT_TRUE(drainExempt(P.Nodes, 2, 3));
  Problem S = subProblem(P, {1, 2, 3});
  EXPECT_FALSE(drainExempt(S.Nodes, 1, 0));
  EXPECT_TRUE(drainExempt(S.Nodes, 1, 2));
}
