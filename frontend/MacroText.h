// Text pieces of the macro pass (MacroExpander.cpp): the head of a statement,
// statement separators, GNU as's argument splitting and body substitution.
#pragma once
#include "frontend/ExprEval.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace epic::frontend::macro {

/// The start of a statement: leading labels, then its name.
struct Head {
  size_t LabelsEnd = 0;          // end of `lbl:` / `lbl::` / `1:` prefixes
  size_t NameBegin = 0, NameEnd = 0;
  std::string Lower;             // the name in lower case (empty: none)
  bool Assigns = false;          // `name = ...` / `name == ...`: an equate, whatever the name
  std::vector<std::string> Labels;
};
Head readHead(std::string_view S);

/// Position of the next statement separator at or after `From` (`;`, or the
/// first `;` of a `;;` stop), skipping strings; npos at a `//` comment or the
/// end. `Len` is 1 or 2.
size_t findSeparator(std::string_view S, size_t From, size_t &Len);
/// `S` without a trailing `//` comment, trimmed.
std::string_view operandText(std::string_view S);
std::string_view trim(std::string_view S);

/// One actual argument as written, split per GNU as's rules.
struct Actual {
  std::string Value;
  std::string Keyword; // `name=value` (not under .altmacro)
  size_t Begin = 0;    // offset of the argument in the scrubbed text (for :vararg)
  size_t End = 0;      // offset just after it
  bool Quoted = false;
  bool ZeroAssumed = false; // `%expr` ended in an operator (gas: warning, zero operand)
};
/// Splits scrubbed operands into arguments: separated by `,` or a space;
/// `"..."` (quotes dropped, kept under .altmacro), `<...>` with `!` escapes
/// and `%expr` under .altmacro; brackets keep their blanks.
std::vector<Actual> splitArgs(std::string_view S, bool Alt, const EquateLookup &Lookup,
                              std::string &Error);

/// Formal name -> replacement text.
using Formals = std::map<std::string, std::string, std::less<>>;
/// Substitutes `\name`, `\()` and `\@` (when `Counter` is set) in `Line`;
/// under .altmacro also bare names and `&name&` (see MacroText.cpp).
std::string substitute(std::string_view Line, const Formals &F, bool Alt,
                       const std::optional<unsigned> &Counter);

/// A quoted string at the start of `S` ("..." with `\"` and `""` kept as a
/// quote); nullopt when `S` does not start with one. `Used` gets its length.
std::optional<std::string> quoted(std::string_view S, size_t &Used);

std::string lower(std::string_view S);

/// A line as GNU as's input scrubber leaves it: labels and the statement
/// name as written, then its operands scrubbed (scrubOperands). Under
/// .altmacro blanks decide what `&` joins, so bodies are scrubbed first.
std::string scrubLine(std::string_view Line);

} // namespace epic::frontend::macro
