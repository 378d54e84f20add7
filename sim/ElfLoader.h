// Loads ELF64 IA-64 files into simulated memory: relocatable objects (ours
// or GNU as's) are placed section by section and relocated, with a small
// GOT and function descriptors built for @ltoff/@fptr; linked executables
// are mapped by their PT_LOAD program headers.
#pragma once
#include "sim/Memory.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::sim {

struct LoadOptions {
  uint64_t Base = 0x100000;                    // first section of a relocatable object
  std::map<std::string, uint64_t> SectionAddr;  // ".text" -> address (overrides Base)
  std::optional<uint64_t> Gp;                   // else the GOT's address (or __gp)
  PageRights Rights{3, 3, true};                // rwx for every level unless the scenario says otherwise
};

struct LoadedSection {
  std::string Name;
  uint64_t Addr = 0, Size = 0;
  bool Exec = false;
};

struct LoadedImage {
  std::map<std::string, uint64_t> Symbols;
  std::vector<LoadedSection> Sections;
  uint64_t Entry = 0; // e_entry for executables, else the first executable section
  uint64_t Gp = 0;
  unsigned Relocations = 0;
};

llvm::Expected<LoadedImage> loadElf(const std::vector<uint8_t> &File, Memory &Mem,
                                    const LoadOptions &Opts = {});

/// Patches an IA-64 instruction field of the bundle at `Bundle` (16 bytes,
/// little-endian) in `Slot` with `Value` (used by the loader; exposed for tests).
enum class PatchField : uint8_t { Imm14, Imm22, Imm64, Form21, Form60 };
void patchBundle(uint8_t *Bundle, unsigned Slot, PatchField F, uint64_t Value);

} // namespace epic::sim
