#include "scheduler/InstDesc.h"
#include "scheduler/Speculate.h"
#include "ir/Diagnostics.h"
#include "isa/Match.h"
#include "isa/dv/DependencyChecker.h"
#include <string_view>

namespace epic::sched {

namespace {
SlotKind kindOf(isa::UnitType U) {
  switch (U) {
  case isa::UnitType::A: return SlotKind::A;
  case isa::UnitType::M: return SlotKind::M;
  case isa::UnitType::I: return SlotKind::I;
  case isa::UnitType::F: return SlotKind::F;
  case isa::UnitType::B: return SlotKind::B;
  case isa::UnitType::L: return SlotKind::L;
  }
  return SlotKind::A;
}

bool implicitHas(const isa::FormInfo &F, std::string_view Token) {
  std::string_view S = F.Implicit ? F.Implicit : "";
  size_t P = S.find(Token);
  while (P != std::string_view::npos) {
    size_t E = P + Token.size();
    if ((P == 0 || S[P - 1] == ' ') && (E == S.size() || S[E] == ' '))
      return true;
    P = S.find(Token, P + 1);
  }
  return false;
}
// General, predicate and branch registers (and immediates, labels) only.
bool onlyGeneralRegisters(const ir::Inst &I) {
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops) {
      if (O.K == ir::Operand::Indirect || O.K == ir::Operand::Memory)
        return false;
      if (O.K == ir::Operand::Register && O.R.File != ir::RegFile::GR &&
          O.R.File != ir::RegFile::PR && O.R.File != ir::RegFile::BR)
        return false;
    }
  return true;
}
/// Branch types whose not-taken path continues in the same group: plain
/// conditional branches and returns (a taken one ends the group). Calls
/// return to the next bundle, and the loop branches (cloop, ctop, cexit,
/// wtop, wexit) and br.ia change LC/EC/rotation or the instruction set, so
/// those still end the region. `br.sptk ...` is the br.cond pseudo-op.
bool fallThroughJoins(std::string_view Mn) {
  size_t Dot = Mn.find('.');
  std::string_view Op = Mn.substr(0, Dot);
  if (Op != "br" && Op != "brl")
    return false;
  if (Dot == std::string_view::npos)
    return true;
  std::string_view Type = Mn.substr(Dot + 1);
  Type = Type.substr(0, Type.find('.'));
  for (std::string_view T : {"cond", "ret", "sptk", "spnt", "dptk", "dpnt", "few", "many", "clr"})
    if (Type == T)
      return Op == "br" || T != "ret";
  return false;
}

// isa::match decides; `.vreg` temporaries stand for any general register
// and immediates not yet laid out fit any immediate field.
isa::MatchOptions matchOptions() {
  isa::MatchOptions Opts;
  Opts.VirtualRegs = true;
  Opts.AnyImmediate = true;
  return Opts;
}
} // namespace

isa::FormId findForm(const ir::Inst &I) {
  isa::MatchOptions Opts = matchOptions();
  isa::FormId Best = -1;
  for (const isa::MachineInst &MI : isa::matchAll(I, Opts))
    // Any fitting form has the unit, class and resources we need; prefer the
    // canonical one (lowest disassembly priority) for determinism.
    if (Best < 0 || MI.info().Prio < isa::form(Best).Prio)
      Best = MI.Form;
  return Best;
}

bool fitsSlot(const ir::Inst &I, ir::Unit Slot) {
  for (const isa::MachineInst &MI : isa::matchAll(I, matchOptions()))
    if (isa::unitFits(MI.info().Unit, Slot))
      return true;
  return false;
}

uint8_t formUnits(const ir::Inst &I) {
  uint8_t Units = 0;
  for (const isa::MachineInst &MI : isa::matchAll(I, matchOptions()))
    Units |= uint8_t(1u << unsigned(MI.info().Unit));
  return Units;
}

SlotFit slotFit(uint8_t FormUnits, ir::Unit Slot) {
  if (!FormUnits)
    return SlotFit::NoForm;
  for (unsigned U = 0; U < 8; ++U)
    if ((FormUnits >> U & 1) && isa::unitFits(isa::UnitType(U), Slot))
      return SlotFit::Fits;
  return SlotFit::WrongUnit;
}

SlotFit slotFit(const ir::Inst &I, ir::Unit Slot) { return slotFit(formUnits(I), Slot); }

