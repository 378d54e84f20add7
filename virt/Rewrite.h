// `paravirt`: rewrite guest-kernel code for a hypervisor that runs it at PL2.
// Level `trap` is vBlades' static replacement (Figure 1): every sensitive
// instruction that must reach the hypervisor becomes one that faults to it,
// and everything privileged is left to trap and be emulated. Levels `pscb`
// and `batch` are vBlades' optimized paravirtualization (4.1-4.3, 5).
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Module.h"

namespace epic::virt {

/// `trap`: the static replacement only. `pscb` adds: reads of the control
/// registers the PSCB mirrors become loads from it, writes of the
/// interruption registers stores to it, `rsm/ssm psr.i|psr.ic` stores to
/// its psr fields (with the pending-interrupt check after enabling), `bsw`
/// a switch of the virtual register bank in the PSCB (virt/BankSwitch.h),
/// `rfi` the resume hypercall, into which the exit's cr.ipsr/iip/ifs writes
/// and its cover fold where nothing before the rfi could tell (virt/Abi.h
/// ResumeOperandsBase). `batch` adds: runs of region-register writes
/// become one set_rr hypercall, and an itc that the handler follows with a
/// crossing (its rfi) before anything could use the new translation a
/// request in the PSCB that the hypervisor performs at that crossing.
enum class Level : uint8_t { Trap, Pscb, Batch };

struct ProgramContext; // virt/FreeRegs.h

struct RewriteOptions {
  Level L = Level::Trap;
  /// Assume the software conventions at calls and returns when proving a
  /// scratch register free (r2, r3, r14-r31 dead there). Off: a call or
  /// return reads every register.
  bool Abi = false;
  /// The program's other modules (virt/FreeRegs.h): branches to their
  /// global labels read what their code reads there, not every register.
  const ProgramContext *Context = nullptr;
};

struct RewriteStats {
  unsigned Cover = 0, Thash = 0, Ttag = 0; // replaced
  unsigned PscbReads = 0, Resume = 0;      // level pscb
  unsigned PscbWrites = 0;                 // cr writes -> stores
  unsigned ResumeOperands = 0;             // cr.ipsr/iip/ifs writes folded into the resume hypercall
  unsigned CoverFolded = 0;                // covers folded into it (the hypervisor covers at the resume)
  unsigned PsrMask = 0;                    // rsm/ssm psr.i|psr.ic -> stores
  unsigned PendingChecks = 0;              // ... of which enable psr.i (pending check)
  unsigned BankSwitches = 0;               // bsw.0/1 -> spills and fills to the PSCB banks
  unsigned RrBatched = 0, RrBatches = 0;   // level batch: rr writes, hypercalls
  unsigned DeferredInserts = 0;            // level batch: itc -> PSCB request, done at the next crossing
  unsigned GuardedInserts = 0;             // ... of which guard a later access (Insert hypercall when needed)
  unsigned QueuedInserts = 0;              // level batch: itc -> an insert queue entry (own cr.ifa/cr.itir)
  unsigned PhysicalEntries = 0;            // level batch: rsm psr.dt -> the vector entered with psr.dt = 0
  unsigned InBundle = 0;                   // candidates kept: inside an explicit bundle
  unsigned NoFreeReg = 0;                  // candidates kept: no register proven free there
  unsigned Privileged = 0;                 // left to trap and be emulated
  unsigned SensitiveKept = 0;              // sensitive, no replacement (reported as warnings)
};

/// Rewrites `M` in place. An instruction the replacement cannot take
/// (thash/ttag reading r64 or above, a tpa/tak whose source the replacement
/// reserves) is a located error in `DE`; the module must then not be emitted.
/// Sensitive instructions without a replacement (probe, epc, pmd reads, ar.rsc
/// writes) stay and get a warning. A rewrite that needs a scratch register
/// (PSCB stores, the pending check, rr batches) is made only where liveness
/// proves one free (virt/FreeRegs.h); elsewhere the instruction stays and traps.
RewriteStats paravirtualize(ir::Module &M, const RewriteOptions &O, ir::DiagnosticEngine &DE);

} // namespace epic::virt
