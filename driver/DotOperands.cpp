#include "driver/DotOperands.h"
#include "emitter/Target.h"
#include <algorithm>
#include <map>
#include <set>

namespace epic::driver {

namespace {
/// `.` in expressions, also through an equate read at each use (`X == .`, `.eqv`): GNU as
/// takes that `.` where it reads the use.
class DotNames {
public:
  explicit DotNames(const ir::Module &M) {
    for (const ir::Section &S : M.Sections)
      for (const ir::Stmt &St : S.Stmts)
        if (const auto *D = std::get_if<ir::Directive>(&St);
            D && (D->Name == "==" || D->Name == ".eqv") && !D->Words.empty() && !D->Args.empty() && D->Args[0])
          Lazy[D->Words[0]] = D->Args[0]; // (the last definition: a redefined one is rare)
    for (auto It = Lazy.begin(); It != Lazy.end();)
      It = names(*It->second) ? std::next(It) : Lazy.erase(It);
    for (const ir::Section &S : M.Sections)
      for (const ir::Stmt &St : S.Stmts)
        if (const auto *L = std::get_if<ir::Label>(&St))
          Labels.insert(L->Name);
  }
  /// E names a label.
  bool namesLabel(const ir::Expr &E) const {
    return (E.K == ir::Expr::Symbol && Labels.count(E.Name)) || (E.LHS && namesLabel(*E.LHS)) ||
           (E.RHS && namesLabel(*E.RHS));
  }
  /// E subtracts labels (`L0 - 1b`): GNU as folds such a difference of labels defined before
  /// the instruction when it parses it, with the values queued labels had then.
  bool subtractsLabels(const ir::Expr &E) const {
    if (E.K == ir::Expr::Binary && E.Op == ir::ExprOp::Sub && namesLabel(*E.LHS) && namesLabel(*E.RHS))
      return true;
    return (E.LHS && subtractsLabels(*E.LHS)) || (E.RHS && subtractsLabels(*E.RHS));
  }
  /// R, without `.`, is a difference of labels GNU as folded (keepDotOperands prints the constant).
  bool foldedLabels(const emit::RecordedOperand &R) const {
    return R.Folded && R.V.isAbsolute() && !names(*R.Operand->E) && subtractsLabels(*R.Operand->E);
  }
  /// I has an immediate operand naming `.` or a label.
  bool wanted(const ir::Inst &I) const {
    if (names(I))
      return true;
    for (const auto *Ops : {&I.Outs, &I.Ins})
      for (const ir::Operand &O : *Ops)
        if (O.K == ir::Operand::Imm && O.E && subtractsLabels(*O.E))
          return true;
    return false;
  }
  bool names(const ir::Expr &E, unsigned Depth = 0) const {
    if (E.K == ir::Expr::Dot)
      return true;
    if (auto L = Lazy.find(E.Name); E.K == ir::Expr::Symbol && L != Lazy.end() && Depth < 16 && names(*L->second, Depth + 1))
      return true;
    return (E.LHS && names(*E.LHS, Depth)) || (E.RHS && names(*E.RHS, Depth));
  }
  bool names(const ir::Inst &I) const {
    for (const auto *Ops : {&I.Outs, &I.Ins})
      for (const ir::Operand &O : *Ops)
        if (O.K == ir::Operand::Imm && O.E && names(*O.E))
          return true;
    return false;
  }
  /// E with every `.` (the equates' included) replaced by the symbol `Name`.
  ir::ExprRef replace(const ir::ExprRef &E, const std::string &Name, unsigned Depth = 0) const {
    if (!E || !names(*E))
      return E;
    if (E->K == ir::Expr::Dot)
      return ir::Expr::symbol(Name, E->Loc);
    if (auto L = Lazy.find(E->Name); E->K == ir::Expr::Symbol && L != Lazy.end() && Depth < 16)
      return replace(L->second, Name, Depth + 1);
    ir::Expr X = *E;
    X.LHS = replace(E->LHS, Name, Depth);
    X.RHS = replace(E->RHS, Name, Depth);
    return std::make_shared<const ir::Expr>(std::move(X));
  }

private:
  std::map<std::string, ir::ExprRef> Lazy; // equates read at each use whose value names `.`
  std::set<std::string> Labels;             // every label's name
};

std::string hex(uint64_t V) {
  char Buf[24];
  snprintf(Buf, sizeof Buf, "0x%llx", static_cast<unsigned long long>(V));
  return Buf;
}
} // namespace

std::optional<emit::AssemblyResult> assembleLikeGas(const ir::Module &M, const ir::SourceManager &SM,
                                                    ir::Mode DefaultMode, std::function<bool(const ir::Inst &)> Of) {
  auto T = emit::makeIsaTarget();
  if (!T)
    return std::nullopt;
  auto Rules = emit::makeIsaGroupRules();
  emit::AssembleOptions Opts;
  Opts.GnuLayout = true;
  Opts.HonourSourceStops = false; // GNU as ignores `;;` in auto-mode code (as `asm`)
  Opts.KeepLocals = true;
  Opts.DefaultMode = DefaultMode;
  Opts.RecordOperandsOf = std::move(Of);
  ir::DiagnosticEngine Quiet(SM);
  return emit::assemble(M, *T, Rules.get(), Quiet, Opts);
}

llvm::Error keepDotOperands(ir::Module &M, const ir::SourceManager &SM, ir::Mode DefaultMode,
                            std::optional<DotValues> *SourceValues) {
  if (SourceValues)
    *SourceValues = DotValues{};
  const DotNames Dots(M);
  const ir::Inst *First = nullptr, *FirstDot = nullptr;
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts)
      if (const auto *I = std::get_if<ir::Inst>(&St); I && !FirstDot && Dots.wanted(*I)) {
        First = First ? First : I;
        FirstDot = Dots.names(*I) ? I : nullptr;
      }
  if (!First)
    return llvm::Error::success(); // (most files: nothing assembled, nothing held)
  // Where each instruction of M stands.
  std::map<const ir::Inst *, std::pair<unsigned, size_t>> StmtOf;
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    for (size_t K = 0; K < M.Sections[S].Stmts.size(); ++K)
      if (const auto *I = std::get_if<ir::Inst>(&M.Sections[S].Stmts[K]))
        StmtOf[I] = {S, K};
  auto Obj = assembleLikeGas(M, SM, DefaultMode, [&](const ir::Inst &I) { return Dots.wanted(I); });
  if (SourceValues) // (before the operands change; nullopt when the source does not assemble)
    *SourceValues = Obj ? dotValues(M, SM, DefaultMode, {}, &*Obj) : std::nullopt;
  if (!Obj && !FirstDot)
    return llvm::Error::success(); // (not GNU as's input, e.g. virtual registers: differences kept as written)
  if (!Obj)
    return ir::makeError(FirstDot->Loc, "'.' in an operand is where GNU as's layout of the source has written its "
                                     "bytes so far, and the source does not assemble (see `asm`): sched cannot "
                                     "keep its value");
  // The first instruction of the source in each bundle of GNU as's layout.
  std::map<std::pair<unsigned, uint64_t>, const ir::Inst *> Starts;
  for (const emit::InstPlace &P : Obj->Places)
    if (StmtOf.count(P.Inst))
      Starts.emplace(std::pair{P.Section, P.Bundle}, P.Inst);
  // A label before the instruction starting the bundle at (Section, Offset).
  std::map<std::pair<unsigned, uint64_t>, std::string> Labels;
  std::vector<std::pair<const ir::Inst *, std::string>> Inserts;
  auto labelAt = [&](unsigned Section, uint64_t Offset, const ir::Operand &O,
                     const char *What) -> llvm::Expected<std::string> {
    auto Start = Starts.find({Section, Offset});
    if (Start == Starts.end())
      return ir::makeError(O.Loc, std::string(What) + " is offset " + hex(Offset) + " of " +
                                      M.Sections[Section].Name +
                                      " in GNU as's layout of the source, where no instruction starts a bundle: "
                                      "sched cannot place it in the scheduled code");
    auto [It, New] = Labels.try_emplace({Section, Offset});
    if (New) {
      std::string Name;
      for (size_t N = Labels.size() - 1; Name.empty() || M.Symbols.count(Name); ++N)
        Name = ".Ldot$" + std::to_string(N);
      It->second = Name;
      Inserts.push_back({Start->second, Name});
    }
    return It->second;
  };
  for (const emit::RecordedOperand &R : Obj->Operands) {
    if (!R.Operand->E)
      continue;
    auto &O = const_cast<ir::Operand &>(*R.Operand); // an operand of M (StmtOf holds its instruction)
    if (!Dots.names(*O.E)) {
      // A difference of labels GNU as folded: a queued label's value then is not its address,
      // and the scheduled layout queues other labels (`L0 - 1b`: 0 in the source, 16 printed).
      if (Dots.foldedLabels(R))
        O.E = ir::Expr::constant(uint64_t(R.V.Addend), O.E->Loc);
      continue;
    }
    if (R.Folded) {
      O.E = ir::Expr::constant(uint64_t(R.V.Addend), O.E->Loc);
    } else if (R.V.K == emit::Value::SectionRel && !R.V.Op && R.V.Section == R.Section) {
      auto L = labelAt(R.Section, uint64_t(R.V.Addend), O, ("'" + ir::toString(*O.E) + "'").c_str());
      if (!L)
        return L.takeError();
      O.E = ir::Expr::symbol(*L, O.E->Loc);
    } else {
      auto L = labelAt(R.Section, R.Dot, O, "'.' here");
      if (!L)
        return L.takeError();
      O.E = Dots.replace(O.E, *L);
    }
  }
  // The labels, last statement first (indices stay valid), before a brace that opens the bundle.
  // What each label needs of its instruction is copied first: an insertion
  // may move the statements, and the instructions with them.
  struct Insert {
    size_t Section, At;
    std::string Name;
    ir::SourceLoc Loc;
    decltype(ir::Inst::Order) Order;
  };
  std::vector<Insert> Plan;
  for (const auto &[I, Name] : Inserts)
    Plan.push_back({StmtOf[I].first, StmtOf[I].second, Name, I->Loc, I->Order});
  std::stable_sort(Plan.begin(), Plan.end(), [](const Insert &A, const Insert &B) {
    return std::pair(A.Section, A.At) > std::pair(B.Section, B.At);
  });
  for (Insert &In : Plan) {
    const size_t S = In.Section;
    size_t At = In.At;
    auto &Stmts = M.Sections[S].Stmts;
    for (size_t K = At; K-- > 0;) {
      if (std::holds_alternative<ir::BundleBegin>(Stmts[K])) {
        At = K;
        break;
      }
      if (!std::holds_alternative<ir::Directive>(Stmts[K]) && !std::holds_alternative<ir::Label>(Stmts[K]))
        break;
    }
    Stmts.insert(Stmts.begin() + std::ptrdiff_t(At), ir::Label{In.Name, In.Loc, In.Order});
    ir::Symbol &Sym = M.symbol(In.Name);
    Sym.Name = In.Name;
    Sym.Defined = true;
    Sym.Loc = In.Loc;
    for (ir::Procedure &P : M.Procedures)
      if (P.Section == S) {
        P.Begin += At < P.Begin;
        P.End += At < P.End;
      }
  }
  return llvm::Error::success();
}

