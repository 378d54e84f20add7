// One call for every subcommand that reads assembly: load IN (.s, or .S
// through cpp with the command's -I/-D), print diagnostics, return the module.
#pragma once
#include "frontend/Frontend.h"
#include "ir/Module.h"
#include "ir/SourceLoc.h"
#include "tools/epicsched/Command.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace epic::tool {

/// Parses `Path` with the includes and defines of `A`. Every diagnostic
/// (errors and warnings) is printed to `Err` as `file:line:col: error: ...`
/// with the source line and a caret. Returns std::nullopt when there were
/// errors; the caller then exits with 1. `SM` must outlive the module's
/// SourceLocs.
/// `Sink`: frontend::ParseOptions::StmtSink (the module then holds only
/// what was not handed over).
std::optional<ir::Module> loadInput(const std::string &Path, const Args &A, ir::SourceManager &SM,
                                    llvm::raw_ostream &Err = llvm::errs(),
                                    std::function<void(size_t, ir::Stmt &&)> Sink = nullptr);

/// The frontend options `A` gives (-I, -D, --defsym, -mhint.b); nullopt
/// after `error: ...` on `Err` for a bad one.
std::optional<frontend::ParseOptions> parseOptions(const Args &A, llvm::raw_ostream &Err = llvm::errs());

/// The bytes of an input object (`disasm`, `sim IN.o`, `validate --gas`):
/// a regular file (or pipe) of at most 1 GiB; a device such as /dev/zero, a
/// directory or a missing file is `PATH: error: ...` on `Err` and nullopt.
std::optional<std::vector<uint8_t>> readObjectFile(const std::string &Path, llvm::raw_ostream &Err = llvm::errs());

/// False (after `PATH: error: ...`) when `Path` is a device or directory:
/// reading one could never end (/dev/zero) or cannot succeed.
bool readableInput(const std::string &Path, llvm::raw_ostream &Err = llvm::errs());

} // namespace epic::tool
