#include "sim/Hypervisor.h"
#include "isa/Form.h"
#include "sim/FastOps.h"
#include "sim/Semantics.h"
#include "sim/TlbModel.h"
#include "virt/Abi.h"
#include "virt/Sensitivity.h"

namespace epic::sim {
namespace {

std::string base(std::string_view Mnemonic) { return std::string(Mnemonic.substr(0, Mnemonic.find('.'))); }

// "rsm", "mov cr", "mov psr", "mov rr", "mov ar", "itc" ...
std::string family(const isa::MachineInst &MI) {
  const isa::FormInfo &F = MI.info();
  std::string B = base(F.Mnemonic);
  if (B != "mov")
    return B;
  for (unsigned I = 0; I < F.NumOps; ++I) {
    const isa::FormOperand &O = F.Ops[I];
    if (O.Slot == isa::OpSlot::Ind && O.Text)
      return "mov " + std::string(O.Text);
    if (O.Slot == isa::OpSlot::Lit && O.Text && std::string_view(O.Text).starts_with("psr"))
      return "mov psr";
    auto K = isa::operandType(O).Kind;
    if (K == isa::OpKind::CR) return "mov cr";
    if (K == isa::OpKind::AR) return "mov ar";
  }
  return B;
}

bool isBreak(const isa::MachineInst &MI) { return base(MI.info().Mnemonic) == "break"; }

// Runs `Mnemonic` (an operand-less or r1=r3 form) with MI's operands.
Flow runAs(Core &C, const isa::MachineInst &MI, const char *Mnemonic, int64_t SourceDelta) {
  isa::MachineInst As = MI;
  As.Form = isa::formsForMnemonic(Mnemonic).front();
  As.Ops[1] += SourceDelta;
  const SemEntry &E = semantics(As.Form);
  return E.Fn(C, As, E);
}

} // namespace

void Hypervisor::attach(Core &C) {
  C.Hv = this;
  C.flushDecodeCache();
  if (!C.S.Mem.isMapped(virt::PscbBase))
    C.S.Mem.map(virt::PscbBase, Memory::PageSize, PageRights{2, 0, true}); // RW at PL0 only
  C.S.Mem.write(virt::PscbItcI, 8, 0); // no insert requested
  C.S.Mem.write(virt::PscbItcD, 8, 0);
  for (unsigned K = 0; K < virt::PscbItcQueueMax; ++K)
    C.S.Mem.write(virt::pscbItcQueue(K) + 24, 8, 0);
  // With TLBs (translation: tlb) the guest reaches the PSCB through a
  // translation the hypervisor pins, as Xen/ia64 pins its shared page: no
  // guest purge removes it and no guest TLB miss handler sees it.
  if (C.Xlat)
    C.Xlat->pin(virt::PscbBase, C.S.Mem.ridOf(virt::PscbBase), 12);
  syncPscb(C);
}

void Hypervisor::syncPscb(Core &C) {
  for (unsigned Cr = 0; Cr < 128; ++Cr)
    if (virt::pscbMirrors(Cr))
      C.S.Mem.write(virt::PscbBase + virt::pscbCrOffset(Cr), 8, C.S.Cr[Cr]);
  C.S.Mem.write(virt::PscbVpsrI, 8, C.S.Psr >> psr::I & 1);
  C.S.Mem.write(virt::PscbVpsrIc, 8, C.S.Psr >> psr::IC & 1);
  C.S.Mem.write(virt::PscbVpsrDt, 8, C.S.Psr >> psr::DT & 1);
  // The virtual register banks: the bank not in use, spilled to its area.
  unsigned Bn = unsigned(C.S.Psr >> psr::BN & 1);
  uint64_t Area = virt::pscbBank(1 - Bn), Nat = 0;
  for (unsigned K = 0; K < 16; ++K) {
    C.S.Mem.write(Area + 8 * K, 8, C.S.Bank0[K]);
    Nat |= uint64_t(C.S.Bank0Nat[K]) << K;
  }
  C.S.Mem.write(Area + virt::PscbBankNat, 8, Nat);
  C.S.Mem.write(virt::PscbVpsrBn, 8, Bn);
}

void Hypervisor::pullPscb(Core &C) {
  uint64_t V = 0;
  for (unsigned Cr = 0; Cr < 128; ++Cr)
    if (virt::pscbWritable(Cr) && C.S.Mem.read(virt::PscbBase + virt::pscbCrOffset(Cr), 8, V) == MemFault::None)
      C.S.Cr[Cr] = V;
  for (auto [Addr, Bit] : {std::pair{virt::PscbVpsrI, unsigned(psr::I)}, std::pair{virt::PscbVpsrIc, unsigned(psr::IC)}})
    if (C.S.Mem.read(Addr, 8, V) == MemFault::None)
      C.S.Psr = (C.S.Psr & ~(uint64_t(1) << Bit)) | (uint64_t(V != 0) << Bit);
  // A guest that switched banks itself (virt/BankSwitch.h) left r16-r31 of
  // the current bank in the registers and the other bank in its area.
  uint64_t Bn = 0, Nat = 0;
  if (C.S.Mem.read(virt::PscbVpsrBn, 8, Bn) != MemFault::None || Bn > 1)
    return;
  uint64_t Area = virt::pscbBank(unsigned(1 - Bn));
  if (C.S.Mem.read(Area + virt::PscbBankNat, 8, Nat) != MemFault::None)
    return;
  for (unsigned K = 0; K < 16; ++K) {
    if (C.S.Mem.read(Area + 8 * K, 8, V) != MemFault::None)
      return;
    C.S.Bank0[K] = V;
    C.S.Bank0Nat[K] = Nat >> K & 1;
  }
  C.S.setPsrBit(psr::BN, Bn != 0);
  applyDeferredInsert(C);
}

void Hypervisor::enterVector(Core &C) {
  uint8_t Bytes[16];
  if (C.S.Mem.readBytes(C.S.Ip, Bytes, 16) != MemFault::None)
    return;
  isa::DecodedBundle D = isa::decodeBundle(Bytes);
  if (!D.ValidTemplate || !D.NumInsts || D.Insts[0].Form < 0 || D.Insts[0].QP != 0 ||
      std::string_view(D.Insts[0].info().Mnemonic) != "nop.m" || uint64_t(D.Insts[0].Ops[0]) != virt::PhysicalEntryHint)
    return;
  C.S.setPsrBit(psr::DT, false);
  ++Count.PhysicalEntries;
}

void Hypervisor::applyDeferredInsert(Core &C) {
  // The queue first, in order (each with the cr.ifa/cr.itir it copied),
  // then the single request: a plain request is never followed by another
  // itc before its crossing, so this is the guest's program order.
  for (unsigned K = 0; K < virt::PscbItcQueueMax; ++K) {
    uint64_t E = virt::pscbItcQueue(K), Req = 0, Pte = 0, Ifa = 0, Itir = 0;
    if (C.S.Mem.read(E + 24, 8, Req) != MemFault::None || !Req || C.S.Mem.read(E, 8, Pte) != MemFault::None ||
        C.S.Mem.read(E + 8, 8, Ifa) != MemFault::None || C.S.Mem.read(E + 16, 8, Itir) != MemFault::None)
      continue;
    C.S.Mem.write(E + 24, 8, 0);
    insertDeferred(C, Req == 1, Pte, Ifa, Itir);
  }
  for (auto [Word, Inst] : {std::pair{virt::PscbItcI, true}, std::pair{virt::PscbItcD, false}}) {
    uint64_t Req = 0, Pte = 0;
    if (C.S.Mem.read(Word, 8, Req) != MemFault::None || !Req ||
        C.S.Mem.read(virt::PscbItcPte, 8, Pte) != MemFault::None)
      continue;
    C.S.Mem.write(Word, 8, 0);
    insertDeferred(C, Inst, Pte, C.S.Cr[crn::IFA], C.S.Cr[crn::ITIR]);
  }
}

void Hypervisor::insertDeferred(Core &C, bool Inst, uint64_t Pte, uint64_t Ifa, uint64_t Itir) {
  ++Count.DeferredInserts;
  // The checks of the itc it stands for (psr.ic 0, a page size the
  // processor implements, at most 4 GiB, which the guarded deferral's
  // check assumes: virt/Abi.h GuardBlockShift): a guest that breaks them
  // gets an error here, never a silently different TLB.
  unsigned Ps = unsigned(Itir >> 2 & 63);
  if (C.S.psrBit(psr::IC) || !implementedPageSize(Ps) || Ps > virt::GuardBlockShift) {
    C.error("deferred itc: psr.ic is 1 or cr.itir's page size is not one the processor implements where the guest requested it");
    return;
  }
  if (C.Xlat) {
    C.Xlat->insertTc(Inst, Ifa, uint32_t(C.S.Rr[Ifa >> 61] >> 8 & 0xffffff), Pte, Itir);
    C.stateMayHaveChanged();
  }
}

bool Hypervisor::intercepts(const isa::MachineInst &MI) {
  if (MI.Form < 0)
    return false;
  if (isBreak(MI))
    return virt::hypercallFromImm(uint64_t(MI.Ops[0])).has_value();
  return virt::classifyDecoded(MI).has_value();
}

Flow Hypervisor::exec(Core &C, const CachedInst &CI) {
  pullPscb(C);
  Flow F = run(C, CI);
  syncPscb(C);
  return F;
}

Flow Hypervisor::run(Core &C, const CachedInst &CI) {
  const isa::MachineInst &MI = CI.MI;
  if (C.S.cpl() != 0) // user code: the guest's own faults and breaks
    return fast::generic(C, CI);
  C.stateMayHaveChanged();
  if (isBreak(MI))
    return hypercall(C, MI);
  std::string B = base(MI.info().Mnemonic);
  switch (*virt::classifyDecoded(MI)) {
  case virt::Kind::Unreplaceable: { // tpa/tak rx=r(y+64): the replaced thash/ttag of ry
    std::string As = B == "tpa" ? "thash" : "ttag";
    ++Count.Crossings;
    ++Count.EmulatedTotal;
    ++Count.Emulated[As];
    Count.Cycles += EmulateCycles;
    return runAs(C, MI, As.c_str(), -int64_t(virt::ReplacedSourceOffset));
  }
  case virt::Kind::Privileged:
    ++Count.Crossings;
    ++Count.EmulatedTotal;
    ++Count.Emulated[family(MI)];
    Count.Cycles += EmulateCycles;
    return fast::generic(C, CI);
  case virt::Kind::Sensitive: {
    ++Count.Sensitive[B];
    if (B != "cover") // thash, ttag, probe ...: the simulator has no real state apart from the guest's
      return fast::generic(C, CI);
    // An unreplaced cover really runs at PL2 with the real psr.ic on: the
    // guest's cr.ifs is not written whatever its virtual psr.ic says.
    uint64_t Ic = uint64_t(1) << psr::IC, Saved = C.S.Psr;
    C.S.Psr |= Ic;
    Flow F = fast::generic(C, CI);
    C.S.Psr = (C.S.Psr & ~Ic) | (Saved & Ic);
    return F;
  }
  }
  return fast::generic(C, CI);
}

Flow Hypervisor::hypercall(Core &C, const isa::MachineInst &MI) {
  virt::Hypercall H = *virt::hypercallFromImm(uint64_t(MI.Ops[0]));
  ++Count.Crossings;
  ++Count.HypercallTotal;
  ++Count.Hypercalls[std::string(virt::hypercallName(H))];
  Count.Cycles += HypercallCycles;
  switch (H) {
  case virt::Hypercall::Cover: return runAs(C, MI, "cover", 0); // the guest's virtual psr.ic decides
  case virt::Hypercall::Resume: {
    // Resume with operands (virt/Abi.h ResumeOperandsBase): the folded
    // `mov cr.X=rY` of the exit, performed now; rY held its value since.
    uint64_t Imm = uint64_t(MI.Ops[0]);
    if (Imm >= virt::ResumeOperandsBase && (Imm & virt::ResumeCover)) // the folded cover, first
      if (Flow F = runAs(C, MI, "cover", 0); F != Flow::Next)
        return F;
    if (Imm >= virt::ResumeOperandsBase)
      for (unsigned F = 0; F < 3; ++F)
        if (unsigned R = unsigned(Imm >> (F * virt::ResumeOperandBits)) & 31) {
          if (C.nat(R)) // the mov it stands for would have faulted (NaT consumption): never resume silently
            return C.error("resume hypercall: operand r" + std::to_string(R) + " is NaT");
          C.S.Cr[virt::ResumeOperandCrs[F]] = C.gr(R);
        }
    return runAs(C, MI, "rfi", 0);
  }
  case virt::Hypercall::SyncIrq:
    // The simulator has no interrupt sources: nothing to deliver. The
    // pending flag (set by whoever pended one) is consumed.
    C.S.Mem.write(virt::PscbPending, 8, 0);
    return Flow::Next;
  case virt::Hypercall::SetRR: {
    // The (address, value) pairs of virt/Abi.h, written as `mov rr[addr]=value`
    // would; the hypercall's return serializes, as rfi does.
    for (unsigned K = 0; K < virt::PscbRrBatchMax; ++K) {
      uint64_t Addr = 0, V = 0;
      if (C.S.Mem.read(virt::PscbRrBatch + 16 * K, 8, Addr) != MemFault::None ||
          C.S.Mem.read(virt::PscbRrBatch + 16 * K + 8, 8, V) != MemFault::None || V == 0)
        break;
      C.S.Rr[Addr >> 61] = V;
      C.rrWritten(unsigned(Addr >> 61));
    }
    C.RrUnserialized = 0;
    C.flushDecodeCache();
    return Flow::Next;
  }
  case virt::Hypercall::SetPKR: break;
  case virt::Hypercall::Insert: return Flow::Next; // exec's pullPscb performed the pending insert
  }
  return C.error("hypercall " + std::string(virt::hypercallName(H)) + " is not implemented by the simulator's hypervisor");
}

std::string describe(const HypervisorCounters &H) {
  std::string Causes;
  for (auto &[N, V] : H.Emulated)
    Causes += (Causes.empty() ? "" : ", ") + N + " " + std::to_string(V);
  for (auto &[N, V] : H.Hypercalls)
    Causes += (Causes.empty() ? "" : ", ") + std::string("hypercall ") + N + " " + std::to_string(V);
  return std::to_string(H.Crossings) + " ring crossings" + (Causes.empty() ? "" : " (" + Causes + ")") + ", " +
         std::to_string(H.Cycles) + " cycles in the hypervisor";
}

Flow hypervisorExec(Core &C, const CachedInst &CI) { return C.Hv->exec(C, CI); }

} // namespace epic::sim
