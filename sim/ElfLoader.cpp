#include "sim/ElfLoader.h"
#include <algorithm>
#include <cstring>
#include <elf.h>

namespace epic::sim {

namespace {

llvm::Error fail(const std::string &M) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", M.c_str());
}

} // namespace

llvm::Expected<LoadedImage> loadElf(const std::vector<uint8_t> &File, Memory &Mem, const LoadOptions &Opts) {
  if (File.size() < sizeof(Elf64_Ehdr) || memcmp(File.data(), ELFMAG, SELFMAG) != 0)
    return fail("not an ELF file");
  Elf64_Ehdr H;
  memcpy(&H, File.data(), sizeof H);
  if (H.e_ident[EI_DATA] == ELFDATA2MSB)
    return fail(BigEndianRefused);
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

  if (H.e_type == ET_EXEC) {
    for (unsigned I = 0; I < H.e_phnum; ++I) {
      Elf64_Phdr P;
      if (!within(H.e_phoff + I * sizeof P, sizeof P)) return fail("program header outside the file");
      memcpy(&P, File.data() + H.e_phoff + I * sizeof P, sizeof P);
      if (P.p_type != PT_LOAD || !P.p_memsz) continue;
      if (!within(P.p_offset, P.p_filesz)) return fail("segment outside the file");
      if (P.p_filesz > P.p_memsz || !Mem.canMap(P.p_vaddr, P.p_memsz))
        return fail("segment of " + std::to_string(P.p_memsz) + " bytes at " + std::to_string(P.p_vaddr) +
                    " does not fit in the simulated memory (" + std::to_string(Memory::MaxMappedBytes) + " bytes)");
      Mem.map(P.p_vaddr, P.p_memsz, Opts.Rights);
      Mem.writeBytes(P.p_vaddr, File.data() + P.p_offset, P.p_filesz);
    }
    for (unsigned I = 0; I < Sh.size(); ++I)
      if (Sh[I].sh_flags & SHF_ALLOC) {
        Img.Sections.push_back({secName(I), Sh[I].sh_addr, Sh[I].sh_size, bool(Sh[I].sh_flags & SHF_EXECINSTR)});
      }
    Img.Entry = H.e_entry;
  } else if (H.e_type == ET_REL) {
    LinkOptions LO;
    LO.Base = Opts.Base;
    LO.SectionAddr = Opts.SectionAddr;
    LO.Gp = Opts.Gp;
    auto L = linkObjects({{"input", File}}, LO);
    if (!L) return L.takeError();
    for (const LinkedSection &S : L->Sections) {
      if (!Mem.canMap(S.Addr, std::max<uint64_t>(S.Bytes.size(), 16)))
        return fail("section '" + S.Name + "' at " + std::to_string(S.Addr) + " does not fit in the simulated memory");
      Mem.map(S.Addr, std::max<uint64_t>(S.Bytes.size(), 16), Opts.Rights);
      Mem.writeBytes(S.Addr, S.Bytes.data(), S.Bytes.size());
      if (S.Name == ".got") continue;
      Img.Sections.push_back({S.Name, S.Addr, S.Bytes.size(), S.Exec});
      if (S.Exec && !Img.Entry) Img.Entry = S.Addr;
    }
    Mem.map(L->GotAddr, 0x10000, Opts.Rights); // the GOT's pages, as before the linker existed
    Img.Symbols = L->Symbols;
    Img.Gp = L->Gp;
    Img.Relocations = L->Relocations;
    return Img;
  } else {
    return fail("only relocatable objects and executables can be loaded");
  }

  // Symbols of the executable.
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
      SymVal[K] = V;
      std::string Name = strAt(S.sh_link, Sy.st_name);
      if (ELF64_ST_TYPE(Sy.st_info) == STT_SECTION && Sy.st_shndx < Sh.size())
        Name = secName(Sy.st_shndx);
      if (!Name.empty() && Sy.st_shndx != SHN_UNDEF && !Img.Symbols.count(Name))
        Img.Symbols[Name] = V;
    }
  }
  Img.Gp = Opts.Gp ? *Opts.Gp : Img.Symbols.count("__gp") ? Img.Symbols["__gp"] : 0;
  return Img;
}

} // namespace epic::sim
