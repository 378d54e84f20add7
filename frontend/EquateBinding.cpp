// Equates as GNU as binds them. `x = expr` takes the names in expr as they
// are defined at that point (constant equates are folded by the lowering); a
// name not yet defined binds to its first later definition, since GNU as
// copies a symbol when it is redefined and earlier expressions keep the
// copy. `x == expr` / `.eqv x, expr` looks its names up again at every use,
// while the symbol table still holds the value from that first binding.
// gas/forward.s: `two == 2*one` before `one = 1` and `one = -1`.
#include "frontend/Builder.h"
#include "frontend/ExprEval.h"
#include <functional>

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

/// GNU as's symbol flags as one ELF type: an equate ORs its target's
/// function/object flags into its own (a TLS object's is its object flag).
ir::SymType mergedType(ir::SymType Dst, ir::SymType Src) {
  using T = ir::SymType;
  if (Dst == T::TLS || Dst == T::Func || Src == T::Func)
    return Dst == T::TLS ? Dst : T::Func;
  if (Dst == T::Object || Src == T::Object || Src == T::TLS)
    return T::Object;
  return Dst;
}

} // namespace

std::optional<std::string> Builder::symbolPlusConstant(const Expr &E) {
  switch (E.K) {
  case Expr::Constant: return std::string();
  case Expr::Symbol:
    if (!LabelDefs.count(E.Name) && equateConstant(E.Name))
      return std::string(); // GNU as reads a defined absolute symbol as its value
    return E.Name;
  case Expr::Unary:
    if (auto V = symbolPlusConstant(*E.LHS); V && (E.Op == ir::ExprOp::Plus || V->empty()))
      return V;
    return std::nullopt;
  case Expr::Binary: {
    auto L = symbolPlusConstant(*E.LHS), R = symbolPlusConstant(*E.RHS);
    if (!L || !R)
      return std::nullopt;
    if (L->empty() && R->empty())
      return std::string();
    if (E.Op == ir::ExprOp::Add && (L->empty() || R->empty()))
      return L->empty() ? R : L;
    if (E.Op == ir::ExprOp::Sub && (R->empty() || *L == *R))
      return R->empty() ? L : std::string();
    return std::nullopt;
  }
  default: return std::nullopt;
  }
}

bool Builder::definedNow(const std::string &N, unsigned Depth) {
  if (LabelDefs.count(N))
    return true;
  auto It = M.Symbols.find(N);
  if (It == M.Symbols.end() || !It->second.Defined || Depth > 64)
    return false;
  if (!It->second.Value)
    return true; // a label made elsewhere (a tag, a local common)
  auto T = symbolPlusConstant(*It->second.Value);
  return !T || T->empty() || definedNow(*T, Depth + 1);
}

void Builder::copyAttributes(const std::string &N, const Expr *Value, bool Reassigned) {
  ir::Symbol &S = M.symbol(N);
  if (Reassigned)
    S.SizeResetAt = Statements;
  S.SizeFrom.clear();
  auto T = Value ? symbolPlusConstant(*Value) : std::nullopt;
  if (!T || T->empty() || *T == N)
    return;
  S.SizeFrom = *T;
  if (!definedNow(*T, 0)) {
    S.SizeFromAt = ir::Symbol::NoOrder; // at the end, with the target's type then
    return;
  }
  S.SizeFromAt = Statements;
  S.Type = mergedType(S.Type, M.symbol(*T).Type);
}

void Builder::copyAttributesAtEnd() {
  std::set<std::string> Done;
  std::function<void(const std::string &, unsigned)> Resolve = [&](const std::string &N, unsigned Depth) {
    ir::Symbol &S = M.symbol(N);
    if (S.SizeFrom.empty() || S.SizeFromAt != ir::Symbol::NoOrder || Depth > 64 || !Done.insert(N).second)
      return;
    Resolve(S.SizeFrom, Depth + 1);
    S.Type = mergedType(S.Type, M.symbol(S.SizeFrom).Type);
  };
  std::vector<std::string> Names;
  for (const auto &[N, S] : M.Symbols)
    if (!S.SizeFrom.empty() && S.SizeFromAt == ir::Symbol::NoOrder)
      Names.push_back(N);
  for (const std::string &N : Names)
    Resolve(N, 0);
}

