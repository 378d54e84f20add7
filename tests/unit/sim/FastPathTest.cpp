// The core's pre-decoded fast operations (sim/FastOps.h) against the SemEntry
// handlers they stand in for: random programs over the fast forms (with
// NaT sources, r0, stacked registers outside the frame, predication,
// unaligned / unmapped / read-only accesses, loops) run on two cores, one
// with the fast path and one without, and must end in the same state with
// the same stop, counters and memory. Plus the access cache's invalidation.
#include "isa/MachineInst.h"
#include "sim/Core.h"
#include "SimInstBuilder.h"
#include "sim/Semantics.h"
#include <gtest/gtest.h>
#include <random>

using namespace epic;
using namespace epic::sim;

namespace {

using test::inst;

constexpr uint64_t Code = 0x10000, Data = 0x20000, ReadOnly = 0x21000, Iva = 0x40000;

struct Machine {
  Memory Mem;
  Core C{Mem};
  Machine(bool Fast, const std::vector<std::array<uint8_t, 16>> &Prog, std::mt19937_64 Init) {
    Mem.map(Code, 0x4000, PageRights{3, 0, true});
    Mem.map(Data, 0x1000, PageRights{3, 0, true});
    Mem.map(ReadOnly, 0x1000, PageRights{0, 0, true});
    Mem.map(Iva, 0x8000, PageRights{3, 0, true});
    Mem.map(0x80000, 0x1000, PageRights{3, 0, true});
    // Every interruption vector stops the run with `break 9`.
    auto Brk = isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
        inst("break.m", "i", {9}, ir::Unit::M), inst("nop.i", "i", {0}, ir::Unit::I),
        inst("nop.i", "i", {0}, ir::Unit::I)});
    for (uint64_t A = Iva; A < Iva + 0x8000; A += 16) Mem.writeBytes(A, Brk->data(), 16);
    for (size_t I = 0; I < Prog.size(); ++I) Mem.writeBytes(Code + 16 * I, Prog[I].data(), 16);
    for (uint64_t A = Data; A < Data + 0x1000; A += 8) Mem.write(A, 8, Init());
    C.setFastPath(Fast);
    FrameMarker F;
    F.Sof = 4;
    F.Sol = 2;
    C.S.Rse.reset(0x80000, F);
    C.S.Cr[crn::IVA] = Iva;
    for (unsigned R = 1; R < 32; ++R) C.S.Gr[R] = Init() % 5 == 0 ? Init() : Init() % 64;
    for (unsigned R = 32; R < 36; ++R) C.setGr(R, Init() % 100);
    // Bases: aligned and unaligned data, read-only, unmapped.
    C.S.Gr[2] = Data + 0x100;
    C.S.Gr[3] = Data + 0x808;
    C.S.Gr[4] = Data + 0x43;
    C.S.Gr[5] = ReadOnly + 0x10;
    C.S.Gr[6] = 0x30000;
    C.S.Gr[13] = 8; // post-increment by register
    C.setGr(32, Data + 0x200);
    C.S.GrNat[9] = true;
    C.S.Rse.nat(33) = true;
    C.S.Pr = Init() | 1;
    C.S.Ar[arn::LC] = 3;
    C.S.Ip = Code;
    C.End.BreakImm = 9;
    C.End.MaxInsts = 400;
  }
};

