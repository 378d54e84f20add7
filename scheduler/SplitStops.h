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
// Any other stop goes on the same terms: where the hardware splits a group
// that the bundler laid as two (a port one instruction needs is taken, or
// `mov =ar.bsp` splits issue with a node before it in its cycle), GNU as's
// one group issues in fewer cycles than our two (linux/gate.s
// __kernel_sigtramp: `cmp ; mov.m r9=ar.bsp ; (p1) br` in one group, 3
// cycles; with our stops 4).
#pragma once
#include "scheduler/Bundler.h"
#include "scheduler/Problem.h"
#include <cstdint>
#include <functional>

namespace epic::sched {

/// How many stops went, after a split-issue node and elsewhere.
struct DroppedStops {
  unsigned AfterSplit = 0, Other = 0;
};

/// Drops such stops from `Bs` one at a time, keeping each drop that `Legal`
/// accepts (the bundles break no dependency rule) and that the issue
/// engine predicts faster: `Cycles` gives the cycles of every path (each
/// side exit taken, the fall-through), and a drop stays when no path is
/// slower and one is faster. The region's final stop stays (GroupJoin
/// decides across regions).
DroppedStops dropSplitStops(BundleResult &Bs, const Problem &P,
                            const std::function<bool(const BundleResult &)> &Legal,
                            const std::function<std::vector<uint64_t>(const BundleResult &)> &Cycles);

} // namespace epic::sched
