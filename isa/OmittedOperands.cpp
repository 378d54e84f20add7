#include "isa/OmittedOperands.h"
#include "isa/Form.h"

namespace epic::isa {
namespace {

bool takesAsWritten(const FormInfo &F, const ir::Inst &I) {
  return F.NumOuts == I.Outs.size() && size_t(F.NumOps - F.NumOuts) == I.Ins.size();
}

bool isPredicate(const FormOperand &O) {
  return O.Slot == OpSlot::Op && operandType(O).Kind == OpKind::PR;
}

bool isRegisterNamed(const ir::Operand &O, std::string_view Name) {
  return O.K == ir::Operand::Register && ir::regName(O.R) == Name;
}

// The operands of `I` completed for form `F` (outputs first), or false.
bool completeFor(const FormInfo &F, const ir::Inst &I, std::vector<ir::Operand> &All, unsigned &NOut) {
  All = I.Outs;
  All.insert(All.end(), I.Ins.begin(), I.Ins.end());
  NOut = unsigned(I.Outs.size());
  if (NOut == 1 && F.NumOuts == 2 && isPredicate(F.Ops[0]) && isPredicate(F.Ops[1])) {
    All.insert(All.begin() + 1, ir::Operand::reg(ir::Reg::pr(0), I.Outs[0].Loc));
    NOut = 2;
  }
  // GNU as fills in all the implicit ARs or none: `cmp8xchg16 r1=[r3],r2,ar.csd` without
  // ar.ccv is its "Wrong number of input operands".
  bool Written = false, Inserted = false;
  for (unsigned K = 0; K < F.NumOps; ++K) {
    const FormOperand &O = F.Ops[K];
    std::string_view Name = O.Slot == OpSlot::Lit ? O.Text : "";
    if (!Name.starts_with("ar."))
      continue;
    if (K < All.size() && isRegisterNamed(All[K], Name)) {
      Written = true;
      continue;
    }
    ir::RegLookup R = ir::lookupRegister(Name, {});
    if (R.K != ir::RegLookup::Register || K > All.size())
      return false;
    All.insert(All.begin() + K, ir::Operand::reg(R.R, I.Loc));
    NOut += O.Out;
    Inserted = true;
  }
  return All.size() == F.NumOps && NOut == F.NumOuts && !(Written && Inserted);
}

} // namespace

bool completeOmittedOperands(ir::Inst &I) {
  auto Ids = formsForMnemonic(I.Mnemonic);
  for (FormId Id : Ids)
    if (!form(Id).has(FF_noasm) && takesAsWritten(form(Id), I))
      return false;
  std::vector<ir::Operand> All;
  unsigned NOut = 0;
  for (FormId Id : Ids) {
    const FormInfo &F = form(Id);
    if (F.has(FF_noasm) || !completeFor(F, I, All, NOut))
      continue;
    I.Outs.assign(All.begin(), All.begin() + NOut);
    I.Ins.assign(All.begin() + NOut, All.end());
    return true;
  }
  return false;
}

} // namespace epic::isa
