// A lower bound on the cycles of any valid schedule: critical path, issue
// width, per-port-set capacity (Hall), slot kinds, split-issue nodes.
#pragma once
#include "scheduler/GroupCapacity.h"
#include "scheduler/Problem.h"
#include <string>
#include <vector>

namespace epic::sched {

int lowerBound(const Problem &P, const GroupCapacity &Cap);

/// Why no schedule of P is shorter than lowerBound(P, Cap): the term that
/// gives the bound ("critical path: ...", "M slots: ...") and the nodes of
/// one longest dependence chain (drawn by `sched --explain`).
struct BoundReason {
  int Bound = 0;
  std::string Why;
  std::vector<unsigned> Chain;
};
BoundReason explainLowerBound(const Problem &P, const GroupCapacity &Cap);

/// A lower bound on takenCycles() of any valid schedule: lowerBound() of the
/// sub-problem of the taken exit and its ancestors. 0 without a taken exit.
int takenLowerBound(const Problem &P, const GroupCapacity &Cap);

/// Interval (energetic) test for a horizon of T cycles: with each node's
/// window [earliest, T - tail], some set of nodes that must all issue inside
/// an interval needs more ports or slots than the interval has. True means
/// no schedule of T cycles exists.
bool horizonInfeasible(const Problem &P, const GroupCapacity &Cap, int T);

/// The interval test for one class of `Nodes` (indices into Est and Lst,
/// their windows, Lst >= Est) of which a cycle takes at most PerCycle: true
/// when some interval [A, B] must hold more of them than it can, i.e. more
/// than PerCycle * (B - A + 1) have Est >= A and Lst <= B. O(n log n).
bool intervalOverloaded(const std::vector<int> &Est, const std::vector<int> &Lst, std::vector<unsigned> Nodes,
                        int PerCycle);

} // namespace epic::sched
