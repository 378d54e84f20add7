// The ELF writer's objects, judged by GNU readelf and ld.
#include "Tool.h"
#include "emitter/ElfStrings.h"
#include "emitter/ElfWriter.h"
#include "gtest/gtest.h"

using namespace epic::emit;
using namespace epic::emit::test;

namespace {

// Two bundles GNU as 2.40 assembles from
//   { .mib; nop.m 0; nop.i 0; br.ret.sptk.many b0 ;; }
//   { .mib; nop.m 0; nop.i 0; br.call.sptk.many b0 = ext ;; }
const std::vector<uint8_t> TwoBundles = {
    0x11, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x80, 0x08, 0x00, 0x84, 0x00,
    0x11, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x08, 0x00, 0x00, 0x50};

ElfObject sampleObject() {
  ElfObject O;
  unsigned Text = O.addSection({".text", 1, 2 | 4, 16, 0, TwoBundles, 0});
  unsigned Data = O.addSection({".data", 1, 2 | 1, 8, 0, std::vector<uint8_t>(16, 0), 0});
  unsigned Bss = O.addSection({".bss", 8, 2 | 1, 16, 0, {}, 64});
  O.addSection({".rodata", 1, 2, 1, 0, {'h', 'i', 0}, 0});
  unsigned SData = O.addSection({".sdata", 1, 2 | 1 | SHF_IA_64_SHORT, 4, 0, {1, 0, 0, 0}, 0});
  O.addSection({".mysec", 1, 2, 1, 0, {7}, 0});
  unsigned Start = O.addSymbol({"_start", 1, 2, 0, int(Text), 0, 32});
  O.addSymbol({"local_data", 0, 1, 0, int(Data), 8, 8});
  O.addSymbol({"buf", 1, 1, 0, int(Bss), 0, 64});
  O.addSymbol({"small", 1, 1, 2, int(SData), 0, 4});
  unsigned Ext = O.addSymbol({"ext", 1, 0, 0, SymUndef, 0, 0});
  O.Relocs.push_back({Text, 0x12, Reloc::PCREL21B, int(Ext), 0, 0});
  O.Relocs.push_back({Data, 0, Reloc::DIR64LSB, int(Start), 0, 0});
  O.Relocs.push_back({Data, 8, Reloc::DIR64LSB, -1, Bss, 16});
  return O;
}

/// `readelf -a -W` of `O` written to NAME; empty after a failure (reported).
std::string readelfAll(const ElfObject &O, const std::string &Name) {
  auto Bytes = writeElf(O);
  if (!Bytes) {
    ADD_FAILURE() << llvm::toString(Bytes.takeError());
    return "";
  }
  std::string Path = tempPath(Name);
  writeFile(Path, *Bytes);
  int St = 0;
  std::string Out = run("ia64-linux-gnu-readelf -a -W " + Path, &St);
  EXPECT_EQ(St, 0) << Out;
  EXPECT_EQ(Out.find("Warning"), std::string::npos) << Out;
  EXPECT_EQ(Out.find("Error"), std::string::npos) << Out;
  return Out;
}

TEST(ElfWriter, ReadelfAcceptsHeaderSectionsSymbolsRelocs) {
  if (!haveBinutils())
    GTEST_SKIP() << "ia64-linux-gnu binutils not installed";
  std::string Out = readelfAll(sampleObject(), "sample.o");
  EXPECT_NE(Out.find("Machine:                           Intel IA-64"), std::string::npos) << Out;
  EXPECT_NE(Out.find("Flags:                             0x10, 64-bit"), std::string::npos) << Out;
  EXPECT_NE(Out.find("OS/ABI:                            UNIX - System V"), std::string::npos);
  EXPECT_NE(Out.find("REL (Relocatable file)"), std::string::npos);
  // Section table: each .rela right after its section, processor flag on .sdata.
  EXPECT_NE(Out.find("[ 1] .text             PROGBITS        0000000000000000 000040 000020 00  AX  0   0 16"),
            std::string::npos) << Out;
  EXPECT_NE(Out.find("[ 2] .rela.text        RELA"), std::string::npos) << Out;
  EXPECT_NE(Out.find(".bss              NOBITS          0000000000000000"), std::string::npos) << Out;
  EXPECT_NE(Out.find(".sdata            PROGBITS        0000000000000000 000074 000004 00 WAp  0   0  4"), std::string::npos) << Out;
  EXPECT_NE(Out.find(".mysec"), std::string::npos);
  // Symbols.
  EXPECT_NE(Out.find("32 FUNC    GLOBAL DEFAULT    1 _start"), std::string::npos) << Out;
  EXPECT_NE(Out.find("8 OBJECT  LOCAL  DEFAULT    3 local_data"), std::string::npos) << Out;
  EXPECT_NE(Out.find("4 OBJECT  GLOBAL HIDDEN     7 small"), std::string::npos) << Out;
  EXPECT_NE(Out.find("NOTYPE  GLOBAL DEFAULT  UND ext"), std::string::npos) << Out;
  // Relocations.
  EXPECT_NE(Out.find("R_IA64_PCREL21B        0000000000000000 ext + 0"), std::string::npos) << Out;
  EXPECT_NE(Out.find("R_IA64_DIR64LSB        0000000000000000 _start + 0"), std::string::npos) << Out;
  EXPECT_NE(Out.find("R_IA64_DIR64LSB        0000000000000000 .bss + 10"), std::string::npos) << Out;
}

TEST(ElfWriter, LdLinksTheObject) {
  if (!haveBinutils())
    GTEST_SKIP();
  ElfObject O = sampleObject();
  // Define `ext` so that the link is complete: a second text symbol.
  O.Symbols[4] = {"ext", 1, 2, 0, 0, 16, 16};
  auto Bytes = writeElf(O);
  ASSERT_TRUE(bool(Bytes));
  std::string Obj = tempPath("link.o"), Exe = tempPath("link.exe");
  writeFile(Obj, *Bytes);
  int St = 0;
  std::string Out = run("ia64-linux-gnu-ld -o " + Exe + " " + Obj, &St);
  ASSERT_EQ(St, 0) << Out;
  // The linker resolved the branch: objdump shows the call to ext at 16.
  std::string Dis = run("ia64-linux-gnu-objdump -d " + Exe);
  EXPECT_NE(Dis.find("br.call.sptk.many b0="), std::string::npos) << Dis;
  EXPECT_NE(Dis.find("<ext>"), std::string::npos) << Dis;
}

TEST(ElfWriter, RejectsDanglingReferences) {
  ElfObject O;
  O.addSection({".text", 1, 6, 16, 0, {}, 0});
  O.Relocs.push_back({3, 0, Reloc::DIR64LSB, -1, 0, 0});
  EXPECT_FALSE(bool(writeElf(O)));
  llvm::consumeError(writeElf(O).takeError());
  ElfObject P;
  P.addSection({".text", 1, 6, 16, 0, {}, 0});
  P.Relocs.push_back({0, 0, Reloc::DIR64LSB, 5, 0, 0});
  auto R = writeElf(P);
  EXPECT_FALSE(bool(R));
  llvm::consumeError(R.takeError());
}

// Every row of the relocation table: readelf must print the same name for
// the number (binutils' readelf knows the IA-64 numbering).
TEST(Relocs, TableMatchesReadelfNames) {
  if (!haveBinutils())
    GTEST_SKIP();
  ElfObject O;
  unsigned D = O.addSection({".data", 1, 3, 8, 0, std::vector<uint8_t>(8 * allRelocs().size(), 0), 0});
  unsigned S = O.addSymbol({"target", 1, 0, 0, SymUndef, 0, 0});
  uint64_t Off = 0;
  for (const RelocInfo &R : allRelocs()) {
    O.Relocs.push_back({D, Off, R.Type, int(S), 0, 0});
    Off += 8;
  }
  auto Bytes = writeElf(O);
  ASSERT_TRUE(bool(Bytes));
  std::string Path = tempPath("relocs.o");
  writeFile(Path, *Bytes);
  std::string Out = run("ia64-linux-gnu-readelf -r -W " + Path);
  // One line per relocation, in table order.
  std::vector<std::string> Names;
  size_t Pos = 0;
  while ((Pos = Out.find(" R_IA64_", Pos)) != std::string::npos) {
    size_t End = Out.find(' ', Pos + 1);
    Names.push_back(Out.substr(Pos + 8, End - Pos - 8));
    Pos = End;
  }
  ASSERT_EQ(Names.size(), allRelocs().size()) << Out;
  for (size_t I = 0; I < Names.size(); ++I)
    EXPECT_EQ(Names[I], allRelocs()[I].Name) << "number 0x" << std::hex << uint32_t(allRelocs()[I].Type);
  EXPECT_EQ(relocByName("R_IA64_LTOFF22X"), Reloc::LTOFF22X);
  EXPECT_EQ(relocInfo(0x49)->Name, "PCREL21B");
  EXPECT_EQ(relocInfo(0x99), nullptr);
}

} // namespace

