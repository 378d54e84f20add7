// Floating-point and multimedia semantics: table coverage of the families
// added in sim/SemFloat.cpp and sim/SemMultimedia.cpp, and the frcpa + fma
// integer divide sequences run on many operand pairs against C++'s own
// integer division (exact quotients required), plus the special cases.
#include "isa/MachineInst.h"
#include "sim/Core.h"
#include "sim/Semantics.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::sim;

namespace {

isa::MachineInst inst(std::string_view Mn, std::initializer_list<int64_t> Ops, ir::Unit U, uint8_t Qp = 0) {
  for (isa::FormId F : isa::formsForMnemonic(Mn)) {
    const isa::FormInfo &FI = isa::form(F);
    if (FI.NumOps != Ops.size() || !isa::unitFits(FI.Unit, U) || FI.has(isa::FF_asmonly)) continue;
    isa::MachineInst MI;
    MI.Form = F;
    MI.QP = Qp;
    unsigned I = 0;
    for (int64_t V : Ops) MI.Ops[I++] = V;
    return MI;
  }
  ADD_FAILURE() << "no form for " << Mn;
  return {};
}

/// Linux's FPSR_DEFAULT: sf0 and sf1 at 64-bit precision, round to nearest.
constexpr uint64_t FpsrDefault = 0x0009804c0270033full;

struct DivFixture : ::testing::Test {
  Memory Mem;
  Core C{Mem};
  uint64_t Pc = 0x10000;
  void SetUp() override {
    Mem.map(0x10000, 0x10000, PageRights{3, 3, true});
    Mem.map(0x80000, 0x1000, PageRights{3, 3, true});
    C.S.Rse.reset(0x80000);
    C.End.BreakImm = 1;
  }
  void f(isa::MachineInst I) { bundle(0x0d, {inst("nop.m", {0}, ir::Unit::M), I, inst("nop.i", {0}, ir::Unit::I)}); }
  void m(isa::MachineInst I) { bundle(0x01, {I, inst("nop.i", {0}, ir::Unit::I), inst("nop.i", {0}, ir::Unit::I)}); }
  void bundle(uint8_t Tmpl, std::vector<isa::MachineInst> Insts) {
    auto B = isa::encodeBundle(Tmpl, Insts);
    ASSERT_TRUE(bool(B)) << llvm::toString(B.takeError());
    Mem.writeBytes(Pc, B->data(), 16);
    Pc += 16;
  }
  /// q = a / b through frcpa and four fma rounds (the quotient refinement
  /// of the IA-64 divide idiom), converted back with truncation.
  void divide(bool Signed) {
    m(inst("setf.sig", {8, 14}, ir::Unit::M));
    m(inst("setf.sig", {9, 15}, ir::Unit::M));
    if (Signed) {
      f(inst("fcvt.xf", {8, 8}, ir::Unit::F));
      f(inst("fcvt.xf", {9, 9}, ir::Unit::F));
    } else {
      f(inst("fnorm.s1", {8, 8}, ir::Unit::F)); // fcvt.xuf.s1
      f(inst("fnorm.s1", {9, 9}, ir::Unit::F));
    }
    f(inst("frcpa.s1", {10, 6, 8, 9}, ir::Unit::F));
    f(inst("fmpy.s1", {11, 8, 10}, ir::Unit::F, 6));      // q0 = a y0
    f(inst("fnma.s1", {12, 9, 10, 1}, ir::Unit::F, 6));   // e0 = 1 - b y0
    f(inst("fma.s1", {11, 12, 11, 11}, ir::Unit::F, 6));  // q1 = q0 + e0 q0
    f(inst("fmpy.s1", {13, 12, 12}, ir::Unit::F, 6));     // e1 = e0 e0
    f(inst("fma.s1", {10, 12, 10, 10}, ir::Unit::F, 6));  // y1 = y0 + e0 y0
    f(inst("fma.s1", {11, 13, 11, 11}, ir::Unit::F, 6));  // q2 = q1 + e1 q1
    f(inst("fma.s1", {10, 13, 10, 10}, ir::Unit::F, 6));  // y2 = y1 + e1 y1
    f(inst("fnma.s1", {12, 9, 11, 8}, ir::Unit::F, 6));   // r = a - b q2
    f(inst("fma.s1", {10, 12, 10, 11}, ir::Unit::F, 6));  // q3 = q2 + r y2
    f(inst(Signed ? "fcvt.fx.trunc.s1" : "fcvt.fxu.trunc.s1", {10, 10}, ir::Unit::F));
    m(inst("getf.sig", {8, 10}, ir::Unit::M));
    m(inst("break.m", {1}, ir::Unit::M));
  }
  uint64_t run(uint64_t A, uint64_t B) {
    C.S.Ip = 0x10000;
    C.S.Slot = 0;
    C.S.Ar[arn::FPSR] = FpsrDefault;
    C.S.Gr[14] = A;
    C.S.Gr[15] = B;
    C.Insts = 0;
    StopInfo S = C.run();
    EXPECT_EQ(S.K, StopInfo::Break) << S.Message;
    return C.S.Gr[8];
  }
};

/// Deterministic 64-bit values with every magnitude (xorshift, shifted down
/// by a varying amount).
struct Values {
  uint64_t X = 0x9e3779b97f4a7c15ull;
  uint64_t next() {
    X ^= X << 13; X ^= X >> 7; X ^= X << 17;
    return X >> (X % 64);
  }
};

} // namespace

