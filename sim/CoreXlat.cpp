// Address translation of `translation: tlb` scenarios (Itanium SDM vol. 2,
// ch. 4 "Addressing and Protection" and 5.8 "Interruption Vector
// Descriptions"; checked against Ski's tlb.c where it models the same
// thing). Data references with psr.dt = 1 look up the data TLB under the
// region ID of rr[va{63:61}]; a miss raises, in the SDM's order:
//   - with psr.ic = 0: Data Nested TLB (0x1400), nothing collected;
//   - pta.ve = 0 or rr.ve = 0: Alternate Data TLB (0x1000);
//   - else the VHPT walker (short format) reads the entry at thash(va):
//     a miss on the VHPT's own page raises VHPT Translation (0x0000), an
//     entry it cannot use (or no walker) Data TLB (0x0800), cr.iha = thash.
// cr.ifa is the address, cr.itir the region's rid and page size, cr.isr
// r/w (and na for tpa). Instruction fetch translates through the
// instruction TLB when the scenario asks (`instruction_tlb: true`, with
// translation registers for its code sections): the same misses raise
// Instruction TLB (0x0400) and Alternate Instruction TLB (0x0c00), cr.isr.x.
#include "sim/Core.h"
#include "sim/Hypervisor.h"
#include "sim/TlbModel.h"

