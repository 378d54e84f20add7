#include "tools/epicsched/ScenarioProgram.h"
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "scheduler/RegAlloc.h"
#include "tools/epicsched/ObjectOutput.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace epic::tool {

std::optional<BuildMode> buildModeByName(const std::string &Name) {
  if (Name == "asis") return BuildMode::AsWritten;
  if (Name == "inorder") return BuildMode::InOrder;
  if (Name == "list") return BuildMode::List;
  if (Name == "z3") return BuildMode::Z3;
  return std::nullopt;
}

const char *buildModeName(BuildMode M) {
  static constexpr const char *N[] = {"asis", "inorder", "list", "z3"};
  return N[unsigned(M)];
}

std::optional<ProgramBuild> buildProgram(const sim::ScenarioSpec &Spec, BuildMode Mode, double TimeLimitSec,
                                         const model::MachineModel &MM, ir::SourceManager &SM,
                                         llvm::raw_ostream &Err) {
  ProgramBuild Out;
  for (const sim::ProgramFile &P : Spec.Program) {
    frontend::ParseOptions Opts;
    Opts.Defines.push_back("__ASSEMBLY__");
    for (const std::string &D : P.Defines) Opts.Defines.push_back(D);
    Opts.Includes = P.IncludeDirs;
    // fastpaths/include is always on the path: the scenario's folder's sibling.
    llvm::SmallString<256> Inc(llvm::sys::path::parent_path(P.Path));
    llvm::sys::path::append(Inc, "..", "include");
    if (llvm::sys::fs::is_directory(Inc)) Opts.Includes.push_back(std::string(Inc));
    ir::DiagnosticEngine DE(SM);
    auto M = frontend::parseFile(P.Path, Opts, SM, DE);
    DE.print(Err);
    if (DE.hasErrors() || !M) return std::nullopt;
    bool Scheduled = Mode != BuildMode::AsWritten;
    if (!Scheduled) {
      // As written: only the .vreg temporaries get registers; the order and
      // the bundling are the assembler's (auto mode, like GNU as -xauto).
      if (auto R = sched::assignVRegs(*M); !R) {
        ir::DiagnosticEngine DE2(SM);
        ir::consumeInto(R.takeError(), DE2);
        DE2.print(Err);
        return std::nullopt;
      }
    } else {
      sched::SchedOptions SO;
      SO.Solver = Mode == BuildMode::Z3 ? sched::SolverKind::Z3
                  : Mode == BuildMode::List ? sched::SolverKind::List
                                            : sched::SolverKind::InOrder;
      SO.TimeLimitSec = TimeLimitSec;
      auto Stats = sched::scheduleModule(*M, MM, SO);
      if (!Stats) {
        ir::DiagnosticEngine DE2(SM);
        ir::consumeInto(Stats.takeError(), DE2);
        DE2.print(Err);
        return std::nullopt;
      }
      for (auto &R : *Stats) Out.Regions.push_back(R);
    }
    auto Obj = buildObject(*M, SM, /*GroupRules=*/!Scheduled, {}, Err);
    if (!Obj) return std::nullopt;
    Out.Objects.push_back({llvm::sys::path::filename(P.Path).str(), std::move(Obj->Bytes)});
  }
  return Out;
}

} // namespace epic::tool
