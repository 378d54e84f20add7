// Register name resolution in the builder: equate aliases and their
// redefinition, the stacked frame from .regstk/alloc, rotating names,
// `#`-suffixed symbols, and .vreg temporaries.
#include "frontend/Frontend.h"
#include <gtest/gtest.h>

using namespace epic;

namespace {

struct Parsed {
  ir::SourceManager SM;
  std::unique_ptr<ir::DiagnosticEngine> DE;
  std::optional<ir::Module> M;
  std::vector<ir::Inst> Insts;
  std::string errors() const {
    std::string S;
    for (auto &D : DE->diagnostics())
      S += DE->format(D, false);
    return S;
  }
};

std::unique_ptr<Parsed> parse(const std::string &Text) {
  auto P = std::make_unique<Parsed>();
  P->DE = std::make_unique<ir::DiagnosticEngine>(P->SM);
  frontend::ParseOptions O;
  P->M = frontend::parseString(Text, "t.s", O, P->SM, *P->DE);
  if (P->M)
    for (auto &S : P->M->Sections)
      for (auto &St : S.Stmts)
        if (auto *I = std::get_if<ir::Inst>(&St))
          P->Insts.push_back(*I);
  return P;
}

ir::Reg out0(const ir::Inst &I) { return I.Outs.at(0).R; }

TEST(Aliases, RedefinitionTakesEffectAtThePointOfUse) {
  auto P = parse("dst = r18\n mov dst = r1\ndst = r20\n mov dst = r1\n tmp = dst\n mov tmp = r1\n");
  ASSERT_TRUE(P->M) << P->errors();
  ASSERT_EQ(P->Insts.size(), 3u);
  EXPECT_EQ(out0(P->Insts[0]), ir::Reg::gr(18));
  EXPECT_EQ(out0(P->Insts[1]), ir::Reg::gr(20));
  EXPECT_EQ(out0(P->Insts[2]), ir::Reg::gr(20)); // alias of an alias
}

TEST(Aliases, AliasOfStackedNameUsesFrameAtDefinition) {
  auto P = parse(" .regstk 2, 1, 1, 0\nsrc = in1\nl = loc0\n .regstk 0, 4, 0, 0\n mov src = l\n mov loc0 = r0\n");
  ASSERT_TRUE(P->M) << P->errors();
  ASSERT_EQ(P->Insts.size(), 2u);
  EXPECT_EQ(out0(P->Insts[0]), ir::Reg::gr(33));
  EXPECT_EQ(P->Insts[0].Ins.at(0).R, ir::Reg::gr(34));
  EXPECT_EQ(out0(P->Insts[1]), ir::Reg::gr(32)); // loc0 under the new frame
}

TEST(Aliases, AllocDefinesTheFrame) {
  auto P = parse(" alloc r2 = ar.pfs, 1, 2, 3, 0\n mov out2 = in0\n");
  ASSERT_TRUE(P->M) << P->errors();
  EXPECT_EQ(out0(P->Insts[1]), ir::Reg::gr(32 + 1 + 2 + 2));
  EXPECT_EQ(P->Insts[1].Ins.at(0).R, ir::Reg::gr(32));
}

TEST(Aliases, EquateToConstantDropsTheAlias) {
  auto P = parse("x = r5\nx = 7\n adds r1 = x, r0\n");
  ASSERT_TRUE(P->M) << P->errors();
  ASSERT_EQ(P->Insts[0].Ins.at(0).K, ir::Operand::Imm);
  EXPECT_EQ(P->Insts[0].Ins.at(0).E->Value, 7u);
}

TEST(Aliases, HashSuffixMeansSymbol) {
  auto P = parse(" br.call.sptk.many b0 = b1#\n");
  ASSERT_TRUE(P->M) << P->errors();
  const ir::Operand &O = P->Insts[0].Ins.at(0);
  ASSERT_EQ(O.K, ir::Operand::Imm);
  EXPECT_EQ(O.E->Name, "b1");
}

TEST(Aliases, RotatingNames) {
  auto P = parse(" alloc r2 = ar.pfs, 0, 8, 0, 8\n .rotr x[2], y[3]\n .rotp q[2]\n(q[1]) mov y[2] = x[1]\n");
  ASSERT_TRUE(P->M) << P->errors();
  EXPECT_EQ(P->Insts[1].QP, 17);
  EXPECT_EQ(out0(P->Insts[1]), ir::Reg::gr(36));
  EXPECT_EQ(P->Insts[1].Ins.at(0).R, ir::Reg::gr(33));
}

TEST(Aliases, VRegs) {
  auto P = parse(" .vreg t\n .vregpool r40-r41\n add t = r1, r2\n");
  ASSERT_TRUE(P->M) << P->errors();
  EXPECT_EQ(out0(P->Insts[0]).File, ir::RegFile::VR);
  EXPECT_EQ(P->M->VRegs, std::vector<std::string>{"t"});
  EXPECT_EQ(P->M->VRegPool, (std::vector<ir::Reg>{ir::Reg::gr(40), ir::Reg::gr(41)}));
}

TEST(Aliases, StackedNameWithoutFrameIsAnError) {
  auto P = parse(" mov r1 = in0\n mov r1 = loc0\n");
  EXPECT_FALSE(P->M);
  EXPECT_EQ(P->DE->errorCount(), 2u); // both lines reported
}

TEST(LocalLabels, BackAndForwardResolveToDistinctNames) {
  auto P = parse("1: br 1f\n1: br 1b\n br 1b\n");
  ASSERT_TRUE(P->M) << P->errors();
  EXPECT_EQ(P->Insts[0].Ins.at(0).E->Name, ".L1$1");
  EXPECT_EQ(P->Insts[1].Ins.at(0).E->Name, ".L1$1");
  EXPECT_EQ(P->Insts[2].Ins.at(0).E->Name, ".L1$1");
}

} // namespace
