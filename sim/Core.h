// The functional core: fetches bundles from simulated memory, decodes them
// once (isa/ decoder, cached per bundle address) and executes each slot
// through the per-form semantic table (sim/Semantics.h). Strict mode stops
// on a dependency violation inside an instruction group, by the rules of
// isa/dv (sim/StrictRules.h).
// Timing is not decided here: every executed instruction is reported to an
// optional ExecListener (sim/Timing.h builds the IssueEngine trace from it).
#pragma once
#include "isa/Alat.h"
#include "isa/MachineInst.h"
#include "sim/ArchState.h"
#include "sim/StrictRules.h"
#include <bit>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace epic::sim {

class TlbModel;
struct SemEntry;
class Core;

/// Outcome of one instruction.
enum class Flow : uint8_t { Next, Branch, Fault, Stop };

/// Register keys of timing dependence tracking.
namespace regkey {
enum : uint16_t { GR = 0, FR = 128, PR = 256, BR = 320, AR = 328, CR = 456, PSR = 584,
                  PSRUM = 585, IND = 586 /* one per indirect file */, CFM = 600, ALLPR = 601,
                  Count = 602 };
}

/// How an instruction uses a register (for timing deps).
enum class UseKind : uint8_t { Data, Address, Predicate };
struct RegUse {
  uint16_t Key;
  UseKind Kind;
};

/// A short list kept inside its owner (no heap access on the hot path);
/// longer lists (mov pr= writes up to 63 predicates) spill to the heap.
template <class T, unsigned N> class InlineList {
public:
  void push_back(const T &V) {
    if (Count < N) {
      Inline[Count++] = V;
      return;
    }
    if (Count == N) Spill.assign(Inline.begin(), Inline.end());
    Spill.push_back(V);
    ++Count;
  }
  const T *begin() const { return Count <= N ? Inline.data() : Spill.data(); }
  const T *end() const { return begin() + Count; }
  unsigned size() const { return Count; }
  bool empty() const { return Count == 0; }

private:
  std::array<T, N> Inline{};
  uint16_t Count = 0;
  std::vector<T> Spill;
};

struct CachedInst;
struct CachedBundle;
class Hypervisor;
/// What the run loop calls for an instruction: a pre-decoded fast operation
/// (sim/FastOps.h) or the generic call of its SemEntry handler.
using ExecFn = Flow (*)(Core &, const CachedInst &);
/// The same operation in threaded form (sim/Threaded.h): it runs the
/// instruction and jumps straight to the next one's ThrFn (NextCI), so a
/// straight-line run of fast operations makes no return to the run loop.
using ThrFn = Flow (*)(Core &, const CachedInst *);
/// The threaded forms of a fast operation: plain, gated by the qualifying
/// predicate, and `.unc` (runs whatever the predicate, noting it when false).
struct ThrFns {
  ThrFn Plain = nullptr, Gated = nullptr, Unc = nullptr;
};

/// One decoded instruction with everything precomputed for execution.
struct CachedInst {
  // Hot fields first (the run loop and the fast operations read only these).
  ExecFn Exec = nullptr;        // nullptr: not simulated (the core stops with an error)
  const SemEntry *Sem = nullptr;
  bool Nop = false;             // counted as a nop
  bool QpInHandler = false;     // runs with a false qualifying predicate
  uint8_t GateQP = 0;           // whole-bundle path: QP unless QpInHandler (skipped when false); SkipSlot: a nop
  bool StopAfter = false;
  uint8_t QP = 0;
  // Operands resolved for the fast operations: register numbers and
  // immediates (ImmA/ImmB stand in for a source that is not a register).
  uint8_t Dst = 0, Dst2 = 0, SrcA = 0, SrcB = 0, Size = 0, Sub = 0;
  uint64_t ImmA = 0, ImmB = 0, ImmC = 0;
  // Threaded dispatch (sim/Threaded.h): this slot's entry and the next
  // slot to run (nops skipped; the bundle's End pseudo-slot last).
  ThrFn Thr = nullptr;
  const CachedInst *NextCI = nullptr;
  uint8_t SlotNo = 0;
  ThrFns Fns; // set by fast::select for fast operations
  // A taken IP-relative branch's target bundle, valid while TargetGen is
  // the core's chain generation (Core::thrRelink).
  mutable const CachedBundle *TargetB = nullptr;
  mutable uint64_t TargetGen = 0;
  StrictInfo Dv; // strict mode: resources used, by the dv rules
  InlineList<RegUse, 6> Reads;   // qp, sources, base, implicit reads
  InlineList<uint16_t, 4> Writes; // destinations, post-increment bases, implicit writes
  ir::Unit SlotUnit = ir::Unit::None;
  isa::MachineInst MI;
};

