#include "scheduler/Scheduler.h"
#include "ir/Diagnostics.h"
#include "scheduler/GroupJoin.h"
#include "scheduler/Passes.h"
#include "scheduler/RegAlloc.h"
#include "scheduler/Region.h"

namespace epic::sched {

namespace {
struct RegionResult {
  std::vector<EmittedBundle> Emitted;
  std::vector<std::string> Problems;
  RegionStats Stats;
  LaidOutRegion Laid;
};

/// Runs the region pipeline with `Opts`.
RegionResult runPipeline(Region &R, const ir::Module &M, const model::MachineModel &MM,
                         const SchedOptions &Opts) {
  RegionUnit U{R, M, MM, Opts, {}, {}, {}, {}, {}, 0, {}, {}};
  RegionAnalysisManager AM;
  registerRegionAnalyses(AM);
  RegionPassManager PM = buildRegionPipeline();
  PM.run(U, AM);
  LaidOutRegion L{&R, std::move(U.Bundles.Bundles), std::move(U.NodeDescs), std::move(U.NodeInsts),
                  U.NumOriginal, false};
  return {std::move(U.Emitted), std::move(U.Problems), std::move(U.Stats), std::move(L)};
}

/// The statements that replace a region: braced bundles with their stops.
std::vector<ir::Stmt> bundleStatements(const std::vector<EmittedBundle> &Bundles, ir::SourceLoc Loc) {
  std::vector<ir::Stmt> Out;
  for (const EmittedBundle &B : Bundles) {
    const ir::TemplateInfo &T = ir::templateInfo(B.Template);
    // The braces carry the template family; its stop bits come from `;;`.
    Out.push_back(ir::BundleBegin{uint8_t(B.Template & 0x1e), true, true, Loc});
    for (size_t S = 0; S < B.Insts.size(); ++S) {
      Out.push_back(B.Insts[S]);
      unsigned SlotPos = (T.Slots[1] == ir::Unit::L && S == 1) ? 2 : unsigned(S);
      if (T.StopMask >> SlotPos & 1)
        Out.push_back(ir::Stop{Loc});
    }
    Out.push_back(ir::BundleEnd{Loc});
  }
  return Out;
}
} // namespace

llvm::Expected<std::vector<RegionStats>> scheduleModule(ir::Module &M, const model::MachineModel &MM,
                                                        const SchedOptions &Opts) {
  auto Renamed = assignVRegs(M);
  if (!Renamed)
    return Renamed.takeError();
  auto Regions = findRegions(M, MM);
  if (!Regions)
    return Regions.takeError();
  std::vector<RegionStats> Stats;
  std::vector<std::vector<EmittedBundle>> Results;
  std::vector<LaidOutRegion> Laid;
  for (Region &R : *Regions) {
    RegionResult U = runPipeline(R, M, MM, Opts);
    if (!U.Problems.empty() && Opts.Solver != SolverKind::InOrder) {
      // Never emit what the verifier rejects: fall back to source order.
      SchedOptions Safe = Opts;
      Safe.Solver = SolverKind::InOrder;
      RegionResult V = runPipeline(R, M, MM, Safe);
      V.Stats.Status = "verifier rejected the " + U.Stats.Solver + " schedule (" + U.Problems.front() +
                       "); source order used";
      U = std::move(V);
    }
    if (!U.Problems.empty()) {
      const ir::Inst &First = std::get<ir::Inst>(M.Sections[R.Section].Stmts[R.Insts.front()]);
      return ir::makeError(First.Loc, "cannot schedule this region correctly: " + U.Problems.front());
    }
    U.Stats.Name = R.Name;
    U.Stats.Procedure = R.Procedure;
    Stats.push_back(U.Stats);
    Results.push_back(std::move(U.Emitted));
    Laid.push_back(std::move(U.Laid));
  }
  // A region entered through a fall-through label may start inside the
  // previous region's last group (its final stop goes).
  for (size_t K = 1; K < Laid.size(); ++K) {
    JoinDecision D = decideJoin(M, MM, Laid[K - 1], Laid[K]);
    if (!D.Join)
      continue;
    Laid[K - 1].Layout.back().Template &= uint8_t(~1u);
    Results[K - 1].back().Template &= uint8_t(~1u);
    Laid[K].JoinedPrevious = true;
    Stats[K].SharesPreviousGroup = true;
    Stats[K].JoinSavedCycles = D.CyclesWithStop - D.CyclesJoined;
  }
  // Rewrite, last region first so statement indices stay valid.
  for (size_t K = Regions->size(); K-- > 0;) {
    const Region &R = (*Regions)[K];
    auto &Stmts = M.Sections[R.Section].Stmts;
    ir::SourceLoc Loc = std::get<ir::Inst>(Stmts[R.Insts.front()]).Loc;
    // The scheduler's own directives inside the region stay, before it.
    std::vector<ir::Stmt> New;
    for (size_t I = R.Begin; I < R.End; ++I)
      if (std::holds_alternative<ir::Directive>(Stmts[I]))
        New.push_back(Stmts[I]);
    std::vector<ir::Stmt> Bundles = bundleStatements(Results[K], Loc);
    New.insert(New.end(), Bundles.begin(), Bundles.end());
    Stmts.erase(Stmts.begin() + long(R.Begin), Stmts.begin() + long(R.End));
    Stmts.insert(Stmts.begin() + long(R.Begin), New.begin(), New.end());
  }
  return Stats;
}

} // namespace epic::sched
