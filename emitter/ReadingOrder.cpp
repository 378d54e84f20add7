#include "emitter/ReadingOrder.h"
#include "emitter/DwarfDirectives.h"
#include "emitter/UnwindDirectives.h"
#include <algorithm>
#include <functional>
#include <queue>
#include <tuple>

namespace epic::emit {

namespace {

struct Walker {
  ReadingOrder &R;
  uint64_t Base = 0;
  unsigned Next = 0;
  void name(std::string N) {
    if (Next >= 0x80000)
      return; // (a statement naming half a million symbols: order kept by the rest)
    if (!N.empty() && N.back() == '#')
      N.pop_back();
    if (N.empty() || N == ".")
      return;
    R.Name.try_emplace(std::move(N), Base + 1 + Next++);
  }
  void expr(const ir::Expr *E) {
    if (!E)
      return;
    if (E->K == ir::Expr::Symbol)
      name(E->Name);
    expr(E->LHS.get());
    expr(E->RHS.get());
  }
};

uint32_t orderOf(const ir::Stmt &St) {
  if (const auto *I = std::get_if<ir::Inst>(&St))
    return I->Order;
  if (const auto *D = std::get_if<ir::Directive>(&St))
    return D->Order;
  if (const auto *D = std::get_if<ir::Data>(&St))
    return D->Order;
  if (const auto *L = std::get_if<ir::Label>(&St))
    return L->Order;
  return 0;
}

/// Directives whose words are not names of symbols.
bool wordsAreNames(const std::string &D) {
  // Unwind directives name registers only (`.spillreg psp, r23`,
  // `.savepsp ar.lc, 0x20`, `.altrp b7`), but for `.personality`: tc-ia64
  // reads `psp`, `rp`, `pr` as register names there, so a procedure called
  // `psp` is made at its label.
  if (unwind::isUnwindDirective(D))
    return D == ".personality";
  return D != ".file" && D != ".ident" && D != ".version" && D != ".secalias" && D != ".pred.rel" &&
         D.rfind(".pred.", 0) != 0 && D != ".loc";
}

} // namespace

void byReadingOrder(const ir::Module &M, llvm::function_ref<void(uint32_t, unsigned, size_t)> F) {
  bool Sorted = true;
  for (const ir::Section &Sec : M.Sections) {
    uint32_t Last = 0;
    for (size_t I = 0; I < Sec.Stmts.size() && Sorted; ++I) {
      uint32_t O = orderOf(Sec.Stmts[I]);
      Sorted = !O || O >= Last;
      Last = O ? O : Last;
    }
  }
  if (Sorted) {
    // (order, section) of each section's next statement, smallest first.
    std::vector<size_t> Next(M.Sections.size(), 0);
    std::vector<uint32_t> Last(M.Sections.size(), 0);
    using Head = std::pair<uint32_t, unsigned>;
    std::priority_queue<Head, std::vector<Head>, std::greater<Head>> Heads;
    auto key = [&](unsigned S) {
      uint32_t O = orderOf(M.Sections[S].Stmts[Next[S]]);
      return O ? O : Last[S];
    };
    for (unsigned S = 0; S < M.Sections.size(); ++S)
      if (!M.Sections[S].Stmts.empty())
        Heads.push({key(S), S});
    while (!Heads.empty()) {
      auto [O, S] = Heads.top();
      Heads.pop();
      // The section keeps the lead while its statements keep this order or
      // stay below the next section's head.
      do {
        Last[S] = O;
        F(O, S, Next[S]);
      } while (++Next[S] < M.Sections[S].Stmts.size() && (O = key(S), Heads.empty() || Head{O, S} < Heads.top()));
      if (Next[S] < M.Sections[S].Stmts.size())
        Heads.push({O, S});
    }
    return;
  }
  std::vector<std::tuple<uint32_t, unsigned, size_t>> Seq;
  for (unsigned S = 0; S < M.Sections.size(); ++S) {
    uint32_t Last = 0;
    for (size_t I = 0; I < M.Sections[S].Stmts.size(); ++I) {
      uint32_t O = orderOf(M.Sections[S].Stmts[I]);
      Last = O ? O : Last;
      Seq.emplace_back(Last, S, I);
    }
  }
  std::stable_sort(Seq.begin(), Seq.end(),
                   [](const auto &A, const auto &B) { return std::get<0>(A) < std::get<0>(B); });
  for (auto [O, S, I] : Seq)
    F(O, S, I);
}

ReadingOrder readingOrder(const ir::Module &M) {
  ReadingOrder R;
  Walker W{R};
  byReadingOrder(M, [&](uint32_t O, unsigned S, size_t I) {
    if (W.Base != uint64_t(O) << 20)
      W.Base = uint64_t(O) << 20, W.Next = 0;
    const ir::Stmt &St = M.Sections[S].Stmts[I];
    if (const auto *L = std::get_if<ir::Label>(&St))
      W.name(L->Name);
    else if (const auto *In = std::get_if<ir::Inst>(&St)) {
      for (const std::string &T : In->Tags)
        W.name(T);
      for (const auto *Ops : {&In->Outs, &In->Ins})
        for (const ir::Operand &Op : *Ops)
          W.expr(Op.E.get());
    } else if (const auto *D = std::get_if<ir::Data>(&St)) {
      for (const ir::ExprRef &E : D->Values)
        W.expr(E.get());
    } else if (const auto *D = std::get_if<ir::Directive>(&St)) {
      if (wordsAreNames(D->Name))
        for (const std::string &Wd : D->Words)
          if (Wd[0] != '@')
            W.name(Wd);
      if (D->Name == ".personality" && D->Words.empty() && D->Args.empty())
        R.Name.try_emplace("", W.Base + 1 + W.Next++); // GNU as's empty name (unwind::personalityName)
      if (D->Name == ".loc") // `view NAME` makes NAME there
        if (dwarf::LocView V = dwarf::locView(*D); V.K == dwarf::ViewKind::Symbol)
          W.name(V.Name);
      for (const ir::ExprRef &E : D->Args)
        W.expr(E.get());
    }
  });
  R.Section.resize(M.Sections.size());
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    R.Section[S] = (uint64_t(M.Sections[S].Created) << 20) + 0xE0000 + S; // after what statement Created made
  return R;
}

} // namespace epic::emit
