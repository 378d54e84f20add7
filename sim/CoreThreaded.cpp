// The bundle ends of threaded dispatch (sim/Threaded.h): on from a bundle
// to the next one without returning to the run loop while the next bundle
// is threaded, within the budget, not the end address, and (strict mode)
// may run without per-slot checks; the loop's own path otherwise.
#include "sim/Core.h"

namespace epic::sim {

// The hot ends below make no call but the final jump (so they need no
// stack frame): what may call (decoding a bundle, replaying strict mode's
// open group) is in the out-of-line parts, which jump on themselves.

/// Back to the run loop, which goes on at Addr.
[[gnu::noinline]] Flow Core::thrStop(uint64_t Addr) {
  S.Ip = Addr;
  S.Slot = 0;
  return Flow::Next;
}

/// Check: strict mode's group may be open (after a bundle that left it
/// open); after a stop or a taken branch it is empty and B may enter as is.
template <bool Check> [[gnu::always_inline]] inline Flow Core::thrContinue(uint64_t Addr, const CachedBundle *B) {
  if (!B || (ThrFuel -= B->NumInsts) < 0) [[unlikely]] {
    if (B) ThrFuel += B->NumInsts;
    return thrStop(Addr);
  }
  // (Links in strict mode name only StrictClean bundles.)
  if (Check && ThrStrict && !Group.empty() && Group.touches(B->EntryCheck)) [[unlikely]] {
    ThrFuel += B->NumInsts;
    return thrStop(Addr);
  }
  ++Bundles;
  return thrEnter(B);
}

/// A link not valid any more: look the bundle up again, and link it if
/// this run may chain into it (else link nothing: the loop takes over).
[[gnu::noinline]] Flow Core::thrRelink(uint64_t Addr, const CachedBundle *&P, uint64_t &Gen, bool Check) {
  const CachedBundle *B = bundleAt(Addr);
  if (B && (!(B->ThrOk & ThrNeed) || Addr == ThrRet)) B = nullptr;
  P = B;
  Gen = ChainGen;
  return Check ? thrContinue<true>(Addr, B) : thrContinue<false>(Addr, B);
}

/// thrEndBundle in strict mode when the bundle leaves a group open:
/// replay its records, then go on.
[[gnu::noinline]] Flow Core::thrEndReplay() {
  const CachedBundle *B = CurBundle;
  strictLeave(*B, B->NumInsts, ThrOff, Flow::Next);
  ThrOff = 0;
  uint64_t Next = B->Address + 16;
  if (B->FallGen != ChainGen) return thrRelink(Next, B->FallNext, B->FallGen, true);
  return thrContinue<true>(Next, B->FallNext);
}

Flow Core::thrEndBundle() {
  const CachedBundle *B = CurBundle;
  Nops += B->NopsAll;
  if (ThrStrict) {
    if (!B->ClosesGroup) [[unlikely]]
      return thrEndReplay();
    Group.newGroup();
    ThrOff = 0;
  }
  uint64_t Next = B->Address + 16;
  if (B->FallGen != ChainGen) [[unlikely]]
    return thrRelink(Next, B->FallNext, B->FallGen, false);
  return thrContinue<false>(Next, B->FallNext);
}

Flow Core::thrTaken(const CachedInst *CI) {
  const CachedBundle *B = CurBundle;
  unsigned J = CI->SlotNo;
  ThrFuel += B->NumInsts - (J + 1); // the slots after the branch did not run
  Nops += B->NopsThrough[J];
  if (ThrStrict) { // control left the bundle: the group ends
    Group.newGroup();
    ThrOff = 0;
  }
  if (CI->TargetGen != ChainGen) [[unlikely]]
    return thrRelink(Target, CI->TargetB, CI->TargetGen, false);
  return thrContinue<false>(Target, CI->TargetB);
}

Flow Core::thrExit(const CachedInst *CI, Flow F) {
  const CachedBundle *B = CurBundle;
  unsigned J = CI->SlotNo;
  ThrFuel += B->NumInsts - (J + 1);
  Nops += B->NopsThrough[J];
  if (ThrStrict) {
    strictLeave(*B, J, ThrOff, F);
    ThrOff = 0;
  }
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
    if (CI->TargetGen != ChainGen) return thrRelink(Target, CI->TargetB, CI->TargetGen, false);
    return thrContinue<false>(Target, CI->TargetB); // (the group ended with the branch)
  default: return F; // a fault: the state is at its vector
  }
}

} // namespace epic::sim