std::vector<std::array<uint8_t, 16>> randomProgram(std::mt19937_64 &R, unsigned NBundles) {
  using U = ir::Unit;
  auto pick = [&](std::initializer_list<int64_t> L) { return *(L.begin() + R() % L.size()); };
  // Mostly plain registers; sometimes r0, a NaT source (r9, r33) or r36
  // (outside the 4-register frame), and bases that fault.
  auto gr = [&] { return R() % 10 ? pick({1, 7, 8, 10, 11, 12, 32, 34, 35}) : pick({0, 9, 33, 36}); };
  auto dst = [&] { return R() % 16 ? pick({7, 8, 10, 11, 12, 34, 35}) : pick({0, 36}); };
  auto base = [&] { return R() % 16 ? pick({2, 3, 32}) : pick({4, 5, 6, 9}); };
  auto qp = [&]() -> uint8_t { return R() % 3 ? 0 : uint8_t(pick({1, 2, 3, 16, 17})); };
  auto pr = [&] { return pick({1, 2, 3, 16, 17}); };
  auto imm = [&](int64_t Lo, int64_t Hi) { return Lo + int64_t(R() % uint64_t(Hi - Lo + 1)); };
  auto sz = [&] { return std::string(1, "1248"[R() % 4]); };
  static const char *Alu[] = {"add", "sub", "and", "or", "xor", "andcm"};
  static const char *Rel[] = {"eq", "lt", "ltu"}; // the encoded relations (the rest are assembler pseudo-ops)
  auto aluInst = [&](U Unit) -> isa::MachineInst {
    switch (R() % 11) {
    case 0: return inst("adds", "rir", {dst(), imm(-8192, 8191), gr()}, Unit, qp());
    case 1: return inst(pick({0, 1}) ? "and" : "sub", "rir", {dst(), imm(-128, 127), gr()}, Unit, qp());
    case 2: return inst("mov", "rr", {dst(), gr()}, Unit, qp());
    case 3: {
      std::string Mn = std::string(pick({0, 1}) ? "cmp." : "cmp4.") + Rel[R() % 3] + (R() % 3 ? "" : ".unc");
      if (R() % 2) return inst(Mn, "pprr", {pr(), pr(), gr(), gr()}, Unit, qp());
      return inst(Mn, "ppir", {pr(), pr(), imm(-128, 127), gr()}, Unit, qp());
    }
    case 4: return inst("shladd", "rrir", {dst(), gr(), imm(1, 4), gr()}, Unit, qp());
    case 5:
      if (Unit != U::I) return inst("shladdp4", "rrir", {dst(), gr(), imm(1, 4), gr()}, Unit, qp()); // generic
      switch (R() % 6) {
      case 0: return inst("shl", "rri", {dst(), gr(), imm(0, 63)}, Unit, qp());
      case 1: return inst("shr", "rri", {dst(), gr(), imm(0, 63)}, Unit, qp());
      case 2: return inst("shr.u", "rri", {dst(), gr(), imm(0, 63)}, Unit, qp());
      case 3: { int64_t P = imm(0, 63); return inst("extr", "rrii", {dst(), gr(), P, imm(1, 64 - P)}, Unit, qp()); }
      case 4: { int64_t P = imm(0, 63); return inst("extr.u", "rrii", {dst(), gr(), P, imm(1, 64 - P)}, Unit, qp()); }
      default: { int64_t P = imm(0, 63); return inst("dep.z", "rrii", {dst(), gr(), P, imm(1, 64 - P)}, Unit, qp()); }
      }
    default: return inst(Alu[R() % 6], "rrr", {dst(), gr(), gr()}, Unit, qp());
    }
  };
  auto memInst = [&]() -> isa::MachineInst {
    switch (R() % 8) {
    case 0: case 1: return inst("ld" + sz(), "rr", {dst(), base()}, U::M, qp());
    case 2: return inst("ld" + sz(), "rri", {dst(), base(), R() % 16 ? pick({8, 16, -8}) : 3}, U::M, qp());
    case 3: return inst("ld" + sz(), "rrr", {dst(), base(), R() % 4 ? 13 : gr()}, U::M, qp());
    case 4: return inst("st" + sz(), "rr", {base(), gr()}, U::M, qp());
    case 5: return inst("st" + sz(), "rri", {base(), gr(), pick({8, -16, 24})}, U::M, qp());
    case 6: return inst("ld8.s", "rr", {dst(), base()}, U::M, qp()); // generic
    default: return aluInst(U::M);
    }
  };
  std::vector<std::array<uint8_t, 16>> P;
  for (unsigned B = 0; B < NBundles; ++B) {
    bool Last = B + 1 == NBundles;
    bool Stop = R() % 2;
    std::optional<std::array<uint8_t, 16>> Enc;
    if (Last) {
      Enc = *isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
          inst("break.m", "i", {9}, U::M), inst("nop.i", "i", {0}, U::I), inst("nop.i", "i", {0}, U::I)});
    } else if (R() % 4 == 0) { // MIB with a branch
      isa::MachineInst Br;
      int64_t Fwd = 16 * int64_t(1 + R() % std::min<unsigned>(3, NBundles - 1 - B));
      switch (R() % 4) {
      case 0: Br = inst("br.cloop.sptk.few", "t", {-16 * int64_t(std::min<unsigned>(B, 4))}, U::B); break;
      case 1: Br = inst("br.cond.sptk.few", "t", {Fwd}, U::B, qp()); break;
      case 2: Br = inst("br.cond.dpnt.many", "t", {Fwd}, U::B, qp()); break;
      default: Br = inst("nop.b", "i", {0}, U::B, qp()); break;
      }
      auto E = isa::encodeBundle(Stop ? 0x11 : 0x10, std::vector<isa::MachineInst>{memInst(), aluInst(U::I), Br});
      EXPECT_TRUE(bool(E));
      Enc = *E;
    } else if (R() % 8 == 0) { // MLX: movl
      auto E = isa::encodeBundle(Stop ? 0x05 : 0x04, std::vector<isa::MachineInst>{
          memInst(), inst("movl", "ri", {dst(), int64_t(R())}, U::L, qp())});
      EXPECT_TRUE(bool(E));
      Enc = *E;
    } else {
      auto E = isa::encodeBundle(Stop ? 0x01 : 0x00,
                                 std::vector<isa::MachineInst>{memInst(), aluInst(U::I), aluInst(U::I)});
      EXPECT_TRUE(bool(E));
      Enc = *E;
    }
    P.push_back(*Enc);
  }
  return P;
}

