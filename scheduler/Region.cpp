#include "scheduler/Region.h"
#include "ir/Diagnostics.h"

namespace epic::sched {

bool isSchedulingDirective(std::string_view Name) {
  for (std::string_view N : {".likely", ".unlikely", ".expect", ".vreg", ".noalias"})
    if (Name == N)
      return true;
  return false;
}

llvm::Expected<std::vector<Region>> findRegions(const ir::Module &M, const model::MachineModel &MM) {
  std::vector<Region> Out;
  llvm::Error Errs = llvm::Error::success();
  for (unsigned S = 0; S < M.Sections.size(); ++S) {
    const auto &Stmts = M.Sections[S].Stmts;
    bool Explicit = false, InBundle = false;
    std::string Proc;
    Region Cur;
    auto close = [&](size_t End) {
      if (!Cur.Insts.empty()) {
        Cur.End = End;
        Cur.Section = S;
        Cur.Procedure = Proc;
        Cur.Name = (Proc.empty() ? M.Sections[S].Name : Proc) + "#" + std::to_string(Out.size());
        Out.push_back(std::move(Cur));
      }
      Cur = Region{};
    };
    for (size_t I = 0; I < Stmts.size(); ++I) {
      const ir::Stmt &St = Stmts[I];
      if (const auto *D = std::get_if<ir::Directive>(&St)) {
        // Directives that only inform the scheduler emit nothing and hold no
        // position: a region runs through them (the rewrite keeps them).
        if (!Cur.Insts.empty() && isSchedulingDirective(D->Name))
          continue;
        close(I);
        if (D->Name == ".explicit") Explicit = true;
        else if (D->Name == ".auto" || D->Name == ".default") Explicit = false;
        else if (D->Name == ".proc" && !D->Words.empty()) Proc = D->Words[0];
        else if (D->Name == ".endp") Proc.clear();
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
      if (Explicit || InBundle)
        continue;
      auto D = describe(Inst, MM);
      if (!D) {
        Errs = llvm::joinErrors(std::move(Errs), D.takeError());
        continue;
      }
      if (Cur.Insts.empty())
        Cur.Begin = I;
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
