#include "sim/RegisterStack.h"
#include <gtest/gtest.h>

using namespace epic::sim;

namespace {
constexpr uint64_t StackBase = 0x10000;

struct RseFixture : ::testing::Test {
  Memory Mem;
  RegisterStack Rse{Mem};
  void SetUp() override {
    Mem.map(StackBase, 0x10000, PageRights{2, 0, true});
    Rse.reset(StackBase);
  }
};
} // namespace

TEST(BackingStore, SkipsNatCollectionSlots) {
  // 63 registers fill slots 0..62 of a group; slot 63 holds their NaT bits.
  EXPECT_EQ(bspAdvance(StackBase, 62), StackBase + 62 * 8);
  EXPECT_EQ(bspAdvance(StackBase, 63), StackBase + 64 * 8);
  EXPECT_EQ(bspAdvance(StackBase + 62 * 8, 1), StackBase + 64 * 8);
  for (unsigned N : {1u, 62u, 63u, 64u, 130u})
    EXPECT_EQ(bspRetreat(bspAdvance(StackBase + 40, N), N), StackBase + 40) << N;
}

TEST(FrameMarker, PackRoundTrip) {
  FrameMarker F{96, 80, 16, 5, 7, 3};
  EXPECT_EQ(FrameMarker::unpack(F.pack()), F);
  EXPECT_EQ(FrameMarker{7}.pack(), 7u);
}

TEST_F(RseFixture, CallPassesOutputsAndReturnRestoresLocals) {
  ASSERT_EQ(Rse.alloc(6, 4, 0), RseFault::None);
  for (unsigned R = 32; R < 38; ++R)
    Rse.value(R) = 100 + R;
  FrameMarker Caller = Rse.call();
  EXPECT_EQ(Rse.cfm().Sof, 2u);
  EXPECT_EQ(Rse.value(32), 136u); // caller's out0 is the callee's in0
  EXPECT_EQ(Rse.value(33), 137u);
  EXPECT_EQ(Rse.bsp(), StackBase + 4 * 8);
  EXPECT_EQ(Rse.dirtyRegs(), 4u);
  Rse.value(32) = 7; // return value in the shared register
  ASSERT_EQ(Rse.ret(Caller), RseFault::None);
  EXPECT_EQ(Rse.bsp(), StackBase);
  EXPECT_EQ(Rse.value(32), 132u);
  EXPECT_EQ(Rse.value(36), 7u);
  EXPECT_EQ(Rse.spills(), 0u);
}

TEST_F(RseFixture, OverflowSpillsAndUnderflowFills) {
  ASSERT_EQ(Rse.alloc(10, 10, 0), RseFault::None);
  for (unsigned R = 32; R < 42; ++R) {
    Rse.value(R) = 0xabc0 + R;
    Rse.nat(R) = (R % 3) == 0;
  }
  FrameMarker Caller = Rse.call();
  // The callee takes every physical register: the caller's 10 locals spill.
  ASSERT_EQ(Rse.alloc(96, 96, 0), RseFault::None);
  EXPECT_EQ(Rse.spills(), 10u);
  EXPECT_EQ(Rse.bspstore(), StackBase + 10 * 8);
  uint64_t V = 0;
  ASSERT_EQ(Mem.read(StackBase + 3 * 8, 8, V), MemFault::None);
  EXPECT_EQ(V, 0xabc0u + 35);
  for (unsigned R = 32; R < 128; ++R)
    Rse.value(R) = 1; // overwrite every physical register
  ASSERT_EQ(Rse.ret(Caller), RseFault::None);
  EXPECT_EQ(Rse.fills(), 10u);
  for (unsigned R = 32; R < 42; ++R) {
    EXPECT_EQ(Rse.value(R), 0xabc0u + R) << R;
    EXPECT_EQ(Rse.nat(R), (R % 3) == 0) << R;
  }
}

