#include "sim/Linker.h"
#include "emitter/Relocs.h"
#include "sim/Memory.h"
#include <algorithm>
#include <cstring>
#include <span>
#include <elf.h>
#include <optional>
#include <set>
#include <tuple>

namespace epic::sim {

namespace {

struct Slot128 {
  uint64_t Lo, Hi;
  uint64_t get(unsigned S) const {
    unsigned Pos = 5 + 41 * S;
    unsigned __int128 V = ((unsigned __int128)Hi << 64) | Lo;
    return uint64_t(V >> Pos) & ((uint64_t(1) << 41) - 1);
  }
  void set(unsigned S, uint64_t W) {
    unsigned Pos = 5 + 41 * S;
    unsigned __int128 V = ((unsigned __int128)Hi << 64) | Lo;
    unsigned __int128 M = (unsigned __int128)((uint64_t(1) << 41) - 1) << Pos;
    V = (V & ~M) | (((unsigned __int128)(W & ((uint64_t(1) << 41) - 1))) << Pos);
    Lo = uint64_t(V);
    Hi = uint64_t(V >> 64);
  }
};

inline uint64_t put(uint64_t Word, unsigned Lo, unsigned Width, uint64_t V) {
  uint64_t M = ((uint64_t(1) << Width) - 1) << Lo;
  return (Word & ~M) | ((V << Lo) & M);
}
inline uint64_t bits(uint64_t V, unsigned Lo, unsigned Width) { return (V >> Lo) & ((uint64_t(1) << Width) - 1); }

} // namespace

void patchBundle(uint8_t *Bundle, unsigned Slot, PatchField F, uint64_t V) {
  Slot128 B;
  memcpy(&B.Lo, Bundle, 8);
  memcpy(&B.Hi, Bundle + 8, 8);
  // Field layouts: Itanium SDM vol. 3, formats A4, A5, B1, I20/M20, F14, X2, X3.
  switch (F) {
  case PatchField::Imm14: {
    uint64_t W = B.get(Slot);
    W = put(W, 13, 7, bits(V, 0, 7));
    W = put(W, 27, 6, bits(V, 7, 6));
    W = put(W, 36, 1, bits(V, 13, 1));
    B.set(Slot, W);
    break;
  }
  case PatchField::Imm22: {
    uint64_t W = B.get(Slot);
    W = put(W, 13, 7, bits(V, 0, 7));
    W = put(W, 27, 9, bits(V, 7, 9));
    W = put(W, 22, 5, bits(V, 16, 5));
    W = put(W, 36, 1, bits(V, 21, 1));
    B.set(Slot, W);
    break;
  }
  case PatchField::Form21:
  case PatchField::Form21M:
  case PatchField::Form21F: {
    // The 21-bit displacement (in bundles) as (bit, width) pieces, low bits
    // first: imm20b (B1, chk.a), imm7a + imm13c (I20, M20/M21: chk.s),
    // imm20a (F14: fchkf); the sign at bit 36 in each.
    using Piece = std::pair<unsigned, unsigned>;
    static constexpr Piece B1[] = {{13, 20}, {36, 1}}, M20[] = {{6, 7}, {20, 13}, {36, 1}},
                           F14[] = {{6, 20}, {36, 1}};
    std::span<const Piece> Pieces = F == PatchField::Form21 ? std::span<const Piece>(B1)
                                    : F == PatchField::Form21M ? std::span<const Piece>(M20)
                                                               : std::span<const Piece>(F14);
    uint64_t D = V >> 4, W = B.get(Slot);
    unsigned From = 0;
    for (auto [Pos, Width] : Pieces) {
      W = put(W, Pos, Width, bits(D, From, Width));
      From += Width;
    }
    B.set(Slot, W);
    break;
  }
  case PatchField::Imm64: { // movl: X in slot 2, L in slot 1
    uint64_t X = B.get(2);
    X = put(X, 13, 7, bits(V, 0, 7));
    X = put(X, 27, 9, bits(V, 7, 9));
    X = put(X, 22, 5, bits(V, 16, 5));
    X = put(X, 21, 1, bits(V, 21, 1));
    X = put(X, 36, 1, bits(V, 63, 1));
    B.set(2, X);
    B.set(1, bits(V, 22, 41));
    break;
  }
  case PatchField::Form60: { // brl: imm20b and i in X, imm39 in L bits 40:2
    uint64_t D = V >> 4, X = B.get(2), L = B.get(1);
    X = put(X, 13, 20, bits(D, 0, 20));
    X = put(X, 36, 1, bits(D, 59, 1));
    L = put(L, 2, 39, bits(D, 20, 39));
    B.set(2, X);
    B.set(1, L);
    break;
  }
  }
  memcpy(Bundle, &B.Lo, 8);
  memcpy(Bundle + 8, &B.Hi, 8);
}

namespace {

/// One input object, parsed enough to link it.
struct Object {
  const LinkInput *In = nullptr;
  Elf64_Ehdr H{};
  std::vector<Elf64_Shdr> Sh;
  std::vector<uint64_t> Addr;  // per section: its address in the image (ALLOC only)
  std::vector<int> Out;        // per section: index of its output section, or -1
  std::vector<uint64_t> OutOff;// per section: offset inside the output section
  std::vector<Elf64_Sym> Syms;
  unsigned SymTab = 0;

