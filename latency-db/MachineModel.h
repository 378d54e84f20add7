// The machine model: ports, templates, dispersal, latencies, split-issue rules
// and special stalls of one CPU, loaded from a YAML file (latency-db/*.yaml).
// The scheduler and the simulator ask this class and keep no timing of their own.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Register.h"
#include "ir/SourceLoc.h"
#include "ir/Template.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace epic::model {

using ClassId = uint16_t; // index into MachineModel::classes()
using PortId = uint8_t;   // index into MachineModel::ports()

/// How a consumer uses a producer (docs/sched-classes.md).
enum class DepKind : uint8_t {
  Data,      // a value flows (register operand)
  Address,   // the value is the consumer's load/store base address
  Predicate, // qualifying or branch predicate
  Order,     // no value flows: only pairwise/serialization rules apply
  /// The consumer reads the base register the producer post-incremented
  /// (`ld8 r13=[r14],16` -> any use of r14): an address-adder result, not the
  /// loaded value, so only `dep: base` rules apply (facts 4.1, 4.2).
  Base,
};

/// What the model needs to know about one instruction (built from the isa form).
struct InstInfo {
  ClassId Class = 0;
  /// The AR/CR/PSR view the instruction moves to or from (`mov ar.bsp=`).
  std::optional<ir::Reg> SysReg;
  /// The indirect file it names (`mov rr[r2]=r3` -> RR).
  std::optional<ir::IndirectFile> Indirect;
  /// The slot unit it issues from (M, I, F, B or L).
  ir::Unit Unit = ir::Unit::None;
  /// The general register it post-increments (`ld8 r13=[r14],16` -> 14; 0: none):
  /// a consumer reading it depends on it as DepKind::Base.
  uint8_t PostIncGr = 0;
};

struct Port {
  std::string Name;
  ir::Unit Unit;
  std::string Source;
};

enum class Subtype : uint8_t { None, Load, Store };

struct ClassInfo {
  std::string Name;
  std::vector<ir::Unit> Units;     // slot units it may sit in
  std::vector<PortId> Ports;       // preference order
  std::vector<ir::Unit> LSlot;     // units an L-slot instance occupies
  Subtype Sub = Subtype::None;
  unsigned Latency = 0;
  std::string Counter;             // "" = none
  std::string Source;
  unsigned Line = 0;               // 1-based line in the model file
  uint32_t PortMask = 0;           // bit P set: Ports contains P
};

/// Matches instructions by class, system register / indirect file and unit.
/// Empty lists match anything.
struct Matcher {
  std::vector<ClassId> Classes;
  std::vector<ir::Reg> Regs;
  std::vector<ir::IndirectFile> Files;
  std::optional<ir::Unit> Unit;
  bool matches(const InstInfo &I) const;
  bool any() const { return Classes.empty() && Regs.empty() && Files.empty() && !Unit; }
};

struct CounterShare {
  std::string Counter;
  unsigned Bubbles = 0;
};

/// What a latency rule requires of the dependence.
/// Data/Address/Predicate rules describe an instruction's primary result;
/// Base rules its post-increment base register (DepKind::Base).
enum class RuleDep : uint8_t { Any, Data, Address, Predicate, Base };

struct LatencyRule {
  std::vector<Matcher> From;       // any of
  std::vector<Matcher> To;         // any of; empty = ANY/USE
  RuleDep Dep = RuleDep::Data;
  unsigned Cycles = 0;
  std::string Counter;             // "" = none; with Shares: the largest share
  std::vector<CounterShare> Shares; // bubble breakdown when several counters
  std::string Source;
  unsigned Line = 0;
};

/// Answer of MachineModel::latency.
struct Latency {
  unsigned Cycles = 0;
  std::string_view Counter;              // where bubbles are charged ("" = none)
  const LatencyRule *Rule = nullptr;     // nullptr: the producer's class latency
};

enum class SplitKind : uint8_t { After, Before, Between, FirstInGroup };

struct SplitRule {
  SplitKind Kind;
  Matcher First;  // After/Before/FirstInGroup: the instruction; Between: the earlier one
  Matcher Second; // Between: the later one
  std::string Source;
  unsigned Line = 0;
};

struct UnconditionalStall {
  Matcher Match;
  bool Drain = true;      // waits until every earlier instruction completed
  unsigned Bubbles = 0;   // fixed extra cycles
  unsigned PerRegister = 0; // extra cycles per register the RSE moves (flushrs/loadrs)
  std::string Counter;
  std::string Source;
};