namespace {
// -mbe: the same object big-endian reads back the same through readelf,
// with ELFDATA2MSB, and the MSB relocation forms.
TEST(ElfWriter, BigEndianReadsBackTheSame) {
  if (!haveBinutils())
    GTEST_SKIP();
  ElfObject O = sampleObject();
  O.Order = ByteOrder::Big;
  O.Flags |= EF_IA_64_BE;
  for (ElfReloc &R : O.Relocs)
    R.Type = inByteOrder(R.Type, O.Order);
  std::string Out = readelfAll(O, "big.o");
  EXPECT_NE(Out.find("big endian"), std::string::npos) << Out;
  EXPECT_NE(Out.find("Flags:                             0x18, 64-bit"), std::string::npos) << Out;
  EXPECT_NE(Out.find("32 FUNC    GLOBAL DEFAULT    1 _start"), std::string::npos) << Out;
  EXPECT_NE(Out.find("R_IA64_PCREL21B        0000000000000000 ext + 0"), std::string::npos) << Out;
  EXPECT_NE(Out.find("R_IA64_DIR64MSB        0000000000000000 .bss + 10"), std::string::npos) << Out;
}

TEST(ByteOrder, IntegersAndRelocationForms) {
  std::vector<uint8_t> B;
  putInt(B, 0x0102, 4, ByteOrder::Big);
  putInt(B, 0x0102, 4, ByteOrder::Little);
  EXPECT_EQ(B, (std::vector<uint8_t>{0, 0, 1, 2, 2, 1, 0, 0}));
  patchInt(B, 0, 0x0a0b, 2, ByteOrder::Big);
  EXPECT_EQ(B[0], 0x0a);
  EXPECT_EQ(B[1], 0x0b);
  EXPECT_EQ(inByteOrder(Reloc::SEGREL64LSB, ByteOrder::Big), Reloc::SEGREL64MSB);
  EXPECT_EQ(inByteOrder(Reloc::IPLTLSB, ByteOrder::Big), Reloc::IPLTMSB);
  EXPECT_EQ(inByteOrder(Reloc::DIR32LSB, ByteOrder::Little), Reloc::DIR32LSB);
  EXPECT_EQ(inByteOrder(Reloc::PCREL21B, ByteOrder::Big), Reloc::PCREL21B); // instruction fields have one form
  EXPECT_EQ(inByteOrder(std::string("IPLT64LSB"), ByteOrder::Big), "IPLT64MSB");
}
} // namespace

// GNU as's (BFD's) string tables: first-addition order, a string that is the
// tail of another is not written but points into it.
TEST(ElfStrings, TailsShareTheLongerString) {
  ElfStrings T;
  unsigned Text = T.add(".text"), Sym = T.add(".symtab"), RelaText = T.add(".rela.text"), Ext = T.add("ext");
  unsigned Empty = T.add(""), Again = T.add(".text");
  T.finish();
  const std::string Want(".symtab\0.rela.text\0", 19);
  EXPECT_EQ(std::string(T.bytes().begin() + 1, T.bytes().end()), Want);
  EXPECT_EQ(T.offsetOf(Sym), 1u);
  EXPECT_EQ(T.offsetOf(RelaText), 9u);
  EXPECT_EQ(T.offsetOf(Text), 14u); // ".text" inside ".rela.text"
  EXPECT_EQ(T.offsetOf(Again), 14u);
  EXPECT_EQ(T.offsetOf(Ext), 16u);  // "ext" inside ".text" inside ".rela.text"
  EXPECT_EQ(T.offsetOf(Empty), 0u);
}
