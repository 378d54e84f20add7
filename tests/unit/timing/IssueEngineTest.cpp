#include "ir/SourceLoc.h"
#include "latency-db/IssueEngine.h"
#include "latency-db/MachineModel.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::model;

namespace {
struct EngineFixture : ::testing::Test {
  ir::SourceManager SM;
  MachineModel MM = [this] {
    auto M = loadBuiltinModel("itanium2", SM);
    EXPECT_TRUE(bool(M)) << llvm::toString(M.takeError());
    return std::move(*M);
  }();
  uint64_t NextId = 0;

  IssueInst inst(const char *Class, ir::Unit U, std::optional<ir::Reg> Sys = {},
                 std::vector<std::pair<uint64_t, DepKind>> Deps = {}) {
    auto I = MM.inst(Class, U, Sys);
    EXPECT_TRUE(I.has_value()) << Class;
    IssueInst X;
    X.Info = *I;
    X.Id = NextId++;
    X.Deps = std::move(Deps);
    return X;
  }
  IssueInst nop(ir::Unit U) { return inst("nop", U); }
  /// An M-I-I bundle (template 0x01 with the stop at its end, 0x00 without).
  IssueBundle mii(IssueInst M, bool Stop) {
    IssueBundle B;
    B.Template = Stop ? 0x01 : 0x00;
    B.Slots = {std::move(M), nop(ir::Unit::I), nop(ir::Unit::I)};
    return B;
  }
};
} // namespace

TEST_F(EngineFixture, BspstoreToLoadrsCostsTwelveCycles) {
  std::vector<IssueBundle> T;
  T.push_back(mii(inst("toar_m", ir::Unit::M, ir::Reg::ar(18)), true)); // mov ar.bspstore=
  T.push_back(mii(inst("loadrs", ir::Unit::M), true));
  IssueEngine E(MM);
  E.run(T);
  EXPECT_EQ(E.groups(), 2u);
  EXPECT_EQ(E.issueCycle(3), 12u); // loadrs: 12 cycles after the write (paper T4)
  auto C = E.counterTotals();
  EXPECT_EQ(C["BE_RSE_BUBBLE.LOADRS"] + C["BE_RSE_BUBBLE.ALL"] - C["BE_RSE_BUBBLE.LOADRS"], C["BE_RSE_BUBBLE.ALL"]);
  EXPECT_GE(C["BE_RSE_BUBBLE.LOADRS"], 11u);
  EXPECT_EQ(E.cycles(), E.groups() + E.bubbles());
}

TEST_F(EngineFixture, IndependentWorkFillsTheWindowInOneCycle) {
  // Two MII bundles without stops issue together: one group, one cycle.
  std::vector<IssueBundle> T;
  T.push_back(mii(inst("ialu", ir::Unit::M), false));
  T.push_back(mii(inst("ialu", ir::Unit::M), true));
  IssueEngine E(MM);
  E.run(T);
  EXPECT_EQ(E.groups(), 1u);
  EXPECT_EQ(E.cycles(), 1u);
  EXPECT_EQ(E.bubbles(), 0u);
}

TEST_F(EngineFixture, DataDependenceStallsTheGroupAndChargesTheCounter) {
  std::vector<IssueBundle> T;
  IssueInst Ld = inst("frar_m", ir::Unit::M, ir::Reg::ar(7)); // mov r=ar.k7: kernel register, 12
  uint64_t LdId = Ld.Id;
  T.push_back(mii(std::move(Ld), true));
  T.push_back(mii(inst("ialu", ir::Unit::M, std::nullopt, {{LdId, DepKind::Data}}), true));
  IssueEngine E(MM);
  E.run(T);
  uint64_t Lat = MM.latency(*MM.inst("frar_m", ir::Unit::M, ir::Reg::ar(7)),
                            *MM.inst("ialu", ir::Unit::M), DepKind::Data).Cycles;
  EXPECT_EQ(Lat, 12u); // paper S2: kernel registers 12
  EXPECT_EQ(E.cycles(), Lat + 1);
  EXPECT_EQ(E.bubbles(), Lat - 1);
  // A kernel-register read's consumer waits on the GR scoreboard (paper S5.3.3).
  EXPECT_EQ(E.counterTotals()["BE_EXE_BUBBLE.GRALL"], Lat - 1);
}

