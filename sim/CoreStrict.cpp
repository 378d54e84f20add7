// Strict mode for a bundle run without per-slot checks (the whole-bundle
// and threaded paths of Core::runLoop). What the slot loop does per slot
// (a mask test, then the dv rules when it hits; the writes recorded) is
// split into what only depends on the decoded bundle, decided once here at
// decode time, and what depends on the run: the group the bundle continues
// (tested against the masks at entry: a hit sends the bundle to the slot
// loop, which decides exactly) and which slots were predicated off (the
// writes of the group left open at the end are recorded after the run, as
// the slot loop would have recorded them).
//
// The decode-time part rests on monotonicity: a slot whose predicate is
// false checks only its qualifying-predicate read (a subset of its uses)
// and records only the `.unc` targets it clears (a subset of its writes),
// so a bundle whose slots meet no earlier write of their group when every
// slot runs meets none under any predicates.
#include "sim/Core.h"

namespace epic::sim {

void Core::summarizeStrict(CachedBundle &B) {
  B.StrictClean = true;
  B.EntryCheck = {};
  unsigned N = B.NumInsts;
  std::vector<StrictGroup::Entry> Log;
  bool InFirst = true; // still in the group the bundle entered
  unsigned Tail = 0;
  auto boundary = [&](unsigned NextSlot) {
    Log.clear();
    InFirst = false;
    Tail = NextSlot;
  };
  for (unsigned I = 0; I < N; ++I) {
    const CachedInst &CI = B.Insts[I];
    if (CI.Dv.StartsGroup) boundary(I);
    if (InFirst)
      for (unsigned W = 0; W < StrictInfo::Words; ++W) B.EntryCheck[W] |= CI.Dv.Check[W];
    if (StrictGroup::findIn(Log, CI.Dv, true)) B.StrictClean = false;
    // An indirect move's number is known only when it runs: the slot loop
    // records it (Core::strictDyn).
    if (CI.Dv.IndReg >= 0) B.StrictClean = false;
    if (CI.Dv.HasMarks) Log.push_back({&CI.Dv, &B, I, true});
    if (CI.Dv.EndsGroup || CI.StopAfter) boundary(I + 1);
  }
  B.TailFrom = uint8_t(Tail);
  B.ClosesGroup = Tail == N;
}

void Core::strictReplay(const CachedBundle &B, unsigned Ran, uint8_t Off, Flow F) {
  if (F == Flow::Branch || F == Flow::Fault) { // control left: the group ends
    Group.newGroup();
    return;
  }
  // Replay the records of the slots whose group is still open: from the
  // last boundary inside the bundle, or from the slot whose store into
  // decoded code reset the group (Core::store), whichever is later.
  unsigned From = 0;
  if (F == Flow::Next) From = B.TailFrom;
  else
    for (unsigned I = 0; I < Ran; ++I)
      if (B.Insts[I].Dv.StartsGroup) From = I;
      else if (B.Insts[I].Dv.EndsGroup || B.Insts[I].StopAfter) From = I + 1;
  bool Smc = SmcAt == Bundles; // (Bundles counts this bundle's run)
  if (Smc && SmcSlot > From) From = SmcSlot;
  if (From > 0 || Smc) Group.newGroup();
  for (unsigned I = From; I < Ran; ++I) {
    const CachedInst &CI = B.Insts[I];
    if (CI.Dv.StartsGroup) Group.newGroup();
    Group.record(CI.Dv, !((Off >> I) & 1), &B, I);
    if (CI.Dv.EndsGroup || CI.StopAfter) Group.newGroup();
  }
  // A stop at slot Ran: the slot loop had started its group already.
  if (F == Flow::Stop && Ran < B.NumInsts && B.Insts[Ran].Dv.StartsGroup) Group.newGroup();
}

} // namespace epic::sim
