// Timing of what the core executed: every instruction becomes an IssueInst
// (class, system register, unit from the machine model; dependences on the
// last dynamic writer of each register it reads) in a trace that the shared
// model::IssueEngine issues. The simulator keeps no latency of its own; the
// only dynamic effects it adds are the ones the engine cannot know:
// branch mispredictions (a 2-bit predictor seeded by the hint, a branch
// target buffer and a return stack) and interruption delivery, charged with
// the penalties the model's `stalls:` section gives.
//
// Speed: instructions are recorded compactly and handed to the engine one
// block at a time (up to a taken branch, a flush or a charged stall). A
// block seen before, entered in a state it cannot tell apart from a recorded
// one (the cycles each producer it waits for still needs, the recent stores
// to the lines it loads from), replays the recorded outcome instead of
// being issued again: same cycles, groups, bubbles and counters, by the
// engine's determinism. Blocks with drains, pairwise-rule sources, region
// moves or RSE moves, and every block while a listener or origins are kept,
// go through the engine. Two shortcuts find the recorded outcome faster:
// the block that followed last time is expected and matched instruction by
// instruction (no records), and a block that follows itself keys only its
// recent stores (its register part is known from its last outcome).
#pragma once
#include "latency-db/IssueEngine.h"
#include "sim/Core.h"
#include <deque>
#include <memory>
#include <unordered_map>

namespace epic::sim {

class Timing : public ExecListener {
public:
  Timing(const model::MachineModel &MM, Core &C);
  Timing(const Timing &) = delete;
  Timing &operator=(const Timing &) = delete;
  /// The engine; its totals are complete after finish().
  model::IssueEngine &engine() {
    flushBatch();
    Batch.V = nullptr; // (the caller may add a listener)
    return Engine;
  }

  void onInst(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken) override;
  void onBranch(const CachedBundle &B, unsigned Slot, bool Taken, uint64_t Target) override;
  void onInterrupt(Vector V) override;
  void onVhptWalk() override;
  bool wantsBundles() const override { return Bundles; }
  void onBundle(const CachedBundle &B, uint8_t Off, unsigned Last, bool Taken, uint64_t Target) override;
  /// The cycle for ar.itc. Asked while an instruction executes (mov =ar.itc,
  /// mov ar.itc=): the cycle that instruction issues in, as the engine issues
  /// everything executed so far (instructions after it in its issue group
  /// are not known yet and do not delay it). Otherwise the engine's cycle.
  uint64_t now() const override;

  /// Issues whatever is still pending; call once after Core::run.
  void finish();

  uint64_t mispredictions() const { return Mispredicts; }
  /// Starts from another run's predictor, BTB and return stack (a path
  /// measured hot, as the paper measured in loops).
  void adoptPredictors(const Timing &O) {
    Counters = O.Counters;
    Btb = O.Btb;
    ReturnStack = O.ReturnStack;
    ++CounterGen; // cached counter addresses point into the old table
  }
  /// Where each trace instruction came from (for timeline views).
  struct Origin { uint64_t Bundle; unsigned Slot; };
  void keepOrigins(bool K) {
    flushBatch();
    Batch.V = nullptr;
    KeepOrigins = K;
  }
  const std::unordered_map<uint64_t, Origin> &origins() const { return Origins; }

