#include "scheduler/Rename.h"
#include "isa/dv/DependencyChecker.h"
#include "scheduler/InstDesc.h"
#include <cctype>

namespace epic::sched {

namespace {

GrLivenessOptions livenessOptions(const ir::Module &M, RenameMode Mode) {
  GrLivenessOptions O;
  O.Abi = Mode == RenameMode::Abi;
  for (ir::Reg R : M.VRegPool)
    if (R.File == ir::RegFile::GR && R.Num < 128)
      O.Free.set(R.Num);
  return O;
}

/// Registers a directive names: `rN` words, and every stacked register for
/// a relative name (`in0`, `loc3`, `out1`) or a rotating/stack declaration.
GrSet namedBy(const ir::Directive &D) {
  GrSet S;
  if (D.Name == ".rotr" || D.Name == ".regstk") {
    for (unsigned R = 32; R < 128; ++R)
      S.set(R);
    return S;
  }
  const std::string &T = D.Raw;
  for (size_t K = 0; K < T.size();) {
    if (!std::isalpha(static_cast<unsigned char>(T[K])) && T[K] != '_') {
      ++K;
      continue;
    }
    size_t E = K;
    while (E < T.size() && (std::isalnum(static_cast<unsigned char>(T[E])) || T[E] == '_' || T[E] == '.'))
      ++E;
    std::string W = T.substr(K, E - K);
    K = E;
    auto number = [&](size_t From) -> int {
      if (From >= W.size())
        return -1;
      for (size_t J = From; J < W.size(); ++J)
        if (!std::isdigit(static_cast<unsigned char>(W[J])))
          return -1;
      return std::stoi(W.substr(From, 4));
    };
    if (W[0] == 'r') {
      if (int N = number(1); N >= 0 && N < 128)
        S.set(size_t(N));
    } else if ((W.rfind("in", 0) == 0 && number(2) >= 0) || (W.rfind("loc", 0) == 0 && number(3) >= 0) ||
               (W.rfind("out", 0) == 0 && number(3) >= 0)) {
      for (unsigned R = 32; R < 128; ++R)
        S.set(R);
    }
  }
  return S;
}

/// Every access to GR `Reg` of `I` comes from an explicit operand.
bool explicitOnly(const ir::Inst &I, unsigned Reg) {
  for (const isa::dv::Access &A : isa::dv::accessesOf(I))
    if (A.Res == isa::dv::ResourceId::GR && A.Index == int(Reg) && A.From == isa::dv::Origin::Implicit)
      return false;
  return true;
}

/// The only writes of `Reg` by `I` are plain register results (no
/// post-increment of it).
bool writesOnlyAsResult(const ir::Inst &I, unsigned Reg) {
  for (const isa::dv::Access &A : isa::dv::accessesOf(I))
    if (A.Res == isa::dv::ResourceId::GR && A.Index == int(Reg) && A.Write && A.From != isa::dv::Origin::Out)
      return false;
  for (const ir::Operand &O : I.Outs)
    if (O.K != ir::Operand::Register && O.K != ir::Operand::Imm && O.R == ir::Reg::gr(Reg))
      return false;
  return true;
}

bool names(const ir::Operand &O, unsigned Reg) {
  return (O.K == ir::Operand::Register || O.K == ir::Operand::Memory || O.K == ir::Operand::Indirect) &&
         O.R == ir::Reg::gr(Reg);
}

void renameIn(std::vector<ir::Operand> &Ops, unsigned From, unsigned To) {
  for (ir::Operand &O : Ops)
    if (names(O, From))
      O.R = ir::Reg::gr(To);
}

} // namespace

std::string conventionsEvidence(const ir::Module &M) {
  std::string Ident;
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts) {
      if (const auto *D = std::get_if<ir::Directive>(&St); D && D->Name == ".ident" && Ident.empty()) {
        std::string_view T = D->Raw;
        while (!T.empty() && (T.front() == ' ' || T.front() == '\t' || T.front() == '"'))
          T.remove_prefix(1);
        if (T.starts_with("GCC:") || T.find("clang") != T.npos || T.find("LLVM") != T.npos)
          Ident = std::string(T.substr(0, T.find('"')));
      } else if (const auto *I = std::get_if<ir::Inst>(&St); I && I->Mnemonic.starts_with("br.call")) {
        bool ThroughB0 = !I->Outs.empty() && I->Outs[0].K == ir::Operand::Register &&
                         I->Outs[0].R.File == ir::RegFile::BR && I->Outs[0].R.Num == 0;
        if (!ThroughB0)
          return {};
      }
    }
  return Ident.empty() ? std::string() : ".ident \"" + Ident + "\"";
}

RenameMode resolveRename(const ir::Module &M, RenameMode Requested) {
  if (Requested != RenameMode::Auto)
    return Requested;
  return conventionsEvidence(M).empty() ? RenameMode::None : RenameMode::Abi;
}

RenameContext::RenameContext(const ir::Module &M, RenameMode Mode)
    : Mode(Mode), Live(M, livenessOptions(M, Mode)) {
  Takeable = livenessOptions(M, Mode).Free;
  if (Mode == RenameMode::Abi)
    Takeable |= GrLiveness::abiScratch();
  if (Mode == RenameMode::None)
    Takeable.reset();
}

GrSet RenameContext::namedByDirectives(const ir::Module &M, unsigned Sec, size_t Stmt) const {
  size_t Begin = 0, End = M.Sections[Sec].Stmts.size();
  for (const ir::Procedure &P : M.Procedures)
    if (P.Section == Sec && P.Begin <= Stmt && Stmt < P.End) {
      Begin = P.Begin;
      End = P.End;
      break;
    }
  GrSet S;
  const auto &Stmts = M.Sections[Sec].Stmts;
  for (size_t K = Begin; K < End; ++K)
    if (const auto *D = std::get_if<ir::Directive>(&Stmts[K]); D && D->Name != ".loc" && D->Name != ".file")
      S |= namedBy(*D);
  return S;
}

