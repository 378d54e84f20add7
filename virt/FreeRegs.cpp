#include "virt/FreeRegs.h"

namespace epic::virt {
namespace {

sched::GrLivenessOptions options(bool Abi, isa::dv::ResourceId File) {
  sched::GrLivenessOptions O;
  O.Abi = Abi;
  O.File = File;
  O.ExactContext = true; // bsw renames only r16-r31: a register outside them keeps its value across it
  return O;
}

// r2, r3, r8-r11, r14-r31: static registers outside gp, sp, tp and r15.
bool grCandidate(unsigned R) { return R == 2 || R == 3 || (R >= 8 && R <= 11) || (R >= 14 && R <= 31); }

} // namespace

FreeRegs::FreeRegs(const ir::Module &M, bool Abi)
    : Gr(M, options(Abi, isa::dv::ResourceId::GR)), Pr(M, options(Abi, isa::dv::ResourceId::PRlo)) {}

std::optional<unsigned> FreeRegs::gr(unsigned Sec, size_t Stmt, const sched::GrSet &Avoid) const {
  sched::GrSet Live = Gr.liveBefore(Sec, Stmt) | Avoid;
  for (unsigned R = 2; R <= 31; ++R)
    if (grCandidate(R) && !Live.test(R))
      return R;
  return std::nullopt;
}

std::optional<unsigned> FreeRegs::pr(unsigned Sec, size_t Stmt) const {
  sched::GrSet Live = Pr.liveBefore(Sec, Stmt);
  for (unsigned P = 1; P <= 15; ++P)
    if (!Live.test(P))
      return P;
  return std::nullopt;
}

} // namespace epic::virt