TEST(SemFloat, CoversTheFloatingPointAndMultimediaForms) {
  EXPECT_EQ(implementedForms(), isa::allForms().size()); // 1591 before these families
  for (const char *Mn : {"padd1.sss", "psub2.uus", "pavg2.raz", "pavgsub1", "pcmp4.gt", "pshladd2", "pmpyshr2.u",
                         "pmpy2.l", "mix1.l", "unpack4.h", "pack2.uss", "pmin1.u", "pmax2", "psad1", "mux1", "mux2",
                         "pshl4", "pshr2.u", "fma.s1", "fma.d.s2", "fnma.s.s1", "fms", "fmpy.s1", "fnorm.s1",
                         "xma.hu", "xmpy.h", "frcpa.s1", "frsqrta.s0", "fcvt.fx.trunc.s1", "fcvt.fxu", "fcvt.xf",
                         "fmerge.ns", "fmerge.se", "fneg", "fabs", "fand", "fselect", "fcmp.eq.unc.s0",
                         "fclass.m.unc", "fmin.s0", "famax.s0", "fsetc.s2", "fclrf.s0", "setf.s", "setf.d",
                         "getf.exp", "ldfs", "ldfd.a", "ldf8.c.clr", "ldfe.s", "ldf.fill", "ldfp8", "ldfps",
                         "stfs", "stfe", "stf.spill", "fpma.s1", "fpnmpy", "fpcmp.nle", "fpcvt.fxu.trunc",
                         "fpamin", "fprcpa", "fprsqrta", "ld16", "st16.rel", "cmp8xchg16.acq", "tf.z", "vmsw.0"})
    for (isa::FormId F : isa::formsForMnemonic(Mn))
      EXPECT_NE(semantics(F).Fn, nullptr) << Mn;
}

TEST_F(DivFixture, UnsignedDivideIsExact) {
  divide(false);
  const uint64_t Max = ~uint64_t(0);
  std::vector<std::pair<uint64_t, uint64_t>> Cases = {
      {Max, 1}, {Max, Max}, {Max - 1, Max}, {Max, 3}, {Max, 2}, {uint64_t(1) << 63, 3},
      {(uint64_t(1) << 63) + 1, (uint64_t(1) << 63) - 1}, {0, 7}, {6, 7}, {7, 7}, {1000000007ull * 998244353ull, 998244353},
      {0xfedcba9876543210ull, 0x12345}, {Max, 0xffffffffull}, {Max, 0x100000001ull}};
  Values V;
  for (int I = 0; I < 3000; ++I) {
    uint64_t A = V.next(), B = V.next();
    Cases.push_back({A, B ? B : 1});
  }
  unsigned Wrong = 0;
  for (auto [A, B] : Cases)
    if (run(A, B) != A / B && ++Wrong < 5) ADD_FAILURE() << A << " / " << B << " gave " << C.S.Gr[8];
  EXPECT_EQ(Wrong, 0u);
}

