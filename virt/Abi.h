// The hypercall ABI between a paravirtualized guest and the hypervisor:
// `break` immediates and the Privileged State Communication Block (PSCB).
// docs/virtualization.md is the reference; the simulator's hypervisor and the
// rewrite both read these constants (never two copies).
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

namespace epic::virt {

/// Hypercalls are `break` with an immediate in [HypercallBase, HypercallBase+0xff].
/// 0x1c0000 lies outside what Linux uses (0x100000 system calls, 0x80000-0x80200
/// debugger/kprobes, 0x0-0x3f architected software traps).
inline constexpr uint64_t HypercallBase = 0x1c0000;

enum class Hypercall : uint8_t {
  Cover = 0x01,      // the replaced `cover` (vBlades' break.b)
  Resume = 0x02,     // VAL_RESUME: the replaced `rfi`
  SyncIrq = 0x03,    // deliver interrupts pended while the guest's psr.i was 0
  SetRR = 0x04,      // batched rr writes: r8..r15 hold (index, value) pairs, r16 the count
  SetPKR = 0x05,     // batched pkr writes, same convention
};

inline constexpr uint64_t hypercallImm(Hypercall H) { return HypercallBase + uint64_t(H); }
std::optional<Hypercall> hypercallFromImm(uint64_t Imm);
std::string_view hypercallName(Hypercall H);

/// The PSCB: one page the hypervisor keeps in step with the guest's virtual
/// control registers, so that handlers read them with a load instead of a
/// trap (vBlades 4.1). Virtual cr.N is the 8-byte word at PscbBase + 8*N.
inline constexpr uint64_t PscbBase = 0xe000000000fe0000;
inline constexpr uint64_t pscbCrOffset(unsigned Cr) { return 8 * uint64_t(Cr); }
/// Control registers the PSCB mirrors: those only interruption delivery and
/// the guest's own (emulated) writes change. Not cr.ivr (reading it
/// acknowledges an interrupt), lid, tpr, eoi, irr0-3 or the interrupt vectors.
bool pscbMirrors(unsigned Cr);

/// thash/ttag are replaced by tpa/tak reading r(y+64) (vBlades Figure 1).
inline constexpr unsigned ReplacedSourceOffset = 64;

} // namespace epic::virt
