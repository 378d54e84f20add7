// libFuzzer target of the scheduler (`epicsched sched`): parse, schedule
// every region (the list scheduler; sched_z3_fuzzer runs Z3), print. Any
// text gives scheduled assembly or located errors, never a crash or hang,
// and the printed output must parse again without an error (the scheduler's
// own output checks — verifier, whole-file dependency scan — run inside).
#include "fuzz/FuzzSched.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  epic::sched::SchedOptions O;
  O.Solver = epic::sched::SolverKind::List;
  epic::fuzz::scheduleOnce(Data, Size, O);
  return 0;
}
