// libFuzzer target of the machine-model loader (`--model=FILE.yaml`): any
// YAML gives a validated model or located errors, never a crash or hang.
// A model that loads is printed (`epicsched model`'s path) and schedules a
// small fixed program with the list scheduler: validation must have refused
// whatever the scheduler cannot take.
#include "fuzz/FuzzCommon.h"
#include "ir/Diagnostics.h"
#include "frontend/Frontend.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Scheduler.h"

using namespace epic;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  ir::SourceManager SM;
  auto MM = model::loadModelFromText(fuzz::text(Data, Size), "fuzz.yaml", SM);
  if (!MM) {
    if (llvm::toString(MM.takeError()).empty())
      fuzz::fail("refused without a message");
    return 0;
  }
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  MM->print(OS, /*Full=*/true);
  static constexpr std::string_view Program = "ld8 r2=[r3]\n add r4=r2,r5\n st8 [r6]=r4\n"
                                              "cmp.eq p6,p7=r4,r0\n (p6) fma.d f8=f9,f10,f11\n"
                                              "(p7) br.cond.sptk 1f\n mov ar.pfs=r9\n1:\n br.ret.sptk b0\n";
  ir::DiagnosticEngine DE(SM);
  frontend::ParseOptions PO;
  PO.Preprocess = false;
  auto M = frontend::parseString(Program, "fixed.s", PO, SM, DE);
  if (!M)
    fuzz::fail("the fixed program does not parse");
  sched::SchedOptions O;
  O.Solver = sched::SolverKind::List;
  if (auto Stats = sched::scheduleModule(*M, *MM, O); !Stats)
    llvm::consumeError(Stats.takeError());
  return 0;
}
