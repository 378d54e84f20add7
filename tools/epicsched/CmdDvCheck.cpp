// `epicsched dvcheck IN [--fix] [--werror] [--model=FILE.yaml]`: report
// dependency violations inside instruction groups the way
// `ia64-linux-gnu-as -xexplicit` warns (two lines per violation: the later
// use, then the conflicting one). The rules are the architecture's
// (isa/dv), not a machine model's: --model/--mcpu are accepted so that one
// set of options works for every command, and the file is loaded and
// checked (a bad model is a located error), but it changes no warning.
#include "isa/Match.h"
#include "isa/dv/ModuleScan.h"
#include "latency-db/MachineModel.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"

using namespace epic;

static int runDvCheck(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"fix", "werror"}, {"model", "mcpu"}, llvm::errs());
  if (!A) return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "error: dvcheck expects exactly one input file\n";
    return 1;
  }
  ir::SourceManager SM;
  if (A->value("model") || A->value("mcpu"))
    if (auto MM = model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM); !MM) {
      tool::printLocatedError(MM.takeError(), SM);
      return 1;
    }
  auto M = tool::loadInput(A->positional()[0], *A, SM);
  if (!M) return 1;
  // GNU as's file:line: the file a cpp line marker (or `.file`) names, with its line.
  auto where = [&](const ir::SourceLoc &L) { return SM.name(L.File) + ":" + std::to_string(L.Line); };
  unsigned Count = 0;
  isa::dv::scanModule(*M, [&](const isa::dv::ModuleViolation &F) {
    ++Count;
    llvm::outs() << where(F.Later->Loc) << ": Warning: " << isa::dv::describe(F.V, isa::gasOpcodeName(*F.Later));
    if (A->flag("fix")) llvm::outs() << " [fix: " << isa::dv::fixName(F.V.fix()) << "]";
    // GNU as records the conflicting use where its line rows go: in a macro expansion, the
    // line that invoked the outermost macro (Inst::LineLoc), not the body line.
    const ir::SourceLoc &Earlier = F.Earlier->LineLoc.isValid() ? F.Earlier->LineLoc : F.Earlier->Loc;
    llvm::outs() << "\n" << where(Earlier) << ": Warning: This is the location of the conflicting usage\n";
  }, isa::dv::ModeRule::LikeGas);
  return A->flag("werror") && Count ? 1 : 0;
}

static tool::CommandRegistration R{
    {"dvcheck", "dvcheck IN [--fix] [--werror] [--model=FILE.yaml] [-I DIR] [-D NAME[=VALUE]]",
     "Report dependency violations inside instruction groups, like GNU as -xexplicit.",
     runDvCheck}};
