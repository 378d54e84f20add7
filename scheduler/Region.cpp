#include "scheduler/Region.h"
#include "ir/Diagnostics.h"
#include "ir/Template.h"
#include "isa/dv/ModuleScan.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <climits>
#include <cstdint>
#include <map>
#include <utility>

namespace epic::sched {

bool isSchedulingDirective(std::string_view Name) {
  for (std::string_view N : {".likely", ".unlikely", ".expect", ".vreg", ".noalias", ".region"})
    if (Name == N)
      return true;
  return false;
}

bool isLineDirective(std::string_view Name) { return Name == ".loc"; }

ir::Stmt lineForSchedule(const ir::Stmt &S) {
  const auto *D = std::get_if<ir::Directive>(&S);
  if (!D || !isLineDirective(D->Name))
    return S;
  // `.loc` operands are words separated by blanks or commas.
  const std::string &Raw = D->Raw;
  auto isSep = [](char C) { return C == ' ' || C == '\t' || C == ','; };
  auto wordAt = [&](size_t &I) {
    while (I < Raw.size() && isSep(Raw[I]))
      ++I;
    size_t B = I;
    while (I < Raw.size() && !isSep(Raw[I]))
      ++I;
    return std::pair(B, std::string_view(Raw).substr(B, I - B));
  };
  ir::Directive Out = *D;
  size_t Shift = 0;
  for (size_t I = 0; I < Raw.size();) {
    if (wordAt(I).second != "view")
      continue;
    auto [At, W] = wordAt(I);
    long long V = 1;
    if (!W.empty() && W[0] >= '0' && W[0] <= '9' && !llvm::StringRef(W).getAsInteger(0, V) && V == 0) {
      Out.Raw.insert(At + Shift, "-");
      ++Shift;
    }
  }
  return Out;
}

bool sameSourceInst(const ir::Inst &E, const ir::Inst &S) {
  return E.Loc.File == S.Loc.File && E.Loc.Line == S.Loc.Line && E.Loc.Col == S.Loc.Col &&
         ir::toString(E) == ir::toString(S);
}

SourceInstIndex::SourceInstIndex(const std::vector<const ir::Inst *> &Srcs) : Srcs(Srcs) {
  for (size_t K = 0; K < Srcs.size(); ++K)
    if (Srcs[K])
      ByLoc[{Srcs[K]->Loc.File, Srcs[K]->Loc.Line, Srcs[K]->Loc.Col}].push_back(K);
}

namespace {
bool isLineStmt(const ir::Stmt &S) {
  const auto *D = std::get_if<ir::Directive>(&S);
  return D && isLineDirective(D->Name);
}
/// A region starting at statement `I` takes the `.loc` right before it.
size_t withLineInfo(const std::vector<ir::Stmt> &Stmts, size_t I) {
  while (I > 0 && isLineStmt(Stmts[I - 1]))
    --I;
  return I;
}
} // namespace

bool isFillerNop(const ir::Inst &I) {
  if (I.Mnemonic != "nop" && I.Mnemonic.rfind("nop.", 0) != 0)
    return false;
  if (!I.Tags.empty())
    return false; // `[3:] nop.b 0`: its address is taken (a patch site), it stays with its tag

  if (I.Ins.size() != 1 || I.Ins[0].K != ir::Operand::Imm || !I.Ins[0].E)
    return false;
  const ir::Expr &E = *I.Ins[0].E;
  return E.K == ir::Expr::Constant && E.Value == 0;
}

bool namesNextInstruction(std::string_view Name) {
  for (std::string_view P : {".save", ".spill", ".restore", ".fframe", ".vframe", ".mem.offset"})
    if (Name.substr(0, P.size()) == P)
      return true;
  return false;
}

bool isUnwindAnchor(std::string_view Name) {
  // `.mem.offset` is not unwind information and no barrier: it tells the
  // dependency check which UNAT bit the next spill uses (Inst::UnatBit).
  if (Name.substr(0, 11) == ".mem.offset")
    return false;
  return namesNextInstruction(Name) || Name == ".body" || Name == ".label_state" || Name == ".copy_state";
}

bool attachesToNextInstruction(std::string_view Name) {
  return isUnwindAnchor(Name) || Name == ".mem.offset";
}

void markUnatBits(ir::Module &M) {
  for (ir::Section &Sec : M.Sections) {
    std::optional<int> Bit;
    for (ir::Stmt &S : Sec.Stmts) {
      if (const auto *D = std::get_if<ir::Directive>(&S); D && D->Name == ".mem.offset")
        Bit = isa::dv::unatBitOf(*D);
      else if (auto *I = std::get_if<ir::Inst>(&S))
        I->UnatBit = int8_t(std::exchange(Bit, std::nullopt).value_or(-1));
    }
  }
}

namespace {

/// The label a branch targets, if it names one.
std::string branchTarget(const ir::Inst &I) {
  for (const ir::Operand &O : I.Ins)
    if (O.K == ir::Operand::Imm && O.E && O.E->K == ir::Expr::Symbol)
      return O.E->Name;
  return {};
}

/// `.likely L` / `.unlikely L` anywhere in the module (the last one wins).
std::map<std::string, bool> likelyLabels(const ir::Module &M) {
  std::map<std::string, bool> Out;
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts)
      if (const auto *D = std::get_if<ir::Directive>(&St); D && (D->Name == ".likely" || D->Name == ".unlikely")) {
        std::string L;
        if (!D->Args.empty() && D->Args[0] && D->Args[0]->K == ir::Expr::Symbol)
          L = D->Args[0]->Name;
        else if (!D->Words.empty())
          L = D->Words[0];
        if (!L.empty())
          Out[L] = D->Name == ".likely";
      }
  return Out;
}

/// Whether side exit `I` is likely taken: `.likely`/`.unlikely` on its
/// target decide, else its hint (.sptk/.dptk taken; .spnt/.dpnt not).
/// Empty: not likely; else why it is.
std::string likelyReason(const ir::Inst &I, const std::map<std::string, bool> &Likely) {
  std::string Target = branchTarget(I);
  if (auto It = Likely.find(Target); !Target.empty() && It != Likely.end())
    return It->second ? ".likely" : "";
  for (const std::string &P : I.mnemonicParts())
    if (P == "sptk" || P == "dptk")
      return "." + P + " hint";
  return "";
}

/// The side exits of `R` (conditional branches that are not the region's
/// last instruction) and the first likely one (hints on returns are not a
/// path choice for the objective, docs/scheduler.md).
void findLikelyExit(Region &R, const std::vector<ir::Stmt> &Stmts, const std::map<std::string, bool> &Likely) {
  for (size_t K = 0; K + 1 < R.Insts.size(); ++K) {
    const InstDesc &D = R.Descs[K];
    const auto &I = std::get<ir::Inst>(Stmts[R.Insts[K]]);
    if (!D.EndsRegion || !D.FallsThrough || I.QP == 0)
      continue;
    std::string Reason = likelyReason(I, Likely);
    R.SideExits.push_back({unsigned(K), !Reason.empty()});
    auto Parts = I.mnemonicParts();
    if (R.LikelyExit >= 0 || Reason.empty() || (Parts.size() > 1 && Parts[1] == "ret"))
      continue;
    std::string Target = branchTarget(I);
    R.LikelyExit = int(K);
    R.LikelyTarget = Target.empty() ? ir::toString(I) : Target;
    R.LikelyReason = Reason;
  }
}

/// One explicit bundle: statements [Begin, End) (a `;;` right after its `}`
/// is its last stop), and why it cannot join a rescheduled region.
struct ExplicitBundle {
  size_t Begin = 0, End = 0;
  std::string Problem;
};

ExplicitBundle scanBundle(const std::vector<ir::Stmt> &Stmts, size_t I, const model::MachineModel &MM) {
  ExplicitBundle B{I, I + 1, {}};
  const auto &BB = std::get<ir::BundleBegin>(Stmts[I]);
  if (!BB.HasTemplate)
    B.Problem = "a bundle without a template directive";
  bool AfterExit = false;
  std::string Anchor; // an unwind directive waiting for the instruction it stays with
  size_t J = I + 1;
  for (; J < Stmts.size() && !std::holds_alternative<ir::BundleEnd>(Stmts[J]); ++J) {
    const ir::Stmt &St = Stmts[J];
    if (!B.Problem.empty() || std::holds_alternative<ir::Stop>(St))
      continue;
    if (const auto *In = std::get_if<ir::Inst>(&St); In && !Anchor.empty()) {
      // GNU as records the slot of the very next instruction: a filler nop
      // there would be dropped, so the record could not follow it.
      if (isFillerNop(*In)) {
        B.Problem = "directive " + Anchor + " before a filler nop";
        continue;
      }
      Anchor.clear();
    }
    if (const auto *D = std::get_if<ir::Directive>(&St)) {
      if (isUnwindAnchor(D->Name))
        Anchor = D->Name;
      else if (!isSchedulingDirective(D->Name) && !isLineDirective(D->Name))
        B.Problem = "directive " + D->Name + " inside a bundle";
    } else if (std::holds_alternative<ir::Label>(St)) {
      B.Problem = "a label inside a bundle";
    } else if (const auto *In = std::get_if<ir::Inst>(&St)) {
      if (isFillerNop(*In))
        continue;
      if (AfterExit) {
        B.Problem = "an instruction after a call or loop branch in its bundle";
        continue;
      }
      auto D = describe(*In, MM);
      if (!D) {
        B.Problem = "an instruction the scheduler does not know (" + llvm::toString(D.takeError()) + ")";
        continue;
      }
      AfterExit = D->EndsRegion && !D->FallsThrough;
    } else {
      B.Problem = "data inside a bundle";
    }
  }
  if (B.Problem.empty() && !Anchor.empty())
    B.Problem = "directive " + Anchor + " at the end of a bundle";
  B.End = J < Stmts.size() ? J + 1 : J;
  if (B.End < Stmts.size() && std::holds_alternative<ir::Stop>(Stmts[B.End]))
    ++B.End;
  return B;
}

/// Whether the statement after `I` (line info aside) is an instruction of
/// auto-mode code a region may take (not a filler nop).
bool namesFollowingInst(const std::vector<ir::Stmt> &Stmts, size_t I) {
  size_t J = I + 1;
  while (J < Stmts.size() && isLineStmt(Stmts[J]))
    ++J;
  const auto *In = J < Stmts.size() ? std::get_if<ir::Inst>(&Stmts[J]) : nullptr;
  return In && !isFillerNop(*In);
}
} // namespace

