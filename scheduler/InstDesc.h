// What the scheduler knows about one instruction: its isa form, the machine
// model's view of it (class, system register, ports) and the properties that
// shape dependences (memory access, ordering barrier, branch).
#pragma once
#include "ir/Inst.h"
#include "isa/Form.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Problem.h"
#include "llvm/Support/Error.h"

namespace epic::sched {

struct InstDesc {
  isa::FormId Form = -1;
  model::InstInfo Info; // Unit is None until the bundler picks a slot
  SlotKind Kind = SlotKind::A;
  uint32_t PortMask = 0;
  bool ReadsMemory = false, WritesMemory = false;
  bool Barrier = false;  // keeps its place relative to every non-plain instruction
  bool HardBarrier = false; // ... and relative to plain ones too (it renames registers)
  // Computes on general, predicate and branch registers only: no memory, no
  // system register, no FP state, no implicit resource. Such an instruction
  // means the same on either side of a serialization, an RSE flush/load or a
  // PSR mask change, so it may cross those (the soft barriers; see
  // describe() for why the others stay hard).
  bool Plain = false;
  bool EndsRegion = false; // control leaves or may leave here (branches, chk, break, rfi)
  // A branch whose fall-through goes on in the same instruction group and
  // bundle (br.cond, br.ret, brl.cond): IA-64 allows several branches per
  // group and bundle (.mbb, .bbb) and a taken one ends the group, so the
  // region continues after it (nothing moves across it).
  bool FallsThrough = false;
  bool SplitBefore = false, SplitAfter = false;
  // The architecture wants it to be the group's last instruction, nops
  // included (itc, ptc.g/ga, cover, clrrrb, bsw, rfi): GNU as takes it only
  // where the template's stop follows its slot (M: slot 0 of M;MI; B: slot 2).
  bool LastSlotOfGroup = false;
};

/// Finds the form of `I` (mnemonic spelling, operand count and kinds) and
/// describes it for `MM`. Located error when no form matches.
llvm::Expected<InstDesc> describe(const ir::Inst &I, const model::MachineModel &MM);

/// The form `I` is an instance of (-1 when none).
isa::FormId findForm(const ir::Inst &I);

/// True when some form of `I` may sit in a slot of unit `Slot`. One
/// canonical form is not enough: GCC writes `nop 0` (and gas accepts
/// `break`/`hint` alike) in M, I, F and B slots, each a different form.
bool fitsSlot(const ir::Inst &I, ir::Unit Slot);
/// findForm and fitsSlot from one match: no form, a form but not for the
/// slot's unit, or a form that fits it.
enum class SlotFit : uint8_t { NoForm, WrongUnit, Fits };
SlotFit slotFit(const ir::Inst &I, ir::Unit Slot);
/// The unit types (bit per isa::UnitType) of the forms that match I; 0: none.
uint8_t formUnits(const ir::Inst &I);
/// slotFit from formUnits.
SlotFit slotFit(uint8_t FormUnits, ir::Unit Slot);

} // namespace epic::sched
