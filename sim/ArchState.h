// Architectural state of one simulated IA-64 processor: every register file,
// the banked registers, PSR, the register stack, memory, and the
// interruption mechanics (delivery and rfi) that only need state.
#pragma once
#include "sim/Memory.h"
#include "sim/RegisterStack.h"
#include <array>
#include <cstdint>
#include <optional>

namespace epic::sim {

/// PSR bit positions (Itanium architecture).
namespace psr {
enum : unsigned {
  BE = 1, UP = 2, AC = 3, MFL = 4, MFH = 5, IC = 13, I = 14, PK = 15, DT = 17, DFL = 18,
  DFH = 19, SP = 20, PP = 21, DI = 22, SI = 23, DB = 24, LP = 25, TB = 26, RT = 27,
  CPL = 32 /* 2 bits */, IS = 34, MC = 35, IT = 36, ID = 37, DA = 38, DD = 39, SS = 40,
  RI = 41 /* 2 bits */, ED = 43, BN = 44, IA = 45,
};
constexpr uint64_t UserMask = 0x3f;          // psr.um: bits 5:0
constexpr uint64_t LowerMask = 0xffffffffull; // psr.l: bits 31:0
} // namespace psr

/// AR and CR numbers the simulator gives behaviour to.
namespace arn {
enum : unsigned { K0 = 0, RSC = 16, BSP = 17, BSPSTORE = 18, RNAT = 19, CCV = 32, UNAT = 36,
                  FPSR = 40, ITC = 44, PFS = 64, LC = 65, EC = 66 };
}
namespace crn {
enum : unsigned { DCR = 0, ITM = 1, IVA = 2, PTA = 8, IPSR = 16, ISR = 17, IIP = 19, IFA = 20,
                  ITIR = 21, IIPA = 22, IFS = 23, IIM = 24, IHA = 25, LID = 64, IVR = 65,
                  TPR = 66, EOI = 67 };
}

/// The register of an indirect file (ir::IndirectFile number) that an index
/// value selects: rr by the region bits 63:61 of the index (SDM vol. 3,
/// "mov indirect": region registers are indexed by a virtual address), pkr
/// by its low bits modulo Itanium 2's 16 keys, the others by the low 32
/// bits (the simulator keeps them sparse).
inline uint64_t indirectRegister(unsigned File, uint64_t Index) {
  if (File == 0) return Index >> 61;   // ir::IndirectFile::RR
  if (File == 1) return Index & 15;    // ir::IndirectFile::PKR
  return Index & 0xffffffffu;
}

/// Interruption vectors used by the simulator (offsets from cr.iva).
enum class Vector : uint32_t {
  VhptTranslation = 0x0000, // TLB vectors (translation: tlb scenarios, sim/CoreXlat.cpp)
  InstTlb = 0x0400,
  DataTlb = 0x0800,
  AltInstTlb = 0x0c00,
  AltDataTlb = 0x1000,
  DataNestedTlb = 0x1400,
  DirtyBit = 0x2000,
  InstAccessBit = 0x2400,
  DataAccessBit = 0x2800,
  PageNotPresent = 0x5000,
  KeyPermission = 0x5100,
  InstAccessRights = 0x5200,
  DataAccessRights = 0x5300,
  GeneralException = 0x5400, // illegal operation, privileged operation/register, ...
  DisabledFp = 0x5500,
  NatConsumption = 0x5600,
  Speculation = 0x5700,
  UnalignedReference = 0x5a00,
  FpFault = 0x5c00, // Floating-point Fault (SDM vol. 2 5.7), e.g. frcpa's software assist
  Break = 0x2c00,
};

/// ISR.code values for the General Exception vector.
enum class GeneralCause : uint8_t { IllegalOperation = 0, PrivilegedOperation = 1,
                                    PrivilegedRegister = 2, ReservedRegField = 3 };

/// An 82-bit floating-point register value (sign, 17-bit exponent, 64-bit
/// significand); integer idioms keep integers in the significand with
/// exponent 0x1003e.
struct FpReg {
  uint64_t Significand = 0;
  uint32_t Exponent = 0; // 17 bits
  bool Sign = false;
  bool isNatVal() const { return Exponent == 0x1fffe && Significand == 0 && !Sign; }
  static FpReg integer(uint64_t V) { return {V, 0x1003e, false}; }
  friend bool operator==(const FpReg &, const FpReg &) = default;
};

struct ArchState {
  explicit ArchState(Memory &M) : Mem(M), Rse(M) { reset(); }
  void reset();

  Memory &Mem;
  RegisterStack Rse;

  // Static general registers r0-r31 with NaT bits; r16-r31 have two banks.
  std::array<uint64_t, 32> Gr{};
  std::array<bool, 32> GrNat{};
  std::array<uint64_t, 16> Bank0{}; // r16-r31 of the bank not in use
  std::array<bool, 16> Bank0Nat{};
  std::array<FpReg, 128> Fr{};
  uint64_t Pr = 1; // p0 is always 1
  std::array<uint64_t, 8> Br{};
  std::array<uint64_t, 128> Ar{};
  std::array<uint64_t, 128> Cr{};
  std::array<uint64_t, 8> Rr{};
  std::array<uint64_t, 16> Pkr{};
  uint64_t Psr = 0;
  uint64_t Ip = 0;    // bundle address
  unsigned Slot = 0;  // slot within the bundle (PSR.ri mirrors it at interruption)

  // General registers through the stack and the banks.
  uint64_t gr(unsigned R) const {
    return R < 32 ? Gr[R] : const_cast<RegisterStack &>(Rse).value(R);
  }
  bool grNat(unsigned R) const {
    return R < 32 ? GrNat[R] : const_cast<RegisterStack &>(Rse).nat(R);
  }
  /// False when R is outside the current frame (the core raises Illegal Operation).
  bool setGr(unsigned R, uint64_t V, bool Nat = false);

  bool pr(unsigned P) const { return P == 0 || ((Pr >> P) & 1); }
  void setPr(unsigned P, bool V);

  unsigned cpl() const { return unsigned((Psr >> psr::CPL) & 3); }
  void setCpl(unsigned L) { Psr = (Psr & ~(uint64_t(3) << psr::CPL)) | (uint64_t(L & 3) << psr::CPL); }
  bool psrBit(unsigned B) const { return (Psr >> B) & 1; }
  void setPsrBit(unsigned B, bool V) { Psr = V ? (Psr | (uint64_t(1) << B)) : (Psr & ~(uint64_t(1) << B)); }

  /// bsw.0 / bsw.1 and interruption bank switches (swap r16-r31 when the
  /// bank changes).
  void switchBank(bool ToBank1);

  /// Delivers an interruption: collects state into IPSR/IIP/ISR/IFA/IIM (when
  /// PSR.ic), switches to bank 0 and privilege 0 with interrupts and
  /// collection off, and continues at IVA + vector.
  void interrupt(Vector V, uint64_t Isr = 0, std::optional<uint64_t> Iim = {},
                 std::optional<uint64_t> Ifa = {});
  /// rfi: restores PSR from IPSR, IP and slot from IIP / IPSR.ri, and, when
  /// IFS.v is set, the frame from IFS.ifm.
  RseFault rfi();
  /// epc on an execute-promote page: raise privilege to the page's level.
  void promote(unsigned ToLevel) { if (ToLevel < cpl()) setCpl(ToLevel); }
};

} // namespace epic::sim
