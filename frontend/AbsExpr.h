// Absolute expressions for the macro pass (`.if`, `.rept`, equates it tracks,
// `%expr` under .altmacro): parsed from text with GNU as's operators and
// ranks, evaluated by ExprEval with the symbols defined so far.
#pragma once
#include "frontend/ExprEval.h"
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace epic::frontend {

/// The value of `Text` (the whole string must be one expression). On failure
/// nullopt with the reason in `Why`.
/// An operator at the end of the text has a zero operand, as in GNU as: the
/// value comes with `Why` = MissingOperand (gas's warning).
std::optional<int64_t> evaluateText(std::string_view Text, const EquateLookup &Lookup,
                                    std::string &Why);
inline constexpr const char *MissingOperand = "missing operand; zero assumed";

/// The value of the expression at the start of `Text`; `Used` gets its
/// length (GNU as's `%expr` macro arguments end where the expression does).
std::optional<int64_t> evaluatePrefix(std::string_view Text, const EquateLookup &Lookup,
                                      std::string &Why, size_t &Used);

/// Characters of a symbol name (GNU as: letters, digits, `_`, `.`, `$`).
inline bool isNameChar(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || (C >= '0' && C <= '9') || C == '_' ||
         C == '.' || C == '$';
}
inline bool isNameStart(char C) { return isNameChar(C) && !(C >= '0' && C <= '9'); }

} // namespace epic::frontend
