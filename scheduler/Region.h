// Schedulable regions: runs of auto-mode code entered only at the top. A
// region ends at a label (control may enter), at any directive or data
// (their position matters; not the scheduler's own directives), at an explicit bundle (kept as written), and
// after an instruction that may leave (calls, loop branches, chk, break,
// rfi). A conditional branch or return does not end it: its not-taken path
// continues in the same group and bundle (a superblock with side exits;
// nothing moves across an exit), so it needs no new bundle or stop.
#pragma once
#include "ir/Module.h"
#include "latency-db/MachineModel.h"
#include "scheduler/InstDesc.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace epic::sched {

struct Region {
  unsigned Section = 0;
  size_t Begin = 0, End = 0;       // statement range [Begin, End) (stops inside are dropped)
  std::vector<size_t> Insts;       // statement indices of the instructions, in order
  std::vector<InstDesc> Descs;     // one per instruction
  std::string Procedure;           // enclosing .proc, if any
  // Explicit bundles rescheduled (--reschedule-explicit): the range holds
  // whole bundles; their nops, stops and templates are dropped.
  bool Explicit = false;
  // Non-empty: explicit code that stays as written, and why (--stats).
  // Insts then lists its instructions only for the count; nothing is solved.
  std::string KeepReason;
  // A directive that names the next instruction (`.save`, `.spill`,
  // `.restore`, `.fframe`, `.vframe`, `.mem.offset`) stands right before
  // the region: its first instruction must stay first.
  std::string PinnedBy;
  // Unwind directives between its instructions (`.save*`, `.body`,
  // `.restore sp`, ...; isUnwindAnchor): each stays right before the
  // instruction after it, and that instruction is a barrier: everything
  // before it in the source issues before it, everything after, after it
  // (possibly in the same group). So every unwind record names the same
  // instruction and every instruction stays on the same side of it: the
  // unwind state at each instruction is the source's, only slots move.
  // Indices into Insts, ascending.
  std::vector<unsigned> Barriers;
  // A likely side exit (`.likely LABEL` on its target, or a .sptk/.dptk
  // hint): index into Insts, or -1. The objective then favours its path
  // (Problem::TakenExit).
  int LikelyExit = -1;
  std::string LikelyTarget, LikelyReason;
  // Every side exit (a conditional branch that is not the last
  // instruction; returns included): index into Insts, and whether it is
  // likely taken by the same rules (`.likely`/`.unlikely`, else the hint).
  // The source-order fallback weighs each path's predicted cycles by it.
  std::vector<std::pair<unsigned, bool>> SideExits;
  // Per instruction, its earliest cycle: 1 where it conflicts with the
  // group open at the region's entry, which the others may then fill
  // (EntryGroup.h entryConflicts; empty: all 0).
  std::vector<int> EntryRelease;
  // Renaming (scheduler/Rename.h), done once per region: the source
  // instructions it rewrote (statement, original) so that code kept as
  // written gets them back, the values renamed and the registers used.
  bool RenameDone = false;
  std::vector<std::pair<size_t, ir::Inst>> RenameUndo;
  unsigned RenamedValues = 0;
  std::vector<unsigned> RenamedInto;

  // What LLVM 19's PassManager needs from an IR unit (see docs/scheduler.md).
  std::string Name;
  bool IsNewDbgInfoFormat = false;
  void setIsNewDbgInfoFormat(bool V) { IsNewDbgInfoFormat = V; }
  llvm::StringRef getName() const { return Name; }
};

/// `.likely`, `.unlikely`, `.expect`, `.vreg`, `.noalias`, `.region`: they emit nothing
/// and do not end a region. (`.noalias` speaks of the registers' values at
/// its position in the source, which the memory analysis follows in source
/// order: scheduling moves instructions, not the values they compute.)
bool isSchedulingDirective(std::string_view Name);

/// Every schedulable region of `M`, with each instruction described for
/// `MM`. Errors (an instruction no form matches) are located. With
/// `RescheduleExplicit`, runs of whole explicit bundles are regions too
/// (Explicit), and explicit bundles that cannot be are regions with a
/// KeepReason.
llvm::Expected<std::vector<Region>> findRegions(const ir::Module &M, const model::MachineModel &MM,
                                                bool RescheduleExplicit = false);

/// `.loc`: line info for the next instruction. It does not end a region;
/// the rewrite prints it right before that instruction wherever it moves.
bool isLineDirective(std::string_view Name);
/// A `.loc` as a schedule writes it: `view 0` (an assertion GNU as checks,
/// "view number mismatch") becomes `view -0`, which makes the row view 0
/// wherever the schedule puts it, so location lists that name view 0 of
/// the row still mean it. Other statements unchanged.
ir::Stmt lineForSchedule(const ir::Stmt &S);

/// Directives whose unwind or dependency record names the next instruction
/// (`.save*`, `.spill*`, `.restore*`, `.fframe`, `.vframe*`, `.mem.offset`).
bool namesNextInstruction(std::string_view Name);

/// Unwind directives a region may hold (they no longer end it): those
/// that name the next instruction (namesNextInstruction, but `.mem.offset`) and `.body`,
/// `.label_state`, `.copy_state`, which mark a point between two
/// instructions. `.prologue` and the rest still end a region.
bool isUnwindAnchor(std::string_view Name);

/// Directives the rewrite prints right before the instruction they name,
/// wherever it moves: the unwind anchors and `.mem.offset` (the UNAT bit of
/// a spill or fill, for GNU as's dependency check; Inst::UnatBit).
bool attachesToNextInstruction(std::string_view Name);

/// Sets Inst::UnatBit of the instruction after each `.mem.offset` (GNU as
/// applies the hint to the next instruction it assembles).
void markUnatBits(ir::Module &M);

/// Whether `I` is a filler nop (`nop.m 0`, ...): explicit code rescheduled
/// drops them, the bundler adds its own.
bool isFillerNop(const ir::Inst &I);

/// Is emitted instruction `E` the copy of source instruction `S` (same
/// location and text)?
bool sameSourceInst(const ir::Inst &E, const ir::Inst &S);

/// Source instructions by location, to find the copy's source among many
/// (a region of thousands) without walking all of them per emitted one.
class SourceInstIndex {
public:
  /// `Srcs[K]` may be null (never found).
  explicit SourceInstIndex(const std::vector<const ir::Inst *> &Srcs);
  /// The first K (ascending) with sameSourceInst(E, *Srcs[K]) and Ok(K).
  template <class Pred> std::optional<size_t> find(const ir::Inst &E, Pred Ok) const {
    auto It = ByLoc.find({E.Loc.File, E.Loc.Line, E.Loc.Col});
    if (It != ByLoc.end())
      for (size_t K : It->second)
        if (Ok(K) && sameSourceInst(E, *Srcs[K]))
          return K;
    return std::nullopt;
  }

private:
  std::vector<const ir::Inst *> Srcs;
  std::map<std::tuple<uint32_t, uint32_t, uint32_t>, std::vector<size_t>> ByLoc;
};

} // namespace epic::sched
