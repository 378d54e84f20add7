// Every row of the paper's Table 4 (RSE) and Table 5 (system instructions),
// queried through the MachineModel API: the paper's cycles and PMU counter.
#include "ModelTestUtil.h"

using namespace epic;
using namespace epic::model;
using namespace epic::model::test;

namespace {

struct Row {
  const char *FromCls, *FromReg, *ToCls, *ToReg;
  unsigned Cycles;
  const char *Counter; // "" = none
};

void expectRow(const MachineModel &M, const Row &R, DepKind K = DepKind::Order) {
  InstInfo P = inst(M, R.FromCls, R.FromReg), C = inst(M, R.ToCls, R.ToReg);
  Latency L = M.latency(P, C, K);
  SCOPED_TRACE(std::string(R.FromCls) + (R.FromReg ? std::string("/") + R.FromReg : "") + " -> " + R.ToCls +
               (R.ToReg ? std::string("/") + R.ToReg : ""));
  EXPECT_EQ(L.Cycles, R.Cycles);
  EXPECT_EQ(std::string(L.Counter), R.Counter);
  ASSERT_NE(L.Rule, nullptr);
  EXPECT_NE(L.Rule->Source.find("paper T"), std::string::npos) << L.Rule->Source;
}

TEST(PaperTable4, EveryRseRow) {
  const MachineModel &M = builtin("itanium2");
  const char *RSEAR[] = {"ar.rsc", "ar.bspstore", "ar.bsp", "ar.rnat"};
  // Rows 1 and 2: to any RSEAR access, read or write.
  for (const char *R : RSEAR)
    for (const char *ToCls : {"frar_m", "toar_m"}) {
      expectRow(M, {"toar_m", "ar.rsc", ToCls, R, 13, "BE_RSE_BUBBLE.AR_DEP"});
      expectRow(M, {"toar_m", "ar.bspstore", ToCls, R, 6, "BE_RSE_BUBBLE.AR_DEP"});
    }
  expectRow(M, {"frar_m", "ar.bspstore", "toar_m", "ar.rnat", 8, "BE_EXE_BUBBLE.ARCR"});
  expectRow(M, {"frar_m", "ar.bsp", "toar_m", "ar.rnat", 8, "BE_EXE_BUBBLE.ARCR"});
  for (const char *A : {"ar.rnat", "ar.unat"})
    for (const char *B : {"ar.rnat", "ar.unat"}) {
      expectRow(M, {"frar_m", A, "toar_m", B, 6, "BE_EXE_BUBBLE.ARCR"});
      expectRow(M, {"toar_m", A, "frar_m", B, 6, "BE_EXE_BUBBLE.ARCR"});
    }
  for (const char *F : {"fmac", "fmisc", "fcmp", "xmpy"})
    expectRow(M, {"frar_m", "ar.unat", F, nullptr, 6, "BE_EXE_BUBBLE.ARCR"});
  expectRow(M, {"toar_m", "ar.bspstore", "flushrs", nullptr, 12, "BE_RSE_BUBBLE.OVERFLOW"});
  expectRow(M, {"toar_m", "ar.rsc", "loadrs", nullptr, 12, "BE_RSE_BUBBLE.LOADRS"});
  expectRow(M, {"toar_m", "ar.bspstore", "loadrs", nullptr, 12, "BE_RSE_BUBBLE.LOADRS"});
  expectRow(M, {"frar_m", "ar.bspstore", "loadrs", nullptr, 2, "BE_RSE_BUBBLE.LOADRS"});
  expectRow(M, {"loadrs", nullptr, "loadrs", nullptr, 8, "BE_RSE_BUBBLE.LOADRS"});
}

TEST(PaperTable4, BriefExamplesByResource) {
  // mov ar.bspstore= -> loadrs 12, -> flushrs 12, -> mov =ar.rnat 6.
  const MachineModel &M = builtin("itanium2");
  InstInfo W = inst(M, "toar_m", "ar.bspstore");
  EXPECT_EQ(M.latency(W, inst(M, "loadrs"), DepKind::Order).Cycles, 12u);
  EXPECT_EQ(M.latency(W, inst(M, "flushrs"), DepKind::Order).Cycles, 12u);
  EXPECT_EQ(M.latency(W, inst(M, "frar_m", "ar.rnat"), DepKind::Order).Cycles, 6u);
  // A different AR does not pick up the RSE rows.
  EXPECT_EQ(M.latency(W, inst(M, "frar_m", "ar.ccv"), DepKind::Order).Cycles, 0u);
  EXPECT_TRUE(M.hasOrderRules(W));
  EXPECT_FALSE(M.hasOrderRules(inst(M, "ialu")));
}

TEST(PaperTable5, EverySystemRow) {
  const MachineModel &M = builtin("itanium2");
  // ANY rows: check against several unrelated later instructions.
  for (const char *Any : {"ialu", "ld", "st", "br", "fmac", "nop"}) {
    expectRow(M, {"epc", nullptr, Any, nullptr, 1, ""});
    expectRow(M, {"bsw", nullptr, Any, nullptr, 6, "BE_RSE_BUBBLE.BANK_SWITCH"});
    expectRow(M, {"srlz_d", nullptr, Any, nullptr, 1, ""});
    expectRow(M, {"sum_rum", nullptr, Any, nullptr, 5, "BE_EXE_BUBBLE.ARCR"});
    expectRow(M, {"topsr", "psr.um", Any, nullptr, 5, "BE_EXE_BUBBLE.ARCR"});
  }
  // rfi and srlz.i split their bubbles over several counters.
  for (const char *Any : {"ialu", "br"}) {
    Latency L = M.latency(inst(M, "rfi"), inst(M, Any), DepKind::Order);
    EXPECT_EQ(L.Cycles, 13u);
    ASSERT_NE(L.Rule, nullptr);
    ASSERT_EQ(L.Rule->Shares.size(), 3u);
    EXPECT_EQ(L.Rule->Shares[0].Counter, "BE_FLUSH_BUBBLE.BRU");
    EXPECT_EQ(L.Rule->Shares[0].Bubbles, 1u);
    EXPECT_EQ(L.Rule->Shares[1].Counter, "BE_FLUSH_BUBBLE.XPN");
    EXPECT_EQ(L.Rule->Shares[1].Bubbles, 8u);
    EXPECT_EQ(L.Rule->Shares[2].Counter, "BACK_END_BUBBLE.FE");
    EXPECT_EQ(L.Rule->Shares[2].Bubbles, 3u);
    Latency S = M.latency(inst(M, "srlz_i"), inst(M, Any), DepKind::Order);
    EXPECT_EQ(S.Cycles, 12u);
    ASSERT_NE(S.Rule, nullptr);
    ASSERT_EQ(S.Rule->Shares.size(), 2u);
    EXPECT_EQ(S.Rule->Shares[0].Counter, "BE_FLUSH_BUBBLE.XPN");
    EXPECT_EQ(S.Rule->Shares[0].Bubbles, 8u);
    EXPECT_EQ(S.Rule->Shares[1].Counter, "BACK_END_BUBBLE.FE");
    EXPECT_EQ(S.Rule->Shares[1].Bubbles, 3u);
  }
  for (const char *Srlz : {"srlz_d", "srlz_i"}) {
    expectRow(M, {"sum_rum", nullptr, Srlz, nullptr, 10, "BE_EXE_BUBBLE.ARCR"});
    expectRow(M, {"topsr", "psr.um", Srlz, nullptr, 10, "BE_EXE_BUBBLE.ARCR"});
    expectRow(M, {"ssm_rsm", nullptr, Srlz, nullptr, 5, "BE_EXE_BUBBLE.ARCR"});
    expectRow(M, {"topsr", "psr.l", Srlz, nullptr, 5, "BE_EXE_BUBBLE.ARCR"});
    expectRow(M, {"frpsr", "psr.um", Srlz, nullptr, 2, "BE_EXE_BUBBLE.ARCR"});
    expectRow(M, {"frpsr", "psr", Srlz, nullptr, 2, "BE_EXE_BUBBLE.ARCR"});
  }
  for (const char *File : {"pkr", "rr"})
    for (const char *To : {"srlz_d", "srlz_i", "sync_i", "fwb", "mf", "invala"})
      expectRow(M, {"toind", File, To, nullptr, 14, "BE_EXE_BUBBLE.ARCR"});
  // USE row: only a consumer of the result waits.
  for (const char *Use : {"ialu", "ld", "st"})
    expectRow(M, {"xlate", nullptr, Use, nullptr, 5, "BE_EXE_BUBBLE.GRALL"}, DepKind::Data);
  EXPECT_EQ(M.latency(inst(M, "xlate"), inst(M, "ialu"), DepKind::Order).Cycles, 0u);
  // ssm -> non-srlz has no Table 5 row; a PMU move to pkr is not the rr/pkr rule.
  EXPECT_EQ(M.latency(inst(M, "ssm_rsm"), inst(M, "ialu"), DepKind::Order).Cycles, 0u);
  EXPECT_EQ(M.latency(inst(M, "toind", "pmc"), inst(M, "srlz_d"), DepKind::Order).Cycles, 0u);
}

TEST(SystemRegisters, PaperSection2Latencies) {
  const MachineModel &M = builtin("itanium2");
  InstInfo Use = inst(M, "ialu");
  auto lat = [&](const char *Cls, const char *Reg) { return M.latency(inst(M, Cls, Reg), Use, DepKind::Data); };
  for (const char *K : {"ar.k0", "ar.k5", "ar.k7", "ar.bsp", "ar.bspstore", "ar.rnat", "ar.rsc"}) {
    EXPECT_EQ(lat("frar_m", K).Cycles, 12u) << K;
    // Paper S5.3.3: kernel-register read stalls are GR scoreboard stalls
    // (GRALL); the RSE registers' are ARCR.
    bool Kr = std::string_view(K).starts_with("ar.k");
    EXPECT_EQ(std::string(lat("frar_m", K).Counter), Kr ? "BE_EXE_BUBBLE.GRALL" : "BE_EXE_BUBBLE.ARCR") << K;
  }
  EXPECT_EQ(lat("frpsr", "psr").Cycles, 12u);
  EXPECT_EQ(lat("frar_m", "ar.itc").Cycles, 36u);
  EXPECT_EQ(lat("frcr", "cr.ivr").Cycles, 36u);
  EXPECT_EQ(lat("frcr", "cr.tpr").Cycles, 36u);
  EXPECT_EQ(lat("frind", "pmd").Cycles, 36u);
  // "mostly 2-5": an ordinary AR/CR.
  unsigned Ccv = lat("frar_m", "ar.ccv").Cycles, Iip = lat("frcr", "cr.iip").Cycles;
  EXPECT_GE(Ccv, 2u);
  EXPECT_LE(Ccv, 5u);
  EXPECT_GE(Iip, 2u);
  EXPECT_LE(Iip, 5u);
  EXPECT_TRUE(M.isSlowRegisterAccess(inst(M, "frar_m", "ar.itc")));
  EXPECT_TRUE(M.isSlowRegisterAccess(inst(M, "tocr", "cr.eoi")));
  EXPECT_FALSE(M.isSlowRegisterAccess(inst(M, "frar_m", "ar.k3")));
  EXPECT_EQ(M.stalls().SlowRegisters.Interval, 6u);
}

TEST(Bypasses, ClassPairsAndOperandRoles) {
  const MachineModel &M = builtin("itanium2");
  auto lat = [&](const char *P, const char *C, DepKind K) { return M.latency(inst(M, P), inst(M, C), K).Cycles; };
  EXPECT_EQ(lat("ld", "ialu", DepKind::Data), 1u);
  EXPECT_EQ(lat("ld", "ld", DepKind::Address), 2u);  // load result as address
  EXPECT_EQ(lat("ld", "st", DepKind::Address), 2u);
  EXPECT_EQ(lat("ld", "st", DepKind::Data), 1u);     // store data, not address
  EXPECT_EQ(lat("ld", "mmalua", DepKind::Data), 2u);
  EXPECT_EQ(lat("ialu", "mmalua", DepKind::Data), 3u);
  EXPECT_EQ(lat("mmalua", "ialu", DepKind::Data), 3u);
  EXPECT_EQ(lat("mmalua", "mmalua", DepKind::Data), 2u);
  EXPECT_EQ(lat("tofr", "frfr", DepKind::Data), 6u); // setf -> getf
  EXPECT_EQ(lat("tofr", "stf", DepKind::Data), 6u);
  EXPECT_EQ(lat("tofr", "fmac", DepKind::Data), 5u); // Q7
  EXPECT_EQ(lat("fcmp", "br", DepKind::Predicate), 1u);
  EXPECT_EQ(lat("icmp", "br", DepKind::Predicate), 0u);
  EXPECT_EQ(lat("icmp", "ialu", DepKind::Predicate), 1u);
  EXPECT_EQ(lat("fmac", "fmac", DepKind::Data), 4u);
  EXPECT_EQ(lat("fld", "fmac", DepKind::Data), 6u);
  EXPECT_EQ(lat("frfr", "ialu", DepKind::Data), 5u);
  EXPECT_EQ(lat("fmac", "br", DepKind::Data), 0u);
  // Order asks only for pairwise rules.
  EXPECT_EQ(lat("fmac", "fmac", DepKind::Order), 0u);
  // Counters of plain class latencies.
  EXPECT_EQ(std::string(M.latency(inst(M, "fmac"), inst(M, "fmac"), DepKind::Data).Counter), "BE_EXE_BUBBLE.FRALL");
  EXPECT_EQ(M.latency(inst(M, "fmac"), inst(M, "fmac"), DepKind::Data).Rule, nullptr);
}

TEST(SplitRules, MeasuredSplits) {
  const MachineModel &M = builtin("itanium2");
  EXPECT_TRUE(M.splitsAfter(inst(M, "srlz_d")));
  EXPECT_TRUE(M.splitsAfter(inst(M, "srlz_i")));
  EXPECT_TRUE(M.splitsAfter(inst(M, "sync_i")));
  EXPECT_TRUE(M.splitsAfter(inst(M, "frar_m", "ar.unat")));
  EXPECT_FALSE(M.splitsAfter(inst(M, "frar_m", "ar.ccv")));
  EXPECT_TRUE(M.splitsBefore(inst(M, "mf")));
  EXPECT_FALSE(M.splitsBefore(inst(M, "ld")));
  EXPECT_TRUE(M.splitsBetween(inst(M, "frar_m", "ar.bsp"), inst(M, "br", nullptr, ir::Unit::B)));
  EXPECT_TRUE(M.splitsBetween(inst(M, "frar_m", "ar.bsp"), inst(M, "nop", nullptr, ir::Unit::B)));
  EXPECT_FALSE(M.splitsBetween(inst(M, "frar_m", "ar.bsp"), inst(M, "ialu", nullptr, ir::Unit::I)));
  EXPECT_TRUE(M.splitsBetween(inst(M, "st"), inst(M, "fwb")));
  EXPECT_TRUE(M.splitsBetween(inst(M, "ialu", nullptr, ir::Unit::M), inst(M, "fwb")));
  EXPECT_FALSE(M.splitsBetween(inst(M, "ialu", nullptr, ir::Unit::I), inst(M, "fwb")));
  EXPECT_TRUE(M.mustStartGroup(inst(M, "alloc")));
  EXPECT_FALSE(M.mustStartGroup(inst(M, "ialu")));
}

TEST(Stalls, SpecialStallParameters) {
  const MachineModel &M = builtin("itanium2");
  const Stalls &S = M.stalls();
  EXPECT_EQ(S.ArCrQueue.Entries, 8u);
  EXPECT_EQ(S.ArCrQueue.ReturnsPerCycle, 1u);
  EXPECT_TRUE(S.ArCrQueue.CompetesWithLoads);
  EXPECT_EQ(S.RegionMoveRecirculation.Distance, 5u);
  EXPECT_EQ(S.RegionMoveRecirculation.Counter, "BE_L1D_FPU_BUBBLE.L1D_DCURECIR");
  EXPECT_TRUE(M.isRegionMove(inst(M, "toind", "rr")));
  EXPECT_TRUE(M.isRegionMove(inst(M, "toind", "pkr")));
  EXPECT_FALSE(M.isRegionMove(inst(M, "toind", "dbr")));
  EXPECT_EQ(S.StoreBufferRecirculation.Window, 3u);
  EXPECT_EQ(S.StoreBufferRecirculation.Counter, "BE_L1D_FPU_BUBBLE.L1D_STBUFRECIR");
  for (const char *C : {"srlz_d", "srlz_i", "sync_i", "flushrs", "loadrs", "rfi"}) {
    const UnconditionalStall *U = M.unconditionalStall(inst(M, C));
    ASSERT_NE(U, nullptr) << C;
    EXPECT_TRUE(U->Drain);
  }
  EXPECT_EQ(M.unconditionalStall(inst(M, "ialu")), nullptr);
  EXPECT_EQ(M.unconditionalStall(inst(M, "loadrs"))->Counter, "BE_RSE_BUBBLE.LOADRS");
  EXPECT_GT(S.BranchMispredict.Penalty, 0u);
  EXPECT_GT(S.ReturnStack.Entries, 0u);
  EXPECT_GT(S.Interruption.Cycles, 0u);
}

} // namespace

