// Constant folding of assembler expressions with GNU as semantics
// (gas/expr.c): 64-bit two's complement, `>>` logical, comparisons give -1
// for true and 0 for false, `&&`/`||` give 1/0, `a ! b` is a | ~b.
#pragma once
#include "ir/Expr.h"
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace epic::frontend {

/// The value expression an equated symbol stands for, or null when the
/// symbol is not an equate (a label, undefined, a register alias).
using EquateLookup = std::function<const ir::Expr *(const std::string &)>;

/// The value of `E` when it is an assembly-time constant; otherwise
/// std::nullopt, with the reason in `*Why` when given ("division by zero",
/// "'foo' is not a constant", ...).
std::optional<int64_t> evaluate(const ir::Expr &E, const EquateLookup &Lookup,
                                std::string *Why = nullptr);

} // namespace epic::frontend
