// `epicsched dvcheck IN [--fix] [--werror]`: report dependency violations
// inside instruction groups the way `ia64-linux-gnu-as -xexplicit` warns
// (two lines per violation: the later use, then the conflicting one).
#include "isa/dv/ModuleScan.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"

using namespace epic;

static int runDvCheck(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"fix", "werror"}, {}, llvm::errs());
  if (!A) return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "error: dvcheck expects exactly one input file\n";
    return 1;
  }
  ir::SourceManager SM;
  auto M = tool::loadInput(A->positional()[0], *A, SM);
  if (!M) return 1;
  const std::string &File = A->positional()[0];
  unsigned Count = 0;
  for (const isa::dv::ModuleViolation &F : isa::dv::scanModule(*M)) {
    ++Count;
    llvm::outs() << File << ":" << F.Later->Loc.Line << ": Warning: " << isa::dv::describe(F.V, F.Later->Mnemonic);
    if (A->flag("fix")) llvm::outs() << " [fix: " << isa::dv::fixName(F.V.fix()) << "]";
    llvm::outs() << "\n"
                 << File << ":" << F.Earlier->Loc.Line << ": Warning: This is the location of the conflicting usage\n";
  }
  return A->flag("werror") && Count ? 1 : 0;
}

static tool::CommandRegistration R{
    {"dvcheck", "dvcheck IN [--fix] [--werror] [-I DIR] [-D NAME[=VALUE]]",
     "Report dependency violations inside instruction groups, like GNU as -xexplicit.",
     runDvCheck}};
