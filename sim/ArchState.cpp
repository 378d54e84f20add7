#include "sim/ArchState.h"

namespace epic::sim {

void ArchState::reset() {
  Gr.fill(0);
  GrNat.fill(false);
  Bank0.fill(0);
  Bank0Nat.fill(false);
  Fr.fill(FpReg{});
  Fr[1] = FpReg{0x8000000000000000ull, 0xffff, false}; // f1 = +1.0
  Pr = 1;
  Br.fill(0);
  Ar.fill(0);
  // Linux's FPSR_DEFAULT, what every process starts with and what Ski's
  // loader sets: every FP trap disabled, sf0 round to nearest with 64-bit
  // precision, sf1 with wre, sf1-sf3 with td (the SDM leaves the reset value
  // to firmware; 0 would enable every trap and round sf0 to single).
  Ar[arn::FPSR] = 0x0009804c0270033full;
  Cr.fill(0);
  Rr.fill(0);
  Pkr.fill(0);
  // Running in bank 1 with collection on, at privilege 0, is how a kernel
  // normally executes; scenarios override this.
  Psr = (uint64_t(1) << psr::BN) | (uint64_t(1) << psr::IC);
  Ip = 0;
  Slot = 0;
}

bool ArchState::setGr(unsigned R, uint64_t V, bool Nat) {
  if (R == 0)
    return true; // writes to r0 are ignored (the assembler rejects them)
  if (R >= 32) {
    if (!Rse.inFrame(R))
      return false;
    Rse.value(R) = V;
    Rse.nat(R) = Nat;
    return true;
  }
  Gr[R] = V;
  GrNat[R] = Nat;
  return true;
}

void ArchState::setPr(unsigned P, bool V) {
  if (P == 0 || P >= 64)
    return;
  Pr = V ? (Pr | (uint64_t(1) << P)) : (Pr & ~(uint64_t(1) << P));
}

void ArchState::switchBank(bool ToBank1) {
  if (psrBit(psr::BN) == ToBank1)
    return;
  for (unsigned I = 0; I < 16; ++I) {
    std::swap(Gr[16 + I], Bank0[I]);
    std::swap(GrNat[16 + I], Bank0Nat[I]);
  }
  setPsrBit(psr::BN, ToBank1);
}

void ArchState::interrupt(Vector V, uint64_t Isr, std::optional<uint64_t> Iim,
                          std::optional<uint64_t> Ifa) {
  if (psrBit(psr::IC)) {
    uint64_t Saved = Psr;
    Saved = (Saved & ~(uint64_t(3) << psr::RI)) | (uint64_t(Slot & 3) << psr::RI);
    Cr[crn::IPSR] = Saved;
    Cr[crn::IIP] = Ip;
    Cr[crn::ISR] = (Isr & ~(uint64_t(3) << 41)) | (uint64_t(Slot & 3) << 41); // ISR.ei
    Cr[crn::IFS] = 0;                                                        // IFS.v = 0
    if (Iim)
      Cr[crn::IIM] = *Iim;
    if (Ifa)
      Cr[crn::IFA] = *Ifa;
  }
  switchBank(false);
  // Interruption state: privilege 0, no collection, no interrupts, no single
  // step; big-endian and performance-monitor bits come from DCR.
  const unsigned Cleared[] = {psr::IC, psr::I, psr::DB, psr::LP, psr::TB, psr::SS,
                              psr::IS, psr::ED, psr::IA, psr::ID, psr::DA, psr::DD, psr::RI,
                              psr::RI + 1, psr::CPL, psr::CPL + 1};
  for (unsigned B : Cleared)
    setPsrBit(B, false);
  setPsrBit(psr::BE, Cr[crn::DCR] >> 1 & 1);
  setPsrBit(psr::PP, Cr[crn::DCR] & 1);
  Ip = (Cr[crn::IVA] & ~uint64_t(0x7fff)) + uint64_t(V);
  Slot = 0;
}

RseFault ArchState::rfi() {
  uint64_t NewPsr = Cr[crn::IPSR];
  switchBank((NewPsr >> psr::BN) & 1);
  Psr = NewPsr & ~(uint64_t(3) << psr::RI);
  Ip = Cr[crn::IIP] & ~uint64_t(15);
  Slot = unsigned((NewPsr >> psr::RI) & 3);
  uint64_t Ifs = Cr[crn::IFS];
  if (Ifs >> 63) { // IFS.v: a covered frame to restore
    // cover put the whole frame (sof registers, not just its locals) on the
    // stack, so all of it comes back and BSP retreats by sof; the current
    // frame is discarded (SDM: rfi with IFS.v).
    FrameMarker F = FrameMarker::unpack(Ifs & ((uint64_t(1) << 38) - 1));
    FrameMarker Whole = F;
    Whole.Sol = F.Sof;
    if (RseFault E = Rse.ret(Whole); E != RseFault::None)
      return E;
    Rse.setCfm(F);
  }
  return RseFault::None;
}

} // namespace epic::sim
