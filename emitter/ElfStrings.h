// ELF string tables (.strtab, .shstrtab) built the way GNU as's BFD builds
// them: each distinct string once, in the order of its first addition, except
// that a string which is the tail of another string is not written itself but
// points into that one (".text" inside ".rela.text").
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace epic::emit {

class ElfStrings {
public:
  /// Registers `S` (the empty string is offset 0 and never stored); returns
  /// its handle for offsetOf() once finish() has run.
  unsigned add(const std::string &S);
  /// Lays the table out; afterwards offsetOf() and bytes() are valid.
  void finish();
  uint32_t offsetOf(unsigned Handle) const { return Handle ? Offsets[Handle] : 0; }
  const std::vector<uint8_t> &bytes() const { return Data; }

private:
  std::vector<std::string> Strings{""}; // handle -> string, in first-addition order
  std::unordered_map<std::string, unsigned> Handles;
  std::vector<uint32_t> Offsets;
  std::vector<uint8_t> Data;
};

} // namespace epic::emit
