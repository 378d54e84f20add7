// Timing's block replay and whole-bundle reports (sim/Timing.h) against
// issuing every block through the engine, told instruction by instruction: random programs (loops, conditional branches, predication,
// loads and stores sharing lines, long-latency producers, system
// instructions that must not be replayed, ar.itc reads) run twice, replay on
// and off, and must agree on every cycle, group, bubble, PMU counter,
// misprediction, the issue cycle of every instruction and the final
// registers (ar.itc values included). Plus ar.itc read around known stalls.
#include "isa/MachineInst.h"
#include "latency-db/MachineModel.h"
#include "sim/Core.h"
#include "SimInstBuilder.h"
#include "sim/Semantics.h"
#include "sim/Timing.h"
#include <gtest/gtest.h>
#include <random>

using namespace epic;
using namespace epic::sim;

namespace {

using test::gen;
using test::inst;

constexpr uint64_t Code = 0x10000, Data = 0x20000, Iva = 0x40000;
using Program = std::vector<std::array<uint8_t, 16>>;

std::array<uint8_t, 16> bundle(uint8_t Tpl, std::vector<isa::MachineInst> I) {
  auto E = isa::encodeBundle(Tpl, I);
  EXPECT_TRUE(bool(E)) << "template " << int(Tpl);
  return E ? *E : std::array<uint8_t, 16>{};
}

// Random generators draw inside braced lists (test::gen, SimInstBuilder.h).
struct BundleSpec {
  int Tpl;
  std::vector<isa::MachineInst> I;
};
std::array<uint8_t, 16> genBundle(BundleSpec S) { return bundle(uint8_t(S.Tpl), std::move(S.I)); }

Program randomProgram(std::mt19937_64 &R, unsigned NBundles) {
  using U = ir::Unit;
  auto pick = [&](std::initializer_list<int64_t> L) { return *(L.begin() + R() % L.size()); };
  auto gr = [&] { return pick({1, 7, 8, 10, 11, 12, 14, 15, 32, 34}); };
  auto dst = [&] { return pick({7, 8, 10, 11, 12, 14, 15, 34}); };
  // Bases in two lines of one page (stores and loads meet in a line).
  auto base = [&] { return pick({2, 3, 32}); };
  auto qp = [&]() -> uint8_t { return R() % 4 ? 0 : uint8_t(pick({1, 2, 3, 16})); };
  auto pr = [&] { return pick({1, 2, 3, 16}); };
  auto imm = [&](int64_t Lo, int64_t Hi) { return Lo + int64_t(R() % uint64_t(Hi - Lo + 1)); };
  auto sz = [&] { return std::string(1, "1248"[R() % 4]); };
  static const char *Alu[] = {"add", "sub", "and", "or", "xor", "andcm"};
  auto aluInst = [&](U Unit) -> isa::MachineInst {
    switch (R() % 6) {
    case 0: return gen({"adds", "rir", {dst(), imm(-100, 100), gr()}, Unit, qp()});
    case 1: { // two different targets: one predicate twice is an Illegal Operation
      int64_t P1 = pr(), P2 = pr();
      if (P2 == P1) P2 = P1 == 1 ? 2 : 1;
      return gen({"cmp.lt", "pprr", {P1, P2, gr(), gr()}, Unit, qp()});
    }
    case 2: return gen({"shladd", "rrir", {dst(), gr(), imm(1, 4), gr()}, Unit, qp()});
    default: return gen({Alu[R() % 6], "rrr", {dst(), gr(), gr()}, Unit, qp()});
    }
  };
  auto memInst = [&]() -> isa::MachineInst {
    switch (R() % 24) {
    case 0: case 1: case 2: case 3: return gen({"ld" + sz(), "rr", {dst(), base()}, U::M, qp()});
    case 4: return gen({"ld8", "rri", {dst(), base(), pick({8, -8, 0})}, U::M, qp()});
    case 5: case 6: case 7: return gen({"st" + sz(), "rr", {base(), gr()}, U::M, qp()});
    case 8: return gen({"st8", "rri", {base(), gr(), pick({8, -8})}, U::M, qp()});
    case 9: return gen({"setf.sig", "fr", {pick({6, 7}), gr()}, U::M, qp()});
    case 10: return gen({"getf.sig", "rf", {dst(), pick({6, 7})}, U::M, qp()});
    // Not replayed: a drain, a pairwise-rule source; an ar.itc read asks now().
    case 11: return R() % 2 ? gen({"srlz.d", "", {}, U::M, qp()}) : gen({"mov.m", "ar", {32, gr()}, U::M, qp()});
    case 12: return R() % 2 ? gen({"mov.m", "ra", {dst(), 44}, U::M}) : gen({"mov.m", "ra", {dst(), 32}, U::M, qp()});
    default: return aluInst(U::M);
    }
  };
  Program P;
  for (unsigned B = 0; B < NBundles; ++B) {
    bool Last = B + 1 == NBundles;
    bool Stop = R() % 2;
    if (Last) {
      P.push_back(genBundle({0x01, {gen({"break.m", "i", {9}, U::M}), gen({"nop.i", "i", {0}, U::I}),
                                gen({"nop.i", "i", {0}, U::I})}}));
    } else if (R() % 4 == 0) { // MIB with a branch: loops back, skips forward
      isa::MachineInst Br;
      int64_t Fwd = 16 * int64_t(1 + R() % std::min<unsigned>(3, NBundles - 1 - B));
      int64_t Back = -16 * int64_t(R() % (std::min<unsigned>(B, 5) + 1));
      switch (R() % 5) {
      case 0: case 1: Br = gen({"br.cloop.sptk.few", "t", {Back}, U::B}); break;
      case 2: Br = gen({"br.cond.sptk.few", "t", {Fwd}, U::B, qp()}); break;
      case 3: Br = gen({"br.cond.dptk.many", "t", {Back}, U::B, uint8_t(pick({1, 2, 3, 16}))}); break;
      default: Br = gen({"nop.b", "i", {0}, U::B}); break;
      }
      P.push_back(genBundle({Stop ? 0x11 : 0x10, {memInst(), aluInst(U::I), Br}}));
    } else if (R() % 8 == 0) {
      P.push_back(genBundle({Stop ? 0x05 : 0x04, {memInst(), gen({"movl", "ri", {dst(), int64_t(R() % 4096)}, U::L, qp()})}}));
    } else if (R() % 4 == 0) { // MMI, the stop in the middle or at the end
      P.push_back(genBundle({Stop ? 0x0b : 0x0a, {memInst(), memInst(), aluInst(U::I)}}));
    } else {
      P.push_back(genBundle({Stop ? 0x01 : 0x00, {memInst(), aluInst(U::I), aluInst(U::I)}}));
    }
  }
  return P;
}

struct Machine {
  Memory Mem;
  Core C{Mem};
  model::MachineModel &MM;
  std::unique_ptr<Timing> T;
  Machine(model::MachineModel &M, const Program &Prog, uint64_t Seed, bool Replay) : MM(M) {
    std::mt19937_64 Init(Seed);
    Mem.map(Code, 0x4000, PageRights{3, 0, true});
    Mem.map(Data, 0x1000, PageRights{3, 0, true});
    Mem.map(Iva, 0x8000, PageRights{3, 0, true});
    Mem.map(0x80000, 0x1000, PageRights{3, 0, true});
    auto Brk = bundle(0x01, {inst("break.m", "i", {9}, ir::Unit::M), inst("nop.i", "i", {0}, ir::Unit::I),
                             inst("nop.i", "i", {0}, ir::Unit::I)});
    for (uint64_t A = Iva; A < Iva + 0x8000; A += 16) Mem.writeBytes(A, Brk.data(), 16);
    for (size_t I = 0; I < Prog.size(); ++I) Mem.writeBytes(Code + 16 * I, Prog[I].data(), 16);
    FrameMarker F;
    F.Sof = 4;
    F.Sol = 2;
    C.S.Rse.reset(0x80000, F);
    C.S.Cr[crn::IVA] = Iva;
    for (unsigned R = 1; R < 32; ++R) C.S.Gr[R] = Init() % 64;
    for (unsigned R = 32; R < 36; ++R) C.setGr(R, Init() % 64);
    C.S.Gr[2] = Data + 0x100;
    C.S.Gr[3] = Data + 0x108;
    C.setGr(32, Data + 0x180);
    C.S.Pr = Init() | 1;
    C.S.Ar[arn::LC] = 2 + Init() % 6;
    C.S.Ip = Code;
    C.End.BreakImm = 9;
    C.End.MaxInsts = 3000;
    C.Strict = false;
    T = std::make_unique<Timing>(MM, C);
    T->setReplay(Replay);
    T->setBundles(Replay); // the reference takes every instruction from the slot loop
    C.Listener = T.get();
  }
};

struct ReplayFixture : ::testing::Test {
  ir::SourceManager SM;
  model::MachineModel MM = [this] {
    auto M = model::loadBuiltinModel("itanium2", SM);
    EXPECT_TRUE(bool(M)) << llvm::toString(M.takeError());
    return std::move(*M);
  }();
};

void expectSameTiming(Machine &A, Machine &B, const StopInfo &SA, const StopInfo &SB, uint64_t Seed) {
  SCOPED_TRACE("seed " + std::to_string(Seed));
  ASSERT_EQ(SA.K, SB.K);
  EXPECT_EQ(SA.Ip, SB.Ip);
  EXPECT_EQ(A.C.Insts, B.C.Insts);
  const model::IssueEngine &EA = A.T->engine(), &EB = B.T->engine();
  EXPECT_EQ(EA.cycles(), EB.cycles());
  EXPECT_EQ(EA.groups(), EB.groups());
  EXPECT_EQ(EA.bubbles(), EB.bubbles());
  EXPECT_EQ(EA.counterTotals(), EB.counterTotals());
  EXPECT_EQ(A.T->mispredictions(), B.T->mispredictions());
  for (uint64_t Id = 1; Id <= A.C.Insts; ++Id)
    ASSERT_EQ(EA.issueCycle(Id), EB.issueCycle(Id)) << "instruction #" << Id;
  for (unsigned R = 0; R < 36; ++R)
    EXPECT_EQ(A.C.gr(R), B.C.gr(R)) << "r" << R; // ar.itc reads land here
}

} // namespace

