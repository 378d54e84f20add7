// Execution semantics keyed by instruction form. The table is built once,
// from each form's mnemonic and operand shape (isa/forms.yaml): a handler plus
// the completers it needs, parsed up front (access size, compare relation and
// type, load/store kind, branch kind), so execution never looks at strings.
#pragma once
#include "isa/Form.h"
#include "sim/Core.h"

namespace epic::sim {

/// Compare relations and types (cmp/cmp4/tbit/tnat).
enum class Rel : uint8_t { Eq, Ne, Lt, Le, Gt, Ge, Ltu, Leu, Gtu, Geu, Z, Nz };
enum class CmpType : uint8_t { None, Unc, And, Or, AndCm, OrCm, OrAndCm, AndOrCm };
/// Load kinds (ld<sz><ldt>).
enum class LdKind : uint8_t { Normal, Spec, Adv, SpecAdv, CheckClr, CheckNc, Fill, Acq, Bias };
/// Branch kinds.
enum class BrKind : uint8_t { Cond, Call, Ret, Ia, Cloop, Ctop, Cexit, Wtop, Wexit };

using Handler = Flow (*)(Core &, const isa::MachineInst &, const struct SemEntry &);

struct SemEntry {
  Handler Fn = nullptr;   // nullptr: not implemented (the core stops with an error)
  uint8_t Size = 0;       // access size / extension width / cmp width (4 or 8)
  uint8_t Sub = 0;        // handler-specific selector (ALU op, shift kind, ...)
  uint8_t Mode = 0;       // second selector: saturation (multimedia), status field (FP)
  Rel R = Rel::Eq;
  CmpType T = CmpType::None;
  LdKind Ld = LdKind::Normal;
  BrKind Br = BrKind::Cond;
  bool Imm = false;       // the second source is an immediate / post-increment by imm
  bool PostInc = false;
  bool Nop = false;       // counted as a nop (nop.*, hint.*)
  bool Privileged = false;
  bool Release = false;   // .rel / .acq
  bool QpInHandler = false; // runs even when qp is false (cmp.unc, br.wtop/wexit)
  bool IsBranch = false;  // resolves a branch (for the predictor)
};

/// The semantic entry of a form (built on first use for every form).
const SemEntry &semantics(isa::FormId F);
/// How many forms have an implemented handler.
unsigned implementedForms();

} // namespace epic::sim
