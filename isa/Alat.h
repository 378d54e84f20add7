// The ALAT (advanced load address table) of the machine we model: Itanium 2
// has 32 entries, fully associative (Intel Itanium 2 Processor Reference
// Manual for Software Development and Optimization, 2004, "ALAT"). The
// architecture lets an implementation have any size and drop entries at any
// time (SDM vol. 1, "Data Speculation"), so the number is a cost, never a
// correctness rule: the simulator replaces the oldest entry past it, and the
// scheduler's data speculation (scheduler/Speculate.cpp) keeps no more
// advanced loads outstanding in a region than it holds.
#pragma once

namespace epic::isa {
inline constexpr unsigned AlatEntries = 32;
} // namespace epic::isa
