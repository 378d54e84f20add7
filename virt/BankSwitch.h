// `bsw.0`/`bsw.1` without a ring crossing: the guest switches its virtual
// register bank itself through the PSCB (virt/Abi.h, pscbBank), the way
// Xen/ia64's paravirtualized Linux did (its BSW_0/BSW_1 macros and
// xen_bsw1: spill r16-r31 to the mapped_regs bank area, fill the other
// bank, flip banknum). docs/virtualization.md, "Virtual register banks".
#pragma once
#include "ir/Module.h"

namespace epic::virt {

/// The statements that replace `(qp) bsw.N` (`Bsw`): the guest's ar.unat
/// saved; r16-r31 spilled with their NaT bits to the area of the bank the
/// PSCB says is current (so a `bsw.N` already in bank N spills and fills
/// the same area: the no-op it is on the machine); bank N filled from its
/// area; the virtual psr.bn set to N; ar.unat restored. A and B are two
/// general registers outside r16-r31, dead before the `bsw` (clobbered).
std::vector<ir::Stmt> bankSwitch(const ir::Inst &Bsw, ir::Reg A, ir::Reg B);

/// 0 or 1 for `bsw.0`/`bsw.1`, else nullopt.
std::optional<unsigned> bankSwitchTarget(const ir::Inst &I);

} // namespace epic::virt
