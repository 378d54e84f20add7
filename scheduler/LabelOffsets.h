// A code address written as a label plus a constant (`brl L1+16`,
// `movl r2=L-16`) names the bytes at that distance from the label in the
// source's layout. Where the code next to the label is rescheduled, those
// bytes hold other instructions (or none) in the output, so the operand
// would silently point elsewhere: found by fuzz/sched_differential.py's
// validate run (seed 302: `brl.cond.sptk.few L1+16` into auto code GNU as
// laid out in two bundles, one after scheduling). sched refuses such input.
#pragma once
#include "ir/Module.h"
#include "scheduler/Region.h"
#include "llvm/Support/Error.h"
#include <vector>

namespace epic::sched {

/// An error at the first instruction operand of the form `LABEL + N` or
/// `LABEL - N` (N not 0) whose label stands in code: the instruction after
/// it (N > 0) or before it (N < 0) in a region `Rewritten` marks.
llvm::Error checkLabelOffsets(const ir::Module &M, const std::vector<Region> &Regions,
                              const std::vector<bool> &Rewritten);

} // namespace epic::sched
