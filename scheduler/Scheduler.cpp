#include "scheduler/Scheduler.h"
#include "scheduler/BraceModes.h"
#include "isa/Match.h"
#include "isa/dv/ModuleScan.h"
#include <set>
#include "scheduler/Bundler.h"
#include "scheduler/EntryGroup.h"
#include "scheduler/OutputCheck.h"
#include "scheduler/PassPipeline.h"
#include <set>
#include <tuple>
#include "ir/Diagnostics.h"
#include "isa/dv/DependencyChecker.h"
#include "scheduler/GroupJoin.h"
#include "scheduler/LabelOffsets.h"
#include "scheduler/Passes.h"
#include "scheduler/RegAlloc.h"
#include "scheduler/Rename.h"
#include "scheduler/Speculate.h"
#include "scheduler/Region.h"
#include "scheduler/Z3Module.h"
#include <algorithm>
#include <iterator>
#include <map>

namespace epic::sched {

double RegionStats::weightedCycles() const {
  double Sum = 0;
  for (const PathPrediction &P : Paths)
    Sum += P.Weight * double(P.Cycles);
  return Sum;
}

namespace {
std::string barrierProblem(const Region &R, const LaidOutRegion &L);
struct RegionResult {
  std::vector<EmittedBundle> Emitted;
  std::vector<std::string> Problems;
  RegionStats Stats;
  LaidOutRegion Laid;
};

/// Runs the region pipeline with `Opts` (or, `Written`, the one that
/// measures explicit bundles as written).
RegionResult runPipeline(Region &R, ir::Module &M, const model::MachineModel &MM, const SchedOptions &Opts,
                         const RenameContext *Rename, SpanCache &Spans, RegionMemo *Memo, bool Written = false) {
  RegionUnit U{R, M, MM, Opts, {}, {}, {}, {}, {}, 0, {}, {}};
  U.Spans = &Spans;
  U.Memo = Memo;
  if (!Written) {
    U.Writable = &M;
    U.Rename = Rename;
  }
  RegionAnalysisManager AM;
  registerRegionAnalyses(AM, Opts.Instrumentation);
  RegionPassManager PM = Written ? buildWrittenPipeline() : buildRegionPipeline(Rename != nullptr);
  PM.run(U, AM);
  LaidOutRegion L{&R, std::move(U.Bundles.Bundles), std::move(U.NodeDescs), std::move(U.NodeInsts),
                  U.NumOriginal, false};
  if (std::string P = barrierProblem(R, L); !P.empty())
    U.Problems.push_back(std::move(P));
  U.Stats.RenamedValues = R.RenamedValues;
  U.Stats.DeadRegisters = R.RenamedInto;
  return {std::move(U.Emitted), std::move(U.Problems), std::move(U.Stats), std::move(L)};
}

/// Source order `V` instead of the schedule `U`: fewer predicted cycles
/// (a tie keeps `U`). With side exits: no path slower (each exit taken,
/// the fall-through) and fewer cycles summed over the paths by their
/// weights (the exits' hints). A schedule faster on one path and slower on
/// another stays: source order would then lose on the first.
bool sourceOrderBetter(const RegionStats &U, const RegionStats &V) {
  if (U.Paths.size() <= 1 || U.Paths.size() != V.Paths.size())
    return V.Cycles < U.Cycles;
  for (size_t K = 0; K < U.Paths.size(); ++K)
    if (V.Paths[K].Cycles > U.Paths[K].Cycles)
      return false;
  return V.weightedCycles() < U.weightedCycles();
}

/// "57 cycles", or with side exits "57 cycles (taken exit 3: 20, ...)".
std::string pathText(const RegionStats &S) {
  std::string T = std::to_string(S.Cycles) + " cycles";
  if (S.Paths.size() <= 1)
    return T;
  T += " (";
  for (const RegionStats::PathPrediction &P : S.Paths)
    T += (&P == &S.Paths.front() ? "" : ", ") +
         (P.Exit < 0 ? std::string("fall-through") : "exit " + std::to_string(P.Exit) + " taken") + ": " +
         std::to_string(P.Cycles);
  return T + ")";
}

/// Explicit code that stays as written: why, or empty when the reschedule
/// `U` replaces it (it must verify, keep a pinned first instruction first,
/// and beat the written bundles: fewer cycles, or as many in fewer bundles).
std::string keepWritten(const Region &R, const RegionResult &U, const RegionResult &W) {
  if (!W.Problems.empty())
    return "the bundles as written fail the dependency check (" + W.Problems.front() + ")";
  if (!U.Problems.empty())
    return "no verified reschedule (" + U.Problems.front() + ")";
  if (!R.PinnedBy.empty()) {
    // The instruction it names must stay the first one (the rewrite puts
    // the directive right before it, inside the bundle).
    int First = -1;
    for (const BundleOut &B : U.Laid.Layout)
      for (int Slot : B.Slot)
        if (First < 0 && Slot >= 0)
          First = Slot;
    if (First != 0)
      return R.PinnedBy + " names the first instruction, which would not stay first";
  }
  // GNU as puts an M-unit instruction that must end its group (itc, ptc.g,
  // epc, bsw, cover, clrrrb) only in slot 0, rfi only in slot 2; the bundler
  // does not know that yet, so such a layout stays as written.
  for (const BundleOut &B : U.Laid.Layout)
    for (unsigned S = 0; S < 3; ++S)
      if (B.Slot[S] >= 0 && isa::dv::endsGroup(U.Laid.Insts[size_t(B.Slot[S])])) {
        ir::Unit Unit = slotUnit(B.Template, S);
        if ((Unit == ir::Unit::M && S != 0) || (Unit == ir::Unit::B && S != 2))
          return U.Laid.Insts[size_t(B.Slot[S])].Mnemonic + " (must end its group) would go in slot " +
                 std::to_string(S) + ", where GNU as rejects it";
      }
  bool Better = U.Stats.Cycles < W.Stats.Cycles ||
                (U.Stats.Cycles == W.Stats.Cycles && U.Stats.Bundles < W.Stats.Bundles);
  if (!Better)
    return "the reschedule is not better (" + std::to_string(U.Stats.Cycles) + " cycles in " +
           std::to_string(U.Stats.Bundles) + " bundles; as written " + std::to_string(W.Stats.Cycles) + " in " +
           std::to_string(W.Stats.Bundles) + ")";
  return {};
}

/// Where GNU as, which cannot know addresses, would see a reference read
/// an rr written in an earlier group and not yet serialized: the scheduler
/// put it there because it proved another region (the verifier checked it
/// by region, docs/scheduler.md "Regions"). GNU as is told with
/// `.serialize.data` at the start of that group. Positions: (bundle, slot).
/// Whether some group of `Bundles` has that rr violation at all, checked
/// with one checker and no copies: mostly none does, and the replay below
/// copies the whole checker at every group end.
bool anyGasSerialize(const std::vector<EmittedBundle> &Bundles) {
  isa::dv::DependencyChecker DC;
  size_t Id = 0;
  for (const EmittedBundle &Bu : Bundles) {
    const ir::TemplateInfo &T = ir::templateInfo(Bu.Template);
    for (size_t S = 0; S < Bu.Insts.size(); ++S) {
      for (const isa::dv::Violation &V : DC.append(Bu.Insts[S], Id++))
        if (V.Res == isa::dv::ResourceId::RR && V.Sem == isa::dv::Semantics::Data)
          return true;
      unsigned SlotPos = (T.Slots[1] == ir::Unit::L && S == 1) ? 2 : unsigned(S);
      if (T.StopMask >> SlotPos & 1)
        DC.stop();
    }
  }
  return false;
}

std::set<std::pair<size_t, size_t>> gasSerializeMarks(const std::vector<EmittedBundle> &Bundles) {
  std::set<std::pair<size_t, size_t>> Marks;
  // Until the first group that needs a mark, the replay below keeps one
  // checker stopped at each group end, as anyGasSerialize does.
  if (!anyGasSerialize(Bundles))
    return Marks;
  isa::dv::DependencyChecker DC, Group = DC;
  std::pair<size_t, size_t> Start{0, 0};
  bool Needs = false;
  size_t Id = 0;
  auto endGroup = [&](std::pair<size_t, size_t> Next) {
    if (Needs) {
      // Replay the group after the directive.
      Marks.insert(Start);
      DC.serialize(false);
      for (size_t B = Start.first, S = Start.second; B < Bundles.size() && std::pair(B, S) < Next;) {
        DC.append(Bundles[B].Insts[S], Id++);
        if (++S == Bundles[B].Insts.size()) ++B, S = 0;
      }
      DC.stop();
    } else {
      DC = Group;
      DC.stop();
    }
    Group = DC;
    Start = Next;
    Needs = false;
  };
  for (size_t B = 0; B < Bundles.size(); ++B) {
    const ir::TemplateInfo &T = ir::templateInfo(Bundles[B].Template);
    for (size_t S = 0; S < Bundles[B].Insts.size(); ++S) {
      for (const isa::dv::Violation &V : Group.append(Bundles[B].Insts[S], Id++))
        Needs |= V.Res == isa::dv::ResourceId::RR && V.Sem == isa::dv::Semantics::Data;
      unsigned SlotPos = (T.Slots[1] == ir::Unit::L && S == 1) ? 2 : unsigned(S);
      if (T.StopMask >> SlotPos & 1)
        endGroup(S + 1 < Bundles[B].Insts.size() ? std::pair(B, S + 1) : std::pair(B + 1, size_t(0)));
    }
  }
  return Marks;
}

/// The statements that replace a region: braced bundles with their stops.
std::vector<ir::Stmt> bundleStatements(const std::vector<EmittedBundle> &Bundles, ir::SourceLoc Loc) {
  std::vector<ir::Stmt> Out;
  std::set<std::pair<size_t, size_t>> Marks = gasSerializeMarks(Bundles);
  for (size_t K = 0; K < Bundles.size(); ++K) {
    const EmittedBundle &B = Bundles[K];
    const ir::TemplateInfo &T = ir::templateInfo(B.Template);
    // The braces carry the template family; its stop bits come from `;;`.
    Out.push_back(ir::BundleBegin{uint8_t(B.Template & 0x1e), true, true, Loc});
    for (size_t S = 0; S < B.Insts.size(); ++S) {
      if (Marks.count({K, S})) {
        ir::Directive D;
        D.Name = ".serialize.data";
        D.Loc = Loc;
        Out.push_back(std::move(D));
      }
      Out.push_back(B.Insts[S]);
      unsigned SlotPos = (T.Slots[1] == ir::Unit::L && S == 1) ? 2 : unsigned(S);
      if (T.StopMask >> SlotPos & 1)
        Out.push_back(ir::Stop{Loc});
    }
    Out.push_back(ir::BundleEnd{Loc});
  }
  return Out;
}

/// Puts each instruction's `.loc` right before it in the rewritten bundles
/// (GNU as takes `.loc` inside braces), so the line table of the output
/// maps every moved instruction to its own source line.
/// Unwind directives (Region::Barriers) go the same way; one whose
/// instruction is not found is an error (its record would name another).
llvm::Error attachLineInfo(std::vector<ir::Stmt> &Bundles,
                           const std::vector<std::pair<const ir::Inst *, std::vector<ir::Stmt>>> &LineInfo) {
  if (LineInfo.empty())
    return llvm::Error::success();
  std::vector<bool> Used(LineInfo.size(), false);
  std::vector<const ir::Inst *> Srcs;
  for (const auto &L : LineInfo)
    Srcs.push_back(L.first);
  SourceInstIndex Index(Srcs);
  std::vector<ir::Stmt> Out;
  for (ir::Stmt &S : Bundles) {
    if (const auto *I = std::get_if<ir::Inst>(&S))
      if (auto K = Index.find(*I, [&](size_t K) { return !Used[K]; })) {
        Used[*K] = true;
        Out.insert(Out.end(), LineInfo[*K].second.begin(), LineInfo[*K].second.end());
      }
    Out.push_back(std::move(S));
  }
  // An instruction the schedule renamed or rewrote: its line info goes first.
  std::vector<ir::Stmt> Lost;
  for (size_t K = 0; K < LineInfo.size(); ++K)
    if (!Used[K])
      for (const ir::Stmt &S : LineInfo[K].second) {
        if (const auto *D = std::get_if<ir::Directive>(&S); D && attachesToNextInstruction(D->Name))
          return ir::makeError(D->Loc, "internal error: the instruction " + D->Name +
                                           " names was rewritten by the scheduler; nothing written");
        Lost.push_back(S);
      }
  Out.insert(Out.begin(), Lost.begin(), Lost.end());
  Bundles = std::move(Out);
  return llvm::Error::success();
}

/// Every barrier of `R` (unwind directives) keeps the instructions of
/// the source before it before it, and those after it after it, in the
/// slot order of the layout; empty when it does.
std::string barrierProblem(const Region &R, const LaidOutRegion &L) {
  if (R.Barriers.empty())
    return {};
  std::vector<unsigned> Order;
  for (const BundleOut &B : L.Layout)
    for (int Slot : B.Slot)
      if (Slot >= 0 && unsigned(Slot) < L.NumOriginal)
        Order.push_back(unsigned(Slot));
  for (unsigned B : R.Barriers) {
    size_t At = std::find(Order.begin(), Order.end(), B) - Order.begin();
    for (size_t K = 0; K < Order.size(); ++K)
      if (K != At && (K < At) != (Order[K] < B))
        return "an instruction crosses the unwind directive before instruction " + std::to_string(B);
  }
  return {};
}
} // namespace

namespace {
/// Code kept as written is still checked like the code scheduled: every
/// instruction must be one GNU as takes (`fma.s.s0 f8 = r11, f9, f10` in an
/// explicit bundle went through to the output, which gas then rejected).
llvm::Error checkEveryInstruction(const ir::Module &M) {
  isa::MatchOptions O;
  O.VirtualRegs = true;
  O.AnyImmediate = true;
  for (const ir::Section &Sec : M.Sections)
    for (const ir::Stmt &S : Sec.Stmts)
      if (const auto *I = std::get_if<ir::Inst>(&S))
        if (auto MI = isa::match(*I, O); !MI)
          return MI.takeError();
  return llvm::Error::success();
}
} // namespace

namespace {
/// What a region is to control speculation (Speculate.h): the code after a
/// check (its label is the recovery code's way back), recovery code, or
/// neither. The parts of a region split by checks are reported as one.
enum class SpecPart : uint8_t { None, Continues, Recovery };

SpecPart speculationPart(const ir::Module &M, const Region &R) {
  const auto &Stmts = M.Sections[R.Section].Stmts;
  for (size_t K = R.Begin; K-- > 0;) {
    if (const auto *L = std::get_if<ir::Label>(&Stmts[K])) {
      if (isSpeculationBackLabel(L->Name))
        return SpecPart::Continues;
      if (isSpeculationRecoveryLabel(L->Name))
        return SpecPart::Recovery;
      continue;
    }
    const auto *D = std::get_if<ir::Directive>(&Stmts[K]);
    if (!D || !isLineDirective(D->Name))
      break;
  }
  return SpecPart::None;
}

/// Stats per source region: a part after a check joins the part before it,
/// recovery code is not a region of the source.
std::vector<RegionStats> foldSpeculation(std::vector<RegionStats> Stats, const std::vector<SpecPart> &Part) {
  std::vector<RegionStats> Out;
  for (size_t K = 0; K < Stats.size(); ++K) {
    RegionStats &S = Stats[K];
    if (Part[K] == SpecPart::Recovery)
      continue;
    if (Part[K] != SpecPart::Continues || Out.empty()) {
      Out.push_back(std::move(S));
      continue;
    }
    RegionStats &P = Out.back();
    P.Instructions += S.Instructions;
    P.Bundles += S.Bundles;
    P.Nops += S.Nops;
    P.Groups += S.groupsInTotal();
    P.Cycles += S.cyclesInTotal();
    P.Bubbles += S.Bubbles;
    P.ScheduleLength += S.ScheduleLength;
    P.LowerBound += S.LowerBound;
    P.Optimal = P.Optimal && S.Optimal;
    P.SolveMs += S.SolveMs;
    P.InsertedSerializations += S.InsertedSerializations;
    P.RenamedValues += S.RenamedValues;
    P.DeadRegisters.insert(P.DeadRegisters.end(), S.DeadRegisters.begin(), S.DeadRegisters.end());
    P.SpeculatedLoads += S.SpeculatedLoads;
    P.AdvancedLoads += S.AdvancedLoads;
    P.SpeculatedRegisters.insert(P.SpeculatedRegisters.end(), S.SpeculatedRegisters.begin(),
                                 S.SpeculatedRegisters.end());
    P.SpeculationChecks.insert(P.SpeculationChecks.end(), S.SpeculationChecks.begin(), S.SpeculationChecks.end());
    if (P.Status.empty())
      P.Status = S.Status;
  }
  return Out;
}

/// Issue 17 item 5: an auto region entered in a group the code before it
/// left open (an explicit bundle without a final stop) whose first group
/// conflicts with it would get a stop before it (entryStop). Scheduled
/// again with the conflicting instructions released one cycle later, the
/// others may fill the open group instead; kept when that is predicted no
/// slower than the region alone, whose stop costs the open group's cycle
/// on top (so it saves at least that cycle), and entryStop is satisfied.
template <typename Rerun>
void fillOpenGroup(const ir::Module &M, Region &R, RegionResult &U, const std::vector<Region> &Regions,
                   const std::vector<bool> &Kept, Rerun rerun) {
  size_t K = size_t(&R - Regions.data());
  std::vector<bool> Rewritten(Regions.size(), false);
  for (size_t J = 0; J < K; ++J)
    Rewritten[J] = !Kept[J];
  if (!entryStop(M, Regions, Rewritten, K, U.Emitted))
    return;
  std::vector<int> Release = entryConflicts(M, Regions, Rewritten, K);
  if (Release.empty() || std::all_of(Release.begin(), Release.end(), [](int C) { return C > 0; }))
    return;
  R.EntryRelease = std::move(Release);
  RegionResult F = rerun();
  if (F.Problems.empty() && F.Stats.Cycles <= U.Stats.Cycles && !entryStop(M, Regions, Rewritten, K, F.Emitted)) {
    F.Stats.EntryStop = "fills the group open before it (no stop)"; // --stats, --json entry_stops
    U = std::move(F);
    return;
  }
  R.EntryRelease.clear();
}

llvm::Expected<std::vector<RegionStats>> scheduleRegions(ir::Module &M, const model::MachineModel &MM,
                                                         const SchedOptions &Requested) {
  // The pipeline text's choices (solver, time limit) become the options
  // every region runs with; a bad pipeline fails before any work.
  auto Applied = applyPipeline(Requested);
  if (!Applied)
    return Applied.takeError();
  const SchedOptions &Opts = *Applied;
  if (llvm::Error E = checkEveryInstruction(M))
    return std::move(E);
  auto Renamed = assignVRegs(M);
  if (!Renamed)
    return Renamed.takeError();
  markUnatBits(M);
  auto Regions = findRegions(M, MM, Opts.RescheduleExplicit);
  if (!Regions)
    return Regions.takeError();
  // Liveness for renaming, of the source before any region is renamed.
  std::optional<RenameContext> Rename;
  if (Opts.Rename != RenameMode::None)
    Rename.emplace(M, Opts.Rename);
  const RenameContext *RC = Rename ? &*Rename : nullptr;
  // Z3 is loaded here, when a Z3 scheduler is about to run, and a missing
  // module fails the command rather than quietly giving list schedules.
  // The error is located at the first region Z3 would schedule.
  auto FirstZ3 = std::find_if(Regions->begin(), Regions->end(), [](const Region &R) { return R.KeepReason.empty(); });
  if (Opts.Solver == SolverKind::Z3 && FirstZ3 != Regions->end())
    if (auto Z3 = z3HorizonSolver(); !Z3)
      return ir::makeError(std::get<ir::Inst>(M.Sections[FirstZ3->Section].Stmts[FirstZ3->Insts.front()]).Loc,
                           llvm::toString(Z3.takeError()));
  std::vector<RegionStats> Stats;
  std::vector<std::vector<EmittedBundle>> Results;
  std::vector<LaidOutRegion> Laid;
  std::vector<bool> Kept;
  SpanCache Spans; // one model for the whole run
  auto keep = [&](Region &R, RegionStats S, std::string Why) {
    undoRename(M, R); // as written means with its own registers
    S.RenamedValues = 0;
    S.DeadRegisters.clear();
    S.Name = R.Name;
    S.Procedure = R.Procedure;
    S.Instructions = unsigned(R.Insts.size());
    S.Explicit = S.Kept = true;
    S.Solver = "as written";
    S.Status = "kept as written: " + Why;
    Stats.push_back(std::move(S));
    Results.push_back({});
    Laid.push_back(LaidOutRegion{&R, {}, {}, {}, 0, false});
    Kept.push_back(true);
  };
  for (Region &R : *Regions) {
    if (!R.KeepReason.empty()) {
      keep(R, {}, R.KeepReason);
      continue;
    }
    RegionMemo Memo; // the runs below share the region's problem and bounds
    RegionResult U = runPipeline(R, M, MM, Opts, RC, Spans, &Memo);
    if (R.RenamedValues) {
      // Renaming is kept only where it pays: the same pipeline on the
      // source's registers, and the better prediction wins (a tie: the
      // source's). Fewer edges need not mean fewer cycles: the prediction's
      // address classes follow base registers (docs/scheduler.md).
      RenamedState Renamed = saveRename(M, R);
      undoRename(M, R);
      RegionResult N = runPipeline(R, M, MM, Opts, RC, Spans, &Memo);
      if (U.Problems.empty() && (!N.Problems.empty() || U.Stats.Cycles < N.Stats.Cycles))
        redoRename(M, R, Renamed);
      else
        U = std::move(N);
    }
    if (R.Explicit) {
      RegionResult W = runPipeline(R, M, MM, Opts, RC, Spans, &Memo, /*Written=*/true);
      if (std::string Why = keepWritten(R, U, W); !Why.empty()) {
        W.Stats.WrittenCycles = W.Stats.Cycles;
        keep(R, std::move(W.Stats), Why);
        continue;
      }
      U.Stats.Explicit = true;
      U.Stats.WrittenCycles = W.Stats.Cycles;
    }
    if (!U.Problems.empty() && Opts.Solver != SolverKind::InOrder) {
      // Never emit what the verifier rejects: fall back to source order.
      SchedOptions Safe = Opts;
      Safe.Solver = SolverKind::InOrder;
      RegionResult V = runPipeline(R, M, MM, Safe, RC, Spans, &Memo);
      V.Stats.Status = "verifier rejected the " + U.Stats.Solver + " schedule (" + U.Problems.front() +
                       "); source order used";
      U = std::move(V);
    }
    if (U.Problems.empty() && !R.Explicit && Opts.Solver != SolverKind::InOrder) {
      // Never predicted slower than the source's own order: the solvers
      // optimize their model, the prediction is the issue engine's, and
      // the bundles may cost what the model does not see. With side
      // exits, per path (each exit taken, the fall-through), weighted by
      // the exits' hints (RegionStats::Paths).
      SchedOptions Safe = Opts;
      Safe.Solver = SolverKind::InOrder;
      RegionResult V = runPipeline(R, M, MM, Safe, RC, Spans, &Memo);
      if (V.Problems.empty() && sourceOrderBetter(U.Stats, V.Stats)) {
        V.Stats.Status = "the " + U.Stats.Solver + " schedule was predicted " + pathText(U.Stats) +
                         ", source order " + pathText(V.Stats) + ": source order used";
        U = std::move(V);
      }
    }
    if (U.Problems.empty() && !R.Explicit)
      // No memo: the refill run's problem carries the entry releases.
      fillOpenGroup(M, R, U, *Regions, Kept, [&] { return runPipeline(R, M, MM, Opts, RC, Spans, nullptr); });
    if (!U.Problems.empty()) {
      const ir::Inst &First = std::get<ir::Inst>(M.Sections[R.Section].Stmts[R.Insts.front()]);
      return ir::makeError(First.Loc, "cannot schedule this region correctly: " + U.Problems.front());
    }
    U.Stats.Name = R.Name;
    U.Stats.Procedure = R.Procedure;
    Stats.push_back(U.Stats);
    Results.push_back(std::move(U.Emitted));
    Laid.push_back(std::move(U.Laid));
    Kept.push_back(false);
  }
  // Control speculation: checks, and the parts of split regions.
  std::vector<SpecPart> Part;
  for (size_t K = 0; K < Regions->size(); ++K) {
    const Region &R = (*Regions)[K];
    Part.push_back(speculationPart(M, R));
    for (size_t I : R.Insts)
      if (const auto &In = std::get<ir::Inst>(M.Sections[R.Section].Stmts[I]); isSpeculationCheck(In)) {
        ++Stats[K].SpeculatedLoads;
        Stats[K].AdvancedLoads += In.Mnemonic == "chk.a.clr";
        if (In.Mnemonic == "chk.s") // (an advanced load crosses no exit: its register is compared)
          Stats[K].SpeculatedRegisters.push_back(In.Ins[0].R.Num);
        Stats[K].SpeculationChecks.push_back(In.Ins[1].E->Name);
      }
  }
  // A region entered through a fall-through label may start inside the
  // previous region's last group (its final stop goes).
  std::vector<bool> Rewritten(Kept.size());
  for (size_t K = 0; K < Kept.size(); ++K)
    Rewritten[K] = !Kept[K];
  if (llvm::Error E = checkLabelOffsets(M, *Regions, Rewritten))
    return std::move(E);
  for (size_t K = 1; K < Laid.size(); ++K) {
    if (Kept[K - 1] || Kept[K])
      continue; // code as written keeps its stops
    Laid[K - 1].EntersOpenGroup = openGroupEnd(M, *Regions, Rewritten, K - 1).has_value();
    JoinDecision D = decideJoin(M, MM, Laid[K - 1], Laid[K]);
    if (!D.Join)
      continue;
    Laid[K - 1].Layout.back().Template &= uint8_t(~1u);
    Results[K - 1].back().Template &= uint8_t(~1u);
    Laid[K].JoinedPrevious = true;
    Stats[K].SharesPreviousGroup = true;
    Stats[K].JoinSavedCycles = D.CyclesWithStop - D.CyclesJoined;
  }
  // A region entered in a group the code before it left open.
  std::vector<std::optional<EntryStop>> Entry(Regions->size());
  for (size_t K = 0; K < Regions->size(); ++K)
    if (!Kept[K] && (Entry[K] = entryStop(M, *Regions, Rewritten, K, Results[K])))
      Stats[K].EntryStop = "stop before it (" + Entry[K]->Why + ")";
  // A write before a region that one of its uses must see serialized: the
  // srlz goes in a bundle of its own before the region, in a group of its
  // own (after the stop that ends what is open, before the region's first).
  std::vector<EntryNeeds> Needs = entryNeeds(M, *Regions, Rewritten, Results);

  std::vector<std::optional<EntrySerialize>> Serialize(Regions->size());
  for (size_t K = 0; K < Regions->size(); ++K) {
    Serialize[K] = std::move(Needs[K].Serialize);
    if (Kept[K] || (!Serialize[K] && !Needs[K].Stop))
      continue;
    if (Laid[K].JoinedPrevious) { // the previous region's last group ends, as scheduled
      Results[K - 1].back().Template |= 1;
      Laid[K].JoinedPrevious = Stats[K].SharesPreviousGroup = false;
      Stats[K].JoinSavedCycles = 0;
    }
    if (!Entry[K])
      if (auto At = openGroupEnd(M, *Regions, Rewritten, K)) {
        Entry[K] = EntryStop{*At, Serialize[K] ? "before the srlz" : *Needs[K].Stop};
        Stats[K].EntryStop = Serialize[K] ? "" : "stop before it (" + *Needs[K].Stop + ")"; // (no longer fills)
      }
    if (Serialize[K])
      Stats[K].EntryStop += std::string(Stats[K].EntryStop.empty() ? "" : "; ") +
                            (Serialize[K]->Instruction ? "srlz.i" : "srlz.d") + " before it (" + Serialize[K]->Why + ")";
  }
  // Where region instructions came from, for the whole-file check below.
  const RegionOrigins Origins(M, *Regions, Kept);
  // Rewrite: each region's statements are replaced (and entry stops put
  // in) by one pass over each section at the end, so the cost stays linear
  // in the file however many regions it has (issue 22: erasing and
  // inserting per region took 42 s for 8,000 regions).
  struct Edit {
    size_t From, End; // original statements [From, End) give way to Insert
    std::vector<ir::Stmt> Insert;
  };
  std::map<unsigned, std::vector<Edit>> Edits; // by section
  for (size_t K = 0; K < Regions->size(); ++K) {
    if (Kept[K])
      continue;
    const Region &R = (*Regions)[K];
    const auto &Stmts = M.Sections[R.Section].Stmts;
    // The entry stop is before the region, right after an instruction of
    // code kept as written (EntryGroup.cpp).
    if (Entry[K]) {
      size_t At = Entry[K]->AfterStmt;
      Edits[R.Section].push_back({At + 1, At + 1, {ir::Stop{std::get<ir::Inst>(Stmts[At]).Loc}}});
    }
    ir::SourceLoc Loc = std::get<ir::Inst>(Stmts[R.Insts.front()]).Loc;
    // The scheduler's own directives inside the region stay, before it;
    // `.loc` stays right before its instruction (attachLineInfo).
    std::vector<ir::Stmt> New, Trailing;
    std::vector<std::pair<const ir::Inst *, std::vector<ir::Stmt>>> LineInfo;
    std::vector<ir::Stmt> Waiting;
    for (size_t I = R.Begin; I < R.End; ++I) {
      const auto *D = std::get_if<ir::Directive>(&Stmts[I]);
      if (D && (isLineDirective(D->Name) || attachesToNextInstruction(D->Name)))
        Waiting.push_back(lineForSchedule(Stmts[I])); // with the next instruction (Region::Barriers)
      else if (D)
        New.push_back(Stmts[I]);
      else if (const auto *In = std::get_if<ir::Inst>(&Stmts[I]); In && !Waiting.empty() && !isFillerNop(*In))
        LineInfo.push_back({In, std::exchange(Waiting, {})});
    }
    std::vector<ir::Stmt> Bundles = bundleStatements(Results[K], Loc);
    if (llvm::Error E = attachLineInfo(Bundles, LineInfo))
      return std::move(E);
    for (const ir::Stmt &S : Waiting) // Region.cpp ends a region before such a directive
      if (const auto *D = std::get_if<ir::Directive>(&S); D && attachesToNextInstruction(D->Name))
        return ir::makeError(D->Loc, "internal error: " + D->Name + " names no instruction of the region; nothing written");
    Bundles.insert(Bundles.end(), Waiting.begin(), Waiting.end());
    // Directives that name the next instruction (`.save rp, r32`,
    // `.mem.offset`) right before the region go inside its first bundle,
    // right before that instruction (kept first by the dependence edges),
    // so that GNU as records its slot and not a nop's before it.
    size_t From = R.Begin;
    if (!R.PinnedBy.empty()) {
      while (From > 0 && std::holds_alternative<ir::Directive>(Stmts[From - 1]) &&
             namesNextInstruction(std::get<ir::Directive>(Stmts[From - 1]).Name))
        --From;
      const auto &First = std::get<ir::Inst>(Stmts[R.Insts.front()]);
      auto It = std::find_if(Bundles.begin(), Bundles.end(), [&](const ir::Stmt &S) {
        const auto *I = std::get_if<ir::Inst>(&S);
        return I && sameSourceInst(*I, First);
      });
      if (It == Bundles.end())
        From = R.Begin; // not found (never, see keepWritten): leave them where they are
      else
        Bundles.insert(It, Stmts.begin() + long(From), Stmts.begin() + long(R.Begin));
    }
    if (Serialize[K]) {
      ir::Inst Srlz;
      Srlz.Mnemonic = Serialize[K]->Instruction ? "srlz.i" : "srlz.d";
      Srlz.Loc = Loc;
      EmittedBundle SB{0x01, {Srlz, nopFor(ir::Unit::I), nopFor(ir::Unit::I)}}; // .mii, stop at the end
      std::vector<ir::Stmt> S = bundleStatements({SB}, Loc);
      New.insert(New.end(), S.begin(), S.end());
    }
    New.insert(New.end(), Bundles.begin(), Bundles.end());
    Edits[R.Section].push_back({From, R.End, std::move(New)});
  }
  for (auto &[Sec, List] : Edits) {
    // An entry stop at a region's first statement goes before the region.
    std::stable_sort(List.begin(), List.end(), [](const Edit &A, const Edit &B) {
      return A.From != B.From ? A.From < B.From : (A.End == A.From) > (B.End == B.From);
    });
    auto &Stmts = M.Sections[Sec].Stmts;
    std::vector<ir::Stmt> Out;
    Out.reserve(Stmts.size());
    size_t Cur = 0;
    for (Edit &E : List) {
      if (E.From < Cur)
        return ir::makeError(ir::SourceLoc{}, "internal error: two rewrites of section " + M.Sections[Sec].Name +
                                                  " overlap; nothing written. Please report this input.");
      std::move(Stmts.begin() + long(Cur), Stmts.begin() + long(E.From), std::back_inserter(Out));
      std::move(E.Insert.begin(), E.Insert.end(), std::back_inserter(Out));
      Cur = E.End;
    }
    std::move(Stmts.begin() + long(Cur), Stmts.end(), std::back_inserter(Out));
    Stmts = std::move(Out);
  }
  // The whole output against the dependency rules, as GNU as -xexplicit
  // checks it: scheduled code must never be part of a violation (code kept
  // as written may keep the source's own).
  for (const RegionViolation &RV : violationsInScheduledCode(M, Origins))
    return ir::makeError(RV.F.Later->Loc, "internal error: the scheduled output would break a dependency rule (" +
                                              isa::dv::describe(RV.F.V, RV.F.Later->Mnemonic) +
                                              "); nothing written. Please report this input.");
  return foldSpeculation(std::move(Stats), Part);
}

/// Every register the code moved above an exit writes, not only the
/// loads' (their address computation's too).
void addMovedRegisters(std::vector<RegionStats> &Stats, const SpeculationResult &R) {
  for (RegionStats &S : Stats)
    for (const std::string &Check : S.SpeculationChecks)
      if (auto It = R.Moved.find(Check); It != R.Moved.end())
        for (unsigned Reg : It->second)
          if (std::find(S.SpeculatedRegisters.begin(), S.SpeculatedRegisters.end(), Reg) == S.SpeculatedRegisters.end())
            S.SpeculatedRegisters.push_back(Reg);
}

/// Cycles per procedure (joins counted as `sched --json` does).
std::map<std::string, uint64_t> procedureCycles(const std::vector<RegionStats> &Stats) {
  std::map<std::string, uint64_t> C;
  for (const RegionStats &S : Stats)
    C[S.Procedure] += S.cyclesInTotal();
  return C;
}
} // namespace

llvm::Expected<std::vector<RegionStats>> scheduleModule(ir::Module &M, const model::MachineModel &MM,
                                                        const SchedOptions &Requested) {
  SchedOptions Opts = Requested;
  readAutoModeBundlesAsGas(M, Requested.SourceDefault); // the source as GNU as reads its bundles
  Opts.Rename = resolveRename(M, Requested.Rename);
  if (Opts.Speculate == SpeculateMode::None)
    return scheduleRegions(M, MM, Opts);
  // Control speculation pays only where the schedule gets shorter: the
  // module is scheduled with and without it, and each procedure keeps the
  // version predicted faster (a tie keeps the source's loads).
  auto speculated = [&](const std::set<std::string> *Only) -> llvm::Expected<std::pair<ir::Module, SpeculationResult>> {
    ir::Module S = M;
    if (auto V = assignVRegs(S); !V)
      return V.takeError();
    auto R = speculateLoads(S, MM, Opts, Only);
    if (!R)
      return R.takeError();
    return std::pair(std::move(S), std::move(*R));
  };
  auto Spec = speculated(nullptr);
  if (!Spec)
    return Spec.takeError();
  if (!Spec->second.Loads)
    return scheduleRegions(M, MM, Opts);
  ir::Module Plain = M;
  auto P = scheduleRegions(Plain, MM, Opts);
  if (!P)
    return P.takeError();
  // Never worse than without: a module the scheduler cannot do speculated
  // (an internal check failing) is done without speculation.
  auto keepPlain = [&]() -> llvm::Expected<std::vector<RegionStats>> {
    M = std::move(Plain);
    return std::move(*P);
  };
  auto S = scheduleRegions(Spec->first, MM, Opts);
  if (!S) {
    llvm::consumeError(S.takeError());
    return keepPlain();
  }
  std::map<std::string, uint64_t> CP = procedureCycles(*P), CS = procedureCycles(*S);
  std::set<std::string> Wins;
  for (const auto &[Proc, Loads] : Spec->second.PerProcedure)
    if (CS[Proc] < CP[Proc])
      Wins.insert(Proc);
  if (Wins.empty())
    return keepPlain();
  if (Wins.size() == Spec->second.PerProcedure.size()) {
    M = std::move(Spec->first);
    addMovedRegisters(*S, Spec->second);
    return S;
  }
  auto Mixed = speculated(&Wins);
  if (!Mixed)
    return Mixed.takeError();
  auto X = scheduleRegions(Mixed->first, MM, Opts);
  if (!X) {
    llvm::consumeError(X.takeError());
    return keepPlain();
  }
  M = std::move(Mixed->first);
  addMovedRegisters(*X, Mixed->second);
  return X;
}

} // namespace epic::sched
