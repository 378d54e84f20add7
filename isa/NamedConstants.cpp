#include "isa/NamedConstants.h"
#include <utility>

namespace epic::isa {

std::optional<int64_t> namedConstant(std::string_view Name) {
  // Values: Itanium architecture manual (mux1 mbtype4 encodings, fclass fclass9
  // bits, hint imm21 0 = pause); the set of names is the one GNU as 2.40
  // accepts, checked against its objects in tests/lit/asm/named-imm.s.
  static constexpr std::pair<std::string_view, int64_t> Table[] = {
      {"@brcst", 0x0}, {"@mix", 0x8},   {"@shuf", 0x9},   {"@alt", 0xa},    {"@rev", 0xb},
      {"@pos", 0x001}, {"@neg", 0x002}, {"@zero", 0x004}, {"@unorm", 0x008}, {"@norm", 0x010},
      {"@inf", 0x020}, {"@snan", 0x040}, {"@qnan", 0x080}, {"@nat", 0x100},  {"@pause", 0x0},
  };
  // The data-access-hint registers `mov dahr7 = 7` names are its dahr3 field.
  if (Name.size() == 5 && Name.substr(0, 4) == "dahr" && Name[4] >= '0' && Name[4] <= '7')
    return Name[4] - '0';
  if (Name.empty() || Name[0] != '@')
    return std::nullopt;
  for (const auto &[N, V] : Table)
    if (N == Name)
      return V;
  return std::nullopt;
}

} // namespace epic::isa
