#include "emitter/SectionDefaults.h"
#include "llvm/BinaryFormat/ELF.h"
#include <cstdlib>
#include <cstring>

namespace epic::emit {
namespace ELF = llvm::ELF;
namespace {

enum class Match : uint8_t {
  Exact,  // the name itself
  Dotted, // the name, or the name followed by '.' and anything
  Prefix, // any name that starts with it
};

struct Special {
  const char *Name;
  Match M;
  uint32_t Type;
  uint64_t Flags;
};

constexpr uint64_t A = ELF::SHF_ALLOC, W = ELF::SHF_WRITE, X = ELF::SHF_EXECINSTR, T = ELF::SHF_TLS,
                   Short = SHF_IA_64_SHORT;
constexpr uint32_t Prog = ELF::SHT_PROGBITS, NoBits = ELF::SHT_NOBITS;

// First match wins (`.note.GNU-stack` before `.note`, `.rela` before `.rel`).
constexpr Special Specials[] = {
    {".text", Match::Dotted, Prog, A | X},
    {".init", Match::Exact, Prog, A | X}, // BFD's suffix length 0: `.init.text` is not special
    {".fini", Match::Exact, Prog, A | X},
    {".data1", Match::Exact, Prog, A | W},
    {".data", Match::Dotted, Prog, A | W},
    {".bss", Match::Dotted, NoBits, A | W},
    {".sdata", Match::Prefix, Prog, A | W | Short},
    {".sbss", Match::Prefix, NoBits, A | W | Short},
    {".tdata", Match::Dotted, Prog, A | W | T},
    {".tbss", Match::Dotted, NoBits, A | W | T},
    {".rodata1", Match::Exact, Prog, A},
    {".rodata", Match::Dotted, Prog, A},
    {".init_array", Match::Dotted, ELF::SHT_INIT_ARRAY, A | W},
    {".fini_array", Match::Dotted, ELF::SHT_FINI_ARRAY, A | W},
    {".preinit_array", Match::Dotted, ELF::SHT_PREINIT_ARRAY, A | W},
    {".gnu.linkonce.b.", Match::Prefix, NoBits, A | W},
    {".note.GNU-stack", Match::Exact, Prog, 0},
    {".note", Match::Prefix, ELF::SHT_NOTE, 0},
    {".rela", Match::Prefix, ELF::SHT_RELA, 0},
    // BFD on a RELA target: `.rel` only alone or before a '.'; gnu-efi's `.reloc` is PROGBITS.
    {".rel", Match::Dotted, ELF::SHT_REL, 0},
    {".got", Match::Exact, Prog, A | W},
    {".plt", Match::Exact, Prog, A | X},
    {".comment", Match::Exact, Prog, 0},
    {".interp", Match::Exact, Prog, 0},
    {".dynamic", Match::Exact, ELF::SHT_DYNAMIC, A},
    {".dynstr", Match::Exact, ELF::SHT_STRTAB, A},
    {".dynsym", Match::Exact, ELF::SHT_DYNSYM, A},
    {".hash", Match::Exact, ELF::SHT_HASH, A},
    {".gnu.hash", Match::Exact, ELF::SHT_GNU_HASH, A},
    {".gnu.version", Match::Exact, ELF::SHT_GNU_versym, 0},
    {".gnu.version_d", Match::Exact, ELF::SHT_GNU_verdef, 0},
    {".gnu.version_r", Match::Exact, ELF::SHT_GNU_verneed, 0},
    {".stabstr", Match::Exact, ELF::SHT_STRTAB, 0},
    {".symtab", Match::Exact, ELF::SHT_SYMTAB, 0},
    {".strtab", Match::Exact, ELF::SHT_STRTAB, 0},
    {".shstrtab", Match::Exact, ELF::SHT_STRTAB, 0},
};

const Special *special(const std::string &Name) {
  for (const Special &S : Specials) {
    const size_t N = std::strlen(S.Name);
    if (Name.compare(0, N, S.Name) != 0)
      continue;
    if (Name.size() == N || S.M == Match::Prefix || (S.M == Match::Dotted && Name[N] == '.'))
      return &S;
  }
  return nullptr;
}

/// The type a `.section` directive writes (0: none).
uint32_t writtenType(std::string Type) {
  if (!Type.empty() && (Type[0] == '@' || Type[0] == '%'))
    Type.erase(0, 1);
  if (Type.size() >= 2 && Type.front() == '"' && Type.back() == '"')
    Type = Type.substr(1, Type.size() - 2);
  if (Type == "progbits") return ELF::SHT_PROGBITS;
  if (Type == "nobits") return ELF::SHT_NOBITS;
  if (Type == "note") return ELF::SHT_NOTE;
  if (Type == "init_array") return ELF::SHT_INIT_ARRAY;
  if (Type == "fini_array") return ELF::SHT_FINI_ARRAY;
  if (Type == "preinit_array") return ELF::SHT_PREINIT_ARRAY;
  if (Type == "unwind") return SHT_IA_64_UNWIND; // tc-ia64's own section type
  return 0;
}

uint64_t writtenFlags(const std::string &Flags) {
  uint64_t F = 0;
  for (char C : Flags) {
    switch (C) {
    case 'a': F |= ELF::SHF_ALLOC; break;
    case 'w': F |= ELF::SHF_WRITE; break;
    case 'x': F |= ELF::SHF_EXECINSTR; break;
    case 'M': F |= ELF::SHF_MERGE; break;
    case 'S': F |= ELF::SHF_STRINGS; break;
    case 'G': F |= ELF::SHF_GROUP; break;
    case 'T': F |= ELF::SHF_TLS; break;
    case 's': F |= SHF_IA_64_SHORT; break; // tc-ia64's letter for short data
    case 'o': F |= ELF::SHF_LINK_ORDER; break;
    case 'e': F |= ELF::SHF_EXCLUDE; break;
    default: break;
    }
  }
  return F;
}

/// sh_entsize BFD gives a section of this type (measured).
uint64_t entrySize(uint32_t Type) {
  switch (Type) {
  case ELF::SHT_RELA: return 24;
  case ELF::SHT_REL: return 16;
  case ELF::SHT_INIT_ARRAY:
  case ELF::SHT_FINI_ARRAY:
  case ELF::SHT_PREINIT_ARRAY: return 8;
  case ELF::SHT_DYNAMIC: return 16;
  case ELF::SHT_DYNSYM: return 24;
  case ELF::SHT_HASH: return 4;
  case ELF::SHT_GNU_versym: return 2;
  default: return 0;
  }
}

/// Written flags beyond the special ones GNU as does not tolerate ("setting
/// incorrect section attributes": they replace the special ones), except an
/// allocated or executable note, and merge/string flags on a dotted name
/// (`.rodata.str1.8, "aMS"`). A section in a group (G, which always has its
/// group name here) takes the written flags with no message (obj_elf_change_section:
/// g++'s `.text._ZN1A1fEv,"axG",@progbits,_ZN1A1fEv,comdat`).
bool incorrectAttributes(const Special &Sp, const std::string &Name, uint64_t Attr) {
  if (Attr & ELF::SHF_GROUP)
    return false;
  // BFD's other exceptions: .interp, .strtab and .symtab may be allocated, and .note.GNU-stack
  // executable (`.section .note.GNU-stack,"x",@progbits`: an executable stack asked for).
  if ((Attr == A && (Name == ".interp" || Name == ".strtab" || Name == ".symtab")) ||
      (Attr == X && Name == ".note.GNU-stack"))
    return false;
  const uint64_t Extra = Attr & ~uint64_t(ELF::SHF_MASKOS | ELF::SHF_MASKPROC) & ~Sp.Flags;
  const bool Tolerated =
      (Sp.Type == ELF::SHT_NOTE && (Attr == A || Attr == X)) ||
      (Sp.M != Match::Exact && Name.size() > std::strlen(Sp.Name) && Name[std::strlen(Sp.Name)] == '.' &&
       (Extra & ~uint64_t(ELF::SHF_MERGE | ELF::SHF_STRINGS)) == 0);
  return Extra && !Tolerated;
}

} // namespace

std::vector<SectionMessage> sectionDeclarationMessages(const std::string &Name, const std::string &Flags,
                                                       const std::string &Type, const std::string &EntSize,
                                                       const ElfSection *Made, const std::string &MadeEntSize) {
  std::vector<SectionMessage> Out;
  const Special *Sp = special(Name);
  const uint32_t Ty = writtenType(Type);
  const uint64_t Attr = writtenFlags(Flags);
  auto say = [&](bool Error, const char *What) { Out.push_back({Error, std::string(What) + " for " + Name}); };
  if (!Made) { // this directive makes it: only a special section's rules apply
    if (!Sp)
      return Out;
    const bool Array = Sp->Type == ELF::SHT_INIT_ARRAY || Sp->Type == ELF::SHT_FINI_ARRAY ||
                       Sp->Type == ELF::SHT_PREINIT_ARRAY;
    if (Ty && Ty != Sp->Type && Sp->Type != ELF::SHT_NOTE)
      say(false, Array ? "ignoring incorrect section type" : "setting incorrect section type");
    if (incorrectAttributes(*Sp, Name, Attr))
      say(false, "setting incorrect section attributes");
    return Out;
  }
  // BFD's view of the flags GNU as compares (SEC_ALLOC, SEC_LOAD, SEC_READONLY, SEC_CODE, ...).
  auto bfdFlags = [](uint64_t F, uint32_t T) {
    const uint64_t Alloc = F & ELF::SHF_ALLOC;
    return (F & (ELF::SHF_ALLOC | ELF::SHF_EXECINSTR | ELF::SHF_MERGE | ELF::SHF_STRINGS | ELF::SHF_TLS |
                 ELF::SHF_EXCLUDE)) |
           (Alloc && T != ELF::SHT_NOBITS ? uint64_t(1) << 40 : 0) | (F & ELF::SHF_WRITE ? 0 : uint64_t(1) << 41);
  };
  // A special section's type is its own (a written one differs: "ignoring
  // incorrect"), then compared with the section's as made.
  uint32_t NewType = Ty;
  if (Sp && Ty && Ty != Sp->Type)
    say(false, "ignoring incorrect section type");
  if (Sp)
    NewType = Sp->Type;
  if (NewType && NewType != Made->Type)
    say(!Sp, Sp ? "ignoring changed section type" : "changed section type");
  if (!NewType || Sp)
    NewType = Sp ? Sp->Type : Made->Type;
  if (!Attr)
    return Out;
  if (bfdFlags(Attr, NewType) != bfdFlags(Made->Flags, Made->Type))
    say(!Sp, Sp ? "ignoring changed section attributes" : "changed section attributes");
  else if ((Attr & ELF::SHF_MERGE) && std::strtoull(EntSize.c_str(), nullptr, 0) != std::strtoull(MadeEntSize.c_str(), nullptr, 0))
    say(true, "changed section entity size");
  return Out;
}

ElfSection defaultSection(const std::string &Name, const std::string &Flags, const std::string &Type) {
  ElfSection S;
  S.Name = Name;
  uint32_t Ty = writtenType(Type);
  uint64_t Attr = writtenFlags(Flags);
  if (const Special *Sp = special(Name)) {
    // A written type other than the special one wins, except for the
    // arrays (GNU as: "ignoring incorrect section type").
    const bool Array = Sp->Type == ELF::SHT_INIT_ARRAY || Sp->Type == ELF::SHT_FINI_ARRAY ||
                       Sp->Type == ELF::SHT_PREINIT_ARRAY;
    if (Ty == 0 || Array)
      Ty = Sp->Type;
    // Flags beyond the special ones replace them ("setting incorrect section
    // attributes"), except an allocated or executable note, and merge/string
    // flags on a dotted name (`.rodata.str1.8, "aMS"`).
    if (!incorrectAttributes(*Sp, Name, Attr))
      Attr |= Sp->Flags;
  }
  S.Type = Ty ? Ty : uint32_t(ELF::SHT_PROGBITS);
  S.Flags = Attr;
  S.EntSize = entrySize(S.Type);
  // elfxx-ia64 types unwind tables by name (not .IA_64.unwind_info*) and
  // orders them with their code: `.section .IA_64.unwind, "a"` is "al".
  auto prefix = [&](const char *P) { return Name.rfind(P, 0) == 0; };
  if ((prefix(".IA_64.unwind") && !prefix(".IA_64.unwind_info")) || prefix(".gnu.linkonce.ia64unw.")) {
    S.Type = SHT_IA_64_UNWIND;
    S.Flags |= ELF::SHF_LINK_ORDER;
  }
  return S;
}

} // namespace epic::emit
