#include "virt/Rewrite.h"
#include "isa/Form.h"
#include "isa/NamedConstants.h"
#include "isa/dv/DvTables.h"
#include "scheduler/GrLiveness.h"
#include "virt/Abi.h"
#include "virt/BankSwitch.h"
#include "virt/FreeRegs.h"
#include "virt/Sensitivity.h"
#include "virt/StmtSeq.h"
#include <functional>
#include <map>
#include <set>

namespace epic::virt {
namespace {

constexpr uint64_t PsrIc = uint64_t(1) << 13, PsrI = uint64_t(1) << 14; // SDM vol. 2 Table 3-2

std::string base(const std::string &Mnemonic) { return Mnemonic.substr(0, Mnemonic.find('.')); }

// cover -> break.b <Cover>, rfi -> break.b <Resume>: all B-unit, all end the group.
void replaceByHypercall(ir::Inst &I, Hypercall H, uint64_t Imm = 0) {
  I.Mnemonic = "break.b";
  I.Outs.clear();
  I.Ins = {constant(Imm ? Imm : hypercallImm(H), I.Loc)};
  I.HasEquals = false;
  I.Form = -1;
}

// `(qp) mov rx=cr.N` of a mirrored register.
std::optional<unsigned> pscbRead(const ir::Inst &I) {
  if (I.Mnemonic != "mov" || I.Outs.size() != 1 || I.Ins.size() != 1 || I.Outs[0].K != ir::Operand::Register ||
      I.Outs[0].R.File != ir::RegFile::GR || I.Ins[0].K != ir::Operand::Register ||
      I.Ins[0].R.File != ir::RegFile::CR || !pscbMirrors(I.Ins[0].R.Num))
    return std::nullopt;
  return I.Ins[0].R.Num;
}

// `(qp) mov cr.N=ry` of an interruption register the guest may write through the PSCB.
std::optional<unsigned> pscbWrite(const ir::Inst &I) {
  if (I.Mnemonic != "mov" || I.Outs.size() != 1 || I.Ins.size() != 1 || I.Outs[0].K != ir::Operand::Register ||
      I.Outs[0].R.File != ir::RegFile::CR || !pscbWritable(I.Outs[0].R.Num) || I.Ins[0].K != ir::Operand::Register ||
      I.Ins[0].R.File != ir::RegFile::GR)
    return std::nullopt;
  return I.Outs[0].R.Num;
}

// The mask of `rsm/ssm` when it touches only psr.i and psr.ic (the
// fields the PSCB holds), else nullopt. A source that defines its own
// `psr.*` symbol keeps its instruction.
std::optional<uint64_t> psrMask(const ir::Module &M, const ir::Inst &I) {
  if ((I.Mnemonic != "rsm" && I.Mnemonic != "ssm") || I.Ins.size() != 1 || I.Ins[0].K != ir::Operand::Imm)
    return std::nullopt;
  for (auto &[Name, Sym] : M.Symbols)
    if (Name.starts_with("psr.") && Sym.Defined)
      return std::nullopt;
  auto V = isa::dv::tables::evalConst(I.Ins[0].E);
  if (!V || !*V || (*V & ~(PsrI | PsrIc)))
    return std::nullopt;
  return *V;
}

// rsm: the fields become 0; ssm: non-zero (the field's own address, which
// the scratch register holds: vBlades 4.2 asks only for non-zero). After
// enabling psr.i, the pending check: the sync_irq hypercall when the
// hypervisor pended an interrupt (vBlades Figure 2).
std::vector<ir::Stmt> psrStores(const ir::Inst &I, uint64_t Mask, ir::Reg T, std::optional<unsigned> P) {
  Seq S(I);
  bool Set = I.Mnemonic == "ssm";
  for (auto [Bit, Addr] : {std::pair{PsrIc, PscbVpsrIc}, std::pair{PsrI, PscbVpsrI}})
    if (Mask & Bit) {
      if (!S.Out.empty())
        S.stop();
      S.storeWord(T, Addr, Set ? T : R0);
    }
  if (Set && (Mask & PsrI)) {
    S.stop();
    S.loadWord(T, PscbPending);
    S.stop();
    S.add("cmp.ne.unc", {ir::Operand::reg(ir::Reg::pr(*P), I.Loc), ir::Operand::reg(ir::Reg::pr(0), I.Loc)},
          {reg(T, I.Loc), reg(R0, I.Loc)});
    S.stop();
    S.add("break.m", {}, {constant(hypercallImm(Hypercall::SyncIrq), I.Loc)}).QP = uint8_t(*P);
  }
  return std::move(S.Out);
}

std::vector<ir::Stmt> pscbLoad(const ir::Inst &I, unsigned Cr) {
  Seq S(I);
  S.loadWord(I.Outs[0].R, PscbBase + pscbCrOffset(Cr)); // its own address register
  return std::move(S.Out);
}

// thash rx=ry -> tpa rx=r(y+64); ttag rx=ry -> tak rx=r(y+64) (vBlades Figure 1).
void replaceTranslation(ir::Inst &I, const char *To) {
  I.Mnemonic = To;
  I.Ins[0].R.Num = uint16_t(I.Ins[0].R.Num + ReplacedSourceOffset);
  I.Form = -1;
}

// `mov rr[ra]=rv`, unpredicated: a member of a set_rr batch.
bool rrWrite(const ir::Inst &I) {
  return I.QP == 0 && I.Mnemonic == "mov" && I.Outs.size() == 1 && I.Outs[0].K == ir::Operand::Indirect &&
         I.Outs[0].IFile == ir::IndirectFile::RR && I.Ins.size() == 1 && I.Ins[0].K == ir::Operand::Register &&
         I.Ins[0].R.File == ir::RegFile::GR;
}

// What may lie between two rr writes of one batch (their effect is
// deferred to the hypercall after the last): instructions that neither
// translate an address nor depend on privileged state, i.e. unprivileged
// A-, I- and L-unit ones (no memory access, no branch), and srlz.
bool batchTransparent(const ir::Inst &I) {
  if (base(I.Mnemonic) == "srlz")
    return true;
  int F = formOf(I);
  if (F < 0 || classify(I))
    return false;
  isa::UnitType U = isa::form(F).Unit;
  return U == isa::UnitType::A || U == isa::UnitType::I || U == isa::UnitType::L;
}

struct RrMember {
  unsigned Slot;
  ir::Reg Reg;
  bool Last;
};

// Statement index -> its place in a batch of two or more rr writes.
std::map<size_t, RrMember> planRrBatches(const ir::Section &Sec, unsigned SecNo, const std::vector<bool> &Bundled,
                                         FreeRegs &Free) {
  std::map<size_t, RrMember> Plan;
  std::vector<std::pair<size_t, ir::Reg>> Run; // (statement, scratch register)
  auto close = [&] {
    if (Run.size() >= 2)
      for (unsigned K = 0; K < Run.size(); ++K)
        Plan[Run[K].first] = {K, Run[K].second, K + 1 == Run.size()};
    Run.clear();
  };
  for (size_t Idx = 0; Idx < Sec.Stmts.size(); ++Idx) {
    const ir::Stmt &St = Sec.Stmts[Idx];
    const auto *I = std::get_if<ir::Inst>(&St);
    if (I && rrWrite(*I) && !Bundled[Idx]) {
      if (auto T = Free.gr(SecNo, Idx)) {
        if (Run.size() == PscbRrBatchMax)
          close();
        Run.push_back({Idx, *T});
        continue;
      }
    }
    if (Run.empty() || std::holds_alternative<ir::Stop>(St) || (I && !Bundled[Idx] && batchTransparent(*I)))
      continue;
    close();
  }
  close();
  return Plan;
}

// The pair's words, then after the last the terminator and the hypercall.
std::vector<ir::Stmt> rrStores(const ir::Inst &I, const RrMember &M) {
  Seq S(I);
  S.movl(M.Reg, PscbRrBatch + 16 * uint64_t(M.Slot));
  S.stop();
  S.st8(M.Reg, I.Outs[0].R, 8);
  S.stop();
  S.st8(M.Reg, I.Ins[0].R, 8);
  if (M.Last) {
    S.stop();
    S.st8(M.Reg, R0, 8);
    S.stop();
    S.st8(M.Reg, R0);
    S.stop();
    S.add("break.m", {}, {constant(hypercallImm(Hypercall::SetRR), I.Loc)});
  }
  return std::move(S.Out);
}

// Whether I may use a data translation: a memory operand, or fc/probe,
// which translate their address register.
bool usesDataTranslation(const ir::Inst &I, int F) {
  std::string B = base(I.Mnemonic);
  if (B == "fc" || B == "probe")
    return true;
  const isa::FormInfo &Info = isa::form(F);
  for (unsigned K = 0; K < Info.NumOps; ++K)
    if (Info.Ops[K].Slot == isa::OpSlot::Mem)
      return true;
  return false;
}

// The general register a memory operand addresses through (none for fc
// and probe, whose address is a plain register operand).
std::optional<ir::Reg> addressRegister(const ir::Inst &I) {
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.K == ir::Operand::Memory && O.R.File == ir::RegFile::GR)
        return O.R;
  return std::nullopt;
}

constexpr uint64_t PsrDt = uint64_t(1) << 17; // SDM vol. 2 Table 3-2

// Labels code may reach otherwise than by falling into them: named by an
// instruction (a branch, or a `movl r30=1f` that a handler branches back
// through) or not local. Labels only directives name (.xdata, unwind) are not.
std::set<std::string> instructionNamed(const ir::Module &M);
std::set<std::string> reachedLabels(const ir::Module &M) {
  std::set<std::string> Out = instructionNamed(M);
  for (auto &[Name, Sym] : M.Symbols)
    if (Sym.Bind != ir::Binding::Local)
      Out.insert(Name);
  return Out;
}

// Symbols an instruction names (branch targets, `movl r30=1f`).
std::set<std::string> instructionNamed(const ir::Module &M) {
  std::set<std::string> Out;
  std::function<void(const ir::ExprRef &)> walk = [&](const ir::ExprRef &E) {
    if (!E)
      return;
    if (E->K == ir::Expr::Symbol)
      Out.insert(E->Name);
    walk(E->LHS);
    walk(E->RHS);
  };
  for (const ir::Section &Sec : M.Sections)
    for (const ir::Stmt &St : Sec.Stmts)
      if (const auto *I = std::get_if<ir::Inst>(&St))
        for (const auto *Ops : {&I->Outs, &I->Ins})
          for (const ir::Operand &O : *Ops)
            if (O.K == ir::Operand::Imm)
              walk(O.E);
  return Out;
}

// Whether statement Idx runs with psr.dt = 0 on its only path: looking back
// along the statements (no label code may reach, no unpredicated branch,
// no vector boundary) to an `rsm` of psr.dt with a data serialization
// (srlz) after it, and no ssm of psr.dt or rfi on the way. Its data
// accesses are then physical: no translation, old or new, is used.
bool physicalAt(const ir::Section &Sec, size_t Idx, const std::set<std::string> &Reached) {
  bool Serialized = false;
  for (size_t K = Idx; K-- > 0;) {
    const ir::Stmt &St = Sec.Stmts[K];
    if (const auto *L = std::get_if<ir::Label>(&St)) {
      if (Reached.count(L->Name))
        return false;
      continue;
    }
    if (const auto *D = std::get_if<ir::Directive>(&St)) {
      if (D->Name == ".org" || D->Name.starts_with(".align") || D->Name.starts_with(".p2align") ||
          D->Name.starts_with(".balign"))
        return false;
      continue;
    }
    if (std::holds_alternative<ir::Data>(St))
      return false;
    const auto *J = std::get_if<ir::Inst>(&St);
    if (!J)
      continue;
    std::string B = base(J->Mnemonic);
    if (B == "srlz") {
      Serialized = true;
      continue;
    }
    if (B == "rsm" || B == "ssm" || (B == "mov" && !J->Outs.empty() && J->Outs[0].K == ir::Operand::Register &&
                                     J->Outs[0].R.File == ir::RegFile::PSR)) {
      auto V = J->Ins.size() == 1 && J->Ins[0].K == ir::Operand::Imm ? isa::dv::tables::evalConst(J->Ins[0].E)
                                                                       : std::nullopt;
      if (B == "rsm" && V && (*V & PsrDt))
        return Serialized && J->QP == 0;
      if (B != "rsm" && (!V || (*V & PsrDt)))
        return false; // ssm psr.dt, mov psr.l=
      continue;
    }
    if (B == "rfi" || B == "break" || B == "epc")
      return false;
    if ((B == "br" || B == "brl") && J->QP == 0 && !J->Mnemonic.starts_with("br.call") &&
        !J->Mnemonic.starts_with("brl.call"))
      return false; // what follows is reached only through a label
  }
  return false;
}

// Whether the code before statement K cannot fall through into it: the
// last instruction before is an unpredicated rfi or branch that is not a
// call, or there is none.
bool endsFlow(const ir::Section &Sec, size_t K) {
  while (K-- > 0)
    if (const auto *J = std::get_if<ir::Inst>(&Sec.Stmts[K])) {
      std::string B = base(J->Mnemonic);
      return J->QP == 0 && (B == "rfi" || ((B == "br" || B == "brl") && !J->Mnemonic.starts_with("br.call") &&
                                           !J->Mnemonic.starts_with("brl.call")));
    }
  return true;
}

// An unpredicated `rsm psr.dt` (that bit alone) that can become the
// physical-mode entry of its interruption vector (virt/Abi.h
// PhysicalEntryHint): looking back along the statements to the directive
// that places the vector (GrLiveness's placesVector), everything before it
// behaves the same whatever psr.dt is: no data access, no branch, nothing
// privileged but the reads of mirrored control registers (PSCB loads, whose
// page the hypervisor keeps mapped in metaphysical mode too, or crossings),
// no data, and no label code may reach but at the entry itself, where no
// instruction may name one, and the code before the vector cannot fall
// into it (delivery is the only way in). Returns the
// statement before which the hint goes: the vector's first instruction.
std::optional<size_t> physicalEntry(const ir::Module &M, const ir::Section &Sec, size_t Idx,
                                    const std::vector<bool> &Bundled, const std::set<std::string> &Reached,
                                    const std::set<std::string> &Named) {
  const auto &Rsm = std::get<ir::Inst>(Sec.Stmts[Idx]);
  if (Rsm.QP != 0 || Bundled[Idx] || !Rsm.Tags.empty() || Rsm.Ins.size() != 1 || Rsm.Ins[0].K != ir::Operand::Imm)
    return std::nullopt;
  for (auto &[Name, Sym] : M.Symbols)
    if (Name.starts_with("psr.") && Sym.Defined)
      return std::nullopt;
  if (auto V = isa::dv::tables::evalConst(Rsm.Ins[0].E); !V || *V != PsrDt)
    return std::nullopt;
  size_t First = Idx; // the earliest instruction statement seen
  std::vector<size_t> Labels;
  for (size_t K = Idx; K-- > 0;) {
    const ir::Stmt &St = Sec.Stmts[K];
    if (const auto *D = std::get_if<ir::Directive>(&St)) {
      if (!sched::placesVector(*D))
        continue;
      if (!endsFlow(Sec, K))
        return std::nullopt; // code before may fall into the vector with translation on
      for (size_t L : Labels) {
        const std::string &Name = std::get<ir::Label>(Sec.Stmts[L]).Name;
        if (L > First ? Reached.count(Name) != 0 : Named.count(Name) != 0)
          return std::nullopt;
      }
      return First;
    }
    if (std::holds_alternative<ir::Label>(St)) {
      Labels.push_back(K);
      continue;
    }
    if (std::holds_alternative<ir::Data>(St))
      return std::nullopt;
    if (std::holds_alternative<ir::BundleBegin>(St))
      First = K;
    const auto *J = std::get_if<ir::Inst>(&St);
    if (!J)
      continue;
    First = std::min(First, K);
    std::string B = base(J->Mnemonic);
    if (B == "nop" || B == "srlz")
      continue;
    if (classify(*J)) {
      if (pscbRead(*J))
        continue;
      return std::nullopt;
    }
    int F = formOf(*J);
    if (F < 0 || B == "break" || B == "chk" || isa::form(F).Unit == isa::UnitType::B || usesDataTranslation(*J, F))
      return std::nullopt;
  }
  return std::nullopt;
}

// The hint: an explicit bundle, so it stays the vector's first slot.
std::vector<ir::Stmt> physicalEntryHint(const ir::Inst &Rsm) {
  Seq S(Rsm);
  ir::BundleBegin Begin;
  Begin.Template = 0; // .mii
  Begin.Loc = Rsm.Loc;
  S.Out.push_back(Begin);
  S.add("nop.m", {}, {constant(PhysicalEntryHint, Rsm.Loc)});
  S.add("nop.i", {}, {constant(0, Rsm.Loc)});
  S.add("nop.i", {}, {constant(0, Rsm.Loc)});
  S.Out.push_back(ir::BundleEnd{Rsm.Loc});
  return std::move(S.Out);
}

// insertWaits: whether the `itc.i` / `itc.d` before statement From can have its
// insert wait for the hypervisor's next entry
// (virt/Abi.h PscbItcPte): in statement order from the itc, on the only
// path (no branch), up to an unpredicated crossing that stays one (rfi,
// which becomes the resume hypercall, or a TLB purge or insert register
// write), nothing may
//   - use the new translation: for itc.d any data access not proven to
//     run with psr.dt = 0 (physicalAt) and not guarded (Guard, below), and
//     alloc, flushrs and loadrs (RSE accesses), for itc.i none
//     (data accesses go through the data TLB; the handler's own code is
//     not what it inserts: an itc overlapping a translation register is
//     a machine check);
//   - change what the insert reads: cr.ifa, cr.itir, psr.ic (their writes,
//     rsm/ssm and everything else privileged stop the search), or insert
//     another translation (a second itc);
//   - leave: a branch, break, the end of the section, data or a
//     directive that places code.
// A predicated purge may not execute, so the search continues past it;
// if it does, its crossing performs the insert first, in the same order.
// With Q, whether it can take an entry of the insert queue instead
// (virt/Abi.h pscbItcQueue): its own cr.ifa and cr.itir go with it, so
// what the plain deferral stops at may follow it: writes of cr.ifa/cr.itir
// and other itc that are deferred too (Q->Later: plain or queued; the
// queue keeps program order, and a plain request is never followed by
// another itc), and predicated forward branches to labels of the section
// (both ways must reach a crossing); an unpredicated `ssm` that stays a
// crossing (a mask beyond psr.i/psr.ic, as page_fault's `ssm psr.dt`) ends
// the search too.
// With Guard (the plain search), an itc.d may also be followed by
// translated data accesses through one general register that nothing
// writes between the itc and them: Guard receives it, and the rewrite
// checks its value against cr.ifa at the itc (virt/Abi.h GuardBlockShift).
struct QueueSearch {
  const std::map<std::string, size_t> &Labels;
  const std::vector<bool> &Later;
};
bool insertWaits(const ir::Module &M, const ir::Section &Sec, size_t From, bool Inst,
                 const std::set<std::string> &Reached, const QueueSearch *Q, unsigned Depth = 0,
                 std::optional<ir::Reg> *Guard = nullptr) {
  if (Depth > 4)
    return false;
  sched::GrSet Written; // general registers written since the itc
  for (size_t K = From; K < Sec.Stmts.size(); ++K) {
    const ir::Stmt &St = Sec.Stmts[K];
    if (const auto *D = std::get_if<ir::Directive>(&St)) {
      if (D->Name.starts_with(".pred.") || D->Name == ".mem.offset")
        continue;
      return false;
    }
    if (std::holds_alternative<ir::Data>(St))
      return false;
    const auto *J = std::get_if<ir::Inst>(&St);
    if (!J)
      continue; // labels, stops, bundle braces
    std::string B = base(J->Mnemonic);
    if (B == "rfi")
      return J->QP == 0;
    int F = formOf(*J);
    if (F < 0)
      return false;
    if (!Inst && (B == "alloc" || B == "flushrs" || B == "loadrs"))
      return false; // the RSE's own loads and stores may translate through the data TLB
    if (!Inst && usesDataTranslation(*J, F) && !physicalAt(Sec, K, Reached)) {
      auto A = Guard ? addressRegister(*J) : std::nullopt;
      if (!A || Written[A->Num] || (*Guard && **Guard != *A))
        return false;
      *Guard = *A;
    }
    if (sched::GrAccess Acc = sched::grAccess(*J); Acc.Unknown)
      Written.set();
    else
      Written |= Acc.Writes;
    if (auto C = classify(*J)) {
      if (C->K != Kind::Privileged)
        return false;
      if (B == "ptc" || B == "ptr" || B == "itr" || (Q && B == "ssm" && !psrMask(M, *J))) {
        if (J->QP == 0)
          return true;
        continue;
      }
      if (pscbRead(*J))
        continue; // a load from the PSCB (or a trap, which performs the insert first)
      if (Q && (pscbWrite(*J) || (B == "itc" && Q->Later[K])))
        continue;
      return false;
    }
    if (B == "nop")
      continue;
    if (Q && B == "br" && !J->Mnemonic.starts_with("br.call") && !J->Mnemonic.starts_with("br.ret") &&
        J->Ins.size() == 1 && J->Ins[0].K == ir::Operand::Imm && J->Ins[0].E && J->Ins[0].E->K == ir::Expr::Symbol) {
      auto L = Q->Labels.find(J->Ins[0].E->Name);
      if (L == Q->Labels.end() || L->second <= K || !insertWaits(M, Sec, L->second + 1, Inst, Reached, Q, Depth + 1))
        return false; // forward branches only: no loop can reuse a queue entry before the crossing
      if (J->QP == 0)
        return true;
      continue;
    }
    if (B == "break" || B == "br" || B == "brl" || B == "chk" || isa::form(F).Unit == isa::UnitType::B)
      return false;
  }
  return false;
}

// (qp) itc.X rP -> its queue entry K: the PTE, cr.ifa and cr.itir (from
// the PSCB) and the request (1: itc.i, 2: itc.d), through T and U.
std::vector<ir::Stmt> queuedInsert(const ir::Inst &I, unsigned K, ir::Reg T, ir::Reg U) {
  Seq S(I);
  S.movl(T, pscbItcQueue(K));
  S.stop();
  S.st8(T, I.Ins[0].R, 8);
  for (unsigned Cr : {20u, 21u}) { // cr.ifa, cr.itir
    S.stop();
    S.loadWord(U, PscbBase + pscbCrOffset(Cr));
    S.stop();
    S.st8(T, U, 8);
  }
  S.stop();
  S.add("mov", {reg(U, I.Loc)}, {constant(I.Mnemonic.starts_with("itc.i") ? 1 : 2, I.Loc)});
  S.stop();
  S.st8(T, U);
  return std::move(S.Out);
}

// (qp) itc.X rP -> (qp) movl rT=PscbItcPte ;; (qp) st8 [rT]=rP,OFF ;;
// (qp) st8 [rT]=rT: the PTE, then the request word of its TLB (non-zero:
// the word's own address). Unexecuted, nothing is requested.
std::vector<ir::Stmt> deferredInsert(const ir::Inst &I, ir::Reg T) {
  Seq S(I);
  bool Inst = I.Mnemonic.starts_with("itc.i");
  S.movl(T, PscbItcPte);
  S.stop();
  S.st8(T, I.Ins[0].R, (Inst ? PscbItcI : PscbItcD) - PscbItcPte);
  S.stop();
  S.st8(T, T);
  return std::move(S.Out);
}

// The deferral (through T), then its guard (through U, then T; U may be T):
// (qp) U = cr.ifa xor rA, bits 60:32 ;; (qp) cmp.eq.unc pP,p0=U,r0 ;;
// (qp) T = the virtual psr.dt ;; (qp) cmp.ne.and pP,p0=T,r0 ;;
// (pP) break.m <Insert>: a translated access in cr.ifa's 4 GiB block has
// the insert performed now, before it (virt/Abi.h GuardBlockShift).
std::vector<ir::Stmt> guardedInsert(const ir::Inst &I, ir::Reg T, ir::Reg U, ir::Reg A, unsigned P) {
  Seq S(I);
  S.Out = deferredInsert(I, T);
  S.stop();
  auto Pred = [&](unsigned N) { return ir::Operand::reg(ir::Reg::pr(N), I.Loc); };
  S.loadWord(U, PscbBase + pscbCrOffset(20)); // cr.ifa
  S.stop();
  S.add("xor", {reg(U, I.Loc)}, {reg(U, I.Loc), reg(A, I.Loc)});
  S.stop();
  S.add("extr.u", {reg(U, I.Loc)},
        {reg(U, I.Loc), constant(GuardBlockShift, I.Loc), constant(61 - GuardBlockShift, I.Loc)});
  S.stop();
  S.add("cmp.eq.unc", {Pred(P), Pred(0)}, {reg(U, I.Loc), reg(R0, I.Loc)});
  S.stop();
  S.loadWord(T, PscbVpsrDt);
  S.stop();
  S.add("cmp.ne.and", {Pred(P), Pred(0)}, {reg(T, I.Loc), reg(R0, I.Loc)});
  S.stop();
  S.add("break.m", {}, {constant(hypercallImm(Hypercall::Insert), I.Loc)}).QP = uint8_t(P);
  return std::move(S.Out);
}

// Resume with operands (virt/Abi.h ResumeOperandsBase): whether the
// unpredicated `mov cr.X=rY` at statement Idx (X ipsr, iip or ifs, rY
// static) can fold into the resume hypercall of the rfi it reaches. Looking
// along the statements on the only path (no label code may reach, no
// branch, break or data, no directive but predicate and spill hints) to an
// unpredicated rfi, nothing may write rY (so its value at the rfi is the
// one written), and nothing may read or write cr.X: of what reaches the
// hypervisor, only writes of other interruption registers and reads of
// other mirrored ones (PSCB stores and loads, or crossings that leave cr.X
// alone) may lie between; `cover` stops the fold of cr.ifs, which it
// writes. Returns the rfi's statement.
std::optional<size_t> resumeFold(const ir::Section &Sec, size_t Idx, const std::vector<bool> &Bundled,
                                 const std::set<std::string> &Reached) {
  const auto &Mov = std::get<ir::Inst>(Sec.Stmts[Idx]);
  auto Cr = pscbWrite(Mov);
  if (!Cr || resumeOperandField(*Cr) < 0 || Mov.QP != 0 || Bundled[Idx] || Mov.Ins[0].R.Num == 0 ||
      Mov.Ins[0].R.Num > 31)
    return std::nullopt;
  unsigned Y = Mov.Ins[0].R.Num;
  for (size_t K = Idx + 1; K < Sec.Stmts.size(); ++K) {
    const ir::Stmt &St = Sec.Stmts[K];
    if (const auto *L = std::get_if<ir::Label>(&St)) {
      if (Reached.count(L->Name))
        return std::nullopt;
      continue;
    }
    if (const auto *D = std::get_if<ir::Directive>(&St)) {
      if (D->Name.starts_with(".pred.") || D->Name == ".mem.offset")
        continue;
      return std::nullopt;
    }
    if (std::holds_alternative<ir::Data>(St))
      return std::nullopt;
    const auto *J = std::get_if<ir::Inst>(&St);
    if (!J)
      continue; // stops, bundle braces
    std::string B = base(J->Mnemonic);
    if (B == "rfi")
      return J->QP == 0 ? std::optional<size_t>(K) : std::nullopt;
    if (B == "cover") {
      if (*Cr == 23)
        return std::nullopt; // it writes cr.ifs
      continue;              // a B-unit instruction that renames only the stacked registers (rY is static)
    }
    int F = formOf(*J);
    if (F < 0 || B == "break" || B == "chk" || B == "br" || B == "brl" || isa::form(F).Unit == isa::UnitType::B)
      return std::nullopt;
    if (sched::GrAccess A = sched::grAccess(*J); A.Unknown || A.Writes[Y])
      return std::nullopt;
    // Nothing that may fault on the way (a data access, the RSE's): an
    // interruption there would find cr.X not yet written.
    if (usesDataTranslation(*J, F) || B == "alloc" || B == "loadrs" || B == "flushrs")
      return std::nullopt;
    if (auto C = classify(*J)) {
      if (C->K == Kind::Sensitive)
        continue; // runs at PL2 without reaching the hypervisor (mov ar.rsc=, probe ...)
      auto W = pscbWrite(*J);
      auto R = pscbRead(*J);
      if ((W && *W != *Cr) || (R && *R != *Cr))
        continue;
      return std::nullopt;
    }
  }
  return std::nullopt;
}

// Whether the unpredicated `cover` at statement Idx can fold into the
// resume hypercall of the unpredicated rfi it reaches (virt/Abi.h
// ResumeCover): the hypervisor covers at the resume instead. The cover
// empties the frame (CFM to sof = sol = sor = 0, every rrb 0), advances
// ar.bsp and, with psr.ic = 0, writes cr.ifs, so on the only path to the
// rfi (as for resumeFold) nothing may see any of it: no stacked register
// r32-r127, rotating f32-f127 or p16-p63, or the predicates as a whole; no
// alloc, loadrs, flushrs, clrrrb, bsw or another cover; no ar.rsc, ar.bsp,
// ar.bspstore or ar.rnat; nothing that may fault (a data access); and of
// what reaches the hypervisor only reads and writes of interruption
// registers other than cr.ifs. Returns the rfi's statement.
std::optional<size_t> coverFold(const ir::Section &Sec, size_t Idx, const std::vector<bool> &Bundled,
                                const std::set<std::string> &Reached) {
  const auto &Cover = std::get<ir::Inst>(Sec.Stmts[Idx]);
  if (base(Cover.Mnemonic) != "cover" || Cover.QP != 0 || Bundled[Idx])
    return std::nullopt;
  auto framed = [](const ir::Operand &O) {
    if (O.K != ir::Operand::Register && O.K != ir::Operand::Memory)
      return false;
    switch (O.R.File) {
    case ir::RegFile::GR: return O.R.Num >= 32;
    case ir::RegFile::FR: return O.R.Num >= 32;
    case ir::RegFile::PR: return O.R.Num >= 16;
    case ir::RegFile::PRFile: return true;
    case ir::RegFile::AR: return O.R.Num >= 16 && O.R.Num <= 19; // rsc, bsp, bspstore, rnat
    case ir::RegFile::VR: return true; // not yet a register
    default: return false;
    }
  };
  for (size_t K = Idx + 1; K < Sec.Stmts.size(); ++K) {
    const ir::Stmt &St = Sec.Stmts[K];
    if (const auto *L = std::get_if<ir::Label>(&St)) {
      if (Reached.count(L->Name))
        return std::nullopt;
      continue;
    }
    if (const auto *D = std::get_if<ir::Directive>(&St)) {
      if (D->Name.starts_with(".pred.") || D->Name == ".mem.offset")
        continue;
      return std::nullopt;
    }
    if (std::holds_alternative<ir::Data>(St))
      return std::nullopt;
    const auto *J = std::get_if<ir::Inst>(&St);
    if (!J)
      continue;
    std::string B = base(J->Mnemonic);
    if (B == "rfi")
      return J->QP == 0 ? std::optional<size_t>(K) : std::nullopt;
    int F = formOf(*J);
    if (F < 0 || B == "break" || B == "chk" || B == "br" || B == "brl" || isa::form(F).Unit == isa::UnitType::B ||
        sched::changesRegisterContext(*J) || usesDataTranslation(*J, F))
      return std::nullopt;
    for (const auto *Ops : {&J->Outs, &J->Ins})
      for (const ir::Operand &O : *Ops)
        if (framed(O))
          return std::nullopt;
    if (classify(*J)) {
      auto W = pscbWrite(*J);
      auto R = pscbRead(*J);
      if ((W && *W != 23) || (R && *R != 23))
        continue;
      return std::nullopt;
    }
  }
  return std::nullopt;
}

// Statements that a later `.org` of their section follows: their code must
// fit before the address it sets (an interruption vector's entry, 0x400 or
// 0x100 bytes in an IVT), so long replacements go out of line.
std::vector<bool> spaceLimited(const ir::Section &Sec) {
  std::vector<bool> Out(Sec.Stmts.size());
  bool Org = false;
  for (size_t Idx = Sec.Stmts.size(); Idx-- > 0;) {
    if (const auto *D = std::get_if<ir::Directive>(&Sec.Stmts[Idx]); D && D->Name == ".org")
      Org = true;
    Out[Idx] = Org;
  }
  return Out;
}

// A replacement placed out of line: `(qp) br.sptk.many OUT ;; BACK:` where
// the instruction was, and `OUT: <Code> ;; br.sptk.many BACK ;;` in Tail,
// which the rewrite appends to the section (after everything the section
// places), so a vector keeps its size whatever the replacement costs.
std::vector<ir::Stmt> outOfLine(ir::Module &M, const ir::Inst &I, std::vector<ir::Stmt> Code,
                                std::vector<ir::Stmt> &Tail, unsigned &Counter) {
  std::string Out = ".Lepicsched.pv.ool." + std::to_string(Counter);
  std::string Back = ".Lepicsched.pv.back." + std::to_string(Counter++);
  for (const std::string &Name : {Out, Back}) {
    ir::Symbol &Sym = M.symbol(Name);
    Sym.Name = Name;
    Sym.Defined = true;
    Sym.Loc = I.Loc;
  }
  auto branch = [&](Seq &S, const std::string &To) {
    S.add("br.sptk.many", {}, {ir::Operand::imm(ir::Expr::symbol(To, I.Loc), I.Loc)});
    S.stop();
  };
  Seq Here(I);
  branch(Here, Out);
  Here.Out.push_back(ir::Label{Back, I.Loc});
  ir::Inst Unpredicated = I;
  Unpredicated.QP = 0;
  Unpredicated.Tags.clear();
  Seq There(Unpredicated);
  Tail.push_back(ir::Label{Out, I.Loc});
  for (ir::Stmt &St : Code)
    Tail.push_back(std::move(St));
  Tail.push_back(ir::Stop{I.Loc});
  branch(There, Back);
  for (ir::Stmt &St : There.Out)
    Tail.push_back(std::move(St));
  return std::move(Here.Out);
}

// Which statements lie in an explicit bundle (`{ }` or a bare template
// directive), where one slot cannot take several instructions and stops.
std::vector<bool> bundledStatements(const ir::Section &Sec) {
  std::vector<bool> Out(Sec.Stmts.size());
  bool InBundle = false;
  unsigned BareLeft = 0; // instructions still in a bare `.mii`-style bundle
  for (size_t Idx = 0; Idx < Sec.Stmts.size(); ++Idx) {
    const ir::Stmt &St = Sec.Stmts[Idx];
    if (auto *B = std::get_if<ir::BundleBegin>(&St)) {
      InBundle = B->Braced;
      BareLeft = B->Braced ? 0 : 3;
    } else if (std::holds_alternative<ir::BundleEnd>(St)) {
      InBundle = false;
    }
    bool IsInst = std::holds_alternative<ir::Inst>(St);
    Out[Idx] = InBundle || (IsInst && BareLeft && BareLeft--);
  }
  return Out;
}

} // namespace

