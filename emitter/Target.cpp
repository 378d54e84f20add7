#include "emitter/Target.h"

namespace epic::emit {

Target::~Target() = default;
GroupRules::~GroupRules() = default;

std::array<uint8_t, 16> packBundle(uint8_t Template, const std::array<uint64_t, 3> &Slots) {
  // 128-bit little-endian bundle: template bits 0-4, slot i at 5 + 41*i.
  unsigned __int128 B = Template & 0x1f;
  constexpr uint64_t Mask41 = (uint64_t(1) << 41) - 1;
  for (int I = 0; I < 3; ++I)
    B |= (unsigned __int128)(Slots[I] & Mask41) << (5 + 41 * I);
  std::array<uint8_t, 16> Out;
  for (int I = 0; I < 16; ++I)
    Out[I] = uint8_t(B >> (8 * I));
  return Out;
}

} // namespace epic::emit
