// Memory disambiguation (scheduler/MemoryAlias): which load/store pairs the
// dependence graph may leave unordered, and which stay ordered.
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "isa/Form.h"
#include "latency-db/MachineModel.h"
#include "scheduler/DepGraph.h"
#include "scheduler/MemoryAlias.h"
#include "scheduler/RegAlloc.h"
#include "scheduler/Region.h"
#include "ParsedRegions.h"
#include <gtest/gtest.h>

using namespace epic;

namespace {
using sched::test::Parsed;

/// Body inside a procedure with a 4-register frame, ending in br.ret.
void parseBody(Parsed &P, const std::string &Body, bool Rename = false) {
  sched::test::parse(P, "\t.text\n\t.proc f\nf:\n\t.regstk 4, 0, 0, 0\n" + Body + "\tbr.ret.sptk.many b0\n\t.endp f\n",
                     Rename);
}

/// Independence of instructions I and J of the last region.
bool independent(Parsed &P, unsigned I, unsigned J) {
  sched::MemoryInfo Mi = sched::analyzeMemory(*P.M, P.Regions.back(), *P.MM);
  return Mi.independent(I, J);
}

/// Is there an edge I -> J in the last region's problem?
bool ordered(Parsed &P, unsigned I, unsigned J) {
  sched::RegionProblem RP = sched::buildProblem(*P.M, P.Regions.back(), *P.MM);
  for (const sched::Edge &E : RP.P.Edges)
    if (E.From == I && E.To == J)
      return true;
  return false;
}

std::optional<unsigned> bytesOf(const char *Text) {
  ir::Inst I;
  I.Mnemonic = Text;
  for (isa::FormId F : isa::formsForMnemonic(Text))
    return sched::plainAccessBytes(isa::form(F));
  ADD_FAILURE() << "no form " << Text;
  return std::nullopt;
}
} // namespace

TEST(MemoryAlias, AccessSizesComeFromTheForm) {
  EXPECT_EQ(bytesOf("ld1"), 1u);
  EXPECT_EQ(bytesOf("ld4.nta"), 4u);
  EXPECT_EQ(bytesOf("st8"), 8u);
  EXPECT_EQ(bytesOf("st16"), 16u);
  EXPECT_EQ(bytesOf("ld8.fill"), 8u);
  EXPECT_EQ(bytesOf("stfs"), 4u);
  EXPECT_EQ(bytesOf("stfe"), 10u);
  EXPECT_EQ(bytesOf("ldf.fill"), 16u);
  EXPECT_EQ(bytesOf("ldfps"), 8u);
  EXPECT_EQ(bytesOf("ldfpd"), 16u);
  // Kept in order whatever the address.
  for (const char *Mn : {"ld8.acq", "st8.rel", "ld8.a", "ld8.sa", "ld8.s", "ld8.c.clr", "ld8.c.nc",
                         "ldf8.a", "cmpxchg8.acq", "xchg8", "fetchadd8.acq", "ld8.bias", "lfetch"})
    EXPECT_EQ(bytesOf(Mn), std::nullopt) << Mn;
}

TEST(MemoryAlias, SameBaseDisjointOffsetsAreIndependent) {
  Parsed P;
  parseBody(P, "\tadds r14=8,r32\n"
           "\tst8 [r32]=r33\n"   // [0, 8)
           "\tld8 r15=[r14]\n"   // [8, 16)
           "\tst4 [r14]=r33\n"); // [8, 12)
  EXPECT_TRUE(independent(P, 1, 2));
  EXPECT_TRUE(independent(P, 1, 3));
  EXPECT_FALSE(independent(P, 2, 3));
  EXPECT_FALSE(ordered(P, 1, 2));
  EXPECT_TRUE(ordered(P, 2, 3)); // load then store of the same bytes
}

TEST(MemoryAlias, OverlappingRangesStayOrdered) {
  Parsed P;
  parseBody(P, "\tadds r14=4,r32\n"
           "\tst8 [r32]=r33\n" // [0, 8)
           "\tld8 r15=[r14]\n" // [4, 12)
           "\tld1 r16=[r14]\n"); // [4, 5)
  EXPECT_FALSE(independent(P, 1, 2));
  EXPECT_FALSE(independent(P, 1, 3));
  EXPECT_TRUE(ordered(P, 1, 2));
  EXPECT_TRUE(ordered(P, 1, 3));
}

TEST(MemoryAlias, DifferentOrUnknownBasesStayOrdered) {
  Parsed P;
  parseBody(P, "\tst8 [r32]=r33\n"
           "\tld8 r15=[r34]\n"
           "\tadd r14=r32,r35\n" // an unknown amount
           "\tld8 r16=[r14]\n");
  EXPECT_FALSE(independent(P, 0, 1));
  EXPECT_FALSE(independent(P, 0, 3));
  EXPECT_TRUE(ordered(P, 0, 1));
  EXPECT_TRUE(ordered(P, 0, 3));
}

