#include "frontend/Lowering.h"
#include "frontend/DirectiveTable.h"
#include "frontend/OpenStrings.h"
#include "frontend/RawBytes.h"
#include "frontend/RelocApply.h"
#include "frontend/IntegerDigits.h"
#include "frontend/ConstantFold.h"
#include "frontend/NameAtom.h"
#include "frontend/ExprEval.h"
#include "frontend/FastLine.h"
#include "IA64AsmLexer.h"
#include "IA64AsmParser.h"
#include "antlr4-runtime.h"
#include <algorithm>
#include <cctype>
#include <memory>
#include <optional>
#include <typeinfo>
#include <unordered_map>

namespace epic::frontend {

using epic_antlr::IA64AsmLexer;
using epic_antlr::IA64AsmParser;
using ir::Expr;
using ir::ExprOp;
using ir::ExprRef;
using ir::SourceLoc;
using P = IA64AsmParser;

std::string decodeString(std::string_view B) {
  std::string S;
  S.reserve(B.size());
  for (size_t I = 0; I < B.size(); ++I) {
    if (auto Raw = rawByteAt(B, I)) { // a source byte that is not UTF-8
      S += char(*Raw);
      I += 3;
      continue;
    }
    if (B.substr(I, StringNewline.size()) == StringNewline) { // a newline GNU as read on into the string
      S += '\n';
      I += StringNewline.size() - 1;
      continue;
    }
    char C = B[I];
    if (C != '\\' || I + 1 >= B.size()) {
      S += C;
      continue;
    }
    char E = B[++I];
    switch (E) {
    case 'n': S += '\n'; break;
    case 't': S += '\t'; break;
    case 'r': S += '\r'; break;
    case 'b': S += '\b'; break;
    case 'f': S += '\f'; break;
    case 'v': S += '\v'; break; // GNU as (read.c next_char_of_string): 0x0b; \V is a plain 'V'
    case 'x': case 'X': {
      unsigned V = 0;
      while (I + 1 < B.size() && std::isxdigit(static_cast<unsigned char>(B[I + 1]))) {
        char H = B[++I];
        V = V * 16 + unsigned(std::isdigit(static_cast<unsigned char>(H)) ? H - '0' : (std::tolower(H) - 'a' + 10));
      }
      S += char(V & 0xff);
      break;
    }
    default:
      if (E >= '0' && E <= '9') {
        // GNU as reads up to three decimal digits in base 8: "\80" is 8*8+0 = '@'
        unsigned V = unsigned(E - '0');
        for (int K = 0; K < 2 && I + 1 < B.size() && B[I + 1] >= '0' && B[I + 1] <= '9'; ++K)
          V = V * 8 + unsigned(B[++I] - '0');
        S += char(V & 0xff);
      } else {
        S += E; // \\ \" \' and anything else stand for themselves
      }
    }
  }
  return S;
}

namespace {

// Exact-type test for parse-tree nodes: every context tested here is a leaf
// class (a rule without alternatives or one labelled alternative), and a
// typeid comparison is far cheaper than dynamic_cast's hierarchy walk.
template <class T> T *as(antlr4::tree::ParseTree *X) {
  return X && typeid(*X) == typeid(T) ? static_cast<T *>(X) : nullptr;
}

// Child `K` of a node whose rule fixes that position (the grammar's shape),
// without the generated accessors' dynamic_cast scans.
template <class T> T *child(antlr4::ParserRuleContext *C, size_t K) {
  return static_cast<T *>(C->children[K]);
}

// In an oplist's children, the ',' at `K` has no operand after it (another
// ',' follows, or the list ends): `.align 128,,32`, `add r1=r2,`.
bool emptyAfterComma(const std::vector<antlr4::tree::ParseTree *> &Kids, size_t K) {
  return K + 1 == Kids.size() || dynamic_cast<antlr4::tree::TerminalNode *>(Kids[K + 1]);
}

// `oplist (EQUALS oplist)?`: the even children.
template <class T> std::vector<T *> evenChildren(antlr4::ParserRuleContext *C) {
  std::vector<T *> V;
  V.reserve((C->children.size() + 1) / 2);
  for (size_t K = 0; K < C->children.size(); K += 2)
    V.push_back(static_cast<T *>(C->children[K]));
  return V;
}

// Lowers one parse tree line into Builder calls.
class Lowerer {
public:
  Lowerer(Builder &B, const LineMap &Map, ir::DiagnosticEngine &DE, antlr4::CharStream &In)
      : B(B), Map(Map), DE(DE), In(&In) {}

  /// The stream the next trees' tokens index, and how far their line
  /// numbers are from the lexer line they stand for (cached lines).
  void source(antlr4::CharStream &S, size_t Delta) {
    In = &S;
    LineDelta = Delta;
  }

  void line(P::LineContext *L) {
    for (antlr4::tree::ParseTree *C : L->children) {
      if (auto *Seg = as<P::SegmentContext>(C))
        segment(Seg);
      else if (auto *Sep = as<P::SepContext>(C))
        sep(Sep);
    }
  }

