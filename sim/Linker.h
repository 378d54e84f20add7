// Links relocatable IA-64 ELF objects (ours or GNU as's) into an image in
// memory: output sections with the same name are concatenated in input
// order (each input section aligned as it asks), global symbols resolve
// across objects, relocations are applied to the section bytes, and a GOT
// with function descriptors is built for @ltoff/@fptr. The image is placed
// into simulated memory by the caller (ElfLoader, scenarios), which decides
// rights and address spaces.
#pragma once
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::sim {

/// Why a big-endian object (GNU as -mbe) is refused by the linker and the
/// loader: the simulated CPU runs with PSR.be = 0 and its memory is
/// little-endian.
inline constexpr const char *BigEndianRefused =
    "a big-endian object (GNU as -mbe) cannot be simulated: the simulated CPU runs little-endian "
    "(PSR.be = 0); assemble it without -mbe";

struct LinkInput {
  std::string Name;            // for messages ("ipc_fastpath.S")
  std::vector<uint8_t> Bytes;  // an ELF64 IA-64 relocatable object
};

struct LinkOptions {
  std::map<std::string, uint64_t> SectionAddr; // output section -> address
  /// Sections without an address follow each other from here, page aligned.
  uint64_t Base = 0x100000;
  /// Every output section must have an address (scenarios say where code goes).
  bool RequireAddresses = false;
  std::optional<uint64_t> Gp;  // else __gp, else the GOT's address
};

struct LinkedSection {
  std::string Name;
  uint64_t Addr = 0;
  std::vector<uint8_t> Bytes;  // Bytes.size() == size; zeros for NOBITS
  bool Exec = false, Write = false;
};

struct LinkedImage {
  std::vector<LinkedSection> Sections; // in order of first appearance; ".got" last if used
  std::map<std::string, uint64_t> Symbols; // globals, then locals whose name is not taken
  uint64_t Gp = 0;
  uint64_t GotAddr = 0;               // where the GOT goes (even when empty)
  unsigned Relocations = 0;
};

/// Patches an IA-64 instruction field of the bundle at `Bundle` (16 bytes,
/// little-endian) in `Slot` with `Value` (relocations; exposed for tests).
/// Form21: imm20b (B1-B3); Form21M: imm7a + imm13c (I20, M20-M23: chk.s, chk.a);
/// Form21F: imm20a (F14: fchkf).
enum class PatchField : uint8_t { Imm14, Imm22, Imm64, Form21, Form21M, Form21F, Form60 };
void patchBundle(uint8_t *Bundle, unsigned Slot, PatchField F, uint64_t Value);

llvm::Expected<LinkedImage> linkObjects(const std::vector<LinkInput> &Inputs, const LinkOptions &Opts);

} // namespace epic::sim
