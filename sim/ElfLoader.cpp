#include "sim/ElfLoader.h"
#include "emitter/Relocs.h"
#include <cstring>
#include <elf.h>

namespace epic::sim {

namespace {

llvm::Error fail(const std::string &M) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", M.c_str());
}

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
  // Field layouts: Itanium SDM vol. 3, formats A4, A5, B1/M22, X2, X3.
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
  case PatchField::Form21: {
    uint64_t D = V >> 4, W = B.get(Slot);
    W = put(W, 13, 20, bits(D, 0, 20));
    W = put(W, 36, 1, bits(D, 20, 1));
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

llvm::Expected<LoadedImage> loadElf(const std::vector<uint8_t> &File, Memory &Mem, const LoadOptions &Opts) {
  if (File.size() < sizeof(Elf64_Ehdr) || memcmp(File.data(), ELFMAG, SELFMAG) != 0)
    return fail("not an ELF file");
  Elf64_Ehdr H;
  memcpy(&H, File.data(), sizeof H);
  if (H.e_ident[EI_CLASS] != ELFCLASS64 || H.e_ident[EI_DATA] != ELFDATA2LSB || H.e_machine != EM_IA_64)
    return fail("not an ELF64 little-endian IA-64 file");
  auto within = [&](uint64_t Off, uint64_t N) { return Off <= File.size() && N <= File.size() - Off; };
  LoadedImage Img;

  std::vector<Elf64_Shdr> Sh(H.e_shnum);
  if (H.e_shnum && !within(H.e_shoff, uint64_t(H.e_shnum) * sizeof(Elf64_Shdr)))
    return fail("section headers outside the file");
  for (unsigned I = 0; I < H.e_shnum; ++I)
    memcpy(&Sh[I], File.data() + H.e_shoff + I * sizeof(Elf64_Shdr), sizeof(Elf64_Shdr));
  auto strAt = [&](unsigned Sec, uint64_t Off) -> std::string {
    if (Sec >= Sh.size() || !within(Sh[Sec].sh_offset + Off, 1)) return "";
    const char *P = reinterpret_cast<const char *>(File.data() + Sh[Sec].sh_offset + Off);
    return std::string(P, strnlen(P, File.size() - Sh[Sec].sh_offset - Off));
  };
  auto secName = [&](unsigned I) { return strAt(H.e_shstrndx, Sh[I].sh_name); };

  // Where every section lives.
  std::vector<uint64_t> Addr(Sh.size(), 0);
  if (H.e_type == ET_EXEC) {
    for (unsigned I = 0; I < H.e_phnum; ++I) {
      Elf64_Phdr P;
      if (!within(H.e_phoff + I * sizeof P, sizeof P)) return fail("program header outside the file");
      memcpy(&P, File.data() + H.e_phoff + I * sizeof P, sizeof P);
      if (P.p_type != PT_LOAD || !P.p_memsz) continue;
      if (!within(P.p_offset, P.p_filesz)) return fail("segment outside the file");
      Mem.map(P.p_vaddr, P.p_memsz, Opts.Rights);
      Mem.writeBytes(P.p_vaddr, File.data() + P.p_offset, P.p_filesz);
    }
    for (unsigned I = 0; I < Sh.size(); ++I)
      if (Sh[I].sh_flags & SHF_ALLOC) {
        Addr[I] = Sh[I].sh_addr;
        Img.Sections.push_back({secName(I), Sh[I].sh_addr, Sh[I].sh_size, bool(Sh[I].sh_flags & SHF_EXECINSTR)});
      }
    Img.Entry = H.e_entry;
  } else if (H.e_type == ET_REL) {
    uint64_t Next = Opts.Base;
    for (unsigned I = 0; I < Sh.size(); ++I) {
      if (!(Sh[I].sh_flags & SHF_ALLOC)) continue;
      std::string N = secName(I);
      uint64_t A;
      if (auto It = Opts.SectionAddr.find(N); It != Opts.SectionAddr.end()) {
        A = It->second;
      } else {
        uint64_t Align = std::max<uint64_t>(Memory::PageSize, Sh[I].sh_addralign); // own pages: own rights
        if (Align & (Align - 1)) Align = Memory::PageSize;
        A = (Next + Align - 1) & ~(Align - 1);
        Next = A + std::max<uint64_t>(Sh[I].sh_size, 1);
      }
      Addr[I] = A;
      Mem.map(A, std::max<uint64_t>(Sh[I].sh_size, 16), Opts.Rights);
      if (Sh[I].sh_type != SHT_NOBITS) {
        if (!within(Sh[I].sh_offset, Sh[I].sh_size)) return fail("section '" + N + "' outside the file");
        Mem.writeBytes(A, File.data() + Sh[I].sh_offset, Sh[I].sh_size);
      }
      bool Exec = Sh[I].sh_flags & SHF_EXECINSTR;
      Img.Sections.push_back({N, A, Sh[I].sh_size, Exec});
      if (Exec && !Img.Entry) Img.Entry = A;
    }
  } else {
    return fail("only relocatable objects and executables can be loaded");
  }

  // Symbols.
  std::vector<uint64_t> SymVal;
  unsigned SymTab = 0;
  for (unsigned I = 0; I < Sh.size(); ++I)
    if (Sh[I].sh_type == SHT_SYMTAB) SymTab = I;
  if (SymTab) {
    const Elf64_Shdr &S = Sh[SymTab];
    if (!within(S.sh_offset, S.sh_size)) return fail("symbol table outside the file");
    size_t N = S.sh_size / sizeof(Elf64_Sym);
    SymVal.resize(N);
    for (size_t K = 0; K < N; ++K) {
      Elf64_Sym Sy;
      memcpy(&Sy, File.data() + S.sh_offset + K * sizeof Sy, sizeof Sy);
      uint64_t V = Sy.st_value;
      if (H.e_type == ET_REL && Sy.st_shndx != SHN_UNDEF && Sy.st_shndx < Sh.size())
        V += Addr[Sy.st_shndx];
      SymVal[K] = V;
      std::string Name = strAt(S.sh_link, Sy.st_name);
      if (ELF64_ST_TYPE(Sy.st_info) == STT_SECTION && Sy.st_shndx < Sh.size())
        Name = secName(Sy.st_shndx);
      if (!Name.empty() && Sy.st_shndx != SHN_UNDEF && !Img.Symbols.count(Name))
        Img.Symbols[Name] = V;
    }
  }
  if (H.e_type == ET_EXEC) {
    Img.Gp = Opts.Gp ? *Opts.Gp : Img.Symbols.count("__gp") ? Img.Symbols["__gp"] : 0;
    return Img;
  }

  // A page after the sections for the GOT and function descriptors.
  uint64_t End = Opts.Base;
  for (const LoadedSection &S : Img.Sections) End = std::max(End, S.Addr + S.Size);
  uint64_t Got = (End + Memory::PageSize - 1) & ~(Memory::PageSize - 1);
  uint64_t GotNext = Got, GotLimit = Got + 0x10000;
  Mem.map(Got, GotLimit - Got, Opts.Rights);
  Img.Gp = Opts.Gp ? *Opts.Gp : Img.Symbols.count("__gp") ? Img.Symbols["__gp"] : Got;
  std::map<uint64_t, uint64_t> GotSlots, Descriptors;
  auto gotSlot = [&](uint64_t V) {
    auto [It, New] = GotSlots.emplace(V, GotNext);
    if (New) { Mem.write(GotNext, 8, V); GotNext += 8; }
    return It->second;
  };
  auto descriptor = [&](uint64_t Fn) {
    auto [It, New] = Descriptors.emplace(Fn, GotNext);
    if (New) { Mem.write(GotNext, 8, Fn); Mem.write(GotNext + 8, 8, Img.Gp); GotNext += 16; }
    return It->second;
  };

  for (unsigned I = 0; I < Sh.size(); ++I) {
    if (Sh[I].sh_type != SHT_RELA) continue;
    unsigned Target = Sh[I].sh_info;
    if (Target >= Sh.size() || !(Sh[Target].sh_flags & SHF_ALLOC)) continue;
    if (!within(Sh[I].sh_offset, Sh[I].sh_size)) return fail("relocations outside the file");
    size_t N = Sh[I].sh_size / sizeof(Elf64_Rela);
    for (size_t K = 0; K < N; ++K) {
      Elf64_Rela R;
      memcpy(&R, File.data() + Sh[I].sh_offset + K * sizeof R, sizeof R);
      uint32_t Type = ELF64_R_TYPE(R.r_info), Sym = ELF64_R_SYM(R.r_info);
      const emit::RelocInfo *RI = emit::relocInfo(Type);
      if (!RI) return fail("unknown relocation type " + std::to_string(Type));
      if (Type == 0) continue;
      if (Sym >= SymVal.size()) return fail("relocation symbol out of range");
      uint64_t S = SymVal[Sym], A = uint64_t(R.r_addend);
      uint64_t P = Addr[Target] + R.r_offset;
      uint64_t BundleAddr = P & ~uint64_t(15);
      unsigned Slot = unsigned(P & 15);
      std::string_view Nm = RI->Name;
      uint64_t V;
      bool Insn = RI->Field != emit::RelocField::Data32 && RI->Field != emit::RelocField::Data64;
      if (Nm.starts_with("PCREL")) V = S + A - (Insn ? BundleAddr : P);
      else if (Nm.starts_with("GPREL")) V = S + A - Img.Gp;
      else if (Nm.starts_with("LTOFF_FPTR")) V = gotSlot(descriptor(S + A)) - Img.Gp;
      else if (Nm.starts_with("LTOFF")) V = gotSlot(S + A) - Img.Gp;
      else if (Nm.starts_with("FPTR")) V = descriptor(S + A);
      else if (Nm.starts_with("SEGREL")) V = S + A - Opts.Base;
      else if (Nm.starts_with("SECREL")) V = S + A - Addr[Target];
      else if (Nm.starts_with("LDXMOV")) continue; // the ld8 stays: its GOT slot is real
      else if (Nm.starts_with("DIR") || Nm.starts_with("IMM")) V = S + A;
      else return fail("relocation " + std::string(Nm) + " is not supported by the simulator's loader");
      if (GotNext > GotLimit) return fail("GOT overflow");
      switch (RI->Field) {
      case emit::RelocField::Data64: Mem.write(P, 8, V); break;
      case emit::RelocField::Data32: Mem.write(P, 4, V & 0xffffffffu); break;
      case emit::RelocField::None: break;
      default: {
        uint8_t B[16];
        Mem.readBytes(BundleAddr, B, 16);
        PatchField F = PatchField::Imm22;
        switch (RI->Field) {
        case emit::RelocField::Imm14: F = PatchField::Imm14; break;
        case emit::RelocField::Imm22: F = PatchField::Imm22; break;
        case emit::RelocField::Imm64: F = PatchField::Imm64; break;
        case emit::RelocField::Form60B: F = PatchField::Form60; break;
        default: F = PatchField::Form21; break;
        }
        patchBundle(B, Slot, F, V);
        Mem.writeBytes(BundleAddr, B, 16);
      }
      }
      ++Img.Relocations;
    }
  }
  return Img;
}

} // namespace epic::sim
