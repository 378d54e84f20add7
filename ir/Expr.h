// Assembler expressions (immediates, addresses, relocation operators).
#pragma once
#include "ir/SourceLoc.h"
#include <cstdint>
#include <memory>
#include <string>

namespace epic::ir {

struct Expr;
using ExprRef = std::shared_ptr<const Expr>;

/// Binary/unary operators with GNU as semantics (see frontend for precedence).
enum class ExprOp : uint8_t {
  // unary
  Neg, Not /* ~ */, LNot /* ! */, Plus,
  // binary
  Mul, Div, Mod, Shl, Shr, Or, And, Xor, OrNot /* ! as binary */, Add, Sub,
  Eq, Ne, Lt, Le, Gt, Ge, LAnd, LOr,
};

/// `@name(x)` relocation operators.
enum class RelocOp : uint8_t { GpRel, LtOff, FPtr, PcRel, TpRel, DtpRel, DtpMod, LtOffX, SecRel, SegRel, IPlt, LtV, PltOff, LtOffFPtr /* @ltoff(@fptr(x)) */, LtOffTpRel, LtOffDtpMod, LtOffDtpRel };

std::string_view relocOpName(RelocOp Op); // "gprel", "ltoff", ...

struct Expr {
  enum Kind : uint8_t {
    Constant, // Value
    Float,    // Text holds the literal as written (for real4/real8/real10)
    Symbol,   // Name (numeric local labels arrive resolved to unique names)
    Dot,      // the location counter at the enclosing statement
    Unary,    // Op, LHS
    Binary,   // Op, LHS, RHS
    Reloc,    // Reloc, LHS
  };
  // Widest fields first: one node per operand of a big file (issue 22).
  uint64_t Value = 0;
  std::string Name; // Symbol name or Float text
  ExprRef LHS, RHS;
  SourceLoc Loc;
  Kind K = Constant;
  ExprOp Op = ExprOp::Add;
  RelocOp ROp = RelocOp::GpRel; // for Reloc
  /// Constant: a GNU as bignum (a literal of 65 bits or more); Value holds
  /// its low 64 bits, Name all of its 16-bit littlenums, low first, two bytes
  /// each (bigDigits/bigDigit). Only data directives take one
  /// (frontend/ConstantFold.h, frontend/Bignum.h).
  bool Big = false;
  /// Constant: GNU as's X_extrabit, bit 64 of a value that literals, unary
  /// - and ~, and + and - between constants make (`-0xffffffffffffffff` is
  /// negative, `0xffffffffffffffff` positive); only `.sleb128` reads it.
  bool Extra = false;
  /// Constant: GNU as's X_unsigned is clear: the value came through unary -
  /// (a bignum: - or ~). `.octa`/data16 fill the high half of such a
  /// constant with ones, of any other with zeros.
  bool Signed = false;

  unsigned bigDigits() const { return unsigned(Name.size() / 2); }
  uint16_t bigDigit(unsigned I) const {
    return uint16_t(uint8_t(Name[2 * I]) | uint8_t(Name[2 * I + 1]) << 8);
  }

  static ExprRef constant(uint64_t V, SourceLoc L = {});
  static ExprRef symbol(std::string Name, SourceLoc L = {});
  static ExprRef dot(SourceLoc L = {});
  static ExprRef unary(ExprOp Op, ExprRef E, SourceLoc L = {});
  static ExprRef binary(ExprOp Op, ExprRef A, ExprRef B, SourceLoc L = {});
  static ExprRef reloc(RelocOp Op, ExprRef E, SourceLoc L = {});
  static ExprRef floating(std::string Text, SourceLoc L = {});
};

/// Prints in GNU as syntax (fully parenthesised where needed).
std::string toString(const Expr &E);

} // namespace epic::ir
