// IA-64 unwind sections, as GNU as writes them: for each code section with
// procedures that have unwind directives, `.IA_64.unwind_info<sec>` (per
// procedure: header word, descriptors padded to 8 bytes, personality
// pointer, handler data) and `.IA_64.unwind<sec>` (start, end, info
// offset per procedure, SEGREL64LSB/MSB relocated). The driver (Assembler.cpp)
// supplies the laid-out positions and turns the result into ELF sections.
#pragma once
#include "emitter/ByteOrder.h"
#include "emitter/Eval.h"
#include "emitter/Relocs.h"
#include "emitter/UnwindDirectives.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::emit {

/// Positions after layout, within the section being described.
struct UnwindLayout {
  /// Slot number of an instruction: bundle address / 16 * 3 + slot. With
  /// `Region`, the first of the nop slots the bundler put right before it
  /// in its bundle: GNU as dates a region from there (probed: an I-unit
  /// first instruction in an MII bundle starts the region at slot 0).
  std::function<std::optional<uint64_t>(const ir::Inst *, bool Region)> SlotOf;
  /// Address of a label defined in this section.
  std::function<std::optional<uint64_t>(const std::string &)> LabelAddr;
  /// Whether GNU as still queues instruction `I` (its bundle not written
  /// yet) where it reads statement `At` (a directive or a flush) of this section.
  std::function<bool(const ir::Inst *, const ir::Stmt *At)> Queued;
  /// The region slot (SlotOf's) of `I` as GNU as sees it on its first look at `I`
  /// after reading statement `At`: when the bundle before `I`'s, where it looked
  /// at `I` first, was written before `At`, it looks again in `I`'s own bundle and
  /// dates from the first nop slot before `I` there.
  std::function<std::optional<uint64_t>(const ir::Inst *, const ir::Stmt *At)> RegionSlotAfter;
  /// Address at a directive (`.endp`), after the code before it.
  std::function<std::optional<uint64_t>(const ir::Directive *)> AddrAt;
  /// Address at a flush of GNU as's queue (data, alignment, `.org`, a section
  /// switch): where the code written before it ends.
  std::function<std::optional<uint64_t>(const ir::Stmt &)> FlushAddr;
  /// A data value after `.handlerdata`: `.` at `Dot` and the handler data's
  /// labels placed so far at `Local` (offsets in the info section, which the
  /// value names as section `InfoSection`); reports its own error when `Final`.
  std::function<std::optional<Value>(const ir::Expr &, ir::SourceLoc, const std::map<std::string, uint64_t> &Local,
                                     uint64_t Dot, bool Final)>
      DataValue;
  unsigned InfoSection = ~0u - 1;
  /// The byte alignment an `.align`/`.balign`/`.p2align` in the handler
  /// data asks for (reports its own error).
  std::function<std::optional<uint64_t>(const ir::Directive &)> AlignOf;
  /// The object's (-mbe): info headers, handler data, data relocations.
  ByteOrder Order = ByteOrder::Little;
};

struct UnwindReloc {
  enum class To : uint8_t { CodeSection, InfoSection, Symbol, Section } Target = To::CodeSection;
  uint64_t Offset = 0;
  Reloc Type = Reloc::SEGREL64LSB;
  std::string Symbol; // To::Symbol
  int64_t Addend = 0;
  unsigned Section = 0; // To::Section: an ir section (local labels)
  std::string Label;    // To::Section: the label and its offset (relocations that keep it)
  uint64_t LabelOffset = 0;
};

struct SectionUnwind {
  /// Where GNU as makes the sections: the info section at the first info
  /// block (its `.handlerdata`, else its `.endp`), the table at the first
  /// entry's `.endp` (none without an entry: `Table` empty).
  const ir::Directive *FirstInfo = nullptr, *FirstEndp = nullptr;
  std::vector<uint8_t> Info, Table;
  std::vector<UnwindReloc> InfoRelocs, TableRelocs;
  uint64_t InfoAlign = 8; // raised by an alignment in handler data (`.align 16`, `data16`), as in GNU as
  /// The handler data's labels: GNU as defines them in the info section, at
  /// these offsets (symbols other sections and instructions may use).
  std::map<std::string, uint64_t> Labels;
};

/// The unwind image of one code section from its procedures
/// (unwind::collectProcedures); nullopt when no procedure needs an entry.
/// Errors (located) go to `DE`.
std::optional<SectionUnwind> buildSectionUnwind(std::vector<unwind::Procedure> Procs, const UnwindLayout &L,
                                                ir::DiagnosticEngine &DE);

/// `.IA_64.unwind` / `.IA_64.unwind_info` + the code section's name
/// (nothing for `.text`), as GNU as names them.
std::string unwindSectionName(const std::string &CodeSection, bool Info);

} // namespace epic::emit
