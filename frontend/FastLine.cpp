// The fast line path: see FastLine.h. Token rules follow IA64Asm.g4's lexer
// (longest match), the parser its rules, and the lowering mirrors
// Lowering.cpp's Lowerer statement by statement (same Builder calls, same
// order, same locations and messages); tests/unit/frontend/FastLineTest.cpp
// compares both paths on every lit input.
#include "frontend/FastLine.h"
#include "frontend/RelocApply.h"
#include "frontend/IntegerDigits.h"
#include "frontend/ConstantFold.h"
#include "frontend/NameAtom.h"
#include "frontend/ExprEval.h"
#include <algorithm>
#include <cctype>
#include <cstring>

namespace epic::frontend {
namespace {
using ir::Expr;
using ir::ExprOp;
using ir::ExprRef;
using ir::SourceLoc;
using Tok = FastLineParser::Tok;
using Node = FastLineParser::Node;
using Operand = FastLineParser::Operand;
using Item = FastLineParser::Item;

enum TK : uint8_t {
  End, Stop, Semi, LBrace, RBrace, LParen, RParen, LBrack, RBrack, Comma, Colon,
  EqEq, Equals, Ne, LtGt, Le, Ge, Shl, Shr, Lt, Gt, AndAnd, OrOr,
  Plus, Minus, Star, Slash, Percent, Pipe, Amp, Caret, Bang, Tilde,
  HexNum, BinNum, LocalRef, Number, Name, AtName,
};

bool isNameStart(char C) { return std::isalpha(uint8_t(C)) || C == '_' || C == '.' || C == '$'; }
bool isNameChar(char C) { return std::isalnum(uint8_t(C)) || C == '_' || C == '.' || C == '$' || C == '?'; }
bool isDigit(char C) { return C >= '0' && C <= '9'; }

// Binary operator precedence (gas/expr.c ranks as the grammar orders them);
// 0: not a binary operator.
int precOf(uint8_t K) {
  switch (K) {
  case Star: case Slash: case Percent: case Shl: case Shr: return 6;
  case Pipe: case Amp: case Caret: case Bang: return 5;
  case Plus: case Minus: return 4;
  case EqEq: case Ne: case LtGt: case Lt: case Le: case Gt: case Ge: return 3;
  case AndAnd: return 2;
  case OrOr: return 1;
  default: return 0;
  }
}

bool isSep(uint8_t K) { return K == Stop || K == Semi || K == LBrace || K == RBrace; }
} // namespace

bool FastLineParser::lex(std::string_view L) {
  Toks.clear();
  size_t I = 0, N = L.size();
  auto push = [&](uint8_t K, size_t From) { Toks.push_back({K, uint32_t(From), uint32_t(I - From)}); };
  while (I < N) {
    char C = L[I];
    size_t S = I;
    if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v') {
      ++I;
      continue;
    }
    if (C == '\n') {
      if (I + 1 != N)
        return false;
      ++I;
      push(End, S);
      // Deeply nested expressions or many operators go the ANTLR way, which
      // enforces the complexity limit (and the parser here recurses once per
      // prefix operator and nesting level). A long list of simple operands
      // (`data1` with 200,000 values) stays here: the parser loops over it.
      size_t Depth = 0, MaxDepth = 0, Operators = 0;
      for (const Tok &T : Toks)
        if (T.K == LParen || T.K == LBrack) MaxDepth = std::max(MaxDepth, ++Depth);
        else if ((T.K == RParen || T.K == RBrack) && Depth) --Depth;
        else if (T.K >= EqEq && T.K <= Tilde) ++Operators;
      return MaxDepth <= 32 && Operators <= 256;
    }
    if (isNameStart(C)) {
      while (I < N && isNameChar(L[I]))
        ++I;
      if (I < N && L[I] == '#')
        ++I;
      push(Name, S);
      continue;
    }
    if (isDigit(C)) {
      char X = I + 1 < N ? L[I + 1] : 0, Y = I + 2 < N ? L[I + 2] : 0;
      if (C == '0' && (X == 'x' || X == 'X') && std::isxdigit(uint8_t(Y))) {
        I += 2;
        while (I < N && std::isxdigit(uint8_t(L[I])))
          ++I;
        push(HexNum, S);
        continue;
      }
      if (C == '0' && (X == 'b' || X == 'B') && (Y == '0' || Y == '1')) {
        I += 2;
        while (I < N && (L[I] == '0' || L[I] == '1'))
          ++I;
        push(BinNum, S);
        continue;
      }
      if (C == '0' && X && std::strchr("fFdDeErRsSpPtT", X)) {
        // `0f1.5`, `0f.5`, `0fnan`, `0f-inf` are floats (declined); `0f` alone a local reference.
        size_t J = I + 2;
        if (J < N && (L[J] == '+' || L[J] == '-'))
          ++J;
        if (J < N && (isDigit(L[J]) || L[J] == '.' || std::isalpha(static_cast<unsigned char>(L[J]))))
          return false;
      }
      while (I < N && isDigit(L[I]))
        ++I;
      if (I < N && (L[I] == '.' || L[I] == 'e' || L[I] == 'E'))
        return false; // a float (1.5, 1e-40), or 1e as the ANTLR lexer reads it
      if (I < N && (L[I] == 'b' || L[I] == 'f')) {
        ++I;
        push(LocalRef, S);
        continue;
      }
      push(Number, S);
      continue;
    }
    if (C == '@') {
      if (I + 1 >= N || !(std::isalpha(uint8_t(L[I + 1])) || L[I + 1] == '_'))
        return false;
      ++I;
      while (I < N && (std::isalnum(uint8_t(L[I])) || L[I] == '_'))
        ++I;
      push(AtName, S);
      continue;
    }
    char X = I + 1 < N ? L[I + 1] : 0;
    auto two = [&](uint8_t K) { I += 2; push(K, S); };
    auto one = [&](uint8_t K) { I += 1; push(K, S); };
    switch (C) {
    case ';': X == ';' ? two(Stop) : one(Semi); break;
    case '{': one(LBrace); break;
    case '}': one(RBrace); break;
    case '(': one(LParen); break;
    case ')': one(RParen); break;
    case '[': one(LBrack); break;
    case ']': one(RBrack); break;
    case ',': one(Comma); break;
    case ':': one(Colon); break;
    case '=': X == '=' ? two(EqEq) : one(Equals); break;
    case '!': X == '=' ? two(Ne) : one(Bang); break;
    case '<': X == '>' ? two(LtGt) : X == '=' ? two(Le) : X == '<' ? two(Shl) : one(Lt); break;
    case '>': X == '=' ? two(Ge) : X == '>' ? two(Shr) : one(Gt); break;
    case '&': X == '&' ? two(AndAnd) : one(Amp); break;
    case '|': X == '|' ? two(OrOr) : one(Pipe); break;
    case '+': one(Plus); break;
    case '-': one(Minus); break;
    case '*': one(Star); break;
    case '%': one(Percent); break;
    case '^': one(Caret); break;
    case '~': one(Tilde); break;
    case '/':
      if (X == '/') { // comment to the end of the line
        I = L.find('\n', I);
        if (I == std::string_view::npos)
          return false;
        continue;
      }
      if (X == '*')
        return false;
      one(Slash);
      break;
    default: return false; // strings, char literals, non-ASCII, stray bytes
    }
  }
  return false; // no newline: the last line of a text without one
}