TEST_F(DivFixture, SignedDivideIsExact) {
  divide(true);
  const int64_t Min = INT64_MIN, Max = INT64_MAX;
  std::vector<std::pair<int64_t, int64_t>> Cases = {
      {Max, 1}, {Min, 1}, {Min + 1, -1}, {Min, Max}, {Max, -3}, {-1000000007, 7}, {7, -7}, {-6, 7}, {0, -5}};
  Values V;
  for (int I = 0; I < 3000; ++I) {
    uint64_t UA = V.next(), UB = V.next();
    int64_t A = int64_t(I & 1 ? 0 - UA : UA), B = int64_t(I & 2 ? 0 - UB : UB);
    if (B == 0 || (A == Min && B == -1)) continue;
    Cases.push_back({A, B});
  }
  unsigned Wrong = 0;
  for (auto [A, B] : Cases)
    if (int64_t(run(uint64_t(A), uint64_t(B))) != A / B && ++Wrong < 5)
      ADD_FAILURE() << A << " / " << B << " gave " << int64_t(C.S.Gr[8]);
  EXPECT_EQ(Wrong, 0u);
}

TEST_F(DivFixture, DivideByZeroTakesTheSpecialCasePath) {
  divide(false);
  run(5, 0);
  EXPECT_FALSE(C.pr(6)); // frcpa: p2 = 0, f10 = +inf; the refinement does not run
  EXPECT_EQ(C.S.Gr[8], 0x8000000000000000ull); // fcvt of +inf: integer indefinite
}

// ---------------------------------------------------------------------------
// The architecture's semantics where the simulator used to differ from it
// (issue 20; each case was found against Ski and follows the Itanium SDM
// section named in sim/SemFloat.cpp). One instruction at 0x10000, then a
// break; FR/GR/PR values are set directly.
namespace {

struct ArchFixture : DivFixture {
  StopInfo go(uint64_t Fpsr = FpsrDefault) {
    m(inst("break.m", {1}, ir::Unit::M));
    C.S.Ip = 0x10000;
    C.S.Slot = 0;
    C.S.Ar[arn::FPSR] = Fpsr;
    return C.run();
  }
  static FpReg val(uint64_t Sig, uint32_t Exp, bool Sign = false) { return FpReg{Sig, Exp, Sign}; }
  static constexpr uint64_t One = uint64_t(1) << 63;
};

} // namespace