/// Whether a branch whose qualifying predicate is false still reaches the
/// predictor, as a not-taken branch: the front end predicts a branch
/// before its predicate is known, and Itanium 2 corrects a wrong guess in
/// DET, where predicate-false instructions are squashed (facts sheet 1.1).
/// So a direction-predicted branch (isa/BranchPredict.h: br.cond with a
/// qualifying predicate, the loop forms) is told to onBranch not taken when
/// off; a `.sptk` one then mispredicts and trains its counter.
bool predictedWhenOff(const CachedInst &CI);

struct CachedBundle {
  uint64_t Address = 0;
  uint8_t Template = 0;
  unsigned NumInsts = 0;
  std::array<CachedInst, 3> Insts;
  // Summary for the run loop's whole-bundle path (Core::summarize), which
  // runs a bundle entered at slot 0 with no per-slot bookkeeping (in strict
  // mode when strictEnter allows it; the group is settled after the bundle).
  bool Runnable = false;    // every slot simulated
  bool AllFast = false;     // no slot runs a SemEntry handler (none reads Insts or S.Slot)
  std::array<uint8_t, 3> NopsThrough{}; // nops in slots 0..I
  uint8_t NopsAll = 0;
  // Threaded dispatch: every slot a fast operation, fast path on. First is
  // the first slot to run (End when all are nops); End ends the bundle.
  // ThrOk: bit 1 threaded, bit 2 threaded in strict mode too (StrictClean),
  // bit 4 threaded with a bundle listener too (ExecListener::onBundle: no
  // predicated nop, no slot writing a register an earlier slot's data
  // address is computed from, so the listener may look at the bundle's end).
  uint8_t ThrOk = 0;
  uint8_t BrSlots = 0; // slots holding a fast IP-relative branch (they resolve when executed)
  uint8_t OffBrSlots = 0; // slots whose branch the predictor sees not taken when predicated off (predictedWhenOff)
  const CachedInst *First = nullptr;
  CachedInst End;
  // The fall-through bundle, valid while FallGen is the chain generation.
  mutable const CachedBundle *FallNext = nullptr;
  mutable uint64_t FallGen = 0;
  // Strict mode without per-slot checks (Core::strictEnter/strictLeave,
  // sim/CoreStrict.cpp): Clean when no slot can meet a write of an earlier
  // slot of its group in this bundle whatever the predicates (the dv rules
  // with every slot run: predicated-off slots use a subset); EntryCheck
  // the uses of the slots that continue the incoming group; TailFrom the
  // first slot of the group left open at the end (NumInsts: none).
  bool StrictClean = false;
  bool ClosesGroup = false; // TailFrom == NumInsts
  uint8_t TailFrom = 0;
  std::array<uint64_t, StrictInfo::Words> EntryCheck{};
};

/// CachedInst::GateQP of a slot the whole-bundle path need not call (a nop).
constexpr uint8_t SkipSlot = 0xff;