int32_t FastLineParser::unary() {
  uint32_t S = uint32_t(P);
  uint8_t K = Toks[P].K;
  if (K == Minus || K == Tilde || K == Bang || K == Plus) {
    ++P;
    int32_t A = unary();
    if (A < 0)
      return -1;
    Nodes.push_back({Node::Unary, S, S, A});
    return int32_t(Nodes.size() - 1);
  }
  switch (K) {
  case Number: case HexNum: case BinNum: case LocalRef: case Name:
    ++P;
    Nodes.push_back({Node::Prim, S, S});
    return int32_t(Nodes.size() - 1);
  case AtName:
    ++P;
    if (Toks[P].K != LParen) {
      Nodes.push_back({Node::Prim, S, S});
      return int32_t(Nodes.size() - 1);
    } else {
      ++P;
      int32_t A = expr(1);
      if (A < 0 || Toks[P].K != RParen)
        return -1;
      ++P;
      Nodes.push_back({Node::Reloc, S, S, A});
      return int32_t(Nodes.size() - 1);
    }
  case LParen: {
    ++P;
    int32_t A = expr(1);
    if (A < 0 || Toks[P].K != RParen)
      return -1;
    ++P;
    Nodes.push_back({Node::Paren, S, S, A});
    return int32_t(Nodes.size() - 1);
  }
  default: return -1;
  }
}

