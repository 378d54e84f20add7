// The core's software TLB (host page pointers cached per page, dropped by
// generation) and the run loop's whole-bundle path: stores through a cached
// page land in the page an address means *now* (after a region register
// change or a remap from outside the core), decoded code stays coherent
// with stores, and strict mode still reports what the slot-by-slot loop
// reports.
#include "isa/Form.h"
#include "isa/MachineInst.h"
#include "sim/Core.h"
#include <gtest/gtest.h>

using namespace epic;
using namespace epic::sim;

namespace {

/// The form of `Mn` with Ops.size() operands that fits U (and, when given,
/// has instruction format `Fmt`), operands in range.
isa::MachineInst inst(std::string_view Mn, std::initializer_list<int64_t> Ops, ir::Unit U, uint8_t Qp = 0,
                      std::string_view Fmt = {}) {
  for (isa::FormId F : isa::formsForMnemonic(Mn)) {
    const isa::FormInfo &FI = isa::form(F);
    if (FI.NumOps != Ops.size() || !isa::unitFits(FI.Unit, U) || FI.has(isa::FF_asmonly)) continue;
    if (!Fmt.empty() && isa::formatName(FI.Format) != Fmt) continue;
    bool Ok = true;
    unsigned I = 0;
    for (int64_t V : Ops) {
      const isa::OperandType &T = isa::operandType(FI.Ops[I++]);
      Ok &= V >= T.Min && V <= T.Max;
    }
    if (!Ok) continue;
    isa::MachineInst MI;
    MI.Form = F;
    MI.QP = Qp;
    I = 0;
    for (int64_t V : Ops) MI.Ops[I++] = V;
    return MI;
  }
  ADD_FAILURE() << "no form for " << Mn;
  return {};
}

isa::MachineInst nopM() { return inst("nop.m", {0}, ir::Unit::M); }
isa::MachineInst nopI() { return inst("nop.i", {0}, ir::Unit::I); }
isa::MachineInst nopB() { return inst("nop.b", {0}, ir::Unit::B); }
isa::MachineInst brk(int64_t N) { return inst("break.m", {N}, ir::Unit::M); }
isa::MachineInst br(int64_t Off) { return inst("br.cond.sptk.few", {Off}, ir::Unit::B); }

std::array<uint8_t, 16> encode(uint8_t Tmpl, std::vector<isa::MachineInst> Insts) {
  auto B = isa::encodeBundle(Tmpl, Insts);
  EXPECT_TRUE(bool(B));
  return B ? *B : std::array<uint8_t, 16>{};
}

constexpr uint64_t Code = 0x10000, Iva = 0x40000;

struct Machine {
  Memory Mem;
  Core C{Mem};
  uint64_t Pc = Code;
  explicit Machine(bool Fast = true) {
    C.setFastPath(Fast);
    C.S.Cr[crn::IVA] = Iva;
    C.End.BreakImm = 9;
    C.End.MaxInsts = 1000;
    C.S.Ip = Code;
  }
  void mapCommon() {
    Mem.map(Code, 0x4000, PageRights{3, 0, true});
    Mem.map(Iva, 0x8000, PageRights{3, 0, true});
    Mem.map(0x80000, 0x1000, PageRights{3, 0, true});
    C.S.Rse.reset(0x80000);
    // Every vector stops the run with break 9 (its IIP tells which fault).
    auto Brk = encode(0x01, {brk(9), nopI(), nopI()});
    for (uint64_t A = Iva; A < Iva + 0x8000; A += 16) Mem.writeBytes(A, Brk.data(), 16);
  }
  void bundle(uint8_t Tmpl, std::vector<isa::MachineInst> Insts) {
    auto B = encode(Tmpl, std::move(Insts));
    Mem.writeBytes(Pc, B.data(), 16);
    Pc += 16;
  }
  uint64_t at(uint64_t Addr) {
    uint64_t V = 0;
    EXPECT_EQ(Mem.read(Addr, 8, V), MemFault::None);
    return V;
  }
};

} // namespace

