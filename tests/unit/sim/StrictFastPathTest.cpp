// Strict mode on the whole-bundle and threaded paths against the slot loop
// (setFastPath(false)): random programs built to exercise what strict mode
// decides at run time (groups spanning bundles, stops inside bundles,
// predicated writers and readers, `.unc` compares under a false predicate,
// a compare and a branch on its predicate in one group, rewrites of decoded
// code that reset the group in mid-bundle, group-ending instructions,
// generic handlers among fast operations), run in short budget-limited
// pieces so that the group state left at every stop is carried into the next
// run. After every piece both cores must agree on the stop (kind, message,
// place), the counters, the registers and memory.
#include "isa/MachineInst.h"
#include "sim/Core.h"
#include "SimInstBuilder.h"
#include <gtest/gtest.h>
#include <random>

using namespace epic;
using namespace epic::sim;

namespace {

using test::inst;

constexpr uint64_t Code = 0x10000, Data = 0x20000, Iva = 0x40000;
using Bundle = std::array<uint8_t, 16>;

/// A program plus the code rewrite it performs: `st8 [r14]=r15` stores the
/// first eight bytes of bundle RewriteAt over themselves (same code, but the
/// decoded bundle is dropped and strict mode's group starts over).
struct Program {
  std::vector<Bundle> Bundles;
  unsigned RewriteAt = 0;
};

Program randomProgram(std::mt19937_64 &R) {
  using U = ir::Unit;
  auto pick = [&](std::initializer_list<int64_t> L) { return *(L.begin() + R() % L.size()); };
  // Few registers, so that reads and writes of one group meet often.
  auto gr = [&] { return R() % 3 ? pick({1, 2, 12, 13, 16, 17}) : pick({8, 9, 10, 11}); };
  // Sparse programs give each slot its own destinations (their groups
  // conflict only across bundles); dense ones draw them from one pool.
  const bool Sparse = R() % 2;
  unsigned Slot = 0; // the slot being generated
  auto dst = [&] {
    if (!Sparse) return pick({8, 9, 10, 11, 18, 19, 20, 21});
    return Slot == 0 ? pick({8, 9, 10}) : Slot == 1 ? pick({11, 18, 19}) : pick({20, 21});
  };
  auto qp = [&]() -> uint8_t { return R() % 2 ? 0 : uint8_t(R() % 3 ? pick({1, 2}) : pick({6, 7})); };
  auto aluInst = [&](U Unit, unsigned S) -> isa::MachineInst {
    Slot = S;
    switch (R() % 9) {
    case 0: return inst("adds", "rir", {dst(), int64_t(R() % 64), gr()}, Unit, qp());
    case 1: return inst("mov", "rr", {dst(), gr()}, Unit, qp());
    case 2: case 3: {
      if (Sparse && Slot != 2) return inst("mov", "rr", {dst(), gr()}, Unit, qp());
      std::string Mn = std::string("cmp.") + (R() % 2 ? "eq" : "lt") + (R() % 3 ? "" : ".unc");
      int64_t P1 = pick({6, 7}), P2 = P1 == 6 ? 7 : 6;
      return inst(Mn, "pprr", {P1, P2, gr(), gr()}, Unit, qp());
    }
    case 4: return inst("shladdp4", "rrir", {dst(), gr(), 2, gr()}, Unit, qp()); // a generic handler
    default: return inst(R() % 2 ? "add" : "xor", "rrr", {dst(), gr(), gr()}, Unit, qp());
    }
  };
  auto memInst = [&](unsigned S) -> isa::MachineInst {
    Slot = S;
    switch (R() % 7) {
    case 0: return inst("ld8", "rr", {dst(), 3}, U::M, qp());
    case 1: return inst("st8", "rr", {3, gr()}, U::M, qp());
    case 2: return inst("ld8", "rri", {dst(), 4, 8}, U::M, qp()); // writes its base
    case 3: if (R() % 3 == 0) return inst("st8", "rr", {14, 15}, U::M, qp()); // rewrite code
      [[fallthrough]];
    default: return aluInst(U::M, S);
    }
  };
  Program P;
  unsigned N = 6 + R() % 14;
  for (unsigned B = 0; B < N; ++B) {
    std::optional<Bundle> Enc;
    if (B + 1 == N) {
      Enc = *isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
          inst("break.m", "i", {9}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)});
    } else if (R() % 4 == 0) { // MIB: a branch on a predicate possibly set in this group
      isa::MachineInst Br;
      int64_t Fwd = 16 * int64_t(1 + R() % std::min<unsigned>(3, N - 1 - B));
      switch (R() % 4) {
      case 0: Br = inst("br.cloop.sptk.few", "t", {-16 * int64_t(std::min<unsigned>(B, 3))}, U::B); break;
      case 1: case 2: Br = inst("br.cond.sptk.few", "t", {Fwd}, U::B, qp()); break;
      default: Br = inst("nop.b", "i", {0}, U::B, qp()); break;
      }
      auto E = isa::encodeBundle(R() % 4 ? 0x11 : 0x10, std::vector<isa::MachineInst>{memInst(0), aluInst(U::I, 1), Br});
      EXPECT_TRUE(bool(E));
      Enc = *E;
    } else if (R() % 3 == 0) { // MMI, with or without a stop after slot 0
      static constexpr uint8_t T[] = {0x08, 0x09, 0x09, 0x0a, 0x0b};
      auto E = isa::encodeBundle(T[R() % 4], std::vector<isa::MachineInst>{memInst(0), memInst(1), aluInst(U::I, 2)});
      EXPECT_TRUE(bool(E));
      Enc = *E;
    } else { // MII, with or without stops (after slot 1, at the end)
      static constexpr uint8_t T[] = {0x00, 0x01, 0x01, 0x01, 0x02, 0x03};
      auto E = isa::encodeBundle(T[R() % 5], std::vector<isa::MachineInst>{memInst(0), aluInst(U::I, 1), aluInst(U::I, 2)});
      EXPECT_TRUE(bool(E));
      Enc = *E;
    }
    P.Bundles.push_back(*Enc);
  }
  P.RewriteAt = unsigned(R() % N);
  return P;
}