/// Receives every executed (or predicated-off) instruction in order.
class ExecListener {
public:
  virtual ~ExecListener() = default;
  /// `Slot` is the trace slot (MLX L+X is slot 1). `Taken`: control left the
  /// bundle after this instruction. `Executed`: the qualifying predicate was true.
  virtual void onInst(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken) = 0;
  /// A branch resolved (for the predictor): conditional/indirect/return, or
  /// a direction-predicted branch predicated off (not taken; predictedWhenOff).
  virtual void onBranch(const CachedBundle &B, unsigned Slot, bool Taken, uint64_t Target) {}
  /// An interruption was delivered (for its cost).
  virtual void onInterrupt(Vector V) {}
  /// The VHPT walker inserted a translation (translation: tlb; for its cost).
  virtual void onVhptWalk() {}
  /// rfi / srlz etc. need nothing special: the model's rules handle them.
  /// Current cycle for ar.itc (0 when untimed).
  virtual uint64_t now() const { return 0; }
  /// Opt-in to whole bundles: a listener answering true gets onBundle for
  /// bundles run on the threaded path (so timed runs keep the functional
  /// core's fast path). Its calls then come after a bundle ran, not after
  /// each instruction, so it must not change architectural state.
  virtual bool wantsBundles() const { return false; }
  /// Bundle B, entered at slot 0, ran slots [0, Last] on the threaded path
  /// (every slot a fast operation; ThrOk bit 4): Off has a bit per slot whose
  /// qualifying predicate was false, Taken says slot Last's branch was taken
  /// (to Target). It stands for what the slot loop reports slot by slot:
  /// onInst per slot and onBranch per executed branch slot (BrSlots) and
  /// per predicated-off one the predictor sees (OffBrSlots), which is what
  /// this default does.
  virtual void onBundle(const CachedBundle &B, uint8_t Off, unsigned Last, bool Taken, uint64_t Target);

protected:
  /// Slots [From, To) of B as the slot loop reports them (Off: predicated
  /// off; the last one taken when TakenLast).
  void tellSlots(const CachedBundle &B, uint8_t Off, unsigned From, unsigned To, bool TakenLast, uint64_t Target);
  friend class Core;
};

/// Why the run stopped.
struct StopInfo {
  enum Kind : uint8_t { None, Budget, ReturnTo, RfiToUser, Break, Error } K = None;
  std::string Message; // errors: "0xADDR slot S: message: text"
  uint64_t Ip = 0;
  unsigned Slot = 0;
  uint64_t BreakImm = 0;
};

struct EndCondition {
  std::optional<uint64_t> ReturnTo;  // stop when control reaches this bundle address
  bool RfiToUser = false;            // stop after an rfi that lands at cpl 3
  std::optional<uint64_t> BreakImm;  // stop at `break N` (not delivered)
  uint64_t MaxInsts = 10'000'000;    // instruction budget
};

class Core {
public:
  explicit Core(Memory &M) : S(M) { Alat.reserve(isa::AlatEntries); }

  ArchState S;
  bool Strict = true;
  /// Every speculative load defers (a NaT, no access), as an implementation
  /// may choose to (SDM vol. 2, "Deferral of Speculative Load Faults"): translation
  /// validation runs recovery code this way (driver/Validate.cpp).
  bool DeferSpeculative = false;
  /// No advanced load allocates an ALAT entry, as an implementation may
  /// drop entries at any time (SDM vol. 1, "Data Speculation"): every
  /// `chk.a` and `ld.c` then misses (driver/Validate.cpp runs data
  /// speculation's recovery code this way).
  bool DropAdvanced = false;
  EndCondition End;
  ExecListener *Listener = nullptr;
  /// Runs the code as a guest kernel under sim/Hypervisor.h (set before the
  /// first decode; nullptr: the machine itself).
  Hypervisor *Hv = nullptr;
  /// `translation: tlb` (sim/CoreXlat.cpp): data references with psr.dt = 1
  /// translate through these TLBs and raise the TLB vectors on a miss;
  /// physical addresses reach memory mapped under PhysRid. nullptr: the
  /// identity mapping of every other scenario.
  TlbModel *Xlat = nullptr;
  static constexpr uint32_t PhysRid = PhysicalRid;

  /// Runs from S.Ip / S.Slot until the end condition, an error, or the budget.
  StopInfo run();

  // Counters.
  uint64_t Insts = 0, Nops = 0, Bundles = 0, Slots = 0, Interruptions = 0;
  /// Entries into the whole-bundle paths (threaded chains and single
  /// bundles), for tests that must know the fast paths ran.
  uint64_t ThreadedEntries = 0, WholeBundleEntries = 0;