TEST(SoftTlb, MemoryGenerationMovesOnEveryRemap) {
  Memory M;
  uint64_t G = M.generation();
  M.map(0x2000, 0x1000, PageRights{3, 0, true});
  EXPECT_NE(M.generation(), G);
  G = M.generation();
  EXPECT_NE(M.hostPage(0x2abc), nullptr);
  EXPECT_EQ(M.hostPage(0x2abc), M.hostPage(0x2000)); // the page's offset 0
  EXPECT_EQ(M.hostPage(0x5000), nullptr);
  uint64_t V = 0;
  M.hostPage(0x2000)[8] = 0x5a; // the host bytes are the page
  M.read(0x2008, 1, V);
  EXPECT_EQ(V, 0x5au);
  EXPECT_EQ(M.generation(), G); // reads, writes and lookups do not move it
  M.map(0x2000, 0x1000, PageRights{0, 0, true}); // rights change only
  EXPECT_NE(M.generation(), G);
  G = M.generation();
  std::array<uint64_t, 8> Rr{};
  M.translateWith(&Rr);
  EXPECT_NE(M.generation(), G);
}

// A store that filled the TLB for a page, then a region register write in
// the same run (mov rr[]=, a generic handler) that makes the address mean
// another address space's page: the second store and load must reach the
// new page, the first page keeping the first value.
TEST(SoftTlb, StoreAfterRegionRegisterChangeReachesTheNewPage) {
  for (bool Fast : {true, false}) {
    SCOPED_TRACE(Fast ? "fast path" : "reference");
    Machine X(Fast);
    X.Mem.translateWith(&X.C.S.Rr);
    X.C.S.Rr[0] = 0; // code, vectors and backing store in RID 0
    X.C.S.Rr[1] = 1 << 8;
    X.mapCommon();
    const uint64_t Va = (uint64_t(1) << 61) | 0x20000;
    X.Mem.mapIn(1, Va, 0x1000, PageRights{3, 0, true});
    X.Mem.mapIn(2, Va, 0x1000, PageRights{3, 0, true});
    X.C.S.Gr[2] = Va + 8;
    X.C.S.Gr[3] = 111;
    X.C.S.Gr[5] = Va;
    X.C.S.Gr[6] = (2 << 8) | (12 << 2); // RID 2, 4K pages
    X.C.S.Gr[7] = 222;
    using U = ir::Unit;
    X.bundle(0x01, {inst("st8", {2, 3}, U::M), nopI(), nopI()});
    X.bundle(0x01, {inst("ld8", {4, 2}, U::M), nopI(), nopI()});
    X.bundle(0x01, {inst("mov", {5, 6}, U::M, 0, "M42"), nopI(), nopI()});
    X.bundle(0x01, {inst("srlz.d", {}, U::M), nopI(), nopI()});
    X.bundle(0x01, {inst("st8", {2, 7}, U::M), nopI(), nopI()});
    X.bundle(0x01, {inst("ld8", {8, 2}, U::M), nopI(), nopI()});
    X.bundle(0x01, {brk(9), nopI(), nopI()});
    StopInfo S = X.C.run();
    ASSERT_EQ(S.K, StopInfo::Break) << S.Message;
    EXPECT_EQ(S.Ip, Code + 0x60);
    EXPECT_EQ(X.C.Interruptions, 0u);
    EXPECT_EQ(X.C.S.Gr[4], 111u);
    EXPECT_EQ(X.C.S.Gr[8], 222u);
    uint64_t V1 = 0, V2 = 0;
    X.Mem.readIn(1, Va + 8, 8, V1);
    X.Mem.readIn(2, Va + 8, 8, V2);
    EXPECT_EQ(V1, 111u);
    EXPECT_EQ(V2, 222u);
  }
}

// Memory remapped from outside the core in the middle of a run (here by a
// listener, as a scenario's tooling could): Memory::generation() moves, the
// core drops its cached page, and the next store faults on the new rights.
TEST(SoftTlb, RightsChangedDuringTheRunAreSeenByTheNextStore) {
  struct Remapper : ExecListener {
    Memory &M;
    unsigned N = 0;
    explicit Remapper(Memory &M) : M(M) {}
    void onInst(const CachedBundle &, unsigned, bool, bool) override {
      if (++N == 3) M.map(0x20000, 0x1000, PageRights{0, 0, true}); // read-only after the first bundle
    }
  };
  Machine X;
  X.mapCommon();
  X.Mem.map(0x20000, 0x1000, PageRights{3, 0, true});
  Remapper L(X.Mem);
  X.C.Listener = &L;
  X.C.S.Gr[2] = 0x20010;
  X.C.S.Gr[3] = 5;
  X.C.S.Gr[4] = 6;
  using U = ir::Unit;
  X.bundle(0x01, {inst("st8", {2, 3}, U::M), nopI(), nopI()});
  X.bundle(0x01, {inst("st8", {2, 4}, U::M), nopI(), nopI()});
  X.bundle(0x01, {brk(9), nopI(), nopI()});
  StopInfo S = X.C.run();
  ASSERT_EQ(S.K, StopInfo::Break) << S.Message;
  EXPECT_EQ(X.C.Interruptions, 1u);
  EXPECT_EQ(S.Ip, Iva + uint64_t(Vector::DataAccessRights));
  EXPECT_EQ(X.C.S.Cr[crn::IIP], Code + 0x10);
  EXPECT_EQ(X.at(0x20010), 5u);
}

