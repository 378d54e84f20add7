// Translation validation of `sched` (docs/scheduler.md, "Validation"): every
// schedulable region of a source file is run in the simulator as written
// (our assembler in auto mode, source order) and as scheduled, from the same
// random initial states, and the final architectural states are compared.
// The same runs give the simulated cycles of each region, which are checked
// against the scheduler's prediction and, given an object GNU as -xauto
// made of the same (labelled) source, against GNU as's in-order result.
#pragma once
#include "driver/PrepareSource.h"
#include "ir/Module.h"
#include "ir/SourceLoc.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Scheduler.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace epic::driver {

struct ValidateOptions {
  unsigned States = 20;          // random initial states per region that must run to the end
  unsigned MaxAttempts = 200;    // seeds tried per region before giving up
  uint64_t FirstSeed = 1;
  sched::SchedOptions Sched;
  std::optional<std::vector<uint8_t>> GasObject; // GNU as -xauto object of the labelled source
  bool DropFirstStop = false;    // self-test: break the schedule (remove its first stop) to see it caught
  bool BreakRecovery = false;    // self-test: speculation recovery code without its loads (nops instead)
  bool Progress = false;         // "region 3 of 40" on a terminal (views::Progress)
  /// prepareForScheduling's result for the module (with RecordDots): GNU
  /// as's values of the source's operands naming `.`, from before
  /// keepDotOperands (a region whose scheduled code, as GNU as reads the
  /// printed module, changes one fails), and the queued equates, written
  /// into the scheduled module as `sched` writes them.
  const PreparedSource *Prepared = nullptr;
};

/// Simulated cycles of one region, from the first state whose runs ended
/// by falling through or at the region's branch without a misprediction.
struct RegionCycles {
  bool Valid = false;
  uint64_t Predicted = 0;          // the scheduler's issue-engine prediction
  // False for a region kept as written without bundles of its own (explicit-mode
  // instructions outside braces): the scheduler predicted nothing for it.
  bool HasPrediction = true;
  uint64_t Source = 0, Scheduled = 0;
  std::optional<uint64_t> Gas;
  uint64_t Seed = 0;
  // States where the prediction and the simulated cycles of the scheduled code differ.
  unsigned PredictionMismatches = 0, PredictionCompared = 0;
  std::string FirstMismatch;
  // Every path the states took, by the source's exit (the region's end or
  // a taken side exit), in the order first seen: each timed from the first
  // state that took it, to the exit, as written and as scheduled. A state
  // counts when both runs mispredict alike (a fall-through past a branch
  // hinted taken pays the same penalty in both).
  struct Path {
    std::string Exit;            // "end" (fell through), else the exit's label or address
    bool Taken = false;
    uint64_t Source = 0, Scheduled = 0, Seed = 0, Mispredicts = 0;
    unsigned States = 0;         // states that took this path
    // The scheduler's prediction for this path (RegionStats::Paths: the
    // fall-through, or the side exit the run took), when the exit maps to
    // one; plus the penalty of each misprediction the run had that the
    // prediction could not know (the empty return stack and target buffer
    // of a fresh run: a taken br.ret or indirect branch, at the exit).
    std::optional<uint64_t> Predicted;
    // |Scheduled - Predicted| > PathTolerance.
    bool Mispredicted() const;
  };
  // Cycles a path's prediction may differ from its simulation without a
  // flag: 0. Where they differ the simulator saw what the prediction does
  // not model on that path (a predicate the path's exits do not tell,
  // a store-buffer recirculation by data address, an interruption).
  static constexpr uint64_t PathTolerance = 0;
  std::vector<Path> Paths;
};

struct RegionVerdict {
  enum Status : uint8_t { Passed, Failed, Skipped } St = Passed;
  std::string Name, Procedure;
  unsigned Instructions = 0;
  unsigned StatesCompared = 0;   // states whose source run reached an exit
  unsigned StatesRejected = 0;   // seeds whose source run faulted inside the region
  std::string Reason;            // first difference (Failed) or why skipped
  uint64_t Seed = 0;             // the seed that showed the difference
  std::vector<unsigned> Uncompared; // registers renaming took (dead at every exit): not compared
  unsigned SpeculatedLoads = 0;  // speculation in the region (ld.s or ld.a, a check, recovery)
  unsigned AdvancedLoads = 0;    // of those, data speculation (ld.a, chk.a.clr, recovery)
  unsigned RecoveryRuns = 0;     // states compared in which the recovery code ran
  unsigned AliasRuns = 0;        // of those, states where a store wrote an advanced load's bytes
  bool GasStateDiffers = false;  // GNU as's object ended in another state (informational)
  std::string GasNote;
  RegionCycles Cycles;
};

/// Adds labels `__epv_bK` / `__epv_eK` around every region K of `M` (after
/// `.vreg` renaming) so that each region can be found in any object built
/// from it, and defines the symbols it uses but does not define (16 bytes
/// each in a section of their own) so that it links alone. Returns the
/// number of regions.
llvm::Expected<unsigned> labelRegions(ir::Module &M, ir::SourceManager &SM, const model::MachineModel &MM,
                                      bool RescheduleExplicit = false);

/// Validates every region of `M` (already labelled); `SM` holds its sources.
llvm::Expected<std::vector<RegionVerdict>> validateModule(const ir::Module &M, ir::SourceManager &SM,
                                                          const model::MachineModel &MM,
                                                          const ValidateOptions &Opts,
                                                          llvm::raw_ostream &Err);

} // namespace epic::driver
