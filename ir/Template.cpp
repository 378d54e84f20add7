#include "ir/Template.h"

namespace epic::ir {

char unitLetter(Unit U) {
  switch (U) {
  case Unit::M: return 'M'; case Unit::I: return 'I'; case Unit::F: return 'F';
  case Unit::B: return 'B'; case Unit::L: return 'L'; case Unit::X: return 'X';
  case Unit::None: return '-';
  }
  return '?';
}

namespace {
using U = Unit;
constexpr U M = U::M, I = U::I, F = U::F, B = U::B, L = U::L, X = U::X, N = U::None;
// Template codes from the Itanium architecture (bit 0: stop after slot 2;
// 0x02/0x03 add a stop after slot 1, 0x0a/0x0b after slot 0).
constexpr std::array<TemplateInfo, 32> Table = {{
    {0x00, true, {M, I, I}, 0b000, "mii"}, {0x01, true, {M, I, I}, 0b100, "mii"},
    {0x02, true, {M, I, I}, 0b010, "mii"}, {0x03, true, {M, I, I}, 0b110, "mii"},
    {0x04, true, {M, L, X}, 0b000, "mlx"}, {0x05, true, {M, L, X}, 0b100, "mlx"},
    {0x06, false, {N, N, N}, 0, ""},       {0x07, false, {N, N, N}, 0, ""},
    {0x08, true, {M, M, I}, 0b000, "mmi"}, {0x09, true, {M, M, I}, 0b100, "mmi"},
    {0x0a, true, {M, M, I}, 0b001, "mmi"}, {0x0b, true, {M, M, I}, 0b101, "mmi"},
    {0x0c, true, {M, F, I}, 0b000, "mfi"}, {0x0d, true, {M, F, I}, 0b100, "mfi"},
    {0x0e, true, {M, M, F}, 0b000, "mmf"}, {0x0f, true, {M, M, F}, 0b100, "mmf"},
    {0x10, true, {M, I, B}, 0b000, "mib"}, {0x11, true, {M, I, B}, 0b100, "mib"},
    {0x12, true, {M, B, B}, 0b000, "mbb"}, {0x13, true, {M, B, B}, 0b100, "mbb"},
    {0x14, false, {N, N, N}, 0, ""},       {0x15, false, {N, N, N}, 0, ""},
    {0x16, true, {B, B, B}, 0b000, "bbb"}, {0x17, true, {B, B, B}, 0b100, "bbb"},
    {0x18, true, {M, M, B}, 0b000, "mmb"}, {0x19, true, {M, M, B}, 0b100, "mmb"},
    {0x1a, false, {N, N, N}, 0, ""},       {0x1b, false, {N, N, N}, 0, ""},
    {0x1c, true, {M, F, B}, 0b000, "mfb"}, {0x1d, true, {M, F, B}, 0b100, "mfb"},
    {0x1e, false, {N, N, N}, 0, ""},       {0x1f, false, {N, N, N}, 0, ""},
}};
} // namespace

const TemplateInfo &templateInfo(uint8_t Code) { return Table[Code & 0x1f]; }
const std::array<TemplateInfo, 32> &allTemplates() { return Table; }

std::optional<uint8_t> templateFromName(std::string_view Name) {
  if (!Name.empty() && Name[0] == '.') Name.remove_prefix(1);
  if (Name == "mli") // GNU as 2.40 takes `.mli` for `.mlx` (found by fuzz/gas_differential.py)
    Name = "mlx";
  for (const TemplateInfo &T : Table)
    if (T.Valid && T.StopMask == 0 && T.Name == Name)
      return T.Code;
  return std::nullopt;
}

} // namespace epic::ir
