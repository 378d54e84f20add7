// Strict mode's rules: which instructions of one executed instruction group
// conflict. Everything comes from the dependency-violation tables of isa/dv
// (the same rules GNU as -xexplicit applies; docs/dependencies.md): a later
// instruction that reads (RAW) or writes (WAW) a resource an earlier
// instruction of its group wrote stops the run when the tables give the pair
// any semantics but `none`. Only what actually happens counts: uses of
// instructions whose qualifying predicate is true, the qualifying-predicate
// read itself, and the targets a `.unc` compare clears under a false one.
//
// Per decoded instruction (once, at decode time) StrictInfo holds the
// resources it reads and writes as bit masks and short key lists, plus the
// dv accesses with their rule sides; per executed instruction the core only
// ANDs masks. The rule tables are consulted (by bit operations) only when a
// use meets a write of its group.
#pragma once
#include "isa/MachineInst.h"
#include "isa/dv/DependencyChecker.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace epic::sim {

/// One resource use of a decoded instruction, with its rule-table sides.
struct StrictUse {
  isa::dv::Access A;
  isa::dv::RuleSides Sides;
};

/// Strict mode's view of one decoded instruction.
struct StrictInfo {
  // GR 0-63, GR 64-127, FR 0-63, FR 64-127, PR 0-63 as bits; other
  // resources as keys (strictKeyCount() of them), summarized in word 5 (bit
  // key % 64) so that the keys are looked up only when one may match.
  static constexpr unsigned Words = 6;
  std::array<uint64_t, Words> Check{}; // uses to look up (reads and writes)
  std::array<uint64_t, Words> Mark{};  // writes
  uint64_t QpBit = 0;                  // the qualifying-predicate read (PR word)
  uint64_t OffMarkPr = 0;              // .unc targets written with a false qp (note 11)
  std::vector<uint16_t> CheckKeys, MarkKeys;
  bool HasMarks = false;     // writes anything
  bool RunsWhenOff = false;  // br.wtop/wexit: every use happens whatever the qp
  bool StartsGroup = false;  // alloc, flushrs, loadrs: GNU as starts a new group before them
  bool EndsGroup = false;    // cover, clrrrb, rfi, bsw, itc, ...: and after these
  // Indexed resources whose number only the run knows (GNU as's "may
  // violate"): the GR holding the index of the instruction's indirect
  // operand (`mov rr[r3]=`, `mov r1=pkr[r3]`) and its file, and the base GR
  // of a memory access (the region register it reads is the address's
  // region). -1: none.
  int16_t IndReg = -1, AddrReg = -1;
  uint8_t IndFile = 0; // ir::IndirectFile
  // A spill or fill: its ar.unat use is the bit its address names ({8:3}).
  bool UnatByAddress = false;
  std::vector<StrictUse> Uses;
};

/// The numbers a run gives to an instruction's indexed uses that the
/// decoder cannot know (StrictInfo::IndReg/AddrReg); -1: not known.
struct StrictDynIndex {
  int64_t Ind = -1;    // register number of the indirect operand
  int64_t Region = -1; // region of the memory address (its RR#)
  int64_t Unat = -1;   // ar.unat bit a spill or fill uses: address{8:3}
};

/// The dv view of a decoded instruction (mnemonic and operands of its form).
ir::Inst toIrInst(const isa::MachineInst &MI);

/// Fills SI for a decoded instruction. `QpInHandler`: the simulator runs it
/// with a false qualifying predicate (`.unc` compares, br.wtop/wexit).
void buildStrictInfo(StrictInfo &SI, const isa::MachineInst &MI, bool QpInHandler);

/// Number of keys for resources outside the masks.
unsigned strictKeyCount();

/// A conflict found: the later use and the earlier write it meets.
struct StrictConflict {
  isa::dv::DepKind Kind;
  isa::dv::Semantics Sem;
  const StrictUse *Earlier, *Later;
  unsigned Writer; ///< index in the group's log (StrictGroup::writer)
  /// The number of the indexed resource both uses meet on, when the run
  /// knows it (RR# of a region, PKR# of `mov pkr[r3]=`); -1: not known.
  int64_t Index = -1;
};

