// Runs a schema-1 scenario (sim/ScenarioSpec.h): links the program's
// objects at the scenario's section addresses, maps sections and memory
// regions under their region IDs, sets the initial state, runs until the end
// condition with timing, measures the `measure.from` interval, and checks
// the expectations. How each program file becomes an object (as written,
// list- or Z3-scheduled) is the caller's business.
#pragma once
#include "latency-db/MachineModel.h"
#include "sim/Core.h"
#include "sim/Linker.h"
#include "sim/Scenario.h"
#include "sim/ScenarioSpec.h"
#include "sim/Timing.h"
#include "sim/TlbModel.h"
#include <map>
#include <memory>

namespace epic::sim {

struct ScenarioOutcome {
  StopInfo Stop;
  std::string Error;      // why the run is not valid (empty: it is)
  // The measured interval (from engine cycle StartCycle on).
  uint64_t StartCycle = 0;
  uint64_t Cycles = 0, Groups = 0, Bubbles = 0;
  std::map<std::string, uint64_t> Counters;
  uint64_t Insts = 0, Nops = 0, Bundles = 0, Mispredicts = 0, Interruptions = 0;
  std::vector<ExpectationResult> Results;
  bool ok() const;
};

class ScenarioRunner {
public:
  ScenarioRunner(const ScenarioSpec &Spec, const model::MachineModel &MM);

  /// Links the objects (one per `program` entry, or the command line's) and
  /// sets up memory and the initial state. Errors are located in the scenario.
  llvm::Error load(const std::vector<LinkInput> &Objects);
  /// Runs the scenario once on a scratch machine and starts this one with
  /// its branch predictor and return stack: the path is measured hot.
  llvm::Error warmUp(const std::vector<LinkInput> &Objects);
  /// Overrides the entry (`sim --entry`).
  llvm::Error setEntry(const std::string &Sym);

  /// Runs to the end condition. `Timed`: through the timing model.
  ScenarioOutcome run(bool Timed = true);

  Core &core() { return C; }
  Timing &timing() { return T; }
  const LinkedImage &image() const { return Img; }
  llvm::Expected<uint64_t> resolve(const AddrValue &V) const;

private:
  llvm::Error place(const LinkedSection &S);
  void mapCodeByTrs();
  llvm::Error setInitialState();
  void checkExpectations(ScenarioOutcome &O, uint64_t MeasuredCycles, uint64_t MeasuredBubbles);
  uint64_t pageSizeOf(uint64_t Va) const;
  /// Whether [Va, Va+Size) in pages of `PageBytes`, under `Rids` RIDs, fits
  /// the simulated memory's limit without wrapping.
  bool mappable(uint64_t Va, uint64_t Size, uint64_t PageBytes, size_t Rids) const;
  /// Records that `What` (a section or a memory region) maps [Lo, Hi) under
  /// `Rid`. A page another section or region already holds in that RID is
  /// refused, located at `Loc`, when it was placed through another region
  /// (same RID and offset: one page silently shared by two regions) or when
  /// either side is a memory region (`Exclusive`); sections of one region
  /// may share a page.
  llvm::Error claimPages(uint32_t Rid, uint64_t Lo, uint64_t Hi, const std::string &What, bool Exclusive,
                         const ir::SourceLoc &Loc);

  struct PageOwner {
    std::string What;
    uint64_t Va; // an address of the owner's page, for its region number
    bool Exclusive;
  };

  const ScenarioSpec &Spec;
  const model::MachineModel &MM;
  Memory Mem;
  Core C;
  std::unique_ptr<TlbModel> Tlbs; // translation: tlb
  Timing T;
  LinkedImage Img;
  std::map<std::pair<uint32_t, uint64_t>, PageOwner> Owners; // (RID, page within the region)
};

} // namespace epic::sim
