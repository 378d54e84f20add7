// A small hypervisor for guest-kernel code (docs/virtualization.md): the
// guest kernel runs as if demoted to PL2 (vBlades' ring compression). psr.cpl
// stays the guest's virtual level; every instruction that would fault at PL2
// while the guest is at its virtual PL0 is a ring crossing: counted by kind,
// charged a cost, and performed on the guest's state as the hypervisor's
// emulation would. Hypercalls are `break` with the immediates of virt/Abi.h.
#pragma once
#include "sim/Core.h"
#include <cstdint>
#include <map>
#include <string>

namespace epic::sim {

struct HypervisorCounters {
  uint64_t Crossings = 0;                     // emulated privileged operations + hypercalls
  uint64_t EmulatedTotal = 0, HypercallTotal = 0;
  std::map<std::string, uint64_t> Emulated;   // by instruction: "rsm", "mov cr", "rfi", "thash" ...
  std::map<std::string, uint64_t> Hypercalls; // by name: "cover", "resume" ...
  std::map<std::string, uint64_t> Sensitive;  // executed unreplaced at virtual PL0 (no crossing)
  uint64_t Cycles = 0;                        // charged to the hypervisor
  uint64_t DeferredInserts = 0;               // itc requests performed at a crossing (no crossing of their own)
  uint64_t PhysicalEntries = 0;               // deliveries in metaphysical mode (virt/Abi.h PhysicalEntryHint)
};

/// "4 ring crossings (bsw 2, hypercall cover 1, hypercall resume 1), 3200
/// cycles in the hypervisor": the counters by cause, for reports.
std::string describe(const HypervisorCounters &H);

class Hypervisor {
public:
  // What one crossing costs, in cycles: an assumption, not a measurement
  // (vBlades 4.5: "two to three orders of magnitude" slower than the
  // instruction; emulation also fetches and decodes the instruction, so it
  // costs more than a hypercall). docs/virtualization.md.
  static constexpr uint64_t EmulateCycles = 1000, HypercallCycles = 600;

  HypervisorCounters Count;

  /// Starts running C's code as the guest: maps the PSCB page (virt/Abi.h)
  /// under the current translation and fills it. Call after the machine is
  /// set up and before it runs.
  void attach(Core &C);
  /// The PSCB's copies of the control registers and of psr.i/psr.ic from
  /// the guest's virtual ones: after every interruption delivery and every
  /// crossing.
  void syncPscb(Core &C);
  /// The other direction: what the paravirtualized guest stored into the
  /// PSCB (interruption registers, psr.i, psr.ic) becomes its virtual state.
  /// Before every crossing and delivery and when a run stops: between them
  /// only the guest writes the PSCB, so the two never disagree where the
  /// hypervisor or a state comparison looks.
  void pullPscb(Core &C);
  /// An itc the guest deferred to the PSCB (virt/Abi.h PscbItcPte, the
  /// queue pscbItcQueue first), performed with its cr.ifa and cr.itir (of
  /// now, or those it queued) and psr.ic of now: part of every
  /// pull, so it happens before the crossing, delivery or stop that follows.
  void applyDeferredInsert(Core &C);
  /// One deferred insert, as the itc it stands for would have done it.
  void insertDeferred(Core &C, bool Inst, uint64_t Pte, uint64_t Ifa, uint64_t Itir);

  /// Delivery to a vector whose first instruction is the physical-entry
  /// hint (virt/Abi.h PhysicalEntryHint): the guest enters it with psr.dt
  /// = 0. The simulator's physical mode under the hypervisor is the
  /// metaphysical one (the PSCB still answers at its address, CoreXlat).
  /// Call after the machine state of the interruption is set.
  void enterVector(Core &C);

  /// Whether executions of MI must go through exec() (decided at decode).
  static bool intercepts(const isa::MachineInst &MI);
  Flow exec(Core &C, const CachedInst &CI);

private:
  Flow run(Core &C, const CachedInst &CI);
  Flow hypercall(Core &C, const isa::MachineInst &MI);
};

/// The ExecFn of an intercepted instruction (Core::fillInst installs it).
Flow hypervisorExec(Core &C, const CachedInst &CI);

} // namespace epic::sim
