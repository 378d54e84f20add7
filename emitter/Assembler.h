// The layout/assembly driver: ir::Module -> ELF relocatable object.
//
// Walks each section's statements once to turn them into chunks (bundles,
// data, alignment, .org, labels), bundling code outside braces in order
// (emitter/Bundler.h) with the stops the group rules ask for; lays the
// chunks out (repeated until label addresses are stable, no relaxation:
// every chunk's size is known up front); then encodes bundles through the
// Target, writes data, and turns relocatable values into RELA records.
#pragma once
#include "emitter/Bundler.h"
#include "emitter/Dwarf.h"
#include "emitter/ElfWriter.h"
#include "emitter/Eval.h"
#include "emitter/Target.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <functional>
#include <memory>
#include <optional>

namespace epic::emit {

struct AssembleOptions {
  /// Honour `;;` written in auto-mode code (GNU as -xauto ignores them and
  /// relies on its dependency analysis). Until the dependency rules are
  /// complete, keeping them is the safe choice.
  bool HonourSourceStops = true;
  /// Lay out auto-mode code as GNU as does (`asm`): its greedy bundling,
  /// its stops at flushes, mode switches and around brace bundles, bare
  /// templates as templates of auto code. Off: the fewest bundles
  /// (dynamic programming), what check/validate/sim have been tuned with.
  bool GnuLayout = false;
  /// GNU as -mtune=itanium1|itanium2: which nop slots its bundler prefers
  /// in gas's layout (Itanium 2, gas's default: M and I; Itanium 1: F in
  /// slot 1, B in slot 2).
  GasTune Tune = GasTune::Itanium2;
  /// Largest section with contents (.skip/.fill/.space/.org/.align grow it
  /// in memory); more is a located error. GNU as writes any size up to the
  /// file system's limit; sections without bits (.bss) are not capped.
  uint64_t MaxSectionBytes = uint64_t(256) << 20;
  /// The mode code starts in and `.default` returns to: GNU as -xexplicit
  /// (`-x`) starts in explicit mode (stops as written, none inserted, braces
  /// do not switch modes).
  ir::Mode DefaultMode = ir::Mode::Auto;
  /// e_flags of the object (-mconstant-gp, -mauto-pic add to ABI64).
  uint32_t ElfFlags = EF_IA_64_ABI64;
  /// GNU as -mbe / -mle: the object's byte order (data, ELF structures,
  /// DWARF, unwind; bundles stay little-endian). -mbe adds EF_IA_64_BE.
  ByteOrder Order = ByteOrder::Little;
  /// DWARF: -g / --gdwarf-N and the compilation directory (emitter/Dwarf.h).
  /// Line info from `.file`/`.loc` is written whenever the source has it.
  dwarf::DebugOptions Debug;
  /// GNU as -L / --keep-locals: local names starting with '.' (.L5, .loop)
  /// stay in the symbol table (numeric labels `1:` do not), and so do gas's
  /// own pseudo-function symbols (`.<fptr>` ...), as gas writes them.
  bool KeepLocals = false;
  /// Record the immediate operands of the instructions this selects, as laid out
  /// (AssemblyResult::Operands), and where every instruction lands
  /// (AssemblyResult::Places): the post-pass keeps GNU as's value of `.` in an
  /// instruction (driver/DotOperands.h) and validate compares it.
  std::function<bool(const ir::Inst &)> RecordOperandsOf;
};

struct AssemblyStats {
  unsigned Bundles = 0, Nops = 0, Instructions = 0;
  unsigned AutoBundles = 0;         // bundles made by the auto-mode bundler
  unsigned InsertedStops = 0;       // stops the group rules asked for
  unsigned InsertedSerializations = 0;
};

/// An immediate operand AssembleOptions::RecordOperandsOf selected.
struct RecordedOperand {
  const ir::Inst *Inst = nullptr;
  const ir::Operand *Operand = nullptr;
  Value V;             // its value (a difference GNU as folded: with the queued labels' values then)
  bool Folded = false; // absolute, and GNU as computed it when it parsed the instruction
  unsigned Section = 0;
  uint64_t Dot = 0;    // `.` there: where the bytes written so far ended (section offset)
};

/// Where an instruction landed: section, bundle address, slot.
struct InstPlace {
  const ir::Inst *Inst = nullptr;
  unsigned Section = 0;
  uint64_t Bundle = 0;
  unsigned Slot = 0;
};

struct AssemblyResult {
  ElfObject Object;
  AssemblyStats Stats;
  std::vector<RecordedOperand> Operands; // with AssembleOptions::RecordOperandsOf
  std::vector<InstPlace> Places;         // with AssembleOptions::RecordOperandsOf, in layout order
};

/// Assembles `M`. Errors go to `DE` (file:line:col); the result is empty
/// when there was any. `Rules` may be null (source stops only).
std::optional<AssemblyResult> assemble(const ir::Module &M, const Target &T, GroupRules *Rules,
                                       ir::DiagnosticEngine &DE, const AssembleOptions &Opts = {});

/// `assemble` fed while the file is read (issue 22): the frontend hands each
/// final statement to `feed` (frontend::ParseOptions::StmtSink) and section
/// 0 is lowered at once, its bundles encoded as they are made; what was
/// lowered is freed, so a big file is not held whole. Only files the stream
/// can take are assembled so (`takes`: see docs/frontend.md, "Memory on big
/// inputs"); for any other the stream gives up (`failed`) and the caller
/// assembles the whole module instead (read again). The object and the
/// diagnostics are `assemble`'s byte for byte.
class AssemblyStream {
public:
  AssemblyStream(const Target &T, GroupRules *Rules, ir::DiagnosticEngine &DE, const AssembleOptions &Opts);
  ~AssemblyStream();
  /// Whether the stream can take a statement as it is read (reading order,
  /// before the frontend hands it over): false makes the stream fail.
  bool takes(size_t Section, const ir::Stmt &S);
  void feed(size_t Section, ir::Stmt &&S);
  /// The source is about `TextBytes` long: room for its bundles is reserved
  /// at once (pages never written cost no memory) instead of doubling.
  void expect(uint64_t TextBytes);
  bool failed() const;
  /// The module the frontend returned (what it did not hand over): the rest
  /// is lowered, then the whole is assembled. Nullopt with `failed()` when
  /// the stream cannot finish this file (nothing reported then).
  std::optional<AssemblyResult> finish(ir::Module &&M);

private:
  struct State;
  std::unique_ptr<State> St;
};


} // namespace epic::emit
