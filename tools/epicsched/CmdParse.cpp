// `epicsched parse IN [--dump] [--summary]`: parse only.
#include "ir/Printer.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"

using namespace epic;

static int runParse(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"dump", "summary"}, {}, llvm::errs());
  if (!A)
    return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "error: parse expects exactly one input file\n";
    return 1;
  }
  ir::SourceManager SM;
  auto M = tool::loadInput(A->positional()[0], *A, SM);
  if (!M)
    return 1;
  if (A->flag("dump"))
    ir::dumpModule(*M, SM, llvm::outs());
  if (A->flag("summary"))
    ir::printSummary(*M, llvm::outs());
  return 0;
}

static tool::CommandRegistration R{
    {"parse", "parse IN [--dump] [--summary] [-I DIR] [-D NAME[=VALUE]]",
     "Parse a .s/.S file; --dump prints the IR, --summary what was found.", runParse}};
