// Small constants share one node per value (Builder::sharedConstant, issue
// 22: a big file holds no node per `nop 0` or byte), and sharing changes
// neither values nor where a diagnostic points.
#include "frontend/Frontend.h"
#include "ir/Module.h"
#include <gtest/gtest.h>

using namespace epic;

namespace {

std::optional<ir::Module> parse(const std::string &Text, ir::SourceManager &SM, ir::DiagnosticEngine &DE,
                                  bool Fast) {
  frontend::ParseOptions O;
  O.FastLines = Fast;
  return frontend::parseString(Text, "t.s", O, SM, DE);
}

std::vector<const ir::Stmt *> stmts(const ir::Module &M, const std::string &Sec) {
  std::vector<const ir::Stmt *> Out;
  for (const ir::Section &S : M.Sections)
    if (S.Name == Sec)
      for (const ir::Stmt &St : S.Stmts)
        Out.push_back(&St);
  return Out;
}

TEST(SharedConstant, OneNodePerSmallValueBothParsers) {
  for (bool Fast : {false, true}) {
    ir::SourceManager SM;
    ir::DiagnosticEngine DE(SM);
    auto M = parse("\t.text\n\tnop.m 0\n\tnop.i 0\n\tadds r8=-5,r9\n\tadds r8=-5,r9\n\tadds r8=300,r9\n"
                   "\tadds r8=300,r9\n\t.data\n\tdata1 7,7,-128\n\tdata8 0x10000000000000000000\n",
                   SM, DE, Fast);
    ASSERT_TRUE(M) << Fast;
    std::vector<const ir::Inst *> I;
    for (const ir::Stmt *St : stmts(*M, ".text"))
      if (const auto *In = std::get_if<ir::Inst>(St))
        I.push_back(In);
    ASSERT_EQ(I.size(), 6u);
    EXPECT_EQ(I[0]->Ins[0].E.get(), I[1]->Ins[0].E.get()) << Fast;
    EXPECT_EQ(I[2]->Ins[0].E.get(), I[3]->Ins[0].E.get()) << Fast;
    EXPECT_EQ(int64_t(I[2]->Ins[0].E->Value), -5);
    EXPECT_NE(I[4]->Ins[0].E.get(), I[5]->Ins[0].E.get()) << Fast; // 300: a node each, with its place
    EXPECT_TRUE(I[4]->Ins[0].E->Loc.isValid());
    const ir::Data *D = nullptr, *Big = nullptr;
    for (const ir::Stmt *St : stmts(*M, ".data"))
      if (const auto *X = std::get_if<ir::Data>(St))
        (D ? Big : D) = X;
    ASSERT_TRUE(D && Big);
    ASSERT_EQ(D->Values.size(), 3u);
    EXPECT_EQ(D->Values[0].get(), D->Values[1].get());
    EXPECT_EQ(D->Values[0]->Value, 7u);
    EXPECT_EQ(int64_t(D->Values[2]->Value), -128);
    // A bignum keeps its own node (and place) until it is truncated: the
    // warning points at the literal.
    ASSERT_EQ(Big->Values.size(), 1u);
    EXPECT_EQ(Big->Values[0]->Value, 0u);
    ASSERT_EQ(DE.diagnostics().size(), 1u) << Fast;
    EXPECT_EQ(DE.diagnostics()[0].Loc.Line, 10u);
    EXPECT_EQ(DE.diagnostics()[0].Loc.Col, 8u);
  }
}

// Diagnostics about an operand point at Operand::Loc (isa's matcher), so
// the shared node needs no place of its own.
TEST(SharedConstant, OperandKeepsItsPlace) {
  for (bool Fast : {false, true}) {
    ir::SourceManager SM;
    ir::DiagnosticEngine DE(SM);
    auto M = parse("\t.text\n\tshl r1=r2,20\n\tshl r1=r2,20\n", SM, DE, Fast);
    ASSERT_TRUE(M);
    std::vector<const ir::Inst *> I;
    for (const ir::Stmt *St : stmts(*M, ".text"))
      if (const auto *In = std::get_if<ir::Inst>(St))
        I.push_back(In);
    ASSERT_EQ(I.size(), 2u);
    EXPECT_EQ(I[0]->Ins[1].E.get(), I[1]->Ins[1].E.get());
    EXPECT_EQ(I[1]->Ins[1].Loc.Line, 3u); // the operand keeps its own place
    EXPECT_EQ(I[1]->Ins[1].Loc.Col, 12u);
  }
}

TEST(SharedConstant, TagListCopiesAreIndependent) {
  ir::Inst A;
  EXPECT_TRUE(A.Tags.empty());
  A.Tags.push_back("t1");
  ir::Inst B = A;
  B.Tags.push_back("t2");
  EXPECT_EQ(A.Tags.size(), 1u);
  ASSERT_EQ(B.Tags.size(), 2u);
  EXPECT_EQ(*B.Tags.begin(), "t1");
  B.Tags.clear();
  EXPECT_TRUE(B.Tags.empty());
  EXPECT_EQ(*A.Tags.begin(), "t1");
}

} // namespace
