#include "scheduler/KeptCycles.h"
#include <algorithm>

namespace epic::sched {

void keepCycleBetween(const Problem &P, Schedule &S, unsigned From, unsigned To) {
  int CF = S.Cycle[From], CT = S.Cycle[To];
  for (int C = CT - 1; C > CF; --C)
    if (S.Groups[size_t(C)].empty() && std::find(S.Kept.begin(), S.Kept.end(), C) == S.Kept.end()) {
      S.Kept.push_back(C);
      std::sort(S.Kept.begin(), S.Kept.end());
      return;
    }
  for (int &C : S.Cycle)
    C += C >= CT;
  for (int &C : S.Kept)
    C += C >= CT;
  S.Kept.push_back(CT);
  std::sort(S.Kept.begin(), S.Kept.end());
  S.buildGroups(P);
}

Schedule keepAvoidedCycles(const Problem &P, Schedule S, const std::function<AvoidRun(const Schedule &)> &Run) {
  AvoidRun R = Run(S);
  Schedule Best = S;
  uint64_t BestCycles = R.Cycles;
  // Each round keeps one more cycle; a handful per Avoid pair is plenty.
  size_t Rounds = std::min<size_t>(4 * P.Avoids.size() + 4, 64);
  for (size_t K = 0; K < Rounds && R.Hit; ++K) {
    keepCycleBetween(P, S, R.Hit->first, R.Hit->second);
    R = Run(S);
    if (R.Cycles < BestCycles) {
      Best = S;
      BestCycles = R.Cycles;
    }
  }
  return Best;
}

} // namespace epic::sched
