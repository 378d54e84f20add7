// Pre-decoded fast operations for the forms that dominate simulated code
// (integer ALU, compares, loads and stores, IP-relative branches, nops).
// At decode time `select` resolves a form's operands into register numbers
// and immediates in the CachedInst and picks a specialised function, so the
// run loop executes them without looking at the form table. Every other form
// runs through its SemEntry handler (`generic`). The fast operations compute
// exactly what the SemEntry handlers compute (tests/unit/sim/FastPathTest.cpp
// runs random programs both ways and compares the whole state).
// Included by sim/Core.cpp only.
#pragma once
#include "sim/Core.h"
#include "sim/Semantics.h"
#include "sim/Threaded.h"
#include <algorithm>
#include <string_view>
#include <tuple>

namespace epic::sim::fast {

/// Runs the instruction's SemEntry handler. Instructions outside the
/// classes below may change what an access check depends on (PSR, page
/// mappings, ...), so they invalidate the core's access cache.
inline Flow genericSafe(Core &C, const CachedInst &CI) {
  Flow F = CI.Sem->Fn(C, CI.MI, *CI.Sem);
  C.followMemory();
  return F;
}
inline Flow generic(Core &C, const CachedInst &CI) {
  C.stateMayHaveChanged();
  return CI.Sem->Fn(C, CI.MI, *CI.Sem);
}

/// A fast operation with its threaded forms.
struct Op {
  ExecFn Exec;
  ThrFns T;
};
template <ExecFn F> inline constexpr Op op{F, thr::Fns<F>};
template <ExecFn F> inline constexpr Op brOp{F, thr::Fns<F, true>}; // IP-relative branches
template <ExecFn F, bool NoFault> inline constexpr Op opFor{F, thr::Fns<F, false, !NoFault>};
inline void set(CachedInst &CI, const Op &O) {
  CI.Exec = O.Exec;
  CI.Fns = O.T;
}

inline uint64_t rd(Core &C, unsigned R, bool &Nat) {
  Nat |= C.nat(R);
  return C.gr(R);
}
inline Flow setR(Core &C, unsigned R, uint64_t V, bool Nat) {
  return C.setGr(R, V, Nat) ? Flow::Next : C.illegal();
}

// The `St` variants below are chosen at decode time when every register
// the instruction reads is static (r0-r31) and every one it writes is
// r1-r31: then no frame check, no register stack and no fault can be
// involved in register access, and the op compiles to plain array moves.
template <bool St> inline uint64_t rdS(Core &C, unsigned R, bool &Nat) {
  if constexpr (St) {
    Nat |= C.S.GrNat[R];
    return C.S.Gr[R];
  } else {
    return rd(C, R, Nat);
  }
}
template <bool St> inline bool natS(Core &C, unsigned R) {
  if constexpr (St) return C.S.GrNat[R];
  else return C.nat(R);
}
template <bool St> inline uint64_t grS(Core &C, unsigned R) {
  if constexpr (St) return C.S.Gr[R];
  else return C.gr(R);
}
template <bool St> inline Flow setRS(Core &C, unsigned R, uint64_t V, bool Nat) {
  if constexpr (St) {
    C.S.Gr[R] = V;
    C.S.GrNat[R] = Nat;
    return Flow::Next;
  } else {
    return setR(C, R, V, Nat);
  }
}
inline bool isStaticSrc(unsigned R) { return R < 32; }
inline bool isStaticDst(unsigned R) { return R - 1 < 31; }

// ---------------------------------------------------------------- integer ALU

enum class Alu : uint8_t { Add, Sub, And, AndCm, Or, Xor };

/// R = A op B (op ImmC for the `,1` forms of add/sub); NaT is the OR of the
/// register sources' NaTs.
template <Alu K, bool RegA, bool RegB, bool St> Flow alu(Core &C, const CachedInst &CI) {
  bool Nat = false;
  uint64_t A = RegA ? rdS<St>(C, CI.SrcA, Nat) : CI.ImmA;
  uint64_t B = RegB ? rdS<St>(C, CI.SrcB, Nat) : CI.ImmB;
  uint64_t R = 0;
  switch (K) {
  case Alu::Add: R = A + B + CI.ImmC; break;
  case Alu::Sub: R = A - B - CI.ImmC; break;
  case Alu::And: R = A & B; break;
  case Alu::AndCm: R = A & ~B; break;
  case Alu::Or: R = A | B; break;
  case Alu::Xor: R = A ^ B; break;
  }
  return setRS<St>(C, CI.Dst, R, Nat);
}

template <Alu K, bool St> Op aluFor(bool RegA, bool RegB) {
  // (With static registers nothing can fault.)
  if (RegA) return RegB ? opFor<alu<K, true, true, St>, St> : opFor<alu<K, true, false, St>, St>;
  return RegB ? opFor<alu<K, false, true, St>, St> : opFor<alu<K, false, false, St>, St>;
}
template <Alu K> Op aluFor(bool RegA, bool RegB, bool St) {
  return St ? aluFor<K, true>(RegA, RegB) : aluFor<K, false>(RegA, RegB);
}

/// shladd r1=r2,count,r3: (r2 << count) + r3.
inline Flow shladd(Core &C, const CachedInst &CI) {
  bool Nat = false;
  uint64_t A = rd(C, CI.SrcA, Nat);
  uint64_t B = rd(C, CI.SrcB, Nat);
  return setR(C, CI.Dst, (A << CI.ImmC) + B, Nat);
}

/// Shifts, extracts and dep.z by immediate positions (ImmA: count or
/// position, ImmB: length).
enum class Shf : uint8_t { Shl, Shr, ShrU, Extr, ExtrU, DepZ };
inline uint64_t lowMask(uint64_t Len) { return Len >= 64 ? ~uint64_t(0) : (uint64_t(1) << Len) - 1; }
template <Shf K> Flow shiftImm(Core &C, const CachedInst &CI) {
  bool Nat = false;
  uint64_t A = rd(C, CI.SrcA, Nat), R = 0;
  uint64_t Pos = CI.ImmA, Len = CI.ImmB;
  switch (K) {
  case Shf::Shl: R = A << (Pos & 63); break;
  case Shf::Shr: R = uint64_t(int64_t(A) >> (Pos & 63)); break;
  case Shf::ShrU: R = A >> (Pos & 63); break;
  case Shf::Extr: case Shf::ExtrU: {
    R = (A >> Pos) & lowMask(Len);
    if (K == Shf::Extr) {
      uint64_t Bits = std::min<uint64_t>(Len, 64 - Pos);
      if (Bits < 64) R = uint64_t(int64_t(R << (64 - Bits)) >> (64 - Bits));
    }
    break;
  }
  case Shf::DepZ: R = (A << Pos) & (lowMask(Len) << Pos); break;
  }
  return setR(C, CI.Dst, R, Nat);
}

inline Flow movl(Core &C, const CachedInst &CI) { return setR(C, CI.Dst, CI.ImmA, false); }
inline Flow nop(Core &, const CachedInst &) { return Flow::Next; }

// ---------------------------------------------------------------- compares

inline uint64_t sext32(uint64_t V) { return uint64_t(int64_t(int32_t(uint32_t(V)))); }

inline bool relation(Rel R, uint64_t A, uint64_t B, unsigned Size) {
  if (Size == 4) { A = sext32(A); B = sext32(B); }
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

/// cmp / cmp4 of the normal and .unc types: p1 = rel, p2 = !rel; a NaT
/// source clears both; .unc with a false qualifying predicate clears both.
template <bool Unc, bool RegA, bool RegB, bool St> Flow cmp(Core &C, const CachedInst &CI) {
  if (Unc && CI.QP && !C.pr(CI.QP)) {
    C.setPr(CI.Dst, false);
    C.setPr(CI.Dst2, false);
    return Flow::Next;
  }
  bool Nat = false;
  uint64_t A = RegA ? rdS<St>(C, CI.SrcA, Nat) : CI.ImmA;
  uint64_t B = RegB ? rdS<St>(C, CI.SrcB, Nat) : CI.ImmB;
  bool Res = !Nat && relation(Rel(CI.Sub), A, B, CI.Size);
  C.setPr(CI.Dst, Res);
  C.setPr(CI.Dst2, !Nat && !Res);
  return Flow::Next;
}

template <bool Unc, bool St> Op cmpFor(bool RegA, bool RegB) {
  if (RegA) return RegB ? opFor<cmp<Unc, true, true, St>, St> : opFor<cmp<Unc, true, false, St>, St>;
  return RegB ? opFor<cmp<Unc, false, true, St>, St> : opFor<cmp<Unc, false, false, St>, St>;
}
template <bool Unc> Op cmpFor(bool RegA, bool RegB, bool St) {
  return St ? cmpFor<Unc, true>(RegA, RegB) : cmpFor<Unc, false>(RegA, RegB);
}

// ---------------------------------------------------------------- loads and stores

/// ld1/2/4/8 (normal, .acq, .bias): r1 = [r3], then r3 += r2 / imm9.
/// With static registers (St) the hit path (ldHit: a NaT-free base and a
/// TLB hit) is all the operation does; anything else starts over in the
/// general variant, out of line (nothing has changed by then), so the hit
/// path needs no stack frame.
template <unsigned Size, bool PostInc, bool IncReg, bool St> Flow ld(Core &C, const CachedInst &CI);
template <unsigned Size, bool PostInc, bool IncReg>
[[gnu::noinline]] Flow ldGeneral(Core &C, const CachedInst &CI) {
  return ld<Size, PostInc, IncReg, false>(C, CI);
}
template <unsigned Size, bool PostInc, bool IncReg> bool ldHit(Core &C, const CachedInst &CI) {
  unsigned R3 = CI.SrcA;
  uint64_t Addr = C.S.Gr[R3], V = 0;
  if (C.S.GrNat[R3] || !C.loadFast<Size>(Addr, V)) [[unlikely]]
    return false;
  // The increment register is read before r1 is written (ld8 r2=[r3],r2).
  bool Nat = false;
  uint64_t Inc = PostInc ? (IncReg ? rdS<true>(C, CI.SrcB, Nat) : CI.ImmB) : 0;
  C.S.Gr[CI.Dst] = V;
  C.S.GrNat[CI.Dst] = false;
  if (PostInc) {
    C.S.Gr[R3] += Inc;
    C.S.GrNat[R3] = Nat;
  }
  return true;
}
template <unsigned Size, bool PostInc, bool IncReg, bool St> Flow ld(Core &C, const CachedInst &CI) {
  if constexpr (St) {
    return ldHit<Size, PostInc, IncReg>(C, CI) ? Flow::Next : ldGeneral<Size, PostInc, IncReg>(C, CI);
  } else {
    unsigned R3 = CI.SrcA;
    uint64_t Addr = C.gr(R3), V = 0;
    if (C.nat(R3)) return C.natConsumption();
    if (!C.loadFast<Size>(Addr, V)) [[unlikely]] {
      bool Deferred = false;
      Flow F = C.load(Addr, Size, V, false, Deferred);
      if (F != Flow::Next) return F;
    }
    bool Nat = false; // the base is not a NaT here
    uint64_t Inc = PostInc ? (IncReg ? rd(C, CI.SrcB, Nat) : CI.ImmB) : 0;
    if (Flow F = setR(C, CI.Dst, V, false); F != Flow::Next) return F;
    if (!PostInc) return Flow::Next;
    return setR(C, R3, Addr + Inc, Nat);
  }
}

/// st1/2/4/8 (normal, .rel): [r3] = r2, then r3 += imm9. The St hit path
/// (stHit) also leaves an ALAT that is not empty to the general variant.
template <unsigned Size, bool PostInc, bool St> Flow st(Core &C, const CachedInst &CI);
template <unsigned Size, bool PostInc> [[gnu::noinline]] Flow stGeneral(Core &C, const CachedInst &CI) {
  return st<Size, PostInc, false>(C, CI);
}
template <unsigned Size, bool PostInc> bool stHit(Core &C, const CachedInst &CI) {
  unsigned R3 = CI.SrcA, R2 = CI.SrcB;
  uint64_t Addr = C.S.Gr[R3];
  if (C.S.GrNat[R3] || C.S.GrNat[R2] || !C.Alat.empty() || !C.storeFast<Size, false>(Addr, C.S.Gr[R2]))
    [[unlikely]]
    return false;
  if (PostInc) {
    C.S.Gr[R3] = Addr + CI.ImmB;
    C.S.GrNat[R3] = false;
  }
  return true;
}
template <unsigned Size, bool PostInc, bool St> Flow st(Core &C, const CachedInst &CI) {
  if constexpr (St) {
    return stHit<Size, PostInc>(C, CI) ? Flow::Next : stGeneral<Size, PostInc>(C, CI);
  } else {
    unsigned R3 = CI.SrcA, R2 = CI.SrcB;
    uint64_t Addr = C.gr(R3);
    if (C.nat(R3) || C.nat(R2)) return C.natConsumption();
    if (!C.storeFast<Size>(Addr, C.gr(R2))) [[unlikely]] {
      Flow F = C.store(Addr, Size, C.gr(R2));
      if (F != Flow::Next) return F;
    }
    return PostInc ? setR(C, R3, Addr + CI.ImmB, false) : Flow::Next;
  }
}

/// The ld/st instantiation for an access size of 1, 2, 4 or 8.
/// (With static registers the threaded form runs the hit path inline.)
template <bool PostInc, bool IncReg, bool St> struct LdOp {
  template <unsigned Size>
  static constexpr Op Fn{ld<Size, PostInc, IncReg, St>,
                         St ? thr::FnsOf<thr::HitOr<ldHit<Size, PostInc, IncReg>, ld<Size, PostInc, IncReg, false>>>
                            : thr::Fns<ld<Size, PostInc, IncReg, St>>};
};
template <bool PostInc, bool St> struct StOp {
  template <unsigned Size>
  static constexpr Op Fn{st<Size, PostInc, St>, St ? thr::FnsOf<thr::HitOr<stHit<Size, PostInc>, st<Size, PostInc, false>>>
                                                    : thr::Fns<st<Size, PostInc, St>>};
};
template <class O> Op bySize(unsigned Size) {
  switch (Size) {
  case 1: return O::template Fn<1>;
  case 2: return O::template Fn<2>;
  case 4: return O::template Fn<4>;
  default: return O::template Fn<8>;
  }
}
template <bool PostInc, bool IncReg> Op ldFor(unsigned Size, bool St) {
  return St ? bySize<LdOp<PostInc, IncReg, true>>(Size) : bySize<LdOp<PostInc, IncReg, false>>(Size);
}
template <bool PostInc> Op stFor(unsigned Size, bool St) {
  return St ? bySize<StOp<PostInc, true>>(Size) : bySize<StOp<PostInc, false>>(Size);
}

// ---------------------------------------------------------------- branches

/// IP-relative br.cond / brl.cond (ImmA: the target bundle).
inline Flow brCond(Core &C, const CachedInst &CI) {
  C.ResolvedBranch = true;
  C.Target = CI.ImmA;
  C.TargetSlot = 0;
  return Flow::Branch;
}

/// br.cloop: taken while ar.lc is not zero (which it decrements).
inline Flow brCloop(Core &C, const CachedInst &CI) {
  C.ResolvedBranch = true;
  uint64_t &Lc = C.S.Ar[arn::LC];
  if (!Lc) return Flow::Next;
  --Lc;
  C.Target = CI.ImmA;
  C.TargetSlot = 0;
  return Flow::Branch;
}

// ---------------------------------------------------------------- selection

/// A source operand: a general register, or a value (immediate or literal).
struct Src {
  bool Ok = true, Reg = false;
  uint8_t R = 0;
  uint64_t V = 0;
};
inline Src source(const isa::MachineInst &MI, unsigned I) {
  const isa::FormOperand &O = MI.info().Ops[I];
  Src S;
  if (O.Slot == isa::OpSlot::Lit) { // as the handlers read literals: `1` is 1, `r0` is 0
    S.V = O.Text && O.Text[0] == '1' ? 1 : 0;
    return S;
  }
  isa::OpKind K = isa::operandType(O).Kind;
  if (O.Slot != isa::OpSlot::Op || (K != isa::OpKind::GR && K != isa::OpKind::Imm)) {
    S.Ok = false;
    return S;
  }
  S.Reg = K == isa::OpKind::GR;
  S.R = uint8_t(MI.Ops[I]);
  S.V = S.Reg ? 0 : uint64_t(MI.Ops[I]);
  return S;
}

/// Classes whose SemEntry handlers change nothing an access check reads
/// (PSR, region registers, page mappings): they keep the access cache.
inline bool keepsAccessCache(isa::SchedClass C) {
  static constexpr std::string_view Safe[] = {
      "ialu", "ilog", "icmp", "ishf", "mmalua", "mmshf", "mmshfi", "mmmul", "xtd", "tbit",
      "long_i", "ld", "ldc", "fld", "fldc", "fldp", "st", "stf", "sem", "frfr", "tofr",
      "lfetch", "chk_a", "chk_s_i", "chk_s_f", "fmac", "fmisc", "fcvtfx", "xmpy", "fcmp",
      "frbr", "tobr", "frpr", "topr", "nop", "br"};
  std::string_view N = isa::schedClassName(C);
  for (std::string_view S : Safe)
    if (N == S) return true;
  return false;
}

/// Picks the fast operation for CI (whose Exec is already `generic`).
inline void select(CachedInst &CI, uint64_t BundleAddr) {
  const isa::MachineInst &MI = CI.MI;
  const isa::FormInfo &F = MI.info();
  const SemEntry &E = *CI.Sem;
  if (keepsAccessCache(F.Class)) CI.Exec = genericSafe;
  std::string_view Mn = F.Mnemonic;
  std::string_view Base = Mn.substr(0, Mn.find('.'));
  bool Plain = Base.size() == Mn.size();
  std::string_view Fmt = isa::formatName(F.Format);

  if (E.Nop) { set(CI, op<nop>); return; }
  if (Base == "movl" && F.NumOps == 2) { CI.Dst = uint8_t(MI.Ops[0]); CI.ImmA = uint64_t(MI.Ops[1]); set(CI, op<movl>); return; }

  // Integer ALU (the forms Semantics.cpp gives its alu handler): inputs
  // after the destination, at most two sources plus a constant third.
  static constexpr std::pair<std::string_view, Alu> AluOps[] = {
      {"add", Alu::Add}, {"adds", Alu::Add}, {"addl", Alu::Add}, {"sub", Alu::Sub}, {"and", Alu::And},
      {"andcm", Alu::AndCm}, {"or", Alu::Or}, {"xor", Alu::Xor}};
  bool IsMov = Base == "mov" && Plain && F.NumOps == 2 && (Fmt == "A4" || Fmt == "A5");
  for (auto [N, K] : AluOps) {
    if (!(IsMov || (Plain && Base == N)) || F.NumOuts != 1 || F.Ops[0].Slot != isa::OpSlot::Op)
      continue;
    if (IsMov) K = Alu::Add;
    unsigned NIn = F.NumOps - 1;
    bool Logical = K != Alu::Add && K != Alu::Sub;
    if (NIn < 1 || NIn > 3 || (Logical && NIn != 2) || (IsMov && NIn != 1)) return;
    Src A = source(MI, 1), B = NIn > 1 ? source(MI, 2) : Src{}, Cst = NIn > 2 ? source(MI, 3) : Src{};
    if (!A.Ok || !B.Ok || !Cst.Ok || Cst.Reg) return;
    CI.Dst = uint8_t(MI.Ops[0]);
    CI.SrcA = A.R, CI.ImmA = A.V, CI.SrcB = B.R, CI.ImmB = B.V, CI.ImmC = Cst.V;
    bool St = isStaticDst(CI.Dst) && isStaticSrc(A.R) && isStaticSrc(B.R);
    switch (K) {
    case Alu::Add: set(CI, aluFor<Alu::Add>(A.Reg, B.Reg, St)); break;
    case Alu::Sub: set(CI, aluFor<Alu::Sub>(A.Reg, B.Reg, St)); break;
    case Alu::And: set(CI, aluFor<Alu::And>(A.Reg, B.Reg, St)); break;
    case Alu::AndCm: set(CI, aluFor<Alu::AndCm>(A.Reg, B.Reg, St)); break;
    case Alu::Or: set(CI, aluFor<Alu::Or>(A.Reg, B.Reg, St)); break;
    case Alu::Xor: set(CI, aluFor<Alu::Xor>(A.Reg, B.Reg, St)); break;
    }
    return;
  }

  // shladd; shl/shr/shr.u/extr/extr.u/dep.z with immediate positions
  // (the forms Semantics.cpp gives its shift handler as ShlI..DepZ).
  auto allOps = [&](std::string_view Kinds) {
    if (F.NumOps != Kinds.size()) return false;
    for (unsigned I = 0; I < F.NumOps; ++I) {
      isa::OpKind K = isa::operandType(F.Ops[I]).Kind;
      if (F.Ops[I].Slot != isa::OpSlot::Op || K != (Kinds[I] == 'r' ? isa::OpKind::GR : isa::OpKind::Imm))
        return false;
    }
    return true;
  };
  if (Mn == "shladd" && Fmt == "A2" && allOps("rrir")) {
    CI.Dst = uint8_t(MI.Ops[0]), CI.SrcA = uint8_t(MI.Ops[1]), CI.ImmC = uint64_t(MI.Ops[2]);
    CI.SrcB = uint8_t(MI.Ops[3]);
    set(CI, op<shladd>);
    return;
  }
  static constexpr std::tuple<std::string_view, std::string_view, std::string_view, Shf> Shifts[] = {
      {"shl", "I12", "rri", Shf::Shl}, {"shr", "I11", "rri", Shf::Shr}, {"shr.u", "I11", "rri", Shf::ShrU},
      {"extr", "I11", "rrii", Shf::Extr}, {"extr.u", "I11", "rrii", Shf::ExtrU}, {"dep.z", "I12", "rrii", Shf::DepZ}};
  for (auto [N, Fm, Kinds, K] : Shifts) {
    if (Mn != N || Fmt != Fm || !allOps(Kinds)) continue;
    CI.Dst = uint8_t(MI.Ops[0]), CI.SrcA = uint8_t(MI.Ops[1]), CI.ImmA = uint64_t(MI.Ops[2]);
    CI.ImmB = F.NumOps > 3 ? uint64_t(MI.Ops[3]) : 0;
    switch (K) {
    case Shf::Shl: set(CI, op<shiftImm<Shf::Shl>>); break;
    case Shf::Shr: set(CI, op<shiftImm<Shf::Shr>>); break;
    case Shf::ShrU: set(CI, op<shiftImm<Shf::ShrU>>); break;
    case Shf::Extr: set(CI, op<shiftImm<Shf::Extr>>); break;
    case Shf::ExtrU: set(CI, op<shiftImm<Shf::ExtrU>>); break;
    case Shf::DepZ: set(CI, op<shiftImm<Shf::DepZ>>); break;
    }
    return;
  }

  // cmp / cmp4, normal and .unc types.
  if ((Base == "cmp" || Base == "cmp4") && (E.T == CmpType::None || E.T == CmpType::Unc) &&
      E.Size == (Base == "cmp" ? 8 : 4) && F.NumOps == 4 && E.R != Rel::Z && E.R != Rel::Nz) {
    Src A = source(MI, 2), B = source(MI, 3);
    if (!A.Ok || !B.Ok) return;
    CI.Dst = uint8_t(MI.Ops[0]), CI.Dst2 = uint8_t(MI.Ops[1]);
    CI.SrcA = A.R, CI.ImmA = A.V, CI.SrcB = B.R, CI.ImmB = B.V;
    CI.Sub = uint8_t(E.R), CI.Size = E.Size;
    bool St = isStaticSrc(A.R) && isStaticSrc(B.R);
    set(CI, E.T == CmpType::Unc ? cmpFor<true>(A.Reg, B.Reg, St) : cmpFor<false>(A.Reg, B.Reg, St));
    return;
  }

  // Integer loads without speculation, ALAT or fill.
  if (Base.starts_with("ld") && !Base.starts_with("ldf") && E.Fn && E.Ld == LdKind::Normal &&
      (E.Size == 1 || E.Size == 2 || E.Size == 4 || E.Size == 8) && F.NumOps >= 2 && F.NumOps <= 3 &&
      F.Ops[0].Slot == isa::OpSlot::Op && isa::operandType(F.Ops[0]).Kind == isa::OpKind::GR &&
      F.Ops[1].Slot == isa::OpSlot::Mem && isa::operandType(F.Ops[1]).Kind == isa::OpKind::GR) {
    CI.Dst = uint8_t(MI.Ops[0]), CI.SrcA = uint8_t(MI.Ops[1]), CI.Size = E.Size;
    bool St = isStaticDst(CI.Dst) && isStaticSrc(CI.SrcA);
    if (F.NumOps == 2) { set(CI, ldFor<false, false>(E.Size, St)); return; }
    Src Inc = source(MI, 2);
    if (!Inc.Ok) return;
    CI.SrcB = Inc.R, CI.ImmB = Inc.V;
    St = St && isStaticDst(CI.SrcA) && isStaticSrc(Inc.R);
    set(CI, Inc.Reg ? ldFor<true, true>(E.Size, St) : ldFor<true, false>(E.Size, St));
    return;
  }

  // Integer stores (not st8.spill).
  if (Base.starts_with("st") && !Base.starts_with("stf") && (Fmt == "M4" || Fmt == "M5") && E.Sub == 0 &&
      (E.Size == 1 || E.Size == 2 || E.Size == 4 || E.Size == 8) && F.NumOps >= 2 && F.NumOps <= 3 &&
      F.Ops[0].Slot == isa::OpSlot::Mem && isa::operandType(F.Ops[0]).Kind == isa::OpKind::GR &&
      F.Ops[1].Slot == isa::OpSlot::Op && isa::operandType(F.Ops[1]).Kind == isa::OpKind::GR) {
    CI.SrcA = uint8_t(MI.Ops[0]), CI.SrcB = uint8_t(MI.Ops[1]), CI.Size = E.Size;
    bool St = isStaticSrc(CI.SrcA) && isStaticSrc(CI.SrcB);
    if (F.NumOps == 2) { set(CI, stFor<false>(E.Size, St)); return; }
    Src Inc = source(MI, 2);
    if (!Inc.Ok || Inc.Reg) return;
    CI.ImmB = Inc.V;
    set(CI, stFor<true>(E.Size, St && isStaticDst(CI.SrcA)));
    return;
  }

  // IP-relative br.cond / br.cloop.
  if ((Base == "br" || Base == "brl") && E.IsBranch && (E.Br == BrKind::Cond || E.Br == BrKind::Cloop) &&
      F.NumOps >= 1 && isa::operandType(F.Ops[F.NumOps - 1]).Kind == isa::OpKind::Target) {
    CI.ImmA = BundleAddr + uint64_t(MI.Ops[F.NumOps - 1]);
    set(CI, E.Br == BrKind::Cond ? brOp<brCond> : brOp<brCloop>);
    return;
  }
}

} // namespace epic::sim::fast