struct Stalls {
  struct { unsigned Entries = 0, ReturnsPerCycle = 0; bool CompetesWithLoads = false;
           std::string Counter, Source; } ArCrQueue;
  struct { std::vector<Matcher> Regs; unsigned Interval = 0; std::string Counter, Source; } SlowRegisters;
  struct { std::vector<Matcher> After; unsigned Distance = 0, Penalty = 0;
           std::string Counter, Source; } RegionMoveRecirculation;
  struct { unsigned Penalty = 0; std::string Counter, Source; } DcsReturnRecirculation;
  struct { unsigned Window = 0, LineBytes = 0, Penalty = 0; std::string Counter, Source; } StoreBufferRecirculation;
  std::vector<UnconditionalStall> Unconditional;
  struct { unsigned Penalty = 0; std::string Counter, Source; } BranchMispredict;
  struct { unsigned Entries = 0; std::string Source; } ReturnStack;
  struct { unsigned Cycles = 0; std::string Counter, Source; } Interruption;
  // A TLB miss the hardware VHPT walker resolves (translation: tlb scenarios).
  struct { unsigned Cycles = 0; std::string Counter, Source; } VhptWalk;
};

struct IssueInfo {
  unsigned Width = 6, WindowBundles = 2, AdvanceFull = 2, AdvanceSplit = 1;
  bool InOrder = true;
  std::string Source;
};

struct TemplateEntry {
  uint8_t Code = 0;
  bool Reserved = false;
  std::string Name;
  std::array<ir::Unit, 3> Slots{ir::Unit::None, ir::Unit::None, ir::Unit::None};
  uint8_t StopMask = 0; // bit i: stop after slot i
  std::string Source;
};

struct CounterInfo {
  std::string Name, Parent, Source;
};

// ---- dispersal ----

/// One bundle of the issue window: its template and the instruction per slot.
/// For MLX, slot 1 holds the L+X instruction and slot 2 is ignored.
struct BundleView {
  uint8_t Template = 0;
  std::array<InstInfo, 3> Slots{};
};

enum class SplitReason : uint8_t {
  None,           // the whole window issued
  EndOfWindow,    // only one bundle was offered and it issued completely
  Stop,           // a stop bit ended the group
  TemplatePair,   // the second bundle may not issue with the first (template pair)
  BranchInFirst,  // a real branch in the B slot of MIB/MMB/MFB ends the group
  PortShortage,   // no port left for the instruction's class
  SplitRule,      // a split-issue rule (srlz, mf, mov =ar.bsp -> B, ...)
};
const char *splitReasonName(SplitReason R);

struct DispersalResult {
  /// Window slot index (bundle * 3 + slot) of the first slot that did not
  /// issue; 6 (or 3 with one bundle) when everything issued.
  unsigned End = 0;
  SplitReason Reason = SplitReason::None;
  /// Port per window slot; unset for slots not issued, X halves and
  /// slots before the start. `Port2` holds an L instruction's second port.
  std::array<std::optional<PortId>, 6> Port{}, Port2{};
  /// The split rule that stopped issue (Reason == SplitRule).
  const SplitRule *Rule = nullptr;
  /// Bundles the window advances by after this group.
  unsigned advance() const { return End >= 6 ? 2 : End >= 3 ? 1 : 0; }
  bool full() const { return Reason == SplitReason::None || Reason == SplitReason::EndOfWindow; }
};

class MachineModel {
public:
  const std::string &cpu() const { return Cpu; }
  const std::string &description() const { return Description; }
  /// Name of the file the model was loaded from (for diagnostics/dumps).
  const std::string &fileName() const { return FileName; }

  const IssueInfo &issue() const { return Issue; }
  const std::vector<Port> &ports() const { return Ports; }
  std::optional<PortId> portId(std::string_view Name) const;
  const std::string &portName(PortId P) const { return Ports[P].Name; }
  const std::vector<CounterInfo> &counters() const { return Counters; }
  const std::vector<TemplateEntry> &templates() const { return Templates; }

  const std::vector<ClassInfo> &classes() const { return Classes; }
  std::optional<ClassId> classId(std::string_view Name) const;
  const ClassInfo &cls(ClassId C) const { return Classes[C]; }
  /// Convenience: an InstInfo for class `Name` (nullopt when the model lacks it).
  std::optional<InstInfo> inst(std::string_view ClassName, ir::Unit U = ir::Unit::None,
                               std::optional<ir::Reg> SysReg = {},
                               std::optional<ir::IndirectFile> Indirect = {}) const;

  /// Ports the instruction may use, in preference order, given its unit
  /// (all class ports when the unit is None).
  std::vector<PortId> portsFor(const InstInfo &I) const;

  /// Cycles from issuing `P` until `C` may issue when `C` depends on `P` in
  /// the way `K` says (Order: no value flows). Combines the most specific
  /// data rule (else P's class latency) with every pairwise rule by max.
  Latency latency(const InstInfo &P, const InstInfo &C, DepKind K) const;
  /// True when some pairwise (dep: any) rule starts at `P`: the scheduler must
  /// then ask `latency(P, C, Order)` for every later C, not just dependents.
  bool hasOrderRules(const InstInfo &P) const;
  const std::vector<LatencyRule> &latencyRules() const { return Rules; }

