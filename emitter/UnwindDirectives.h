// Unwind directives -> per-procedure unwind record lists.
//
// Walks one section's statements; between `.proc` and `.endp` every unwind
// directive (.prologue, .save, .body, .restore, .spill*, ...) becomes one
// or two descriptor records (UnwindRecords.h) attached to the instruction
// that follows it, as GNU as attaches them; times are filled in later from
// the laid-out bundles (Unwind.cpp).
#pragma once
#include "emitter/UnwindRecords.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace epic::emit::unwind {

struct Procedure {
  std::vector<std::string> Names;       // from `.proc`
  std::vector<Record> Records;          // in directive order
  std::vector<const ir::Inst *> Anchors; // Record::Anchor indexes this
  /// `.personality` symbol; GNU as takes a missing name as the empty one
  /// (an undefined symbol named "").
  std::optional<std::string> Personality;
  /// What follows `.handlerdata` up to `.endp`, in order: data, labels and
  /// alignment. GNU as writes it into the unwind info section (GCC's LSDA:
  /// `.uleb128 .LLSDACSE0-.LLSDACSB0` measures between two such labels).
  struct HandlerItem {
    const ir::Data *D = nullptr;
    const std::string *Label = nullptr;
    const ir::Directive *Align = nullptr; // `.align`, `.balign`, `.p2align`
  };
  std::vector<HandlerItem> HandlerData;
  bool ForceEntry = false;              // `.unwentry`
  bool AnyUnwind = false;               // saw any unwind directive
  std::set<std::string> DefinedInside;   // labels between `.proc` and `.endp`
  std::set<std::string> DefinedBefore;   // `.proc` names defined before it (an error there)
  const ir::Directive *Endp = nullptr;
  ir::SourceLoc ProcLoc;
  const ir::Directive *Handler = nullptr; // its `.handlerdata`
  /// Records after the last instruction (no region, no time) and the rest of
  /// an incomplete `.save.*`: GNU as dates them with the last instruction that
  /// carries records (TrailingAnchor), whose records run to the end of its
  /// list when it writes that bundle; its bundle must still be queued at the
  /// last of them, `TrailingAt` ("Insn slot not set in unwind record.").
  const ir::Stmt *TrailingAt = nullptr;
  int TrailingAnchor = -1;
  /// `.handlerdata` outside a procedure: GNU as (-munwind-check=warning)
  /// warns and still writes an info block, with no descriptors and no table
  /// entry, and the data that follows into it.
  bool Orphan = false;
};

/// Evaluates a constant directive argument (reports its own error).
using ConstantFn = std::function<std::optional<int64_t>(const ir::Expr &, ir::SourceLoc)>;

/// The procedures of each section of `M` with their records (evaluating with
/// `ConstantOf(section)`), the sections' statements walked in reading order:
/// GNU as's unwind state is one for all sections (the rest of an incomplete
/// `.save.*` goes on in the next procedure read). Errors (bad register,
/// directive outside a procedure or region, epilogue count...) go to `DE`.
std::vector<std::vector<Procedure>> collectProcedures(const ir::Module &M,
                                                      const std::function<ConstantFn(unsigned)> &ConstantOf,
                                                      ir::DiagnosticEngine &DE);

/// True for the directives this file interprets (they emit nothing else).
bool isUnwindDirective(const std::string &Name);

/// The routine `.personality` names: GNU as reads a missing name as the
/// empty one (an undefined symbol ""); nullopt when the operand is no name.
std::optional<std::string> personalityName(const ir::Directive &D);

} // namespace epic::emit::unwind
