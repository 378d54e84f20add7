#include "sim/Timing.h"
#include "sim/Semantics.h"
#include "isa/BranchPredict.h"
#include <algorithm>
#include <cstdlib>
#include <cstring>

namespace epic::sim {

namespace {
constexpr uint64_t NoAddress = model::IssueInst::NoAddress;
static_assert(alignof(CachedInst) >= 8, "Rec::Key keeps three flags in the low bits of the address");

uint64_t mix(uint64_t H, uint64_t W) { return (H ^ W) * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull; }

model::DepKind depKind(UseKind K) {
  return K == UseKind::Address ? model::DepKind::Address
         : K == UseKind::Predicate ? model::DepKind::Predicate
                                   : model::DepKind::Data;
}

/// How a reader of register `Key` depends on its writer `W`: through W's
/// post-increment base (model `dep: base`) or W's result, used as `Use` says.
model::DepKind depOn(const model::InstInfo *W, uint16_t Key, model::DepKind Use) {
  return W && W->PostIncGr && Key == regkey::GR + W->PostIncGr ? model::DepKind::Base : Use;
}
} // namespace

Timing::Timing(const model::MachineModel &M, Core &Co) : MM(M), C(Co), Engine(M) {
  if (const char *E = std::getenv("EPICSCHED_TIMING_REPLAY"); E && !strcmp(E, "0"))
    Replay = Bundles = false;
  LastInsts = C.Insts;
}

// ---- static facts of an instruction ----

void Timing::fillStatic(StaticInfo &SI, const CachedInst &CI) {
  model::InstInfo &I = SI.Info;
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
  SI.Sub = MM.cls(I.Class).Sub;
  SI.Reads.assign(CI.Reads.begin(), CI.Reads.end());
  SI.Writes.assign(CI.Writes.begin(), CI.Writes.end());
  SI.QpInHandler = CI.Sem && CI.Sem->QpInHandler;

  // The address a load/store accesses, recovered after execution from its
  // base register (minus a post-increment); unknown when the load
  // overwrote its own base.
  if (CI.MI.Form >= 0 && SI.Sub != model::Subtype::None) {
    const isa::FormInfo &F = CI.MI.info();
    int Base = -1;
    for (unsigned K = 0; K < F.NumOps; ++K)
      if (F.Ops[K].Slot == isa::OpSlot::Mem)
        Base = int(CI.MI.Ops[K]);
    if (Base >= 0) {
      SI.Base = uint8_t(Base);
      SI.Addr = StaticInfo::BaseOnly;
      if (F.has(isa::FF_postinc)) {
        I.PostIncGr = uint8_t(Base);
        const isa::FormOperand &O = F.Ops[F.NumOps - 1];
        int64_t V = CI.MI.Ops[F.NumOps - 1];
        if (isa::operandType(O).Kind == isa::OpKind::GR) {
          SI.Addr = StaticInfo::MinusReg;
          SI.IncReg = uint8_t(V);
        } else {
          SI.Addr = StaticInfo::MinusImm;
          SI.IncImm = V;
        }
      } else {
        for (unsigned K = 0; K < F.NumOps; ++K)
          if (F.Ops[K].Out && F.Ops[K].Slot == isa::OpSlot::Op &&
              isa::operandType(F.Ops[K]).Kind == isa::OpKind::GR && CI.MI.Ops[K] == Base)
            SI.Addr = StaticInfo::NoAddr;
      }
    }
  }

  // Branch prediction facts (onBranch).
  const SemEntry &E = *CI.Sem;
  if (E.IsBranch && CI.MI.Form >= 0) {
    const isa::FormInfo &F = CI.MI.info();
    std::string_view Mn = F.Mnemonic;
    SI.Predicted = !Mn.starts_with("chk");
    SI.Uncond = E.Br == BrKind::Cond && CI.MI.QP == 0;
    SI.Indirect = isa::operandType(F.Ops[F.NumOps - 1]).Kind == isa::OpKind::BR;
    SI.HintTaken = isa::hintsTaken(Mn); // (the scheduler's path predictions: isa/BranchPredict.h)
    SI.OffTold = predictedWhenOff(CI);
  }
}

const Timing::StaticBundle &Timing::staticOf(const CachedBundle &B, bool Validate) {
  StaticBundle *&Fast = StaticFast[(reinterpret_cast<uintptr_t>(&B) >> 4) * 0x9E3779B97F4A7C15ull >> 54];
  StaticBundle *SB = Fast && Fast->B == &B ? Fast : nullptr;
  if (!SB) {
    auto &Owner = Statics[&B];
    if (!Owner) {
      Owner = std::make_unique<StaticBundle>();
      Owner->B = &B;
      Owner->Bits.fill(~uint64_t(0)); // filled below
    }
    SB = Fast = Owner.get();
  }
  if (!sameBits(SB->Bits, B) && (Validate || SB->Bits[0] == ~uint64_t(0))) {
    if (SB->Bits[0] != ~uint64_t(0)) {
      // Code changed under a reused decode: what was recorded no longer holds.
      if (Expect)
        materialize();
      flushBatch();
      Batch.V = nullptr;
      Variants.clear();
      VariantFast.fill(nullptr);
      Prev = nullptr;
      Steady = {};
      WriterInfo.fill(nullptr); // may point at the infos refilled below
    }
    SB->Bits = {B.Address, B.Template, B.Insts[0].MI.Raw, B.Insts[1].MI.Raw,
                B.Insts[1].MI.RawL ^ B.Insts[2].MI.Raw, uint64_t(B.NumInsts)};
    SB->Template = B.Template;
    SB->Address = B.Address;
    for (unsigned S = 0; S < 3; ++S) {
      SB->Slots[S] = StaticInfo{};
      if (B.Insts[S].Sem)
        fillStatic(SB->Slots[S], B.Insts[S]);
      else if (auto Nop = MM.classId("nop"))
        SB->Slots[S].Info.Class = *Nop;
    }
  }
  return *SB;
}

// ---- recording ----

void Timing::onInst(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken) {
  LastInsts = C.Insts;
  Variant *E = Expect;
  if (!E) [[unlikely]]
    return record(B, Slot, Executed, Taken);
  // The expected block: one compare, the data address, nothing else (no
  // call but the tail calls, so no registers to save).
  uint32_t Pos = ExpPos;
  if (Pos >= ExpN) [[unlikely]]
    return unexpected(B, Slot, Executed, Taken);
  const Variant::Member &M = E->Members[Pos];
  uint64_t K = reinterpret_cast<uintptr_t>(&B.Insts[Slot]) | uint64_t(Executed) | uint64_t(Taken) << 1;
  if (M.Cmp != K || C.RseMoved) [[unlikely]]
    return unexpected(B, Slot, Executed, Taken);
  if (M.Check) {
    if (!sameBits(M.Check->Bits, B)) [[unlikely]]
      return unexpected(B, Slot, Executed, Taken);
    LastStatic = M.Check;
  }
  if (M.NeedAddr) {
    if (M.StaticBase) [[likely]]
      ExpAddr[Pos] = C.S.Gr[M.SI->Base] - uint64_t(M.SI->IncImm);
    else
      return addressThen(M, Taken);
  }
  ExpPos = Pos + 1;
  if (Taken)
    return fastEnd();
}

void Timing::addressThen(const Variant::Member &M, bool Taken) {
  ExpAddr[ExpPos] = dataAddress(*M.SI);
  ++ExpPos;
  if (Taken)
    fastEnd();
}

void Timing::unexpected(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken) {
  materialize();
  record(B, Slot, Executed, Taken);
}

void Timing::record(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken) {
  if (!LastStatic || LastStatic->B != &B)
    LastStatic = &staticOf(B);
  const StaticInfo &SI = LastStatic->Slots[Slot];
  bool New = !TraceBundle || TraceBundle != LastStatic || (TraceFilled >> Slot & 1);
  if (New) {
    TraceBundle = LastStatic;
    TraceFilled = 0;
    ++TraceBundles;
  }
  TraceFilled |= uint8_t(1u << Slot);
  const CachedInst &CI = B.Insts[Slot];
  Rec &R = Block.emplace_back();
  R.Key = reinterpret_cast<uintptr_t>(&CI) | uint64_t(Executed) | uint64_t(Taken) << 1 | uint64_t(New) << 2;
  R.B = LastStatic;
  R.SI = &SI;
  R.Addr = Executed && SI.Addr != StaticInfo::NoAddr ? dataAddress(SI) : NoAddress;
  R.Slot = uint8_t(Slot);
  R.Rse = 0;
  if (C.RseMoved && CI.Sem && CI.Sem->Fn) {
    R.Rse = C.RseMoved;
    C.RseMoved = 0;
    BlockRse = true;
  }
  ++NextId;
  // A taken branch ends the dispersal window: the block goes to the engine
  // (all of the trace, as a flush, once it is long).
  if (Taken)
    endBlock(TraceBundles >= 256);
}

void Timing::buildTrace(const Rec *Recs, size_t N, uint64_t FirstId, Writers &LW, Variant *V,
                        std::vector<model::IssueBundle> &T, std::vector<const StaticBundle *> &Src,
                        std::vector<uint8_t> &Filled) {
  T.clear();
  Src.clear();
  Filled.clear();
  if (Cy.B) { // the carried bundle: its slots before Cy.Slot issued already
    model::IssueBundle &IB = T.emplace_back();
    IB.Template = Cy.B->Template;
    IB.Address = Cy.B->Address;
    const StaticBundle &S = *Cy.B;
    for (unsigned K = 0; K < 3; ++K)
      if (Cy.Filled >> K & 1) {
        model::IssueInst &I = IB.Slots[K].emplace();
        I.Info = S.Slots[K].Info;
      }
    Src.push_back(Cy.B);
    Filled.push_back(Cy.Filled);
  }
  bool Build = V && !V->Built;
  auto &Pool = DepsPool;
  for (size_t X = 0; X < N; ++X) {
    const Rec &R = Recs[X];
    if (R.newBundle() || T.empty()) {
      model::IssueBundle &IB = T.emplace_back();
      IB.Template = R.B->Template;
      IB.Address = R.B->Address;
      Src.push_back(R.B);
      Filled.push_back(0);
    }
    Filled.back() |= uint8_t(1u << R.Slot);
    const StaticInfo &SI = *R.SI;
    bool Executed = R.executed();
    model::IssueInst &I = T.back().Slots[R.Slot].emplace();
    if (!Pool.empty()) { // reuse a dependence list's storage
      I.Deps = std::move(Pool.back());
      Pool.pop_back();
    }
    I.Info = R.SI->Info;
    I.Id = FirstId + X;
    I.EndsGroup = R.taken();
    I.Nullified = !Executed && !SI.QpInHandler;
    I.MemAddress = R.Addr;
    I.RseRegisters = R.Rse;
    size_t FirstRead = V ? V->Reads.size() : 0;
    auto dep = [&](uint16_t Key, UseKind K) {
      uint64_t P = LW[Key];
      model::DepKind DK = depKind(K);
      if (Build && P < FirstId) { // written before the block: its producer varies
        bool Seen = false;
        for (size_t J = FirstRead; J < V->Reads.size(); ++J)
          Seen |= V->Reads[J].Key == Key;
        if (!Seen)
          V->Reads.push_back({uint32_t(X), Key, DK});
      }
      if (!P) return;
      for (auto &[Id, Kd] : I.Deps)
        if (Id == P) return;
      if (Key < regkey::GR + 128) { // only a GR can be a post-increment base
        uint64_t At = 0;
        DK = depOn(P >= FirstId ? &Recs[P - FirstId].SI->Info : Engine.issuedInfo(P, At), Key, DK);
      }
      I.Deps.push_back({P, DK});
    };
    for (const RegUse &U : SI.Reads) {
      if (U.Key == regkey::ALLPR) {
        for (unsigned P = 1; P < 64; ++P) dep(uint16_t(regkey::PR + P), U.Kind);
      } else {
        // A predicated-off instruction still waits for its operands: the
        // predicate squashes it in DET, after register read and EXE (facts
        // 1.1), and the scoreboard stalls the whole group (issue 16 cause 3).
        dep(U.Key, U.Kind);
      }
    }
    if (Executed || SI.QpInHandler)
      for (uint16_t W : SI.Writes) LW[W] = I.Id;
    if (Build) {
      V->Infos.push_back(I.Info);
      V->SIs.push_back(R.SI);
      if (R.Addr != NoAddress && R.SI->Sub == model::Subtype::Load) V->Loads.push_back(uint32_t(X));
      if (R.Addr != NoAddress && R.SI->Sub == model::Subtype::Store) V->Stores.push_back(uint32_t(X));
    }
  }
  if (Build)
    for (size_t K = 0; K < LW.size(); ++K)
      if (LW[K] >= FirstId)
        V->Writes.push_back({uint16_t(K), uint32_t(LW[K] - FirstId)});
}

void Timing::resetTrace() {
  TraceBundle = nullptr;
  TraceFilled = 0;
  TraceBundles = 0;
  Cy = {};
}

// ---- blocks ----

Timing::Variant *Timing::variantFor(bool Final) {
  if (Variant *P = Prev ? Prev->Next : nullptr;
      P && P->Final == Final && P->From == Cy && P->Keys.size() == Block.size()) {
    bool Same = true;
    for (size_t I = 0; I < Block.size() && Same; ++I)
      Same = P->Keys[I] == Block[I].Key;
    if (Same)
      return P;
  }
  uint64_t H = mix(mix(reinterpret_cast<uintptr_t>(Cy.B), uint64_t(Cy.Slot) | uint64_t(Cy.Filled) << 8 |
                                                             uint64_t(Final) << 16), Block.size());
  for (const Rec &R : Block)
    H = mix(H, R.Key);
  auto same = [&](const Variant &V) {
    if (V.Hash != H || V.Final != Final || !(V.From == Cy) || V.Keys.size() != Block.size())
      return false;
    for (size_t I = 0; I < Block.size(); ++I)
      if (V.Keys[I] != Block[I].Key) return false;
    return true;
  };
  Variant *&Fast = VariantFast[H >> 52];
  if (Fast && same(*Fast))
    return Fast;
  auto &Bucket = Variants[H];
  for (auto &V : Bucket)
    if (same(*V)) {
      Fast = V.get();
      return Fast;
    }
  auto V = std::make_unique<Variant>();
  V->From = Cy;
  V->Final = Final;
  V->Hash = H;
  V->Keys.reserve(Block.size());
  for (const Rec &R : Block)
    V->Keys.push_back(R.Key);
  Fast = V.get();
  Bucket.push_back(std::move(V));
  return Fast;
}

// The part of the engine's state the block can observe, relative to the
// cycle it starts in: for each register it reads that an earlier block
// wrote, when the value is ready if that is later than the start (and the
// counter a wait for it is charged to); the recent stores a load of the
// block may recirculate against, and which of them (and of the block's own
// earlier stores) share a line with each load. False: too many to key.
bool Timing::dynamicKey(Variant &V, uint64_t Entry, const uint64_t *Addr, std::vector<uint64_t> &Key) {
  Key.clear();
  bool Quiet = true;
  if (!Engine.settledBy(Entry)) {
    uint32_t Member = ~0u;
    uint64_t Seen[16];
    unsigned NSeen = 0;
    for (size_t J = 0; J < V.Reads.size(); ++J) {
      Variant::ExtRead &R = V.Reads[J];
      if (R.Member != Member) {
        Member = R.Member;
        NSeen = 0;
      }
      uint64_t P = LastWriter[R.Key];
      if (!P || WriterReady[R.Key] <= Entry)
        continue;
      // One dependence per producer, of the first read's kind (as buildTrace).
      bool Dup = false;
      for (unsigned K = 0; K < NSeen; ++K)
        Dup |= Seen[K] == P;
      if (Dup) {
        Quiet &= R.Own;
        continue;
      }
      if (NSeen == 16)
        return false;
      Seen[NSeen++] = P;
      uint64_t At = WriterAt[R.Key];
      const model::InstInfo *Src = WriterInfo[R.Key];
      if (!Src) { // not known here: ask the engine
        Src = Engine.issuedInfo(P, At);
        if (!Src || At + Engine.maxLatencyFrom(Src->Class) <= Entry)
          continue;
        R.MemoSrc = nullptr;
        R.MemoL = Engine.latency(*Src, V.Infos[R.Member], depOn(Src, R.Key, R.Kind));
      } else if (R.MemoSrc != Src) {
        R.MemoSrc = Src; // static infos do not move
        R.MemoL = Engine.latency(*Src, V.Infos[R.Member], depOn(Src, R.Key, R.Kind));
      }
      const model::Latency &L = R.MemoL;
      if (At + L.Cycles <= Entry)
        continue;
      Quiet &= R.Own;
      Key.push_back(uint64_t(J) << 32 | (At + L.Cycles - Entry));
      Key.push_back(reinterpret_cast<uintptr_t>(L.Counter.data()) ^ uint64_t(L.Counter.size()) << 48);
      Key.push_back(reinterpret_cast<uintptr_t>(L.Rule));
    }
  }
  KeyRegLen = uint32_t(Key.size());
  KeyQuiet = Quiet;
  return storeKey(V, Entry, Addr, Key);
}

// The recent stores a load of the block may recirculate against (their
// ages), and per load which of them and of the block's earlier stores share
// its line.
template <class Sink>
bool Timing::storeKeyTo(Variant &V, uint64_t Entry, const uint64_t *Addr, Sink &&Put) {
  const auto &Sb = MM.stalls().StoreBufferRecirculation;
  if (!V.Loads.empty() && Sb.Penalty && Sb.LineBytes) {
    const auto &Recent = Engine.recentStores();
    unsigned NLive = 0;
    for (const auto &S : Recent)
      NLive += S.Cycle + Sb.Window >= Entry;
    if (!Put(uint64_t(0x5b) << 56 | NLive))
      return false;
    for (const auto &S : Recent)
      if (S.Cycle + Sb.Window >= Entry && !Put(Entry - S.Cycle))
        return false;
    if (NLive + V.Stores.size() > 64)
      return false;
    for (uint32_t L : V.Loads) {
      uint64_t Line = Engine.lineOf(Addr[L]), Mask = 0;
      unsigned Bit = 0;
      for (const auto &S : Recent)
        if (S.Cycle + Sb.Window >= Entry)
          Mask |= uint64_t(S.Line == Line) << Bit++;
      for (uint32_t St : V.Stores) {
        if (St >= L) break;
        Mask |= uint64_t(Engine.lineOf(Addr[St]) == Line) << Bit++;
      }
      if (!Put(Mask))
        return false;
    }
  }
  return true;
}

bool Timing::storeKey(Variant &V, uint64_t Entry, const uint64_t *Addr, std::vector<uint64_t> &Key) {
  return storeKeyTo(V, Entry, Addr, [&](uint64_t W) {
    Key.push_back(W);
    return true;
  });
}

bool Timing::sameStoreKey(Variant &V, uint64_t Entry, const uint64_t *Addr, const uint64_t *Want, size_t N) {
  size_t I = 0;
  return storeKeyTo(V, Entry, Addr, [&](uint64_t W) { return I < N && Want[I++] == W; }) && I == N;
}

long Timing::findOutcome(Variant &V, uint64_t Entry, const uint64_t *Addr, bool &Keyed) {
  Keyed = dynamicKey(V, Entry, Addr, KeyBuf);
  if (!Keyed)
    return -1;
  size_t N = V.Outcomes.size();
  for (size_t K = 0; K < N; ++K) {
    size_t Idx = V.LastHit + K < N ? V.LastHit + K : V.LastHit + K - N;
    const std::vector<uint64_t> &K2 = V.Outcomes[Idx].Key;
    bool Same = K2.size() == KeyBuf.size();
    for (size_t W = 0; W < KeyBuf.size() && Same; ++W)
      Same = K2[W] == KeyBuf[W];
    if (Same) {
      V.LastHit = Idx;
      return long(Idx);
    }
  }
  if (N >= 64) // a block in many states: not worth keeping more
    Keyed = false;
  return -1;
}

void Timing::endBlock(bool Final) {
  flushBatch();
  if (Expect)
    materialize();
  if (Block.empty() && !(Final && Cy.B)) {
    if (Final)
      resetTrace();
    arm();
    return;
  }
  ++Counts.Blocks;
  uint64_t Entry = Engine.cycles();
  Variant *V = nullptr;
  bool Keyed = false;
  if (!BlockRse && replayConditions(Entry)) {
    V = variantFor(Final);
    if (Prev)
      Prev->Next = V;
    Prev = V;
    if (V->Built && !V->Replayable) {
      V = nullptr;
    } else if (V->Built) {
      if (AddrBuf.size() < Block.size())
        AddrBuf.resize(Block.size());
      for (size_t X = 0; X < Block.size(); ++X)
        AddrBuf[X] = Block[X].Addr;
      if (long Idx = findOutcome(*V, Entry, AddrBuf.data(), Keyed); Idx >= 0) {
        replayBlock(*V, V->Outcomes[size_t(Idx)], Final, AddrBuf.data(), KeyQuiet);
        return;
      }
    }
  } else {
    Prev = nullptr;
  }
  slowBlock(Final, V, Keyed ? &KeyBuf : nullptr);
}

void Timing::armWith(Variant *N) {
  if (!N->Built || !N->Replayable || N->Outcomes.empty() || !(N->From == Cy) || N->Members.empty())
    return;
  Expect = N;
  ExpN = uint32_t(N->Members.size());
  if (ExpAddr.size() < ExpN)
    ExpAddr.resize(ExpN);
}

void Timing::materialize() {
  flushBatch();
  Variant *V = Expect;
  Expect = nullptr;
  NextId = BlockFirstId + ExpPos; // (the expected path does not count)
  for (uint32_t I = 0; I < ExpPos; ++I) {
    const Variant::Member &M = V->Members[I];
    Rec &R = Block.emplace_back();
    R.Key = V->Keys[I];
    R.B = M.B;
    R.SI = M.SI;
    R.Addr = M.NeedAddr ? ExpAddr[I] : NoAddress;
    R.Rse = 0;
    R.Slot = M.Slot;
    if (R.newBundle()) {
      TraceBundle = R.B;
      TraceFilled = 0;
      ++TraceBundles;
    }
    TraceFilled |= uint8_t(1u << R.Slot);
  }
  ExpPos = 0;
}

// The expected block ended (its taken branch matched): as endBlock, without
// looking the block up.
void Timing::fastEnd() {
  Variant &V = *Expect;
  if (batchPass(V))
    return;
  NextId = BlockFirstId + ExpPos;
  const bool Final = TraceBundles + V.NewBundles >= 256;
  // A flush at the 256th bundle issues the trace as if nothing followed. A
  // block whose issue always took its whole trace (nothing carried: To is
  // empty) issues the same either way, since the engine only stops early
  // for a window that reaches past the trace; the flush then just starts the
  // bundle count again (Restart), and the pass stays the non-final block's.
  const bool Restart = Final && !V.Final && V.To == Carry{};
  const bool AsFinal = Final && !Restart;
  flushBatch();
  uint64_t Entry = Engine.cycles();
  if (AsFinal != V.Final || !replayConditions(Entry)) {
    materialize();
    endBlock(Final);
    return;
  }
  ++Counts.Blocks;
  ++Counts.Expected;
  Prev = &V; // (Prev->Next is V already)
  bool Keyed = false;
  // The block follows itself with nothing in between, from a state whose
  // register part of the key is known: only the recent stores are keyed.
  bool Self = Steady.V == &V && Steady.Cycle == Entry && Steady.Id == BlockFirstId;
  long Idx = -1;
  if (Self && V.Outcomes[Steady.Out].SelfNext >= 0) {
    Variant::Outcome &N = V.Outcomes[size_t(V.Outcomes[Steady.Out].SelfNext)];
    if (sameStoreKey(V, Entry, ExpAddr.data(), N.Key.data() + N.RegLen, N.Key.size() - N.RegLen)) {
      Idx = V.Outcomes[Steady.Out].SelfNext;
      V.LastHit = size_t(Idx);
      ++Counts.Steady;
    }
  }
  if (Idx < 0) {
    Idx = findOutcome(V, Entry, ExpAddr.data(), Keyed);
    if (Self && Idx >= 0)
      V.Outcomes[Steady.Out].SelfNext = Idx;
  }
  if (Idx >= 0) {
    Expect = nullptr;
    ExpPos = 0;
    TraceBundles += V.NewBundles;
    replayBlock(V, V.Outcomes[size_t(Idx)], AsFinal, ExpAddr.data(), Self || KeyQuiet);
    if (Restart)
      TraceBundles = 0;
    return;
  }
  materialize();
  if (Restart) { // (not recorded in this state: the flush issues it)
    --Counts.Blocks;
    --Counts.Expected;
    endBlock(Final);
    return;
  }
  slowBlock(Final, &V, Keyed ? &KeyBuf : nullptr);
}

void Timing::replayBlock(Variant &V, Variant::Outcome &Out, bool Final, const uint64_t *Addr, bool Quiet) {
  ++Counts.Replayed;
  uint64_t Entry = Engine.cycles();
  const size_t OutIdx = size_t(&Out - V.Outcomes.data());
  // This pass follows a replay of the same block with the same outcome.
  const bool Follows = Steady.V == &V && Steady.Out == OutIdx && Steady.Cycle == Entry && Steady.Id == BlockFirstId;
  Engine.replay(Out.O, V.Infos, BlockFirstId, V.Stores.data(), Addr, V.Stores.size());
  if (Out.Applies.size() != V.Writes.size()) {
    Out.Applies.clear();
    for (size_t W = 0; W < V.Writes.size(); ++W) {
      auto [Key, Member] = V.Writes[W];
      Out.Applies.push_back({Key, Member, Out.WriteReady[W], Out.O.IssueAt[Member], &V.SIs[Member]->Info});
    }
  }
  for (const Variant::Outcome::Apply &A : Out.Applies) {
    LastWriter[A.Key] = BlockFirstId + A.Member;
    WriterReady[A.Key] = Entry + A.Ready;
    WriterAt[A.Key] = Entry + A.At;
    WriterInfo[A.Key] = A.Info;
  }
  Block.clear();
  BlockFirstId = NextId;
  if (Final) {
    resetTrace();
  } else {
    Cy = V.To;
    TraceBundle = Cy.B;
    TraceFilled = Cy.Filled;
  }
  Steady = {};
  if (Quiet) {
    Steady = {&V, OutIdx, Engine.cycles(), NextId};
    noteSteady(V, OutIdx, Follows, Addr); // (V.Final is Final)
  } else {
    Batch.V = nullptr;
  }
  arm();
}

void Timing::slowBlock(bool Final, Variant *V, const std::vector<uint64_t> *Key) {
  Steady = {};
  Batch.V = nullptr;
  bool Fresh = V && !V->Built;
  buildTrace(Block.data(), Block.size(), BlockFirstId, LastWriter, V, Trace, TraceSrc, TraceFill);
  if (KeepOrigins)
    for (size_t X = 0; X < Block.size(); ++X)
      Origins[BlockFirstId + X] = {Block[X].B->Address, Block[X].Slot};
  if (Fresh) {
    V->Built = true;
    V->Replayable = true;
    for (const model::InstInfo &I : V->Infos)
      V->Replayable &= Engine.replayable(I);
    for (Variant::ExtRead &R : V->Reads)
      for (auto [K, M] : V->Writes)
        R.Own |= K == R.Key;
    V->Members.reserve(Block.size());
    for (size_t X = 0; X < Block.size(); ++X) {
      const Rec &R = Block[X];
      bool NeedAddr = R.executed() && R.SI->Addr != StaticInfo::NoAddr;
      bool StaticBase = (R.SI->Addr == StaticInfo::BaseOnly || R.SI->Addr == StaticInfo::MinusImm) && R.SI->Base < 32;
      V->Members.push_back({R.Key & ~uint64_t(4), R.B, X == 0 || R.newBundle() ? R.B : nullptr, R.SI, R.Slot,
                            NeedAddr, StaticBase});
      V->NewBundles += R.newBundle();
    }
    buildSteps(*V);
  }
  // The key was taken at entry; a block's first pass has none (its static
  // data did not exist yet), so it is recorded from its second pass on.
  bool Record = V && V->Replayable && Key;
  model::IssueEngine::Recording R;
  uint64_t C0 = Engine.cycles(), G0 = Engine.groups(), B0 = Engine.bubbles();
  if (Record)
    Engine.record(&R);
  model::IssuePos P = Engine.issue(Trace, Cy.B ? Cy.Slot : 0, Final);
  Engine.record(nullptr);

  Carry Next;
  if (!Final && P.Bundle < Trace.size())
    Next = {TraceSrc[P.Bundle], uint8_t(P.Slot), TraceFill[P.Bundle]};
  if (Record && R.Replayable && R.Issued.size() == Block.size()) {
    std::vector<uint64_t> K = *Key;
    bool Ok = true;
    model::BlockOutcome O;
    O.Cycles = Engine.cycles() - C0;
    O.Groups = Engine.groups() - G0;
    O.Bubbles = Engine.bubbles() - B0;
    O.IssueAt.resize(Block.size());
    for (auto [Id, At] : R.Issued) {
      if (Id < BlockFirstId || Id - BlockFirstId >= Block.size()) Ok = false;
      else O.IssueAt[Id - BlockFirstId] = uint32_t(At - C0);
    }
    for (auto [Idx, N] : R.Counts) {
      auto It = std::find_if(O.Counts.begin(), O.Counts.end(), [&](auto &E) { return E.first == Idx; });
      if (It == O.Counts.end()) O.Counts.push_back({Idx, N});
      else It->second += N;
    }
    if (Ok && (V->Outcomes.empty() || V->To == Next)) {
      V->To = Next;
      std::vector<uint32_t> Ready;
      for (auto [Key, Member] : V->Writes)
        Ready.push_back(O.IssueAt[Member] + Engine.maxLatencyFrom(V->Infos[Member].Class));
      V->Outcomes.push_back({std::move(K), std::move(O), std::move(Ready), KeyRegLen});
      V->LastHit = V->Outcomes.size() - 1;
      ++Counts.Recorded;
    }
  }
  // Where the block's results are surely ready (dynamicKey's shortcut).
  for (const Rec &X : Block) {
    if (X.executed() || X.SI->QpInHandler)
      for (uint16_t W : X.SI->Writes) {
        uint64_t At = 0;
        const model::InstInfo *I = Engine.issuedInfo(LastWriter[W], At);
        WriterReady[W] = I ? At + Engine.maxLatencyFrom(I->Class) : ~uint64_t(0);
        WriterAt[W] = At;
        // The writer's static info (the last record writing W is its writer).
        WriterInfo[W] = I ? &Block[LastWriter[W] - BlockFirstId].SI->Info : nullptr;
      }
  }
  for (model::IssueBundle &IB : Trace)
    for (auto &Sl : IB.Slots)
      if (Sl && Sl->Deps.capacity()) {
        Sl->Deps.clear();
        DepsPool.push_back(std::move(Sl->Deps));
      }
  Block.clear();
  BlockFirstId = NextId;
  BlockRse = false;
  if (Final) {
    resetTrace();
  } else {
    Cy = Next;
    TraceBundle = Cy.B;
    TraceFilled = Cy.Filled;
  }
  arm();
}

// ---- clock ----

uint64_t Timing::now() const {
  const_cast<Timing &>(*this).flushBatch();
  if (C.Insts == LastInsts || !C.CurBundle)
    return Engine.cycles(); // not asked from inside an instruction
  // What-if: the blocks so far plus the asking instruction, issued on a copy.
  Timing &Self = const_cast<Timing &>(*this);
  if (Expect)
    Self.materialize();
  const CachedBundle &B = *C.CurBundle;
  unsigned Slot = C.CurSlot;
  const StaticBundle &SB = Self.staticOf(B);
  const StaticInfo &SI = SB.Slots[Slot];
  std::vector<Rec> Recs(Block.begin(), Block.end());
  Rec &R = Recs.emplace_back();
  bool New = !TraceBundle || TraceBundle != &SB || (TraceFilled >> Slot & 1);
  R.Key = reinterpret_cast<uintptr_t>(&B.Insts[Slot]) | 1 | uint64_t(New) << 2;
  R.B = &SB;
  R.SI = &SI;
  R.Addr = NoAddress;
  R.Rse = 0;
  R.Slot = uint8_t(Slot);
  Writers LW = LastWriter;
  std::vector<model::IssueBundle> T;
  std::vector<const StaticBundle *> Src;
  std::vector<uint8_t> Filled;
  Self.buildTrace(Recs.data(), Recs.size(), BlockFirstId, LW, nullptr, T, Src, Filled);
  model::IssueEngine Copy(Engine);
  Copy.issue(T, Cy.B ? Cy.Slot : 0, true);
  return Copy.issueCycle(BlockFirstId + Block.size()).value_or(Copy.cycles());
}

// ---- dynamic stalls ----

void Timing::charge(unsigned Bubbles, const std::string &Counter, const std::string &Why) {
  endBlock(true); // (applies a pending batch first)
  if (Bubbles)
    Engine.chargeStall(Bubbles, Counter, Why, NextId - 1);
}

void Timing::onBranch(const CachedBundle &B, unsigned Slot, bool Taken, uint64_t Target) {
  const StaticInfo &SI = (LastStatic && LastStatic->B == &B ? *LastStatic : staticOf(B)).Slots[Slot];
  if (!SI.Predicted)
    return;
  if (SI.CounterGen == CounterGen) [[likely]] { // a direction-predicted branch seen before
    uint8_t &Ctr = *SI.Counter;
    bool Miss = (Ctr >= 2) != Taken;
    if (Taken && Ctr < 3) ++Ctr;
    if (!Taken && Ctr > 0) --Ctr;
    if (Miss) {
      ++Mispredicts;
      const auto &St = MM.stalls();
      charge(St.BranchMispredict.Penalty, St.BranchMispredict.Counter, "branch mispredict");
    }
    return;
  }
  const CachedInst &CI = B.Insts[Slot];
  const SemEntry &E = *CI.Sem;
  const auto &St = MM.stalls();
  bool Miss = false;
  uint64_t Key = B.Address | Slot;
  if (E.Br == BrKind::Call) {
    ReturnStack.push_back(B.Address + 16);
    if (St.ReturnStack.Entries && ReturnStack.size() > St.ReturnStack.Entries)
      ReturnStack.pop_front();
    if (SI.Indirect) {
      auto It = Btb.find(Key);
      Miss = It == Btb.end() || It->second != Target;
      Btb[Key] = Target;
    }
  } else if (E.Br == BrKind::Ret) {
    if (Taken) {
      Miss = ReturnStack.empty() || ReturnStack.back() != Target;
      if (!ReturnStack.empty()) ReturnStack.pop_back();
    }
  } else if (SI.Indirect) {
    if (Taken) {
      auto It = Btb.find(Key);
      Miss = It == Btb.end() || It->second != Target;
      Btb[Key] = Target;
    }
  } else if (E.Br == BrKind::Cond && CI.MI.QP == 0) {
    // Unconditional direct branch: direction and target are known at decode.
  } else if (E.Br != BrKind::Ia) {
    StaticInfo &S = const_cast<StaticInfo &>(SI);
    if (S.CounterGen != CounterGen) {
      auto It = Counters.find(Key);
      if (It == Counters.end())
        It = Counters.emplace(Key, SI.HintTaken ? 2 : 1).first;
      S.Counter = &It->second; // map nodes do not move
      S.CounterGen = CounterGen;
    }
    uint8_t &Ctr = *S.Counter;
    bool Predicted = Ctr >= 2;
    Miss = Predicted != Taken;
    if (Taken && Ctr < 3) ++Ctr;
    if (!Taken && Ctr > 0) --Ctr;
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

void Timing::onVhptWalk() {
  const auto &St = MM.stalls();
  charge(St.VhptWalk.Cycles, St.VhptWalk.Counter, "vhpt walk");
}

void Timing::finish() {
  endBlock(true);
  LastInsts = C.Insts;
}

} // namespace epic::sim