TEST_F(ReplayFixture, RandomProgramsTimeTheSameWithAndWithoutReplay) {
  uint64_t Replayed = 0, Blocks = 0, Cycles = 0, Recirc = 0, Mispredicts = 0;
  for (uint64_t Seed = 1; Seed <= 400; ++Seed) {
    std::mt19937_64 R(Seed);
    Program P = randomProgram(R, 4 + R() % 16);
    Machine On(MM, P, Seed * 7, true), Off(MM, P, Seed * 7, false);
    StopInfo SA = On.C.run(), SB = Off.C.run();
    On.T->finish();
    Off.T->finish();
    expectSameTiming(On, Off, SA, SB, Seed);
    if (HasFatalFailure()) return;
    Replayed += On.T->stats().Replayed;
    Blocks += On.T->stats().Blocks;
    Cycles += On.T->engine().cycles();
    Recirc += On.T->engine().counterTotals()["BE_L1D_FPU_BUBBLE.L1D_STBUFRECIR"];
    Mispredicts += On.T->mispredictions();
    EXPECT_EQ(Off.T->stats().Replayed, 0u);
  }
  // The corpus does exercise what it compares: most blocks replay, and
  // store-buffer recirculations and mispredictions happen.
  EXPECT_GT(Replayed, Blocks / 3);
  EXPECT_GT(Cycles, 90000u); // 96004 (the programs are the same under every compiler)
  EXPECT_GT(Recirc, 1000u);
  EXPECT_GT(Mispredicts, 200u);
  std::printf("blocks %llu replayed %llu cycles %llu recirc %llu mispredicts %llu\n", (unsigned long long)Blocks,
              (unsigned long long)Replayed, (unsigned long long)Cycles, (unsigned long long)Recirc,
              (unsigned long long)Mispredicts);
}

