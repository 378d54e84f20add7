// Independent check of an abstract schedule: every edge's distance, the
// order of same-cycle edges, split-issue placement and per-cycle capacity.
#pragma once
#include "scheduler/GroupCapacity.h"
#include "scheduler/Problem.h"
#include <string>

namespace epic::sched {

/// Empty when valid, otherwise the first problem found, in words.
std::string checkSchedule(const Problem &P, const GroupCapacity &Cap, const Schedule &S);

} // namespace epic::sched
