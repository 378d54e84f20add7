// A hand-written lexer and parser for the common shapes of an assembly line
// (labels, stops, braces, instructions and directives whose operands are
// registers, `[reg]`, `@name` and integer expressions), lowered into Builder
// calls exactly as Lowering.cpp lowers the ANTLR parse tree of the same line.
// Anything outside that subset (strings, character and float literals,
// equates, indexed operands, `%name`, non-ASCII bytes, any syntax error) is
// declined before any Builder call, and the line goes the ANTLR way, which
// stays the reference (and the only source of syntax error messages).
#pragma once
#include "frontend/Builder.h"
#include "frontend/Preprocess.h"
#include "ir/Diagnostics.h"
#include <cstdint>
#include <string_view>
#include <vector>

namespace epic::frontend {

class FastLineParser {
public:
  FastLineParser(Builder &B, const LineMap &Map, ir::DiagnosticEngine &DE)
      : B(B), Map(Map), DE(DE) {}

  /// Lexes, parses and lowers `Line` (its text including the final '\n'),
  /// line `LineNo` (1-based) of the prepared text. Returns false, having done
  /// nothing, when the line is outside the subset.
  bool tryLine(std::string_view Line, size_t LineNo);

  // The parsed line (public for the lowering helpers in FastLine.cpp).
  struct Tok {
    uint8_t K;
    uint32_t Pos, Len; // byte offset in the line (= column - 1: ASCII only)
  };
  struct Node { // expression node
    enum Kind : uint8_t { Prim, Paren, Unary, Binary, Reloc } K;
    uint32_t Start;   // first token (the node's location)
    uint32_t Tok;     // Prim/Reloc: the token; Unary/Binary: the operator
    int32_t A = -1, B = -1;
  };
  struct Operand {
    // Spaced: one token written without a comma before it (`.loc 1 2 0
    // view -0`: a name, a decimal number, or `-` and a number).
    enum Kind : uint8_t { Expr, Mem, At, Spaced } K;
    uint32_t Start, Stop; // token range (inclusive)
    int32_t E = -1;       // Expr: the expression; Mem: the inner expression
  };
  struct Item {
    enum Kind : uint8_t { Label, Sep, Stmt } K;
    uint32_t Tok;             // Label: name/number token; Sep: the separator
    bool Double = false;      // `foo::`
    int32_t Pred = -1;        // Stmt: predicate name token
    uint32_t Start = 0;       // Stmt: first token
    uint32_t Name = 0;        // Stmt: mnemonic/directive token
    uint32_t OpsStart = 0, OpsStop = 0; // token range of the operands
    int32_t Eq = -1;          // `=` token between the lists
    uint32_t First = 0, Mid = 0, End = 0; // operands [First, Mid) before `=`, [Mid, End) after
    bool HasOps = false;
  };

private:
  bool lex(std::string_view Line);
  bool parse();
  int32_t expr(int MinPrec);
  int32_t unary();
  bool operand();
  bool spacedOperand();
  void lower();

  Builder &B;
  const LineMap &Map;
  ir::DiagnosticEngine &DE;
  std::string_view Text;
  size_t LineNo = 0;
  size_t P = 0; // parser position in Toks
  std::vector<Tok> Toks;
  std::vector<Node> Nodes;
  std::vector<Operand> Ops;
  std::vector<Item> Items;
};

} // namespace epic::frontend
