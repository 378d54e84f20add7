// Control speculation (issue 17 item 2; docs/scheduler.md "Control
// speculation"): a load below a side exit of a region moves above the exit
// as `ldN.s`, a `chk.s` takes its place, and a recovery bundle (the load
// again, then a branch back to the label after the check) goes before the
// procedure's `.endp`, the layout GCC uses. The rewrite is of the source,
// before scheduling; the scheduler (Scheduler.cpp) keeps it per procedure
// only where the predicted cycles go down.
//
// A load is moved only when it is proven safe:
//   - a plain integer load (`ld1/2/4/8`, cache hints allowed; no `.acq`,
//     `.bias`, `.s`, `.a`, `.c`, `.fill`, post-increment), unpredicated,
//     untagged, into a general register other than r0;
//   - between the exit and the load: no store, no barrier, no other exit
//     that fails the rules, no access to the load's target register, no
//     write of its address register; the target register is dead where
//     every crossed exit goes (scheduler/GrLiveness.h, with the renaming
//     mode's conventions), so a NaT it may hold is never read there and
//     never reaches memory or a branch or compare;
//   - the region holds no fence or system instruction (`srlz`, `rfi`, rr or
//     psr writes, `mf`, semaphores, `.acq`/`.rel`, `epc`, `bsw`, `fc`, TLB
//     ops, `break`, `cover`, `flushrs`, `loadrs`): device and
//     synchronization code keeps its loads where they are;
//   - auto-mode code only (explicit bundles keep their layout), inside a
//     procedure that ends with a return or jump (recovery code goes there)
//     and whose unwind state at the region is that of its first
//     `.body` (or that has no unwind directives), so that the recovery
//     code at the end describes the same frame (`.body` + `.copy_state`).
//
// Data speculation (`--speculate=data`) moves a load of that kind above
// the stores before it that the alias analysis (MemoryAlias.h) cannot
// separate from it, as `ldN.a`, with `chk.a.clr` in its place: a store
// that did write its bytes removed the ALAT entry, the check fails and
// the recovery code loads again. Not above a store proven to write the
// load's bytes, nor above a side exit (the advanced load is then not
// speculative: it faults where the source's load would), at most
// isa::AlatEntries a region, and only in procedures without ALAT
// instructions of their own.
#pragma once
#include "ir/Module.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Scheduler.h"
#include "llvm/Support/Error.h"
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace epic::sched {

struct SpeculationResult {
  unsigned Loads = 0;
  unsigned Advanced = 0; // of those, data speculation (`ld.a`, `chk.a.clr`)
  std::map<std::string, unsigned> PerProcedure; // loads speculated, by procedure
  // By recovery label: the registers the code moved above exits writes
  // (the load's and its address computation's; dead where those exits go).
  std::map<std::string, std::vector<unsigned>> Moved;
};

/// Rewrites every load of `M` the rules allow (only in the procedures
/// `Only` names, when given), by `Opts.Speculate`: above side exits
/// (control), above stores the alias analysis cannot separate (data).
llvm::Expected<SpeculationResult> speculateLoads(ir::Module &M, const model::MachineModel &MM,
                                                   const SchedOptions &Opts,
                                                   const std::set<std::string> *Only = nullptr);

/// The labels the rewrite makes: recovery code, and the point after a check.
bool isSpeculationRecoveryLabel(std::string_view Name);
bool isSpeculationBackLabel(std::string_view Name);
/// A `chk.s` or `chk.a.clr` the rewrite made (its target is recovery code).
bool isSpeculationCheck(const ir::Inst &I);

} // namespace epic::sched
