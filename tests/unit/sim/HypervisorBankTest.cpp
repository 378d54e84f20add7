// The hypervisor's half of the virtual register banks (virt/Abi.h,
// docs/virtualization.md): the bank not in use is in its PSCB area at every
// sync point, and a guest that switched banks itself (psr.bn word and the
// other bank's area changed) gets that as its state when the hypervisor
// next looks.
#include "sim/Core.h"
#include "sim/Hypervisor.h"
#include "virt/Abi.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::sim;

namespace {

uint64_t word(Core &C, uint64_t Addr) {
  uint64_t V = 0;
  EXPECT_EQ(C.S.Mem.read(Addr, 8, V), MemFault::None);
  return V;
}

TEST(HypervisorBank, SyncWritesTheBankNotInUse) {
  Memory Mem;
  Core C{Mem};
  C.S.setPsrBit(psr::BN, true); // bank 1 in use: bank 0 is the other
  for (unsigned K = 0; K < 16; ++K) C.S.Bank0[K] = 0x100 + K;
  C.S.Bank0Nat[3] = true;
  Hypervisor Hv;
  Hv.attach(C);
  EXPECT_EQ(word(C, virt::PscbVpsrBn), 1u);
  for (unsigned K = 0; K < 16; ++K) EXPECT_EQ(word(C, virt::pscbBank(0) + 8 * K), 0x100u + K);
  EXPECT_EQ(word(C, virt::pscbBank(0) + virt::PscbBankNat), uint64_t(1) << 3);
}

TEST(HypervisorBank, PullTakesTheGuestsSwitch) {
  Memory Mem;
  Core C{Mem};
  C.S.setPsrBit(psr::BN, true);
  Hypervisor Hv;
  Hv.attach(C);
  // The guest's bsw.0: bank 1 spilled to its area, bank 0 filled, psr.bn = 0.
  for (unsigned K = 0; K < 16; ++K) C.S.Mem.write(virt::pscbBank(1) + 8 * K, 8, 0x200 + K);
  C.S.Mem.write(virt::pscbBank(1) + virt::PscbBankNat, 8, uint64_t(1) << 15);
  C.S.Mem.write(virt::PscbVpsrBn, 8, 0);
  Hv.pullPscb(C);
  EXPECT_FALSE(C.S.psrBit(psr::BN));
  for (unsigned K = 0; K < 16; ++K) EXPECT_EQ(C.S.Bank0[K], 0x200u + K);
  EXPECT_TRUE(C.S.Bank0Nat[15]);
  EXPECT_FALSE(C.S.Bank0Nat[0]);
  // A word other than 0 or 1 is not a bank: nothing changes.
  C.S.Mem.write(virt::PscbVpsrBn, 8, 7);
  Hv.pullPscb(C);
  EXPECT_FALSE(C.S.psrBit(psr::BN));
}

} // namespace