  /// Block replay on (the default) or off (every block through the engine;
  /// the environment variable EPICSCHED_TIMING_REPLAY=0 turns it off too).
  /// Results are identical either way.
  void setReplay(bool On) {
    flushBatch();
    Batch.V = nullptr;
    Replay = On;
  }
  /// Whole bundles from the core's threaded path (the default) or every
  /// instruction from the slot loop, one call each (the reference; the
  /// environment variable EPICSCHED_TIMING_REPLAY=0 turns this off too).
  /// Results are identical either way. Set before Core::run.
  void setBundles(bool On) { Bundles = On; }
  /// Blocks issued, replayed (of which: found as the expected block, and
  /// keyed by the steady state's shortcut), recorded.
  /// Bundled: bundles matched whole on the expected block (onBundle);
  /// Batched: steady loop passes applied together (BatchState).
  struct Stats {
    uint64_t Blocks = 0, Replayed = 0, Recorded = 0, Expected = 0, Steady = 0, Bundled = 0, Batched = 0;
  };
  const Stats &stats() const { return Counts; }

private:
  /// What timing needs of one decoded instruction, computed once.
  struct StaticInfo {
    model::InstInfo Info;
    model::Subtype Sub = model::Subtype::None;
    // Data address after execution: gr(Base) [- gr(IncReg) | - IncImm].
    enum AddrKind : uint8_t { NoAddr, BaseOnly, MinusImm, MinusReg } Addr = NoAddr;
    uint8_t Base = 0, IncReg = 0;
    int64_t IncImm = 0;
    // Branch prediction: resolves a predicted branch; through a b register;
    // hint says taken; unconditional direct (never mispredicts).
    bool Predicted = false, Indirect = false, HintTaken = false;
    bool Uncond = false; // an unconditional IP-relative br.cond: nothing to predict
    bool OffTold = false; // predicated off, told not taken (predictedWhenOff)
    // This branch's entry in Counters, valid while CounterGen is Timing's
    // (set only for direction-predicted branches).
    uint8_t *Counter = nullptr;
    uint64_t CounterGen = 0;
    // The core's register uses (copied: a decoded bundle may be dropped by
    // self-modifying code before its block is issued).
    std::vector<RegUse> Reads;
    std::vector<uint16_t> Writes;
    bool QpInHandler = false;
  };
  struct StaticBundle {
    const CachedBundle *B = nullptr;
    uint8_t Template = 0;
    uint64_t Address = 0;
    std::array<uint64_t, 6> Bits{}; // slot bits: a bundle decoded again at this address must match
    std::array<StaticInfo, 3> Slots;
  };
  /// One executed (or predicated-off) instruction, as recorded.
  struct Rec {
    uint64_t Key; // CachedInst address | Executed | Taken << 1 | NewBundle << 2
    const StaticBundle *B;
    const StaticInfo *SI;
    uint64_t Addr; // data address (IssueInst::NoAddress when unknown)
    uint32_t Rse;  // registers a flushrs/loadrs moved
    uint8_t Slot;
    bool executed() const { return Key & 1; }
    bool taken() const { return Key & 2; }
    bool newBundle() const { return Key & 4; }
  };
  /// Records of the current block: storage kept between blocks, a record
  /// written in place without being cleared first.
  class RecBuf {
  public:
    Rec &emplace_back() {
      if (N == Store.size()) [[unlikely]]
        Store.resize(Store.empty() ? 256 : 2 * Store.size());
      return Store[N++];
    }
    size_t size() const { return N; }
    bool empty() const { return !N; }
    void clear() { N = 0; }
    const Rec *data() const { return Store.data(); }
    const Rec *begin() const { return Store.data(); }
    const Rec *end() const { return Store.data() + N; }
    const Rec &operator[](size_t I) const { return Store[I]; }

