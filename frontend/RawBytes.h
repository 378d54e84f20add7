// Bytes of the source that are not valid UTF-8 (or encode a code point the
// lexer cannot take: above U+10FFFF, surrogates, overlong forms) travel
// through the UTF-8 lexer as private-use code points U+10FF80..U+10FFFF, one
// per byte, so columns stay and string literals get the exact source bytes
// back, as GNU as (which works on bytes) emits them.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace epic::frontend {

/// Appends the stand-in for the source byte `B` (0x80..0xff).
inline void appendRawByte(std::string &Out, unsigned char B) {
  uint32_t Cp = 0x10ff00 + B;
  Out += char(0xf0 | (Cp >> 18));
  Out += char(0x80 | ((Cp >> 12) & 0x3f));
  Out += char(0x80 | ((Cp >> 6) & 0x3f));
  Out += char(0x80 | (Cp & 0x3f));
}

/// The source byte whose stand-in starts at S[I], if one does.
inline std::optional<unsigned char> rawByteAt(std::string_view S, size_t I) {
  if (I + 4 > S.size()) return std::nullopt;
  auto U = [&](size_t K) { return static_cast<unsigned char>(S[I + K]); };
  if (U(0) != 0xf4 || U(1) != 0x8f || U(2) < 0xbe || U(2) > 0xbf || (U(3) & 0xc0) != 0x80) return std::nullopt;
  return static_cast<unsigned char>(((U(2) & 3) << 6) | (U(3) & 0x3f));
}

} // namespace epic::frontend
