#include "scheduler/Z3Scheduler.h"
#include "scheduler/ListScheduler.h"
#include "scheduler/LowerBound.h"
#include "scheduler/ScheduleCheck.h"
#include "scheduler/Z3Horizon.h"
#include "scheduler/Z3Module.h"
#include <algorithm>
#include <chrono>

namespace epic::sched {

namespace {
using Clock = std::chrono::steady_clock;

/// The time and Z3 units one solveOptimal call may still spend.
struct Budget {
  Clock::time_point Start = Clock::now();
  double LimitSec = 0, Units = 0;
  double elapsedMs() const { return std::chrono::duration<double, std::milli>(Clock::now() - Start).count(); }
  double leftMs() const { return 4 * LimitSec * 1000.0 - elapsedMs(); } // wall clock: a backstop only
};

/// Horizons T = R.LowerBound, ... below `Upper`: the first satisfiable one
/// (every node within its `Deadline`, if given) replaces R.Best. Every
/// unsatisfiable horizon raises R.LowerBound.
void searchHorizons(const Problem &P, const GroupCapacity &Cap, Budget &B, const std::vector<int> &Deadline,
                    int Upper, SolveResult &R) {
  for (int T = R.LowerBound; T < Upper; ++T) {
    if (horizonInfeasible(P, Cap, T)) {
      R.LowerBound = T + 1; // capacity over some interval rules T out (deadlines only tighten it)
      continue;
    }
    double Left = B.leftMs();
    if (Left <= 1 || B.Units < 1) {
      R.Status = "time limit";
      return;
    }
    HorizonQuery Q;
    Q.P = &P;
    Q.T = T;
    Q.Est = earliestCycles(P);
    std::vector<int> Tail = tailLengths(P);
    for (size_t I = 0; I < P.Nodes.size(); ++I)
      Q.Last.push_back(Deadline.empty() ? T - Tail[I] : std::min(T - Tail[I], Deadline[I]));
    Q.HallSets = Cap.hallSets();
    Q.Offers = Cap.offers();
    Q.SingleBundleOffers = GroupCapacity::singleBundleOffers();
    Q.TimeoutMs = Left;
    Q.Units = B.Units;
    HorizonAnswer A;
    if (auto Solver = z3HorizonSolver())
      (*Solver)(&Q, &A);
    else
      A.Error = llvm::toString(Solver.takeError());
    B.Units -= A.UsedUnits;
    if (A.Outcome == HorizonOutcome::Failed) {
      R.Status = "Z3 failed: " + A.Error; // the list schedule stays
      return;
    }
    if (A.Outcome == HorizonOutcome::Unknown) {
      R.Status = "time limit";
      return;
    }
    if (A.Outcome == HorizonOutcome::Unsat) {
      R.LowerBound = T + 1;
      continue;
    }
    Schedule Cand;
    Cand.Cycle = std::move(A.Cycle);
    Cand.buildGroups(P);
    if (std::string Err = checkSchedule(P, Cap, Cand); !Err.empty()) {
      // Never happens when the model matches the checker; keep the list answer.
      R.Status = "model error: " + Err;
      return;
    }
    R.Best = std::move(Cand);
    R.UsedZ3 = true;
    R.LowerBound = T;
    return;
  }
}

/// With a likely side exit: first the fewest cycles of the path taking it
/// (the exit's sub-problem solved on its own, half the budget), then the
/// fewest cycles of the region with the exit's ancestors held to that.
SolveResult solveTaken(const Problem &P, const GroupCapacity &Cap, const SolveOptions &Opts) {
  Budget B{Clock::now(), Opts.TimeLimitSec, 0};
  SolveResult R;
  R.LowerBound = lowerBound(P, Cap);
  R.Best = bestListSchedule(P, Cap, R.LowerBound);
  R.ListLength = R.Best.length();
  int ListTaken = takenCycles(P, R.Best);

  auto Anc = ancestorsOf(P, unsigned(P.TakenExit));
  Problem Sub = subProblem(P, Anc);
  GroupCapacity SubCap(Sub, Cap);
  SolveResult SR = solveOptimal(Sub, SubCap, {Opts.TimeLimitSec / 2});
  R.TakenLowerBound = SR.LowerBound;
  int K = std::min(ListTaken, SR.Best.length());

  B.Start = Clock::now();
  B.LimitSec = Opts.TimeLimitSec / 2;
  B.Units = B.LimitSec * Z3UnitsPerSecond;
  std::vector<int> Deadline(P.Nodes.size(), 1 << 28);
  for (unsigned N : Anc)
    Deadline[N] = K - 1 - int(P.Nodes[N].StallAfter);
  R.Status = "proven";
  if (ListTaken <= K) {
    // The list schedule already meets K: look for a shorter one.
    if (R.ListLength > R.LowerBound)
      searchHorizons(P, Cap, B, Deadline, R.ListLength, R);
  } else {
    // Z3's taken path is shorter than the list's: some horizon fits it
    // (the prefix as solved, the rest after); search up to a generous cap.
    int Lb = R.LowerBound;
    searchHorizons(P, Cap, B, Deadline, R.ListLength + ListTaken + 16, R);
    if (!R.UsedZ3) {
      R.LowerBound = Lb; // the bounds above were for the tighter taken path
      if (R.Status == "proven")
        R.Status = "no schedule found for the shorter taken path";
    }
  }
  R.TakenCycles = takenCycles(P, R.Best);
  if (R.TakenCycles > R.TakenLowerBound && SR.Status != "proven" && SR.Status != "bound met by list")
    R.Status = "taken path: " + SR.Status + "; " + R.Status;
  R.Optimal = R.TakenCycles <= R.TakenLowerBound && R.Best.length() <= R.LowerBound;
  R.SolveMs = B.elapsedMs() + SR.SolveMs;
  return R;
}
} // namespace

SolveResult solveOptimal(const Problem &Input, const GroupCapacity &Cap, const SolveOptions &Opts) {
  Problem P = Input;
  normalizeSplitEdges(P);
  normalizeStallEdges(P);
  if (P.TakenExit >= 0)
    return solveTaken(P, Cap, Opts);
  Budget B{Clock::now(), Opts.TimeLimitSec, Opts.TimeLimitSec * Z3UnitsPerSecond}; // deterministic, see the header
  SolveResult R;
  R.LowerBound = lowerBound(P, Cap);
  R.Best = bestListSchedule(P, Cap, R.LowerBound);
  R.ListLength = R.Best.length();
  if (R.ListLength <= R.LowerBound) {
    R.Optimal = true;
    R.Status = "bound met by list";
    R.SolveMs = B.elapsedMs();
    return R;
  }
  // Building a horizon's model takes time Z3's resource counter does not
  // see (about 60 thousand node-cycles per second here). A region whose
  // model would not be built within the limit keeps the list schedule at
  // once: deterministic (a size rule, not a clock), and within the limit.
  if (double(P.Nodes.size()) * R.ListLength > ModelCellsPerSecond * Opts.TimeLimitSec) {
    R.Status = "model too large for the time limit: list schedule";
    R.SolveMs = B.elapsedMs();
    return R;
  }
  R.Status = "proven";
  searchHorizons(P, Cap, B, {}, R.ListLength, R);
  R.Optimal = R.Best.length() <= R.LowerBound;
  R.SolveMs = B.elapsedMs();
  return R;
}

} // namespace epic::sched
