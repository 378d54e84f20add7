// `epicsched as`: GNU as's job (assembly text -> relocatable object) with
// gas's options, and optionally the post-pass (reschedule and rebundle the
// compiler's code first). Shared by the CLI and, later, the library API.
#pragma once
#include "driver/GasOptions.h"
#include "ir/SourceLoc.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace epic::driver {

/// Reads `O.Inputs` (a file or "-" for standard input, named
/// `{standard input}` in messages as gas does), schedules when
/// `O.Schedule` says so, and assembles with `O`'s mode and e_flags.
/// Diagnostics go to `Err` as `file:line:col: error: ...` (warnings
/// dropped with -W, fatal with --fatal-warnings). nullopt after any error.
std::optional<std::vector<uint8_t>> assembleAsGas(const GasOptions &O, ir::SourceManager &SM,
                                                  llvm::raw_ostream &Err);

/// The same for text the caller holds in memory (the library API): `Text`
/// is assembled as the file named `O.Inputs.front()`.
std::optional<std::vector<uint8_t>> assembleTextAsGas(llvm::StringRef Text, const GasOptions &O,
                                                      ir::SourceManager &SM, llvm::raw_ostream &Err);

} // namespace epic::driver
