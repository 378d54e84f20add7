// Which line rows GNU as writes for IA-64 code, at which addresses and in
// which order. GNU as queues instructions and writes a bundle when a fourth
// is queued (and at data, alignment, `.endp`, the end of a section); an
// instruction's row is written with its bundle, at bundle address + slot.
// A `.loc` followed by another `.loc` before any instruction gets its row
// at once, at the address GNU as has reached: the bundle of the oldest
// queued instruction, else the end of what it wrote. Probed with
// ia64-linux-gnu-as 2.40 (tests/lit/dwarf/).
#pragma once
#include "emitter/Dwarf.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <functional>
#include <optional>

namespace epic::emit::dwarf {

/// What a section's lowering saw, in statement order.
struct LineEvent {
  enum Kind : uint8_t { Loc, Inst, Flush } K = Inst;
  const ir::Directive *D = nullptr; // Loc
  const ir::Inst *I = nullptr;      // Inst
  size_t Chunks = 0;                // chunks of the section laid out before it
};

struct RowLayout {
  /// (bundle address, row address) of an instruction placed in a bundle.
  std::function<std::optional<std::pair<uint64_t, uint64_t>>(const ir::Inst *)> PlaceOf;
  /// The address after the first `N` chunks of section `S`.
  std::function<uint64_t(unsigned S, size_t N)> EndOfChunks;
  std::function<uint64_t(unsigned S)> SectionSize;
};

/// The file table from `.file N` and the sequences of every section; none
/// without line information, unless `Wanted` (a table with no rows).
std::optional<LineTable> buildLineTable(const ir::Module &M, const std::vector<std::vector<LineEvent>> &Events,
                                        const RowLayout &L, const DebugOptions &O, ir::DiagnosticEngine &DE,
                                        bool Wanted = false);

} // namespace epic::emit::dwarf
