// Simulated instruction slots per second on a long loop (a br.cloop over
// two bundles of ALU work, loads and stores), functional-only and with the
// IssueEngine timing. The `-stream` rows run the same loop with
// post-incremented addresses (a load and a store walking through memory
// 8 bytes per pass), so no two passes see the same data addresses; the
// `-branchy` rows a four-bundle loop whose inner branch changes direction
// every pass (so it mispredicts, and no block follows itself). Usage:
// sim_bench [ITERATIONS] [all|functional|functional-nostrict|timing|timing-nostrict|
//                         functional-stream|timing-stream|functional-branchy|timing-branchy]
#include "isa/MachineInst.h"
#include "latency-db/MachineModel.h"
#include "sim/Core.h"
#include "sim/Timing.h"
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

using namespace epic;

static isa::MachineInst inst(std::string_view Mn, std::initializer_list<int64_t> Ops, ir::Unit U) {
  for (isa::FormId F : isa::formsForMnemonic(Mn)) {
    const isa::FormInfo &FI = isa::form(F);
    if (FI.NumOps != Ops.size() || !isa::unitFits(FI.Unit, U) || FI.has(isa::FF_asmonly)) continue;
    isa::MachineInst MI;
    MI.Form = F;
    unsigned I = 0;
    bool Ok = true;
    for (int64_t V : Ops) {
      const isa::OperandType &T = isa::operandType(FI.Ops[I]);
      Ok &= V >= T.Min && V <= T.Max;
      MI.Ops[I++] = V;
    }
    if (Ok) return MI;
  }
  fprintf(stderr, "no form for %.*s\n", int(Mn.size()), Mn.data());
  exit(1);
}

enum class Shape { Same, Stream, Branchy };

