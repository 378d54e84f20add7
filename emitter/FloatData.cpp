// GNU as 2.40 (read.c float_cons, atof-generic.c, atof-ieee.c; behaviour
// probed with ia64-linux-gnu-as, see tests/lit/asm/float-literals.s):
//  - a leading `0` and a letter are skipped whatever the letter (`0f1.5`,
//    `0d1.5`, also `0x10`, which is 10.0, and `0e5`, which is 5.0);
//  - then a sign, then `nan`, `qnan`, `snan`, `inf` or `infinity` in any case, or decimal
//    digits with an optional point and an optional exponent whose digits may
//    be missing (`1e-40`, `.5`, `1.5e` is 1.5); no digit at all is 0;
//  - the value is out of range ("cannot create floating-point number") when
//    its binary exponent does not fit the format before rounding: at or above
//    2^128 / 2^1024 / 2^16384, or below 2^-157 / 2^-1079 (the denormal shift
//    runs past the word). Between the largest finite value and that bound it
//    rounds to infinity, below the smallest denormal to zero, both silently;
//  - a value between two of the format's rounds to the nearest, a tie as
//    roundLikeGas says (real4/real8; real10 ties round to even, open);
//  - NaN (also `qnan`) is all ones but the sign, `snan` the same with the
//    quiet bit clear; real10/real16 infinities and NaNs stop gas
//    2.40 with an internal error (gen_to_words), so we refuse them.
#include "emitter/FloatData.h"
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace epic::emit {

namespace {
bool startsWithNoCase(std::string_view S, std::string_view P) {
  if (S.size() < P.size())
    return false;
  for (size_t I = 0; I < P.size(); ++I)
    if (std::tolower(uint8_t(S[I])) != P[I])
      return false;
  return true;
}

// V in T rounded to nearest, a tie as gas's gen_to_words breaks it: it adds
// the first bit below the format's last one of its own multi-precision value
// (no sticky bits). That value is exact for an integer (`.double
// 9007199254740993`, 2^53 + 1, is 2^53 + 2: away from zero, where a C cast
// rounds the tie to even, 2^53) and a little low after a division by a power
// of ten (`real4 167772170e-1` and `real4 1.000000059604644775390625` round
// their ties down): `Exact` says which (probed with ia64-linux-gnu-as 2.40).
template <class T> T roundLikeGas(long double V, bool Exact) {
  T R = T(V);
  if ((long double)R == V || std::isinf(R))
    return R;
  T Other = std::nextafter(R, V > (long double)R ? std::numeric_limits<T>::infinity()
                                                  : -std::numeric_limits<T>::infinity());
  long double DR = std::fabs(V - (long double)R), DO = std::fabs(V - (long double)Other);
  if (DR != DO)
    return DR < DO ? R : Other;
  return (std::fabs((long double)Other) > std::fabs((long double)R)) == Exact ? Other : R;
}

std::string_view trim(std::string_view S) {
  while (!S.empty() && std::isspace(uint8_t(S.front())))
    S.remove_prefix(1);
  while (!S.empty() && std::isspace(uint8_t(S.back())))
    S.remove_suffix(1);
  return S;
}
} // namespace

std::optional<std::vector<uint8_t>> gasFloatBytes(std::string_view Text, unsigned Size, std::string &Why) {
  std::string_view S = trim(Text);
  if (S.size() >= 2 && S[0] == '0' && std::isalpha(uint8_t(S[1])))
    S.remove_prefix(2);
  bool Neg = false;
  if (!S.empty() && (S[0] == '+' || S[0] == '-')) {
    Neg = S[0] == '-';
    S = trim(S.substr(1));
  }
  enum { Finite, Inf, NaN, SNaN } K = Finite;
  std::string Digits; // the finite literal in strtold's syntax
  bool Exact = true;   // gas's multi-precision value is exact (roundLikeGas)
  bool NonZero = false;
  if ((startsWithNoCase(S, "nan") && S.size() == 3) || (startsWithNoCase(S, "qnan") && S.size() == 4)) {
    K = NaN;
  } else if (startsWithNoCase(S, "snan") && S.size() == 4) {
    K = SNaN; // the quiet bit clear, every other fraction bit set
  } else if (startsWithNoCase(S, "inf") && (S.size() == 3 || (S.size() == 8 && startsWithNoCase(S, "infinity")))) {
    K = Inf;
  } else {
    size_t I = 0;
    auto digits = [&] {
      size_t B = I;
      while (I < S.size() && std::isdigit(uint8_t(S[I]))) {
        NonZero |= S[I] != '0';
        ++I;
      }
      return S.substr(B, I - B);
    };
    std::string_view Int = digits(), Frac;
    if (I < S.size() && S[I] == '.') {
      ++I;
      Frac = digits();
    }
    std::string Exp;
    if (I < S.size() && (S[I] == 'e' || S[I] == 'E')) {
      ++I;
      if (I < S.size() && (S[I] == '+' || S[I] == '-'))
        Exp += S[I++];
      size_t B = I;
      while (I < S.size() && std::isdigit(uint8_t(S[I])))
        ++I;
      Exp += S.substr(B, I - B);
      if (Exp.empty() || Exp == "+" || Exp == "-")
        Exp.clear();
    }
    if (I != S.size()) {
      Why = "bad floating-point value";
      return std::nullopt;
    }
    Digits = std::string(Int.empty() ? "0" : Int) + "." + std::string(Frac) + "0";
    // an integer (the digits, trailing zeros after the point dropped, times
    // a power of ten >= 1): gas computes it exactly (`16777217.0` and
    // `1.6777217e7` are, `167772170e-1` is not)
    size_t Zeros = Frac.size() - std::min(Frac.size(), Frac.find_last_not_of('0') + 1);
    long Scale = (Exp.empty() ? 0 : std::strtol(Exp.c_str(), nullptr, 10)) - long(Frac.size()) + long(Zeros);
    Exact = Scale >= 0;
    if (!Exp.empty())
      Digits += "e" + Exp;
  }
  std::vector<uint8_t> B(Size, 0);
  auto put = [&](const void *P, size_t N) { std::memcpy(B.data(), P, N); };
  if (K != Finite) {
    if (Size != 4 && Size != 8) {
      Why = "bad floating-point value"; // gas 2.40: internal error in gen_to_words
      return std::nullopt;
    }
    if (Size == 4) {
      uint32_t W = K == Inf ? 0x7f800000u : K == SNaN ? 0x7fbfffffu : 0x7fffffffu;
      W |= Neg ? 0x80000000u : 0;
      put(&W, 4);
    } else {
      uint64_t W = K == Inf ? 0x7ff0000000000000ull : K == SNaN ? 0x7ff7ffffffffffffull : 0x7fffffffffffffffull;
      W |= Neg ? 0x8000000000000000ull : 0;
      put(&W, 8);
    }
    return B;
  }
  errno = 0;
  long double V = std::strtold(Digits.c_str(), nullptr);
  bool Range = errno == ERANGE;
  int MaxExp = Size == 4 ? 128 : Size == 8 ? 1024 : 16384;
  int MinExp = Size == 4 ? -157 : Size == 8 ? -1079 : -16446;
  if (std::isinf(V) || (NonZero && V == 0 && Range) || (V != 0 && std::ilogbl(V) >= MaxExp) ||
      (V != 0 && std::ilogbl(V) < MinExp)) {
    Why = "cannot create floating-point number";
    return std::nullopt;
  }
  if (Neg)
    V = -V;
  if (Size == 4) {
    float F = roundLikeGas<float>(V, Exact);
    put(&F, 4);
  } else if (Size == 8) {
    double D = roundLikeGas<double>(V, Exact);
    put(&D, 8);
  } else if (Size == 10 || Size == 16) {
    static_assert(sizeof(long double) >= 10);
    put(&V, 10); // x86-64 host: 80-bit extended, as IA-64 real10
  } else {
    Why = "bad floating-point value";
    return std::nullopt;
  }
  return B;
}

} // namespace epic::emit
