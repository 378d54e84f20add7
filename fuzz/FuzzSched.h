// The body of the two scheduler fuzz targets (list and Z3).
#pragma once
#include "fuzz/FuzzCommon.h"
#include "scheduler/Scheduler.h"

namespace epic::fuzz {

/// Parses the input (no cpp), schedules it with `O` on the Itanium 2 model,
/// prints it and parses the printed text again; fails the run when our own
/// output does not parse or an error comes without a message.
void scheduleOnce(const uint8_t *Data, size_t Size, const sched::SchedOptions &O);

} // namespace epic::fuzz