void expectSameState(Core &A, Core &B, const StopInfo &SA, const StopInfo &SB, Memory &MA, Memory &MB,
                     unsigned Seed) {
  SCOPED_TRACE("seed " + std::to_string(Seed));
  EXPECT_EQ(SA.K, SB.K);
  EXPECT_EQ(SA.Message, SB.Message);
  EXPECT_EQ(SA.Ip, SB.Ip);
  EXPECT_EQ(SA.Slot, SB.Slot);
  EXPECT_EQ(SA.BreakImm, SB.BreakImm);
  EXPECT_EQ(A.Insts, B.Insts);
  EXPECT_EQ(A.Nops, B.Nops);
  EXPECT_EQ(A.Bundles, B.Bundles);
  EXPECT_EQ(A.Interruptions, B.Interruptions);
  for (unsigned R = 0; R < 36; ++R) {
    EXPECT_EQ(A.gr(R), B.gr(R)) << "r" << R;
    EXPECT_EQ(A.nat(R), B.nat(R)) << "r" << R;
  }
  EXPECT_EQ(A.S.Pr, B.S.Pr);
  EXPECT_EQ(A.S.Ar, B.S.Ar);
  EXPECT_EQ(A.S.Cr, B.S.Cr);
  EXPECT_EQ(A.S.Psr, B.S.Psr);
  EXPECT_EQ(A.S.Ip, B.S.Ip);
  for (uint64_t Addr = Data; Addr < Data + 0x1000; Addr += 8) {
    uint64_t VA = 0, VB = 0;
    MA.read(Addr, 8, VA);
    MB.read(Addr, 8, VB);
    ASSERT_EQ(VA, VB) << "memory at 0x" << std::hex << Addr;
  }
}

} // namespace