// A page whose store entry is cached becomes code (a bundle on it is
// decoded); a later store rewriting that bundle must still reach the
// decode cache, so the rewritten bundle is what runs next time.
TEST(SoftTlb, StoresIntoAPageThatBecameCodeAreDecodedAgain) {
  for (bool Fast : {true, false}) {
    SCOPED_TRACE(Fast ? "fast path" : "reference");
    Machine X(Fast);
    X.mapCommon();
    const uint64_t P = 0x12000; // data first, then code
    using U = ir::Unit;
    auto Old = encode(0x10, {inst("adds", {8, 1, 8}, U::M), nopI(), br(int64_t(Code + 0x20) - int64_t(P))});
    auto New = encode(0x10, {inst("adds", {8, 100, 8}, U::M), nopI(), br(int64_t(Code + 0x50) - int64_t(P))});
    X.Mem.writeBytes(P, Old.data(), 16);
    uint64_t Lo, Hi;
    memcpy(&Lo, New.data(), 8);
    memcpy(&Hi, New.data() + 8, 8);
    X.C.S.Gr[2] = P + 0x100;
    X.C.S.Gr[3] = P;
    X.C.S.Gr[4] = P + 8;
    X.C.S.Gr[9] = Lo;
    X.C.S.Gr[10] = Hi;
    X.bundle(0x01, {inst("st8", {2, 0}, U::M), nopI(), nopI()}); // caches page P for stores
    X.bundle(0x11, {nopM(), nopI(), br(int64_t(P) - int64_t(Code + 0x10))});
    X.bundle(0x01, {inst("st8", {3, 9}, U::M), nopI(), nopI()}); // Code+0x20: rewrite P
    X.bundle(0x01, {inst("st8", {4, 10}, U::M), nopI(), nopI()});
    X.bundle(0x11, {nopM(), nopI(), br(int64_t(P) - int64_t(Code + 0x40))});
    X.bundle(0x01, {brk(9), nopI(), nopI()}); // Code+0x50
    StopInfo S = X.C.run();
    ASSERT_EQ(S.K, StopInfo::Break) << S.Message;
    EXPECT_EQ(S.Ip, Code + 0x50);
    EXPECT_EQ(X.C.S.Gr[8], 101u);
  }
}

