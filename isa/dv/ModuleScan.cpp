#include "isa/dv/ModuleScan.h"
#include "isa/dv/DvTables.h"
#include <cstdlib>

namespace epic::isa::dv {
namespace {
unsigned predNumber(std::string_view W) {
  return W.size() > 1 && (W[0] == 'p' || W[0] == 'P') ? unsigned(std::atoi(std::string(W.substr(1)).c_str()))
                                                       : 0;
}
/// Alignment directives and `.org` among instructions: GNU as closes the
/// bundle before them with a stop, explicit bundles too (`.align 16` right
/// after a `{ .mii ... }` without `;;` gets one). `.skip`, `.fill` and the
/// like arrive as data statements.
bool endsGroupInCode(std::string_view D) {
  return D == ".align" || D.starts_with(".balign") || D.starts_with(".p2align") || D == ".org";
}
} // namespace

void applyPredDirective(const ir::Directive &D, PredRelations &P) {
  std::string_view Name = D.Name;
  std::vector<std::string> Words = D.Words;
  std::string Kind;
  if (Name == ".pred.rel" && !Words.empty()) {
    Kind = Words.front();
    Words.erase(Words.begin());
  } else if (Name.starts_with(".pred.rel.")) {
    Kind = std::string(Name.substr(10));
  } else if (Name != ".pred.safe_across_calls") {
    return;
  }
  std::vector<unsigned> Ps;
  uint64_t Mask = 0;
  for (const auto &W : Words) {
    auto Dash = W.find('-');
    unsigned A = predNumber(W.substr(0, Dash));
    unsigned B = Dash == std::string::npos ? A : predNumber(std::string_view(W).substr(Dash + 1));
    for (unsigned Q = A; Q <= B && Q < 64; ++Q) {
      Ps.push_back(Q);
      Mask |= uint64_t(1) << Q;
    }
  }
  if (Name == ".pred.safe_across_calls") P.safeAcrossCalls(Mask);
  else if (Kind == "mutex") P.mutex(Ps);
  else if (Kind == "imply" && Ps.size() == 2) P.imply(Ps[0], Ps[1]);
  else if (Kind == "clear") P.clear(Ps);
}

void applyRegValDirective(const ir::Directive &D, KnownValues &V) {
  if (D.Name != ".reg.val" || D.Words.size() != 1 || D.Args.size() != 1)
    return;
  const std::string &W = D.Words[0];
  if (W.size() < 2 || (W[0] != 'r' && W[0] != 'R') || W.find_first_not_of("0123456789", 1) != std::string::npos)
    return;
  if (auto C = tables::constValue(D.Args[0]))
    V.set(unsigned(std::atoi(W.c_str() + 1)), *C);
}

std::optional<int> unatBitOf(const ir::Directive &D) {
  if (D.Name != ".mem.offset" || D.Args.empty())
    return std::nullopt;
  if (auto Off = tables::evalConst(D.Args[0]))
    return int((int64_t(*Off) >> 3) & 63);
  return std::nullopt;
}

void applyDvDirective(const ir::Directive &D, DependencyChecker &C) {
  // GNU as's dot_serialize: the dependency state after a group break and the serialization, in
  // -xexplicit checking and in auto mode alike; it writes no stop (auto-mode bundling goes on in
  // the same group: `mov r8 = r25; break 1; .serialize.data; mov r8 = r16` has no stop).
  if (D.Name == ".serialize.data" || D.Name == ".serialize.instruction") {
    C.serialize(D.Name == ".serialize.instruction");
    return;
  }
  if (D.Name == ".mem.offset") {
    if (auto Bit = unatBitOf(D)) C.memOffset(int64_t(*Bit) << 3);
    return;
  }
  applyPredDirective(D, C.preds());
  applyRegValDirective(D, C.values());
}

std::vector<ModuleViolation> scanModule(const ir::Module &M, ModeRule Modes, ir::Mode Initial) {
  std::vector<ModuleViolation> Out;
  scanModule(M, [&](const ModuleViolation &F) { Out.push_back(F); }, Modes, Initial);
  return Out;
}

void SectionScan::feed(const ir::Stmt &S, llvm::function_ref<void(const Violation &)> Sink) {
  // GNU as's default auto mode takes a bundle in braces as explicit code (and checks it);
  // after an explicit `.auto` it does not ("Found '{' after explicit switch").
  if (Modes == ModeRule::LikeGas && std::holds_alternative<ir::BundleBegin>(S) && Mode.Cur == ir::Mode::Auto &&
      !Mode.Set) {
    C.stop();
    Mode.Cur = ir::Mode::Explicit;
    Braced = true;
    return;
  }
  if (Braced && std::holds_alternative<ir::BundleEnd>(S)) {
    Mode.Cur = ir::Mode::Auto;
    Braced = false;
    C.stop(); // back to auto mode: the group ends
    return;
  }
  if (const auto *D = std::get_if<ir::Directive>(&S); D && Modes == ModeRule::LikeGas && ir::isModeDirective(D->Name)) {
    const ir::Mode Old = Mode.Cur;
    Mode.apply(D->Name);
    if (Mode.Cur != Old)
      C.stop(); // a mode switch ends the group
    return;
  }
  if (Mode.Cur == ir::Mode::Auto && std::holds_alternative<ir::Inst>(S))
    C.stop(); // GNU as's stops, wherever a dependency needs one
  if (std::holds_alternative<ir::Stop>(S)) {
    C.stop();
  } else if (const auto *L = std::get_if<ir::Label>(&S)) {
    C.label(L->Name);
  } else if (std::holds_alternative<ir::Data>(S)) {
    C.stop(); // GNU as ends the group before data among instructions (a stop in the bundle before)
  } else if (const auto *D = std::get_if<ir::Directive>(&S)) {
    if (endsGroupInCode(D->Name) || ir::isSectionLeftMark(*D))
      C.stop();
    applyDvDirective(*D, C);
  } else if (const auto *I = std::get_if<ir::Inst>(&S)) {
    // In auto code GNU as resolves what it finds (a stop, or a srlz it inserts after an
    // explicit bundle's `rsm psr.ic`): nothing to report there.
    for (const auto &V : C.append(*I, NextId))
      if (Mode.Cur == ir::Mode::Explicit)
        Sink(V);
    ++NextId;
  }
}

void StreamScan::feed(size_t Section, const ir::Stmt &S) {
  if (Section >= Sections.size())
    Sections.resize(Section + 1);
  if (!Sections[Section])
    Sections[Section] = std::make_unique<PerSection>(Modes, Initial);
  PerSection &P = *Sections[Section];
  const auto *I = std::get_if<ir::Inst>(&S);
  // Its own location first (a violation may name the instruction itself): where GNU as records
  // the conflicting use, in a macro expansion the line that invoked the outermost macro.
  if (I)
    P.Locs.push_back(I->LineLoc.isValid() ? I->LineLoc : I->Loc);
  P.Scan.feed(S, [&](const Violation &V) { Sink({Section, V, *I, P.Locs[V.Earlier - P.First]}); });
  if (!I)
    return;
  // Forget the locations no violation can name any more.
  for (const size_t Live = P.Scan.oldestLiveId(); P.First < Live; ++P.First)
    P.Locs.pop_front();
}

void scanModule(const ir::Module &M, const std::function<void(const ModuleViolation &)> &Sink, ModeRule Modes,
                ir::Mode Initial) {
  for (const auto &Sec : M.Sections) {
    SectionScan Scan(Modes, Initial);
    std::vector<const ir::Inst *> Seen; // by id
    for (const auto &S : Sec.Stmts) {
      const auto *I = std::get_if<ir::Inst>(&S);
      if (I)
        Seen.push_back(I);
      Scan.feed(S, [&](const Violation &V) { Sink({V, I, Seen[V.Earlier]}); });
    }
  }
}

} // namespace epic::isa::dv
