// API-level tests of isa/dv built from ir::Inst values directly.
#include "isa/dv/DependencyChecker.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::isa::dv;

namespace {
ir::Inst make(uint8_t QP, std::string M, std::vector<ir::Operand> Outs, std::vector<ir::Operand> Ins) {
  ir::Inst I;
  I.QP = QP;
  I.Mnemonic = std::move(M);
  I.Outs = std::move(Outs);
  I.Ins = std::move(Ins);
  I.HasEquals = !I.Outs.empty();
  return I;
}
ir::Operand gr(unsigned N) { return ir::Operand::reg(ir::Reg::gr(N)); }
ir::Operand pr(unsigned N) { return ir::Operand::reg(ir::Reg::pr(N)); }
ir::Operand imm(uint64_t V) { return ir::Operand::imm(ir::Expr::constant(V)); }
} // namespace

TEST(DvTables, Consistent) { EXPECT_TRUE(validateTables().empty()); }

TEST(DvAccesses, PostIncrementLoadWritesBase) {
  auto As = accessesOf(make(0, "ld8", {gr(1)}, {ir::Operand::mem(ir::Reg::gr(2)), imm(8)}));
  bool BaseWrite = false, DataWrite = false;
  for (const auto &A : As) {
    BaseWrite |= A.Res == ResourceId::GR && A.Index == 2 && A.Write && A.From == Origin::PostInc;
    DataWrite |= A.Res == ResourceId::GR && A.Index == 1 && A.Write && A.From == Origin::Out;
  }
  EXPECT_TRUE(BaseWrite);
  EXPECT_TRUE(DataWrite);
}

TEST(DvChecker, RawInGroupThenStopClears) {
  DependencyChecker C;
  EXPECT_TRUE(C.append(make(0, "add", {gr(1)}, {gr(2), gr(3)}), 0).empty());
  auto I = make(0, "add", {gr(4)}, {gr(1), gr(5)});
  auto V = C.check(I);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].Kind, DepKind::RAW);
  EXPECT_EQ(V[0].Res, ResourceId::GR);
  EXPECT_EQ(V[0].Index, 1);
  EXPECT_EQ(V[0].fix(), Fix::Stop);
  EXPECT_EQ(describe(V[0], "add"),
            "Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 1");
  EXPECT_EQ(C.check(I).size(), 1u); // check() does not change state
  C.stop();
  EXPECT_TRUE(C.check(I).empty());
}

TEST(DvChecker, IntegerCompareFeedsBranchButFpCompareDoesNot) {
  auto Br = make(6, "br.cond.sptk", {}, {ir::Operand::imm(ir::Expr::symbol("x"))});
  DependencyChecker Int;
  Int.append(make(0, "cmp.eq", {pr(6), pr(7)}, {gr(1), gr(2)}), 0);
  EXPECT_TRUE(Int.check(Br).empty());
  DependencyChecker Fp;
  Fp.append(make(0, "fcmp.eq", {pr(6), pr(7)}, {ir::Operand::reg(ir::Reg::fr(2)), ir::Operand::reg(ir::Reg::fr(3))}), 0);
  EXPECT_EQ(Fp.check(Br).size(), 1u);
}

TEST(DvChecker, MutexPredicatesAndNote11) {
  DependencyChecker C;
  C.preds().mutex({1, 2});
  C.append(make(1, "mov", {gr(3)}, {gr(4)}), 0);
  EXPECT_TRUE(C.check(make(2, "mov", {gr(3)}, {gr(5)})).empty());
  DependencyChecker U;
  U.preds().mutex({1, 2});
  U.append(make(1, "cmp.eq.unc", {pr(3), pr(4)}, {gr(1), gr(2)}), 0);
  EXPECT_FALSE(U.check(make(2, "cmp.eq.unc", {pr(3), pr(4)}, {gr(1), gr(2)})).empty());
}

TEST(DvChecker, RegionRegisterNeedsSrlzD) {
  DependencyChecker C;
  C.append(make(0, "mov", {ir::Operand::indirect(ir::IndirectFile::RR, ir::Reg::gr(0))}, {gr(9)}), 0);
  C.stop();
  auto Ld = make(0, "ld8", {gr(10)}, {ir::Operand::mem(ir::Reg::gr(11))});
  auto V = C.check(Ld);
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].Sem, Semantics::Data);
  EXPECT_EQ(V[0].fix(), Fix::StopSrlzD);
  EXPECT_FALSE(V[0].Certain); // RR# index comes from a GR
  C.append(make(0, "srlz.d", {}, {}), 1);
  EXPECT_TRUE(C.check(Ld).empty());
}

TEST(DvDependences, AcrossGroupsIgnoringStops) {
  auto D = dependencesBetween(make(0, "mov", {gr(1)}, {gr(2)}), make(0, "mov", {gr(1)}, {gr(3)}));
  ASSERT_EQ(D.size(), 1u);
  EXPECT_EQ(D[0].Kind, DepKind::WAW);
  EXPECT_EQ(D[0].Index, 1);
}

