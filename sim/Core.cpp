#include "sim/Core.h"
#include "isa/BranchPredict.h"
#include "isa/Disasm.h"
#include "sim/Semantics.h"
#include "sim/FastOps.h"
#include "sim/Hypervisor.h"
#include "sim/Threaded.h"
#include "sim/TlbModel.h"
#include <algorithm>
#include <bit>
#include <cstring>
#include <string_view>

namespace epic::sim {

namespace {

std::optional<uint16_t> arByName(std::string_view N) {
  static constexpr std::pair<const char *, unsigned> T[] = {
      {"ar.rsc", 16}, {"ar.bsp", 17}, {"ar.bspstore", 18}, {"ar.rnat", 19}, {"ar.ccv", 32},
      {"ar.unat", 36}, {"ar.fpsr", 40}, {"ar.itc", 44}, {"ar.pfs", 64}, {"ar.lc", 65}, {"ar.ec", 66}};
  for (auto [Name, Num] : T)
    if (N == Name) return uint16_t(regkey::AR + Num);
  return std::nullopt;
}

std::optional<uint16_t> indirectKey(std::string_view T) {
  static constexpr const char *Files[] = {"rr", "pkr", "ibr", "dbr", "pmc", "pmd", "cpuid", "msr", "itr", "dtr"};
  for (unsigned I = 0; I < 10; ++I)
    if (T == Files[I]) return uint16_t(regkey::IND + I);
  return std::nullopt;
}

} // namespace

void Core::fillInst(CachedInst &CI, ir::Unit SlotUnit, uint64_t BundleAddr) {
  const isa::MachineInst &MI = CI.MI;
  CI.SlotUnit = SlotUnit;
  CI.Sem = &semantics(MI.Form);
  CI.QP = MI.QP;
  CI.Nop = CI.Sem->Nop;
  CI.QpInHandler = CI.Sem->QpInHandler;
  CI.Exec = CI.Sem->Fn ? fast::generic : nullptr;
  if (MI.Form < 0)
    return;
  if (FastPath && CI.Sem->Fn)
    fast::select(CI, BundleAddr);
  if (Hv && CI.Sem->Fn && Hypervisor::intercepts(MI)) {
    CI.Exec = hypervisorExec;
    CI.Fns = {};
  }
  const isa::FormInfo &F = MI.info();
  // A compare (cmp, tbit, tnat, fcmp, fclass) naming one predicate register
  // as both targets is an Illegal Operation when it executes: qp true, or
  // always for .unc (SDM vol. 3 cmp: "p1 and p2 ... the same register").
  if (CI.Sem->Fn && F.NumOps >= 2 && F.Ops[0].Out && F.Ops[1].Out && MI.Ops[0] == MI.Ops[1] && MI.Ops[0] != 0 &&
      isa::operandType(F.Ops[0]).Kind == isa::OpKind::PR && isa::operandType(F.Ops[1]).Kind == isa::OpKind::PR) {
    static const SemEntry Illegal{[](Core &C, const isa::MachineInst &, const SemEntry &) { return C.illegal(); }},
        IllegalUnc = [] { SemEntry E{[](Core &C, const isa::MachineInst &, const SemEntry &) { return C.illegal(); }};
                          E.QpInHandler = true; return E; }();
    CI.Sem = CI.Sem->QpInHandler ? &IllegalUnc : &Illegal;
    CI.QpInHandler = CI.Sem->QpInHandler;
    CI.Exec = fast::generic;
    CI.Fns = {};
  }
  if (MI.QP)
    CI.Reads.push_back({uint16_t(regkey::PR + MI.QP), UseKind::Predicate});
  for (unsigned I = 0; I < F.NumOps; ++I) {
    const isa::FormOperand &O = F.Ops[I];
    const isa::OperandType &T = isa::operandType(O);
    int64_t V = MI.Ops[I];
    // Written: left of '='. (Forms.inc marks every operand of a form without
    // '=' Out: `probe.w.fault r3,3`, `fc r3`, `ptc.l r3,r2`, `br.ret b0`,
    // `chk.s r2,target` read their registers; NumOuts is 0 for them.)
    const bool Out = O.Out && I < F.NumOuts;
    if (O.Slot == isa::OpSlot::Lit) {
      std::string_view Tx = O.Text ? O.Text : "";
      if (auto K = arByName(Tx))
        Out ? CI.Writes.push_back(*K) : CI.Reads.push_back({*K, UseKind::Data});
      else if (Tx == "pr" && Out) {
        for (unsigned P = 1; P < 64; ++P)
          if ((uint64_t(MI.Ops[2]) >> P) & 1) CI.Writes.push_back(uint16_t(regkey::PR + P));
      } else if (Tx == "pr")
        CI.Reads.push_back({regkey::ALLPR, UseKind::Data});
      else if (Tx == "pr.rot")
        for (unsigned P = 16; P < 64; ++P) CI.Writes.push_back(uint16_t(regkey::PR + P));
      else if (Tx == "psr.l" || Tx == "psr")
        Out ? CI.Writes.push_back(regkey::PSR) : CI.Reads.push_back({regkey::PSR, UseKind::Data});
      else if (Tx == "psr.um")
        Out ? CI.Writes.push_back(regkey::PSRUM) : CI.Reads.push_back({regkey::PSRUM, UseKind::Data});
      continue;
    }
    if (O.Slot == isa::OpSlot::Ind) {
      CI.Reads.push_back({uint16_t(regkey::GR + V), UseKind::Data});
      if (auto K = indirectKey(O.Text ? O.Text : ""))
        Out ? CI.Writes.push_back(*K) : CI.Reads.push_back({*K, UseKind::Data});
      continue;
    }
    uint16_t Base;
    switch (T.Kind) {
    case isa::OpKind::GR: Base = regkey::GR; break;
    case isa::OpKind::FR: Base = regkey::FR; break;
    case isa::OpKind::PR: Base = regkey::PR; break;
    case isa::OpKind::BR: Base = regkey::BR; break;
    case isa::OpKind::AR: Base = regkey::AR; break;
    case isa::OpKind::CR: Base = regkey::CR; break;
    default: continue;
    }
    uint16_t K = uint16_t(Base + V);
    if (O.Slot == isa::OpSlot::Mem) {
      CI.Reads.push_back({K, UseKind::Address});
      if (F.has(isa::FF_postinc))
        CI.Writes.push_back(K);
      continue;
    }
    if (Out) {
      if (!((Base == regkey::GR || Base == regkey::PR || Base == regkey::FR) && V == 0))
        CI.Writes.push_back(K);
    } else {
      CI.Reads.push_back({K, UseKind::Data});
    }
  }
  // Implicit resources ("R:ar.pfs W:cfm ...").
  if (F.Implicit) {
    std::string_view S = F.Implicit;
    while (!S.empty()) {
      size_t Sp = S.find(' ');
      std::string_view Tok = S.substr(0, Sp);
      S = Sp == std::string_view::npos ? std::string_view() : S.substr(Sp + 1);
      if (Tok.size() < 3) continue;
      bool W = Tok[0] == 'W';
      std::string_view N = Tok.substr(2);
      std::optional<uint16_t> K = arByName(N);
      if (N == "psr" || N == "psr.cpl") K = regkey::PSR;
      else if (N == "cr.ipsr") K = uint16_t(regkey::CR + unsigned(crn::IPSR));
      else if (N == "cr.iip") K = uint16_t(regkey::CR + unsigned(crn::IIP));
      else if (N == "cr.ifs") K = uint16_t(regkey::CR + unsigned(crn::IFS));
      else if (N == "psr.um") K = regkey::PSRUM;
      if (!K) continue;
      W ? CI.Writes.push_back(*K) : CI.Reads.push_back({*K, UseKind::Data});
    }
  }
}

/// What the whole-bundle and threaded paths need to know about B (see
/// CachedBundle).
bool predictedWhenOff(const CachedInst &CI) {
  // (A branch that runs with a false predicate, br.wtop/wexit, is told as it runs.)
  return CI.Sem && CI.Sem->IsBranch && CI.MI.Form >= 0 && CI.QP && !CI.QpInHandler &&
         isa::branchPrediction(CI.MI.info(), CI.QP) == isa::BranchPrediction::Direction;
}

void Core::summarize(CachedBundle &B) const {
  B.Runnable = B.NumInsts > 0;
  B.AllFast = true;
  unsigned Nops = 0;
  for (unsigned J = 0; J < B.NumInsts; ++J) {
    CachedInst &CJ = B.Insts[J];
    B.Runnable &= CJ.Exec != nullptr;
    B.AllFast &= CJ.Exec != fast::generic && CJ.Exec != fast::genericSafe && CJ.Exec != hypervisorExec;
    Nops += CJ.Nop;
    B.NopsThrough[J] = uint8_t(Nops);
    B.NopsAll = uint8_t(Nops);
    // A nop reads nothing but its predicate and writes nothing: the
    // whole-bundle path skips it.
    CJ.GateQP = CJ.Exec == fast::nop ? SkipSlot : CJ.QpInHandler ? 0 : CJ.QP;
  }
  B.Runnable &= FastPath; // the reference (fast path off) runs slot by slot
  // Threaded: every slot a fast operation with threaded forms; nops are
  // left out of the chain.
  bool Threaded = B.Runnable && B.AllFast;
  B.End = CachedInst{};
  B.End.Thr = thr::endBundle;
  B.End.SlotNo = uint8_t(B.NumInsts);
  const CachedInst *Next = &B.End;
  for (unsigned J = B.NumInsts; J-- > 0;) {
    CachedInst &CJ = B.Insts[J];
    CJ.SlotNo = uint8_t(J);
    CJ.NextCI = Next;
    if (CJ.Exec == fast::nop) continue;
    CJ.Thr = !CJ.QP ? CJ.Fns.Plain : CJ.QpInHandler ? CJ.Fns.Unc : CJ.Fns.Gated;
    Threaded &= CJ.Thr != nullptr;
    Next = &CJ;
  }
  B.First = Next;
  B.ThrOk = Threaded ? 1 : 0;
  // Fast branches, and whether a bundle listener may be told after the
  // bundle: a predicated nop is not run, so its predicate is not known
  // then; a register an earlier slot's data address comes from must not
  // be written by a later slot.
  B.BrSlots = B.OffBrSlots = 0;
  bool Tellable = Threaded;
  for (unsigned J = 0; J < B.NumInsts; ++J) {
    const CachedInst &CJ = B.Insts[J];
    if (CJ.Exec == fast::brCond || CJ.Exec == fast::brCloop) B.BrSlots |= uint8_t(1u << J);
    if (predictedWhenOff(CJ)) B.OffBrSlots |= uint8_t(1u << J);
    if (CJ.Exec == fast::nop && CJ.QP) Tellable = false;
    bool Mem = false;
    for (const RegUse &U : CJ.Reads) Mem |= U.Kind == UseKind::Address;
    if (!Mem) continue;
    for (const RegUse &U : CJ.Reads)
      for (unsigned K = J + 1; K < B.NumInsts; ++K)
        for (uint16_t W : B.Insts[K].Writes) Tellable &= !(U.Key < regkey::FR && W == U.Key);
  }
  if (Tellable) B.ThrOk |= 4;
}

const CachedBundle *Core::decodeAt(uint64_t Addr) {
  Recent &R = Fast[(Addr >> 4) & (Fast.size() - 1)];
  auto It = Cache.find(Addr);
  if (It != Cache.end()) {
    R = {Addr, It->second.get()};
    return R.B;
  }
  uint8_t Bytes[16];
  if (Addr & 15 || S.Mem.readBytes(Addr, Bytes, 16) != MemFault::None)
    return nullptr;
  isa::DecodedBundle D = isa::decodeBundle(Bytes);
  if (!D.ValidTemplate)
    return nullptr;
  auto B = std::make_unique<CachedBundle>();
  B->Address = Addr;
  B->Template = D.Template;
  B->NumInsts = D.NumInsts;
  const ir::TemplateInfo &TI = ir::templateInfo(D.Template);
  for (unsigned I = 0; I < D.NumInsts; ++I) {
    B->Insts[I].MI = D.Insts[I];
    fillInst(B->Insts[I], TI.Slots[I], Addr);
    buildStrictInfo(B->Insts[I].Dv, B->Insts[I].MI, B->Insts[I].QpInHandler);
    B->Insts[I].StopAfter = isa::stopAfter(D.Template, I);
  }
  summarize(*B);
  summarizeStrict(*B);
  if (B->ThrOk && B->StrictClean) B->ThrOk |= 2;
  const CachedBundle *P = B.get();
  Cache.emplace(Addr, std::move(B));
  R = {Addr, P};
  if (CodePages.insert(Addr / Memory::PageSize).second)
    ++OkGen; // store entries for this page must go: stores there now check for code
  CodeLo = std::min(CodeLo, Addr);
  CodeHi = std::max(CodeHi, Addr + 16);
  return P;
}

std::string Core::where(const CachedBundle &B, unsigned Slot) const {
  char Buf[64];
  snprintf(Buf, sizeof Buf, "0x%llx slot %u", (unsigned long long)B.Address, Slot);
  std::string Text = B.Insts[Slot].MI.Form >= 0 ? isa::formatInst(B.Insts[Slot].MI, B.Address)
                                                : std::string("<undecodable>");
  const isa::MachineInst &MI = B.Insts[Slot].MI;
  if (MI.QP) Text = "(p" + std::to_string(MI.QP) + ") " + Text;
  return std::string(Buf) + ": " + Text;
}

void Core::rotate() {
  FrameMarker F = S.Rse.cfm();
  unsigned Gr = F.Sor ? (F.RrbGr + F.Sor - 1) % F.Sor : 0;
  S.Rse.setRrb(Gr, (F.RrbFr + 95) % 96, (F.RrbPr + 47) % 48);
}

uint64_t Core::readAr(unsigned N) const {
  switch (N) {
  case arn::BSP: return S.Rse.bsp();
  case arn::BSPSTORE: return S.Rse.bspstore();
  case arn::RNAT: return S.Rse.rnat();
  case arn::ITC: return S.Ar[arn::ITC] + (Listener ? Listener->now() : Insts);
  default: return S.Ar[N & 127];
  }
}

void Core::writeAr(unsigned N, uint64_t V) {
  switch (N) {
  case arn::BSPSTORE: S.Rse.setBspStore(V & ~uint64_t(7)); break; // bits 2:0 ignored
  case arn::RNAT: S.Rse.setRnat(V & ~(uint64_t(1) << 63)); break; // bit 63 ignored: 63 NaT bits a collection
  case arn::ITC: S.Ar[arn::ITC] = V - (Listener ? Listener->now() : Insts); break;
  case arn::EC: S.Ar[N] = V & 63; break;
  default: S.Ar[N & 127] = V; break;
  }
}

Flow Core::fault(Vector V, uint64_t Isr, std::optional<uint64_t> Iim, std::optional<uint64_t> Ifa,
                 std::optional<uint64_t> Itir, std::optional<uint64_t> Iha) {
  S.Ip = CurBundle ? CurBundle->Address : S.Ip;
  S.Slot = CurSlot;
  if (Hv)
    Hv->pullPscb(*this); // a paravirtualized guest's psr.ic decides what the interruption collects
  if (S.psrBit(psr::IC)) {
    if (Itir) S.Cr[crn::ITIR] = *Itir;
    if (Iha) S.Cr[crn::IHA] = *Iha;
  }
  S.interrupt(V, Isr, Iim, Ifa);
  if (Hv) {
    Hv->enterVector(*this); // a paravirtualized vector may ask for physical mode at entry
    Hv->syncPscb(*this);    // the hypervisor delivers it: the guest's PSCB gets the new CRs
  }
  RrUnserialized = 0; // an interruption serializes
  ++Interruptions;
  ++OkGen; // privilege and PSR changed
  if (Listener) {
    if (InChain && ThrListen) thrTellUpTo(CurSlot); // the bundle's slots before this one come first
    Listener->onInterrupt(V);
  }
  return Flow::Fault;
}

Flow Core::rseFault(RseFault F) {
  switch (F) {
  case RseFault::None: return Flow::Next;
  case RseFault::IllegalOperation: return illegal();
  case RseFault::MemoryFault: return error("register stack engine: backing store not mapped");
  }
  return Flow::Next;
}

Flow Core::unserializedRegion(uint64_t Addr) {
  char Buf[160];
  snprintf(Buf, sizeof Buf,
           "dependency violation: reference to 0x%016llx in region %u, whose rr was written without srlz.d since",
           (unsigned long long)Addr, unsigned(Addr >> 61));
  return error(Buf);
}

Flow Core::error(const std::string &Msg) {
  Stop.K = StopInfo::Error;
  Stop.Ip = CurBundle ? CurBundle->Address : S.Ip;
  Stop.Slot = CurSlot;
  Stop.Message = (CurBundle ? where(*CurBundle, CurSlot) + ": " : std::string()) + Msg;
  return Flow::Stop;
}

void Core::tlbFill(unsigned W, uint64_t Addr, uint8_t *Host) {
  if (!Running) return;
  uint64_t Page = Addr / Memory::PageSize;
  if (W && CodePages.count(Page)) return; // stores there check for decoded code
  if (!Host) Host = S.Mem.hostPage(Addr);
  if (Host) Tlb[W][Page & 63] = {tlbTag(Addr), Host, OkGen};
}

/// Only the slow paths are here: the TLB hits are Core::loadFast/storeFast.
Flow Core::load(uint64_t Addr, unsigned Size, uint64_t &V, bool Speculative, bool &Deferred) {
  if (Speculative && DeferSpeculative) [[unlikely]] {
    Deferred = true;
    V = 0;
    return Flow::Next;
  }
  switch (Size) {
  case 1: if (loadFast<1>(Addr, V)) return Flow::Next; break;
  case 2: if (loadFast<2>(Addr, V)) return Flow::Next; break;
  case 4: if (loadFast<4>(Addr, V)) return Flow::Next; break;
  case 8: if (loadFast<8>(Addr, V)) return Flow::Next; break;
  default: break;
  }
  if (Strict && (RrUnserialized >> (Addr >> 61) & 1)) [[unlikely]]
    return unserializedRegion(Addr);
  if (Xlat) [[unlikely]]
    return loadXlat(Addr, Size, V, Speculative, Deferred);
  MemFault F = S.Mem.check(Addr, Size, Access::Read, S.cpl());
  if (F != MemFault::None) {
    if (Speculative) { Deferred = true; V = 0; return Flow::Next; }
    if (F == MemFault::Unaligned) return fault(Vector::UnalignedReference, 0, {}, Addr);
    if (F == MemFault::AccessRights) return fault(Vector::DataAccessRights, 0, {}, Addr);
    return fault(Vector::PageNotPresent, 0, {}, Addr);
  }
  tlbFill(0, Addr);
  S.Mem.read(Addr, Size, V);
  return Flow::Next;
}

Flow Core::store(uint64_t Addr, unsigned Size, uint64_t V) {
  switch (Size) {
  case 1: if (storeFast<1>(Addr, V)) return Flow::Next; break;
  case 2: if (storeFast<2>(Addr, V)) return Flow::Next; break;
  case 4: if (storeFast<4>(Addr, V)) return Flow::Next; break;
  case 8: if (storeFast<8>(Addr, V)) return Flow::Next; break;
  default: break;
  }
  if (Strict && (RrUnserialized >> (Addr >> 61) & 1)) [[unlikely]]
    return unserializedRegion(Addr);
  if (Xlat) [[unlikely]]
    return storeXlat(Addr, Size, V);
  MemFault F = S.Mem.check(Addr, Size, Access::Write, S.cpl());
  if (F == MemFault::Unaligned) return fault(Vector::UnalignedReference, uint64_t(1) << 33, {}, Addr);
  if (F == MemFault::AccessRights) return fault(Vector::DataAccessRights, uint64_t(1) << 33, {}, Addr);
  if (F != MemFault::None) return fault(Vector::PageNotPresent, uint64_t(1) << 33, {}, Addr);
  tlbFill(1, Addr);
  S.Mem.write(Addr, Size, V);
  alatStore(Addr, Size);
  if (Addr + Size > CodeLo && Addr < CodeHi) { // self-modifying code: decode again
    if (auto It = Cache.find(Addr & ~uint64_t(15)); It != Cache.end()) {
      Retired.push_back(std::move(It->second)); // the run loop may be inside it
      Cache.erase(It);
      ++ChainGen; // chained pointers may name it
      ++DecodeGen;
      Group.newGroup(); // its log may name the erased bundle
      SmcAt = Bundles;
      SmcSlot = CurSlot;
      Fast[(Addr >> 4) & (Fast.size() - 1)] = {};
    }
  }
  return Flow::Next;
}

void Core::alatInsert(uint16_t Reg, uint64_t Addr, unsigned Size) {
  if (DropAdvanced) return;
  if (Alat.size() >= isa::AlatEntries) Alat.erase(Alat.begin()); // full: the oldest is replaced
  Alat.push_back({Reg, Addr, Size});
}
bool Core::alatFind(uint16_t Reg) const {
  for (const AlatEntry &E : Alat)
    if (E.Reg == Reg) return true;
  return false;
}
void Core::alatRemove(uint16_t Reg) {
  std::erase_if(Alat, [&](const AlatEntry &E) { return E.Reg == Reg; });
}
void Core::alatStore(uint64_t Addr, unsigned Size) {
  if (Alat.empty()) return;
  AlatStoreInvalidations +=
      std::erase_if(Alat, [&](const AlatEntry &E) { return Addr < E.Addr + E.Size && E.Addr < Addr + Size; });
}

StopInfo Core::run() {
  Stop = StopInfo{};
  Running = true;
  ++OkGen;
  MemGenSeen = S.Mem.generation();
  ResolvedBranch = false;
  struct Leave {
    Core &C;
    ~Leave() {
      if (C.Hv)
        C.Hv->pullPscb(C); // what the guest left in the PSCB is its state
      C.Running = false;
      C.ResolvedBranch = false;
      ++C.OkGen;
      C.Retired.clear();
    }
  } Guard{*this};
  // Threaded chains link only what this run may chain into.
  ThrRet = End.ReturnTo ? *End.ReturnTo : 1;
  ThrStrict = Strict;
  ThrListen = Listener && Listener->wantsBundles();
  ThrNeed = uint8_t((Strict ? 2 : 1) | (ThrListen ? 4 : 0));
  if (Xlat && Xlat->Fetch)
    ThrNeed |= 8; // no chains: every bundle's fetch is translated at the loop's top
  InChain = false;
  ++ChainGen;
  SmcAt = ~uint64_t(0); // (Bundles may have been reset between runs)
  // Strict mode and the listener are fixed for a run: one loop per combination.
  if (Strict)
    return Listener ? runLoop<true, true>() : runLoop<true, false>();
  return Listener ? runLoop<false, true>() : runLoop<false, false>();
}

/// The numbers this run gives to D's indexed uses (register values now).
StrictDynIndex Core::strictDyn(const StrictInfo &D) const {
  StrictDynIndex X;
  if (D.IndReg >= 0) X.Ind = int64_t(indirectRegister(D.IndFile, gr(unsigned(D.IndReg))));
  if (D.AddrReg >= 0) X.Region = int64_t(gr(unsigned(D.AddrReg)) >> 61);
  if (D.UnatByAddress) X.Unat = int64_t((gr(unsigned(D.AddrReg)) >> 3) & 63);
  return X;
}

/// Strict-mode check of CI before it runs, after StrictGroup::mayConflict
/// said it may meet a write of its group: the dv rules decide (a branch may
/// read the predicate an integer compare wrote, two FP operations may set
/// the same status flags, ...). False when it stopped the run.
bool Core::strictOk(const CachedInst &CI, bool QpTrue) {
  auto C = Group.find(CI.Dv, QpTrue, strictDyn(CI.Dv));
  if (!C) return true;
  const StrictGroup::Entry &W = Group.writer(C->Writer);
  error("dependency violation: " +
        describeConflict(*C, where(*static_cast<const CachedBundle *>(W.Where), W.Slot)));
  return false;
}

// The run loop. Per slot it does only what a fast operation needs: the
// budget, the qualifying predicate, strict mode's mask test (when on), the
// call, and the group's write masks; everything else (predicated-off
// instructions, taken branches, interruptions, stops, the listener) is off
// the straight path. Slots and Nops are kept in locals and stored on every
// way out; Insts is stored before every call (ar.itc reads it).
template <bool IsStrict, bool Listen> StopInfo Core::runLoop() {
  const uint64_t Max = End.MaxInsts;
  const bool HasRet = End.ReturnTo.has_value();
  const uint64_t RetTo = HasRet ? *End.ReturnTo : 0;
  const uint64_t Ins0 = Insts;
  uint64_t Ins = Insts, NopCount = 0;
  struct Flush { // counters back into the members, however the loop ends
    Core &C; const uint64_t &Ins, &NopCount; uint64_t Ins0;
    ~Flush() { C.Insts = Ins; C.Slots += Ins - Ins0; C.Nops += NopCount; }
  } Flusher{*this, Ins, NopCount, Ins0};
  bool Started = false;
  while (true) {
    if (HasRet && Started && S.Ip == RetTo && S.Slot == 0)
      return StopInfo{StopInfo::ReturnTo, "", S.Ip, 0, 0};
    Started = true;
    if (Xlat && Xlat->Fetch && S.psrBit(psr::IT)) [[unlikely]] {
      if (auto F = translateFetch(S.Ip)) {
        Insts = Ins;
        if (fetchFault(*F, S.Ip) == Flow::Stop)
          return Stop;
        continue;
      }
    }
    const CachedBundle *B = bundleAt(S.Ip);
    CurBundle = B;
    if (!B) [[unlikely]] {
      char Buf[96];
      snprintf(Buf, sizeof Buf, "cannot fetch a bundle at 0x%llx (unmapped, misaligned or reserved template)",
               (unsigned long long)S.Ip);
      return StopInfo{StopInfo::Error, Buf, S.Ip, S.Slot, 0};
    }
    ++Bundles;
    const unsigned N = B->NumInsts;
    // The whole-bundle paths: entered at slot 0, within the budget, every
    // slot simulated, no listener; in strict mode the bundle must be able
    // to run without per-slot checks (Core::strictEnter), its group state
    // settled after it (strictLeave).
    // A listener that takes whole bundles (ExecListener::onBundle) keeps
    // the threaded path.
    if ((!Listen || ThrListen) && S.Slot == 0 && B->Runnable && Max - Ins >= N && (!IsStrict || strictEnter(*B))) {
      if ((B->ThrOk & ThrNeed) == ThrNeed) { // every slot a fast operation: threaded dispatch
        const int64_t Cap = int64_t(std::min<uint64_t>(Max - Ins, ThrCap));
        ThrFuel = Cap - N;
        ThrOff = 0;
        ++ThreadedEntries;
        if (Listen) {
          ThrInsBase = Ins + uint64_t(Cap);
          ThrTold = 0;
          InChain = true;
        }
        Flow F = thrEnter(B);
        if (Listen) InChain = false;
        Ins += uint64_t(Cap - ThrFuel);
        Insts = Ins;
        if (F == Flow::Stop) [[unlikely]]
          return Stop;
        if (PendingStop) [[unlikely]] {
          StopInfo SI = *PendingStop;
          PendingStop.reset();
          return SI;
        }
        continue;
      }
      if (Listen) goto SlotLoop; // (the single-bundle path reports nothing)
      ++WholeBundleEntries;
      const CachedInst *CI = B->Insts.data();
      unsigned J = 0;
      Flow F = Flow::Next;
      const bool Sync = !B->AllFast; // SemEntry handlers may read Insts and S.Slot
      uint8_t Off = 0;               // strict mode: predicated-off slots
      for (; J < N; ++J, ++CI) {
        CurSlot = J;
        ++Ins;
        if (Sync) {
          S.Slot = J;
          Insts = Ins;
        }
        if (uint8_t G = CI->GateQP) [[unlikely]] {
          if (G == SkipSlot) continue;
          if (!pr(G)) {
            Off |= uint8_t(1u << J);
            continue;
          }
        } else if (IsStrict && CI->QP && !pr(CI->QP)) {
          Off |= uint8_t(1u << J); // a `.unc` compare or br.wtop/wexit, run with a false qp
        }
        F = CI->Exec(*this, *CI);
        if (F != Flow::Next) [[unlikely]]
          break;
      }
      if (IsStrict) strictLeave(*B, J, Off, F);
      // (Without Sync, S.Slot is left to what follows: fall-through and
      // branches set it, an interruption already did.)
      if (F == Flow::Next) [[likely]] {
        NopCount += B->NopsThrough[N - 1];
        S.Ip += 16;
        S.Slot = 0;
        continue;
      }
      NopCount += B->NopsThrough[J];
      if (F == Flow::Stop) [[unlikely]]
        return Stop;
      if (F == Flow::Branch) {
        S.Ip = Target;
        S.Slot = TargetSlot;
        TargetSlot = 0;
      }
      if (PendingStop) [[unlikely]] {
        StopInfo SI = *PendingStop;
        PendingStop.reset();
        return SI;
      }
      continue;
    }
  SlotLoop:
    unsigned I = S.Slot;
    for (; I < N; ++I) {
      const CachedInst &CI = B->Insts[I];
      CurSlot = I;
      S.Slot = I; // handlers and interruptions see the slot they run in
      if (Ins >= Max) [[unlikely]]
        return StopInfo{StopInfo::Budget, "instruction budget exhausted", S.Ip, I, 0};
      Insts = ++Ins;
      NopCount += CI.Nop;
      bool Q = CI.QP == 0 || pr(CI.QP);
      if ((!Q && !CI.QpInHandler) || !CI.Exec) [[unlikely]] {
        if (Q || CI.QpInHandler) { // runs, but is not simulated
          error(CI.MI.Form < 0 ? "undecodable instruction" : "instruction not simulated");
          return Stop;
        }
        // Predicated off: by the dv rules it reads its qualifying predicate
        // (and br.wtop/wexit use everything; StrictInfo::RunsWhenOff).
        if (CI.Exec) {
          if (IsStrict) {
            if (CI.Dv.StartsGroup) [[unlikely]] Group.newGroup();
            if (Group.mayConflict(CI.Dv, false) && !strictOk(CI, false)) [[unlikely]]
              return Stop;
            Group.record(CI.Dv, false, B, I);
            if (CI.Dv.EndsGroup) [[unlikely]] Group.newGroup();
          }
          if (Listen) {
            Listener->onInst(*B, I, false, false);
            if (ResolvedBranch || (B->OffBrSlots >> I & 1)) Listener->onBranch(*B, I, false, Target);
            ResolvedBranch = false;
            followMemory();
          }
          if (IsStrict && CI.StopAfter) Group.newGroup();
        } else if (Listen) {
          Listener->onInst(*B, I, false, false);
          followMemory();
        }
        continue;
      }
      if (IsStrict) {
        // Does a use meet a write of this group? Usually not; strictOk
        // then applies the dv rules.
        if (CI.Dv.StartsGroup) [[unlikely]] Group.newGroup();
        if (Group.mayConflict(CI.Dv, Q) && !strictOk(CI, Q)) [[unlikely]]
          return Stop;
      }
      // (A spill's UNAT bit: its address before the post-increment.)
      const int64_t Unat = IsStrict && CI.Dv.UnatByAddress ? strictDyn(CI.Dv).Unat : -1;
      Flow F = CI.Exec(*this, CI);
      if (F == Flow::Next) [[likely]] {
        if (IsStrict) {
          // (The index register of an indirect move is not its target.)
          Group.record(CI.Dv, Q, B, I, CI.Dv.IndReg < 0 ? -1 : strictDyn(CI.Dv).Ind, Unat);
          if (CI.Dv.EndsGroup) [[unlikely]] Group.newGroup();
        }
        if (Listen) {
          Listener->onInst(*B, I, Q, false);
          if (ResolvedBranch) Listener->onBranch(*B, I, false, Target);
          ResolvedBranch = false;
          followMemory();
        }
        if (IsStrict && CI.StopAfter) Group.newGroup();
        continue;
      }
      // Control leaves the bundle (branch, interruption) or the run stops.
      if (F == Flow::Stop) [[unlikely]]
        return Stop;
      // (The slot's own writes need no recording: its group ends here.)
      if (Listen) {
        Listener->onInst(*B, I, Q, true);
        if (ResolvedBranch) Listener->onBranch(*B, I, F == Flow::Branch, Target);
        ResolvedBranch = false;
        followMemory();
      }
      if (F == Flow::Branch) {
        S.Ip = Target;
        S.Slot = TargetSlot;
        TargetSlot = 0;
      }
      if (IsStrict) Group.newGroup();
      if (PendingStop) [[unlikely]] {
        StopInfo SI = *PendingStop;
        PendingStop.reset();
        return SI;
      }
      break;
    }
    if (I == N) { // fell through the bundle
      S.Ip += 16;
      S.Slot = 0;
    }
  }
}

} // namespace epic::sim
