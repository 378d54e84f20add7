#include "scheduler/Z3Scheduler.h"
#include "scheduler/ListScheduler.h"
#include "scheduler/LowerBound.h"
#include "scheduler/ScheduleCheck.h"
#include <algorithm>
#include <bit>
#include <chrono>
#include <optional>
#include <z3++.h>

namespace epic::sched {

namespace {
enum class Outcome { Sat, Unsat, Unknown };

/// One horizon: is there a schedule of at most T cycles?
class HorizonModel {
public:
  using Clock = std::chrono::steady_clock;
  /// `Deadline` (may be empty): per node, the latest cycle it may issue at.
  HorizonModel(const Problem &P, const GroupCapacity &Cap, int T, const std::vector<int> &Deadline)
      : P(P), Cap(Cap), T(T), Est(earliestCycles(P)), Tail(tailLengths(P)), Deadline(Deadline) {}

  /// `Units`: the Z3 resource budget for this horizon; `Used` gets what it took.
  Outcome solve(double TimeoutMs, double Units, double &Used, Schedule &Out) {
    size_t N = P.Nodes.size();
    for (size_t I = 0; I < N; ++I)
      if (Est[I] > last(I))
        return Outcome::Unsat;
    auto Deadline = Clock::now() + std::chrono::microseconds(long(TimeoutMs * 1000));
    // Building the model of a very large region can itself exceed the budget.
    if (!declare(Deadline) || !addEdges(Deadline) || !addCycles(Deadline) || !addStalls(Deadline))
      return Outcome::Unknown;
    double Left = std::chrono::duration<double, std::milli>(Deadline - Clock::now()).count();
    if (Left < 1)
      return Outcome::Unknown;
    z3::params Params(Ctx);
    Params.set("timeout", unsigned(Left));
    Params.set("rlimit", unsigned(std::min(Units, 4.0e9)));
    S.set(Params);
    z3::check_result Res = S.check();
    z3::stats St = S.statistics();
    for (unsigned K = 0; K < St.size(); ++K)
      if (St.key(K) == "rlimit count")
        Used = St.is_uint(K) ? double(St.uint_value(K)) : St.double_value(K);
    switch (Res) {
    case z3::unsat: return Outcome::Unsat;
    case z3::unknown: return Outcome::Unknown;
    case z3::sat: break;
    }
    z3::model M = S.get_model();
    Out.Cycle.assign(N, 0);
    for (size_t I = 0; I < N; ++I)
      for (int C = Est[I]; C <= last(I); ++C)
        if (M.eval(y(I, C), true).is_true()) {
          Out.Cycle[I] = C;
          break;
        }
    Out.buildGroups(P);
    return Outcome::Sat;
  }

private:
  int last(size_t I) const {
    int L = T - Tail[I];
    return Deadline.empty() ? L : std::min(L, Deadline[I]);
  }

  // y(i, c): node i issues at cycle c or earlier (order encoding).
  z3::expr y(size_t I, int C) {
    if (C < Est[I]) return Ctx.bool_val(false);
    if (C >= last(I)) return Ctx.bool_val(true);
    return Y[I][size_t(C - Est[I])];
  }
  z3::expr x(size_t I, int C) { return y(I, C) && !y(I, C - 1); }

  bool declare(Clock::time_point Deadline) {
    for (size_t I = 0; I < P.Nodes.size(); ++I) {
      if (Clock::now() > Deadline)
        return false;
      std::vector<z3::expr> Row;
      for (int C = Est[I]; C < last(I); ++C)
        Row.push_back(Ctx.bool_const(("y" + std::to_string(I) + "_" + std::to_string(C)).c_str()));
      Y.push_back(Row);
      for (int C = Est[I]; C + 1 < last(I); ++C)
        S.add(z3::implies(y(I, C), y(I, C + 1)));
    }
    return true;
  }

  bool addEdges(Clock::time_point Deadline) {
    for (const Edge &E : P.Edges) {
      if (Clock::now() > Deadline)
        return false;
      int D = Problem::distance(E);
      for (int C = Est[E.To]; C <= last(E.To); ++C)
        S.add(z3::implies(y(E.To, C), y(E.From, C - D)));
    }
    return true;
  }