TEST_F(EngineFixture, RfiChargesItsBreakdown) {
  std::vector<IssueBundle> T;
  IssueBundle B;
  B.Template = 0x11; // MIB;;
  B.Slots = {nop(ir::Unit::M), nop(ir::Unit::I), inst("rfi", ir::Unit::B)};
  T.push_back(std::move(B));
  T.push_back(mii(inst("ialu", ir::Unit::M), true));
  IssueEngine E(MM);
  E.run(T);
  auto C = E.counterTotals();
  EXPECT_EQ(E.cycles(), 1u + 13u);
  EXPECT_EQ(C["BE_FLUSH_BUBBLE.BRU"], 1u);
  EXPECT_EQ(C["BE_FLUSH_BUBBLE.XPN"], 8u);
  EXPECT_EQ(C["BACK_END_BUBBLE.FE"], 3u);
  EXPECT_EQ(C["BACK_END_BUBBLE.ALL"], 12u);
}

namespace {
/// Runs `T` and returns the engine (for cycles and counters).
IssueEngine runTrace(const MachineModel &MM, const std::vector<IssueBundle> &T) {
  IssueEngine E(MM);
  E.run(T);
  return E;
}
} // namespace

TEST_F(EngineFixture, MeasuredRuleBoundsTheDrainOfASerializingInstruction) {
  // mov r=psr has a 12-cycle result, but the paper measured mov =psr -> srlz
  // at 2 (T5 row 9): the rule, not the drain, decides.
  std::vector<IssueBundle> T;
  T.push_back(mii(inst("frpsr", ir::Unit::M, ir::Reg::psr(ir::PsrView::Whole)), true));
  IssueInst S = inst("srlz_d", ir::Unit::M);
  uint64_t SId = S.Id;
  T.push_back(mii(std::move(S), true));
  IssueEngine E = runTrace(MM, T);
  EXPECT_EQ(E.issueCycle(SId), 2u);
  EXPECT_EQ(E.counterTotals()["BE_EXE_BUBBLE.ARCR"], 1u);
}

TEST_F(EngineFixture, DrainStillWaitsForProducersWithoutARule) {
  // mov r=ar.ccv (class latency 5) -> srlz.d: no pairwise rule, so the
  // unconditional drain waits for the result.
  std::vector<IssueBundle> T;
  T.push_back(mii(inst("frar_m", ir::Unit::M, ir::Reg::ar(32)), true));
  IssueInst S = inst("srlz_d", ir::Unit::M);
  uint64_t SId = S.Id;
  T.push_back(mii(std::move(S), true));
  IssueEngine E = runTrace(MM, T);
  EXPECT_EQ(E.issueCycle(SId), MM.cls(*MM.classId("frar_m")).Latency);
}

TEST_F(EngineFixture, UnconditionalStallNamesTheInstructionThatCausedIt) {
  struct Rec : IssueListener {
    std::vector<StallEvent> S;
    void onStall(const StallEvent &E) override { S.push_back(E); }
  } R;
  std::vector<IssueBundle> T;
  IssueInst L = inst("loadrs", ir::Unit::M);
  uint64_t LId = L.Id;
  T.push_back(mii(std::move(L), true)); // loadrs; nop.i; nop.i ;;
  IssueEngine E(MM);
  E.addListener(&R);
  E.run(T);
  ASSERT_EQ(R.S.size(), 1u);
  EXPECT_EQ(R.S[0].Why, "unconditional");
  EXPECT_EQ(R.S[0].Consumer, LId);
}

namespace {
/// rr move, then `Gap` single-group cycles of nops, then a load.
std::vector<IssueBundle> regionMoveThenLoad(EngineFixture &F, unsigned Gap) {
  std::vector<IssueBundle> T;
  auto Mv = F.MM.inst("toind", ir::Unit::M, std::nullopt, ir::IndirectFile::RR);
  IssueInst M;
  M.Info = *Mv;
  M.Id = F.NextId++;
  T.push_back(F.mii(std::move(M), true));
  for (unsigned K = 0; K < Gap; ++K)
    T.push_back(F.mii(F.nop(ir::Unit::M), true));
  T.push_back(F.mii(F.inst("ld", ir::Unit::M), true));
  return T;
}
} // namespace

