// The register stack engine (RSE): 96 physical stacked registers caching the
// top of the backing store in memory. Functional model of the architecture's
// frames (CFM), dirty/clean/invalid partitions, mandatory spills and fills,
// NaT collections (every 64th backing-store doubleword), flushrs, loadrs,
// cover and writes of ar.bspstore. Timing lives in the timing model; this
// class only counts spills and fills.
#pragma once
#include "sim/Memory.h"
#include <array>
#include <cstdint>

namespace epic::sim {

/// Current frame marker (architecture layout of CFM / PFS.pfm / IFS.ifm).
struct FrameMarker {
  unsigned Sof = 0, Sol = 0, Sor = 0; // Sor in registers (a multiple of 8)
  unsigned RrbGr = 0, RrbFr = 0, RrbPr = 0;

  /// Packed 38-bit form: sof 6:0, sol 13:7, sor 17:14 (in units of 8),
  /// rrb.gr 24:18, rrb.fr 31:25, rrb.pr 37:32.
  uint64_t pack() const;
  static FrameMarker unpack(uint64_t V);
  friend bool operator==(const FrameMarker &, const FrameMarker &) = default;
};

enum class RseFault : uint8_t {
  None,
  IllegalOperation, // e.g. alloc growing sol beyond sof, loadrs with RSC.mode != 0
  MemoryFault,      // backing store not mapped
};

/// Backing-store address arithmetic: `N` registers above/below `Addr`,
/// skipping the NaT-collection slot at every address whose bits 8:3 are all ones.
uint64_t bspAdvance(uint64_t Addr, unsigned N);
uint64_t bspRetreat(uint64_t Addr, unsigned N);
inline bool isNatCollection(uint64_t Addr) { return ((Addr >> 3) & 0x3f) == 0x3f; }
inline unsigned rnatBit(uint64_t Addr) { return unsigned((Addr >> 3) & 0x3f); }

class RegisterStack {
public:
  static constexpr unsigned NumPhys = 96;

  explicit RegisterStack(Memory &Mem) : Mem(Mem) {}

  /// Physical slot of stacked register r`Gr` (32 <= Gr < 32 + sof), after
  /// register rotation. Callers check the frame bound first (`inFrame`).
  unsigned physOf(unsigned Gr) const {
    unsigned Off = Gr - 32;
    if (Off < Cfm.Sor) [[unlikely]]
      Off = (Off + Cfm.RrbGr) % Cfm.Sor;
    unsigned P = Bof + Off;
    return P < NumPhys ? P : P % NumPhys;
  }
  bool inFrame(unsigned Gr) const { return Gr >= 32 && Gr < 32 + Cfm.Sof; }
  uint64_t &value(unsigned Gr) { return Val[physOf(Gr)]; }
  bool &nat(unsigned Gr) { return reinterpret_cast<bool &>(Nat[physOf(Gr)]); }

  const FrameMarker &cfm() const { return Cfm; }
  void setCfm(const FrameMarker &F) { Cfm = F; }
  void setRrb(unsigned Gr, unsigned Fr, unsigned Pr) { Cfm.RrbGr = Gr; Cfm.RrbFr = Fr; Cfm.RrbPr = Pr; }

  uint64_t bsp() const { return Bsp; }
  uint64_t bspstore() const { return BspStore; }
  uint64_t rnat() const { return Rnat; }
  void setRnat(uint64_t V) { Rnat = V; }
  unsigned dirtyRegs() const { return NDirty; }
  unsigned cleanRegs() const { return NClean; }

  /// Starts from an empty stack at `Bsp0` (ar.bsp = ar.bspstore = Bsp0).
  void reset(uint64_t Bsp0, FrameMarker F = {});

  /// br.call: the caller's locals become dirty, the outputs become the
  /// callee's frame (sol = sor = 0, rrbs cleared). Returns the caller's CFM
  /// (for PFS.pfm).
  FrameMarker call();
  /// br.ret / rfi: restore the frame `F`, filling from the backing store
  /// whatever the physical file no longer holds.
  RseFault ret(const FrameMarker &F);
  /// alloc: resize the current frame; spills dirty registers on overflow.
  RseFault alloc(unsigned Sof, unsigned Sol, unsigned Sor);
  /// cover: the whole current frame becomes dirty, a new empty frame on top.
  /// Returns the covered CFM (for IFS.ifm).
  FrameMarker cover();
  /// flushrs: spill every dirty register (bspstore reaches bsp).
  RseFault flushrs();
  /// loadrs: make the `Bytes` below bsp the dirty partition (filling from
  /// memory as needed); everything else is invalidated.
  RseFault loadrs(uint64_t Bytes);
  /// mov ar.bspstore=: moves the dirty partition's base; bsp follows.
  void setBspStore(uint64_t Addr);

  uint64_t spills() const { return Spills; }
  uint64_t fills() const { return Fills; }

private:
  RseFault spillOne();
  RseFault fillOne(); // one register below the clean/dirty partitions
  unsigned wrap(int I) const { return unsigned((I % int(NumPhys) + int(NumPhys)) % int(NumPhys)); }

  Memory &Mem;
  std::array<uint64_t, NumPhys> Val{};
  std::array<uint8_t, NumPhys> Nat{};
  FrameMarker Cfm;
  unsigned Bof = 0;     // physical slot of r32
  unsigned NDirty = 0;  // registers between bspstore and bsp, held physically below Bof
  unsigned NClean = 0;  // registers below bspstore still held physically (equal to memory)
  uint64_t Bsp = 0, BspStore = 0, BspLoad = 0, Rnat = 0;
  uint64_t LoadRnat = 0; // NaT collection in use while filling downwards
  uint64_t Spills = 0, Fills = 0;
};

} // namespace epic::sim
