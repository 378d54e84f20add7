#include "frontend/ExprEval.h"
#include "ir/ConstFold.h"
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
      if (auto V = ir::foldUnary(E.Op, *A))
        return *V;
      return fail("bad unary operator");
    }
    case Expr::Binary: {
      auto A = eval(*E.LHS);
      if (!A)
        return A;
      auto B = eval(*E.RHS);
      if (!B)
        return B;
      if (auto V = ir::foldBinary(E.Op, *A, *B))
        return *V;
      if ((E.Op == ExprOp::Div || E.Op == ExprOp::Mod) && *B == 0)
        return fail("division by zero");
      return fail("bad binary operator");
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
