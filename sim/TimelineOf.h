// The timeline of a simulated run: the recorder's events named from the
// core's decoded bundles (instruction text as objdump prints it, template).
#pragma once
#include "latency-db/Timeline.h"

namespace epic::sim {

class Core;
class Timing;

/// Call before the core goes away; the recorder must have been attached
/// with Timing::keepOrigins(true).
model::Timeline timelineOf(const model::TimelineRecorder &Rec, Core &C, const Timing &T,
                           const model::MachineModel &MM, uint64_t FromCycle = 0);

} // namespace epic::sim
