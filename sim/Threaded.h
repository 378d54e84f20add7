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
// does not make them, Core::ThrLeft bounds the depth.
// Included by sim/FastOps.h only.
#pragma once
#include "sim/Core.h"

namespace epic::sim::thr {

inline Flow next(Core &C, const CachedInst *CI) {
  const CachedInst *N = CI->NextCI;
  return N->Thr(C, N);
}

/// Runs Op at CI. IsBr: an IP-relative branch (brCond/brCloop: Next or a
/// taken Branch to slot 0, never a fault), followed into its target.
template <ExecFn Op, bool IsBr> Flow plain(Core &C, const CachedInst *CI) {
  if (!IsBr) C.CurSlot = CI->SlotNo; // faults and errors locate themselves by it
  Flow F = Op(C, *CI);
  if (F == Flow::Next) [[likely]]
    return next(C, CI);
  return IsBr ? C.thrTaken(CI) : C.thrExit(CI, F);
}

/// A predicated slot: skipped (and noted for strict mode) when its
/// qualifying predicate is false.
template <ExecFn Op, bool IsBr> Flow gated(Core &C, const CachedInst *CI) {
  if (!C.pr(CI->QP)) {
    C.ThrOff |= uint8_t(1u << CI->SlotNo);
    return next(C, CI);
  }
  return plain<Op, IsBr>(C, CI);
}

/// A `.unc` compare: runs either way; a false predicate is noted.
template <ExecFn Op, bool IsBr> Flow unc(Core &C, const CachedInst *CI) {
  if (!C.pr(CI->QP)) C.ThrOff |= uint8_t(1u << CI->SlotNo);
  return plain<Op, IsBr>(C, CI);
}

template <ExecFn Op, bool IsBr = false>
inline constexpr ThrFns Fns{plain<Op, IsBr>, gated<Op, IsBr>, unc<Op, IsBr>};

/// The End pseudo-slot of every threaded bundle.
inline Flow endBundle(Core &C, const CachedInst *) { return C.thrEndBundle(); }

} // namespace epic::sim::thr