static double run(uint64_t Iters, bool Timed, bool Strict, Shape Sh, uint64_t &Slots, uint64_t &Cycles) {
  const bool Stream = Sh == Shape::Stream;
  sim::Memory Mem;
  const uint64_t Data = 0x1000000, DataSize = Stream ? (16 * Iters + 0x1000 + 0xfff) & ~uint64_t(0xfff) : 0x1000;
  Mem.map(0x10000, 0x1000, sim::PageRights{3, 3, true});
  Mem.map(Data, DataSize, sim::PageRights{3, 3, true});
  Mem.map(0x80000, 0x1000, sim::PageRights{3, 3, true});
  using U = ir::Unit;
  // loop: { .mii ld8 r4=[r2]; add r5=r5,r6; add r6=r6,r7 ;; }
  //       { .mib st8 [r3]=r5; add r7=1,r7; br.cloop loop ;; }
  // (stream: ld8 r4=[r2],8 and st8 [r3]=r5,8)
  auto B0 = isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
      Stream ? inst("ld8", {4, 2, 8}, U::M) : inst("ld8", {4, 2}, U::M), inst("add", {5, 5, 6}, U::I),
      inst("add", {6, 6, 7}, U::I)});
  auto B1 = isa::encodeBundle(0x11, std::vector<isa::MachineInst>{
      Stream ? inst("st8", {3, 5, 8}, U::M) : inst("st8", {3, 5}, U::M), inst("adds", {7, 1, 7}, U::I),
      inst("br.cloop.sptk.few", {-16}, U::B)});
  auto Brk = isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
      inst("break.m", {1}, U::M), inst("nop.i", {0}, U::I), inst("nop.i", {0}, U::I)});
  if (!B0 || !B1 || !Brk) { fprintf(stderr, "encoding failed\n"); exit(1); }
  if (Sh == Shape::Branchy) {
    // loop: { .mii ld8 r4=[r2]; and r9=r10,r7; adds r7=1,r7 ;; }
    //       { .mib cmp.eq p6,p7=r0,r9; add r5=r5,r4; (p6) br.cond.dptk skip ;; }
    //       { .mii st8 [r3]=r5; add r6=r6,r5; nop.i ;; }
    // skip: { .mib nop.m; nop.i; br.cloop loop ;; }
    isa::MachineInst Br = inst("br.cond.dptk.few", {32}, U::B);
    Br.QP = 6;
    auto L0 = isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
        inst("ld8", {4, 2}, U::M), inst("and", {9, 10, 7}, U::I), inst("adds", {7, 1, 7}, U::I)});
    auto L1 = isa::encodeBundle(0x11, std::vector<isa::MachineInst>{
        inst("cmp.eq", {6, 7, 0, 9}, U::M), inst("add", {5, 5, 4}, U::I), Br});
    auto L2 = isa::encodeBundle(0x01, std::vector<isa::MachineInst>{
        inst("st8", {3, 5}, U::M), inst("add", {6, 6, 5}, U::I), inst("nop.i", {0}, U::I)});
    auto L3 = isa::encodeBundle(0x11, std::vector<isa::MachineInst>{
        inst("nop.m", {0}, U::M), inst("nop.i", {0}, U::I), inst("br.cloop.sptk.few", {-48}, U::B)});
    if (!L0 || !L1 || !L2 || !L3) { fprintf(stderr, "encoding failed\n"); exit(1); }
    for (auto [A, Bn] : {std::pair{0x10000, &*L0}, {0x10010, &*L1}, {0x10020, &*L2}, {0x10030, &*L3}, {0x10040, &*Brk}})
      Mem.writeBytes(uint64_t(A), Bn->data(), 16);
  } else {
    Mem.writeBytes(0x10000, B0->data(), 16);
    Mem.writeBytes(0x10010, B1->data(), 16);
    Mem.writeBytes(0x10020, Brk->data(), 16);
  }
  sim::Core C(Mem);
  C.S.Rse.reset(0x80000);
  // The load and the store share a line (store-buffer recirculation); the
  // streams walk apart: loads through the first half, stores the second.
  C.S.Gr[2] = Data;
  C.S.Gr[3] = Stream ? Data + 8 * Iters + 0x800 : Data + 8;
  C.S.Gr[10] = 1;
  C.S.Ar[sim::arn::LC] = Iters - 1;
  C.S.Ip = 0x10000;
  C.End.BreakImm = 1;
  C.End.MaxInsts = ~uint64_t(0);
  C.Strict = Strict;
  ir::SourceManager SM;
  auto MM = model::loadBuiltinModel("itanium2", SM);
  if (!MM) { fprintf(stderr, "no model\n"); exit(1); }
  sim::Timing T(*MM, C);
  if (Timed) C.Listener = &T;
  // CPU time of this process: the machine is shared, wall time is not ours.
  std::clock_t Start = std::clock();
  sim::StopInfo S = C.run();
  if (Timed) T.finish();
  double Secs = double(std::clock() - Start) / CLOCKS_PER_SEC;
  if (S.K != sim::StopInfo::Break) { fprintf(stderr, "run stopped early: %s\n", S.Message.c_str()); exit(1); }
  Slots = C.Slots;
  Cycles = Timed ? T.engine().cycles() : 0;
  return Secs;
}

int main(int argc, char **argv) {
  uint64_t Iters = argc > 1 ? strtoull(argv[1], nullptr, 10) : 2000000;
  std::string_view Mode = argc > 2 ? argv[2] : "all";
  struct Row { const char *Name; bool Timed, Strict; Shape Sh; };
  // Strict mode (the default of Core and of tests) checks every read against
  // the writes of its instruction group; --no-strict runs skip that.
  for (Row R : {Row{"functional", false, true, Shape::Same}, Row{"functional-nostrict", false, false, Shape::Same},
                Row{"timing", true, true, Shape::Same}, Row{"timing-nostrict", true, false, Shape::Same},
                Row{"functional-stream", false, true, Shape::Stream}, Row{"timing-stream", true, true, Shape::Stream},
                Row{"functional-branchy", false, true, Shape::Branchy},
                Row{"timing-branchy", true, true, Shape::Branchy}}) {
    if (Mode != "all" && Mode != R.Name) continue;
    uint64_t Slots = 0, Cycles = 0, N = R.Timed ? Iters / 4 : Iters;
    double S = run(N, R.Timed, R.Strict, R.Sh, Slots, Cycles);
    printf("%-20s %12llu slots %8.3f s CPU %10.2f Mslots/s", R.Name, (unsigned long long)Slots, S, Slots / S / 1e6);
    if (R.Timed) printf("  %llu cycles (%.2f cycles/iteration)", (unsigned long long)Cycles, double(Cycles) / N);
    printf("\n");
  }
}
