// `lint --virt`: every instruction of a module that behaves differently when
// the code runs as a guest kernel at PL2 (Sensitivity.h), as located warnings.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include "virt/Sensitivity.h"
#include <map>
#include <string>

namespace epic::virt {

struct LintSummary {
  unsigned Instructions = 0;
  std::map<Kind, unsigned> ByKind;
  std::map<std::string, unsigned> ByMnemonic; // "rsm", "mov cr", "thash", ...
  unsigned total() const;
};

/// Adds one warning per finding to `DE` (in source order) and returns the counts.
LintSummary lintModule(const ir::Module &M, ir::DiagnosticEngine &DE);

} // namespace epic::virt
