// `.loc FILE LINE [COLUMN] [OPTION [VALUE]]...` operands as GNU as reads them
// (dwarf2_directive_loc): FILE, LINE, a COLUMN that starts with a digit and
// the values of `is_stmt`, `isa`, `discriminator` and a numeric `view` are
// absolute expressions, blanks allowed around their operators (`.loc 1 5 -3`
// is line 2). The emitter reads plain numbers (emitter/DwarfDirectives.cpp).
#pragma once
#include "frontend/ExprEval.h"
#include <optional>
#include <string>
#include <string_view>

namespace epic::frontend {

/// The operands with every expression replaced by its decimal value (a
/// numeric view keeps its leading `-`, GNU as's reset); nullopt when an
/// expression is not absolute here (the text is then left to the emitter's
/// errors).
std::optional<std::string> locOperandsEvaluated(std::string_view Raw, const EquateLookup &Lookup);

} // namespace epic::frontend
