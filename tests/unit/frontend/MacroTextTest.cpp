// The text rules of the macro pass, with the results GNU as 2.40 gives for
// the same input (read from `as -alm` listings): operand scrubbing, argument
// splitting, body substitution, and `.if` expressions.
#include "frontend/AbsExpr.h"
#include "frontend/MacroExpander.h"
#include "frontend/MacroText.h"
#include <gtest/gtest.h>

using namespace epic::frontend;
using namespace epic::frontend::macro;

namespace {

std::vector<std::string> values(std::string_view Operands, bool Alt = false) {
  std::string Err;
  std::vector<std::string> Out;
  for (const Actual &A : splitArgs(scrubOperands(Operands), Alt, nullptr, Err))
    Out.push_back(A.Keyword.empty() ? A.Value : A.Keyword + "=" + A.Value);
  if (!Err.empty())
    Out.push_back("error: " + Err);
  return Out;
}

using V = std::vector<std::string>;

TEST(MacroText, ScrubKeepsBlanksOnlyBetweenNames) {
  EXPECT_EQ(scrubOperands("4 (5) \"x y\""), "4(5)\"x y\"");
  EXPECT_EQ(scrubOperands("x  -b"), "x-b");
  EXPECT_EQ(scrubOperands("x\t \tb   c"), "x b c");
  EXPECT_EQ(scrubOperands("  r2 =  "), "r2=");
  EXPECT_EQ(scrubOperands("\"a  b\" z"), "\"a  b\" z");
}

TEST(MacroText, SplitsArgumentsLikeGas) {
  EXPECT_EQ(values("4 (5) \"x y\""), (V{"4(5)\"x y\""}));
  EXPECT_EQ(values("4 -5"), (V{"4-5"}));
  EXPECT_EQ(values("4 ,5"), (V{"4", "5"}));
  EXPECT_EQ(values("1 2 3"), (V{"1", "2", "3"}));
  EXPECT_EQ(values("x, ,b"), (V{"x", "", "b"}));
  EXPECT_EQ(values(", 3"), (V{"", "3"}));
  EXPECT_EQ(values("a,"), (V{"a"})); // gas: a trailing comma adds no argument
  EXPECT_EQ(values("\"x y\" z"), (V{"x y", "z"}));
  EXPECT_EQ(values("b=1, a=2"), (V{"b=1", "a=2"}));
  EXPECT_EQ(values("[r2 + 1], 3"), (V{"[r2+1]", "3"}));
  // .altmacro: quotes kept, <...> with ! escapes, %expr, no keywords.
  EXPECT_EQ(values("\"q r\"", true), (V{"\"q r\""}));
  EXPECT_EQ(values("<a!>b c>, d", true), (V{"a>b c", "d"}));
  EXPECT_EQ(values("%(4*2), %1+1", true), (V{"8", "2"}));
  EXPECT_EQ(values("b=5", true), (V{"b=5"}));
  // gas's getstring: an open `<` runs to the end; a plain argument stops at `<`.
  EXPECT_EQ(values("<open", true), (V{"open"}));
  EXPECT_EQ(values("1%(8)<=4", true), (V{"1%(8)", "=4"}));
}

TEST(MacroText, Substitutes) {
  Formals F{{"a", "1"}, {"op", "mov"}, {"n", "x"}};
  EXPECT_EQ(substitute("data1 \\a\\()0, \\@", F, false, 7u), "data1 10, 7");
  EXPECT_EQ(substitute("data1 \\@ \\b \\ab", F, false, std::nullopt), "data1 \\@ \\b \\ab");
  EXPECT_EQ(substitute("\"\\a\" a", F, false, 0u), "\"1\" a");
  // .altmacro: bare names, & joins, names inside longer names stay.
  EXPECT_EQ(substitute("op r2 = _e&op - _&op, a_1, n&n", F, true, 0u), "mov r2 = _emov - _mov, a_1, xx");
  // `&name&&` loses its second `&` after the name (E2 no formal), as gas's listing shows.
  EXPECT_EQ(substitute("8|&a&&1, 9&E2&&3, 9&E2&+1, 8|E2&&3", F, true, 0u), "8|11, 9&E2&3, 9&E2&+1, 8|E2&3");
}

TEST(MacroText, Heads) {
  Head H = readHead("lbl: 1: x:: .IF 1");
  EXPECT_EQ(H.Lower, ".if");
  EXPECT_EQ(H.Labels, (V{"lbl", "1", "x"}));
  size_t Len = 0;
  EXPECT_EQ(findSeparator("a \";\" ; b", 0, Len), 6u);
  EXPECT_EQ(Len, 1u);
  EXPECT_EQ(findSeparator("a ;; b", 0, Len), 2u);
  EXPECT_EQ(Len, 2u);
  EXPECT_EQ(findSeparator("a // ; b", 0, Len), std::string_view::npos);
}

TEST(MacroText, AbsoluteExpressions) {
  std::string Why;
  auto ev = [&](std::string_view T) { Why.clear(); return evaluateText(T, nullptr, Why); };
  EXPECT_EQ(ev("1 + 2 * 3"), 7);
  EXPECT_EQ(ev("(1 + 2) * 3"), 9);
  EXPECT_EQ(ev("3 == 3"), -1); // GNU as: true is -1
  EXPECT_EQ(ev("1 && 2"), 1);
  EXPECT_EQ(ev("1 << 4 | 1"), 17);
  EXPECT_EQ(ev("0x10 + 010 + 0b11 + 'a"), 16 + 8 + 3 + 97);
  EXPECT_EQ(ev("-1 < 0"), -1);
  EXPECT_FALSE(ev("1b"));
  EXPECT_FALSE(ev("undefined"));
  EXPECT_EQ(Why, "'undefined' is not a constant");
  EXPECT_FALSE(ev("(1"));
  EXPECT_EQ(ev("1 +"), 1); // gas: "missing operand; zero assumed" (a warning)
  EXPECT_EQ(Why, "missing operand; zero assumed");
  EXPECT_FALSE(ev("1 + )"));
  EXPECT_FALSE(ev("1 2"));
}

} // namespace
