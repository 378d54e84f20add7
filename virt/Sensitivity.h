// What happens to one instruction of guest-kernel code demoted to PL2
// (vBlades' ring compression): it traps to the hypervisor (privileged), it
// runs but reveals or depends on privileged state (sensitive), or it cannot
// take vBlades' static replacement (unreplaceable). The privilege facts are
// the `priv`/`sens` flags of isa/forms.yaml plus the per-register table in
// Sensitivity.cpp (application registers whose writes alone are privileged).
#pragma once
#include "ir/Inst.h"
#include "isa/MachineInst.h"
#include <optional>
#include <string>

namespace epic::virt {

enum class Kind : uint8_t { Privileged, Sensitive, Unreplaceable };

struct Finding {
  Kind K;
  std::string Message; // "privileged 'rsm psr.dt': ..." (the diagnostic text)
};

/// The form of `I` (its own when matched, else the first the matcher
/// finds); -1 when none matches.
int formOf(const ir::Inst &I);

/// nullopt for an instruction that behaves at PL2 as at PL0.
std::optional<Finding> classify(const ir::Inst &I);

/// The same facts for a decoded instruction (the simulator's hypervisor):
/// Privileged or Sensitive by form and application register, and
/// Unreplaceable for a tpa/tak whose source the replacement reserves (the
/// hypervisor emulates it as the replaced thash/ttag).
std::optional<Kind> classifyDecoded(const isa::MachineInst &MI);

const char *kindName(Kind K);

} // namespace epic::virt
