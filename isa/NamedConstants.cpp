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
      // tf's processor-feature numbers (Itanium 9500), values as gas 2.40 encodes them
      {"@clz", 32},    {"@mpy", 33},    {"@datahints", 34},
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

std::optional<uint64_t> psrFieldMask(std::string_view Name) {
  // Bit positions and widths: Itanium architecture, Processor Status Register fields.
  static constexpr struct {
    std::string_view Field;
    unsigned Pos, Width;
  } Fields[] = {
      {"be", 1, 1},  {"up", 2, 1},  {"ac", 3, 1},  {"mfl", 4, 1}, {"mfh", 5, 1}, {"ic", 13, 1},
      {"i", 14, 1},  {"pk", 15, 1}, {"dt", 17, 1}, {"dfl", 18, 1}, {"dfh", 19, 1}, {"sp", 20, 1},
      {"pp", 21, 1}, {"di", 22, 1}, {"si", 23, 1}, {"db", 24, 1}, {"lp", 25, 1}, {"tb", 26, 1},
      {"rt", 27, 1}, {"cpl", 32, 2}, {"is", 34, 1}, {"mc", 35, 1}, {"it", 36, 1}, {"id", 37, 1},
      {"da", 38, 1}, {"dd", 39, 1}, {"ss", 40, 1}, {"ri", 41, 2}, {"ed", 43, 1}, {"bn", 44, 1},
      {"ia", 45, 1}};
  if (Name.substr(0, 4) != "psr.")
    return std::nullopt;
  for (const auto &F : Fields)
    if (F.Field == Name.substr(4))
      return ((uint64_t(1) << F.Width) - 1) << F.Pos;
  return std::nullopt;
}

} // namespace epic::isa
