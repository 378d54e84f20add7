#include "ir/Expr.h"
#include "ir/Register.h"
#include <array>

namespace epic::ir {

std::string_view relocOpName(RelocOp Op) {
  static constexpr std::array<std::string_view, 17> Names = {
      "gprel", "ltoff", "fptr", "pcrel", "tprel", "dtprel", "dtpmod", "ltoffx", "secrel",
      "segrel", "iplt", "ltv", "pltoff", "ltoff(@fptr", "ltoff(@tprel", "ltoff(@dtpmod", "ltoff(@dtprel"};
  return Names[size_t(Op)];
}

static ExprRef make(Expr E) { return std::make_shared<const Expr>(std::move(E)); }

ExprRef Expr::constant(uint64_t V, SourceLoc L) {
  Expr E; E.K = Constant; E.Value = V; E.Loc = L; return make(std::move(E));
}
ExprRef Expr::symbol(std::string Name, SourceLoc L) {
  Expr E; E.K = Symbol; E.Name = std::move(Name); E.Loc = L; return make(std::move(E));
}
ExprRef Expr::dot(SourceLoc L) { Expr E; E.K = Dot; E.Loc = L; return make(std::move(E)); }
ExprRef Expr::unary(ExprOp Op, ExprRef A, SourceLoc L) {
  Expr E; E.K = Unary; E.Op = Op; E.LHS = std::move(A); E.Loc = L; return make(std::move(E));
}
ExprRef Expr::binary(ExprOp Op, ExprRef A, ExprRef B, SourceLoc L) {
  Expr E; E.K = Binary; E.Op = Op; E.LHS = std::move(A); E.RHS = std::move(B); E.Loc = L;
  return make(std::move(E));
}
ExprRef Expr::reloc(RelocOp Op, ExprRef A, SourceLoc L) {
  Expr E; E.K = Reloc; E.ROp = Op; E.LHS = std::move(A); E.Loc = L; return make(std::move(E));
}
ExprRef Expr::floating(std::string Text, SourceLoc L) {
  Expr E; E.K = Float; E.Name = std::move(Text); E.Loc = L; return make(std::move(E));
}

static std::string_view opText(ExprOp Op) {
  switch (Op) {
  case ExprOp::Neg: return "-";   case ExprOp::Not: return "~";  case ExprOp::LNot: return "!";
  case ExprOp::Plus: return "+";  case ExprOp::Mul: return "*";  case ExprOp::Div: return "/";
  case ExprOp::Mod: return "%";   case ExprOp::Shl: return "<<"; case ExprOp::Shr: return ">>";
  case ExprOp::Or: return "|";    case ExprOp::And: return "&";  case ExprOp::Xor: return "^";
  case ExprOp::OrNot: return "!"; case ExprOp::Add: return "+";  case ExprOp::Sub: return "-";
  case ExprOp::Eq: return "==";   case ExprOp::Ne: return "!=";  case ExprOp::Lt: return "<";
  case ExprOp::Le: return "<=";   case ExprOp::Gt: return ">";   case ExprOp::Ge: return ">=";
  case ExprOp::LAnd: return "&&"; case ExprOp::LOr: return "||";
  }
  return "?";
}

std::string toString(const Expr &E) {
  switch (E.K) {
  case Expr::Constant: {
    if (E.Big) { // its littlenums in hex: GNU as reads the same bignum back
      static constexpr char Hex[] = "0123456789abcdef";
      std::string S = "0x";
      for (unsigned I = E.bigDigits(); I-- > 0;)
        for (int Shift = 12; Shift >= 0; Shift -= 4)
          if (S.size() > 2 || (E.bigDigit(I) >> Shift) & 15)
            S += Hex[(E.bigDigit(I) >> Shift) & 15];
      return S.size() > 2 ? S : "0";
    }
    // Negative-looking values print signed so that round trips stay readable.
    int64_t S = int64_t(E.Value);
    return S < 0 && S > -(int64_t(1) << 32) ? std::to_string(S) : std::to_string(E.Value);
  }
  case Expr::Float: return E.Name;
  case Expr::Symbol:
    // A symbol that spells a register (`r5#`, GCC's convention) keeps its
    // `#`: printed bare it would read back as the register (found by
    // fuzz/sched_fuzzer: `br.call b0=r5#` was printed `b0=r5`).
    return lookupRegister(E.Name, RegStackFrame{}).K == RegLookup::NotARegister ? E.Name : E.Name + "#";
  case Expr::Dot: return ".";
  case Expr::Unary: return std::string(opText(E.Op)) + "(" + toString(*E.LHS) + ")";
  case Expr::Binary:
    return "(" + toString(*E.LHS) + " " + std::string(opText(E.Op)) + " " + toString(*E.RHS) + ")";
  case Expr::Reloc: {
    std::string S = "@" + std::string(relocOpName(E.ROp)) + "(" + toString(*E.LHS) + ")";
    if (E.ROp >= RelocOp::LtOffFPtr) S += ")";
    return S;
  }
  }
  return "?";
}

} // namespace epic::ir
