// `.` in an instruction's operand (`add r8 = . - 1b, r0`, `br.cond.sptk .`,
// `movl r2 = . + 16`, `mov r2 = esym - .`) is, to GNU as, where the bytes it
// has written so far end when it parses the instruction: in auto mode its
// queue still holds up to three instructions, in explicit code the bundles
// before a `{` (docs/emitter.md, "Auto mode"). `sched` prints braced bundles
// laid out anew, so `.` printed as written names another place (issue 14:
// `. - 1b` was 0 in the source, 16 in the output). Before scheduling, the
// front doors that schedule (driver/PrepareSource.h) write
// each such operand as what GNU as made of it in the source, from `asm`'s
// layout of the source (docs/scheduler.md, "`.` in instruction operands").
#pragma once
#include "emitter/Assembler.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace epic::driver {

/// GNU as's layout of `M`, as `asm` makes it (local names kept), with the
/// operands of the instructions `Of` selects recorded; nullopt when `M` does
/// not assemble.
std::optional<emit::AssemblyResult> assembleLikeGas(const ir::Module &M, const ir::SourceManager &SM,
                                                    ir::Mode DefaultMode,
                                                    std::function<bool(const ir::Inst &)> Of = {});

/// Rewrites every instruction operand of `M` that names `.` (also through an
/// equate read at each use, `X == .`):
/// - a value GNU as folded when it parsed the instruction (`. - 1b`,
///   `1b - .`): that constant;
/// - a code address of the section (`br .`, `movl r2 = . + 16`): a label put
///   before the instruction that starts the bundle there in GNU as's layout;
/// - any other value (`esym - .`, `2f - .`: relocated or resolved at the
///   end): `.` becomes a label put before the instruction that starts the
///   bundle where `.` was.
/// The labels end scheduling regions there, so the code after them stays
/// after them. A located error where no instruction of the source starts a
/// bundle at that place, or the source does not assemble.
/// A difference of labels without `.` that GNU as folds when it parses the
/// instruction (`L0 - 1b`, with the values queued labels had then) becomes
/// that constant too; one resolved at the end (`2f - 1b`) keeps its form.
/// With `SourceValues`, also dotValues of the source as written, from the
/// same assembly.
struct DotValues;
llvm::Error keepDotOperands(ir::Module &M, const ir::SourceManager &SM, ir::Mode DefaultMode,
                            std::optional<DotValues> *SourceValues = nullptr);

/// What GNU as makes of the operands naming `.` in a source (validate keeps
/// them from before keepDotOperands and checks the scheduled code against them).
struct DotValues {
  using Place = std::tuple<uint32_t, uint32_t, uint32_t>; // an instruction's file, line, column
  struct Operand {
    ir::SourceLoc Loc;     // the instruction's
    unsigned Occurrence;   // among instructions at Loc (a macro body's)
    unsigned Index;        // among its immediate operands
    emit::Value V;
    bool Folded = false;       // GNU as computed it when it parsed the instruction
    bool Labels = false;       // a difference of labels without `.` (folded)
    std::vector<Place> Before; // a code address of its section: the instructions before it
  };
  std::vector<Operand> Operands;
  std::vector<Place> Insts; // every instruction of the object
};

/// The operands of `M` GNU as's layout (assembleLikeGas) gives, of the
/// instructions `Of` selects (default: those naming `.`, and the differences of
/// labels GNU as folds when it parses them); nullopt when `M` does not
/// assemble. `Layout`: assembleLikeGas's result for `M` and the same
/// selection, already made (keepDotOperands's).
std::optional<DotValues> dotValues(const ir::Module &M, const ir::SourceManager &SM, ir::Mode DefaultMode,
                                   std::function<bool(const ir::Inst &)> Of = {},
                                   const emit::AssemblyResult *Layout = nullptr);

/// The first operand whose value `Scheduled` changes from `Source`'s (as
/// GNU as reads each: the source in its mode, the scheduled module as
/// printed, explicit), with its instruction's location; none when none. A code address is
/// compared by the instructions before it (scheduling keeps each region's).
std::optional<std::pair<ir::SourceLoc, std::string>>
changedDotValue(const DotValues &Source, const ir::Module &Scheduled, const ir::SourceManager &SM);

} // namespace epic::driver
