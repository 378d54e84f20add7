#include "virt/Abi.h"

namespace epic::virt {

std::optional<Hypercall> hypercallFromImm(uint64_t Imm) {
  if (Imm >= ResumeOperandsBase && Imm < ResumeOperandsBase + 2 * ResumeCover)
    return Hypercall::Resume;
  if (Imm < hypercallImm(Hypercall::Cover) || Imm > hypercallImm(Hypercall::Insert))
    return std::nullopt;
  return Hypercall(Imm - HypercallBase);
}

bool pscbMirrors(unsigned Cr) {
  // dcr itm iva pta, and ipsr isr iip ifa itir iipa ifs iim iha (SDM vol. 2 Table 3-3).
  return Cr <= 2 || Cr == 8 || (Cr >= 16 && Cr <= 25 && Cr != 18);
}

bool pscbWritable(unsigned Cr) { return Cr >= 16 && Cr <= 25 && Cr != 18; }

std::string_view hypercallName(Hypercall H) {
  switch (H) {
  case Hypercall::Cover: return "cover";
  case Hypercall::Resume: return "resume";
  case Hypercall::SyncIrq: return "sync_irq";
  case Hypercall::SetRR: return "set_rr";
  case Hypercall::SetPKR: return "set_pkr";
  case Hypercall::Insert: return "insert";
  }
  return "?";
}

} // namespace epic::virt
