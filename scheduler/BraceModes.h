// GNU as's reading of explicit bundles in automatic mode, made explicit for
// the scheduler (which keeps bundles as written and prints its output in
// explicit mode):
// - while no `.explicit`/`.auto` has been written, `{` switches to explicit
//   mode for the bundle and `}` back, which ends the instruction group after
//   it (the emitter's BraceSwitched): that stop is written where another
//   bundle kept as written follows (automatic code after it is a region the
//   scheduler enters with the group open and checks, EntryGroup.h);
// - after `.auto` GNU as ignores the braces ("Found '{' after explicit switch
//   to automatic mode"), and a bare template (`.mii` and three instructions)
//   is only a hint: their instructions are automatic-mode code, placed and
//   stopped by the dependency rules. The bundle markers are dropped, so the
//   scheduler schedules them as such.
#pragma once
#include "ir/Module.h"

namespace epic::sched {

/// `Default`: the mode before any directive (GNU as: automatic unless -x).
/// Returns the number of bundles changed.
unsigned readAutoModeBundlesAsGas(ir::Module &M, ir::Mode Default);

} // namespace epic::sched
