#include "tools/epicsched/Input.h"
#include "ir/Diagnostics.h"

namespace epic::tool {

std::optional<ir::Module> loadInput(const std::string &Path, const Args &A, ir::SourceManager &SM,
                                    llvm::raw_ostream &Err) {
  frontend::ParseOptions Opts;
  Opts.Includes = A.includes();
  Opts.Defines = A.defines();
  ir::DiagnosticEngine DE(SM);
  auto M = frontend::parseFile(Path, Opts, SM, DE);
  DE.print(Err);
  if (DE.hasErrors())
    return std::nullopt;
  return M;
}

} // namespace epic::tool
