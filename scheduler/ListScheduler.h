// Cycle-by-cycle list scheduling with critical-path priority: the baseline,
// the Z3 model's warm start and its fallback. Also the in-order packer that
// keeps source order (what GNU as -xauto does: bundle as written, stop where
// a dependence needs one).
#pragma once
#include "scheduler/GroupCapacity.h"
#include "scheduler/Problem.h"

namespace epic::sched {

/// Critical-path priority (longest tail first).
Schedule listSchedule(const Problem &P, const GroupCapacity &Cap);
/// The same with an explicit priority: lower key issues first.
Schedule listSchedule(const Problem &P, const GroupCapacity &Cap, const std::vector<long> &Key);
/// Several priorities (critical path; latest start against horizon `T`;
/// seeded perturbations of both): the shortest result. Deterministic.
Schedule bestListSchedule(const Problem &P, const GroupCapacity &Cap, int T, unsigned Tries = 8);
Schedule inOrderSchedule(const Problem &P, const GroupCapacity &Cap);

} // namespace epic::sched
