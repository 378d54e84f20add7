#include "ir/Register.h"
#include "ir/Template.h"
#include <gtest/gtest.h>

using namespace epic::ir;

TEST(Register, FixedNamesAndAliases) {
  RegStackFrame NoFrame;
  EXPECT_EQ(lookupRegister("r127", NoFrame).R, Reg::gr(127));
  EXPECT_EQ(lookupRegister("r128", NoFrame).K, RegLookup::NotARegister);
  EXPECT_EQ(lookupRegister("sp", NoFrame).R, Reg::gr(12));
  EXPECT_EQ(lookupRegister("gp", NoFrame).R, Reg::gr(1));
  EXPECT_EQ(lookupRegister("rp", NoFrame).R, Reg::br(0));
  EXPECT_EQ(lookupRegister("ret3", NoFrame).R, Reg::gr(11));
  EXPECT_EQ(lookupRegister("fret7", NoFrame).R, Reg::fr(15));
  EXPECT_EQ(lookupRegister("ar.bspstore", NoFrame).R, Reg::ar(18));
  EXPECT_EQ(lookupRegister("ar.k7", NoFrame).R, Reg::ar(7));
  EXPECT_EQ(lookupRegister("cr.ipsr", NoFrame).R, Reg::cr(16));
  EXPECT_EQ(lookupRegister("psr.um", NoFrame).R, Reg::psr(PsrView::UM));
  EXPECT_EQ(lookupRegister("pkr", NoFrame).K, RegLookup::Indirect);
  EXPECT_EQ(lookupRegister("pkr", NoFrame).File, IndirectFile::PKR);
  EXPECT_EQ(lookupRegister("r01", NoFrame).K, RegLookup::NotARegister);
}

TEST(Register, StackedFrameNames) {
  RegStackFrame F{2, 3, 4, 0, true};
  EXPECT_EQ(lookupRegister("in1", F).R, Reg::gr(33));
  EXPECT_EQ(lookupRegister("loc0", F).R, Reg::gr(34));
  EXPECT_EQ(lookupRegister("out3", F).R, Reg::gr(40));
  EXPECT_EQ(lookupRegister("out4", F).K, RegLookup::FrameOutOfRange);
  EXPECT_EQ(lookupRegister("in0", RegStackFrame{}).K, RegLookup::FrameUndefined);
}

TEST(Register, CanonicalNames) {
  EXPECT_EQ(regName(Reg::ar(17)), "ar.bsp");
  EXPECT_EQ(regName(Reg::ar(42)), "ar42");
  EXPECT_EQ(regName(Reg::cr(20)), "cr.ifa");
  EXPECT_EQ(regName(Reg::psr(PsrView::L)), "psr.l");
}

TEST(Template, TwentyFourValidCodes) {
  int Valid = 0;
  for (const TemplateInfo &T : allTemplates())
    Valid += T.Valid;
  EXPECT_EQ(Valid, 24);
  EXPECT_EQ(templateFromName("mlx"), 0x04);
  EXPECT_EQ(templateFromName(".bbb"), 0x16);
  EXPECT_FALSE(templateFromName("mmm").has_value());
  EXPECT_EQ(templateInfo(0x0b).StopMask, 0b101);
  EXPECT_EQ(templateInfo(0x04).Slots[1], Unit::L);
}
