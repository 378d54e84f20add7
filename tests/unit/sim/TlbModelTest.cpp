// The TLBs of `translation: tlb` (sim/TlbModel.h, sim/CoreXlat.cpp): entry
// matching and overlap purges (SDM vol. 2 4.1.1), thash's short format, and
// which vector a data miss takes with which interruption registers (SDM
// vol. 2 5.8; Ski's tlb.c orders them the same way).
#include "sim/Core.h"
#include "sim/TlbModel.h"
#include <gtest/gtest.h>

using namespace epic::sim;

namespace {

constexpr uint64_t Pte = 1 | (1 << 5) | (1 << 6) | (2 << 9); // p a d, pl 0, ar RW
constexpr uint64_t Itir14 = 14 << 2, Itir24 = 24 << 2;

TEST(TlbModel, MatchesItsPageUnderItsRegionId) {
  TlbModel T;
  T.insertTc(false, 0x610008, 0x100, Pte | 0x3000000, Itir14);
  const TlbEntry *E = T.lookup(false, 0x613ff8, 0x100);
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->physical(0x613ff8), 0x3003ff8u);
  EXPECT_EQ(T.lookup(false, 0x614000, 0x100), nullptr); // the next 16 KiB page
  EXPECT_EQ(T.lookup(false, 0x610008, 0x101), nullptr); // another address space
  EXPECT_EQ(T.lookup(true, 0x610008, 0x100), nullptr);  // the instruction TLB
}

TEST(TlbModel, InsertPurgesWhatItOverlaps) {
  TlbModel T;
  T.insertTc(false, 0xe000000000a00000, 7, Pte | 0xa00000, Itir14);
  T.insertTc(false, 0xe000000000000000, 7, Pte, Itir24); // a 16 MiB page over it
  auto D = T.entries(false);
  ASSERT_EQ(D.size(), 1u);
  EXPECT_EQ(D[0].second->Ps, 24u);
}

TEST(TlbModel, PurgesRangesTranslationRegistersAndNotThePinnedPage) {
  TlbModel T;
  T.insertTc(false, 0x610000, 0x100, Pte | 0x3000000, Itir14);
  T.insertTc(true, 0x614000, 0x100, Pte | 0x3004000, Itir14);
  T.insertTr(false, 9, 0x800000, 0x100, Pte | 0x4000000, Itir14); // slot 9 mod 8
  T.pin(0xe000000000fe0000, 7, 12);
  T.purgeTc(0x600000, 20, 0x100); // 1 MiB from 0x600000: both caches' entries
  EXPECT_EQ(T.lookup(false, 0x610000, 0x100), nullptr);
  EXPECT_EQ(T.lookup(true, 0x614000, 0x100), nullptr);
  EXPECT_NE(T.lookup(false, 0x800000, 0x100), nullptr); // ptc leaves translation registers
  T.purgeTr(false, 0x800000, 14, 0x100);
  EXPECT_EQ(T.lookup(false, 0x800000, 0x100), nullptr);
  T.purgeAllTc();
  const TlbEntry *P = T.lookup(false, 0xe000000000fe0008, 7);
  ASSERT_NE(P, nullptr);
  EXPECT_TRUE(P->Pinned);
}

struct XlatCore : ::testing::Test {
  Memory Mem;
  Core C{Mem};
  TlbModel T;
  void SetUp() override {
    C.Xlat = &T;
    C.S.Psr = (uint64_t(1) << psr::IC) | (uint64_t(1) << psr::DT);
    C.S.Rr[0] = (0x100 << 8) | (14 << 2) | 1;
    C.S.Rr[7] = (0x7 << 8) | (24 << 2);
    C.S.Cr[crn::IVA] = 0x40000;
    C.S.Cr[crn::PTA] = 0x1fffff0000000000 | (40 << 2) | 1; // Linux's: base 2^61 - 2^40, size 40, ve
  }
  uint64_t vector() const { return C.S.Ip - 0x40000; }
  Flow load(uint64_t Va, uint64_t &V) {
    bool Deferred = false;
    return C.load(Va, 8, V, false, Deferred);
  }
};

