// Instruction text in GNU objdump's notation.
#pragma once
#include "isa/MachineInst.h"
#include <functional>
#include <string>
#include <vector>

namespace epic::isa {

/// Spells a branch/check target address; objdump prints `ADDR <sym+off>` or `0xADDR`.
using TargetNamer = std::function<std::string(uint64_t Addr)>;

/// "ld8.acq r1=[r3],-256" (no predicate). `BundleAddr` resolves ip-relative targets.
std::string formatInst(const MachineInst &MI, uint64_t BundleAddr = 0, const TargetNamer &Namer = {});

/// The text objdump prints for each instruction of a bundle, one string per
/// instruction: template marker column, predicate column, instruction, `;;` stops.
std::vector<std::string> formatBundle(const DecodedBundle &B, uint64_t Addr, const TargetNamer &Namer = {});

/// Objdump's template marker: "[MII]", "[M-MI]"... (stops inside brackets as objdump shows them).
std::string templateMarker(uint8_t Template);

} // namespace epic::isa