  SourceLoc loc(antlr4::Token *T) const {
    return Map.loc(T->getLine() + LineDelta, T->getCharPositionInLine() + 1);
  }

private:
  Builder &B;
  const LineMap &Map;
  ir::DiagnosticEngine &DE;
  antlr4::CharStream *In;
  size_t LineDelta = 0;
  bool Failed = false; // the current statement had an error

  std::string text(antlr4::ParserRuleContext *C) const {
    return text(C->getStart(), C->getStop());
  }
  std::string text(antlr4::Token *A, antlr4::Token *Z) const {
    if (!A || !Z || Z->getStopIndex() < A->getStartIndex())
      return {};
    return In->getText(antlr4::misc::Interval(A->getStartIndex(), Z->getStopIndex()));
  }

  void sep(P::SepContext *S) {
    antlr4::Token *T = S->getStart();
    switch (T->getType()) {
    case IA64AsmLexer::STOP: B.stop(loc(T)); break;
    case IA64AsmLexer::LBRACE: B.openBrace(loc(T)); break;
    case IA64AsmLexer::RBRACE: B.closeBrace(loc(T)); break;
    default: break; // `;` only separates
    }
  }

  void segment(P::SegmentContext *S) {
    // segment : (label | tag)* (TEMPLATE tag*)? statement? -- labels and tags first,
    // then a template directive and tags, then at most one statement.
    for (antlr4::tree::ParseTree *C : S->children) {
      if (auto *T = dynamic_cast<antlr4::tree::TerminalNode *>(C)) { // TEMPLATE
        B.directive(T->getText(), {}, std::string(), loc(T->getSymbol()));
      } else if (auto *Tg = as<P::TagContext>(C)) {
        antlr4::Token *T = tok(Tg->children[1]);
        if (T->getType() == IA64AsmLexer::NUMBER) {
          if (auto N = number(T->getText(), 10, loc(T)))
            B.numericTag(*N, loc(T));
        } else {
          B.tag(T->getText(), loc(T));
        }
      } else if (auto *L = as<P::LabelContext>(C)) {
        antlr4::Token *T = L->getStart();
        if (T->getType() == IA64AsmLexer::NUMBER) {
          if (auto N = number(T->getText(), 10, loc(T)))
            B.numericLabel(*N, loc(T));
        } else {
          B.label(T->getText(), L->children.size() == 3 /* foo:: */, loc(T));
        }
      } else if (auto *I = as<P::InstructionContext>(C)) {
        Failed = false;
        instruction(I);
      } else if (auto *Eq = as<P::EquateContext>(C)) {
        Failed = false;
        equate(Eq);
      }
    }
  }

  // ---- numbers ----
  std::optional<uint64_t> number(const std::string &Digits, unsigned Base, SourceLoc L) {
    std::string Error;
    if (auto V = integerDigits(Digits, Base, Error))
      return V;
    DE.error(L, Error);
    Failed = true;
    return std::nullopt;
  }

  // ---- expressions ----
  // `RegCheck`: a register name here is an error (instruction operands and
  // equates); directives keep register names as words instead.
  // The grammar fixes each alternative's shape, so nodes are told apart by
  // child count and operator token instead of dynamic_cast chains (the
  // hottest path of the frontend).
  static antlr4::Token *tok(antlr4::tree::ParseTree *T) {
    return static_cast<antlr4::tree::TerminalNode *>(T)->getSymbol();
  }

  ExprRef expr(P::ExprContext *C, bool RegCheck) {
    const auto &Ch = C->children;
    if (Ch.size() == 1)
      return primary(static_cast<P::PrimaryContext *>(Ch[0]), RegCheck);
    SourceLoc L = loc(C->getStart());
    if (Ch.size() == 2) {
      ExprRef A = expr(static_cast<P::ExprContext *>(Ch[1]), RegCheck);
      if (!A)
        return nullptr;
      ExprOp Op = ExprOp::Plus;
      switch (tok(Ch[0])->getType()) {
      case IA64AsmLexer::MINUS: Op = ExprOp::Neg; break;
      case IA64AsmLexer::TILDE: Op = ExprOp::Not; break;
      case IA64AsmLexer::BANG: Op = ExprOp::LNot; break;
      default: break;
      }
      return fold(Expr::unary(Op, A, L));
    }
    if (Ch.size() != 3)
      return nullptr;
    ExprOp Op;
    switch (tok(Ch[1])->getType()) {
    case IA64AsmLexer::STAR: Op = ExprOp::Mul; break;
    case IA64AsmLexer::SLASH: Op = ExprOp::Div; break;
    case IA64AsmLexer::PERCENT: Op = ExprOp::Mod; break;
    case IA64AsmLexer::SHL: Op = ExprOp::Shl; break;
    case IA64AsmLexer::SHR: Op = ExprOp::Shr; break;
    case IA64AsmLexer::PIPE: Op = ExprOp::Or; break;
    case IA64AsmLexer::AMP: Op = ExprOp::And; break;
    case IA64AsmLexer::CARET: Op = ExprOp::Xor; break;
    case IA64AsmLexer::BANG: Op = ExprOp::OrNot; break;
    case IA64AsmLexer::PLUS: Op = ExprOp::Add; break;
    case IA64AsmLexer::MINUS: Op = ExprOp::Sub; break;
    case IA64AsmLexer::EQEQ: Op = ExprOp::Eq; break;
    case IA64AsmLexer::NE: case IA64AsmLexer::LTGT: Op = ExprOp::Ne; break;
    case IA64AsmLexer::LT: Op = ExprOp::Lt; break;
    case IA64AsmLexer::LE: Op = ExprOp::Le; break;
    case IA64AsmLexer::GT: Op = ExprOp::Gt; break;
    case IA64AsmLexer::GE: Op = ExprOp::Ge; break;
    case IA64AsmLexer::ANDAND: Op = ExprOp::LAnd; break;
    default: Op = ExprOp::LOr; break;
    }
    ExprRef A = expr(static_cast<P::ExprContext *>(Ch[0]), RegCheck);
    ExprRef Bx = expr(static_cast<P::ExprContext *>(Ch[2]), RegCheck);
    if (!A || !Bx)
      return nullptr;
    return fold(Expr::binary(Op, A, Bx, L));
  }

