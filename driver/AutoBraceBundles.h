// `{ }` after `.auto` is one bundle of automatic code to GNU as (docs/emitter.md, "Braces
// switch the mode"): its instructions, with the stops gas's dependency rules put between them,
// must fit the bundle, else gas refuses it ("`add' can't go in slot 3 of MMI template",
// "`add' does not fit into bundle"). `sched` drops such braces (scheduler/BraceModes.h) and
// would schedule what gas refuses; the front doors that schedule (driver/PrepareSource.h)
// refuse it first, with `asm`'s error at the same place.
#pragma once
#include "ir/Module.h"
#include "llvm/Support/Error.h"

namespace epic::driver {

/// The assembler's first error inside a braced bundle GNU as reads as automatic code (after
/// `.auto`; `Default` is the mode before any directive), or success when there is none (and
/// without assembling when the module has no such bundle).
llvm::Error checkAutoBraceBundles(const ir::Module &M, const ir::SourceManager &SM, ir::Mode Default);

} // namespace epic::driver
