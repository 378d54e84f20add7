// Equates GNU as sets from its instruction queue (emitter/QueuedEquates.h:
// `A1 = L0` or `X = .` while auto-mode instructions are queued) copy a value
// of GNU as's layout: the end of the bundles written then. Scheduling lays
// the code out anew, so printing such an equate as written would change its
// value. The front doors that schedule (driver/PrepareSource.h) keep the
// value instead: the source is assembled as `asm` does, and after
// scheduling each such equate is written as that value, an offset from a
// label put at the start of its section (or a constant when absolute).
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <string>
#include <vector>

namespace epic::driver {

class QueuedEquateValues {
public:
  /// Before scheduling `M`: GNU as's value of each equate
  /// emit::queuedEquates names. The ones whose value cannot be kept (set
  /// more than once, not a section offset or constant, or the source does
  /// not assemble) get that function's warning in `Warnings`.
  QueuedEquateValues(const ir::Module &M, const ir::SourceManager &SM, std::vector<ir::Diagnostic> &Warnings,
                     ir::Mode DefaultMode = ir::Mode::Auto);

  /// After scheduling: each kept equate written as its value.
  void apply(ir::Module &M) const;

  bool empty() const { return Kept.empty(); }

private:
  struct Value {
    ir::SourceLoc Loc;   // the equate's statement
    std::string Name;    // the symbol it sets
    std::string Section; // empty: absolute
    uint64_t Offset = 0;
  };
  std::vector<Value> Kept;
};

} // namespace epic::driver
