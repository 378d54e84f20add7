// "path 3 of 24, 12 s" on a terminal while a long command runs; nothing when
// standard error is not a terminal (pipes, CI logs) or when asked to be quiet.
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <string>

namespace epic::views {

class Progress {
public:
  /// `Enabled`: usually `Progress::onTerminal(Quiet)`.
  Progress(llvm::StringRef What, size_t Total, bool Enabled, llvm::raw_ostream &OS = llvm::errs());
  ~Progress();
  /// Before working on item N (counted from 1).
  void step(llvm::StringRef Item);
  /// Erases the progress line (before printing a result line of one's own).
  void clear();
  /// Whether standard error is a terminal and the user did not ask for quiet.
  static bool onTerminal(bool Quiet);

private:
  std::string What;
  size_t Total, N = 0;
  bool Enabled;
  llvm::raw_ostream &OS;
  std::chrono::steady_clock::time_point Start;
  size_t LastWidth = 0;
};

} // namespace epic::views
