// The whole scheduled output against the dependency rules, attributed to
// the regions it came from. `sched` refuses an output whose scheduled code
// is part of a violation; `validate` reports the region. Code kept as
// written may keep the source's own violations.
#pragma once
#include "ir/Module.h"
#include "isa/dv/ModuleScan.h"
#include "scheduler/Region.h"
#include <map>
#include <optional>
#include <tuple>
#include <vector>

namespace epic::sched {

/// Which scheduled region a source instruction belongs to, by its source
/// location (instructions keep their location through scheduling).
class RegionOrigins {
public:
  /// `Kept[K]`: region K stays as written (it is not attributed).
  RegionOrigins(const ir::Module &Src, const std::vector<Region> &Regions, const std::vector<bool> &Kept);
  std::optional<unsigned> of(const ir::Inst &I) const;

private:
  std::map<std::tuple<unsigned, unsigned, unsigned>, unsigned> ByLoc;
};

struct RegionViolation {
  isa::dv::ModuleViolation F;
  unsigned Region; // the first scheduled region involved (Later's, else Earlier's)
};

/// Every violation in `Out` (whole file, as GNU as -xexplicit checks it)
/// that involves an instruction of a scheduled region.
std::vector<RegionViolation> violationsInScheduledCode(const ir::Module &Out, const RegionOrigins &O);

} // namespace epic::sched
