#include "sim/ArchState.h"
#include <gtest/gtest.h>

using namespace epic::sim;

namespace {
struct StateFixture : ::testing::Test {
  Memory Mem;
  ArchState S{Mem};
  void SetUp() override {
    Mem.map(0x10000, 0x4000, PageRights{2, 0, true});
    S.Rse.reset(0x10000);
  }
};
} // namespace

TEST_F(StateFixture, BreakVectorsThroughIvaAndRfiReturns) {
  S.Cr[crn::IVA] = 0xa0000;
  S.setCpl(3);
  S.setPsrBit(psr::I, true);
  S.Ip = 0x4000;
  S.Slot = 2;
  S.Gr[17] = 0x1717; // bank 1 value
  S.interrupt(Vector::Break, 0, 0x100000);
  EXPECT_EQ(S.Ip, 0xa0000u + 0x2c00);
  EXPECT_EQ(S.cpl(), 0u);
  EXPECT_FALSE(S.psrBit(psr::IC));
  EXPECT_FALSE(S.psrBit(psr::I));
  EXPECT_FALSE(S.psrBit(psr::BN));
  EXPECT_EQ(S.Cr[crn::IIM], 0x100000u);
  EXPECT_EQ(S.Cr[crn::IIP], 0x4000u);
  EXPECT_EQ((S.Cr[crn::IPSR] >> psr::RI) & 3, 2u);
  EXPECT_EQ((S.Cr[crn::IPSR] >> psr::CPL) & 3, 3u);
  EXPECT_EQ(S.Gr[17], 0u); // bank 0 now visible
  S.Gr[17] = 0x99;         // handler scratch in bank 0
  S.switchBank(true);      // bsw.1
  EXPECT_EQ(S.Gr[17], 0x1717u);
  S.switchBank(false);     // bsw.0
  ASSERT_EQ(S.rfi(), RseFault::None);
  EXPECT_EQ(S.Ip, 0x4000u);
  EXPECT_EQ(S.Slot, 2u);
  EXPECT_EQ(S.cpl(), 3u);
  EXPECT_TRUE(S.psrBit(psr::I));
  EXPECT_TRUE(S.psrBit(psr::BN));
  EXPECT_EQ(S.Gr[17], 0x1717u);
}

TEST_F(StateFixture, RfiRestoresCoveredFrame) {
  ASSERT_EQ(S.Rse.alloc(4, 4, 0), RseFault::None);
  ASSERT_TRUE(S.setGr(35, 0x35));
  FrameMarker F = S.Rse.cover();
  S.Cr[crn::IFS] = (uint64_t(1) << 63) | F.pack();
  S.Cr[crn::IPSR] = S.Psr;
  S.Cr[crn::IIP] = 0x8000;
  ASSERT_EQ(S.rfi(), RseFault::None);
  EXPECT_EQ(S.Rse.cfm().Sof, 4u);
  EXPECT_EQ(S.gr(35), 0x35u);
}

TEST_F(StateFixture, StackedRegistersOutsideTheFrameAreRejected) {
  ASSERT_EQ(S.Rse.alloc(2, 2, 0), RseFault::None);
  EXPECT_TRUE(S.setGr(33, 1));
  EXPECT_FALSE(S.setGr(34, 1));
  EXPECT_TRUE(S.setGr(0, 5));
  EXPECT_EQ(S.gr(0), 0u);
  S.setPr(0, false);
  EXPECT_TRUE(S.pr(0));
}

// rfi with IFS.v brings back the whole covered frame (sof registers, locals
// and outputs), from below the current frame, and BSP retreats by sof; the
// frame current at the rfi is discarded. (A br.ret-style restore of only
// the locals handed the signal trampoline's outputs back as r32/r33.)
TEST_F(StateFixture, RfiRestoresTheWholeCoveredFrame) {
  FrameMarker F;
  F.Sof = 2;
  F.Sol = 0; // two outputs, no locals: what a user frame interrupted by break looks like
  S.Rse.reset(0x10000, F);
  S.Rse.value(32) = 0x3232;
  S.Rse.value(33) = 0x3333;
  FrameMarker Covered = S.Rse.cover();
  EXPECT_EQ(S.Rse.bsp(), 0x10010u);
  // Something else runs above it: a 3-register frame with other values.
  ASSERT_EQ(S.Rse.alloc(3, 0, 0), RseFault::None);
  S.Rse.value(32) = 0xa;
  S.Rse.value(33) = 0xb;
  S.Cr[crn::IPSR] = S.Psr;
  S.Cr[crn::IIP] = 0x4000;
  S.Cr[crn::IFS] = (uint64_t(1) << 63) | Covered.pack();
  ASSERT_EQ(S.rfi(), RseFault::None);
  EXPECT_EQ(S.Rse.cfm().Sof, 2u);
  EXPECT_EQ(S.Rse.cfm().Sol, 0u);
  EXPECT_EQ(S.Rse.bsp(), 0x10000u);
  EXPECT_EQ(S.gr(32), 0x3232u);
  EXPECT_EQ(S.gr(33), 0x3333u);
}
