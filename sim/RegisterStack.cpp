#include "sim/RegisterStack.h"

namespace epic::sim {

uint64_t FrameMarker::pack() const {
  return uint64_t(Sof & 0x7f) | uint64_t(Sol & 0x7f) << 7 | uint64_t((Sor / 8) & 0xf) << 14 |
         uint64_t(RrbGr & 0x7f) << 18 | uint64_t(RrbFr & 0x7f) << 25 | uint64_t(RrbPr & 0x3f) << 32;
}

FrameMarker FrameMarker::unpack(uint64_t V) {
  FrameMarker F;
  F.Sof = unsigned(V & 0x7f);
  F.Sol = unsigned((V >> 7) & 0x7f);
  F.Sor = unsigned((V >> 14) & 0xf) * 8;
  F.RrbGr = unsigned((V >> 18) & 0x7f);
  F.RrbFr = unsigned((V >> 25) & 0x7f);
  F.RrbPr = unsigned((V >> 32) & 0x3f);
  return F;
}

// A register occupies one doubleword; after every 63 registers the slot
// whose address bits 8:3 are all ones holds the NaT collection.
uint64_t bspAdvance(uint64_t Addr, unsigned N) {
  for (unsigned I = 0; I < N; ++I) {
    Addr += 8;
    if (isNatCollection(Addr))
      Addr += 8;
  }
  return Addr;
}

uint64_t bspRetreat(uint64_t Addr, unsigned N) {
  for (unsigned I = 0; I < N; ++I) {
    Addr -= 8;
    if (isNatCollection(Addr))
      Addr -= 8;
  }
  return Addr;
}

void RegisterStack::reset(uint64_t Bsp0, FrameMarker F) {
  Val.fill(0);
  Nat.fill(0);
  Cfm = F;
  Bof = 0;
  NDirty = NClean = 0;
  Bsp = BspStore = BspLoad = Bsp0;
  Rnat = 0;
  Spills = Fills = 0;
}

RseFault RegisterStack::spillOne() {
  // bspstore written (or loadrs'd) onto a collection slot: the collection goes first.
  if (isNatCollection(BspStore)) {
    if (Mem.write(BspStore, 8, Rnat) != MemFault::None)
      return RseFault::MemoryFault;
    BspStore += 8;
  }
  unsigned Phys = wrap(int(Bof) - int(NDirty));
  if (Mem.write(BspStore, 8, Val[Phys]) != MemFault::None)
    return RseFault::MemoryFault;
  uint64_t Bit = uint64_t(1) << rnatBit(BspStore);
  Rnat = Nat[Phys] ? (Rnat | Bit) : (Rnat & ~Bit);
  BspStore += 8;
  if (isNatCollection(BspStore)) {
    if (Mem.write(BspStore, 8, Rnat) != MemFault::None)
      return RseFault::MemoryFault;
    BspStore += 8;
  }
  --NDirty;
  ++NClean;
  ++Spills;
  return RseFault::None;
}

RseFault RegisterStack::fillOne() {
  uint64_t Addr = BspLoad - 8;
  if (isNatCollection(Addr))
    Addr -= 8;
  uint64_t V = 0, Coll = 0;
  if (Mem.read(Addr, 8, V) != MemFault::None)
    return RseFault::MemoryFault;
  // NaT bits of the group bspstore is in are still in ar.rnat; older
  // groups have theirs in the collection slot at the top of the group.
  if ((Addr >> 9) == (BspStore >> 9))
    Coll = Rnat;
  else if (Mem.read(Addr | 0x1f8, 8, Coll) != MemFault::None)
    return RseFault::MemoryFault;
  unsigned Phys = wrap(int(Bof) - int(NDirty) - int(NClean) - 1);
  Val[Phys] = V;
  Nat[Phys] = (Coll >> rnatBit(Addr)) & 1;
  BspLoad = Addr;
  ++NClean;
  ++Fills;
  return RseFault::None;
}

FrameMarker RegisterStack::call() {
  FrameMarker Old = Cfm;
  Bof = (Bof + Cfm.Sol) % NumPhys;
  Bsp = bspAdvance(Bsp, Cfm.Sol);
  NDirty += Cfm.Sol;
  Cfm = FrameMarker{Old.Sof - Old.Sol, 0, 0, 0, 0, 0};
  return Old;
}

RseFault RegisterStack::ret(const FrameMarker &F) {
  if (F.Sol > F.Sof || F.Sof > NumPhys || F.Sor > F.Sof)
    return RseFault::IllegalOperation;
  // The callee's registers beyond the caller's outputs are discarded first,
  // so the caller's locals always fit when they are filled back.
  unsigned Outs = F.Sof - F.Sol;
  if (Cfm.Sof > Outs)
    Cfm.Sof = Outs;
  while (NDirty + NClean < F.Sol) {
    if (Cfm.Sof + NDirty + NClean >= NumPhys)
      --Cfm.Sof; // an output the caller cannot see any more
    if (RseFault E = fillOne(); E != RseFault::None)
      return E;
  }
  Bof = wrap(int(Bof) - int(F.Sol));
  Bsp = bspRetreat(Bsp, F.Sol);
  if (NDirty >= F.Sol) {
    NDirty -= F.Sol;
  } else {
    NClean -= F.Sol - NDirty;
    NDirty = 0;
    // bspstore moves down to bsp. In an older group, ar.rnat must become
    // that group's collection (written when the spills passed it): the
    // fills below bspstore and the next spills of the group read it (SDM
    // vol. 2 6.6, the RSE's NaT collections).
    uint64_t Old = BspStore;
    BspStore = Bsp;
    if ((BspStore >> 9) != (Old >> 9) && Mem.read(BspStore | 0x1f8, 8, Rnat) != MemFault::None)
      return RseFault::MemoryFault;
  }
  Cfm = F;
  return RseFault::None;
}

RseFault RegisterStack::alloc(unsigned Sof, unsigned Sol, unsigned Sor) {
  if (Sof > NumPhys || Sol > Sof || Sor > Sof || Sor % 8 != 0)
    return RseFault::IllegalOperation;
  // Changing the rotating size while registers are rotated is illegal.
  if (Sor != Cfm.Sor && (Cfm.RrbGr || Cfm.RrbFr || Cfm.RrbPr))
    return RseFault::IllegalOperation;
  while (Sof + NDirty + NClean > NumPhys) {
    if (NClean) {
      --NClean;
      BspLoad = bspAdvance(BspLoad, 1);
      continue;
    }
    if (RseFault E = spillOne(); E != RseFault::None)
      return E;
  }
  Cfm.Sof = Sof;
  Cfm.Sol = Sol;
  Cfm.Sor = Sor;
  return RseFault::None;
}

FrameMarker RegisterStack::cover() {
  FrameMarker Old = Cfm;
  Bof = (Bof + Cfm.Sof) % NumPhys;
  Bsp = bspAdvance(Bsp, Cfm.Sof);
  NDirty += Cfm.Sof;
  Cfm = FrameMarker{};
  return Old;
}

RseFault RegisterStack::flushrs() {
  while (NDirty)
    if (RseFault E = spillOne(); E != RseFault::None)
      return E;
  // bspstore on a collection slot below bsp (ar.bspstore written there):
  // the slot is the last dirty word, stored too (Ski does the same).
  if (BspStore < Bsp && isNatCollection(BspStore)) {
    if (Mem.write(BspStore, 8, Rnat) != MemFault::None)
      return RseFault::MemoryFault;
    BspStore += 8;
  }
  return RseFault::None;
}

RseFault RegisterStack::loadrs(uint64_t Bytes) {
  uint64_t Target = Bsp - Bytes;
  if (Bytes % 8 != 0)
    return RseFault::IllegalOperation;
  // Registers below bspstore become dirty again, oldest last; clean ones
  // already equal memory, the rest are filled.
  while (BspStore > Target) {
    if (BspStore - 8 == Target && isNatCollection(Target)) {
      // The last word is the group's collection: it goes back into ar.rnat.
      if (Mem.read(Target, 8, Rnat) != MemFault::None)
        return RseFault::MemoryFault;
      BspStore = Target;
      break;
    }
    if (Cfm.Sof + NDirty + 1 > NumPhys)
      return RseFault::IllegalOperation;
    if (NClean == 0)
      if (RseFault E = fillOne(); E != RseFault::None)
        return E;
    uint64_t Prev = bspRetreat(BspStore, 1);
    if ((Prev >> 9) != (BspStore >> 9) || isNatCollection(BspStore - 8)) {
      // Entering an older group: its collection becomes the partial one.
      if (Mem.read(Prev | 0x1f8, 8, Rnat) != MemFault::None)
        return RseFault::MemoryFault;
    }
    BspStore = Prev;
    --NClean;
    ++NDirty;
  }
  // Dirty registers below the target are dropped; bspstore becomes the
  // target exactly, a collection slot too (SDM vol. 2 rse_ensure_regs_loaded;
  // Ski does the same).
  if (BspStore < Target && NDirty) {
    NDirty = 0;
    for (uint64_t A = Target; A < Bsp; A += 8)
      NDirty += !isNatCollection(A);
    BspStore = Target;
  }
  NClean = 0;
  BspLoad = BspStore;
  return RseFault::None;
}

void RegisterStack::setBspStore(uint64_t Addr) {
  NClean = 0;
  BspStore = BspLoad = Addr;
  // On a collection slot, the collection is stored there first: bsp and the
  // registers start past it (SDM vol. 2 6.6; Ski does the same).
  Bsp = bspAdvance(isNatCollection(Addr) ? Addr + 8 : Addr, NDirty);
}

} // namespace epic::sim
