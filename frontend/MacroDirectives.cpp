#include "frontend/MacroDirectives.h"
#include "frontend/AbsExpr.h"
#include "frontend/MacroExpander.h"
#include "frontend/MacroText.h"
#include <cctype>
#include <map>

namespace epic::frontend::macro {

std::optional<Dir> lookupDir(const std::string &Lower) {
  static const std::map<std::string_view, Dir> Table = {
      {".macro", Dir::Macro},     {".endm", Dir::Endm},       {".purgem", Dir::Purgem},
      {".exitm", Dir::Exitm},     {".rept", Dir::Rept},       {".irp", Dir::Irp},
      {".irep", Dir::Irp},        {".irpc", Dir::Irpc},       {".irepc", Dir::Irpc},
      {".endr", Dir::Endr},       {".if", Dir::If},           {".ifdef", Dir::IfDef},
      {".ifndef", Dir::IfNDef},   {".ifnotdef", Dir::IfNDef}, {".ifb", Dir::IfB},
      {".ifnb", Dir::IfNB},       {".ifc", Dir::IfC},         {".ifnc", Dir::IfNC},
      {".ifeqs", Dir::IfEqS},     {".ifnes", Dir::IfNeS},     {".ifeq", Dir::IfEq},
      {".ifne", Dir::IfNe},       {".iflt", Dir::IfLt},       {".ifle", Dir::IfLe},
      {".ifgt", Dir::IfGt},       {".ifge", Dir::IfGe},       {".elseif", Dir::ElseIf},
      {".else", Dir::Else},       {".endif", Dir::EndIf},     {".altmacro", Dir::AltMacro},
      {".noaltmacro", Dir::NoAltMacro}, {".include", Dir::Include}, {".err", Dir::Err},
      {".error", Dir::Error},     {".warning", Dir::Warning}, {".print", Dir::Print},
      {".end", Dir::End},
  };
  auto It = Table.find(Lower);
  if (It == Table.end())
    return std::nullopt;
  return It->second;
}

bool mentionsMacroLanguage(std::string_view Text) {
  static const std::string_view Words[] = {"macro", "endm", "purgem", "exitm", "rept", "irp",
                                           "irep", "endr", "if", "else", "endif", "altmacro",
                                           "noaltmacro", "include", "err", "warning", "print"};
  auto at = [&](size_t I, std::string_view W) {
    if (Text.size() - I < W.size())
      return false;
    for (size_t K = 0; K < W.size(); ++K)
      if ((Text[I + K] | 0x20) != W[K])
        return false;
    return true;
  };
  for (size_t I = Text.find('.'); I != std::string_view::npos; I = Text.find('.', I + 1)) {
    for (std::string_view W : Words)
      if (at(I + 1, W))
        return true;
    // `.end` as a word (not `.endp`): the end of the input.
    if (at(I + 1, "end") && (I + 4 == Text.size() || !(std::isalnum((unsigned char)Text[I + 4]) ||
                                                        Text[I + 4] == '_' || Text[I + 4] == '.')))
      return true;
  }
  return false;
}

namespace {
// `.ifc a,b` compares the raw texts around the first comma (quotes are not
// special, as in GNU as); `.ifeqs "a","b"` compares two quoted strings.
bool twoStrings(std::string_view S, bool Strict, std::string &A, std::string &B) {
  if (!Strict) {
    size_t Comma = S.find(',');
    if (Comma == std::string_view::npos)
      return false;
    A = std::string(trim(S.substr(0, Comma)));
    B = std::string(trim(S.substr(Comma + 1)));
    return true;
  }
  size_t Used = 0;
  auto QA = quoted(S, Used);
  if (!QA)
    return false;
  std::string_view Rest = trim(S.substr(Used));
  if (Rest.empty() || Rest[0] != ',')
    return false;
  Rest = trim(Rest.substr(1));
  auto QB = quoted(Rest, Used);
  if (!QB || Used != Rest.size())
    return false;
  A = *QA;
  B = *QB;
  return true;
}
} // namespace

std::optional<bool> conditionHolds(Dir D, std::string_view Ops, const EquateLookup &Lookup,
                                   const std::function<bool(const std::string &)> &Defined,
                                   std::string &Error) {
  switch (D) {
  case Dir::IfDef:
  case Dir::IfNDef: {
    std::string Name(Ops);
    if (Name.empty() || !isNameStart(Name[0])) {
      Error = "'.ifdef' expects a symbol name";
      return std::nullopt;
    }
    return Defined(Name) == (D == Dir::IfDef);
  }
  case Dir::IfB: return scrubOperands(Ops).empty();
  case Dir::IfNB: return !scrubOperands(Ops).empty();
  case Dir::IfC:
  case Dir::IfNC:
  case Dir::IfEqS:
  case Dir::IfNeS: {
    bool Strict = D == Dir::IfEqS || D == Dir::IfNeS;
    std::string A, B;
    if (!twoStrings(scrubOperands(Ops), Strict, A, B)) {
      Error = Strict ? "'" + std::string(D == Dir::IfEqS ? ".ifeqs" : ".ifnes") + "' expects two quoted strings"
                     : "'.ifc' expects two strings separated by a comma";
      return std::nullopt;
    }
    return (A == B) == (D == Dir::IfC || D == Dir::IfEqS);
  }
  default: break;
  }
  std::string Why;
  auto V = evaluateText(Ops, Lookup, Why);
  if (!V) {
    Error = "non-constant expression in '.if' statement: " + Why;
    return std::nullopt;
  }
  Error = Why; // a warning (MissingOperand) with the value
  switch (D) {
  case Dir::IfEq: return *V == 0;
  case Dir::IfLt: return *V < 0;
  case Dir::IfLe: return *V <= 0;
  case Dir::IfGt: return *V > 0;
  case Dir::IfGe: return *V >= 0;
  default: return *V != 0;
  }
}

} // namespace epic::frontend::macro
