// Loads one ELF64 IA-64 file into simulated memory: a relocatable object
// (ours or GNU as's) is linked alone by sim/Linker and placed section by
// section with the given rights; a linked executable is mapped by its
// PT_LOAD program headers. Scenarios with several objects use the linker
// directly (sim/ScenarioRun).
#pragma once
#include "sim/Linker.h"
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

} // namespace epic::sim