llvm::PreservedAnalyses RenamePass::run(RegionUnit &U, RegionAnalysisManager &) {
  Region &R = U.R;
  if (!U.Writable || !U.Rename || U.Rename->Mode == RenameMode::None || R.RenameDone)
    return llvm::PreservedAnalyses::all();
  R.RenameDone = true;
  const RenameContext &C = *U.Rename;
  auto &Stmts = U.Writable->Sections[R.Section].Stmts;
  size_t N = R.Insts.size();
  auto inst = [&](size_t K) -> ir::Inst & { return std::get<ir::Inst>(Stmts[R.Insts[K]]); };
  std::vector<GrAccess> Acc(N);
  GrSet Mentioned;
  for (size_t K = 0; K < N; ++K) {
    Acc[K] = grAccess(inst(K));
    if (Acc[K].Unknown || changesRegisterContext(inst(K)))
      return llvm::PreservedAnalyses::all();
    Mentioned |= Acc[K].Reads | Acc[K].Writes;
  }
  GrSet Fixed = C.namedByDirectives(*U.Writable, R.Section, R.Insts.front());
  for (unsigned Reg : {0u, 1u, 12u, 13u})
    Fixed.set(Reg);
  GrSet Free = C.Takeable & ~Mentioned & ~Fixed;
  bool Changed = false;
  for (size_t D = 0; D < N && Free.any(); ++D) {
    if (inst(D).QP != 0)
      continue;
    for (unsigned Reg = 1; Reg < 128 && Free.any(); ++Reg) {
      // The definition may read the register's previous value (`adds r14 =
      // 8, r14`): only its result moves.
      if (!Acc[D].Writes[Reg] || Fixed[Reg] || !writesOnlyAsResult(inst(D), Reg) ||
          !explicitOnly(inst(D), Reg))
        continue;
      // The next write of the register, and the reads of this value before it.
      // Nothing moves across a side exit (docs/scheduler.md), so renaming
      // gains only between two exits: a branch between the writes ends the
      // search (and the old register keeps its value wherever control leaves).
      size_t W = D + 1;
      bool Ok = true;
      for (; W < N && !Acc[W].Writes[Reg]; ++W)
        if ((Acc[W].Reads[Reg] && !explicitOnly(inst(W), Reg)) || C.Live.branches(R.Section, R.Insts[W]))
          Ok = false;
      if (!Ok || W >= N)
        continue;
      const ir::Inst &Next = inst(W);
      if (Next.QP != 0 || !writesOnlyAsResult(Next, Reg) || !explicitOnly(Next, Reg))
        continue;
      GrSet LiveAtDef = C.Live.liveBefore(R.Section, R.Insts[D]);
      for (unsigned To = 1; To < 128; ++To) {
        if (!Free[To] || LiveAtDef[To])
          continue;
        // Rewrite, and keep it only when every instruction keeps its form.
        std::vector<std::pair<size_t, ir::Inst>> Old;
        bool FormsKept = true;
        for (size_t K = D; K <= W && FormsKept; ++K) {
          ir::Inst &I = inst(K);
          if (K != D && K != W && !Acc[K].Reads[Reg])
            continue;
          ir::Inst New = I;
          if (K == D) {
            for (ir::Operand &O : New.Outs)
              if (O.K == ir::Operand::Register && O.R == ir::Reg::gr(Reg))
                O.R = ir::Reg::gr(To);
          } else if (K == W) {
            renameIn(New.Ins, Reg, To);
          } else {
            renameIn(New.Outs, Reg, To);
            renameIn(New.Ins, Reg, To);
          }
          isa::FormId F = findForm(New);
          if (F < 0 || F != findForm(I)) {
            FormsKept = false;
            break;
          }
          Old.push_back({K, I});
          I = std::move(New);
        }
        if (!FormsKept) {
          for (auto &[K, I] : Old)
            inst(K) = std::move(I);
          continue;
        }
        for (auto &[K, I] : Old) {
          R.RenameUndo.push_back({R.Insts[K], std::move(I)});
          Acc[K] = grAccess(inst(K));
        }
        Free.reset(To);
        R.RenamedInto.push_back(To);
        ++R.RenamedValues;
        Changed = true;
        break;
      }
    }
  }
  return Changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
}

void undoRename(ir::Module &M, Region &R) {
  auto &Stmts = M.Sections[R.Section].Stmts;
  // Latest first: an instruction rewritten twice gets its first original.
  for (size_t K = R.RenameUndo.size(); K-- > 0;)
    Stmts[R.RenameUndo[K].first] = R.RenameUndo[K].second;
  R.RenameUndo.clear();
  R.RenamedInto.clear();
  R.RenamedValues = 0;
}

RenamedState saveRename(const ir::Module &M, const Region &R) {
  RenamedState S;
  for (const auto &[Stmt, Old] : R.RenameUndo)
    S.Insts.push_back({Stmt, std::get<ir::Inst>(M.Sections[R.Section].Stmts[Stmt])});
  S.Undo = R.RenameUndo;
  S.Into = R.RenamedInto;
  S.Values = R.RenamedValues;
  return S;
}

void redoRename(ir::Module &M, Region &R, const RenamedState &S) {
  for (const auto &[Stmt, I] : S.Insts)
    M.Sections[R.Section].Stmts[Stmt] = I;
  R.RenameUndo = S.Undo;
  R.RenamedInto = S.Into;
  R.RenamedValues = S.Values;
}

} // namespace epic::sched
