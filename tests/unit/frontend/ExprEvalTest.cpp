// The expression evaluator and the parser's operator precedence, checked
// against values GNU as 2.40 produced for the same expressions.
#include "frontend/ExprEval.h"
#include "frontend/Frontend.h"
#include <gtest/gtest.h>

using namespace epic;
using ir::Expr;
using ir::ExprOp;

namespace {

// Parses `.quad EXPR` and returns the value the frontend folded it to.
std::optional<int64_t> folded(const std::string &E) {
  ir::SourceManager SM;
  ir::DiagnosticEngine DE(SM);
  frontend::ParseOptions O;
  auto M = frontend::parseString("\t.data\n\t.quad " + E + "\n", "t.s", O, SM, DE);
  if (!M || M->Sections.empty() || M->Sections[0].Stmts.empty())
    return std::nullopt;
  auto *D = std::get_if<ir::Data>(&M->Sections[0].Stmts[0]);
  if (!D || D->Values.size() != 1)
    return std::nullopt;
  return frontend::evaluate(*D->Values[0], nullptr);
}

TEST(ExprEval, Arithmetic) {
  auto C = [](int64_t V) { return Expr::constant(uint64_t(V)); };
  EXPECT_EQ(frontend::evaluate(*Expr::binary(ExprOp::Div, C(-7), C(2)), nullptr), -3);
  EXPECT_EQ(frontend::evaluate(*Expr::binary(ExprOp::Mod, C(-7), C(2)), nullptr), -1);
  // `>>` is a logical shift in GNU as.
  EXPECT_EQ(frontend::evaluate(*Expr::binary(ExprOp::Shr, C(-16), C(2)), nullptr),
            int64_t(0x3ffffffffffffffcULL));
  EXPECT_EQ(frontend::evaluate(*Expr::binary(ExprOp::Shl, C(1), C(64)), nullptr), 0);
  // Comparisons give -1 for true, logical operators 1.
  EXPECT_EQ(frontend::evaluate(*Expr::binary(ExprOp::Lt, C(-1), C(0)), nullptr), -1);
  EXPECT_EQ(frontend::evaluate(*Expr::binary(ExprOp::LOr, C(0), C(5)), nullptr), 1);
  // a ! b is a | ~b.
  EXPECT_EQ(frontend::evaluate(*Expr::binary(ExprOp::OrNot, C(5), C(2)), nullptr), -3);
}

TEST(ExprEval, ErrorsAreValues) {
  std::string Why;
  auto Z = Expr::binary(ExprOp::Div, Expr::constant(1), Expr::constant(0));
  EXPECT_FALSE(frontend::evaluate(*Z, nullptr, &Why));
  EXPECT_EQ(Why, "division by zero");
  Why.clear();
  EXPECT_FALSE(frontend::evaluate(*Expr::symbol("lbl"), nullptr, &Why));
  EXPECT_EQ(Why, "'lbl' is not a constant");
  EXPECT_FALSE(frontend::evaluate(*Expr::dot(), nullptr));
  EXPECT_FALSE(frontend::evaluate(*Expr::reloc(ir::RelocOp::GpRel, Expr::constant(1)), nullptr));
}

TEST(ExprEval, EquatesAndCycles) {
  auto A = Expr::binary(ExprOp::Add, Expr::symbol("b"), Expr::constant(1));
  auto B = Expr::constant(41);
  frontend::EquateLookup L = [&](const std::string &N) -> const Expr * {
    return N == "a" ? A.get() : N == "b" ? B.get() : nullptr;
  };
  EXPECT_EQ(frontend::evaluate(*Expr::symbol("a"), L), 42);
  // A cycle ends in an error, not a crash.
  auto Self = Expr::symbol("self");
  frontend::EquateLookup Loop = [&](const std::string &) -> const Expr * { return Self.get(); };
  std::string Why;
  EXPECT_FALSE(frontend::evaluate(*Self, Loop, &Why));
  EXPECT_EQ(Why, "expression nests too deeply");
}

// Values from ia64-linux-gnu-as 2.40 + objdump for the same `.quad` lines.
TEST(Precedence, MatchesGnuAs) {
  EXPECT_EQ(folded("2*3+1"), 7);
  EXPECT_EQ(folded("6 & 3 + 1"), 3);        // & binds tighter than +
  EXPECT_EQ(folded("1 ^ 3 * 2"), 7);        // * binds tighter than ^
  EXPECT_EQ(folded("2 - 3 == -1"), -1);     // + - bind tighter than ==
  EXPECT_EQ(folded("3 && 0 || 2"), 1);
  EXPECT_EQ(folded("1 <> 2"), -1);
  EXPECT_EQ(folded("-16 >> 2"), int64_t(0x3ffffffffffffffcULL));
  EXPECT_EQ(folded("5 ! 2"), -3);
  EXPECT_EQ(folded("010"), 8);
  EXPECT_EQ(folded("0b101"), 5);
  EXPECT_EQ(folded("'a"), 97);
  EXPECT_EQ(folded("-(1 + 2) * 3"), -9);
  EXPECT_EQ(folded("~0 >> 60"), 15);
  EXPECT_EQ(folded("1 < 2 && 2 < 3"), 1);
}

} // namespace
