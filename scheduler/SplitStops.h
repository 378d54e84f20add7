// Stops the hardware does not need after a split issue. The schedulers put
// one instruction group in each cycle and the bundler ends every cycle with
// a stop. After an instruction that splits issue (model `split_issue: after`:
// srlz, sync, mov =ar.unat) nothing else issues in its cycle anyway, so the
// nops that fill the rest of its bundle issue in the next cycle, and the
// stop after them costs that cycle again. Where the instructions on both
// sides of such a stop may share an instruction group (GNU as's dependency
// rules: a reader after `srlz.d` needs no stop, the data serialization is
// done when srlz.d executes; a reader after `srlz.i` still does), the stop
// goes, when the issue engine predicts fewer cycles without it.
#pragma once
#include "scheduler/Bundler.h"
#include "scheduler/Problem.h"
#include <cstdint>
#include <functional>

namespace epic::sched {

/// Drops such stops from `Bs` one at a time, keeping each drop that `Legal`
/// accepts (the bundles break no dependency rule) and that `Cycles` (the
/// issue engine) predicts strictly faster. The region's final stop stays
/// (GroupJoin decides across regions). Returns how many were dropped.
unsigned dropSplitStops(BundleResult &Bs, const Problem &P, const std::function<bool(const BundleResult &)> &Legal,
                        const std::function<uint64_t(const BundleResult &)> &Cycles);

} // namespace epic::sched