struct Machine {
  Memory Mem;
  Core C{Mem};
  Machine(bool Fast, const Program &P, uint64_t Seed) {
    std::mt19937_64 Init(Seed);
    Mem.map(Code, 0x1000, PageRights{3, 0, true});
    Mem.map(Data, 0x1000, PageRights{3, 0, true});
    Mem.map(Iva, 0x8000, PageRights{3, 0, true});
    Mem.map(0x80000, 0x1000, PageRights{3, 0, true});
    auto Brk = isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
        inst("break.m", "i", {9}, ir::Unit::M), inst("nop.i", "i", {0}, ir::Unit::I),
        inst("nop.i", "i", {0}, ir::Unit::I)});
    for (uint64_t A = Iva; A < Iva + 0x8000; A += 16) Mem.writeBytes(A, Brk->data(), 16);
    for (size_t I = 0; I < P.Bundles.size(); ++I) Mem.writeBytes(Code + 16 * I, P.Bundles[I].data(), 16);
    for (uint64_t A = Data; A < Data + 0x1000; A += 8) Mem.write(A, 8, Init() % 1000);
    C.setFastPath(Fast);
    C.S.Rse.reset(0x80000);
    C.S.Cr[crn::IVA] = Iva;
    for (unsigned R = 1; R < 32; ++R) C.S.Gr[R] = Init() % 50;
    C.S.Gr[3] = Data + 0x100;
    C.S.Gr[4] = Data + 0x400;
    C.S.Gr[14] = Code + 16 * P.RewriteAt;
    uint64_t Low = 0;
    std::memcpy(&Low, P.Bundles[P.RewriteAt].data(), 8);
    C.S.Gr[15] = Low;
    C.S.Pr = Init() | 1;
    C.S.Ar[arn::LC] = 2;
    C.S.Ip = Code;
    C.End.BreakImm = 9;
  }
};

