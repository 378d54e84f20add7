// GNU as's integer constants as data directives see them (behaviour probed
// with ia64-linux-gnu-as 2.40: tests/lit/asm/leb128-extra-bit.s,
// tests/lit/asm/bignum-octa-leb.s):
//  - a literal of 65 bits or more is a bignum of 16-bit littlenums: as many
//    as its significant digits need, at most 20 (the value modulo 2^320);
//  - unary - and ~ of a bignum sign-extend it to 20 littlenums first;
//  - a constant carries bit 64 (ir::Expr::Extra) through unary - and ~ and
//    through + and - of two constants, and whether it went through unary -
//    (ir::Expr::Signed); `.sleb128` and data16 read them.
#pragma once
#include "ir/Expr.h"
#include <cstdint>
#include <string>
#include <vector>

namespace epic::frontend {

using Littlenums = std::vector<uint16_t>; // low first
inline constexpr unsigned MaxLittlenums = 20;

/// The littlenums of the literal `Digits` (no prefix, valid in `Base`).
Littlenums literalLittlenums(const std::string &Digits, unsigned Base);

/// A bignum constant node (ir::Expr::Big) holding `D`.
ir::ExprRef bignumNode(const Littlenums &D, bool Signed, ir::SourceLoc L);
Littlenums littlenumsOf(const ir::Expr &Big);

/// Unary ~ (`Negate` false) or - of a bignum, as GNU as: 20 littlenums.
Littlenums complemented(Littlenums D, bool Negate);

/// The bytes `.uleb128`/`.sleb128` write for a constant node (a bignum or
/// not), as GNU as writes them.
std::vector<uint8_t> lebBytes(const ir::Expr &Constant, bool Signed);

/// The low `Bytes` bytes of a bignum, little-endian (zeros past its end);
/// `Lost` is set when the rest is more than their sign extension (GNU as's
/// "bignum truncated to N bytes").
std::vector<uint8_t> bignumLowBytes(const Littlenums &D, unsigned Bytes, bool &Lost);

} // namespace epic::frontend
