// Data speculation's rewrite (scheduler/Speculate.cpp): which loads become
// `ld.a` above a store, with `chk.a.clr` in their place, and which stay.
#include "ParsedRegions.h"
#include "scheduler/Speculate.h"
#include "isa/Alat.h"
#include <gtest/gtest.h>

namespace epic::sched {
namespace {

std::string procedure(const std::string &Body) {
  return "\t.text\n\t.proc f\nf:\n\t.prologue\n\t.body\n" + Body + "\tbr.ret.sptk.many b0\n\t.endp f\n";
}

/// Mnemonics of the rewritten module's instructions, in order.
std::vector<std::string> rewrite(const std::string &Text, SpeculateMode Mode, unsigned *Advanced = nullptr) {
  test::Parsed P;
  test::parse(P, Text);
  SchedOptions O;
  O.Speculate = Mode;
  O.Rename = RenameMode::Abi; // scratch registers dead at a return
  auto R = speculateLoads(*P.M, *P.MM, O);
  EXPECT_TRUE(bool(R)) << (R ? "" : llvm::toString(R.takeError()));
  if (R && Advanced)
    *Advanced = R->Advanced;
  std::vector<std::string> Out;
  for (const ir::Section &S : P.M->Sections)
    for (const ir::Stmt &St : S.Stmts)
      if (const auto *I = std::get_if<ir::Inst>(&St))
        Out.push_back(I->Mnemonic);
  return Out;
}

unsigned count(const std::vector<std::string> &V, const std::string &M) {
  return unsigned(std::count(V.begin(), V.end(), M));
}

const char *StoreThenLoad = "\tld8 r14 = [r32] ;;\n\tadd r14 = r14, r34 ;;\n\tst8 [r33] = r14\n"
                            "\tld8 r15 = [r35] ;;\n\tadd r8 = r15, r36\n";

TEST(DataSpeculation, LoadBelowAnUnseparatedStoreIsAdvanced) {
  unsigned Advanced = 0;
  auto V = rewrite(procedure(StoreThenLoad), SpeculateMode::Data, &Advanced);
  EXPECT_EQ(Advanced, 1u);
  // ld.a before the store, the check where the load was, recovery at the end.
  auto At = [&](const std::string &M) { return std::find(V.begin(), V.end(), M) - V.begin(); };
  EXPECT_LT(At("ld8.a"), At("st8"));
  EXPECT_LT(At("st8"), At("chk.a.clr"));
  EXPECT_EQ(count(V, "ld8"), 2u); // the first load and the recovery load
}

TEST(DataSpeculation, ControlAloneLeavesItAndDataAloneMovesNoLoadAboveAnExit) {
  EXPECT_EQ(count(rewrite(procedure(StoreThenLoad), SpeculateMode::Control), "ld8.a"), 0u);
  auto V = rewrite(procedure("\tcmp.eq p6, p7 = r0, r38\n\t(p6) br.cond.dpnt .Lout\n\tld8 r15 = [r35] ;;\n"
                             "\tadd r8 = r15, r36\n\tbr.ret.sptk.many b0\n.Lout:\n\tmov r8 = r0\n"),
                   SpeculateMode::Data);
  EXPECT_EQ(count(V, "ld8.a") + count(V, "ld8.s"), 0u);
}

TEST(DataSpeculation, NotAboveAStoreProvenToTheSameBytes) {
  auto V = rewrite(procedure("\tld8 r14 = [r32] ;;\n\tst8 [r33] = r14\n\tadds r16 = 4, r33 ;;\n"
                             "\tld4 r15 = [r16] ;;\n\tadd r8 = r15, r36\n"),
                   SpeculateMode::Data);
  EXPECT_EQ(count(V, "ld4.a"), 0u);
}

TEST(DataSpeculation, NotPastAStoreProvenApartAlone) {
  // The load may pass a store to other bytes of the same base without
  // speculation: nothing to check.
  auto V = rewrite(procedure("\tld8 r14 = [r32] ;;\n\tst8 [r33] = r14\n\tadds r16 = 8, r33 ;;\n"
                             "\tld8 r15 = [r16] ;;\n\tadd r8 = r15, r36\n"),
                   SpeculateMode::Data);
  EXPECT_EQ(count(V, "ld8.a"), 0u);
}

TEST(DataSpeculation, VolatileAndOrderedAccessesStay) {
  EXPECT_EQ(count(rewrite(procedure("\tst8 [r33] = r14\n\tld8.acq r15 = [r35] ;;\n\tadd r8 = r15, r36\n"),
                          SpeculateMode::Data),
                  "ld8.acq.a"),
            0u);
  auto V = rewrite(procedure("\tst8.rel [r33] = r14\n\tld8 r15 = [r35] ;;\n\tadd r8 = r15, r36\n"),
                   SpeculateMode::Data);
  EXPECT_EQ(count(V, "ld8.a"), 0u);
}

TEST(DataSpeculation, NotInAProcedureThatUsesTheAlat) {
  auto V = rewrite(procedure(std::string("\tld8.a r16 = [r38]\n") + StoreThenLoad + "\tld8.c.clr r16 = [r38]\n"),
                   SpeculateMode::Data);
  EXPECT_EQ(count(V, "ld8.a"), 1u); // the source's own
  EXPECT_EQ(count(V, "chk.a.clr"), 0u);
}

TEST(DataSpeculation, AtMostTheAlatsEntriesInARegion) {
  std::string Body = "\tld8 r14 = [r32] ;;\n\tadd r14 = r14, r34 ;;\n\tst8 [r33] = r14\n";
  unsigned N = isa::AlatEntries + 3;
  for (unsigned K = 0; K < N; ++K)
    Body += "\tld8 r" + std::to_string(40 + K) + " = [r" + std::to_string(80 + K) + "]\n";
  Body += "\t;;\n";
  unsigned Advanced = 0;
  auto V = rewrite(procedure(Body), SpeculateMode::Data, &Advanced);
  EXPECT_EQ(Advanced, isa::AlatEntries);
  EXPECT_EQ(count(V, "ld8.a"), isa::AlatEntries);
  EXPECT_EQ(count(V, "chk.a.clr"), isa::AlatEntries);
}

TEST(DataSpeculation, LaterLoadsOfARunRecoverWithCheckLoads) {
  // Two adjacent loads: the first one's recovery reloads it and checks the
  // second with ld.c.clr (its chk.a.clr does not run then).
  auto V = rewrite(procedure("\tld8 r14 = [r32] ;;\n\tadd r14 = r14, r34 ;;\n\tst8 [r33] = r14\n"
                             "\tld8 r15 = [r35]\n\tld8 r16 = [r37] ;;\n\tadd r8 = r15, r16\n"),
                   SpeculateMode::Data);
  EXPECT_EQ(count(V, "ld8.a"), 2u);
  EXPECT_EQ(count(V, "chk.a.clr"), 2u);
  EXPECT_EQ(count(V, "ld8.c.clr"), 1u);
}

TEST(DataSpeculation, ControlAndDataTogether) {
  // Above the exit as ld.s when the register is dead there; a load the
  // exit stops (its register read at .Lout) may still pass the store.
  auto V = rewrite(procedure("\tcmp.eq p6, p7 = r0, r38\n\t(p6) br.cond.dpnt .Lout\n\tld8 r14 = [r32] ;;\n"
                             "\tadd r14 = r14, r34 ;;\n\tst8 [r33] = r14\n\tld8 r15 = [r35] ;;\n"
                             "\tadd r8 = r15, r14\n\tbr.ret.sptk.many b0\n.Lout:\n\tmov r8 = r15\n"),
                   SpeculateMode::ControlData);
  EXPECT_EQ(count(V, "ld8.s"), 1u);
  EXPECT_EQ(count(V, "ld8.a"), 1u);
}

} // namespace
} // namespace epic::sched