TEST_F(ArchFixture, FrcpaUsesTheArchitectedTable) { // 1
  C.fr(6) = val(One, 0xffff);                     // 1.0
  C.fr(8) = val(0xc000000000000000ull, 0xffff);   // 1.5: table index 128
  f(inst("frcpa.s0", {7, 6, 6, 8}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(7), val(0xaa80000000000000ull, 0xfffe)); // 1 + 0x154/1024, / 2
  EXPECT_TRUE(C.pr(6));
}

TEST_F(ArchFixture, FrsqrtaOfZeroIsZeroAndFprsqrtaOfFourIsAnApproximation) { // 1
  C.fr(8) = val(0, 0);
  C.S.Pr |= uint64_t(1) << 6;
  f(inst("frsqrta.s0", {7, 6, 8}, ir::Unit::F));
  C.fr(9) = FpReg::integer(0x4080000040800000ull); // two singles 4.0
  f(inst("fprsqrta.s0", {10, 11, 9}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(7), val(0, 0));
  EXPECT_FALSE(C.pr(6));
  EXPECT_TRUE(C.pr(11));
  EXPECT_EQ(C.fr(10).Significand, 0x3eff80003eff8000ull); // 1/sqrt(4) from table entry 128: 0x3fc
}

TEST_F(ArchFixture, FalsePredicateClearsP2) { // 2
  C.fr(6) = val(One, 0xffff);
  C.fr(7) = val(123, 0x1003e);
  C.S.Pr |= uint64_t(1) << 6;
  f(inst("frcpa.s0", {7, 6, 6, 6}, ir::Unit::F, 5)); // (p5) with p5 = 0
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_FALSE(C.pr(6));
  EXPECT_EQ(C.fr(7), val(123, 0x1003e));
}

TEST_F(ArchFixture, OutOfRangeReciprocalRaisesSoftwareAssist) { // 3
  C.fr(6) = val(One, 0xffff);
  C.fr(8) = val(One, 0x1fffe); // 2^65535: its reciprocal is out of range
  f(inst("frcpa.s0", {7, 6, 6, 8}, ir::Unit::F));
  go();
  EXPECT_EQ(C.Interruptions, 1u);
  EXPECT_EQ(C.S.Cr[crn::IIP], 0x10000u);
  EXPECT_EQ(C.S.Cr[crn::ISR] & 0xff, 8u);
}

TEST_F(ArchFixture, MemoryFormatsAreTheBitMapping) { // 4
  C.fr(6) = FpReg::integer(5);
  m(inst("getf.s", {8, 6}, ir::Unit::M));
  C.fr(7) = val(One, 0x1fffe, true);
  C.S.Gr[9] = 0x80000;
  m(inst("stfe", {9, 7}, ir::Unit::M));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.S.Gr[8], 0u);
  uint8_t B[10];
  Mem.readBytes(0x80000, B, 10);
  EXPECT_EQ(B[8] | B[9] << 8, 0xfffe);
}

TEST_F(ArchFixture, XmaHighZeroExtendsTheAddend) { // 5
  C.fr(6) = FpReg::integer(~uint64_t(0));
  C.fr(7) = FpReg::integer(1);
  C.fr(8) = FpReg::integer(One);
  f(inst("xma.h", {9, 6, 7, 8}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(9).Significand, 0u);
}

TEST_F(ArchFixture, FmaWithF0IsAMultiply) { // 6
  C.fr(6) = val(0, 0, true); // -0
  C.fr(7) = val(One, 0xffff);
  f(inst("fma.s0", {8, 6, 7, 0}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(8), val(0, 0, true));
}

TEST_F(ArchFixture, PrecisionFromTheStatusFieldKeepsTheWideRange) { // 7
  C.fr(6) = val(One, 0xffff + 100);
  f(inst("fmpy.s0", {8, 6, 6}, ir::Unit::F));
  EXPECT_EQ(go(0x3f).K, StopInfo::Break); // sf0: pc = single, wre = 0
  EXPECT_EQ(C.fr(8), val(One, 0xffff + 200));
}

TEST_F(ArchFixture, ExponentZeroReadsAsC001) { // 8
  C.fr(6) = val(One, 0); // a pseudo-denormal
  f(inst("fnorm.s0", {8, 6}, ir::Unit::F));
  C.S.Gr[9] = 0x80000;
  uint8_t Den[16] = {1, 0, 0, 0, 0, 0, 0, 0x40, 0, 0}; // memory double-extended denormal
  Mem.writeBytes(0x80000, Den, 16);
  m(inst("ldfe", {10, 9}, ir::Unit::M));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(8), val(One, 0xc001));
  EXPECT_EQ(C.fr(10), val(0x4000000000000001ull, 0));
}

TEST_F(ArchFixture, DoubleExtendedDenormalResultHasExponentZero) {
  // Found by fuzz/ski_differential.py (seeds 1604-1610: fmpy, fadd, fnorm,
  // fcvt.xuf): a result denormal in the 15-bit exponent range is written with
  // register exponent 0, the encoding of double-extended denormals (SDM vol. 1
  // 5.1.2, Table 5-2), not 0x0C001 with the integer bit clear; stfe then
  // stores it bit for bit. Ski agrees. A double denormal (.d) keeps 0x0FC01.
  C.fr(6) = val(One, 0xffff - 8000);
  C.fr(7) = val(One, 0xffff - 8400); // product 2^-16400: denormal
  f(inst("fmpy.s0", {8, 6, 7}, ir::Unit::F));
  C.fr(9) = val(0x123456789abcull, 0); // a memory-style denormal
  f(inst("fnorm.s0", {10, 9}, ir::Unit::F));
  C.fr(11) = val(One, 0xffff - 500);
  C.fr(12) = val(One, 0xffff - 540); // 2^-1040: a double denormal
  f(inst("fmpy.d.s0", {13, 11, 12}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(8), val(uint64_t(1) << 45, 0));
  EXPECT_EQ(C.fr(10), val(0x123456789abcull, 0));
  EXPECT_EQ(C.fr(13), val(uint64_t(1) << 45, 0xfc01));
}

TEST_F(ArchFixture, FcvtFxTruncOfLoadedDenormalRaisesDenormalAndInexact) {
  // The open case of the seventh session's Ski runs (seed 7: fcvt.fx.trunc
  // after ldfe of a double-extended denormal): the operand is unnormalized
  // (denormal flag), the result 0 is inexact (SDM vol. 3 fcvt.fx,
  // fcvt_exception_fault_check; vol. 1 5.2.2). Ski gives the same flags.
  C.S.Gr[9] = 0x80000;
  uint8_t Den[16] = {0xbc, 0x9a, 0x78, 0x56, 0x34, 0x12, 0, 0, 0, 0};
  Mem.writeBytes(0x80000, Den, 16);
  m(inst("ldfe", {6, 9}, ir::Unit::M));
  f(inst("fcvt.fx.trunc.s0", {7, 6}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(6), val(0x123456789abcull, 0));
  EXPECT_EQ(C.fr(7), val(0, 0x1003e));
  EXPECT_EQ((C.S.Ar[arn::FPSR] >> 13) & 0x3f, 0x2u | 0x20u); // sf0.flags (v d z o u i): d, i
}

TEST_F(ArchFixture, FmaInvalidIsReportedWithoutDenormal) {
  // Found by fuzz/ski_differential.py (seed 1616): fnma f10 = -0 * inf +
  // (-pseudo-zero) is invalid (true zero times infinity); the unnormal
  // addend does not add the denormal flag (SDM vol. 3 fma,
  // fma_exception_fault_check: invalid first). inf * 1 + denormal, which is
  // no invalid operation, still raises it. Ski agrees on both.
  C.fr(6) = val(0, 0, true);
  C.fr(7) = val(One, 0x1ffff);
  C.fr(8) = val(0, 0x6d58, true);
  f(inst("fnma.s0", {10, 6, 7, 8}, ir::Unit::F));
  C.fr(9) = val(0x1234, 0);
  f(inst("fma.s1", {11, 7, 1, 9}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ((C.S.Ar[arn::FPSR] >> 13) & 0x3f, 0x1u); // sf0.flags: v alone
  EXPECT_EQ((C.S.Ar[arn::FPSR] >> 26) & 0x3f, 0x2u); // sf1.flags: d
}

TEST_F(ArchFixture, FlushToZero) { // 9
  C.fr(6) = val(One, 0xffff - 600); // 2^-1200: tiny for double precision
  f(inst("fmpy.d.s0", {8, 6, 6}, ir::Unit::F));
  EXPECT_EQ(go(FpsrDefault | (1u << 6)).K, StopInfo::Break); // sf0.ftz
  EXPECT_EQ(C.fr(8), val(0, 0));
  EXPECT_NE(C.S.Ar[arn::FPSR] & (uint64_t(1) << (6 + 11)), 0u); // underflow
}

TEST_F(ArchFixture, FswapTakesF3LowAndF2High) { // 10
  C.fr(6) = FpReg::integer(0x1111111122222222ull);
  C.fr(7) = FpReg::integer(0x3333333344444444ull);
  f(inst("fswap", {8, 6, 7}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(8).Significand, 0x4444444411111111ull);
}

TEST_F(ArchFixture, PshladdSaturatedShiftSkipsTheAdd) { // 11
  C.S.Gr[8] = 0x4000;
  C.S.Gr[9] = 0xffff;
  m(inst("pshladd2", {10, 8, 1, 9}, ir::Unit::M));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.S.Gr[10] & 0xffff, 0x7fffu);
}

TEST_F(ArchFixture, NanPriorityIsF4F2F3) { // 12
  C.fr(6) = val(0xc000000000000003ull, 0x1ffff); // f3
  C.fr(7) = val(0xc000000000000004ull, 0x1ffff); // f4
  C.fr(8) = val(0xc000000000000002ull, 0x1ffff); // f2
  f(inst("fma.s0", {9, 6, 7, 8}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.fr(9).Significand, 0xc000000000000004ull);
}

TEST_F(ArchFixture, FclassOfNatValWithoutNatClearsBoth) { // 13
  C.fr(6) = val(0, 0x1fffe);
  C.S.Pr |= uint64_t(3) << 6;
  f(inst("fclass.m", {6, 7, 6, 0x3f}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_FALSE(C.pr(6));
  EXPECT_FALSE(C.pr(7));
}

TEST_F(ArchFixture, FclassPseudoZeroIsUnnormalNotZero) {
  // Found by fuzz/ski_differential.py (seed 78, and seed 1608): fclass.nm
  // p11,p5=f9,0x34 with f9 = -pseudo-zero (exponent 0x1b2c6, significand 0).
  // @zero is a true zero (exponent and significand 0); a pseudo-zero is in
  // the unnormal class (SDM vol. 1 5.1.2 Table 5-2, vol. 3 fclass: fp_is_zero,
  // fp_is_unorm). Ski agrees.
  C.fr(6) = val(0, 0x1b2c6, true);
  f(inst("fclass.m", {6, 7, 6, 0x34}, ir::Unit::F)); // @inf @norm @zero
  f(inst("fclass.m", {8, 9, 6, 0x0a}, ir::Unit::F)); // @neg @unorm
  f(inst("fclass.m", {10, 11, 0, 0x05}, ir::Unit::F)); // f0 = +0: @pos @zero
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_FALSE(C.pr(6));
  EXPECT_TRUE(C.pr(7));
  EXPECT_TRUE(C.pr(8));
  EXPECT_FALSE(C.pr(9));
  EXPECT_TRUE(C.pr(10));
  EXPECT_FALSE(C.pr(11));
}

TEST_F(ArchFixture, PostIncrementByTheLoadedRegisterUsesItsOldValue) { // 14
  uint64_t V = 0x1234;
  Mem.writeBytes(0x80000, reinterpret_cast<uint8_t *>(&V), 8);
  C.S.Gr[9] = 0x80000;
  C.S.Gr[8] = 16;
  m(inst("ld8", {8, 9, 8}, ir::Unit::M));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ(C.S.Gr[8], 0x1234u);
  EXPECT_EQ(C.S.Gr[9], 0x80010u);
}

TEST_F(ArchFixture, ReservedFpsrFieldsFault) { // 15
  C.S.Gr[8] = FpsrDefault | (1u << 12); // sf0.td
  m(inst("mov.m", {40, 8}, ir::Unit::M));
  go();
  EXPECT_EQ(C.Interruptions, 1u);
  EXPECT_EQ(C.S.Ar[arn::FPSR], FpsrDefault);
}

TEST_F(ArchFixture, StatusFlagsAreSet) { // 16
  C.fr(6) = val(One, 0xffff);
  C.fr(7) = val(One, 0xffff - 70);
  f(inst("fadd.d.s0", {8, 6, 7}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_NE(C.S.Ar[arn::FPSR] & (uint64_t(1) << (6 + 12)), 0u); // sf0.i
}

TEST_F(ArchFixture, FcvtOutOfRangeUnnormalRaisesInvalidAlone) {
  // Found by fuzz/ski_differential.py (seed 78): a negative unnormal to an
  // unsigned integer is invalid; the denormal/unnormal-operand flag is not
  // raised with it (SDM vol. 3 fcvt.fx, fcvt_exception_fault_check).
  // -0.0036 rounded down (sf0.rc = 01) is -1: not an unsigned integer.
  C.fr(6) = val(0x3903c030, 0x1000e, true);
  f(inst("fcvt.fxu.s0", {8, 6}, ir::Unit::F));
  EXPECT_EQ(go(FpsrDefault | (uint64_t(1) << 10)).K, StopInfo::Break);
  EXPECT_EQ((C.S.Ar[arn::FPSR] >> 13) & 0x3f, 0x1u); // sf0.flags (v d z o u i): v
}

TEST_F(ArchFixture, FcvtUnnormalThatFitsRaisesDenormalOperand) {
  C.fr(6) = val(0x3903c030, 0x1000e, false);
  f(inst("fcvt.fxu.s0", {8, 6}, ir::Unit::F));
  EXPECT_EQ(go().K, StopInfo::Break);
  EXPECT_EQ((C.S.Ar[arn::FPSR] >> 13) & 0x3f, 0x2u | 0x20u); // d, i
}
