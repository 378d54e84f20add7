// General-register liveness for renaming (scheduler/GrLiveness): what is
// read where control goes, with and without the software conventions.
#include "scheduler/GrLiveness.h"
#include "ParsedRegions.h"
#include <gtest/gtest.h>

using namespace epic;

namespace {
using sched::test::Parsed;

/// Liveness before the first instruction of `Text` (a procedure body).
sched::GrSet liveAtStart(const std::string &Body, bool Abi, const std::string &Pool = "") {
  Parsed P;
  sched::test::parse(P, "\t.text\n" + Pool + "\t.proc f\nf:\n" + Body + "\t.endp f\n");
  sched::GrLivenessOptions O;
  O.Abi = Abi;
  for (ir::Reg R : P.M->VRegPool)
    O.Free.set(R.Num);
  sched::GrLiveness L(*P.M, O);
  const auto &Stmts = P.M->Sections[0].Stmts;
  for (size_t K = 0; K < Stmts.size(); ++K)
    if (std::holds_alternative<ir::Inst>(Stmts[K]))
      return L.liveBefore(0, K);
  ADD_FAILURE() << "no instruction";
  return {};
}

TEST(GrLiveness, WrittenBeforeReadIsDead) {
  auto L = liveAtStart("\tmov r14 = 1\n\t;;\n\tadd r8 = r14, r32\n\tbr.ret.sptk.many b0\n", true);
  EXPECT_FALSE(L[14]);
  EXPECT_TRUE(L[32]);
  EXPECT_TRUE(L[8] == false); // written before the return reads it
}

TEST(GrLiveness, ScratchDeadAtReturnOnlyWithConventions) {
  auto Abi = liveAtStart("\tbr.ret.sptk.many b0\n", true);
  EXPECT_FALSE(Abi[15]);
  EXPECT_FALSE(Abi[2]);
  EXPECT_TRUE(Abi[8]);  // return value
  EXPECT_TRUE(Abi[4]);  // preserved
  EXPECT_TRUE(Abi[40]); // stacked: kept live
  auto NoAbi = liveAtStart("\tbr.ret.sptk.many b0\n", false);
  EXPECT_TRUE(NoAbi[15]);
  EXPECT_TRUE(NoAbi[2]);
}

TEST(GrLiveness, BranchTargetReadsCount) {
  auto L = liveAtStart("\tcmp.eq p6, p7 = r32, r0\n\t;;\n\t(p6) br.cond.dpnt .L1\n\tmov r16 = 0\n"
                       "\tbr.ret.sptk.many b0\n.L1:\n\tadd r8 = r16, r17\n\tbr.ret.sptk.many b0\n",
                       true);
  EXPECT_TRUE(L[16]); // read at .L1 before any write
  EXPECT_TRUE(L[17]);
  EXPECT_FALSE(L[18]);
}

TEST(GrLiveness, PredicatedWriteKillsNothing) {
  auto L = liveAtStart("\t(p6) mov r14 = 1\n\t;;\n\tadd r8 = r14, r32\n\tbr.ret.sptk.many b0\n", true);
  EXPECT_TRUE(L[14]);
}

TEST(GrLiveness, EveryRegisterReadWhereNamesChangeOrControlLeaves) {
  for (const char *Leave : {"\tbsw.0\n\t;;\n", "\tbreak.m 0x100000\n", "\tbr.sptk.many b6\n", "\trfi\n"}) {
    auto L = liveAtStart(std::string(Leave) + "\tbr.ret.sptk.many b0\n", true);
    EXPECT_TRUE(L[16]) << Leave;
    EXPECT_TRUE(L[2]) << Leave;
  }
}

TEST(GrLiveness, PoolRegistersAreNotReadWhereControlLeaves) {
  auto L = liveAtStart("\tbr.sptk.many b6\n", false, "\t.vregpool r20-r21\n");
  EXPECT_FALSE(L[20]);
  EXPECT_FALSE(L[21]);
  EXPECT_TRUE(L[22]);
}

TEST(GrLiveness, CallReadsArgumentsButNotScratch) {
  auto L = liveAtStart("\tbr.call.sptk.many b0 = g#\n\tbr.ret.sptk.many b0\n", true);
  EXPECT_TRUE(L[1]);   // gp
  EXPECT_TRUE(L[40]);  // stacked (outgoing arguments)
  EXPECT_FALSE(L[14]); // scratch
}

} // namespace

namespace {
/// Liveness before instruction number `N` of `Body` with options `O`.
sched::GrSet liveAt(const std::string &Body, const sched::GrLivenessOptions &O, unsigned N) {
  Parsed P;
  sched::test::parse(P, "\t.text\n\t.proc f\nf:\n" + Body + "\t.endp f\n");
  sched::GrLiveness L(*P.M, O);
  const auto &Stmts = P.M->Sections[0].Stmts;
  for (size_t K = 0; K < Stmts.size(); ++K)
    if (std::holds_alternative<ir::Inst>(Stmts[K]) && N-- == 0)
      return L.liveBefore(0, K);
  ADD_FAILURE() << "no such instruction";
  return {};
}

sched::GrLivenessOptions exact(bool Abi, isa::dv::ResourceId File = isa::dv::ResourceId::GR) {
  sched::GrLivenessOptions O;
  O.Abi = Abi;
  O.ExactContext = true;
  O.File = File;
  return O;
}
} // namespace

