// Regions with side exits: a conditional branch or return does not end a
// region, a call or loop branch does; nothing crosses an exit, and a
// non-branch after one needs a new group.
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"
#include "scheduler/DepGraph.h"
#include "scheduler/Region.h"
#include "ParsedRegions.h"
#include <gtest/gtest.h>

using namespace epic;

namespace {
using sched::test::Parsed;
using sched::test::parse;

const sched::Edge *edge(const sched::Problem &P, unsigned From, unsigned To) {
  for (const sched::Edge &E : P.Edges)
    if (E.From == From && E.To == To)
      return &E;
  return nullptr;
}
} // namespace

TEST(Regions, ConditionalBranchesAndReturnsContinueCallsAndLoopsEnd) {
  Parsed P;
  parse(P, "\t.text\nf:\n"
           "\tadd r8=r32,r33\n"
           "(p6)\tbr.cond.spnt.few f\n"   // side exit: the region goes on
           "\tadd r9=r32,r33\n"
           "\tbr.sptk.few f\n"            // the br.cond pseudo-op: goes on too
           "\tbr.call.sptk.many b0=f\n"   // a call ends the region
           "\tadd r10=r32,r33\n"
           "\tbr.cloop.sptk.few f\n"      // a loop branch ends it
           "\tadd r11=r32,r33\n"
           "\tbr.ret.sptk.many b0\n");
  ASSERT_EQ(P.Regions.size(), 3u);
  EXPECT_EQ(P.Regions[0].Insts.size(), 5u);
  EXPECT_EQ(P.Regions[1].Insts.size(), 2u);
  EXPECT_EQ(P.Regions[2].Insts.size(), 2u);
  EXPECT_TRUE(P.Regions[0].Descs[1].FallsThrough);
  EXPECT_TRUE(P.Regions[0].Descs[3].FallsThrough);
  EXPECT_FALSE(P.Regions[0].Descs[4].FallsThrough);
  EXPECT_FALSE(P.Regions[1].Descs[1].FallsThrough);
  EXPECT_TRUE(P.Regions[2].Descs[1].FallsThrough);
}

TEST(Regions, NothingCrossesASideExitAndANonBranchAfterItNeedsAStop) {
  Parsed P;
  parse(P, "\t.text\nf:\n"
           "\tadd r8=r32,r33\n"
           "(p6)\tbr.cond.spnt.few f\n"
           "\tadd r9=r34,r35\n"   // independent of everything, still after the exit
           "(p7)\tbr.cond.spnt.few f\n"
           "\tbr.ret.sptk.many b0\n");
  ASSERT_EQ(P.Regions.size(), 1u);
  sched::RegionProblem RP = sched::buildProblem(*P.M, P.Regions[0], *P.MM);
  const sched::Edge *Before = edge(RP.P, 0, 1), *After = edge(RP.P, 1, 2), *Br = edge(RP.P, 3, 4),
                    *Br2 = edge(RP.P, 1, 3);
  ASSERT_TRUE(Before && After && Br && Br2);
  EXPECT_FALSE(Before->NeedStop); // the add may share the branch's group, before it
  EXPECT_TRUE(After->NeedStop);   // a real branch ends dispersal: the add goes to a new group
  EXPECT_FALSE(Br->NeedStop);     // branches may follow branches (.mbb, .bbb)
  EXPECT_FALSE(Br2->NeedStop);
}
