// The interval (energetic) capacity test of the lower bound: the sweep-line
// version (O(n log n)) answers what trying every interval [A, B] answers.
#include "scheduler/LowerBound.h"
#include <gtest/gtest.h>
#include <random>

using namespace epic::sched;

namespace {
/// Every interval between the smallest earliest and the largest latest cycle.
bool everyInterval(const std::vector<int> &Est, const std::vector<int> &Lst, const std::vector<unsigned> &Nodes,
                   int PerCycle) {
  if (Nodes.empty())
    return false;
  int Lo = Est[Nodes[0]], Hi = Lst[Nodes[0]];
  for (unsigned I : Nodes)
    Lo = std::min(Lo, Est[I]), Hi = std::max(Hi, Lst[I]);
  for (int A = Lo; A <= Hi; ++A)
    for (int B = A; B <= Hi; ++B) {
      int Inside = 0;
      for (unsigned I : Nodes)
        Inside += Est[I] >= A && Lst[I] <= B;
      if (Inside > PerCycle * (B - A + 1))
        return true;
    }
  return false;
}
} // namespace

TEST(IntervalOverloaded, SameAnswerAsEveryInterval) {
  std::mt19937 Rng(22);
  int Overloaded = 0, Fine = 0;
  for (int Round = 0; Round < 4000; ++Round) {
    size_t N = 1 + Rng() % 24;
    int Span = 1 + int(Rng() % 12), PerCycle = int(Rng() % 4);
    std::vector<int> Est(N), Lst(N);
    std::vector<unsigned> Nodes;
    for (size_t I = 0; I < N; ++I) {
      Est[I] = int(Rng() % unsigned(Span)) - 3; // negative cycles too
      Lst[I] = Est[I] + int(Rng() % 5);
      if (Rng() % 4) // some indices are not in the class
        Nodes.push_back(unsigned(I));
    }
    bool Want = everyInterval(Est, Lst, Nodes, PerCycle);
    ASSERT_EQ(intervalOverloaded(Est, Lst, Nodes, PerCycle), Want) << "round " << Round;
    (Want ? Overloaded : Fine) += 1;
  }
  // Both answers are exercised often.
  EXPECT_GT(Overloaded, 500);
  EXPECT_GT(Fine, 500);
}

TEST(IntervalOverloaded, ATightIntervalInsideLooseWindows) {
  // Three nodes confined to cycle 5, one per cycle allowed; the wide windows
  // of the others do not hide it.
  std::vector<int> Est = {0, 5, 5, 5, 0}, Lst = {20, 5, 6, 5, 20};
  EXPECT_FALSE(intervalOverloaded(Est, Lst, {0, 1, 2, 4}, 1));
  EXPECT_TRUE(intervalOverloaded(Est, Lst, {0, 1, 2, 3, 4}, 1));
  EXPECT_FALSE(intervalOverloaded(Est, Lst, {0, 1, 2, 3, 4}, 2));
  EXPECT_TRUE(intervalOverloaded(Est, Lst, {1}, 0));
}
