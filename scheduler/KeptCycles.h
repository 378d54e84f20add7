// Empty schedule cycles the hardware must keep. A schedule is a cycle per
// node, but the in-order core issues a group as soon as its operands and the
// pairwise rules allow: an empty cycle that no latency explains closes up at
// run time. For latencies that is harmless (a group issuing early breaks no
// `at least` edge), but a Problem::Avoids distance is exact ("not 5 cycles
// after mov rr[]="), so a gap that closes up can move a load onto it (paper
// S5.3.3's DCU recirculation: 5 bubbles). Where the issue engine, run on the
// bundled schedule, finds that, one empty cycle between the two nodes is
// kept (the bundler fills it with a group of nops), or one is made.
#pragma once
#include "scheduler/Problem.h"
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

namespace epic::sched {

/// What the issue engine found for a bundled schedule: its predicted cycles,
/// and the first Avoid pair it issued at the avoided distance (From, To).
struct AvoidRun {
  uint64_t Cycles = 0;
  std::optional<std::pair<unsigned, unsigned>> Hit;
};

/// Keeps (or makes) empty cycles until the engine issues no Avoid pair at its
/// distance, a bounded number of rounds; returns the schedule with the fewest
/// predicted cycles among those tried (the input when keeping does not pay).
Schedule keepAvoidedCycles(const Problem &P, Schedule S, const std::function<AvoidRun(const Schedule &)> &Run);

/// One round: keeps the latest empty, not yet kept cycle strictly between
/// From's and To's cycles; without one, opens a kept cycle right before To's
/// (every node from there on one cycle later). Exposed for the unit tests.
void keepCycleBetween(const Problem &P, Schedule &S, unsigned From, unsigned To);

} // namespace epic::sched