namespace {
DotValues::Place placeOf(const ir::Inst &I) { return {I.Loc.File, I.Loc.Line, I.Loc.Col}; }

std::string describe(const emit::Value &V, bool Folded) {
  if (V.isAbsolute())
    return std::to_string(V.Addend) + (Folded ? "" : " (resolved at the end)");
  if (V.K == emit::Value::SectionRel && !V.Op)
    return "a code address";
  return (V.Op ? "@" + std::string(ir::relocOpName(*V.Op)) + " of " : std::string()) +
         (V.K == emit::Value::SymbolRel ? V.Symbol : std::string("a section")) + (V.Addend ? " + addend" : "");
}
} // namespace

std::optional<DotValues> dotValues(const ir::Module &M, const ir::SourceManager &SM, ir::Mode DefaultMode,
                                   std::function<bool(const ir::Inst &)> Of, const emit::AssemblyResult *Layout) {
  const bool OnlyDot = !Of;
  const DotNames Dots(M);
  if (OnlyDot) {
    Of = [&](const ir::Inst &I) { return Dots.wanted(I); };
    if (std::none_of(M.Sections.begin(), M.Sections.end(), [&](const ir::Section &S) {
          return std::any_of(S.Stmts.begin(), S.Stmts.end(), [&](const ir::Stmt &St) {
            const auto *I = std::get_if<ir::Inst>(&St);
            return I && Dots.wanted(*I);
          });
        }))
      return DotValues{}; // nothing to assemble for
  }
  std::optional<emit::AssemblyResult> Own;
  if (!Layout && !(Own = assembleLikeGas(M, SM, DefaultMode, Of)))
    return std::nullopt;
  const emit::AssemblyResult *Obj = Layout ? Layout : &*Own;
  DotValues R;
  std::map<unsigned, std::vector<std::pair<uint64_t, DotValues::Place>>> BySection;
  for (const emit::InstPlace &P : Obj->Places)
    if (P.Inst->Loc.isValid()) {
      R.Insts.push_back(placeOf(*P.Inst));
      BySection[P.Section].push_back({P.Bundle, placeOf(*P.Inst)});
    }
  std::map<const ir::Inst *, unsigned> Occurrence;
  std::map<DotValues::Place, unsigned> Seen;
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts)
      if (const auto *I = std::get_if<ir::Inst>(&St); I && Of(*I))
        Occurrence[I] = Seen[placeOf(*I)]++;
  std::map<const ir::Inst *, unsigned> Index;
  for (const emit::RecordedOperand &RO : Obj->Operands) {
    unsigned K = Index[RO.Inst]++;
    const bool Labels = Dots.foldedLabels(RO);
    if (OnlyDot && !Dots.names(*RO.Operand->E) && !Labels)
      continue; // (a difference of labels: only one gas folds, keepDotOperands's constants)
    DotValues::Operand O{RO.Inst->Loc, Occurrence[RO.Inst], K, RO.V, RO.Folded, Labels, {}};
    if (RO.V.K == emit::Value::SectionRel && !RO.V.Op)
      for (const auto &[At, P] : BySection[RO.V.Section])
        if (At < uint64_t(RO.V.Addend))
          O.Before.push_back(P);
    R.Operands.push_back(std::move(O));
  }
  return R;
}

