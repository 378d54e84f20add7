// The compilation unit GNU as describes its line table with: one
// DW_TAG_compile_unit (.debug_info/.debug_abbrev) whose children are the
// sized functions of the file, its address ranges (.debug_aranges, and
// .debug_ranges or .debug_rnglists when the code is in several sections)
// and its strings (.debug_str).
#include "emitter/Dwarf.h"
#include "emitter/DwarfBytes.h"
#include "llvm/BinaryFormat/ELF.h"

namespace epic::emit::dwarf {
namespace {

enum : uint8_t {
  TAG_compile_unit = 0x11, TAG_subprogram = 0x2e, TAG_unspecified_type = 0x3b, AT_stmt_list = 0x10,
  AT_low_pc = 0x11, AT_high_pc = 0x12, AT_name = 0x03, AT_comp_dir = 0x1b, AT_producer = 0x25,
  AT_language = 0x13, AT_ranges = 0x55, AT_external = 0x3f, AT_type = 0x49, FORM_addr = 0x01,
  FORM_data2 = 0x05, FORM_data4 = 0x06, FORM_flag = 0x0c, FORM_strp = 0x0e, FORM_udata = 0x0f,
  FORM_ref_udata = 0x15, FORM_sec_offset = 0x17, FORM_flag_present = 0x19, RLE_end_of_list = 0,
  RLE_start_length = 7, UT_compile = 1
};
/// Abbreviation codes: the unit, its functions, the "no type" DIE they point at.
enum : uint8_t { AbbrevUnit = 1, AbbrevFunction = 2, AbbrevNoType = 3 };

/// How the functions say they are external (GNU as 2.40, probed): a flag
/// byte when both kinds are present or before DWARF 4, DW_FORM_flag_present
/// when all are external, no attribute when none is.
uint8_t externalForm(const std::vector<Function> &Funcs, unsigned V) {
  bool Ext = false, Local = false;
  for (const Function &F : Funcs)
    (F.External ? Ext : Local) = true;
  if (!Ext)
    return 0;
  return Local || V < 4 ? FORM_flag : FORM_flag_present;
}
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
void address(DebugSection &S, ByteOrder Order, unsigned CodeSec, int64_t Addend, int Symbol = -1) {
  S.Relocs.push_back({S.Bytes.size(), inByteOrder(Reloc::DIR64LSB, Order), true, CodeSec, Addend, Symbol});
  S.Bytes.resize(S.Bytes.size() + 8, 0);
}
/// A function's address plus `Plus`: its symbol (a global), else its section.
void address(DebugSection &S, ByteOrder Order, const Function &F, uint64_t Plus) {
  if (F.Symbol >= 0)
    address(S, Order, F.Section, int64_t(Plus), F.Symbol);
  else
    address(S, Order, F.Section, int64_t(F.Offset + Plus));
}
void ulebPadded(std::vector<uint8_t> &Out, uint64_t V, unsigned Width) {
  uint8_t Buf[16];
  Out.insert(Out.end(), Buf, Buf + llvm::encodeULEB128(V, Buf, Width));
}

DebugSection abbrev(unsigned V, bool Ranges, const std::vector<Function> &Funcs) {
  const uint8_t Offset = V >= 4 ? FORM_sec_offset : FORM_data4;
  DebugSection S{".debug_abbrev"};
  S.Bytes = {AbbrevUnit, TAG_compile_unit, uint8_t(!Funcs.empty()) /* children */, AT_stmt_list, Offset};
  if (Ranges)
    S.Bytes.insert(S.Bytes.end(), {AT_ranges, Offset});
  else
    S.Bytes.insert(S.Bytes.end(), {AT_low_pc, FORM_addr, AT_high_pc, V >= 4 ? FORM_udata : FORM_addr});
  S.Bytes.insert(S.Bytes.end(), {AT_name, FORM_strp, AT_comp_dir, FORM_strp, AT_producer, FORM_strp,
                                 AT_language, FORM_data2, 0, 0});
  if (!Funcs.empty()) {
    S.Bytes.insert(S.Bytes.end(), {AbbrevFunction, TAG_subprogram, 0, AT_name, FORM_strp});
    if (uint8_t Ext = externalForm(Funcs, V))
      S.Bytes.insert(S.Bytes.end(), {AT_external, Ext});
    if (V > 2) // GNU as 2.40 (PR 29517): the return type is unknown
      S.Bytes.insert(S.Bytes.end(), {AT_type, FORM_ref_udata});
    S.Bytes.insert(S.Bytes.end(), {AT_low_pc, FORM_addr, AT_high_pc, V >= 4 ? FORM_udata : FORM_addr, 0, 0});
    if (V > 2)
      S.Bytes.insert(S.Bytes.end(), {AbbrevNoType, TAG_unspecified_type, 0, 0, 0});
  }
  S.Bytes.push_back(0);
  return S;
}

/// The unit's children: a DW_TAG_subprogram per function, then (DWARF 3+)
/// the unspecified type they all refer to, at `TypeAt` (from the unit's
/// start, written in `Width` ULEB bytes); the end of the children.
void functionDies(DebugSection &Info, const std::vector<Function> &Funcs, const std::vector<uint64_t> &NameAt,
                  unsigned V, unsigned StrSec, ByteOrder Order, uint64_t TypeAt, unsigned Width) {
  auto &B = Info.Bytes;
  const uint8_t Ext = externalForm(Funcs, V);
  for (size_t K = 0; K < Funcs.size(); ++K) {
    const Function &F = Funcs[K];
    B.push_back(AbbrevFunction);
    secOffset(Info, Order, StrSec, int64_t(NameAt[K]));
    if (Ext == FORM_flag)
      B.push_back(F.External);
    if (V > 2)
      ulebPadded(B, TypeAt, Width);
    address(Info, Order, F, 0);
    if (V >= 4)
      uleb(B, F.Size);
    else
      address(Info, Order, F, F.Size);
  }
  if (V > 2)
    B.push_back(AbbrevNoType);
  B.push_back(0);
}

} // namespace

std::string remapped(const DebugOptions &O, const std::string &Path) {
  for (auto It = O.PrefixMaps.rbegin(); It != O.PrefixMaps.rend(); ++It)
    if (Path.compare(0, It->first.size(), It->first) == 0)
      return It->second + Path.substr(It->first.size());
  return Path;
}

std::vector<DebugSection> debugSections(const LineTable &Table, const std::vector<uint64_t> &SectionSize,
                                        const std::vector<Function> &Funcs, const DebugOptions &Given) {
  DebugOptions O = Given;
  O.CompDir = remapped(Given, Given.CompDir);
  LineTable T = Table;
  for (size_t I = 1; I < T.Dirs.size(); ++I)
    T.Dirs[I] = remapped(O, T.Dirs[I]);
  auto [LineV, V] = versions(O);
  Layout L(LineV >= 5 ? 5 : 3);
  const bool Ranges = T.Seqs.size() > 1;
  std::vector<DebugSection> Out;
  StringPool LineStr;
  LineStr.Section = L.LineStr;
  Out.push_back(lineSection(T, LineV, O.CompDir, &LineStr, O.Order));
  if (LineV >= 5)
    Out.push_back({".debug_line_str", llvm::ELF::SHF_MERGE | llvm::ELF::SHF_STRINGS, 1, 1, LineStr.Bytes});
  if (T.Seqs.empty()) // a table for a unit the source wrote itself: no unit of ours
    return Out;

  // .debug_str: the unit's name (the primary file with its directory), the
  // compilation directory, the producer, then the functions' names.
  StringPool StrPool;
  const FileEntry &Primary = T.HasFile0 && LineV >= 5 ? T.Files[0] : T.Files.size() > 1 ? T.Files[1] : T.Files[0];
  std::string Name = Primary.Dir ? T.Dirs[Primary.Dir] + "/" + Primary.Name : Primary.Name;
  std::vector<uint64_t> StrAt, NameAt;
  for (const std::string &X : {Name, O.CompDir, std::string(Producer)})
    StrAt.push_back(StrPool.append(X));
  for (const Function &F : Funcs)
    NameAt.push_back(StrPool.append(F.Name));
  DebugSection Str{".debug_str", llvm::ELF::SHF_MERGE | llvm::ELF::SHF_STRINGS, 1, 1, std::move(StrPool.Bytes)};

  // .debug_info: the unit header, the unit's DIE, its children.
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
  if (!Funcs.empty()) {
    // The type reference is a ULEB of the offset it points to, which moves
    // with the references' width: the narrowest width that holds it.
    const size_t Head = B.size(), HeadRelocs = Info.Relocs.size();
    for (unsigned Width = 1;; ++Width) {
      B.resize(Head);
      Info.Relocs.resize(HeadRelocs);
      functionDies(Info, Funcs, NameAt, V, L.Str, O.Order, 0, Width);
      const uint64_t TypeAt = B.size() - 2; // the unspecified type's DIE, before the end mark
      if (V <= 2 || ulebSize(TypeAt) <= Width) {
        B.resize(Head);
        Info.Relocs.resize(HeadRelocs);
        functionDies(Info, Funcs, NameAt, V, L.Str, O.Order, TypeAt, Width);
        break;
      }
    }
  }
  patchInt(B, 0, B.size() - 4, 4, O.Order);
  Out.push_back(std::move(Info));
  Out.push_back(abbrev(V, Ranges, Funcs));

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
