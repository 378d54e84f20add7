// The bundle ends of threaded dispatch (sim/Threaded.h): on from a bundle
// to the next one without returning to the run loop while the next bundle
// is threaded, within the budget, not the end address, and (strict mode)
// may run without per-slot checks; the loop's own path otherwise.
#include "sim/Core.h"

namespace epic::sim {

Flow Core::thrContinue(uint64_t Addr, const CachedBundle *B) {
  if (!B || !(B->ThrOk & ThrNeed) || Addr == ThrRet || ThrMax - Insts < B->NumInsts || --ThrLeft == 0 ||
      (ThrStrict && !strictEnter(*B))) [[unlikely]] {
    S.Ip = Addr; // the run loop takes it from here
    S.Slot = 0;
    return Flow::Next;
  }
  ++Bundles;
  return thrEnter(B);
}

/// Strict mode: the group after the bundle's slots [0, Ran) and F.
inline void Core::thrStrictLeave(const CachedBundle &B, unsigned Ran, Flow F) {
  strictLeave(B, Ran, ThrOff, F);
  ThrOff = 0;
  SmcSlot = -1;
}

Flow Core::thrEndBundle() {
  const CachedBundle *B = CurBundle;
  Insts += B->NumInsts;
  Nops += B->NopsThrough[B->NumInsts - 1];
  if (ThrStrict) thrStrictLeave(*B, B->NumInsts, Flow::Next);
  uint64_t Next = B->Address + 16;
  return thrContinue(Next, chained(Next, B->FallNext, B->FallGen));
}

Flow Core::thrTaken(const CachedInst *CI) {
  const CachedBundle *B = CurBundle;
  Insts += CI->SlotNo + 1u;
  Nops += B->NopsThrough[CI->SlotNo];
  if (ThrStrict) thrStrictLeave(*B, CI->SlotNo, Flow::Branch);
  return thrContinue(Target, chained(Target, CI->TargetB, CI->TargetGen));
}

Flow Core::thrExit(const CachedInst *CI, Flow F) {
  const CachedBundle *B = CurBundle;
  unsigned J = CI->SlotNo;
  Insts += J + 1;
  Nops += B->NopsThrough[J];
  if (ThrStrict) thrStrictLeave(*B, J, F);
  switch (F) {
  case Flow::Stop: // where the slot loop leaves the state
    S.Ip = B->Address;
    S.Slot = J;
    return F;
  case Flow::Branch:
    S.Ip = Target;
    S.Slot = TargetSlot;
    TargetSlot = 0;
    if (S.Slot || PendingStop) return Flow::Next;
    return thrContinue(Target, chained(Target, CI->TargetB, CI->TargetGen));
  default: return F; // a fault: the state is at its vector
  }
}

} // namespace epic::sim
