// The value of an integer constant's digits in a base, shared by the ANTLR
// lowering and the fast line parser so both accept and reject the same text
// with the same message.
#pragma once
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>

namespace epic::frontend {

/// Digits (no prefix) in base 2, 8, 10 or 16; nullopt with `Error` set for a
/// digit outside the base or a value above 64 bits.
inline std::optional<uint64_t> integerDigits(const std::string &Digits, unsigned Base, std::string &Error) {
  uint64_t V = 0;
  for (char C : Digits) {
    unsigned D = std::isdigit(static_cast<unsigned char>(C)) ? unsigned(C - '0')
                                                             : unsigned(std::tolower(C) - 'a' + 10);
    if (D >= Base) {
      Error = "invalid digit '" + std::string(1, C) + "' in " +
              (Base == 8 ? "octal" : Base == 2 ? "binary" : "decimal") + " constant";
      return std::nullopt;
    }
    if (V > (UINT64_MAX - D) / Base) {
      Error = "integer constant does not fit in 64 bits";
      return std::nullopt;
    }
    V = V * Base + D;
  }
  return V;
}

} // namespace epic::frontend
