// `@op(inner)` as one expression, shared by the ANTLR lowering and the fast
// line parser so both build the same relocation and reject the same nesting.
#pragma once
#include "ir/Expr.h"
#include <optional>
#include <string>
#include <string_view>

namespace epic::frontend {

/// The operators GNU as's IA-64 port knows, by the name after '@'.
inline std::optional<ir::RelocOp> relocOpByName(std::string_view Name) {
  static constexpr std::pair<std::string_view, ir::RelocOp> Table[] = {
      {"gprel", ir::RelocOp::GpRel},   {"ltoff", ir::RelocOp::LtOff},   {"fptr", ir::RelocOp::FPtr},
      {"pcrel", ir::RelocOp::PcRel},   {"tprel", ir::RelocOp::TpRel},   {"dtprel", ir::RelocOp::DtpRel},
      {"dtpmod", ir::RelocOp::DtpMod}, {"ltoffx", ir::RelocOp::LtOffX}, {"secrel", ir::RelocOp::SecRel},
      {"segrel", ir::RelocOp::SegRel}, {"iplt", ir::RelocOp::IPlt},     {"ltv", ir::RelocOp::LtV},
      {"pltoff", ir::RelocOp::PltOff}};
  for (auto &[N, O] : Table)
    if (N == Name)
      return O;
  return std::nullopt;
}

/// @ltoff(@fptr(x)) and friends fold into one operator; any other operator
/// over a relocation is an error (nullptr, `Error` set, naming `Name`).
inline ir::ExprRef applyRelocOp(ir::RelocOp Op, const ir::ExprRef &Inner, const std::string &Name,
                                ir::SourceLoc L, std::string &Error) {
  using ir::Expr;
  if (Op == ir::RelocOp::LtOff && Inner->K == Expr::Reloc) {
    switch (Inner->ROp) {
    case ir::RelocOp::FPtr: return Expr::reloc(ir::RelocOp::LtOffFPtr, Inner->LHS, L);
    case ir::RelocOp::TpRel: return Expr::reloc(ir::RelocOp::LtOffTpRel, Inner->LHS, L);
    case ir::RelocOp::DtpMod: return Expr::reloc(ir::RelocOp::LtOffDtpMod, Inner->LHS, L);
    case ir::RelocOp::DtpRel: return Expr::reloc(ir::RelocOp::LtOffDtpRel, Inner->LHS, L);
    default: break;
    }
  }
  if (Inner->K == Expr::Reloc) {
    Error = "relocation operator '@" + Name + "' cannot be applied to '@" +
            std::string(ir::relocOpName(Inner->ROp)) + "'";
    return nullptr;
  }
  return Expr::reloc(Op, Inner, L);
}

} // namespace epic::frontend
