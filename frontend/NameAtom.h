// A name in an expression, lowered the same way by the ANTLR lowering and the
// fast line parser: `.`, a register (an error where registers are not
// allowed), a constant equate, a directive argument or a symbol reference.
#pragma once
#include "frontend/Builder.h"
#include "ir/Expr.h"
#include <string>

namespace epic::frontend {

/// nullptr with `Error` set for a register where RegCheck forbids one.
inline ir::ExprRef nameAtom(Builder &B, const std::string &S, ir::SourceLoc L, bool RegCheck,
                            std::string &Error) {
  using ir::Expr;
  if (S == ".")
    return Expr::dot(L);
  if (B.isRegisterName(S)) {
    if (RegCheck) {
      Error = "register '" + S + "' cannot be used in an expression";
      return nullptr;
    }
    return Expr::symbol(S, L);
  }
  // A constant equate stands for its value at this point (GNU as
  // semantics for redefinable `x = x + 1`).
  if (auto V = B.lazyNames() ? std::nullopt : B.equateConstant(S))
    return Expr::constant(uint64_t(*V), L);
  // Directive arguments (`.expect cycles<=3`) are not symbol references;
  // data directives record theirs in the builder.
  if (!RegCheck)
    return Expr::symbol(S.back() == '#' ? S.substr(0, S.size() - 1) : S, L);
  return Expr::symbol(B.symbolRef(S), L);
}

} // namespace epic::frontend
