// `epicsched lint --virt IN [--werror]`: every instruction that traps or
// misbehaves when IN runs as a guest kernel at PL2 under a hypervisor, as
// `file:line:col: warning:` lines and a summary (virt/Lint.h).
#include "ir/Diagnostics.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include "virt/Lint.h"

using namespace epic;

static int runLint(const std::vector<std::string> &Argv) {
  auto A = tool::Args::parse(Argv, {"virt", "werror"}, {}, llvm::errs());
  if (!A)
    return 1;
  if (A->positional().size() != 1) {
    llvm::errs() << "error: lint expects exactly one input file\n";
    return 1;
  }
  if (!A->flag("virt")) {
    llvm::errs() << "error: lint needs a check to run: --virt\n";
    return 1;
  }
  ir::SourceManager SM;
  auto M = tool::loadInput(A->positional()[0], *A, SM);
  if (!M)
    return 1;
  ir::DiagnosticEngine DE(SM);
  virt::LintSummary S = virt::lintModule(*M, DE);
  for (const ir::Diagnostic &D : DE.diagnostics())
    llvm::outs() << DE.format(D, /*WithExcerpt=*/false);
  llvm::outs() << A->positional()[0] << ": " << S.total() << " warning(s) in " << S.Instructions
               << " instructions:";
  for (virt::Kind K : {virt::Kind::Privileged, virt::Kind::Sensitive, virt::Kind::Unreplaceable})
    llvm::outs() << " " << (S.ByKind.count(K) ? S.ByKind.at(K) : 0) << " " << virt::kindName(K) << ",";
  llvm::outs() << " by instruction:";
  for (auto &[Name, N] : S.ByMnemonic)
    llvm::outs() << " " << Name << " " << N << ";";
  llvm::outs() << "\n";
  return A->flag("werror") && S.total() ? 1 : 0;
}

static tool::CommandRegistration R{
    {"lint", "lint --virt IN [--werror] [-I DIR] [-D NAME[=VALUE]]",
     "List the instructions that trap or misbehave when IN runs as a guest kernel at PL2.", runLint}};
