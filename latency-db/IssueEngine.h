// The in-order issue engine: given bundles in execution order and each
// instruction's dependences on earlier ones, it decides in which cycle every
// issue group goes, from the machine model alone (dispersal and split issue,
// scoreboard latencies, pairwise ANY rules, unconditional stalls), and
// reports what it did as events. The scheduler uses it to predict the cycles
// of a region and the simulator to time what it executed, so the two agree
// by construction. The recirculation stalls are charged here too: the DCU
// one (a load/store a fixed distance after an rr/pkr move) always, the
// store-buffer one only when the trace carries data addresses (the
// simulator's). Effects that need branch outcomes (mispredictions,
// interruptions) are charged by the simulator through `chargeStall`.
#pragma once
#include "latency-db/MachineModel.h"
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::model {

/// An instruction as the engine sees it.
struct IssueInst {
  InstInfo Info;
  uint64_t Id = 0; // unique, increasing in execution order
  /// Earlier instructions this one waits for, and how it uses them.
  std::vector<std::pair<uint64_t, DepKind>> Deps;
  unsigned RseRegisters = 0; // registers a flushrs/loadrs moves (per-register stall)
  bool EndsGroup = false;    // a taken branch: nothing after it issues with it
  /// The qualifying predicate was false (the simulator knows, the scheduler
  /// does not): the instruction takes its slot but orders nothing after it and
  /// charges no unconditional stall (a predicated-off srlz.i does not flush).
  bool Nullified = false;
  /// Data address of a load/store when known (the simulator knows it, the
  /// scheduler does not): enables the store-buffer recirculation stall.
  static constexpr uint64_t NoAddress = ~uint64_t(0);
  uint64_t MemAddress = NoAddress;
};

/// One bundle of the trace. Empty slots (the X half of MLX, slots skipped
/// after a taken branch) hold no instruction.
struct IssueBundle {
  uint8_t Template = 0;
  std::array<std::optional<IssueInst>, 3> Slots;
  uint64_t Address = 0; // for views
};

/// One issue group: the slots of one or two bundles that issued in one cycle.
struct GroupEvent {
  uint64_t Cycle = 0;
  size_t FirstBundle = 0;   // trace index of the window's first bundle
  unsigned Start = 0, End = 0; // window slots [Start, End)
  SplitReason Reason = SplitReason::None;
  std::array<std::optional<PortId>, 6> Port{};
  std::vector<uint64_t> Insts; // ids, in slot order
};

/// Cycles in which nothing issued, with what was waited for.
struct StallEvent {
  uint64_t Cycle = 0;     // first bubble cycle
  unsigned Bubbles = 0;
  std::string Counter;    // PMU counter charged
  std::optional<uint64_t> Producer, Consumer;
  std::string Why;        // "latency", "rule", "drain", "unconditional", or the simulator's reason
};

class IssueListener {
public:
  virtual ~IssueListener() = default;
  virtual void onGroup(const GroupEvent &) {}
  virtual void onStall(const StallEvent &) {}
};

/// Where an incremental IssueEngine::issue stopped: the first window slot
/// not issued (Bundle == trace size when everything issued).
struct IssuePos {
  size_t Bundle = 0;
  unsigned Slot = 0;
};

/// What issuing one block did, relative to the cycle it started in: enough
/// to apply it again (IssueEngine::replay) to an engine whose state the
/// block cannot tell apart from the recorded one (the caller's key).
struct BlockOutcome {
  uint64_t Cycles = 0, Groups = 0, Bubbles = 0;
  std::vector<std::pair<uint16_t, uint32_t>> Counts; // counter index, bubbles
  std::vector<uint32_t> IssueAt; // per instruction in id order: cycles after the start
  // Derived once (IssueEngine::prepare): instructions whose result takes more
  // than a cycle, and the latest cycle any result of the block may delay a
  // consumer to (both relative to the start).
  std::vector<uint32_t> Long;
  uint32_t Settle = 0;
  bool Prepared = false;
};

class IssueEngine {
public:
  explicit IssueEngine(const MachineModel &M);
  /// A copy issues on from the same state; it keeps no listener.
  IssueEngine(const IssueEngine &O);
  IssueEngine &operator=(const IssueEngine &) = delete;
  IssueEngine(IssueEngine &&) = default;
  void addListener(IssueListener *L) { Listeners.push_back(L); }
  bool hasListeners() const { return !Listeners.empty(); }

  /// Issues the whole trace (may be called again with the continuation).
  void run(const std::vector<IssueBundle> &Trace) { issue(Trace, 0, true); }
  /// Issues `Trace` from slot `Start` of its first bundle (earlier slots
  /// issued before). Unless `Final`, stops at the first window whose extent
  /// depends on a bundle after the trace's last one (so issuing a trace in
  /// pieces, each continuing at the returned position, is the same as
  /// issuing it whole); `Final` issues everything as if nothing followed.
  IssuePos issue(const std::vector<IssueBundle> &Trace, unsigned Start, bool Final);
  /// Extra bubbles the simulator found (misprediction, recirculation, ...),
  /// inserted before the next group.
  void chargeStall(unsigned Bubbles, const std::string &Counter, const std::string &Why,
                   std::optional<uint64_t> Producer = {});

  uint64_t cycles() const { return Cycle; }
  uint64_t groups() const { return Groups; }
  uint64_t bubbles() const { return Bubbles; }
  /// Bubbles per leaf counter, plus the parent totals the model declares
  /// (e.g. BE_EXE_BUBBLE.ALL, BACK_END_BUBBLE.ALL).
  std::map<std::string, uint64_t> counterTotals() const;
  /// Issue cycle of an instruction already issued.
  std::optional<uint64_t> issueCycle(uint64_t Id) const;

  // ---- block replay (sim/Timing.cpp) ----
  // The engine is deterministic: a block of instructions issued from a state
  // that agrees on everything the block reads (the ready cycle of each
  // producer it waits for, recent stores to the lines it loads, no pairwise
  // rule or region move still pending, no drain in the block) issues the same
  // way, shifted by the start cycle. The caller keys outcomes by that state.
  /// Everything a recorded issue did, for building a BlockOutcome.
  struct Recording {
    std::vector<std::pair<uint64_t, uint64_t>> Issued; // id, cycle
    std::vector<std::pair<uint16_t, uint32_t>> Counts;
    bool Replayable = true; // false: it touched state the key does not cover
  };
  void record(Recording *R) { Rec = R; }
  /// No pairwise (ANY) rule source or region move issued so far can
  /// constrain a group issued at `At` or later.
  bool quietFrom(uint64_t At) const;
  /// No result of an instruction issued so far can delay a consumer
  /// issued at `At` or later (an upper bound over every latency).
  bool settledBy(uint64_t At) const { return SettledBy <= At; }
  /// An issued instruction (nullptr when unknown or forgotten).
  const InstInfo *issuedInfo(uint64_t Id, uint64_t &At) const;
  /// Upper bound of any latency from an instruction of class C.
  unsigned maxLatencyFrom(ClassId C) const { return C < MaxLatFrom.size() ? MaxLatFrom[C] : 0; }
  /// The model's latency (memoized).
  Latency latency(const InstInfo &P, const InstInfo &C, DepKind K);
  /// A recent store with a known address (store-buffer recirculation).
  struct RecentStore {
    uint64_t Line, Cycle, Id;
  };
  const std::vector<RecentStore> &recentStores() const { return Stores; }
  /// Applies a recorded outcome to instructions FirstId.. with the given
  /// infos; `Stores` are the instruction indexes of its stores with known
  /// addresses, in order, `Addr` the data addresses by instruction index.
  void replay(BlockOutcome &O, const std::vector<InstInfo> &Infos, uint64_t FirstId, const uint32_t *Stores,
              const uint64_t *Addr, size_t NumStores);
  /// The same block replayed K times back to back (ids FirstId.., one
  /// block's worth apart): the state K calls of replay leave, as far as
  /// anything can observe it (entries that can no longer matter are not
  /// kept: results long complete, stores out of the recirculation window,
  /// ids overwritten in the ring). `LastLines` holds the store-buffer lines
  /// (lineOf) of the stores (`Stores`, NumStores per pass) of the last
  /// `LastPasses` passes, oldest first; at least storePassesKept(O.Cycles) of them (or
  /// all K) must be given.
  void replayMany(BlockOutcome &O, const std::vector<InstInfo> &Infos, uint64_t FirstId, uint64_t K,
                  const uint32_t *Stores, const uint64_t *LastLines, size_t LastPasses, size_t NumStores);
  /// How many of the last passes of a block taking `Cycles` cycles may
  /// still have a store inside the recirculation window (with a margin).
  uint64_t storePassesKept(uint64_t Cycles) const {
    return MM.stalls().StoreBufferRecirculation.Window / std::max<uint64_t>(Cycles, 1) + 3;
  }
  Subtype subtype(ClassId C) const { return C < Sub.size() ? Sub[C] : Subtype::None; }
  /// The store-buffer line of a data address (a shift when the model's line
  /// size is a power of two; the model must give a line size).
  uint64_t lineOf(uint64_t Addr) const {
    return LineShift < 64 ? Addr >> LineShift : Addr / MM.stalls().StoreBufferRecirculation.LineBytes;
  }
  /// Classes a block must not contain to be replayed (drains, unconditional
  /// stalls, pairwise rule sources, region moves, slow-register accesses).
  bool replayable(const InstInfo &I) const {
    return I.Class < MayUncond.size() && !MayUncond[I.Class] && !MayOrder[I.Class] && !MayRegionMove[I.Class] &&
           !MaySlow[I.Class];
  }

private:
  struct Issued {
    InstInfo Info;
    uint64_t Cycle;
  };
  /// An issued instruction whose result is not complete yet (drain).
  struct InFlight {
    InstInfo Info;
    uint64_t Id, DoneAt;
  };
  void recirculation(const std::vector<const IssueInst *> &Members);
  void stall(uint64_t Until, std::string_view Counter, const std::vector<CounterShare> *Shares,
             std::optional<uint64_t> Producer, std::optional<uint64_t> Consumer, const char *Why);
  void count(std::string_view Counter, uint64_t N);
  uint16_t counterIndex(std::string_view Counter);
  void cleanup();
  // Memoized model queries: the engine asks the same few questions for
  // every iteration of a loop (pure functions of the model and the arguments).
  const DispersalResult &disperse(const std::vector<IssueBundle> &T, size_t B, unsigned S, bool HasSecond);
  // Issued instructions by id: a direct-mapped ring (ids are dense), with
  // entries displaced while still within the horizon kept in Overflow.
  const Issued *findDone(uint64_t Id) const;
  void prepare(BlockOutcome &O, const std::vector<InstInfo> &Infos);
  /// An executed access to a slow register (the model's `slow_registers`).
  bool slowAccess(const IssueInst &I) const {
    return !I.Nullified && MaySlow[I.Info.Class] && MM.isSlowRegisterAccess(I.Info);
  }
  void remember(uint64_t Id, const InstInfo &Info, uint64_t At);
  /// Makes the ring hold `Id` without a collision (up to its full size).
  void growRing(uint64_t Id);

  const MachineModel &MM;
  std::vector<IssueListener *> Listeners;
  Recording *Rec = nullptr;
  uint64_t Cycle = 0, Groups = 0, Bubbles = 0;
  struct RingSlot {
    uint64_t Id = ~uint64_t(0);
    Issued I;
  };
  std::vector<RingSlot> Ring;
  std::map<uint64_t, Issued> Overflow;
  std::vector<uint64_t> OrderSources;      // issued ids with pairwise ANY rules
  std::vector<InFlight> Pending;           // issued, result not complete (drain)
  std::vector<std::pair<uint64_t, uint64_t>> RegionMoves; // (cycle, id) of rr/pkr moves
  std::vector<RecentStore> Stores;
  // Latest cycle a pairwise-rule source / region move issued in (replay keys).
  std::optional<uint64_t> LastOrderSource, LastRegionMove;
  // The last access to a slow register (the model's `slow_registers`): its
  // issue cycle and id.
  std::optional<uint64_t> LastSlow;
  uint64_t LastSlowId = 0;
  uint64_t SettledBy = 0; // max over issued of cycle + maxLatencyFrom(class)
  // Bubbles per leaf counter, by index (names interned on first count).
  std::vector<std::string> CounterNames;
  std::vector<uint64_t> CounterCounts;
  std::map<std::string, uint16_t, std::less<>> CounterIndex;
  struct CounterMemo {
    const char *Data = nullptr;
    size_t Size = 0;
    uint16_t Index = 0;
  };
  std::array<CounterMemo, 16> CounterFast{}; // by the name's address (model strings are stable)
  std::vector<const IssueInst *> Members;  // the group being issued (reused)
  // Per class: may match an unconditional stall / start a pairwise rule /
  // be a region move (the model is asked only then); subtype; latency;
  // upper bound of any latency from it.
  std::vector<uint8_t> MayUncond, MayOrder, MayRegionMove, MaySlow;
  std::vector<Subtype> Sub;
  std::vector<unsigned> ClassLatency, MaxLatFrom;
  unsigned MaxAnyLatency = 0; // longest pairwise (dep: any) rule
  unsigned LineShift = 64;    // log2 of the store-buffer line size, 64: not a power of two
  struct LatSlot {
    uint64_t Key = ~uint64_t(0);
    Latency L;
  };
  std::vector<LatSlot> LatCache;
  struct DispSlot {
    std::array<uint64_t, 7> Key{};
    bool Valid = false;
    DispersalResult D;
  };
  std::vector<DispSlot> DispCache;
  size_t LatMisses = 0, DispMisses = 0; // since the cache last grew
};

} // namespace epic::model