  private:
    std::vector<Rec> Store;
    size_t N = 0;
  };
  /// The unissued tail of the last trace bundle (after a taken branch that
  /// is not in slot 2): the next window starts there.
  struct Carry {
    const StaticBundle *B = nullptr;
    uint8_t Slot = 0, Filled = 0;
    bool operator==(const Carry &) const = default;
  };
  using Writers = std::array<uint64_t, regkey::Count>;
  /// A block (carry, instructions with their flags, final or not) and what
  /// replaying it needs: built on its first pass through the engine.
  struct Variant {
    Carry From;
    bool Final = false;
    std::vector<uint64_t> Keys;
    uint64_t Hash = 0;
    bool Built = false, Replayable = false;
    std::vector<model::InstInfo> Infos;
    std::vector<const StaticInfo *> SIs;
    struct ExtRead {
      uint32_t Member;
      uint16_t Key;
      model::DepKind Kind;
      // The latency from the producer instruction seen last time.
      const model::InstInfo *MemoSrc = nullptr;
      model::Latency MemoL{};
      bool Own = false; // the block writes this register too
    };
    std::vector<ExtRead> Reads;                       // reads of registers written before the block
    std::vector<std::pair<uint16_t, uint32_t>> Writes; // last writer in the block per register
    std::vector<uint32_t> Loads, Stores;               // members with known data addresses
    Carry To;                                          // carry after the block (not final)
    struct Outcome {
      std::vector<uint64_t> Key;
      model::BlockOutcome O;
      std::vector<uint32_t> WriteReady; // per Writes: cycles after the start its result is surely ready
      uint32_t RegLen = 0; // Key[0, RegLen) is the register part, the rest the recent stores
      // Per register the block writes last: what replaying sets (filled on
      // the first replay; cycles relative to the start).
      struct Apply {
        uint16_t Key;
        uint32_t Member, Ready, At;
        const model::InstInfo *Info;
      };
      std::vector<Apply> Applies;
      // The outcome whose key has the register part this block sees when it
      // follows itself after this outcome (Timing::Steady), or -1.
      long SelfNext = -1;
    };
    std::vector<Outcome> Outcomes;
    size_t LastHit = 0;
    Variant *Next = nullptr; // the block that followed last time (tried first)
    // The expected-block path (onInst while Timing::Expect is this block):
    // per member what an incoming instruction must match and what it needs.
    struct Member {
      uint64_t Cmp;                // Rec::Key without the NewBundle bit
      const StaticBundle *B;       // its bundle
      const StaticBundle *Check;   // set where a bundle starts: its bits are checked
      const StaticInfo *SI;
      uint8_t Slot;
      bool NeedAddr;               // executed load/store with a recoverable address
      bool StaticBase;             // ... from r0-r31 minus an immediate (IncImm, 0 without)
    };
    std::vector<Member> Members;
    unsigned NewBundles = 0; // members that start a trace bundle
    // The same members as whole bundles (onBundle): a bundle run from slot 0
    // to its end or to a taken branch is one step, matched by one compare.
    struct Step {
      uint64_t Key;                // stepKey of the call that matches
      uint32_t First, Count;       // its members
      const StaticBundle *Check;   // its bundle (bits checked, LastStatic)
      uint64_t CheckedGen = 0;     // Core::decodeGen when the bits last matched
      uint8_t NMem = 0, NBr = 0;
      struct MemAt {               // a member needing its data address
        uint32_t Member;
        uint8_t Base;
        bool StaticBase;           // r0-r31 minus Imm (else dataAddress)
        int64_t Imm;
        const StaticInfo *SI;
      } Mem[3];
      struct BrAt {                // an executed direction-predicted branch
        const StaticInfo *SI;
        bool Taken;
      } Br[3];
    };
    std::vector<Step> Steps;
    std::vector<uint32_t> StepAt; // per member: the step starting there, or ~0u
  };