int32_t FastLineParser::expr(int MinPrec) {
  int32_t L = unary();
  while (L >= 0) {
    int Prec = precOf(Toks[P].K);
    if (!Prec || Prec < MinPrec)
      break;
    uint32_t Op = uint32_t(P++);
    int32_t R = expr(Prec + 1);
    if (R < 0)
      return -1;
    Nodes.push_back({Node::Binary, Nodes[size_t(L)].Start, Op, L, R});
    L = int32_t(Nodes.size() - 1);
  }
  return L;
}

bool FastLineParser::operand() {
  Operand O{Operand::Expr, uint32_t(P), 0};
  uint8_t K = Toks[P].K;
  if (K == Name && Toks[P + 1].K == LBrack)
    return false; // name[expr]: the ANTLR path
  if (K == LBrack) {
    ++P;
    O.K = Operand::Mem;
    O.E = expr(1);
    if (O.E < 0 || Toks[P].K != RBrack)
      return false;
    ++P;
  } else if (K == AtName && (Toks[P + 1].K == Comma || Toks[P + 1].K == Equals ||
                             Toks[P + 1].K == End || isSep(Toks[P + 1].K))) {
    // `@pause` alone: the grammar's atOp (its first alternative) wins.
    O.K = Operand::At;
    ++P;
  } else {
    O.E = expr(1);
    if (O.E < 0)
      return false;
  }
  O.Stop = uint32_t(P - 1);
  Ops.push_back(O);
  return true;
}

// IA64Asm.g4's spacedOperand (NAME | NUMBER | MINUS NUMBER; strings are
// declined by the lexer), taken only for `.loc`, where GCC -g writes it on
// most lines (`.loc 1 12 3 view .LVU4`). It must be followed by what may
// follow an operand in the grammar; anything else is the ANTLR path's error.
bool FastLineParser::spacedOperand() {
  Operand O{Operand::Spaced, uint32_t(P), uint32_t(P)};
  if (Toks[P].K == Minus) {
    if (Toks[P + 1].K != Number)
      return false;
    ++P;
  } else if (Toks[P].K != Name && Toks[P].K != Number) {
    return false;
  }
  O.Stop = uint32_t(P++);
  uint8_t N = Toks[P].K;
  if (N != End && !isSep(N) && N != Comma && N != Equals && N != Name && N != Number && N != Minus)
    return false;
  Ops.push_back(O);
  return true;
}

bool FastLineParser::parse() {
  P = 0;
  Nodes.clear();
  Ops.clear();
  Items.clear();
  for (;;) {
    // segment : label* statement?
    while ((Toks[P].K == Name || Toks[P].K == Number) && Toks[P + 1].K == Colon) {
      Item L{Item::Label, uint32_t(P)};
      P += 2;
      if (Toks[P].K == Colon) {
        L.Double = true;
        ++P;
      }
      Items.push_back(L);
    }
    uint8_t K = Toks[P].K;
    if (K == Name && (Toks[P + 1].K == Equals || Toks[P + 1].K == EqEq))
      return false; // equates: the ANTLR path
    if (K == LParen || K == Name) {
      Item S{Item::Stmt, 0};
      S.Start = uint32_t(P);
      if (K == LParen) {
        if (Toks[P + 1].K != Name || Toks[P + 2].K != RParen)
          return false;
        S.Pred = int32_t(P + 1);
        P += 3;
        if (Toks[P].K != Name)
          return false;
      }
      S.Name = uint32_t(P++);
      S.First = S.Mid = S.End = uint32_t(Ops.size());
      uint8_t N = Toks[P].K;
      if (N != End && !isSep(N)) {
        S.HasOps = true;
        S.OpsStart = uint32_t(P);
        if (!operand())
          return false;
        const Tok &NT = Toks[S.Name];
        const bool Spaced = K == Name && Text.substr(NT.Pos, NT.Len) == ".loc";
        for (;;) {
          if (Toks[P].K == Comma) {
            ++P;
            if (!operand())
              return false;
          } else if (Spaced && Toks[P].K != End && !isSep(Toks[P].K) && Toks[P].K != Equals) {
            if (!spacedOperand())
              return false;
          } else {
            break;
          }
        }
        S.Mid = uint32_t(Ops.size());
        if (Toks[P].K == Equals) {
          S.Eq = int32_t(P++);
          if (!operand())
            return false;
          while (Toks[P].K == Comma) {
            ++P;
            if (!operand())
              return false;
          }
        }
        S.End = uint32_t(Ops.size());
        S.OpsStop = uint32_t(P - 1);
      }
      Items.push_back(S);
    }
    K = Toks[P].K;
    if (K == End)
      return true;
    if (!isSep(K))
      return false;
    Items.push_back({Item::Sep, uint32_t(P++)});
  }
}