  bool addCycles(Clock::time_point Deadline) {
    size_t N = P.Nodes.size();
    for (int C = 0; C < T; ++C) {
      if (Clock::now() > Deadline)
        return false;
      std::vector<size_t> Members;
      for (size_t I = 0; I < N; ++I)
        if (Est[I] <= C && C <= last(I))
          Members.push_back(I);
      if (Members.empty()) {
        SplitPrev.reset(); // nothing issues here: no group follows a split here
        continue;
      }
      auto collect = [&](auto Pred) {
        z3::expr_vector V(Ctx);
        for (size_t I : Members)
          if (Pred(I)) V.push_back(x(I, C));
        return V;
      };
      auto atMost = [&](const z3::expr_vector &V, int K) -> std::optional<z3::expr> {
        if (int(V.size()) <= K) return std::nullopt;
        return z3::atmost(V, unsigned(std::max(K, 0)));
      };
      if (auto E = atMost(collect([](size_t) { return true; }), int(P.IssueWidth))) S.add(*E);
      for (uint32_t Set : Cap.hallSets())
        if (auto E = atMost(collect([&](size_t I) { return (P.Nodes[I].PortMask & ~Set) == 0; }),
                            std::popcount(Set)))
          S.add(*E);
      addSlotOffers(C, Members);
      addSplitRules(C, Members);
      addSplitTail(C, Members);
    }
    return true;
  }

  // Unconditional stalls between nodes without an edge (edges already carry
  // them, normalizeStallEdges): nothing issues in the bubbles after a
  // stalling node, i.e. j <= c or j > c + bubbles; a draining node at c
  // waits for every node of an earlier cycle to complete, i.e. j >= c or
  // j <= c - completion(j).
  bool addStalls(Clock::time_point Deadline) {
    size_t N = P.Nodes.size();
    for (size_t I = 0; I < N; ++I) {
      const Node &NI = P.Nodes[I];
      if (!NI.StallAfter && !NI.Drains)
        continue;
      for (int C = Est[I]; C <= last(I); ++C) {
        if (Clock::now() > Deadline)
          return false;
        z3::expr XI = x(I, C);
        for (size_t J = 0; J < N; ++J) {
          if (J == I)
            continue;
          if (NI.StallAfter)
            S.add(z3::implies(XI, y(J, C) || !y(J, C + int(NI.StallAfter))));
          if (NI.Drains && P.Nodes[J].Completion > 1 &&
              std::find(NI.DrainExempt.begin(), NI.DrainExempt.end(), J) == NI.DrainExempt.end())
            S.add(z3::implies(XI, !y(J, C - 1) || y(J, C - P.Nodes[J].Completion)));
        }
      }
    }
    return true;
  }

  void addSlotOffers(int C, const std::vector<size_t> &Members) {
    if (auto Fit = offersFit(C, Members, Cap.offers(), 0))
      S.add(*Fit);
  }

  /// "The nodes of cycle C fit one of `Offers`", with `ExtraM` M slots
  /// more in each (the split-after node the caller accounts for); nullopt
  /// when some offer holds whatever may share the cycle.
  std::optional<z3::expr> offersFit(int C, const std::vector<size_t> &Members,
                                    const std::vector<SlotOffer> &Offers, int ExtraM) {
    auto ofKind = [&](std::initializer_list<SlotKind> Ks) {
      z3::expr_vector V(Ctx);
      for (size_t I : Members)
        for (SlotKind K : Ks)
          if (P.Nodes[I].Kind == K) V.push_back(x(I, C));
      return V;
    };
    z3::expr_vector M = ofKind({SlotKind::M}), I = ofKind({SlotKind::I}),
                    F = ofKind({SlotKind::F}), B = ofKind({SlotKind::B}),
                    L = ofKind({SlotKind::L}), MIA = ofKind({SlotKind::M, SlotKind::I, SlotKind::A});
    z3::expr_vector Choices(Ctx);
    for (const SlotOffer &O : Offers) {
      z3::expr_vector Conds(Ctx);
      auto limit = [&](const z3::expr_vector &V, int K) {
        if (int(V.size()) > K) Conds.push_back(z3::atmost(V, unsigned(std::max(K, 0))));
      };
      limit(M, O.Slots[0] + ExtraM);
      limit(I, O.Slots[1]);
      limit(F, O.Slots[2]);
      limit(B, O.Slots[3]);
      limit(L, O.Slots[4]);
      limit(MIA, O.Slots[0] + O.Slots[1] + ExtraM);
      if (Conds.empty())
        return std::nullopt; // this offer always fits: nothing to constrain
      Choices.push_back(z3::mk_and(Conds));
    }
    return z3::mk_or(Choices);
  }

