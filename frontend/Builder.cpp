#include "frontend/Builder.h"
#include "frontend/LocOperands.h"
#include "ir/SectionKinds.h"
#include "frontend/Bignum.h"
#include "frontend/ConstantFold.h"
#include "frontend/DirectiveTable.h"
#include "frontend/ExprEval.h"
#include "ir/Template.h"
#include "isa/OmittedOperands.h"
#include <algorithm>
#include <cctype>
#include <new>
#include <utility>

namespace epic::frontend {

using ir::Expr;
using ir::ExprRef;
using ir::Reg;
using ir::RegFile;
using ir::SourceLoc;

namespace {
std::string numName(unsigned long long N, unsigned Instance) {
  return ".L" + std::to_string(N) + "$" + std::to_string(Instance);
}

// Instructions one template holds: MLX's L+X pair is a single instruction.
unsigned instsPerTemplate(uint8_t Code) {
  const ir::TemplateInfo &T = ir::templateInfo(Code);
  unsigned N = 0;
  for (ir::Unit U : T.Slots)
    N += U != ir::Unit::X;
  return N;
}
} // namespace

// ---------------------------------------------------------------- names

// `PA == pA` written before `pA = p6`: a name equated to a bare name stands
// for whatever that name is where it is used (GNU as looks equates up late).
// At most a few links, so that `a == b` with `b == a` ends.
std::string_view Builder::forwarded(std::string_view Name) const {
  for (int Links = 0; Links < 16 && !Aliases.count(Name); ++Links) {
    auto It = M.Symbols.find(std::string(Name));
    if (It == M.Symbols.end() || !It->second.Value || It->second.Value->K != Expr::Symbol)
      break;
    Name = It->second.Value->Name;
  }
  return Name;
}

NameKind Builder::resolveName(std::string_view Name, SourceLoc L, Reg &Out) {
  if (Name.empty() || Name.back() == '#')
    return NameKind::Symbol;
  if (std::string_view To = forwarded(Name); To != Name && Aliases.count(To))
    Name = To;
  if (auto It = VRegs.find(Name); It != VRegs.end()) {
    Out = {RegFile::VR, uint16_t(It->second)};
    return NameKind::Register;
  }
  if (auto It = Aliases.find(Name); It != Aliases.end()) {
    Out = It->second;
    return NameKind::Register;
  }
  // A register's own name wins over a `.rotr` name (GNU as: `.rotp rp[4]` leaves `rp` b0).
  if (RotNames.count(Name) && ir::lookupRegister(Name, Frame).K == ir::RegLookup::NotARegister) {
    DE.error(L, "rotating register name '" + std::string(Name) + "' needs an index: " +
                    std::string(Name) + "[N]");
    return NameKind::Error;
  }
  ir::RegLookup R = ir::lookupRegister(Name, Frame);
  switch (R.K) {
  case ir::RegLookup::NotARegister: return NameKind::Symbol;
  case ir::RegLookup::Register: Out = R.R; return NameKind::Register;
  case ir::RegLookup::Indirect:
    DE.error(L, "register file '" + std::string(Name) + "' needs an index: " + std::string(Name) +
                    "[rN]");
    return NameKind::Error;
  case ir::RegLookup::FrameUndefined:
    DE.error(L, "'" + std::string(Name) +
                    "' names a stacked register but no frame is defined (use .regstk or alloc)");
    return NameKind::Error;
  case ir::RegLookup::FrameOutOfRange:
    DE.error(L, "'" + std::string(Name) + "' is outside the current register frame (ins " +
                    std::to_string(Frame.Ins) + ", locals " + std::to_string(Frame.Locals) +
                    ", outs " + std::to_string(Frame.Outs) + ")");
    return NameKind::Error;
  }
  return NameKind::Symbol;
}

const Expr *Builder::registerIn(const Expr &E, std::string_view Source) {
  Reg R;
  if (E.K == Expr::Symbol) {
    if (resolveName(E.Name, E.Loc, R) != NameKind::Register)
      return nullptr;
    // Directive arguments drop the `#` of `f1#` (the symbol f1, GCC's
    // spelling): the register is the name written without it.
    for (size_t At = Source.find(E.Name); At != std::string_view::npos; At = Source.find(E.Name, At + 1)) {
      const size_t End = At + E.Name.size();
      auto nameChar = [](char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.' || C == '$'; };
      if ((At == 0 || !nameChar(Source[At - 1])) && (End == Source.size() || (!nameChar(Source[End]) && Source[End] != '#')))
        return &E;
    }
    return nullptr;
  }
  const Expr *In = E.LHS ? registerIn(*E.LHS, Source) : nullptr;
  return In ? In : E.RHS ? registerIn(*E.RHS, Source) : nullptr;
}

bool Builder::resolveIndexed(std::string_view Name, const Expr &Index, SourceLoc L,
                             ir::Operand &Out) {
  ir::RegLookup R = ir::lookupRegister(Name, Frame);
  if (R.K != ir::RegLookup::NotARegister && R.K != ir::RegLookup::Indirect) {
    // GNU as looks a register's own name up first, also when a `.rotr` named it (`.rotr
    // gp[4]`, then `gp[1]`): indexing it is an error.
    DE.error(L, "Index can only be applied to rotating or indirect registers ('" + std::string(Name) +
                    "' is a register)");
    return false;
  }
  if (auto It = RotNames.find(Name); It != RotNames.end()) {
    auto V = constant(Index, L, "rotating register index");
    if (!V)
      return false;
    if (*V < 0 || uint64_t(*V) >= It->second.Count) {
      DE.error(L, "index " + std::to_string(*V) + " is out of range for rotating register '" +
                      std::string(Name) + "' (" + std::to_string(It->second.Count) +
                      " registers)");
      return false;
    }
    Out = ir::Operand::reg({It->second.File, uint16_t(It->second.Base + *V)}, L);
    return true;
  }
  if (R.K != ir::RegLookup::Indirect) {
    DE.error(L, "'" + std::string(Name) +
                    "' is neither an indirect register file nor a rotating register name");
    return false;
  }
  Reg Idx;
  NameKind K = Index.K == Expr::Symbol ? resolveName(Index.Name, L, Idx) : NameKind::Symbol;
  if (K == NameKind::Error)
    return false;
  // A `.vreg` is a general register the scheduler has yet to choose.
  if (K != NameKind::Register || (Idx.File != RegFile::GR && Idx.File != RegFile::VR)) {
    DE.error(L, "the index of '" + std::string(Name) + "[...]' must be a general register");
    return false;
  }
  Out = ir::Operand::indirect(R.File, Idx, L);
  return true;
}

std::string Builder::localLabelRef(unsigned long long N, bool Forward, SourceLoc L) {
  unsigned Defs = LocalDefs.count(N) ? LocalDefs[N] : 0;
  if (Forward) {
    Forwards.push_back({N, Defs, L});
    return numName(N, Defs);
  }
  if (Defs == 0) {
    DE.error(L, "local label '" + std::to_string(N) + "b' has no previous definition");
    return numName(N, 0);
  }
  return numName(N, Defs - 1);
}

std::string Builder::symbolRef(std::string_view Name) {
  std::string S = ir::withoutHashSuffix(Name);
  if (S != ".")
    M.symbol(S).Used = true;
  return S;
}

void Builder::recordSymbols(const Expr &E) {
  if (E.K == Expr::Symbol && !E.Name.empty() && E.Name[0] != '@' && !isRegisterName(E.Name))
    M.symbol(E.Name).Used = true;
  if (E.LHS)
    recordSymbols(*E.LHS);
  if (E.RHS)
    recordSymbols(*E.RHS);
}

std::optional<int64_t> Builder::equateConstant(std::string_view Name) {
  const Expr *E = equateExpr(ir::withoutHashSuffix(Name));
  if (!E)
    return std::nullopt;
  return evaluate(*E, [this](const std::string &N) { return equateExpr(N); });
}

std::optional<int64_t> Builder::constant(const Expr &E, SourceLoc L, std::string_view What) {
  std::string Why;
  auto V = evaluate(E, [this](const std::string &Name) { return equateExpr(Name); }, &Why);
  if (!V)
    DE.error(E.Loc.isValid() ? E.Loc : L,
             std::string(What) + " must be a constant" + (Why.empty() ? "" : ": " + Why));
  return V;
}

// ----------------------------------------------------------- statements

ir::Section &Builder::cur() { return M.Sections[curIndex()]; }

size_t Builder::curIndex() {
  if (!CurSec)
    CurSec = sectionIndex(".text");
  return *CurSec;
}

// A full bare-template bundle still takes a following `;;` as its last stop;
// anything else ends it first.
void Builder::append(ir::Stmt S) {
  if (const auto *I = std::get_if<ir::Inst>(&S); I && HintB != ParseOptions::HintB::Ok && I->Mnemonic == "hint.b") {
    if (HintB == ParseOptions::HintB::Error) // GNU as's words
      DE.error(I->Loc, "hint.b shouldn't be used (-mhint.b=ok or -mhint.b=warning accept it)");
    else
      DE.warning(I->Loc, "hint.b may be treated as nop");
  }
  // lfetch.count's stride is in units of 64 bytes: GNU as drops the low bits with a warning.
  if (auto *I = std::get_if<ir::Inst>(&S); I && I->Mnemonic.rfind("lfetch.count", 0) == 0 && I->Ins.size() == 3 &&
                                            I->Ins[2].K == ir::Operand::Imm && I->Ins[2].E &&
                                            I->Ins[2].E->K == Expr::Constant && (I->Ins[2].E->Value & 63)) {
    DE.warning(I->Ins[2].Loc.isValid() ? I->Ins[2].Loc : I->Loc, "stride must be a multiple of 64; lower 6 bits ignored");
    I->Ins[2].E = Expr::constant(I->Ins[2].E->Value & ~uint64_t(63), I->Ins[2].E->Loc);
  }
  if (auto *I = std::get_if<ir::Inst>(&S)) {
    I->Order = ++Statements;
    shareImmediates(*I);
  } else if (auto *Lb = std::get_if<ir::Label>(&S))
    Lb->Order = ++Statements;
  else if (auto *D = std::get_if<ir::Directive>(&S)) {
    D->Order = ++Statements;
    if (ir::isModeDirective(D->Name)) {
      GlobalMode = D->Name;
      GlobalModeLoc = D->Loc;
    }
  } else if (auto *D = std::get_if<ir::Data>(&S))
    D->Order = ++Statements;
  if (BareOpen && BareLeft == 0 && !std::holds_alternative<ir::Stop>(S)) {
    BareOpen = false;
    push(cur(), ir::BundleEnd{BundleEndLoc});
  }
  push(cur(), std::move(S));
}

void Builder::push(ir::Section &S, ir::Stmt St) {
  std::vector<ir::Stmt> &V = S.Stmts;
  ++Pushed;
  if (V.size() == V.capacity() && V.size() >= 4096 && LineNo && TextLines > LineNo) {
    // Room for the rest of the text at the rate seen so far (a quarter more),
    // at least a quarter more than now so that a low estimate still grows
    // geometrically, at most the larger of what it holds and a million
    // statements (an early burst of statements must not ask for gigabytes).
    // Pages reserved and never written cost no memory.
    size_t Rest = (TextLines - LineNo) / LineNo * Pushed + (TextLines - LineNo) % LineNo * Pushed / LineNo;
    size_t More = std::min(std::max(Rest + Rest / 4, V.size() / 4), std::max<size_t>(V.size(), 1 << 20));
    try {
      V.reserve(V.size() + More + 1024);
    } catch (const std::bad_alloc &) {
      // (no room for the estimate: push_back grows as it always did)
    }
  }
  if (StmtRead && !Stopped && !StmtRead(size_t(&S - M.Sections.data()), St))
    Stopped = true;
  V.push_back(std::move(St));
  if (StmtSink && !Stopped) {
    const size_t Sec = size_t(&S - M.Sections.data());
    if (Sec >= Drains.size())
      Drains.resize(Sec + 1);
    if (V.size() >= Drains[Sec].NextTry)
      drainFinal(Sec);
  }
}

namespace {
/// What a statement between a label and its redefinition is to GNU as
/// (Builder::redefinition): nothing, an instruction its queue may hold, or
/// something that moves the label elsewhere (data; alignment, `.org`, `. =`
/// and `.proc` start a new frag; an equate does not: `L: E = 4` `L:`).
enum class PlaceEffect { None, Inst, Elsewhere };
PlaceEffect placeEffect(const ir::Stmt &S) {
  if (std::holds_alternative<ir::Label>(S) || std::holds_alternative<ir::Stop>(S) ||
      std::holds_alternative<ir::BundleBegin>(S) || std::holds_alternative<ir::BundleEnd>(S))
    return PlaceEffect::None;
  if (std::holds_alternative<ir::Inst>(S))
    return PlaceEffect::Inst;
  const auto *Dir = std::get_if<ir::Directive>(&S);
  const bool MovesDot = Dir && Dir->Name == "=" && !Dir->Words.empty() && Dir->Words[0] == ".";
  if (!Dir || MovesDot || Dir->Name == ".org" || Dir->Name == ".proc" ||
      Dir->Name.find("align") != std::string::npos)
    return PlaceEffect::Elsewhere;
  return PlaceEffect::None;
}
} // namespace

size_t Builder::stmtCount(size_t Sec) const { return drained(Sec) + M.Sections[Sec].Stmts.size(); }

ir::Stmt &Builder::stmtAt(size_t Sec, size_t Index) { return M.Sections[Sec].Stmts[Index - drained(Sec)]; }

// Hands the section's final statements to the sink: those before the last
// point a label could still be redefined "in the same place" (the fourth
// instruction from the end, or the last statement that moves a label
// elsewhere): nothing later reads, renames or moves them. Not while a
// bundle is open (its BundleBegin is still written), nor once subsections
// are used (they reorder statements at the end), nor in `.stab` (its
// header is written at the end).
void Builder::drainFinal(size_t Sec) {
  std::vector<ir::Stmt> &V = M.Sections[Sec].Stmts;
  Drain &D = Drains[Sec];
  if (AnySubsection || (Stabs.Made && Sec == Stabs.Stab)) {
    D.NextTry = SIZE_MAX; // for good
    return;
  }
  if (InBrace || BareOpen) {
    D.NextTry = V.size() + 1; // at the next statement: the bundle may be closed then
    return;
  }
  size_t Cut = 0, Insts = 0; // V[0, Cut) are final
  for (size_t I = V.size(); I-- > 0;) {
    const PlaceEffect E = placeEffect(V[I]);
    if (E == PlaceEffect::Elsewhere || (E == PlaceEffect::Inst && ++Insts > 3)) {
      Cut = I + 1;
      break;
    }
  }
  for (size_t I = 0; I < Cut; ++I)
    StmtSink(Sec, std::move(V[I]));
  V.erase(V.begin(), V.begin() + ptrdiff_t(Cut));
  D.Done += Cut;
  // Looked at again once as many statements are held again (and 256 more):
  // linear however many stay.
  D.NextTry = 2 * V.size() + 256;
}

void Builder::closeBareBundle() {
  if (BareOpen) {
    BareOpen = false;
    BareLeft = 0;
    push(cur(), ir::BundleEnd{BundleEndLoc});
  }
}

size_t Builder::sectionIndex(const std::string &Name, const std::string &Group, const std::string &LinkedTo) {
  size_t Before = M.Sections.size(), I = M.sectionIndex(Name, Group, LinkedTo);
  if (I == Before) // new: GNU as makes the section (and its symbol) here
    M.Sections[I].Created = Statements;
  return I;
}

void Builder::checkEndpNames(const std::vector<DirArg> &Args, SourceLoc L) {
  // tc-ia64.c's dot_endp: each name must be one of the `.proc`'s (each once); only the main
  // entry (the first) must be named, and an empty list is "Empty argument of .endp".
  const std::string Main = ProcPending.empty() ? "" : ProcPending.front();
  if (Args.empty())
    DE.warning(L, "Empty argument of .endp");
  for (const DirArg &A : Args) {
    if (A.Text.empty() && A.Source.empty() && !A.E) { // `.endp ,`, `.endp f,`: each empty one
      DE.warning(L, "Empty argument of .endp");
      continue;
    }
    std::string Name = A.K == DirArg::Name ? ir::withoutHashSuffix(A.Text) : A.Source;
    auto It = std::find(ProcPending.begin(), ProcPending.end(), Name);
    if (It == ProcPending.end())
      DE.warning(A.Loc, "`" + Name + "' was not specified with previous .proc");
    else
      ProcPending.erase(It);
  }
  if (!Main.empty() && !ProcPending.empty() && ProcPending.front() == Main)
    DE.warning(L, "`" + Main + "' should be an operand to this .endp");
  ProcPending.clear();
}

void Builder::switchTo(size_t Index, int32_t Sub) {
  placePendingTags();
  closeBareBundle();
  if (InBrace) {
    DE.error(BraceLoc, "section changed inside a bundle opened here");
    InBrace = false;
  }
  // GNU as starts in .text and remembers the section left by every switch,
  // even a switch to the same section. The section left gets a mark there:
  // GNU as flushes its instruction queue with a stop (the emitter's cue).
  PrevSec = Place{curIndex(), CurSub};
  push(cur(), ir::sectionLeftMark());
  CurSec = Index;
  CurSub = Sub;
  AnySubsection |= Sub != 0;
  Runs[Index].emplace_back(stmtCount(Index), Sub);
  repeatMode();
}

void Builder::repeatMode() {
  if (GlobalMode.empty())
    return;
  // The mode in effect here is the last one read, wherever it was read: say
  // so at the start of every stretch of this section's statements (the
  // emitter, the dependency checker and the scheduler read each section's
  // statements on their own, and subsections reorder the stretches).
  ir::Directive D;
  D.Name = GlobalMode;
  D.Loc = GlobalModeLoc;
  append(std::move(D));
}

int32_t Builder::subsectionAt(size_t Sec, size_t Stmt) const {
  auto It = Runs.find(Sec);
  int32_t Sub = 0; // before any switch: .text's subsection 0
  if (It != Runs.end())
    for (const auto &[Begin, S] : It->second) {
      if (Begin > Stmt)
        break;
      Sub = S;
    }
  return Sub;
}

std::optional<int32_t> Builder::subsectionNumber(const DirArg *A, SourceLoc L) {
  if (!A)
    return 0; // `.subsection` alone: 0, as in GNU as
  std::optional<int64_t> V;
  if (A->E && A->K != DirArg::String)
    V = evaluate(*A->E, [this](const std::string &N) { return equateExpr(N); });
  if (!V) {
    DE.error(A->Loc.isValid() ? A->Loc : L, "bad or irreducible absolute expression"); // GNU as's words
    return std::nullopt;
  }
  return int32_t(uint32_t(uint64_t(*V))); // GNU as's subsegT is an int
}

void Builder::orderSubsections() {
  if (!AnySubsection)
    return;
  for (auto &[Sec, R] : Runs) {
    ir::Section &S = M.Sections[Sec];
    if (std::all_of(R.begin(), R.end(), [](const auto &P) { return P.second == 0; }))
      continue;
    // Runs [Begin, next Begin), the first from 0 unless a switch made it.
    // Statements handed to the sink were all of subsection 0, read before
    // any other: they stay first, and the runs start after them.
    const size_t Done = drained(Sec);
    std::vector<std::tuple<int32_t, size_t, size_t>> Spans; // (sub, begin, end)
    size_t Start = 0;
    int32_t Sub = 0;
    for (auto [Begin, NewSub] : R) {
      Begin = Begin > Done ? Begin - Done : 0;
      if (Begin > Start)
        Spans.emplace_back(Sub, Start, Begin);
      Start = std::max(Start, Begin);
      Sub = NewSub;
    }
    if (S.Stmts.size() > Start)
      Spans.emplace_back(Sub, Start, S.Stmts.size());
    std::stable_sort(Spans.begin(), Spans.end(),
                     [](const auto &A, const auto &B) { return std::get<0>(A) < std::get<0>(B); });
    std::vector<size_t> NewIndex(S.Stmts.size());
    std::vector<ir::Stmt> Out;
    Out.reserve(S.Stmts.size());
    for (size_t K = 0; K < Spans.size(); ++K) {
      const auto &[Sb, B, E] = Spans[K];
      for (size_t I = B; I < E; ++I) {
        NewIndex[I] = Out.size();
        Out.push_back(std::move(S.Stmts[I]));
      }
      // Each span ended at a switch (or the end of input): GNU as wrote its
      // queue there, with a stop, before the next subsection's code.
      const auto *D = Out.empty() ? nullptr : std::get_if<ir::Directive>(&Out.back());
      if (K + 1 < Spans.size() && !(D && ir::isSectionLeftMark(*D)))
        Out.push_back(ir::sectionLeftMark());
    }
    S.Stmts = std::move(Out);
    for (ir::Procedure &P : M.Procedures)
      if (P.Section == Sec && P.End > P.Begin) {
        if (P.Begin >= Done)
          P.Begin = NewIndex[P.Begin - Done] + Done;
        if (P.End > Done)
          P.End = NewIndex[P.End - 1 - Done] + Done + 1;
      }
  }
}

void Builder::label(std::string_view Name, bool Global, SourceLoc L) {
  if (StructOffset) { // an absolute symbol: the offset in `.struct`
    std::string N = ir::withoutHashSuffix(Name);
    if (M.Symbols.count(N) && M.Symbols[N].Defined) {
      DE.error(L, "symbol '" + N + "' is already defined");
      return;
    }
    equate(N, Expr::constant(uint64_t(*StructOffset), L), std::nullopt, true, N + " = " + std::to_string(*StructOffset), L);
    if (Global)
      M.symbol(N).Bind = ir::Binding::Global;
    return;
  }
  closeBareBundle();
  labelInBrace(L);
  std::string N = ir::withoutHashSuffix(Name);
  auto Common = M.Symbols.find(N);
  const bool IsCommon = Common != M.Symbols.end() && Common->second.CommonSize && !LabelDefs.count(N);
  // GNU as: `.eqv a, 1` then `a:`; a common is defined too, but a label may take the place of
  // a global one of size 0 (`.type a, @common`; symbols.c colon), which stays global.
  if (FixedEquates.count(N) ||
      (IsCommon && (*Common->second.CommonSize || Common->second.Bind == ir::Binding::Local))) {
    DE.error(L, "symbol '" + N + "' is already defined");
    return;
  }
  if (IsCommon)
    Common->second.CommonSize.reset();
  auto It = LabelDefs.find(N);
  const Redefinition R = It == LabelDefs.end() ? Redefinition::Elsewhere : redefinition(It->second);
  if (R != Redefinition::Elsewhere && Global)
    M.symbol(N).Bind = M.symbol(N).Bind == ir::Binding::Weak ? ir::Binding::Weak : ir::Binding::Global;
  if (R == Redefinition::SamePlace) {
    // GNU as (symbols.c colon): a label defined again where it already is
    // (`L: L:`, only labels, stops or directives that emit nothing between)
    // is the same symbol; nothing to add.
    return;
  }
  if (R == Redefinition::Queued) {
    // GNU as's location counter has not moved if its queue still holds the
    // instructions between: the label moves here. The earlier statement
    // keeps its place in the layout (a label starts a bundle) under a name
    // no symbol has; the emitter checks the queue (ir::LabelRedefinition).
    auto &Old = std::get<ir::Label>(stmtAt(curIndex(), It->second.Stmt));
    std::string Earlier = "=" + N + "#" + std::to_string(M.LabelRedefinitions.size());
    for (ir::LabelRedefinition &Prev : M.LabelRedefinitions)
      if (Prev.Later == N)
        Prev.Later = Earlier; // that pair's later definition is this earlier one
    M.LabelRedefinitions.push_back({N, Earlier, N, L, It->second.Loc});
    Old.Name = std::move(Earlier);
    It->second = LabelDef{L, curIndex(), stmtCount(curIndex())};
    append(ir::Label{N, L});
    return;
  }
  defineLabel(N, Global, L);
  append(ir::Label{N, L});
}

bool Builder::isWeakrefAlias(const std::string &N) const {
  return std::any_of(Weakrefs.begin(), Weakrefs.end(), [&](const auto &W) { return W.first == N; });
}

Builder::Redefinition Builder::redefinition(const LabelDef &D) {
  // A label handed to the sink had more than three instructions, or
  // something that moves it, after it (drainFinal): elsewhere.
  const size_t Count = stmtCount(curIndex());
  if (D.Section != curIndex() || D.Stmt < drained(D.Section) || D.Stmt >= Count ||
      !std::holds_alternative<ir::Label>(stmtAt(D.Section, D.Stmt)))
    return Redefinition::Elsewhere;
  unsigned Insts = 0;
  if (subsectionAt(D.Section, D.Stmt) != CurSub)
    return Redefinition::Elsewhere;
  for (size_t I = D.Stmt + 1; I < Count; ++I) {
    if (AnySubsection && subsectionAt(D.Section, I) != CurSub)
      continue; // another subsection's statements are not between
    const PlaceEffect E = placeEffect(stmtAt(D.Section, I));
    if (E == PlaceEffect::Inst)
      ++Insts; // GNU as writes a bundle when a fourth instruction is queued
    else if (E == PlaceEffect::Elsewhere)
      return Redefinition::Elsewhere;
  }
  return Insts == 0 ? Redefinition::SamePlace : Insts <= 3 ? Redefinition::Queued : Redefinition::Elsewhere;
}

bool Builder::defineLabel(const std::string &N, bool Global, SourceLoc L) {
  auto [It, New] = LabelDefs.try_emplace(N, LabelDef{L, curIndex(), stmtCount(curIndex())});
  if (New && isWeakrefAlias(N)) {
    DE.error(L, "symbol '" + N + "' is already defined"); // by its .weakref
    return false;
  }
  if (!New) {
    DE.error(L, "symbol '" + N + "' is already defined");
    DE.note(It->second.Loc, "previous definition is here");
  }
  ir::Symbol &S = M.symbol(N);
  S.Defined = true;
  S.Loc = L;
  if (Global)
    S.Bind = ir::Binding::Global;
  return New;
}

void Builder::labelInBrace(SourceLoc L) {
  if (InBrace && BraceInsts) { // gas: fine again once the bundle's slots are used
    const auto &B = std::get<ir::BundleBegin>(stmtAt(curIndex(), BraceBegin));
    if (BraceInsts < (B.HasTemplate ? instsPerTemplate(B.Template) : 3u))
      DE.error(L, "a label must be first in a bundle");
  }
}

void Builder::numericLabel(unsigned long long N, SourceLoc L) {
  if (StructOffset) {
    DE.error(L, "local labels in the absolute section of '.struct' are not supported");
    return;
  }
  closeBareBundle();
  labelInBrace(L); // `1:` as any label
  unsigned &Defs = LocalDefs[N];
  append(ir::Label{numName(N, Defs), L});
  ++Defs;
}

void Builder::tag(std::string_view Name, SourceLoc L) {
  std::string N = ir::withoutHashSuffix(Name);
  if (N == ".") {
    DE.error(L, "'.' cannot be a tag");
    return;
  }
  if (defineLabel(N, false, L))
    PendingTags.push_back({N, L});
}

void Builder::numericTag(unsigned long long N, SourceLoc L) {
  // Like `99:`, a numeric tag is what the next `99b` and the earlier `99f`
  // refer to (Linux's EX(): `.xdata4 "__ex_table", 99f-., ...; [99:] ld8`).
  unsigned &Defs = LocalDefs[N];
  PendingTags.push_back({numName(N, Defs), L});
  ++Defs;
}

void Builder::placePendingTags() {
  if (PendingTags.empty())
    return;
  closeBareBundle();
  for (auto &[N, L] : PendingTags)
    push(cur(), ir::Label{N, L, ++Statements});
  PendingTags.clear();
}

void Builder::stop(SourceLoc L) { append(ir::Stop{L}); }

void Builder::openBrace(SourceLoc L) {
  // GNU as: a bare template directive right before '{' is the template of that bundle
  // (`.mmb` then `{ ... }` is one MMB bundle, not an empty one and another).
  std::optional<uint8_t> Carried;
  if (BareOpen && !cur().Stmts.empty())
    if (auto *Bare = std::get_if<ir::BundleBegin>(&cur().Stmts.back()); Bare && !Bare->Braced) {
      Carried = Bare->Template;
      cur().Stmts.pop_back();
      BareOpen = false;
      BareLeft = 0;
    }
  closeBareBundle();
  if (InBrace) {
    DE.error(L, "'{' inside a bundle (missing '}')");
    DE.note(BraceLoc, "bundle opened here");
    return;
  }
  InBrace = true;
  BraceLoc = L;
  BraceHasInst = false;
  BraceInsts = 0;
  ir::BundleBegin B;
  B.Braced = true;
  B.HasTemplate = Carried.has_value();
  B.Template = Carried.value_or(0);
  B.Loc = L;
  BraceTemplateCarried = Carried.has_value();
  append(B);
  BraceBegin = stmtCount(curIndex()) - 1;
}

void Builder::closeBrace(SourceLoc L) {
  if (!InBrace) {
    DE.error(L, "'}' without a matching '{'");
    return;
  }
  InBrace = false;
  append(ir::BundleEnd{L});
}

void Builder::allocFrame(ir::Inst &I) {
  // `alloc rX = i, l, o, r` is GNU as's short form of `alloc rX = ar.pfs, i, l, o, r`.
  if (I.Ins.size() == 4)
    I.Ins.insert(I.Ins.begin(), ir::Operand::reg(ir::lookupRegister("ar.pfs", Frame).R, I.Loc));
  // `alloc rX = ar.pfs, i, l, o, r` defines the frame in/loc/out name.
  if (I.Ins.size() != 5)
    return;
  std::vector<int64_t> V;
  for (size_t K = I.Ins.size() - 4; K < I.Ins.size(); ++K) {
    if (I.Ins[K].K != ir::Operand::Imm)
      return;
    auto C = constant(*I.Ins[K].E, I.Ins[K].Loc, "alloc frame size");
    if (!C)
      return;
    V.push_back(*C);
  }
  setFrame(V, I.Loc, "alloc");
}

void Builder::instruction(ir::Inst I) {
  if (StructOffset) {
    DE.error(I.Loc, "instructions in the absolute section of '.struct' are not supported");
    return;
  }
  isa::completeOmittedOperands(I); // GNU as's implied p0 / ar.ccv / ar.pfs operands
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (const Expr *Big = O.E ? findBignum(*O.E) : nullptr)
        DE.error(Big->Loc, "integer constant does not fit in 64 bits");
  if (InBrace)
    BraceHasInst = true, ++BraceInsts;
  BundleEndLoc = I.Loc;
  for (auto &T : PendingTags)
    I.Tags.push_back(std::move(T.first));
  PendingTags.clear();
  append(std::move(I));
  if (BareOpen && BareLeft)
    --BareLeft;
}

void Builder::equate(std::string_view Name, ExprRef Value, std::optional<Reg> Alias,
                     bool Redefinable, std::string Raw, SourceLoc L) {
  std::string N = ir::withoutHashSuffix(Name);
  if (StructOffset && Value && !Alias) { // `x = .` in `.struct`: the offset (printed as such)
    Value = structDot(std::move(Value));
    Raw = N + " = " + ir::toString(*Value);
  }
  if (N == ".") {
    // `. = expr` moves the location counter, like .org.
    keep("=", {DirArg{DirArg::Name, ".", Expr::dot(L), ".", L}, DirArg{DirArg::Expr, "", Value, "", L}},
         std::move(Raw), L);
    return;
  }
  if (equateRefused(N, !Redefinable, L))
    return;
  ir::Symbol &S = M.symbol(N);
  if (isWeakrefAlias(N)) {
    DE.error(L, "symbol '" + N + "' is already defined"); // GNU as: a .weakref alias is fixed
    return;
  }
  if (const Expr *Big = Value ? findBignum(*Value) : nullptr) { // GNU as: "bignum invalid"
    DE.error(Big->Loc, "integer constant does not fit in 64 bits");
    return;
  }
  if (Alias) {
    Aliases[N] = *Alias;
    S.Value = nullptr;
    S.RegAlias = true;
  } else {
    Aliases.erase(N);
    S.RegAlias = false;
    bindEquate(N, Value, !Redefinable);
    S.Defined = true;
    S.Loc = L;
  }
  ir::Directive D;
  D.Name = Redefinable ? "=" : "==";
  D.Words = {N};
  if (Alias)
    D.Words.push_back(ir::regName(*Alias));
  else
    D.Args = {Value};
  D.Raw = std::move(Raw);
  D.Loc = L;
  append(std::move(D));
}

bool Builder::isDotlessPseudoOp(std::string_view Name) {
  if (Name.empty() || Name[0] == '.')
    return false;
  const DirInfo *D = lookupDirective(Name);
  return D != nullptr;
}

bool Builder::isRegisterName(std::string_view Name) const {
  if (Name.empty() || Name.back() == '#')
    return false;
  return VRegs.count(Name) || Aliases.count(forwarded(Name)) || RotNames.count(Name) ||
         ir::lookupRegister(Name, Frame).K != ir::RegLookup::NotARegister;
}

bool Builder::isRegisterArg(const DirArg &A) {
  auto isReg = [&](const Expr &E) { return E.K == Expr::Symbol && isRegisterName(E.Name); };
  if (A.K == DirArg::Name && A.E)
    return isReg(*A.E);
  // Register ranges: p1-p5, r40-r47.
  if (A.K == DirArg::Expr && A.E && A.E->K == Expr::Binary && A.E->Op == ir::ExprOp::Sub)
    return isReg(*A.E->LHS) && isReg(*A.E->RHS);
  return false;
}

/// The unwind directives whose operands may name a general or floating-point register that
/// is written as another name: `.save rp, loc1`, `.vframe loc2`, `.spillreg r4, out0`.
static bool namesSaveRegister(std::string_view Name) {
  return Name.starts_with(".save") || Name.starts_with(".spill") || Name == ".vframe" ||
         Name.starts_with(".restorereg") || Name == ".prologue";
}

std::string Builder::unwindRegisterWord(const std::string &Name, const std::string &Word, SourceLoc L) {
  // GNU as reads these operands as expressions, so `loc1`, `sp`, `ret0`, a `.rotr` name, a
  // register alias, `b0` for rp or `ar64` for ar.pfs mean their register; the unwind records
  // take it by number.
  if (!namesSaveRegister(Name) || Word.empty() || !isRegisterName(Word) || RotNames.count(Word))
    return Word;
  Reg R;
  if (resolveName(Word, L, R) != NameKind::Register ||
      (R.File != RegFile::GR && R.File != RegFile::FR && R.File != RegFile::BR && R.File != RegFile::AR))
    return Word;
  return ir::regName(R);
}

void Builder::keep(const std::string &Name, const std::vector<DirArg> &Args, std::string Raw,
                   SourceLoc L) {
  ir::Directive D;
  D.Name = Name;
  for (const DirArg &A : Args) {
    switch (A.K) {
    case DirArg::Expr:
      if (isRegisterArg(A))
        D.Words.push_back(unwindRegisterWord(Name, A.Source, A.Loc));
      else
        D.Args.push_back(A.E);
      break;
    case DirArg::Name:
      D.Words.push_back(unwindRegisterWord(Name, A.Text, A.Loc));
      break;
    case DirArg::String:
    case DirArg::At:
    case DirArg::Mem:
      D.Words.push_back(A.K == DirArg::String ? A.Text : A.Source);
      break;
    case DirArg::Indexed:
      D.Words.push_back(A.Source);
      break;
    }
  }
  D.Raw = std::move(Raw);
  D.Loc = L;
  append(std::move(D));
}

bool Builder::setFrame(const std::vector<int64_t> &V, SourceLoc L, std::string_view What) {
  for (int64_t X : V)
    if (X < 0 || X > 96) {
      DE.error(L, std::string(What) + ": frame sizes must be between 0 and 96");
      return false;
    }
  if (V[0] + V[1] + V[2] > 96) {
    DE.error(L, std::string(What) + ": register frame too large (ins + locals + outs = " +
                    std::to_string(V[0] + V[1] + V[2]) + ", at most 96)");
    return false;
  }
  // More rotating registers than the frame: GNU as (set_regstack) warns and
  // keeps the frame it had (in0/loc0/out0 names, the count `.rotr` checks).
  if (V[3] > V[0] + V[1] + V[2]) {
    if (What != "alloc") // alloc's warning comes with its operands (isa/RegisterUsage.cpp)
      DE.warning(L, "Size of rotating registers exceeds frame size");
    return true;
  }
  Frame = {unsigned(V[0]), unsigned(V[1]), unsigned(V[2]), unsigned(V[3]), true};
  return true;
}

ir::ExprRef Builder::sharedConstant(ir::ExprRef E) {
  if (!E || E->K != Expr::Constant || E->Big || int64_t(E->Value) < -128 || int64_t(E->Value) > 255)
    return E;
  ir::ExprRef &Slot = SmallConstants[size_t(int64_t(E->Value) + 128)];
  if (!Slot)
    Slot = Expr::constant(E->Value);
  return Slot;
}

ExprRef Builder::intDataValue(const DirArg &A, const std::string &Name, unsigned Bytes) {
  if ((A.K != DirArg::Expr && A.K != DirArg::Name) || !A.E) {
    DE.error(A.Loc, "'" + Name + "' expects expressions");
    return nullptr;
  }
  if (A.K == DirArg::Name) {
    Reg R;
    NameKind NK = resolveName(A.Text, A.Loc, R);
    if (NK != NameKind::Symbol) {
      if (NK == NameKind::Register)
        DE.error(A.Loc, "register '" + A.Text + "' cannot be used as data");
      return nullptr;
    }
    if (auto V = equateConstant(A.Text))
      return Expr::constant(uint64_t(*V), A.Loc);
    return Expr::symbol(symbolRef(A.Text), A.Loc);
  }
  // `data8 f1 + 1` after `f1:` is the register f1 plus 1: GNU as's error (it
  // takes only a bare register name, as the register's number).
  if (const Expr *R = registerIn(*A.E, A.Source)) {
    DE.error(R->Loc.isValid() ? R->Loc : A.Loc, "register '" + R->Name + "' cannot be used in an expression");
    return nullptr;
  }
  ExprRef V = dataValue(A.E, Bytes, DE); // a bignum: its low bytes, as GNU as
  if (V)
    recordSymbols(*V);
  return V;
}

// `.uleb128`/`.sleb128`: constants become their bytes here; a directive with
// a value known only at layout (GCC's `.uleb128 .LEHE0-.LEHB0`) stays an
// ir::Data::Leb that the emitter sizes as GNU as relaxes it.
void Builder::lebDirective(const std::string &Name, const std::vector<DirArg> &Args, SourceLoc L) {
  const bool Signed = Name == ".sleb128";
  std::vector<ExprRef> Values;
  for (const DirArg &A : Args) {
    ExprRef V = intDataValue(A, Name, 0);
    if (!V)
      return;
    Values.push_back(std::move(V));
  }
  // Each value on its own: the constants (a bignum whole) as bytes, the
  // others as a Leb each (`.uleb128 0x1234567890abcdef1234, L1 - L0` kept
  // only the bignum's low 64 bits when a value was left for layout).
  ir::Data D;
  D.K = ir::Data::Int;
  D.Size = 1;
  D.Loc = L;
  auto lookup = [this](const std::string &N) { return equateExpr(N); };
  for (ExprRef &V : Values) {
    auto K = evaluate(*V, lookup);
    if (!K) {
      if (!D.Values.empty()) {
        append(std::move(D));
        D.Values.clear();
      }
      ir::Data Leb;
      Leb.K = ir::Data::Leb;
      Leb.Size = 0;
      Leb.Loc = L;
      Leb.Signed = Signed;
      Leb.Directive = Name;
      Leb.Values.push_back(std::move(V));
      append(std::move(Leb));
      continue;
    }
    // A constant as written (its bit 64, a bignum's littlenums: frontend/Bignum.h),
    // else the value of the equates it names.
    ExprRef C = V->K == Expr::Constant ? V : Expr::constant(uint64_t(*K));
    for (uint8_t Byte : lebBytes(*C, Signed))
      D.Values.push_back(sharedConstant(Expr::constant(Byte, V->Loc)));
  }
  if (!D.Values.empty() || Values.empty())
    append(std::move(D));
}

// A small constant that is a whole operand (`nop.i 0`, `adds r8=1,r8`):
// one shared node per value, as for data. Diagnostics about an operand are
// located by Operand::Loc (isa's matcher, the emitter's warnings), never by
// the node, and a lone constant cannot fail to evaluate.
void Builder::shareImmediates(ir::Inst &I) {
  for (auto *Ops : {&I.Outs, &I.Ins})
    for (ir::Operand &O : *Ops)
      if (O.K == ir::Operand::Imm && O.Loc.isValid())
        O.E = sharedConstant(std::move(O.E));
}

void Builder::dataDirective(const DirInfo &Info, const std::string &Name,
                            const std::vector<DirArg> &Args, SourceLoc L, size_t First) {
  ir::Data D;
  D.Directive = Name;
  D.Loc = L;
  D.Size = Info.Size;
  D.Unaligned = Info.Flag && Info.Kind != DirKind::String;
  bool IsString = Info.Kind == DirKind::String || (Info.Kind == DirKind::XData && Info.Arg == 2);
  bool IsFloat = Info.Kind == DirKind::DataFloat || (Info.Kind == DirKind::XData && Info.Arg == 1);
  D.K = IsString ? ir::Data::String : IsFloat ? ir::Data::Float : ir::Data::Int;
  if (IsString)
    D.ZeroTerminate = Info.Flag;
  if (!IsString && Args.size() > First)
    D.Values.reserve(Args.size() - First);
  for (size_t I = First; I < Args.size(); ++I) {
    const DirArg &A = Args[I];
    if (IsString) {
      if (A.K != DirArg::String) {
        DE.error(A.Loc, "'" + Name + "' expects string arguments");
        return;
      }
      D.Strings.push_back(A.Text);
      continue;
    }
    if ((A.K != DirArg::Expr && A.K != DirArg::Name) || !A.E) {
      DE.error(A.Loc, "'" + Name + "' expects " + (IsFloat ? "numbers" : "expressions"));
      return;
    }
    if (IsFloat) { // a literal to GNU as, not an expression (`1e-40`, `inf`, `.5`): emitter/FloatData.cpp reads it
      // `0f` alone is the float 0 to GNU as (the prefix skipped, nothing after it), no local label reference.
      if (A.Source.size() == 2 && A.Source[0] == '0' && !Forwards.empty() &&
          Forwards.back().Loc.Line == A.Loc.Line && Forwards.back().Loc.Col == A.Loc.Col)
        Forwards.pop_back();
      D.Values.push_back(Expr::floating(A.Source, A.Loc));
      continue;
    }
    ExprRef V = intDataValue(A, Name, D.Size);
    if (!V)
      return;
    D.Values.push_back(sharedConstant(V));
  }
  if (D.K == ir::Data::Int && D.Values.empty() && Info.Kind != DirKind::XData)
    D.Unaligned = true; // gas's cons() returns at an empty operand field, before md_cons_align
  if (Info.Kind == DirKind::XData) {
    // .xdataN SECTION, values: the data goes to that section.
    if (Args.empty() || (Args[0].K != DirArg::Name && Args[0].K != DirArg::String)) {
      DE.error(L, "'" + Name + "' expects a section name first");
      return;
    }
    // GNU as always has .text/.data/.bss; it warns when .xdataN has to make the section.
    const std::string &SecName = Args[0].Text;
    bool Exists = SecName == ".text" || SecName == ".data" || SecName == ".bss" ||
                  std::any_of(M.Sections.begin(), M.Sections.end(),
                              [&](const ir::Section &S) { return S.Name == SecName; });
    if (!Exists)
      DE.warning(L, "Creating sections with .xdataN/.xrealN/.xstringZ is deprecated.");
    const size_t Before = M.Sections.size(), Sec = sectionIndex(SecName);
    if (Sec == Before) // GNU as makes it with `.section NAME`
      M.Sections[Sec].Declarations.push_back({"", "", "", L, Statements});
    D.Order = ++Statements;
    pushSubsection0(Sec, std::move(D)); // GNU as's .section switch
    return;
  }
  append(std::move(D));
}

// A statement GNU as writes into subsection 0 of another section (`.xdataN`,
// `.ident`, `.stabs`), without leaving the current one.
void Builder::pushSubsection0(size_t Sec, ir::Stmt St) {
  ir::Section &S = M.Sections[Sec];
  const int32_t Was = AnySubsection ? subsectionAt(Sec, stmtCount(Sec)) : 0;
  if (Was != 0)
    Runs[Sec].emplace_back(stmtCount(Sec), 0);
  push(S, std::move(St));
  if (Was != 0)
    Runs[Sec].emplace_back(stmtCount(Sec), Was);
}

// `.ident "s"`: GNU as's obj_elf_ident writes "s" and a NUL into `.comment`
// (making it at the first `.ident`, with a NUL before), in reading order with
// what `.section .comment` writes there. The data is marked Generated (and
// printed as `.ident` there); the directive stays where it was read for the
// emitter (it ends GNU as's instruction queue, and sets the section's flags).
void Builder::identDirective(const std::vector<DirArg> &Args, SourceLoc L) {
  if (Args.size() != 1 || Args[0].K != DirArg::String)
    return;
  const size_t Sec = sectionIndex(".comment");
  auto str = [&](std::string Text, const char *Directive) {
    ir::Data D;
    D.Directive = Directive; // printers write `.ident "s"` there, and no NUL
    D.K = ir::Data::String;
    D.Strings.push_back(std::move(Text));
    D.ZeroTerminate = true;
    D.Loc = L;
    D.Generated = true;
    D.Order = ++Statements;
    pushSubsection0(Sec, std::move(D));
  };
  if (!IdentSeen)
    str("", "");
  IdentSeen = true;
  str(Args[0].Text, ".ident");
}

// `.pred.rel "kind", p1, p2...` (kind also as @kind or in the name: `.pred.rel.mutex`) and
// `.pred.safe_across_calls pA-pB, ...`, checked as GNU as checks them. The kept directive's
// Words become the kind (for `.pred.rel`) and the predicates as `pN` or `pA-pB` (register
// equates resolved), which is what isa::dv::applyPredDirective reads.
void Builder::predDirective(const std::string &Name, const std::vector<DirArg> &Args,
                            std::string Raw, SourceLoc L) {
  const bool Safe = Name == ".pred.safe_across_calls";
  std::string Kind = Safe || Name.size() <= 10 ? "" : Name.substr(10);
  size_t First = 0;
  if (Name == ".pred.rel") {
    if (Args.empty() || Args[0].K == DirArg::Expr || Args[0].K == DirArg::Mem ||
        Args[0].K == DirArg::Indexed) {
      DE.error(Args.empty() ? L : Args[0].Loc, "Missing predicate relation type");
      return;
    }
    Kind = Args[0].K == DirArg::At ? Args[0].Source.substr(1) : Args[0].Text;
    First = 1;
  }
  if (!Safe && Kind != "mutex" && Kind != "imply" && Kind != "clear") {
    DE.error(L, "Unrecognized predicate relation type");
    return;
  }
  auto pred = [&](const Expr &E, unsigned &N) {
    Reg R;
    if (E.K != Expr::Symbol || resolveName(E.Name, E.Loc, R) != NameKind::Register ||
        R.File != RegFile::PR)
      return false;
    N = R.Num;
    return true;
  };
  std::vector<unsigned> Preds;
  size_t Count = 0; // duplicates included, as gas counts
  std::vector<std::string> Words;
  if (First)
    Words.push_back(Kind);
  for (size_t I = First; I < Args.size(); ++I) {
    const DirArg &A = Args[I];
    unsigned Lo = 0, Hi = 0;
    bool Range = A.K == DirArg::Expr && A.E && A.E->K == Expr::Binary && A.E->Op == ir::ExprOp::Sub;
    bool Ok = A.E && (Range ? pred(*A.E->LHS, Lo) && pred(*A.E->RHS, Hi) : pred(*A.E, Lo));
    if (!Ok || (Range && Kind == "imply")) {
      DE.error(A.Loc, "Predicate register expected");
      return;
    }
    if (!Range)
      Hi = Lo;
    else if (Hi <= Lo) {
      DE.error(A.Loc, "Bad register range");
      return;
    }
    Words.push_back("p" + std::to_string(Lo) + (Range ? "-p" + std::to_string(Hi) : ""));
    for (unsigned P = Lo; P <= Hi; ++P) {
      if (P == 0 && (Kind == "mutex" || Kind == "imply")) {
        DE.error(A.Loc, "Use of p0 is not valid in this context");
        return;
      }
      ++Count;
      if (std::find(Preds.begin(), Preds.end(), P) != Preds.end())
        DE.warning(A.Loc, "Duplicate predicate register ignored");
      else
        Preds.push_back(P);
    }
  }
  if (Preds.empty()) {
    DE.error(L, "Predicate register expected");
    return;
  }
  if (Kind == "mutex" && Count < 2) {
    DE.error(L, "At least two PR arguments expected");
    return;
  }
  if (Kind == "imply" && Count != 2) {
    DE.error(L, "Predicate source and target required");
    return;
  }
  ir::Directive D;
  D.Name = Name;
  D.Words = std::move(Words);
  D.Raw = std::move(Raw);
  D.Loc = L;
  append(std::move(D));
}

// GNU as's stringer reads strings with only blanks between as one ("a" "b" is "ab",
// with no NUL between them in `.asciz`).
static void joinAdjacentStrings(std::vector<DirArg> &Args) {
  for (size_t I = 1; I < Args.size();) {
    if (Args[I].AfterComma || Args[I].K != DirArg::String || Args[I - 1].K != DirArg::String) {
      ++I;
      continue;
    }
    Args[I - 1].Text += Args[I].Text;
    Args[I - 1].Source += " " + Args[I].Source;
    Args.erase(Args.begin() + ptrdiff_t(I));
  }
}

// GNU as reads a float directive's value as one literal up to the next comma (read.c
// float_cons: a `0` and any letter skipped, then atof): `0d`, `0F`, `0x1.5`, `0z1` are
// tokens apart to our lexer (a number then a name) but one literal to gas. Pieces written
// next to each other join; one after a space is gas's junk (`.float 0d 1`).
bool Builder::joinFloatLiterals(std::vector<DirArg> &Args) {
  for (size_t I = 1; I < Args.size();) {
    DirArg &Prev = Args[I - 1];
    const DirArg &A = Args[I];
    if (A.AfterComma) {
      ++I;
      continue;
    }
    if (A.Loc.Line != Prev.Loc.Line || A.Loc.Col != Prev.Loc.Col + Prev.Source.size() || A.Source.empty()) {
      DE.error(A.Loc, "junk at end of line, first unrecognized character is `" + A.Source.substr(0, 1) + "'");
      return false;
    }
    Prev.Source += A.Source;
    Args.erase(Args.begin() + ptrdiff_t(I));
  }
  return true;
}

// Operands are comma-separated except where gas parses a directive itself:
// DWARF's `.file 1 "a.c"` and `.loc 1 2 0 is_stmt 0`, and the relation
// relation of `.pred.rel "mutex" p1, p2` / `.pred.rel @mutex p1, p2`.
bool Builder::commasAsGasWants(std::string_view Name, const std::vector<DirArg> &Args) {
  for (size_t I = 1; I < Args.size(); ++I) {
    if (Args[I].AfterComma || Name == ".file" || Name == ".loc" || Name.starts_with(".stab"))
      continue; // .stab*: GNU as's own warning (StabDirectives.cpp)
    if (Name.substr(0, 9) == ".pred.rel" && I == 1 &&
        (Args[0].K == DirArg::String || Args[0].K == DirArg::At)) // "mutex" or @mutex
      continue;
    DE.error(Args[I].Loc, "expected ',' before '" + Args[I].Source + "'");
    return false;
  }
  return true;
}

void Builder::directive(std::string Name, std::vector<DirArg> Args, std::string Raw,
                        SourceLoc L) {
  // Bare template directives: `.mii` alone, or right after `{`.
  if (Args.empty()) {
    if (auto T = ir::templateFromName(Name); T && Name[0] == '.') {
      if (InBrace) {
        auto &B = std::get<ir::BundleBegin>(stmtAt(curIndex(), BraceBegin));
        if ((B.HasTemplate && !BraceTemplateCarried) || BraceHasInst) {
          DE.error(L, "template directive '" + Name + "' must come first in the bundle");
          return;
        }
        B.Template = *T;
        B.HasTemplate = true;
        BraceTemplateCarried = false;
        return;
      }
      closeBareBundle();
      ir::BundleBegin B;
      B.Template = *T;
      B.Braced = false;
      B.Loc = L;
      append(B);
      BareLeft = instsPerTemplate(*T);
      BareOpen = true;
      return;
    }
  }
  const DirInfo *Info = lookupDirective(Name);
  if (Info && (Info->Kind == DirKind::DataFloat || Info->Kind == DirKind::DcbFloat ||
               (Info->Kind == DirKind::XData && Info->Arg == 1)) &&
      !joinFloatLiterals(Args))
    return;
  if (Info && (Info->Kind == DirKind::String || (Info->Kind == DirKind::XData && Info->Arg == 2)))
    joinAdjacentStrings(Args);
  if (!commasAsGasWants(Name, Args))
    return;
  if (!Info) {
    DE.error(L, "unknown directive '" + Name + "'");
    keep(Name, Args, std::move(Raw), L);
    return;
  }
  if (structDirective(*Info, Name, Args, L))
    return;
  // GNU as takes a bignum only as a data value (dataDirective, LEB128) and
  // as the fill byte of `.skip`; elsewhere it is an error.
  bool DataValues = Info->Kind == DirKind::DataInt || Info->Kind == DirKind::DataFloat || Info->Kind == DirKind::DcbFloat ||
                    Info->Kind == DirKind::XData || Info->Kind == DirKind::String ||
                    Name == ".uleb128" || Name == ".sleb128";
  for (size_t I = 0; I < Args.size() && !DataValues; ++I)
    if (const Expr *Big = Args[I].E && Args[I].K != DirArg::String ? findBignum(*Args[I].E) : nullptr;
        Big && !(Info->Kind == DirKind::Skip && !Info->Size && I == 1 && Big == Args[I].E.get())) {
      DE.error(Big->Loc, "integer constant does not fit in 64 bits");
      return;
    }
  auto nameArg = [&](size_t I, std::string_view What) -> const std::string * {
    if (I < Args.size() && (Args[I].K == DirArg::Name || Args[I].K == DirArg::String))
      return &Args[I].Text;
    DE.error(I < Args.size() ? Args[I].Loc : L, "'" + Name + "' expects " + std::string(What));
    return nullptr;
  };
  auto symName = [&](size_t I) -> std::optional<std::string> {
    if (const std::string *S = nameArg(I, "a symbol name"))
      return ir::withoutHashSuffix(*S);
    return std::nullopt;
  };
  auto constArg = [&](size_t I, std::string_view What) -> std::optional<int64_t> {
    if (I >= Args.size() || !Args[I].E || Args[I].K == DirArg::String) {
      DE.error(I < Args.size() ? Args[I].Loc : L, "'" + Name + "' expects " + std::string(What));
      return std::nullopt;
    }
    return constant(*Args[I].E, Args[I].Loc, What);
  };

  switch (Info->Kind) {
  case DirKind::SectionNamed: {
    // `.text N` / `.data N` take a subsection (GNU as); the others nothing.
    const bool Numbered = Name == ".text" || Name == ".data";
    if (Args.size() > (Numbered ? 1u : 0u)) {
      const DirArg &Junk = Args[Numbered ? 1 : 0];
      DE.error(Junk.Loc, "junk at end of line, first unrecognized character is `" +
                             (Numbered && Junk.AfterComma ? std::string(",") : Junk.Source.substr(0, 1)) + "'");
      return;
    }
    auto Sub = subsectionNumber(Args.empty() ? nullptr : &Args[0], L);
    if (!Sub)
      return;
    // `.text`/`.data`/`.bss` are GNU as's own sections, even in a group by `.attach_to_group`.
    size_t Idx = M.Sections.size();
    for (size_t I = 0; I < M.Sections.size() && Idx == M.Sections.size(); ++I)
      if (M.Sections[I].Name == Name && ir::standardSection(M.Sections[I]))
        Idx = I;
    switchTo(Idx < M.Sections.size() ? Idx : sectionIndex(Name), *Sub);
    return;
  }
  case DirKind::Subsection: {
    if (Args.size() > 1) {
      DE.error(Args[1].Loc, "junk at end of line, first unrecognized character is `,'");
      return;
    }
    auto Sub = subsectionNumber(Args.empty() ? nullptr : &Args[0], L);
    if (!Sub)
      return;
    switchTo(curIndex(), *Sub);
    return;
  }
  case DirKind::Section:
  case DirKind::PushSection: {
    // Section names may contain '-' (.note.GNU-stack): take the text as written.
    std::string Written;
    const std::string *SecName = &Written;
    if (!Args.empty() && Args[0].K == DirArg::Expr && !Args[0].Source.empty())
      Written = Args[0].Source;
    else if (!(SecName = nameArg(0, "a section name")))
      return;
    // GNU as's order: "flags", @type (or "type"), then what the flags ask
    // for: the entity size of M, the linked-to section of o, the group of G
    // (and `comdat`; a .gnu.linkonce section's group is one anyway).
    ir::Section Want;
    Want.Name = ir::withoutHashSuffix(*SecName); // `.foo#` is `.foo`
    size_t I = 1;
    // `.pushsection NAME, N, ...`: a subsection before the flags (GNU as).
    int32_t Sub = 0;
    if (Info->Kind == DirKind::PushSection && I < Args.size() && Args[I].K != DirArg::String &&
        Args[I].K != DirArg::At) {
      auto N = subsectionNumber(&Args[I++], L);
      if (!N)
        return;
      Sub = *N;
    }
    auto text = [&](size_t K) { return Args[K].Source.empty() ? Args[K].Text : Args[K].Source; };
    bool HasFlags = I < Args.size() && Args[I].K == DirArg::String;
    if (I < Args.size() && !HasFlags) { // GNU as then reads Solaris's `#alloc` words
      DE.error(Args[I].Loc, "character following name is not '#'");
      return;
    }
    if (HasFlags)
      Want.Flags = Args[I++].Text;
    if (I < Args.size() && (Args[I].K == DirArg::At || (HasFlags && Args[I].K == DirArg::String)))
      Want.Type = "@" + (Args[I].K == DirArg::At ? Args[I].Text.substr(1) : Args[I].Text), ++I;
    bool Merge = Want.Flags.find('M') != std::string::npos, Linked = Want.Flags.find('o') != std::string::npos,
         Grouped = Want.Flags.find('G') != std::string::npos;
    if (Merge && I < Args.size())
      Want.EntSize = text(I++);
    if (Linked && I < Args.size())
      Want.LinkedTo = ir::withoutHashSuffix(text(I++));
    if (Grouped && I >= Args.size()) { // GNU as drops the flag
      DE.warning(L, "group name for SHF_GROUP not specified");
      Want.Flags.erase(Want.Flags.find('G'), 1);
      Grouped = false;
    }
    if (Grouped) {
      Want.Group = ir::withoutHashSuffix(text(I++));
      if (I < Args.size() && text(I) == "comdat")
        Want.Comdat = true, ++I;
      else
        Want.Comdat = Want.Name.rfind(".gnu.linkonce", 0) == 0;
    }
    if (I < Args.size()) { // gas (obj-elf.c) reads nothing else but `unique, N`
      if (text(I) == "unique")
        DE.error(Args[I].Loc, "'" + Name + " ..., unique, N' (a second section of one name) is not supported");
      else
        DE.error(Args[I].Loc, "junk at end of line, first unrecognized character is `,'");
      return;
    }
    const size_t Known = M.Sections.size(), Idx = sectionIndex(Want.Name, Want.Group, Want.LinkedTo);
    ir::Section &S = M.Sections[Idx];
    if (Idx < Known && !Want.Group.empty() && ir::standardSection(S)) { // GNU as makes a second `.text` then
      DE.error(L, "'" + Name + " " + S.Name + "' in group " + Want.Group + " after '.attach_to_group' put " + S.Name +
                      " in it is not supported");
      return;
    }
    S.Declarations.push_back({Want.Flags, Want.Type, Want.EntSize, L, Statements});
    if (S.Flags.empty() && S.Type.empty()) { // GNU as keeps a section's first attributes
      S.Flags = Want.Flags;
      S.Type = Want.Type;
      S.EntSize = Want.EntSize;
      S.Comdat = Want.Comdat;
    }
    if (Info->Kind == DirKind::PushSection)
      SecStack.push_back({CurSec, CurSub, PrevSec});
    switchTo(Idx, Sub);
    return;
  }
  case DirKind::PopSection: {
    if (SecStack.empty()) { // gas (obj-elf.c): warning, ignored
      DE.warning(L, "'.popsection' without a matching '.pushsection'; ignored");
      return;
    }
    auto [C, Sub, P] = SecStack.back();
    SecStack.pop_back();
    switchTo(C ? *C : sectionIndex(".text"), Sub);
    PrevSec = P;
    return;
  }
  case DirKind::Previous:
    if (!PrevSec) { // gas: warning, ignored
      DE.warning(L, "'.previous' without a previous section; ignored");
      return;
    }
    switchTo(PrevSec->Sec, PrevSec->Sub); // GNU as starts in .text: the first switch leaves it
    return;
  case DirKind::Bind:
    for (size_t I = 0; I < Args.size(); ++I)
      if (auto N = symName(I)) {
        // GNU as lets .weak override .global and .local, in either order (S_SET_EXTERNAL).
        ir::Symbol &S = M.symbol(*N);
        if (S.Bind != ir::Binding::Weak) {
          S.Bind = ir::Binding(Info->Arg);
          if (Info->Arg == 0) // `.local`: a later `.comm` is a local common (GNU as: in .bss)
            MadeLocal.insert(*N);
        }
      }
    break;
  case DirKind::Weakref: {
    // GNU as: ALIAS stands for TARGET (no symbol of its own); TARGET, if it is
    // not defined here and named only through such aliases, is a weak undefined
    // symbol. The directive stays for the printer (an equate would not say weak).
    auto A = symName(0);
    auto T = symName(1);
    if (!A || !T)
      return;
    if (Args.size() != 2) {
      DE.error(L, "'.weakref' expects an alias and a target");
      return;
    }
    ir::Symbol &S = M.symbol(*A);
    if (S.Defined || LabelDefs.count(*A)) {
      DE.error(L, "symbol '" + *A + "' is already defined");
      return;
    }
    bool TargetUsed = M.symbol(*T).Used;
    bindEquate(*A, Expr::symbol(*T, Args[1].Loc), false);
    M.symbol(*T).Used = TargetUsed; // through the alias is not a direct use
    S.Defined = true;
    S.Loc = L;
    Weakrefs.emplace_back(*A, *T);
    keep(Name, Args, std::move(Raw), L);
    return;
  }
  case DirKind::Visibility:
    for (size_t I = 0; I < Args.size(); ++I)
      if (auto N = symName(I))
        M.symbol(*N).Visibility = Name == ".internal" ? 1 : Name == ".hidden" ? 2 : 3;
    break;
  case DirKind::Type: {
    auto N = symName(0);
    if (!N)
      return;
    std::string T = Args.size() > 1 ? Args[1].Text : "";
    if (!T.empty() && (T[0] == '@' || T[0] == '%'))
      T.erase(0, 1);
    // GNU as also takes the ELF names (`.type f, STT_FUNC`).
    static const std::pair<const char *, const char *> ElfNames[] = {
        {"STT_FUNC", "function"}, {"STT_GNU_IFUNC", "gnu_indirect_function"}, {"STT_OBJECT", "object"},
        {"STT_COMMON", "common"}, {"STT_TLS", "tls_object"}, {"STT_NOTYPE", "notype"}};
    for (auto [Elf, Gas] : ElfNames)
      if (T == Elf)
        T = Gas;
    ir::SymType Ty;
    if (T == "function" || T == "gnu_indirect_function") Ty = ir::SymType::Func;
    else if (T == "object" || T == "common" || T == "gnu_unique_object") Ty = ir::SymType::Object;
    else if (T == "tls_object") Ty = ir::SymType::TLS;
    else if (T == "notype") Ty = ir::SymType::NoType;
    else {
      DE.error(Args.size() > 1 ? Args[1].Loc : L,
               "'.type' expects @function, @gnu_indirect_function, @object, @gnu_unique_object, @tls_object, "
               "@common or @notype");
      return;
    }
    ir::Symbol &S = M.symbol(*N);
    if (S.CommonSize && S.Bind != ir::Binding::Local && !S.Defined && !LabelDefs.count(*N) && T != "object" &&
        T != "common") { // GNU as (obj_elf_type) keeps a common symbol's STT_OBJECT
      DE.error(Args[1].Loc, "cannot change type of common symbol '" + *N + "'");
      return;
    }
    if (T == "common") { // GNU as (obj_elf_type): a common symbol of size 0 unless one is defined
      if (S.Defined || LabelDefs.count(*N)) {
        DE.error(Args[1].Loc, "symbol '" + *N + "' is already defined");
        return;
      }
      S.CommonSize = S.CommonSize.value_or(0);
      if (S.Bind == ir::Binding::Local)
        S.Bind = ir::Binding::Global;
    }
    S.Type = Ty; // the GNU types are read from the directive by the emitter (gnuSymbolTypes)
    break;
  }
  case DirKind::Size: {
    auto N = symName(0);
    if (!N)
      return;
    if (Args.size() != 2 || !Args[1].E) {
      DE.error(L, "'.size' expects a symbol and an expression");
      return;
    }
    // A name spelled like a register is the register in an expression, even
    // after a label of that name (`f1: ... .size f1, .-f1`): GNU as's error.
    if (Args[1].K == DirArg::Expr && registerIn(*Args[1].E, Args[1].Source)) {
      DE.error(Args[1].Loc, ".size expression for " + *N + " does not evaluate to a constant");
      return;
    }
    // GNU as (obj_elf_size) takes a value that is constant now as it is now:
    // `Q = 3`, `.size x, Q`, `Q = 2` sizes x 3.
    if (Args[1].E->K != Expr::Constant)
      if (auto V = evaluate(*Args[1].E, [this](const std::string &S) { return equateExpr(S); })) {
        Args[1].E = Expr::constant(uint64_t(*V), Args[1].Loc);
        Args[1].K = DirArg::Expr;
      }
    M.symbol(*N).Size = Args[1].E;
    break;
  }
  case DirKind::Set: {
    auto N = symName(0);
    if (!N)
      return;
    if (Args.size() != 2 || !Args[1].E) {
      DE.error(L, "'" + Name + "' expects a symbol and an expression");
      return;
    }
    Reg R;
    std::optional<Reg> Alias;
    if (Args[1].K == DirArg::Name) {
      NameKind K = resolveName(Args[1].Text, Args[1].Loc, R);
      if (K == NameKind::Error)
        return;
      if (K == NameKind::Register)
        Alias = R;
    }
    if (equateRefused(*N, Name == ".equiv" || Name == ".eqv", L))
      return;
    ir::Symbol &S = M.symbol(*N);
    if (Alias) {
      Aliases[*N] = *Alias;
      S.Value = nullptr;
      S.RegAlias = true;
    } else {
      Aliases.erase(*N);
      S.RegAlias = false;
      bindEquate(*N, Args[1].E, Name == ".eqv");
      S.Defined = true;
      S.Loc = L;
    }
    break;
  }
  case DirKind::Comm:
  case DirKind::LComm: {
    auto N = symName(0);
    if (!N)
      return;
    auto Size = constArg(1, "a size");
    if (!Size)
      return;
    if (Info->Kind == DirKind::LComm && Args.size() < 3) { // GNU as IA-64: .lcomm NAME, SIZE, ALIGN
      DE.error(L, "expected alignment after size ('.lcomm " + *N + ", size, alignment')");
      return;
    }
    // A local common (`.lcomm`, `.local` then `.comm`) is GNU as's space in
    // .bss, typed only by `.comm`; a `.comm` is global.
    bool Local = Info->Kind == DirKind::LComm || MadeLocal.count(*N);
    std::optional<int64_t> Align;
    if (Args.size() > 2 && !(Align = constArg(2, "an alignment")))
      return;
    if (Align && *Align < 0) { // GNU as's obj-elf parse_align
      DE.warning(Args[2].Loc, "alignment negative; 0 assumed");
      Align = 0;
    }
    if (Align && Local && (*Align & (*Align - 1))) { // it takes the log2 of a .bss alignment
      DE.error(Args[2].Loc, "alignment not a power of 2");
      return;
    }
    ir::Symbol &S = M.symbol(*N);
    S.CommonSize = uint64_t(*Size);
    if (Align)
      S.CommonAlign = uint64_t(*Align);
    S.Bind = Local ? ir::Binding::Local : ir::Binding::Global;
    if (Local)
      sectionIndex(".bss");
    if (Info->Kind == DirKind::Comm)
      S.Type = Info->Arg == 1 ? ir::SymType::TLS : ir::SymType::Object;
    break;
  }
  case DirKind::Proc: {
    auto N = symName(0);
    if (!N)
      return;
    if (ProcIndex) {
      DE.error(L, "'.proc " + *N + "' inside procedure '" + M.Procedures[*ProcIndex].Name +
                      "' (missing '.endp')");
      return;
    }
    closeBareBundle();
    keep(Name, Args, std::move(Raw), L);
    for (size_t I = 0; I < Args.size(); ++I)
      if (Args[I].K == DirArg::Name)
        M.symbol(ir::withoutHashSuffix(Args[I].Text)).Type = ir::SymType::Func;
    ProcPending.clear();
    for (const DirArg &A : Args)
      if (A.K == DirArg::Name)
        ProcPending.push_back(ir::withoutHashSuffix(A.Text));
    ir::Procedure P;
    P.Name = *N;
    P.Section = unsigned(curIndex());
    P.Begin = stmtCount(curIndex()) - 1;
    P.Loc = L;
    M.Procedures.push_back(P);
    ProcSubs.push_back(CurSub);
    ProcIndex = M.Procedures.size() - 1;
    return;
  }
  case DirKind::Endp: {
    if (!ProcIndex) {
      DE.error(L, ".endp outside of procedure"); // GNU as's words
      return;
    }
    closeBareBundle();
    ir::Procedure &P = M.Procedures[*ProcIndex];
    checkEndpNames(Args, L);
    if (P.Section != curIndex() || ProcSubs[*ProcIndex] != CurSub) {
      DE.error(L, "'.endp' is in a different " + std::string(P.Section != curIndex() ? "section" : "subsection") +
                      " than '.proc " + P.Name + "'");
      ProcIndex.reset();
      return;
    }
    std::vector<DirArg> Named; // without the empty ones (`.endp f,`)
    for (const DirArg &A : Args)
      if (!A.Text.empty() || !A.Source.empty() || A.E)
        Named.push_back(A);
    keep(Name, Named, std::move(Raw), L);
    P.End = stmtCount(curIndex());
    ProcIndex.reset();
    return;
  }
  case DirKind::DataInt:
  case DirKind::DataFloat:
  case DirKind::String:
    dataDirective(*Info, Name, Args, L, 0);
    return;
  case DirKind::XData:
    dataDirective(*Info, Name, Args, L, 1);
    return;
  case DirKind::Skip:
  case DirKind::Fill: {
    if (Args.empty() || Args.size() > (Info->Kind == DirKind::Fill ? 3u : 2u) || !Args[0].E) {
      DE.error(L, "'" + Name + "' expects a count" +
                      (Info->Kind == DirKind::Fill ? ", a size and a value" : " and a fill value"));
      return;
    }
    ir::Data D;
    D.K = ir::Data::Fill;
    D.Directive = Name;
    D.Loc = L;
    D.Size = Info->Size ? Info->Size : 1;
    D.WholeValue = Info->Size != 0;
    D.Values.push_back(Args[0].E);
    size_t ValueArg = 1;
    if (Info->Kind == DirKind::Fill && Args.size() > 1) {
      auto S = constArg(1, "a fill size");
      if (!S)
        return;
      if (*S < 0) { // GNU as's words
        DE.warning(Args[1].Loc, "size negative; .fill ignored");
        return;
      }
      if (*S == 0) // GNU as writes nothing
        return;
      if (*S > 8)
        DE.warning(Args[1].Loc, ".fill size clamped to 8");
      D.Size = unsigned(std::min<int64_t>(*S, 8));
      ValueArg = 2;
    }
    D.Values.push_back(ValueArg < Args.size() && Args[ValueArg].E ? dataValue(Args[ValueArg].E, 1, DE)
                                                                  : Expr::constant(0, L));
    append(std::move(D));
    return;
  }
  case DirKind::DcbFloat: { // `.dcb.s/.d/.x COUNT[, VALUE]`: COUNT unaligned reals
    if (Args.empty() || Args.size() > 2 || !Args[0].E) {
      DE.error(L, "'" + Name + "' expects a count and a value");
      return;
    }
    auto N = constArg(0, "a count");
    if (!N)
      return;
    if (*N <= 0) { // GNU as writes nothing for a count below 1, but still reads the value: the
                   // emitter checks the literal (`.dcb.s 0, 0x1234abc` is junk, `.dcb.x 0, nan` refused)
      if (Args.size() == 2 && Args[1].E) {
        ir::Directive K;
        K.Name = Name;
        K.Args = {Args[0].E, Expr::floating(Args[1].Source, Args[1].Loc)};
        K.Raw = std::move(Raw);
        K.Loc = L;
        append(std::move(K));
      }
      return;
    }
    ir::Data D;
    D.Loc = L;
    if (Args.size() < 2 || !Args[1].E) { // zeros: gas's .dcb.x takes 12 bytes per element then
      D.K = ir::Data::Fill;
      D.Directive = ".skip";
      D.Size = 1;
      D.Values = {Expr::constant(uint64_t(*N) * (Info->Size == 10 ? 12 : Info->Size), L), Expr::constant(0, L)};
      append(std::move(D));
      return;
    }
    // The value is a float literal to GNU as (`0x1234` is 1234.0: the `0x` is skipped like `0f`).
    ExprRef V = Expr::floating(Args[1].Source, Args[1].Loc);
    D.K = ir::Data::Float;
    D.Size = Info->Size;
    D.Unaligned = true;
    D.Directive = "real" + std::to_string(Info->Size) + ".ua"; // what sched prints
    D.Values.assign(size_t(*N), V);
    append(std::move(D));
    return;
  }
  case DirKind::RegStk: {
    if (Args.size() != 4) {
      DE.error(L, "'.regstk' expects ins, locals, outs, rotating");
      return;
    }
    std::vector<int64_t> V;
    for (size_t I = 0; I < 4; ++I) {
      auto C = constArg(I, "frame sizes");
      if (!C)
        return;
      V.push_back(*C);
    }
    if (!setFrame(V, L, ".regstk"))
      return;
    break;
  }
  case DirKind::Rot: {
    // .rotr a[4], b[2]: names for consecutive rotating registers, from r32,
    // f32 or p16 (GNU as tc-ia64.c dot_rot); a new .rot* replaces old names
    // of the same file.
    static const RegFile Files[] = {RegFile::GR, RegFile::FR, RegFile::PR};
    static const unsigned Bases[] = {32, 32, 16}, Limits[] = {96, 96, 48};
    RegFile F = Files[Info->Arg];
    for (auto It = RotNames.begin(); It != RotNames.end();)
      It = It->second.File == F ? RotNames.erase(It) : std::next(It);
    unsigned Next = 0;
    for (const DirArg &A : Args) {
      if (A.K != DirArg::Indexed) {
        DE.error(A.Loc, "'" + Name + "' expects NAME[COUNT] arguments");
        return;
      }
      auto C = constant(*A.E, A.Loc, "rotating register count");
      if (!C)
        return;
      if (*C <= 0 || Next + *C > Limits[Info->Arg]) {
        DE.error(A.Loc, "too many rotating registers for '" + Name + "' (at most " +
                            std::to_string(Limits[Info->Arg]) + ")");
        return;
      }
      if (F == RegFile::GR && Next + *C > Frame.Rotating) { // GNU as: no frame declares 0
        DE.error(A.Loc, "'.rotr' uses more than the " + std::to_string(Frame.Rotating) +
                            " rotating registers of the current frame");
        return;
      }
      RotNames[ir::withoutHashSuffix(A.Text)] = {F, Bases[Info->Arg] + Next, unsigned(*C)};
      Next += unsigned(*C);
    }
    break;
  }
  case DirKind::VReg:
    for (const DirArg &A : Args) {
      if (A.K != DirArg::Name) {
        DE.error(A.Loc, "'.vreg' expects names");
        return;
      }
      if (ir::lookupRegister(A.Text, Frame).K != ir::RegLookup::NotARegister) {
        DE.error(A.Loc, "'" + A.Text + "' is a register name and cannot be a .vreg");
        return;
      }
      if (!VRegs.count(A.Text)) {
        VRegs[A.Text] = unsigned(M.VRegs.size());
        M.VRegs.push_back(A.Text);
      }
    }
    break;
  case DirKind::VRegPool:
    for (const DirArg &A : Args) {
      Reg Lo, Hi;
      bool Ok = false;
      if (A.K == DirArg::Name) {
        Ok = resolveName(A.Text, A.Loc, Lo) == NameKind::Register;
        Hi = Lo;
      } else if (isRegisterArg(A)) {
        Ok = resolveName(A.E->LHS->Name, A.Loc, Lo) == NameKind::Register &&
             resolveName(A.E->RHS->Name, A.Loc, Hi) == NameKind::Register;
      }
      if (!Ok || Lo.File != RegFile::GR || Hi.File != RegFile::GR || Hi.Num < Lo.Num) {
        DE.error(A.Loc, "'.vregpool' expects general registers or ranges like r40-r47");
        return;
      }
      for (unsigned N = Lo.Num; N <= Hi.Num; ++N)
        M.VRegPool.push_back(Reg::gr(N));
    }
    break;
  case DirKind::Align:
    break;
  case DirKind::Keep:
    if (Name.starts_with(".pred."))
      return predDirective(Name, Args, std::move(Raw), L);
    if (Name == ".uleb128" || Name == ".sleb128")
      return lebDirective(Name, Args, L);
    if (Name == ".incbin")
      return incbin(Args, L);
    if (Name == ".ident")
      identDirective(Args, L);
    if (Name == ".gnu_attribute")
      return gnuAttribute(Args, std::move(Raw), L);
    if (Name == ".loc") // its operands' expressions, evaluated as GNU as does on the line
      if (auto N = locOperandsEvaluated(Raw, [this](const std::string &S) { return equateExpr(S); }))
        Raw = std::move(*N);
    if (Name == ".attach_to_group")
      return attachToGroup(Args, L);
    if (Name == ".loc_mark_labels") { // GNU as: an absolute 0 or 1 (none: 0)
      int64_t V = 0;
      if (Args.size() > 1) {
        DE.error(Args[1].Loc, "junk at end of line, first unrecognized character is `,'");
        return;
      }
      if (!Args.empty()) {
        auto C = Args[0].E ? evaluate(*Args[0].E, [this](const std::string &N) { return equateExpr(N); })
                           : std::nullopt;
        if (!C) {
          DE.error(Args[0].Loc, "bad or irreducible absolute expression");
          return;
        }
        if (*C != 0 && *C != 1) {
          DE.error(Args[0].Loc, "expected 0 or 1");
          return;
        }
        V = *C;
      }
      ir::Directive D;
      D.Name = Name;
      D.Words = {V ? "1" : "0"};
      D.Raw = std::move(Raw);
      D.Loc = L;
      append(std::move(D));
      return;
    }
    if (Name == ".stabs" || Name == ".stabn" || Name == ".stabd")
      return stabDirective(Name, Args, std::move(Raw), L);
    if (Name == ".file" && Args.size() == 1 && Args[0].K == DirArg::String)
      LogicalFile = Args[0].Text;
    // HP-UX's entry-point hint: GNU as only refers to the names (an undefined one becomes an
    // undefined symbol) and takes each once in a file.
    if (Name == ".entry") {
      for (const DirArg &A : Args) {
        if (A.K != DirArg::Name) {
          DE.error(A.Loc, "'.entry' expects symbol names");
          return;
        }
        if (!EntryHints.insert(ir::withoutHashSuffix(A.Text)).second) {
          DE.error(A.Loc, "duplicate entry hint " + A.Text);
          return;
        }
        symbolRef(A.Text);
      }
      break; // kept: sched prints it again
    }
    // gas (IA-64) knows one radix, C's: `.radix C`, `.radix c#`; `.radix` alone changes nothing.
    if (Name == ".radix" && !(Raw.empty() || Raw == "c" || Raw == "C" || Raw == "c#" || Raw == "C#")) {
      DE.error(L, "radix '" + Raw + "' is not supported (only C)");
      return;
    }
    break;
  case DirKind::Unsupported:
    DE.error(L, "'" + Name + "' is not supported");
    return;
  case DirKind::Func:
    if (std::exchange(FuncOpen, true))
      DE.error(L, ".endfunc missing for previous .func"); // GNU as's words
    break;
  case DirKind::EndFunc:
    if (!std::exchange(FuncOpen, false)) {
      DE.error(L, "missing .func");
      return;
    }
    break;
  case DirKind::Mri: {
    auto V = constArg(0, "0 or 1");
    if (V && *V)
      DE.error(L, "'.mri " + std::to_string(*V) + "': GNU as's MRI compatibility mode is not supported");
    if (!V || *V)
      return;
    break;
  }
  case DirKind::Fail: {
    auto V = constArg(0, "a number");
    if (!V)
      return;
    const std::string Msg = ".fail " + std::to_string(*V) + " encountered";
    if (*V >= 500)
      DE.warning(L, Msg);
    else
      DE.error(L, Msg);
    return;
  }
  case DirKind::Linkonce:
    DE.warning(L, ".linkonce is not supported for this object file format"); // GNU as's ELF words
    return;
  }
  keep(Name, Args, std::move(Raw), L);
}

void Builder::finish(SourceLoc End) {
  placePendingTags();
  copyAttributesAtEnd();
  for (const auto &[A, T] : Weakrefs) {
    ir::Symbol &Target = M.symbol(T);
    if (M.symbol(A).Used && !Target.Used && !Target.Defined && Target.Bind == ir::Binding::Local) {
      Target.Bind = ir::Binding::Weak;
      Target.Used = true;
    }
  }
  // A target only `.weakref` named (no use through an alias or directly, no
  // binding, type, visibility or size) is no symbol: GNU as drops it.
  for (const auto &[A, T] : Weakrefs)
    if (auto It = M.Symbols.find(T); It != M.Symbols.end()) {
      const ir::Symbol &S = It->second;
      if (!S.Used && !S.Defined && !S.Value && S.Bind == ir::Binding::Local && S.Type == ir::SymType::NoType &&
          !S.Visibility && !S.Size && !S.CommonSize)
        M.Symbols.erase(It);
    }
  closeBareBundle();
  if (InBrace)
    DE.error(BraceLoc, "bundle opened here is not closed with '}'");
  if (ProcIndex)
    DE.error(M.Procedures[*ProcIndex].Loc,
             "'.proc " + M.Procedures[*ProcIndex].Name + "' is not closed by '.endp'");
  for (const Forward &F : Forwards) {
    auto It = LocalDefs.find(F.N);
    if (It == LocalDefs.end() || It->second <= F.Instance)
      DE.error(F.Loc, "local label '" + std::to_string(F.N) + "f' has no following definition");
  }
  finishStabs();
  orderSubsections();
  if (CurSec)
    M.EndSection = unsigned(*CurSec);
}

} // namespace epic::frontend