namespace {
// Lowering of a parsed line; mirrors Lowering.cpp's Lowerer.
class Lower {
public:
  Lower(Builder &B, ir::DiagnosticEngine &DE, const LineMap &Map, size_t LineNo, std::string_view Text,
        const std::vector<Tok> &Toks, const std::vector<Node> &Nodes, const std::vector<Operand> &Ops)
      : B(B), DE(DE), Map(Map), LineNo(LineNo), Text(Text), Toks(Toks), Nodes(Nodes), Ops(Ops) {}

  void item(const Item &It) {
    switch (It.K) {
    case Item::Label: {
      const Tok &T = Toks[It.Tok];
      if (T.K == Number) {
        if (auto N = number(text(T), 10, loc(T)))
          B.numericLabel(*N, loc(T));
      } else {
        B.label(text(T), It.Double, loc(T));
      }
      break;
    }
    case Item::Sep: {
      const Tok &T = Toks[It.Tok];
      if (T.K == Stop) B.stop(loc(T));
      else if (T.K == LBrace) B.openBrace(loc(T));
      else if (T.K == RBrace) B.closeBrace(loc(T));
      break;
    }
    case Item::Stmt:
      Failed = false;
      instruction(It);
      break;
    }
  }

private:
  Builder &B;
  ir::DiagnosticEngine &DE;
  const LineMap &Map;
  size_t LineNo;
  std::string_view Text;
  const std::vector<Tok> &Toks;
  const std::vector<Node> &Nodes;
  const std::vector<Operand> &Ops;
  bool Failed = false;

  SourceLoc loc(const Tok &T) const { return Map.loc(LineNo, T.Pos + 1); }
  std::string text(const Tok &T) const { return std::string(Text.substr(T.Pos, T.Len)); }
  std::string span(uint32_t A, uint32_t Z) const {
    return std::string(Text.substr(Toks[A].Pos, Toks[Z].Pos + Toks[Z].Len - Toks[A].Pos));
  }

  std::optional<uint64_t> number(const std::string &Digits, unsigned Base, SourceLoc L) {
    std::string Error;
    if (auto V = integerDigits(Digits, Base, Error))
      return V;
    DE.error(L, Error);
    Failed = true;
    return std::nullopt;
  }

  ExprRef fold(ExprRef E) { return foldConstants(std::move(E), DE); }

  ExprRef expr(int32_t Id, bool RegCheck) {
    const Node &X = Nodes[size_t(Id)];
    switch (X.K) {
    case Node::Prim: return primary(Toks[X.Tok], RegCheck);
    case Node::Paren: return expr(X.A, RegCheck);
    case Node::Reloc: return reloc(X, RegCheck);
    case Node::Unary: {
      SourceLoc L = loc(Toks[X.Start]);
      ExprRef A = expr(X.A, RegCheck);
      if (!A)
        return nullptr;
      ExprOp Op = ExprOp::Plus;
      switch (Toks[X.Tok].K) {
      case Minus: Op = ExprOp::Neg; break;
      case Tilde: Op = ExprOp::Not; break;
      case Bang: Op = ExprOp::LNot; break;
      default: break;
      }
      return fold(Expr::unary(Op, A, L));
    }
    case Node::Binary: {
      SourceLoc L = loc(Toks[X.Start]);
      ExprOp Op;
      switch (Toks[X.Tok].K) {
      case Star: Op = ExprOp::Mul; break;
      case Slash: Op = ExprOp::Div; break;
      case Percent: Op = ExprOp::Mod; break;
      case Shl: Op = ExprOp::Shl; break;
      case Shr: Op = ExprOp::Shr; break;
      case Pipe: Op = ExprOp::Or; break;
      case Amp: Op = ExprOp::And; break;
      case Caret: Op = ExprOp::Xor; break;
      case Bang: Op = ExprOp::OrNot; break;
      case Plus: Op = ExprOp::Add; break;
      case Minus: Op = ExprOp::Sub; break;
      case EqEq: Op = ExprOp::Eq; break;
      case Ne: case LtGt: Op = ExprOp::Ne; break;
      case Lt: Op = ExprOp::Lt; break;
      case Le: Op = ExprOp::Le; break;
      case Gt: Op = ExprOp::Gt; break;
      case Ge: Op = ExprOp::Ge; break;
      case AndAnd: Op = ExprOp::LAnd; break;
      default: Op = ExprOp::LOr; break;
      }
      ExprRef A = expr(X.A, RegCheck);
      ExprRef Bx = expr(X.B, RegCheck);
      if (!A || !Bx)
        return nullptr;
      return fold(Expr::binary(Op, A, Bx, L));
    }
    }
    return nullptr;
  }

