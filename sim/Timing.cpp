#include "sim/Timing.h"
#include "sim/Semantics.h"
#include <cstring>

namespace epic::sim {

Timing::Timing(const model::MachineModel &M, Core &Co) : MM(M), C(Co), Engine(M) {}

const model::InstInfo &Timing::infoOf(const CachedBundle &B, unsigned Slot) {
  const CachedInst &CI = B.Insts[Slot];
  InfoSlot &Fast = InfoFast[(reinterpret_cast<uintptr_t>(&CI) >> 4) * 0x9E3779B97F4A7C15ull >> 54];
  if (Fast.CI == &CI)
    return Fast.Info;
  auto It = Infos.find(&CI);
  if (It != Infos.end()) {
    Fast = {&CI, It->second};
    return It->second;
  }
  model::InstInfo I;
  if (CI.MI.Form >= 0) {
    const isa::FormInfo &F = CI.MI.info();
    if (auto Cls = MM.classId(isa::schedClassName(F.Class)))
      I.Class = *Cls;
    I.Unit = F.Unit == isa::UnitType::L ? ir::Unit::L : CI.SlotUnit;
    // The system register or indirect file named by an operand (as the
    // scheduler's InstDesc does), so pairwise rules match the same way.
    for (unsigned K = 0; K < F.NumOps; ++K) {
      const isa::FormOperand &O = F.Ops[K];
      const isa::OperandType &T = isa::operandType(O);
      if (O.Slot == isa::OpSlot::Ind && O.Text) {
        static constexpr const char *Files[] = {"rr", "pkr", "ibr", "dbr", "pmc", "pmd", "cpuid", "msr", "itr", "dtr"};
        for (unsigned N = 0; N < 10; ++N)
          if (!strcmp(O.Text, Files[N])) I.Indirect = ir::IndirectFile(N);
      } else if (O.Slot == isa::OpSlot::Lit && O.Text) {
        std::string_view Tx = O.Text;
        if (Tx == "psr") I.SysReg = ir::Reg::psr(ir::PsrView::Whole);
        else if (Tx == "psr.l") I.SysReg = ir::Reg::psr(ir::PsrView::L);
        else if (Tx == "psr.um") I.SysReg = ir::Reg::psr(ir::PsrView::UM);
        else if (Tx == "ar.pfs") I.SysReg = ir::Reg::ar(64);
        else if (Tx == "ar.ccv") I.SysReg = ir::Reg::ar(32);
      } else if (T.Kind == isa::OpKind::AR) {
        I.SysReg = ir::Reg::ar(unsigned(CI.MI.Ops[K]));
      } else if (T.Kind == isa::OpKind::CR) {
        I.SysReg = ir::Reg::cr(unsigned(CI.MI.Ops[K]));
      }
    }
  } else if (auto Nop = MM.classId("nop")) {
    I.Class = *Nop;
  }
  Fast = {&CI, I};
  return Infos.emplace(&CI, I).first->second;
}

void Timing::onInst(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken) {
  if (Trace.empty() || TraceBundle != &B || Trace.back().Slots[Slot]) {
    model::IssueBundle &IB = Trace.emplace_back();
    IB.Template = B.Template;
    IB.Address = B.Address;
    TraceBundle = &B;
  }
  const CachedInst &CI = B.Insts[Slot];
  model::IssueInst &I = Trace.back().Slots[Slot].emplace();
  if (!DepsPool.empty()) { // reuse a dependence list's storage
    I.Deps = std::move(DepsPool.back());
    DepsPool.pop_back();
  }
  I.Info = infoOf(B, Slot);
  I.Id = NextId++;
  I.EndsGroup = Taken;
  I.Nullified = !Executed && !CI.Sem->QpInHandler;
  auto dep = [&](uint16_t Key, UseKind K) {
    uint64_t P = LastWriter[Key];
    if (!P) return;
    model::DepKind DK = K == UseKind::Address ? model::DepKind::Address
                        : K == UseKind::Predicate ? model::DepKind::Predicate
                                                  : model::DepKind::Data;
    for (auto &[Id, Kd] : I.Deps)
      if (Id == P) return;
    I.Deps.push_back({P, DK});
  };
  for (const RegUse &U : CI.Reads) {
    if (U.Key == regkey::ALLPR) {
      for (unsigned P = 1; P < 64; ++P) dep(uint16_t(regkey::PR + P), U.Kind);
    } else if (U.Kind == UseKind::Predicate || Executed) {
      dep(U.Key, U.Kind);
    }
  }
  if (Executed || CI.Sem->QpInHandler)
    for (uint16_t W : CI.Writes) LastWriter[W] = I.Id;
  if (Executed)
    I.MemAddress = dataAddress(CI, I.Info);
  const SemEntry &E = *CI.Sem;
  if (E.Fn && C.RseMoved) {
    I.RseRegisters = C.RseMoved;
    C.RseMoved = 0;
  }
  if (KeepOrigins)
    Origins[I.Id] = {B.Address, Slot};
  // Hand long traces to the engine at a group boundary (a taken branch
  // ends the dispersal window, so nothing is lost there).
  if (Taken && Trace.size() >= 256)
    flush();
}

// The address a load/store just accessed, recovered after execution from
// its base register (minus a post-increment); unknown when the load
// overwrote its own base.
uint64_t Timing::dataAddress(const CachedInst &CI, const model::InstInfo &Info) const {
  if (CI.MI.Form < 0 || MM.cls(Info.Class).Sub == model::Subtype::None)
    return model::IssueInst::NoAddress;
  const isa::FormInfo &F = CI.MI.info();
  int Base = -1;
  for (unsigned K = 0; K < F.NumOps; ++K)
    if (F.Ops[K].Slot == isa::OpSlot::Mem)
      Base = int(CI.MI.Ops[K]);
  if (Base < 0)
    return model::IssueInst::NoAddress;
  uint64_t A = C.gr(unsigned(Base));
  if (F.has(isa::FF_postinc)) {
    const isa::FormOperand &O = F.Ops[F.NumOps - 1];
    int64_t V = CI.MI.Ops[F.NumOps - 1];
    A -= isa::operandType(O).Kind == isa::OpKind::GR ? C.gr(unsigned(V)) : uint64_t(V);
    return A;
  }
  for (unsigned K = 0; K < F.NumOps; ++K)
    if (F.Ops[K].Out && F.Ops[K].Slot == isa::OpSlot::Op &&
        isa::operandType(F.Ops[K]).Kind == isa::OpKind::GR && CI.MI.Ops[K] == Base)
      return model::IssueInst::NoAddress;
  return A;
}

void Timing::flush() {
  if (Trace.empty())
    return;
  Engine.run(Trace);
  for (model::IssueBundle &IB : Trace)
    for (auto &Sl : IB.Slots)
      if (Sl && Sl->Deps.capacity()) {
        Sl->Deps.clear();
        DepsPool.push_back(std::move(Sl->Deps));
      }
  Trace.clear();
  TraceBundle = nullptr;
}

void Timing::charge(unsigned Bubbles, const std::string &Counter, const std::string &Why) {
  flush();
  if (Bubbles)
    Engine.chargeStall(Bubbles, Counter, Why, NextId - 1);
}

void Timing::onBranch(const CachedBundle &B, unsigned Slot, bool Taken, uint64_t Target) {
  const CachedInst &CI = B.Insts[Slot];
  const SemEntry &E = *CI.Sem;
  if (!E.IsBranch || CI.MI.Form < 0)
    return;
  std::string_view Mn = CI.MI.info().Mnemonic;
  if (Mn.starts_with("chk"))
    return;
  const auto &St = MM.stalls();
  bool Miss = false;
  uint64_t Key = B.Address | Slot;
  bool Indirect = isa::operandType(CI.MI.info().Ops[CI.MI.info().NumOps - 1]).Kind == isa::OpKind::BR;
  if (E.Br == BrKind::Call) {
    ReturnStack.push_back(B.Address + 16);
    if (St.ReturnStack.Entries && ReturnStack.size() > St.ReturnStack.Entries)
      ReturnStack.pop_front();
    if (Indirect) {
      auto It = Btb.find(Key);
      Miss = It == Btb.end() || It->second != Target;
      Btb[Key] = Target;
    }
  } else if (E.Br == BrKind::Ret) {
    if (Taken) {
      Miss = ReturnStack.empty() || ReturnStack.back() != Target;
      if (!ReturnStack.empty()) ReturnStack.pop_back();
    }
  } else if (Indirect) {
    if (Taken) {
      auto It = Btb.find(Key);
      Miss = It == Btb.end() || It->second != Target;
      Btb[Key] = Target;
    }
  } else if (E.Br == BrKind::Cond && CI.MI.QP == 0) {
    // Unconditional direct branch: direction and target are known at decode.
  } else if (E.Br != BrKind::Ia) {
    auto It = Counters.find(Key);
    if (It == Counters.end()) {
      bool HintTaken = Mn.find(".sptk") != std::string_view::npos || Mn.find(".dptk") != std::string_view::npos;
      It = Counters.emplace(Key, HintTaken ? 2 : 1).first;
    }
    bool Predicted = It->second >= 2;
    Miss = Predicted != Taken;
    if (Taken && It->second < 3) ++It->second;
    if (!Taken && It->second > 0) --It->second;
  }
  if (Miss) {
    ++Mispredicts;
    charge(St.BranchMispredict.Penalty, St.BranchMispredict.Counter, "branch mispredict");
  }
}

void Timing::onInterrupt(Vector) {
  const auto &St = MM.stalls();
  charge(St.Interruption.Cycles, St.Interruption.Counter, "interruption");
}

void Timing::finish() { flush(); }

} // namespace epic::sim
