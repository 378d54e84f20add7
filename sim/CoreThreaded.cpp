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
  if (B && ((B->ThrOk & ThrNeed) != ThrNeed || Addr == ThrRet)) B = nullptr;
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

/// The bundle's end after the listener (if any) heard of it.
[[gnu::always_inline]] inline Flow Core::thrEndGo(const CachedBundle *B) {
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

Flow Core::thrEndBundle() {
  if (ThrListen) [[unlikely]]
    return thrEndListen();
  return thrEndGo(CurBundle);
}

[[gnu::noinline]] Flow Core::thrEndListen() {
  const CachedBundle *B = CurBundle;
  thrTell(*B, B->NumInsts - 1, false);
  return thrEndGo(B);
}

/// A taken branch after the fuel of the slots it skipped came back.
[[gnu::always_inline]] inline Flow Core::thrTakenGo(const CachedInst *CI, const CachedBundle *B) {
  Nops += B->NopsThrough[CI->SlotNo];
  if (ThrStrict) { // control left the bundle: the group ends
    Group.newGroup();
    ThrOff = 0;
  }
  if (CI->TargetGen != ChainGen) [[unlikely]]
    return thrRelink(Target, CI->TargetB, CI->TargetGen, false);
  return thrContinue<false>(Target, CI->TargetB);
}

Flow Core::thrTaken(const CachedInst *CI) {
  const CachedBundle *B = CurBundle;
  ThrFuel += B->NumInsts - (CI->SlotNo + 1); // the slots after the branch did not run
  if (ThrListen) [[unlikely]]
    return thrTakenListen(CI);
  return thrTakenGo(CI, B);
}

[[gnu::noinline]] Flow Core::thrTakenListen(const CachedInst *CI) {
  const CachedBundle *B = CurBundle;
  thrTell(*B, CI->SlotNo, true);
  return thrTakenGo(CI, B);
}

// ---- the bundle listener ----

void Core::thrTell(const CachedBundle &B, unsigned Last, bool Taken) {
  Insts = ThrInsBase - uint64_t(ThrFuel);
  Listener->onBundle(B, ThrOff, Last, Taken, Target);
  ResolvedBranch = false;
  followMemory();
  if (!ThrStrict) ThrOff = 0; // (strict mode settles the group with it first)
}

void Core::thrTellUpTo(unsigned Upto) {
  const CachedBundle &B = *CurBundle;
  Insts = ThrInsBase - uint64_t(ThrFuel);
  Listener->tellSlots(B, ThrOff, ThrTold, Upto, false, Target);
  ThrTold = uint8_t(Upto);
  followMemory();
}

void ExecListener::tellSlots(const CachedBundle &B, uint8_t Off, unsigned From, unsigned To, bool TakenLast,
                             uint64_t Target) {
  for (unsigned S = From; S < To; ++S) {
    bool Ex = !(Off >> S & 1), T = TakenLast && S + 1 == To;
    onInst(B, S, Ex, T);
    if ((Ex ? B.BrSlots : B.OffBrSlots) >> S & 1) onBranch(B, S, T, Target);
  }
}

void ExecListener::onBundle(const CachedBundle &B, uint8_t Off, unsigned Last, bool Taken, uint64_t Target) {
  tellSlots(B, Off, 0, Last + 1, Taken, Target);
}

Flow Core::thrExit(const CachedInst *CI, Flow F) {
  const CachedBundle *B = CurBundle;
  unsigned J = CI->SlotNo;
  ThrFuel += B->NumInsts - (J + 1);
  Nops += B->NopsThrough[J];
  if (ThrListen) { // as the slot loop reports: a stop is not reported, the rest is taken
    thrTellUpTo(J);
    if (F != Flow::Stop) {
      Listener->onInst(*B, J, !(ThrOff >> J & 1), true);
      if (ResolvedBranch) Listener->onBranch(*B, J, F == Flow::Branch, Target);
      followMemory();
    }
    ResolvedBranch = false;
    ThrTold = 0;
    if (!ThrStrict) ThrOff = 0;
  }
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
