// Preparing a source for scheduling: what GNU as made of the source that a
// new layout would change is kept, and what GNU as refuses is refused, before
// any scheduler runs. Every front door that schedules (sched, paravirt,
// validate, as --schedule, the text API) calls prepareForScheduling, so none
// can forget a step (docs/architecture.md, "Driver").
#pragma once
#include "driver/DotOperands.h"
#include "driver/QueuedEquateValues.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace epic::driver {

struct PrepareOptions {
  ir::Mode SourceDefault = ir::Mode::Auto; // the source's mode before any directive
  bool RecordDots = false; // validate: GNU as's values of the `.` operands as written (PreparedSource::SourceDots)
  bool KeepDots = true;    // false: `.` left as written (validate --self-test-keep-dot)
};

/// What scheduling keeps from the source; finish() after scheduling.
struct PreparedSource {
  QueuedEquateValues Equates;          // equates GNU as set from its queue, with its values
  std::optional<DotValues> SourceDots; // with RecordDots: from the assembly keepDotOperands made
  /// After scheduling: each kept equate written as GNU as's value.
  void finish(ir::Module &M) const { Equates.apply(M); }
};

/// Prepares `M` for scheduling, in order: GNU as's values of the equates it
/// sets from its queue (QueuedEquateValues; the ones it cannot keep are
/// warnings in `Diags`), `.` in operands written as GNU as has it (keepDotOperands),
/// braced automatic code GNU as refuses (checkAutoBraceBundles). The source
/// is assembled once for the `.` operands (and once for queued equates or
/// `.auto` braces, only when it has some). A located error for what cannot be kept or is refused.
llvm::Expected<PreparedSource> prepareForScheduling(ir::Module &M, const ir::SourceManager &SM,
                                                    const PrepareOptions &O, ir::DiagnosticEngine &Diags);

} // namespace epic::driver
