// Integer literals and constant folding as GNU as does them while reading an
// expression, bignums included: a literal of 65 bits or more is a bignum
// (frontend/Bignum.h), which only data directives take (truncated, with
// gas's warning); an operator other than unary -, ~ or + takes it as 0 (gas:
// "left operand is a bignum; integer 0 assumed"). Folded constants carry
// GNU as's bit 64 and unary-minus mark (ir::Expr::Extra, Signed). Shared by
// the ANTLR lowering and the fast line parser.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Expr.h"
#include <string>

namespace epic::frontend {

/// The constant of `Digits` (no prefix) in `Base`, a bignum (ir::Expr::Big)
/// when it needs more than 64 bits; null with `Error` set for a bad digit.
/// `Warning` is set when the value is GNU as's and not the digits' (an octal
/// constant of 22 digits above 64 bits, which gas cuts to 64).
ir::ExprRef integerLiteral(const std::string &Digits, unsigned Base, ir::SourceLoc L, std::string &Error,
                           std::string *Warning = nullptr);

/// A unary or binary node with built operands, folded when they are
/// constants; bignum operands follow GNU as (warnings reported to `DE`).
ir::ExprRef foldConstants(ir::ExprRef E, ir::DiagnosticEngine &DE);

/// The first bignum in `E` (null when none).
const ir::Expr *findBignum(const ir::Expr &E);

/// `E` for a data field of `Bytes` bytes (0: LEB128, any width): a bignum
/// is cut to its low bytes with GNU as's warning ("bignum truncated to N
/// bytes") when more than sign bits are lost; a 16-byte field gets a
/// bignum for a value whose high half is not zero (a constant through unary
/// -: ones). Other values as they are. A bignum deeper in `E` is an error
/// (null).
ir::ExprRef dataValue(const ir::ExprRef &E, unsigned Bytes, ir::DiagnosticEngine &DE);

} // namespace epic::frontend
