// `epicsched disasm IN.o`: prints .text of an ELF64 IA-64 relocatable one
// instruction per line in GNU objdump's notation (same columns as `objdump -d`).
#include "isa/Disasm.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <map>

using namespace epic;

namespace {

struct Sym {
  uint64_t Addr;
  std::string Name;
  bool Global;
};

std::string bytesColumn(const uint8_t *P, unsigned N, bool Pad) {
  std::string S;
  char Buf[4];
  for (unsigned I = 0; I < N; ++I) {
    std::snprintf(Buf, sizeof Buf, "%02x ", P[I]);
    S += Buf;
  }
  if (Pad)
    S.resize(18, ' ');
  return S;
}

/// LLVM walks a symbol table by its header's size: one that reaches past
/// the file would be read out of bounds (or for ever).
template <class ELFT>
bool symbolTablesInside(const llvm::object::ELFFile<ELFT> &F, const std::string &Path, uint64_t FileSize) {
  auto Secs = F.sections();
  if (!Secs) {
    llvm::errs() << Path << ": error: " << llvm::toString(Secs.takeError()) << "\n";
    return false;
  }
  for (const auto &Sh : *Secs)
    if ((Sh.sh_type == llvm::ELF::SHT_SYMTAB || Sh.sh_type == llvm::ELF::SHT_DYNSYM) &&
        (Sh.sh_offset > FileSize || Sh.sh_size > FileSize - Sh.sh_offset)) {
      llvm::errs() << Path << ": error: symbol table outside the file\n";
      return false;
    }
  return true;
}

int run(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {}, {}, llvm::errs());
  if (!A)
    return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "usage: epicsched disasm IN.o\n";
    return 1;
  }
  const std::string &Path = A->positional()[0];
  auto Bytes = tool::readObjectFile(Path);
  if (!Bytes)
    return 1;
  llvm::MemoryBufferRef Ref(llvm::StringRef(reinterpret_cast<const char *>(Bytes->data()), Bytes->size()), Path);
  auto Obj = llvm::object::ObjectFile::createObjectFile(Ref);
  if (!Obj) {
    llvm::errs() << Path << ": error: " << llvm::toString(Obj.takeError()) << "\n";
    return 1;
  }
  // Little- and big-endian (GNU as -mbe) objects: bundles are
  // little-endian in both, the ELF structures follow the object's order.
  auto *Elf = llvm::dyn_cast<llvm::object::ELFObjectFileBase>(Obj->get());
  auto *LE = llvm::dyn_cast_or_null<llvm::object::ELF64LEObjectFile>(Elf);
  auto *BE = llvm::dyn_cast_or_null<llvm::object::ELF64BEObjectFile>(Elf);
  if (!(LE || BE) || Elf->getEMachine() != llvm::ELF::EM_IA_64) {
    llvm::errs() << Path << ": error: not an ELF64 IA-64 object\n";
    return 1;
  }
  if (!(LE ? symbolTablesInside(LE->getELFFile(), Path, Bytes->size())
           : symbolTablesInside(BE->getELFFile(), Path, Bytes->size())))
    return 1;
  llvm::outs() << "\n" << Path << ":     file format elf64-ia64-" << (LE ? "little" : "big") << "\n\n";
  for (const llvm::object::SectionRef &Sec : Elf->sections()) {
    if (!Sec.isText() || Sec.getSize() == 0)
      continue;
    auto Name = Sec.getName();
    auto Data = Sec.getContents();
    if (!Name || !Data) {
      llvm::consumeError(Name.takeError());
      llvm::consumeError(Data.takeError());
      continue;
    }
    // Labels: named, non-section symbols defined in this section.
    std::vector<Sym> Syms;
    for (const llvm::object::SymbolRef &S : Elf->symbols()) {
      auto SecIt = S.getSection();
      auto SN = S.getName();
      auto Ty = S.getType();
      auto Ad = S.getAddress();
      if (!SecIt || !SN || !Ty || !Ad) {
        llvm::consumeError(SecIt.takeError());
        llvm::consumeError(SN.takeError());
        llvm::consumeError(Ty.takeError());
        llvm::consumeError(Ad.takeError());
        continue;
      }
      if (*SecIt != Sec || SN->empty() || *Ty == llvm::object::SymbolRef::ST_File ||
          *Ty == llvm::object::SymbolRef::ST_Debug)
        continue;
      auto Fl = S.getFlags();
      bool Global = Fl && (*Fl & llvm::object::BasicSymbolRef::SF_Global);
      if (!Fl)
        llvm::consumeError(Fl.takeError());
      Syms.push_back({*Ad, SN->str(), Global});
    }
    std::stable_sort(Syms.begin(), Syms.end(), [](const Sym &X, const Sym &Y) { return X.Addr < Y.Addr; });
    auto Namer = [&](uint64_t Addr) -> std::string {
      const Sym *Best = nullptr;
      for (const Sym &S : Syms)
        if (S.Addr <= Addr && (!Best || S.Addr >= Best->Addr))
          Best = &S;
      char Buf[64];
      if (!Best) {
        std::snprintf(Buf, sizeof Buf, "0x%llx", (unsigned long long)Addr);
        return Buf;
      }
      std::string S;
      std::snprintf(Buf, sizeof Buf, "%llx <", (unsigned long long)Addr);
      S = Buf + Best->Name;
      if (Addr != Best->Addr) {
        std::snprintf(Buf, sizeof Buf, "+0x%llx", (unsigned long long)(Addr - Best->Addr));
        S += Buf;
      }
      return S + ">";
    };
    llvm::outs() << "\nDisassembly of section " << *Name << ":\n";
    const uint8_t *P = reinterpret_cast<const uint8_t *>(Data->data());
    uint64_t Size = Data->size() & ~uint64_t(15);
    size_t NextSym = 0;
    // objdump drops leading zero digits of the section's end address in groups of four.
    char EndBuf[24];
    std::snprintf(EndBuf, sizeof EndBuf, "%016llx", (unsigned long long)Data->size());
    int Zeros = 0;
    while (EndBuf[Zeros] == '0')
      ++Zeros;
    int Skip = Zeros ? (Zeros - 1) & -4 : 0;
    int Width = 16 - Skip;
    if (Syms.empty() || Syms[0].Addr != 0)
      llvm::outs() << "\n" << llvm::format("%016llx", 0ULL) << " <" << *Name << ">:\n";
    for (uint64_t Off = 0; Off < Size; Off += 16) {
      while (NextSym < Syms.size() && Syms[NextSym].Addr <= Off) {
        if (Syms[NextSym].Addr == Off)
          llvm::outs() << "\n" << llvm::format("%016llx", (unsigned long long)Off) << " <"
                       << Syms[NextSym].Name << ">:\n";
        ++NextSym;
      }
      isa::DecodedBundle B = isa::decodeBundle(P + Off);
      std::vector<std::string> Lines = isa::formatBundle(B, Off, Namer);
      static constexpr unsigned SlotOff[3] = {0, 6, 12}, SlotLen[3] = {6, 6, 4};
      for (unsigned I = 0; I < 3; ++I) {
        llvm::outs() << llvm::format("%*llx:\t", Width, (unsigned long long)(Off + SlotOff[I]));
        bool Has = I < Lines.size();
        llvm::outs() << bytesColumn(P + Off + SlotOff[I], SlotLen[I], Has);
        if (Has)
          llvm::outs() << "\t" << Lines[I];
        llvm::outs() << "\n";
      }
    }
  }
  return 0;
}

tool::CommandRegistration R{{"disasm", "disasm IN.o",
                             "Disassemble the code sections of an IA-64 ELF object as objdump -d prints them",
                             run}};
} // namespace
