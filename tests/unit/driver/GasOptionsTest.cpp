// GNU as's IA-64 command line read by driver::parseGasCommandLine.
#include "driver/GasOptions.h"
#include <gtest/gtest.h>

using namespace epic::driver;

namespace {
GasOptions ok(std::vector<std::string> Argv, std::optional<std::string> Env = std::nullopt) {
  auto O = parseGasCommandLine(Argv, Env);
  EXPECT_TRUE(bool(O)) << (O ? "" : llvm::toString(O.takeError()));
  return O ? *O : GasOptions{};
}
std::string err(std::vector<std::string> Argv, std::optional<std::string> Env = std::nullopt) {
  auto O = parseGasCommandLine(Argv, Env);
  if (O)
    return "";
  return llvm::toString(O.takeError());
}
} // namespace

TEST(GasOptions, WhatGccPasses) {
  GasOptions O = ok({"-v", "-W", "-Iinc", "-x", "-mconstant-gp", "-o", "t.o", "t.s"});
  EXPECT_TRUE(O.Verbose);
  EXPECT_TRUE(O.NoWarnings);
  EXPECT_EQ(O.Includes, std::vector<std::string>{"inc"});
  EXPECT_EQ(O.Mode, DvMode::Explicit);
  EXPECT_TRUE(O.ConstantGp);
  EXPECT_FALSE(O.AutoPic);
  EXPECT_EQ(O.Output, "t.o");
  EXPECT_EQ(O.Inputs, std::vector<std::string>{"t.s"});
  EXPECT_EQ(O.Schedule, PostPass::Off);
}

TEST(GasOptions, ModesAndDefaults) {
  EXPECT_EQ(ok({"t.s"}).Mode, DvMode::Auto);
  EXPECT_EQ(ok({"t.s"}).Output, "a.out");
  EXPECT_EQ(ok({"-xexplicit", "t.s"}).Mode, DvMode::Explicit);
  EXPECT_EQ(ok({"-xnone", "t.s"}).Mode, DvMode::None);
  EXPECT_EQ(ok({"-x", "-xauto", "t.s"}).Mode, DvMode::Auto); // the last one wins
  GasOptions D = ok({"-xdebugx", "t.s"});
  EXPECT_EQ(D.Mode, DvMode::Explicit);
  EXPECT_TRUE(D.DvTrace);
  EXPECT_EQ(D.Notes.size(), 1u);
  EXPECT_EQ(ok({}).Inputs, std::vector<std::string>{"-"});
  EXPECT_EQ(ok({"--"}).Inputs, std::vector<std::string>{"-"});
  EXPECT_EQ(ok({"-munwind-check=error", "-mhint.b=ok", "t.s"}).UnwindCheck, "error");
  EXPECT_EQ(ok({"-mhint.b=warning", "t.s"}).HintB, "warning");
}

TEST(GasOptions, PostPass) {
  EXPECT_EQ(ok({"--schedule", "t.s"}).Schedule, PostPass::Z3);
  EXPECT_EQ(ok({"--schedule=list", "t.s"}).Schedule, PostPass::List);
  EXPECT_EQ(ok({"t.s"}, "list").Schedule, PostPass::List);
  EXPECT_EQ(ok({"t.s"}, "1").Schedule, PostPass::Z3);
  EXPECT_EQ(ok({"t.s"}, "off").Schedule, PostPass::Off);
  EXPECT_EQ(ok({"t.s"}, "").Schedule, PostPass::Off); // set but empty: as if unset
  EXPECT_EQ(ok({"--schedule=list", "t.s"}, "z3").Schedule, PostPass::List); // the command line wins
  EXPECT_NE(err({"--schedule=1", "t.s"}), "");
  EXPECT_NE(err({"t.s"}, "fast"), "");
  EXPECT_EQ(ok({"--time-limit=2.5", "t.s"}).TimeLimitSec, 2.5);
  EXPECT_NE(err({"--time-limit=0", "t.s"}), "");
}

TEST(GasOptions, RefusedLikeGas) {
  EXPECT_EQ(err({"-q"}), "unrecognized option '-q'");
  EXPECT_EQ(err({"--bogus"}), "unrecognized option '--bogus'");
  EXPECT_EQ(err({"-mbogus"}), "unrecognized option -mbogus");
  EXPECT_EQ(err({"-munwind-check=maybe"}), "unrecognized option -munwind-check=maybe");
  EXPECT_EQ(err({"-xfoo"}), "Unrecognized option '-xfoo'");
  EXPECT_EQ(err({"-o"}), "option requires an argument -- 'o'");
}

TEST(GasOptions, RefusedUntilSupported) {
  for (const char *Opt : {"-milp32"})
    EXPECT_NE(err({Opt, "t.s"}).find("is not supported yet"), std::string::npos) << Opt;
  EXPECT_NE(err({"a.s", "-"}).find("standard input ('-' or '--') cannot be combined"), std::string::npos);
  EXPECT_NE(err({"--passes=schedule<list>,bundle,predict,verify", "a.s"}).find("needs the post-pass"),
            std::string::npos);
}

TEST(GasOptions, TuneLastOneCounts) {
  EXPECT_FALSE(ok({"t.s"}).TuneItanium1);
  EXPECT_TRUE(ok({"-mtune=itanium1", "t.s"}).TuneItanium1);
  EXPECT_FALSE(ok({"-mtune=itanium1", "-mtune=itanium2", "t.s"}).TuneItanium1);
}

TEST(GasOptions, ByteOrderLastOneCounts) {
  EXPECT_FALSE(ok({"t.s"}).BigEndian);
  EXPECT_TRUE(ok({"-mbe", "t.s"}).BigEndian);
  EXPECT_FALSE(ok({"-mbe", "-mle", "t.s"}).BigEndian);
  EXPECT_TRUE(ok({"-mle", "-mbe", "t.s"}).BigEndian);
}

TEST(GasOptions, SeveralInputsKeepLocalsAndPasses) {
  EXPECT_EQ(ok({"a.s", "b.s"}).Inputs, (std::vector<std::string>{"a.s", "b.s"}));
  EXPECT_EQ(ok({"-g", "a.s", "b.s"}).DebugArgs, (std::vector<std::string>{"-g"})); // one line table names both
  EXPECT_TRUE(ok({"-L", "t.s"}).KeepLocals);
  EXPECT_TRUE(ok({"--keep-locals", "t.s"}).KeepLocals);
  EXPECT_FALSE(ok({"t.s"}).KeepLocals);
  EXPECT_EQ(ok({"--schedule=list", "--passes=schedule<inorder>,bundle,predict,verify", "t.s"}).Passes,
            "schedule<inorder>,bundle,predict,verify");
}

TEST(GasOptions, DebugOptionsGoToTheEmitter) {
  auto O = parseGasCommandLine({"-g", "--gdwarf-5", "t.s"});
  ASSERT_TRUE(bool(O));
  EXPECT_EQ(O->DebugArgs, (std::vector<std::string>{"-g", "--gdwarf-5"}));
}
