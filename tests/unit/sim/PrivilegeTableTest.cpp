// The privilege facts of isa/forms.yaml (flags priv/sens) and virt's
// application-register table agree with the simulator's semantics: every
// system-class instruction run at PL2 takes a Privileged Operation or
// Privileged Register fault exactly when virt::classifyDecoded says
// Privileged (two independent statements of the SDM: a table and the
// per-instruction checks in sim/Semantics.cpp).
#include "isa/Form.h"
#include "isa/MachineInst.h"
#include "sim/Core.h"
#include "virt/Sensitivity.h"
#include <gtest/gtest.h>
#include <set>

using namespace epic;
using namespace epic::sim;

namespace {

constexpr uint64_t Code = 0x10000, Iva = 0x40000;

// Operand values to try per operand: a few of each register kind.
std::vector<int64_t> candidates(const isa::FormInfo &F, unsigned I) {
  const isa::FormOperand &O = F.Ops[I];
  const isa::OperandType &T = isa::operandType(O);
  std::vector<int64_t> Out;
  auto add = [&](std::initializer_list<int64_t> Vs) {
    for (int64_t V : Vs)
      if (V >= T.Min && V <= T.Max) Out.push_back(V);
  };
  if (O.Slot == isa::OpSlot::Lit) return {0};
  switch (T.Kind) {
  case isa::OpKind::GR: add({O.Out ? 8 : 9}); break;
  case isa::OpKind::AR: add({0, 6, 7, 16, 18, 19, 32, 36, 40, 44, 64, 65, 66}); break;
  case isa::OpKind::CR: add({0, 2, 8, 16, 19, 23}); break;
  case isa::OpKind::PR: add({6}); break;
  case isa::OpKind::BR: add({6}); break;
  case isa::OpKind::FR: add({6}); break;
  default: add({0}); break;
  }
  return Out;
}

struct Outcome {
  bool Privileged; // took a General Exception with ISR.code Privileged Operation/Register
  std::string What;
};

Outcome runAtPl2(const isa::MachineInst &MI) {
  Memory Mem;
  Core C{Mem};
  Mem.map(Code, 0x1000, PageRights{3, 2, true});
  Mem.map(Iva, 0x8000, PageRights{3, 0, true});
  Mem.map(0x80000, 0x1000, PageRights{3, 2, true});
  C.S.Rse.reset(0x80000);
  auto nop = [](const char *Mn) {
    isa::MachineInst N;
    N.Form = isa::formsForMnemonic(Mn).front();
    return N;
  };
  auto brk = [](int64_t Imm) {
    isa::MachineInst B;
    for (isa::FormId F : isa::formsForMnemonic("break.m")) B.Form = F;
    B.Ops[0] = Imm;
    return B;
  };
  std::vector<isa::MachineInst> Slots;
  uint8_t Tmpl = 0x00; // MII
  switch (MI.info().Unit) {
  case isa::UnitType::B: Tmpl = 0x11; Slots = {nop("nop.m"), nop("nop.i"), MI}; break; // MIB with stop
  case isa::UnitType::I: Tmpl = 0x01; Slots = {nop("nop.m"), MI, nop("nop.i")}; break;
  default: Tmpl = 0x01; Slots = {MI, nop("nop.i"), nop("nop.i")}; break;
  }
  auto write = [&](uint64_t At, uint8_t T, std::vector<isa::MachineInst> S) {
    auto B = isa::encodeBundle(T, S);
    EXPECT_TRUE(bool(B)) << llvm::toString(B.takeError());
    if (B) Mem.writeBytes(At, B->data(), 16);
  };
  write(Code, Tmpl, Slots);
  write(Code + 16, 0x01, {brk(0x55), nop("nop.i"), nop("nop.i")});
  // Every vector ends the run at its own break.
  for (uint64_t V = 0; V < 0x8000; V += 0x100)
    write(Iva + V, 0x01, {brk(0x77), nop("nop.i"), nop("nop.i")});
  C.S.Cr[2] = Iva;
  C.S.Psr = uint64_t(1) << psr::IC; // ISR is written only with interruption collection on
  C.S.setCpl(2);
  C.S.Ip = Code;
  C.Strict = false;
  C.End.BreakImm = 0x77;
  C.End.MaxInsts = 50;
  C.run();
  uint64_t Code4 = (C.S.Cr[17] >> 4) & 0xf;
  bool Priv = C.Interruptions && C.S.Ip == Iva + 0x5400 && (Code4 == 1 || Code4 == 2);
  return {Priv, "ip " + std::to_string(C.S.Ip - Iva) + " isr.code " + std::to_string(Code4)};
}

TEST(PrivilegeTable, AgreesWithTheSimulatorAtPl2) {
  static const std::set<std::string_view> Classes = {
      "tocr", "frcr", "topsr", "frpsr", "ssm_rsm", "sum_rum", "rfi", "bsw", "tlb", "toind", "frind",
      "xlate", "cover", "toar_m", "toar_i", "frar_m", "frar_i", "fc", "srlz_d", "srlz_i", "sync_i", "mf"};
  unsigned Checked = 0, Privileged = 0;
  for (isa::FormId F = 0; F < isa::FormId(isa::allForms().size()); ++F) {
    const isa::FormInfo &FI = isa::form(F);
    if (FI.has(isa::FF_asmonly) || FI.has(isa::FF_noasm) || !Classes.count(isa::schedClassName(FI.Class)))
      continue;
    // Every combination of the candidate operand values.
    std::vector<std::vector<int64_t>> Cand;
    for (unsigned I = 0; I < FI.NumOps; ++I) Cand.push_back(candidates(FI, I));
    std::vector<size_t> Pick(FI.NumOps, 0);
    for (bool More = true; More;) {
      isa::MachineInst MI;
      MI.Form = F;
      for (unsigned I = 0; I < FI.NumOps; ++I) MI.Ops[I] = Cand[I].empty() ? 0 : Cand[I][Pick[I]];
      auto K = virt::classifyDecoded(MI);
      bool Want = K == virt::Kind::Privileged;
      Outcome O = runAtPl2(MI);
      EXPECT_EQ(O.Privileged, Want) << FI.Mnemonic << " " << FI.Syntax << " ops " << MI.Ops[0] << "," << MI.Ops[1]
                                    << ": table says " << (K ? virt::kindName(*K) : "unprivileged") << ", simulator "
                                    << O.What;
      ++Checked;
      Privileged += Want;
      More = false;
      for (unsigned I = 0; I < FI.NumOps && !More; ++I) {
        if (Cand[I].size() > Pick[I] + 1) { ++Pick[I]; More = true; }
        else Pick[I] = 0;
      }
    }
  }
  EXPECT_GT(Checked, 100u);
  EXPECT_GT(Privileged, 50u);
}

} // namespace