TEST(MemoryAlias, RedefiningTheBaseBetweenAccessesKillsTheFact) {
  Parsed P;
  parseBody(P, "\tst8 [r32]=r33\n"
           "\tld8 r32=[r34]\n" // a new value in r32
           "\tadds r14=8,r32\n"
           "\tld8 r15=[r14]\n");
  EXPECT_FALSE(independent(P, 0, 3));
  EXPECT_TRUE(ordered(P, 0, 3));
}

TEST(MemoryAlias, PostIncrementAndAddsMoveTheAddressByKnownAmounts) {
  Parsed P;
  parseBody(P, "\tst8 [r32]=r33,16\n" // [0, 8), then r32 = base + 16
           "\tld8 r15=[r32],-8\n" // [16, 24), then base + 8
           "\tld8 r16=[r32]\n"    // [8, 16)
           "\tmov r17=r32\n"
           "\tadds r17=-8,r17\n"  // base + 0
           "\tld8 r18=[r17]\n"    // [0, 8)
           "\tadd r19=r32,r0,1\n" // base + 9 (A1: r2 + r3 + 1)
           "\tld1 r20=[r19]\n"    // [9, 10)
           "\tst1 [r19]=r0\n");
  sched::MemoryInfo Mi = sched::analyzeMemory(*P.M, P.Regions.back(), *P.MM);
  EXPECT_TRUE(Mi.independent(0, 1));
  EXPECT_TRUE(Mi.independent(0, 2));
  EXPECT_FALSE(Mi.independent(0, 5));
  EXPECT_EQ(Mi.Refs[2].Offset - Mi.Refs[0].Offset, 8);
  EXPECT_EQ(Mi.Refs[7].Offset - Mi.Refs[0].Offset, 9);
  EXPECT_TRUE(Mi.independent(8, 0));
  EXPECT_FALSE(Mi.independent(8, 7));
}

TEST(MemoryAlias, EquatesGiveOffsets) {
  Parsed P;
  parseBody(P, "\tFIELD_A = 16\n\tFIELD_B = FIELD_A + 8\n"
           "\tadds r14=FIELD_A,r32\n"
           "\tadds r15=FIELD_B,r32\n"
           "\tst8 [r14]=r33\n"
           "\tld8 r16=[r15]\n");
  EXPECT_TRUE(independent(P, 2, 3));
}

TEST(MemoryAlias, PredicatedUpdatesMakeTheAddressUnknown) {
  Parsed P;
  parseBody(P, "\tst8 [r32]=r33\n"
           "(p6)\tadds r32=64,r32\n"   // base or base + 64: not known on all paths
           "\tld8 r15=[r32]\n"
           "(p7)\tst8 [r34]=r33,8\n"   // predicated post-increment: r34 unknown after
           "\tld8 r16=[r34]\n");
  EXPECT_FALSE(independent(P, 0, 2));
  EXPECT_FALSE(independent(P, 3, 4));
  EXPECT_TRUE(ordered(P, 0, 2));
}

TEST(MemoryAlias, PredicatedAccessesWithKnownAddressesAreRefined) {
  Parsed P;
  parseBody(P, "\tadds r14=8,r32\n"
           "(p6)\tst8 [r32]=r33\n"
           "(p7)\tld8 r15=[r14]\n");
  EXPECT_TRUE(independent(P, 1, 2));
}

TEST(MemoryAlias, SemaphoresAcquireReleaseAlatAndSpeculationStayOrdered) {
  Parsed P;
  parseBody(P, "\tadds r14=64,r32\n"
           "\tst8 [r32]=r33\n"
           "\tcmpxchg8.acq r15=[r14],r33,ar.ccv\n"
           "\tld8.acq r16=[r14]\n"
           "\tst8.rel [r14]=r33\n"
           "\tld8.a r17=[r14]\n"
           "\tld8.s r18=[r14]\n"
           "\tfetchadd8.rel r19=[r14],1\n"
           "\txchg8 r20=[r14],r33\n");
  for (unsigned J = 2; J <= 8; ++J) {
    EXPECT_FALSE(independent(P, 1, J)) << J;
    EXPECT_TRUE(ordered(P, 1, J)) << J;
  }
}

TEST(MemoryAlias, NoaliasSeparatesValuesDerivedFromTheNamedRegisters) {
  Parsed P;
  parseBody(P, "\t.noalias [in0], [in1]\n"
           "\tadds r14=8,in0\n"
           "\tst8 [r14]=r35\n"
           "\tld8 r15=[in1],8\n"
           "\tld8 r16=[in1]\n"   // in1 + 8: still derived from in1's value
           "\tst8 [in2]=r35\n"); // not named
  EXPECT_TRUE(independent(P, 1, 2));
  EXPECT_TRUE(independent(P, 1, 3));
  EXPECT_FALSE(independent(P, 1, 4));
  EXPECT_FALSE(ordered(P, 1, 2));
}