  /// Static info of a decoded bundle; Validate: check that the bundle at
  /// this address is still the one it was made for (else forget it and
  /// every block recorded).
  const StaticBundle &staticOf(const CachedBundle &B, bool Validate = true);
  void fillStatic(StaticInfo &SI, const CachedInst &CI);
  uint64_t dataAddress(const StaticInfo &SI) const {
    switch (SI.Addr) {
    case StaticInfo::NoAddr: return model::IssueInst::NoAddress;
    case StaticInfo::BaseOnly: return C.gr(SI.Base);
    case StaticInfo::MinusImm: return C.gr(SI.Base) - uint64_t(SI.IncImm);
    case StaticInfo::MinusReg: return C.gr(SI.Base) - C.gr(SI.IncReg);
    }
    return model::IssueInst::NoAddress;
  }
  /// Issues the recorded block; Final: as if nothing followed (a flush).
  void endBlock(bool Final);
  /// The expected block: onInst compares each instruction against the
  /// block that followed last time and records only data addresses; the
  /// block ends in fastEnd. Anything unexpected materializes the records
  /// seen so far (as the general path would have written them) and goes on
  /// through the general path.
  void arm() {
    Expect = nullptr;
    ExpPos = 0;
    if (Replay && !KeepOrigins && Prev && Prev->Next && Block.empty())
      armWith(Prev->Next);
  }
  void armWith(Variant *N);
  /// The general path of onInst: a record per instruction.
  [[gnu::noinline]] void record(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken);
  [[gnu::noinline]] void unexpected(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken);
  /// The bits staticOf checks: the bundle at this address is still the one
  /// its static info was made for.
  static bool sameBits(const std::array<uint64_t, 6> &Bits, const CachedBundle &B) {
    return !((Bits[0] ^ B.Address) | (Bits[1] ^ B.Template) | (Bits[2] ^ B.Insts[0].MI.Raw) |
             (Bits[3] ^ B.Insts[1].MI.Raw) | (Bits[4] ^ (B.Insts[1].MI.RawL ^ B.Insts[2].MI.Raw)) |
             (Bits[5] ^ uint64_t(B.NumInsts)));
  }
  static uint64_t stepKey(const CachedBundle &B, uint8_t Off, unsigned Last, bool Taken) {
    return uint64_t(reinterpret_cast<uintptr_t>(&B)) << 8 | uint64_t(Off) << 3 | uint64_t(Last) << 1 | uint64_t(Taken);
  }
  void buildSteps(Variant &V);
  [[gnu::noinline]] void bundleChecked(Variant::Step &S, const CachedBundle &B, uint8_t Off, unsigned Last,
                                       bool Taken, uint64_t Target);
  [[gnu::noinline]] void passEnd();
  [[gnu::noinline]] void addressThen(const Variant::Member &M, bool Taken);
  [[gnu::noinline]] void fastEnd();
  /// fastEnd's first question: is this pass of V one more of a steady batch?
  bool batchPass(Variant &V);
  [[gnu::noinline]] void materialize();
  bool replayConditions(uint64_t Entry) const {
    return Replay && !KeepOrigins && !Engine.hasListeners() && Engine.quietFrom(Entry);
  }
  /// The recorded outcome matching the engine's state (index), or -1; Keyed:
  /// the key in KeyBuf may be recorded under.
  long findOutcome(Variant &V, uint64_t Entry, const uint64_t *Addr, bool &Keyed);
  void slowBlock(bool Final, Variant *V, const std::vector<uint64_t> *Key);
  Variant *variantFor(bool Final);
  bool dynamicKey(Variant &V, uint64_t Entry, const uint64_t *Addr, std::vector<uint64_t> &Key);
  /// The recent-store part of the key (appended to Key); false: too many.
  bool storeKey(Variant &V, uint64_t Entry, const uint64_t *Addr, std::vector<uint64_t> &Key);
  /// The same part compared with Want[0, N) instead of written.
  bool sameStoreKey(Variant &V, uint64_t Entry, const uint64_t *Addr, const uint64_t *Want, size_t N);
  template <class Sink> bool storeKeyTo(Variant &V, uint64_t Entry, const uint64_t *Addr, Sink &&Put);
  void replayBlock(Variant &V, Variant::Outcome &Out, bool Final, const uint64_t *Addr, bool Quiet);
  /// Builds the engine trace of the carry and `Recs` (ids from FirstId),
  /// with dependences on (and updates of) `LW`; fills `V`'s static data.
  void buildTrace(const Rec *Recs, size_t N, uint64_t FirstId, Writers &LW, Variant *V,
                  std::vector<model::IssueBundle> &T, std::vector<const StaticBundle *> &Src,
                  std::vector<uint8_t> &Filled);
  void resetTrace();
  void charge(unsigned Bubbles, const std::string &Counter, const std::string &Why);

