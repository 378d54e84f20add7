#include "scheduler/CopyForward.h"
#include "scheduler/GrLiveness.h"
#include "isa/dv/DependencyChecker.h"
#include <algorithm>
#include <optional>
#include <utility>

namespace epic::sched {

namespace {
bool isZero(const ir::Operand &O) {
  return O.K == ir::Operand::Imm && O.E && O.E->K == ir::Expr::Constant && O.E->Value == 0;
}
bool isReg(const ir::Operand &O) { return O.K == ir::Operand::Register; }
bool isCopySource(const ir::Reg &R) {
  return (R.File == ir::RegFile::VR || R.File == ir::RegFile::GR) && !(R.File == ir::RegFile::GR && R.Num == 0);
}

/// (t, s) for an unpredicated copy of s into the temporary t.
std::optional<std::pair<ir::Reg, ir::Reg>> copyOf(const ir::Inst &I) {
  if (I.QP != 0 || I.Outs.size() != 1 || !isReg(I.Outs[0]) || I.Outs[0].R.File != ir::RegFile::VR)
    return std::nullopt;
  const auto &In = I.Ins;
  std::optional<ir::Reg> S;
  if ((I.Mnemonic == "adds" || I.Mnemonic == "addl") && In.size() == 2 && isZero(In[0]) && isReg(In[1]))
    S = In[1].R;
  else if (I.Mnemonic == "mov" && In.size() == 1 && isReg(In[0]))
    S = In[0].R;
  else if (I.Mnemonic == "add" && In.size() == 2 && isReg(In[0]) && isReg(In[1])) {
    if (In[1].R.File == ir::RegFile::GR && In[1].R.Num == 0)
      S = In[0].R;
    else if (In[0].R.File == ir::RegFile::GR && In[0].R.Num == 0)
      S = In[1].R;
  }
  if (!S || !isCopySource(*S) || *S == I.Outs[0].R)
    return std::nullopt;
  return std::pair(I.Outs[0].R, *S);
}

/// Whether I may write R: a result, a post-increment base, or (for a
/// general register) anything the dependency tables say it writes.
bool mayWrite(const ir::Inst &I, const ir::Reg &R) {
  for (const ir::Operand &O : I.Outs)
    if ((O.K == ir::Operand::Register || O.K == ir::Operand::Memory) && O.R == R)
      return O.K == ir::Operand::Register || I.Ins.size() >= 2; // a store's base is written by post-increment
  for (size_t K = 0; K < I.Ins.size(); ++K)
    if (I.Ins[K].K == ir::Operand::Memory && I.Ins[K].R == R && I.Ins.size() > K + 1)
      return true; // a load's post-increment
  if (R.File == ir::RegFile::GR)
    for (const isa::dv::Access &X : isa::dv::accessesOf(I))
      if (X.Res == isa::dv::ResourceId::GR && X.Write && (X.Index == int(R.Num) || X.Index < 0 || X.Index >= 128))
        return true; // (temporaries are not general registers yet: S is not in the pool)
  return false;
}

bool names(const ir::Directive &D, const ir::Reg &R, const std::vector<std::string> &VRegs) {
  std::string N = R.File == ir::RegFile::VR ? (R.Num < VRegs.size() ? VRegs[R.Num] : "") : ir::regName(R);
  for (const std::string &W : D.Words)
    if (W == N || W == "[" + N + "]")
      return true;
  return false;
}

bool endsStraightLine(const ir::Inst &I) {
  const std::string &Mn = I.Mnemonic;
  return Mn.starts_with("br") || Mn.starts_with("chk") || Mn == "rfi" || Mn.starts_with("break") ||
         changesRegisterContext(I);
}
} // namespace

unsigned forwardCopiesIntoAddresses(std::vector<ir::Stmt> &Stmts, const std::vector<std::string> &VRegs,
                                    const std::vector<ir::Reg> &Pool) {
  unsigned Rewritten = 0;
  // Auto-mode code only: in explicit bundles and after `.explicit` the
  // written groups decide what a read sees.
  bool Explicit = false, InBundle = false;
  for (size_t K = 0; K < Stmts.size(); ++K) {
    if (const auto *D = std::get_if<ir::Directive>(&Stmts[K])) {
      if (D->Name == ".explicit")
        Explicit = true;
      else if (D->Name == ".auto" || D->Name == ".default")
        Explicit = false;
    }
    InBundle = std::holds_alternative<ir::BundleBegin>(Stmts[K]) ||
               (InBundle && !std::holds_alternative<ir::BundleEnd>(Stmts[K]));
    const auto *C = std::get_if<ir::Inst>(&Stmts[K]);
    if (!C || Explicit || InBundle)
      continue;
    auto Copy = copyOf(*C);
    if (!Copy)
      continue;
    auto [T, S] = *Copy;
    if (std::find(Pool.begin(), Pool.end(), S) != Pool.end())
      continue;
    for (size_t J = K + 1; J < Stmts.size(); ++J) {
      if (const auto *D = std::get_if<ir::Directive>(&Stmts[J])) {
        if (names(*D, T, VRegs) || names(*D, S, VRegs))
          break;
        continue;
      }
      if (std::holds_alternative<ir::Stop>(Stmts[J]))
        continue; // auto mode: stops come from the dependences
      auto *I = std::get_if<ir::Inst>(&Stmts[J]);
      if (!I)
        break; // a label, data, a bundle brace: another way in
      bool WritesT = mayWrite(*I, T), WritesS = mayWrite(*I, S);
      if (!WritesT)
        for (auto *Ops : {&I->Outs, &I->Ins})
          for (ir::Operand &O : *Ops)
            if (O.K == ir::Operand::Memory && O.R == T) {
              O.R = S;
              ++Rewritten;
            }
      if (WritesT || WritesS || endsStraightLine(*I))
        break;
    }
  }
  return Rewritten;
}

} // namespace epic::sched