  // ---- accessors used by the semantics (logical register numbers) ----
  uint64_t gr(unsigned R) const { return R < 32 ? S.Gr[R] : S.gr(R); }
  bool nat(unsigned R) const { return R < 32 ? S.GrNat[R] : S.grNat(R); }
  /// False (and Illegal Operation raised) when R is outside the frame.
  bool setGr(unsigned R, uint64_t V, bool Nat = false) {
    if (R - 1 < 31) { // r1-r31: no frame to check
      S.Gr[R] = V;
      S.GrNat[R] = Nat;
      return true;
    }
    return S.setGr(R, V, Nat);
  }
  bool pr(unsigned P) const { return S.pr(physPr(P)); }
  void setPr(unsigned P, bool V) { S.setPr(physPr(P), V); }
  FpReg &fr(unsigned F) { return S.Fr[physFr(F)]; }
  unsigned physPr(unsigned P) const {
    return P < 16 ? P : 16 + (P - 16 + S.Rse.cfm().RrbPr) % 48;
  }
  unsigned physFr(unsigned F) const {
    return F < 32 ? F : 32 + (F - 32 + S.Rse.cfm().RrbFr) % 96;
  }
  /// Rotates GR/FR/PR by one (br.ctop and friends).
  void rotate();

  uint64_t readAr(unsigned N) const;
  void writeAr(unsigned N, uint64_t V);

  /// Raises an interruption at the current instruction.
  /// Itir/Iha: written with the interruption registers (TLB faults).
  Flow fault(Vector V, uint64_t Isr = 0, std::optional<uint64_t> Iim = {},
             std::optional<uint64_t> Ifa = {}, std::optional<uint64_t> Itir = {},
             std::optional<uint64_t> Iha = {});
  Flow illegal() { return fault(Vector::GeneralException, uint64_t(GeneralCause::IllegalOperation) << 4); }
  Flow privileged() { return fault(Vector::GeneralException, uint64_t(GeneralCause::PrivilegedOperation) << 4); }
  Flow natConsumption() { return fault(Vector::NatConsumption); }
  Flow rseFault(RseFault F);
  /// Stops the run with an error located at the current instruction.
  Flow error(const std::string &Msg);
  Flow unserializedRegion(uint64_t Addr);

  /// Memory access with rights, alignment and NaT-consumption checks.
  /// Returns Flow::Next on success.
  Flow load(uint64_t Addr, unsigned Size, uint64_t &V, bool Speculative, bool &Deferred);
  Flow store(uint64_t Addr, unsigned Size, uint64_t V);

  // translation: tlb (sim/CoreXlat.cpp). The instructions' semantics:
  // itc/itr from cr.ifa, cr.itir and the PTE operand; ptc/ptr purges; tpa,
  // tak; thash/ttag per cr.pta's format.
  Flow tlbInsert(bool Inst, std::optional<unsigned> TrSlot, uint64_t Pte);
  enum class Purge : uint8_t { Tc, TcAll, TrInst, TrData };
  Flow tlbPurge(Purge K, uint64_t Va, uint64_t PsOperand);
  Flow tpa(uint64_t Va, uint64_t &Pa);
  uint64_t tak(uint64_t Va) const;
  uint64_t thash(uint64_t Va) const;
  uint64_t ttag(uint64_t Va) const;
  /// TLB misses, walker inserts and hits (counters for reports).
  uint64_t TlbMisses = 0, WalkerInserts = 0;

  // ALAT (ld.a / ld.c / chk.a / invala), keyed by the target's physical
  // register (SDM vol. 1, "Data Speculation": the ALAT is indexed by the
  // physical register, so a callee's r32 is not its caller's; Ski does the
  // same): alatTag names it.
  struct AlatEntry { uint16_t Reg; uint64_t Addr; unsigned Size; };
  std::vector<AlatEntry> Alat;
  uint64_t AlatStoreInvalidations = 0; // entries a store's bytes removed
  uint16_t alatTag(bool Fp, unsigned R) const {
    if (Fp) return uint16_t(256 + physFr(R));
    if (R >= 32) return uint16_t(32 + S.Rse.physOf(R));
    bool Bank0 = R >= 16 && !((S.Psr >> psr::BN) & 1);
    return uint16_t(Bank0 ? 128 + R : R);
  }
  void alatInsert(uint16_t Reg, uint64_t Addr, unsigned Size);
  bool alatFind(uint16_t Reg) const;
  void alatRemove(uint16_t Reg);
  void alatStore(uint64_t Addr, unsigned Size);

