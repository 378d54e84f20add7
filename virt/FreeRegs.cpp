#include "virt/FreeRegs.h"
#include <vector>

namespace epic::virt {
namespace {

sched::GrLivenessOptions options(bool Abi, isa::dv::ResourceId File,
                                 const std::map<std::string, sched::GrSet> *External = nullptr) {
  sched::GrLivenessOptions O;
  O.External = External;
  O.Abi = Abi;
  O.File = File;
  O.ExactContext = true; // bsw renames only r16-r31: a register outside them keeps its value across it
  return O;
}

// r2, r3, r8-r11, r14-r31: static registers outside gp, sp, tp and r15.
bool grCandidate(unsigned R) { return R == 2 || R == 3 || (R >= 8 && R <= 11) || (R >= 14 && R <= 31); }

} // namespace

FreeRegs::FreeRegs(ir::Module &M, bool Abi, const ProgramContext *C)
    : M(M), Gr(M, options(Abi, isa::dv::ResourceId::GR, C ? &C->Gr : nullptr)),
      Pr(M, options(Abi, isa::dv::ResourceId::PRlo, C ? &C->Pr : nullptr)) {}

void ProgramContext::add(const ir::Module &M, bool Abi) {
  ProgramContext Own;
  Own.Gr = sched::GrLiveness(M, options(Abi, isa::dv::ResourceId::GR)).liveAtGlobalLabels(M);
  Own.Pr = sched::GrLiveness(M, options(Abi, isa::dv::ResourceId::PRlo)).liveAtGlobalLabels(M);
  merge(Own);
}

void ProgramContext::merge(const ProgramContext &Other) {
  for (auto &[Name, Live] : Other.Gr)
    Gr[Name] |= Live;
  for (auto &[Name, Live] : Other.Pr)
    Pr[Name] |= Live;
}

sched::GrSet FreeRegs::liveGr(unsigned Sec, size_t Stmt) const {
  sched::GrSet Live = Gr.liveBefore(Sec, Stmt);
  for (const Reservation &R : Reserved)
    if (R.Sec == Sec && Stmt > R.From && Stmt <= R.To)
      Live.set(R.R);
  return Live;
}

std::optional<ir::Reg> FreeRegs::gr(unsigned Sec, size_t Stmt) {
  sched::GrSet Live = liveGr(Sec, Stmt);
  for (unsigned R = 2; R <= 31; ++R)
    if (grCandidate(R) && !Live.test(R))
      return ir::Reg::gr(R);
  if (M.VRegPool.empty())
    return std::nullopt;
  M.VRegs.push_back("pv.scratch." + std::to_string(M.VRegs.size()));
  return ir::Reg{ir::RegFile::VR, uint16_t(M.VRegs.size() - 1)};
}

std::optional<std::pair<ir::Reg, ir::Reg>> FreeRegs::pair(unsigned Sec, size_t Stmt, unsigned Below) const {
  sched::GrSet Live = liveGr(Sec, Stmt);
  std::vector<ir::Reg> Found;
  for (unsigned R = 2; R < Below && Found.size() < 2; ++R)
    if (grCandidate(R) && !Live.test(R))
      Found.push_back(ir::Reg::gr(R));
  if (Found.size() < 2)
    return std::nullopt;
  return std::pair{Found[0], Found[1]};
}

std::optional<unsigned> FreeRegs::pr(unsigned Sec, size_t Stmt) const {
  sched::GrSet Live = Pr.liveBefore(Sec, Stmt);
  for (unsigned P = 1; P <= 15; ++P)
    if (!Live.test(P))
      return P;
  return std::nullopt;
}

} // namespace epic::virt