// The bench loop of bench/sim (ld, add, add ;; st, adds, br.cloop): every
// iteration after the first few replays.
TEST_F(ReplayFixture, SteadyLoopReplays) {
  using U = ir::Unit;
  Program P{bundle(0x01, {inst("ld8", "rr", {4, 2}, U::M), inst("add", "rrr", {5, 5, 6}, U::I),
                          inst("add", "rrr", {6, 6, 7}, U::I)}),
            bundle(0x11, {inst("st8", "rr", {3, 5}, U::M), inst("adds", "rir", {7, 1, 7}, U::I),
                          inst("br.cloop.sptk.few", "t", {-16}, U::B)}),
            bundle(0x01, {inst("break.m", "i", {9}, U::M), inst("nop.i", "i", {0}, U::I),
                          inst("nop.i", "i", {0}, U::I)})};
  Machine On(MM, P, 1, true), Off(MM, P, 1, false);
  On.C.S.Ar[arn::LC] = Off.C.S.Ar[arn::LC] = 999;
  On.C.End.MaxInsts = Off.C.End.MaxInsts = 100000;
  StopInfo SA = On.C.run(), SB = Off.C.run();
  On.T->finish();
  Off.T->finish();
  expectSameTiming(On, Off, SA, SB, 0);
  // 2 groups per iteration: the load and the store touch different words of
  // one line, which does not recirculate (store buffer compares words).
  EXPECT_EQ(On.T->engine().cycles(), 2006u);
  EXPECT_GE(On.T->stats().Replayed, 990u);
  // Most passes are counted in batches; a flush every 256 bundles restarts
  // the run (a few passes replayed one by one).
  EXPECT_GE(On.T->stats().Batched, 900u);
}

