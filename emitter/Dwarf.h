// DWARF debug sections as GNU as 2.40 writes them for IA-64: the line
// table (.debug_line, from `.file`/`.loc` or from the assembly source with
// -g) and the compilation unit that describes it (.debug_info,
// .debug_abbrev, .debug_aranges, .debug_str; .debug_ranges/.debug_rnglists
// when code is in several sections; .debug_line_str for DWARF 5).
//
// Formats follow the DWARF 2..5 standards; the choices GNU as makes where
// the standard leaves room (which opcode encodes an advance, the header's
// line_base/line_range, attribute forms per version) were probed from
// `ia64-linux-gnu-as` 2.40 output (tests/lit/dwarf/).
#pragma once
#include "emitter/ByteOrder.h"
#include "emitter/Relocs.h"
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace epic::emit::dwarf {

/// What -g / --gdwarf-N ask for.
struct DebugOptions {
  unsigned Version = 0;      // --gdwarf-N (2..5); 0: GNU as's default
  bool SourceLines = false;  // -g / --gdwarf-N: line rows for the assembly source itself
  std::string CompDir;       // DW_AT_comp_dir (GNU as: the working directory)
  /// --debug-prefix-map OLD=NEW, in the order given (GNU as tries the last one first).
  std::vector<std::pair<std::string, std::string>> PrefixMaps;
  ByteOrder Order = ByteOrder::Little; // the object's (set by the assembler from -mbe): fixed-size fields, relocations
};

/// The versions GNU as 2.40 writes: (line table, compilation unit).
/// Without an option: 3, 3; -g alone: 3, 2; --gdwarf-N: max(3, N), N.
std::pair<unsigned, unsigned> versions(const DebugOptions &O);

/// `Path` with the first matching prefix of O.PrefixMaps replaced (remap_debug_filename):
/// applied to the compilation directory and the line table's directories.
std::string remapped(const DebugOptions &O, const std::string &Path);

/// `.loc ... view V` (GCC 8+ location views): GNU as writes the row at
/// once, and V names or checks the row's view number, the count of rows
/// at the same address since the address last changed.
enum class ViewKind : uint8_t {
  None,
  Symbol, // `view .LVU3`: defines .LVU3 as the number (an absolute symbol)
  Zero,   // `view 0`: asserts the number is 0 ("view number mismatch")
  Reset,  // `view -0`: the number is 0 whatever the address
};

/// The registers of the line-number state machine a row sets.
struct LineState {
  unsigned File = 1, Line = 1, Column = 0, Isa = 0, Discriminator = 0;
  bool IsStmt = true, BasicBlock = false, PrologueEnd = false, EpilogueBegin = false;
  ViewKind View = ViewKind::None;
  std::string ViewName; // ViewKind::Symbol
};

struct LineRow {
  LineState S;
  uint64_t Addr = 0; // section offset (IA-64 code: bundle address + slot)
  /// A `view -0` row GNU as cannot prove to be past the row before it: it
  /// restarts the consumers' count with DW_LNE_set_address.
  bool SetAddress = false;
};

/// One sequence per code section (ir section index), rows in GNU as's
/// emission order, ended at the section's size.
struct Sequence {
  unsigned Section = 0;
  std::vector<LineRow> Rows;
  uint64_t End = 0;
};

struct FileEntry {
  std::string Name; // without its directory
  unsigned Dir = 0; // into LineTable::Dirs (0: the compilation directory)
  bool Used = false;
};

struct LineTable {
  /// The value of each `.loc ... view NAME` symbol.
  std::map<std::string, uint64_t> Views;
  std::vector<std::string> Dirs{""}; // Dirs[0] is the compilation directory
  std::vector<FileEntry> Files{{}};  // Files[N] is `.file N`; Files[0] only with `.file 0`
  bool HasFile0 = false;
  std::vector<Sequence> Seqs;
  /// The directory index for `Dir` (added when new).
  unsigned dirIndex(const std::string &Dir);
  /// `.file N "dir/name"` or `.file N "dir" "name"`.
  void setFile(unsigned N, const std::string &DirPart, const std::string &Path);
  /// The entry of `Path` (split at its last '/'), added after the others
  /// when new: GNU as's file table for -g.
  unsigned addFile(const std::string &Path);
};

/// A relocation in a debug section: against a code section (ir index) or
/// against another debug section (index into the result of debugSections).
struct DebugReloc {
  uint64_t Offset = 0;
  Reloc Type = Reloc::NONE;
  bool ToCode = false;
  unsigned Target = 0;
  int64_t Addend = 0;
  int Symbol = -1; // >= 0: against this symbol (Function::Symbol) instead
};

/// A function GNU as gives a DW_TAG_subprogram in its unit: a defined FUNC
/// symbol (`.proc`, `.type f,@function`) with a nonzero size, in the order of
/// GNU as's symbol chain.
struct Function {
  std::string Name;
  bool External = false; // global (a weak symbol is not)
  unsigned Section = 0;  // ir section
  uint64_t Offset = 0, Size = 0;
  int Symbol = -1; // the caller's symbol relocations name (globals); -1: section + offset
};

struct DebugSection {
  std::string Name;
  uint64_t Flags = 0, EntSize = 0, Align = 1;
  std::vector<uint8_t> Bytes;
  std::vector<DebugReloc> Relocs;
};

/// The line program of one sequence (DWARF 6.2.5), with GNU as's opcode
/// choices: special opcodes where they fit, DW_LNS_const_add_pc plus a
/// special opcode next, else DW_LNS_advance_pc.
void encodeSequence(const Sequence &Seq, std::vector<uint8_t> &Out, std::vector<DebugReloc> &Relocs,
                    ByteOrder Order);

/// All debug sections, in GNU as's order. `SectionSize` gives the size of
/// each ir section (the sequences' sections are the CU's address ranges);
/// `Funcs` are the unit's children.
std::vector<DebugSection> debugSections(const LineTable &T, const std::vector<uint64_t> &SectionSize,
                                        const std::vector<Function> &Funcs, const DebugOptions &O);

} // namespace epic::emit::dwarf

namespace epic::emit::dwarf {
/// Takes GNU as's debug options out of `Argv` (`-g`, `--gen-debug`,
/// `--gdwarf-2` .. `--gdwarf-5`, `--gdwarf2`) into `O`, for every command
/// that assembles (`asm`, `as`). False, with `Err` set, for a DWARF
/// version GNU as does not know (`--gdwarf-7`).
bool takeDebugOptions(std::vector<std::string> &Argv, DebugOptions &O, std::string &Err);
/// DW_AT_comp_dir as GNU as takes it: $PWD when it names the working
/// directory, else the working directory's path.
std::string compilationDir();
} // namespace epic::emit::dwarf
