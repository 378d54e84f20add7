// GNU as's macro language as a text pass between line preparation and the
// parser: .macro/.endm/.purgem/.exitm and invocations, .rept/.irp/.irpc/.endr,
// conditional assembly (.if* / .elseif / .else / .endif), .altmacro,
// .include, .err/.error/.warning/.print. Every line it hands on keeps the
// file:line of the text it came from (the macro body line for an expansion)
// and the chain of invocations (LineMap::Via) so errors can name both.
#pragma once
#include "frontend/Frontend.h"
#include "frontend/Preprocess.h"
#include "ir/Diagnostics.h"
#include <cstddef>
#include <optional>
#include <string>

namespace epic::frontend {

/// The name of the text `parseFiles` reads its inputs through: its
/// `.include` lines name each input exactly, not through -I.
inline constexpr std::string_view InputListName = "{command line}";

/// Resource limits; exceeding one is a located error that stops the pass.
struct MacroLimits {
  unsigned MaxNest = 100;          // macro/.rept/.irp expansions inside each other (GNU as: 100)
  unsigned MaxIncludeDepth = 100;  // .include inside .include (also stops include cycles)
  size_t MaxLines = 2'000'000;     // lines read from expansions in total
  size_t MaxBytes = 64u << 20;     // and their bytes (expressions cost by length)
};

/// Expands `Text` (prepared text, lines mapped by `InMap`). Returns the text
/// for the parser and fills `OutMap` for it (its diagnostics wait in
/// `OutMap.Deferred` for the parser). Text without any macro-language
/// directive is returned unchanged with `OutMap = InMap`. After a limit was
/// hit returns nullopt, with the diagnostics reported into `DE`.
std::optional<std::string> expandMacros(std::string Text, const LineMap &InMap, const ParseOptions &Opts,
                         ir::SourceManager &SM, ir::DiagnosticEngine &DE, LineMap &OutMap,
                         const MacroLimits &Limits = {});

/// GNU as's input scrubbing of an operand field, which decides how macro
/// arguments split: runs of blanks become one space when both neighbours are
/// name characters or quotes, and vanish otherwise; quoted strings are kept.
std::string scrubOperands(std::string_view S);

} // namespace epic::frontend