RewriteStats paravirtualize(ir::Module &M, const RewriteOptions &O, ir::DiagnosticEngine &DE) {
  RewriteStats S;
  bool Pscb = O.L != Level::Trap;
  unsigned OutOfLine = 0; // labels of out-of-line replacements
  FreeRegs Free(M, O.Abi, O.Context); // on the module as written: statement indices are the original ones
  const std::set<std::string> Reached = Pscb ? reachedLabels(M) : std::set<std::string>{};
  const std::set<std::string> Named = O.L == Level::Batch ? instructionNamed(M) : std::set<std::string>{};
  for (size_t SecNo = 0; SecNo < M.Sections.size(); ++SecNo) {
    ir::Section &Sec = M.Sections[SecNo];
    std::vector<bool> Bundled = bundledStatements(Sec);
    std::vector<bool> Limited = spaceLimited(Sec);
    std::vector<ir::Stmt> Tail; // out-of-line replacements, appended to the section
    std::map<size_t, uint64_t> ResumeImm; // rfi -> its resume-with-operands immediate
    std::set<size_t> Folded;              // cr writes folded into it (first: their registers are reserved)
    if (Pscb)
      for (size_t Idx = 0; Idx < Sec.Stmts.size(); ++Idx)
        if (std::holds_alternative<ir::Inst>(Sec.Stmts[Idx]))
          if (auto Rfi = resumeFold(Sec, Idx, Bundled, Reached)) {
            const auto &Mov = std::get<ir::Inst>(Sec.Stmts[Idx]);
            uint64_t &Imm = ResumeImm.try_emplace(*Rfi, ResumeOperandsBase).first->second;
            Imm |= uint64_t(Mov.Ins[0].R.Num) << (resumeOperandField(Mov.Outs[0].R.Num) * ResumeOperandBits);
            Folded.insert(Idx);
            Free.reserve(unsigned(SecNo), Idx, *Rfi, Mov.Ins[0].R.Num); // no scratch use before the resume reads it
          } else if (auto CoverRfi = coverFold(Sec, Idx, Bundled, Reached)) {
            ResumeImm.try_emplace(*CoverRfi, ResumeOperandsBase).first->second |= ResumeCover;
            Folded.insert(Idx);
          }
    std::map<size_t, RrMember> Rr;
    std::vector<bool> Deferrable(Sec.Stmts.size()); // decided on the section as written (the loop moves from it)
    std::vector<std::optional<ir::Reg>> Guard(Sec.Stmts.size()); // a deferral's guarded address register
    std::map<size_t, size_t> HintAt;                // vector's first instruction -> its rsm psr.dt
    if (O.L == Level::Batch) {
      Rr = planRrBatches(Sec, unsigned(SecNo), Bundled, Free);
      for (size_t Idx = 0; Idx < Sec.Stmts.size(); ++Idx)
        if (const auto *I = std::get_if<ir::Inst>(&Sec.Stmts[Idx])) {
          Deferrable[Idx] = (I->Mnemonic == "itc.i" || I->Mnemonic == "itc.d") && I->Ins.size() == 1 &&
                            I->Ins[0].K == ir::Operand::Register &&
                            insertWaits(M, Sec, Idx + 1, I->Mnemonic == "itc.i", Reached, nullptr, 0, &Guard[Idx]);
          if (I->Mnemonic == "rsm")
            if (auto At = physicalEntry(M, Sec, Idx, Bundled, Reached, Named))
              HintAt[*At] = Idx;
        }
    }
    std::set<size_t> DroppedRsm;
    for (auto [At, Rsm] : HintAt)
      DroppedRsm.insert(Rsm);
    std::map<size_t, unsigned> Queued; // itc -> its queue entry
    if (O.L == Level::Batch) {
      std::map<std::string, size_t> Labels;
      for (size_t Idx = 0; Idx < Sec.Stmts.size(); ++Idx)
        if (const auto *L = std::get_if<ir::Label>(&Sec.Stmts[Idx]))
          Labels.emplace(L->Name, Idx);
      std::vector<bool> Later = Deferrable; // decided from the last itc back
      QueueSearch Search{Labels, Later};
      std::vector<size_t> Found;
      for (size_t Idx = Sec.Stmts.size(); Idx-- > 0;)
        if (const auto *I = std::get_if<ir::Inst>(&Sec.Stmts[Idx]);
            I && (I->Mnemonic == "itc.i" || I->Mnemonic == "itc.d") && !Deferrable[Idx] && !Bundled[Idx] &&
            I->Ins.size() == 1 && I->Ins[0].K == ir::Operand::Register &&
            insertWaits(M, Sec, Idx + 1, I->Mnemonic == "itc.i", Reached, &Search)) {
          Later[Idx] = true;
          Found.push_back(Idx);
        }
      if (Found.size() <= PscbItcQueueMax) // else none: entries must stay distinct
        for (unsigned K = 0; K < Found.size(); ++K)
          Queued[Found[Found.size() - 1 - K]] = K;
    }
    std::vector<ir::Stmt> Out;
    Out.reserve(Sec.Stmts.size());
    std::vector<size_t> NewIndex(Sec.Stmts.size() + 1); // old statement index -> new (procedure ranges)
    auto emit = [&](std::vector<ir::Stmt> Stmts) {
      for (ir::Stmt &N : Stmts)
        Out.push_back(std::move(N));
    };
    for (size_t Idx = 0; Idx < Sec.Stmts.size(); ++Idx) {
      ir::Stmt &St = Sec.Stmts[Idx];
      NewIndex[Idx] = Out.size();
      if (auto H = HintAt.find(Idx); H != HintAt.end()) {
        emit(physicalEntryHint(std::get<ir::Inst>(Sec.Stmts[H->second])));
        ++S.PhysicalEntries;
      }
      if (DroppedRsm.count(Idx))
        continue; // the vector is entered with psr.dt = 0
      auto *I = std::get_if<ir::Inst>(&St);
      auto F = I ? classify(*I) : std::nullopt;
      if (!F) {
        Out.push_back(std::move(St));
        continue;
      }
      std::string Base = base(I->Mnemonic);
      if (Folded.count(Idx)) {
        ++(Base == "cover" ? S.CoverFolded : S.ResumeOperands); // the resume hypercall does it
        continue;
      }
      auto Cr = Pscb ? pscbRead(*I) : std::nullopt;
      auto CrW = Pscb ? pscbWrite(*I) : std::nullopt;
      auto Mask = Pscb ? psrMask(M, *I) : std::nullopt;
      auto Bank = Pscb ? bankSwitchTarget(*I) : std::nullopt;
      bool Insert = Deferrable[Idx];
      auto Queue = Queued.find(Idx);
      std::optional<std::pair<ir::Reg, ir::Reg>> QueueRegs;
      if (Queue != Queued.end() && !(QueueRegs = Free.anyPair(unsigned(SecNo), Idx)))
        ++S.NoFreeReg;
      if (QueueRegs) {
        emit(queuedInsert(*I, Queue->second, QueueRegs->first, QueueRegs->second));
        ++S.QueuedInserts;
        continue;
      }
      bool Candidate = Cr || CrW || Mask || Bank || Insert || Rr.count(Idx);
      if (Candidate && Bundled[Idx]) {
        ++S.InBundle;
        Cr.reset(), CrW.reset(), Mask.reset(), Bank.reset();
        Insert = false;
      }
      std::optional<std::pair<ir::Reg, ir::Reg>> BankRegs;
      if (Bank && !(BankRegs = Free.unbankedPair(unsigned(SecNo), Idx))) {
        ++S.NoFreeReg;
        Bank.reset();
      }
      // A scratch register (and for the pending check a predicate) proven free.
      std::optional<ir::Reg> T;
      std::optional<unsigned> P;
      std::optional<ir::Reg> U; // the guard's second register (T itself when none is free)
      if (CrW || Mask || Insert) {
        // The pending check and a deferral's guard need a predicate.
        bool Check = (Mask && I->Mnemonic == "ssm" && (*Mask & PsrI)) || (Insert && Guard[Idx]);
        if (Check)
          P = Free.pr(unsigned(SecNo), Idx);
        if (Insert && Guard[Idx]) { // a second register lets the guard overlap the stores
          if (P && (T = Free.gr(unsigned(SecNo), Idx))) {
            auto Pair = Free.anyPair(unsigned(SecNo), Idx);
            U = Pair && Pair->first == *T ? Pair->second : *T;
          }
        } else if (!Check || P) {
          T = Free.gr(unsigned(SecNo), Idx);
        }
        if (!T) {
          ++S.NoFreeReg;
          CrW.reset(), Mask.reset();
          Insert = false;
        }
      }
      if (F->K == Kind::Unreplaceable) {
        DE.error(I->Loc, F->Message);
      } else if (Cr) {
        emit(pscbLoad(*I, *Cr));
        ++S.PscbReads;
        continue;
      } else if (CrW) {
        Seq W(*I);
        W.storeWord(*T, PscbBase + pscbCrOffset(*CrW), I->Ins[0].R);
        emit(std::move(W.Out));
        ++S.PscbWrites;
        continue;
      } else if (Insert) {
        emit(Guard[Idx] ? guardedInsert(*I, *T, *U, *Guard[Idx], *P) : deferredInsert(*I, *T));
        ++S.DeferredInserts;
        S.GuardedInserts += Guard[Idx].has_value();
        continue;
      } else if (Mask) {
        emit(psrStores(*I, *Mask, *T, P));
        ++S.PsrMask;
        S.PendingChecks += P.has_value();
        continue;
      } else if (Bank) {
        std::vector<ir::Stmt> Code = bankSwitch(*I, BankRegs->first, BankRegs->second);
        emit(Limited[Idx] ? outOfLine(M, *I, std::move(Code), Tail, OutOfLine) : std::move(Code));
        ++S.BankSwitches;
        continue;
      } else if (auto It = Rr.find(Idx); It != Rr.end() && !Bundled[Idx]) {
        emit(rrStores(*I, It->second));
        ++S.RrBatched;
        S.RrBatches += It->second.Last;
        continue;
      } else if (Pscb && Base == "rfi") {
        auto Imm = ResumeImm.find(Idx);
        replaceByHypercall(*I, Hypercall::Resume, Imm == ResumeImm.end() ? 0 : Imm->second);
        ++S.Resume;
      } else if (Base == "cover") {
        replaceByHypercall(*I, Hypercall::Cover);
        ++S.Cover;
      } else if (Base == "thash") {
        replaceTranslation(*I, "tpa");
        ++S.Thash;
      } else if (Base == "ttag") {
        replaceTranslation(*I, "tak");
        ++S.Ttag;
      } else if (F->K == Kind::Privileged) {
        ++S.Privileged;
      } else {
        ++S.SensitiveKept;
        DE.warning(I->Loc, F->Message + "; no static replacement: it stays as written");
      }
      Out.push_back(std::move(St));
    }
    NewIndex[Sec.Stmts.size()] = Out.size();
    for (ir::Stmt &St : Tail)
      Out.push_back(std::move(St));
    Sec.Stmts = std::move(Out);
    for (ir::Procedure &P : M.Procedures)
      if (P.Section == SecNo) {
        P.Begin = NewIndex[P.Begin];
        P.End = NewIndex[P.End];
      }
  }
  return S;
}

} // namespace epic::virt
