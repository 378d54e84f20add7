#include "scheduler/LabelOffsets.h"
#include "ir/Diagnostics.h"
#include <map>
#include <optional>

namespace epic::sched {

namespace {
/// `Symbol + c`, `c + Symbol` or `Symbol - c` with c not 0: (name, sign of the offset).
std::optional<std::pair<std::string, int>> labelOffset(const ir::Expr &E) {
  if (E.K != ir::Expr::Binary || (E.Op != ir::ExprOp::Add && E.Op != ir::ExprOp::Sub) || !E.LHS || !E.RHS)
    return std::nullopt;
  const ir::Expr *Sym = E.LHS.get(), *Num = E.RHS.get();
  if (E.Op == ir::ExprOp::Add && Sym->K == ir::Expr::Constant)
    std::swap(Sym, Num);
  if (Sym->K != ir::Expr::Symbol || Num->K != ir::Expr::Constant || Num->Value == 0)
    return std::nullopt;
  bool Negative = int64_t(Num->Value) < 0;
  return std::pair{Sym->Name, (E.Op == ir::ExprOp::Sub) != Negative ? -1 : 1};
}
} // namespace

llvm::Error checkLabelOffsets(const ir::Module &M, const std::vector<Region> &Regions,
                              const std::vector<bool> &Rewritten) {
  // Per section, the statements of rewritten regions.
  std::vector<std::vector<bool>> InRewritten(M.Sections.size());
  for (size_t S = 0; S < M.Sections.size(); ++S)
    InRewritten[S].assign(M.Sections[S].Stmts.size(), false);
  bool Any = false;
  for (size_t K = 0; K < Regions.size(); ++K)
    if (Rewritten[K])
      for (size_t I : Regions[K].Insts) {
        InRewritten[Regions[K].Section][I] = true;
        Any = true;
      }
  if (!Any)
    return llvm::Error::success();
  // Per label: whether the instruction after it, and the one before it, is rescheduled.
  std::map<std::string, std::pair<bool, bool>> Moved; // name -> (before, after)
  for (size_t S = 0; S < M.Sections.size(); ++S) {
    const auto &Stmts = M.Sections[S].Stmts;
    std::optional<size_t> Prev; // the last instruction or data statement
    std::vector<std::string> Waiting;
    for (size_t I = 0; I < Stmts.size(); ++I) {
      bool Inst = std::holds_alternative<ir::Inst>(Stmts[I]);
      if (const auto *L = std::get_if<ir::Label>(&Stmts[I])) {
        Moved[L->Name] = {Prev && InRewritten[S][*Prev], false};
        Waiting.push_back(L->Name);
      } else if (Inst || std::holds_alternative<ir::Data>(Stmts[I])) {
        for (const std::string &N : Waiting)
          Moved[N].second = Inst && InRewritten[S][I];
        Waiting.clear();
        Prev = I;
      }
    }
  }
  for (const ir::Section &Sec : M.Sections)
    for (const ir::Stmt &St : Sec.Stmts) {
      const auto *In = std::get_if<ir::Inst>(&St);
      if (!In)
        continue;
      for (const ir::Operand &O : In->Ins) {
        if (O.K != ir::Operand::Imm || !O.E)
          continue;
        auto LO = labelOffset(*O.E);
        if (!LO)
          continue;
        auto It = Moved.find(LO->first);
        if (It == Moved.end() || !(LO->second > 0 ? It->second.second : It->second.first))
          continue;
        return ir::makeError(O.Loc.isValid() ? O.Loc : In->Loc,
                             "'" + ir::toString(*O.E) + "' is an offset from a label in code sched reschedules: " +
                                 "the scheduled layout puts other instructions at that distance; put a label "
                                 "at the instruction it names");
      }
    }
  return llvm::Error::success();
}

} // namespace epic::sched
