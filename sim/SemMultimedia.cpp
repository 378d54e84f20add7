// Multimedia (parallel integer) semantics: the 64-bit GR seen as 8 bytes,
// 4 halfwords or 2 words. Element-wise operations share one lane driver;
// shuffles (mix, unpack, pack, mux) read whole registers. Facts from the
// Intel Itanium Architecture SDM vol. 3 (padd ... unpack pages).
#include "sim/SemDetail.h"
#include <algorithm>
#include <cstdlib>

namespace epic::sim::detail {
namespace {

using isa::MachineInst;

enum MmOp : uint8_t {
  Padd, Psub, Pavg, PavgRaz, Pavgsub, PcmpEq, PcmpGt, Pshladd, Pshradd, PminU, PminS, PmaxU,
  PmaxS, Psad, Pshl, PshrS, PshrU, Pmpyshr, PmpyshrU, PmpyR, PmpyL, Mpy4, Mpyshl4, MixR, MixL,
  UnpackH, UnpackL, PackUss, PackSss, Mux1, Mux2,
};
/// Saturation of padd/psub (the .sss/.uuu/.uus completers).
enum Sat : uint8_t { Modulo, Sss, Uuu, Uus };

inline uint64_t lane(uint64_t V, unsigned I, unsigned W) { return (V >> (I * W)) & mask(W); }
inline int64_t slane(uint64_t V, unsigned I, unsigned W) { return int64_t(sext(lane(V, I, W), W)); }
inline int64_t clampS(int64_t V, unsigned W) {
  int64_t Hi = (int64_t(1) << (W - 1)) - 1, Lo = -Hi - 1;
  return std::clamp(V, Lo, Hi);
}
inline int64_t clampU(int64_t V, unsigned W) { return std::clamp<int64_t>(V, 0, int64_t(mask(W))); }

/// padd/psub/pavg/pavgsub/pcmp/pshladd/pshradd/pmin/pmax: one result per lane.
Flow lanes(Core &C, const MachineInst &MI, const SemEntry &E) {
  bool Nat = false;
  uint64_t A = in(C, MI, 1, Nat);
  bool HasCount = MI.info().NumOps == 4; // pshladd2/pshradd2 r1=r2,count,r3
  unsigned Count = HasCount ? unsigned(MI.Ops[2]) : 0;
  uint64_t B = in(C, MI, HasCount ? 3 : 2, Nat);
  unsigned W = E.Size * 8, N = 64 / W;
  uint64_t R = 0;
  for (unsigned I = 0; I < N; ++I) {
    uint64_t UA = lane(A, I, W), UB = lane(B, I, W);
    int64_t SA = slane(A, I, W), SB = slane(B, I, W);
    int64_t V = 0;
    switch (MmOp(E.Sub)) {
    case Padd: case Psub: {
      int64_t Sg = E.Sub == Padd ? 1 : -1;
      switch (Sat(E.Mode)) {
      case Modulo: V = int64_t(UA + uint64_t(Sg) * UB); break;
      case Sss: V = clampS(SA + Sg * SB, W); break;
      case Uuu: V = clampU(int64_t(UA) + Sg * int64_t(UB), W); break;
      case Uus: V = clampU(int64_t(UA) + Sg * SB, W); break;
      }
      break;
    }
    // The plain form ORs the dropped bit into the result (unbiased rounding);
    // .raz rounds halves away from zero.
    case Pavg: { uint64_t T = UA + UB; V = int64_t((T >> 1) | (T & 1)); break; }
    case PavgRaz: V = int64_t((UA + UB + 1) >> 1); break;
    case Pavgsub: { int64_t T = int64_t(UA) - int64_t(UB); V = (T >> 1) | (T & 1); break; }
    case PcmpEq: V = UA == UB ? -1 : 0; break;
    case PcmpGt: V = SA > SB ? -1 : 0; break;
    // SDM vol. 3 pshladd2: a shift that saturates is the lane's result
    // (the add is skipped); otherwise the sum saturates.
    case Pshladd: {
      int64_t T = SA * (int64_t(1) << Count);
      V = clampS(T, W) != T ? clampS(T, W) : clampS(T + SB, W);
      break;
    }
    case Pshradd: V = clampS((SA >> Count) + SB, W); break;
    case PminU: V = int64_t(std::min(UA, UB)); break;
    case PmaxU: V = int64_t(std::max(UA, UB)); break;
    case PminS: V = std::min(SA, SB); break;
    case PmaxS: V = std::max(SA, SB); break;
    default: break;
    }
    R |= (uint64_t(V) & mask(W)) << (I * W);
  }
  return setR(C, unsigned(MI.Ops[0]), R, Nat);
}

/// pshl/pshr by a register or an immediate count: counts past the element
/// width give 0 (left, unsigned right) or the sign (signed right).
Flow pshift(Core &C, const MachineInst &MI, const SemEntry &E) {
  bool Nat = false;
  uint64_t A = in(C, MI, 1, Nat), Cnt = in(C, MI, 2, Nat);
  unsigned W = E.Size * 8, N = 64 / W;
  uint64_t R = 0;
  for (unsigned I = 0; I < N; ++I) {
    uint64_t V;
    if (E.Sub == Pshl) V = Cnt >= W ? 0 : lane(A, I, W) << Cnt;
    else if (E.Sub == PshrU) V = Cnt >= W ? 0 : lane(A, I, W) >> Cnt;
    else V = uint64_t(slane(A, I, W) >> std::min<uint64_t>(Cnt, W - 1));
    R |= (V & mask(W)) << (I * W);
  }
  return setR(C, unsigned(MI.Ops[0]), R, Nat);
}

/// psad1, pmpyshr2, pmpy2, mpy4, mpyshl4: lanes in, a differently shaped result.
Flow pmultiply(Core &C, const MachineInst &MI, const SemEntry &E) {
  bool Nat = false;
  uint64_t A = in(C, MI, 1, Nat), B = in(C, MI, 2, Nat), R = 0;
  switch (MmOp(E.Sub)) {
  case Psad:
    for (unsigned I = 0; I < 8; ++I) R += uint64_t(std::llabs(int64_t(lane(A, I, 8)) - int64_t(lane(B, I, 8))));
    break;
  case Pmpyshr: case PmpyshrU: {
    unsigned Cnt = unsigned(MI.Ops[3]);
    for (unsigned I = 0; I < 4; ++I) {
      int64_t P = E.Sub == Pmpyshr ? slane(A, I, 16) * slane(B, I, 16)
                                   : int64_t(lane(A, I, 16) * lane(B, I, 16));
      R |= (uint64_t(P >> Cnt) & 0xffff) << (16 * I);
    }
    break;
  }
  case PmpyR: case PmpyL: { // halfwords 0 and 2 (.r) or 1 and 3 (.l) into two signed words
    unsigned First = E.Sub == PmpyR ? 0 : 1;
    for (unsigned I = 0; I < 2; ++I)
      R |= (uint64_t(slane(A, First + 2 * I, 16) * slane(B, First + 2 * I, 16)) & 0xffffffffu) << (32 * I);
    break;
  }
  case Mpy4: R = lane(A, 0, 32) * lane(B, 0, 32); break;
  case Mpyshl4: R = (lane(A, 0, 32) * lane(B, 1, 32)) << 32; break;
  default: break;
  }
  return setR(C, unsigned(MI.Ops[0]), R, Nat);
}

/// mix/unpack/pack/mux: element moves between and within registers.
Flow shuffle(Core &C, const MachineInst &MI, const SemEntry &E) {
  bool Nat = false;
  uint64_t A = in(C, MI, 1, Nat);
  bool Two = MmOp(E.Sub) != Mux1 && MmOp(E.Sub) != Mux2;
  uint64_t B = Two ? in(C, MI, 2, Nat) : 0;
  unsigned W = E.Size * 8, N = 64 / W;
  uint64_t R = 0;
  auto put = [&](unsigned I, uint64_t V) { R |= (V & mask(W)) << (I * W); };
  switch (MmOp(E.Sub)) {
  // mix: odd result lanes from r2, even from r3, taking the even (.r) or odd (.l) lanes of each.
  case MixR: case MixL:
    for (unsigned I = 0; I < N / 2; ++I) {
      unsigned From = 2 * I + (E.Sub == MixL);
      put(2 * I + 1, lane(A, From, W));
      put(2 * I, lane(B, From, W));
    }
    break;
  // unpack: interleave the low (.l) or high (.h) halves, r2 in the odd lanes.
  case UnpackH: case UnpackL:
    for (unsigned I = 0; I < N / 2; ++I) {
      unsigned From = I + (E.Sub == UnpackH ? N / 2 : 0);
      put(2 * I + 1, lane(A, From, W));
      put(2 * I, lane(B, From, W));
    }
    break;
  // pack: r2's lanes narrowed into the low half, r3's into the high half.
  case PackUss: case PackSss: {
    unsigned SW = W * 2, SN = N / 2; // source lanes are twice as wide
    for (unsigned I = 0; I < SN; ++I) {
      int64_t X = slane(A, I, SW), Y = slane(B, I, SW);
      put(I, uint64_t(E.Sub == PackSss ? clampS(X, W) : clampU(X, W)));
      put(I + SN, uint64_t(E.Sub == PackSss ? clampS(Y, W) : clampU(Y, W)));
    }
    break;
  }
  case Mux1: {
    // Byte selections (result lane 7 .. 0) of the mbtype permutations.
    static constexpr uint8_t Sel[4][8] = {
        {7, 3, 5, 1, 6, 2, 4, 0}, // @mix
        {7, 3, 6, 2, 5, 1, 4, 0}, // @shuf
        {7, 5, 3, 1, 6, 4, 2, 0}, // @alt
        {0, 1, 2, 3, 4, 5, 6, 7}, // @rev
    };
    unsigned T = unsigned(MI.Ops[2]);
    for (unsigned I = 0; I < 8; ++I)
      put(I, T == 0 ? lane(A, 0, 8) : T >= 8 && T <= 11 ? lane(A, Sel[T - 8][7 - I], 8) : 0);
    break;
  }
  case Mux2: {
    unsigned Sel = unsigned(MI.Ops[2]);
    for (unsigned I = 0; I < 4; ++I) put(I, lane(A, (Sel >> (2 * I)) & 3, 16));
    break;
  }
  default: break;
  }
  return setR(C, unsigned(MI.Ops[0]), R, Nat);
}

struct MmRow {
  const char *Name; // base mnemonic without the element-size digits
  Handler Fn;
  MmOp Op;
};
constexpr MmRow Rows[] = {
    {"padd", lanes, Padd},       {"psub", lanes, Psub},         {"pavg", lanes, Pavg},
    {"pavgsub", lanes, Pavgsub}, {"pcmp", lanes, PcmpEq},       {"pshladd", lanes, Pshladd},
    {"pshradd", lanes, Pshradd}, {"pmin", lanes, PminS},        {"pmax", lanes, PmaxS},
    {"pshl", pshift, Pshl},      {"pshr", pshift, PshrS},       {"psad", pmultiply, Psad},
    {"pmpyshr", pmultiply, Pmpyshr}, {"pmpy", pmultiply, PmpyR}, {"mpy", pmultiply, Mpy4},
    {"mpyshl", pmultiply, Mpyshl4}, {"mix", shuffle, MixR},     {"unpack", shuffle, UnpackL},
    {"pack", shuffle, PackSss},  {"mux", shuffle, Mux1},
};

} // namespace

bool buildMultimedia(const isa::FormInfo &F, const Parts &P, SemEntry &E) {
  std::string_view B = P.base();
  size_t D = B.find_first_of("0123456789");
  if (D == std::string_view::npos || D == 0) return false;
  std::string_view Name = B.substr(0, D), Digits = B.substr(D);
  unsigned Sz = Digits == "1" ? 1 : Digits == "2" ? 2 : Digits == "4" ? 4 : 0;
  if (!Sz) return false;
  const MmRow *Row = nullptr;
  for (const MmRow &R : Rows)
    if (Name == R.Name) Row = &R;
  if (!Row) return false;
  // The forms are the GR-to-GR ones (A9/A10/I1-I8); zxt/sxt-like spellings are not here.
  if (isa::operandType(F.Ops[0]).Kind != isa::OpKind::GR) return false;
  E.Fn = Row->Fn;
  E.Sub = Row->Op;
  E.Size = uint8_t(Sz);
  switch (Row->Op) {
  case Padd: case Psub:
    E.Mode = P.has("sss") ? Sss : P.has("uuu") ? Uuu : P.has("uus") ? Uus : Modulo;
    break;
  case Pavg: if (P.has("raz")) E.Sub = PavgRaz; break;
  case PcmpEq: if (P.has("gt")) E.Sub = PcmpGt; break;
  case PminS: if (P.has("u")) E.Sub = PminU; break;
  case PmaxS: if (P.has("u")) E.Sub = PmaxU; break;
  case PshrS: if (P.has("u")) E.Sub = PshrU; break;
  case Pmpyshr: if (P.has("u")) E.Sub = PmpyshrU; break;
  case PmpyR: if (P.has("l")) E.Sub = PmpyL; break;
  case MixR: if (P.has("l")) E.Sub = MixL; break;
  case UnpackL: if (P.has("h")) E.Sub = UnpackH; break;
  // pack<sz>: <sz> names the source lanes; the handler works in result lanes.
  case PackSss: E.Size = uint8_t(Sz / 2); if (P.has("uss")) E.Sub = PackUss; break;
  case Mux1: if (Sz == 2) E.Sub = Mux2; break;
  default: break;
  }
  return true;
}

} // namespace epic::sim::detail