std::optional<std::pair<ir::SourceLoc, std::string>>
changedDotValue(const DotValues &Source, const ir::Module &Scheduled, const ir::SourceManager &SM) {
  if (Source.Operands.empty())
    return std::nullopt;
  std::set<DotValues::Place> Wanted;
  for (const DotValues::Operand &O : Source.Operands)
    Wanted.insert({O.Loc.File, O.Loc.Line, O.Loc.Col});
  // What GNU as reads: the printed module is explicit, without mode directives.
  ir::Module Printed = Scheduled;
  for (ir::Section &S : Printed.Sections)
    std::erase_if(S.Stmts, [](const ir::Stmt &St) {
      const auto *D = std::get_if<ir::Directive>(&St);
      return D && ir::isModeDirective(D->Name);
    });
  auto Out = dotValues(Printed, SM, ir::Mode::Explicit,
                       [&](const ir::Inst &I) { return Wanted.count(placeOf(I)) > 0; });
  if (!Out)
    return std::pair{Source.Operands.front().Loc, std::string("the scheduled code does not assemble as GNU as reads it")};
  // Instructions both objects have (not the srlz or nops either one inserts).
  std::set<DotValues::Place> InSource(Source.Insts.begin(), Source.Insts.end()), Common;
  for (const DotValues::Place &P : Out->Insts)
    if (InSource.count(P))
      Common.insert(P);
  auto common = [&](std::vector<DotValues::Place> V) {
    std::erase_if(V, [&](const DotValues::Place &P) { return !Common.count(P); });
    std::sort(V.begin(), V.end());
    // (as a set: a place can name two instructions, e.g. a branch validate keeps and its copy)
    V.erase(std::unique(V.begin(), V.end()), V.end());
    return V;
  };
  std::map<DotValues::Place, unsigned> AtPlace; // instructions naming `.` at one place (a macro's body)
  for (const DotValues::Operand &O : Source.Operands)
    AtPlace[{O.Loc.File, O.Loc.Line, O.Loc.Col}] = std::max(AtPlace[{O.Loc.File, O.Loc.Line, O.Loc.Col}], O.Occurrence + 1);
  for (const DotValues::Operand &S : Source.Operands) {
    if (AtPlace[{S.Loc.File, S.Loc.Line, S.Loc.Col}] > 1 || (S.V.isAbsolute() && !S.Folded))
      continue; // which is which is not known; a value resolved at the end follows the layout
    auto O = std::find_if(Out->Operands.begin(), Out->Operands.end(), [&](const DotValues::Operand &X) {
      return X.Loc.File == S.Loc.File && X.Loc.Line == S.Loc.Line && X.Loc.Col == S.Loc.Col && X.Index == S.Index;
    });
    if (O == Out->Operands.end())
      return std::pair{S.Loc, std::string("an operand naming '.' or labels is missing from the scheduled code")};
    bool Same;
    if (S.V.isAbsolute())
      Same = O->V.isAbsolute() && O->V.Addend == S.V.Addend;
    else if (S.V.K == emit::Value::SectionRel && !S.V.Op)
      Same = O->V.K == emit::Value::SectionRel && !O->V.Op && O->V.Section == S.V.Section &&
             common(S.Before) == common(O->Before);
    else // (validate defines the symbols a file leaves undefined: a local label then)
      Same = O->V.Op == S.V.Op &&
             (O->V.K == emit::Value::SymbolRel ? O->V.Symbol : O->V.Label) ==
                 (S.V.K == emit::Value::SymbolRel ? S.V.Symbol : S.V.Label);
    if (!Same)
      return std::pair{S.Loc, std::string(S.Labels ? "a difference of labels" : "'.'") + " in an operand (line " + std::to_string(S.Loc.Line) + "): GNU as gives the source " +
                                  describe(S.V, S.Folded) + ", the scheduled code " +
                                  (S.V.K == O->V.K && !S.V.isAbsolute() && S.V.K == emit::Value::SectionRel
                                       ? std::string("another code address")
                                       : describe(O->V, O->Folded))};
  }
  return std::nullopt;
}

} // namespace epic::driver
