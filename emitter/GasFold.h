// Which parts of an expression GNU as computes when it parses them. gas folds
// `A - B` at once only when A and B lie in one run of fixed-size frags
// (expr.c, frags.c frag_offset_fixed_p): an alignment (`.align`, the one
// `.proc` makes, aligned data), `.org` or a LEB128 of labels ends such a run,
// and a lazy equate (`==`, `.eqv`) or a symbol not yet defined is never
// folded. What it folds takes the values symbols have then (a label whose
// instruction gas still queues: the end of the bytes written when it was
// defined); the rest is a fixup resolved with final addresses.
#pragma once
#include "ir/Expr.h"
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace epic::emit {

/// What an expression is to GNU as while it parses it.
struct ParseClass {
  enum Kind : uint8_t {
    Const,    // a number now
    Frag,     // a symbol (+ constant) of section Sec in frag run Run
    Deferred, // left to the end (a fixup or an expression symbol)
  } K = Deferred;
  unsigned Sec = 0;
  uint32_t Run = 0;
};

using ParseClassOf = std::function<ParseClass(const std::string &)>;

/// The class of E; `Sym` gives each symbol's, `Dot` is `.`'s.
ParseClass classifyAtParse(const ir::Expr &E, const ParseClassOf &Sym, ParseClass Dot);

/// Appends the largest subexpressions of E that gas folds when it parses E and that name a
/// symbol or `.` (a plain number needs no note).
void foldedAtParse(const ir::Expr &E, const ParseClassOf &Sym, ParseClass Dot,
                   std::unordered_set<const ir::Expr *> &Out);

/// E with each node of `Folded` replaced by `ValueThen` of it (its value where gas parsed it;
/// nullopt keeps the node). E itself when nothing changes.
ir::ExprRef withParseValues(const ir::ExprRef &E, const std::unordered_set<const ir::Expr *> &Folded,
                            const std::function<std::optional<int64_t>(const ir::Expr &)> &ValueThen);

} // namespace epic::emit
