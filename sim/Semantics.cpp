// Per-form execution semantics. `build` maps each form (mnemonic split into
// base and completers, plus its instruction format) to a handler and the
// completer values that handler needs; the handlers below are written once
// per family and read operands by position from the decoded MachineInst.
#include "sim/Semantics.h"
#include "sim/SemDetail.h"
#include "ir/Register.h"
#include <algorithm>
#include <bit>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace epic::sim {
namespace {

using isa::MachineInst;
using isa::OpKind;
using isa::OpSlot;

using detail::in;
using detail::mask;
using detail::setR;
using detail::sext;

uint64_t targetOf(Core &C, const MachineInst &MI, unsigned I) {
  const isa::OperandType &T = isa::operandType(MI.info().Ops[I]);
  if (T.Kind == OpKind::BR)
    return C.S.Br[MI.Ops[I]] & ~uint64_t(15);
  return C.CurBundle->Address + uint64_t(MI.Ops[I]);
}

// ---------------------------------------------------------------- integer

enum AluOp : uint8_t { Add, Sub, AddP4, And, AndCm, Or, Xor, ShlAdd, ShlAddP4, Mov, Popcnt, Clz };

Flow alu(Core &C, const MachineInst &MI, const SemEntry &E) {
  const isa::FormInfo &F = MI.info();
  bool Nat = false;
  uint64_t V[4] = {};
  unsigned N = 0;
  for (unsigned I = F.NumOuts; I < F.NumOps && N < 4; ++I)
    V[N++] = in(C, MI, I, Nat);
  uint64_t R = 0;
  switch (AluOp(E.Sub)) {
  case Add: R = V[0] + V[1] + (N > 2 ? V[2] : 0); break;
  case Sub: R = V[0] - V[1] - (N > 2 ? V[2] : 0); break;
  case AddP4: R = ((V[0] + V[1]) & 0xffffffffu) | ((V[1] >> 30 & 3) << 61); break;
  case And: R = V[0] & V[1]; break;
  case AndCm: R = V[0] & ~V[1]; break;
  case Or: R = V[0] | V[1]; break;
  case Xor: R = V[0] ^ V[1]; break;
  case ShlAdd: R = (V[0] << V[1]) + V[2]; break;
  case ShlAddP4: R = (((V[0] << V[1]) + V[2]) & 0xffffffffu) | ((V[2] >> 30 & 3) << 61); break;
  case Mov: R = V[0]; break;
  case Popcnt: R = uint64_t(std::popcount(V[0])); break;
  case Clz: R = uint64_t(std::countl_zero(V[0])); break;
  }
  return setR(C, unsigned(MI.Ops[0]), R, Nat);
}

Flow movl(Core &C, const MachineInst &MI, const SemEntry &) {
  return setR(C, unsigned(MI.Ops[0]), uint64_t(MI.Ops[1]), false);
}

enum ShfOp : uint8_t { ShlI, ShrI, ShruI, Extr, ExtrU, DepZ, DepImm, Dep, Shrp, ShlV, ShrV, ShruV };

Flow shift(Core &C, const MachineInst &MI, const SemEntry &E) {
  bool Nat = false;
  uint64_t A = in(C, MI, 1, Nat);
  uint64_t B = MI.info().NumOps > 2 ? in(C, MI, 2, Nat) : 0;
  uint64_t R = 0;
  auto field = [&](unsigned Pos, unsigned Len, uint64_t Into, uint64_t Val) {
    uint64_t M = mask(Len) << Pos;
    return (Into & ~M) | ((Val << Pos) & M);
  };
  switch (ShfOp(E.Sub)) {
  case ShlI: R = A << (B & 63); break;
  case ShrI: R = uint64_t(int64_t(A) >> (B & 63)); break;
  case ShruI: R = A >> (B & 63); break;
  case Extr: case ExtrU: {
    unsigned Pos = unsigned(B), Len = unsigned(MI.Ops[3]);
    R = (A >> Pos) & mask(Len);
    if (E.Sub == Extr) R = sext(R, std::min(Len, 64 - Pos));
    break;
  }
  case DepZ: R = field(unsigned(B), unsigned(MI.Ops[3]), 0, A); break;
  case DepImm: // dep r1=imm1,r3,pos,len: ops 1 imm, 2 r3
    R = field(unsigned(MI.Ops[3]), unsigned(MI.Ops[4]), B, A ? ~uint64_t(0) : 0);
    break;
  case Dep: R = field(unsigned(MI.Ops[3]), unsigned(MI.Ops[4]), B, A); break;
  case Shrp: {
    unsigned Cnt = unsigned(MI.Ops[3]) & 63;
    R = Cnt ? (B >> Cnt) | (A << (64 - Cnt)) : B;
    break;
  }
  case ShlV: R = B > 63 ? 0 : A << B; break;
  case ShrV: R = uint64_t(int64_t(A) >> (B > 63 ? 63 : B)); break;
  case ShruV: R = B > 63 ? 0 : A >> B; break;
  }
  return setR(C, unsigned(MI.Ops[0]), R, Nat);
}

enum XtdOp : uint8_t { Sxt, Zxt, CzxL, CzxR };
Flow extend(Core &C, const MachineInst &MI, const SemEntry &E) {
  bool Nat = false;
  uint64_t A = in(C, MI, 1, Nat), R = 0;
  unsigned W = E.Size * 8;
  switch (XtdOp(E.Sub)) {
  case Sxt: R = sext(A & mask(W), W); break;
  case Zxt: R = A & mask(W); break;
  case CzxL: case CzxR: {
    unsigned N = 64 / W;
    R = N;
    for (unsigned K = 0; K < N; ++K) {
      unsigned Elem = E.Sub == CzxL ? N - 1 - K : K;
      if (((A >> (Elem * W)) & mask(W)) == 0) { R = K; break; }
    }
    break;
  }
  }
  return setR(C, unsigned(MI.Ops[0]), R, Nat);
}

// ---------------------------------------------------------------- compares

bool relation(Rel R, uint64_t A, uint64_t B, unsigned Size) {
  if (Size == 4) { A = sext(A & 0xffffffffu, 32); B = sext(B & 0xffffffffu, 32); }
  int64_t SA = int64_t(A), SB = int64_t(B);
  uint64_t UA = Size == 4 ? A & 0xffffffffu : A, UB = Size == 4 ? B & 0xffffffffu : B;
  switch (R) {
  case Rel::Eq: return A == B;
  case Rel::Ne: return A != B;
  case Rel::Lt: return SA < SB;
  case Rel::Le: return SA <= SB;
  case Rel::Gt: return SA > SB;
  case Rel::Ge: return SA >= SB;
  case Rel::Ltu: return UA < UB;
  case Rel::Leu: return UA <= UB;
  case Rel::Gtu: return UA > UB;
  case Rel::Geu: return UA >= UB;
  default: return false;
  }
}

/// Writes the two predicates as the compare type says. `Qp`: the qualifying
/// predicate's value (only .unc runs with it false).
Flow writePreds(Core &C, const MachineInst &MI, const SemEntry &E, bool Res, bool Nat, bool Qp) {
  unsigned P1 = unsigned(MI.Ops[0]), P2 = unsigned(MI.Ops[1]);
  auto both = [&](bool A, bool B) { C.setPr(P1, A); C.setPr(P2, B); };
  if (E.T == CmpType::Unc && !Qp) { both(false, false); return Flow::Next; }
  if (!Qp) return Flow::Next;
  switch (E.T) {
  case CmpType::None: case CmpType::Unc: Nat ? both(false, false) : both(Res, !Res); break;
  // NaT sources: and-types clear both targets, or-types leave them (SDM cmp).
  case CmpType::And: if (Nat || !Res) both(false, false); break;
  case CmpType::AndCm: if (Nat || Res) both(false, false); break;
  case CmpType::Or: if (!Nat && Res) both(true, true); break;
  case CmpType::OrCm: if (!Nat && !Res) both(true, true); break;
  case CmpType::OrAndCm: if (!Nat && Res) both(true, false); break;
  case CmpType::AndOrCm: if (!Nat && !Res) both(false, true); break;
  }
  return Flow::Next;
}

Flow compare(Core &C, const MachineInst &MI, const SemEntry &E) {
  bool Qp = C.pr(MI.QP), Nat = false;
  uint64_t A = in(C, MI, 2, Nat), B = in(C, MI, 3, Nat);
  return writePreds(C, MI, E, relation(E.R, A, B, E.Size), Nat, Qp);
}

Flow tbit(Core &C, const MachineInst &MI, const SemEntry &E) {
  bool Qp = C.pr(MI.QP), Nat = false;
  unsigned R3 = unsigned(MI.Ops[2]);
  bool Res;
  if (E.Sub == 1) { // tnat
    Res = C.nat(R3);
  } else if (E.Sub == 2) { // tf: the simulated Itanium 2 has none of the optional features
    Res = false;
  } else {
    Nat = C.nat(R3);
    Res = (C.gr(R3) >> (MI.Ops[3] & 63)) & 1;
  }
  if (E.R == Rel::Z) Res = !Res;
  return writePreds(C, MI, E, Res, Nat, Qp);
}

/// Reserved FPSR fields (SDM vol. 1 3.1.8.9, Figure 5-5 / Table 5-5):
/// bits 63:58, a status field's pc = 01 and sf0.td = 1. Writing one is a
/// Reserved Register/Field fault.
bool fpsrReserved(uint64_t V) {
  if (V >> 58) return true;
  if ((V >> 12) & 1) return true; // sf0.td (bit 6 of sf0, which starts at bit 6)
  for (unsigned Sf = 0; Sf < 4; ++Sf)
    if (((V >> (6 + 13 * Sf + 2)) & 3) == 1) return true;
  return false;
}

/// Reserved fields of ar.pfs (bits 51:38 and 61:58, SDM vol. 1
/// "Application Registers") and a pfm that is no frame (sol or sor above
/// sof, sof above 96, an rrb outside its rotating region), which a later
/// br.ret could not restore. Writing one is
/// a Reserved Register/Field fault (`mov ar=` checks is_reserved_field);
/// Ski checks the same fields.
bool pfsReserved(uint64_t V) {
  if ((V >> 38 & 0x3fff) || (V >> 58 & 0xf)) return true;
  FrameMarker F = FrameMarker::unpack(V);
  return F.Sof > 96 || F.Sol > F.Sof || F.Sor > F.Sof || (F.Sor ? F.RrbGr >= F.Sor : F.RrbGr != 0) ||
         F.RrbFr >= 96 || F.RrbPr >= 48;
}
/// Reserved fields of ar.rsc: bits 15:5 and 63:30 (SDM vol. 2, "Register
/// Stack Configuration Register"); every mode, pl, be and loadrs is
/// valid (a pl below cpl is corrected, not refused). Ski checks the same.
bool rscReserved(uint64_t V) { return (V >> 5 & 0x7ff) || (V >> 30); }

// ---------------------------------------------------------------- memory

Flow load(Core &C, const MachineInst &MI, const SemEntry &E) {
  unsigned R1 = unsigned(MI.Ops[0]), R3 = unsigned(MI.Ops[1]);
  uint64_t Addr = C.gr(R3);
  bool BaseNat = C.nat(R3);
  // The increment is read before the load writes r1: `ld8 r2=[r3],r2`
  // adds the old r2 (SDM vol. 3 ld: operands are read, then written).
  bool HasInc = MI.info().NumOps > 2, IncNat = BaseNat;
  uint64_t Inc = HasInc ? in(C, MI, 2, IncNat) : 0;
  uint16_t Key = C.alatTag(false, R1);
  bool Spec = E.Ld == LdKind::Spec || E.Ld == LdKind::SpecAdv;
  uint64_t V = 0;
  bool ResNat = false, DoLoad = true;
  if (E.Ld == LdKind::CheckClr || E.Ld == LdKind::CheckNc) {
    if (C.alatFind(Key)) {
      DoLoad = false;
      if (E.Ld == LdKind::CheckClr) C.alatRemove(Key);
    }
  }
  if (DoLoad) {
    if (BaseNat) {
      if (!Spec) return C.natConsumption();
      ResNat = true;
    } else {
      bool Deferred = false;
      Flow F = C.load(Addr, E.Size, V, Spec, Deferred);
      if (F != Flow::Next) return F;
      ResNat = Deferred;
      if (E.Ld == LdKind::Fill)
        ResNat = (C.S.Ar[arn::UNAT] >> ((Addr >> 3) & 63)) & 1;
    }
    // ld8.fill restores a spilled register whole: the 64-bit value and its
    // NaT bit from ar.unat (SDM vol. 3 ld: fill loads the value, then sets
    // the NaT); a deferred speculative load writes 0 with the NaT.
    if (!C.setGr(R1, ResNat && E.Ld != LdKind::Fill ? 0 : V, ResNat)) return C.illegal();
    if (E.Ld == LdKind::Adv || E.Ld == LdKind::SpecAdv || E.Ld == LdKind::CheckNc) {
      C.alatRemove(Key);
      if (!ResNat) C.alatInsert(Key, Addr, E.Size);
    }
  }
  if (HasInc) return setR(C, R3, Addr + Inc, IncNat);
  return Flow::Next;
}

Flow storeOp(Core &C, const MachineInst &MI, const SemEntry &E) {
  unsigned R3 = unsigned(MI.Ops[0]), R2 = unsigned(MI.Ops[1]);
  if (C.nat(R3)) return C.natConsumption();
  bool Spill = E.Sub == 1;
  if (C.nat(R2) && !Spill) return C.natConsumption();
  uint64_t Addr = C.gr(R3);
  uint64_t V = C.nat(R2) ? 0 : C.gr(R2);
  if (Spill) V = C.gr(R2); // the value is stored as is, its NaT goes to UNAT
  Flow F = C.store(Addr, E.Size, V);
  if (F != Flow::Next) return F;
  if (Spill) {
    unsigned Bit = (Addr >> 3) & 63;
    uint64_t &U = C.S.Ar[arn::UNAT];
    U = C.nat(R2) ? U | (uint64_t(1) << Bit) : U & ~(uint64_t(1) << Bit);
  }
  if (MI.info().NumOps > 2) {
    bool Nat = false;
    uint64_t Inc = in(C, MI, 2, Nat);
    return setR(C, R3, Addr + Inc, false);
  }
  return Flow::Next;
}

/// lfetch: no data moves, but the post-increment forms write the base
/// (r3 + imm9 or r3 + r2, NaT from the operands; SDM vol. 3 lfetch), and
/// lfetch.fault consumes a NaT base. Translation faults of lfetch.fault
/// are not modelled (the line is not fetched).
Flow prefetch(Core &C, const MachineInst &MI, const SemEntry &E) {
  unsigned R3 = unsigned(MI.Ops[0]);
  bool Nat = C.nat(R3);
  if (Nat && E.Sub) return C.natConsumption();
  if (!MI.info().has(isa::FF_postinc)) return Flow::Next;
  uint64_t Inc = in(C, MI, 1, Nat);
  return setR(C, R3, C.gr(R3) + Inc, Nat);
}

enum SemOp : uint8_t { CmpXchg, Xchg, FetchAdd };
Flow semaphore(Core &C, const MachineInst &MI, const SemEntry &E) {
  unsigned R1 = unsigned(MI.Ops[0]), R3 = unsigned(MI.Ops[1]);
  bool Nat = C.nat(R3);
  if (E.Sub != FetchAdd) Nat |= C.nat(unsigned(MI.Ops[2]));
  if (Nat) return C.natConsumption();
  uint64_t Addr = C.gr(R3), Old = 0;
  bool Deferred = false;
  Flow F = C.load(Addr, E.Size, Old, false, Deferred);
  if (F != Flow::Next) return F;
  uint64_t M = mask(E.Size * 8);
  bool Write = true;
  uint64_t New = 0;
  switch (SemOp(E.Sub)) {
  case CmpXchg: New = C.gr(unsigned(MI.Ops[2])); Write = (Old & M) == (C.S.Ar[arn::CCV] & M); break;
  case Xchg: New = C.gr(unsigned(MI.Ops[2])); break;
  case FetchAdd: New = Old + uint64_t(MI.Ops[2]); break;
  }
  if (Write && (F = C.store(Addr, E.Size, New & M)) != Flow::Next) return F;
  return setR(C, R1, Old & M, false);
}

/// ld16 / st16 / cmp8xchg16: 16-byte accesses through ar.csd (the 8 bytes at
/// the higher address of the aligned pair; SDM vol. 3 ld16, cmp8xchg16).
enum Pair16Op : uint8_t { Ld16, St16, Cmp8Xchg16 };
Flow pair16(Core &C, const MachineInst &MI, const SemEntry &E) {
  unsigned R3 = unsigned(MI.Ops[E.Sub == St16 ? 0 : E.Sub == Ld16 ? 2 : 1]);
  bool Nat = C.nat(R3) || (E.Sub != Ld16 && C.nat(unsigned(MI.Ops[E.Sub == St16 ? 1 : 2])));
  if (Nat) return C.natConsumption();
  uint64_t Addr = C.gr(R3), &Csd = C.S.Ar[25];
  bool Deferred = false;
  if (E.Sub != Cmp8Xchg16 && (Addr & 15))
    return C.fault(Vector::UnalignedReference, E.Sub == St16 ? uint64_t(1) << 33 : 0, {}, Addr);
  Flow F;
  if (E.Sub == St16) {
    if ((F = C.store(Addr, 8, C.gr(unsigned(MI.Ops[1])))) != Flow::Next) return F;
    return C.store(Addr + 8, 8, Csd);
  }
  uint64_t Lo = 0, Hi = 0;
  if ((F = C.load(Addr, 8, Lo, false, Deferred)) != Flow::Next) return F;
  if (E.Sub == Ld16) {
    if ((F = C.load(Addr + 8, 8, Hi, false, Deferred)) != Flow::Next) return F;
    Csd = Hi;
    return setR(C, unsigned(MI.Ops[0]), Lo, false);
  }
  // cmp8xchg16: compare the 8 bytes at r3 with ar.ccv; on a match write r2
  // there and ar.csd to the other half of the 16-byte block.
  if (Lo == C.S.Ar[arn::CCV]) {
    if ((F = C.store(Addr, 8, C.gr(unsigned(MI.Ops[2])))) != Flow::Next) return F;
    if ((F = C.store(Addr ^ 8, 8, Csd)) != Flow::Next) return F;
  }
  return setR(C, unsigned(MI.Ops[0]), Lo, false);
}

// ---------------------------------------------------------------- moves of system state

enum MovOp : uint8_t { ToBr, FromBr, FromIp, FromPr, ToPr, ToPrRot, ToAr, FromAr, ToCr, FromCr,
                       ToPsrL, ToPsrUm, FromPsr, FromPsrUm, ToInd, FromInd, Sm, Rm, SumOp, RumOp, NoEffect };

Flow moves(Core &C, const MachineInst &MI, const SemEntry &E) {
  ArchState &S = C.S;
  bool Priv = S.cpl() != 0;
  auto src = [&](unsigned I, bool &Nat) { return in(C, MI, I, Nat); };
  bool Nat = false;
  switch (MovOp(E.Sub)) {
  case ToBr: { uint64_t V = src(1, Nat); if (Nat) return C.natConsumption(); S.Br[MI.Ops[0]] = V; return Flow::Next; }
  case FromBr: return setR(C, unsigned(MI.Ops[0]), S.Br[MI.Ops[1]], false);
  case FromIp: return setR(C, unsigned(MI.Ops[0]), C.CurBundle->Address, false);
  // Moves to and from pr see the predicates as if rrb.pr were 0 (the
  // physical file), as Ski does: an OS saves pr with `mov r=pr` before
  // `cover` clears rrb.pr and restores it with `mov pr=r,-1` under rrb.pr
  // = 0 before `rfi` brings the old rrb.pr back (Linux's interruption
  // path), which only round-trips if these moves ignore rotation.
  case FromPr: return setR(C, unsigned(MI.Ops[0]), S.Pr | 1, false);
  case ToPr: {
    uint64_t V = src(1, Nat), M = uint64_t(MI.Ops[2]);
    if (Nat) return C.natConsumption();
    for (unsigned P = 1; P < 64; ++P)
      if ((M >> P) & 1) S.setPr(P, (V >> P) & 1);
    return Flow::Next;
  }
  case ToPrRot: {
    uint64_t V = uint64_t(MI.Ops[1]);
    for (unsigned P = 16; P < 64; ++P) S.setPr(P, (V >> P) & 1);
    return Flow::Next;
  }
  case ToAr: {
    unsigned N = unsigned(MI.Ops[0]);
    uint64_t V = src(1, Nat);
    if (Nat) return C.natConsumption();
    if ((N < 8 || N == arn::ITC) && Priv) return C.privileged();
    if (N == arn::BSP) return C.illegal();
    if ((N == arn::BSPSTORE || N == arn::RNAT) && (S.Ar[arn::RSC] & 3)) return C.illegal();
    if ((N == arn::FPSR && fpsrReserved(V)) || (N == arn::PFS && pfsReserved(V)) || (N == arn::RSC && rscReserved(V)))
      return C.fault(Vector::GeneralException, uint64_t(GeneralCause::ReservedRegField) << 4);
    if (N == arn::RSC && (V >> 2 & 3) < S.cpl()) // rsc.pl is never more privileged than cpl (SDM vol. 2, RSE)
      V = (V & ~uint64_t(0xc)) | uint64_t(S.cpl()) << 2;
    C.writeAr(N, V);
    return Flow::Next;
  }
  case FromAr: return setR(C, unsigned(MI.Ops[0]), C.readAr(unsigned(MI.Ops[1])), false);
  case ToCr: {
    if (Priv) return C.privileged();
    uint64_t V = src(1, Nat);
    if (Nat) return C.natConsumption();
    S.Cr[MI.Ops[0] & 127] = V;
    return Flow::Next;
  }
  case FromCr:
    if (Priv) return C.privileged();
    return setR(C, unsigned(MI.Ops[0]), S.Cr[MI.Ops[1] & 127], false);
  case ToPsrL: {
    if (Priv) return C.privileged();
    uint64_t V = src(1, Nat);
    if (Nat) return C.natConsumption();
    S.Psr = (S.Psr & ~psr::LowerMask) | (V & psr::LowerMask);
    return Flow::Next;
  }
  case ToPsrUm: {
    uint64_t V = src(1, Nat);
    if (Nat) return C.natConsumption();
    S.Psr = (S.Psr & ~psr::UserMask) | (V & psr::UserMask);
    return Flow::Next;
  }
  case FromPsr:
    if (Priv) return C.privileged();
    return setR(C, unsigned(MI.Ops[0]), S.Psr & ((uint64_t(3) << 35) | psr::LowerMask), false);
  case FromPsrUm: return setR(C, unsigned(MI.Ops[0]), S.Psr & psr::UserMask, false);
  case ToInd: case FromInd: {
    bool To = E.Sub == ToInd;
    unsigned Idx = To ? 0 : 1, Val = To ? 1 : 0;
    uint64_t Index = src(To ? 0 : 1, Nat);
    (void)Idx;
    unsigned File = E.Size; // ir::IndirectFile
    bool Cpuid = File == unsigned(ir::IndirectFile::CPUID);
    // pmd and cpuid reads are unprivileged (SDM vol. 3 'mov indirect'); a
    // pmd read at CPL != 0 with psr.sp set returns 0 instead of faulting.
    bool PmdRead = !To && File == unsigned(ir::IndirectFile::PMD);
    if (Priv && !Cpuid && !PmdRead) return C.privileged();
    if (Nat) return C.natConsumption();
    if (To) {
      uint64_t V = src(Val, Nat);
      if (Nat) return C.natConsumption();
      uint64_t N = indirectRegister(File, Index);
      if (File == unsigned(ir::IndirectFile::RR)) {
        S.Rr[N] = V;
        C.rrWritten(unsigned(N));
      } else if (File == unsigned(ir::IndirectFile::PKR)) S.Pkr[N] = V;
      else if (File != unsigned(ir::IndirectFile::ITR) && File != unsigned(ir::IndirectFile::DTR))
        C.IndirectRegs[(uint64_t(File) << 32) | N] = V;
      return Flow::Next;
    }
    uint64_t V = 0;
    if (File == unsigned(ir::IndirectFile::RR)) V = S.Rr[indirectRegister(File, Index)];
    else if (File == unsigned(ir::IndirectFile::PKR)) V = S.Pkr[indirectRegister(File, Index)];
    else if (Cpuid) {
      // "GenuineIntel", then version: family 0x1f (Itanium 2), 5 cpuid registers.
      static constexpr uint64_t Id[5] = {0x49656e69756e6547ull, 0x6c65746eull, 0, 0x1f000004ull, 0};
      V = Index < 5 ? Id[Index] : 0;
    } else if (!(PmdRead && Priv && (S.Psr >> psr::SP & 1))) {
      auto It = C.IndirectRegs.find((uint64_t(File) << 32) | indirectRegister(File, Index));
      V = It == C.IndirectRegs.end() ? 0 : It->second;
    }
    return setR(C, unsigned(MI.Ops[0]), V, false);
  }
  case Sm: case Rm: {
    if (Priv) return C.privileged();
    uint64_t M = uint64_t(MI.Ops[0]) & 0xffffff;
    S.Psr = E.Sub == Sm ? S.Psr | M : S.Psr & ~M;
    return Flow::Next;
  }
  case SumOp: case RumOp: {
    uint64_t M = uint64_t(MI.Ops[0]) & psr::UserMask;
    S.Psr = E.Sub == SumOp ? S.Psr | M : S.Psr & ~M;
    return Flow::Next;
  }
  case NoEffect: return Flow::Next;
  }
  return Flow::Next;
}

// ---------------------------------------------------------------- branches

Flow branch(Core &C, const MachineInst &MI, const SemEntry &E) {
  ArchState &S = C.S;
  C.ResolvedBranch = true;
  const isa::FormInfo &F = MI.info();
  unsigned TgtOp = F.NumOps - 1;
  uint64_t Next = C.CurBundle->Address + 16;
  bool Qp = C.pr(MI.QP);
  auto taken = [&](uint64_t T) { C.Target = T; C.TargetSlot = 0; return Flow::Branch; };
  auto ec = [&]() -> uint64_t & { return S.Ar[arn::EC]; };
  auto lc = [&]() -> uint64_t & { return S.Ar[arn::LC]; };
  switch (E.Br) {
  case BrKind::Cond: return taken(targetOf(C, MI, TgtOp));
  case BrKind::Call: {
    uint64_t T = targetOf(C, MI, TgtOp);
    S.Br[MI.Ops[0]] = Next;
    S.Ar[arn::PFS] = S.Rse.cfm().pack() | ((ec() & 63) << 52) | (uint64_t(S.cpl()) << 62);
    S.Rse.call();
    return taken(T);
  }
  case BrKind::Ret: {
    uint64_t T = targetOf(C, MI, TgtOp), Pfs = S.Ar[arn::PFS];
    if (RseFault RF = S.Rse.ret(FrameMarker::unpack(Pfs & ((uint64_t(1) << 38) - 1))); RF != RseFault::None)
      return C.rseFault(RF);
    ec() = (Pfs >> 52) & 63;
    unsigned Ppl = unsigned(Pfs >> 62);
    if (Ppl > S.cpl()) S.setCpl(Ppl); // a return never raises privilege
    return taken(T);
  }
  case BrKind::Ia: return C.error("br.ia (IA-32 mode) is not simulated");
  case BrKind::Cloop:
    if (lc()) { --lc(); return taken(targetOf(C, MI, TgtOp)); }
    return Flow::Next;
  case BrKind::Ctop: case BrKind::Cexit: {
    bool Continue;
    if (lc()) { --lc(); C.setPr(63, true); C.rotate(); Continue = true; }
    else if (ec() > 1) { --ec(); C.setPr(63, false); C.rotate(); Continue = true; }
    else if (ec() == 1) { --ec(); C.setPr(63, false); C.rotate(); Continue = false; }
    else { C.setPr(63, false); Continue = false; }
    bool Take = E.Br == BrKind::Ctop ? Continue : !Continue;
    return Take ? taken(targetOf(C, MI, TgtOp)) : Flow::Next;
  }
  case BrKind::Wtop: case BrKind::Wexit: {
    bool Continue;
    if (Qp) { C.setPr(63, false); C.rotate(); Continue = true; }
    else if (ec() > 1) { --ec(); C.setPr(63, false); C.rotate(); Continue = true; }
    else if (ec() == 1) { --ec(); C.setPr(63, false); C.rotate(); Continue = false; }
    else { C.setPr(63, false); Continue = false; }
    bool Take = E.Br == BrKind::Wtop ? Continue : !Continue;
    return Take ? taken(targetOf(C, MI, TgtOp)) : Flow::Next;
  }
  }
  return Flow::Next;
}

Flow check(Core &C, const MachineInst &MI, const SemEntry &E) {
  const isa::OperandType &T = isa::operandType(MI.info().Ops[0]);
  unsigned R = unsigned(MI.Ops[0]);
  bool Recover;
  if (E.Sub == 0) { // chk.s
    Recover = T.Kind == OpKind::GR ? C.nat(R) : C.fr(R).isNatVal();
  } else {          // chk.a
    uint16_t Key = C.alatTag(T.Kind != OpKind::GR, R);
    Recover = !C.alatFind(Key);
    if (!Recover && E.Sub == 2) C.alatRemove(Key);
  }
  C.ResolvedBranch = true;
  if (!Recover) return Flow::Next;
  C.Target = C.CurBundle->Address + uint64_t(MI.Ops[1]);
  C.TargetSlot = 0;
  return Flow::Branch;
}

// ---------------------------------------------------------------- RSE and system control

enum SysOp : uint8_t { Alloc, Cover, Flushrs, Loadrs, Clrrrb, ClrrrbPr, Epc, Bsw0, Bsw1, Rfi, Break,
                       Invala, InvalaE, Itc, ItcI, Itr, ItrI, Ptc, PtcE, PtrI, PtrD, Probe, Tpa, Thash, Ttag, Tak,
                       Serialize, Nothing, Illegal };

Flow system(Core &C, const MachineInst &MI, const SemEntry &E) {
  ArchState &S = C.S;
  switch (SysOp(E.Sub)) {
  case Alloc: {
    unsigned Sof = unsigned(MI.Ops[2]), Sol = unsigned(MI.Ops[3]), Sor = unsigned(MI.Ops[4]);
    if (MI.info().NumOps > 5) { // alloc r=ar.pfs,i,l,o,r
      Sof = unsigned(MI.Ops[2] + MI.Ops[3] + MI.Ops[4]);
      Sol = unsigned(MI.Ops[2] + MI.Ops[3]);
      Sor = unsigned(MI.Ops[5]);
    }
    if (Sol > Sof || Sor > Sof || Sof > 96) return C.illegal();
    uint64_t Pfs = S.Ar[arn::PFS];
    if (RseFault F = S.Rse.alloc(Sof, Sol, Sor); F != RseFault::None) return C.rseFault(F);
    return setR(C, unsigned(MI.Ops[0]), Pfs, false);
  }
  case Cover: {
    FrameMarker F = S.Rse.cover();
    if (!S.psrBit(psr::IC)) S.Cr[crn::IFS] = F.pack() | (uint64_t(1) << 63);
    return Flow::Next;
  }
  case Flushrs: C.RseMoved = S.Rse.dirtyRegs(); return C.rseFault(S.Rse.flushrs());
  case Loadrs:
    // SDM vol. 3 loadrs: a mode other than enforced lazy, or a non-zero
    // RSC.loadrs with a frame (CFM.sof != 0), is an Illegal Operation.
    if ((S.Ar[arn::RSC] & 3) || (S.Rse.cfm().Sof != 0 && (S.Ar[arn::RSC] >> 16 & 0x3fff) != 0)) return C.illegal();
    C.RseMoved = unsigned(((S.Ar[arn::RSC] >> 16) & 0x3fff) / 8);
    return C.rseFault(S.Rse.loadrs((S.Ar[arn::RSC] >> 16) & 0x3fff));
  case Clrrrb: S.Rse.setRrb(0, 0, 0); return Flow::Next;
  case ClrrrbPr: S.Rse.setRrb(S.Rse.cfm().RrbGr, S.Rse.cfm().RrbFr, 0); return Flow::Next;
  case Epc: {
    auto R = S.Mem.rights(C.CurBundle->Address);
    if (!R) return C.illegal();
    RightsCheck RC = checkRights(*R, Access::Execute, S.cpl());
    if (R->AR != 7) return C.illegal(); // epc outside an execute-promote page
    if (RC.PromoteTo) S.promote(*RC.PromoteTo);
    return Flow::Next;
  }
  case Bsw0: case Bsw1:
    if (S.cpl()) return C.privileged();
    S.switchBank(E.Sub == Bsw1);
    return Flow::Next;
  case Rfi: {
    if (S.cpl()) return C.privileged();
    C.RrUnserialized = 0; // rfi serializes
    if (RseFault F = S.rfi(); F != RseFault::None) return C.rseFault(F);
    C.Target = S.Ip;
    C.TargetSlot = S.Slot;
    C.ResolvedBranch = true;
    if (C.End.RfiToUser && S.cpl() == 3) {
      StopInfo SI;
      SI.K = StopInfo::RfiToUser;
      SI.Ip = S.Ip;
      SI.Slot = S.Slot;
      C.PendingStop = SI;
    }
    return Flow::Branch;
  }
  case Break: {
    uint64_t Imm = uint64_t(MI.Ops[0]);
    if (C.End.BreakImm && *C.End.BreakImm == Imm) {
      C.Stop = StopInfo{StopInfo::Break, "", C.CurBundle->Address, C.CurSlot, Imm};
      return Flow::Stop;
    }
    return C.fault(Vector::Break, 0, Imm);
  }
  case Invala: C.Alat.clear(); return Flow::Next;
  case InvalaE: // invala.e r1 or invala.e f1
    C.alatRemove(C.alatTag(isa::operandType(MI.info().Ops[0]).Kind == isa::OpKind::FR, unsigned(MI.Ops[0])));
    return Flow::Next;
  // The TLB instructions act on the TLBs of `translation: tlb` scenarios
  // (sim/CoreXlat.cpp); elsewhere they only check privilege.
  case Itc: case ItcI: return C.tlbInsert(E.Sub == ItcI, std::nullopt, C.gr(unsigned(MI.Ops[0])));
  case Itr: case ItrI: // itr.d dtr[r3]=r2
    return C.tlbInsert(E.Sub == ItrI, unsigned(C.gr(unsigned(MI.Ops[0]))), C.gr(unsigned(MI.Ops[1])));
  case Ptc: return C.tlbPurge(Core::Purge::Tc, C.gr(unsigned(MI.Ops[0])), C.gr(unsigned(MI.Ops[1])));
  case PtcE: return C.tlbPurge(Core::Purge::TcAll, C.gr(unsigned(MI.Ops[0])), 0);
  case PtrI: case PtrD:
    return C.tlbPurge(E.Sub == PtrI ? Core::Purge::TrInst : Core::Purge::TrData, C.gr(unsigned(MI.Ops[0])),
                      C.gr(unsigned(MI.Ops[1])));
  case Probe: { // probe.r/w r1=r3,r2|imm2: would an access at that level be allowed?
    bool Nat = false;
    uint64_t Addr = in(C, MI, 1, Nat), Pl = in(C, MI, 2, Nat) & 3;
    auto R = S.Mem.rights(Addr);
    bool Ok = R && checkRights(*R, E.Size == 1 ? Access::Write : Access::Read, unsigned(std::max<uint64_t>(Pl, S.cpl()))).Allowed;
    return setR(C, unsigned(MI.Ops[0]), Ok, Nat);
  }
  case Tpa: { // identity translation unless the scenario has TLBs (docs/simulator.md)
    if (S.cpl()) return C.privileged();
    uint64_t Pa = C.gr(unsigned(MI.Ops[1]));
    if (C.Xlat)
      if (Flow F = C.tpa(Pa, Pa); F != Flow::Next) return F;
    return setR(C, unsigned(MI.Ops[0]), Pa, false);
  }
  case Thash: { // short-format VHPT hash, approximated from cr.pta and 16 KiB pages
    if (C.Xlat) return setR(C, unsigned(MI.Ops[0]), C.thash(C.gr(unsigned(MI.Ops[1]))), false);
    uint64_t Va = C.gr(unsigned(MI.Ops[1])), Pta = S.Cr[crn::PTA];
    unsigned Size = unsigned((Pta >> 2) & 63);
    uint64_t Off = ((Va >> 14) << 3) & mask(Size ? Size : 15);
    return setR(C, unsigned(MI.Ops[0]), (Va & (uint64_t(7) << 61)) | ((Pta & ~mask(15)) & ~mask(Size)) | Off, false);
  }
  case Ttag:
    if (C.Xlat) return setR(C, unsigned(MI.Ops[0]), C.ttag(C.gr(unsigned(MI.Ops[1]))), false);
    return setR(C, unsigned(MI.Ops[0]), (C.gr(unsigned(MI.Ops[1])) >> 14) & mask(40), false);
  case Tak: // privileged like tpa (SDM vol. 3 'tak'); key 0 without TLBs
    if (S.cpl()) return C.privileged();
    return setR(C, unsigned(MI.Ops[0]), C.Xlat ? C.tak(C.gr(unsigned(MI.Ops[1]))) : 0, false);
  case Serialize: C.RrUnserialized = 0; return Flow::Next;
  case Nothing: return Flow::Next;
  case Illegal: return C.illegal();
  }
  return Flow::Next;
}

// ---------------------------------------------------------------- the table

std::vector<std::string_view> split(std::string_view M) {
  std::vector<std::string_view> P;
  size_t S = 0;
  while (true) {
    size_t D = M.find('.', S);
    P.push_back(M.substr(S, D == std::string_view::npos ? D : D - S));
    if (D == std::string_view::npos) break;
    S = D + 1;
  }
  return P;
}

bool has(const std::vector<std::string_view> &P, std::string_view C) {
  for (size_t I = 1; I < P.size(); ++I)
    if (P[I] == C) return true;
  return false;
}

std::optional<Rel> relOf(std::string_view C) {
  static constexpr std::pair<const char *, Rel> T[] = {
      {"eq", Rel::Eq}, {"ne", Rel::Ne}, {"lt", Rel::Lt}, {"le", Rel::Le}, {"gt", Rel::Gt},
      {"ge", Rel::Ge}, {"ltu", Rel::Ltu}, {"leu", Rel::Leu}, {"gtu", Rel::Gtu}, {"geu", Rel::Geu},
      {"z", Rel::Z}, {"nz", Rel::Nz}};
  for (auto [N, R] : T)
    if (C == N) return R;
  return std::nullopt;
}

CmpType cmpTypeOf(const std::vector<std::string_view> &P) {
  if (has(P, "unc")) return CmpType::Unc;
  bool And = has(P, "and"), Or = has(P, "or"), AndCm = has(P, "andcm"), OrCm = has(P, "orcm");
  if (Or && AndCm) return CmpType::OrAndCm;
  if (And && OrCm) return CmpType::AndOrCm;
  if (And) return CmpType::And;
  if (Or) return CmpType::Or;
  if (AndCm) return CmpType::AndCm;
  if (OrCm) return CmpType::OrCm;
  return CmpType::None;
}

unsigned sizeSuffix(std::string_view Base, std::string_view Prefix) {
  std::string_view Rest = Base.substr(Prefix.size());
  if (Rest == "1") return 1;
  if (Rest == "2") return 2;
  if (Rest == "4") return 4;
  if (Rest == "8") return 8;
  if (Rest == "16") return 16;
  return 0;
}

SemEntry build(const isa::FormInfo &F) {
  SemEntry E;
  std::vector<std::string_view> P = split(F.Mnemonic);
  std::string_view B = P[0], Fmt = isa::formatName(F.Format);
  auto lastKind = [&](unsigned I) { return isa::operandType(F.Ops[I]).Kind; };
  auto lit = [&](unsigned I) -> std::string_view {
    return F.Ops[I].Slot == OpSlot::Lit && F.Ops[I].Text ? F.Ops[I].Text : "";
  };
  auto set = [&](Handler H, uint8_t Sub) { E.Fn = H; E.Sub = Sub; };

  // nops and hints; cache/ordering operations with no functional effect.
  if (B == "nop" || B == "hint") { E.Fn = moves; E.Sub = NoEffect; E.Nop = true; return E; }

  // The families with their own files: multimedia (sim/SemMultimedia.cpp),
  // floating point and GR<->FR transfers (sim/SemFloat.cpp).
  detail::Parts DP(F.Mnemonic);
  if (detail::buildMultimedia(F, DP, E) || detail::buildFloat(F, DP, E)) return E;
  if (F.Format == isa::Fmt::M49) { set(moves, NoEffect); return E; } // mov dahr=imm: a data-access hint
  if (B == "srlz") { set(system, Serialize); return E; }
  if (B == "lfetch") { set(prefetch, has(P, "fault") ? 1 : 0); return E; }
  if (B == "sync" || B == "mf" || B == "fwb" || B == "fc" || B == "brp") { set(system, Nothing); return E; }

  // integer ALU
  static constexpr std::pair<const char *, AluOp> Alu[] = {
      {"add", Add}, {"adds", Add}, {"addl", Add}, {"sub", Sub}, {"addp4", AddP4}, {"and", And},
      {"andcm", AndCm}, {"or", Or}, {"xor", Xor}, {"shladd", ShlAdd}, {"shladdp4", ShlAddP4},
      {"popcnt", Popcnt}, {"clz", Clz}};
  for (auto [N, Op] : Alu)
    if (B == N && P.size() == 1) { set(alu, Op); return E; }
  if (B == "mov" && P.size() == 1 && F.NumOps == 2 && (Fmt == "A4" || Fmt == "A5")) { set(alu, Mov); return E; }
  if (B == "movl") { E.Fn = movl; return E; }

  // shifts, deposits, extracts
  if (Fmt == "I12" && B == "shl") { set(shift, ShlI); return E; }
  if (Fmt == "I11" && B == "shr") { set(shift, has(P, "u") ? ShruI : ShrI); return E; }
  if (Fmt == "I11" && B == "extr") { set(shift, has(P, "u") ? ExtrU : Extr); return E; }
  if ((Fmt == "I12" || Fmt == "I13") && B == "dep") { set(shift, DepZ); return E; }
  if (Fmt == "I14") { set(shift, DepImm); return E; }
  if (Fmt == "I15") { set(shift, Dep); return E; }
  if (Fmt == "I10") { set(shift, Shrp); return E; }
  if (Fmt == "I7" && B == "shl") { set(shift, ShlV); return E; }
  if (Fmt == "I5" && B == "shr") { set(shift, has(P, "u") ? ShruV : ShrV); return E; }
  if (Fmt == "I29") {
    if (B.starts_with("sxt")) { set(extend, Sxt); E.Size = uint8_t(sizeSuffix(B, "sxt")); }
    else if (B.starts_with("zxt")) { set(extend, Zxt); E.Size = uint8_t(sizeSuffix(B, "zxt")); }
    else if (B.starts_with("czx")) { set(extend, has(P, "l") ? CzxL : CzxR); E.Size = uint8_t(sizeSuffix(B, "czx")); }
    return E;
  }

  // compares
  if (B == "cmp" || B == "cmp4") {
    E.Fn = compare;
    E.Size = B == "cmp" ? 8 : 4;
    E.R = relOf(P.size() > 1 ? P[1] : "eq").value_or(Rel::Eq);
    E.T = cmpTypeOf(P);
    E.QpInHandler = E.T == CmpType::Unc;
    return E;
  }
  if (B == "tbit" || B == "tnat" || B == "tf") {
    E.Fn = tbit;
    E.Sub = B == "tnat" ? 1 : B == "tf" ? 2 : 0;
    E.R = relOf(P.size() > 1 ? P[1] : "z").value_or(Rel::Z);
    E.T = cmpTypeOf(P);
    E.QpInHandler = E.T == CmpType::Unc;
    return E;
  }

  // loads, stores, semaphores
  if (B == "ld16" || B == "st16" || B == "cmp8xchg16") {
    set(pair16, B == "ld16" ? Ld16 : B == "st16" ? St16 : Cmp8Xchg16);
    E.Size = 16;
    return E;
  }
  if (B.starts_with("ld") && !B.starts_with("ldf") && isa::operandType(F.Ops[0]).Kind == OpKind::GR) {
    unsigned Sz = sizeSuffix(B, "ld");
    if (!Sz || Sz == 16) return E;
    E.Fn = load;
    E.Size = uint8_t(Sz);
    if (has(P, "fill")) E.Ld = LdKind::Fill;
    else if (has(P, "sa")) E.Ld = LdKind::SpecAdv;
    else if (has(P, "s")) E.Ld = LdKind::Spec;
    else if (has(P, "a")) E.Ld = LdKind::Adv;
    else if (has(P, "c")) E.Ld = has(P, "nc") ? LdKind::CheckNc : LdKind::CheckClr;
    E.Release = has(P, "acq");
    return E;
  }
  if (B.starts_with("st") && !B.starts_with("stf") && (Fmt == "M4" || Fmt == "M5")) {
    unsigned Sz = sizeSuffix(B, "st");
    if (!Sz || Sz == 16) return E;
    E.Fn = storeOp;
    E.Size = uint8_t(Sz);
    E.Sub = has(P, "spill");
    E.Release = has(P, "rel");
    return E;
  }
  if (B.starts_with("cmpxchg") && Fmt == "M16") { set(semaphore, CmpXchg); E.Size = uint8_t(sizeSuffix(B, "cmpxchg")); return E; }
  if (B.starts_with("xchg")) { set(semaphore, Xchg); E.Size = uint8_t(sizeSuffix(B, "xchg")); return E; }
  if (B.starts_with("fetchadd")) { set(semaphore, FetchAdd); E.Size = uint8_t(sizeSuffix(B, "fetchadd")); return E; }

  // moves of branch, predicate, application, control registers and PSR
  if (B == "mov" && F.NumOps >= 2) {
    OpKind K0 = lastKind(0), K1 = lastKind(1);
    std::string_view L0 = lit(0), L1 = lit(1);
    if (K0 == OpKind::BR && K1 == OpKind::GR) { set(moves, ToBr); return E; }
    if (K0 == OpKind::GR && K1 == OpKind::BR) { set(moves, FromBr); return E; }
    if (L1 == "ip") { set(moves, FromIp); return E; }
    if (L1 == "pr") { set(moves, FromPr); return E; }
    if (L0 == "pr") { set(moves, ToPr); return E; }
    if (L0 == "pr.rot") { set(moves, ToPrRot); return E; }
    if (K0 == OpKind::AR) { set(moves, ToAr); return E; }
    if (K1 == OpKind::AR) { set(moves, FromAr); return E; }
    if (K0 == OpKind::CR) { set(moves, ToCr); return E; }
    if (K1 == OpKind::CR) { set(moves, FromCr); return E; }
    if (L0 == "psr.l") { set(moves, ToPsrL); return E; }
    if (L0 == "psr.um") { set(moves, ToPsrUm); return E; }
    if (L1 == "psr") { set(moves, FromPsr); return E; }
    if (L1 == "psr.um") { set(moves, FromPsrUm); return E; }
    for (unsigned I = 0; I < 2; ++I)
      if (F.Ops[I].Slot == OpSlot::Ind && F.Ops[I].Text) {
        std::string_view T = F.Ops[I].Text;
        static constexpr std::pair<const char *, ir::IndirectFile> Files[] = {
            {"rr", ir::IndirectFile::RR}, {"pkr", ir::IndirectFile::PKR}, {"ibr", ir::IndirectFile::IBR},
            {"dbr", ir::IndirectFile::DBR}, {"pmc", ir::IndirectFile::PMC}, {"pmd", ir::IndirectFile::PMD},
            {"cpuid", ir::IndirectFile::CPUID}, {"msr", ir::IndirectFile::MSR}};
        for (auto [N, Fi] : Files)
          if (T == N) { set(moves, I == 0 ? ToInd : FromInd); E.Size = uint8_t(Fi); return E; }
        if (T == "dahr") { set(moves, NoEffect); return E; }
      }
    return E;
  }
  if (B == "mov" && (P.size() > 1) && (P[1] == "i" || P[1] == "m")) {
    set(moves, lastKind(0) == OpKind::AR ? ToAr : FromAr);
    return E;
  }
  if (B == "mov" && F.Format == isa::Fmt::I21) { set(moves, ToBr); return E; } // mov.ret/.sptk b=r,tag
  if (B == "ssm") { set(moves, Sm); return E; }
  if (B == "rsm") { set(moves, Rm); return E; }
  if (B == "sum") { set(moves, SumOp); return E; }
  if (B == "rum") { set(moves, RumOp); return E; }

  // branches
  if (B == "br" || B == "brl") {
    E.Fn = branch;
    E.IsBranch = true;
    std::string_view K = P.size() > 1 ? P[1] : "cond";
    if (K == "call") E.Br = BrKind::Call;
    else if (K == "ret") E.Br = BrKind::Ret;
    else if (K == "ia") E.Br = BrKind::Ia;
    else if (K == "cloop") E.Br = BrKind::Cloop;
    else if (K == "ctop") E.Br = BrKind::Ctop;
    else if (K == "cexit") E.Br = BrKind::Cexit;
    else if (K == "wtop") { E.Br = BrKind::Wtop; E.QpInHandler = true; }
    else if (K == "wexit") { E.Br = BrKind::Wexit; E.QpInHandler = true; }
    return E;
  }
  if (B == "chk") {
    E.Fn = check;
    E.IsBranch = true;
    E.Sub = has(P, "s") ? 0 : has(P, "clr") ? 2 : 1;
    return E;
  }

  // register stack, privilege, interruptions
  static constexpr std::pair<const char *, SysOp> Sys[] = {
      {"alloc", Alloc}, {"cover", Cover}, {"flushrs", Flushrs}, {"loadrs", Loadrs},
      {"epc", Epc}, {"rfi", Rfi}, {"break", Break}, {"tpa", Tpa}, {"thash", Thash},
      {"ttag", Ttag}, {"tak", Tak}, {"probe", Probe}};
  for (auto [N, Op] : Sys)
    if (B == N) {
      set(system, Op);
      if (Op == Probe) {
        E.Size = has(P, "w");
        if (has(P, "fault") || has(P, "rw")) E.Sub = Nothing; // probe.*.fault: translations always present
      }
      return E;
    }
  // vmsw: the virtualization extension came after Itanium 2, where the
  // opcode is an Illegal Operation.
  if (B == "vmsw") { set(system, Illegal); return E; }
  if (B == "clrrrb") { set(system, has(P, "pr") ? ClrrrbPr : Clrrrb); return E; }
  if (B == "bsw") { set(system, has(P, "1") ? Bsw1 : Bsw0); return E; }
  if (B == "invala") { set(system, has(P, "e") ? InvalaE : Invala); return E; }
  bool I = has(P, "i");
  if (B == "itc") { set(system, I ? ItcI : Itc); E.Privileged = true; return E; }
  if (B == "itr") { set(system, I ? ItrI : Itr); E.Privileged = true; return E; }
  if (B == "ptc") { set(system, has(P, "e") ? PtcE : Ptc); E.Privileged = true; return E; }
  if (B == "ptr") { set(system, I ? PtrI : PtrD); E.Privileged = true; return E; }
  return E;
}

struct Table {
  std::vector<SemEntry> Entries;
  unsigned Implemented = 0;
  Table() {
    auto Forms = isa::allForms();
    Entries.reserve(Forms.size());
    for (const isa::FormInfo &F : Forms) {
      Entries.push_back(build(F));
      Implemented += Entries.back().Fn != nullptr;
    }
  }
};

const Table &table() {
  static const Table T;
  return T;
}

} // namespace

detail::Parts::Parts(std::string_view M) : P(split(M)) {}
bool detail::Parts::has(std::string_view C) const { return sim::has(P, C); }

const SemEntry &semantics(isa::FormId F) {
  static const SemEntry None;
  const Table &T = table();
  return F >= 0 && size_t(F) < T.Entries.size() ? T.Entries[size_t(F)] : None;
}

unsigned implementedForms() { return table().Implemented; }

} // namespace epic::sim
