#include "frontend/ConstantFold.h"
#include "frontend/ExprEval.h"
#include "frontend/IntegerDigits.h"
#include <memory>

namespace epic::frontend {

using ir::Expr;
using ir::ExprOp;
using ir::ExprRef;

namespace {

ExprRef bignum(uint64_t Low, ir::SourceLoc L) {
  Expr E;
  E.K = Expr::Constant;
  E.Value = Low;
  E.Big = true;
  E.Loc = L;
  return std::make_shared<const Expr>(std::move(E));
}

bool isBig(const ExprRef &E) { return E && E->K == Expr::Constant && E->Big; }

} // namespace

ExprRef integerLiteral(const std::string &Digits, unsigned Base, ir::SourceLoc L, std::string &Error) {
  std::string Why;
  if (auto V = integerDigits(Digits, Base, Why))
    return Expr::constant(*V, L);
  if (Why.rfind("invalid digit", 0) == 0) {
    Error = Why;
    return nullptr;
  }
  uint64_t Low = 0; // the value modulo 2^64
  for (char C : Digits) {
    unsigned D = std::isdigit(static_cast<unsigned char>(C)) ? unsigned(C - '0')
                                                             : unsigned(std::tolower(C) - 'a' + 10);
    Low = Low * Base + D;
  }
  return bignum(Low, L);
}

ExprRef foldConstants(ExprRef E, ir::DiagnosticEngine &DE) {
  if (E->K == Expr::Unary && isBig(E->LHS)) {
    uint64_t V = E->LHS->Value; // -, ~ and + keep a bignum; ! of one (never 0) is 0
    switch (E->Op) {
    case ExprOp::Neg: return bignum(0 - V, E->Loc);
    case ExprOp::Not: return bignum(~V, E->Loc);
    case ExprOp::Plus: return bignum(V, E->Loc);
    default: return Expr::constant(0, E->Loc);
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
  // Constant subexpressions fold the way GNU as folds them (division by
  // zero stays unfolded and is reported where a value is needed).
  bool AllConst = E->LHS && E->LHS->K == Expr::Constant && (!E->RHS || E->RHS->K == Expr::Constant);
  if (!AllConst)
    return E;
  if (auto V = evaluate(*E, nullptr))
    return Expr::constant(uint64_t(*V), E->Loc);
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
  if (isBig(E) && Bytes > 8) { // only the low 64 bits are kept
    DE.error(E->Loc, "integer constant of more than 64 bits in a " + std::to_string(Bytes) +
                         "-byte field is not supported");
    return nullptr;
  }
  if (isBig(E)) {
    DE.warning(E->Loc, "bignum truncated to " + std::to_string(Bytes) + (Bytes == 1 ? " byte" : " bytes"));
    return Expr::constant(Bytes == 8 ? E->Value : E->Value & ((uint64_t(1) << (8 * Bytes)) - 1), E->Loc);
  }
  if (const Expr *B = findBignum(*E)) {
    DE.error(B->Loc, "integer constant does not fit in 64 bits");
    return nullptr;
  }
  return E;
}

} // namespace epic::frontend