  ExprRef primary(const Tok &T, bool RegCheck) {
    SourceLoc L = loc(T);
    auto num = [&](std::string Digits, unsigned Base) -> ExprRef {
      std::string Error, Warning;
      if (ExprRef V = integerLiteral(Digits, Base, L, Error, &Warning)) {
        if (!Warning.empty())
          DE.warning(L, Warning);
        return B.sharedConstant(std::move(V));
      }
      DE.error(L, Error);
      Failed = true;
      return nullptr;
    };
    std::string S = text(T);
    switch (T.K) {
    case Number: return S.size() > 1 && S[0] == '0' ? num(S.substr(1), 8) : num(S, 10);
    case HexNum: return num(S.substr(2), 16);
    case BinNum: return num(S.substr(2), 2);
    case LocalRef: {
      auto N = number(S.substr(0, S.size() - 1), 10, L);
      if (!N)
        return nullptr;
      return Expr::symbol(B.localLabelRef(*N, S.back() == 'f', L), L);
    }
    case Name: {
      std::string Error;
      ExprRef Out = nameAtom(B, S, L, RegCheck, Error);
      if (!Out) {
        DE.error(L, Error);
        Failed = true;
      }
      return Out;
    }
    case AtName: return Expr::symbol(S, L); // @nat, @rev: named constants
    default: return nullptr;
    }
  }

  ExprRef reloc(const Node &X, bool RegCheck) {
    const Tok &T = Toks[X.Tok];
    SourceLoc L = loc(T);
    std::string Name = text(T).substr(1);
    std::optional<ir::RelocOp> Op = relocOpByName(Name);
    if (!Op) {
      DE.error(L, "unknown relocation operator '@" + Name + "'");
      Failed = true;
      return nullptr;
    }
    ExprRef Inner = expr(X.A, RegCheck);
    if (!Inner)
      return nullptr;
    std::string Error;
    ExprRef Out = applyRelocOp(*Op, Inner, Name, L, Error);
    if (!Out) {
      DE.error(L, Error);
      Failed = true;
    }
    return Out;
  }

  // The token of a bare-name expression (not parenthesized), else null.
  const Tok *bareName(int32_t Id) const {
    const Node &X = Nodes[size_t(Id)];
    return X.K == Node::Prim && Toks[X.Tok].K == Name ? &Toks[X.Tok] : nullptr;
  }

  void instruction(const Item &S) {
    const Tok &NameTok = Toks[S.Name];
    std::string Name = text(NameTok);
    SourceLoc L = loc(NameTok);
    if (Name[0] == '.' || Builder::isDotlessPseudoOp(Name)) {
      if (S.Pred >= 0) {
        DE.error(loc(Toks[S.Start]), "a directive cannot have a qualifying predicate");
        return;
      }
      if (S.Eq >= 0) {
        DE.error(loc(Toks[size_t(S.Eq)]), "unexpected '=' in directive '" + Name + "'");
        return;
      }
      std::vector<DirArg> Args;
      Args.reserve(S.Mid - S.First); // a data line of 200,000 values: no doubling copies
      B.setLazyNames(Name == ".eqv");
      for (uint32_t K = S.First; K < S.Mid && !Failed; ++K)
        Args.push_back(dirArg(Ops[K]));
      B.setLazyNames(false);
      if (Failed)
        return;
      B.directive(Name, std::move(Args), S.HasOps ? span(S.OpsStart, S.OpsStop) : std::string(), L);
      return;
    }
    ir::Inst Inst;
    Inst.Loc = loc(Toks[S.Start]);
    Inst.LineLoc = Map.debugLoc(LineNo);
    for (char &C : Name)
      C = char(std::tolower(static_cast<unsigned char>(C)));
    Inst.Mnemonic = Name;
    if (S.Pred >= 0) {
      const Tok &PT = Toks[size_t(S.Pred)];
      ir::Reg R;
      NameKind K = B.resolveName(text(PT), loc(PT), R);
      if (K == NameKind::Symbol)
        DE.error(loc(PT), "qualifying predicate must be a predicate register, not '" + text(PT) + "'");
      if (K != NameKind::Register)
        return;
      if (R.File != ir::RegFile::PR) {
        DE.error(loc(PT), "qualifying predicate must be a predicate register (p0-p63), not '" +
                              ir::regName(R) + "'");
        return;
      }
      Inst.QP = uint8_t(R.Num);
    }
    if (S.HasOps) {
      Inst.HasEquals = S.Eq >= 0;
      auto lower = [&](uint32_t From, uint32_t To, std::vector<ir::Operand> &Out) {
        Out.reserve(To - From);
        for (uint32_t K = From; K < To; ++K)
          if (auto Op = operand(Ops[K]))
            Out.push_back(*Op);
      };
      if (!Inst.HasEquals) {
        lower(S.First, S.Mid, Inst.Ins);
      } else if (Name == "alloc") {
        lower(S.Mid, S.End, Inst.Ins);
        B.allocFrame(Inst);
        lower(S.First, S.Mid, Inst.Outs);
      } else {
        lower(S.First, S.Mid, Inst.Outs);
        lower(S.Mid, S.End, Inst.Ins);
      }
    }
    if (Failed)
      return;
    B.instruction(std::move(Inst));
  }

