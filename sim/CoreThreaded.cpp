// The bundle ends of threaded dispatch (sim/Threaded.h): on from a bundle
// to the next one without returning to the run loop while the next bundle
// is threaded, within the budget, not the end address, and (strict mode)
// may run without per-slot checks; the loop's own path otherwise.
#include "sim/Core.h"

namespace epic::sim {

// The hot ends below make no call but the final jump (so they need no
// stack frame): what may call (decoding a bundle, replaying strict mode's
// open group) is in the out-of-line parts, which jump on themselves.

[[gnu::always_inline]] inline Flow Core::thrContinue(uint64_t Addr, const CachedBundle *B) {
  if (!B || !(B->ThrOk & ThrNeed) || Addr == ThrRet || ThrMax - Insts < B->NumInsts || --ThrLeft == 0 ||
      (ThrStrict && !strictEnter(*B))) [[unlikely]] {
    S.Ip = Addr; // the run loop takes it from here
    S.Slot = 0;
    return Flow::Next;
  }
  ++Bundles;
  return thrEnter(B);
}

/// A chained pointer not valid any more: look the bundle up again.
[[gnu::noinline]] Flow Core::thrRelink(uint64_t Addr, const CachedBundle *&P, uint64_t &Gen) {
  return thrContinue(Addr, chained(Addr, P, Gen));
}

/// Strict mode: the group after the bundle's slots [0, Ran) and F.
inline void Core::thrStrictLeave(const CachedBundle &B, unsigned Ran, Flow F) {
  strictLeave(B, Ran, ThrOff, F);
  ThrOff = 0;
  SmcSlot = -1;
}

/// thrEndBundle in strict mode when the bundle leaves a group open (or
/// rewrote decoded code): replay its records, then go on.
[[gnu::noinline]] Flow Core::thrEndReplay() {
  const CachedBundle *B = CurBundle;
  thrStrictLeave(*B, B->NumInsts, Flow::Next);
  uint64_t Next = B->Address + 16;
  return thrContinue(Next, chained(Next, B->FallNext, B->FallGen));
}

Flow Core::thrEndBundle() {
  const CachedBundle *B = CurBundle;
  Insts += B->NumInsts;
  Nops += B->NopsThrough[B->NumInsts - 1];
  if (ThrStrict) {
    if (!B->ClosesGroup || SmcSlot >= 0) [[unlikely]]
      return thrEndReplay();
    Group.newGroup();
    ThrOff = 0;
  }
  uint64_t Next = B->Address + 16;
  if (B->FallGen != ChainGen) [[unlikely]]
    return thrRelink(Next, B->FallNext, B->FallGen);
  return thrContinue(Next, B->FallNext);
}

Flow Core::thrTaken(const CachedInst *CI) {
  const CachedBundle *B = CurBundle;
  unsigned J = CI->SlotNo;
  Insts += J + 1;
  Nops += B->NopsThrough[J];
  if (ThrStrict) { // control left the bundle: the group ends
    Group.newGroup();
    ThrOff = 0;
    SmcSlot = -1;
  }
  if (CI->TargetGen != ChainGen) [[unlikely]]
    return thrRelink(Target, CI->TargetB, CI->TargetGen);
  return thrContinue(Target, CI->TargetB);
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
