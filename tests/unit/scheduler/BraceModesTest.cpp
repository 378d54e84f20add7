// scheduler/BraceModes: GNU as's reading of explicit bundles in automatic
// mode, and the module's statement ranges after it.
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "scheduler/BraceModes.h"
#include <gtest/gtest.h>

using namespace epic;

namespace {
std::optional<ir::Module> parse(const std::string &Text, ir::SourceManager &SM) {
  ir::DiagnosticEngine DE(SM);
  return frontend::parseString(Text, "t.s", {}, SM, DE);
}

size_t count(const ir::Section &S, bool (*Is)(const ir::Stmt &)) {
  size_t N = 0;
  for (const ir::Stmt &St : S.Stmts)
    N += Is(St);
  return N;
}
} // namespace

TEST(BraceModes, BareTemplatesBecomeAutoCodeAndProceduresFollow) {
  ir::SourceManager SM;
  auto M = parse(".proc f\nf:\n.mii\nadds r14=1,r32\nadds r15=2,r33\nnop 0\n;;\n.endp f\n"
                 ".proc g\ng:\n.mii\nadds r14=3,r32\nnop 0\nnop 0\n.endp g\n",
                 SM);
  ASSERT_TRUE(M);
  const size_t Before = M->Sections[0].Stmts.size();
  EXPECT_EQ(sched::readAutoModeBundlesAsGas(*M, ir::Mode::Auto), 2u);
  const ir::Section &S = M->Sections[0];
  EXPECT_EQ(count(S, [](const ir::Stmt &St) { return std::holds_alternative<ir::BundleBegin>(St); }), 0u);
  EXPECT_EQ(S.Stmts.size(), Before - 4);
  ASSERT_EQ(M->Procedures.size(), 2u);
  for (const ir::Procedure &P : M->Procedures) {
    ASSERT_LE(P.End, S.Stmts.size()) << P.Name;
    // Each range still runs from its `.proc` to its `.endp`.
    const auto *First = std::get_if<ir::Directive>(&S.Stmts[P.Begin]);
    ASSERT_TRUE(First) << P.Name;
    EXPECT_EQ(First->Name, ".proc");
    const auto *Last = std::get_if<ir::Directive>(&S.Stmts[P.End - 1]);
    ASSERT_TRUE(Last) << P.Name;
    EXPECT_EQ(Last->Name, ".endp");
  }
  // A second reading changes nothing.
  EXPECT_EQ(sched::readAutoModeBundlesAsGas(*M, ir::Mode::Auto), 0u);
}

TEST(BraceModes, BracedBundlesEndTheirGroupBeforeAnotherBundle) {
  ir::SourceManager SM;
  auto M = parse("{ .mii\nadd r1=r2,r3\n}\n{ .mii\nadd r4=r1,r3\n}\nadd r5=r4,r1\n", SM);
  ASSERT_TRUE(M);
  EXPECT_EQ(sched::readAutoModeBundlesAsGas(*M, ir::Mode::Auto), 1u);
  const ir::Section &S = M->Sections[0];
  // One stop, after the first bundle's instruction: the second bundle's group
  // stays open into the automatic code after it (a region that checks it).
  EXPECT_EQ(count(S, [](const ir::Stmt &St) { return std::holds_alternative<ir::Stop>(St); }), 1u);
  // Under -x (explicit by default) braces switch nothing.
  ir::SourceManager SM2;
  auto X = parse("{ .mii\nadd r1=r2,r3\n}\n{ .mii\nadd r4=r1,r3\n}\n", SM2);
  ASSERT_TRUE(X);
  EXPECT_EQ(sched::readAutoModeBundlesAsGas(*X, ir::Mode::Explicit), 0u);
}
