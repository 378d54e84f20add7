// Threaded dispatch of the fast operations (sim/FastOps.h): in a bundle
// whose every slot is a fast operation, each slot's ThrFn runs its
// operation (inlined from the same function the slot loop calls) and jumps
// to the next slot's ThrFn, the bundle's End pseudo-slot to the next
// bundle (chained through CachedBundle::FallNext and CachedInst::TargetB),
// so a run of such bundles makes no call and no return per instruction.
// Only the straight path is here: anything that leaves it (a fault, a stop,
// a branch into a bundle's middle, a bundle that is not threaded, the
// budget) goes through Core::thrExit / thrEndBundle back to the run loop.
// The calls at the ends are tail calls at -O2 and above; where the compiler
// does not make them, Core::ThrCap bounds the depth.
// Included by sim/FastOps.h only.
#pragma once
#include "sim/Core.h"

namespace epic::sim::thr {

inline Flow next(Core &C, const CachedInst *CI) {
  const CachedInst *N = CI->NextCI;
  return N->Thr(C, N);
}

/// How a slot runs (the policies below); the wrappers add the predicate.
/// Plain: runs Op. IsBr: an IP-relative branch (brCond/brCloop: Next or a
/// taken Branch to slot 0, never a fault), followed into its target.
/// SetSlot: Op may fault or stop, which locate themselves by CurSlot.
template <ExecFn Op, bool IsBr, bool SetSlot> struct Plain {
  static Flow go(Core &C, const CachedInst *CI) {
    if (SetSlot) C.CurSlot = CI->SlotNo;
    Flow F = Op(C, *CI);
    if (F == Flow::Next) [[likely]]
      return next(C, CI);
    return IsBr ? C.thrTaken(CI) : C.thrExit(CI, F);
  }
};

/// Out of line, so that a slot's hit path below needs no stack frame.
template <ExecFn Op> [[gnu::noinline]] Flow slow(Core &C, const CachedInst *CI) {
  return Plain<Op, false, true>::go(C, CI);
}

/// HitOr: Hit does the whole operation when nothing unusual is involved
/// (false, having changed nothing, otherwise); Slow does everything.
template <bool (*Hit)(Core &, const CachedInst &), ExecFn Slow> struct HitOr {
  static Flow go(Core &C, const CachedInst *CI) {
    if (Hit(C, *CI)) [[likely]]
      return next(C, CI);
    return slow<Slow>(C, CI);
  }
};

template <class P> Flow plain(Core &C, const CachedInst *CI) { return P::go(C, CI); }

/// A predicated slot: skipped (and noted for strict mode) when its
/// qualifying predicate is false.
template <class P> Flow gated(Core &C, const CachedInst *CI) {
  if (!C.pr(CI->QP)) {
    C.ThrOff |= uint8_t(1u << CI->SlotNo);
    return next(C, CI);
  }
  return P::go(C, CI);
}

/// A `.unc` compare: runs either way; a false predicate is noted.
template <class P> Flow unc(Core &C, const CachedInst *CI) {
  if (!C.pr(CI->QP)) C.ThrOff |= uint8_t(1u << CI->SlotNo);
  return P::go(C, CI);
}

template <class P> inline constexpr ThrFns FnsOf{plain<P>, gated<P>, unc<P>};
template <ExecFn Op, bool IsBr = false, bool SetSlot = !IsBr>
inline constexpr ThrFns Fns = FnsOf<Plain<Op, IsBr, SetSlot>>;

/// The End pseudo-slot of every threaded bundle.
inline Flow endBundle(Core &C, const CachedInst *) { return C.thrEndBundle(); }

} // namespace epic::sim::thr