// Strict mode across bundles with the whole-bundle path: a read in the
// next bundle of a register written in the same group is still stopped at
// the reading slot; a branch may read a predicate written in its group; a
// write that was predicated off is no write.
TEST(SoftTlb, StrictModeAcrossBundlesMatchesTheSlotLoop) {
  using U = ir::Unit;
  for (bool Fast : {true, false}) {
    SCOPED_TRACE(Fast ? "fast path" : "reference");
    {
      Machine X(Fast);
      X.mapCommon();
      X.bundle(0x00, {inst("add", {5, 1, 1}, U::M), nopI(), nopI()}); // no stop
      X.bundle(0x00, {nopM(), inst("add", {6, 5, 1}, U::I), nopI()});
      X.bundle(0x01, {brk(9), nopI(), nopI()});
      StopInfo S = X.C.run();
      ASSERT_EQ(S.K, StopInfo::Error);
      EXPECT_NE(S.Message.find("0x10010 slot 1"), std::string::npos) << S.Message;
      EXPECT_NE(S.Message.find("reads r5"), std::string::npos) << S.Message;
      EXPECT_EQ(X.C.Insts, 5u);
    }
    {
      Machine X(Fast);
      X.mapCommon();
      X.C.S.Gr[1] = 3;
      X.bundle(0x00, {inst("cmp.eq", {6, 7, 1, 1}, U::M), nopI(), nopI()}); // no stop
      X.bundle(0x11, {nopM(), nopI(), inst("br.cond.sptk.few", {0x20}, U::B, 6)});
      X.bundle(0x01, {brk(8), nopI(), nopI()}); // skipped by the branch
      X.bundle(0x01, {brk(9), nopI(), nopI()});
      StopInfo S = X.C.run();
      ASSERT_EQ(S.K, StopInfo::Break) << S.Message;
      EXPECT_EQ(S.Ip, Code + 0x30);
    }
    {
      Machine X(Fast);
      X.mapCommon();
      // p1 false: the write of r5 does not happen, so reading r5 is fine;
      // r6 was written, so reading it in the same group stops.
      X.bundle(0x00, {inst("add", {5, 1, 1}, U::M, 1), inst("add", {6, 1, 1}, U::I), nopI()});
      X.bundle(0x00, {nopM(), inst("add", {7, 5, 1}, U::I), inst("add", {8, 6, 1}, U::I)});
      X.bundle(0x01, {brk(9), nopI(), nopI()});
      StopInfo S = X.C.run();
      ASSERT_EQ(S.K, StopInfo::Error);
      EXPECT_NE(S.Message.find("0x10010 slot 2"), std::string::npos) << S.Message;
      EXPECT_NE(S.Message.find("reads r6"), std::string::npos) << S.Message;
    }
  }
}

// The group state a run leaves behind (it goes on in the next run) is the
// same whichever path ran the bundle that stopped.
TEST(SoftTlb, GroupStateLeftByAStopInsideABundle) {
  using U = ir::Unit;
  for (bool Fast : {true, false}) {
    SCOPED_TRACE(Fast ? "fast path" : "reference");
    Machine X(Fast);
    X.mapCommon();
    X.bundle(0x08, {inst("add", {5, 1, 1}, U::M), brk(9), nopI()}); // MMI, no stop
    X.bundle(0x01, {nopM(), inst("add", {6, 5, 1}, U::I), nopI()});
    StopInfo S = X.C.run();
    ASSERT_EQ(S.K, StopInfo::Break) << S.Message;
    // Resume after the break: r5 was written in this group, so reading it stops.
    X.C.S.Ip = Code + 0x10;
    X.C.S.Slot = 0;
    S = X.C.run();
    ASSERT_EQ(S.K, StopInfo::Error);
    EXPECT_NE(S.Message.find("reads r5"), std::string::npos) << S.Message;
  }
}

// A bundle that rewrites itself: the rest of it still runs as decoded
// (the dropped decode stays alive until the run ends), and the next time
// control reaches it the new bytes run.
TEST(SoftTlb, ABundleRewritingItselfRunsTheNewBytesNextTime) {
  using U = ir::Unit;
  for (bool Fast : {true, false}) {
    SCOPED_TRACE(Fast ? "fast path" : "reference");
    Machine X(Fast);
    X.mapCommon();
    // Code+0x00: { st8 [r2]=r9 ; adds r8=1,r8 ; br.cloop Code } with r2 = Code + 8:
    // the store replaces the bundle's upper half by that of New, the same
    // but for its branch, which goes to the break.
    auto New = encode(0x10, {inst("st8", {2, 9}, U::M), inst("adds", {8, 1, 8}, U::I), br(0x10)});
    uint64_t Hi;
    memcpy(&Hi, New.data() + 8, 8);
    X.C.S.Gr[2] = Code + 8;
    X.C.S.Gr[9] = Hi;
    X.C.S.Ar[arn::LC] = 5;
    X.bundle(0x10, {inst("st8", {2, 9}, U::M), inst("adds", {8, 1, 8}, U::I),
                    inst("br.cloop.sptk.few", {0}, U::B)});
    X.bundle(0x01, {brk(9), nopI(), nopI()});
    StopInfo S = X.C.run();
    ASSERT_EQ(S.K, StopInfo::Break) << S.Message;
    EXPECT_EQ(S.Ip, Code + 0x10);
    EXPECT_EQ(X.C.S.Gr[8], 2u); // the old bundle once, the new one once
    EXPECT_EQ(X.C.S.Ar[arn::LC], 4u);
  }
}
