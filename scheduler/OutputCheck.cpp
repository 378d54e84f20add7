#include "scheduler/OutputCheck.h"

namespace epic::sched {

RegionOrigins::RegionOrigins(const ir::Module &Src, const std::vector<Region> &Regions,
                             const std::vector<bool> &Kept) {
  for (unsigned K = 0; K < Regions.size(); ++K)
    if (!Kept[K])
      for (size_t Idx : Regions[K].Insts) {
        const ir::SourceLoc &L = std::get<ir::Inst>(Src.Sections[Regions[K].Section].Stmts[Idx]).Loc;
        ByLoc.emplace(std::make_tuple(L.File, L.Line, L.Col), K);
      }
}

std::optional<unsigned> RegionOrigins::of(const ir::Inst &I) const {
  auto It = ByLoc.find({I.Loc.File, I.Loc.Line, I.Loc.Col});
  if (It == ByLoc.end())
    return std::nullopt;
  return It->second;
}

std::vector<RegionViolation> violationsInScheduledCode(const ir::Module &Out, const RegionOrigins &O) {
  std::vector<RegionViolation> R;
  for (const isa::dv::ModuleViolation &F : isa::dv::scanModule(Out)) {
    auto K = O.of(*F.Later);
    if (!K)
      K = O.of(*F.Earlier);
    if (K)
      R.push_back({F, *K});
  }
  return R;
}

} // namespace epic::sched