  std::optional<ir::Operand> operand(const Operand &O) {
    SourceLoc L = loc(Toks[O.Start]);
    switch (O.K) {
    case Operand::Expr: {
      if (const Tok *N = bareName(O.E); N && !(N->Len == 1 && Text[N->Pos] == '.')) {
        ir::Reg R;
        switch (B.resolveName(text(*N), L, R)) {
        case NameKind::Register: return ir::Operand::reg(R, L);
        case NameKind::Error: Failed = true; return std::nullopt;
        case NameKind::Symbol: break;
        }
      }
      if (ExprRef E = expr(O.E, true))
        return ir::Operand::imm(E, L);
      Failed = true;
      return std::nullopt;
    }
    case Operand::Mem: {
      ir::Reg R;
      const Tok *N = bareName(O.E);
      NameKind K = N ? B.resolveName(text(*N), loc(*N), R) : NameKind::Symbol;
      if (K == NameKind::Register && (R.File == ir::RegFile::GR || R.File == ir::RegFile::VR))
        return ir::Operand::mem(R, L);
      if (K != NameKind::Error)
        DE.error(loc(Toks[Nodes[size_t(O.E)].Start]), "expected a general register inside '[...]'");
      Failed = true;
      return std::nullopt;
    }
    case Operand::At:
      return ir::Operand::imm(Expr::symbol(text(Toks[O.Start]), L), L); // hint @pause
    case Operand::Spaced: // only `.loc` takes them, and it is a directive
      break;
    }
    return std::nullopt;
  }

  DirArg dirArg(const Operand &O) {
    DirArg A;
    A.Loc = loc(Toks[O.Start]);
    A.Source = span(O.Start, O.Stop);
    switch (O.K) {
    case Operand::Expr:
      if (const Tok *N = bareName(O.E); N && !(N->Len == 1 && Text[N->Pos] == '.')) {
        A.setName(text(*N));
        return A;
      }
      A.K = DirArg::Expr;
      A.E = expr(O.E, false);
      if (!A.E)
        Failed = true;
      return A;
    case Operand::Mem:
      A.K = DirArg::Mem;
      A.E = expr(O.E, false);
      if (!A.E)
        Failed = true;
      return A;
    case Operand::At:
      A.K = DirArg::At;
      A.Text = A.Source;
      return A;
    case Operand::Spaced: { // as Lowering.cpp's spacedArg
      const Tok &T = Toks[O.Start];
      A.AfterComma = false;
      if (T.K == Minus) { // `view -0`: not folded, the emitter reads the sign
        ExprRef V = primary(Toks[O.Stop], false);
        if (!V)
          Failed = true;
        else
          A.E = Expr::unary(ExprOp::Neg, std::move(V), A.Loc);
      } else if (T.K == Name) {
        A.setName(A.Source);
      } else {
        A.E = primary(T, false);
        if (!A.E)
          Failed = true;
      }
      return A;
    }
    }
    return A;
  }
};
} // namespace

void FastLineParser::lower() {
  Lower L(B, DE, Map, LineNo, Text, Toks, Nodes, Ops);
  for (const Item &It : Items)
    L.item(It);
}

bool FastLineParser::tryLine(std::string_view Line, size_t No) {
  Text = Line;
  if (!lex(Line) || !parse())
    return false;
  LineNo = No;
  lower();
  return true;
}

} // namespace epic::frontend
