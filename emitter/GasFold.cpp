#include "emitter/GasFold.h"

namespace epic::emit {

namespace {
bool namesSymbol(const ir::Expr &E) {
  if (E.K == ir::Expr::Symbol || E.K == ir::Expr::Dot)
    return true;
  return (E.LHS && namesSymbol(*E.LHS)) || (E.RHS && namesSymbol(*E.RHS));
}
} // namespace

ParseClass classifyAtParse(const ir::Expr &E, const ParseClassOf &Sym, ParseClass Dot) {
  using K = ParseClass::Kind;
  switch (E.K) {
  case ir::Expr::Constant:
    return {K::Const};
  case ir::Expr::Dot:
    return Dot;
  case ir::Expr::Symbol:
    return Sym(E.Name);
  case ir::Expr::Unary:
    // gas folds an operator on a number; on a symbol it makes an expression symbol
    return E.LHS && classifyAtParse(*E.LHS, Sym, Dot).K == K::Const ? ParseClass{K::Const} : ParseClass{};
  case ir::Expr::Binary: {
    if (!E.LHS || !E.RHS)
      return {};
    const ParseClass A = classifyAtParse(*E.LHS, Sym, Dot), B = classifyAtParse(*E.RHS, Sym, Dot);
    if (A.K == K::Const && B.K == K::Const)
      return {K::Const};
    if (E.Op == ir::ExprOp::Add && A.K == K::Frag && B.K == K::Const)
      return A;
    if (E.Op == ir::ExprOp::Add && A.K == K::Const && B.K == K::Frag)
      return B;
    if (E.Op == ir::ExprOp::Sub && A.K == K::Frag && B.K == K::Const)
      return A;
    // frag_offset_fixed_p: both in one run of fixed-size frags of one section
    if (E.Op == ir::ExprOp::Sub && A.K == K::Frag && B.K == K::Frag && A.Sec == B.Sec && A.Run == B.Run)
      return {K::Const};
    return {};
  }
  case ir::Expr::Float:
  case ir::Expr::Reloc:
    break;
  }
  return {};
}

void foldedAtParse(const ir::Expr &E, const ParseClassOf &Sym, ParseClass Dot,
                   std::unordered_set<const ir::Expr *> &Out) {
  if (!namesSymbol(E))
    return;
  if (classifyAtParse(E, Sym, Dot).K == ParseClass::Const) {
    Out.insert(&E);
    return;
  }
  for (const ir::ExprRef *Sub : {&E.LHS, &E.RHS})
    if (*Sub)
      foldedAtParse(**Sub, Sym, Dot, Out);
}

ir::ExprRef withParseValues(const ir::ExprRef &E, const std::unordered_set<const ir::Expr *> &Folded,
                            const std::function<std::optional<int64_t>(const ir::Expr &)> &ValueThen) {
  if (!E)
    return E;
  if (Folded.count(E.get())) {
    if (auto V = ValueThen(*E))
      return ir::Expr::constant(uint64_t(*V), E->Loc);
    return E;
  }
  ir::ExprRef L = withParseValues(E->LHS, Folded, ValueThen), R = withParseValues(E->RHS, Folded, ValueThen);
  if (L == E->LHS && R == E->RHS)
    return E;
  ir::Expr Copy = *E;
  Copy.LHS = std::move(L);
  Copy.RHS = std::move(R);
  return std::make_shared<const ir::Expr>(std::move(Copy));
}

} // namespace epic::emit
