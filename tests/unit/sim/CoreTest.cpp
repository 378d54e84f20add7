// The functional core on hand-encoded bundles: semantics table coverage,
// ALU/compare results, strict-mode detection of same-group RAW, faults
// through cr.iva, and the loader's bundle patcher against the decoder.
#include "isa/MachineInst.h"
#include "sim/Core.h"
#include "sim/ElfLoader.h"
#include "sim/Semantics.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::sim;

namespace {

isa::MachineInst inst(std::string_view Mn, std::initializer_list<int64_t> Ops, ir::Unit U, uint8_t Qp = 0) {
  for (isa::FormId F : isa::formsForMnemonic(Mn)) {
    const isa::FormInfo &FI = isa::form(F);
    if (FI.NumOps != Ops.size() || !isa::unitFits(FI.Unit, U) || FI.has(isa::FF_asmonly)) continue;
    bool Ok = true;
    unsigned I = 0;
    for (int64_t V : Ops) {
      const isa::OperandType &T = isa::operandType(FI.Ops[I++]);
      Ok &= V >= T.Min && V <= T.Max;
    }
    if (!Ok) continue;
    isa::MachineInst MI;
    MI.Form = F;
    MI.QP = Qp;
    I = 0;
    for (int64_t V : Ops) MI.Ops[I++] = V;
    return MI;
  }
  ADD_FAILURE() << "no form for " << Mn;
  return {};
}

struct CoreFixture : ::testing::Test {
  Memory Mem;
  Core C{Mem};
  uint64_t Pc = 0x10000;
  void SetUp() override {
    Mem.map(0x10000, 0x10000, PageRights{3, 3, true});
    Mem.map(0x80000, 0x1000, PageRights{3, 3, true});
    C.S.Rse.reset(0x80000);
    C.S.Ip = 0x10000;
    C.End.MaxInsts = 1000;
  }
  void bundle(uint8_t Tmpl, std::vector<isa::MachineInst> Insts) {
    auto B = isa::encodeBundle(Tmpl, Insts);
    ASSERT_TRUE(bool(B)) << llvm::toString(B.takeError());
    Mem.writeBytes(Pc, B->data(), 16);
    Pc += 16;
  }
  isa::MachineInst nopM() { return inst("nop.m", {0}, ir::Unit::M); }
  isa::MachineInst nopI() { return inst("nop.i", {0}, ir::Unit::I); }
  isa::MachineInst brk(int64_t N) { return inst("break.m", {N}, ir::Unit::M); }
};

} // namespace

TEST(Semantics, CoversTheIntegerAndSystemForms) {
  unsigned N = implementedForms();
  EXPECT_GT(N, 1200u); // loads/stores/branches dominate the table
  for (const char *Mn : {"add", "sub", "shladd", "cmp.eq", "cmp4.lt.unc", "cmp.eq.or.andcm", "tbit.z.and",
                         "ld8.fill", "st8.spill", "cmpxchg8.acq", "fetchadd4.rel", "xma.l", "getf.sig",
                         "alloc", "flushrs", "loadrs", "rfi", "bsw.1", "epc", "br.ctop.sptk.few", "chk.a.clr"})
    for (isa::FormId F : isa::formsForMnemonic(Mn))
      EXPECT_NE(semantics(F).Fn, nullptr) << Mn;
}

TEST_F(CoreFixture, AluAndPredicatedExecution) {
  C.S.Gr[2] = 40;
  C.S.Gr[3] = 2;
  bundle(0x01, {inst("add", {1, 2, 3}, ir::Unit::M), inst("cmp.lt", {6, 7, 3, 2}, ir::Unit::I), nopI()});
  bundle(0x01, {inst("adds", {8, 1, 1}, ir::Unit::M, 6), inst("adds", {9, 2, 1}, ir::Unit::I, 7), nopI()});
  bundle(0x01, {brk(5), nopI(), nopI()});
  C.End.BreakImm = 5;
  StopInfo S = C.run();
  EXPECT_EQ(S.K, StopInfo::Break) << S.Message;
  EXPECT_EQ(C.gr(1), 42u);
  EXPECT_TRUE(C.pr(6));
  EXPECT_FALSE(C.pr(7));
  EXPECT_EQ(C.gr(8), 43u);
  EXPECT_EQ(C.gr(9), 0u);
}

TEST_F(CoreFixture, StrictModeStopsOnSameGroupRead) {
  C.S.Gr[2] = 1;
  // No stop between the write of r1 and its read: a dependency violation.
  bundle(0x00, {inst("add", {1, 2, 2}, ir::Unit::M), inst("add", {4, 1, 2}, ir::Unit::I), nopI()});
  StopInfo S = C.run();
  ASSERT_EQ(S.K, StopInfo::Error);
  EXPECT_NE(S.Message.find("0x10000 slot 1"), std::string::npos) << S.Message;
  EXPECT_NE(S.Message.find("reads r1"), std::string::npos) << S.Message;
}

TEST_F(CoreFixture, NatConsumptionVectorsThroughIva) {
  C.S.Cr[crn::IVA] = 0x18000;
  C.S.GrNat[2] = true;
  bundle(0x01, {inst("st8", {3, 2}, ir::Unit::M), nopI(), nopI()});
  Pc = 0x18000 + 0x5600;
  bundle(0x01, {brk(9), nopI(), nopI()});
  C.S.Gr[3] = 0x80000;
  C.End.BreakImm = 9;
  StopInfo S = C.run();
  EXPECT_EQ(S.K, StopInfo::Break) << S.Message;
  EXPECT_EQ(C.S.Cr[crn::IIP], 0x10000u);
  EXPECT_EQ(C.Interruptions, 1u);
}

TEST(Loader, PatchedImmediatesDecodeBack) {
  isa::MachineInst Movl = inst("movl", {5, 0}, ir::Unit::L);
  auto B = isa::encodeBundle(0x04, std::vector<isa::MachineInst>{inst("nop.m", {0}, ir::Unit::M), Movl});
  ASSERT_TRUE(bool(B));
  uint8_t Bytes[16];
  memcpy(Bytes, B->data(), 16);
  patchBundle(Bytes, 1, PatchField::Imm64, 0x8123456789abcdefull);
  isa::DecodedBundle D = isa::decodeBundle(Bytes);
  EXPECT_EQ(uint64_t(D.Insts[1].Ops[1]), 0x8123456789abcdefull);

  isa::MachineInst Addl = inst("addl", {5, 0, 1}, ir::Unit::M);
  B = isa::encodeBundle(0x00, std::vector<isa::MachineInst>{Addl, inst("nop.i", {0}, ir::Unit::I), inst("nop.i", {0}, ir::Unit::I)});
  ASSERT_TRUE(bool(B));
  memcpy(Bytes, B->data(), 16);
  patchBundle(Bytes, 0, PatchField::Imm22, uint64_t(-123456) & 0x3fffff);
  D = isa::decodeBundle(Bytes);
  EXPECT_EQ(D.Insts[0].Ops[1], -123456);
}
