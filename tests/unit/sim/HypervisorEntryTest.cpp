// The hypervisor's half of the physical-mode entry (virt/Abi.h
// PhysicalEntryHint, docs/virtualization.md): an interruption delivered to a
// vector whose first instruction is `nop.m 0x1c0010` starts the handler with
// psr.dt = 0; any other first instruction (another nop.m immediate, a
// predicated hint, the hint in a later slot) leaves psr.dt as delivery has it.
#include "sim/Core.h"
#include "sim/Hypervisor.h"
#include "virt/Abi.h"
#include "SimInstBuilder.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::sim;
using test::inst;

namespace {

constexpr uint64_t Iva = 0xa000000000100000;

struct PhysicalEntry : ::testing::Test {
  Memory Mem;
  Core C{Mem};
  Hypervisor Hv;
  void SetUp() override {
    C.S.Mem.map(Iva, 0x8000, PageRights{3, 0, true});
    C.S.Cr[crn::IVA] = Iva;
    C.S.setPsrBit(psr::DT, true);
    C.S.setPsrBit(psr::IC, true);
    Hv.attach(C);
  }
  // Vector V's first bundle: .mii with `Slot0` first.
  void place(Vector V, const isa::MachineInst &Slot0) {
    std::vector<isa::MachineInst> Insts{Slot0, inst("nop.i", "i", {0}, ir::Unit::I),
                                        inst("nop.i", "i", {0}, ir::Unit::I)};
    auto B = isa::encodeBundle(0x00, Insts);
    ASSERT_TRUE(bool(B)) << llvm::toString(B.takeError());
    ASSERT_EQ(C.S.Mem.writeBytes(Iva + uint64_t(V), B->data(), 16), MemFault::None);
  }
  bool dtAfter(Vector V) {
    C.S.setPsrBit(psr::DT, true);
    C.fault(V);
    EXPECT_EQ(C.S.Ip, Iva + uint64_t(V));
    return C.S.psrBit(psr::DT);
  }
};

TEST_F(PhysicalEntry, HintTurnsTranslationOffAtDelivery) {
  place(Vector::DataNestedTlb, inst("nop.m", "i", {int64_t(virt::PhysicalEntryHint)}, ir::Unit::M));
  EXPECT_FALSE(dtAfter(Vector::DataNestedTlb));
  EXPECT_EQ(Hv.Count.PhysicalEntries, 1u);
  EXPECT_EQ(Hv.Count.Crossings, 0u); // the delivery's own work, no crossing
}

TEST_F(PhysicalEntry, OtherFirstInstructionsLeaveItOn) {
  place(Vector::DataTlb, inst("nop.m", "i", {0}, ir::Unit::M));
  EXPECT_TRUE(dtAfter(Vector::DataTlb));
  place(Vector::AltDataTlb, inst("nop.m", "i", {int64_t(virt::PhysicalEntryHint)}, ir::Unit::M, 6));
  EXPECT_TRUE(dtAfter(Vector::AltDataTlb)); // predicated: not the hint
  place(Vector::VhptTranslation, inst("nop.m", "i", {int64_t(virt::PhysicalEntryHint + 1)}, ir::Unit::M));
  EXPECT_TRUE(dtAfter(Vector::VhptTranslation));
  EXPECT_EQ(Hv.Count.PhysicalEntries, 0u);
}

} // namespace
