// Renaming after register assignment (issue 17 item 3): a value whose
// register is written again later in the region (a WAW between its
// definition and the next one, WARs from its uses) moves into a register
// the region does not mention and that is dead wherever the region can be
// left after the definition; the dependence problem is then built without
// those edges. Which registers may be taken: the `.vregpool` registers
// (RenameMode::Pool), and with RenameMode::Abi also the conventions'
// scratch registers r2, r3, r14-r31 (GrLiveness.h). docs/scheduler.md,
// "Renaming".
//
// Conservative on purpose: the definition and the next write are
// unpredicated; every access to the register between them is an explicit
// operand read (no implicit use, no post-increment of it); no branch lies
// between them (nothing moves across a side exit, so there is nothing to
// gain, and the old register keeps its value wherever control leaves); the region
// holds no instruction that changes what a register name means (alloc,
// cover, bsw, ...) nor one whose registers are not known statically; a
// register any directive of the procedure names (`.save`, `.spill`,
// `.noalias`, `.region`, ...) is never renamed nor taken, nor are r0, r1
// (gp), r12 (sp), r13 (tp); every rewritten instruction must keep its
// instruction form (`addl` takes r0-r3 only).
#pragma once
#include "ir/Module.h"
#include "scheduler/GrLiveness.h"
#include "scheduler/Passes.h"
#include "scheduler/Region.h"
#include "scheduler/Scheduler.h"
#include <memory>

namespace epic::sched {

/// Why `M` may be taken to follow the software conventions (RenameMode::Auto
/// gives Abi), or empty: a `.ident` names the compiler that wrote the file
/// (GCC, clang, LLVM: hand-written assembly, linux/ivt.s or a `.S` file
/// through gcc, has none) and every `br.call` links through b0, as compiled
/// calls do (a stub that calls through b6 with values in scratch registers,
/// inline assembly for a system call, keeps its own conventions).
std::string conventionsEvidence(const ir::Module &M);
/// `Requested`, with Auto resolved for `M`.
RenameMode resolveRename(const ir::Module &M, RenameMode Requested);

/// What renaming needs of the whole module, computed once before the
/// regions are scheduled (liveness is of the source; renaming keeps it,
/// since a register taken is dead at every exit and was not mentioned).
struct RenameContext {
  RenameContext(const ir::Module &M, RenameMode Mode);
  RenameMode Mode;
  GrSet Takeable;   // registers a value may move into
  GrLiveness Live;
  /// Registers the directives of the procedure around statement `Stmt`
  /// name (the whole section outside procedures); all stacked ones when a
  /// directive names one relatively (`in0`, `loc1`, `.rotr`, `.regstk`).
  GrSet namedByDirectives(const ir::Module &M, unsigned Sec, size_t Stmt) const;
};

/// Renames in the region of `U` (once; a later run of the pipeline on the
/// same region sees the renamed code). Needs `U.Writable` and `U.Rename`.
struct RenamePass : llvm::PassInfoMixin<RenamePass> {
  llvm::PreservedAnalyses run(RegionUnit &U, RegionAnalysisManager &AM);
};

/// Puts back the instructions renaming rewrote in `R` (code kept as written).
void undoRename(ir::Module &M, Region &R);

/// The renamed state of `R` (its rewritten instructions and records), to
/// put back with `redoRename` after `undoRename`: the scheduler keeps
/// renaming only where its prediction is better (Scheduler.cpp).
struct RenamedState {
  std::vector<std::pair<size_t, ir::Inst>> Insts, Undo;
  std::vector<unsigned> Into;
  unsigned Values = 0;
};
RenamedState saveRename(const ir::Module &M, const Region &R);
void redoRename(ir::Module &M, Region &R, const RenamedState &S);

} // namespace epic::sched
