// Which earlier instructions the dependence analysis must relate to each
// instruction of a region, from per-resource tables instead of every pair
// (issue 22: regions of thousands of instructions). An instruction is
// skipped only when a chain of kept edges already orders it first:
//  - order nothing crosses: the last exit or hard barrier orders everything
//    before it (it relates to all of them), so a later instruction relates
//    to that one; soft barriers (srlz, flushrs, PSR mask moves) form a chain
//    after it: each relates to the previous one and to the instructions
//    since then that are not plain computation, and a later instruction that
//    is not plain relates to the last one (plain ones cross them);
//  - pairwise timing rules (paper T4/T5) relate the instructions whose model
//    views (class, register, flags) the rule names, in either order, looked
//    up once per pair of views; a rule towards ANY instruction from a barrier
//    reaches later ones through the chain above, which carries its cycles;
//  - registers and other resources: the last unconditional write of a
//    resource follows every earlier access of it (WAW, WAR), so later
//    accesses relate to it and to what came after it;
//  - memory: a load relates to the stores since the last chain point, a
//    store to every access since then; a store that would look at more than
//    `MemoryWindow` accesses becomes the chain point, ordered after all of
//    them and before every later access whatever the addresses (ordering
//    more than memory needs, as LLVM does for huge regions);
//  - rare kinds (pairwise order rules, rr/pkr writes, slow registers,
//    split-between pairs) keep every pair.
#pragma once
#include "isa/dv/DependencyChecker.h"
#include "latency-db/MachineModel.h"
#include "scheduler/InstDesc.h"
#include <map>
#include <optional>
#include <vector>

namespace epic::sched {

/// A pairwise rule that holds towards every instruction (Table 5's ANY).
bool isAnyRule(const model::Latency &L);

class PairCandidates {
public:
  PairCandidates(const std::vector<InstDesc> &Descs, const std::vector<std::vector<isa::dv::Access>> &Acc,
                 const std::vector<uint8_t> &QP, const model::MachineModel &MM);
  /// The instructions before `J` that may depend on it, ascending. Call for
  /// J = 0, 1, 2, ... in turn (the tables advance past J).
  std::vector<unsigned> before(unsigned J);
  /// Writes to the resource of `X` (an access of I) by instructions strictly
  /// between I and J: none, only predicated ones (false), or an
  /// unconditional one (true).
  std::optional<bool> killedBetween(const isa::dv::Access &X, unsigned I, unsigned J) const;
  /// For the J just passed to before(): the accesses it must follow
  /// whatever their addresses (the last chain point; when J is a chain
  /// point, every access since the one before).
  const std::vector<unsigned> &chainedBefore() const { return Chained; }

  static constexpr size_t MemoryWindow = 256;
  /// Regions up to this size keep every pair: pruned pairs changed a Z3
  /// schedule of fastpaths/ipc (one group more), not yet understood.
  static constexpr size_t AllPairsUpTo = 1000;

private:
  struct Writers {
    std::vector<unsigned> All, Unconditional; // ascending
  };
  struct Since { // accesses since (and including) the last unconditional write
    std::vector<unsigned> Writes, Reads;
  };
  using Key = std::pair<unsigned, int>; // resource, index (-1: any index)
  void advance(unsigned J);
  /// Does a pairwise rule between views V (earlier) and W (later) relate
  /// them beyond what the barrier chain implies? Memoized.
  bool ruleRelates(unsigned V, unsigned W);
  /// The table indices (of A's resource) whose accesses meet A.
  std::vector<int> keysMeeting(const isa::dv::Access &A) const;

  const std::vector<InstDesc> &Descs;
  const std::vector<std::vector<isa::dv::Access>> &Acc;
  const std::vector<uint8_t> &QP;
  const model::MachineModel &MM;
  std::vector<unsigned> ViewOf, Example;   // view of each instruction, an instruction of each view
  std::vector<std::vector<unsigned>> ByView; // instructions passed so far, per view
  std::vector<unsigned> AllViews, OrderedViews; // the latter: views with pairwise rules
  std::vector<int8_t> RuleMemo;              // views x views: -1 unknown
  std::map<Key, Writers> WritesOf;              // every write of the region
  std::map<unsigned, std::vector<int>> IndicesOf; // resource -> indices written or read (>= 0)
  std::map<Key, Since> Live;
  std::vector<bool> Ordered, RrPkr, Slow, SplitFirst, SplitSecond, Memory, RseMove;
  std::vector<unsigned> RrPkrList, SlowList, SplitFirstList;
  std::vector<unsigned> NotPlainSince; // not plain computation, since the last barrier
  std::vector<unsigned> MemorySince, StoresSince; // after the last chain point
  std::vector<unsigned> Chained;
  int LastChain = -1;
  int LastFull = -1;
  int LastSoft = -1; // the last soft barrier after LastFull
};

} // namespace epic::sched
