// The hypervisor's half of the deferred itc (virt/Abi.h PscbItcPte,
// docs/virtualization.md "insert translation and resume"): a request the
// guest left in the PSCB is performed at the next pull (every crossing,
// delivery and stop) with the guest's cr.ifa/cr.itir of that moment (an
// entry of the insert queue: with its own, and before the plain request),
// into the TLB the request word names, and cleared; no request, no insert.
#include "sim/Core.h"
#include "sim/Hypervisor.h"
#include "sim/TlbModel.h"
#include "virt/Abi.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::sim;

namespace {

constexpr uint64_t Pte = 1 | (1 << 5) | (1 << 6) | (3 << 9) | 0x1000000; // p a d, pl 0, RWX

struct DeferredItc : ::testing::Test {
  Memory Mem;
  Core C{Mem};
  TlbModel T;
  Hypervisor Hv;
  void SetUp() override {
    C.Xlat = &T;
    C.S.Rr[5] = (0x5 << 8) | (14 << 2);
    C.S.Cr[crn::IFA] = 0xa000000001000000;
    C.S.Cr[crn::ITIR] = 14 << 2;
    C.S.setPsrBit(psr::IC, false); // the handler's state
    Hv.attach(C);
  }
  uint64_t word(uint64_t Addr) {
    uint64_t V = 0;
    EXPECT_EQ(C.S.Mem.read(Addr, 8, V), MemFault::None);
    return V;
  }
};

TEST_F(DeferredItc, NothingRequestedNothingInserted) {
  EXPECT_EQ(word(virt::PscbItcI), 0u);
  EXPECT_EQ(word(virt::PscbItcD), 0u);
  C.S.Mem.write(virt::PscbItcPte, 8, Pte); // a PTE alone is no request
  Hv.pullPscb(C);
  EXPECT_TRUE(T.entries(true).empty());
  EXPECT_TRUE(T.entries(false).empty());
  EXPECT_EQ(Hv.Count.DeferredInserts, 0u);
}

TEST_F(DeferredItc, RequestIsPerformedOnceIntoItsTlb) {
  C.S.Mem.write(virt::PscbItcPte, 8, Pte);
  C.S.Mem.write(virt::PscbItcI, 8, virt::PscbItcI);
  Hv.pullPscb(C);
  ASSERT_EQ(T.entries(true).size(), 1u);
  EXPECT_TRUE(T.entries(false).empty());
  const TlbEntry *E = T.lookup(true, 0xa000000001000010, 5);
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(E->physical(0xa000000001000010), 0x1000010u);
  EXPECT_EQ(word(virt::PscbItcI), 0u); // cleared
  EXPECT_EQ(Hv.Count.DeferredInserts, 1u);
  EXPECT_EQ(Hv.Count.Crossings, 0u); // not a crossing of its own
  T.purgeAllTc();
  Hv.pullPscb(C);
  EXPECT_TRUE(T.entries(true).empty()); // performed once
}

TEST_F(DeferredItc, CollectionOnIsAnErrorNotASilentInsert) {
  C.S.Mem.write(virt::PscbItcPte, 8, Pte);
  C.S.Mem.write(virt::PscbItcD, 8, virt::PscbItcD);
  C.S.Mem.write(virt::PscbVpsrIc, 8, 1); // the guest turned psr.ic on before the crossing
  Hv.pullPscb(C);
  EXPECT_TRUE(T.entries(false).empty());
}

TEST_F(DeferredItc, QueueEntriesUseTheirOwnIfaAndComeFirst) {
  // Entry 0 (itc.i) and the plain request (itc.d) with the cr.ifa of now:
  // the queued one goes where its own cr.ifa says.
  uint64_t Q = virt::pscbItcQueue(0);
  C.S.Mem.write(Q, 8, Pte);
  C.S.Mem.write(Q + 8, 8, 0xa000000002000000);
  C.S.Mem.write(Q + 16, 8, 14 << 2);
  C.S.Mem.write(Q + 24, 8, 1);
  C.S.Mem.write(virt::PscbItcPte, 8, Pte | 0x4000);
  C.S.Mem.write(virt::PscbItcD, 8, virt::PscbItcD);
  Hv.pullPscb(C);
  const TlbEntry *I = T.lookup(true, 0xa000000002000000, 5);
  ASSERT_NE(I, nullptr);
  EXPECT_EQ(I->physical(0xa000000002000000), 0x1000000u);
  EXPECT_EQ(T.lookup(true, 0xa000000001000000, 5), nullptr);
  const TlbEntry *D = T.lookup(false, 0xa000000001000000, 5);
  ASSERT_NE(D, nullptr);
  EXPECT_EQ(D->physical(0xa000000001000000), 0x1004000u);
  EXPECT_EQ(word(Q + 24), 0u); // cleared
  EXPECT_EQ(Hv.Count.DeferredInserts, 2u);
  EXPECT_EQ(Hv.Count.Crossings, 0u);
}

// The guarded deferral reads the guest's psr.dt from the PSCB (virt/Abi.h
// PscbVpsrDt): the hypervisor writes it at every sync (each crossing and
// delivery, where psr.dt can change), and a guest store to it changes
// nothing: it is not one of the words the hypervisor takes back.
TEST_F(DeferredItc, VirtualPsrDtFollowsTheGuest) {
  C.S.setPsrBit(psr::DT, true);
  Hv.syncPscb(C);
  EXPECT_EQ(word(virt::PscbVpsrDt), 1u);
  C.S.setPsrBit(psr::DT, false); // e.g. a physical-mode entry
  Hv.syncPscb(C);
  EXPECT_EQ(word(virt::PscbVpsrDt), 0u);
  C.S.Mem.write(virt::PscbVpsrDt, 8, 1);
  Hv.pullPscb(C);
  EXPECT_FALSE(C.S.psrBit(psr::DT));
}

TEST_F(DeferredItc, PageSizeAbove4GiBIsAnErrorNotASilentInsert) {
  // The guard compares addresses in 4 GiB blocks, the largest architected
  // page size; a larger one (reserved on the machine) is refused.
  C.S.Cr[crn::ITIR] = 33 << 2;
  C.S.Mem.write(virt::PscbBase + virt::pscbCrOffset(crn::ITIR), 8, 33 << 2);
  C.S.Mem.write(virt::PscbItcPte, 8, Pte);
  C.S.Mem.write(virt::PscbItcD, 8, virt::PscbItcD);
  Hv.pullPscb(C);
  EXPECT_TRUE(T.entries(false).empty());
}

} // namespace
