// Byte order of an object's data. IA-64 bundles are little-endian in every
// object; everything else (ELF structures, data directives, DWARF, unwind
// headers and tables) follows GNU as's -mle / -mbe, and `.msb` / `.lsb`
// switch the data of one section (gas: per-section byte order, starting at
// the object's).
#pragma once
#include "emitter/Relocs.h"
#include <cstdint>
#include <string>
#include <vector>

namespace epic::emit {

enum class ByteOrder : uint8_t { Little, Big };

/// `V` as an `N`-byte integer (N <= 16; bytes beyond the 8 of V are zero).
inline void putInt(std::vector<uint8_t> &Out, uint64_t V, unsigned N, ByteOrder O) {
  for (unsigned I = 0; I < N; ++I) {
    unsigned Sig = O == ByteOrder::Little ? I : N - 1 - I; // significance of byte I
    Out.push_back(uint8_t(Sig < 8 ? V >> (8 * Sig) : 0));
  }
}
inline void patchInt(std::vector<uint8_t> &Out, size_t At, uint64_t V, unsigned N, ByteOrder O) {
  for (unsigned I = 0; I < N; ++I) {
    unsigned Sig = O == ByteOrder::Little ? I : N - 1 - I;
    Out[At + I] = uint8_t(Sig < 8 ? V >> (8 * Sig) : 0);
  }
}

/// A string of `.ascii`/`.string16`...: each byte widened to `Size` bytes (0: 1), then
/// a terminating zero of that width when `Zero`.
inline void putChars(std::vector<uint8_t> &Out, const std::string &Str, unsigned Size, bool Zero, ByteOrder O) {
  if (Size > 1)
    for (char Ch : Str)
      putInt(Out, uint8_t(Ch), Size, O);
  else
    Out.insert(Out.end(), Str.begin(), Str.end());
  if (Zero)
    Out.resize(Out.size() + (Size > 1 ? Size : 1), 0);
}

/// The form of a data relocation for this byte order: every data
/// relocation (Data32/Data64 field) has an LSB form and, numbered one below
/// it, an MSB form (Relocs.def). Other relocations are returned unchanged.
inline Reloc inByteOrder(Reloc R, ByteOrder O) {
  const RelocInfo *I = relocInfo(uint32_t(R));
  if (!I || (I->Field != RelocField::Data32 && I->Field != RelocField::Data64) || !I->Name.ends_with("LSB"))
    return R;
  return O == ByteOrder::Big ? Reloc(uint32_t(R) - 1) : R;
}

/// A data relocation's name in this byte order ("IPLT64LSB" -> "IPLT64MSB"
/// big-endian), for messages that name one gas could not express.
inline std::string inByteOrder(std::string Name, ByteOrder O) {
  if (O == ByteOrder::Big && Name.ends_with("LSB"))
    Name.replace(Name.size() - 3, 3, "MSB");
  return Name;
}

} // namespace epic::emit
