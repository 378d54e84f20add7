// One call for every subcommand that reads assembly: load IN (.s, or .S
// through cpp with the command's -I/-D), print diagnostics, return the module.
#pragma once
#include "frontend/Frontend.h"
#include "ir/Module.h"
#include "ir/SourceLoc.h"
#include "tools/epicsched/Command.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>

namespace epic::tool {

/// Parses `Path` with the includes and defines of `A`. Every diagnostic
/// (errors and warnings) is printed to `Err` as `file:line:col: error: ...`
/// with the source line and a caret. Returns std::nullopt when there were
/// errors; the caller then exits with 1. `SM` must outlive the module's
/// SourceLocs.
std::optional<ir::Module> loadInput(const std::string &Path, const Args &A, ir::SourceManager &SM,
                                    llvm::raw_ostream &Err = llvm::errs());

} // namespace epic::tool
