// GNU as's bignums and bit 64 (frontend/Bignum.h): the LEB128 bytes
// ia64-linux-gnu-as 2.40 writes for the same literals and expressions.
#include "frontend/Bignum.h"
#include "frontend/ConstantFold.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::frontend;
using ir::Expr;
using ir::ExprOp;

namespace {

std::string hex(const std::vector<uint8_t> &B) {
  std::string S;
  for (uint8_t X : B) {
    static const char D[] = "0123456789abcdef";
    S += D[X >> 4];
    S += D[X & 15];
  }
  return S;
}

struct Folder {
  ir::SourceManager SM;
  ir::DiagnosticEngine DE{SM};
  ir::ExprRef lit(const std::string &Hex) {
    std::string Error;
    return integerLiteral(Hex, 16, {}, Error);
  }
  ir::ExprRef un(ExprOp Op, ir::ExprRef A) { return foldConstants(Expr::unary(Op, std::move(A)), DE); }
  ir::ExprRef bin(ExprOp Op, ir::ExprRef A, ir::ExprRef B) {
    return foldConstants(Expr::binary(Op, std::move(A), std::move(B)), DE);
  }
};

TEST(Bignum, LiteralLittlenums) {
  EXPECT_EQ(literalLittlenums("10000000000000000", 16), (Littlenums{0, 0, 0, 0, 1}));
  EXPECT_EQ(literalLittlenums("00000000000000000000010000000000000000", 16), (Littlenums{0, 0, 0, 0, 1}));
  // 2^320 + 5 keeps all 20 littlenums of its value modulo 2^320
  Littlenums D = literalLittlenums("1" + std::string(79, '0') + "5", 16);
  ASSERT_EQ(D.size(), MaxLittlenums);
  EXPECT_EQ(D[0], 5);
  EXPECT_EQ(D[19], 0);
}

TEST(Bignum, SlebOfTheSixtyFifthBit) {
  Folder F;
  auto Max = F.lit("ffffffffffffffff");
  EXPECT_EQ(hex(lebBytes(*Max, true)), "ffffffffffffffffff01");
  EXPECT_EQ(hex(lebBytes(*F.un(ExprOp::Neg, Max), true)), "8180808080808080807e");
  EXPECT_EQ(hex(lebBytes(*F.un(ExprOp::Not, Max), true)), "808080808080808080feff07");
  EXPECT_EQ(hex(lebBytes(*F.bin(ExprOp::Sub, F.lit("0"), F.lit("1")), true)), "7f");
  EXPECT_EQ(hex(lebBytes(*F.bin(ExprOp::Add, Max, F.lit("1")), true)), "808080808080808080feff07");
  auto NegZero = F.un(ExprOp::Neg, F.lit("0"));
  EXPECT_EQ(hex(lebBytes(*F.bin(ExprOp::Sub, NegZero, F.lit("8000000000000001")), true)), "ffffffffffffffffff7e");
  EXPECT_EQ(hex(lebBytes(*F.bin(ExprOp::Sub, F.lit("0"), F.lit("8000000000000001")), true)),
            "fffffffffffffffffffeff07");
  EXPECT_EQ(hex(lebBytes(*F.un(ExprOp::Neg, F.lit("1")), false)), "ffffffffffffffffff01");
  EXPECT_EQ(hex(lebBytes(*F.lit("8000"), true)), "808002");
}

TEST(Bignum, LebOfBignums) {
  Folder F;
  EXPECT_EQ(hex(lebBytes(*F.lit("10000000000000000"), true)), "80808080808080808002");
  EXPECT_EQ(hex(lebBytes(*F.un(ExprOp::Neg, F.lit("10000000000000000")), true)), "8080808080808080807e");
  EXPECT_EQ(hex(lebBytes(*F.lit("8000000000000000ffff"), true)), "ffff8380808080808080807c");
  EXPECT_EQ(hex(lebBytes(*F.lit("ffffffffffffffffffff"), true)), "ffffffffffffffffffffff07");
  // ~~x is x in 20 littlenums: sleb128 writes up to the top one (44 bytes)
  auto Twice = F.un(ExprOp::Not, F.un(ExprOp::Not, F.lit("10000000000000000")));
  EXPECT_EQ(lebBytes(*Twice, true).size(), 44u);
  EXPECT_EQ(hex(lebBytes(*Twice, false)), "80808080808080808002");
}

TEST(Bignum, LowBytesWarnOnlyPastTheSign) {
  bool Lost = false;
  bignumLowBytes(literalLittlenums("ffffffffffffffffffff", 16), 8, Lost);
  EXPECT_FALSE(Lost);
  bignumLowBytes(literalLittlenums("1ffffffffffffffff", 16), 8, Lost);
  EXPECT_TRUE(Lost);
  bignumLowBytes(literalLittlenums("ffffffffffffffffff80", 16), 1, Lost);
  EXPECT_FALSE(Lost);
  bignumLowBytes(literalLittlenums("ffffffffffffffffff7f", 16), 1, Lost);
  EXPECT_TRUE(Lost);
}

TEST(Bignum, RelocPlusConstantIsTheRelocOfTheSum) {
  Folder F;
  auto R = F.bin(ExprOp::Add, Expr::reloc(ir::RelocOp::GpRel, Expr::symbol("x")), F.lit("4"));
  ASSERT_EQ(R->K, Expr::Reloc);
  EXPECT_EQ(ir::toString(*R), "@gprel((x + 4))");
}

} // namespace