TEST(FastPath, RandomProgramsMatchTheSemanticHandlers) {
  unsigned Faults = 0, Breaks = 0, Errors = 0, FastInsts = 0;
  for (unsigned Seed = 1; Seed <= 300; ++Seed) {
    std::mt19937_64 R(Seed);
    auto Prog = randomProgram(R, 6 + R() % 20);
    for (bool Strict : {false, true}) {
      Machine Fast(true, Prog, std::mt19937_64(Seed * 7)), Ref(false, Prog, std::mt19937_64(Seed * 7));
      Fast.C.Strict = Ref.C.Strict = Strict;
      StopInfo SF = Fast.C.run(), SR = Ref.C.run();
      expectSameState(Fast.C, Ref.C, SF, SR, Fast.Mem, Ref.Mem, Seed);
      Faults += Fast.C.Interruptions > 0;
      Breaks += SF.K == StopInfo::Break;
      Errors += SF.K == StopInfo::Error;
      FastInsts += unsigned(Fast.C.Insts);
    }
  }
  // The corpus reaches faults (through the break-9 vectors), clean ends and
  // strict-mode errors, so every outcome is compared.
  EXPECT_GT(Faults, 50u);
  EXPECT_GT(Breaks, 100u);
  EXPECT_GT(Errors, 50u);
  EXPECT_GT(FastInsts, 5000u);
}

TEST(FastPath, SelectsFastOperationsForTheCommonForms) {
  Memory Mem;
  Mem.map(Code, 0x1000, PageRights{3, 0, true});
  auto B = isa::encodeBundle(0x10, std::vector<isa::MachineInst>{
      inst("ld8", "rri", {4, 2, 8}, ir::Unit::M), inst("add", "rrr", {5, 5, 6}, ir::Unit::I),
      inst("br.cloop.sptk.few", "t", {-16}, ir::Unit::B)});
  Mem.writeBytes(Code, B->data(), 16);
  Core Fast(Mem), Ref(Mem);
  Ref.setFastPath(false);
  const CachedBundle *BF = Fast.bundleAt(Code), *BR = Ref.bundleAt(Code);
  ASSERT_TRUE(BF && BR);
  for (unsigned I = 0; I < 3; ++I) {
    EXPECT_NE(BF->Insts[I].Exec, BR->Insts[I].Exec) << "slot " << I;
    EXPECT_NE(BF->Insts[I].Exec, nullptr);
  }
}

TEST(FastPath, AccessCacheForgetsRightsChangedBetweenRuns) {
  Memory Mem;
  Mem.map(Code, 0x1000, PageRights{3, 0, true});
  Mem.map(Data, 0x1000, PageRights{3, 0, true});
  Mem.map(Iva, 0x8000, PageRights{3, 0, true});
  auto B = isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
      inst("st8", "rr", {2, 3}, ir::Unit::M), inst("nop.i", "i", {0}, ir::Unit::I),
      inst("nop.i", "i", {0}, ir::Unit::I)});
  auto Brk = isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
      inst("break.m", "i", {9}, ir::Unit::M), inst("nop.i", "i", {0}, ir::Unit::I),
      inst("nop.i", "i", {0}, ir::Unit::I)});
  Mem.writeBytes(Code, B->data(), 16);
  Mem.writeBytes(Code + 16, Brk->data(), 16);
  Mem.writeBytes(Iva + uint64_t(Vector::DataAccessRights), Brk->data(), 16);
  Core C(Mem);
  C.S.Cr[crn::IVA] = Iva;
  C.S.Gr[2] = Data + 8;
  C.S.Gr[3] = 77;
  C.End.BreakImm = 9;
  C.S.Ip = Code;
  EXPECT_EQ(C.run().K, StopInfo::Break);
  EXPECT_EQ(C.Interruptions, 0u);
  uint64_t V = 0;
  Mem.read(Data + 8, 8, V);
  EXPECT_EQ(V, 77u);
  Mem.map(Data, 0x1000, PageRights{0, 0, true}); // read-only now
  C.S.Ip = Code;
  C.S.Gr[3] = 78;
  StopInfo S = C.run();
  EXPECT_EQ(S.K, StopInfo::Break);
  EXPECT_EQ(C.Interruptions, 1u);
  EXPECT_EQ(S.Ip, Iva + uint64_t(Vector::DataAccessRights));
  Mem.read(Data + 8, 8, V);
  EXPECT_EQ(V, 77u);
}