  bool within(uint64_t Off, uint64_t N) const { return Off <= In->Bytes.size() && N <= In->Bytes.size() - Off; }
  std::string strAt(unsigned Sec, uint64_t Off) const {
    // A name offset that wraps past 2^64 is no name (found by fuzz/elf_fuzzer).
    if (Sec >= Sh.size() || Off > UINT64_MAX - Sh[Sec].sh_offset) return "";
    uint64_t At = Sh[Sec].sh_offset + Off;
    if (!within(At, 1)) return "";
    const char *P = reinterpret_cast<const char *>(In->Bytes.data() + At);
    return std::string(P, strnlen(P, In->Bytes.size() - At));
  }
  std::string secName(unsigned I) const { return strAt(H.e_shstrndx, Sh[I].sh_name); }
  std::string symName(const Elf64_Sym &S) const { return strAt(Sh[SymTab].sh_link, S.st_name); }
};

llvm::Error fail(const std::string &M) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", M.c_str());
}

llvm::Expected<Object> parseObject(const LinkInput &In) {
  Object O;
  O.In = &In;
  const std::vector<uint8_t> &F = In.Bytes;
  if (F.size() < sizeof(Elf64_Ehdr) || memcmp(F.data(), ELFMAG, SELFMAG) != 0)
    return fail(In.Name + ": not an ELF file");
  memcpy(&O.H, F.data(), sizeof O.H);
  if (O.H.e_ident[EI_DATA] == ELFDATA2MSB)
    return fail(In.Name + ": " + BigEndianRefused);
  if (O.H.e_ident[EI_CLASS] != ELFCLASS64 || O.H.e_ident[EI_DATA] != ELFDATA2LSB || O.H.e_machine != EM_IA_64)
    return fail(In.Name + ": not an ELF64 little-endian IA-64 file");
  if (O.H.e_type != ET_REL)
    return fail(In.Name + ": not a relocatable object");
  if (O.H.e_shnum && !O.within(O.H.e_shoff, uint64_t(O.H.e_shnum) * sizeof(Elf64_Shdr)))
    return fail(In.Name + ": section headers outside the file");
  O.Sh.resize(O.H.e_shnum);
  for (unsigned I = 0; I < O.H.e_shnum; ++I)
    memcpy(&O.Sh[I], F.data() + O.H.e_shoff + I * sizeof(Elf64_Shdr), sizeof(Elf64_Shdr));
  O.Addr.assign(O.Sh.size(), 0);
  O.Out.assign(O.Sh.size(), -1);
  O.OutOff.assign(O.Sh.size(), 0);
  for (unsigned I = 0; I < O.Sh.size(); ++I) {
    if (O.Sh[I].sh_type == SHT_SYMTAB) O.SymTab = I;
    if ((O.Sh[I].sh_flags & SHF_ALLOC) && O.Sh[I].sh_type != SHT_NOBITS &&
        !O.within(O.Sh[I].sh_offset, O.Sh[I].sh_size))
      return fail(In.Name + ": section '" + O.secName(I) + "' outside the file");
  }
  if (O.SymTab) {
    const Elf64_Shdr &S = O.Sh[O.SymTab];
    if (!O.within(S.sh_offset, S.sh_size)) return fail(In.Name + ": symbol table outside the file");
    O.Syms.resize(S.sh_size / sizeof(Elf64_Sym));
    for (size_t K = 0; K < O.Syms.size(); ++K)
      memcpy(&O.Syms[K], F.data() + S.sh_offset + K * sizeof(Elf64_Sym), sizeof(Elf64_Sym));
  }
  return O;
}

uint64_t alignTo(uint64_t V, uint64_t A) { return A > 1 ? (V + A - 1) / A * A : V; }

/// Sections ld keeps in the short-data segment that gp addresses.
bool isShortData(llvm::StringRef N) {
  return N.starts_with(".sdata") || N.starts_with(".sbss") || N.starts_with(".srodata") || N.starts_with(".gnu.linkonce.s");
}

} // namespace