TEST(DvGroups, FirstAndLast) {
  EXPECT_TRUE(startsGroup(make(0, "alloc", {gr(34)}, {ir::Operand::reg(ir::Reg::ar(64)), imm(2), imm(3), imm(0), imm(0)})));
  EXPECT_TRUE(endsGroup(make(0, "cover", {}, {})));
  EXPECT_FALSE(endsGroup(make(0, "add", {gr(1)}, {gr(2), gr(3)})));
}

namespace {
ir::Operand ar(unsigned N) { return ir::Operand::reg(ir::Reg::ar(N)); }
bool hasDep(const std::vector<Dependence> &D, DepKind K, ResourceId R, Semantics S) {
  for (const auto &X : D)
    if (X.Kind == K && X.Res == R && X.Sem == S) return true;
  return false;
}
} // namespace

TEST(DvDependences, RseModeReadByBackingStoreMoves) {
  // Issue 14: `mov ar.rsc=r0 ;; mov r17=ar.bspstore` lost its stop.
  auto Rsc = make(0, "mov", {ar(16)}, {gr(0)});
  EXPECT_TRUE(hasDep(dependencesBetween(Rsc, make(0, "mov", {gr(17)}, {ar(18)})), DepKind::RAW,
                     ResourceId::ArRSC, Semantics::ImpliedF));
  EXPECT_TRUE(hasDep(dependencesBetween(Rsc, make(0, "mov", {ar(19)}, {gr(8)})), DepKind::RAW,
                     ResourceId::ArRSC, Semantics::ImpliedF));
  EXPECT_FALSE(hasDep(dependencesBetween(Rsc, make(0, "mov", {gr(17)}, {ar(17)})), DepKind::RAW,
                      ResourceId::ArRSC, Semantics::ImpliedF));
}

TEST(DvAccesses, St16CsdIsNoPostIncrement) {
  auto As = accessesOf(make(0, "st16", {ir::Operand::mem(ir::Reg::gr(8))}, {gr(10), ar(25)}));
  for (const auto &A : As) EXPECT_FALSE(A.Res == ResourceId::GR && A.Write) << int(A.Index);
  auto Lf = accessesOf(make(0, "lfetch", {}, {ir::Operand::mem(ir::Reg::gr(8)), imm(8)}));
  bool BaseRead = false;
  for (const auto &A : Lf) BaseRead |= A.Res == ResourceId::GR && A.Index == 8 && !A.Write && A.From == Origin::PostInc;
  EXPECT_TRUE(BaseRead); // GNU as counts a post-increment lfetch's base as read
}

TEST(DvChecker, UnconditionalBranchForgetsEarlierGroups) {
  // mov psr.l=r8 ;; br b6 ;; ld8: the load is not reached from the move.
  DependencyChecker C;
  C.append(make(0, "mov", {ir::Operand::reg(ir::Reg::psr(ir::PsrView::L))}, {gr(8)}), 0);
  C.stop();
  auto Ld = make(0, "ld8", {gr(9)}, {ir::Operand::mem(ir::Reg::gr(8))});
  EXPECT_FALSE(C.check(Ld).empty());
  C.append(make(0, "br.cond.sptk", {}, {ir::Operand::reg(ir::Reg::br(6))}), 1);
  C.stop();
  EXPECT_TRUE(C.check(Ld).empty());
}

TEST(DvDependences, BankSwitchOrdersBankedRegisterUsers) {
  // Note 10: bsw ends its group, so only cross-group dependence graphs see it.
  auto Bsw = make(0, "bsw.0", {}, {});
  EXPECT_TRUE(hasDep(dependencesBetween(Bsw, make(0, "add", {gr(17)}, {gr(18), gr(19)})), DepKind::RAW,
                     ResourceId::PsrBN, Semantics::ImpliedF));
  EXPECT_FALSE(hasDep(dependencesBetween(Bsw, make(0, "add", {gr(9)}, {gr(8), gr(10)})), DepKind::RAW,
                      ResourceId::PsrBN, Semantics::ImpliedF));
}

// Region registers by index (docs/scheduler.md, "Regions"): `mov rr[r0]=`
// then a load in a later group needs a srlz.d unless the load is proven to
// use another region; `.serialize.data` retires it as GNU as does.
TEST(DvChecker, RegionRegisterIndexAndSerializeData) {
  auto RrWrite = make(0, "mov", {ir::Operand::indirect(ir::IndirectFile::RR, ir::Reg::gr(0))}, {gr(9)});
  auto Load = make(0, "ld8", {gr(16)}, {ir::Operand::mem(ir::Reg::gr(14))});
  auto rawOnRr = [](const std::vector<Violation> &V) {
    for (const Violation &X : V)
      if (X.Res == ResourceId::RR && X.Sem == Semantics::Data) return true;
    return false;
  };
  for (int LoadRegion : {-1, 0, 7}) {
    DependencyChecker C;
    C.append(RrWrite, 0, 0);
    C.stop();
    EXPECT_EQ(rawOnRr(C.append(Load, 1, LoadRegion)), LoadRegion != 7) << LoadRegion;
  }
  DependencyChecker S;
  S.append(RrWrite, 0);
  S.stop();
  S.serialize(false);
  EXPECT_FALSE(rawOnRr(S.append(Load, 1)));
}
