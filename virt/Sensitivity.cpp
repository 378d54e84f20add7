#include "virt/Sensitivity.h"
#include "isa/Form.h"
#include "isa/Match.h"
#include "virt/Abi.h"
#include <array>

namespace epic::virt {
namespace {

// Why each privilege-sensitive form (flag `sens` in isa/forms.yaml) is one,
// by mnemonic base. Sources: vBlades (Magenheimer & Christian, VM'04) 3.1.4,
// Itanium SDM rev. 2.3 vol. 2 and 3.
struct SensitiveReason {
  const char *Base;
  const char *Why;
};
constexpr std::array<SensitiveReason, 6> SensitiveReasons{{
    {"cover", "with psr.ic = 0 it writes cr.ifs, a write the hypervisor cannot intercept (vBlades 3.1.4; SDM vol. 3 'cover')"},
    {"thash", "returns the VHPT entry address from the real pta and region registers, not the guest's (vBlades 3.1.4)"},
    {"ttag", "returns the VHPT tag computed from the real region registers, not the guest's (vBlades 3.1.4)"},
    {"probe", "tests access rights at max(PL, CPL): at PL2 a probe for PL0 rights answers for PL2 (SDM vol. 3 'probe')"},
    {"epc", "promotes to the gate page's real TLB privilege level, which the hypervisor, not the guest, chose (SDM vol. 2 'epc')"},
    {"mov", "a pmd read returns 0 instead of faulting when psr.sp denies it at CPL != 0 (vBlades 3.1.4; SDM vol. 3 'mov indirect')"},
}};

// Application registers whose access alone is privileged or sensitive (the
// forms that move them are not: ar.ccv or ar.unat are the user's).
// SDM vol. 3 'mov ar' and vol. 1 Table 3-3 (Application Registers).
struct ArRule {
  uint16_t Lo, Hi;
  bool Write; // else read
  Kind K;
  const char *Why;
};
constexpr std::array<ArRule, 3> ArRules{{
    {0, 7, true, Kind::Privileged, "writes to the kernel registers ar.k0-k7 are privileged (Privileged Register fault, SDM vol. 3 'mov ar')"},
    {44, 44, true, Kind::Privileged, "writes to ar.itc are privileged (Privileged Register fault, SDM vol. 3 'mov ar')"},
    {16, 16, true, Kind::Sensitive, "an ar.rsc.pl below the current level is silently raised to it: the RSE runs at PL2, not at the level written (SDM vol. 2 'RSE privilege level')"},
}};

std::string base(const std::string &Mnemonic) { return Mnemonic.substr(0, Mnemonic.find('.')); }

const ArRule *arRule(unsigned Num, bool Write) {
  for (const ArRule &R : ArRules)
    if (R.Write == Write && Num >= R.Lo && Num <= R.Hi)
      return &R;
  return nullptr;
}

std::optional<Finding> arFinding(const ir::Inst &I, const std::string &Text) {
  for (bool Write : {true, false})
    for (const ir::Operand &O : Write ? I.Outs : I.Ins)
      if (O.K == ir::Operand::Register && O.R.File == ir::RegFile::AR)
        if (const ArRule *R = arRule(O.R.Num, Write))
          return Finding{R->K, std::string(R->K == Kind::Privileged ? "privileged" : "sensitive") + " '" +
                                   Text + "': " + R->Why};
  return std::nullopt;
}

// The register a thash/ttag/tpa/tak reads (its r3).
std::optional<unsigned> sourceGr(const ir::Inst &I) {
  if (I.Ins.size() != 1 || I.Ins[0].K != ir::Operand::Register || I.Ins[0].R.File != ir::RegFile::GR)
    return std::nullopt;
  return I.Ins[0].R.Num;
}

} // namespace

const char *kindName(Kind K) {
  switch (K) {
  case Kind::Privileged: return "privileged";
  case Kind::Sensitive: return "sensitive";
  case Kind::Unreplaceable: return "unreplaceable";
  }
  return "?";
}

int formOf(const ir::Inst &I) {
  if (I.Form >= 0)
    return I.Form;
  isa::MatchOptions Opts;
  Opts.AnyImmediate = true;
  Opts.VirtualRegs = true;
  std::vector<isa::MachineInst> All = isa::matchAll(I, Opts);
  return All.empty() ? -1 : All.front().Form;
}

std::optional<Finding> classify(const ir::Inst &I) {
  int F = formOf(I);
  if (F < 0)
    return std::nullopt;
  const isa::FormInfo &Info = isa::form(F);
  std::string Text = ir::toString(I);
  std::string Base = base(I.Mnemonic);
  auto Src = sourceGr(I);
  // The static replacement's reserved encodings (vBlades Figure 1).
  if ((Base == "thash" || Base == "ttag") && Src && *Src >= ReplacedSourceOffset)
    return Finding{Kind::Unreplaceable, "sensitive '" + Text + "' cannot be replaced statically: " + Base +
                                            " rx=ry becomes " + (Base == "thash" ? "tpa" : "tak") +
                                            " rx=r(y+64), which needs y < 64 (vBlades Figure 1)"};
  if ((Base == "tpa" || Base == "tak") && Src && *Src >= ReplacedSourceOffset)
    return Finding{Kind::Unreplaceable, "privileged '" + Text + "' reads r" + std::to_string(*Src) +
                                            ": the hypervisor would emulate it as the replaced " +
                                            (Base == "tpa" ? "thash" : "ttag") + " of r" +
                                            std::to_string(*Src - ReplacedSourceOffset) +
                                            " (vBlades Figure 1 reserves sources r64-r127 of tpa/tak)"};
  if (Info.has(isa::FF_priv))
    return Finding{Kind::Privileged, "privileged '" + Text +
                                         "' traps to the hypervisor at PL2 (Privileged Operation fault, one ring crossing)"};
  if (Info.has(isa::FF_sens)) {
    for (const SensitiveReason &R : SensitiveReasons)
      if (Base == R.Base)
        return Finding{Kind::Sensitive, "sensitive '" + Text + "' does not trap at PL2 but " + R.Why};
    return Finding{Kind::Sensitive, "sensitive '" + Text + "' does not trap at PL2 but depends on privileged state"};
  }
  return arFinding(I, Text);
}

std::optional<Kind> classifyDecoded(const isa::MachineInst &MI) {
  if (MI.Form < 0)
    return std::nullopt;
  const isa::FormInfo &F = MI.info();
  std::string Base = base(F.Mnemonic);
  if ((Base == "tpa" || Base == "tak") && MI.Ops[1] >= int64_t(ReplacedSourceOffset))
    return Kind::Unreplaceable;
  if (F.has(isa::FF_priv))
    return Kind::Privileged;
  if (F.has(isa::FF_sens))
    return Kind::Sensitive;
  for (unsigned I = 0; I < F.NumOps; ++I)
    if (F.Ops[I].Slot == isa::OpSlot::Op && isa::operandType(F.Ops[I]).Kind == isa::OpKind::AR)
      if (const ArRule *R = arRule(unsigned(MI.Ops[I]), F.Ops[I].Out))
        return R->K;
  return std::nullopt;
}

} // namespace epic::virt