namespace epic::sim {

namespace {
constexpr uint64_t IsrX = uint64_t(1) << 32, IsrW = uint64_t(1) << 33, IsrR = uint64_t(1) << 34,
                   IsrNa = uint64_t(1) << 35, IsrNi = uint64_t(1) << 39;
constexpr uint64_t low(unsigned Bits) { return Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1; }
// A translation to an address no memory backs: the scenario is incomplete.
Flow unbacked(Core &C, uint64_t Pa, uint64_t Va) {
  char Buf[160];
  snprintf(Buf, sizeof Buf, "translation: tlb: physical address 0x%llx (virtual 0x%llx) is not backed by memory",
           (unsigned long long)Pa, (unsigned long long)Va);
  return C.error(Buf);
}
bool isMiss(Vector V) {
  return V == Vector::VhptTranslation || V == Vector::DataTlb || V == Vector::AltDataTlb;
}
} // namespace

// thash/ttag (SDM vol. 3 'thash', 'ttag'; vol. 2 4.1.6): short format
// hashes the virtual page number into the region's linear page table at
// pta.base; long format (pta.vf) hashes vpn xor rid into 32-byte entries
// (the hash is implementation-specific: Ski's, the oldest one).
uint64_t Core::thash(uint64_t Va) const {
  uint64_t Pta = S.Cr[crn::PTA];
  unsigned Size = unsigned(Pta >> 2 & 63), Ps = unsigned(S.Rr[Va >> 61] >> 2 & 63);
  uint64_t Mask = low(Size < 15 ? 15 : Size), Vpn = (Va & low(61)) >> Ps;
  bool Long = Pta >> 8 & 1;
  uint64_t Off = Long ? (Vpn ^ ridOf(Va)) << 5 : Vpn << 3;
  uint64_t Region = Long ? Pta & ~low(61) : Va & ~low(61);
  return Region | (Pta & low(61) & ~Mask & ~low(15)) | (Off & Mask);
}

uint64_t Core::ttag(uint64_t Va) const {
  unsigned Ps = unsigned(S.Rr[Va >> 61] >> 2 & 63);
  return (((Va & low(61)) >> Ps) ^ (uint64_t(ridOf(Va)) << 39)) & low(63); // ti (bit 63) = 0
}

// A miss in the instruction (Inst) or data TLB, in the SDM's order (vol. 2
// 5.8; Ski's tlb.c): with pta.ve = 0 or rr.ve = 0 the alternate vector;
// else the VHPT walker reads the short-format entry at thash(va) through
// the data TLB (the table is data): a miss on the table's own page raises
// VHPT Translation, an entry it cannot use (or no walker) the TLB vector
// with cr.iha; an entry it can use is inserted into that TLB (nullopt: retry).
std::optional<Core::XlatFault> Core::missOrWalk(bool Inst, uint64_t Va, uint32_t Rid, uint64_t Isr) {
  ++TlbMisses;
  const Vector Alt = Inst ? Vector::AltInstTlb : Vector::AltDataTlb, Tlb = Inst ? Vector::InstTlb : Vector::DataTlb;
  uint64_t Pta = S.Cr[crn::PTA];
  if (!(Pta & 1) || !(S.Rr[Va >> 61] & 1))
    return XlatFault{Alt, Isr, std::nullopt};
  uint64_t Iha = thash(Va);
  if (!Xlat->Walker || (Pta >> 8 & 1)) // no walker, or long format (its walk is not modelled)
    return XlatFault{Tlb, Isr, Iha};
  const sim::TlbEntry *V = Xlat->lookup(false, Iha, ridOf(Iha));
  if (!V)
    return XlatFault{Vector::VhptTranslation, Isr, Iha};
  // The walker uses only a present, accessed, cacheable (ma 0 or 5)
  // translation of the table (Ski's vhptLookup), and only a present entry.
  uint64_t Pte = 0;
  uint32_t TabRid = V->Pinned ? S.Mem.ridOf(Iha) : PhysRid;
  uint64_t TabAddr = V->Pinned ? Iha : V->physical(Iha);
  if (!V->P || !V->A || (V->Ma != 0 && V->Ma != 5) ||
      S.Mem.readIn(TabRid, TabAddr, 8, Pte) != MemFault::None || !(Pte & 1))
    return XlatFault{Tlb, Isr, Iha};
  Xlat->insertTc(Inst, Va, Rid, Pte, (S.Rr[Va >> 61] & (uint64_t(63) << 2)) | (uint64_t(Rid) << 8));
  ++WalkerInserts;
  stateMayHaveChanged();
  if (Listener) {
    if (InChain && ThrListen) thrTellUpTo(CurSlot); // the bundle's slots before this one come first
    Listener->onVhptWalk();
  }
  return std::nullopt;
}

// Instruction fetch with psr.it = 1 (SDM vol. 2 4.1, 5.8): the bundle's
// address through the instruction TLB, then, as the SDM orders the
// instruction faults, Page Not Present, Instruction Access Rights (execute
// at cpl), Instruction Access Bit. The bytes still come from the scenario's
// code at the virtual address: the translation decides whether the fetch
// may happen, the code is not copied into physical memory.
std::optional<Core::XlatFault> Core::translateFetch(uint64_t Va) {
  uint32_t Rid = ridOf(Va);
  const sim::TlbEntry *E = Xlat->lookup(true, Va, Rid);
  if (!E) {
    if (auto F = missOrWalk(true, Va, Rid, IsrX)) return F;
    E = Xlat->lookup(true, Va, Rid);
  }
  if (!E->P) return XlatFault{Vector::PageNotPresent, IsrX, std::nullopt};
  if (!checkRights(PageRights{E->Ar, E->Pl, true}, Access::Execute, S.cpl()).Allowed)
    return XlatFault{Vector::InstAccessRights, IsrX, std::nullopt};
  if (!E->A) return XlatFault{Vector::InstAccessBit, IsrX, std::nullopt};
  return std::nullopt;
}

Flow Core::fetchFault(const XlatFault &F, uint64_t Va) {
  CurBundle = nullptr; // the fault is the bundle at S.Ip's, none has been fetched
  CurSlot = S.Slot;
  return deliverXlat(F, Va, true);
}

std::optional<Core::XlatFault> Core::translateData(uint64_t Va, Access A, Landing &Out) {
  if (!S.psrBit(psr::DT)) { // physical addressing: bit 63 is the uncacheable attribute
    // Under the hypervisor the guest's physical mode is metaphysical (as
    // Xen/ia64 runs it: the real psr.dt stays 1), so its pinned PSCB page
    // still answers at its virtual address.
    if (const sim::TlbEntry *P = Hv ? Xlat->lookup(false, Va, ridOf(Va)) : nullptr; P && P->Pinned) {
      Out = {S.Mem.ridOf(Va), Va};
      return std::nullopt;
    }
    Out = {PhysRid, Va & low(63)};
    return std::nullopt;
  }
  uint64_t Isr = A == Access::Write ? IsrW : IsrR;
  uint32_t Rid = ridOf(Va);
  const sim::TlbEntry *E = Xlat->lookup(false, Va, Rid);
  if (!E) {
    if (auto F = missOrWalk(false, Va, Rid, Isr)) return F;
    E = Xlat->lookup(false, Va, Rid);
  }
  if (!E->P) return XlatFault{Vector::PageNotPresent, Isr, std::nullopt};
  if (!checkRights(PageRights{E->Ar, E->Pl, true}, A, S.cpl()).Allowed)
    return XlatFault{Vector::DataAccessRights, Isr, std::nullopt};
  if (A == Access::Write && !E->D) return XlatFault{Vector::DirtyBit, Isr, std::nullopt};
  if (!E->A) return XlatFault{Vector::DataAccessBit, Isr, std::nullopt};
  Out = E->Pinned ? Landing{S.Mem.ridOf(Va), Va} : Landing{PhysRid, E->physical(Va)};
  return std::nullopt;
}

Flow Core::deliverXlat(const XlatFault &F, uint64_t Va, bool Fetch) {
  if (Hv) Hv->pullPscb(*this); // the guest's virtual psr.ic decides
  bool Ic = S.psrBit(psr::IC);
  // Data Nested TLB is for data references; an instruction miss with
  // psr.ic = 0 takes its own vector, nothing collected (ISR.ni).
  Vector V = !Fetch && isMiss(F.V) && !Ic ? Vector::DataNestedTlb : F.V;
  uint64_t ItirOf = F.V == Vector::VhptTranslation ? *F.Iha : Va;
  uint64_t Itir = (S.Rr[ItirOf >> 61] & (uint64_t(63) << 2)) | (uint64_t(ridOf(ItirOf)) << 8);
  return fault(V, F.Isr | (Ic ? 0 : IsrNi), {}, Va, Itir, F.Iha);
}

Flow Core::loadXlat(uint64_t Addr, unsigned Size, uint64_t &V, bool Speculative, bool &Deferred) {
  Landing L;
  if (auto F = translateData(Addr, Access::Read, L)) {
    if (Speculative) { Deferred = true; V = 0; return Flow::Next; }
    return deliverXlat(*F, Addr);
  }
  if (Size > 1 && Addr % Size) {
    if (Speculative) { Deferred = true; V = 0; return Flow::Next; }
    return fault(Vector::UnalignedReference, IsrR, {}, Addr);
  }
  uint8_t *Host = S.Mem.hostPageIn(L.Rid, L.Addr);
  if (!Host) return unbacked(*this, L.Addr, Addr);
  S.Mem.readIn(L.Rid, L.Addr, Size, V);
  tlbFill(0, Addr, Host);
  return Flow::Next;
}

Flow Core::storeXlat(uint64_t Addr, unsigned Size, uint64_t V) {
  Landing L;
  if (auto F = translateData(Addr, Access::Write, L)) return deliverXlat(*F, Addr);
  if (Size > 1 && Addr % Size) return fault(Vector::UnalignedReference, IsrW, {}, Addr);
  uint8_t *Host = S.Mem.hostPageIn(L.Rid, L.Addr);
  if (!Host) return unbacked(*this, L.Addr, Addr);
  uint8_t Bytes[8];
  for (unsigned I = 0; I < Size; ++I) Bytes[I] = uint8_t(V >> (8 * I));
  S.Mem.writeBytesIn(L.Rid, L.Addr, Bytes, Size);
  tlbFill(1, Addr, Host);
  alatStore(Addr, Size);
  return Flow::Next;
}

// itc/itr (SDM vol. 3 'itc', 'itr'): privileged; psr.ic must be 0 (else an
// Illegal Operation fault); a page size Itanium 2 does not implement is a
// Reserved Register/Field fault (implementedPageSize); the translation of
// cr.ifa under its region's rid with cr.itir's page size and key.
Flow Core::tlbInsert(bool Inst, std::optional<unsigned> TrSlot, uint64_t Pte) {
  if (S.cpl()) return privileged();
  if (!Xlat) return Flow::Next; // identity translation: nothing to insert
  if (S.psrBit(psr::IC)) return illegal();
  uint64_t Ifa = S.Cr[crn::IFA], Itir = S.Cr[crn::ITIR];
  if (!implementedPageSize(unsigned(Itir >> 2 & 63))) return fault(Vector::GeneralException, uint64_t(GeneralCause::ReservedRegField) << 4);
  if (TrSlot)
    Xlat->insertTr(Inst, *TrSlot, Ifa, ridOf(Ifa), Pte, Itir);
  else
    Xlat->insertTc(Inst, Ifa, ridOf(Ifa), Pte, Itir);
  stateMayHaveChanged();
  return Flow::Next;
}

// ptc.l/g/ga r3,r2, ptc.e r3, ptr.i/d r3,r2: r2{7:2} is the purge's page size.
Flow Core::tlbPurge(Purge K, uint64_t Va, uint64_t PsOperand) {
  if (S.cpl()) return privileged();
  if (!Xlat) return Flow::Next;
  unsigned Ps = unsigned(PsOperand >> 2 & 63);
  switch (K) {
  case Purge::Tc: Xlat->purgeTc(Va, Ps, ridOf(Va)); break;
  case Purge::TcAll: Xlat->purgeAllTc(); break;
  case Purge::TrInst: Xlat->purgeTr(true, Va, Ps, ridOf(Va)); break;
  case Purge::TrData: Xlat->purgeTr(false, Va, Ps, ridOf(Va)); break;
  }
  stateMayHaveChanged();
  return Flow::Next;
}

// tpa (SDM vol. 3): the physical address of Va through the data TLB,
// taking its faults as a non-access reference (ISR.na, code 0).
Flow Core::tpa(uint64_t Va, uint64_t &Pa) {
  Landing L;
  bool Dt = S.psrBit(psr::DT);
  S.setPsrBit(psr::DT, true); // tpa translates whatever psr.dt says
  auto F = translateData(Va, Access::Read, L);
  S.setPsrBit(psr::DT, Dt);
  if (F && (isMiss(F->V) || F->V == Vector::PageNotPresent)) {
    XlatFault G = *F;
    G.Isr = IsrNa;
    return deliverXlat(G, Va);
  }
  const sim::TlbEntry *E = Xlat->lookup(false, Va, ridOf(Va));
  Pa = E ? E->physical(Va) : Va;
  return Flow::Next;
}

// tak: the key of the translation, 1 (invalid) when there is none.
uint64_t Core::tak(uint64_t Va) const {
  const sim::TlbEntry *E = Xlat->lookup(false, Va, ridOf(Va));
  return E && E->P ? uint64_t(E->Key) << 8 : 1;
}

} // namespace epic::sim