TEST(MemoryAlias, NoaliasCoversOnlyTheValuesAtTheDirective) {
  Parsed P;
  parseBody(P, "\t.noalias [r32], [r33]\n"
           "\tst8 [r32]=r34\n"
           "\tld8 r33=[r35]\n" // r33 gets another value: the fact is not about it
           "\tld8 r16=[r33]\n");
  EXPECT_FALSE(independent(P, 0, 2));
  Parsed Q; // a label ends the straight-line code the fact speaks of
  parse(Q, "\t.noalias [r32], [r33]\n"
           "1:\n"
           "\tst8 [r32]=r34\n"
           "\tld8 r16=[r33]\n");
  EXPECT_FALSE(independent(Q, 0, 1));
}

TEST(MemoryAlias, NoaliasOnTemporariesSurvivesRenamingOnlyWhileLive) {
  Parsed P;
  parseBody(P, "\t.vregpool r14-r20\n\t.vreg a, b\n"
           "\tadds a=16,r32\n"
           "\tadds b=32,r33\n"
           "\t.noalias [a], [b]\n"
           "\tst8 [a]=r34\n"
           "\tld8 r21=[b]\n",
        /*Rename=*/true);
  // One region: `.noalias` does not end it (instructions 2 and 3).
  ASSERT_EQ(P.Regions.size(), 1u);
  EXPECT_TRUE(independent(P, 2, 3));
  // `a` is dead at the directive and its register already holds `c`: the
  // directive must not become a fact about `c`.
  Parsed Q;
  parse(Q, "\t.vregpool r14-r15\n\t.vreg a, b, c\n"
           "\tadds a=16,r32\n"
           "\tadds b=32,r33\n"
           "\tst8 [a]=r34\n"
           "\tld8 c=[r35]\n"
           "\t.noalias [a], [b]\n"
           "\tst8 [c]=r34\n"
           "\tld8 r21=[b]\n",
        /*Rename=*/true);
  ASSERT_EQ(Q.Regions.size(), 1u);
  const auto &R = Q.Regions.front();
  const auto &St = std::get<ir::Inst>(Q.M->Sections[R.Section].Stmts[R.Insts[4]]); // st8 [c]
  const auto &A = std::get<ir::Inst>(Q.M->Sections[R.Section].Stmts[R.Insts[0]]);  // adds a
  EXPECT_EQ(St.Outs[0].R, A.Outs[0].R); // c reuses a's register
  EXPECT_FALSE(independent(Q, 4, 5));
}

TEST(MemoryAlias, LoadWrittenBeforeAStoreToItsLineStaysFirst) {
  // Independent (disjoint bytes) but possibly one line: moved after the
  // store, the load could recirculate behind it, which the schedulers do
  // not cost. A line apart, they are free either way.
  Parsed P;
  parseBody(P, "\tadds r14=8,r32\n"
           "\tld8 r15=[r14]\n"
           "\tst8 [r32]=r33\n");
  EXPECT_TRUE(independent(P, 1, 2));
  EXPECT_TRUE(ordered(P, 1, 2));
  Parsed Q;
  parse(Q, "\tadds r14=128,r32\n"
           "\tld8 r15=[r14]\n"
           "\tst8 [r32]=r33\n");
  EXPECT_FALSE(ordered(Q, 1, 2));
}

TEST(MemoryAlias, LoadOfTheSameLineGoesBeforeTheStore) {
  Parsed P;
  parseBody(P, "\tadds r14=8,r32\n"
           "\tst8 [r32]=r33\n"
           "\tld8 r15=[r14]\n");
  EXPECT_FALSE(ordered(P, 1, 2));
  EXPECT_TRUE(ordered(P, 2, 1)); // no recirculation behind the store
  Parsed Q;                      // a line apart: free either way
  parse(Q, "\tadds r14=128,r32\n"
           "\tst8 [r32]=r33\n"
           "\tld8 r15=[r14]\n");
  EXPECT_FALSE(ordered(Q, 1, 2));
  EXPECT_FALSE(ordered(Q, 2, 1));
}

TEST(MemoryAlias, AddressesWrapAroundAt2To64) {
  Parsed P;
  parseBody(P, "\tmovl r14=0x7ffffffffffffffc\n"
           "\tmovl r15=0x8000000000000000\n"
           "\tmovl r16=0xfffffffffffffff8\n"
           "\tst8 [r14]=r33\n"    // ...fc to ...103: crosses 2^63
           "\tld8 r17=[r15]\n"    // overlaps it
           "\tst8 [r16]=r33\n"    // the last 8 bytes of the address space
           "\tld8 r18=[r0]\n");   // the first 8: disjoint
  EXPECT_FALSE(independent(P, 3, 4));
  EXPECT_TRUE(independent(P, 5, 6));
}
