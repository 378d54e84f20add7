// The compilation unit GNU as describes its line table with: one
// DW_TAG_compile_unit without children (.debug_info/.debug_abbrev), its
// address ranges (.debug_aranges, and .debug_ranges or .debug_rnglists when
// the code is in several sections) and its strings (.debug_str).
#include "emitter/Dwarf.h"
#include "emitter/DwarfBytes.h"
#include "llvm/BinaryFormat/ELF.h"

namespace epic::emit::dwarf {
namespace {

enum : uint8_t {
  TAG_compile_unit = 0x11, AT_stmt_list = 0x10, AT_low_pc = 0x11, AT_high_pc = 0x12, AT_name = 0x03,
  AT_comp_dir = 0x1b, AT_producer = 0x25, AT_language = 0x13, AT_ranges = 0x55,
  FORM_addr = 0x01, FORM_data2 = 0x05, FORM_data4 = 0x06, FORM_strp = 0x0e, FORM_udata = 0x0f,
  FORM_sec_offset = 0x17, RLE_end_of_list = 0, RLE_start_length = 7, UT_compile = 1
};
constexpr uint16_t LANG_Mips_Assembler = 0x8001; // what GNU as calls its language
constexpr const char *Producer = "GNU AS 2.40";

/// Section indices in the result, in GNU as's order.
struct Layout {
  unsigned Line = 0, LineStr = 0, Info, Abbrev, Aranges, Str, Ranges;
  explicit Layout(unsigned V) {
    unsigned N = V >= 5 ? 2 : 1;
    LineStr = V >= 5 ? 1 : 0;
    Info = N, Abbrev = N + 1, Aranges = N + 2, Str = N + 3, Ranges = N + 4;
  }
};

void secOffset(DebugSection &S, ByteOrder Order, unsigned Target, int64_t Addend = 0) {
  S.Relocs.push_back({S.Bytes.size(), inByteOrder(Reloc::SECREL32LSB, Order), false, Target, Addend});
  S.Bytes.resize(S.Bytes.size() + 4, 0);
}
void address(DebugSection &S, ByteOrder Order, unsigned CodeSec, int64_t Addend) {
  S.Relocs.push_back({S.Bytes.size(), inByteOrder(Reloc::DIR64LSB, Order), true, CodeSec, Addend});
  S.Bytes.resize(S.Bytes.size() + 8, 0);
}

DebugSection abbrev(unsigned V, bool Ranges) {
  const uint8_t Offset = V >= 4 ? FORM_sec_offset : FORM_data4;
  DebugSection S{".debug_abbrev"};
  S.Bytes = {1, TAG_compile_unit, 0 /* no children */, AT_stmt_list, Offset};
  if (Ranges)
    S.Bytes.insert(S.Bytes.end(), {AT_ranges, Offset});
  else
    S.Bytes.insert(S.Bytes.end(), {AT_low_pc, FORM_addr, AT_high_pc, V >= 4 ? FORM_udata : FORM_addr});
  S.Bytes.insert(S.Bytes.end(), {AT_name, FORM_strp, AT_comp_dir, FORM_strp, AT_producer, FORM_strp,
                                 AT_language, FORM_data2, 0, 0, 0});
  return S;
}

} // namespace

std::vector<DebugSection> debugSections(const LineTable &T, const std::vector<uint64_t> &SectionSize,
                                        const DebugOptions &O) {
  auto [LineV, V] = versions(O);
  Layout L(LineV >= 5 ? 5 : 3);
  const bool Ranges = T.Seqs.size() > 1;
  std::vector<DebugSection> Out;
  StringPool LineStr;
  LineStr.Section = L.LineStr;
  Out.push_back(lineSection(T, LineV, O.CompDir, &LineStr, O.Order));
  if (LineV >= 5)
    Out.push_back({".debug_line_str", llvm::ELF::SHF_MERGE | llvm::ELF::SHF_STRINGS, 1, 1, LineStr.Bytes});

  // .debug_str: the unit's name (the primary file with its directory), the
  // compilation directory, the producer.
  DebugSection Str{".debug_str", llvm::ELF::SHF_MERGE | llvm::ELF::SHF_STRINGS, 1};
  const FileEntry &Primary = T.HasFile0 && LineV >= 5 ? T.Files[0] : T.Files.size() > 1 ? T.Files[1] : T.Files[0];
  std::string Name = Primary.Dir ? T.Dirs[Primary.Dir] + "/" + Primary.Name : Primary.Name;
  std::vector<uint64_t> StrAt;
  for (const std::string &X : {Name, O.CompDir, std::string(Producer)}) {
    StrAt.push_back(Str.Bytes.size());
    Str.Bytes.insert(Str.Bytes.end(), X.begin(), X.end());
    Str.Bytes.push_back(0);
  }

  // .debug_info: the unit header, then the one DIE.
  DebugSection Info{".debug_info"};
  auto &B = Info.Bytes;
  putInt(B, 0, 4, O.Order);
  putInt(B, V, 2, O.Order);
  if (V >= 5) {
    B.insert(B.end(), {UT_compile, 8});
    secOffset(Info, O.Order, L.Abbrev);
  } else {
    secOffset(Info, O.Order, L.Abbrev);
    B.push_back(8);
  }
  B.push_back(1); // abbreviation 1
  secOffset(Info, O.Order, L.Line);
  if (Ranges) {
    secOffset(Info, O.Order, L.Ranges, V >= 5 ? 12 : 0); // DWARF 5: past the rnglists header
  } else {
    const Sequence &Seq = T.Seqs.front();
    address(Info, O.Order, Seq.Section, 0);
    if (V >= 4)
      uleb(B, SectionSize[Seq.Section]);
    else
      address(Info, O.Order, Seq.Section, int64_t(SectionSize[Seq.Section]));
  }
  for (uint64_t At : StrAt)
    secOffset(Info, O.Order, L.Str, int64_t(At));
  putInt(B, LANG_Mips_Assembler, 2, O.Order);
  patchInt(B, 0, B.size() - 4, 4, O.Order);
  Out.push_back(std::move(Info));
  Out.push_back(abbrev(V, Ranges));

  // .debug_aranges (version 2): tuples aligned to twice the address size.
  DebugSection Ar{".debug_aranges", 0, 0, 16};
  putInt(Ar.Bytes, 0, 4, O.Order);
  putInt(Ar.Bytes, 2, 2, O.Order);
  secOffset(Ar, O.Order, L.Info);
  Ar.Bytes.insert(Ar.Bytes.end(), {8, 0, 0, 0, 0, 0});
  for (const Sequence &Seq : T.Seqs) {
    address(Ar, O.Order, Seq.Section, 0);
    putInt(Ar.Bytes, SectionSize[Seq.Section], 8, O.Order);
  }
  putInt(Ar.Bytes, 0, 16, O.Order);
  patchInt(Ar.Bytes, 0, Ar.Bytes.size() - 4, 4, O.Order);
  Out.push_back(std::move(Ar));
  Out.push_back(std::move(Str));

  if (!Ranges)
    return Out;
  DebugSection R{V >= 5 ? ".debug_rnglists" : ".debug_ranges", 0, 0, V >= 5 ? 1u : 16u};
  if (V >= 5) {
    putInt(R.Bytes, 0, 4, O.Order);
    putInt(R.Bytes, 5, 2, O.Order);
    R.Bytes.insert(R.Bytes.end(), {8, 0, 0, 0, 0, 0}); // sizes, no offset table
    for (const Sequence &Seq : T.Seqs) {
      R.Bytes.push_back(RLE_start_length);
      address(R, O.Order, Seq.Section, 0);
      uleb(R.Bytes, SectionSize[Seq.Section]);
    }
    R.Bytes.push_back(RLE_end_of_list);
    patchInt(R.Bytes, 0, R.Bytes.size() - 4, 4, O.Order);
  } else {
    putInt(R.Bytes, ~uint64_t(0), 8, O.Order); // base address selection: 0
    putInt(R.Bytes, 0, 8, O.Order);
    for (const Sequence &Seq : T.Seqs) {
      address(R, O.Order, Seq.Section, 0);
      address(R, O.Order, Seq.Section, int64_t(SectionSize[Seq.Section]));
    }
    putInt(R.Bytes, 0, 16, O.Order);
  }
  Out.push_back(std::move(R));
  return Out;
}

} // namespace epic::emit::dwarf
