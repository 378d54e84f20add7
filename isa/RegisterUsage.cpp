#include "isa/RegisterUsage.h"

namespace epic::isa {

std::vector<RegisterUsageWarning> registerUsageWarnings(const ir::Inst &I, const MachineInst &MI) {
  const FormInfo &F = MI.info();
  std::vector<RegisterUsageWarning> W;
  // alloc with more rotating registers than its frame: GNU as assembles the
  // fields as written (the frame has none rotating then, frontend/Builder).
  if (F.has(FF_alloc4) && MI.Ops[5] > MI.Ops[2] + MI.Ops[3] + MI.Ops[4])
    W.push_back({5, "Size of rotating registers exceeds frame size"});
  auto regOf = [&](unsigned K) -> const ir::Reg & { return (K < F.NumOuts ? I.Outs[K] : I.Ins[K - F.NumOuts]).R; };
  // The registers written (besides r0/f0/f1): at most two can conflict
  // (an FP pair load's base update never conflicts with its FR targets).
  struct Written {
    int Operand;
    char Prefix;
    int64_t Num;
  };
  std::vector<Written> Outs;
  auto quote = [](char P, int64_t N) { return "`" + std::string(1, P) + std::to_string(N) + "'"; };
  for (unsigned K = 0; K < F.NumOps; ++K) {
    const FormOperand &FO = F.Ops[K];
    if (FO.Slot == OpSlot::Mem) {
      if (!F.has(FF_postinc) || regOf(K).File != ir::RegFile::GR)
        continue;
      if (MI.Ops[K] == 0)
        W.push_back({int(K), "Invalid use of `r0' as base update address operand"});
      else
        Outs.push_back({int(K), 'r', MI.Ops[K]});
      continue;
    }
    if (FO.Slot != OpSlot::Op || K >= F.NumOuts)
      continue;
    OpKind Kind = operandType(FO).Kind;
    if (Kind == OpKind::GR && regOf(K).File == ir::RegFile::GR) {
      if (MI.Ops[K] == 0 && !F.has(FF_r0ok))
        W.push_back({int(K), "Invalid use of `r0' as output operand"});
      else
        Outs.push_back({int(K), 'r', MI.Ops[K]});
    } else if (Kind == OpKind::FR) {
      if (MI.Ops[K] < 2)
        W.push_back({int(K), "Invalid use of " + quote('f', MI.Ops[K]) + " as output operand"});
      else
        Outs.push_back({int(K), 'f', MI.Ops[K]});
    } else if (Kind == OpKind::PR) {
      Outs.push_back({int(K), 'p', MI.Ops[K]});
    }
  }
  if (Outs.size() < 2)
    return W;
  const Written &A = Outs[0], &B = Outs[1];
  if (A.Prefix == B.Prefix && A.Num == B.Num) {
    W.push_back({B.Operand, "Invalid duplicate use of " + quote(B.Prefix, B.Num)});
  } else if (F.has(FF_fpair) && A.Prefix == 'f' && B.Prefix == 'f') {
    // One odd and one even register (two loads into one bank); one in the
    // static f2-f31 and one in the rotating f32-f127 works only without rotation.
    std::string Pair = quote('f', A.Num) + " and " + quote('f', B.Num);
    if (((A.Num ^ B.Num) & 1) == 0)
      W.push_back({B.Operand, "Invalid simultaneous use of " + Pair});
    else if ((A.Num < 32) != (B.Num < 32))
      W.push_back({B.Operand, "Dangerous simultaneous use of " + Pair});
  }
  return W;
}

} // namespace epic::isa
