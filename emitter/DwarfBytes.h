// LEB128 writers for the DWARF sections (fixed-size fields: putInt in the
// object's byte order, emitter/ByteOrder.h), and a string section that
// hands out offsets (.debug_str, .debug_line_str).
#pragma once
#include "emitter/ByteOrder.h"
#include "llvm/Support/LEB128.h"
#include <cstdint>
#include <string>
#include <vector>

namespace epic::emit::dwarf {

inline void uleb(std::vector<uint8_t> &Out, uint64_t V) {
  uint8_t Buf[16];
  Out.insert(Out.end(), Buf, Buf + llvm::encodeULEB128(V, Buf));
}
inline void sleb(std::vector<uint8_t> &Out, int64_t V) {
  uint8_t Buf[16];
  Out.insert(Out.end(), Buf, Buf + llvm::encodeSLEB128(V, Buf));
}
inline unsigned ulebSize(uint64_t V) { return llvm::getULEB128Size(V); }

/// NUL-terminated strings in the order written (GNU as shares none).
struct StringPool {
  unsigned Section = 0; // index of the section among the debug sections
  std::vector<uint8_t> Bytes;
  uint64_t append(const std::string &S) {
    uint64_t At = Bytes.size();
    Bytes.insert(Bytes.end(), S.begin(), S.end());
    Bytes.push_back(0);
    return At;
  }
};

struct DebugSection;
struct LineTable;
/// .debug_line; DWARF 5 names its files and directories in `LineStr`.
DebugSection lineSection(const LineTable &T, unsigned Version, const std::string &CompDir, StringPool *LineStr,
                         ByteOrder Order);

} // namespace epic::emit::dwarf
