// `epicsched dvcheck IN [--fix] [--werror]`: report dependency violations
// inside instruction groups the way `ia64-linux-gnu-as -xexplicit` warns
// (two lines per violation: the later use, then the conflicting one).
#include "isa/dv/DependencyChecker.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include <cstdlib>

using namespace epic;

namespace {
unsigned predNumber(std::string_view W) {
  return W.size() > 1 && W[0] == 'p' ? unsigned(std::atoi(std::string(W.substr(1)).c_str())) : 0;
}

/// `.pred.rel "kind", p1, p2...`, `.pred.rel.kind p1, p2`, `.pred.safe_across_calls pA-pB,...`.
void applyDirective(const ir::Directive &D, isa::dv::PredRelations &P) {
  std::string_view Name = D.Name;
  std::vector<std::string> Words = D.Words;
  std::string Kind;
  if (Name == ".pred.rel" && !Words.empty()) {
    Kind = Words.front();
    Words.erase(Words.begin());
  } else if (Name.starts_with(".pred.rel.")) {
    Kind = std::string(Name.substr(10));
  } else if (Name == ".pred.safe_across_calls") {
    uint64_t Mask = 0;
    for (const auto &W : Words) {
      auto Dash = W.find('-');
      unsigned A = predNumber(W.substr(0, Dash));
      unsigned B = Dash == std::string::npos ? A : predNumber(std::string_view(W).substr(Dash + 1));
      for (unsigned Q = A; Q <= B && Q < 64; ++Q) Mask |= uint64_t(1) << Q;
    }
    P.safeAcrossCalls(Mask);
    return;
  } else {
    return;
  }
  std::vector<unsigned> Ps;
  for (const auto &W : Words) Ps.push_back(predNumber(W));
  if (Kind == "mutex") P.mutex(Ps);
  else if (Kind == "imply" && Ps.size() == 2) P.imply(Ps[0], Ps[1]);
  else if (Kind == "clear") P.clear(Ps);
}
} // namespace

static int runDvCheck(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"fix", "werror"}, {}, llvm::errs());
  if (!A) return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "error: dvcheck expects exactly one input file\n";
    return 1;
  }
  ir::SourceManager SM;
  auto M = tool::loadInput(A->positional()[0], *A, SM);
  if (!M) return 1;
  const std::string &File = A->positional()[0];
  unsigned Count = 0;
  for (const auto &Sec : M->Sections) {
    isa::dv::DependencyChecker C;
    std::vector<const ir::Inst *> Seen; // by id
    for (const auto &S : Sec.Stmts) {
      if (std::holds_alternative<ir::Stop>(S)) {
        C.stop();
      } else if (const auto *L = std::get_if<ir::Label>(&S)) {
        C.label(L->Name);
      } else if (const auto *D = std::get_if<ir::Directive>(&S)) {
        applyDirective(*D, C.preds());
      } else if (const auto *I = std::get_if<ir::Inst>(&S)) {
        for (const auto &V : C.append(*I, Seen.size())) {
          ++Count;
          llvm::outs() << File << ":" << I->Loc.Line << ": Warning: "
                       << isa::dv::describe(V, I->Mnemonic);
          if (A->flag("fix")) llvm::outs() << " [fix: " << isa::dv::fixName(V.fix()) << "]";
          llvm::outs() << "\n"
                       << File << ":" << Seen[V.Earlier]->Loc.Line
                       << ": Warning: This is the location of the conflicting usage\n";
        }
        Seen.push_back(I);
      }
    }
  }
  return A->flag("werror") && Count ? 1 : 0;
}

static tool::CommandRegistration R{
    {"dvcheck", "dvcheck IN [--fix] [--werror] [-I DIR] [-D NAME[=VALUE]]",
     "Report dependency violations inside instruction groups, like GNU as -xexplicit.",
     runDvCheck}};