/// The writes of the instruction group being executed.
class StrictGroup {
public:
  StrictGroup() : WrittenIn(strictKeyCount(), 0) {}

  /// Could SI's uses meet a write of this group? (cheap; usually false)
  bool mayConflict(const StrictInfo &SI, bool QpTrue) const {
    uint64_t Hit;
    if (QpTrue || SI.RunsWhenOff) {
      Hit = 0;
      for (unsigned W = 0; W < 5; ++W) Hit |= SI.Check[W] & Written[W];
      if (SI.Check[5] & Written[5]) [[unlikely]]
        for (uint16_t K : SI.CheckKeys) Hit |= WrittenIn[K] == Gen;
    } else {
      Hit = SI.QpBit & Written[4];
    }
    return Hit;
  }
  /// Records the writes of an instruction that ran (QpTrue) or was
  /// predicated off. `Where` identifies it for messages (opaque here).
  /// `Ind`: the run's number of its indirect operand (StrictDynIndex::Ind).
  /// `Unat`: the UNAT bit of a spill's address (before its post-increment).
  void record(const StrictInfo &SI, bool QpTrue, const void *Where, unsigned Slot, int64_t Ind = -1,
              int64_t Unat = -1) {
    if (QpTrue || SI.RunsWhenOff) {
      if (!SI.HasMarks) return;
      for (unsigned W = 0; W < StrictInfo::Words; ++W) Written[W] |= SI.Mark[W];
      for (uint16_t K : SI.MarkKeys) WrittenIn[K] = Gen;
      Log.push_back({&SI, Where, Slot, true, Ind, Unat});
    } else if (SI.OffMarkPr) {
      Written[4] |= SI.OffMarkPr;
      Log.push_back({&SI, Where, Slot, false});
    }
  }
  bool empty() const { return Log.empty(); }
  /// Does any of the uses in Check meet a write of this group? (masks only)
  bool touches(const std::array<uint64_t, StrictInfo::Words> &Check) const {
    uint64_t Hit = 0;
    for (unsigned W = 0; W < StrictInfo::Words; ++W) Hit |= Check[W] & Written[W];
    return Hit;
  }
  void newGroup() {
    if (Log.empty()) return;
    Written = {};
    ++Gen;
    Log.clear();
  }
  /// The first use of SI that the rules make a RAW/WAW violation against a
  /// write of this group (after mayConflict said it may). `Dyn`: the numbers
  /// of SI's indexed uses in this run; a pair of uses whose numbers are
  /// both known and differ is no conflict (`mov rr[r0]=` and a store to
  /// region 5).
  std::optional<StrictConflict> find(const StrictInfo &SI, bool QpTrue, StrictDynIndex Dyn = {}) const {
    return findIn(Log, SI, QpTrue, Dyn);
  }

  struct Entry {
    const StrictInfo *Info;
    const void *Where;
    unsigned Slot;
    bool Ran;
    int64_t Ind = -1; // the run's number of its indirect operand
    int64_t Unat = -1; // the UNAT bit of a spill or fill
  };
  /// find() against any log (decode-time checks build their own).
  static std::optional<StrictConflict> findIn(const std::vector<Entry> &Log, const StrictInfo &SI,
                                              bool QpTrue, StrictDynIndex Dyn = {});
  const Entry &writer(unsigned I) const { return Log[I]; }

private:
  std::array<uint64_t, StrictInfo::Words> Written{};
  std::vector<uint64_t> WrittenIn;
  uint64_t Gen = 1;
  std::vector<Entry> Log; // instructions that wrote something, in order
};

/// "r8", "p6", "b0" for register resources, else the dv resource name with
/// its number ("AR[FPSR].sf0.flags", "CR[IRR%] 68"). `RunIndex`: the
/// number the run gave an indirect resource (RR#5, PKR#2), -1 if none.
std::string strictResourceName(const isa::dv::Access &A, int64_t RunIndex = -1);

/// The message text (without location): "reads r8 written earlier in the
/// same instruction group (RAW on GR%, % in 1 - 127: impliedf; written by
/// WRITER)".
std::string describeConflict(const StrictConflict &C, const std::string &WriterText);

} // namespace epic::sim
