// Finding the Z3 horizon solver (Z3Horizon.h): the one linked into this
// program (the packaged libraries register theirs), else the module
// epicsched-z3.so, loaded once, on the first call, by whichever thread
// gets there first. Nothing of Z3 is loaded by commands that do not run
// a Z3 scheduler.
#pragma once
#include "scheduler/Z3Horizon.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace epic::sched {

/// Uses `Fn` (Z3Horizon.cpp linked into this program) instead of the module.
void setLinkedZ3HorizonSolver(HorizonSolverFn Fn);

/// The horizon solver, or why there is none (which files were tried and
/// what the loader said). A failed load is not retried.
llvm::Expected<HorizonSolverFn> z3HorizonSolver();

/// Where the module is looked for, in order: $EPICSCHED_Z3_MODULE alone if
/// set; else beside the program and the library holding this code
/// (DIR/../LIBDIR/epicsched/, DIR/epicsched/, DIR/), then the build tree.
std::vector<std::string> z3ModuleCandidates();

} // namespace epic::sched