  /// Split-issue rules.
  bool splitsBefore(const InstInfo &I) const;
  bool splitsAfter(const InstInfo &I) const;
  bool splitsBetween(const InstInfo &Earlier, const InstInfo &Later) const;
  /// Whether `I` is the earlier (`Second` false) or the later one of some
  /// split-between rule: lets a caller skip the pairs no rule can match.
  bool inSplitBetween(const InstInfo &I, bool Second) const;
  bool mustStartGroup(const InstInfo &I) const;
  const std::vector<SplitRule> &splitRules() const { return Splits; }

  /// Disperses one issue group from window slot `Start` (0-2, within A):
  /// which slots issue together and on which ports. `B` may be null.
  DispersalResult disperse(const BundleView &A, const BundleView *B, unsigned Start = 0) const;
  /// May bundle `Second` issue in the same cycle as `First` by the template
  /// pair rules alone (ignoring stops, ports and branches)?
  bool pairAllowed(uint8_t First, uint8_t Second) const;

  const Stalls &stalls() const { return StallInfo; }
  /// The unconditional stall of `I`, if it has one (srlz, sync, flushrs, ...).
  const UnconditionalStall *unconditionalStall(const InstInfo &I) const;
  /// Is `I` one of the slow registers (issuable every N cycles)?
  bool isSlowRegisterAccess(const InstInfo &I) const;
  /// Does `I` trigger the DCU recirculation of a load/store N cycles later?
  bool isRegionMove(const InstInfo &I) const;

  /// Human-readable listing for `epicsched model --dump` and lit tests.
  void print(llvm::raw_ostream &OS, bool Full) const;

private:
  friend class ModelBuilder;
  std::string Cpu, Description, FileName;
  IssueInfo Issue;
  std::vector<Port> Ports;
  std::vector<CounterInfo> Counters;
  std::vector<TemplateEntry> Templates; // indexed by code
  std::vector<ClassInfo> Classes;
  std::map<std::string, ClassId, std::less<>> ClassIndex;
  std::vector<LatencyRule> Rules;
  // Per producer class: indices of the data rules / pairwise (any) rules whose
  // `from` can match it (built after loading; keeps latency() off the full list).
  std::vector<std::vector<uint16_t>> DataRulesFrom, AnyRulesFrom;
  std::vector<SplitRule> Splits;
  Stalls StallInfo;

  // Dispersal tables.
  std::vector<PortId> IPortsInOrder, AOverflowPorts, FPortsByBundle;
  std::vector<Subtype> MSubtypeFirst;
  std::vector<ClassId> LightBClasses;
  struct BSlotRule { std::vector<std::string> Templates; unsigned Slot; std::vector<PortId> Ports, LightPorts; };
  std::vector<BSlotRule> BSlots;
  std::vector<std::string> SplitIfBranch;
  struct PairRule { std::vector<std::string> First, Second; };
  std::vector<PairRule> Pairs;
  struct PreferredRule { std::string First, Second; std::array<std::optional<PortId>, 6> Slots; };
  std::vector<PreferredRule> Preferred;
  std::map<std::string, std::string> DispersalSources; // key -> source, for the dump
  // Derived per template code (built after loading) so disperse() compares no strings.
  std::array<std::array<int8_t, 3>, 32> BSlotIndex{};    // index into BSlots, -1 none
  std::array<bool, 32> SplitIfBranchCode{};
  std::array<std::array<bool, 32>, 32> PairOk{};
  std::array<std::array<int8_t, 32>, 32> PreferredIndex{}; // index into Preferred, -1 none
  std::vector<bool> LightB;                               // per class
};

/// Loads and validates a model. On any error returns every diagnostic (joined
/// llvm::Errors carrying ir::LocatedError with file:line:col); never a partial model.
/// `Name` is the file name used in diagnostics; the text is registered in `SM`
/// so diagnostics can show the offending line.
llvm::Expected<MachineModel> loadModelFromText(std::string_view Text, const std::string &Name,
                                               ir::SourceManager &SM);
llvm::Expected<MachineModel> loadModelFromFile(const std::string &Path, ir::SourceManager &SM);
/// The models compiled into the binary (latency-db/<cpu>.yaml): "itanium2", "itanium1".
std::vector<std::string> builtinModelNames();
llvm::Expected<MachineModel> loadBuiltinModel(std::string_view Cpu, ir::SourceManager &SM);
/// The model a command runs with: `File` (`--model=FILE.yaml`, a user's own
/// measurements) when given, else the built-in model of `Cpu` (`--mcpu`).
llvm::Expected<MachineModel> loadSelectedModel(const std::optional<std::string> &File, std::string_view Cpu,
                                               ir::SourceManager &SM);
/// The embedded YAML text of a built-in model (empty when unknown).
std::string_view builtinModelText(std::string_view Cpu);

} // namespace epic::model