llvm::Expected<std::vector<Region>> findRegions(const ir::Module &M, const model::MachineModel &MM,
                                                bool RescheduleExplicit) {
  std::vector<Region> Out;
  llvm::Error Errs = llvm::Error::success();
  auto Likely = likelyLabels(M);
  for (unsigned S = 0; S < M.Sections.size(); ++S) {
    const auto &Stmts = M.Sections[S].Stmts;
    bool Explicit = false, InBundle = false;
    std::string Proc;
    Region Cur;
    // First unwind directive of the current region not yet followed by an
    // instruction: if the region ends first, it ends before it.
    size_t PendingAnchor = SIZE_MAX;
    auto name = [&] { return (Proc.empty() ? M.Sections[S].Name : Proc) + "#" + std::to_string(Out.size()); };
    auto close = [&](size_t End) {
      if (PendingAnchor != SIZE_MAX) {
        End = std::min(End, PendingAnchor);
        while (End > Cur.Begin && isLineStmt(Stmts[End - 1])) // its .loc stays with it
          --End;
        PendingAnchor = SIZE_MAX;
      }
      if (!Cur.Insts.empty()) {
        Cur.End = End;
        Cur.Section = S;
        Cur.Procedure = Proc;
        Cur.Name = name();
        findLikelyExit(Cur, Stmts, Likely);
        Out.push_back(std::move(Cur));
      }
      Cur = Region{};
    };
    // Explicit code the scheduler leaves alone is reported as a region
    // that stays as written.
    auto keep = [&](size_t Begin, size_t End, std::string Why) {
      Region K;
      K.Section = S;
      K.Begin = Begin;
      K.End = End;
      K.Explicit = true;
      K.KeepReason = std::move(Why);
      for (size_t J = Begin; J < End; ++J)
        if (const auto *In = std::get_if<ir::Inst>(&Stmts[J]); In && !isFillerNop(*In))
          K.Insts.push_back(J);
      if (K.Insts.empty())
        return;
      K.Procedure = Proc;
      K.Name = name();
      Out.push_back(std::move(K));
    };
    // Consecutive explicit-mode instructions outside bundles: one kept region.
    auto keepLoose = [&](size_t I) {
      const char *Why = "explicit-mode instructions outside a bundle";
      if (!Out.empty() && Out.back().Section == S && Out.back().KeepReason == Why && Out.back().End <= I) {
        bool Between = true;
        for (size_t J = Out.back().End; J < I && Between; ++J) {
          const auto *In = std::get_if<ir::Inst>(&Stmts[J]);
          Between = std::holds_alternative<ir::Stop>(Stmts[J]) || (In && isFillerNop(*In));
        }
        if (Between) {
          Out.back().End = I + 1;
          Out.back().Insts.push_back(I);
          return;
        }
      }
      keep(I, I + 1, Why);
    };
    // A region's first instruction named by a directive right before it.
    auto pinnedBy = [&](size_t Begin) -> std::string {
      for (size_t J = Begin; J-- > 0;) {
        if (std::holds_alternative<ir::Label>(Stmts[J]) || isLineStmt(Stmts[J]))
          continue;
        const auto *D = std::get_if<ir::Directive>(&Stmts[J]);
        if (!D)
          break;
        if (namesNextInstruction(D->Name))
          return D->Name;
      }
      return {};
    };
    for (size_t I = 0; I < Stmts.size(); ++I) {
      const ir::Stmt &St = Stmts[I];
      if (const auto *D = std::get_if<ir::Directive>(&St)) {
        // Directives that only inform the scheduler emit nothing and hold no
        // position: a region runs through them (the rewrite keeps them).
        if (!Cur.Insts.empty() && isSchedulingDirective(D->Name))
          continue;
        // `.mem.offset` right before an instruction of auto-mode code goes
        // with it (Inst::UnatBit): two spills of different UNAT bits may
        // then share a group, as GNU as allows.
        if (!Cur.Insts.empty() && !Cur.Explicit && D->Name == ".mem.offset" && namesFollowingInst(Stmts, I))
          continue;
        // An unwind directive inside auto-mode code stays with the next
        // instruction, which becomes a barrier (Region::Barriers).
        if (!Cur.Insts.empty() && !Cur.Explicit && isUnwindAnchor(D->Name)) {
          PendingAnchor = std::min(PendingAnchor, I);
          continue;
        }
        if (isLineDirective(D->Name)) // joins the region of the next instruction
          continue;
        close(I);
        if (D->Name == ".explicit") Explicit = true;
        else if (D->Name == ".auto" || D->Name == ".default") Explicit = false;
        else if (D->Name == ".proc" && !D->Words.empty()) Proc = D->Words[0];
        else if (D->Name == ".endp") Proc.clear();
        continue;
      }
      if (std::holds_alternative<ir::BundleBegin>(St) && RescheduleExplicit) {
        ExplicitBundle B = scanBundle(Stmts, I, MM);
        if (!Cur.Insts.empty() && !Cur.Explicit)
          close(I);
        if (!B.Problem.empty()) {
          close(I);
          keep(B.Begin, B.End, B.Problem);
          I = B.End - 1;
          continue;
        }
        bool Ends = false, Anchored = false;
        for (size_t J = B.Begin; J < B.End; ++J) {
          if (const auto *D = std::get_if<ir::Directive>(&Stmts[J]); D && isUnwindAnchor(D->Name))
            Anchored = true; // scanBundle: a real instruction follows in this bundle
          const auto *In = std::get_if<ir::Inst>(&Stmts[J]);
          if (!In || isFillerNop(*In))
            continue;
          auto D = describe(*In, MM); // known to succeed (scanBundle)
          if (!D) {
            llvm::consumeError(D.takeError());
            continue;
          }
          if (Cur.Insts.empty()) {
            Cur.Begin = withLineInfo(Stmts, B.Begin);
            Cur.Explicit = true;
            Cur.PinnedBy = pinnedBy(B.Begin);
          }
          if (std::exchange(Anchored, false))
            Cur.Barriers.push_back(unsigned(Cur.Insts.size()));
          Cur.Insts.push_back(J);
          Cur.Descs.push_back(*D);
          Ends = Ends || (D->EndsRegion && !D->FallsThrough);
        }
        if (Ends)
          close(B.End);
        I = B.End - 1;
        continue;
      }
      if (std::holds_alternative<ir::BundleBegin>(St)) { close(I); InBundle = true; continue; }
      if (std::holds_alternative<ir::BundleEnd>(St)) { InBundle = false; continue; }
      if (std::holds_alternative<ir::Label>(St) || std::holds_alternative<ir::Data>(St)) {
        close(I);
        continue;
      }
      if (std::holds_alternative<ir::Stop>(St))
        continue; // auto mode: stops come from the dependence rules, as in GNU as
      const auto &Inst = std::get<ir::Inst>(St);
      if (Explicit || InBundle) {
        if (RescheduleExplicit) {
          // `.explicit` code outside bundles: GNU as bundles it, so its
          // written layout is not ours to compare against.
          close(I);
          if (!isFillerNop(Inst))
            keepLoose(I);
        }
        continue;
      }
      if (!Cur.Insts.empty() && Cur.Explicit)
        close(I);
      // An unwind directive before a filler nop names the nop, which the
      // rewrite does not follow: the region ends before the directive.
      if (PendingAnchor != SIZE_MAX && isFillerNop(Inst))
        close(I);
      // A filler nop inside a region is hand bundling (`nop 0` padding a
      // bundle GNU as would otherwise lay out differently): like those of
      // explicit bundles it is dropped, the bundler fills its own slots.
      // Taking it as an instruction made it a slot to place, at times a
      // group of nops of its own (linux/entry.s ia64_leave_kernel, 12 ->
      // 13 cycles). The rewrite replaces the region's statements, so it
      // goes; one before the region's first instruction stays one, and so
      // does one right after a `.loc`, whose row names it (gas/pr13167.s).
      if (!Cur.Insts.empty() && isFillerNop(Inst) && !(I > 0 && isLineStmt(Stmts[I - 1])))
        continue;
      auto D = describe(Inst, MM);
      if (!D) {
        Errs = llvm::joinErrors(std::move(Errs), D.takeError());
        continue;
      }
      if (Cur.Insts.empty()) {
        Cur.Begin = withLineInfo(Stmts, I);
        Cur.PinnedBy = pinnedBy(I);
      } else if (PendingAnchor != SIZE_MAX) {
        Cur.Barriers.push_back(unsigned(Cur.Insts.size()));
        PendingAnchor = SIZE_MAX;
      }
      Cur.Insts.push_back(I);
      Cur.Descs.push_back(*D);
      if (D->EndsRegion && !D->FallsThrough)
        close(I + 1);
    }
    close(Stmts.size());
  }
  if (Errs)
    return std::move(Errs);
  return Out;
}

} // namespace epic::sched
