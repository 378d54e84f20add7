#include "scheduler/Passes.h"
#include "isa/BranchPredict.h"
#include "scheduler/Rename.h"
#include "isa/Disasm.h"
#include "latency-db/IssueEngine.h"
#include "latency-db/Timeline.h"
#include "scheduler/GroupCapacity.h"
#include "scheduler/GroupJoin.h"
#include "scheduler/KeptCycles.h"
#include "scheduler/ListScheduler.h"
#include "scheduler/LowerBound.h"
#include "scheduler/SplitStops.h"
#include "scheduler/Z3Scheduler.h"
#include "llvm/IR/PassManagerImpl.h"
#include "ir/Template.h"
#include <chrono>
#include <map>
#include <optional>

// The pass manager over our own IR unit (design.md: LLVM 19 needs these
// explicit instantiations and the unit members above).
template class llvm::AnalysisManager<epic::sched::RegionUnit>;
template class llvm::PassManager<epic::sched::RegionUnit>;

namespace epic::sched {

llvm::AnalysisKey DepGraphAnalysis::Key;

RegionMemo::Entry *RegionUnit::memo() const {
  // The rename pass (first in the pipeline) rewrites the region once; after
  // it, the region holds either its own registers or the renamed ones
  // (saveRename/redoRename restore exactly those).
  if (!Memo || (Writable && Rename && Rename->Mode != RenameMode::None && !R.RenameDone))
    return nullptr;
  return &Memo->ByState[R.RenamedValues ? 1 : 0];
}

DepGraphAnalysis::Result DepGraphAnalysis::run(RegionUnit &U, RegionAnalysisManager &) {
  RegionMemo::Entry *Memo = U.memo();
  if (Memo && Memo->Problem)
    return *Memo->Problem;
  RegionProblem RP = buildProblem(U.M, U.R, U.MM);
  RP.P.TakenExit = U.R.LikelyExit; // node K is the region's instruction K
  normalizeSplitEdges(RP.P);
  normalizeStallEdges(RP.P);
  if (Memo)
    Memo->Problem = RP;
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

/// The instructions of bundles `Bs`: the nodes', nops in empty slots.
std::vector<EmittedBundle> emitted(const RegionUnit &U, const RegionProblem &RP, const BundleResult &Bs) {
  std::vector<EmittedBundle> Out;
  for (const BundleOut &B : Bs.Bundles) {
    EmittedBundle E;
    E.Template = B.Template;
    for (unsigned S = 0; S < 3; ++S) {
      if (B.Slot[S] == XSlot)
        continue;
      E.Insts.push_back(B.Slot[S] >= 0 ? nodeInst(U, RP, unsigned(B.Slot[S])) : nopFor(slotUnit(B.Template, S)));
    }
    Out.push_back(std::move(E));
  }
  return Out;
}

/// The independent verifier on emitted bundles of the region.
std::vector<std::string> verifyBundles(const RegionUnit &U, const RegionProblem &RP,
                                       const std::vector<EmittedBundle> &Emitted) {
  std::vector<ir::Inst> Original;
  for (size_t Idx : U.R.Insts)
    Original.push_back(std::get<ir::Inst>(U.M.Sections[U.R.Section].Stmts[Idx]));
  // Proven region registers, by source instruction (emitted copies keep
  // their location and text).
  std::vector<const ir::Inst *> Proven(Original.size());
  for (size_t K = 0; K < Original.size() && K < RP.Rr.size(); ++K)
    if (RP.Rr[K] >= 0)
      Proven[K] = &Original[K];
  SourceInstIndex Index(Proven);
  auto RrOf = [&](const ir::Inst &E) {
    auto K = Index.find(E, [](size_t) { return true; });
    return K ? RP.Rr[*K] : -1;
  };
  return verifyRegion(Original, Emitted, U.MM, RrOf);
}

/// `sched --explain`: the predicted timeline named from the region's
/// instructions (nops by their slot), the critical path, the bound's reason.
void explain(RegionUnit &U, const RegionProblem &RP, const model::TimelineRecorder &Rec,
             const std::vector<model::IssueBundle> &Trace, size_t NumNodes) {
  std::map<uint64_t, std::pair<unsigned, unsigned>> Where; // trace id -> bundle, slot
  for (unsigned B = 0; B < Trace.size(); ++B)
    for (unsigned S = 0; S < 3; ++S)
      if (Trace[B].Slots[S]) Where[Trace[B].Slots[S]->Id] = {B, S};
  auto Namer = [&](uint64_t Id) -> std::optional<model::TimelineInstRef> {
    auto It = Where.find(Id);
    if (It == Where.end()) return std::nullopt;
    model::TimelineInstRef R;
    R.Bundle = It->second.first;
    R.Slot = It->second.second;
    R.Template = isa::templateMarker(Trace[R.Bundle].Template);
    static constexpr const char *Nop[] = {"nop.m 0", "nop.i 0", "nop.f 0", "nop.b 0"};
    ir::Unit Unit = ir::templateInfo(Trace[R.Bundle].Template).Slots[R.Slot];
    R.Text = Id < NumNodes ? ir::toString(nodeInst(U, RP, unsigned(Id)))
                           : (unsigned(Unit) < 4 ? Nop[unsigned(Unit)] : "nop");
    return R;
  };
  U.Stats.Timeline = Rec.resolve(Namer, U.MM);
  GroupCapacity Cap(RP.P, [&](uint8_t A, uint8_t B) { return U.MM.pairAllowed(A, B); });
  BoundReason Why = explainLowerBound(RP.P, Cap);
  U.Stats.LowerBoundWhy = Why.Why;
  U.Stats.CriticalNodes.assign(Why.Chain.begin(), Why.Chain.end());
}

/// The issue engine's view of a region's bundles: node N has id N, nops
/// the ids after the last node.
std::vector<model::IssueBundle> issueTrace(const RegionUnit &U, const RegionProblem &RP, const BundleResult &Bs) {
  auto Descs = allDescs(U, RP);
  std::vector<std::vector<std::pair<uint64_t, model::DepKind>>> Deps(Descs.size());
  for (const RegionProblem::Flow &F : RP.Flows)
    Deps[F.To].push_back({F.From, F.Kind});
  std::vector<model::IssueBundle> Trace;
  uint64_t NopId = Descs.size();
  auto Id = [](unsigned N) { return uint64_t(N); };
  for (const BundleOut &B : Bs.Bundles)
    Trace.push_back(issueBundle(B, Descs, Deps, RP.AddrClass, U.MM, Id, NopId));
  return Trace;
}

/// The first recirculation stall the engine charges between the two nodes
/// of a Problem::Avoids pair.
class AvoidHitListener : public model::IssueListener {
public:
  explicit AvoidHitListener(const Problem &P) : P(P) {}
  void onStall(const model::StallEvent &E) override {
    if (Hit || E.Why != "recirculation" || !E.Producer || !E.Consumer)
      return;
    for (const Avoid &A : P.Avoids)
      if (A.From == *E.Producer && A.To == *E.Consumer)
        Hit = std::pair(A.From, A.To);
  }
  std::optional<std::pair<unsigned, unsigned>> Hit;

private:
  const Problem &P;
};

/// The cycles of every path through the region's bundles (RegionStats::
/// Paths): for side exit E taken, the trace up to E (nothing after it in
/// its bundle), E ending its group; the fall-through, the whole trace.
/// Along a path each exit tells its predicate and the one its compare made
/// mutex with it: taken, its own is true; passed, false. Instructions under
/// a predicate known false are nullified, as the simulator times them.
std::vector<RegionStats::PathPrediction> pathPredictions(const RegionUnit &U, const RegionProblem &RP,
                                                         const std::vector<model::IssueBundle> &Trace) {
  std::vector<RegionStats::PathPrediction> Out;
  auto qp = [&](unsigned N) { return unsigned(nodeInst(U, RP, N).QP); };
  // A direction-predicted exit, seen the first time, mispredicts when its
  // hint is wrong: taken with a not-taken hint, or passed (its predicate
  // false: the simulator tells it not taken, sim/Core.h predictedWhenOff)
  // with a taken hint.
  auto mispredicted = [&](unsigned E, bool Taken) {
    int Form = E < U.R.Descs.size() ? U.R.Descs[E].Form : -1;
    if (Form < 0)
      return false;
    const isa::FormInfo &F = isa::form(Form);
    return isa::branchPrediction(F, qp(E)) == isa::BranchPrediction::Direction && isa::hintsTaken(F.Mnemonic) != Taken;
  };
  const auto &Mispredict = U.MM.stalls().BranchMispredict;
  // False predicates of the path through exits Passed (not taken) and Taken (or -1).
  auto run = [&](size_t Passed, int Taken) {
    std::vector<model::IssueBundle> T = Trace;
    auto off = [&](uint64_t Id) {
      if (Id >= RP.Guard.size() || RP.Guard[Id].first < 0)
        return false;
      int C = RP.Guard[Id].first;
      unsigned P = qp(unsigned(Id));
      for (size_t K = 0; K <= Passed && K < U.R.SideExits.size(); ++K) {
        unsigned E = U.R.SideExits[K].first;
        bool IsTaken = int(E) == Taken;
        if (K == Passed && !IsTaken)
          break;
        if (E >= RP.ExitGuard.size())
          continue;
        auto [EC, EOther] = RP.ExitGuard[E];
        if (EC != C || EC < 0)
          continue;
        unsigned False = IsTaken ? EOther : qp(E); // the predicate this exit shows false
        if (P == False)
          return true;
      }
      return false;
    };
    for (size_t B = 0; B < T.size(); ++B)
      for (unsigned S = 0; S < 3; ++S) {
        auto &Slot = T[B].Slots[S];
        if (!Slot)
          continue;
        if (Taken >= 0 && Slot->Id == uint64_t(Taken)) {
          Slot->EndsGroup = true;
          for (unsigned R = S + 1; R < 3; ++R)
            T[B].Slots[R].reset();
          T.resize(B + 1);
          break;
        }
        Slot->Nullified = off(Slot->Id);
      }
    // Issued as the simulator times it: a passed exit that mispredicts ends
    // the trace issued so far (as if nothing followed), the penalty is
    // charged, and the rest of its bundle and the trace issue after it.
    model::IssueEngine E(U.MM);
    size_t From = 0;
    unsigned FromSlot = 0;
    unsigned Misses = 0;
    auto issueTo = [&](size_t B, unsigned Through) { // bundles [From, B], slots up to Through in B
      std::vector<model::IssueBundle> Piece(T.begin() + long(From), T.begin() + long(B) + 1);
      for (unsigned S = Through + 1; S < 3; ++S)
        Piece.back().Slots[S].reset();
      for (unsigned S = 0; S < FromSlot; ++S) // (issued in the piece before)
        Piece.front().Slots[S].reset();
      E.issue(Piece, 0, true);
    };
    for (size_t K = 0; K < Passed && K < U.R.SideExits.size(); ++K) {
      unsigned X = U.R.SideExits[K].first;
      if (!mispredicted(X, false))
        continue;
      size_t At = From * 3 + FromSlot;
      while (At < T.size() * 3 && !(T[At / 3].Slots[At % 3] && T[At / 3].Slots[At % 3]->Id == X))
        ++At;
      if (At == T.size() * 3)
        continue;
      issueTo(At / 3, At % 3);
      E.chargeStall(Mispredict.Penalty, Mispredict.Counter, "branch mispredict", X);
      ++Misses;
      From = (At + 1) / 3;
      FromSlot = (At + 1) % 3;
    }
    if (From < T.size())
      issueTo(T.size() - 1, 2);
    return std::pair(E.cycles(), Misses);
  };
  double Reach = 1;
  for (size_t K = 0; K < U.R.SideExits.size(); ++K) {
    auto [E, Likely] = U.R.SideExits[K];
    double P = Likely ? 0.9 : 0.1;
    // (The taken exit's penalty comes after its group, where the path ends.)
    unsigned Miss = mispredicted(E, true);
    auto [Cycles, Passed] = run(K, int(E));
    Out.push_back({int(E), Cycles + Miss * Mispredict.Penalty, Reach * P, Miss + Passed});
    Reach *= 1 - P;
  }
  auto [Cycles, Passed] = run(U.R.SideExits.size(), -1);
  Out.push_back({-1, Cycles, Reach, Passed});
  return Out;
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
    S.TakenLowerBound = R.TakenLowerBound;
    S.Optimal = R.Optimal;
    S.Solver = "z3";
    S.Status = R.Status;
    break;
  }
  case SolverKind::List:
  case SolverKind::InOrder: {
    bool List = U.Opts.Solver == SolverKind::List;
    U.Sched = List ? listSchedule(RP.P, Cap) : inOrderSchedule(RP.P, Cap);
    RegionMemo::Entry Local;
    RegionMemo::Entry &Memo = U.memo() ? *U.memo() : Local;
    if (!Memo.LowerBound) {
      Memo.LowerBound = lowerBound(RP.P, Cap);
      Memo.TakenLowerBound = takenLowerBound(RP.P, Cap);
    }
    S.LowerBound = *Memo.LowerBound;
    S.TakenLowerBound = *Memo.TakenLowerBound;
    S.Optimal = U.Sched.length() <= S.LowerBound && takenCycles(RP.P, U.Sched) <= S.TakenLowerBound;
    S.Solver = List ? "list" : "inorder";
    break;
  }
  }
  S.SolveMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - Start).count();
  S.ScheduleLength = U.Sched.length();
  S.TakenCycles = takenCycles(RP.P, U.Sched);
  if (U.R.LikelyExit >= 0)
    S.Objective = "taken " + U.R.LikelyTarget + " (" + U.R.LikelyReason + ")";
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
  // Where the hardware would close up an empty cycle onto an avoided
  // distance (the DCU recirculation after an rr write), keep one.
  if (!RP.P.Avoids.empty())
    U.Sched = keepAvoidedCycles(RP.P, U.Sched, [&](const Schedule &S) {
      BundleResult Bs = bundle(RP.P, S, U.NodeDescs, U.MM, U.Spans);
      model::IssueEngine E(U.MM);
      AvoidHitListener L(RP.P);
      E.addListener(&L);
      E.run(issueTrace(U, RP, Bs));
      return AvoidRun{E.cycles(), L.Hit};
    });
  U.Bundles = bundle(RP.P, U.Sched, U.NodeDescs, U.MM, U.Spans);
  // Stops the dependency rules do not need where one group issues faster
  // (after a split issue, or where the hardware splits the joined group;
  // SplitStops.h): checked by the verifier, kept where no path is faster.
  if (U.Sched.Kept.empty() && verifyBundles(U, RP, emitted(U, RP, U.Bundles)).empty()) {
    DroppedStops D = dropSplitStops(
        U.Bundles, RP.P, [&](const BundleResult &Bs) { return verifyBundles(U, RP, emitted(U, RP, Bs)).empty(); },
        [&](const BundleResult &Bs) {
          std::vector<uint64_t> C;
          for (const RegionStats::PathPrediction &P : pathPredictions(U, RP, issueTrace(U, RP, Bs)))
            C.push_back(P.Cycles);
          return C;
        });
    U.Stats.DroppedSplitStops = D.AfterSplit;
    U.Stats.DroppedStops = D.Other;
  }
  U.Emitted = emitted(U, RP, U.Bundles);
  U.Stats.Bundles = unsigned(U.Bundles.Bundles.size());
  U.Stats.Nops = U.Bundles.Nops;
  U.Stats.Instructions = unsigned(U.R.Insts.size());
  return llvm::PreservedAnalyses::all();
}

