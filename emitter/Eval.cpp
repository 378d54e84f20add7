#include "emitter/Eval.h"
#include "ir/ConstFold.h"
#include "isa/NamedConstants.h"
#include <tuple>

namespace epic::emit {
namespace {

using ir::ExprOp;

struct Evaluator {
  const EvalContext &C;
  unsigned Depth = 0;
  // `.` and the kind of site: the context's, or those of the equate being
  // expanded (GNU as binds `x = .` where x is set).
  unsigned DotSection = C.DotSection;
  uint64_t DotOffset = C.DotOffset;
  bool EquateValue = C.EquateValue;
  // The queued labels' values where the equate being expanded was set.
  const std::vector<std::pair<std::string, SymbolPlace>> *LabelsAsSet = C.EquateLabels;

  llvm::Error err(const ir::Expr &E, const std::string &Msg) { return ir::makeError(E.Loc, Msg); }

  llvm::Expected<Value> symbol(const ir::Expr &E) {
    if (auto N = isa::namedConstant(E.Name)) { // GNU as: @pause, @rev, @nat... are constants
      Value V;
      V.Addend = *N;
      return V;
    }
    EvalContext::SymbolInfo S = C.Lookup(E.Name);
    switch (S.K) {
    case EvalContext::SymbolInfo::Equate: {
      if (++Depth > 64)
        return err(E, "symbol '" + E.Name + "' is defined in terms of itself");
      auto Saved = std::tuple(DotSection, DotOffset, EquateValue, LabelsAsSet);
      if (S.EquateDot && !S.EquateLazy) {
        DotSection = S.EquateDot->Section;
        DotOffset = S.EquateDot->Offset;
      }
      EquateValue |= !S.EquateLazy;
      if (!S.EquateLazy)
        LabelsAsSet = &S.EquateLabels;
      auto V = eval(*S.EquateExpr);
      std::tie(DotSection, DotOffset, EquateValue, LabelsAsSet) = Saved;
      --Depth;
      // A global `foo = bar` (bar defined here) is a symbol of its own: GNU as
      // relocates against foo; `foo = undefined` relocates against the undefined one.
      if (V && !S.Local && !V->Op && placeOf(*V)) {
        Value G;
        G.K = Value::SymbolRel;
        G.Symbol = E.Name;
        G.Place = placeOf(*V);
        return G;
      }
      return V;
    }
    case EvalContext::SymbolInfo::Label: {
      for (const auto &[Name, Place] : LabelsAsSet ? *LabelsAsSet : std::vector<std::pair<std::string, SymbolPlace>>{})
        if (Name == E.Name) {
          S.Place = Place;
          S.Known = true;
        }
      if (!S.Known)
        return err(E, "symbol '" + E.Name + "' is used before its address is known");
      Value V;
      if (S.Local) {
        V.K = Value::SectionRel;
        V.Section = S.Place.Section;
        V.Addend = int64_t(S.Place.Offset);
        V.Label = E.Name;
        V.LabelOffset = S.Place.Offset;
      } else {
        V.K = Value::SymbolRel;
        V.Symbol = E.Name;
        V.Place = S.Place;
      }
      return V;
    }
    case EvalContext::SymbolInfo::Undefined: {
      Value V;
      V.K = Value::SymbolRel;
      V.Symbol = E.Name;
      return V;
    }
    }
    return err(E, "bad symbol");
  }

  // Where a relocatable value points, when known in this file.
  static std::optional<SymbolPlace> placeOf(const Value &V) {
    if (V.K == Value::SectionRel)
      return SymbolPlace{V.Section, uint64_t(V.Addend)};
    if (V.K == Value::SymbolRel && V.Place)
      return SymbolPlace{V.Place->Section, V.Place->Offset + uint64_t(V.Addend)};
    return std::nullopt;
  }

