// Equates whose value depends on GNU as's instruction queue: an equate copies
// its value where it is set, and gas has not yet written the instructions it
// still queues, so `.` there and a label whose instruction is queued have the
// values of the bytes written so far (emitter/Assembler.cpp, flushRun). Code
// that is rescheduled (`sched`) is laid out anew, so such an equate would get
// another value without a word: `sched` warns about each.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <vector>

namespace epic::emit {

/// Whether GNU as writes its whole instruction queue at this statement (data,
/// alignment, `.org`, `.proc`/`.endp`, `.ident`, `.handlerdata`, leaving the
/// section).
bool flushesGasQueue(const ir::Stmt &St);

/// A warning at every equate (`=`, `.set`, `.equ`, `.equiv`; not the lazy
/// `==`/`.eqv`) set while instructions are queued whose value names `.` or a
/// label whose instruction may still be queued (fewer than four instructions
/// read since the label).
std::vector<ir::Diagnostic> queuedEquates(const ir::Module &M);

} // namespace epic::emit