  // Branch bookkeeping set by the semantics.
  uint64_t Target = 0;       // bundle address when Flow::Branch
  unsigned TargetSlot = 0;   // rfi may resume inside a bundle
  unsigned RseMoved = 0;     // registers the last flushrs/loadrs moved (timing)
  // Strict mode: region registers written since the last srlz, rfi or
  // interruption (bit per region). A data reference to such a region may
  // translate with the old or the new value (SDM vol. 2, "Serialization"):
  // the run stops (Core::load/store; the soft TLB is flushed at the write
  // so that every such reference takes that path).
  uint8_t RrUnserialized = 0;
  void rrWritten(unsigned Region) {
    RrUnserialized |= uint8_t(1u << Region);
    ++OkGen;
  }
  std::optional<StopInfo> PendingStop; // stop after this instruction (rfi to user)
  bool ResolvedBranch = false; // a branch instruction executed (taken or not)
  StopInfo Stop;              // set when Flow::Stop
  const CachedBundle *CurBundle = nullptr;
  unsigned CurSlot = 0;
  std::map<uint64_t, uint64_t> IndirectRegs; // dbr/ibr/pmc/pmd/msr by file*2^32+index

  /// Decode (cached) the bundle at Addr; nullptr when not executable.
  const CachedBundle *bundleAt(uint64_t Addr) {
    const Recent &R = Fast[(Addr >> 4) & (Fast.size() - 1)];
    return R.Addr == Addr ? R.B : decodeAt(Addr);
  }
  /// Drops cached decodes (after code is written).
  void flushDecodeCache() {
    // A hypercall flushes from inside a run: the run loop is in one of the
    // bundles and a listener (the timing model) may hold earlier ones, so
    // they live until the run ends, as a bundle rewriting itself does.
    if (Running)
      for (auto &KV : Cache)
        Retired.push_back(std::move(KV.second));
    ++DecodeGen;
    Cache.clear();
    Fast.fill({});
    CodePages.clear();
    Group.newGroup();
    ++ChainGen;
  }
  /// Pre-decoded fast operations for common forms and the whole-bundle run
  /// and threaded paths (on by default; in strict mode for bundles proven
  /// clean, sim/CoreStrict.cpp); off, every
  /// instruction runs through its SemEntry handler, slot by slot (the
  /// reference the fast path is tested against). Changing it drops the
  /// decode cache.
  void setFastPath(bool On) { FastPath = On; flushDecodeCache(); }

  // ---- threaded dispatch (sim/Threaded.h; used only inside run()) ----
  /// Slot CI (SlotNo) of CurBundle left the straight path with F: counts
  /// the slots run, settles strict mode, follows a taken branch to slot 0
  /// of its target when it can. Returns what the run loop must handle.
  Flow thrExit(const CachedInst *CI, Flow F);
  /// CurBundle ran to its end: on to the fall-through bundle.
  Flow thrEndBundle();
  /// The IP-relative branch at CI was taken (to slot 0 of Target).
  Flow thrTaken(const CachedInst *CI);
  /// Predicated-off slots of the current bundle (bit per slot; strict mode
  /// and bundle listeners).
  uint8_t ThrOff = 0;

  /// Moves whenever a decoded bundle is dropped (its memory may then hold
  /// another decode later), so a listener may trust what it checked about
  /// a CachedBundle while this stays the same.
  uint64_t decodeGen() const { return DecodeGen; }

  /// The located text of an instruction ("0x4010 slot 1: add r1=r2,r3").
  std::string where(const CachedBundle &B, unsigned Slot) const;

private:
  std::unordered_map<uint64_t, std::unique_ptr<CachedBundle>> Cache;
  // Bundles dropped by a store into their bytes while a run may still be
  // executing them (a bundle rewriting itself): freed when the run ends.
  std::vector<std::unique_ptr<CachedBundle>> Retired;
  // Direct-mapped front of the decode cache (address -> bundle), cleared with it.
  struct Recent { uint64_t Addr = 1; const CachedBundle *B = nullptr; };
  std::array<Recent, 1024> Fast{};
  uint64_t CodeLo = ~uint64_t(0), CodeHi = 0; // range of decoded bundles (stores outside skip the cache)
  StrictGroup Group; // strict mode: the writes of the current instruction group
  bool FastPath = true;
  const CachedBundle *decodeAt(uint64_t Addr); // bundleAt past the direct-mapped front
  void fillInst(CachedInst &CI, ir::Unit SlotUnit, uint64_t BundleAddr);

