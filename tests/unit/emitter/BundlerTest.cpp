// The auto-mode bundler: fewest bundles, stops where required, legal units.
#include "emitter/Bundler.h"
#include "emitter/Target.h"
#include "ir/Template.h"
#include "gtest/gtest.h"

using namespace epic::emit;
using epic::ir::Unit;

namespace {
const uint8_t M = unitBit(Unit::M), I = unitBit(Unit::I), A = M | I, F = unitBit(Unit::F),
              B = unitBit(Unit::B), L = unitBit(Unit::L);

std::vector<PlannedBundle> plan(std::vector<BundleItem> Items) { return planBundles(Items); }

// Every item appears once, in order, in a slot of a unit it accepts, and
// required stops fall on template stops.
void checkLegal(const std::vector<BundleItem> &Items, const std::vector<PlannedBundle> &P) {
  int Next = 0;
  for (size_t BI = 0; BI < P.size(); ++BI) {
    const auto &T = epic::ir::templateInfo(P[BI].Template);
    ASSERT_TRUE(T.Valid);
    for (int S = 0; S < 3; ++S) {
      int It = P[BI].Slot[S];
      if (It < 0)
        continue;
      ASSERT_EQ(It, Next++);
      EXPECT_TRUE((Items[It].Units & unitBit(T.Slots[S])) != 0) << "item " << It << " slot " << S;
      if (Items[It].StopAfter) {
        int Last = T.Slots[S] == Unit::L ? 2 : S;
        int NextSlot = 3;
        for (int S2 = S + 1; S2 < 3; ++S2)
          if (P[BI].Slot[S2] >= 0) {
            NextSlot = S2;
            break;
          }
        bool Has = false;
        for (int S2 = Last; S2 < NextSlot; ++S2)
          Has |= (T.StopMask >> S2) & 1;
        EXPECT_TRUE(Has) << "missing stop after item " << It;
      }
    }
  }
  EXPECT_EQ(Next, int(Items.size()));
}

TEST(Bundler, EmptyInputNoBundles) { EXPECT_TRUE(plan({}).empty()); }

TEST(Bundler, ThreeALUOpsFitOneBundle) {
  std::vector<BundleItem> It = {{A}, {A}, {A}};
  auto P = plan(It);
  ASSERT_EQ(P.size(), 1u);
  checkLegal(It, P);
  EXPECT_EQ(P[0].Template & 1, 0) << "no stop was asked for";
}

TEST(Bundler, MidBundleStopUsesSplitTemplates) {
  std::vector<BundleItem> It = {{M, true}, {M}, {I}};
  auto P = plan(It);
  ASSERT_EQ(P.size(), 1u);
  EXPECT_EQ(P[0].Template, 0x0a); // M;MI
  checkLegal(It, P);
  std::vector<BundleItem> It2 = {{M}, {I, true}, {I, true}};
  auto P2 = plan(It2);
  ASSERT_EQ(P2.size(), 1u);
  EXPECT_EQ(P2[0].Template, 0x03); // MI;I;;
  checkLegal(It2, P2);
}

TEST(Bundler, StopWithoutMidTemplateEndsTheBundle) {
  // M ;; F: no template has a stop between an M and an F slot.
  std::vector<BundleItem> It = {{M, true}, {F}};
  auto P = plan(It);
  ASSERT_EQ(P.size(), 2u);
  EXPECT_EQ(P[0].Template & 1, 1);
  checkLegal(It, P);
}

TEST(Bundler, LongInstructionsUseMLX) {
  std::vector<BundleItem> It = {{M}, {L}, {L, true}};
  auto P = plan(It);
  ASSERT_EQ(P.size(), 2u);
  EXPECT_EQ(P[0].Template & ~1, 0x04);
  EXPECT_EQ(P[0].Slot[1], 1);
  EXPECT_EQ(P[1].Template, 0x05);
  checkLegal(It, P);
}

TEST(Bundler, BranchesGoToBSlots) {
  std::vector<BundleItem> It = {{A}, {B}, {B, true}};
  auto P = plan(It);
  ASSERT_EQ(P.size(), 1u);
  EXPECT_EQ(P[0].Template, 0x13); // MBB;;
  checkLegal(It, P);
  std::vector<BundleItem> Four = {{B}, {B}, {B}, {B}};
  auto P4 = plan(Four);
  EXPECT_EQ(P4.size(), 2u);
  checkLegal(Four, P4);
}

TEST(Bundler, FewestBundlesBeatsGreedy) {
  // Greedy MII first would strand the F; the optimum is 2 bundles (MMF? no:
  // M A F | A B): every item placed, 2 bundles.
  std::vector<BundleItem> It = {{M}, {A}, {F}, {A}, {B}};
  auto P = plan(It);
  EXPECT_EQ(P.size(), 2u);
  checkLegal(It, P);
  // Six memory ops need three bundles (at most two M slots per MMI/MMF/MMB).
  std::vector<BundleItem> Mem(6, BundleItem{M});
  auto PM = plan(Mem);
  EXPECT_EQ(PM.size(), 3u);
  checkLegal(Mem, PM);
}

TEST(Bundler, UnplaceableItemGivesEmptyPlan) {
  std::vector<BundleItem> It = {{0}};
  EXPECT_TRUE(plan(It).empty());
}

} // namespace
