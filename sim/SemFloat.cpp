// Floating-point semantics on the 82-bit register format (sim/ArchState.h
// FpReg): fma/fms/fnma and their pseudo-ops (fmpy fadd fsub fnorm
// fcvt.xuf) rounded exactly to the precision and exponent range the
// completer and the status field (ar.fpsr sf0-sf3 pc/rc/wre) select; frcpa;
// fcvt.fx/fxu(.trunc), fcvt.xf; fmerge and the bitwise F9 ops; fselect;
// fcmp, fclass; fmin/fmax; setf/getf .s/.d; ldf/ldfp/stf of every memory
// format with spill/fill; fsetc/fclrf/fchkf. Formats and special-value
// rules: Intel Itanium Architecture SDM vol. 1 ch. 5 and vol. 3.
// Parallel FP (fpma ... fprsqrta) works lane by lane on two singles.
// The FPSR status flags (v d z o u i) are set as SDM vol. 1 5.2.2 says and
// fchkf branches on them; FP faults and traps other than the reciprocal
// approximations' software assist are not modelled: an exception whose trap
// is enabled stops the run with an error (raise()).
#include "sim/SemDetail.h"
#include <bit>
#include <cmath>
#include <string>

namespace epic::sim::detail {
namespace {

using isa::MachineInst;
using u128 = unsigned __int128;

constexpr uint32_t Bias = 0xffff, ExpSpecial = 0x1ffff, ExpInt = 0x1003e;
const FpReg NatVal{0, 0x1fffe, false};
const FpReg Indefinite{0xc000000000000000ull, ExpSpecial, true}; // the QNaN of invalid operations
const FpReg IntIndefinite{0x8000000000000000ull, ExpInt, false};

/// Status-flag bits of one status field (SDM vol. 1 5.2.2, Figure 5-5):
/// invalid, denormal/unnormal operand, zero divide, overflow, underflow,
/// inexact. Each handler collects them here and ORs them into its field.
enum FpFlag : unsigned { FlV = 1, FlD = 2, FlZ = 4, FlO = 8, FlU = 16, FlI = 32 };
thread_local unsigned Raised = 0;

/// An unpacked register value: Sig (bit 63 set for Finite) * 2^(E - 63).
struct Num {
  enum Kind : uint8_t { Zero, Finite, Inf, QNaN, SNaN, Nat } K = Zero;
  bool Sign = false;
  int32_t E = 0;
  uint64_t Sig = 0;
  bool Unsupp = false; // exponent 0x1FFFF without the integer bit: an invalid operand
  bool PseudoZero = false; // significand 0 with a nonzero exponent
};

Num unpack(const FpReg &R) {
  Num N;
  N.Sign = R.Sign;
  if (R.isNatVal()) { N.K = Num::Nat; return N; }
  if (R.Exponent == ExpSpecial) {
    // Pseudo-NaNs and pseudo-infinities (no integer bit) are unsupported
    // operands (SDM vol. 1 5.1.2): invalid, like a signalling NaN, but the
    // result is the QNaN indefinite.
    N.Unsupp = !(R.Significand >> 63);
    N.K = N.Unsupp ? Num::SNaN : (R.Significand << 1) == 0 ? Num::Inf : (R.Significand >> 62 & 1) ? Num::QNaN : Num::SNaN;
    N.Sig = R.Significand;
    return N;
  }
  if (R.Significand == 0) { N.K = Num::Zero; N.PseudoZero = R.Exponent != 0; return N; }
  unsigned Z = unsigned(std::countl_zero(R.Significand));
  N.K = Num::Finite;
  // Exponent 0 (double-extended denormals, pseudo-denormals) reads as
  // 0x0C001, the double-extended minimum (SDM vol. 1 5.1.2, Table 5-2).
  N.E = int32_t(R.Exponent ? R.Exponent : 0xc001) - int32_t(Bias) - int32_t(Z);
  N.Sig = R.Significand << Z;
  return N;
}

FpReg quiet(const Num &N) {
  if (N.K == Num::SNaN) Raised |= FlV;
  if (N.Unsupp) return Indefinite;
  return {N.Sig | (uint64_t(3) << 62), ExpSpecial, N.Sign};
}
/// An unnormalized finite operand (unnormal, denormal, pseudo-denormal,
/// pseudo-zero; not a true zero) raises the denormal flag (SDM vol. 1 5.2.2).
void noteOperand(const FpReg &R) {
  bool Normal = R.Exponent && (R.Significand >> 63), TrueZero = !R.Exponent && !R.Significand;
  if (R.Exponent != ExpSpecial && !R.isNatVal() && !Normal && !TrueZero) Raised |= FlD;
}
bool isNaN(const Num &N) { return N.K == Num::QNaN || N.K == Num::SNaN; }
FpReg inf(bool Sign) { return {uint64_t(1) << 63, ExpSpecial, Sign}; }
FpReg zero(bool Sign) { return {0, 0, Sign}; }

/// Rounding controls from a status field and the instruction's precision.
struct Ctl {
  unsigned Prec = 64;
  int32_t EMax = 16383, EMin = -16382;
  uint8_t Rc = 0; // 0 nearest even, 1 toward -inf, 2 toward +inf, 3 toward zero
  bool Ftz = false;
};

uint64_t statusField(Core &C, unsigned Sf) { return (C.S.Ar[arn::FPSR] >> (6 + 13 * Sf)) & 0x1fff; }

/// The exceptions whose trap is enabled for status field Sf: FPSR.traps
/// bits 0-5 (vd dd zd od ud id) disable one each, sf.td all of them (SDM
/// vol. 1 5.2.2, Figure 5-4). The bits line up with FpFlag's.
unsigned enabledTraps(Core &C, unsigned Sf) {
  if ((statusField(C, Sf) >> 6) & 1) return 0;
  return unsigned(~C.S.Ar[arn::FPSR]) & 0x3f;
}

/// ORs the flags collected in Raised into status field Sf's flag bits
/// (7-12). An exception whose trap is enabled would be a Floating-point
/// Fault (v d z, before the result is written) or Trap (o u i, after it);
/// neither is modelled, so the run stops with an error instead of going
/// on as if the trap were disabled (docs/simulator.md).
Flow raise(Core &C, unsigned Sf) {
  unsigned Flags = Raised;
  Raised = 0;
  if (!Flags) return Flow::Next;
  C.S.Ar[arn::FPSR] |= uint64_t(Flags) << (6 + 13 * (Sf & 3) + 7);
  unsigned Trapped = Flags & enabledTraps(C, Sf & 3);
  if (!Trapped) return Flow::Next;
  static constexpr const char *Names[] = {"invalid operation", "denormal/unnormal operand", "zero divide",
                                          "overflow", "underflow", "inexact"};
  std::string Msg;
  for (unsigned B = 0; B < 6; ++B)
    if (Trapped >> B & 1) Msg += (Msg.empty() ? "" : ", ") + std::string(Names[B]);
  return C.error("floating-point " + Msg + " with its trap enabled in ar.fpsr (sf" + std::to_string(Sf & 3) +
                 "): FP faults and traps are not simulated");
}

/// Precision completer: 0 from sf.pc, 24 (.s), 53 (.d).
Ctl control(Core &C, unsigned Sf, unsigned Completer) {
  uint64_t F = statusField(C, Sf);
  Ctl K;
  unsigned Pc = unsigned(F >> 2) & 3;
  K.Prec = Completer ? Completer : Pc == 0 ? 24 : Pc == 2 ? 53 : 64;
  K.Rc = uint8_t((F >> 4) & 3);
  K.Ftz = F & 1;
  // SDM vol. 1 5.2.2, Table 5-6: wre gives the register format's 17-bit
  // exponent; without it the .s/.d completers give the IEEE single/double
  // range, and the precision taken from sf.pc keeps the 15-bit range.
  if ((F >> 1) & 1) {
    K.EMax = 0x1fffe - int32_t(Bias);
    K.EMin = 1 - int32_t(Bias);
  } else if (Completer == 24) {
    K.EMax = 127; K.EMin = -126;
  } else if (Completer == 53) {
    K.EMax = 1023; K.EMin = -1022;
  }
  return K;
}

inline u128 shr128(u128 M, unsigned N) { // right shift keeping lost bits as a sticky lsb
  if (N == 0) return M;
  if (N >= 128) return M != 0;
  return (M >> N) | u128((M & ((u128(1) << N) - 1)) != 0);
}

/// Rounds Sign * M * 2^(E - 127) (M != 0) to the controls.
FpReg round(bool Sign, u128 M, int32_t E, const Ctl &K) {
  unsigned Z = M >> 64 ? unsigned(std::countl_zero(uint64_t(M >> 64))) : 64 + unsigned(std::countl_zero(uint64_t(M)));
  M <<= Z;
  E -= int32_t(Z);
  bool Tiny = E < K.EMin;
  if (Tiny && K.Ftz) { // sf.ftz: tiny results flush to zero (SDM vol. 1 5.2.2)
    Raised |= FlU | FlI;
    return zero(Sign);
  }
  if (Tiny) { // denormal: keep the minimum exponent, lose low bits
    M = shr128(M, unsigned(std::min<int64_t>(int64_t(K.EMin) - E, 128)));
    E = K.EMin;
  }
  unsigned Drop = 128 - K.Prec;
  u128 Kept = M >> Drop;
  bool Half = (M >> (Drop - 1)) & 1;
  bool Rest = (M & ((u128(1) << (Drop - 1)) - 1)) != 0;
  if (Half || Rest) Raised |= FlI | (Tiny ? unsigned(FlU) : 0u);
  bool Inc = false;
  switch (K.Rc) {
  case 0: Inc = Half && (Rest || (Kept & 1)); break;
  case 1: Inc = (Half || Rest) && Sign; break;
  case 2: Inc = (Half || Rest) && !Sign; break;
  default: break;
  }
  Kept += Inc;
  if (Kept >> K.Prec) { Kept >>= 1; ++E; }
  if (E > K.EMax) {
    Raised |= FlO | FlI;
    bool ToInf = K.Rc == 0 || (K.Rc == 1 && Sign) || (K.Rc == 2 && !Sign);
    if (ToInf) return inf(Sign);
    return {mask(K.Prec) << (64 - K.Prec), uint32_t(K.EMax + int32_t(Bias)), Sign};
  }
  if (Kept == 0) return zero(Sign);
  uint64_t Sig = uint64_t(Kept) << (64 - K.Prec);
  // A denormal of the 15-bit (double-extended) exponent range is written with
  // exponent 0, its encoding in the register file as in memory (SDM vol. 1
  // 5.1.2, Table 5-2: double-extended denormals 0x00000), which reads back as
  // 0x0C001 and which stfe stores bit for bit. Found by
  // fuzz/ski_differential.py (fmpy, fadd, fnorm, fcvt.xuf; Ski agrees).
  if (E == -16382 && K.EMin == -16382 && !(Sig >> 63)) return {Sig, 0, Sign};
  return {Sig, uint32_t(E + int32_t(Bias)), Sign};
}

FpReg roundNum(const Num &N, const Ctl &K) {
  if (N.K != Num::Finite) return N.K == Num::Zero ? zero(N.Sign) : N.K == Num::Inf ? inf(N.Sign) : quiet(N);
  return round(N.Sign, u128(N.Sig) << 64, N.E, K);
}

// ---------------------------------------------------------------- fma family

enum MacOp : uint8_t { Ma, Ms, Nma };
/// Which operands the spelling names: fma f1=f3,f4,f2 / fmpy f1=f3,f4 /
/// fadd f1=f3,f2 / fnorm f1=f3 (the others are f1 = +1.0 and f0 = +0.0).
enum MacShape : uint8_t { ShAbc, ShAb, ShAc, ShA };

/// fma f1 = f3 * f4 + f2 (A = f3, B = f4, Cc = f2). NoAdd: f2 is f0, and
/// the instruction is a plain multiply (SDM vol. 3 fma: "if f2 is f0 ...
/// the product is not added to +0", so -0 products stay -0).
FpReg fmaValue(const Num &A, const Num &B, const Num &Cc, MacOp Op, const Ctl &K, bool NoAdd = false) {
  if (A.K == Num::Nat || B.K == Num::Nat || Cc.K == Num::Nat) return NatVal;
  if (A.Unsupp || B.Unsupp || Cc.Unsupp) { Raised |= FlV; return Indefinite; }
  // NaN operands: f4 first, then f2, then f3 (SDM vol. 1 5.2.3 / fp_ieee_fma).
  for (const Num *N : {&B, &Cc, &A})
    if (isNaN(*N)) {
      for (const Num *O : {&A, &B, &Cc}) if (O->K == Num::SNaN) Raised |= FlV;
      return quiet(*N);
    }
  bool Sp = (A.Sign != B.Sign) != (Op == Nma), Sc = Cc.Sign != (Op == Ms);
  bool PInf = A.K == Num::Inf || B.K == Num::Inf, PZero = A.K == Num::Zero || B.K == Num::Zero;
  // inf * 0 is invalid for a true zero; a pseudo-zero times an infinity is
  // the infinity (fp_is_zero tests the register's exponent too; as Ski).
  bool TrueZero = (A.K == Num::Zero && !A.PseudoZero) || (B.K == Num::Zero && !B.PseudoZero);
  if (PInf && TrueZero) { Raised |= FlV; return Indefinite; }
  if (PInf) {
    if (!NoAdd && Cc.K == Num::Inf && Sc != Sp) { Raised |= FlV; return Indefinite; }
    return inf(Sp);
  }
  if (NoAdd) return PZero ? zero(Sp) : round(Sp, u128(A.Sig) * B.Sig, A.E + B.E + 1, K);
  if (Cc.K == Num::Inf) return inf(Sc);
  if (PZero && Cc.K == Num::Zero) return zero(Sp == Sc ? Sp : K.Rc == 1);
  if (PZero) { Num C2 = Cc; C2.Sign = Sc; return roundNum(C2, K); }
  // Exact product (128 bits) plus the aligned addend, one rounding.
  u128 P = u128(A.Sig) * B.Sig;
  int32_t Ep = A.E + B.E + 1; // P * 2^(Ep - 127)
  if (Cc.K == Num::Zero) return round(Sp, P, Ep, K);
  u128 Mp = shr128(P, 1), Mc = shr128(u128(Cc.Sig) << 64, 1);
  int32_t Ec = Cc.E;
  int32_t E = std::max(Ep, Ec);
  Mp = shr128(Mp, unsigned(std::min<int64_t>(int64_t(E) - Ep, 128)));
  Mc = shr128(Mc, unsigned(std::min<int64_t>(int64_t(E) - Ec, 128)));
  bool Sign = Sp;
  u128 M;
  if (Sp == Sc) M = Mp + Mc;
  else if (Mp >= Mc) M = Mp - Mc;
  else { M = Mc - Mp; Sign = Sc; }
  if (M == 0) return zero(K.Rc == 1);
  return round(Sign, M, E + 1, K);
}

Flow fmac(Core &C, const MachineInst &MI, const SemEntry &E) {
  static const Num One = unpack(FpReg{uint64_t(1) << 63, Bias, false}), Zero{};
  MacShape Sh = MacShape(E.Sub >> 2);
  Num A = unpack(C.fr(unsigned(MI.Ops[1])));
  Num B = Sh == ShAbc || Sh == ShAb ? unpack(C.fr(unsigned(MI.Ops[2]))) : One;
  Num Cc = Sh == ShAbc ? unpack(C.fr(unsigned(MI.Ops[3]))) : Sh == ShAc ? unpack(C.fr(unsigned(MI.Ops[2]))) : Zero;
  // fmpy/fnmpy/fnorm/fcvt.xuf are fma with f2 = f0; so is fma written with
  // f0, and fadd/fsub of f0 (fms f1=f3,f1,f0 is spelled fsub f1=f3,f0): the
  // rule is the f2 field's, whatever the spelling (Ski agrees).
  bool NoAdd = Sh == ShAb || Sh == ShA || (Sh == ShAbc && MI.Ops[3] == 0) || (Sh == ShAc && MI.Ops[2] == 0);
  Raised = 0;
  bool Special = isNaN(A) || isNaN(B) || isNaN(Cc) || A.K == Num::Nat || B.K == Num::Nat || Cc.K == Num::Nat;
  if (!Special) // the denormal check follows the NaTVal and NaN checks
    for (unsigned I = 1; I < MI.info().NumOps; ++I) noteOperand(C.fr(unsigned(MI.Ops[I])));
  C.fr(unsigned(MI.Ops[0])) = fmaValue(A, B, Cc, MacOp(E.Sub & 3), control(C, E.Mode, E.Size), NoAdd);
  // An invalid operation (inf * 0, inf - inf) is reported alone, without
  // the denormal-operand flag (SDM vol. 3 fma: the invalid checks of
  // fma_exception_fault_check come first, as for fcvt.fx). Found by
  // fuzz/ski_differential.py seed 1616 (-0 * inf - pseudo-zero); Ski agrees.
  if (Raised & FlV) Raised &= ~unsigned(FlD);
  return raise(C, E.Mode);
}

// ---------------------------------------------------------------- xma (integer multiply-add)

enum XmaOp : uint8_t { XmaL, XmaH, XmaHu };
Flow xma(Core &C, const MachineInst &MI, const SemEntry &E) {
  const FpReg &A = C.fr(unsigned(MI.Ops[1])), &B = C.fr(unsigned(MI.Ops[2]));
  FpReg Add = MI.info().NumOps > 3 ? C.fr(unsigned(MI.Ops[3])) : FpReg{};
  if (A.isNatVal() || B.isNatVal() || Add.isNatVal()) { C.fr(unsigned(MI.Ops[0])) = NatVal; return Flow::Next; }
  uint64_t R;
  if (E.Sub == XmaL) {
    R = A.Significand * B.Significand + Add.Significand;
  } else if (E.Sub == XmaHu) {
    R = uint64_t((u128(A.Significand) * B.Significand + Add.Significand) >> 64);
  } else {
    // The addend's significand is zero-extended (SDM vol. 3 xma: f2's
    // significand is an unsigned 64-bit integer in every form).
    __int128 P = __int128(int64_t(A.Significand)) * int64_t(B.Significand) + __int128(Add.Significand);
    R = uint64_t(P >> 64);
  }
  C.fr(unsigned(MI.Ops[0])) = FpReg::integer(R);
  return Flow::Next;
}

// ---------------------------------------------------------------- reciprocal approximation

/// The architected approximation tables (SDM vol. 3, frcpa and frsqrta,
/// fp_ieee_recip / fp_ieee_recip_sqrt): 256 entries of 10 fraction bits
/// below an implicit 1. Each entry is the approximation at the midpoint of
/// its input interval rounded to nearest, which is how the manual's tables
/// are built: 1/x for x = 1 + (i + 1/2)/256, and 1/sqrt(x) for
/// x = (1 + (j + 1/2)/128) * (2 when the exponent's low bit is 0). Checked
/// entry by entry against Ski (fuzz/ski/).
struct ApproxTables {
  uint16_t Rcp[256], Rsqrt[256];
  ApproxTables() {
    for (unsigned I = 0; I < 256; ++I) {
      Rcp[I] = uint16_t(std::lround(double(1u << 20) / (513 + 2 * I)) - 1024);
      double X = (1 + (double(I & 127) + 0.5) / 128) * (I >> 7 ? 1 : 2);
      Rsqrt[I] = uint16_t(std::lround(2048 / std::sqrt(X)) - 1024);
    }
  }
};
const ApproxTables &tables() { static const ApproxTables T; return T; }

/// Register exponent of a finite nonzero value once normalized.
int32_t regExp(const Num &N) { return N.E + int32_t(Bias); }

FpReg recip(const Num &D) {
  uint64_t Sig = (uint64_t(1) << 63) | (uint64_t(tables().Rcp[(D.Sig >> 55) & 0xff]) << 53);
  return {Sig, uint32_t(0x1fffd - regExp(D)) & 0x1ffff, D.Sign};
}
FpReg recipSqrt(const Num &D) {
  unsigned Idx = unsigned(regExp(D) & 1) << 7 | unsigned((D.Sig >> 56) & 0x7f);
  uint64_t Sig = (uint64_t(1) << 63) | (uint64_t(tables().Rsqrt[Idx]) << 53);
  return {Sig, uint32_t(0xfffe - ((regExp(D) - int32_t(Bias)) >> 1)) & 0x1ffff, false};
}

/// The IEEE quotient of the special cases of a / b, or nullopt when both are
/// finite and nonzero (SDM vol. 3 frcpa: NaNs, inf/inf and 0/0 invalid,
/// x/0 divide by zero).
std::optional<FpReg> specialQuotient(const Num &A, const Num &B) {
  bool Sign = A.Sign != B.Sign;
  if (A.Unsupp || B.Unsupp) { Raised |= FlV; return Indefinite; }
  if (isNaN(A)) { if (B.K == Num::SNaN) Raised |= FlV; return quiet(A); }
  if (isNaN(B)) return quiet(B);
  if ((A.K == Num::Inf && B.K == Num::Inf) || (A.K == Num::Zero && B.K == Num::Zero)) { Raised |= FlV; return Indefinite; }
  if (B.K == Num::Zero) { if (A.K != Num::Inf) Raised |= FlZ; return inf(Sign); }
  if (A.K == Num::Inf) return inf(Sign);
  if (A.K == Num::Zero || B.K == Num::Inf) return zero(Sign);
  return std::nullopt;
}

/// The special quotients decided before operands are checked for denormals.
bool quotientFailsEarly(const Num &A, const Num &B) {
  return isNaN(A) || isNaN(B) || B.K == Num::Zero || (A.K == Num::Inf && B.K == Num::Inf);
}

/// Software-assist fault (SDM vol. 3 frcpa/frsqrta: operands whose
/// quotient or root estimate is out of range are left to software;
/// vol. 2 "Floating-point Fault", vector 0x5c00, ISR.code bit 3 = SWA).
Flow swaFault(Core &C) { Raised = 0; return C.fault(Vector::FpFault, 0x8); }

/// frcpa f1,p2=f2,f3 (SDM vol. 3): the IEEE quotient of the special cases
/// with p2 = 0, else the table approximation of 1/f3 and p2 = 1. Under a
/// false qualifying predicate p2 is cleared and f1 is unchanged.
Flow frcpa(Core &C, const MachineInst &MI, const SemEntry &E) {
  unsigned P2 = unsigned(MI.Ops[1]);
  if (!C.pr(MI.QP)) { C.setPr(P2, false); return Flow::Next; }
  Num A = unpack(C.fr(unsigned(MI.Ops[2]))), B = unpack(C.fr(unsigned(MI.Ops[3])));
  FpReg &R = C.fr(unsigned(MI.Ops[0]));
  Raised = 0;
  if (A.K == Num::Nat || B.K == Num::Nat) { R = NatVal; C.setPr(P2, false); return Flow::Next; }
  if (A.K == Num::Finite && B.K == Num::Finite) {
    int32_t Ea = regExp(A), Eb = regExp(B), Est = Ea - Eb;
    if (Eb <= 0 || Eb >= 0x1fffc || Est <= 2 - int32_t(Bias) || Est >= int32_t(Bias) || Ea <= 64) return swaFault(C);
  }
  if (!quotientFailsEarly(A, B)) { // the denormal check follows the NaN, invalid and divide-by-zero ones
    noteOperand(C.fr(unsigned(MI.Ops[2])));
    noteOperand(C.fr(unsigned(MI.Ops[3])));
  }
  if (auto Q = specialQuotient(A, B)) { R = *Q; C.setPr(P2, false); }
  else { R = recip(B); C.setPr(P2, true); }
  return raise(C, E.Mode);
}

/// frsqrta f1,p2=f3 (SDM vol. 3): for positive finite f3 the table
/// approximation of 1/sqrt(f3) and p2 = 1; the special cases give the IEEE
/// square root (+-0, +inf, NaN; negative operands invalid) with p2 = 0.
Flow frsqrta(Core &C, const MachineInst &MI, const SemEntry &E) {
  unsigned P2 = unsigned(MI.Ops[1]);
  if (!C.pr(MI.QP)) { C.setPr(P2, false); return Flow::Next; }
  Num B = unpack(C.fr(unsigned(MI.Ops[2])));
  FpReg &R = C.fr(unsigned(MI.Ops[0]));
  Raised = 0;
  bool Ok = false;
  if (B.K == Num::Nat) R = NatVal;
  else if (isNaN(B)) R = quiet(B);
  else if (B.Sign && B.K != Num::Zero) { Raised |= FlV; R = Indefinite; }
  else if (B.K == Num::Inf) R = inf(false);
  else if (B.K == Num::Finite && regExp(B) <= 64) return swaFault(C);
  else {
    noteOperand(C.fr(unsigned(MI.Ops[2])));
    if (B.K == Num::Zero) R = zero(B.Sign);
    else { R = recipSqrt(B); Ok = true; }
  }
  C.setPr(P2, Ok);
  return raise(C, E.Mode);
}

// ---------------------------------------------------------------- conversions

enum CvtOp : uint8_t { ToFx, ToFxu, XToF };
/// A finite value to a 64-bit integer in the significand (rounding mode Rc),
/// or the integer indefinite when it does not fit.
FpReg toInt(const FpReg &Src, bool Signed, uint8_t Rc) {
  Num N = unpack(Src);
  if (N.K == Num::Zero) { noteOperand(Src); return FpReg::integer(0); }
  if (N.K != Num::Finite) { Raised |= FlV; return IntIndefinite; } // NaN, inf: invalid
  // An out-of-range operand raises only invalid: the denormal/unnormal
  // operand flag is noted once the result is known to fit (SDM vol. 3
  // fcvt.fx, fcvt_exception_fault_check; Ski agrees: a negative unnormal
  // to fcvt.fxu sets V alone).
  if (N.E >= 64) { Raised |= FlV; return IntIndefinite; }
  // Integer part and the rounding bits of Sig * 2^(E - 63).
  u128 Int = 0;
  bool Half = false, Rest = false;
  if (N.E >= 0) {
    u128 W = u128(N.Sig) << 64; // W * 2^(E - 127)
    Int = W >> (127 - N.E);
    Half = (W >> (126 - N.E)) & 1;
    Rest = (W & ((u128(1) << (126 - N.E)) - 1)) != 0;
  } else if (N.E == -1) {
    Half = true;
    Rest = (N.Sig << 1) != 0;
  } else {
    Rest = true;
  }
  bool Inc = false;
  switch (Rc) {
  case 0: Inc = Half && (Rest || (Int & 1)); break;
  case 1: Inc = (Half || Rest) && N.Sign; break;
  case 2: Inc = (Half || Rest) && !N.Sign; break;
  default: break;
  }
  Int += Inc;
  unsigned Inexact = Half || Rest ? unsigned(FlI) : 0u;
  uint64_t V;
  if (Signed) {
    if (N.Sign ? Int > (u128(1) << 63) : Int >= (u128(1) << 63)) { Raised |= FlV; return IntIndefinite; }
    V = N.Sign ? uint64_t(0) - uint64_t(Int) : uint64_t(Int);
  } else {
    if ((N.Sign && Int) || (Int >> 64)) { Raised |= FlV; return IntIndefinite; }
    V = uint64_t(Int);
  }
  noteOperand(Src);
  Raised |= Inexact;
  return FpReg::integer(V);
}

Flow fcvt(Core &C, const MachineInst &MI, const SemEntry &E) {
  FpReg &R = C.fr(unsigned(MI.Ops[0]));
  const FpReg Src = C.fr(unsigned(MI.Ops[1]));
  if (Src.isNatVal()) { R = NatVal; return Flow::Next; }
  if (E.Sub == XToF) { // the significand as a signed 64-bit integer, exactly
    int64_t V = int64_t(Src.Significand);
    uint64_t Mag = V < 0 ? uint64_t(0) - uint64_t(V) : uint64_t(V);
    if (!Mag) { R = zero(false); return Flow::Next; }
    unsigned Z = unsigned(std::countl_zero(Mag));
    R = FpReg{Mag << Z, uint32_t(63 - Z + Bias), V < 0};
    return Flow::Next;
  }
  uint8_t Rc = E.Mode & 4 ? 3 : uint8_t((statusField(C, E.Mode & 3) >> 4) & 3);
  Raised = 0;
  R = toInt(Src, E.Sub == ToFx, Rc);
  return raise(C, E.Mode & 3);
}

// ---------------------------------------------------------------- memory formats

/// Memory formats of ldf/stf/setf/getf.
enum MemFmt : uint8_t { Ext, Int8, Single, Double, Spill };
unsigned fmtBytes(MemFmt F) { return F == Ext ? 10 : F == Single ? 4 : F == Spill ? 16 : 8; }

FpReg fromIeee(uint64_t Bits, unsigned ExpBits, unsigned FracBits) {
  bool S = (Bits >> (ExpBits + FracBits)) & 1;
  uint64_t E = (Bits >> FracBits) & mask(ExpBits), F = Bits & mask(FracBits);
  uint32_t EB = uint32_t(mask(ExpBits - 1)); // IEEE bias
  if (E == 0 && F == 0) return zero(S);
  if (E == mask(ExpBits)) return {(uint64_t(1) << 63) | (F << (63 - FracBits)), ExpSpecial, S};
  if (E == 0) return {F << (63 - FracBits), Bias - EB + 1, S}; // denormal: unnormalized
  return {(uint64_t(1) << 63) | (F << (63 - FracBits)), uint32_t(E) - EB + Bias, S};
}

/// Register value to an IEEE memory format by the manual's bit mapping
/// (SDM vol. 1 5.1.3, "Register to Memory Format Conversion"): no rounding
/// and no range check. The exponent keeps its top bit and its low
/// ExpBits - 1 bits; 0x1FFFF becomes all ones; a significand without its
/// integer bit (unnormals, denormals, integers) gives exponent 0; the
/// fraction is the significand's bits 62 down.
uint64_t toIeee(const FpReg &R, unsigned ExpBits, unsigned FracBits) {
  uint64_t S = uint64_t(R.Sign) << (ExpBits + FracBits);
  uint64_t E;
  if (!(R.Significand >> 63)) E = 0; // also for 0x1FFFF (pseudo-NaN/-infinity), as Ski does
  else if (R.Exponent == ExpSpecial) E = mask(ExpBits);
  else E = (uint64_t(R.Exponent >> 16 & 1) << (ExpBits - 1)) | (R.Exponent & mask(ExpBits - 1));
  return S | (E << FracBits) | ((R.Significand >> (63 - FracBits)) & mask(FracBits));
}

FpReg fromMem(MemFmt F, uint64_t Lo, uint64_t Hi) {
  switch (F) {
  case Single: return fromIeee(Lo & 0xffffffffu, 8, 23);
  case Double: return fromIeee(Lo, 11, 52);
  case Int8: return FpReg::integer(Lo);
  case Spill: return {Lo, uint32_t(Hi & 0x1ffff), bool((Hi >> 17) & 1)};
  case Ext: {
    uint32_t E15 = uint32_t(Hi & 0x7fff);
    // Memory to register (SDM vol. 1 5.1.3): exponent 0 stays 0 (it reads
    // as 0x0C001), all ones becomes 0x1FFFF, else rebias 0x3FFF -> 0xFFFF.
    uint32_t E = E15 == 0x7fff ? ExpSpecial : E15 == 0 ? 0 : E15 - 0x3fff + Bias;
    return {Lo, E, bool((Hi >> 15) & 1)};
  }
  }
  return {};
}

void toMem(MemFmt F, const FpReg &R, uint64_t &Lo, uint64_t &Hi) {
  Hi = 0;
  switch (F) {
  case Single: Lo = toIeee(R, 8, 23); break;
  case Double: Lo = toIeee(R, 11, 52); break;
  case Int8: Lo = R.Significand; break;
  case Spill: Lo = R.Significand; Hi = R.Exponent | (uint64_t(R.Sign) << 17); break;
  case Ext: { // the same mapping: exponent bit 16 and bits 13:0 (SDM vol. 1 5.1.3)
    Lo = R.Significand;
    uint32_t E = R.Exponent == ExpSpecial ? 0x7fff : R.Exponent == 0 ? 0 : ((R.Exponent >> 16 & 1) << 14) | (R.Exponent & 0x3fff);
    Hi = E | (uint64_t(R.Sign) << 15);
    break;
  }
  }
}

/// setf.s/.d/.exp/.sig: a GR into an FR; getf: back. NaT <-> NaTVal.
enum XferOp : uint8_t { SetF, GetF };
Flow xfer(Core &C, const MachineInst &MI, const SemEntry &E) {
  MemFmt F = MemFmt(E.Size);
  bool Exp = E.Mode == 1; // .exp: sign and 17-bit exponent, significand 1.0
  if (E.Sub == SetF) {
    unsigned R2 = unsigned(MI.Ops[1]);
    uint64_t V = C.gr(R2);
    C.fr(unsigned(MI.Ops[0])) = C.nat(R2) ? NatVal
                                : Exp ? FpReg{uint64_t(1) << 63, uint32_t(V & 0x1ffff), bool(V >> 17 & 1)}
                                      : fromMem(F, V, 0);
    return Flow::Next;
  }
  const FpReg &R = C.fr(unsigned(MI.Ops[1]));
  // A NaTVal gives a NaT; getf.exp still copies the sign and exponent
  // (0x1FFFE), getf.sig the significand (0), as Ski does.
  if (R.isNatVal()) return setR(C, unsigned(MI.Ops[0]), Exp ? 0x1fffe : 0, true);
  uint64_t Lo = 0, Hi = 0;
  toMem(F, R, Lo, Hi);
  return setR(C, unsigned(MI.Ops[0]), Exp ? (uint64_t(R.Sign) << 17) | R.Exponent : Lo, false);
}

Flow accessMem(Core &C, uint64_t Addr, MemFmt F, uint64_t &Lo, uint64_t &Hi, bool Spec, bool &Deferred) {
  unsigned N = fmtBytes(F);
  if (N > 8 && (Addr & 15)) { // 10- and 16-byte formats: the first access carries the alignment check
    if (Spec) { Deferred = true; return Flow::Next; }
    return C.fault(Vector::UnalignedReference, 0, {}, Addr);
  }
  Flow Fl = C.load(Addr, N > 8 ? 8 : N, Lo, Spec, Deferred);
  if (Fl != Flow::Next || Deferred || N <= 8) return Fl;
  return C.load(Addr + 8, N - 8, Hi, Spec, Deferred);
}

/// ldf / ldfp (pair: E.Mode = 1) with the speculative and advanced kinds.
Flow ldf(Core &C, const MachineInst &MI, const SemEntry &E) {
  const isa::FormInfo &FI = MI.info();
  bool Pair = E.Mode == 1;
  unsigned F1 = unsigned(MI.Ops[0]), F2 = Pair ? unsigned(MI.Ops[1]) : 0, BaseOp = Pair ? 2 : 1;
  unsigned R3 = unsigned(MI.Ops[BaseOp]);
  MemFmt Fmt = MemFmt(E.Size);
  uint64_t Addr = C.gr(R3);
  // ldfp (SDM vol. 3 ldfp): an odd and an even physical target, neither
  // f0 nor f1, else Illegal Operation (rotation decides the parity, as in Ski).
  if (Pair && (F1 < 2 || F2 < 2 || ((C.physFr(F1) ^ C.physFr(F2)) & 1) == 0)) return C.illegal();
  uint16_t Key = C.alatTag(true, F1);
  bool Spec = E.Ld == LdKind::Spec || E.Ld == LdKind::SpecAdv;
  bool DoLoad = true;
  if ((E.Ld == LdKind::CheckClr || E.Ld == LdKind::CheckNc) && C.alatFind(Key)) {
    DoLoad = false;
    if (E.Ld == LdKind::CheckClr) C.alatRemove(Key);
  }
  if (DoLoad) {
    bool Deferred = C.nat(R3);
    if (Deferred && !Spec) return C.natConsumption();
    FpReg V1 = NatVal, V2 = NatVal;
    if (!Deferred) {
      unsigned Step = fmtBytes(Fmt);
      uint64_t Lo = 0, Hi = 0;
      // A pair is one access of 8 (ldfps) or 16 bytes: aligned to its size.
      if (Pair && (Addr & (2 * Step - 1))) {
        if (!Spec) return C.fault(Vector::UnalignedReference, 0, {}, Addr);
        Deferred = true;
      }
      Flow Fl = Deferred ? Flow::Next : accessMem(C, Addr, Fmt, Lo, Hi, Spec, Deferred);
      if (Fl != Flow::Next) return Fl;
      if (Pair && !Deferred) {
        uint64_t Lo2 = 0, Hi2 = 0;
        if ((Fl = accessMem(C, Addr + Step, Fmt, Lo2, Hi2, Spec, Deferred)) != Flow::Next) return Fl;
        V2 = fromMem(Fmt, Lo2, Hi2);
      }
      V1 = fromMem(Fmt, Lo, Hi);
      if (Deferred) V1 = V2 = NatVal;
    }
    C.fr(F1) = V1;
    if (Pair) C.fr(F2) = V2;
    if (E.Ld == LdKind::Adv || E.Ld == LdKind::SpecAdv || E.Ld == LdKind::CheckNc) {
      C.alatRemove(Key);
      if (!Deferred) C.alatInsert(Key, Addr, fmtBytes(Fmt) * (Pair ? 2 : 1));
    }
  }
  if (!FI.has(isa::FF_postinc)) return Flow::Next;
  unsigned IncOp = BaseOp + 1;
  bool Nat = C.nat(R3);
  uint64_t Inc = FI.Ops[IncOp].NG == 0 ? uint64_t(isa::operandType(FI.Ops[IncOp]).Min) : in(C, MI, IncOp, Nat);
  return setR(C, R3, Addr + Inc, Nat);
}

/// stf / stf.spill (a NaTVal is stored only by the spill).
Flow stf(Core &C, const MachineInst &MI, const SemEntry &E) {
  unsigned R3 = unsigned(MI.Ops[0]);
  const FpReg V = C.fr(unsigned(MI.Ops[1]));
  MemFmt Fmt = MemFmt(E.Size);
  if (C.nat(R3) || (V.isNatVal() && Fmt != Spill)) return C.natConsumption();
  uint64_t Addr = C.gr(R3), Lo = 0, Hi = 0;
  toMem(Fmt, V, Lo, Hi);
  unsigned N = fmtBytes(Fmt);
  if (N > 8 && (Addr & 15)) return C.fault(Vector::UnalignedReference, uint64_t(1) << 33, {}, Addr);
  Flow Fl = C.store(Addr, N > 8 ? 8 : N, Lo);
  if (Fl == Flow::Next && N > 8) Fl = C.store(Addr + 8, N - 8, Hi);
  if (Fl != Flow::Next || MI.info().NumOps < 3) return Fl;
  bool Nat = false;
  return setR(C, R3, Addr + in(C, MI, 2, Nat), false);
}

// ---------------------------------------------------------------- sign/exponent merges, logic, select

enum MergeOp : uint8_t { MergeS, MergeNs, MergeSe, PMergeS, PMergeNs, PMergeSe, And, AndCm, Or, Xor,
                         Pack, Swap, SwapNl, SwapNr, MixLr, MixR, MixL, SxtR, SxtL };
/// Operand shape of the F9 spellings: fmerge f1=f2,f3 / mov f1=f3 (f2 = f3) / fabs f1=f3 (f2 = f0).
enum MergeShape : uint8_t { TwoSrc, SameSrc, ZeroSrc };

Flow merge(Core &C, const MachineInst &MI, const SemEntry &E) {
  MergeShape Sh = MergeShape(E.Mode);
  const FpReg A = C.fr(Sh == TwoSrc || Sh == SameSrc ? unsigned(MI.Ops[1]) : 0);
  const FpReg B = C.fr(Sh == TwoSrc ? unsigned(MI.Ops[2]) : unsigned(MI.Ops[1]));
  FpReg &R = C.fr(unsigned(MI.Ops[0]));
  if (A.isNatVal() || B.isNatVal()) { R = NatVal; return Flow::Next; }
  uint64_t X = A.Significand, Y = B.Significand;
  constexpr uint64_t SignBits = 0x8000000080000000ull, SeBits = 0xff800000ff800000ull;
  auto lo = [](uint64_t V) { return V & 0xffffffffu; };
  auto hi = [](uint64_t V) { return V >> 32; };
  uint64_t V = 0;
  switch (MergeOp(E.Sub)) {
  case MergeS: R = {B.Significand, B.Exponent, A.Sign}; return Flow::Next;
  case MergeNs: R = {B.Significand, B.Exponent, !A.Sign}; return Flow::Next;
  case MergeSe: R = {B.Significand, A.Exponent, A.Sign}; return Flow::Next;
  case PMergeS: V = (X & SignBits) | (Y & ~SignBits); break;
  case PMergeNs: V = (~X & SignBits) | (Y & ~SignBits); break;
  case PMergeSe: V = (X & SeBits) | (Y & ~SeBits); break;
  case And: V = X & Y; break;
  case AndCm: V = X & ~Y; break;
  case Or: V = X | Y; break;
  case Xor: V = X ^ Y; break;
  case Pack: V = (toIeee(A, 8, 23) << 32) | toIeee(B, 8, 23); break;
  // fswap f1=f2,f3 (SDM vol. 3 fswap): {f3 low half, f2 high half}.
  case Swap: V = (lo(Y) << 32) | hi(X); break;
  case SwapNl: V = ((lo(Y) << 32) | hi(X)) ^ (uint64_t(1) << 63); break;
  case SwapNr: V = ((lo(Y) << 32) | hi(X)) ^ (uint64_t(1) << 31); break;
  case MixLr: V = (hi(X) << 32) | lo(Y); break;
  case MixR: V = (lo(X) << 32) | lo(Y); break;
  case MixL: V = (hi(X) << 32) | hi(Y); break;
  case SxtR: V = ((X >> 31 & 1) ? 0xffffffff00000000ull : 0) | lo(Y); break;
  case SxtL: V = ((X >> 63 & 1) ? 0xffffffff00000000ull : 0) | hi(Y); break;
  }
  R = FpReg::integer(V);
  return Flow::Next;
}

Flow fselect(Core &C, const MachineInst &MI, const SemEntry &) {
  const FpReg &A = C.fr(unsigned(MI.Ops[1])), &B = C.fr(unsigned(MI.Ops[2])), &M = C.fr(unsigned(MI.Ops[3]));
  FpReg &R = C.fr(unsigned(MI.Ops[0]));
  if (A.isNatVal() || B.isNatVal() || M.isNatVal()) { R = NatVal; return Flow::Next; }
  R = FpReg::integer((A.Significand & M.Significand) | (B.Significand & ~M.Significand));
  return Flow::Next;
}

// ---------------------------------------------------------------- compares and classes

/// -1, 0, 1, or 2 for unordered.
int compareNum(const Num &A, const Num &B, bool Abs) {
  if (A.K == Num::QNaN || A.K == Num::SNaN || B.K == Num::QNaN || B.K == Num::SNaN) return 2;
  auto key = [&](const Num &N) -> std::pair<int, std::pair<int64_t, uint64_t>> {
    // Magnitude order: zero < finite (by E, Sig) < inf; then the sign flips it.
    int Cls = N.K == Num::Zero ? 0 : N.K == Num::Inf ? 2 : 1;
    return {Cls, {N.K == Num::Finite ? N.E : 0, N.K == Num::Finite ? N.Sig : 0}};
  };
  auto KA = key(A), KB = key(B);
  bool SA = !Abs && A.Sign && A.K != Num::Zero, SB = !Abs && B.Sign && B.K != Num::Zero;
  if (KA.first == 0 && KB.first == 0) return 0;
  if (SA != SB) return SA ? -1 : 1;
  int M = KA < KB ? -1 : KB < KA ? 1 : 0;
  return SA ? -M : M;
}

/// Relations as spelled (the assembler-only spellings gt/ge/neq/... name
/// their operands in the order written, so each is a test on that order).
enum FRel : uint8_t { FEq, FLt, FLe, FUnord, FGt, FGe, FNeq, FNlt, FNle, FOrd, FNgt, FNge };
void writeFpPreds(Core &C, const MachineInst &MI, const SemEntry &E, bool Res, bool Nat) {
  bool Qp = C.pr(MI.QP);
  unsigned P1 = unsigned(MI.Ops[0]), P2 = unsigned(MI.Ops[1]);
  bool Unc = E.T == CmpType::Unc;
  if (!Qp) {
    if (Unc) { C.setPr(P1, false); C.setPr(P2, false); }
    return;
  }
  C.setPr(P1, !Nat && Res);
  C.setPr(P2, !Nat && !Res);
}

Flow fcmp(Core &C, const MachineInst &MI, const SemEntry &E) {
  Num A = unpack(C.fr(unsigned(MI.Ops[2]))), B = unpack(C.fr(unsigned(MI.Ops[3])));
  bool Nat = A.K == Num::Nat || B.K == Num::Nat;
  int R = Nat ? 2 : compareNum(A, B, false);
  // Flags (SDM vol. 3 fcmp): a signalling NaN is invalid for every
  // relation, any NaN for the ordered ones (lt le gt ge and negations);
  // unnormalized operands raise the denormal flag.
  FRel Rl = FRel(E.Sub);
  bool Signalling = !(Rl == FEq || Rl == FNeq || Rl == FUnord || Rl == FOrd);
  if (!Nat && C.pr(MI.QP)) {
    Raised = 0;
    if (A.K == Num::SNaN || B.K == Num::SNaN || (Signalling && R == 2)) Raised |= FlV;
    else if (R != 2) { noteOperand(C.fr(unsigned(MI.Ops[2]))); noteOperand(C.fr(unsigned(MI.Ops[3]))); }
    if (Flow F = raise(C, E.Mode); F != Flow::Next) return F;
  }
  bool Res = false;
  switch (Rl) {
  case FEq: Res = R == 0; break;
  case FLt: Res = R == -1; break;
  case FLe: Res = R == -1 || R == 0; break;
  case FUnord: Res = R == 2; break;
  case FGt: Res = R == 1; break;
  case FGe: Res = R == 1 || R == 0; break;
  case FNeq: Res = R != 0; break;
  case FNlt: Res = R != -1; break;
  case FNle: Res = R == 1 || R == 2; break;
  case FOrd: Res = R != 2; break;
  case FNgt: Res = R != 1; break;
  case FNge: Res = R == -1 || R == 2; break;
  }
  writeFpPreds(C, MI, E, Res, Nat);
  return Flow::Next;
}

/// fclass.m: the class bits (@pos 1 @neg 2 @zero 4 @unorm 8 @norm 0x10 @inf
/// 0x20) must match sign and kind; @snan 0x40, @qnan 0x80, @nat 0x100 alone.
Flow fclass(Core &C, const MachineInst &MI, const SemEntry &E) {
  const FpReg &V = C.fr(unsigned(MI.Ops[2]));
  Num N = unpack(V);
  unsigned M = unsigned(MI.Ops[3]);
  bool Res;
  // A NaTVal with @nat not in the mask clears both targets (SDM vol. 3
  // fclass: the NaT check comes first).
  if (N.K == Num::Nat && !(M & 0x100)) {
    if (C.pr(MI.QP) || E.T == CmpType::Unc) { C.setPr(unsigned(MI.Ops[0]), false); C.setPr(unsigned(MI.Ops[1]), false); }
    return Flow::Next;
  }
  if (N.K == Num::Nat) Res = M & 0x100;
  else if (N.Unsupp) Res = false; // an unsupported encoding is in no class
  else if (N.K == Num::QNaN) Res = M & 0x80;
  else if (N.K == Num::SNaN) Res = M & 0x40;
  else {
    bool SignOk = (M & (V.Sign ? 2 : 1)) != 0;
    // A pseudo-zero (significand 0, exponent not 0) is an unnormal to
    // fclass: @zero is exponent and significand 0 (SDM vol. 1 5.1.2,
    // Table 5-2; vol. 3 fclass, fp_is_zero/fp_is_unorm). Arithmetic still
    // takes its value as zero (unpack).
    unsigned Kind = N.K == Num::Zero ? (N.PseudoZero ? 0x08 : 4) : N.K == Num::Inf ? 0x20
                  : (V.Significand >> 63) && V.Exponent != 0 ? 0x10 : 0x08;
    Res = SignOk && (M & Kind);
  }
  if (E.Sub) Res = !Res;
  writeFpPreds(C, MI, E, Res, false);
  return Flow::Next;
}

enum MinMax : uint8_t { Min, Max, AMin, AMax };
Flow fminmax(Core &C, const MachineInst &MI, const SemEntry &E) {
  const FpReg A = C.fr(unsigned(MI.Ops[1])), B = C.fr(unsigned(MI.Ops[2]));
  FpReg &R = C.fr(unsigned(MI.Ops[0]));
  if (A.isNatVal() || B.isNatVal()) { R = NatVal; return Flow::Next; }
  int Cmp = compareNum(unpack(A), unpack(B), E.Sub >= AMin);
  Raised = 0;
  if (Cmp == 2) Raised |= FlV; // an ordered compare: any NaN is invalid (SDM vol. 3 fmin)
  else { noteOperand(A); noteOperand(B); }
  if (Flow F = raise(C, E.Mode); F != Flow::Next) return F;
  bool TakeA = (E.Sub == Min || E.Sub == AMin) ? Cmp == -1 : Cmp == 1; // unordered: f3
  R = TakeA ? A : B;
  return Flow::Next;
}

// ---------------------------------------------------------------- parallel FP (two singles per register)

/// fpma fpms fpnma fpmpy fpnmpy, fpmin fpmax fpamin fpamax, fpcmp.<rel>,
/// fpcvt.fx(u)(.trunc), fprcpa, fprsqrta: each 32-bit half of the significand
/// is a single, rounded to single precision and range (sf.rc).
enum POp : uint8_t { PMa, PMs, PNma, PMpy, PNmpy, PMin, PMax, PAMin, PAMax, PCmp, PCvtFx, PCvtFxu, PRcpa, PRsqrta };
// (gt/ge/ngt/nge: GNU as's pseudo-ops, operands in written order)
enum PRel : uint8_t { PEq, PLt, PLe, PUnord, PNeq, PNlt, PNle, POrd, PGt, PGe, PNgt, PNge };

Flow fpLanes(Core &C, const MachineInst &MI, const SemEntry &E) {
  POp Op = POp(E.Sub);
  bool Pred = Op == PRcpa || Op == PRsqrta; // f1,p2=...
  unsigned First = Pred ? 2 : 1;
  unsigned NSrc = Op <= PNma ? 3 : Op <= PCmp || Op == PRcpa ? 2 : 1;
  FpReg Src[3];
  bool Nat = false;
  for (unsigned I = 0; I < NSrc; ++I) {
    Src[I] = C.fr(unsigned(MI.Ops[First + I]));
    Nat |= Src[I].isNatVal();
  }
  FpReg &R = C.fr(unsigned(MI.Ops[0]));
  if (Pred && !C.pr(MI.QP)) { C.setPr(unsigned(MI.Ops[1]), false); return Flow::Next; } // clears p2
  if (Nat) {
    R = NatVal;
    if (Pred) C.setPr(unsigned(MI.Ops[1]), false);
    return Flow::Next;
  }
  Raised = 0;
  Ctl K = control(C, E.Mode & 3, 24);
  K.EMax = 127;
  K.EMin = -126;
  auto lane = [&](const FpReg &V, unsigned I) { return unpack(fromIeee((V.Significand >> (32 * I)) & 0xffffffffu, 8, 23)); };
  auto single = [&](const FpReg &V) { return toIeee(V, 8, 23); };
  static const Num Zero{};
  uint64_t Out = 0;
  bool AllOk = true;
  for (unsigned I = 0; I < 2; ++I) {
    Num A = lane(Src[0], I), B = NSrc > 1 ? lane(Src[1], I) : Zero, Cc = NSrc > 2 ? lane(Src[2], I) : Zero;
    uint64_t V = 0;
    // Lane flags as for the scalar forms: ordered compares and min/max are
    // invalid on any NaN; denormal singles raise the denormal flag when no
    // operand of the lane is a NaN.
    bool LaneNaN = isNaN(A) || isNaN(B) || isNaN(Cc);
    if (Op >= PMin && Op <= PCmp && LaneNaN) {
      PRel Rl = PRel(E.Size);
      bool Quiet = Op == PCmp && (Rl == PEq || Rl == PNeq || Rl == PUnord || Rl == POrd);
      if (!Quiet || A.K == Num::SNaN || B.K == Num::SNaN) Raised |= FlV;
    }
    bool NoDenormalCheck = LaneNaN || (Op == PRcpa && quotientFailsEarly(A, B)) ||
                           (Op == PRsqrta && A.Sign && A.K != Num::Zero);
    if (!NoDenormalCheck)
      for (unsigned J = 0; J < NSrc; ++J) {
        uint32_t Bits = uint32_t(Src[J].Significand >> (32 * I));
        if (!(Bits & 0x7f800000u) && (Bits & 0x7fffffu)) Raised |= FlD;
      }
    switch (Op) {
    case PMa: case PMs: case PNma: V = single(fmaValue(A, B, Cc, MacOp(Op - PMa), K, MI.Ops[3] == 0)); break;
    case PMpy: V = single(fmaValue(A, B, Zero, Ma, K, true)); break;
    case PNmpy: V = single(fmaValue(A, B, Zero, Nma, K, true)); break;
    case PMin: case PMax: case PAMin: case PAMax: {
      int Cmp = compareNum(A, B, Op >= PAMin);
      bool TakeA = (Op == PMin || Op == PAMin) ? Cmp == -1 : Cmp == 1;
      V = ((TakeA ? Src[0] : Src[1]).Significand >> (32 * I)) & 0xffffffffu;
      break;
    }
    case PCmp: {
      int Cmp = compareNum(A, B, false);
      bool T = false;
      switch (PRel(E.Size)) {
      case PEq: T = Cmp == 0; break;
      case PLt: T = Cmp == -1; break;
      case PLe: T = Cmp == -1 || Cmp == 0; break;
      case PUnord: T = Cmp == 2; break;
      case PNeq: T = Cmp != 0; break;
      case PNlt: T = Cmp != -1; break;
      case PNle: T = Cmp == 1 || Cmp == 2; break;
      case POrd: T = Cmp != 2; break;
      case PGt: T = Cmp == 1; break;
      case PGe: T = Cmp == 1 || Cmp == 0; break;
      case PNgt: T = Cmp != 1; break;
      case PNge: T = Cmp == -1 || Cmp == 2; break;
      }
      V = T ? 0xffffffffu : 0;
      break;
    }
    case PCvtFx: case PCvtFxu: {
      // The 64-bit conversion, then the 32-bit range check.
      uint8_t Rc = E.Mode & 4 ? 3 : K.Rc;
      uint64_t X = toInt(fromIeee((Src[0].Significand >> (32 * I)) & 0xffffffffu, 8, 23), Op == PCvtFx, Rc).Significand;
      bool Fits = Op == PCvtFx ? int64_t(X) == int64_t(int32_t(X)) && X != IntIndefinite.Significand : X <= 0xffffffffu;
      if (!Fits) Raised |= FlV;
      V = Fits ? X & 0xffffffffu : 0x80000000u;
      break;
    }
    case PRcpa: { // SDM vol. 3 fprcpa: the special quotients, else the table with p2 = 0 out of range
      bool LaneOk = false;
      uint32_t DenBits = uint32_t(Src[1].Significand >> (32 * I));
      if (auto Q = specialQuotient(A, B)) V = single(*Q);
      else if ((DenBits & 0x7f800000u) == 0) V = single(inf(B.Sign)); // denormal divisor
      else if (regExp(B) >= int32_t(Bias) + 127 - 2) V = single(zero(B.Sign));
      else {
        int32_t Est = regExp(A) - regExp(B);
        V = single(recip(B));
        LaneOk = !(Est >= 127 || Est <= 2 - 127 || regExp(A) <= int32_t(Bias) - 127 + 24);
      }
      AllOk &= LaneOk;
      break;
    }
    case PRsqrta: { // SDM vol. 3 fprsqrta: 1/sqrt rules for the special cases
      bool LaneOk = false;
      if (isNaN(A)) V = single(quiet(A));
      else if (A.Sign && A.K != Num::Zero) { Raised |= FlV; V = single(Indefinite); }
      else if (A.K == Num::Inf) V = single(zero(false));
      else if (A.K == Num::Zero) V = single(inf(A.Sign));
      else { V = single(recipSqrt(A)); LaneOk = regExp(A) > int32_t(Bias) - 127 + 24; }
      AllOk &= LaneOk;
      break;
    }
    }
    Out |= (V & 0xffffffffu) << (32 * I);
  }
  R = FpReg::integer(Out);
  if (Pred) C.setPr(unsigned(MI.Ops[1]), AllOk);
  return raise(C, E.Mode & 3);
}

// ---------------------------------------------------------------- status fields

enum SysF : uint8_t { Setc, Clrf, Chkf };
Flow fpsys(Core &C, const MachineInst &MI, const SemEntry &E) {
  uint64_t &Fpsr = C.S.Ar[arn::FPSR];
  unsigned Shift = 6 + 13 * E.Mode;
  uint64_t Sf = (Fpsr >> Shift) & 0x1fff;
  // fchkf (SDM vol. 3; Ski agrees): branch when the field has a flag set
  // whose trap is enabled in FPSR.traps, or one that sf0 does not have.
  if (E.Sub == Chkf) {
    unsigned Flags = unsigned(Sf >> 7) & 0x3f, Sf0Flags = unsigned(statusField(C, 0) >> 7) & 0x3f;
    C.ResolvedBranch = true;
    if (!(Flags & ~unsigned(Fpsr) & 0x3f) && !(Flags & ~Sf0Flags)) return Flow::Next;
    C.Target = C.CurBundle->Address + uint64_t(MI.Ops[0]);
    C.TargetSlot = 0;
    return Flow::Branch;
  }
  // fsetc (SDM vol. 3): the field's controls become sf0.controls AND amask7
  // OR omask7; a reserved result (pc = 01, sf0.td = 1) is a Reserved
  // Register/Field fault.
  if (E.Sub == Setc) {
    uint64_t Ctl0 = statusField(C, 0) & 0x7f;
    Sf = (Sf & ~uint64_t(0x7f)) | ((Ctl0 & uint64_t(MI.Ops[0])) | uint64_t(MI.Ops[1])) & 0x7f;
    if (((Sf >> 2) & 3) == 1 || (E.Mode == 0 && (Sf >> 6 & 1)))
      return C.fault(Vector::GeneralException, uint64_t(GeneralCause::ReservedRegField) << 4);
  }
  else Sf &= 0x7f;
  Fpsr = (Fpsr & ~(uint64_t(0x1fff) << Shift)) | (Sf << Shift);
  return Flow::Next;
}

// ---------------------------------------------------------------- the table rows

unsigned sfOf(const Parts &P) {
  for (unsigned I = 0; I < 4; ++I) {
    char N[3] = {'s', char('0' + I), 0};
    if (P.has(N)) return I;
  }
  return 0;
}

struct MacRow { const char *Name; MacOp Op; MacShape Shape; };
constexpr MacRow MacRows[] = {
    {"fma", Ma, ShAbc}, {"fms", Ms, ShAbc}, {"fnma", Nma, ShAbc}, {"fmpy", Ma, ShAb}, {"fnmpy", Nma, ShAb},
    {"fadd", Ma, ShAc}, {"fsub", Ms, ShAc}, {"fnorm", Ma, ShA},
};
struct MergeRow { const char *Name; MergeOp Op; MergeShape Shape; };
constexpr MergeRow MergeRows[] = {
    {"fmerge.s", MergeS, TwoSrc}, {"fmerge.ns", MergeNs, TwoSrc}, {"fmerge.se", MergeSe, TwoSrc},
    {"fpmerge.s", PMergeS, TwoSrc}, {"fpmerge.ns", PMergeNs, TwoSrc}, {"fpmerge.se", PMergeSe, TwoSrc},
    {"mov", MergeS, SameSrc}, {"fneg", MergeNs, SameSrc}, {"fpneg", PMergeNs, SameSrc},
    {"fabs", MergeS, ZeroSrc}, {"fnegabs", MergeNs, ZeroSrc}, {"fpabs", PMergeS, ZeroSrc},
    {"fpnegabs", PMergeNs, ZeroSrc},
    {"fand", And, TwoSrc}, {"fandcm", AndCm, TwoSrc}, {"for", Or, TwoSrc}, {"fxor", Xor, TwoSrc},
    {"fpack", Pack, TwoSrc}, {"fswap", Swap, TwoSrc}, {"fswap.nl", SwapNl, TwoSrc},
    {"fswap.nr", SwapNr, TwoSrc}, {"fmix.lr", MixLr, TwoSrc}, {"fmix.r", MixR, TwoSrc},
    {"fmix.l", MixL, TwoSrc}, {"fsxt.r", SxtR, TwoSrc}, {"fsxt.l", SxtL, TwoSrc},
};

MemFmt fmtOf(std::string_view Suffix) {
  return Suffix == "s" ? Single : Suffix == "d" ? Double : Suffix == "8" ? Int8 : Ext;
}

LdKind ldKindOf(const Parts &P) {
  if (P.has("sa")) return LdKind::SpecAdv;
  if (P.has("s")) return LdKind::Spec;
  if (P.has("a")) return LdKind::Adv;
  if (P.has("c")) return P.has("nc") ? LdKind::CheckNc : LdKind::CheckClr;
  return LdKind::Normal;
}

} // namespace

bool buildFloat(const isa::FormInfo &F, const Parts &P, SemEntry &E) {
  std::string_view B = P.base(), Fmt = isa::formatName(F.Format);
  auto set = [&](Handler H, uint8_t Sub) { E.Fn = H; E.Sub = Sub; return true; };
  // The spelling without its status-field completer ("fmerge.ns", "fswap.nl").
  std::string Spelling(B);
  for (size_t I = 1; I < P.P.size(); ++I)
    if (!(P.P[I].size() == 2 && P.P[I][0] == 's' && P.P[I][1] >= '0' && P.P[I][1] <= '3'))
      Spelling += "." + std::string(P.P[I]);

  static constexpr std::pair<const char *, POp> PRows[] = {
      {"fpma", PMa}, {"fpms", PMs}, {"fpnma", PNma}, {"fpmpy", PMpy}, {"fpnmpy", PNmpy}, {"fpmin", PMin},
      {"fpmax", PMax}, {"fpamin", PAMin}, {"fpamax", PAMax}, {"fpcmp", PCmp}, {"fprcpa", PRcpa},
      {"fprsqrta", PRsqrta}};
  for (auto [N, Op] : PRows)
    if (B == N) {
      E.Mode = uint8_t(sfOf(P));
      if (Op == PCmp) {
        static constexpr std::pair<const char *, PRel> Rels[] = {
            {"eq", PEq}, {"lt", PLt}, {"le", PLe}, {"unord", PUnord}, {"neq", PNeq}, {"nlt", PNlt}, {"nle", PNle}, {"ord", POrd},
            {"gt", PGt}, {"ge", PGe}, {"ngt", PNgt}, {"nge", PNge}};
        bool Found = false;
        for (auto [RN, R] : Rels)
          if (P.P.size() > 1 && P.P[1] == RN) { E.Size = R; Found = true; }
        if (!Found) return false;
      }
      E.QpInHandler = Op == PRcpa || Op == PRsqrta; // a false predicate clears p2
      return set(fpLanes, Op);
    }
  if (B == "fpcvt") {
    E.Mode = uint8_t(sfOf(P) | (P.has("trunc") ? 4 : 0));
    return set(fpLanes, P.has("fxu") ? PCvtFxu : PCvtFx);
  }
  if (Fmt == "F1") {
    E.Mode = uint8_t(sfOf(P));
    E.Size = P.has("s") ? 24 : P.has("d") ? 53 : 0;
    if (B == "fcvt") return set(fmac, uint8_t(Ma | (ShA << 2))); // fcvt.xuf = fnorm
    for (const MacRow &R : MacRows)
      if (B == R.Name) return set(fmac, uint8_t(R.Op | (R.Shape << 2)));
    return false;
  }
  if (Fmt == "F2") return set(xma, P.has("hu") ? XmaHu : P.has("h") ? XmaH : XmaL);
  if (Fmt == "F3") return set(fselect, 0);
  if (Fmt == "F4") {
    E.Mode = uint8_t(sfOf(P));
    E.T = P.has("unc") ? CmpType::Unc : CmpType::None;
    E.QpInHandler = E.T == CmpType::Unc;
    static constexpr std::pair<const char *, FRel> T[] = {
        {"eq", FEq}, {"lt", FLt}, {"le", FLe}, {"unord", FUnord}, {"gt", FGt}, {"ge", FGe}, {"neq", FNeq},
        {"nlt", FNlt}, {"nle", FNle}, {"ord", FOrd}, {"ngt", FNgt}, {"nge", FNge}};
    for (auto [N, R] : T)
      if (P.P.size() > 1 && P.P[1] == N) return set(fcmp, R);
    return false;
  }
  if (Fmt == "F5") {
    E.T = P.has("unc") ? CmpType::Unc : CmpType::None;
    E.QpInHandler = E.T == CmpType::Unc;
    return set(fclass, P.has("nm")); // fclass.nm: the complement
  }
  if ((Fmt == "F6" && B == "frcpa") || (Fmt == "F7" && B == "frsqrta")) {
    E.Mode = uint8_t(sfOf(P));
    E.QpInHandler = true; // a false predicate clears p2
    return set(B == "frcpa" ? frcpa : frsqrta, 0);
  }
  if (Fmt == "F8") {
    E.Mode = uint8_t(sfOf(P));
    static constexpr std::pair<const char *, MinMax> T[] = {{"fmin", Min}, {"fmax", Max}, {"famin", AMin}, {"famax", AMax}};
    for (auto [N, Op] : T)
      if (B == N) return set(fminmax, Op);
    return false;
  }
  if (Fmt == "F9") {
    for (const MergeRow &R : MergeRows)
      if (Spelling == R.Name) { E.Mode = R.Shape; return set(merge, R.Op); }
    return false;
  }
  if (Fmt == "F10" && B == "fcvt") {
    E.Mode = uint8_t(sfOf(P) | (P.has("trunc") ? 4 : 0));
    return set(fcvt, P.has("fxu") ? ToFxu : ToFx);
  }
  if (Fmt == "F11") return set(fcvt, XToF);
  if (Fmt == "F12" || Fmt == "F13" || Fmt == "F14") {
    E.Mode = uint8_t(sfOf(P));
    return set(fpsys, Fmt == "F12" ? Setc : Fmt == "F13" ? Clrf : Chkf);
  }
  // GR <-> FR transfers.
  if ((B == "setf" || B == "getf") && P.P.size() > 1) {
    std::string_view K = P.P[1];
    E.Size = uint8_t(K == "s" ? Single : K == "d" ? Double : Int8);
    E.Mode = K == "exp";
    return set(xfer, B == "setf" ? SetF : GetF);
  }
  // FP loads and stores.
  if (B.starts_with("ldf") && isa::operandType(F.Ops[0]).Kind == isa::OpKind::FR) {
    if (B == "ldf" && P.has("fill")) { E.Size = Spill; return set(ldf, 0); }
    bool Pair = B.starts_with("ldfp");
    E.Size = fmtOf(B.substr(Pair ? 4 : 3));
    E.Mode = Pair;
    E.Ld = ldKindOf(P);
    return set(ldf, 0);
  }
  if (B.starts_with("stf") && (Fmt == "M9" || Fmt == "M10")) {
    E.Size = B == "stf" && P.has("spill") ? Spill : fmtOf(B.substr(3));
    return set(stf, 0);
  }
  return false;
}

} // namespace epic::sim::detail