  // Software TLB: pages a load (Tlb[0]) or store (Tlb[1]) was allowed on,
  // with the page's host bytes, so a hit is a bounds-checked memcpy that
  // skips Memory::check and the page lookup. Tag: page address | cpl. An
  // entry counts only while its Gen equals OkGen, which moves on every
  // run() start and end, every interruption, every instruction run through
  // a generic handler outside the safe classes (fast::keepsAccessCache:
  // those may change PSR, region registers or mappings), every change of
  // Memory::generation() (checked after generic handlers and listener
  // calls), and when a bundle on a new page is decoded (pages holding
  // decoded code never get store entries, so a store there still takes the
  // self-modifying-code path). Only filled inside run().
  struct TlbEntry { uint64_t Tag = ~uint64_t(0); uint8_t *Host = nullptr; uint64_t Gen = 0; };
  std::array<std::array<TlbEntry, 64>, 2> Tlb{};
  uint64_t OkGen = 1;
  uint64_t MemGenSeen = 0;       // Memory::generation() OkGen last followed
  std::unordered_set<uint64_t> CodePages; // page numbers holding decoded bundles
  bool Running = false; // the TLB is filled only inside run()
  uint64_t tlbTag(uint64_t Addr) const { return (Addr & ~(Memory::PageSize - 1)) | S.cpl(); }
  void tlbFill(unsigned W, uint64_t Addr, uint8_t *Host = nullptr);
  // translation: tlb: where the access at Va lands (memory RID and address),
  // or the fault it raises (delivered unless a speculative load defers it).
  struct XlatFault { Vector V; uint64_t Isr; std::optional<uint64_t> Iha; };
  struct Landing { uint32_t Rid; uint64_t Addr; };
  std::optional<XlatFault> translateData(uint64_t Va, Access A, Landing &Out);
  std::optional<XlatFault> missOrWalk(bool Inst, uint64_t Va, uint32_t Rid, uint64_t Isr);
  std::optional<XlatFault> translateFetch(uint64_t Va);
  Flow fetchFault(const XlatFault &F, uint64_t Va);
  Flow deliverXlat(const XlatFault &F, uint64_t Va, bool Fetch = false);
  Flow loadXlat(uint64_t Addr, unsigned Size, uint64_t &V, bool Speculative, bool &Deferred);
  Flow storeXlat(uint64_t Addr, unsigned Size, uint64_t V);
  uint32_t ridOf(uint64_t Va) const { return uint32_t(S.Rr[Va >> 61] >> 8 & 0xffffff); }
  template <bool IsStrict, bool Listen> StopInfo runLoop();
  bool strictOk(const CachedInst &CI, bool QpTrue);
  StrictDynIndex strictDyn(const StrictInfo &D) const;
  void summarize(CachedBundle &B) const;

  // Threaded dispatch state. Links (FallNext, TargetB) are made only to
  // bundles this run may chain into (ThrOk & ThrNeed, not End.ReturnTo),
  // so ChainGen moves at every run() start too.
  uint64_t ChainGen = 1;   // moves when a decoded bundle is dropped, and per run
  uint64_t DecodeGen = 1;  // moves when a decoded bundle is dropped (decodeGen)
  uint64_t ThrRet = 1;     // End.ReturnTo (1: none; bundles are 16-aligned)
  uint8_t ThrNeed = 1;     // the ThrOk bits this run needs
  bool ThrStrict = false;
  // Bundle listener (ExecListener::wantsBundles) for this run; InChain while
  // a threaded chain runs; ThrTold: slots of CurBundle already reported
  // (a fault reports the slots before it before its interruption).
  bool ThrListen = false, InChain = false;
  uint8_t ThrTold = 0;
  uint64_t ThrInsBase = 0; // Insts = ThrInsBase - ThrFuel inside a chain
  // Instructions the chain may still run: each bundle entered takes its
  // slots (a bundle left early gives the rest back); at most ThrCap per
  // chain, which also bounds the depth where calls are not tail calls.
  int64_t ThrFuel = 0;
  static constexpr int64_t ThrCap = 1024;
  uint64_t SmcAt = ~uint64_t(0); // Bundles when a store into decoded code reset the group,
  unsigned SmcSlot = 0;    // in this slot
  Flow thrEnter(const CachedBundle *B) { // runs B (checked) and what follows
    CurBundle = B;
    return B->First->Thr(*this, B->First);
  }
  template <bool Check> Flow thrContinue(uint64_t Addr, const CachedBundle *B); // the checks, then thrEnter

