// Dispersal of bundle pairs onto ports (facts 3.2-3.6, paper S5.3.3).
#include "ModelTestUtil.h"

using namespace epic;
using namespace epic::model;
using namespace epic::model::test;

namespace {

BundleView bundle(const MachineModel &M, uint8_t Tpl, std::array<const char *, 3> Cls) {
  BundleView B;
  B.Template = Tpl;
  for (unsigned I = 0; I < 3; ++I) B.Slots[I] = inst(M, Cls[I]);
  return B;
}

std::string ports(const MachineModel &M, const DispersalResult &R) {
  std::string S;
  for (unsigned W = 0; W < 6; ++W) {
    if (W) S += " ";
    S += R.Port[W] ? M.portName(*R.Port[W]) : "-";
    if (R.Port2[W]) S += "+" + M.portName(*R.Port2[W]);
  }
  return S;
}

constexpr uint8_t MII = 0x00, MII_S = 0x01, MI_I = 0x02, MLX = 0x04, MMI = 0x08, M_MI = 0x0a, MFI = 0x0c,
                  MMF = 0x0e, MIB = 0x10, MBB = 0x12, BBB = 0x16, MMB = 0x18;

TEST(Dispersal, MmiMmiMeasuredMapping) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MMI, {"ialu", "ialu", "ialu"}), B = bundle(M, MMI, {"ialu", "ialu", "ialu"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::None);
  EXPECT_EQ(R.End, 6u);
  EXPECT_EQ(R.advance(), 2u);
  EXPECT_EQ(ports(M, R), "M1 M0 I0 M2 M3 I1"); // paper S5.3.3, not the manual's M2 M0 I0 - M3 M1 I1
}

TEST(Dispersal, MmiMmiGetfFourthDoesNotSplit) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MMI, {"ld", "ld", "ialu"}), B = bundle(M, MMI, {"ialu", "frfr", "ialu"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::None);
  EXPECT_EQ(ports(M, R), "M1 M0 I0 M3 M2 I1");
}

TEST(Dispersal, LoadSubtypeAllocatedFirst) {
  const MachineModel &M = builtin("itanium2");
  // The loads sit in the second bundle, yet get M0/M1 before the ALU ops.
  BundleView A = bundle(M, MMI, {"ialu", "ialu", "nop"}), B = bundle(M, MMI, {"ld", "ld", "nop"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::None);
  EXPECT_EQ(ports(M, R), "M2 M3 I0 M0 M1 I1");
}

TEST(Dispersal, ThirdLoadIsAPortShortage) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MMI, {"ld", "ld", "ialu"}), B = bundle(M, MMI, {"ld", "ialu", "ialu"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::PortShortage);
  EXPECT_EQ(R.End, 3u);
  EXPECT_EQ(R.advance(), 1u);
}

TEST(Dispersal, SeventhSlotResourceShortageOfIPorts) {
  const MachineModel &M = builtin("itanium2");
  // Three I-only (non-A) instructions for two I ports: the third splits.
  BundleView A = bundle(M, MII, {"nop", "mmshf", "mmshf"}), B = bundle(M, MII, {"nop", "mmshf", "nop"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::PortShortage);
  EXPECT_EQ(R.End, 4u);
  EXPECT_EQ(ports(M, R), "M0 I0 I1 M1 - -");
}

TEST(Dispersal, MiiMiiWithATypeOverflowsToMPorts) {
  const MachineModel &M = builtin("itanium2");
  // Q2: Intel says MII-MII issues fully; A-type ops in I slots take M ports.
  BundleView A = bundle(M, MII, {"ld", "ialu", "ialu"}), B = bundle(M, MII, {"ld", "ialu", "ilog"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::None);
  EXPECT_EQ(ports(M, R), "M0 I0 I1 M1 M3 M2");
}

TEST(Dispersal, I0OnlyClassMustBeFirstIUser) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MII, {"nop", "ialu", "ishf"});
  DispersalResult R = M.disperse(A, nullptr);
  EXPECT_EQ(R.Reason, SplitReason::PortShortage);
  EXPECT_EQ(R.End, 2u);
  BundleView A2 = bundle(M, MII, {"nop", "ishf", "ialu"});
  EXPECT_EQ(M.disperse(A2, nullptr).Reason, SplitReason::EndOfWindow);
}