  ExprRef fold(ExprRef E) { return foldConstants(std::move(E), DE); }

  ExprRef primary(P::PrimaryContext *C, bool RegCheck) { return primary(C, C->getStart(), RegCheck); }

  // A primary from its first token (a lone NUMBER has no PrimaryContext).
  ExprRef primary(P::PrimaryContext *C, antlr4::Token *T, bool RegCheck = false) {
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
    switch (T->getType()) {
    case IA64AsmLexer::NUMBER: {
      std::string S = T->getText();
      return S.size() > 1 && S[0] == '0' ? num(S.substr(1), 8) : num(S, 10);
    }
    case IA64AsmLexer::HEXNUM: return num(T->getText().substr(2), 16);
    case IA64AsmLexer::BINNUM: return num(T->getText().substr(2), 2);
    case IA64AsmLexer::FLOATNUM: return Expr::floating(T->getText(), L);
    case IA64AsmLexer::CHARLIT: {
      std::string Body = T->getText().substr(1);
      if (!Body.empty() && Body.back() == '\'' && Body.size() > 1 && Body != "\\'")
        Body.pop_back();
      std::string V = decodeString(Body);
      return Expr::constant(V.empty() ? 0 : static_cast<unsigned char>(V[0]), L);
    }
    case IA64AsmLexer::LOCALREF: {
      std::string S = T->getText();
      auto N = number(S.substr(0, S.size() - 1), 10, L);
      if (!N)
        return nullptr;
      return Expr::symbol(B.localLabelRef(*N, S.back() == 'f', L), L);
    }
    case IA64AsmLexer::NAME: {
      std::string S = T->getText();
      std::string Error;
      ExprRef Out = nameAtom(B, S, L, RegCheck, Error);
      if (!Out) {
        DE.error(L, Error);
        Failed = true;
      }
      return Out;
    }
    case IA64AsmLexer::ATNAME:
      if (C->children.size() == 1) // @nat, @rev: named constants, evaluated by isa::namedConstant
        return Expr::symbol(C->getStart()->getText(), loc(C->getStart()));
      return reloc(static_cast<P::RelocPrimContext *>(C), RegCheck);
    case IA64AsmLexer::LPAREN:
      return expr(static_cast<P::ExprContext *>(C->children[1]), RegCheck);
    default: return nullptr;
    }
  }