  // Strict mode for a bundle run without per-slot checks (sim/CoreStrict.cpp).
  static void summarizeStrict(CachedBundle &B);
  /// May B (entered at slot 0) run without per-slot checks?
  bool strictEnter(const CachedBundle &B) const {
    return B.StrictClean && (Group.empty() || !Group.touches(B.EntryCheck));
  }
  /// Brings the group to what the slot loop would have left after slots
  /// [0, Ran) of B ran (Off: the predicated-off ones) and slot Ran, if any,
  /// ended with F (Next when the bundle ran to its end).
  void strictLeave(const CachedBundle &B, unsigned Ran, uint8_t Off, Flow F) {
    if ((F == Flow::Next && B.ClosesGroup) || F == Flow::Branch || F == Flow::Fault) [[likely]]
      Group.newGroup(); // (control left the bundle: the group ends)
    else
      strictReplay(B, Ran, Off, F);
  }
  void strictReplay(const CachedBundle &B, unsigned Ran, uint8_t Off, Flow F);
  Flow thrRelink(uint64_t Addr, const CachedBundle *&P, uint64_t &Gen, bool Check);
  // Bundle listener: the hot ends' out-of-line variants, the report of a
  // bundle's end, and the slot-by-slot report of slots [ThrTold, Upto)
  // (faults and stops, off the straight path).
  Flow thrEndListen();
  Flow thrTakenListen(const CachedInst *CI);
  void thrTell(const CachedBundle &B, unsigned Last, bool Taken);
  void thrTellUpTo(unsigned Upto);
  Flow thrEndGo(const CachedBundle *B);
  Flow thrTakenGo(const CachedInst *CI, const CachedBundle *B);
  Flow thrStop(uint64_t Addr);
  Flow thrEndReplay();

public:
  /// Invalidates the TLB (generic handlers call it).
  void stateMayHaveChanged() { ++OkGen; }
  /// Invalidates the TLB when Memory was remapped since it last looked.
  void followMemory() {
    if (S.Mem.generation() != MemGenSeen) [[unlikely]] {
      MemGenSeen = S.Mem.generation();
      ++OkGen;
    }
  }

  /// TLB hit paths of load/store for the fast operations: false when the
  /// access must go through load()/store() (miss, unaligned, fault).
  template <unsigned Size> [[gnu::always_inline]] bool loadFast(uint64_t Addr, uint64_t &V) const {
    static_assert(std::endian::native == std::endian::little, "host bytes are the simulated little-endian bytes");
    const TlbEntry &E = Tlb[0][(Addr / Memory::PageSize) & 63];
    if (E.Tag != tlbTag(Addr) || E.Gen != OkGen || (Addr & (Size - 1))) return false;
    V = 0;
    std::memcpy(&V, E.Host + (Addr & (Memory::PageSize - 1)), Size);
    return true;
  }
  template <unsigned Size, bool CheckAlat = true> [[gnu::always_inline]] bool storeFast(uint64_t Addr, uint64_t V) {
    const TlbEntry &E = Tlb[1][(Addr / Memory::PageSize) & 63];
    if (E.Tag != tlbTag(Addr) || E.Gen != OkGen || (Addr & (Size - 1))) return false;
    std::memcpy(E.Host + (Addr & (Memory::PageSize - 1)), &V, Size);
    if (CheckAlat && !Alat.empty()) [[unlikely]] alatStore(Addr, Size);
    return true;
  }
};


} // namespace epic::sim
