// `paravirt`: rewrite guest-kernel code for a hypervisor that runs it at PL2.
// Level `trap` is vBlades' static replacement (Figure 1): every sensitive
// instruction that must reach the hypervisor becomes one that faults to it,
// and everything privileged is left to trap and be emulated.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Module.h"

namespace epic::virt {

/// `trap`: the static replacement only. `pscb` adds: reads of the control
/// registers the PSCB mirrors become loads from it, `rfi` the resume hypercall.
enum class Level : uint8_t { Trap, Pscb };

struct RewriteStats {
  unsigned Cover = 0, Thash = 0, Ttag = 0; // replaced
  unsigned PscbReads = 0, Resume = 0;      // level pscb
  unsigned InBundle = 0;                   // pscb candidates kept: inside an explicit bundle
  unsigned Privileged = 0;                 // left to trap and be emulated
  unsigned SensitiveKept = 0;              // sensitive, no replacement (reported as warnings)
};

/// Rewrites `M` in place. An instruction the replacement cannot take
/// (thash/ttag reading r64 or above, a tpa/tak whose source the replacement
/// reserves) is a located error in `DE`; the module must then not be emitted.
/// Sensitive instructions without a replacement (probe, epc, pmd reads, ar.rsc
/// writes) stay and get a warning.
RewriteStats paravirtualize(ir::Module &M, Level L, ir::DiagnosticEngine &DE);

} // namespace epic::virt
