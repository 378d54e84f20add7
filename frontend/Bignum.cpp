#include "frontend/Bignum.h"
#include <cctype>
#include <memory>

namespace epic::frontend {

using ir::Expr;

Littlenums literalLittlenums(const std::string &Digits, unsigned Base) {
  std::vector<uint32_t> W(MaxLittlenums, 0); // the value modulo 2^320
  bool Wider = false;                        // it reached 2^320
  for (char C : Digits) {
    uint32_t Carry = std::isdigit(static_cast<unsigned char>(C)) ? uint32_t(C - '0')
                                                                 : uint32_t(std::tolower(C) - 'a' + 10);
    for (uint32_t &L : W) {
      uint32_t X = L * Base + Carry;
      L = X & 0xffff;
      Carry = X >> 16;
    }
    Wider |= Carry != 0;
  }
  size_t N = MaxLittlenums;
  while (!Wider && N > 0 && W[N - 1] == 0)
    --N;
  return Littlenums(W.begin(), W.begin() + N);
}

ir::ExprRef bignumNode(const Littlenums &D, bool Signed, ir::SourceLoc L) {
  Expr E;
  E.K = Expr::Constant;
  E.Big = true;
  E.Signed = Signed;
  E.Loc = L;
  for (size_t I = 0; I < D.size(); ++I) {
    E.Name += char(D[I] & 0xff);
    E.Name += char(D[I] >> 8);
    if (I < 4)
      E.Value |= uint64_t(D[I]) << (16 * I);
  }
  return std::make_shared<const Expr>(std::move(E));
}

Littlenums littlenumsOf(const Expr &Big) {
  Littlenums D(Big.bigDigits());
  for (unsigned I = 0; I < D.size(); ++I)
    D[I] = Big.bigDigit(I);
  return D;
}

Littlenums complemented(Littlenums D, bool Negate) {
  for (uint16_t &L : D)
    L = uint16_t(~L);
  D.resize(std::max<size_t>(D.size(), MaxLittlenums), 0xffff);
  for (size_t I = 0; Negate && I < D.size(); ++I)
    if (++D[I] != 0)
      break;
  return D;
}

namespace {

// LEB128 of the number the littlenums `D` hold (two's complement when
// `Signed`), at least `MinBytes` bytes long.
std::vector<uint8_t> lebOfLittlenums(const Littlenums &D, bool Signed, size_t MinBytes) {
  const size_t Bits = 16 * D.size();
  const bool Negative = Signed && !D.empty() && (D.back() & 0x8000);
  auto bit = [&](size_t I) { return I < Bits ? (D[I / 16] >> (I % 16)) & 1 : int(Negative); };
  // Whether every bit from `From` up is the fill (sign or zero).
  auto restIsFill = [&](size_t From) {
    for (size_t I = From; I < Bits; ++I)
      if (bit(I) != int(Negative))
        return false;
    return true;
  };
  std::vector<uint8_t> Out;
  for (size_t At = 0;; At += 7) {
    uint8_t Byte = 0;
    for (unsigned K = 0; K < 7; ++K)
      Byte |= uint8_t(bit(At + K) << K);
    bool Last = Out.size() + 1 >= MinBytes && restIsFill(Signed ? At + 6 : At + 7);
    Out.push_back(Last ? Byte : Byte | 0x80);
    if (Last)
      return Out;
  }
}

// GNU as's bignum LEB128: an unsigned one keeps a littlenum 0xffff at the
// top of fewer than 20 positive (no unary -) by adding a zero above it;
// sleb128 drops sign-extension littlenums, then writes at least up to the
// top littlenum (zero littlenums above the value are written too).
std::vector<uint8_t> bignumLeb(Littlenums D, bool Positive, bool Signed) {
  if (Positive && !D.empty() && D.size() < MaxLittlenums && D.back() == 0xffff)
    D.push_back(0);
  if (!Signed) {
    while (!D.empty() && D.back() == 0)
      D.pop_back();
    return lebOfLittlenums(D, false, 1);
  }
  while (D.size() > 1 && D.back() == 0xffff && D[D.size() - 2] >= 0x8000)
    D.pop_back();
  const long TopStart = 16 * long(D.size() - 1) - 6; // the first byte that may end it starts here or later
  const size_t MinBytes = TopStart <= 0 ? 1 : size_t((TopStart + 6) / 7) + 1;
  return lebOfLittlenums(D, true, MinBytes);
}

} // namespace

std::vector<uint8_t> lebBytes(const Expr &C, bool Signed) {
  if (C.Big)
    return bignumLeb(littlenumsOf(C), !C.Signed, Signed);
  const bool Negative = int64_t(C.Value) < 0;
  Littlenums D = {uint16_t(C.Value), uint16_t(C.Value >> 16), uint16_t(C.Value >> 32), uint16_t(C.Value >> 48)};
  if (Signed && Negative != C.Extra) { // bit 63 is not the sign of the 65-bit value
    D.push_back(C.Extra ? 0xffff : 0);
    return bignumLeb(D, !C.Signed, true);
  }
  if (Signed) // bit 63 is the sign
    return lebOfLittlenums(D, true, 1);
  while (!D.empty() && D.back() == 0)
    D.pop_back();
  return lebOfLittlenums(D, false, 1);
}

std::vector<uint8_t> bignumLowBytes(const Littlenums &D, unsigned Bytes, bool &Lost) {
  std::vector<uint8_t> Out(Bytes, 0);
  for (unsigned I = 0; I < Bytes && I / 2 < D.size(); ++I)
    Out[I] = uint8_t(D[I / 2] >> (8 * (I % 2)));
  Lost = false;
  if (Bytes >= 2 * D.size() || D.empty())
    return Out;
  const unsigned Kept = Bytes / 2;
  const bool Neg = Kept ? (D[Kept - 1] & 0x8000) : (D[0] & 0x80);
  const uint16_t Sign = Neg ? 0xffff : 0;
  if (!Kept && (D[0] & 0xff00) != (Sign & 0xff00))
    Lost = true;
  for (size_t I = std::max(Kept, 1u); I < D.size() && !Lost; ++I)
    Lost = D[I] != Sign;
  return Out;
}

} // namespace epic::frontend
