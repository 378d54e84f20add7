// ELF64 relocatable objects (little- or big-endian) for EM_IA_64. Knows nothing about
// instructions: it takes sections (bytes, alignment, flags), symbols and
// RELA relocations and lays them out the way GNU as does (each .rela.X right
// after X, then .symtab, .strtab, .shstrtab; local symbols first, one section
// symbol per section).
#pragma once
#include "emitter/ByteOrder.h"
#include "emitter/Relocs.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace epic::emit {

/// ELF header facts for IA-64 Linux as GNU as 2.40 writes them
/// (`readelf -h` of a GNU as object): OS/ABI SYSV (0), e_flags
/// EF_IA_64_ABI64 (0x10).
inline constexpr uint32_t EF_IA_64_ABI64 = 0x10;
/// e_flags bit of a big-endian object (GNU as -mbe: 0x18).
inline constexpr uint32_t EF_IA_64_BE = 0x08;
/// e_flags GNU as adds for -mconstant-gp and -mauto-pic (`readelf -h`:
/// "constant gp", "no function descriptors, constant gp").
inline constexpr uint32_t EF_IA_64_CONS_GP = 0x40;
inline constexpr uint32_t EF_IA_64_NOFUNCDESC_CONS_GP = 0x80;
/// SHF_IA_64_SHORT: section is addressed gp-relative (.sdata, .sbss,
/// .srodata); the IA-64 ELF supplement's processor-specific flag.
inline constexpr uint64_t SHF_IA_64_SHORT = 0x10000000;
/// SHT_IA_64_UNWIND: an unwind table (the IA-64 ELF supplement's section type).
inline constexpr uint32_t SHT_IA_64_UNWIND = 0x70000001;

struct ElfSection {
  std::string Name;
  uint32_t Type = 1;  // SHT_PROGBITS; 8 = SHT_NOBITS
  uint64_t Flags = 0; // SHF_* (ALLOC 2, WRITE 1, EXECINSTR 4, ...)
  uint64_t Align = 1;
  uint64_t EntSize = 0;
  std::vector<uint8_t> Bytes; // contents (empty for NOBITS)
  uint64_t NoBitsSize = 0;    // size of a NOBITS section
  /// Section this one is linked to (index into ElfObject::Sections; -1
  /// none): sh_link, and sh_info too for IA-64 unwind tables (elfxx-ia64
  /// sets both).
  int Link = -1;
  uint64_t size() const { return Type == 8 ? NoBitsSize : Bytes.size(); }
};

/// Special section numbers for ElfSymbol::Section.
inline constexpr int SymUndef = -1, SymAbs = -2, SymCommon = -3;

struct ElfSymbol {
  std::string Name;
  uint8_t Bind = 0;       // STB_LOCAL 0, STB_GLOBAL 1, STB_WEAK 2
  uint8_t Type = 0;       // STT_NOTYPE 0, OBJECT 1, FUNC 2, SECTION 3, FILE 4, TLS 6
  uint8_t Visibility = 0; // STV_DEFAULT 0, HIDDEN 2
  int Section = SymUndef; // index into ElfObject::Sections or SymUndef/SymAbs/SymCommon
  uint64_t Value = 0;     // offset in section (alignment for SymCommon)
  uint64_t Size = 0;
};

struct ElfReloc {
  unsigned Section = 0;   // the section being patched
  uint64_t Offset = 0;    // for instruction slots: bundle address + slot number
  Reloc Type = Reloc::NONE;
  /// Target: a symbol (index into ElfObject::Symbols) or, when Symbol < 0,
  /// the section symbol of section `TargetSection`.
  int Symbol = -1;
  unsigned TargetSection = 0;
  int64_t Addend = 0;
};

/// A section group (SHT_GROUP, "G" sections): written before every other
/// section, as GNU as does, one `.group` per signature. Its signature is the
/// symbol of that name, else a local symbol in the group section.
struct ElfGroup {
  std::string Signature;
  bool Comdat = false;           // GRP_COMDAT
  std::vector<unsigned> Members; // indices into ElfObject::Sections, ascending
};

struct ElfObject {
  std::vector<ElfSection> Sections;
  std::vector<ElfGroup> Groups;
  std::vector<ElfSymbol> Symbols;
  std::vector<ElfReloc> Relocs;
  uint32_t Flags = EF_IA_64_ABI64; // e_flags
  uint8_t OsAbi = 0;               // e_ident[EI_OSABI] (ELFOSABI_GNU for GNU symbol types)
  /// ELF structures and the group sections' words; section contents are
  /// written as given (the assembler lays out data in its order).
  ByteOrder Order = ByteOrder::Little;

  unsigned addSection(ElfSection S) {
    Sections.push_back(std::move(S));
    return Sections.size() - 1;
  }
  unsigned addSymbol(ElfSymbol S) {
    Symbols.push_back(std::move(S));
    return Symbols.size() - 1;
  }
};

/// Puts the sections (symbols) in the order `Order` lists their current
/// indices (a permutation), updating every reference to them.
void reorderSections(ElfObject &Obj, const std::vector<unsigned> &Order);
void reorderSymbols(ElfObject &Obj, const std::vector<unsigned> &Order);

/// Serialises `Obj`. Errors (not located: the assembler checks its input)
/// for a relocation or symbol naming a section or symbol that does not exist.
llvm::Expected<std::vector<uint8_t>> writeElf(const ElfObject &Obj);

} // namespace epic::emit
