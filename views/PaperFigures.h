// The paper's own measurements drawn beside ours (facts from the seed paper,
// tables in shared/reference/paper-facts.md): Table 6's versions of the IPC
// fast path, with Figure 5's PMU breakdown of the 95-cycle version.
#pragma once
#include "views/BubbleBars.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace epic::views {

/// Bars for the path named `Scenario` (empty when the paper has no
/// breakdown or table for it beyond the scenario's own `paper:` line).
std::vector<BubbleBar> paperBars(llvm::StringRef Scenario);

} // namespace epic::views