llvm::Expected<LinkedImage> linkObjects(const std::vector<LinkInput> &Inputs, const LinkOptions &Opts) {
  std::vector<Object> Objs;
  for (const LinkInput &In : Inputs) {
    auto O = parseObject(In);
    if (!O) return O.takeError();
    Objs.push_back(std::move(*O));
  }
  LinkedImage Img;

  // Output sections in order of first appearance; input sections appended.
  std::map<std::string, unsigned> OutIndex;
  std::vector<uint64_t> OutAlign;
  for (Object &O : Objs)
    for (unsigned I = 0; I < O.Sh.size(); ++I) {
      const Elf64_Shdr &S = O.Sh[I];
      if (!(S.sh_flags & SHF_ALLOC)) continue;
      std::string N = O.secName(I);
      auto [It, New] = OutIndex.emplace(N, unsigned(Img.Sections.size()));
      if (New) {
        Img.Sections.push_back({N, 0, {}, false, false});
        OutAlign.push_back(1);
      }
      LinkedSection &L = Img.Sections[It->second];
      L.Exec |= bool(S.sh_flags & SHF_EXECINSTR);
      L.Write |= bool(S.sh_flags & SHF_WRITE);
      uint64_t Off = alignTo(L.Bytes.size(), std::max<uint64_t>(S.sh_addralign, 1));
      // Output sections are host memory (.bss too): refuse what the
      // simulated memory could not map anyway, before allocating it.
      if (Off < L.Bytes.size() || S.sh_size > Memory::MaxMappedBytes || Off > Memory::MaxMappedBytes - S.sh_size)
        return fail(O.In->Name + ": section '" + N + "' of " + std::to_string(S.sh_size) +
                    " bytes (aligned to " + std::to_string(S.sh_addralign) + ") does not fit in the simulated memory (" +
                    std::to_string(Memory::MaxMappedBytes) + " bytes)");
      L.Bytes.resize(Off + S.sh_size, 0);
      if (S.sh_type != SHT_NOBITS && S.sh_size) // an empty vector's data() may be null
        memcpy(L.Bytes.data() + Off, O.In->Bytes.data() + S.sh_offset, S.sh_size);
      O.Out[I] = int(It->second);
      O.OutOff[I] = Off;
      OutAlign[It->second] = std::max<uint64_t>(OutAlign[It->second], S.sh_addralign);
    }

  // COMMON symbols (`.comm`): ld gives each, at the largest size and alignment the objects
  // declare and unless an object defines it, a place at the end of .bss.
  std::map<std::string, std::pair<uint64_t, uint64_t>> Commons; // name -> (size, alignment)
  std::vector<std::string> CommonOrder;
  std::set<std::string> Defined;
  for (const Object &O : Objs)
    for (const Elf64_Sym &Sy : O.Syms) {
      if (Sy.st_shndx == SHN_COMMON) {
        auto [It, New] = Commons.try_emplace(O.symName(Sy), 0, 1);
        if (New) CommonOrder.push_back(It->first);
        It->second = {std::max(It->second.first, Sy.st_size), std::max<uint64_t>(It->second.second, Sy.st_value)};
      } else if (Sy.st_shndx != SHN_UNDEF && ELF64_ST_BIND(Sy.st_info) != STB_LOCAL) {
        Defined.insert(O.symName(Sy));
      }
    }
  std::map<std::string, std::pair<unsigned, uint64_t>> CommonAt; // name -> (output section, offset)
  for (const std::string &N : CommonOrder) {
    if (Defined.count(N)) continue;
    auto [It, New] = OutIndex.emplace(".bss", unsigned(Img.Sections.size()));
    if (New) {
      Img.Sections.push_back({".bss", 0, {}, false, true});
      OutAlign.push_back(1);
    }
    LinkedSection &L = Img.Sections[It->second];
    L.Write = true;
    auto [Size, Align] = Commons[N];
    uint64_t Off = alignTo(L.Bytes.size(), std::max<uint64_t>(Align, 1));
    if (Off < L.Bytes.size() || Size > Memory::MaxMappedBytes || Off > Memory::MaxMappedBytes - Size)
      return fail("common symbol '" + N + "' of " + std::to_string(Size) + " bytes does not fit in the simulated memory");
    L.Bytes.resize(Off + Size, 0);
    CommonAt[N] = {It->second, Off};
    OutAlign[It->second] = std::max<uint64_t>(OutAlign[It->second], Align);
  }

  // Addresses: given ones, then the rest page by page after the highest.
  uint64_t Next = Opts.Base;
  for (size_t K = 0; K < Img.Sections.size(); ++K) {
    LinkedSection &L = Img.Sections[K];
    if (auto It = Opts.SectionAddr.find(L.Name); It != Opts.SectionAddr.end()) {
      L.Addr = It->second;
      if (OutAlign[K] > 1 && L.Addr % OutAlign[K])
        return fail("section '" + L.Name + "' needs " + std::to_string(OutAlign[K]) + "-byte alignment");
    } else if (Opts.RequireAddresses && L.Bytes.empty()) {
      L.Addr = 0; // an empty section (GNU as always makes .data/.bss): nothing to place
    } else if (Opts.RequireAddresses) {
      return fail("the program produces section '" + L.Name + "' but the scenario does not say where it goes (sections:)");
    } else {
      L.Addr = alignTo(Next, std::max<uint64_t>(4096, OutAlign[K]));
      Next = L.Addr + std::max<uint64_t>(L.Bytes.size(), 1);
    }
  }
  uint64_t End = Opts.Base;
  for (const LinkedSection &L : Img.Sections)
    if ((L.Addr >> 61) == (Opts.Base >> 61)) End = std::max(End, L.Addr + L.Bytes.size());
  Img.GotAddr = Opts.SectionAddr.count(".got") ? Opts.SectionAddr.at(".got") : alignTo(End, 4096);
  // Short data (.sdata, .sbss, .srodata: what @gprel and 22-bit gp
  // offsets reach) goes next to the GOT, as ld lays them out: when the caller
  // does not place the GOT and it would be out of their reach, it follows
  // the highest short section (if nothing else is there).
  std::optional<uint64_t> ShortLo, ShortHi;
  for (const LinkedSection &L : Img.Sections)
    if (isShortData(L.Name) && !L.Bytes.empty()) {
      ShortLo = std::min(ShortLo.value_or(L.Addr), L.Addr);
      ShortHi = std::max(ShortHi.value_or(0), L.Addr + L.Bytes.size());
    }
  constexpr uint64_t GotReserve = 0x10000, Reach = 0x200000; // the GOT's mapping; +-2 MiB of 22-bit offsets
  if (ShortLo && !Opts.SectionAddr.count(".got") && (Img.GotAddr < *ShortLo || Img.GotAddr - *ShortLo >= Reach)) {
    uint64_t G = alignTo(*ShortHi, 4096);
    bool Free = true;
    for (const LinkedSection &L : Img.Sections)
      Free &= L.Bytes.empty() || L.Addr >= G + GotReserve || L.Addr + L.Bytes.size() <= G;
    if (Free) Img.GotAddr = G;
  }
  for (Object &O : Objs)
    for (unsigned I = 0; I < O.Sh.size(); ++I)
      if (O.Out[I] >= 0) O.Addr[I] = Img.Sections[O.Out[I]].Addr + O.OutOff[I];

  // Symbols: definitions, then globals resolved across objects.
  std::map<std::string, uint64_t> Globals;
  std::map<std::string, std::string> DefinedIn;
  std::vector<std::vector<std::optional<uint64_t>>> SymVal(Objs.size());
  for (size_t F = 0; F < Objs.size(); ++F) {
    Object &O = Objs[F];
    SymVal[F].resize(O.Syms.size());
    for (size_t K = 0; K < O.Syms.size(); ++K) {
      const Elf64_Sym &Sy = O.Syms[K];
      if (Sy.st_shndx == SHN_UNDEF) continue;
      uint64_t V = Sy.st_value;
      const bool Common = Sy.st_shndx == SHN_COMMON;
      if (Sy.st_shndx == SHN_ABS) {
      } else if (Sy.st_shndx < O.Sh.size()) {
        V += O.Addr[Sy.st_shndx];
      } else if (auto C = Common ? CommonAt.find(O.symName(Sy)) : CommonAt.end(); C != CommonAt.end()) {
        V = Img.Sections[C->second.first].Addr + C->second.second;
      } else {
        continue; // a common an object defines (that definition is the value) or a processor-specific index
      }
      SymVal[F][K] = V;
      std::string Name = ELF64_ST_TYPE(Sy.st_info) == STT_SECTION ? "" : O.symName(Sy);
      if (Name.empty()) continue;
      if (Common && Globals.count(Name)) continue; // declared in several objects: one place
      if (ELF64_ST_BIND(Sy.st_info) != STB_LOCAL) {
        if (auto D = DefinedIn.find(Name); D != DefinedIn.end())
          return fail("symbol '" + Name + "' is defined in " + D->second + " and in " + O.In->Name);
        DefinedIn[Name] = O.In->Name;
        Globals[Name] = V;
      }
    }
  }
  Img.Symbols = Globals;
  for (size_t F = 0; F < Objs.size(); ++F)
    for (size_t K = 0; K < Objs[F].Syms.size(); ++K)
      if (SymVal[F][K] && ELF64_ST_TYPE(Objs[F].Syms[K].st_info) != STT_SECTION) {
        std::string Name = Objs[F].symName(Objs[F].Syms[K]);
        if (!Name.empty()) Img.Symbols.emplace(Name, *SymVal[F][K]);
      }
  for (const LinkedSection &L : Img.Sections) // section names as symbols, like section symbols
    Img.Symbols.emplace(L.Name, L.Addr);
  for (size_t F = 0; F < Objs.size(); ++F)
    for (size_t K = 1; K < Objs[F].Syms.size(); ++K) {
      if (SymVal[F][K]) continue;
      const Elf64_Sym &Sy = Objs[F].Syms[K];
      if (Sy.st_shndx != SHN_UNDEF && Sy.st_shndx != SHN_COMMON) continue; // a common another object defines
      std::string Name = Objs[F].symName(Sy);
      if (auto G = Globals.find(Name); G != Globals.end()) SymVal[F][K] = G->second;
    }

  // gp: given, else __gp, else the GOT's address, moved down (ld's rule:
  // lowest short address + 2 MiB) when the short data starts more than 2 MiB below it.
  Img.Gp = Opts.Gp ? *Opts.Gp : Globals.count("__gp") ? Globals["__gp"] : Img.GotAddr;
  if (!Opts.Gp && !Globals.count("__gp") && ShortLo && *ShortLo < Img.GotAddr && Img.GotAddr - *ShortLo > Reach)
    Img.Gp = *ShortLo + Reach;
  std::vector<uint8_t> Got;
  std::map<uint64_t, uint64_t> GotSlots, Descriptors;
  auto put64 = [&](uint64_t V) {
    for (unsigned I = 0; I < 8; ++I) Got.push_back(uint8_t(V >> (8 * I)));
  };
  auto gotSlot = [&](uint64_t V) {
    auto [It, New] = GotSlots.emplace(V, Img.GotAddr + Got.size());
    if (New) put64(V);
    return It->second;
  };
  auto descriptor = [&](uint64_t Fn) {
    auto [It, New] = Descriptors.emplace(Fn, Img.GotAddr + Got.size());
    if (New) { put64(Fn); put64(Img.Gp); }
    return It->second;
  };

  // Every relocation of the objects' sections that are linked, in file order.
  auto eachRela = [&](auto Fn) -> std::optional<std::string> {
    for (size_t F = 0; F < Objs.size(); ++F) {
      Object &O = Objs[F];
      for (unsigned I = 0; I < O.Sh.size(); ++I) {
        if (O.Sh[I].sh_type != SHT_RELA) continue;
        unsigned Target = O.Sh[I].sh_info;
        if (Target >= O.Sh.size() || O.Out[Target] < 0) continue;
        if (!O.within(O.Sh[I].sh_offset, O.Sh[I].sh_size)) return O.In->Name + ": relocations outside the file";
        size_t N = O.Sh[I].sh_size / sizeof(Elf64_Rela);
        for (size_t K = 0; K < N; ++K) {
          Elf64_Rela R;
          memcpy(&R, O.In->Bytes.data() + O.Sh[I].sh_offset + K * sizeof R, sizeof R);
          if (auto E = Fn(F, O, Target, R)) return E;
        }
      }
    }
    return std::nullopt;
  };

  // GOT slots and descriptors first, ordered by symbol name and addend rather
  // than by the relocations' order: a scheduled object (instructions moved)
  // then gets the source's GOT, and code that reaches it from a gp it loads
  // itself (OCaml's `mov gp = r7` after a call) reads the same words.
  struct GotNeed {
    size_t F;
    std::string Name;
    uint64_t Addend;
    int Kind; // 0 descriptor, 1 slot of a descriptor, 2 slot
    uint64_t Value;
    bool operator<(const GotNeed &B) const {
      return std::tie(F, Name, Addend, Kind) < std::tie(B.F, B.Name, B.Addend, B.Kind);
    }
  };
  std::vector<GotNeed> Needs;
  eachRela([&](size_t F, Object &O, unsigned, const Elf64_Rela &R) -> std::optional<std::string> {
    const emit::RelocInfo *RI = emit::relocInfo(ELF64_R_TYPE(R.r_info));
    uint32_t Sym = ELF64_R_SYM(R.r_info);
    if (!RI || Sym >= SymVal[F].size() || !SymVal[F][Sym]) return std::nullopt; // the second pass reports it
    std::string_view Nm = RI->Name;
    int Kind = Nm.starts_with("LTOFF_FPTR") ? 1 : Nm.starts_with("LTOFF") ? 2 : Nm.starts_with("FPTR") ? 0 : -1;
    if (Kind < 0) return std::nullopt;
    const Elf64_Sym &S = O.Syms[Sym];
    std::string Name = ELF64_ST_TYPE(S.st_info) == STT_SECTION ? O.secName(S.st_shndx) : O.symName(S);
    Needs.push_back({F, Name, uint64_t(R.r_addend), Kind, *SymVal[F][Sym] + uint64_t(R.r_addend)});
    return std::nullopt;
  });
  std::sort(Needs.begin(), Needs.end());
  for (const GotNeed &N : Needs) {
    if (N.Kind == 0) descriptor(N.Value);
    else if (N.Kind == 1) gotSlot(descriptor(N.Value));
    else gotSlot(N.Value);
  }

  if (auto E = eachRela([&](size_t F, Object &O, unsigned Target, const Elf64_Rela &R) -> std::optional<std::string> {
        LinkedSection &L = Img.Sections[O.Out[Target]];
        uint32_t Type = ELF64_R_TYPE(R.r_info), Sym = ELF64_R_SYM(R.r_info);
        const emit::RelocInfo *RI = emit::relocInfo(Type);
        if (!RI) return std::string(O.In->Name + ": unknown relocation type " + std::to_string(Type));
        if (Type == 0) return std::nullopt;
        if (Sym >= SymVal[F].size()) return std::string(O.In->Name + ": relocation symbol out of range");
        if (!SymVal[F][Sym])
          return std::string(O.In->Name + ": undefined symbol '" + O.symName(O.Syms[Sym]) + "'");
        uint64_t S = *SymVal[F][Sym], A = uint64_t(R.r_addend);
        uint64_t Off = O.OutOff[Target] + R.r_offset; // inside the output section
        uint64_t P = L.Addr + Off;
        uint64_t BundleOff = Off & ~uint64_t(15), BundleAddr = P & ~uint64_t(15);
        unsigned Slot = unsigned(P & 15);
        std::string_view Nm = RI->Name;
        bool Insn = RI->Field != emit::RelocField::Data32 && RI->Field != emit::RelocField::Data64;
        uint64_t V;
        if (Nm.starts_with("PCREL")) V = S + A - (Insn ? BundleAddr : P);
        else if (Nm.starts_with("GPREL")) V = S + A - Img.Gp;
        else if (Nm.starts_with("LTOFF_FPTR")) V = gotSlot(descriptor(S + A)) - Img.Gp;
        else if (Nm.starts_with("LTOFF")) V = gotSlot(S + A) - Img.Gp;
        else if (Nm.starts_with("FPTR")) V = descriptor(S + A);
        else if (Nm.starts_with("SEGREL")) V = S + A - Opts.Base;
        else if (Nm.starts_with("SECREL")) V = S + A - L.Addr;
        else if (Nm.starts_with("LDXMOV")) return std::nullopt; // the ld8 stays: its GOT slot is real
        else if (Nm.starts_with("DIR") || Nm.starts_with("IMM")) V = S + A;
        else return std::string(O.In->Name + ": relocation " + std::string(Nm) + " is not supported by the simulator's linker");
        // Like ld: a value that does not fit its field is an error, not a wrap.
        auto fits = [&](unsigned Bits) {
          int64_t X = int64_t(V);
          return X >= -(int64_t(1) << (Bits - 1)) && X < (int64_t(1) << (Bits - 1));
        };
        unsigned FieldBits = RI->Field == emit::RelocField::Imm14   ? 14
                             : RI->Field == emit::RelocField::Imm22 ? 22
                             : RI->Field == emit::RelocField::Form21B || RI->Field == emit::RelocField::Form21M ||
                                       RI->Field == emit::RelocField::Form21F
                                 ? 25
                                 : 0;
        if (FieldBits && !fits(FieldBits))
          return std::string(O.In->Name + ": relocation " + std::string(Nm) + " against '" +
                      (ELF64_ST_TYPE(O.Syms[Sym].st_info) == STT_SECTION ? O.secName(O.Syms[Sym].st_shndx)
                                                                          : O.symName(O.Syms[Sym])) +
                      "' does not fit (value " + std::to_string(int64_t(V)) + "): the target is out of range");
        unsigned Width = RI->Field == emit::RelocField::Data64 ? 8 : RI->Field == emit::RelocField::Data32 ? 4 : 16;
        uint64_t At = Insn ? BundleOff : Off;
        if (RI->Field != emit::RelocField::None && (At > L.Bytes.size() || Width > L.Bytes.size() - At))
          return std::string(O.In->Name + ": relocation outside its section");
        switch (RI->Field) {
        case emit::RelocField::Data64:
          for (unsigned B = 0; B < 8; ++B) L.Bytes[Off + B] = uint8_t(V >> (8 * B));
          break;
        case emit::RelocField::Data32:
          for (unsigned B = 0; B < 4; ++B) L.Bytes[Off + B] = uint8_t(V >> (8 * B));
          break;
        case emit::RelocField::None: break;
        default: {
          PatchField PF = PatchField::Form21;
          switch (RI->Field) {
          case emit::RelocField::Imm14: PF = PatchField::Imm14; break;
          case emit::RelocField::Imm22: PF = PatchField::Imm22; break;
          case emit::RelocField::Imm64: PF = PatchField::Imm64; break;
          case emit::RelocField::Form21M: PF = PatchField::Form21M; break;
          case emit::RelocField::Form21F: PF = PatchField::Form21F; break;
          case emit::RelocField::Form60B: PF = PatchField::Form60; break;
          default: break;
          }
          patchBundle(L.Bytes.data() + BundleOff, Slot, PF, V);
        }
        }
        ++Img.Relocations;
        return std::nullopt;
      }))
    return fail(*E);
  if (!Got.empty()) {
    if (Got.size() > 0x10000) return fail("GOT overflow");
    Img.Sections.push_back({".got", Img.GotAddr, std::move(Got), false, true});
  }
  return Img;
}

} // namespace epic::sim
