// The API from several threads at once (docs/api.md, "Threads"): each call
// gives what it gives alone. Inputs differ per thread and cover what keeps
// process-wide state: the lazily built tables (forms, dependency rules,
// directive table), the psr field masks of the assembler, the Z3 solver.
#include "epicsched/epicsched.hpp"
#include <gtest/gtest.h>
#include <string>
#include <thread>
#include <vector>

namespace {

std::string source(int K) {
  // K decides the registers, so every thread's text and output differ.
  std::string R = std::to_string(8 + K), A = std::to_string(32 + K), B = std::to_string(40 + K);
  return "\t.text\n\t.proc f" + std::to_string(K) + "#\nf" + std::to_string(K) + ":\n" +
         "\tadd r" + R + " = r" + A + ", r" + B + "\n\t;;\n" +
         "\tld8 r" + B + " = [r" + A + "]\n\t;;\n" +
         "\tadd r" + A + " = r" + B + ", r" + R + "\n" +
         "\tmov r2 = psr.um\n\t;;\n" +
         "\tmovl r" + std::to_string(16 + K) + " = psr." + (K % 2 ? "ic" : "dt") + " | psr.i\n" +
         "\tshladd r" + R + " = r" + A + ", 2, r" + B + "\n" +
         "\tadd r3 = r2, r" + R + "\n\t;;\n" +
         "\tbr.ret.sptk.many b0\n\t.endp f" + std::to_string(K) + "#\n";
}

struct Result {
  std::string Text, Error;
  std::vector<unsigned char> Object;
};

Result run(int K) {
  epicsched::ScheduleOptions O;
  O.solver = K % 2 ? epicsched::Solver::Z3 : epicsched::Solver::List;
  O.timeLimitSeconds = 2;
  O.fileName = "t" + std::to_string(K) + ".s";
  Result R;
  auto S = epicsched::schedule(source(K), O);
  if (!S) {
    R.Error = S.error().Message;
    return R;
  }
  R.Text = *S;
  auto Obj = epicsched::assemble(*S, {"-x", "-mconstant-gp"}, O.fileName);
  if (!Obj)
    R.Error = Obj.error().Message;
  else
    R.Object = *Obj;
  return R;
}

TEST(ApiThreads, ConcurrentCallsGiveWhatEachGivesAlone) {
  constexpr int Threads = 4, Rounds = 3;
  std::vector<Result> Alone;
  for (int K = 0; K < Threads; ++K) {
    Alone.push_back(run(K));
    ASSERT_TRUE(Alone.back().Error.empty()) << Alone.back().Error;
    ASSERT_FALSE(Alone.back().Object.empty());
  }
  for (int Round = 0; Round < Rounds; ++Round) {
    std::vector<Result> Together(Threads);
    std::vector<std::thread> Pool;
    for (int K = 0; K < Threads; ++K)
      Pool.emplace_back([&, K] { Together[K] = run(K); });
    for (std::thread &T : Pool)
      T.join();
    for (int K = 0; K < Threads; ++K) {
      EXPECT_EQ(Together[K].Error, "") << "thread " << K;
      EXPECT_EQ(Together[K].Text, Alone[K].Text) << "thread " << K << ", round " << Round;
      EXPECT_EQ(Together[K].Object, Alone[K].Object) << "thread " << K << ", round " << Round;
    }
  }
}

} // namespace
