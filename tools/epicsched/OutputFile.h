// Writing the files a command produces without ever losing data: an output
// that names an input is refused before any work, and outputs are written to
// a temporary beside the target and renamed over it only when complete.
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace epic::tool {

/// False (after reporting `OUT: error: ...`) when an output path names the
/// same file as an input path: the same name, `./` spellings, symbolic or
/// hard links. Outputs that do not exist yet cannot be inputs.
bool outputsDistinctFromInputs(const std::vector<std::string> &Inputs, const std::vector<std::string> &Outputs,
                               llvm::raw_ostream &Err = llvm::errs());

/// Writes `Bytes` to `Path` whole or not at all: a regular file (or a new
/// one) is written to a temporary in its directory and renamed over it; a
/// device or pipe (`/dev/null`, `-` for stdout) is written in place. Reports
/// `PATH: error: ...` and returns false on failure, leaving `Path` as it was.
bool writeOutput(const std::string &Path, llvm::StringRef Bytes, llvm::raw_ostream &Err = llvm::errs());

} // namespace epic::tool
