#include "frontend/ConstantFold.h"
#include "frontend/Bignum.h"
#include "frontend/ExprEval.h"
#include "frontend/IntegerDigits.h"
#include <algorithm>
#include <memory>

namespace epic::frontend {

using ir::Expr;
using ir::ExprOp;
using ir::ExprRef;

namespace {

bool isBig(const ExprRef &E) { return E && E->K == Expr::Constant && E->Big; }

ExprRef flagged(uint64_t V, bool Extra, bool Signed, ir::SourceLoc L) {
  if (!Extra && !Signed)
    return Expr::constant(V, L);
  Expr E;
  E.K = Expr::Constant;
  E.Value = V;
  E.Extra = Extra;
  E.Signed = Signed;
  E.Loc = L;
  return std::make_shared<const Expr>(std::move(E));
}

// GNU as's bit 64 and unary-minus mark of a folded constant (Bignum.h):
// unary - and ~ and + and - between constants compute the 65-bit value;
// every other operator keeps its left operand's marks.
ExprRef foldedConstant(const Expr &E, uint64_t V) {
  const Expr &A = *E.LHS;
  if (E.K == Expr::Unary) {
    switch (E.Op) {
    case ExprOp::Neg: return flagged(V, A.Extra != (V != 0), true, E.Loc);
    case ExprOp::Not: return flagged(V, !A.Extra, A.Signed, E.Loc);
    case ExprOp::LNot: return Expr::constant(V, E.Loc);
    default: return flagged(V, A.Extra, A.Signed, E.Loc);
    }
  }
  const Expr &B = *E.RHS;
  bool Extra = A.Extra;
  if (E.Op == ExprOp::Add)
    Extra = A.Extra != B.Extra ? V >= A.Value : V < A.Value; // with the carry out of bit 63
  else if (E.Op == ExprOp::Sub)
    Extra = (A.Extra != B.Extra) != (A.Value < B.Value);     // with the borrow
  return flagged(V, Extra, A.Signed, E.Loc);
}

} // namespace

ExprRef integerLiteral(const std::string &Digits, unsigned Base, ir::SourceLoc L, std::string &Error,
                       std::string *Warning) {
  std::string Why;
  if (auto V = integerDigits(Digits, Base, Why))
    return Expr::constant(*V, L);
  if (Why.rfind("invalid digit", 0) == 0) {
    Error = Why;
    return nullptr;
  }
  // GNU as (expr.c integer_constant) reads an octal constant of up to 22
  // digits after its `0` in 64 bits, so one of 2^64 or more loses its high
  // bits silently (02000000000000000000000 is 0); longer ones are bignums.
  // Its manual makes every wider constant a bignum: we take gas's value, the
  // object being gas's, and say so.
  if (Base == 8 && Digits.size() <= 22) {
    uint64_t V = 0;
    for (char C : Digits)
      V = V * 8 + uint64_t(C - '0');
    if (Warning)
      *Warning = "octal constant above 64 bits: GNU as keeps only its low 64 bits (" + std::to_string(V) + ")";
    return Expr::constant(V, L);
  }
  return bignumNode(literalLittlenums(Digits, Base), false, L);
}

ExprRef foldConstants(ExprRef E, ir::DiagnosticEngine &DE) {
  if (E->K == Expr::Unary && isBig(E->LHS)) {
    switch (E->Op) { // ! of a bignum is 1 only when all its littlenums are 0
    case ExprOp::Neg: return bignumNode(complemented(littlenumsOf(*E->LHS), true), true, E->Loc);
    case ExprOp::Not: return bignumNode(complemented(littlenumsOf(*E->LHS), false), true, E->Loc);
    case ExprOp::Plus: return E->LHS;
    default: return Expr::constant(E->LHS->Name.find_first_not_of('\0') == std::string::npos, E->Loc);
    }
  }
  if (E->K == Expr::Binary && (isBig(E->LHS) || isBig(E->RHS))) {
    auto C = std::make_shared<Expr>(*E);
    if (isBig(E->LHS)) {
      DE.warning(E->LHS->Loc, "left operand is a bignum; integer 0 assumed");
      C->LHS = Expr::constant(0, E->LHS->Loc);
    }
    if (isBig(E->RHS)) {
      DE.warning(E->RHS->Loc, "right operand is a bignum; integer 0 assumed");
      C->RHS = Expr::constant(0, E->RHS->Loc);
    }
    E = C;
  }
  // `@gprel(x)+4`, `4+@ltoff(x)`, `@pltoff(x)-8`: GNU as relocates x plus the
  // constant, as for `@gprel(x+4)` (probed: the same relocations and messages).
  if (E->K == Expr::Binary && (E->Op == ExprOp::Add || E->Op == ExprOp::Sub)) {
    const bool RelocLeft = E->LHS->K == Expr::Reloc && E->RHS->K == Expr::Constant;
    if (RelocLeft || (E->Op == ExprOp::Add && E->RHS->K == Expr::Reloc && E->LHS->K == Expr::Constant)) {
      const ExprRef &R = RelocLeft ? E->LHS : E->RHS;
      return Expr::reloc(R->ROp, Expr::binary(E->Op, R->LHS, RelocLeft ? E->RHS : E->LHS, E->Loc), R->Loc);
    }
  }
  // Constant subexpressions fold the way GNU as folds them (division by
  // zero stays unfolded and is reported where a value is needed).
  bool AllConst = E->LHS && E->LHS->K == Expr::Constant && (!E->RHS || E->RHS->K == Expr::Constant);
  if (!AllConst)
    return E;
  if (auto V = evaluate(*E, nullptr))
    return foldedConstant(*E, uint64_t(*V));
  return E;
}

const Expr *findBignum(const Expr &E) {
  if (E.K == Expr::Constant && E.Big)
    return &E;
  const Expr *B = E.LHS ? findBignum(*E.LHS) : nullptr;
  return B ? B : E.RHS ? findBignum(*E.RHS) : nullptr;
}

ExprRef dataValue(const ExprRef &E, unsigned Bytes, ir::DiagnosticEngine &DE) {
  if (!E)
    return E;
  if (isBig(E) && Bytes == 0)
    return E;
  if (isBig(E)) { // its low bytes (zeros past its end), with GNU as's warning when more is lost than sign bits
    bool Lost = false;
    std::vector<uint8_t> Low = bignumLowBytes(littlenumsOf(*E), Bytes, Lost);
    if (Lost)
      DE.warning(E->Loc, "bignum truncated to " + std::to_string(Bytes) + (Bytes == 1 ? " byte" : " bytes"));
    uint64_t V = 0;
    for (unsigned I = 0; I < Bytes && I < 8; ++I)
      V |= uint64_t(Low[I]) << (8 * I);
    bool HighPart = std::any_of(Low.begin() + std::min(8u, Bytes), Low.end(), [](uint8_t B) { return B != 0; });
    if (!HighPart)
      return Expr::constant(V, E->Loc);
    Littlenums D(Bytes / 2);
    for (unsigned I = 0; I < D.size(); ++I)
      D[I] = uint16_t(Low[2 * I] | Low[2 * I + 1] << 8);
    return bignumNode(D, false, E->Loc);
  }
  if (const Expr *B = findBignum(*E)) {
    DE.error(B->Loc, "integer constant does not fit in 64 bits");
    return nullptr;
  }
  // A 16-byte field: GNU as fills the high half of a constant that went
  // through unary - with ones (`.octa -0` too), of any other with zeros.
  if (Bytes > 8 && E->K == Expr::Constant && E->Signed)
    return bignumNode({uint16_t(E->Value), uint16_t(E->Value >> 16), uint16_t(E->Value >> 32),
                       uint16_t(E->Value >> 48), 0xffff, 0xffff, 0xffff, 0xffff},
                      false, E->Loc);
  return E;
}

} // namespace epic::frontend
