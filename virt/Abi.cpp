#include "virt/Abi.h"

namespace epic::virt {

std::optional<Hypercall> hypercallFromImm(uint64_t Imm) {
  if (Imm < hypercallImm(Hypercall::Cover) || Imm > hypercallImm(Hypercall::SetPKR))
    return std::nullopt;
  return Hypercall(Imm - HypercallBase);
}

std::string_view hypercallName(Hypercall H) {
  switch (H) {
  case Hypercall::Cover: return "cover";
  case Hypercall::Resume: return "resume";
  case Hypercall::SyncIrq: return "sync_irq";
  case Hypercall::SetRR: return "set_rr";
  case Hypercall::SetPKR: return "set_pkr";
  }
  return "?";
}

} // namespace epic::virt
