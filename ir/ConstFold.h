// Folding operators on constant operands, shared by the frontend's and the
// emitter's expression evaluators so that both compute exactly what GNU as
// computes (and neither can hit undefined behaviour on user numbers).
#pragma once
#include "ir/Expr.h"
#include <cstdint>
#include <optional>

namespace epic::ir {

/// `A Op B` on constants as GNU as computes it: 64-bit two's complement that
/// wraps (never undefined behaviour), logical right shift, 0 for shift counts
/// outside 0..63, -1 for a true comparison, INT64_MIN / -1 = INT64_MIN (GNU
/// as traps there). nullopt for a division by zero or a unary operator.
std::optional<int64_t> foldBinary(ExprOp Op, int64_t A, int64_t B);
/// `Op A` for Neg, Not, LNot, Plus; nullopt for a binary operator.
std::optional<int64_t> foldUnary(ExprOp Op, int64_t A);

} // namespace epic::ir
