// libFuzzer target of the Z3 scheduler with a tiny per-region time limit
// (its list-schedule fallback included); see sched_fuzzer.cpp.
#include "fuzz/FuzzSched.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  epic::sched::SchedOptions O;
  O.Solver = epic::sched::SolverKind::Z3;
  O.TimeLimitSec = 0.05;
  epic::fuzz::scheduleOnce(Data, Size, O);
  return 0;
}