  ExprRef reloc(P::RelocPrimContext *R, bool RegCheck) {
    antlr4::Token *T = R->getStart();
    SourceLoc L = loc(T);
    std::string Name = T->getText().substr(1);
    std::optional<ir::RelocOp> Op = relocOpByName(Name);
    if (!Op) {
      DE.error(L, "unknown relocation operator '@" + Name + "'");
      Failed = true;
      return nullptr;
    }
    ExprRef Inner = expr(R->expr(), RegCheck);
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

  // ---- statements ----
  static P::NamePrimContext *bareName(P::ExprContext *E) {
    if (auto *PE = as<P::PrimaryExprContext>(E))
      return as<P::NamePrimContext>(PE->children[0]);
    return nullptr;
  }

  void equate(P::EquateContext *Eq) {
    antlr4::Token *NameTok = Eq->getStart();
    SourceLoc L = loc(NameTok);
    bool Redefinable = Eq->EQUALS() != nullptr;
    std::optional<ir::Reg> Alias;
    ExprRef Value;
    if (auto *N = bareName(Eq->expr()); N && B.isRegisterName(N->getStart()->getText())) {
      ir::Reg R;
      if (B.resolveName(N->getStart()->getText(), loc(N->getStart()), R) != NameKind::Register)
        return;
      Alias = R;
    } else {
      B.setLazyNames(!Redefinable); // `==`: names are looked up at each use
      Value = expr(Eq->expr(), true);
      B.setLazyNames(false);
      if (!Value)
        return;
    }
    B.equate(NameTok->getText(), Value, Alias, Redefinable, text(Eq), L);
  }

  void instruction(P::InstructionContext *I) {
    // instruction : predicate? NAME operands?
    P::PredicateContext *Pred = as<P::PredicateContext>(I->children[0]);
    antlr4::Token *NameTok = static_cast<antlr4::tree::TerminalNode *>(I->children[Pred ? 1 : 0])->getSymbol();
    std::string Name = NameTok->getText();
    SourceLoc L = loc(NameTok);
    size_t OpsAt = Pred ? 2 : 1;
    P::OperandsContext *Ops = OpsAt < I->children.size() ? child<P::OperandsContext>(I, OpsAt) : nullptr;
    if (Name[0] == '.' || Builder::isDotlessPseudoOp(Name)) {
      if (Pred) {
        DE.error(loc(I->getStart()), "a directive cannot have a qualifying predicate");
        return;
      }
      if (Ops && Ops->children.size() > 1) {
        DE.error(loc(Ops->EQUALS()->getSymbol()), "unexpected '=' in directive '" + Name + "'");
        return;
      }
      std::vector<DirArg> Args;
      B.setLazyNames(Name == ".eqv");
      // An empty argument (`.align 128,,32`, also a trailing `.balign 8, 3,`)
      // is GNU as's default: only the alignment directives have one for their
      // fill and maximum.
      // Integer data takes zero for a missing value, with gas's warning.
      bool Defaults = Name == ".align" || Name == ".balign" || Name == ".balignw" || Name == ".balignl" ||
                      Name == ".p2align" || Name == ".p2alignw" || Name == ".p2alignl";
      const DirInfo *Info = lookupDirective(Name);
      bool ZeroData = Info && Info->Kind == DirKind::DataInt;
      // `.endp` takes empty names with gas's warning (checkEndpNames).
      bool EmptyNames = Name == ".endp";
      // String data skips empty operands (`.ascii ,"y",,"z",`: read.c stringer reads on at a comma).
      bool SkipEmpty = Info && Info->Kind == DirKind::String;
      // An empty argument at a comma: zero for integer data (gas's warning), else nothing.
      auto empty = [&](antlr4::tree::TerminalNode *Comma, bool Zero = false) {
        DirArg Empty;
        Empty.Loc = loc(Comma->getSymbol());
        if (Zero) {
          Empty.E = ir::Expr::constant(0, Empty.Loc);
          Empty.Source = "0";
        } else if (ZeroData) {
          DE.warning(Empty.Loc, "zero assumed for missing expression");
          Empty.E = ir::Expr::constant(0, Empty.Loc);
          Empty.Source = "0";
        }
        Args.push_back(Empty);
      };
      if (Ops) {
        const auto &Kids = child<P::OplistContext>(Ops, 0)->children;
        for (size_t K = 0; K < Kids.size(); ++K) {
          antlr4::tree::ParseTree *O = Kids[K];
          if (auto *Comma = dynamic_cast<antlr4::tree::TerminalNode *>(O)) {
            const bool Before = K == 0, After = emptyAfterComma(Kids, K); // nothing before / after it
            if (SkipEmpty)
              continue; // ','
            if ((Before && !EmptyNames && !ZeroData) || (After && !EmptyNames && !ZeroData && !Defaults)) {
              DE.error(loc(Comma->getSymbol()), Before ? "missing operand before ','" : "missing operand after ','");
              Failed = true;
              break;
            }
            if (Before)
              empty(Comma);
            // `.balign 32,` (the fill, then the end of the line): gas reads an absent expression,
            // 0, and fills with it, also in code (read.c s_align: `,,` only is no fill)
            if (After)
              empty(Comma, Defaults && K + 1 == Kids.size() && Args.size() == 1);
            continue; // ','
          }
          auto *Spaced = as<P::SpacedOperandContext>(O);
          Args.push_back(Spaced ? spacedArg(Spaced) : dirArg(static_cast<P::OperandContext *>(O)));
          if (Failed)
            break;
        }
      }
      B.setLazyNames(false);
      if (Failed)
        return;
      B.directive(Name, std::move(Args), Ops ? text(Ops) : std::string(), L);
      return;
    }
    ir::Inst Inst;
    Inst.Loc = loc(I->getStart());
    Inst.LineLoc = Map.debugLoc(I->getStart()->getLine() + LineDelta);
    for (char &C : Name)
      C = char(std::tolower(static_cast<unsigned char>(C)));
    Inst.Mnemonic = Name;
    if (P::PredicateContext *Pr = Pred) {
      // predicate : LPAREN NAME (LBRACK expr RBRACK)? RPAREN
      antlr4::Token *PT = static_cast<antlr4::tree::TerminalNode *>(Pr->children[1])->getSymbol();
      ir::Operand O;
      bool Ok;
      if (Pr->children.size() == 6) {
        ExprRef Idx = expr(child<P::ExprContext>(Pr, 3), false);
        Ok = Idx && B.resolveIndexed(PT->getText(), *Idx, loc(PT), O);
      } else {
        ir::Reg R;
        NameKind K = B.resolveName(PT->getText(), loc(PT), R);
        if (K == NameKind::Symbol)
          DE.error(loc(PT), "qualifying predicate must be a predicate register, not '" +
                                PT->getText() + "'");
        Ok = K == NameKind::Register;
        O = ir::Operand::reg(R);
      }
      if (!Ok)
        return;
      if (O.K != ir::Operand::Register || O.R.File != ir::RegFile::PR) {
        DE.error(loc(PT), "qualifying predicate must be a predicate register (p0-p63), not '" +
                              ir::regName(O.R) + "'");
        return;
      }
      Inst.QP = uint8_t(O.R.Num);
    }
    if (Ops) {
      auto Lists = evenChildren<P::OplistContext>(Ops);
      Inst.HasEquals = Lists.size() > 1;
      auto lower = [&](P::OplistContext *L, std::vector<ir::Operand> &To) {
        To.reserve((L->children.size() + 1) / 2);
        if (L->children.empty()) { // no operands (`fclrf.s2 // c`); `add r1 =`: an empty list at '='
          if (Lists.size() > 1) {
            DE.error(loc(L->getStart()), "unexpected end of line");
            Failed = true;
          }
          return;
        }
        for (size_t K = 0; K < L->children.size(); ++K) {
          antlr4::tree::ParseTree *O = L->children[K];
          if (auto *Comma = dynamic_cast<antlr4::tree::TerminalNode *>(O)) {
            if (K == 0) {
              DE.error(loc(Comma->getSymbol()), "missing operand before ','");
              Failed = true;
              return;
            }
            if (emptyAfterComma(L->children, K)) {
              DE.error(loc(Comma->getSymbol()), "missing operand after ','");
              Failed = true;
              return;
            }
            continue; // ','
          }
          if (auto *Spaced = as<P::SpacedOperandContext>(O)) {
            DE.error(loc(Spaced->getStart()), "expected ',' before '" + Spaced->getText() + "'");
            Failed = true;
            return;
          }
          if (auto Op = operand(static_cast<P::OperandContext *>(O)))
            To.push_back(*Op);
        }
      };
      if (!Inst.HasEquals) {
        lower(Lists[0], Inst.Ins);
      } else if (Name == "alloc") {
        // `alloc loc1 = ar.pfs, 5, 5, 0, 0`: the output is named in the
        // frame alloc creates.
        lower(Lists[1], Inst.Ins);
        B.allocFrame(Inst);
        lower(Lists[0], Inst.Outs);
      } else {
        lower(Lists[0], Inst.Outs);
        lower(Lists[1], Inst.Ins);
      }
    }
    if (Failed)
      return;
    B.instruction(std::move(Inst));
  }

  std::optional<ir::Operand> operand(P::OperandContext *O) {
    SourceLoc L = loc(O->getStart());
    if (auto *X = as<P::ExprOpContext>(O)) {
      auto *XE = child<P::ExprContext>(X, 0);
      if (auto *N = bareName(XE); N && N->getStart()->getText() != ".") {
        ir::Reg R;
        switch (B.resolveName(N->getStart()->getText(), L, R)) {
        case NameKind::Register: return ir::Operand::reg(R, L);
        case NameKind::Error: Failed = true; return std::nullopt;
        case NameKind::Symbol: break;
        }
      }
      if (ExprRef E = expr(XE, true))
        return ir::Operand::imm(E, L);
      Failed = true;
      return std::nullopt;
    }
    if (auto *M = as<P::MemOpContext>(O)) {
      ir::Reg R;
      auto *N = bareName(child<P::ExprContext>(M, 1));
      NameKind K = N ? B.resolveName(N->getStart()->getText(), loc(N->getStart()), R) : NameKind::Symbol;
      if (K == NameKind::Register && (R.File == ir::RegFile::GR || R.File == ir::RegFile::VR))
        return ir::Operand::mem(R, L);
      if (K != NameKind::Error)
        DE.error(loc(M->expr()->getStart()), "expected a general register inside '[...]'");
      Failed = true;
      return std::nullopt;
    }
    if (auto *X = as<P::IndexedOpContext>(O)) {
      ExprRef Idx = expr(X->expr(), false);
      ir::Operand Out;
      if (Idx && B.resolveIndexed(X->getStart()->getText(), *Idx, L, Out))
        return Out;
      Failed = true;
      return std::nullopt;
    }
    if (auto *M = as<P::MemIndexedOpContext>(O)) {
      // `ld1 Key[1]=[Key[0]]` (OpenSSL's perlasm): the address is a rotating register.
      ExprRef Idx = expr(M->expr(), false);
      ir::Operand Out;
      antlr4::Token *N = M->NAME()->getSymbol();
      if (!Idx || !B.resolveIndexed(N->getText(), *Idx, loc(N), Out)) {
        Failed = true;
        return std::nullopt;
      }
      if (Out.K == ir::Operand::Register && Out.R.File == ir::RegFile::GR)
        return ir::Operand::mem(Out.R, L);
      DE.error(loc(N), "expected a general register inside '[...]'");
      Failed = true;
      return std::nullopt;
    }
    if (auto *A = as<P::AtOpContext>(O))
      return ir::Operand::imm(Expr::symbol(A->getStart()->getText(), L), L); // hint @pause
    DE.error(L, "a string is not an instruction operand");
    Failed = true;
    return std::nullopt;
  }

  // spacedOperand : STRING | NAME | NUMBER | MINUS NUMBER, written without a comma before it.
  DirArg spacedArg(P::SpacedOperandContext *O) {
    antlr4::Token *T = O->getStart();
    DirArg A;
    A.Loc = loc(T);
    A.Source = T->getText();
    A.AfterComma = false;
    if (T->getType() == IA64AsmLexer::MINUS) { // `view -0`
      antlr4::Token *N = O->getStop();
      A.Source = text(O);
      ExprRef V = primary(static_cast<P::PrimaryContext *>(nullptr), N);
      Failed = !V;
      if (V)
        A.E = Expr::unary(ir::ExprOp::Neg, std::move(V), A.Loc);
      return A;
    }
    if (T->getType() == IA64AsmLexer::STRING) {
      A.K = DirArg::String;
      A.Text = decodeString(std::string_view(A.Source).substr(1, A.Source.size() - 2));
    } else if (T->getType() == IA64AsmLexer::NAME) {
      A.setName(A.Source);
    } else {
      A.E = primary(static_cast<P::PrimaryContext *>(nullptr), T);
      Failed = !A.E;
    }
    return A;
  }

  DirArg dirArg(P::OperandContext *O) {
    DirArg A;
    A.Loc = loc(O->getStart());
    A.Source = text(O);
    if (auto *X = as<P::ExprOpContext>(O)) {
      if (auto *N = bareName(X->expr()); N && N->getStart()->getText() != ".") {
        A.setName(N->getStart()->getText());
        return A;
      }
      A.K = DirArg::Expr;
      A.E = expr(X->expr(), false);
      if (!A.E)
        Failed = true;
      return A;
    }
    if (auto *M = as<P::MemOpContext>(O)) {
      A.K = DirArg::Mem;
      A.E = expr(M->expr(), false);
      if (!A.E)
        Failed = true;
      return A;
    }
    if (as<P::MemIndexedOpContext>(O)) {
      DE.error(A.Loc, "a rotating register inside '[...]' is an instruction operand only");
      Failed = true;
      return A;
    }
    if (auto *X = as<P::IndexedOpContext>(O)) {
      A.K = DirArg::Indexed;
      A.Text = X->getStart()->getText();
      A.E = expr(X->expr(), false);
      if (!A.E)
        Failed = true;
      return A;
    }
    if (as<P::AtOpContext>(O) || as<P::PctOpContext>(O)) {
      A.K = DirArg::At;
      A.Text = A.Source;
      return A;
    }
    A.K = DirArg::String;
    std::string S = O->getStart()->getText();
    A.Text = decodeString(std::string_view(S).substr(1, S.size() - 2));
    return A;
  }
};

std::string describe(antlr4::Token *T) {
  switch (T->getType()) {
  case IA64AsmLexer::NEWLINE: return "end of line";
  case antlr4::Token::EOF: return "end of file";
  case IA64AsmLexer::UNTERMINATED_STRING: return "string without a closing quote";
  case IA64AsmLexer::ERRCHAR: {
    std::string S = T->getText();
    unsigned char C = S.empty() ? 0 : static_cast<unsigned char>(S[0]);
    if (C < 0x20 || C == 0x7f) {
      char Buf[8];
      snprintf(Buf, sizeof Buf, "\\x%02x", C);
      return std::string("character '") + Buf + "'";
    }
    return "character '" + S + "'";
  }
  default: {
    std::string S = T->getText();
    if (S.size() > 40)
      S = S.substr(0, 40) + "...";
    return "'" + S + "'";
  }
  }
}

// Hostile input must not exhaust the stack: ANTLR recurses once per
// nesting level and per prefix operator.
constexpr size_t MaxLineOperators = 1000, MaxLineDepth = 200;

// Does line `[From, To)` of the token stream exceed the complexity guard?
bool tooComplex(antlr4::BufferedTokenStream &Tokens, size_t Start) {
  size_t Ops = 0, Depth = 0, MaxDepth = 0;
  for (size_t I = Start;; ++I) {
    size_t Ty = Tokens.get(I)->getType();
    if (Ty == IA64AsmLexer::NEWLINE || Ty == antlr4::Token::EOF)
      break;
    if (Ty == IA64AsmLexer::LPAREN || Ty == IA64AsmLexer::LBRACK)
      MaxDepth = std::max(MaxDepth, ++Depth);
    else if ((Ty == IA64AsmLexer::RPAREN || Ty == IA64AsmLexer::RBRACK) && Depth)
      --Depth;
    else if (Ty >= IA64AsmLexer::EQEQ && Ty <= IA64AsmLexer::TILDE)
      ++Ops;
  }
  return Ops > MaxLineOperators || MaxDepth > MaxLineDepth;
}

std::string tooComplexMessage() {
  return "line too complex (more than " + std::to_string(MaxLineOperators) +
         " operators or nesting deeper than " + std::to_string(MaxLineDepth) + ")";
}

// Parses one line from `Parser`'s token stream: SLL first, full LL when SLL
// fails. Returns the tree, or null with `Bad` set to the offending token.
P::LineContext *parseLine(IA64AsmParser &Parser, antlr4::TokenStream &Tokens, size_t Start,
                          antlr4::Token *&Bad, size_t &Fallbacks) {
  auto *Sim = Parser.getInterpreter<antlr4::atn::ParserATNSimulator>();
  try {
    return Parser.line();
  } catch (antlr4::ParseCancellationException &) {
  }
  // SLL can fail where full LL succeeds; retry this line only.
  ++Fallbacks;
  Tokens.seek(Start);
  Sim->setPredictionMode(antlr4::atn::PredictionMode::LL);
  P::LineContext *L = nullptr;
  try {
    L = Parser.line();
  } catch (antlr4::ParseCancellationException &E) {
    try {
      std::rethrow_if_nested(E);
    } catch (antlr4::RecognitionException &R) {
      Bad = R.getOffendingToken();
    } catch (...) {
    }
    if (!Bad)
      Bad = Parser.getCurrentToken();
  }
  Sim->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  return L;
}

// The whole text as one token stream: used when a block comment may span
// lines (then lines cannot be lexed on their own).
void parseWhole(const std::string &Text, const LineMap &Map, Builder &B, ir::DiagnosticEngine &DE) {
  antlr4::ANTLRInputStream In(Text);
  IA64AsmLexer Lex(&In);
  Lex.removeErrorListeners();
  antlr4::CommonTokenStream Tokens(&Lex);
  Tokens.fill();
  IA64AsmParser Parser(&Tokens);
  Parser.removeErrorListeners();
  Parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
  Parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(antlr4::atn::PredictionMode::SLL);
  Lowerer Low(B, Map, DE, In);

  auto skipLine = [&](size_t From) {
    size_t I = From;
    while (Tokens.get(I)->getType() != antlr4::Token::EOF &&
           Tokens.get(I)->getType() != IA64AsmLexer::NEWLINE)
      ++I;
    if (Tokens.get(I)->getType() == IA64AsmLexer::NEWLINE)
      ++I;
    Tokens.seek(I);
  };

  size_t Lines = 0, Fallbacks = 0;
  while (Tokens.LA(1) != antlr4::Token::EOF && !DE.limitReached() && !B.stopped()) {
    size_t Start = Tokens.index();
    if (tooComplex(Tokens, Start)) {
      DE.error(Low.loc(Tokens.get(Start)), tooComplexMessage());
      skipLine(Start);
      continue;
    }
    antlr4::Token *Bad = nullptr;
    P::LineContext *L = parseLine(Parser, Tokens, Start, Bad, Fallbacks);
    if (L) {
      Low.line(L);
    } else {
      DE.error(Low.loc(Bad), "unexpected " + describe(Bad));
      skipLine(Start);
    }
    if (++Lines % 256 == 0)
      Parser.getTreeTracker().reset();
  }
  if (getenv("EPIC_PARSE_STATS"))
    fprintf(stderr, "lines=%zu ll-fallbacks=%zu\n", Lines, Fallbacks);
}

// One line lexed and parsed on its own, kept while the same text recurs:
// its characters, tokens, parser (which owns the tree) and tree.
struct ParsedLine {
  std::unique_ptr<antlr4::ANTLRInputStream> In;
  std::unique_ptr<antlr4::CommonTokenStream> Tokens;
  std::unique_ptr<IA64AsmParser> Parser;
  P::LineContext *Tree = nullptr;
};

// Lines repeat a lot in assembly (`;;`, `}`, `nop.i 0`, `br.ret.sptk.many
// rp`, macro expansions, unrolled code): a line whose text was seen before
// reuses that parse tree (lowered again, with its own line number, since
// lowering depends on the builder's state) instead of being lexed and
// parsed again. Bounded: the cache starts over past MaxCachedLines.
constexpr size_t MaxCachedLines = 1 << 16;

} // namespace

namespace {
/// A line holding one `.loc` whose operands the grammar cannot shape: GNU as
/// reads them itself, as expressions with blanks around operators (`.loc 1 5
/// 2*3`, `is_stmt 2-1`), where the grammar's spaced operands are single
/// tokens. It goes to the builder as text (LocOperands.h evaluates it).
bool locLine(std::string_view Line, size_t LineNo, const LineMap &Map, Builder &B) {
  const size_t P = Line.find_first_not_of(" \t");
  if (P == std::string_view::npos || Line.substr(P, 4) != ".loc" || P + 4 >= Line.size() ||
      (Line[P + 4] != ' ' && Line[P + 4] != '\t') || Line.find_first_of(";{}") != std::string_view::npos)
    return false;
  std::string_view Rest = Line.substr(P + 4);
  Rest.remove_prefix(std::min(Rest.size(), Rest.find_first_not_of(" \t")));
  while (!Rest.empty() && (Rest.back() == '\n' || Rest.back() == '\r' || Rest.back() == ' ' || Rest.back() == '\t'))
    Rest.remove_suffix(1);
  B.directive(".loc", {}, std::string(Rest), Map.loc(LineNo, P + 1));
  return true;
}
} // namespace

void parseText(const std::string &Text, const LineMap &Map, Builder &B, ir::DiagnosticEngine &DE,
               bool FastLines) {
  if (Text.find("/*") != std::string::npos) {
    for (const LineMap::Pending &P : Map.Deferred) // whole-text path: macro pass messages first
      DE.report(P.D);
    return parseWhole(Text, Map, B, DE);
  }
  antlr4::ANTLRInputStream Empty(std::string{});
  // Made at the first line the fast path declines: building the lexer
  // deserializes its ATN, a cost of every run when no line needs it.
  std::optional<IA64AsmLexer> LexStore;
  auto lexer = [&]() -> IA64AsmLexer & {
    if (!LexStore) {
      LexStore.emplace(&Empty);
      LexStore->removeErrorListeners();
    }
    return *LexStore;
  };
  Lowerer Low(B, Map, DE, Empty);
  std::unordered_map<std::string_view, ParsedLine> Cache; // keys view into Text
  // Sized once for the text's lines: rehashing a large table frees big
  // blocks, which makes glibc consolidate its free lists (seen in profiles).
  // Sized at the first line the fast path declines: a file it reads whole
  // needs no table (its buckets are 8 bytes a line, written when allocated).
  const size_t TextLines = size_t(std::count(Text.begin(), Text.end(), '\n')) + 1;
  FastLineParser Fast(B, Map, DE);
  size_t Lines = 0, Hits = 0, Fallbacks = 0, FastHits = 0;
  // Diagnostics of a line that came from a macro expansion get notes naming
  // the invocations (checked when the next line starts, or at the end); the
  // macro pass's own diagnostics come out before the line they precede.
  size_t DiagMark = DE.diagnostics().size(), NextDeferred = 0;
  auto betweenLines = [&](size_t Done) {
    if (uint32_t Via = Map.via(Done); Via && DE.diagnostics().size() != DiagMark && !DE.limitReached())
      for (ir::Diagnostic &N : expansionNotes(Map, Via))
        DE.report(std::move(N));
    for (; NextDeferred < Map.Deferred.size() && Map.Deferred[NextDeferred].Before <= Done; ++NextDeferred)
      DE.report(Map.Deferred[NextDeferred].D);
    DiagMark = DE.diagnostics().size();
  };
  for (size_t Pos = 0; Pos < Text.size() && !DE.limitReached() && !B.stopped();) {
    betweenLines(Lines);
    size_t End = Text.find('\n', Pos);
    End = End == std::string::npos ? Text.size() : End + 1;
    std::string_view Line(Text.data() + Pos, End - Pos);
    Pos = End;
    size_t Delta = Lines++; // lexer line 1 of this text is line Lines
    B.atLine(Lines, TextLines);
    if (FastLines && Fast.tryLine(Line, Lines)) {
      ++FastHits;
      continue;
    }
    if (auto It = Cache.find(Line); It != Cache.end()) {
      ++Hits;
      Low.source(*It->second.In, Delta);
      Low.line(It->second.Tree);
      continue;
    }
    ParsedLine PL;
    PL.In = std::make_unique<antlr4::ANTLRInputStream>(Line.data(), Line.size());
    IA64AsmLexer &Lex = lexer();
    Lex.setInputStream(PL.In.get());
    PL.Tokens = std::make_unique<antlr4::CommonTokenStream>(&Lex);
    PL.Tokens->fill();
    // The tokens keep their own stream; the lexer must not point at one that
    // an error path below is about to free (setInputStream resets it).
    Lex.setInputStream(&Empty);
    Low.source(*PL.In, Delta);
    if (tooComplex(*PL.Tokens, 0)) {
      DE.error(Low.loc(PL.Tokens->get(0)), tooComplexMessage());
      continue;
    }
    PL.Parser = std::make_unique<IA64AsmParser>(PL.Tokens.get());
    PL.Parser->removeErrorListeners();
    PL.Parser->setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
    PL.Parser->getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
        antlr4::atn::PredictionMode::SLL);
    antlr4::Token *Bad = nullptr;
    PL.Tree = parseLine(*PL.Parser, *PL.Tokens, 0, Bad, Fallbacks);
    if (!PL.Tree) {
      if (!locLine(Line, Lines, Map, B))
        DE.error(Low.loc(Bad), "unexpected " + describe(Bad));
      continue;
    }
    Low.line(PL.Tree);
    if (Cache.size() >= MaxCachedLines)
      Cache.clear();
    if (Cache.empty() && Cache.bucket_count() < MaxCachedLines)
      Cache.reserve(std::min<size_t>(MaxCachedLines, TextLines / 2 + 16));
    Cache.emplace(Line, std::move(PL));
  }
  betweenLines(Lines);
  for (; NextDeferred < Map.Deferred.size(); ++NextDeferred) // after an early stop
    DE.report(Map.Deferred[NextDeferred].D);
  if (getenv("EPIC_PARSE_STATS"))
    fprintf(stderr, "lines=%zu fast=%zu cache-hits=%zu ll-fallbacks=%zu\n", Lines, FastHits, Hits,
            Fallbacks);
}

} // namespace epic::frontend