namespace {
// The same API over the Merced file gives Merced numbers: the model is data.
TEST(ItaniumOne, OwnLatenciesAndPorts) {
  const MachineModel &M1 = builtin("itanium1"), &M2 = builtin("itanium2");
  auto lat = [](const MachineModel &M, const char *P, const char *C) {
    return M.latency(inst(M, P), inst(M, C), DepKind::Data).Cycles;
  };
  EXPECT_EQ(lat(M1, "ld", "ialu"), 2u);
  EXPECT_EQ(lat(M2, "ld", "ialu"), 1u);
  EXPECT_EQ(lat(M1, "fld", "fmac"), 9u);
  EXPECT_EQ(lat(M2, "fld", "fmac"), 6u);
  EXPECT_EQ(lat(M1, "fmac", "fmac"), 5u);
  EXPECT_EQ(lat(M1, "tofr", "fmac"), 9u);
  EXPECT_EQ(lat(M1, "frfr", "ialu"), 2u);
  EXPECT_EQ(lat(M1, "sem", "ialu"), 11u);
  EXPECT_EQ(M1.portsFor(inst(M1, "fcmp")).size(), 1u); // F0 only on Merced (Q8)
  EXPECT_EQ(M2.portsFor(inst(M2, "fcmp")).size(), 2u);
  EXPECT_FALSE(M1.pairAllowed(0x0e, 0x08)); // MMF never a first bundle on Merced (assumed)
  EXPECT_TRUE(M2.pairAllowed(0x0e, 0x08));
}
} // namespace
