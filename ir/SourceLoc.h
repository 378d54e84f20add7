// Source locations and the file table they point into.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace epic::ir {

/// A position in an original source file (after mapping `# line` markers of
/// preprocessed `.S` input back to the file the user wrote).
struct SourceLoc {
  uint32_t File = 0; // index into SourceManager; 0 = unknown
  uint32_t Line = 0; // 1-based; 0 = unknown
  uint32_t Col = 0;  // 1-based; 0 = unknown
  bool isValid() const { return File != 0 && Line != 0; }
};

/// Owns file names and (when available) their text, so diagnostics can
/// print the offending line with a caret.
class SourceManager {
public:
  SourceManager();
  /// Registers a file name; returns its id. Re-registering returns the same id.
  uint32_t addFile(std::string Name, std::optional<std::string> Text = {});
  const std::string &name(uint32_t Id) const;
  /// The text of line `Line` of file `Id`, read from disk on first use when it
  /// was not supplied. Empty when unavailable.
  std::string_view line(uint32_t Id, uint32_t Line) const;

private:
  struct FileEntry {
    std::string Name;
    mutable std::optional<std::string> Text;
    mutable std::vector<uint32_t> LineStarts;
    mutable bool Loaded = false;
  };
  std::vector<std::unique_ptr<FileEntry>> Files;
};

} // namespace epic::ir