  // Edges are normalized (normalizeSplitEdges), so no zero-distance edge
  // leaves a split-after node or enters a split-before one: what remains is
  // that two such nodes, or a node that is both, cannot share a group.
  void addSplitRules(int C, const std::vector<size_t> &Members) {
    for (size_t K = 0; K < Members.size(); ++K) {
      const Node &NU = P.Nodes[Members[K]];
      if (!NU.SoleInGroupAfter && !NU.SoleInGroupBefore)
        continue;
      for (size_t J = 0; J < Members.size(); ++J) {
        const Node &NV = P.Nodes[Members[J]];
        if (J == K || (J < K && (NV.SoleInGroupAfter || NV.SoleInGroupBefore)))
          continue; // each unordered pair of split nodes once
        bool Clash = (NU.SoleInGroupAfter && NU.SoleInGroupBefore) ||
                     (NU.SoleInGroupAfter && NV.SoleInGroupAfter) ||
                     (NU.SoleInGroupBefore && NV.SoleInGroupBefore);
        if (Clash)
          S.add(!(x(Members[K], C) && x(Members[J], C)));
      }
    }
  }

  // A split-after M-unit node X leaves room for one bundle besides it
  // (GroupCapacity::singleBundleOffers): the others of its cycle fit there,
  // i.e. the cycle's counts with one M slot more. X then opens an M;MI
  // bundle whose rest (an M and an I slot) and one more bundle hold the
  // next cycle (SplitFollowerSlots, SplitFollowerMSlots). One
  // indicator per cycle ("a split-after M node issues here"), so the
  // encoding stays linear in the cycles (1000-node regions).
  void addSplitTail(int C, const std::vector<size_t> &Members) {
    z3::expr_vector Here(Ctx);
    for (size_t X : Members)
      if (splitsAfterM(P.Nodes[X]))
        Here.push_back(x(X, C));
    if (SplitPrev) {
      z3::expr_vector All(Ctx), Ms(Ctx);
      for (size_t J : Members) {
        All.push_back(x(J, C));
        if (P.Nodes[J].Kind == SlotKind::M) Ms.push_back(x(J, C));
      }
      if (All.size() > SplitFollowerSlots) S.add(z3::implies(*SplitPrev, z3::atmost(All, SplitFollowerSlots)));
      if (Ms.size() > SplitFollowerMSlots) S.add(z3::implies(*SplitPrev, z3::atmost(Ms, SplitFollowerMSlots)));
    }
    SplitPrev.reset();
    if (Here.empty())
      return;
    z3::expr Split = z3::mk_or(Here);
    SplitPrev = Split;
    if (auto Fit = offersFit(C, Members, GroupCapacity::singleBundleOffers(), 1)) // X itself
      S.add(z3::implies(Split, *Fit));
  }

  std::optional<z3::expr> SplitPrev; // the previous cycle's split indicator (addSplitTail)
  const Problem &P;
  const GroupCapacity &Cap;
  int T;
  z3::context Ctx;
  z3::solver S{Ctx};
  std::vector<int> Est, Tail, Deadline;
  std::vector<std::vector<z3::expr>> Y;
};
} // namespace

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
    Schedule Cand;
    HorizonModel Model(P, Cap, T, Deadline);
    double Used = 0;
    Outcome O = Model.solve(Left, B.Units, Used, Cand);
    B.Units -= Used;
    if (O == Outcome::Unknown) {
      R.Status = "time limit";
      return;
    }
    if (O == Outcome::Unsat) {
      R.LowerBound = T + 1;
      continue;
    }
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
