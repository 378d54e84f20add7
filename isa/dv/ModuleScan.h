// The whole-file dependency check: every section of a module walked in
// order the way `ia64-linux-gnu-as -xexplicit` checks it (stops as written,
// labels start paths, `.pred.rel`/`.pred.safe_across_calls` inform the
// predicate relations). Used by `dvcheck`, and by `sched` on its own output.
#pragma once
#include "ir/Module.h"
#include "isa/dv/DependencyChecker.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace epic::isa::dv {

struct ModuleViolation {
  Violation V;
  const ir::Inst *Later = nullptr, *Earlier = nullptr; // into the scanned module
};

/// How to read mode directives. `AsWritten` checks every group as the
/// statements write it (what `sched`'s output must pass, `.auto` or not);
/// `LikeGas` is `ia64-linux-gnu-as -xexplicit`: after `.auto` the assembler
/// places the stops, so nothing there is reported, and a mode switch ends
/// the group.
enum class ModeRule { AsWritten, LikeGas };

/// One section's check, fed its statements in order: what scanModule does
/// for each section, for callers that never hold a whole section (`dvcheck`
/// streams them from the frontend, issue 22). Instructions get ids 0, 1, ...
/// in the order fed; a violation names the later and the earlier one by id.
class SectionScan {
public:
  /// `Initial`: the command line's mode (see scanModule).
  explicit SectionScan(ModeRule Modes, ir::Mode Initial = ir::Mode::Explicit) : Mode(Initial), Modes(Modes) {}
  /// Checks `S` after the statements fed before; each violation an
  /// instruction causes goes to `Sink` (the instruction is `S`).
  void feed(const ir::Stmt &S, llvm::function_ref<void(const Violation &)> Sink);
  /// The id the next instruction fed gets.
  size_t nextId() const { return NextId; }
  /// No later violation names an instruction with an id below this one as
  /// the earlier use (its uses are no longer tracked).
  size_t oldestLiveId() const { return C.oldestId().value_or(NextId); }

private:
  DependencyChecker C;
  ir::ModeState Mode; // the frontend repeats the mode at each section entry
  ModeRule Modes;
  bool Braced = false; // a `{` of the default auto mode: explicit up to its `}`
  size_t NextId = 0;
};

/// scanModule over statements handed over one at a time, each with its
/// section (the frontend's reading order interleaves sections: each has its
/// own SectionScan). Keeps, of each instruction, only its location, and only
/// while a later violation can still name it: a section's statements need
/// not outlive their feed.
class StreamScan {
public:
  struct Found {
    size_t Section;
    const Violation &V;
    const ir::Inst &Later;
    ir::SourceLoc EarlierLoc;
  };
  StreamScan(ModeRule Modes, std::function<void(const Found &)> Sink, ir::Mode Initial = ir::Mode::Explicit)
      : Modes(Modes), Initial(Initial), Sink(std::move(Sink)) {}
  void feed(size_t Section, const ir::Stmt &S);

private:
  struct PerSection {
    PerSection(ModeRule Modes, ir::Mode Initial) : Scan(Modes, Initial) {}
    SectionScan Scan;
    std::deque<ir::SourceLoc> Locs; // of instructions First, First + 1, ...
    size_t First = 0;
  };
  ModeRule Modes;
  ir::Mode Initial;
  std::function<void(const Found &)> Sink;
  std::vector<std::unique_ptr<PerSection>> Sections; // made at a section's first statement
};

/// Every violation in `M`, section by section, in program order. A section
/// switch ends the group (GNU as writes its queue with a stop there).
/// `Initial`: the command line's mode (GNU as -xexplicit, or its default auto mode, where a
/// `{` bundle is explicit code but code after an explicit `.auto` is not checked).
std::vector<ModuleViolation> scanModule(const ir::Module &M, ModeRule Modes = ModeRule::AsWritten,
                                        ir::Mode Initial = ir::Mode::Explicit);
/// The same, handed to `Sink` one at a time as found: a stop-free group of n
/// writes to a few registers has ~n^2 violations (GNU as reports every one
/// too), which `dvcheck` prints without holding them (issue 22).
void scanModule(const ir::Module &M, const std::function<void(const ModuleViolation &)> &Sink,
                ModeRule Modes = ModeRule::AsWritten, ir::Mode Initial = ir::Mode::Explicit);

/// `.pred.rel "kind", p1, p2...` (also without the comma), `.pred.rel.kind
/// p1, p2`, `.pred.safe_across_calls pA-pB,...`; other directives are ignored.
/// The frontend has checked the directive and left its Words as the kind (for
/// `.pred.rel`) and `pN` or `pA-pB` per argument (frontend/Builder predDirective).
void applyPredDirective(const ir::Directive &D, PredRelations &P);
/// `.reg.val rN, VALUE` (GNU as): rN holds VALUE, for the rr/pkr numbers.
void applyRegValDirective(const ir::Directive &D, KnownValues &V);
/// The directives that inform the checker: the predicate ones above, `.reg.val`
/// and `.mem.offset` (the UNAT bit of the next spill or fill).
/// `.mem.offset OFFSET, BASE`: the UNAT bit of the next spill or fill,
/// (OFFSET >> 3) & 63 as GNU as takes it (the base is not compared).
std::optional<int> unatBitOf(const ir::Directive &D);
/// The above and `.serialize.data`/`.serialize.instruction` (a group break for the checker).
void applyDvDirective(const ir::Directive &D, DependencyChecker &C);

} // namespace epic::isa::dv
