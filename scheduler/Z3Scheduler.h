// Optimal scheduling with Z3: for a horizon T, a SAT model (order encoding
// of each node's cycle, pseudo-boolean capacity per cycle) is solved for
// T = lower bound, lower bound + 1, ... below the list schedule's length.
// The first satisfiable T is optimal, because every smaller T was proven
// unsatisfiable (or is below the lower bound). The model is described in
// docs/scheduler.md.
#pragma once
#include "scheduler/GroupCapacity.h"
#include "scheduler/Problem.h"
#include <string>

namespace epic::sched {

/// Node-cycles (nodes x list-schedule length) of a horizon model one second
/// of --time-limit may build; a larger region keeps its list schedule.
/// Measured: a 1000-node random region (about 250 cycles) took over 4 s to
/// encode on this project's 2-core machine.
constexpr double ModelCellsPerSecond = 50000;

struct SolveOptions {
  double TimeLimitSec = 10.0; // for the whole region
};

/// Z3 resource units (its deterministic `rlimit` counter) granted per second
/// of time limit: about one CPU second of this project's 2-core CI machine
/// (measured: break_syscall's proof, 2.0 M units in 1.0 s of CPU time). The
/// solver stops on this budget, so the same input gives the same schedule
/// on a loaded or a fast machine; the wall clock (4x the limit) is only a
/// backstop for a machine far slower than that.
inline constexpr double Z3UnitsPerSecond = 2.0e6;

struct SolveResult {
  Schedule Best;          // always valid (the list schedule when nothing better is found)
  int LowerBound = 0;     // the best proven bound (raised by every unsatisfiable horizon)
  int ListLength = 0;
  // With a taken exit (Problem::TakenExit): the objective is lexicographic,
  // taken-path cycles first; LowerBound is then the bound on length among
  // schedules with Best's taken-path cycles.
  int TakenCycles = 0, TakenLowerBound = 0;
  bool Optimal = false;   // Best.length() == LowerBound (and TakenCycles == TakenLowerBound)
  bool UsedZ3 = false;    // Z3 found Best (otherwise it is the list schedule)
  double SolveMs = 0;
  std::string Status;     // "bound met by list", "proven", "time limit", ...
};

SolveResult solveOptimal(const Problem &P, const GroupCapacity &Cap, const SolveOptions &Opts);

} // namespace epic::sched
