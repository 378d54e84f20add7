// Byte encoding of the unwind descriptors; field layouts from the Itanium
// Software Conventions and Runtime Architecture Guide, checked against
// GNU as with `readelf -u` (tests/lit/asm/unwind-*.s).
#include "emitter/UnwindRecords.h"

namespace epic::emit::unwind {

void putULEB(uint64_t V, std::vector<uint8_t> &Out) {
  do {
    uint8_t B = V & 0x7f;
    V >>= 7;
    Out.push_back(V ? B | 0x80 : B);
  } while (V);
}

void encode(const Record &R, std::vector<uint8_t> &Out) {
  auto u8 = [&](uint64_t V) { Out.push_back(uint8_t(V)); };
  auto uleb = [&](uint64_t V) { putULEB(V, Out); };
  switch (R.F) {
  case Fmt::Region:
    if (R.RLen < 32) {
      u8((R.R << 5) | R.RLen); // R1
    } else {
      u8(0x60 | R.R); // R3
      uleb(R.RLen);
    }
    break;
  case Fmt::RegionGr:
    u8(0x40 | ((R.A >> 1) & 7));
    u8(((R.A & 1) << 7) | (R.B & 0x7f));
    uleb(R.RLen);
    break;
  case Fmt::P1: u8(0x80 | (R.A & 0x1f)); break;
  case Fmt::P2:
    u8(0xa0 | ((R.A >> 1) & 0xf));
    u8(((R.A & 1) << 7) | (R.B & 0x7f));
    break;
  case Fmt::P3:
    u8(0xb0 | (R.R >> 1));
    u8(((R.R & 1) << 7) | (R.A & 0x7f));
    break;
  case Fmt::P4:
    u8(0xb8);
    Out.insert(Out.end(), R.Imask.begin(), R.Imask.end());
    break;
  case Fmt::P5:
    u8(0xb9);
    u8(((R.A & 0xf) << 4) | ((R.B >> 16) & 0xf));
    u8(R.B >> 8);
    u8(R.B);
    break;
  case Fmt::P6: u8(0xc0 | (R.R << 4) | (R.A & 0xf)); break;
  case Fmt::P7:
    u8(0xe0 | R.R);
    uleb(R.T != When::None ? R.Time : R.A);
    if (R.TwoValues)
      uleb(R.B);
    break;
  case Fmt::P8:
    u8(0xf0);
    u8(R.R);
    uleb(R.T != When::None ? R.Time : R.A);
    break;
  case Fmt::P9:
    u8(0xf1);
    u8(R.A & 0xf);
    u8(R.B & 0x7f);
    break;
  case Fmt::P10:
    u8(0xff);
    u8(R.A);
    u8(R.B);
    break;
  case Fmt::LabelCopy:
    if (R.A < 32) {
      u8(0x80 | (R.R << 5) | R.A); // B1
    } else {
      u8(0xf0 | (R.R << 3)); // B4
      uleb(R.A);
    }
    break;
  case Fmt::Epilogue:
    if (R.B < 32) {
      u8(0xc0 | R.B); // B2
      uleb(R.Time);
    } else {
      u8(0xe0); // B3
      uleb(R.Time);
      uleb(R.B);
    }
    break;
  case Fmt::X1:
    u8(0xf9);
    u8((R.R << 7) | R.A);
    uleb(R.Time);
    uleb(R.B);
    break;
  case Fmt::X2:
    u8(0xfa);
    u8(R.A | ((R.B >> 8) << 7)); // x: high bit of the target class
    u8(R.B & 0xff);
    uleb(R.Time);
    break;
  case Fmt::X3:
    u8(0xfb);
    u8((R.R << 7) | R.C);
    u8(R.A);
    uleb(R.Time);
    uleb(R.B);
    break;
  case Fmt::SpillSlot: break; // folded into P4 by the image builder
  case Fmt::X4:
    u8(0xfc);
    u8(R.C);
    u8(R.A | ((R.B >> 8) << 7));
    u8(R.B & 0xff);
    uleb(R.Time);
    break;
  }
}

} // namespace epic::emit::unwind
