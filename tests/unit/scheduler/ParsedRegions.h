// Assembly text parsed into a module and its scheduling regions (with the
// Itanium 2 model), for the scheduler's unit tests.
#pragma once
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"
#include "scheduler/RegAlloc.h"
#include "scheduler/Region.h"
#include <gtest/gtest.h>
#include <optional>
#include <string>
#include <vector>

namespace epic::sched::test {

struct Parsed {
  ir::SourceManager SM;
  std::optional<ir::Module> M;
  std::optional<model::MachineModel> MM;
  std::vector<Region> Regions;
};

/// Parses Text into P (its `.vreg`s renamed first when Rename) and finds
/// its regions (explicit bundles too when Explicit); a failed step fails
/// the test.
inline void parse(Parsed &P, const std::string &Text, bool Rename = false, bool Explicit = false) {
  ir::DiagnosticEngine DE(P.SM);
  P.M = frontend::parseString(Text, "t.s", {}, P.SM, DE);
  ASSERT_TRUE(P.M);
  if (Rename) {
    auto R = assignVRegs(*P.M);
    ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  }
  auto MM = model::loadBuiltinModel("itanium2", P.SM);
  ASSERT_TRUE(bool(MM)) << llvm::toString(MM.takeError());
  P.MM.emplace(std::move(*MM));
  auto R = findRegions(*P.M, *P.MM, Explicit);
  ASSERT_TRUE(bool(R)) << llvm::toString(R.takeError());
  P.Regions = std::move(*R);
}

} // namespace epic::sched::test
