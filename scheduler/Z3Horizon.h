// The one question the Z3 scheduler asks Z3: is there a schedule of at
// most T cycles (with each node inside its window)? Plain data in and out,
// so that the code that talks to Z3 (Z3Horizon.cpp) can live in a module
// loaded only when a Z3 scheduler runs (epicsched-z3.so, Z3Module.cpp):
// libz3 costs about 10 ms and 20 MB to load, several times GNU as's whole
// run on a small file. The packaged libraries link it in instead (api/).
#pragma once
#include "scheduler/GroupCapacity.h"
#include "scheduler/Problem.h"
#include <string>
#include <vector>

namespace epic::sched {

struct HorizonQuery {
  const Problem *P = nullptr; // normalized (normalizeSplitEdges, normalizeStallEdges)
  int T = 0;                  // the horizon: cycles 0 .. T-1
  std::vector<int> Est, Last; // per node: the earliest and latest cycle it may issue at
  std::vector<uint32_t> HallSets;
  std::vector<SlotOffer> Offers, SingleBundleOffers; // GroupCapacity's
  double TimeoutMs = 0;       // wall clock, model building included
  double Units = 0;           // Z3's deterministic resource budget (rlimit)
};

enum class HorizonOutcome { Sat, Unsat, Unknown, Failed };

struct HorizonAnswer {
  HorizonOutcome Outcome = HorizonOutcome::Failed;
  double UsedUnits = 0;
  std::vector<int> Cycle; // Sat: the issue cycle of every node
  std::string Error;      // Failed: what Z3 reported
};

/// The entry point of Z3Horizon.cpp (C linkage: the module exports it by
/// this name). Never throws.
using HorizonSolverFn = void (*)(const HorizonQuery *, HorizonAnswer *);

/// Bumped when HorizonQuery/HorizonAnswer change, so that a module built
/// from other sources is refused instead of misread.
inline constexpr unsigned HorizonAbiVersion = 2; // 2: Problem::Avoids

} // namespace epic::sched

extern "C" {
void epic_z3_solve_horizon(const epic::sched::HorizonQuery *Q, epic::sched::HorizonAnswer *A);
unsigned epic_z3_horizon_abi();
}