TEST(Dispersal, BSlotNopGoesToB0AndDoesNotSplit) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MIB, {"ialu", "ialu", "nop"}), B = bundle(M, MII, {"ialu", "ialu", "nop"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::None);
  ASSERT_TRUE(R.Port[2]);
  EXPECT_EQ(M.portName(*R.Port[2]), "B0");
  // brp is light too.
  BundleView A2 = bundle(M, MIB, {"ialu", "ialu", "brp"});
  EXPECT_EQ(M.disperse(A2, &B).Reason, SplitReason::None);
}

TEST(Dispersal, MibWithRealBranchThenAnotherBundleSplits) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MIB, {"ld", "ialu", "br"}), B = bundle(M, MMI, {"ld", "ialu", "ialu"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::BranchInFirst);
  EXPECT_EQ(R.End, 3u);
  ASSERT_TRUE(R.Port[2]);
  EXPECT_EQ(M.portName(*R.Port[2]), "B2");
  for (uint8_t T : {MMB, uint8_t(0x1c)}) {
    BundleView A2 = bundle(M, T, {"ld", T == MMB ? "ld" : "fmac", "scall"});
    EXPECT_EQ(M.disperse(A2, &B).Reason, SplitReason::BranchInFirst) << int(T);
  }
}

TEST(Dispersal, BbbPortsByPositionAndPairRules) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MII, {"ialu", "ialu", "ialu"}), B = bundle(M, BBB, {"nop", "nop", "br"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::None);
  EXPECT_EQ(ports(M, R), "M0 I0 I1 B0 B1 B2");
  // MIB (even with nop.b) before BBB splits (rule 3); BBB/MBB first always split (rule 1).
  BundleView Mib = bundle(M, MIB, {"ialu", "ialu", "nop"});
  EXPECT_EQ(M.disperse(Mib, &B).Reason, SplitReason::TemplatePair);
  BundleView Mbb = bundle(M, MBB, {"ialu", "nop", "nop"});
  BundleView Mmi = bundle(M, MMI, {"ialu", "ialu", "ialu"});
  DispersalResult R2 = M.disperse(Mbb, &Mmi);
  EXPECT_EQ(R2.Reason, SplitReason::TemplatePair);
  EXPECT_EQ(ports(M, R2), "M0 B1 B2 - - -");
  EXPECT_FALSE(M.pairAllowed(BBB, MII));
  EXPECT_TRUE(M.pairAllowed(MII, BBB));
}

TEST(Dispersal, MlxTakesIAndFPorts) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MLX, {"ialu", "long_i", "nop"}), B = bundle(M, MFI, {"ialu", "fmac", "ialu"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::None);
  EXPECT_EQ(ports(M, R), "M0 I0+F0 - M1 F1 I1");
  // MFI then MLX: the L+X pair gets the second I and F ports.
  DispersalResult R2 = M.disperse(B, &A);
  EXPECT_EQ(R2.Reason, SplitReason::None);
  EXPECT_EQ(ports(M, R2), "M0 F0 I0 M1 I1+F1 -");
  // MII then MLX is not an allowed pair (rule 5).
  BundleView Mii = bundle(M, MII, {"ialu", "ialu", "ialu"});
  DispersalResult R3 = M.disperse(Mii, &A);
  EXPECT_EQ(R3.Reason, SplitReason::TemplatePair);
  EXPECT_EQ(R3.End, 3u);
  // Two MLX: movl, movl -> I0+F0, I1+F1.
  EXPECT_EQ(ports(M, M.disperse(A, &A)), "M0 I0+F0 - M1 I1+F1 -");
}

