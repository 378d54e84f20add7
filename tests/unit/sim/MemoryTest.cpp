#include "sim/Memory.h"
#include <gtest/gtest.h>

using namespace epic::sim;

TEST(PageRights, GatePagePromotesOnExecute) {
  PageRights Gate{7, 0, true};
  RightsCheck C = checkRights(Gate, Access::Execute, 3);
  EXPECT_TRUE(C.Allowed);
  ASSERT_TRUE(C.PromoteTo.has_value());
  EXPECT_EQ(*C.PromoteTo, 0u);
  EXPECT_FALSE(checkRights(Gate, Access::Read, 3).Allowed);
  // At the page's own level it is ordinary read/execute, no promotion.
  EXPECT_FALSE(checkRights(Gate, Access::Execute, 0).PromoteTo.has_value());
  EXPECT_TRUE(checkRights(Gate, Access::Read, 0).Allowed);
}

TEST(PageRights, KernelOnlyAndSharedPages) {
  PageRights KernelRW{2, 0, true};
  EXPECT_TRUE(checkRights(KernelRW, Access::Write, 0).Allowed);
  EXPECT_FALSE(checkRights(KernelRW, Access::Read, 3).Allowed);
  PageRights UserReadable{4, 0, true}; // RW for the kernel, R for users
  EXPECT_TRUE(checkRights(UserReadable, Access::Read, 3).Allowed);
  EXPECT_FALSE(checkRights(UserReadable, Access::Write, 3).Allowed);
}

TEST(Memory, LittleEndianAccessAndFaults) {
  Memory M;
  M.map(0x2000, 0x1000, PageRights{2, 0, true});
  ASSERT_EQ(M.write(0x2008, 8, 0x1122334455667788ull), MemFault::None);
  uint64_t V = 0;
  ASSERT_EQ(M.read(0x2008, 2, V), MemFault::None);
  EXPECT_EQ(V, 0x7788u);
  EXPECT_EQ(M.read(0x5000, 8, V), MemFault::NotPresent);
  EXPECT_EQ(M.check(0x2004, 8, Access::Read, 0), MemFault::Unaligned);
  EXPECT_EQ(M.check(0x2008, 8, Access::Read, 3), MemFault::AccessRights);
  EXPECT_EQ(M.check(0x2008, 8, Access::Write, 0), MemFault::None);
}
