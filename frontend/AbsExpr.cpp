#include "frontend/AbsExpr.h"
#include "frontend/IntegerDigits.h"
#include <cstring>

namespace epic::frontend {

namespace {
using ir::Expr;
using ir::ExprOp;
using ir::ExprRef;

struct BinOp {
  std::string_view Text;
  ExprOp Op;
  int Rank; // GNU as: 1 || , 2 &&, 3 comparisons, 4 + -, 5 | & ^ !, 6 * / % << >>
};
// Longest spellings first so `<<` is not read as `<`.
constexpr BinOp BinOps[] = {
    {"||", ExprOp::LOr, 1}, {"&&", ExprOp::LAnd, 2}, {"==", ExprOp::Eq, 3},
    {"!=", ExprOp::Ne, 3},  {"<>", ExprOp::Ne, 3},   {"<=", ExprOp::Le, 3},
    {">=", ExprOp::Ge, 3},  {"<<", ExprOp::Shl, 6},  {">>", ExprOp::Shr, 6},
    {"<", ExprOp::Lt, 3},   {">", ExprOp::Gt, 3},    {"+", ExprOp::Add, 4},
    {"-", ExprOp::Sub, 4},  {"|", ExprOp::Or, 5},    {"&", ExprOp::And, 5},
    {"^", ExprOp::Xor, 5},  {"!", ExprOp::OrNot, 5}, {"*", ExprOp::Mul, 6},
    {"/", ExprOp::Div, 6},  {"%", ExprOp::Mod, 6},
};

class Parser {
public:
  bool ZeroAssumed = false;
  explicit Parser(std::string_view S) : S(S) {}

  /// With `Used`, an expression at the start of the text is enough and
  /// `*Used` gets its length.
  ExprRef parse(std::string &Why, size_t *Used = nullptr) {
    ExprRef E = binary(1, 0);
    if (Used) {
      while (P > 0 && (S[P - 1] == ' ' || S[P - 1] == '\t'))
        --P;
      *Used = P;
    }
    skip();
    if (E && P != S.size() && !Used)
      Err = "junk at end of expression: '" + std::string(S.substr(P)) + "'";
    if (!Err.empty()) {
      Why = Err;
      return nullptr;
    }
    if (ZeroAssumed)
      Why = MissingOperand;
    return E;
  }

private:
  void skip() {
    while (P < S.size() && (S[P] == ' ' || S[P] == '\t'))
      ++P;
  }
  ExprRef fail(std::string Msg) {
    if (Err.empty())
      Err = std::move(Msg);
    return nullptr;
  }

  ExprRef binary(int MinRank, unsigned Depth) {
    if (Depth > 200)
      return fail("expression nests too deeply");
    ExprRef L = unary(Depth);
    while (L) {
      skip();
      const BinOp *Found = nullptr;
      if (P >= S.size() || !std::strchr("|&=!<>+-^*/%", S[P]))
        return L;
      for (const BinOp &B : BinOps)
        if (S.substr(P, B.Text.size()) == B.Text) {
          Found = &B;
          break;
        }
      if (!Found || Found->Rank < MinRank)
        return L;
      P += Found->Text.size();
      skip();
      if (P >= S.size()) { // gas's expr(): an operator at the end has a zero operand (and warns)
        ZeroAssumed = true;
        return Expr::binary(Found->Op, L, Expr::constant(0));
      }
      ExprRef R = binary(Found->Rank + 1, Depth + 1);
      if (!R)
        return nullptr;
      L = Expr::binary(Found->Op, L, R);
    }
    return L;
  }

  ExprRef unary(unsigned Depth) {
    if (Depth > 200)
      return fail("expression nests too deeply");
    skip();
    if (P >= S.size())
      return fail("missing expression");
    char C = S[P];
    ExprOp Op;
    switch (C) {
    case '-': Op = ExprOp::Neg; break;
    case '~': Op = ExprOp::Not; break;
    case '!': Op = ExprOp::LNot; break;
    case '+': Op = ExprOp::Plus; break;
    case '(': {
      ++P;
      ExprRef E = binary(1, Depth + 1);
      skip();
      if (!E)
        return nullptr;
      if (P >= S.size() || S[P] != ')')
        return fail("missing ')'");
      ++P;
      return E;
    }
    default: return primary();
    }
    ++P;
    ExprRef E = unary(Depth + 1);
    return E ? Expr::unary(Op, E) : nullptr;
  }

  ExprRef primary() {
    char C = S[P];
    if (C == '\'') { // character constant 'a
      if (P + 1 >= S.size())
        return fail("missing character after '");
      P += 2;
      return Expr::constant(uint64_t(static_cast<unsigned char>(S[P - 1])));
    }
    if (C >= '0' && C <= '9')
      return number();
    if (isNameStart(C)) {
      size_t B = P;
      while (P < S.size() && isNameChar(S[P]))
        ++P;
      std::string Name(S.substr(B, P - B));
      if (Name == ".")
        return Expr::dot();
      return Expr::symbol(Name);
    }
    return fail("bad expression at '" + std::string(S.substr(P)) + "'");
  }