TEST_F(EngineFixture, LoadExactlyFiveCyclesAfterARegionMoveRecirculates) {
  const auto &Dcu = MM.stalls().RegionMoveRecirculation;
  ASSERT_EQ(Dcu.Distance, 5u); // paper S5.3.3
  IssueEngine At = runTrace(MM, regionMoveThenLoad(*this, Dcu.Distance - 1));
  EXPECT_EQ(At.counterTotals()["BE_L1D_FPU_BUBBLE.L1D_DCURECIR"], Dcu.Penalty);
  EXPECT_EQ(At.counterTotals()["BE_L1D_FPU_BUBBLE.ALL"], Dcu.Penalty);
  EXPECT_EQ(At.cycles(), Dcu.Distance + 1 + Dcu.Penalty);
  for (unsigned Gap : {Dcu.Distance - 2, Dcu.Distance}) {
    IssueEngine Off = runTrace(MM, regionMoveThenLoad(*this, Gap));
    EXPECT_EQ(Off.counterTotals()["BE_L1D_FPU_BUBBLE.L1D_DCURECIR"], 0u) << Gap;
  }
}

namespace {
std::vector<IssueBundle> storeThenLoad(EngineFixture &F, uint64_t StAddr, uint64_t LdAddr, unsigned Gap) {
  std::vector<IssueBundle> T;
  IssueInst S = F.inst("st", ir::Unit::M);
  S.MemAddress = StAddr;
  T.push_back(F.mii(std::move(S), true));
  for (unsigned K = 0; K < Gap; ++K)
    T.push_back(F.mii(F.nop(ir::Unit::M), true));
  IssueInst L = F.inst("ld", ir::Unit::M);
  L.MemAddress = LdAddr;
  T.push_back(F.mii(std::move(L), true));
  return T;
}
} // namespace

TEST_F(EngineFixture, LoadAfterAStoreToTheSameLineRecirculates) {
  const auto &Sb = MM.stalls().StoreBufferRecirculation;
  ASSERT_EQ(Sb.Window, 3u);       // paper S5.3.3
  ASSERT_EQ(Sb.LineBytes, 8u);    // the word, not the line (GMP's measurements, issue 16)
  const char *C = "BE_L1D_FPU_BUBBLE.L1D_STBUFRECIR";
  // Same word, 1..3 cycles later: one recirculation.
  for (unsigned Gap = 0; Gap < Sb.Window; ++Gap)
    EXPECT_EQ(runTrace(MM, storeThenLoad(*this, 0x1000, 0x1004, Gap)).counterTotals()[C], Sb.Penalty) << Gap;
  // Later than the window, another word of the line, another line, or an
  // unknown address: none.
  EXPECT_EQ(runTrace(MM, storeThenLoad(*this, 0x1000, 0x1000, Sb.Window)).counterTotals()[C], 0u);
  EXPECT_EQ(runTrace(MM, storeThenLoad(*this, 0x1000, 0x1038, 0)).counterTotals()[C], 0u);
  EXPECT_EQ(runTrace(MM, storeThenLoad(*this, 0x1000, 0x1040, 0)).counterTotals()[C], 0u);
  EXPECT_EQ(runTrace(MM, storeThenLoad(*this, IssueInst::NoAddress, 0x1000, 0)).counterTotals()[C], 0u);
}

TEST_F(EngineFixture, ProducersSurviveIdCollisionsInTheIssuedRing) {
  // Ids need not be dense (the scheduler uses node indices): a producer whose
  // ring slot is taken by a later id must still time its consumer.
  NextId = 100; // the nops' ids, apart from the ones below
  std::vector<IssueBundle> T;
  IssueInst P = inst("frar_m", ir::Unit::M, ir::Reg::ar(7)); // mov r=ar.k7: 12 cycles
  P.Id = 5;
  T.push_back(mii(std::move(P), true));
  IssueInst Other = inst("ialu", ir::Unit::M);
  Other.Id = 5 + 4096; // same slot of a 4096-entry ring
  T.push_back(mii(std::move(Other), true));
  IssueInst C = inst("ialu", ir::Unit::M, std::nullopt, {{5, DepKind::Data}});
  C.Id = 5 + 2 * 4096;
  T.push_back(mii(std::move(C), true));
  IssueEngine E = runTrace(MM, T);
  EXPECT_EQ(E.issueCycle(5), 0u);
  EXPECT_EQ(E.issueCycle(5 + 2 * 4096), 12u);
  EXPECT_EQ(E.counterTotals()["BE_EXE_BUBBLE.GRALL"], 10u);
}