TEST(GrLiveness, ExactContextBswReadsOnlyTheBankedRegisters) {
  const std::string Body = "\tbsw.1\n\t;;\n\tmov r2 = r0\n\tmov r20 = r0\n\tbr.ret.sptk.many b0\n";
  auto Exact = liveAt(Body, exact(false), 0);
  EXPECT_FALSE(Exact[2]); // bsw does not rename r2: written after it, dead
  EXPECT_TRUE(Exact[20]); // bank 1's r20 is another register than bank 0's
  auto Default = liveAt(Body, sched::GrLivenessOptions{}, 0);
  EXPECT_TRUE(Default[2]); // without ExactContext bsw reads everything
}

TEST(GrLiveness, RfiInBankZeroDoesNotReadTheBankWithConventions) {
  // Reached only after bsw.0: r16-r31 are the handler's bank-0 temporaries.
  const std::string Bank0 = "\tbsw.0\n\t;;\n\tmov r8 = r0\n\trfi\n";
  EXPECT_FALSE(liveAt(Bank0, exact(true), 1)[20]);
  EXPECT_TRUE(liveAt(Bank0, exact(true), 1)[9]);   // the interrupted context's
  EXPECT_TRUE(liveAt(Bank0, exact(false), 1)[20]); // no conventions: everything
  // After bsw.1 (or with the bank unknown) r16-r31 are the interrupted code's.
  EXPECT_TRUE(liveAt("\tbsw.1\n\t;;\n\tmov r8 = r0\n\trfi\n", exact(true), 1)[20]);
  EXPECT_TRUE(liveAt("\tmov r8 = r0\n\trfi\n", exact(true), 0)[20]);
  // A label any code may branch to (global) joins an unknown bank.
  EXPECT_TRUE(liveAt("\tbsw.0\n\t;;\n\t.global x\nx:\n\tmov r8 = r0\n\trfi\n", exact(true), 1)[20]);
}

TEST(GrLiveness, InterruptionVectorsStartInBankZeroWithConventions) {
  // An IVT entry (placed by .org, or after the 32 KiB alignment of cr.iva)
  // is entered by delivery, which clears psr.bn.
  EXPECT_FALSE(liveAt("\t.org 0x400\n\tmov r8 = r0\n\trfi\n", exact(true), 0)[20]);
  EXPECT_FALSE(liveAt("\t.align 32768\n\tmov r8 = r0\n\trfi\n", exact(true), 0)[20]);
  EXPECT_TRUE(liveAt("\t.align 32\n\tmov r8 = r0\n\trfi\n", exact(true), 0)[20]);
  EXPECT_TRUE(liveAt("\t.org 0x400\n\tmov r8 = r0\n\trfi\n", exact(false), 0)[20]); // no conventions
  // A vector that switches to bank 1 before its rfi returns in bank 1.
  EXPECT_TRUE(liveAt("\t.org 0x400\n\tbsw.1\n\t;;\n\tmov r8 = r0\n\trfi\n", exact(true), 1)[20]);
}

TEST(GrLiveness, CallToALabelOfTheSectionFollowsTheConventions) {
  const std::string Body = "\tbr.call.sptk.many b0 = g\n\tbr.ret.sptk.many b0\ng:\n\tbr.ret.sptk.many b0\n";
  EXPECT_FALSE(liveAt(Body, exact(true), 0)[14]);
  EXPECT_TRUE(liveAt(Body, exact(true), 0)[4]);
  EXPECT_TRUE(liveAt(Body, exact(false), 0)[14]);
}

TEST(GrLiveness, StaticPredicates) {
  const std::string Body = "\tcmp.eq p6, p7 = r0, r0\n\t;;\n\t(p7) br.cond.dpnt.few .L1\n\tbr.ret.sptk.many b0\n"
                           ".L1:\n\tbr.ret.sptk.many b0\n";
  auto L = liveAt(Body, exact(false, isa::dv::ResourceId::PRlo), 0);
  EXPECT_FALSE(L[6]); // written by the compare before any read
  EXPECT_FALSE(L[7]);
  EXPECT_TRUE(L[1]);  // the caller's
  EXPECT_TRUE(liveAt(Body, exact(false, isa::dv::ResourceId::PRlo), 2)[1]);
  EXPECT_FALSE(liveAt(Body, exact(true, isa::dv::ResourceId::PRlo), 3)[8]); // p6-p15 scratch at a return
  EXPECT_TRUE(liveAt(Body, exact(true, isa::dv::ResourceId::PRlo), 3)[2]);  // p1-p5 preserved
}
