#include "driver/QueuedEquateValues.h"
#include "driver/DotOperands.h"
#include "emitter/Assembler.h"
#include "emitter/QueuedEquates.h"
#include "emitter/Target.h"
#include <map>

namespace epic::driver {

namespace {
bool isEquate(const ir::Directive &D) {
  return D.Name == "=" || D.Name == "==" || D.Name == ".set" || D.Name == ".equ" || D.Name == ".equiv" ||
         D.Name == ".eqv";
}

bool sameLoc(const ir::SourceLoc &A, const ir::SourceLoc &B) {
  return A.File == B.File && A.Line == B.Line && A.Col == B.Col;
}

template <typename F> void forEachEquate(ir::Module &M, F Fn) {
  for (ir::Section &S : M.Sections)
    for (ir::Stmt &St : S.Stmts)
      if (auto *D = std::get_if<ir::Directive>(&St); D && isEquate(*D) && !D->Words.empty())
        Fn(*D);
}

std::string hex(uint64_t V) {
  char Buf[24];
  snprintf(Buf, sizeof Buf, "0x%llx", static_cast<unsigned long long>(V));
  return Buf;
}
} // namespace

QueuedEquateValues::QueuedEquateValues(const ir::Module &M, const ir::SourceManager &SM,
                                       std::vector<ir::Diagnostic> &Warnings, ir::Mode DefaultMode) {
  std::vector<ir::Diagnostic> Queued = emit::queuedEquates(M);
  if (Queued.empty())
    return;
  // GNU as's layout of the source, as `asm` makes it (local names kept).
  std::optional<emit::AssemblyResult> Obj = assembleLikeGas(M, SM, DefaultMode);
  std::map<std::string, unsigned> Sets; // how often each name is set
  std::map<std::string, const ir::Directive *> ByName;
  forEachEquate(const_cast<ir::Module &>(M), [&](ir::Directive &D) {
    ++Sets[D.Words[0]];
    ByName[D.Words[0]] = &D;
  });
  for (ir::Diagnostic &W : Queued) {
    const ir::Directive *D = nullptr;
    for (auto &[Name, Dir] : ByName)
      if (sameLoc(Dir->Loc, W.Loc))
        D = Dir;
    std::optional<Value> V;
    if (Obj && D && Sets[D->Words[0]] == 1)
      for (const emit::ElfSymbol &S : Obj->Object.Symbols) {
        if (S.Name != D->Words[0])
          continue;
        if (S.Section == emit::SymAbs)
          V = Value{D->Loc, S.Name, "", S.Value};
        else if (S.Section >= 0 && size_t(S.Section) < Obj->Object.Sections.size())
          V = Value{D->Loc, S.Name, Obj->Object.Sections[size_t(S.Section)].Name, S.Value};
        break;
      }
    if (V)
      Kept.push_back(std::move(*V));
    else
      Warnings.push_back(std::move(W));
  }
}

void QueuedEquateValues::apply(ir::Module &M) const {
  std::map<std::string, std::string> Base; // section name -> label at its start
  for (const Value &V : Kept) {
    if (V.Section.empty() || Base.count(V.Section))
      continue;
    for (size_t I = 0; I < M.Sections.size(); ++I)
      if (M.Sections[I].Name == V.Section) {
        ir::Label L;
        L.Name = ".Lqueued$" + std::to_string(I);
        M.Sections[I].Stmts.insert(M.Sections[I].Stmts.begin(), L);
        M.symbol(L.Name).Defined = true;
        Base[V.Section] = L.Name;
        break;
      }
  }
  forEachEquate(M, [&](ir::Directive &D) {
    for (const Value &V : Kept) {
      if (!sameLoc(D.Loc, V.Loc) || D.Words[0] != V.Name)
        continue;
      auto B = Base.find(V.Section);
      if (!V.Section.empty() && B == Base.end())
        continue; // (the section is always there: the value came from its bytes)
      std::string Text = V.Section.empty() ? hex(V.Offset) : B->second + " + " + hex(V.Offset);
      D.Args = {V.Section.empty() ? ir::Expr::constant(V.Offset, D.Loc)
                                  : ir::Expr::binary(ir::ExprOp::Add, ir::Expr::symbol(B->second, D.Loc),
                                                     ir::Expr::constant(V.Offset, D.Loc), D.Loc)};
      M.symbol(V.Name).Value = D.Args[0]; // what the assembler evaluates (set once: Sets == 1)
      D.Raw = D.Name == "=" ? V.Name + " = " + Text : V.Name + ", " + Text;
    }
  });
}

} // namespace epic::driver