  ExprRef number() {
    unsigned Base = 10;
    size_t B = P;
    if (S[P] == '0' && P + 1 < S.size() && (S[P + 1] == 'x' || S[P + 1] == 'X')) {
      Base = 16;
      P += 2;
    } else if (S[P] == '0' && P + 1 < S.size() && (S[P + 1] == 'b' || S[P + 1] == 'B') &&
               P + 2 < S.size() && (S[P + 2] == '0' || S[P + 2] == '1')) {
      Base = 2;
      P += 2;
    } else if (S[P] == '0') {
      Base = 8;
    }
    size_t D = P;
    auto digit = [&](char C) {
      return Base == 16 ? std::isxdigit(static_cast<unsigned char>(C)) != 0 : (C >= '0' && C <= '9');
    };
    while (P < S.size() && digit(S[P]))
      ++P;
    // `1b`/`1f` refer to local labels: addresses, never absolute.
    if (Base != 16 && P < S.size() && (S[P] == 'b' || S[P] == 'f') &&
        (P + 1 == S.size() || !isNameChar(S[P + 1])))
      return fail("local label reference is not a constant");
    std::string Digits(S.substr(D, P - D));
    if (Digits.empty())
      return fail("missing digits in '" + std::string(S.substr(B, P - B)) + "'");
    std::string Why;
    auto V = integerDigits(Digits, Base, Why);
    if (!V)
      return fail(Why);
    return Expr::constant(*V);
  }

  std::string_view S;
  size_t P = 0;
  std::string Err;
};

// A value that may still name one symbol (a label or an undefined name):
// GNU as allows `==`/`!=` on anything (equal when the same symbol and
// offset) and folds `sym - sym` and `sym +/- constant`; everything else
// needs constants.
struct SymValue {
  std::string Sym; // empty: a constant
  int64_t Off = 0;
};

std::optional<SymValue> symEval(const Expr &E, const EquateLookup &Lookup, std::string &Why,
                                unsigned Depth = 0) {
  if (Depth > 256) {
    Why = "expression nests too deeply";
    return std::nullopt;
  }
  auto constant = [&](const ExprRef &X) -> std::optional<SymValue> {
    auto V = evaluate(*X, Lookup, &Why);
    if (!V)
      return std::nullopt;
    return SymValue{"", *V};
  };
  auto nonConstant = [&](const SymValue &V) -> std::optional<SymValue> {
    Why = "'" + V.Sym + "' is not a constant";
    return std::nullopt;
  };
  switch (E.K) {
  case Expr::Symbol:
    if (Lookup && Lookup(E.Name))
      return constant(Expr::symbol(E.Name));
    return SymValue{E.Name, 0};
  case Expr::Unary: {
    auto A = symEval(*E.LHS, Lookup, Why, Depth + 1);
    if (!A || (!A->Sym.empty() && E.Op != ExprOp::Plus))
      return A ? nonConstant(*A) : A;
    return E.Op == ExprOp::Plus ? A : constant(Expr::unary(E.Op, Expr::constant(uint64_t(A->Off))));
  }
  case Expr::Binary: {
    auto A = symEval(*E.LHS, Lookup, Why, Depth + 1);
    if (!A)
      return A;
    auto B = symEval(*E.RHS, Lookup, Why, Depth + 1);
    if (!B)
      return B;
    if (A->Sym.empty() && B->Sym.empty())
      return constant(Expr::binary(E.Op, Expr::constant(uint64_t(A->Off)), Expr::constant(uint64_t(B->Off))));
    uint64_t UA = uint64_t(A->Off), UB = uint64_t(B->Off);
    switch (E.Op) {
    case ExprOp::Eq:
    case ExprOp::Ne: {
      bool Same = A->Sym == B->Sym && A->Off == B->Off;
      return SymValue{"", (Same == (E.Op == ExprOp::Eq)) ? -1 : 0};
    }
    case ExprOp::Add:
      if (!A->Sym.empty() && !B->Sym.empty())
        return nonConstant(*A);
      return SymValue{A->Sym.empty() ? B->Sym : A->Sym, int64_t(UA + UB)};
    case ExprOp::Sub:
      if (B->Sym.empty() || A->Sym == B->Sym)
        return SymValue{B->Sym.empty() ? A->Sym : "", int64_t(UA - UB)};
      return nonConstant(A->Sym.empty() ? *B : *A);
    default: return nonConstant(A->Sym.empty() ? *B : *A);
    }
  }
  default: return constant(std::make_shared<const Expr>(E));
  }
}

std::optional<int64_t> absolute(const ExprRef &E, const EquateLookup &Lookup, std::string &Why) {
  if (!E)
    return std::nullopt;
  auto V = symEval(*E, Lookup, Why);
  if (!V)
    return std::nullopt;
  if (!V->Sym.empty()) {
    Why = "'" + V->Sym + "' is not a constant";
    return std::nullopt;
  }
  return V->Off;
}
} // namespace

std::optional<int64_t> evaluatePrefix(std::string_view Text, const EquateLookup &Lookup,
                                      std::string &Why, size_t &Used) {
  Parser Ps(Text);
  return absolute(Ps.parse(Why, &Used), Lookup, Why);
}

std::optional<int64_t> evaluateText(std::string_view Text, const EquateLookup &Lookup,
                                    std::string &Why) {
  Parser Ps(Text);
  return absolute(Ps.parse(Why), Lookup, Why);
}

} // namespace epic::frontend
