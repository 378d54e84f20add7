// The directives of GNU as's macro language (data: name -> kind) and the
// truth of its conditionals, for the macro pass (MacroExpander.cpp).
#pragma once
#include "frontend/ExprEval.h"
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace epic::frontend::macro {

enum class Dir {
  Macro, Endm, Purgem, Exitm, Rept, Irp, Irpc, Endr,
  // conditionals, openers first (isConditional / opensConditional rely on the order)
  If, IfDef, IfNDef, IfB, IfNB, IfC, IfNC, IfEqS, IfNeS, IfEq, IfNe, IfLt, IfLe, IfGt, IfGe,
  ElseIf, Else, EndIf,
  AltMacro, NoAltMacro, Include, Err, Error, Warning, Print, End,
};

/// The directive named `Lower` (lower case, with its dot), if it is one.
std::optional<Dir> lookupDir(const std::string &Lower);
inline bool isConditional(Dir D) { return D >= Dir::If && D <= Dir::EndIf; }
inline bool opensConditional(Dir D) { return D >= Dir::If && D <= Dir::IfGe; }

/// Quick test: can `Text` contain a macro-language directive at all?
bool mentionsMacroLanguage(std::string_view Text);

/// Whether the opening conditional `D` (or `.elseif`, as Dir::If) holds for
/// operands `Ops`: expressions over the symbols `Lookup` knows, `Defined`
/// for .ifdef. nullopt with `Error` set when the operands are bad; a value
/// with `Error` set is a warning (AbsExpr's MissingOperand).
std::optional<bool> conditionHolds(Dir D, std::string_view Ops, const EquateLookup &Lookup,
                                   const std::function<bool(const std::string &)> &Defined,
                                   std::string &Error);

} // namespace epic::frontend::macro