TEST_F(XlatCore, ThashShortFormatIsTheLinearPageTable) {
  EXPECT_EQ(C.thash(0x610008), 0x1fffff0000000c20u);
  EXPECT_EQ(C.thash(0x2000000000610008) >> 61, 1u); // the address's region
}

TEST_F(XlatCore, MissWithoutTheVhptIsAlternateDataTlb) {
  uint64_t V = 0;
  EXPECT_EQ(load(0xe000000000a00008, V), Flow::Fault);
  EXPECT_EQ(vector(), 0x1000u);
  EXPECT_EQ(C.S.Cr[crn::IFA], 0xe000000000a00008u);
  EXPECT_EQ(C.S.Cr[crn::ITIR], (0x7u << 8) | (24u << 2));
  EXPECT_EQ(C.S.Cr[crn::ISR] >> 34 & 1, 1u); // a read
}

TEST_F(XlatCore, WalkerMissOnTheTableIsVhptTranslationAndWithoutCollectionNested) {
  uint64_t V = 0;
  EXPECT_EQ(load(0x610008, V), Flow::Fault);
  EXPECT_EQ(vector(), 0x0000u);
  EXPECT_EQ(C.S.Cr[crn::IHA], 0x1fffff0000000c20u);
  C.S.Psr = uint64_t(1) << psr::DT; // psr.ic = 0 now
  C.S.Cr[crn::IFA] = 0;
  EXPECT_EQ(load(0x610008, V), Flow::Fault);
  EXPECT_EQ(vector(), 0x1400u);
  EXPECT_EQ(C.S.Cr[crn::IFA], 0u); // nothing collected
}

TEST_F(XlatCore, WalkerInsertsTheEntryItFindsOrRaisesDataTlb) {
  Mem.mapIn(PhysicalRid, 0x2008000, 0x4000, PageRights{2, 0, true});
  Mem.mapIn(PhysicalRid, 0x3000000, 0x4000, PageRights{2, 0, true});
  uint64_t Leaf = Pte | (3 << 7) | 0x3000000, Data = 42;
  Mem.writeBytesIn(PhysicalRid, 0x2008c20, reinterpret_cast<const uint8_t *>(&Leaf), 8);
  Mem.writeBytesIn(PhysicalRid, 0x3000008, reinterpret_cast<const uint8_t *>(&Data), 8);
  C.S.Cr[crn::IFA] = 0x1fffff0000000000; // the table's page, as vhpt_miss inserts it
  C.S.Cr[crn::ITIR] = Itir14;
  C.S.Psr = uint64_t(1) << psr::DT;
  ASSERT_EQ(C.tlbInsert(false, std::nullopt, Pte | 0x2008000), Flow::Next);
  C.S.Psr |= uint64_t(1) << psr::IC;
  uint64_t V = 0;
  ASSERT_EQ(load(0x610008, V), Flow::Next);
  EXPECT_EQ(V, 42u);
  EXPECT_EQ(C.WalkerInserts, 1u);
  T.purgeAllTc();
  T.Walker = false; // a walker that aborts: Data TLB with cr.iha
  EXPECT_EQ(load(0x610008, V), Flow::Fault);
  EXPECT_EQ(vector(), 0x0800u);
  EXPECT_EQ(C.S.Cr[crn::IHA], 0x1fffff0000000c20u);
}

TEST_F(XlatCore, ItcNeedsCollectionOff) {
  C.S.Cr[crn::IFA] = 0x610000;
  C.S.Cr[crn::ITIR] = Itir14;
  EXPECT_EQ(C.tlbInsert(false, std::nullopt, Pte), Flow::Fault); // psr.ic = 1: Illegal Operation
  EXPECT_EQ(vector(), 0x5400u);
  EXPECT_TRUE(T.entries(false).empty());
}

} // namespace
