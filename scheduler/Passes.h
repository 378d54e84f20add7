// The scheduling steps as passes of LLVM's new pass manager over one region
// (docs/scheduler.md): the dependence problem is an analysis; solving,
// bundling, predicting and verifying are passes that leave their results in
// the unit.
#pragma once
#include <array>
#include <optional>
#include "ir/Module.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Bundler.h"
#include "scheduler/DepGraph.h"
#include "scheduler/Region.h"
#include "scheduler/Scheduler.h"
#include "scheduler/Verifier.h"
#include "llvm/IR/PassManager.h"
#include <string>
#include <vector>

namespace epic::sched {

struct RenameContext;

/// The IR unit the region passes run on.
/// What every pipeline run over one region computes alike while its
/// instructions stay the same: the scheduler runs a region two to four
/// times (the solver, source order, explicit bundles as written; with
/// renaming, on the renamed and on the source's registers). One entry per
/// state of the region: its own registers, renamed (Region::RenamedValues).
struct RegionMemo {
  struct Entry {
    std::optional<RegionProblem> Problem;
    std::optional<int> LowerBound, TakenLowerBound;
  };
  std::array<Entry, 2> ByState;
};

struct RegionUnit {
  Region &R;
  const ir::Module &M;
  const model::MachineModel &MM;
  const SchedOptions &Opts;
  // Results, filled by the passes in order.
  Schedule Sched;
  BundleResult Bundles;
  std::vector<EmittedBundle> Emitted;
  std::vector<InstDesc> NodeDescs;   // per problem node (the region's instructions, then inserted ones)
  std::vector<ir::Inst> NodeInsts;   // likewise
  unsigned NumOriginal = 0;
  std::vector<std::string> Problems; // from the verifier
  RegionStats Stats;
  // Renaming (RenamePass) rewrites the region's instructions in the module;
  // null for pipelines that must not (the written layout).
  ir::Module *Writable = nullptr;
  const RenameContext *Rename = nullptr;
  SpanCache *Spans = nullptr; // the bundler's answers, shared by the regions of one run
  RegionMemo *Memo = nullptr; // shared by the runs over one region (may be null)
  /// The memo entry for the region as it is now; null before renaming ran.
  RegionMemo::Entry *memo() const;

  // What LLVM 19's PassManager needs from an IR unit.
  bool IsNewDbgInfoFormat = false;
  void setIsNewDbgInfoFormat(bool V) { IsNewDbgInfoFormat = V; }
  llvm::StringRef getName() const { return R.Name; }
};

using RegionAnalysisManager = llvm::AnalysisManager<RegionUnit>;
using RegionPassManager = llvm::PassManager<RegionUnit>;

struct DepGraphAnalysis : llvm::AnalysisInfoMixin<DepGraphAnalysis> {
  using Result = RegionProblem;
  Result run(RegionUnit &U, RegionAnalysisManager &);
  static llvm::AnalysisKey Key;
};

/// Solves the problem with the chosen solver (Z3, list, or in source order).
struct SolvePass : llvm::PassInfoMixin<SolvePass> {
  llvm::PreservedAnalyses run(RegionUnit &U, RegionAnalysisManager &AM);
};
/// Lays the groups out in bundles and builds the emitted instructions.
struct BundlePass : llvm::PassInfoMixin<BundlePass> {
  llvm::PreservedAnalyses run(RegionUnit &U, RegionAnalysisManager &AM);
};
/// Predicts cycles, groups and bubbles with the issue engine.
struct PredictPass : llvm::PassInfoMixin<PredictPass> {
  llvm::PreservedAnalyses run(RegionUnit &U, RegionAnalysisManager &AM);
};
/// Explicit code as written: its own bundles, templates and stops are the
/// layout (what a reschedule must beat). Problems: stops no template has.
struct WrittenLayoutPass : llvm::PassInfoMixin<WrittenLayoutPass> {
  llvm::PreservedAnalyses run(RegionUnit &U, RegionAnalysisManager &AM);
};
/// Runs the independent verifier on the emitted bundles.
struct VerifyPass : llvm::PassInfoMixin<VerifyPass> {
  llvm::PreservedAnalyses run(RegionUnit &U, RegionAnalysisManager &AM);
};

/// The analysis manager with every region analysis registered, and the
/// instrumentation `PIC` (may be null) for the passes run with it.
void registerRegionAnalyses(RegionAnalysisManager &AM, llvm::PassInstrumentationCallbacks *PIC = nullptr);
/// (rename,) solve, bundle, predict, verify.
RegionPassManager buildRegionPipeline(bool Rename = false);
/// written layout, predict, verify (explicit regions, --reschedule-explicit).
RegionPassManager buildWrittenPipeline();

} // namespace epic::sched

namespace llvm {
template <>
inline void printIRUnitNameForStackTrace<epic::sched::RegionUnit>(raw_ostream &OS,
                                                                  const epic::sched::RegionUnit &U) {
  OS << "region " << U.R.Name;
}
} // namespace llvm
