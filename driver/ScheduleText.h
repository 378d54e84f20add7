// Assembly text in, scheduled explicit-mode assembly text out: the post-pass
// as one call, shared by the library API (api/) and any front door that
// holds the text in memory (a compiler's pre-emit pass).
#pragma once
#include "ir/SourceLoc.h"
#include "scheduler/Scheduler.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace epic::driver {

struct ScheduleRequest {
  sched::SchedOptions Sched;
  std::string Cpu = "itanium2";      // built-in machine model
  std::vector<std::string> Includes; // `.include` search path
};

/// Parses `Text` as the file `Name` (never through cpp), schedules every
/// region with `R`, and returns the module printed as GNU as explicit-mode
/// assembly (silent under `ia64-linux-gnu-as -xexplicit`). Diagnostics,
/// warnings included, go to `Diags` as `file:line:col: error: ...` with
/// the source line; nullopt after any error (nothing half-scheduled).
std::optional<std::string> scheduleText(llvm::StringRef Text, const std::string &Name, const ScheduleRequest &R,
                                        ir::SourceManager &SM, llvm::raw_ostream &Diags);

} // namespace epic::driver