llvm::PreservedAnalyses PredictPass::run(RegionUnit &U, RegionAnalysisManager &AM) {
  const RegionProblem &RP = AM.getResult<DepGraphAnalysis>(U);
  auto Descs = allDescs(U, RP);
  std::vector<model::IssueBundle> Trace = issueTrace(U, RP, U.Bundles);
  model::IssueEngine E(U.MM);
  model::TimelineRecorder Rec;
  if (U.Opts.Explain) E.addListener(&Rec);
  E.run(Trace);
  U.Stats.Cycles = E.cycles();
  U.Stats.Groups = unsigned(E.groups());
  U.Stats.Bubbles = E.bubbles();
  U.Stats.Paths = pathPredictions(U, RP, Trace);
  if (U.Opts.Explain) explain(U, RP, Rec, Trace, Descs.size());
  return llvm::PreservedAnalyses::all();
}

llvm::PreservedAnalyses WrittenLayoutPass::run(RegionUnit &U, RegionAnalysisManager &AM) {
  const RegionProblem &RP = AM.getResult<DepGraphAnalysis>(U);
  const auto &Stmts = U.M.Sections[U.R.Section].Stmts;
  U.NodeDescs = allDescs(U, RP);
  U.NumOriginal = RP.numOriginal();
  U.NodeInsts.clear();
  for (unsigned N = 0; N < RP.P.Nodes.size(); ++N)
    U.NodeInsts.push_back(nodeInst(U, RP, N));
  std::map<size_t, int> NodeOf;
  for (size_t K = 0; K < U.R.Insts.size(); ++K)
    NodeOf[U.R.Insts[K]] = int(K);
  U.Bundles = {};
  U.Emitted.clear();
  int Group = 0;
  unsigned Family = 0, Stops = 0, Pos = 0;
  bool Open = false;
  auto finish = [&] {
    // The template code with these slots and the written stops (`{ .mmi`
    // with a stop after slot 0 is M;MI, another code).
    std::optional<uint8_t> Code;
    for (const ir::TemplateInfo &T : ir::allTemplates())
      if (T.Valid && T.Slots == ir::templateInfo(uint8_t(Family)).Slots && T.StopMask == Stops)
        Code = T.Code;
    if (!Code) {
      U.Problems.push_back("bundle " + std::to_string(U.Emitted.size()) + " has stops its template does not allow");
      Code = uint8_t(Family);
    }
    U.Bundles.Bundles.back().Template = *Code;
    U.Emitted.back().Template = *Code;
  };
  for (size_t J = U.R.Begin; J < U.R.End; ++J) {
    const ir::Stmt &St = Stmts[J];
    if (const auto *B = std::get_if<ir::BundleBegin>(&St)) {
      Family = B->Template & 0x1e;
      Stops = 0;
      Pos = 0;
      Open = true;
      BundleOut O;
      O.Cycle = Group;
      if (ir::templateInfo(uint8_t(Family)).Slots[1] == ir::Unit::L)
        O.Slot[2] = XSlot;
      U.Bundles.Bundles.push_back(O);
      U.Emitted.push_back({});
    } else if (const auto *In = std::get_if<ir::Inst>(&St); In && Open) {
      if (Pos < 3) {
        auto It = NodeOf.find(J);
        U.Bundles.Bundles.back().Slot[Pos] = It == NodeOf.end() ? NopSlot : It->second;
        U.Bundles.Nops += It == NodeOf.end();
      }
      U.Emitted.back().Insts.push_back(*In);
      Pos += (ir::templateInfo(uint8_t(Family)).Slots[1] == ir::Unit::L && Pos == 1) ? 2 : 1;
    } else if (std::holds_alternative<ir::Stop>(St) && !U.Bundles.Bundles.empty()) {
      // A `;;` after the closing brace is the bundle's end stop.
      unsigned After = Open ? (Pos ? Pos - 1 : 0) : 2;
      Stops |= 1u << After;
      ++Group;
      if (!Open)
        finish();
    } else if (std::holds_alternative<ir::BundleEnd>(St)) {
      Open = false;
      finish();
    }
  }
  U.Stats.Bundles = unsigned(U.Bundles.Bundles.size());
  U.Stats.Nops = U.Bundles.Nops;
  U.Stats.Instructions = unsigned(U.R.Insts.size());
  U.Stats.Solver = "as written";
  return llvm::PreservedAnalyses::all();
}

llvm::PreservedAnalyses VerifyPass::run(RegionUnit &U, RegionAnalysisManager &AM) {
  for (std::string &P : verifyBundles(U, AM.getResult<DepGraphAnalysis>(U), U.Emitted))
    U.Problems.push_back(std::move(P));
  return llvm::PreservedAnalyses::all();
}

void registerRegionAnalyses(RegionAnalysisManager &AM, llvm::PassInstrumentationCallbacks *PIC) {
  AM.registerPass([] { return DepGraphAnalysis(); });
  AM.registerPass([PIC] { return llvm::PassInstrumentationAnalysis(PIC); });
}

RegionPassManager buildRegionPipeline(bool Rename) {
  RegionPassManager PM;
  if (Rename)
    PM.addPass(RenamePass());
  PM.addPass(SolvePass());
  PM.addPass(BundlePass());
  PM.addPass(PredictPass());
  PM.addPass(VerifyPass());
  return PM;
}

RegionPassManager buildWrittenPipeline() {
  RegionPassManager PM;
  PM.addPass(WrittenLayoutPass());
  PM.addPass(PredictPass());
  PM.addPass(VerifyPass());
  return PM;
}

} // namespace epic::sched
