// The 32 bundle template codes (architectural encoding facts).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace epic::ir {

/// Execution-unit type of an instruction slot. `L` occupies slots 1 and 2
/// of an MLX bundle together (slot 2 is its `X` half).
enum class Unit : uint8_t { M, I, F, B, L, X, None };

char unitLetter(Unit U);

struct TemplateInfo {
  uint8_t Code;                 // 0x00-0x1f
  bool Valid;                   // 24 codes are defined, 8 reserved
  std::array<Unit, 3> Slots;    // unit per slot
  uint8_t StopMask;             // bit i set: stop after slot i
  std::string_view Name;        // ".mii", ".mi_i" (mid stop) ... as objdump prints without stops
};

/// Info for every code 0x00-0x1f (reserved codes have Valid == false).
const TemplateInfo &templateInfo(uint8_t Code);
const std::array<TemplateInfo, 32> &allTemplates();

/// Code for a directive name (`mii`, `mlx`, `mmf`, ...) without stops:
/// the even code of the pair. Bundles in braces get their stop bits from `;;`.
std::optional<uint8_t> templateFromName(std::string_view Name);

} // namespace epic::ir
