// .debug_line: header (DWARF 3, 4 or 5 layout) and line programs.
#include "emitter/Dwarf.h"
#include "emitter/DwarfBytes.h"
#include <optional>
#include <climits>

namespace epic::emit::dwarf {

// The line program parameters GNU as uses on IA-64 (`objdump --dwarf=rawline`).
constexpr int LineBase = -5;
constexpr unsigned LineRange = 14, OpcodeBase = 13, MinInsnLength = 1;
constexpr unsigned MaxSpecialAddrDelta = (255 - OpcodeBase) / LineRange;
// Operand counts of the standard opcodes 1..12 (DWARF 6.2.4 item 12).
constexpr uint8_t StdOpcodeLengths[OpcodeBase - 1] = {0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1};

enum : uint8_t {
  LNS_copy = 1, LNS_advance_pc, LNS_advance_line, LNS_set_file, LNS_set_column, LNS_negate_stmt,
  LNS_set_basic_block, LNS_const_add_pc, LNS_fixed_advance_pc, LNS_set_prologue_end,
  LNS_set_epilogue_begin, LNS_set_isa
};
enum : uint8_t { LNE_end_sequence = 1, LNE_set_address = 2, LNE_set_discriminator = 4 };
enum : uint8_t { LNCT_path = 1, LNCT_directory_index = 2, FORM_udata = 0x0f, FORM_line_strp = 0x1f };

std::pair<unsigned, unsigned> versions(const DebugOptions &O) {
  if (O.Version)
    return {std::max(3u, O.Version), O.Version};
  return {3, O.SourceLines ? 2 : 3};
}

unsigned LineTable::dirIndex(const std::string &Dir) {
  if (Dir.empty())
    return 0;
  for (unsigned I = 1; I < Dirs.size(); ++I)
    if (Dirs[I] == Dir)
      return I;
  Dirs.push_back(Dir);
  return Dirs.size() - 1;
}

/// `Path` as GNU as splits it: (directory, name) at the last '/'.
static std::pair<std::string, std::string> splitPath(const std::string &Path) {
  size_t Slash = Path.rfind('/');
  if (Slash == std::string::npos)
    return {"", Path};
  return {Path.substr(0, Slash), Path.substr(Slash + 1)};
}

void LineTable::setFile(unsigned N, const std::string &DirPart, const std::string &Path) {
  if (Files.size() <= N)
    Files.resize(N + 1);
  auto [Own, Name] = splitPath(Path);
  std::string Dir = DirPart.empty() ? Own : Own.empty() ? DirPart : DirPart + "/" + Own;
  Files[N] = {Name, dirIndex(Dir), true};
  if (N == 0)
    HasFile0 = true;
}

unsigned LineTable::addFile(const std::string &Path) {
  auto [Dir, Name] = splitPath(Path);
  unsigned D = dirIndex(Dir);
  for (unsigned N = 1; N < Files.size(); ++N)
    if (Files[N].Used && Files[N].Name == Name && Files[N].Dir == D)
      return N;
  Files.push_back({Name, D, true});
  return unsigned(Files.size() - 1);
}

/// One row's advance (GNU as's choice of opcodes); LineDelta INT_MAX ends
/// the sequence.
static void advance(std::vector<uint8_t> &Out, int64_t LineDelta, uint64_t AddrDelta) {
  if (LineDelta == INT_MAX) {
    if (AddrDelta == MaxSpecialAddrDelta)
      Out.push_back(LNS_const_add_pc);
    else if (AddrDelta) {
      Out.push_back(LNS_advance_pc);
      uleb(Out, AddrDelta);
    }
    Out.insert(Out.end(), {0, 1, LNE_end_sequence});
    return;
  }
  bool NeedCopy = false;
  if (LineDelta < LineBase || LineDelta - LineBase >= int64_t(LineRange)) {
    Out.push_back(LNS_advance_line);
    sleb(Out, LineDelta);
    LineDelta = 0;
    NeedCopy = true;
  }
  if (LineDelta == 0 && AddrDelta == 0) {
    Out.push_back(LNS_copy);
    return;
  }
  uint64_t Base = uint64_t(LineDelta - LineBase) + OpcodeBase;
  if (Base + AddrDelta * LineRange <= 255) {
    Out.push_back(uint8_t(Base + AddrDelta * LineRange));
    return;
  }
  if (AddrDelta >= MaxSpecialAddrDelta && Base + (AddrDelta - MaxSpecialAddrDelta) * LineRange <= 255) {
    Out.push_back(LNS_const_add_pc);
    Out.push_back(uint8_t(Base + (AddrDelta - MaxSpecialAddrDelta) * LineRange));
    return;
  }
  Out.push_back(LNS_advance_pc);
  uleb(Out, AddrDelta);
  Out.push_back(NeedCopy ? LNS_copy : uint8_t(Base));
}

static void setAddress(std::vector<uint8_t> &Out, std::vector<DebugReloc> &Relocs, unsigned Sec, uint64_t Addr,
                       ByteOrder Order) {
  Out.insert(Out.end(), {0, 9, LNE_set_address});
  Relocs.push_back({Out.size(), inByteOrder(Reloc::DIR64LSB, Order), true, Sec, int64_t(Addr)});
  Out.resize(Out.size() + 8, 0);
}

void encodeSequence(const Sequence &Seq, std::vector<uint8_t> &Out, std::vector<DebugReloc> &Relocs,
                    ByteOrder Order) {
  LineState Cur;
  bool Started = false;
  uint64_t Addr = 0;
  for (const LineRow &R : Seq.Rows) {
    const LineState &S = R.S;
    if (S.File != Cur.File) {
      Out.push_back(LNS_set_file);
      uleb(Out, S.File);
    }
    if (S.Column != Cur.Column) {
      Out.push_back(LNS_set_column);
      uleb(Out, S.Column);
    }
    if (S.Discriminator) {
      Out.insert(Out.end(), {0, uint8_t(1 + ulebSize(S.Discriminator)), LNE_set_discriminator});
      uleb(Out, S.Discriminator);
    }
    if (S.Isa != Cur.Isa) {
      Out.push_back(LNS_set_isa);
      uleb(Out, S.Isa);
    }
    if (S.IsStmt != Cur.IsStmt)
      Out.push_back(LNS_negate_stmt);
    if (S.BasicBlock)
      Out.push_back(LNS_set_basic_block);
    if (S.PrologueEnd)
      Out.push_back(LNS_set_prologue_end);
    if (S.EpilogueBegin)
      Out.push_back(LNS_set_epilogue_begin);
    int64_t LineDelta = int64_t(S.Line) - int64_t(Cur.Line);
    if (!Started || R.Addr < Addr || R.SetAddress) {
      setAddress(Out, Relocs, Seq.Section, R.Addr, Order);
      advance(Out, LineDelta, 0);
    } else {
      advance(Out, LineDelta, R.Addr - Addr);
    }
    Started = true;
    Addr = R.Addr;
    Cur = S;
  }
  advance(Out, INT_MAX, Seq.End >= Addr ? Seq.End - Addr : 0);
}

DebugSection lineSection(const LineTable &T, unsigned Version, const std::string &CompDir, StringPool *LineStr,
                         ByteOrder Order) {
  DebugSection S;
  S.Name = ".debug_line";
  std::vector<uint8_t> &B = S.Bytes;
  putInt(B, 0, 4, Order); // unit_length, patched below
  putInt(B, Version, 2, Order);
  if (Version >= 5)
    B.insert(B.end(), {8, 0}); // address_size, segment_selector_size
  size_t HeaderLengthAt = B.size();
  putInt(B, 0, 4, Order);
  B.push_back(MinInsnLength);
  if (Version >= 4)
    B.push_back(1); // maximum_operations_per_instruction
  B.push_back(1);   // default_is_stmt
  B.push_back(uint8_t(int8_t(LineBase)));
  B.push_back(LineRange);
  B.push_back(OpcodeBase);
  B.insert(B.end(), std::begin(StdOpcodeLengths), std::end(StdOpcodeLengths));
  // Each string written again, none shared (GNU as), except that file 0,
  // a copy of file 1, shares its string.
  auto lineStrp = [&](const std::string &Str, std::optional<uint64_t> At = std::nullopt) {
    const uint64_t Off = At ? *At : LineStr->append(Str);
    S.Relocs.push_back({B.size(), inByteOrder(Reloc::SECREL32LSB, Order), false, LineStr->Section, int64_t(Off)});
    putInt(B, 0, 4, Order);
    return Off;
  };
  if (Version >= 5) {
    B.insert(B.end(), {1, LNCT_path, FORM_line_strp});
    uleb(B, T.Dirs.size());
    lineStrp(CompDir);
    for (size_t I = 1; I < T.Dirs.size(); ++I)
      lineStrp(T.Dirs[I]);
    B.insert(B.end(), {2, LNCT_path, FORM_line_strp, LNCT_directory_index, FORM_udata});
    // File 0 is the primary source file: `.file 0`, else a copy of file 1.
    uleb(B, T.Files.size());
    const bool Copy = !T.HasFile0 && T.Files.size() > 1;
    std::optional<uint64_t> File1At;
    for (size_t I = 0; I < T.Files.size(); ++I) {
      const FileEntry &F = I == 0 && Copy ? T.Files[1] : T.Files[I];
      const uint64_t At = lineStrp(F.Name, I == 1 && Copy ? File1At : std::nullopt);
      if (I == 0 && Copy)
        File1At = At;
      uleb(B, F.Dir);
    }
  } else {
    for (size_t I = 1; I < T.Dirs.size(); ++I) {
      B.insert(B.end(), T.Dirs[I].begin(), T.Dirs[I].end());
      B.push_back(0);
    }
    B.push_back(0);
    for (size_t I = 1; I < T.Files.size(); ++I) {
      B.insert(B.end(), T.Files[I].Name.begin(), T.Files[I].Name.end());
      B.push_back(0);
      uleb(B, T.Files[I].Dir);
      B.insert(B.end(), {0, 0}); // modification time, length: unknown
    }
    B.push_back(0);
  }
  patchInt(B, HeaderLengthAt, B.size() - HeaderLengthAt - 4, 4, Order);
  for (const Sequence &Seq : T.Seqs)
    encodeSequence(Seq, B, S.Relocs, Order);
  patchInt(B, 0, B.size() - 4, 4, Order);
  return S;
}

} // namespace epic::emit::dwarf