TEST_F(RseFixture, FlushrsWritesDirtyRegistersAndCollectsNats) {
  ASSERT_EQ(Rse.alloc(70, 70, 0), RseFault::None);
  for (unsigned R = 32; R < 102; ++R) {
    Rse.value(R) = R;
    Rse.nat(R) = R == 40 || R == 100;
  }
  Rse.cover();
  EXPECT_EQ(Rse.dirtyRegs(), 70u);
  ASSERT_EQ(Rse.flushrs(), RseFault::None);
  EXPECT_EQ(Rse.bspstore(), Rse.bsp());
  EXPECT_EQ(Rse.bsp(), bspAdvance(StackBase, 70));
  uint64_t Coll = 0, V = 0;
  ASSERT_EQ(Mem.read(StackBase + 63 * 8, 8, Coll), MemFault::None);
  EXPECT_EQ(Coll, uint64_t(1) << 8); // r40 is the 9th register
  // r100 is register 68: second group, slot 68 - 63 = 5, bit still in ar.rnat.
  EXPECT_EQ(Rse.rnat() >> 5 & 1, 1u);
  ASSERT_EQ(Mem.read(StackBase + 64 * 8, 8, V), MemFault::None);
  EXPECT_EQ(V, 32u + 63);
}

TEST_F(RseFixture, ContextSwitchThroughBspstoreAndLoadrs) {
  // Thread A: a frame of 8 registers, covered and flushed to its stack.
  ASSERT_EQ(Rse.alloc(8, 8, 0), RseFault::None);
  for (unsigned R = 32; R < 40; ++R)
    Rse.value(R) = 0xa000 + R;
  FrameMarker AFrame = Rse.cover();
  ASSERT_EQ(Rse.flushrs(), RseFault::None);
  uint64_t ABsp = Rse.bspstore(), ARnat = Rse.rnat();

  // Switch to thread B's (empty) stack, discard A's registers.
  const uint64_t BStack = StackBase + 0x8000;
  Rse.setBspStore(BStack);
  ASSERT_EQ(Rse.loadrs(0), RseFault::None);
  EXPECT_EQ(Rse.bsp(), BStack);
  ASSERT_EQ(Rse.alloc(4, 4, 0), RseFault::None);
  for (unsigned R = 32; R < 36; ++R)
    Rse.value(R) = 0xb000;
  Rse.cover();
  ASSERT_EQ(Rse.flushrs(), RseFault::None);

  // Back to A: its frame comes back from memory on return.
  Rse.setBspStore(ABsp);
  Rse.setRnat(ARnat);
  ASSERT_EQ(Rse.loadrs(0), RseFault::None);
  ASSERT_EQ(Rse.ret(FrameMarker{AFrame.Sof, AFrame.Sof, 0}), RseFault::None);
  EXPECT_EQ(Rse.bsp(), StackBase);
  for (unsigned R = 32; R < 40; ++R)
    EXPECT_EQ(Rse.value(R), 0xa000u + R) << R;
}

TEST_F(RseFixture, LoadrsPreloadsTheDirtyPartition) {
  ASSERT_EQ(Rse.alloc(5, 5, 0), RseFault::None);
  for (unsigned R = 32; R < 37; ++R)
    Rse.value(R) = R * 3;
  FrameMarker F = Rse.cover();
  ASSERT_EQ(Rse.flushrs(), RseFault::None);
  ASSERT_EQ(Rse.loadrs(5 * 8), RseFault::None);
  EXPECT_EQ(Rse.dirtyRegs(), 5u);
  EXPECT_EQ(Rse.bspstore(), StackBase);
  uint64_t FillsBefore = Rse.fills();
  ASSERT_EQ(Rse.ret(FrameMarker{F.Sof, F.Sof, 0}), RseFault::None);
  EXPECT_EQ(Rse.fills(), FillsBefore); // already present: no fill on return
  EXPECT_EQ(Rse.value(36), 108u);
}

TEST_F(RseFixture, IllegalAllocs) {
  EXPECT_EQ(Rse.alloc(97, 0, 0), RseFault::IllegalOperation);
  EXPECT_EQ(Rse.alloc(8, 9, 0), RseFault::IllegalOperation);
  EXPECT_EQ(Rse.alloc(16, 8, 12), RseFault::IllegalOperation);
}

TEST_F(RseFixture, UnmappedBackingStoreFaults) {
  Rse.reset(0x900000); // nothing mapped there
  ASSERT_EQ(Rse.alloc(3, 3, 0), RseFault::None);
  Rse.cover();
  EXPECT_EQ(Rse.flushrs(), RseFault::MemoryFault);
}
