// Float data operands (`real4`/`.float`, `real8`/`.double`, `real10`, `real16`)
// read the way GNU as reads them: a literal, not an expression.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace epic::emit {

/// The Size bytes (4, 8, 10 or 16; little-endian) of the literal Text, or
/// nullopt with Why set to GNU as's reason for refusing it.
std::optional<std::vector<uint8_t>> gasFloatBytes(std::string_view Text, unsigned Size, std::string &Why);

} // namespace epic::emit
