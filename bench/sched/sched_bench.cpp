// Scheduler benchmark: share of random kernel-shaped regions the Z3
// scheduler proves optimal within a per-region time limit, the gap to the
// lower bound, and solve times by region size.
//   sched_bench [--sizes=50,100,250,1000] [--count=N] [--time-limit=S]
#include "../../tests/unit/scheduler/SchedTestUtil.h"
#include "scheduler/GroupCapacity.h"
#include "scheduler/ListScheduler.h"
#include "scheduler/ScheduleCheck.h"
#include "scheduler/Z3Scheduler.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace epic::sched;

int main(int Argc, char **Argv) {
  std::vector<unsigned> Sizes = {10, 20, 30, 50, 100, 250, 1000};
  unsigned Count = 100;
  double Limit = 1.0;
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    if (A.rfind("--sizes=", 0) == 0) {
      Sizes.clear();
      for (char *Tok = std::strtok(A.data() + 8, ","); Tok; Tok = std::strtok(nullptr, ","))
        Sizes.push_back(unsigned(std::atoi(Tok)));
    } else if (A.rfind("--count=", 0) == 0) {
      Count = unsigned(std::atoi(A.c_str() + 8));
    } else if (A.rfind("--time-limit=", 0) == 0) {
      Limit = std::atof(A.c_str() + 13);
    } else {
      std::fprintf(stderr, "unknown option %s\n", A.c_str());
      return 1;
    }
  }
  std::printf("%6s %6s %8s %8s %9s %9s %10s %10s %8s\n", "size", "blocks", "proven", "invalid",
              "list-gap", "z3-gap", "med-ms", "max-ms", "z3<list");
  for (unsigned N : Sizes) {
    unsigned Blocks = N >= 250 ? std::max(1u, Count / 20) : N >= 100 ? std::max(1u, Count / 5) : Count;
    unsigned Proven = 0, Invalid = 0, Better = 0;
    double ListGap = 0, Z3Gap = 0;
    std::vector<double> Ms;
    for (unsigned B = 0; B < Blocks; ++B) {
      Problem P = test::randomProblem(1000 + B * 7 + N, N);
      GroupCapacity Cap(P);
      SolveResult R = solveOptimal(P, Cap, {Limit});
      Invalid += !checkSchedule(P, Cap, R.Best).empty();
      Proven += R.Optimal;
      Better += R.Best.length() < R.ListLength;
      ListGap += double(R.ListLength - R.LowerBound) / R.LowerBound;
      Z3Gap += double(R.Best.length() - R.LowerBound) / R.LowerBound;
      Ms.push_back(R.SolveMs);
      if (std::getenv("SCHED_BENCH_VERBOSE") && !R.Optimal)
        std::printf("  unproven: size %u block %u lb %d list %d best %d (%s, %.0f ms)\n", N, B,
                    R.LowerBound, R.ListLength, R.Best.length(), R.Status.c_str(), R.SolveMs);
    }
    std::sort(Ms.begin(), Ms.end());
    std::printf("%6u %6u %7.1f%% %8u %8.2f%% %8.2f%% %10.1f %10.1f %8u\n", N, Blocks,
                100.0 * Proven / Blocks, Invalid, 100 * ListGap / Blocks, 100 * Z3Gap / Blocks,
                Ms[Ms.size() / 2], Ms.back(), Better);
  }
  return 0;
}
