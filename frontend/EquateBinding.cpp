// Equates as GNU as binds them. `x = expr` takes the names in expr as they
// are defined at that point (constant equates are folded by the lowering); a
// name not yet defined binds to its first later definition, since GNU as
// copies a symbol when it is redefined and earlier expressions keep the
// copy. `x == expr` / `.eqv x, expr` looks its names up again at every use,
// while the symbol table still holds the value from that first binding.
// gas/forward.s: `two == 2*one` before `one = 1` and `one = -1`.
#include "frontend/Builder.h"

namespace epic::frontend {

using ir::Expr;
using ir::ExprRef;

namespace {

/// `E` with every `Name` replaced by `By`.
ExprRef substitute(const ExprRef &E, const std::string &Name, const ExprRef &By) {
  if (!E)
    return E;
  switch (E->K) {
  case Expr::Symbol: return E->Name == Name ? By : E;
  case Expr::Unary:
  case Expr::Reloc:
  case Expr::Binary: {
    ExprRef L = substitute(E->LHS, Name, By), R = substitute(E->RHS, Name, By);
    if (L == E->LHS && R == E->RHS)
      return E;
    auto C = std::make_shared<Expr>(*E);
    C->LHS = L;
    C->RHS = R;
    return C;
  }
  default: return E;
  }
}

void symbolsOf(const Expr &E, std::set<std::string> &Out) {
  if (E.K == Expr::Symbol)
    Out.insert(E.Name);
  if (E.LHS)
    symbolsOf(*E.LHS, Out);
  if (E.RHS)
    symbolsOf(*E.RHS, Out);
}

const Expr *floatIn(const Expr &E) {
  if (E.K == Expr::Float)
    return &E;
  const Expr *F = E.LHS ? floatIn(*E.LHS) : nullptr;
  return F ? F : E.RHS ? floatIn(*E.RHS) : nullptr;
}

} // namespace

const Expr *Builder::equateExpr(const std::string &Name) const {
  if (auto L = LazyDefs.find(Name); L != LazyDefs.end())
    return L->second.get();
  auto It = M.Symbols.find(Name);
  return It != M.Symbols.end() && It->second.Value ? It->second.Value.get() : nullptr;
}

void Builder::bindEquate(const std::string &N, ExprRef Value, bool Lazy) {
  // GNU as: "junk at end of line" (`x = 1.5`), "floating point number invalid" (`x = 0f1.5`).
  if (const Expr *F = Value ? floatIn(*Value) : nullptr) {
    DE.error(F->Loc, "floating-point literal where an integer is needed");
    return;
  }
  ir::Symbol &S = M.symbol(N);
  // Expressions that named N before this redefinition keep the old value.
  if (S.Value) {
    if (auto D = Dependents.find(N); D != Dependents.end()) {
      ExprRef Old = S.Value;
      std::set<std::string> Names;
      symbolsOf(*Old, Names);
      for (const std::string &Dep : D->second) {
        if (Dep == N)
          continue;
        ir::Symbol &T = M.symbol(Dep);
        T.Value = substitute(T.Value, N, Old);
        for (const std::string &X : Names)
          Dependents[X].insert(Dep);
      }
      Dependents.erase(D);
    }
  }
  S.Value = Value;
  if (Value)
    recordSymbols(*Value);
  if (Lazy)
    LazyDefs[N] = Value;
  else
    LazyDefs.erase(N);
  std::set<std::string> Names;
  if (Value)
    symbolsOf(*Value, Names);
  for (const std::string &X : Names)
    Dependents[X].insert(N);
}

} // namespace epic::frontend