TEST(Dispersal, FPortsByBundle) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, MMF, {"ld", "ld", "fmac"}), B = bundle(M, MFI, {"st", "fcmp", "ialu"});
  EXPECT_EQ(ports(M, M.disperse(A, &B)), "M0 M1 F0 M2 F1 I0");
}

TEST(Dispersal, StopsEndTheGroup) {
  const MachineModel &M = builtin("itanium2");
  BundleView A = bundle(M, M_MI, {"ialu", "ialu", "ialu"}), B = bundle(M, MII, {"ialu", "ialu", "ialu"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::Stop);
  EXPECT_EQ(R.End, 1u);
  // Continue after the mid-bundle stop: the rest of A plus B.
  DispersalResult R2 = M.disperse(A, &B, 1);
  EXPECT_EQ(R2.Reason, SplitReason::None);
  EXPECT_EQ(R2.End, 6u);
  BundleView AS = bundle(M, MII_S, {"ialu", "ialu", "ialu"});
  EXPECT_EQ(M.disperse(AS, &B).Reason, SplitReason::Stop);
  EXPECT_EQ(M.disperse(AS, &B).End, 3u);
  BundleView AM = bundle(M, MI_I, {"ialu", "ialu", "ialu"});
  EXPECT_EQ(M.disperse(AM, &B).End, 2u);
}

TEST(Dispersal, SplitIssueRules) {
  const MachineModel &M = builtin("itanium2");
  BundleView B = bundle(M, MII, {"ialu", "ialu", "ialu"});
  DispersalResult R = M.disperse(bundle(M, MII, {"srlz_d", "ialu", "ialu"}), &B);
  EXPECT_EQ(R.Reason, SplitReason::SplitRule);
  EXPECT_EQ(R.End, 1u);
  ASSERT_NE(R.Rule, nullptr);
  EXPECT_NE(R.Rule->Source.find("5.3.3"), std::string::npos);
  R = M.disperse(bundle(M, MMI, {"ialu", "mf", "ialu"}), &B);
  EXPECT_EQ(R.Reason, SplitReason::SplitRule);
  EXPECT_EQ(R.End, 1u);
  // mf first in its group is fine.
  EXPECT_EQ(M.disperse(bundle(M, MMI, {"mf", "ialu", "ialu"}), &B).Reason, SplitReason::None);
  // mov =ar.bsp then a B-unit instruction.
  BundleView Bsp = bundle(M, MIB, {"frar_m", "ialu", "nop"});
  Bsp.Slots[0].SysReg = ir::lookupRegister("ar.bsp", {}).R;
  R = M.disperse(Bsp, nullptr);
  EXPECT_EQ(R.Reason, SplitReason::SplitRule);
  EXPECT_EQ(R.End, 2u);
  // M-unit instruction then fwb.
  R = M.disperse(bundle(M, MMI, {"st", "fwb", "ialu"}), nullptr);
  EXPECT_EQ(R.Reason, SplitReason::SplitRule);
  EXPECT_EQ(R.End, 1u);
}

TEST(Dispersal, ItaniumOneHasTwoMPortsAndNoOverflow) {
  const MachineModel &M = builtin("itanium1");
  BundleView A = bundle(M, MMI, {"ialu", "ialu", "ialu"}), B = bundle(M, MMI, {"ialu", "ialu", "ialu"});
  DispersalResult R = M.disperse(A, &B);
  EXPECT_EQ(R.Reason, SplitReason::PortShortage);
  EXPECT_EQ(R.End, 3u);
  BundleView C = bundle(M, MII, {"ld", "ialu", "ialu"}), D = bundle(M, MII, {"ld", "ialu", "ialu"});
  R = M.disperse(C, &D);
  EXPECT_EQ(R.Reason, SplitReason::PortShortage);
  EXPECT_EQ(R.End, 4u);
  EXPECT_EQ(M.ports().size(), 9u);
}

} // namespace
