// Turns a scenario's `program:` into linkable objects, in one of the modes
// `sim`, `check` and `report` measure: as written (auto-mode bundling like
// GNU as -xauto), or scheduled by the in-order, list or Z3 scheduler.
#pragma once
#include "ir/SourceLoc.h"
#include "latency-db/MachineModel.h"
#include "sim/Hypervisor.h"
#include "scheduler/Scheduler.h"
#include "sim/Linker.h"
#include "sim/ScenarioRun.h"
#include "sim/ScenarioSpec.h"
#include "latency-db/Timeline.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::driver {

/// PvTrap, PvPscb, PvAbi: `paravirt --level=trap`, `--level=pscb` and
/// `--level=batch --abi` (virt/Rewrite.h), list-scheduled, run under the
/// simulator's hypervisor.
enum class BuildMode { AsWritten, InOrder, List, Z3, PvTrap, PvPscb, PvAbi };
/// "asis" "inorder" "list" "z3" "pv-trap" "pv-pscb" "pv-abi"
std::optional<BuildMode> buildModeByName(const std::string &Name);
const char *buildModeName(BuildMode M);
/// The program is paravirtualized guest code: it runs under the hypervisor.
bool paravirtualized(BuildMode M);

/// A `.expect cycles<=N, bubbles<=N` budget and the labels of its .proc.
struct SourceBudget {
  std::string Proc;
  std::vector<std::string> Labels;
  std::optional<uint64_t> Cycles, Bubbles;
  ir::SourceLoc Loc;
};

struct ProgramBuild {
  std::vector<sim::LinkInput> Objects;
  std::vector<sched::RegionStats> Regions; // scheduled modes: every region of every file
  std::vector<SourceBudget> Budgets;       // from .expect directives
};

/// Assembles (and schedules) every program file. Diagnostics go to `Err`.
std::optional<ProgramBuild> buildProgram(const sim::ScenarioSpec &Spec, BuildMode Mode, double TimeLimitSec,
                                         const model::MachineModel &MM, ir::SourceManager &SM,
                                         llvm::raw_ostream &Err = llvm::errs());

/// The scenario's cycles_max/bubbles_max (and a source's .expect) are the
/// native build's. A paravirtualized build runs other code (PSCB stores,
/// bank switches, pending checks) under the list scheduler: it is held to
/// the budgets `expect.by_mode` gives for its mode, and to none without
/// (runScenarioFile skips the source's .expect for it too). An unknown
/// mode name in `by_mode` is an error.
llvm::Error selectModeBudgets(sim::ScenarioSpec &S, BuildMode Mode);

/// One scenario built in one mode and run: what `sim`, `check` and `report` print.
struct ScenarioRun {
  sim::ScenarioSpec Spec;
  sim::ScenarioOutcome Outcome;
  /// The .expect budget that applies (the .proc holding measure.from), when
  /// the scenario gives no cycles_max/bubbles_max of its own.
  std::optional<SourceBudget> SourceBudgetApplied;
  std::vector<std::string> BudgetFailures; // "cycles 41 > budget 36 (ipc_fastpath.S:50:2)"
  /// Run under the simulator's hypervisor (a paravirtualized mode, or asked
  /// for): its counters for the run after warm-up.
  std::optional<sim::HypervisorCounters> Hv;
};

/// Programs already built, by their files, defines and mode (several
/// scenarios run the same sources: `report` schedules each once).
using ProgramCache = std::map<std::string, ProgramBuild>;

/// Loads, builds, links and runs one scenario; diagnostics go to `Err`.
/// `Timeline`: filled with what issued in the measured interval.
std::optional<ScenarioRun> runScenarioFile(const std::string &Path, BuildMode Mode, double TimeLimitSec,
                                           const model::MachineModel &MM, ir::SourceManager &SM,
                                           llvm::raw_ostream &Err = llvm::errs(), ProgramCache *Cache = nullptr,
                                           model::Timeline *Timeline = nullptr, bool Hypervisor = false);

/// Every runnable scenario under `Dir` (recursively; base_*.yaml excluded), sorted.
std::vector<std::string> findScenarios(const std::string &Dir);

} // namespace epic::driver
