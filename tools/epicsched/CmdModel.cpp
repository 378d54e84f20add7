// `epicsched model`: load a machine model (built-in or --model=FILE), validate
// it and print it.
#include "ir/Diagnostics.h"
#include "latency-db/MachineModel.h"
#include "tools/epicsched/Command.h"

using namespace epic;

static int runModel(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"dump"}, {"mcpu", "model"}, llvm::errs());
  if (!A) return 1;
  if (!A->positional().empty()) {
    llvm::errs() << "error: model takes no positional arguments\n";
    return 1;
  }
  ir::SourceManager SM;
  llvm::Expected<model::MachineModel> MM =
      model::loadSelectedModel(A->value("model"), A->value("mcpu").value_or("itanium2"), SM);
  if (!MM) {
    // Located errors print as file:line:col; others (unknown --mcpu) plainly.
    tool::printLocatedError(MM.takeError(), SM);
    return 1;
  }
  MM->print(llvm::outs(), A->flag("dump"));
  return 0;
}

static tool::CommandRegistration R{{"model", "model [--mcpu=itanium2|itanium1] [--model=FILE.yaml] [--dump]",
                                    "Load, validate and print a machine model (ports, classes, latencies, rules).",
                                    runModel}};
