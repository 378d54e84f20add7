// The taken-path objective (Problem::TakenExit: a likely side exit) and the
// regions --reschedule-explicit finds in explicit bundles.
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"
#include "scheduler/GroupCapacity.h"
#include "scheduler/ListScheduler.h"
#include "scheduler/LowerBound.h"
#include "scheduler/Region.h"
#include "scheduler/ScheduleCheck.h"
#include "scheduler/Z3Scheduler.h"
#include "ParsedRegions.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::sched;

namespace {
// Three loads share two load ports before a side exit X. Two feed an FP
// operation after the exit 6 cycles later; the third feeds the exit's
// compare. Fall-through first: the FP loads go first (exit at cycle 2,
// 7 cycles). Taken path first: the compare's load goes first (exit at cycle
// 1, taken path 2 cycles, 8 cycles in all).
Problem sideExitProblem() {
  Problem P;
  P.PortNames = {"M0", "M1", "M2", "M3", "I0", "I1", "F0", "F1", "B0", "B1", "B2"};
  auto node = [&](SlotKind K, uint32_t Mask, const char *Name) {
    Node N;
    N.Kind = K;
    N.PortMask = Mask;
    N.Name = Name;
    return P.addNode(N);
  };
  unsigned L1 = node(SlotKind::M, 0x3, "ldf1"), L2 = node(SlotKind::M, 0x3, "ldf2"),
           L3 = node(SlotKind::M, 0x3, "ld"), C = node(SlotKind::A, 0x3f, "cmp"),
           X = node(SlotKind::B, 0x700, "br.cond"), F = node(SlotKind::F, 0xc0, "fma");
  P.addEdge(L3, C, 1, true);
  P.addEdge(C, X, 0, false);
  for (unsigned U : {L1, L2, L3, C})
    P.addEdge(U, X, 0, false); // nothing crosses the exit
  P.addEdge(X, F, 0, true);
  P.addEdge(L1, F, 6, true);
  P.addEdge(L2, F, 6, true);
  return P;
}

using test::Parsed;

std::vector<Region> regions(Parsed &P, const std::string &Text, bool Explicit) {
  test::parse(P, Text, false, Explicit);
  return std::move(P.Regions);
}
} // namespace

TEST(Objective, TakenExitFirstInListAndZ3) {
  Problem P = sideExitProblem();
  GroupCapacity Cap(P);
  Schedule Fall = listSchedule(P, Cap);
  EXPECT_EQ(Fall.length(), 7);
  EXPECT_EQ(Fall.Cycle[4], 2);

  P.TakenExit = 4;
  EXPECT_EQ(ancestorsOf(P, 4), (std::vector<unsigned>{0, 1, 2, 3, 4}));
  EXPECT_EQ(takenCycles(P, Fall), 3);
  EXPECT_EQ(takenLowerBound(P, Cap), 2);
  Schedule Taken = listSchedule(P, Cap);
  EXPECT_EQ(checkSchedule(P, Cap, Taken), "");
  EXPECT_EQ(takenCycles(P, Taken), 2);
  EXPECT_EQ(Taken.length(), 8);
  EXPECT_TRUE(betterSchedule(P, Taken, Fall));

  SolveResult R = solveOptimal(P, Cap, {2.0});
  EXPECT_EQ(checkSchedule(P, Cap, R.Best), "");
  EXPECT_EQ(R.TakenCycles, 2);
  EXPECT_EQ(R.TakenLowerBound, 2);
  EXPECT_EQ(R.Best.length(), 8);
  EXPECT_EQ(R.LowerBound, 8); // among schedules whose taken path takes 2 cycles
  EXPECT_TRUE(R.Optimal);

  P.TakenExit = -1;
  SolveResult F = solveOptimal(P, Cap, {2.0});
  EXPECT_EQ(F.Best.length(), 7);
  EXPECT_TRUE(F.Optimal);
}

TEST(Objective, LikelyDirectiveAndHintsPickTheExit) {
  Parsed P;
  auto R = regions(P,
                   "\t.text\n\t.likely a\nf:\n"
                   "\tcmp.eq p6,p7=r32,r0\n"
                   "(p7)\tbr.cond.sptk.few d\n" // .sptk: the first likely exit wins
                   "(p6)\tbr.cond.dpnt.few a\n"
                   "\tadd r8=r32,r33\n"
                   "\tbr.ret.sptk.many b0\n"
                   "g:\n\t.unlikely b\n"
                   "(p7)\tbr.cond.sptk.few b\n" // .unlikely overrides the hint
                   "(p6)\tbr.cond.dptk.few c\n" // the hint decides
                   "\tadd r8=r32,r33\n"
                   "\tbr.ret.sptk.many b0\n"
                   "a:\nb:\nc:\nd:\n\tbr.ret.sptk.many b0\n",
                   false);
  ASSERT_EQ(R.size(), 3u);
  EXPECT_EQ(R[0].LikelyExit, 1);
  EXPECT_EQ(R[0].LikelyTarget, "d");
  EXPECT_EQ(R[0].LikelyReason, ".sptk hint");
  EXPECT_EQ(R[1].LikelyExit, 1);
  EXPECT_EQ(R[1].LikelyTarget, "c");
  EXPECT_EQ(R[1].LikelyReason, ".dptk hint");
  EXPECT_EQ(R[2].LikelyExit, -1); // the last instruction is no side exit
  // `.unlikely b` holds module-wide: the exit to b is not taken-likely.
  Parsed Q;
  auto S = regions(Q, "\t.text\n\t.likely a\n\t.unlikely b\nf:\n(p7)\tbr.cond.sptk.few b\n"
                      "(p6)\tbr.cond.dpnt.few a\n\tbr.ret.sptk.many b0\na:\nb:\n\tbr.ret.sptk.many b0\n",
                   false);
  ASSERT_EQ(S.size(), 2u);
  EXPECT_EQ(S[0].LikelyExit, 1);
  EXPECT_EQ(S[0].LikelyReason, ".likely");
}

TEST(Objective, ExplicitBundlesBecomeRegionsOnlyWithTheFlag) {
  const char *Text = "\t.text\n\t.explicit\nf:\n"
                     "\t{ .mmi\n\t  ld8 r14=[r32]\n\t  nop.m 0\n\t  nop.i 0 ;;\n\t}\n"
                     "\t.mem.offset 0,0\n"
                     "\t{ .mmi\n\t  st8.spill [r2]=r4\n\t  add r9=r14,r1\n\t  nop.i 0 ;;\n\t}\n"
                     "\t{ .mib\n\t  nop.m 0\n\t  nop.i 0\n\t  br.ret.sptk.many b0 ;;\n\t}\n"
                     "\tadd r8=r32,r33 ;;\n";
  Parsed A;
  EXPECT_TRUE(regions(A, Text, false).empty());
  Parsed B;
  auto R = regions(B, Text, true);
  ASSERT_EQ(R.size(), 3u);
  EXPECT_TRUE(R[0].Explicit);
  EXPECT_EQ(R[0].Insts.size(), 1u); // nops are dropped
  EXPECT_EQ(R[0].KeepReason, "");
  EXPECT_EQ(R[1].Insts.size(), 3u);
  EXPECT_EQ(R[1].PinnedBy, ".mem.offset");
  EXPECT_EQ(R[2].KeepReason, "explicit-mode instructions outside a bundle");
}
