// Turns a scenario's `program:` into linkable objects, in one of the modes
// `sim`, `check` and `report` measure: as written (auto-mode bundling like
// GNU as -xauto), or scheduled by the in-order, list or Z3 scheduler.
#pragma once
#include "ir/SourceLoc.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Scheduler.h"
#include "sim/Linker.h"
#include "sim/ScenarioSpec.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace epic::tool {

enum class BuildMode { AsWritten, InOrder, List, Z3 };
std::optional<BuildMode> buildModeByName(const std::string &Name); // "asis" "inorder" "list" "z3"
const char *buildModeName(BuildMode M);

struct ProgramBuild {
  std::vector<sim::LinkInput> Objects;
  std::vector<sched::RegionStats> Regions; // scheduled modes: every region of every file
};

/// Assembles (and schedules) every program file. Diagnostics go to `Err`.
std::optional<ProgramBuild> buildProgram(const sim::ScenarioSpec &Spec, BuildMode Mode, double TimeLimitSec,
                                         const model::MachineModel &MM, ir::SourceManager &SM,
                                         llvm::raw_ostream &Err = llvm::errs());

} // namespace epic::tool
