#include "isa/BranchPredict.h"

namespace epic::isa {

bool hintsTaken(std::string_view Mn) {
  // A bare `br` (no whether hint) is encoded .sptk (wh=0).
  return Mn.find(".spnt") == std::string_view::npos && Mn.find(".dpnt") == std::string_view::npos;
}

BranchPrediction branchPrediction(const FormInfo &F, unsigned QP) {
  std::string_view Mn = F.Mnemonic;
  if (Mn.starts_with("chk"))
    return BranchPrediction::None;
  // br.KIND / brl.KIND; a bare `br.sptk` is br.cond.
  std::string_view Kind = Mn.substr(Mn.find('.') + 1);
  Kind = Kind.substr(0, Kind.find('.'));
  bool Indirect = F.NumOps && operandType(F.Ops[F.NumOps - 1]).Kind == OpKind::BR;
  if (Kind == "ia")
    return BranchPrediction::None;
  if (Kind == "ret" || Indirect)
    return BranchPrediction::Target;
  if (Kind == "call")
    return BranchPrediction::None; // direct: the target is in the instruction
  bool Loop = Kind == "cloop" || Kind == "ctop" || Kind == "cexit" || Kind == "wtop" || Kind == "wexit";
  if (!Loop && QP == 0)
    return BranchPrediction::None; // unconditional direct
  return BranchPrediction::Direction;
}

} // namespace epic::isa
