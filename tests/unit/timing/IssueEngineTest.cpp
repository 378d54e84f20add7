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
  EXPECT_EQ(E.counterTotals()["BE_EXE_BUBBLE.ARCR"], Lat - 1);
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
