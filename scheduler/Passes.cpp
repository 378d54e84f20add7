#include "scheduler/Passes.h"
#include "latency-db/IssueEngine.h"
#include "scheduler/GroupCapacity.h"
#include "scheduler/GroupJoin.h"
#include "scheduler/ListScheduler.h"
#include "scheduler/LowerBound.h"
#include "scheduler/Z3Scheduler.h"
#include "llvm/IR/PassManagerImpl.h"
#include <chrono>

// The pass manager over our own IR unit (design.md: LLVM 19 needs these
// explicit instantiations and the unit members above).
template class llvm::AnalysisManager<epic::sched::RegionUnit>;
template class llvm::PassManager<epic::sched::RegionUnit>;

namespace epic::sched {

llvm::AnalysisKey DepGraphAnalysis::Key;

DepGraphAnalysis::Result DepGraphAnalysis::run(RegionUnit &U, RegionAnalysisManager &) {
  RegionProblem RP = buildProblem(U.M, U.R, U.MM);
  normalizeSplitEdges(RP.P);
  normalizeStallEdges(RP.P);
  return RP;
}

namespace {
std::vector<InstDesc> allDescs(const RegionUnit &U, const RegionProblem &RP) {
  std::vector<InstDesc> D = U.R.Descs;
  D.insert(D.end(), RP.InsertedDescs.begin(), RP.InsertedDescs.end());
  return D;
}

const ir::Inst &nodeInst(const RegionUnit &U, const RegionProblem &RP, unsigned Node) {
  if (Node < RP.numOriginal())
    return std::get<ir::Inst>(U.M.Sections[U.R.Section].Stmts[U.R.Insts[Node]]);
  return RP.Inserted[Node - RP.numOriginal()];
}

ir::Inst nopFor(ir::Unit U) {
  ir::Inst N;
  // An empty L+X pair of an MLX bundle holds nop.x.
  N.Mnemonic = std::string("nop.") +
               char(std::tolower(ir::unitLetter(U == ir::Unit::L || U == ir::Unit::X ? ir::Unit::X : U)));
  N.Ins.push_back(ir::Operand::imm(ir::Expr::constant(0)));
  return N;
}
} // namespace

llvm::PreservedAnalyses SolvePass::run(RegionUnit &U, RegionAnalysisManager &AM) {
  const RegionProblem &RP = AM.getResult<DepGraphAnalysis>(U);
  GroupCapacity Cap(RP.P, [&](uint8_t A, uint8_t B) { return U.MM.pairAllowed(A, B); });
  auto Start = std::chrono::steady_clock::now();
  RegionStats &S = U.Stats;
  switch (U.Opts.Solver) {
  case SolverKind::Z3: {
    SolveResult R = solveOptimal(RP.P, Cap, {U.Opts.TimeLimitSec});
    U.Sched = R.Best;
    S.LowerBound = R.LowerBound;
    S.Optimal = R.Optimal;
    S.Solver = "z3";
    S.Status = R.Status;
    break;
  }
  case SolverKind::List:
  case SolverKind::InOrder: {
    bool List = U.Opts.Solver == SolverKind::List;
    U.Sched = List ? listSchedule(RP.P, Cap) : inOrderSchedule(RP.P, Cap);
    S.LowerBound = lowerBound(RP.P, Cap);
    S.Optimal = U.Sched.length() <= S.LowerBound;
    S.Solver = List ? "list" : "inorder";
    break;
  }
  }
  S.SolveMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - Start).count();
  S.ScheduleLength = U.Sched.length();
  S.InsertedSerializations = unsigned(RP.Inserted.size());
  return llvm::PreservedAnalyses::all();
}

llvm::PreservedAnalyses BundlePass::run(RegionUnit &U, RegionAnalysisManager &AM) {
  const RegionProblem &RP = AM.getResult<DepGraphAnalysis>(U);
  U.NodeDescs = allDescs(U, RP);
  U.NumOriginal = RP.numOriginal();
  U.NodeInsts.clear();
  for (unsigned N = 0; N < RP.P.Nodes.size(); ++N)
    U.NodeInsts.push_back(nodeInst(U, RP, N));
  U.Bundles = bundle(RP.P, U.Sched, U.NodeDescs, U.MM);
  U.Emitted.clear();
  for (const BundleOut &B : U.Bundles.Bundles) {
    EmittedBundle E;
    E.Template = B.Template;
    for (unsigned S = 0; S < 3; ++S) {
      if (B.Slot[S] == XSlot)
        continue;
      E.Insts.push_back(B.Slot[S] >= 0 ? nodeInst(U, RP, unsigned(B.Slot[S])) : nopFor(slotUnit(B.Template, S)));
    }
    U.Emitted.push_back(std::move(E));
  }
  U.Stats.Bundles = unsigned(U.Bundles.Bundles.size());
  U.Stats.Nops = U.Bundles.Nops;
  U.Stats.Instructions = unsigned(U.R.Insts.size());
  return llvm::PreservedAnalyses::all();
}

llvm::PreservedAnalyses PredictPass::run(RegionUnit &U, RegionAnalysisManager &AM) {
  const RegionProblem &RP = AM.getResult<DepGraphAnalysis>(U);
  auto Descs = allDescs(U, RP);
  std::vector<std::vector<std::pair<uint64_t, model::DepKind>>> Deps(Descs.size());
  for (const RegionProblem::Flow &F : RP.Flows)
    Deps[F.To].push_back({F.From, F.Kind});
  std::vector<model::IssueBundle> Trace;
  uint64_t NopId = Descs.size();
  auto Id = [](unsigned N) { return uint64_t(N); };
  for (const BundleOut &B : U.Bundles.Bundles)
    Trace.push_back(issueBundle(B, Descs, Deps, RP.AddrClass, U.MM, Id, NopId));
  model::IssueEngine E(U.MM);
  E.run(Trace);
  U.Stats.Cycles = E.cycles();
  U.Stats.Groups = unsigned(E.groups());
  U.Stats.Bubbles = E.bubbles();
  return llvm::PreservedAnalyses::all();
}

llvm::PreservedAnalyses VerifyPass::run(RegionUnit &U, RegionAnalysisManager &AM) {
  std::vector<ir::Inst> Original;
  for (size_t Idx : U.R.Insts)
    Original.push_back(std::get<ir::Inst>(U.M.Sections[U.R.Section].Stmts[Idx]));
  U.Problems = verifyRegion(Original, U.Emitted, U.MM);
  return llvm::PreservedAnalyses::all();
}

void registerRegionAnalyses(RegionAnalysisManager &AM) {
  AM.registerPass([] { return DepGraphAnalysis(); });
  AM.registerPass([] { return llvm::PassInstrumentationAnalysis(); });
}

RegionPassManager buildRegionPipeline() {
  RegionPassManager PM;
  PM.addPass(SolvePass());
  PM.addPass(BundlePass());
  PM.addPass(PredictPass());
  PM.addPass(VerifyPass());
  return PM;
}

} // namespace epic::sched
