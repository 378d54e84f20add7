// How the simulated Itanium 2 predicts a branch form (sim/Timing.cpp
// onBranch), so that the scheduler's path predictions charge what the
// simulator charges. A branch seen the first time is predicted by its
// whether hint: .sptk/.dptk taken, .spnt/.dpnt not; returns by the return
// stack, indirect branches and indirect calls by their last target (which
// no static prediction knows); an unconditional direct branch, br.ia and
// the chk forms are not predicted. The penalty is the latency-db's
// `branch_mispredict`.
#pragma once
#include "isa/Form.h"
#include <cstdint>
#include <string_view>

namespace epic::isa {

enum class BranchPrediction : uint8_t {
  None,      // nothing to predict (qp 0 direct br.cond, br.ia, chk)
  Direction, // taken or not, from the hint (then a 2-bit counter)
  Target,    // where to: return stack (br.ret) or last target (indirect, br.call)
};

/// Whether the whether hint of a branch mnemonic says taken (.sptk, .dptk,
/// or none: a bare `br` is encoded .sptk).
bool hintsTaken(std::string_view Mnemonic);

/// How a branch of form `F` with qualifying predicate `QP` is predicted.
BranchPrediction branchPrediction(const FormInfo &F, unsigned QP);

} // namespace epic::isa