  const model::MachineModel &MM;
  Core &C;
  model::IssueEngine Engine;
  bool Replay = true, KeepOrigins = false, Bundles = true;
  uint64_t NextId = 1;
  Writers LastWriter{};
  // Per register: a cycle from which its last writer's result cannot delay
  // any consumer (so the key need not ask the engine about it).
  Writers WriterReady{};
  // Per register: its last writer's issue cycle and (static) info, when known.
  Writers WriterAt{};
  std::array<const model::InstInfo *, regkey::Count> WriterInfo{};
  // The block being recorded.
  RecBuf Block;
  uint64_t BlockFirstId = 1;
  bool BlockRse = false;
  // The trace since the last flush, as the old batch view had it: its last
  // bundle and that bundle's filled slots (a slot filled again starts a new
  // bundle), and how many bundles it has (flushed at 256, at a taken branch).
  const StaticBundle *TraceBundle = nullptr;
  uint8_t TraceFilled = 0;
  size_t TraceBundles = 0;
  Carry Cy;
  uint64_t LastInsts = 0; // C.Insts when the last instruction was recorded
  // Static info per decoded bundle: a direct-mapped front and the owner.
  std::unordered_map<const CachedBundle *, std::unique_ptr<StaticBundle>> Statics;
  std::array<StaticBundle *, 1024> StaticFast{};
  // Variants by hash: a direct-mapped front and the owner.
  std::unordered_map<uint64_t, std::vector<std::unique_ptr<Variant>>> Variants;
  std::array<Variant *, 4096> VariantFast{};
  Variant *Prev = nullptr; // the last block issued (its Next is tried first)
  // The expected block (arm): members matched so far and their addresses.
  Variant *Expect = nullptr;
  uint32_t ExpPos = 0, ExpN = 0;
  std::vector<uint64_t> ExpAddr, AddrBuf;
  // What dynamicKey found besides the key: the register part's length, and
  // whether every read of a register the block does not write was skipped
  // for a reason that stays true (no writer, settled): then, when the block
  // follows itself, its register part depends on the last outcome alone.
  uint32_t KeyRegLen = 0;
  bool KeyQuiet = false;
  // A block just replayed whose register key, if it follows itself with
  // nothing in between, is known (Outcome::SelfNext).
  struct SteadyState {
    Variant *V = nullptr;
    size_t Out = 0;
    uint64_t Cycle = 0, Id = 0;
  } Steady;
  // A loop in its steady state: block V keeps following itself with outcome
  // Out, which is its own SelfNext. Once Run such passes in a row cover the
  // store-buffer window (Need), every store the next pass can recirculate
  // against is one of the last passes' (logged: their store lines),
  // whose issue cycles Out gives; so the recent-store part of its key is
  // computed from the log (batchKeyMatches) instead of the engine, and when
  // it is Out's again the pass is only counted (K): the K replays reach the
  // engine together (applyBatch, through IssueEngine::replayMany) before
  // anything else looks at it. Steady keeps moving meanwhile (its Cycle
  // counts the K outcomes not applied yet, Ahead).
  struct BatchState {
    Variant *V = nullptr;
    size_t Out = 0;
    uint32_t Run = 0, Need = 0;
    uint64_t Cycles = 0;  // the outcome's cycles
    uint64_t Ahead = 0;   // K * Cycles
    uint64_t K = 0;       // passes counted, not applied
    uint64_t FirstId = 0; // the first of them
    // Store lines of the last passes (up to Need; a pass-major ring of Cap
    // passes, a power of two, the newest at Top - 1), NS per pass.
    std::vector<uint64_t> Log;
    uint32_t Top = 0, Len = 0, Cap = 0, NS = 0;
    /// The logged store lines of the pass J passes back (1: the last).
    const uint64_t *pass(uint32_t J) const { return Log.data() + size_t((Top - J) & (Cap - 1)) * NS; }
    uint64_t *pass(uint32_t J) { return Log.data() + size_t((Top - J) & (Cap - 1)) * NS; }
    // The key's recent-store part once Run reaches Need: its fixed prefix
    // (the live stores' count and ages) matched the outcome's (KeyOk, or
    // NoKey when the block keys no stores); per load the live logged
    // stores to compare lines with (pass back, store), and where the
    // outcome's masks start.
    bool KeyOk = false, NoKey = false;
    std::vector<std::pair<uint32_t, uint32_t>> Live;
    const uint64_t *WantMasks = nullptr;
  } Batch;
  void flushBatch() {
    if (Batch.K) [[unlikely]]
      applyBatch();
  }
  void applyBatch();
  /// Appends a pass's store lines (addresses by member) to the log.
  void logStores(const Variant &V, const uint64_t *Addr);
  /// Run reached Need: the fixed part of the key (BatchState::KeyOk).
  void prepareBatchKey(const Variant &V);
  /// The recent-store part of V's key from the log is the batch outcome's
  /// (as sameStoreKey would find comparing the engine's).
  bool batchKeyMatches(const Variant &V, const uint64_t *Addr) const;
  /// After replayBlock of V with outcome Out: extends or restarts the run.
  void noteSteady(Variant &V, size_t Out, bool Follows, const uint64_t *Addr);
  const StaticBundle *LastStatic = nullptr;
  uint64_t CounterGen = 1;
  Stats Counts;
  // Scratch reused between blocks.
  std::vector<model::IssueBundle> Trace;
  std::vector<const StaticBundle *> TraceSrc;
  std::vector<uint8_t> TraceFill;
  std::vector<uint64_t> KeyBuf, BatchScratch;
  std::vector<std::vector<std::pair<uint64_t, model::DepKind>>> DepsPool; // spare Deps storage
  // Branch prediction.
  std::unordered_map<uint64_t, uint8_t> Counters; // 2-bit predictor per branch slot
  std::unordered_map<uint64_t, uint64_t> Btb;     // indirect branch targets
  std::deque<uint64_t> ReturnStack;
  uint64_t Mispredicts = 0;
  std::unordered_map<uint64_t, Origin> Origins;
};

} // namespace epic::sim