TEST_F(EngineFixture, TakenBranchInTheMiddleSlotEndsItsBundle) {
  // .mbb with a taken branch in slot 1: slot 2 never issues, and the next
  // group starts at the target (the next bundle of the trace). The old
  // engine issued the empty slot 2 as a group of its own.
  std::vector<IssueBundle> T;
  IssueBundle Mbb;
  Mbb.Template = 0x13; // M B B with a stop at the end
  IssueInst Br = inst("br", ir::Unit::B);
  Br.EndsGroup = true; // taken
  Mbb.Slots = {inst("ialu", ir::Unit::M), std::move(Br), std::nullopt};
  T.push_back(std::move(Mbb));
  T.push_back(mii(inst("ialu", ir::Unit::M), true));
  IssueEngine E(MM);
  E.run(T);
  EXPECT_EQ(E.groups(), 2u);
  EXPECT_EQ(E.issueCycle(2), 1u); // the target's first instruction, the cycle after the branch
}

// The model's slow_registers (paper S2): ar.itc, the interrupt-control CRs
// and the PMU registers take one access every `interval` cycles. Two
// independent ar.itc reads one group apart: the second waits for the
// interval, charged to the model's counter; a predicated-off read neither
// waits nor starts a new interval.
TEST_F(EngineFixture, SlowRegistersTakeOneAccessPerInterval) {
  const auto &Slow = MM.stalls().SlowRegisters;
  ASSERT_EQ(Slow.Interval, 6u);
  for (bool Nullified : {false, true}) {
    SCOPED_TRACE(Nullified ? "second read predicated off" : "both read");
    NextId = 0;
    std::vector<IssueBundle> T;
    T.push_back(mii(inst("frar_m", ir::Unit::M, ir::Reg::ar(44)), true)); // mov r=ar.itc
    T.push_back(mii(inst("ialu", ir::Unit::M), true));
    IssueInst Second = inst("frar_m", ir::Unit::M, ir::Reg::ar(44));
    Second.Nullified = Nullified;
    T.push_back(mii(std::move(Second), true));
    IssueEngine E(MM);
    E.run(T);
    EXPECT_EQ(E.groups(), 3u);
    if (Nullified) {
      EXPECT_EQ(E.issueCycle(6), 2u);
      EXPECT_EQ(E.bubbles(), 0u);
    } else {
      EXPECT_EQ(E.issueCycle(6), Slow.Interval);
      EXPECT_EQ(E.bubbles(), Slow.Interval - 2);
      EXPECT_EQ(E.counterTotals()[Slow.Counter], Slow.Interval - 2);
    }
  }
  // Not a slow register: ar.ccv reads do not wait for each other.
  NextId = 0;
  std::vector<IssueBundle> T;
  T.push_back(mii(inst("frar_m", ir::Unit::M, ir::Reg::ar(32)), true));
  T.push_back(mii(inst("frar_m", ir::Unit::M, ir::Reg::ar(32)), true));
  IssueEngine E(MM);
  E.run(T);
  EXPECT_EQ(E.cycles(), 2u);
}

// Two ar.itc reads in one window: the group splits before the second
// (split issue), which then waits out the interval from the first.
TEST_F(EngineFixture, SecondSlowRegisterAccessInAGroupSplitsIt) {
  const auto &Slow = MM.stalls().SlowRegisters;
  std::vector<IssueBundle> T;
  IssueBundle B;
  B.Template = 0x09; // M M I ;;
  B.Slots = {inst("frar_m", ir::Unit::M, ir::Reg::ar(44)), inst("frar_m", ir::Unit::M, ir::Reg::ar(44)),
             nop(ir::Unit::I)};
  T.push_back(std::move(B));
  IssueEngine E(MM);
  E.run(T);
  EXPECT_EQ(E.issueCycle(0), 0u);
  EXPECT_EQ(E.issueCycle(1), Slow.Interval);
  EXPECT_EQ(E.issueCycle(2), Slow.Interval); // the nop goes with the second read
  EXPECT_EQ(E.groups(), 2u);
  EXPECT_EQ(E.cycles(), Slow.Interval + 1);
}
