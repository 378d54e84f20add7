// `epicsched sched`: find the schedulable regions of a module, build each
// region's dependence problem, solve it (Z3 or list), bundle it, predict its
// cycles with the shared issue engine, verify it, and rewrite the module
// into explicit bundles. The steps are passes in LLVM's new pass manager
// over regions (scheduler/Passes.h).
#pragma once
#include "ir/Module.h"
#include "latency-db/MachineModel.h"
#include "latency-db/Timeline.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class PassInstrumentationCallbacks;
}

namespace epic::sched {

enum class SolverKind { Z3, List, InOrder };

/// Renaming after register assignment (scheduler/Rename.h): which
/// registers a value whose register is reused may move into. None; the
/// `.vregpool` registers; or those and the conventions' scratch registers
/// (r2, r3, r14-r31) proven dead, for code that follows the software
/// conventions at calls and returns (compiler output).
enum class RenameMode : uint8_t {
  None,
  Pool,
  Abi,
  /// Abi for compiler output, None otherwise (resolveRename, scheduler/Rename.h):
  /// the command line's default, never seen by the passes.
  Auto
};

/// Speculation (scheduler/Speculate.h): none, loads moved above side exits
/// as `ld.s` with `chk.s` (control), loads moved above stores the alias
/// analysis cannot separate as `ld.a` with `chk.a.clr` (data), or both; each
/// with recovery code, kept per procedure where the predicted cycles go down.
enum class SpeculateMode : uint8_t { None = 0, Control = 1, Data = 2, ControlData = 3 };
inline bool speculatesControl(SpeculateMode M) { return uint8_t(M) & 1; }
inline bool speculatesData(SpeculateMode M) { return uint8_t(M) & 2; }

/// The Z3 time limit per region when a command is not given --time-limit:
/// one value for sched, as, check, report, sim and validate, so that the
/// same region gets the same schedule whichever command builds it.
inline constexpr double DefaultTimeLimitSec = 10.0;

struct SchedOptions {
  SolverKind Solver = SolverKind::Z3;
  double TimeLimitSec = DefaultTimeLimitSec; // per region
  // Explicit bundles become regions too (their nops, stops and templates
  // are dropped); a region whose reschedule is not better, or that the
  // scheduler cannot handle, stays as written (RegionStats::Kept).
  bool RescheduleExplicit = false;
  // Keep, per region, the predicted issue of its bundles, its critical
  // path and why the lower bound is what it is (`sched --explain`).
  bool Explain = false;
  // Renaming of false (WAR/WAW) dependences before scheduling.
  RenameMode Rename = RenameMode::None;
  SpeculateMode Speculate = SpeculateMode::None;
  // The source's mode before any `.explicit`/`.auto` (GNU as: automatic
  // unless -x): braced bundles switch modes only from automatic (BraceModes.h).
  ir::Mode SourceDefault = ir::Mode::Auto;
  // The region pipeline as text (scheduler/PassPipeline.h, docs/api.md);
  // empty: the default. Its solver and time limit win over the fields above.
  std::string Pipeline;
  // LLVM pass instrumentation for every region pipeline run (PassPipeline.h:
  // --debug-pass-manager, --time-passes, --print-after...); may be null.
  llvm::PassInstrumentationCallbacks *Instrumentation = nullptr;
};

struct RegionStats {
  std::string Name, Procedure;
  unsigned Instructions = 0, Bundles = 0, Nops = 0, Groups = 0;
  unsigned InsertedSerializations = 0;
  unsigned DroppedSplitStops = 0; // stops a split issue made unneeded (SplitStops.h)
  unsigned DroppedStops = 0;      // other stops whose joined group issues faster (SplitStops.h)
  uint64_t Cycles = 0;          // predicted by the issue engine on the emitted bundles
  // Per path (the issue engine's, PredictPass): each side exit taken (the
  // bundles up to the branch), then the fall-through; what runs under a
  // predicate the path shows false is turned off (RegionProblem::Guard).
  // Weight: the path's share under the exits' hints (0.9 for a likely
  // exit, 0.1 otherwise); the source-order fallback compares the sums.
  // A taken exit whose hint predicts it not taken pays the latency-db's
  // branch_mispredict penalty after its group, and a passed exit whose
  // hint predicts it taken pays it right after the branch (the trace so far
  // issued, then the rest), as the simulator charges a branch it sees the
  // first time (isa/BranchPredict.h; a predicated-off branch is a not-taken
  // one, sim/Core.h predictedWhenOff): in Cycles, and counted in Mispredicts.
  struct PathPrediction {
    int Exit = -1;              // index of the side exit taken; -1: the fall-through
    uint64_t Cycles = 0;
    double Weight = 1;
    unsigned Mispredicts = 0;
  };
  std::vector<PathPrediction> Paths;
  double weightedCycles() const;
  uint64_t Bubbles = 0;
  int ScheduleLength = 0;       // cycles of the solver's schedule (before bundling)
  int LowerBound = 0;
 // The path the objective optimises: "fall-through" (the region's end), or
  // "taken LABEL (.likely)" / "taken LABEL (.sptk)" for a likely side exit,
  // whose path's cycles (TakenCycles, bound TakenLowerBound) come first;
  // Optimal then means optimal for that lexicographic objective.
  std::string Objective = "fall-through";
  int TakenCycles = 0, TakenLowerBound = 0;
  bool Optimal = false;
  std::string Solver;           // "z3", "list" or "inorder"
  double SolveMs = 0;
  std::string Status;
  bool Explicit = false;        // explicit bundles (--reschedule-explicit)
  bool Kept = false;            // left as written; Status says why
  uint64_t WrittenCycles = 0;   // explicit regions: predicted cycles of the bundles as written
  // Its first group shares the previous region's last group (through a
  // fall-through label; scheduler/GroupJoin.h): the issue engine predicts
  // `JoinSavedCycles` fewer cycles for the two regions in a row.
  bool SharesPreviousGroup = false;
  uint64_t JoinSavedCycles = 0;
  /// What the region adds to a total over consecutive regions: a shared
  /// first group counts once, the cycles the join saved are not counted.
  unsigned groupsInTotal() const { return Groups - (SharesPreviousGroup ? 1 : 0); }
  uint64_t cyclesInTotal() const { return Cycles - JoinSavedCycles; }
  // What its entry needed (EntryGroup.h): a stop after the code before it,
  // which left a group open that its first group conflicts with; a srlz for
  // a write before it. Empty when nothing.
  std::string EntryStop;
  // Renaming (scheduler/Rename.h): values moved to another register, and
  // the registers they moved into (each dead at every exit of the region,
  // so its final value differs from the source's without consequence).
  unsigned RenamedValues = 0;
  std::vector<unsigned> DeadRegisters;
  // Control speculation (scheduler/Speculate.h): loads of the region moved
  // above a side exit as `ld.s`, and their registers (which hold what the
  // speculative load gave, maybe a NaT, where a crossed exit is taken: dead
  // there). A region split by a check is reported as one (its parts summed).
  unsigned SpeculatedLoads = 0;
  unsigned AdvancedLoads = 0; // of those, data speculation (`ld.a` above a store, `chk.a.clr`)
  std::vector<unsigned> SpeculatedRegisters; // with the address computation moved along
  std::vector<std::string> SpeculationChecks; // their checks' recovery labels
  // With SchedOptions::Explain (scheduled regions): what the issue engine
  // predicts for the emitted bundles (instruction ids are problem nodes),
  // one longest dependence chain and the reason for LowerBound.
  std::optional<model::Timeline> Timeline;
  std::vector<uint64_t> CriticalNodes;
  std::string LowerBoundWhy;
};

/// Schedules every region of `M` in place. Errors are located.
llvm::Expected<std::vector<RegionStats>> scheduleModule(ir::Module &M, const model::MachineModel &MM,
                                                        const SchedOptions &Opts);

} // namespace epic::sched
