// The Z3 model of one horizon (Z3Horizon.h): the order encoding of each
// node's cycle, pseudo-boolean capacity per cycle, split-issue and stall
// rules (docs/scheduler.md). Built into the module epicsched-z3.so that
// the scheduler loads when it first needs Z3, and into the packaged
// libraries.
#include "scheduler/Z3Horizon.h"
#include <algorithm>
#include <bit>
#include <chrono>
#include <optional>
#include <z3++.h>

using namespace epic::sched;

namespace {
/// One horizon: is there a schedule of at most T cycles?
class HorizonModel {
public:
  using Clock = std::chrono::steady_clock;
  explicit HorizonModel(const HorizonQuery &Q) : Q(Q), P(*Q.P), Est(Q.Est) {}

  void solve(HorizonAnswer &A) {
    size_t N = P.Nodes.size();
    A.Outcome = HorizonOutcome::Unsat;
    for (size_t I = 0; I < N; ++I)
      if (Est[I] > last(I))
        return;
    A.Outcome = HorizonOutcome::Unknown;
    auto Deadline = Clock::now() + std::chrono::microseconds(long(Q.TimeoutMs * 1000));
    // Building the model of a very large region can itself exceed the budget.
    if (!declare(Deadline) || !addEdges(Deadline) || !addAvoids(Deadline) || !addCycles(Deadline) ||
        !addStalls(Deadline))
      return;
    double Left = std::chrono::duration<double, std::milli>(Deadline - Clock::now()).count();
    if (Left < 1)
      return;
    z3::params Params(Ctx);
    Params.set("timeout", unsigned(Left));
    Params.set("rlimit", unsigned(std::min(Q.Units, 4.0e9)));
    S.set(Params);
    z3::check_result Res = S.check();
    z3::stats St = S.statistics();
    for (unsigned K = 0; K < St.size(); ++K)
      if (St.key(K) == "rlimit count")
        A.UsedUnits = St.is_uint(K) ? double(St.uint_value(K)) : St.double_value(K);
    switch (Res) {
    case z3::unsat: A.Outcome = HorizonOutcome::Unsat; return;
    case z3::unknown: return;
    case z3::sat: break;
    }
    z3::model M = S.get_model();
    A.Cycle.assign(N, 0);
    for (size_t I = 0; I < N; ++I)
      for (int C = Est[I]; C <= last(I); ++C)
        if (M.eval(y(I, C), true).is_true()) {
          A.Cycle[I] = C;
          break;
        }
    A.Outcome = HorizonOutcome::Sat;
  }

private:
  int last(size_t I) const { return Q.Last[I]; }

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

  // A distance the hardware punishes (Problem::Avoids): never both
  // x(from, c) and x(to, c + d).
  bool addAvoids(Clock::time_point Deadline) {
    for (const Avoid &A : P.Avoids) {
      if (Clock::now() > Deadline)
        return false;
      for (int C = Est[A.From]; C <= last(A.From); ++C)
        if (C + A.Distance >= Est[A.To] && C + A.Distance <= last(A.To))
          S.add(!(x(A.From, C) && x(A.To, C + A.Distance)));
    }
    return true;
  }

  bool addCycles(Clock::time_point Deadline) {
    size_t N = P.Nodes.size();
    for (int C = 0; C < Q.T; ++C) {
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
      for (uint32_t Set : Q.HallSets)
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
          if (NI.Drains && P.Nodes[J].Completion > 1 && !drainExempt(P.Nodes, unsigned(I), unsigned(J)))
            S.add(z3::implies(XI, !y(J, C - 1) || y(J, C - P.Nodes[J].Completion)));
        }
      }
    }
    return true;
  }

  void addSlotOffers(int C, const std::vector<size_t> &Members) {
    if (auto Fit = offersFit(C, Members, Q.Offers, 0))
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
    if (auto Fit = offersFit(C, Members, Q.SingleBundleOffers, 1)) // X itself
      S.add(z3::implies(Split, *Fit));
  }

  const HorizonQuery &Q;
  const Problem &P;
  const std::vector<int> &Est;
  z3::context Ctx; // declared before every expression, so destroyed after them
  z3::solver S{Ctx};
  std::optional<z3::expr> SplitPrev; // the previous cycle's split indicator (addSplitTail)
  std::vector<std::vector<z3::expr>> Y;
};
} // namespace

extern "C" void epic_z3_solve_horizon(const HorizonQuery *Q, HorizonAnswer *A) {
  *A = HorizonAnswer{};
  try {
    HorizonModel(*Q).solve(*A);
  } catch (const z3::exception &E) {
    A->Outcome = HorizonOutcome::Failed;
    A->Error = E.msg();
  } catch (const std::exception &E) {
    A->Outcome = HorizonOutcome::Failed;
    A->Error = E.what();
  }
}

extern "C" unsigned epic_z3_horizon_abi() { return HorizonAbiVersion; }
