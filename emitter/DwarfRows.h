// Which line rows GNU as writes for IA-64 code, at which addresses and in
// which order. GNU as queues instructions and writes a bundle when a fourth
// is queued (and at data, alignment, `.endp`, the end of a section); an
// instruction's row is written with its bundle, at bundle address + slot.
// A `.loc` followed by another `.loc` before any instruction gets its row
// at once, at the address GNU as has reached: the bundle of the oldest
// queued instruction, else the end of what it wrote. Probed with
// ia64-linux-gnu-as 2.40 (tests/lit/dwarf/).
//
// Location views (`.loc ... view V`, GCC 8+): the view number of a row
// written at a `.loc` with a view is 0 when its address is past the row
// before it in its section, else that row's number + 1 (a row without a
// view of its own counting as 0, as GNU as 2.40 does); `view -0` makes it
// 0, `view 0` asserts 0, and `view NAME` defines NAME as the number
// (LineTable::Views), as binutils' dwarf2dbg.c set_or_check_view does on
// the rows in the order it writes them (the same timeline as the rows: a
// `.loc` view row goes out at once, an instruction's with its bundle).
#pragma once
#include "emitter/Dwarf.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <functional>
#include <optional>

namespace epic::emit::dwarf {

/// What a section's lowering saw, in statement order.
struct LineEvent {
  // MarkLabels: `.loc_mark_labels N`; Label: a label (GNU as marks the
  // next instruction's row as a basic block start while N is 1).
  enum Kind : uint8_t { Loc, Inst, Flush, MarkLabels, Label } K = Inst;
  const ir::Directive *D = nullptr; // Loc, MarkLabels
  const ir::Inst *I = nullptr;      // Inst
  size_t Chunks = 0;                // chunks of the section laid out before it
  const ir::Label *L = nullptr;     // Label
};

/// Where an instruction was placed.
struct InstPlace {
  uint64_t Bundle = 0, Row = 0; // bundle address, row address (+ slot)
  size_t Chunk = 0;             // its bundle's chunk in the section
};

/// A run of GNU as's frags: it starts a new one after each `.align`,
/// `.org`, `.skip`/`.space`/`.fill` and `.proc` (their bytes are the
/// variable tail of the frag before). Views compare addresses across frags only where bytes of a
/// fixed size lie between, or only fills (binutils' frag_gtoffset_p,
/// frag_offset_fixed_p).
struct Frag {
  unsigned Index = 0;
  uint64_t Start = 0, FixEnd = UINT64_MAX; // [Start, FixEnd): its fixed part
  uint64_t FixedBefore = 0;                 // bytes in the fixed parts of the frags before it
  unsigned VariableBefore = 0; // frags before it whose tail's size is not known before relaxing (not a fill)
};

struct RowLayout {
  std::function<std::optional<InstPlace>(const ir::Inst *)> PlaceOf;
  /// The address after the first `N` chunks of section `S`.
  std::function<uint64_t(unsigned S, size_t N)> EndOfChunks;
  /// The frag after the first `N` chunks of section `S` (N = a bundle's
  /// chunk: the bundle's frag).
  std::function<Frag(unsigned S, size_t N)> FragAt;
  std::function<uint64_t(unsigned S)> SectionSize;
  /// GNU as records rows only in sections that are allocated, loaded code
  /// (binutils PR 26850): else "dwarf line number information for S ignored".
  std::function<bool(unsigned S)> TakesRows;
  std::function<std::string(unsigned S)> SectionName;
};

/// The file table from `.file N` and the sequences of every section; none
/// without line information, unless `Wanted` (a table with no rows).
std::optional<LineTable> buildLineTable(const ir::Module &M, const std::vector<std::vector<LineEvent>> &Events,
                                        const RowLayout &L, const DebugOptions &O, ir::DiagnosticEngine &DE,
                                        bool Wanted = false);

} // namespace epic::emit::dwarf