llvm::Expected<InstDesc> describe(const ir::Inst &I, const model::MachineModel &MM) {
  InstDesc D;
  D.Form = findForm(I);
  if (D.Form < 0) {
    auto M = isa::match(I, matchOptions()); // the located reason
    if (!M)
      return M.takeError();
    return ir::makeError(I.Loc, "no instruction form matches '" + ir::toString(I) + "'");
  }
  const isa::FormInfo &F = isa::form(D.Form);
  std::string_view Class = isa::schedClassName(F.Class);
  auto Cls = MM.classId(Class);
  if (!Cls)
    return ir::makeError(I.Loc, "machine model '" + MM.cpu() + "' has no class '" +
                                    std::string(Class) + "'");
  D.Info.Class = *Cls;
  // The system register or indirect file the instruction moves to or from.
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops) {
      if (O.K == ir::Operand::Indirect)
        D.Info.Indirect = O.IFile;
      else if (O.K == ir::Operand::Register &&
               (O.R.File == ir::RegFile::AR || O.R.File == ir::RegFile::CR ||
                O.R.File == ir::RegFile::PSR))
        D.Info.SysReg = O.R;
    }
  D.Kind = kindOf(F.Unit);
  for (model::PortId P : MM.portsFor(D.Info))
    D.PortMask |= 1u << P;
  D.ReadsMemory = implicitHas(F, "R:mem");
  D.WritesMemory = implicitHas(F, "W:mem");
  std::string_view C = Class;
  // Instructions whose effect on the machine is global: nothing moves across
  // them (design: the order around epc, bsw, rfi, flushrs, loadrs, cover,
  // alloc is kept; fences and serialization likewise).
  for (std::string_view B : {"epc", "bsw", "rfi", "flushrs", "loadrs", "cover", "alloc", "mf",
                             "srlz_d", "srlz_i", "sync_i", "break", "fwb", "invala", "fc", "tlb",
                             "clrrrb", "sum_rum", "ssm_rsm", "topsr", "chk_a", "chk_s_i", "chk_s_f"})
    D.Barrier |= C == B;
  // Plain computation crosses only the barriers whose cost it can hide
  // (serializations, RSE flush/load, PSR mask changes). The others (alloc,
  // cover, bsw, clrrrb rename registers; epc, fences, checks gain nothing and
  // leave the schedulers equal-cost choices that cost a cycle once bundled or
  // joined, e.g. getppid via epc 21 -> 22) keep everything in place.
  bool Soft = false;
  for (std::string_view B : {"srlz_d", "srlz_i", "sync_i", "flushrs", "loadrs", "ssm_rsm", "sum_rum", "topsr"})
    Soft |= C == B;
  D.HardBarrier = D.Barrier && !Soft;
  // A tagged instruction's address is taken (`[99:] ld8` in Linux's EX():
  // an exception-table entry whose fixup code expects the state the source
  // has at that instruction; `[1:] movl` in a patch list). The tag moves with
  // it, and keeping everything on its own side keeps that state.
  if (!I.Tags.empty())
    D.Barrier = D.HardBarrier = true;
  for (std::string_view B : {"br", "scall", "rfi", "break", "chk_a", "chk_s_i", "chk_s_f"})
    D.EndsRegion |= C == B;
  D.Plain = !D.Barrier && !D.EndsRegion && !D.ReadsMemory && !D.WritesMemory &&
            !D.Info.SysReg && !D.Info.Indirect && !(F.Implicit && *F.Implicit) &&
            onlyGeneralRegisters(I);
  D.FallsThrough = C == "br" && fallThroughJoins(F.Mnemonic);
  // The scheduler's own speculation checks (Speculate.h): their recovery
  // code comes back to a label after the last check of a run, so a check
  // is a side exit whose fall-through stays in the group (an M or I unit
  // instruction: what follows it in its group needs no new one).
  D.FallsThrough |= (C == "chk_s_i" || C == "chk_a") && isSpeculationCheck(I);
  // Split issue (the model) and the architecture's first/last-in-group
  // instructions (alloc, flushrs, loadrs first; cover, clrrrb, bsw, rfi last)
  // both pin an instruction to an end of its group.
  D.SplitBefore = MM.splitsBefore(D.Info) || MM.mustStartGroup(D.Info) || isa::dv::startsGroup(I);
  D.SplitAfter = MM.splitsAfter(D.Info) || isa::dv::endsGroup(I);
  D.LastSlotOfGroup = isa::dv::inClass(isa::dv::classesOf(I), "group-last");
  return D;
}

} // namespace epic::sched
