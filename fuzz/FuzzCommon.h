// What every libFuzzer target shares: the input as text, a failed oracle as
// a crash libFuzzer records, and a private scratch directory for targets
// whose library reads files (scenarios).
#pragma once
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace epic::fuzz {

inline std::string_view text(const uint8_t *Data, size_t Size) {
  return {reinterpret_cast<const char *>(Data), Size};
}

/// An oracle failed: say which, then abort so that libFuzzer saves the input.
[[noreturn]] inline void fail(std::string_view What, std::string_view Detail = {}) {
  llvm::errs() << "fuzz oracle failed: " << What << "\n" << Detail << "\n";
  llvm::errs().flush();
  std::abort();
}

/// An oracle: `V` must hold a value (else the run fails, naming `What`).
template <class T> T must(llvm::Expected<T> V, std::string_view What) {
  if (!V)
    fail(What, llvm::toString(V.takeError()));
  return std::move(*V);
}

/// A directory of this process's own (created once), for files a target writes.
const std::string &scratchDir();

} // namespace epic::fuzz