void expectSame(Machine &A, Machine &B, const StopInfo &SA, const StopInfo &SB) {
  EXPECT_EQ(SA.K, SB.K);
  EXPECT_EQ(SA.Message, SB.Message);
  EXPECT_EQ(SA.Ip, SB.Ip);
  EXPECT_EQ(SA.Slot, SB.Slot);
  EXPECT_EQ(A.C.Insts, B.C.Insts);
  EXPECT_EQ(A.C.Nops, B.C.Nops);
  EXPECT_EQ(A.C.Bundles, B.C.Bundles);
  EXPECT_EQ(A.C.Slots, B.C.Slots);
  EXPECT_EQ(A.C.Interruptions, B.C.Interruptions);
  EXPECT_EQ(A.C.S.Gr, B.C.S.Gr);
  EXPECT_EQ(A.C.S.GrNat, B.C.S.GrNat);
  EXPECT_EQ(A.C.S.Pr, B.C.S.Pr);
  EXPECT_EQ(A.C.S.Ar, B.C.S.Ar);
  EXPECT_EQ(A.C.S.Cr, B.C.S.Cr);
  EXPECT_EQ(A.C.S.Psr, B.C.S.Psr);
  EXPECT_EQ(A.C.S.Ip, B.C.S.Ip);
  for (uint64_t Addr = Data; Addr < Data + 0x1000; Addr += 8) {
    uint64_t VA = 0, VB = 0;
    A.Mem.read(Addr, 8, VA);
    B.Mem.read(Addr, 8, VB);
    ASSERT_EQ(VA, VB) << "memory at 0x" << std::hex << Addr;
  }
}

} // namespace

TEST(StrictFastPath, RandomProgramsGiveTheSlotLoopsVerdicts) {
  unsigned Violations = 0, Clean = 0, Pieces = 0;
  uint64_t Threaded = 0, Whole = 0;
  for (unsigned Seed = 1; Seed <= 400; ++Seed) {
    SCOPED_TRACE("seed " + std::to_string(Seed));
    std::mt19937_64 R(Seed);
    Program P = randomProgram(R);
    Machine Fast(true, P, Seed * 13), Ref(false, P, Seed * 13);
    // Short pieces: a budget stop may fall inside a group or a bundle, and
    // the next run continues from the group state it left.
    for (unsigned Piece = 0; Piece < 8; ++Piece) {
      uint64_t Budget = Fast.C.Insts + 1 + R() % 40;
      Fast.C.End.MaxInsts = Ref.C.End.MaxInsts = Budget;
      StopInfo SF = Fast.C.run(), SR = Ref.C.run();
      ++Pieces;
      expectSame(Fast, Ref, SF, SR);
      if (SF.K != StopInfo::Budget) {
        Violations += SF.K == StopInfo::Error && SF.Message.find("dependency violation") != std::string::npos;
        Clean += SF.K == StopInfo::Break;
        break;
      }
    }
    Threaded += Fast.C.ThreadedEntries;
    Whole += Fast.C.WholeBundleEntries;
    EXPECT_EQ(Ref.C.ThreadedEntries + Ref.C.WholeBundleEntries, 0u);
  }
  // Both verdicts occur often, and the fast core took both fast paths.
  EXPECT_GT(Violations, 100u);
  EXPECT_GT(Clean, 40u);
  EXPECT_GT(Pieces, 500u);
  EXPECT_GT(Threaded, 300u);
  EXPECT_GT(Whole, 200u);
}