  llvm::Expected<Value> binary(const ir::Expr &E) {
    auto L = eval(*E.LHS);
    if (!L)
      return L.takeError();
    auto R = eval(*E.RHS);
    if (!R)
      return R.takeError();
    if (E.Op == ExprOp::Add) {
      if (R->isAbsolute() && (!L->Op || L->Difference)) {
        L->Addend = *ir::foldBinary(ExprOp::Add, L->Addend, R->Addend); // wraps like GNU as
        return L;
      }
      if (L->isAbsolute() && (!R->Op || R->Difference)) {
        R->Addend = *ir::foldBinary(ExprOp::Add, R->Addend, L->Addend);
        return R;
      }
      return err(E, "cannot add two relocatable values");
    }
    if (E.Op == ExprOp::Sub) {
      if (R->isAbsolute() && (!L->Op || L->Difference)) {
        L->Addend = *ir::foldBinary(ExprOp::Sub, L->Addend, R->Addend);
        return L;
      }
      auto PL = placeOf(*L), PR = placeOf(*R);
      if (!L->Op && !R->Op && PL && PR && PL->Section == PR->Section)
        return Value::abs(int64_t(PL->Offset - PR->Offset));
      // `sym - .` (or minus a label of the section being assembled) with sym
      // elsewhere: GNU as makes it PC-relative (Linux's exception tables,
      // `.xdata4 "__ex_table", 99f-., fixup-.`): @pcrel(sym), whose value
      // S + A - P the relocation site P adjusts by P - R.
      if (!EquateValue && !L->Op && !R->Op && L->K != Value::Absolute && PR && PR->Section == DotSection) {
        L->Op = ir::RelocOp::PcRel;
        L->Difference = true;
        L->Addend = *ir::foldBinary(ExprOp::Add, L->Addend, int64_t(DotOffset - PR->Offset));
        return L;
      }
      return err(E, "difference of symbols in different sections (or undefined) is not a constant");
    }
    if (!L->isAbsolute() || !R->isAbsolute())
      return err(E, "operator needs constant operands, got a relocatable value");
    if (auto V = ir::foldBinary(E.Op, L->Addend, R->Addend))
      return Value::abs(*V);
    if ((E.Op == ExprOp::Div || E.Op == ExprOp::Mod) && R->Addend == 0)
      return err(E, "division by zero");
    return err(E, "bad binary operator");
  }

  llvm::Expected<Value> eval(const ir::Expr &E) {
    switch (E.K) {
    case ir::Expr::Constant: return Value::abs(int64_t(E.Value));
    case ir::Expr::Float: return err(E, "floating-point literal where an integer is needed");
    case ir::Expr::Symbol: return symbol(E);
    case ir::Expr::Dot: {
      if (DotSection == EvalContext::NoSection)
        return err(E, "'.' has no value here");
      Value V;
      V.K = Value::SectionRel;
      V.Section = DotSection;
      V.Addend = int64_t(DotOffset);
      return V;
    }
    case ir::Expr::Unary: {
      auto V = eval(*E.LHS);
      if (!V)
        return V.takeError();
      if (E.Op == ExprOp::Plus)
        return V;
      if (!V->isAbsolute())
        return err(E, "unary operator on a relocatable value");
      if (auto X = ir::foldUnary(E.Op, V->Addend))
        return Value::abs(*X);
      return err(E, "bad unary operator");
    }
    case ir::Expr::Binary: return binary(E);
    case ir::Expr::Reloc: {
      auto V = eval(*E.LHS);
      if (!V)
        return V.takeError();
      if (V->Op)
        return err(E, "nested relocation operators");
      if (V->K == Value::Absolute) // gas: "Not a symbolic expression", @secrel/@segrel too
        return err(E, "relocation operator @" + std::string(ir::relocOpName(E.ROp)) +
                          " needs a symbol");
      // A function descriptor is made for a symbol, not for a place inside one
      // (gas refuses @ltoff(@fptr(x+4)) in an instruction only).
      int64_t Off = V->K == Value::SectionRel ? V->Addend - int64_t(V->LabelOffset) : V->Addend;
      V->FPtrAddend = (E.ROp == ir::RelocOp::FPtr || E.ROp == ir::RelocOp::LtOffFPtr) &&
                      (Off != 0 || (V->K == Value::SectionRel && V->Label.empty()));
      V->Op = E.ROp;
      return V;
    }
    }
    return err(E, "bad expression");
  }
};

} // namespace

llvm::Expected<Value> evaluate(const ir::Expr &E, const EvalContext &C) {
  Evaluator Ev{C};
  return Ev.eval(E);
}

llvm::Expected<int64_t> evaluateAbsolute(const ir::Expr &E, const EvalContext &C, const char *What) {
  auto V = evaluate(E, C);
  if (!V)
    return V.takeError();
  if (!V->isAbsolute())
    return ir::makeError(E.Loc, std::string(What) + " must be a constant, not a relocatable expression");
  return V->Addend;
}

} // namespace epic::emit
