#include "ir/ConstFold.h"

namespace epic::ir {

std::optional<int64_t> foldBinary(ExprOp Op, int64_t A, int64_t B) {
  uint64_t UA = uint64_t(A), UB = uint64_t(B);
  auto truth = [](bool C) { return C ? int64_t(-1) : int64_t(0); };
  switch (Op) {
  case ExprOp::Mul: return int64_t(UA * UB);
  case ExprOp::Div:
    if (B == 0) return std::nullopt;
    return A == INT64_MIN && B == -1 ? A : A / B;
  case ExprOp::Mod:
    if (B == 0) return std::nullopt;
    return A == INT64_MIN && B == -1 ? 0 : A % B;
  case ExprOp::Shl: return UB >= 64 ? 0 : int64_t(UA << UB);
  case ExprOp::Shr: return UB >= 64 ? 0 : int64_t(UA >> UB);
  case ExprOp::Or: return int64_t(UA | UB);
  case ExprOp::And: return int64_t(UA & UB);
  case ExprOp::Xor: return int64_t(UA ^ UB);
  case ExprOp::OrNot: return int64_t(UA | ~UB);
  case ExprOp::Add: return int64_t(UA + UB);
  case ExprOp::Sub: return int64_t(UA - UB);
  case ExprOp::Eq: return truth(A == B);
  case ExprOp::Ne: return truth(A != B);
  case ExprOp::Lt: return truth(A < B);
  case ExprOp::Le: return truth(A <= B);
  case ExprOp::Gt: return truth(A > B);
  case ExprOp::Ge: return truth(A >= B);
  case ExprOp::LAnd: return int64_t(A != 0 && B != 0);
  case ExprOp::LOr: return int64_t(A != 0 || B != 0);
  default: return std::nullopt;
  }
}

std::optional<int64_t> foldUnary(ExprOp Op, int64_t A) {
  switch (Op) {
  case ExprOp::Neg: return int64_t(0 - uint64_t(A));
  case ExprOp::Not: return ~A;
  case ExprOp::LNot: return int64_t(A == 0);
  case ExprOp::Plus: return A;
  default: return std::nullopt;
  }
}

} // namespace epic::ir