// A compare and a branch on the predicate it writes may share a group (the
// dv rules exempt the branch), also when the compare is in the bundle
// before: the threaded path must let both run, as the slot loop does.
TEST(StrictFastPath, CompareAndBranchInOneGroupAcrossBundles) {
  using U = ir::Unit;
  Program P;
  P.Bundles.push_back(*isa::encodeBundle(0x00, std::vector<isa::MachineInst>{
      inst("ld8", "rr", {8, 3}, U::M), inst("cmp.eq", "pprr", {6, 7, 0, 0}, U::I),
      inst("add", "rrr", {9, 1, 2}, U::I)}));
  P.Bundles.push_back(*isa::encodeBundle(0x11, std::vector<isa::MachineInst>{
      inst("st8", "rr", {3, 1}, U::M), inst("add", "rrr", {10, 1, 2}, U::I),
      inst("br.cond.sptk.few", "t", {32}, U::B, 6)}));
  P.Bundles.push_back(*isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
      inst("break.m", "i", {8}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}));
  P.Bundles.push_back(*isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
      inst("break.m", "i", {9}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}));
  for (bool Fast : {true, false}) {
    Machine M(Fast, P, 1);
    M.C.End.MaxInsts = 100;
    StopInfo S = M.C.run();
    EXPECT_EQ(S.K, StopInfo::Break) << S.Message;
    EXPECT_EQ(S.Ip, Code + 48);
    EXPECT_EQ(M.C.Insts, 7u);
  }
  // ...but a read of a register written earlier in the group stops the
  // run, the writer being in the bundle before.
  P.Bundles[1] = *isa::encodeBundle(0x11, std::vector<isa::MachineInst>{
      inst("st8", "rr", {3, 9}, U::M), inst("add", "rrr", {10, 1, 2}, U::I),
      inst("br.cond.sptk.few", "t", {32}, U::B, 6)});
  std::string Messages[2];
  for (bool Fast : {true, false}) {
    Machine M(Fast, P, 1);
    StopInfo S = M.C.run();
    EXPECT_EQ(S.K, StopInfo::Error);
    EXPECT_EQ(S.Ip, Code + 16);
    EXPECT_EQ(S.Slot, 0u);
    Messages[Fast] = S.Message;
  }
  EXPECT_EQ(Messages[0], Messages[1]);
  EXPECT_NE(Messages[1].find("reads r9 written earlier in the same instruction group"), std::string::npos)
      << Messages[1];
}

// A store into decoded code resets the group in mid-bundle (Core::store):
// the slot loop forgets the writes before it, so the read of r8 in the
// next bundle of the same group is not a violation. The fast paths, which
// record the open group after the bundle, must forget them too.
TEST(StrictFastPath, RewritingCodeResetsTheGroupInMidBundle) {
  using U = ir::Unit;
  Program P;
  P.Bundles.push_back(*isa::encodeBundle(0x08, std::vector<isa::MachineInst>{
      inst("add", "rrr", {8, 1, 2}, U::M), inst("st8", "rr", {14, 15}, U::M), inst("add", "rrr", {9, 1, 2}, U::I)}));
  P.Bundles.push_back(*isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
      inst("st8", "rr", {3, 8}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}));
  P.Bundles.push_back(*isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
      inst("break.m", "i", {9}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)}));
  for (unsigned Rewrite : {0u, 2u}) { // itself (decoded); one not decoded yet (no reset)
    P.RewriteAt = Rewrite;
    for (bool Fast : {true, false}) {
      SCOPED_TRACE(std::string(Fast ? "fast" : "slot loop") + " rewriting bundle " + std::to_string(Rewrite));
      Machine M(Fast, P, 1);
      M.C.End.MaxInsts = 100;
      StopInfo S = M.C.run();
      if (Rewrite == 0) {
        EXPECT_EQ(S.K, StopInfo::Break) << S.Message;
      } else { // bundle 2 was never decoded: no reset, r8 meets its writer
        EXPECT_EQ(S.K, StopInfo::Error);
        EXPECT_NE(S.Message.find("reads r8 written earlier"), std::string::npos) << S.Message;
      }
      if (Fast) EXPECT_GT(M.C.ThreadedEntries + M.C.WholeBundleEntries, 0u);
    }
  }
}
