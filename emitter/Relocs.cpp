#include "emitter/Relocs.h"
#include <array>

namespace epic::emit {
namespace {
constexpr RelocInfo Table[] = {
#define RELOC(Num, Name, Field) {Reloc::Name, #Name, RelocField::Field},
#include "emitter/Relocs.def"
#undef RELOC
};
} // namespace

std::span<const RelocInfo> allRelocs() { return Table; }

const RelocInfo *relocInfo(uint32_t Num) {
  for (const RelocInfo &R : Table)
    if (uint32_t(R.Type) == Num)
      return &R;
  return nullptr;
}

std::optional<Reloc> relocByName(std::string_view Name) {
  if (Name.starts_with("R_IA64_"))
    Name.remove_prefix(7);
  for (const RelocInfo &R : Table)
    if (R.Name == Name)
      return R.Type;
  return std::nullopt;
}

} // namespace epic::emit