// One loop head entered after a getf one group before the loop branch on
// three iterations out of four and after a getf in the branch's group on
// the fourth: the same block waits for its first operand 3 or 4 cycles,
// which its key must tell apart.
TEST_F(ReplayFixture, SameBlockEnteredWithDifferentProducerLatencies) {
  using U = ir::Unit;
  auto nopi = [&] { return inst("nop.i", "i", {0}, U::I); };
  auto nopm = [&] { return inst("nop.m", "i", {0}, U::M); };
  Program P{
      // L0: add r5=r4,r5 (waits for r4); r9 = r7 & 3; r7++
      bundle(0x01, {inst("add", "rrr", {5, 4, 5}, U::M), inst("and", "rir", {9, 3, 7}, U::I),
                    inst("adds", "rir", {7, 1, 7}, U::I)}),
      // L1: p1 = (r9 == 0)
      bundle(0x01, {inst("cmp.eq", "ppir", {1, 2, 0, 9}, U::M), nopi(), nopi()}),
      // L2: (p1) br L4
      bundle(0x11, {nopm(), nopi(), inst("br.cond.dpnt.many", "t", {48}, U::B, 1)}),
      // L3: getf.sig r4=f6 ;; br.cloop L0
      bundle(0x01, {inst("getf.sig", "rf", {4, 6}, U::M), nopi(), nopi()}),
      bundle(0x11, {nopm(), nopi(), inst("br.cloop.sptk.few", "t", {-64}, U::B)}),
      // L4: getf.sig r4=f7; br.cloop L0
      bundle(0x11, {inst("getf.sig", "rf", {4, 7}, U::M), nopi(), inst("br.cloop.sptk.few", "t", {-80}, U::B)}),
      bundle(0x01, {inst("break.m", "i", {9}, U::M), nopi(), nopi()})};
  Machine On(MM, P, 1, true), Off(MM, P, 1, false);
  for (Machine *M : {&On, &Off}) {
    M->C.S.Ar[arn::LC] = 400;
    M->C.S.Gr[7] = 0;
    M->C.End.MaxInsts = 100000;
  }
  StopInfo SA = On.C.run(), SB = Off.C.run();
  On.T->finish();
  Off.T->finish();
  expectSameTiming(On, Off, SA, SB, 0);
  EXPECT_EQ(SA.K, StopInfo::Break);
  EXPECT_GE(On.T->stats().Replayed, 400u);
}

// Code rewritten while it runs: a loop's load is replaced by a getf on the
// fifth iteration (the core drops the decoded bundle and decodes it again;
// when the new decode reuses the old one's memory, Timing notices by the
// slot bits and forgets what it recorded). Timing must agree either way.
TEST_F(ReplayFixture, RewrittenCodeIsNotReplayedFromOldRecords) {
  using U = ir::Unit;
  auto nopi = [&] { return inst("nop.i", "i", {0}, U::I); };
  auto nopm = [&] { return inst("nop.m", "i", {0}, U::M); };
  auto nopb = [&] { return inst("nop.b", "i", {0}, U::B); };
  auto NewX = bundle(0x01, {inst("getf.sig", "rf", {4, 6}, U::M), nopi(), nopi()});
  uint64_t W0 = 0, W1 = 0;
  for (int I = 7; I >= 0; --I) {
    W0 = W0 << 8 | NewX[I];
    W1 = W1 << 8 | NewX[8 + I];
  }
  Program P{
      bundle(0x05, {nopm(), inst("movl", "ri", {20, int64_t(W0)}, U::L)}),
      bundle(0x05, {nopm(), inst("movl", "ri", {21, int64_t(W1)}, U::L)}),
      // B2: p1 = (r7 == 5); r7++
      bundle(0x01, {inst("cmp.eq", "ppir", {1, 2, 5, 7}, U::M), inst("adds", "rir", {7, 1, 7}, U::I), nopi()}),
      bundle(0x11, {inst("st8", "rr", {22, 20}, U::M, 1), nopi(), nopb()}),
      bundle(0x11, {inst("st8", "rr", {23, 21}, U::M, 1), nopi(), nopb()}),
      // B5, rewritten: ld8 r4=[r2] -> getf.sig r4=f6
      bundle(0x01, {inst("ld8", "rr", {4, 2}, U::M), nopi(), nopi()}),
      bundle(0x11, {inst("add", "rrr", {5, 4, 5}, U::M), nopi(), inst("br.cloop.sptk.few", "t", {-64}, U::B)}),
      bundle(0x01, {inst("break.m", "i", {9}, U::M), nopi(), nopi()})};
  Machine On(MM, P, 1, true), Off(MM, P, 1, false);
  for (Machine *M : {&On, &Off}) {
    M->C.S.Ar[arn::LC] = 20;
    M->C.S.Gr[7] = 0;
    M->C.S.Gr[22] = Code + 5 * 16;
    M->C.S.Gr[23] = Code + 5 * 16 + 8;
    M->C.End.MaxInsts = 100000;
  }
  StopInfo SA = On.C.run(), SB = Off.C.run();
  On.T->finish();
  Off.T->finish();
  ASSERT_EQ(SA.K, StopInfo::Break) << SA.Message;
  expectSameTiming(On, Off, SA, SB, 0);
  // The rewrite took.
  EXPECT_EQ(On.C.bundleAt(Code + 5 * 16)->Insts[0].MI.info().Mnemonic, std::string_view("getf.sig"));
  EXPECT_GT(On.T->stats().Replayed, 10u);
}

