#include "emitter/ElfWriter.h"
#include "emitter/ElfStrings.h"
#include "llvm/BinaryFormat/ELF.h"
#include <algorithm>
#include <map>

namespace epic::emit {
namespace ELF = llvm::ELF;

namespace {

/// Byte sink in the object's byte order.
struct Out {
  ByteOrder Order;
  std::vector<uint8_t> B;
  void u8(uint8_t V) { B.push_back(V); }
  void u16(uint16_t V) { putInt(B, V, 2, Order); }
  void u32(uint32_t V) { putInt(B, V, 4, Order); }
  void u64(uint64_t V) { putInt(B, V, 8, Order); }
  void alignTo(uint64_t A) {
    if (A > 1)
      while (B.size() % A)
        B.push_back(0);
  }
  void bytes(const std::vector<uint8_t> &V) { B.insert(B.end(), V.begin(), V.end()); }
};

struct Shdr {
  uint32_t Name = 0, Type = 0;
  uint64_t Flags = 0, Addr = 0, Offset = 0, Size = 0;
  uint32_t Link = 0, Info = 0;
  uint64_t Align = 0, EntSize = 0;
};

/// The section BFD links a section of this type to by name (null: none).
const char *dynamicLinkName(uint32_t Type) {
  switch (Type) {
  case ELF::SHT_HASH:
  case ELF::SHT_GNU_HASH:
  case ELF::SHT_GNU_versym: return ".dynsym";
  case ELF::SHT_DYNAMIC:
  case ELF::SHT_DYNSYM:
  case ELF::SHT_GNU_verdef:
  case ELF::SHT_GNU_verneed: return ".dynstr";
  default: return nullptr;
  }
}

llvm::Error fail(const std::string &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

} // namespace

void reorderSections(ElfObject &Obj, const std::vector<unsigned> &Order) {
  std::vector<unsigned> NewIdx(Order.size());
  std::vector<ElfSection> Secs;
  Secs.reserve(Order.size());
  for (unsigned I = 0; I < Order.size(); ++I) {
    NewIdx[Order[I]] = I;
    Secs.push_back(std::move(Obj.Sections[Order[I]]));
  }
  Obj.Sections = std::move(Secs);
  for (ElfSection &S : Obj.Sections)
    if (S.Link >= 0 && unsigned(S.Link) < NewIdx.size())
      S.Link = int(NewIdx[S.Link]);
  for (ElfSymbol &S : Obj.Symbols)
    if (S.Section >= 0 && unsigned(S.Section) < NewIdx.size())
      S.Section = int(NewIdx[S.Section]);
  for (ElfReloc &R : Obj.Relocs) {
    if (R.Section < NewIdx.size())
      R.Section = NewIdx[R.Section];
    if (R.Symbol < 0 && R.TargetSection < NewIdx.size())
      R.TargetSection = NewIdx[R.TargetSection];
  }
  for (ElfGroup &G : Obj.Groups) {
    for (unsigned &M : G.Members)
      if (M < NewIdx.size())
        M = NewIdx[M];
    std::sort(G.Members.begin(), G.Members.end());
  }
  std::stable_sort(Obj.Groups.begin(), Obj.Groups.end(), [](const ElfGroup &A, const ElfGroup &B) {
    return !A.Members.empty() && !B.Members.empty() && A.Members[0] < B.Members[0];
  });
}

void reorderSymbols(ElfObject &Obj, const std::vector<unsigned> &Order) {
  std::vector<int> NewIdx(Order.size());
  std::vector<ElfSymbol> Syms;
  Syms.reserve(Order.size());
  for (unsigned I = 0; I < Order.size(); ++I) {
    NewIdx[Order[I]] = int(I);
    Syms.push_back(std::move(Obj.Symbols[Order[I]]));
  }
  Obj.Symbols = std::move(Syms);
  for (ElfReloc &R : Obj.Relocs)
    if (R.Symbol >= 0 && size_t(R.Symbol) < NewIdx.size())
      R.Symbol = NewIdx[R.Symbol];
}

llvm::Expected<std::vector<uint8_t>> writeElf(const ElfObject &Obj) {
  const unsigned NSec = Obj.Sections.size();
  // Which sections carry relocations, in stable offset order.
  std::vector<std::vector<const ElfReloc *>> RelsOf(NSec);
  for (const ElfReloc &R : Obj.Relocs) {
    if (R.Section >= NSec)
      return fail("relocation in nonexistent section " + std::to_string(R.Section));
    if (R.Symbol >= int(Obj.Symbols.size()) || (R.Symbol < 0 && R.TargetSection >= NSec))
      return fail("relocation against nonexistent symbol");
    RelsOf[R.Section].push_back(&R);
  }
  for (auto &V : RelsOf)
    std::stable_sort(V.begin(), V.end(),
                     [](const ElfReloc *A, const ElfReloc *B) { return A->Offset < B->Offset; });

  // Section header indices: null, the groups, then each section followed by its .rela.
  const unsigned NGrp = Obj.Groups.size();
  std::vector<unsigned> SecIdx(NSec), RelaIdx(NSec, 0), GrpIdx(NGrp);
  std::vector<bool> InGroup(NSec, false);
  unsigned Next = 1;
  for (unsigned G = 0; G < NGrp; ++G) {
    GrpIdx[G] = Next++;
    for (unsigned M : Obj.Groups[G].Members) {
      if (M >= NSec)
        return fail("group '" + Obj.Groups[G].Signature + "' names a nonexistent section");
      InGroup[M] = true;
    }
  }
  for (unsigned I = 0; I < NSec; ++I) {
    SecIdx[I] = Next++;
    if (!RelsOf[I].empty())
      RelaIdx[I] = Next++;
  }
  const unsigned SymtabIdx = Next++, StrtabIdx = Next++, ShstrIdx = Next++;
  const unsigned NumShdrs = Next;

  // Symbol table (BFD's order for a gas object): null; the locals in the
  // order given, section symbols the caller placed among them included; the
  // groups' signatures not given (GNU as makes them last); the section
  // symbols not given, in section order, and those of the groups; then the
  // globals/weak in the order given.
  ElfStrings Str, ShStr;
  std::vector<uint32_t> SymIdx(Obj.Symbols.size());
  std::vector<int> SecSym(NSec, -1);
  struct SymRow {
    unsigned Name;
    uint8_t Info, Other;
    uint16_t Shndx;
    uint64_t Value, Size;
  };
  std::vector<SymRow> Rows{{0, 0, 0, 0, 0, 0}};
  std::vector<int> SigOf(NGrp, -1);
  for (unsigned G = 0; G < NGrp; ++G)
    for (size_t I = 0; I < Obj.Symbols.size() && SigOf[G] < 0; ++I)
      if (Obj.Symbols[I].Name == Obj.Groups[G].Signature && Obj.Symbols[I].Type != ELF::STT_SECTION)
        SigOf[G] = int(I);
  std::vector<uint32_t> SigSym(NGrp);
  uint32_t FirstGlobal = 0;
  for (int Pass = 0; Pass < 2; ++Pass) {
    for (size_t I = 0; I < Obj.Symbols.size(); ++I) {
      const ElfSymbol &S = Obj.Symbols[I];
      if ((S.Bind == ELF::STB_LOCAL) != (Pass == 0))
        continue;
      uint16_t Shndx;
      if (S.Section == SymUndef)
        Shndx = ELF::SHN_UNDEF;
      else if (S.Section == SymAbs)
        Shndx = ELF::SHN_ABS;
      else if (S.Section == SymCommon)
        Shndx = ELF::SHN_COMMON;
      else if (S.Section >= 0 && unsigned(S.Section) < NSec)
        Shndx = SecIdx[S.Section];
      else
        return fail("symbol '" + S.Name + "' in nonexistent section");
      bool SectionSym = S.Type == ELF::STT_SECTION && S.Section >= 0;
      if (SectionSym && SecSym[S.Section] >= 0)
        return fail("two section symbols for section '" + Obj.Sections[S.Section].Name + "'");
      SymIdx[I] = Rows.size();
      if (SectionSym)
        SecSym[S.Section] = int(Rows.size());
      Rows.push_back({SectionSym ? 0 : Str.add(S.Name), uint8_t((S.Bind << 4) | (S.Type & 0xf)),
                      uint8_t(S.Visibility & 3), Shndx, S.Value, S.Size});
    }
    if (Pass == 0) {
      // A group's signature: the symbol of that name, else (GNU as) a local
      // one made in the group section.
      for (unsigned G = 0; G < NGrp; ++G)
        if (SigOf[G] < 0) {
          SigSym[G] = Rows.size();
          Rows.push_back({Str.add(Obj.Groups[G].Signature), (ELF::STB_LOCAL << 4) | ELF::STT_NOTYPE, 0,
                          uint16_t(GrpIdx[G]), 0, 0});
        }
      for (unsigned I = 0; I < NSec; ++I)
        if (SecSym[I] < 0) {
          SecSym[I] = int(Rows.size());
          Rows.push_back({0, (ELF::STB_LOCAL << 4) | ELF::STT_SECTION, 0, uint16_t(SecIdx[I]), 0, 0});
        }
      for (unsigned G = 0; G < NGrp; ++G)
        Rows.push_back({0, (ELF::STB_LOCAL << 4) | ELF::STT_SECTION, 0, uint16_t(GrpIdx[G]), 0, 0});
      FirstGlobal = Rows.size();
    }
  }
  for (unsigned G = 0; G < NGrp; ++G)
    if (SigOf[G] >= 0)
      SigSym[G] = SymIdx[size_t(SigOf[G])];
  Str.finish();
  Out Sym{Obj.Order};
  for (const SymRow &R : Rows) {
    Sym.u32(Str.offsetOf(R.Name));
    Sym.u8(R.Info);
    Sym.u8(R.Other);
    Sym.u16(R.Shndx);
    Sym.u64(R.Value);
    Sym.u64(R.Size);
  }

  // Section names, in BFD's order: the three tables, each section (its
  // .rela name right after it), the groups.
  std::vector<unsigned> NameOf(NumShdrs, 0);
  NameOf[SymtabIdx] = ShStr.add(".symtab");
  NameOf[StrtabIdx] = ShStr.add(".strtab");
  NameOf[ShstrIdx] = ShStr.add(".shstrtab");
  for (unsigned I = 0; I < NSec; ++I) {
    NameOf[SecIdx[I]] = ShStr.add(Obj.Sections[I].Name);
    if (RelaIdx[I])
      NameOf[RelaIdx[I]] = ShStr.add(".rela" + Obj.Sections[I].Name);
  }
  for (unsigned G = 0; G < NGrp; ++G)
    NameOf[GrpIdx[G]] = ShStr.add(".group");
  ShStr.finish();

  // File body (BFD's placement): header; groups and sections in header
  // order; .symtab, .strtab; the .rela sections; .shstrtab; section headers.
  Out F{Obj.Order};
  size_t Body = 0; // the sections' bytes: the file's bulk, reserved once instead of doubling
  for (const ElfSection &S : Obj.Sections)
    Body += S.Bytes.size();
  F.B.reserve(Body + Body / 8 + 4096);
  F.B.resize(sizeof(ELF::Elf64_Ehdr), 0);
  std::vector<Shdr> H(NumShdrs);
  std::vector<unsigned> SecAt(NumShdrs, ~0u); // header index -> section
  for (unsigned I = 0; I < NSec; ++I)
    SecAt[SecIdx[I]] = I;
  std::vector<unsigned> GrpAt(NumShdrs, ~0u);
  for (unsigned G = 0; G < NGrp; ++G)
    GrpAt[GrpIdx[G]] = G;
  for (unsigned X = 1; X < SymtabIdx; ++X) {
    if (GrpAt[X] != ~0u) {
      const ElfGroup &Grp = Obj.Groups[GrpAt[X]];
      F.alignTo(4);
      H[X] = {0, ELF::SHT_GROUP, 0, 0, F.B.size(), 0, SymtabIdx, SigSym[GrpAt[X]], 4, 4};
      F.u32(Grp.Comdat ? ELF::GRP_COMDAT : 0);
      for (unsigned M : Grp.Members) {
        F.u32(SecIdx[M]);
        if (RelaIdx[M])
          F.u32(RelaIdx[M]);
      }
      H[X].Size = F.B.size() - H[X].Offset;
      continue;
    }
    if (SecAt[X] == ~0u)
      continue; // a .rela section: placed after the string table
    const ElfSection &S = Obj.Sections[SecAt[X]];
    Shdr &D = H[X];
    D.Type = S.Type;
    D.Flags = S.Flags;
    D.Align = S.Align ? S.Align : 1;
    D.EntSize = S.EntSize;
    if (S.Link >= 0) {
      if (unsigned(S.Link) >= NSec)
        return fail("section '" + S.Name + "' linked to a nonexistent section");
      D.Link = SecIdx[S.Link];
      if (S.Type == SHT_IA_64_UNWIND)
        D.Info = D.Link;
    } else if (S.Type == ELF::SHT_RELA || S.Type == ELF::SHT_REL) {
      D.Link = SymtabIdx; // a relocation section the source makes (`.section .rela.foo`): BFD links it
    } else if (const char *To = dynamicLinkName(S.Type)) {
      // BFD links the dynamic-linking types the source makes by name
      // (`.hash` to `.dynsym`, `.dynamic` to `.dynstr`), when that one exists.
      for (unsigned Y = 0; Y < Obj.Sections.size(); ++Y)
        if (Obj.Sections[Y].Name == To) {
          D.Link = SecIdx[Y];
          break;
        }
    }
    F.alignTo(D.Align);
    D.Offset = F.B.size();
    D.Size = S.size();
    if (S.Type != ELF::SHT_NOBITS)
      F.bytes(S.Bytes);
  }
  F.alignTo(8);
  H[SymtabIdx] = {0, ELF::SHT_SYMTAB, 0, 0, F.B.size(), Sym.B.size(), StrtabIdx, FirstGlobal, 8,
                  sizeof(ELF::Elf64_Sym)};
  F.bytes(Sym.B);
  H[StrtabIdx] = {0, ELF::SHT_STRTAB, 0, 0, F.B.size(), Str.bytes().size(), 0, 0, 1, 0};
  F.bytes(Str.bytes());
  for (unsigned I = 0; I < NSec; ++I) {
    if (!RelaIdx[I])
      continue;
    F.alignTo(8);
    Shdr &D = H[RelaIdx[I]];
    D = {0, ELF::SHT_RELA, ELF::SHF_INFO_LINK | (InGroup[I] ? uint64_t(ELF::SHF_GROUP) : 0), 0,
         F.B.size(), 0, SymtabIdx, SecIdx[I], 8, sizeof(ELF::Elf64_Rela)};
    for (const ElfReloc *R : RelsOf[I]) {
      uint64_t S = R->Symbol >= 0 ? SymIdx[R->Symbol] : uint64_t(SecSym[R->TargetSection]);
      F.u64(R->Offset);
      F.u64((S << 32) | uint32_t(R->Type));
      F.u64(uint64_t(R->Addend));
    }
    D.Size = F.B.size() - D.Offset;
  }
  H[ShstrIdx] = {0, ELF::SHT_STRTAB, 0, 0, F.B.size(), ShStr.bytes().size(), 0, 0, 1, 0};
  F.bytes(ShStr.bytes());
  for (unsigned X = 1; X < NumShdrs; ++X)
    H[X].Name = ShStr.offsetOf(NameOf[X]);
  F.alignTo(8);
  uint64_t ShOff = F.B.size();
  for (const Shdr &D : H) {
    F.u32(D.Name);
    F.u32(D.Type);
    F.u64(D.Flags);
    F.u64(D.Addr);
    F.u64(D.Offset);
    F.u64(D.Size);
    F.u32(D.Link);
    F.u32(D.Info);
    F.u64(D.Align);
    F.u64(D.EntSize);
  }

  // ELF header.
  Out E{Obj.Order};
  const uint8_t Ident[16] = {0x7f, 'E', 'L', 'F', ELF::ELFCLASS64,
                             uint8_t(Obj.Order == ByteOrder::Big ? ELF::ELFDATA2MSB : ELF::ELFDATA2LSB),
                             ELF::EV_CURRENT,
                             Obj.OsAbi};
  for (uint8_t C : Ident)
    E.u8(C);
  E.u16(ELF::ET_REL);
  E.u16(ELF::EM_IA_64);
  E.u32(ELF::EV_CURRENT);
  E.u64(0); // entry
  E.u64(0); // phoff
  E.u64(ShOff);
  E.u32(Obj.Flags);
  E.u16(sizeof(ELF::Elf64_Ehdr));
  E.u16(0); // phentsize
  E.u16(0); // phnum
  E.u16(sizeof(ELF::Elf64_Shdr));
  E.u16(NumShdrs);
  E.u16(ShstrIdx);
  std::copy(E.B.begin(), E.B.end(), F.B.begin());
  return std::move(F.B);
}

} // namespace epic::emit
