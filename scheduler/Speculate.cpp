#include "scheduler/Speculate.h"
#include "scheduler/Bundler.h"
#include "scheduler/GrLiveness.h"
#include "scheduler/MemoryAlias.h"
#include "scheduler/Region.h"
#include "isa/Alat.h"
#include "scheduler/Rename.h"
#include <algorithm>

namespace epic::sched {

namespace {
constexpr std::string_view RecoveryPrefix = ".Lepicsched.spec.rec.", BackPrefix = ".Lepicsched.spec.back.";

/// `ld1/2/4/8 rD = [rB]`, with at most a cache hint.
bool speculableLoad(const ir::Inst &I) {
  if (I.QP != 0 || !I.Tags.empty() || I.Outs.size() != 1 || I.Ins.size() != 1)
    return false;
  const ir::Operand &D = I.Outs[0], &A = I.Ins[0];
  if (D.K != ir::Operand::Register || D.R.File != ir::RegFile::GR || D.R.Num == 0 || D.R.Num > 127 ||
      A.K != ir::Operand::Memory || A.R.File != ir::RegFile::GR || A.R.Num > 127)
    return false;
  std::vector<std::string> P = I.mnemonicParts();
  if (P.empty() || (P[0] != "ld1" && P[0] != "ld2" && P[0] != "ld4" && P[0] != "ld8"))
    return false;
  return std::all_of(P.begin() + 1, P.end(), [](const std::string &C) { return C == "nt1" || C == "nta"; });
}

/// A fence, synchronization or system instruction: the region's loads stay.
bool fence(const ir::Inst &I, const InstDesc &D, const model::MachineModel &MM) {
  std::string_view C = MM.cls(D.Info.Class).Name;
  for (std::string_view F : {"srlz_d", "srlz_i", "sync_i", "rfi", "mf", "sem", "topsr", "sum_rum", "ssm_rsm",
                             "epc", "bsw", "fc", "tlb", "break", "cover", "clrrrb", "flushrs", "loadrs", "fwb",
                             "invala", "chk_a"})
    if (C == F)
      return true;
  if (D.Info.Indirect && (*D.Info.Indirect == ir::IndirectFile::RR || *D.Info.Indirect == ir::IndirectFile::PKR))
    return true;
  for (const std::string &P : I.mnemonicParts())
    if (P == "acq" || P == "rel" || P == "bias")
      return true;
  return false;
}

/// An instruction that reads or writes the ALAT: advanced and check loads
/// (`ld8.a`, `ld8.sa`, `ld8.c.clr`, `ldfd.a`, ...), `chk.a`, `invala`. A
/// procedure with one keeps its loads out of data speculation: its own
/// entries would meet ours (a `ld.c` that found our entry would keep our
/// value instead of loading its own).
bool usesAlat(const ir::Inst &I) {
  std::vector<std::string> P = I.mnemonicParts();
  if (P.empty())
    return false;
  if (P[0] == "invala" || (P[0] == "chk" && P.size() > 1 && P[1] == "a"))
    return true;
  return P[0].starts_with("ld") &&
         std::any_of(P.begin() + 1, P.end(), [](const std::string &C) { return C == "a" || C == "sa" || C == "c"; });
}

bool unwindDirective(std::string_view N) {
  return N == ".prologue" || N == ".body" || N == ".label_state" || N == ".copy_state" ||
         N.starts_with(".save") || N.starts_with(".spill") || N.starts_with(".restore") ||
         N.starts_with(".fframe") || N.starts_with(".vframe") || N == ".unwabi";
}

/// Where a procedure's unwind state permits recovery code at its end.
struct ProcUnwind {
  bool Any = false;            // it has unwind directives
  size_t FirstBody = 0;        // statement of its first `.body` (Any)
  size_t NextAfterBody = 0;    // the first unwind directive after it (or the end)
  bool Usable = true;
};

ProcUnwind procUnwind(const std::vector<ir::Stmt> &Stmts, const ir::Procedure &P) {
  ProcUnwind U;
  U.NextAfterBody = P.End;
  bool SeenBody = false;
  for (size_t K = P.Begin; K < P.End; ++K) {
    const auto *D = std::get_if<ir::Directive>(&Stmts[K]);
    if (!D || !unwindDirective(D->Name))
      continue;
    U.Any = true;
    if (!SeenBody && D->Name == ".body") {
      SeenBody = true;
      U.FirstBody = K;
    } else if (SeenBody) {
      U.NextAfterBody = K;
      break;
    }
  }
  U.Usable = !U.Any || SeenBody;
  return U;
}

/// Where recovery code may go in a procedure: right after its last
/// instruction (and that instruction's bundle), when that is an
/// unpredicated branch that does not come back (a return, a jump), so that
/// control never falls into it. 0 when there is no such place.
size_t recoveryPlace(const std::vector<ir::Stmt> &Stmts, const ir::Procedure &P) {
  size_t Last = 0;
  for (size_t K = P.End - 1; K-- > P.Begin && !Last;) {
    const auto *I = std::get_if<ir::Inst>(&Stmts[K]);
    if (!I || isFillerNop(*I))
      continue;
    std::vector<std::string> Parts = I->mnemonicParts();
    if (I->QP != 0 || Parts.empty() || (Parts[0] != "br" && Parts[0] != "brl"))
      return 0;
    std::string_view Kind = Parts.size() > 1 ? std::string_view(Parts[1]) : std::string_view("cond");
    if (Kind != "ret" && Kind != "cond" && Kind != "sptk" && Kind != "dptk" && Kind != "spnt" && Kind != "dpnt" &&
        Kind != "few" && Kind != "many")
      return 0;
    Last = K;
  }
  if (!Last)
    return 0;
  size_t At = Last + 1;
  while (At < P.End - 1 && (std::holds_alternative<ir::Stop>(Stmts[At]) || std::holds_alternative<ir::BundleEnd>(Stmts[At]) ||
                            (std::holds_alternative<ir::Inst>(Stmts[At]) && isFillerNop(std::get<ir::Inst>(Stmts[At])))))
    ++At;
  return At;
}

enum class SpecKind : uint8_t { Control, Data };

struct Candidate {
  SpecKind Kind;
  unsigned Section;
  size_t Load, Exit; // statements: the load, and the first exit (control) or store (data) it moves above
  unsigned Dest, Base;
  const ir::Procedure *Proc;
  std::string ProcName; // as the region stats name it
  std::vector<size_t> Chain; // statements computing its address, moving with it (in order)
  GrSet Writes;              // registers the moving code writes
};

ir::Inst makeInst(std::string Mnemonic, std::vector<ir::Operand> Ins, ir::SourceLoc Loc) {
  ir::Inst I;
  I.Mnemonic = std::move(Mnemonic);
  I.Ins = std::move(Ins);
  I.Loc = I.LineLoc = Loc;
  return I;
}

/// `ld8.nta` with `.a` -> `ld8.a.nta` (the load type before the hint).
ir::Inst withCompleter(const ir::Inst &Ld, std::string_view Type) {
  ir::Inst I = Ld;
  std::vector<std::string> P = Ld.mnemonicParts();
  I.Mnemonic = P[0] + std::string(Type);
  for (size_t K = 1; K < P.size(); ++K)
    I.Mnemonic += "." + P[K];
  I.Form = -1;
  return I;
}

ir::Directive makeDirective(std::string Name, std::optional<int64_t> Arg, ir::SourceLoc Loc) {
  ir::Directive D;
  D.Name = std::move(Name);
  if (Arg) {
    D.Args.push_back(ir::Expr::constant(uint64_t(*Arg), Loc));
    D.Raw = std::to_string(*Arg);
  }
  D.Loc = Loc;
  return D;
}

void defineLabel(ir::Module &M, const std::string &Name, ir::SourceLoc Loc) {
  ir::Symbol &S = M.symbol(Name);
  S.Name = Name;
  S.Defined = true;
  S.Loc = Loc;
}
} // namespace

bool isSpeculationRecoveryLabel(std::string_view Name) { return Name.starts_with(RecoveryPrefix); }
bool isSpeculationBackLabel(std::string_view Name) { return Name.starts_with(BackPrefix); }
bool isSpeculationCheck(const ir::Inst &I) {
  return (I.Mnemonic == "chk.s" || I.Mnemonic == "chk.a.clr") && I.Ins.size() == 2 && I.Ins[1].K == ir::Operand::Imm && I.Ins[1].E &&
         I.Ins[1].E->K == ir::Expr::Symbol && isSpeculationRecoveryLabel(I.Ins[1].E->Name);
}

llvm::Expected<SpeculationResult> speculateLoads(ir::Module &M, const model::MachineModel &MM,
                                                   const SchedOptions &Opts, const std::set<std::string> *Only) {
  SpeculationResult Result;
  auto Regions = findRegions(M, MM, /*RescheduleExplicit=*/false);
  if (!Regions)
    return Regions.takeError();
  RenameContext Live(M, Opts.Rename); // liveness with the renaming mode's conventions
  std::vector<Candidate> Found;
  std::set<std::pair<unsigned, size_t>> Moved; // chain statements taken
  std::map<const ir::Procedure *, bool> AlatFree; // procedures without ALAT instructions
  for (const Region &R : *Regions) {
    if (R.Explicit || !R.KeepReason.empty())
      continue;
    const auto &Stmts = M.Sections[R.Section].Stmts;
    const ir::Procedure *Proc = nullptr;
    for (const ir::Procedure &P : M.Procedures)
      if (P.Section == R.Section && P.Begin <= R.Begin && R.End <= P.End)
        Proc = &P;
    if (!Proc || (Only && !Only->count(R.Procedure)))
      continue;
    ProcUnwind U = procUnwind(Stmts, *Proc);
    if (!U.Usable || !recoveryPlace(Stmts, *Proc))
      continue;
    auto inst = [&](size_t K) -> const ir::Inst & { return std::get<ir::Inst>(Stmts[R.Insts[K]]); };
    bool Fenced = false;
    for (size_t K = 0; K < R.Insts.size() && !Fenced; ++K)
      Fenced = fence(inst(K), R.Descs[K], MM);
    if (Fenced)
      continue;
    bool Data = speculatesData(Opts.Speculate);
    if (Data) {
      auto It = AlatFree.find(Proc);
      if (It == AlatFree.end()) {
        bool Free = true;
        for (size_t K = Proc->Begin; K < Proc->End && Free; ++K)
          if (const auto *I = std::get_if<ir::Inst>(&Stmts[K]))
            Free = !usesAlat(*I);
        It = AlatFree.emplace(Proc, Free).first;
      }
      Data = It->second;
    }
    std::optional<MemoryInfo> Mem;
    if (Data)
      Mem = analyzeMemory(M, R, MM);
    unsigned Advanced = 0; // advanced loads of the region: ALAT entries held at once, at most
    for (size_t J = 0; J < R.Insts.size(); ++J) {
      const ir::Inst &Ld = inst(J);
      // The check and its recovery code must see the first body's unwind
      // state: no unwind directive between that `.body` and the load (an
      // epilogue's `.restore sp` after it is fine: the region splits at
      // the label after the checks).
      if (!speculableLoad(Ld) || (U.Any && R.Insts[J] > U.NextAfterBody))
        continue;
      unsigned D = Ld.Outs[0].R.Num, B = Ld.Ins[0].R.Num;
      if (D == B)
        continue; // `ld8 r14 = [r14]`: the recovery code needs the address the load replaced
      // Walking up from the load: the plain computation its address comes
      // from (`mov r14 = r2` in GCC -O0 code) moves up with it, when it is
      // unpredicated, writes only general registers and commutes with what
      // it crosses. Need: what the moving code reads from above it.
      struct Walk {
        long Hoist = -1;
        std::vector<size_t> Chain; // at the hoist point
        GrSet Writes;
      };
      auto walk = [&](SpecKind Kind) {
        Walk W;
        GrSet Need, Writes;
        Need.set(B);
        Writes.set(D);
        std::vector<size_t> Chain;
        for (long K = long(J) - 1; K >= 0; --K) {
          // An unwind directive names it: the load may cross the two, not go between them.
          bool Named = std::binary_search(R.Barriers.begin(), R.Barriers.end(), unsigned(K));
          const InstDesc &Desc = R.Descs[size_t(K)];
          const ir::Inst &In = inst(size_t(K));
          GrAccess A = grAccess(In);
          if (A.Unknown || (A.Reads & Writes).any())
            break;
          if ((A.Writes & Need).any()) {
            bool Movable = !Named && Desc.Plain && In.QP == 0 && !Desc.EndsRegion && A.Writes.any() &&
                           std::all_of(In.Outs.begin(), In.Outs.end(), [](const ir::Operand &O) {
                             return O.K == ir::Operand::Register && O.R.File == ir::RegFile::GR;
                           }) &&
                           !(A.Writes & Writes).any();
            if (!Movable)
              break;
            Chain.push_back(R.Insts[size_t(K)]);
            Need = (Need & ~A.Writes) | A.Reads;
            Writes |= A.Writes;
            continue;
          }
          if ((A.Writes & Writes).any())
            break;
          if (Kind == SpecKind::Control && Desc.EndsRegion && Desc.FallsThrough && In.QP != 0) { // a side exit
            if ((Live.Live.liveBefore(R.Section, R.Insts[size_t(K)]) & Writes).any())
              break; // read where it goes: a NaT or a new value must not get there
            if (!Named)
              W = {K, Chain, Writes};
            continue;
          }
          if (Kind == SpecKind::Data && Desc.WritesMemory && !Desc.EndsRegion && !Desc.Barrier &&
              plainAccessBytes(isa::form(Desc.Form))) {
            if (Mem->overlap(unsigned(K), unsigned(J)))
              break; // proven to store to the load's bytes: every check would fail
            if (!Mem->independent(unsigned(K), unsigned(J)) && !Named)
              W = {K, Chain, Writes}; // (a store proven apart the load passes without speculation)
            continue;
          }
          if (Desc.EndsRegion || Desc.Barrier || Desc.WritesMemory)
            break;
        }
        return W;
      };
      // Control: the highest side exit the load may cross (its registers
      // dead where the exit goes). Data: the highest store it crosses that
      // the alias analysis cannot separate from it, and no exit (an
      // advanced load is not speculative: a fault it takes, the source's
      // load takes too). With both, a load no exit lets pass may still pass
      // a store.
      SpecKind Kind = SpecKind::Control;
      Walk W;
      if (speculatesControl(Opts.Speculate))
        W = walk(SpecKind::Control);
      if (W.Hoist < 0 && Data && Advanced < isa::AlatEntries) {
        Kind = SpecKind::Data;
        W = walk(SpecKind::Data);
      }
      long Hoist = W.Hoist;
      std::vector<size_t> &ChainAtHoist = W.Chain;
      GrSet &WritesAtHoist = W.Writes;
      if (Hoist < 0 || (Hoist == 0 && !R.PinnedBy.empty()) || (U.Any && R.Insts[size_t(Hoist)] < U.FirstBody))
        continue; // (the speculative load stays after the first `.body`)
      // A statement moves with one load only.
      if (std::any_of(ChainAtHoist.begin(), ChainAtHoist.end(), [&](size_t S) { return Moved.count({R.Section, S}); }))
        continue;
      for (size_t S : ChainAtHoist)
        Moved.insert({R.Section, S});
      std::reverse(ChainAtHoist.begin(), ChainAtHoist.end());
      Advanced += Kind == SpecKind::Data;
      Found.push_back({Kind, R.Section, R.Insts[J], R.Insts[size_t(Hoist)], D, B, Proc, R.Procedure, ChainAtHoist,
                       WritesAtHoist});
    }
  }
  if (Found.empty())
    return Result;

  // Edits: statements inserted before a statement index (sections apart).
  struct Insert {
    size_t At;
    std::vector<ir::Stmt> Stmts;
    unsigned Order; // same index: in the order made
  };
  std::map<unsigned, std::vector<Insert>> Inserts;
  std::map<unsigned, std::map<size_t, ir::Inst>> Replace; // the load becomes the check
  std::map<unsigned, std::set<size_t>> Remove;           // address computation moved up
  std::map<const ir::Procedure *, std::vector<ir::Stmt>> Recovery;
  unsigned Made = 0, Counter = 0;
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts)
      if (const auto *L = std::get_if<ir::Label>(&St); L && isSpeculationRecoveryLabel(L->Name))
        ++Counter; // a file scheduled twice keeps its names unique
  // Runs of candidates whose loads are adjacent (nothing but line info
  // and stops between): their checks are adjacent too, and one label after
  // the last check is where every recovery of the run comes back to; the
  // recovery of a check reloads its load and those of the checks after it.
  auto adjacent = [&](const Candidate &A, const Candidate &B) {
    if (A.Kind != B.Kind || A.Section != B.Section || A.ProcName != B.ProcName || B.Load <= A.Load)
      return false;
    const auto &Stmts = M.Sections[A.Section].Stmts;
    for (size_t K = A.Load + 1; K < B.Load; ++K)
      if (!std::holds_alternative<ir::Stop>(Stmts[K]) &&
          !(std::holds_alternative<ir::Directive>(Stmts[K]) && isLineDirective(std::get<ir::Directive>(Stmts[K]).Name)))
        return false;
    return true;
  };
  for (size_t First = 0, Last; First < Found.size(); First = Last + 1) {
    for (Last = First; Last + 1 < Found.size() && adjacent(Found[Last], Found[Last + 1]);)
      ++Last;
    const Candidate &End = Found[Last];
    ir::SourceLoc EndLoc = std::get<ir::Inst>(M.Sections[End.Section].Stmts[End.Load]).Loc;
    std::string Back = std::string(BackPrefix) + std::to_string(Counter);
    defineLabel(M, Back, EndLoc);
    size_t BackAt = End.Load + 1; // after the source's stops (auto mode ignores them), so that a
    const auto &EndStmts = M.Sections[End.Section].Stmts; // label alone separates the two regions
    while (BackAt < EndStmts.size() && std::holds_alternative<ir::Stop>(EndStmts[BackAt]))
      ++BackAt;
    Inserts[End.Section].push_back({BackAt, {ir::Label{Back, EndLoc}}, Made++});
    for (size_t I = First; I <= Last; ++I) {
      const Candidate &C = Found[I];
      auto &Stmts = M.Sections[C.Section].Stmts;
      const ir::Inst &Ld = std::get<ir::Inst>(Stmts[C.Load]);
      std::string Rec = std::string(RecoveryPrefix) + std::to_string(Counter++);
      defineLabel(M, Rec, Ld.Loc);
      // ldN.s above the exit, ldN.a above the store (before its line info).
      bool Data = C.Kind == SpecKind::Data;
      ir::Inst Spec = withCompleter(Ld, Data ? ".a" : ".s");
      size_t At = C.Exit;
      while (At > 0 && std::holds_alternative<ir::Directive>(Stmts[At - 1]) &&
             isLineDirective(std::get<ir::Directive>(Stmts[At - 1]).Name))
        --At;
      std::vector<ir::Stmt> Up;
      for (size_t S : C.Chain) {
        Up.push_back(Stmts[S]);
        Remove[C.Section].insert(S);
      }
      Up.push_back(Spec);
      Inserts[C.Section].push_back({At, std::move(Up), Made++});
      // chk.s or chk.a.clr (the entry is not needed after it) where the load was.
      Replace[C.Section][C.Load] = makeInst(Data ? "chk.a.clr" : "chk.s", {ir::Operand::reg(ir::Reg::gr(C.Dest), Ld.Loc),
                                                      ir::Operand::imm(ir::Expr::symbol(Rec, Ld.Loc), Ld.Loc)},
                                            Ld.Loc);
      // Recovery: this load and the run's later ones, then back. The
      // later checks of a data run do not execute: their loads become
      // `ldN.c.clr`, which keeps the advanced value while its entry is
      // valid, reloads otherwise, and leaves no entry behind either way.
      std::vector<ir::Stmt> &Out = Recovery[C.Proc];
      Out.push_back(ir::Label{Rec, Ld.Loc});
      std::vector<ir::Inst> Code;
      for (size_t K = I; K <= Last; ++K) {
        const ir::Inst &Source = std::get<ir::Inst>(M.Sections[Found[K].Section].Stmts[Found[K].Load]);
        ir::Inst Again = Data && K > I ? withCompleter(Source, ".c.clr") : Source;
        Again.Form = -1;
        Again.Order = 0;
        Code.push_back(std::move(Again));
      }
      Code.push_back(makeInst("br.sptk.few", {ir::Operand::imm(ir::Expr::symbol(Back, Ld.Loc), Ld.Loc)}, Ld.Loc));
      // Two loads a bundle (.mmb, or .mib for the last odd one), the
      // branch in the last bundle's B slot.
      size_t NL = Code.size() - 1;
      for (size_t K = 0; K < NL; K += 2) {
        bool Two = K + 1 < NL, Final = K + 2 >= NL;
        Out.push_back(ir::BundleBegin{uint8_t(Two ? 0x18 : 0x10), true, true, Ld.Loc});
        Out.push_back(Code[K]);
        Out.push_back(Two ? Code[K + 1] : nopFor(ir::Unit::I));
        Out.push_back(Final ? Code.back() : nopFor(ir::Unit::B));
        Out.push_back(ir::Stop{Ld.Loc});
        Out.push_back(ir::BundleEnd{Ld.Loc});
      }
      ++Result.Loads;
      Result.Advanced += Data;
      ++Result.PerProcedure[C.ProcName];
      for (unsigned Reg = 0; Reg < 128 && !Data; ++Reg) // data speculation crosses no exit
        if (C.Writes[Reg])
          Result.Moved[Rec].push_back(Reg);
    }
  }
  // Recovery code after each procedure's last instruction; where unwind directives follow the
  // first `.body`, it starts a body region with that body's state.
  for (auto &[Proc, Code] : Recovery) {
    auto &Stmts = M.Sections[Proc->Section].Stmts;
    ProcUnwind U = procUnwind(Stmts, *Proc);
    ir::SourceLoc Loc = Proc->Loc;
    std::vector<ir::Stmt> Block;
    if (U.Any && U.NextAfterBody < Proc->End) {
      int64_t Label = 1000 + Counter++;
      Inserts[Proc->Section].push_back({U.FirstBody + 1, {makeDirective(".label_state", Label, Loc)}, Made++});
      Block.push_back(makeDirective(".body", std::nullopt, Loc));
      Block.push_back(makeDirective(".copy_state", Label, Loc));
    }
    Block.insert(Block.end(), Code.begin(), Code.end());
    Inserts[Proc->Section].push_back({recoveryPlace(Stmts, *Proc), std::move(Block), Made++});
  }
  for (auto &[Sec, List] : Inserts) {
    auto &Stmts = M.Sections[Sec].Stmts;
    std::stable_sort(List.begin(), List.end(),
                     [](const Insert &A, const Insert &B) { return A.At != B.At ? A.At < B.At : A.Order < B.Order; });
    std::vector<ir::Stmt> Out;
    std::vector<size_t> NewIndex(Stmts.size() + 1);
    size_t Next = 0;
    for (size_t K = 0; K <= Stmts.size(); ++K) {
      for (; Next < List.size() && List[Next].At == K; ++Next)
        Out.insert(Out.end(), List[Next].Stmts.begin(), List[Next].Stmts.end());
      NewIndex[K] = Out.size();
      if (K == Stmts.size())
        break;
      if (auto It = Replace[Sec].find(K); It != Replace[Sec].end())
        Out.push_back(It->second);
      else if (Remove[Sec].count(K))
        continue;
      else
        Out.push_back(std::move(Stmts[K]));
    }
    Stmts = std::move(Out);
    for (ir::Procedure &P : M.Procedures)
      if (P.Section == Sec) {
        // Begin is the `.proc` statement, End one past `.endp`.
        P.Begin = NewIndex[P.Begin];
        P.End = NewIndex[P.End - 1] + 1;
      }
  }
  return Result;
}

} // namespace epic::sched