// ar.itc reads the cycle its mov issues in: two reads around a load-use
// stall and an ar.ccv write -> ar.ccv read (both from the model) differ by
// exactly the issue cycles between them.
TEST_F(ReplayFixture, ItcReadsTheCycleOfItsOwnIssue) {
  using U = ir::Unit;
  auto Ld = MM.latency(*MM.inst("ld", U::M), *MM.inst("ialu", U::I), model::DepKind::Data).Cycles;
  auto Ccv = MM.latency(*MM.inst("toar_m", U::M, ir::Reg::ar(32)), *MM.inst("frar_m", U::M, ir::Reg::ar(32)),
                        model::DepKind::Data).Cycles;
  ASSERT_GE(Ld, 1u);
  Program P{
      bundle(0x01, {inst("mov.m", "ra", {8, 44}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}),
      bundle(0x01, {inst("ld8", "rr", {4, 2}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}),
      bundle(0x01, {inst("mov.m", "ar", {32, 4}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}),
      bundle(0x01, {inst("mov.m", "ra", {10, 32}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}),
      bundle(0x01, {inst("mov.m", "ra", {9, 44}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}),
      bundle(0x01, {inst("break.m", "i", {9}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)})};
  for (bool Replay : {true, false}) {
    Machine M(MM, P, 1, Replay);
    M.C.S.Ar[arn::ITC] = 1000;
    StopInfo S = M.C.run();
    M.T->finish();
    ASSERT_EQ(S.K, StopInfo::Break);
    const model::IssueEngine &E = M.T->engine();
    // Instruction ids: 1-3 first bundle, 4-6 ld, 7-9 ccv write, 10-12 ccv read, 13 second itc read.
    uint64_t First = *E.issueCycle(1), Second = *E.issueCycle(13);
    EXPECT_EQ(M.C.gr(8), 1000 + First);
    EXPECT_EQ(M.C.gr(9) - M.C.gr(8), Second - First);
    // The load's result feeds the ar.ccv write, whose value the read waits for:
    // one group each, plus the two latencies' waits.
    EXPECT_EQ(Second - First, 1 + Ld + Ccv + 1) << "ld " << Ld << " ccv " << Ccv;
  }
}

// Long random loops: the expected-block path (the block that followed last
// time, matched instruction by instruction) and the steady state (a block
// following itself, keyed by its recent stores only) carry most of these,
// with walking addresses (post-increment loads and stores crossing lines),
// long-latency producers before and inside the loop, predicates that change
// from iteration to iteration, an inner conditional branch (mispredictions
// between iterations) and a flush every 256 bundles. Replay on and off must
// agree on everything, and the fast paths must have been taken.
namespace {
Program randomLoop(std::mt19937_64 &R) {
  using U = ir::Unit;
  auto pick = [&](std::initializer_list<int64_t> L) { return *(L.begin() + R() % L.size()); };
  auto gr = [&] { return pick({1, 7, 8, 10, 11, 12, 14, 15, 32, 34}); };
  auto dst = [&] { return pick({8, 10, 11, 12, 14, 15, 34}); };
  auto qp = [&]() -> uint8_t { return R() % 4 ? 0 : uint8_t(pick({1, 2, 3})); };
  auto sz = [&] { return std::string(1, "1248"[R() % 4]); };
  auto alu = [&](U Unit) -> isa::MachineInst {
    switch (R() % 5) {
    case 0: return gen({"adds", "rir", {dst(), int64_t(R() % 50), gr()}, Unit, qp()});
    case 1: { // two different targets: one predicate twice is an Illegal Operation
      int64_t P1 = pick({1, 2, 3}), P2 = pick({1, 2, 3});
      if (P2 == P1) P2 = P1 == 1 ? 2 : 1;
      return gen({"cmp.lt", "pprr", {P1, P2, gr(), gr()}, Unit, qp()});
    }
    case 2: return gen({"and", "rir", {dst(), 1, 7}, Unit, qp()});
    default: return gen({"add", "rrr", {dst(), gr(), gr()}, Unit, qp()});
    }
  };
  unsigned PostInc = 0; // at most two 8-byte steps per iteration (the data page)
  auto mem = [&]() -> isa::MachineInst {
    switch (R() % 9) {
    case 0: case 1: return gen({"ld" + sz(), "rr", {dst(), pick({2, 3, 32})}, U::M, qp()});
    case 2: case 3:
      if (PostInc++ < 2) return gen({"ld8", "rri", {dst(), pick({2, 3}), 8}, U::M});
      return gen({"ld8", "rr", {dst(), 32}, U::M});
    case 4: return gen({"st" + sz(), "rr", {pick({2, 3, 32}), gr()}, U::M, qp()});
    case 5:
      if (PostInc++ < 2) return gen({"st8", "rri", {pick({2, 3}), gr(), 8}, U::M});
      return gen({"st8", "rr", {32, gr()}, U::M});
    case 6: return gen({"getf.sig", "rf", {dst(), 6}, U::M, qp()});
    case 7: return gen({"setf.sig", "fr", {6, gr()}, U::M, qp()});
    default: return alu(U::M);
    }
  };
  Program P;
  // Setup: a long-latency producer the loop may read first, or a store to
  // a line the loop may load from (still in the store buffer's window
  // while a short loop settles into its steady state).
  if (R() % 2)
    P.push_back(genBundle({0x01, {gen({"getf.sig", "rf", {pick({8, 10, 11}), 6}, U::M}), alu(U::I), alu(U::I)}}));
  else
    P.push_back(genBundle({0x00, {gen({"st8", "rr", {pick({2, 3, 32}), gr()}, U::M}), alu(U::I), alu(U::I)}}));
  unsigned Body = 1 + R() % 4;
  bool Inner = Body >= 2 && R() % 2;
  for (unsigned B = 0; B < Body; ++B) {
    bool Last = B + 1 == Body;
    if (Last) {
      int64_t Back = -16 * int64_t(Body - 1);
      P.push_back(genBundle({R() % 2 ? 0x11 : 0x10, {mem(), alu(U::I), gen({"br.cloop.sptk.few", "t", {Back}, U::B})}}));
    } else if (Inner && B == 0) { // (p1) skip the next bundle; p1 from r7's low bit
      P.push_back(genBundle({0x11, {gen({"cmp.eq", "ppir", {1, 2, 0, 9}, U::M}), gen({"and", "rir", {9, 1, 7}, U::I}),
                                gen({"nop.b", "i", {0}, U::B})}}));
    } else if (Inner && B == 1 && Body >= 3) {
      P.push_back(genBundle({0x11, {mem(), gen({"adds", "rir", {7, 1, 7}, U::I}),
                                gen({"br.cond.dptk.many", "t", {16 * int64_t(std::min(2u, Body - 2))}, U::B, 1})}}));
    } else {
      P.push_back(genBundle({R() % 2 ? 0x01 : 0x00, {mem(), alu(U::I), alu(U::I)}}));
    }
  }
  P.push_back(genBundle({0x01, {gen({"break.m", "i", {9}, U::M}), gen({"nop.i", "i", {0}, U::I}),
                            gen({"nop.i", "i", {0}, U::I})}}));
  return P;
}
} // namespace

namespace {
struct LoopTotals {
  uint64_t Expected = 0, Steady = 0, Blocks = 0, Recirc = 0, Bundled = 0, Threaded = 0, Batched = 0;
};
/// Runs the 150 random loops on model MM with the fast paths on and off and
/// compares them; false on a fatal failure.
bool runRandomLoops(model::MachineModel &MM, LoopTotals &T) {
  for (uint64_t Seed = 1; Seed <= 150; ++Seed) {
    std::mt19937_64 R(Seed * 1000003);
    Program P = randomLoop(R);
    Machine On(MM, P, Seed * 13, true), Off(MM, P, Seed * 13, false);
    for (Machine *M : {&On, &Off}) {
      M->C.S.Ar[arn::LC] = 50 + Seed % 150;
      M->C.S.Gr[7] = Seed % 3;
      M->C.S.Gr[2] = Data + 0x100;
      M->C.S.Gr[3] = Data + 0x140;
      M->C.End.MaxInsts = 40000;
      M->C.Strict = false; // (random groups may break the dv rules)
    }
    StopInfo SA = On.C.run(), SB = Off.C.run();
    On.T->finish();
    Off.T->finish();
    expectSameTiming(On, Off, SA, SB, Seed);
    if (::testing::Test::HasFatalFailure()) return false;
    T.Expected += On.T->stats().Expected;
    T.Steady += On.T->stats().Steady;
    T.Bundled += On.T->stats().Bundled;
    T.Batched += On.T->stats().Batched;
    T.Threaded += On.C.ThreadedEntries;
    EXPECT_EQ(Off.C.ThreadedEntries, 0u);
    T.Blocks += On.T->stats().Blocks;
    T.Recirc += On.T->engine().counterTotals()["BE_L1D_FPU_BUBBLE.L1D_STBUFRECIR"];
    EXPECT_EQ(Off.T->stats().Expected, 0u);
  }
  std::printf("blocks %llu expected %llu steady %llu recirc %llu bundled %llu threaded %llu batched %llu\n",
              (unsigned long long)T.Blocks, (unsigned long long)T.Expected, (unsigned long long)T.Steady,
              (unsigned long long)T.Recirc, (unsigned long long)T.Bundled, (unsigned long long)T.Threaded,
              (unsigned long long)T.Batched);
  return true;
}
} // namespace

TEST_F(ReplayFixture, LongRandomLoopsTakeTheFastPathsAndTimeTheSame) {
  LoopTotals T;
  if (!runRandomLoops(MM, T)) return;
  EXPECT_GT(T.Expected, T.Blocks / 2);
  EXPECT_GT(T.Bundled, T.Blocks / 2);
  EXPECT_GT(T.Threaded, 1000u);
  EXPECT_GT(T.Steady, T.Blocks / 4);
  EXPECT_GT(T.Batched, T.Blocks / 4);
  EXPECT_GT(T.Recirc, 500u);
}

// The same loops on a model whose store buffer recirculates for 12 cycles
// at a penalty of 1: a pass then sees stores of several earlier passes (and
// of the code before the loop), so a steady batch must have logged enough
// passes, and its engine must get back every store still in the window.
TEST_F(ReplayFixture, LongRandomLoopsWithALongStoreBufferWindow) {
  std::string Text(model::builtinModelText("itanium2"));
  size_t At = Text.find("store_buffer_recirculation:");
  ASSERT_NE(At, std::string::npos);
  size_t W = Text.find("window: 3", At), Pen = Text.find("penalty: 5", At);
  ASSERT_TRUE(W != std::string::npos && Pen != std::string::npos && W - At < 200 && Pen - At < 1200);
  Text.replace(Pen, 10, "penalty: 1");
  Text.replace(W, 9, "window: 12");
  auto Long = model::loadModelFromText(Text, "itanium2-long-window.yaml", SM);
  ASSERT_TRUE(bool(Long)) << llvm::toString(Long.takeError());
  ASSERT_EQ(Long->stalls().StoreBufferRecirculation.Window, 12u);
  LoopTotals T;
  if (!runRandomLoops(*Long, T)) return;
  EXPECT_GT(T.Batched, T.Blocks / 4);
  EXPECT_GT(T.Recirc, 200u); // 297: recirculation bubbles of one cycle each (penalty 1)
}

// A fault inside a bundle run whole (threaded, told to Timing at its end):
// the slot before the faulting load must reach Timing before the
// interruption, as the slot loop tells it. The loop's second iteration
// loads through a misaligned address (the vector's break ends the run).
TEST_F(ReplayFixture, FaultInsideAWholeBundleIsToldInOrder) {
  using U = ir::Unit;
  Program P{bundle(0x0a, {inst("add", "rrr", {8, 8, 11}, U::M), inst("ld8", "rr", {9, 10}, U::M),
                          inst("add", "rrr", {12, 12, 8}, U::I)}),
            bundle(0x11, {inst("adds", "rir", {10, 4, 10}, U::M), inst("nop.i", "i", {0}, U::I),
                          inst("br.cloop.sptk.few", "t", {-16}, U::B)}),
            bundle(0x01, {inst("break.m", "i", {9}, U::M), inst("nop.i", "i", {0}, U::I),
                          inst("nop.i", "i", {0}, U::I)})};
  Machine On(MM, P, 1, true), Off(MM, P, 1, false);
  for (Machine *M : {&On, &Off}) {
    M->C.S.Ar[arn::LC] = 5;
    M->C.S.Gr[10] = Data + 0x100;
    M->C.S.Gr[11] = 1;
    M->C.Strict = false;
  }
  StopInfo SA = On.C.run(), SB = Off.C.run();
  On.T->finish();
  Off.T->finish();
  expectSameTiming(On, Off, SA, SB, 0);
  EXPECT_EQ(SA.K, StopInfo::Break);
  EXPECT_EQ(On.C.Interruptions, 1u);
  EXPECT_EQ(On.C.S.Cr[crn::IIP], Code); // the load's bundle, slot 1
  EXPECT_GT(On.C.ThreadedEntries, 0u);
  EXPECT_EQ(Off.C.ThreadedEntries, 0u);
}

// Loops whose taken branch is not in the last slot carry the rest of their
// bundle into the next window, so the flush at every 256th bundle (which
// drops the carry) is not the same as going on; loops whose branch is last
// carry nothing, and for them it is. Both shapes, long enough for many
// flushes and for batches of steady passes, time the same as the reference.
TEST_F(ReplayFixture, FlushesEvery256BundlesTimeTheSameWithAndWithoutACarry) {
  using U = ir::Unit;
  for (bool Carry : {true, false}) {
    SCOPED_TRACE(Carry ? "branch in slot 1" : "branch in slot 2");
    auto Br = inst("br.cloop.sptk.few", "t", {-16}, U::B);
    Program P{bundle(0x01, {inst("ld8", "rr", {4, 2}, U::M), inst("add", "rrr", {5, 5, 6}, U::I),
                            inst("add", "rrr", {6, 6, 7}, U::I)}),
              Carry ? bundle(0x13, {inst("st8", "rr", {3, 5}, U::M), Br, inst("nop.b", "i", {0}, U::B)})
                    : bundle(0x11, {inst("st8", "rr", {3, 5}, U::M), inst("adds", "rir", {7, 1, 7}, U::I), Br}),
              bundle(0x00, {inst("ld8", "rr", {8, 3}, U::M), inst("add", "rrr", {9, 8, 4}, U::I),
                            inst("add", "rrr", {10, 9, 8}, U::I)}),
              bundle(0x01, {inst("break.m", "i", {9}, U::M), inst("nop.i", "i", {0}, U::I),
                            inst("nop.i", "i", {0}, U::I)})};
    for (uint64_t Trips : {300u, 999u, 1000u}) {
      Machine On(MM, P, 1, true), Off(MM, P, 1, false);
      for (Machine *M : {&On, &Off}) {
        M->C.S.Ar[arn::LC] = Trips;
        M->C.S.Gr[3] = Data + 0x108;
        M->C.End.MaxInsts = 100000;
        M->C.Strict = false;
      }
      StopInfo SA = On.C.run(), SB = Off.C.run();
      On.T->finish();
      Off.T->finish();
      ASSERT_EQ(SA.K, StopInfo::Break) << SA.Message;
      expectSameTiming(On, Off, SA, SB, Trips);
      EXPECT_GT(On.T->stats().Replayed, Trips / 2);
      if (!Carry) {
        EXPECT_GT(On.T->stats().Batched, Trips / 2);
      }
    }
  }
}

// A branch whose qualifying predicate is false is a not-taken branch for the
// predictor (sim/Core.h predictedWhenOff). `(p6) br.cond` to the next bundle
// in a 100-pass loop, told by the slot loop (the reference), by the bundle
// listener's slot-by-slot fallback (tellSlots) and by its matched bundle
// steps (which must train the counter too): all agree, and
// - p6 true on every other pass: `.sptk` mispredicts on each off pass (the
//   taken pass before left the counter at 3, the off pass takes it to 2),
//   `.spnt` on every pass (the counter swings between 1 and 2);
// - p6 never true: `.sptk` mispredicts once (then the counter says not
//   taken), one branch_mispredict more than `.spnt`.
// Plus the loop's exit in every case. (Before: 1, 2, 1 and 1.)
TEST_F(ReplayFixture, PredicatedOffBranchIsPredictedNotTaken) {
  using U = ir::Unit;
  auto nopm = [&] { return inst("nop.m", "i", {0}, U::M); };
  auto nopi = [&] { return inst("nop.i", "i", {0}, U::I); };
  const uint64_t Passes = 100;
  struct Case {
    bool Toggle, Sptk;
    uint64_t Mispredicts;
  };
  uint64_t OffCycles[2] = {};
  for (Case K : {Case{true, true, Passes / 2 + 1}, Case{true, false, Passes + 1}, Case{false, true, 2},
                 Case{false, false, 1}}) {
    SCOPED_TRACE(std::string(K.Toggle ? "toggled" : "off") + (K.Sptk ? " sptk" : " spnt"));
    // r8 ^= 1 ;; p6 = r8 == 1 (or 2: never) ;; (p6) br.cond to the next bundle ;; br.cloop back
    Program P{bundle(0x01, {nopm(), inst("xor", "rir", {8, 1, 8}, U::I), nopi()}),
              bundle(0x01, {nopm(), inst("cmp.eq", "ppir", {6, 0, K.Toggle ? 1 : 2, 8}, U::I), nopi()}),
              bundle(0x11, {nopm(), nopi(), inst(K.Sptk ? "br.cond.sptk.few" : "br.cond.spnt.few", "t", {16}, U::B, 6)}),
              bundle(0x11, {nopm(), nopi(), inst("br.cloop.sptk.few", "t", {-48}, U::B)}),
              bundle(0x01, {inst("break.m", "i", {9}, U::M), nopi(), nopi()})};
    Machine On(MM, P, 1, true), Off(MM, P, 1, false);
    for (Machine *M : {&On, &Off}) {
      M->C.S.Ar[arn::LC] = Passes - 1;
      M->C.S.Gr[8] = 0;
      M->C.End.MaxInsts = 100000;
    }
    StopInfo SA = On.C.run(), SB = Off.C.run();
    On.T->finish();
    Off.T->finish();
    ASSERT_EQ(SA.K, StopInfo::Break) << SA.Message;
    expectSameTiming(On, Off, SA, SB, 0);
    EXPECT_GT(On.T->stats().Bundled, Passes); // the matched steps ran
    EXPECT_EQ(On.T->mispredictions(), K.Mispredicts);
    if (!K.Toggle)
      OffCycles[K.Sptk] = On.T->engine().cycles();
  }
  EXPECT_EQ(OffCycles[1] - OffCycles[0], MM.stalls().BranchMispredict.Penalty);
}
