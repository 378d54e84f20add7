// `.struct N` / `.offset N`: GNU as's absolute section. Until the next
// section directive, labels are absolute symbols whose value is the offset
// (`f1: .skip 4` then `f2:` makes f1 = N, f2 = N + 4), and only directives
// that move the offset are taken (.skip/.space/.zero/.ds.*/.fill, .align
// and its kin, .org, another .struct/.offset, integer data whose values are
// all 0); storing other data there is gas's error. Probed with ia64-linux-gnu-as 2.40 (tests/lit/asm/struct-offset.s).
#include "frontend/Builder.h"
#include "frontend/DirectiveTable.h"
#include "frontend/ExprEval.h"
#include <memory>
#include <utility>

namespace epic::frontend {

using ir::Expr;
using ir::ExprRef;

namespace {
// `E` with `.` replaced by the absolute offset.
ExprRef withDot(const ExprRef &E, int64_t Dot) {
  if (!E)
    return E;
  if (E->K == Expr::Dot)
    return Expr::constant(uint64_t(Dot), E->Loc);
  if (!E->LHS)
    return E;
  auto C = std::make_shared<Expr>(*E);
  C->LHS = withDot(E->LHS, Dot);
  C->RHS = withDot(E->RHS, Dot);
  return C;
}
// Offset rounded up to a multiple of A, also below 0 (`.struct -6` then
// `.balign 4` is -4, as gas; a division rounds toward 0).
int64_t alignUp(int64_t Offset, int64_t A) {
  int64_t R = Offset % A;
  return R == 0 ? Offset : Offset + (R > 0 ? A - R : -R);
}
} // namespace

// gas's emit_expr in the absolute section: a value that folds to 0 only
// moves the offset (by its width, aligned as in a section unless `.ua`;
// a LEB128 zero is one byte); any other value is an error.
void Builder::storeZeros(unsigned Width, bool Aligned, const std::vector<DirArg> &Args, ir::SourceLoc L) {
  for (const DirArg &A : Args) {
    if (!A.E)
      continue;
    auto V = evaluate(*structDot(A.E), [this](const std::string &N) { return equateExpr(N); });
    if (!V || *V != 0) {
      DE.error(L, "attempt to store value in absolute section");
      return;
    }
    if (Aligned && Width > 1)
      *StructOffset = alignUp(*StructOffset, Width);
    *StructOffset += Width;
  }
}

ExprRef Builder::structDot(ExprRef E) const { return StructOffset ? withDot(E, *StructOffset) : E; }

bool Builder::structDirective(const DirInfo &Info, const std::string &Name, const std::vector<DirArg> &Args,
                              ir::SourceLoc L) {
  auto value = [&](size_t I, int64_t Default, std::string_view What) -> std::optional<int64_t> {
    if (I >= Args.size() || !Args[I].E)
      return Default;
    return constant(*structDot(Args[I].E), Args[I].Loc, What);
  };
  if (Info.Kind == DirKind::Struct) {
    if (auto V = value(0, 0, "the offset")) {
      StructLeftStruct = StructOffset.has_value(); // gas's .previous: the section this switch left
      StructOffset = *V;
    }
    return true;
  }
  if (!StructOffset)
    return false;
  switch (Info.Kind) {
  case DirKind::SectionNamed:
  case DirKind::Section:
  case DirKind::PushSection:
  case DirKind::PopSection:
  case DirKind::Subsection:
    StructOffset.reset(); // the directive switches as usual
    return false;
  case DirKind::Previous: // back to the section .struct left (the absolute one: stay)
    if (!std::exchange(StructLeftStruct, false))
      StructOffset.reset();
    return true;
  case DirKind::Skip: {
    if (Info.Size && Args.empty()) {
      DE.error(L, "space allocation too complex in absolute section");
      return true;
    }
    auto N = value(0, 0, "the size");
    if (N && Args.size() > 1)
      DE.warning(Args[1].Loc, "ignoring fill value in absolute section");
    if (N)
      *StructOffset += *N * std::max<int64_t>(1, Info.Size);
    return true;
  }
  case DirKind::Fill: {
    auto R = value(0, 0, "the repeat count"), S = value(1, 1, "the size");
    if (R && S)
      *StructOffset += *R * *S;
    return true;
  }
  case DirKind::Align: {
    auto N = value(0, 0, Name == ".org" ? "the offset" : "the alignment");
    if (!N)
      return true;
    if (Name == ".org")
      StructOffset = *N;
    else if (int64_t A = Name.starts_with(".p2align") ? int64_t(1) << (*N & 63) : *N; A > 1)
      StructOffset = alignUp(*StructOffset, A);
    return true;
  }
  case DirKind::DataInt:
    storeZeros(Info.Size, !Info.Flag, Args, L);
    return true;
  case DirKind::DataFloat:
    DE.error(L, "attempt to store float in absolute section");
    return true;
  case DirKind::String:
    DE.error(L, "strings must be placed into a section");
    return true;
  case DirKind::Keep:
    if (Name == ".uleb128" || Name == ".sleb128") {
      storeZeros(1, false, Args, L);
      return true;
    }
    if (Name == ".incbin") {
      DE.error(L, "attempt to store value in absolute section");
      return true;
    }
    return false;
  default:
    return false;
  }
}

} // namespace epic::frontend
