#include "frontend/ExprEval.h"
#include "isa/NamedConstants.h"

namespace epic::frontend {

namespace {
using ir::Expr;
using ir::ExprOp;

struct Evaluator {
  const EquateLookup &Lookup;
  std::string *Why;
  unsigned Depth = 0;

  std::optional<int64_t> fail(std::string Msg) {
    if (Why && Why->empty())
      *Why = std::move(Msg);
    return std::nullopt;
  }

  std::optional<int64_t> eval(const Expr &E) {
    // Equate chains and nesting are bounded so cycles (`a = b`, `b = a`)
    // and hostile input cannot recurse without limit.
    if (++Depth > 512) {
      --Depth;
      return fail("expression nests too deeply");
    }
    auto R = evalInner(E);
    --Depth;
    return R;
  }

  std::optional<int64_t> evalInner(const Expr &E) {
    switch (E.K) {
    case Expr::Constant: return int64_t(E.Value);
    case Expr::Float: return fail("floating-point value '" + E.Name + "' is not an integer");
    case Expr::Dot: return fail("'.' is not a constant");
    case Expr::Reloc: return fail("relocation operator is not a constant");
    case Expr::Symbol: {
      if (auto N = isa::namedConstant(E.Name)) // GNU as: @pause, @rev, @nat...
        return *N;
      const Expr *V = Lookup ? Lookup(E.Name) : nullptr;
      if (!V)
        return fail("'" + E.Name + "' is not a constant");
      return eval(*V);
    }
    case Expr::Unary: {
      auto A = eval(*E.LHS);
      if (!A)
        return A;
      uint64_t U = uint64_t(*A);
      switch (E.Op) {
      case ExprOp::Neg: return int64_t(0 - U);
      case ExprOp::Not: return int64_t(~U);
      case ExprOp::LNot: return int64_t(*A == 0);
      case ExprOp::Plus: return A;
      default: return fail("bad unary operator");
      }
    }
    case Expr::Binary: {
      auto A = eval(*E.LHS);
      if (!A)
        return A;
      auto B = eval(*E.RHS);
      if (!B)
        return B;
      int64_t X = *A, Y = *B;
      uint64_t UX = uint64_t(X), UY = uint64_t(Y);
      auto truth = [](bool C) { return C ? int64_t(-1) : int64_t(0); };
      switch (E.Op) {
      case ExprOp::Mul: return int64_t(UX * UY);
      case ExprOp::Div:
        if (Y == 0) return fail("division by zero");
        if (X == INT64_MIN && Y == -1) return X;
        return X / Y;
      case ExprOp::Mod:
        if (Y == 0) return fail("division by zero");
        if (X == INT64_MIN && Y == -1) return int64_t(0);
        return X % Y;
      case ExprOp::Shl: return UY >= 64 ? 0 : int64_t(UX << UY);
      case ExprOp::Shr: return UY >= 64 ? 0 : int64_t(UX >> UY);
      case ExprOp::Or: return int64_t(UX | UY);
      case ExprOp::And: return int64_t(UX & UY);
      case ExprOp::Xor: return int64_t(UX ^ UY);
      case ExprOp::OrNot: return int64_t(UX | ~UY);
      case ExprOp::Add: return int64_t(UX + UY);
      case ExprOp::Sub: return int64_t(UX - UY);
      case ExprOp::Eq: return truth(X == Y);
      case ExprOp::Ne: return truth(X != Y);
      case ExprOp::Lt: return truth(X < Y);
      case ExprOp::Le: return truth(X <= Y);
      case ExprOp::Gt: return truth(X > Y);
      case ExprOp::Ge: return truth(X >= Y);
      case ExprOp::LAnd: return int64_t(X != 0 && Y != 0);
      case ExprOp::LOr: return int64_t(X != 0 || Y != 0);
      default: return fail("bad binary operator");
      }
    }
    }
    return fail("bad expression");
  }
};
} // namespace

std::optional<int64_t> evaluate(const ir::Expr &E, const EquateLookup &Lookup, std::string *Why) {
  Evaluator Ev{Lookup, Why};
  return Ev.eval(E);
}

} // namespace epic::frontend
