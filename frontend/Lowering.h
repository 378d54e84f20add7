// Runs the ANTLR lexer and parser over prepared text, line by line (SLL
// prediction first, full LL only when SLL fails, one located error per bad
// line), and lowers each parse tree into Builder calls.
#pragma once
#include "frontend/Builder.h"
#include "frontend/Preprocess.h"
#include "ir/Diagnostics.h"
#include <string>

namespace epic::frontend {

/// Parses `Text` (already through prepareText) into `B`, reporting syntax
/// errors into `DE`. Stops early once `DE`'s error limit is reached.
/// `FastLines`: lines in FastLine.h's subset skip ANTLR (same result).
void parseText(const std::string &Text, const LineMap &Map, Builder &B,
               ir::DiagnosticEngine &DE, bool FastLines = true);

/// Decodes the body of a GNU as string literal (without the quotes):
/// \n \t \r \b \f \\ \" \' \ooo \xhh.
std::string decodeString(std::string_view Body);

} // namespace epic::frontend