const Expr *Builder::equateExpr(const std::string &Name) const {
  if (auto L = LazyDefs.find(Name); L != LazyDefs.end())
    return L->second.get();
  auto It = M.Symbols.find(Name);
  return It != M.Symbols.end() && It->second.Value ? It->second.Value.get() : nullptr;
}

bool Builder::equateRefused(const std::string &N, bool Fixed, ir::SourceLoc L) {
  if (LabelDefs.count(N)) {
    DE.error(L, "symbol '" + N + "' is already defined as a label");
    return true;
  }
  auto It = M.Symbols.find(N);
  if (FixedEquates.count(N) || (It != M.Symbols.end() && It->second.CommonSize) || // gas: a common is defined
      (Fixed && It != M.Symbols.end() && (It->second.Value || It->second.RegAlias))) {
    DE.error(L, "symbol '" + N + "' is already defined");
    return true;
  }
  if (Fixed)
    FixedEquates.insert(N);
  return false;
}

// GNU as's pseudo_set takes the value of `x = S + c` (`=`, .set, .equ,
// .equiv; not `==`/.eqv) at once when S is defined, also when S is an
// expression symbol (`S = Q * 2`, `S == Q * 2 - 1`) whose names are not all
// defined yet: resolving it then reads an undefined name as 0, and leaves S
// undefined, so the next reader keeps the expression (probed with
// ia64-linux-gnu-as 2.40: `S = Q * 2`, `a = S + 1`, `b = S`, `Q = 5` gives
// a = 1, b = 10). An `==` symbol is copied at each read, so each reader takes
// its value at once (`S == Q * 2 - 1`: a = 0, b = -1). Only names that are constants or undefined are read
// here: an expression with a label keeps its deferred value.
ExprRef Builder::valueTakenNow(const std::string &N, const ExprRef &Value) {
  auto T = Value ? symbolPlusConstant(*Value) : std::nullopt;
  if (!T || T->empty() || *T == N || ValueTaken.count(*T))
    return nullptr;
  const Expr *TE = equateExpr(*T);
  if (!TE || symbolPlusConstant(*TE))
    return nullptr;
  std::set<std::string> Read; // the expression equates resolved on the way
  bool Undefined = false;
  static const ExprRef Zero = Expr::constant(0, {});
  auto Lookup = [&](const std::string &Name) -> const Expr * {
    if (const Expr *E = equateExpr(Name)) {
      if (!symbolPlusConstant(*E) && !LazyDefs.count(Name))
        Read.insert(Name); // gas resolves a copy of an `==` symbol at each read
      return E;
    }
    if (definedNow(Name, 0))
      return nullptr; // a label: not read here
    Undefined = true;
    return Zero.get();
  };
  auto V = evaluate(*Value, Lookup);
  if (!V || !Undefined)
    return nullptr;
  ValueTaken.insert(Read.begin(), Read.end());
  return Expr::constant(uint64_t(*V), Value->Loc);
}

void Builder::bindEquate(const std::string &N, ExprRef Value, bool Lazy) {
  // GNU as: "junk at end of line" (`x = 1.5`), "floating point number invalid" (`x = 0f1.5`).
  if (const Expr *F = Value ? floatIn(*Value) : nullptr) {
    DE.error(F->Loc, "floating-point literal where an integer is needed");
    return;
  }
  ValueTaken.erase(N);
  if (!Lazy)
    if (ExprRef Now = valueTakenNow(N, Value))
      Value = Now;
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
  copyAttributes(N, Value.get(), S.Value != nullptr);
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
