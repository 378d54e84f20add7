// IA-64 dependency-violation (DV) checking within instruction groups.
//
// The resources each instruction reads and writes and the semantics of every
// RAW/WAW/WAR pair come from declarative tables (Resources.def, RegMaps.def,
// DvTables.cpp), modelled on the Itanium SDM Vol. 3 "Resource and Dependency
// Semantics" tables and checked against GNU as -xexplicit. See
// docs/dependencies.md.
#pragma once
#include "ir/Inst.h"
#include "llvm/ADT/DenseMap.h"
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace epic::isa::dv {

enum class ResourceId : uint16_t {
#define DV_RES(Id, Name, Family, Indexed) Id,
#include "isa/dv/Resources.def"
  Count
};
constexpr size_t NumResources = size_t(ResourceId::Count);

std::string_view resourceFamily(ResourceId R); ///< "GR", "PR", "AR", "CR", "PSR", ...
bool resourceIndexed(ResourceId R);            ///< uses carry a specific number

enum class DepKind : uint8_t { RAW, WAW, WAR };
/// GNU as spelling: "GR%, % in 1 - 127" (its WAW table spells one resource otherwise).
std::string_view resourceName(ResourceId R, DepKind K = DepKind::RAW);
/// Semantics codes of the architecture's tables.
enum class Semantics : uint8_t { None, Implied, ImpliedF, Data, Instr, Specific, Stop, Other };
/// What separates the two accesses legally.
enum class Fix : uint8_t { None, Stop, StopSrlzD, StopSrlzI };

std::string_view depKindName(DepKind K);     ///< "RAW"
std::string_view semanticsName(Semantics S); ///< as GNU as prints it: "impliedf", "data", ...
std::string_view fixName(Fix F);             ///< "stop", "stop+srlz.d", "stop+srlz.i"
Fix fixFor(Semantics S);
/// True when a stop alone does not resolve the dependency (srlz needed).
bool survivesStop(Semantics S);

/// Where in the instruction a resource use comes from.
enum class Origin : uint8_t { Out, In, Base, PostInc, QP, Implicit };

/// One resource use of an instruction.
/// Access::Note of the AR[FPSR] uses GNU as counts for a unit-less move of an AR both
/// units reach (not real: such an AR is not FPSR; isa/dv/Accesses.cpp, ambiguousArMove).
constexpr uint8_t NoteGasMoveFpsr = 12;
/// Access::Note of an AR[FPSR] flags write GNU as's tables do not have (the
/// single-precision `fma.s`-family forms, the bare `fclrf`). The pair of the two is no
/// dependency; a real reader (fchkf) of such a write still is one (gas misses it: wrong
/// code we do not copy).
constexpr uint8_t NoteFpsrUnseenByGas = 13;

struct Access {
  ResourceId Res = ResourceId::GR;
  int Index = -1;     ///< specific number (register, AR[K] number, ...); -1: not
                      ///< known statically; -2: the whole indexed resource (mov ar.unat=)
  bool Write = false;
  Origin From = Origin::Implicit;
  uint8_t QP = 0;     ///< qualifying predicate (0: unconditional)
  uint8_t Note = 0;   ///< 11: compare target written even when QP is false; NoteGasMoveFpsr,
                      ///< NoteFpsrUnseenByGas (below)
  int8_t Pos = -1;    ///< index in Outs/Ins for explicit operands, else -1
  /// GNU as's notion: the exact resource is known statically (note 2 CFM
  /// reads are only possible ones).
  bool specific() const { return Note != 2 && (Index != -1 || !resourceIndexed(Res)); }
};

/// Instruction classes (DvTables.cpp) an instruction belongs to.
using ClassSet = std::bitset<192>;
ClassSet classesOf(const ir::Inst &I);
/// Index of the first definition of a named class (-1 when unknown).
int classIndex(std::string_view Name);
/// Does the instruction with classes C belong to the named class?
bool inClass(const ClassSet &C, std::string_view Name);

/// Resources read and written by one instruction.
std::vector<Access> accessesOf(const ir::Inst &I);
/// A spill's or fill's ar.unat access names UNAT bit `Bit` (>= 0; from
/// `.mem.offset`, Inst::UnatBit): two uses of different bits do not conflict.
void applyUnatBit(int Bit, std::vector<Access> &As);
/// The same without a copy and without the UNAT bit (GR/PR users): valid
/// until this thread's next classesOf/accessesOf/accessesRef call.
const std::vector<Access> &accessesRef(const ir::Inst &I);

/// Semantics of an access pair (A by an instruction of classes CA, before B by
/// one of classes CB) on the same resource, by the rule tables; Semantics::None
/// when the pair is not a dependency. Sets Kind to RAW/WAW/WAR.
Semantics pairSemantics(const ClassSet &CA, const Access &A, const ClassSet &CB,
                        const Access &B, DepKind &Kind);

/// The rule rows an access can take part in, as bits over the rows that apply
/// to its resource (table order, at most 64 per resource): AsWriter has bit K
/// when the resource's row K applies to A, used by
/// an instruction of classes C, matches the row's writer side; AsReader the
/// reader side. For checkers that evaluate the same instructions' pairs many
/// times (the simulator's strict mode computes them once per decoded
/// instruction).
struct RuleSides {
  uint64_t AsWriter = 0, AsReader = 0;
  ResourceId Res = ResourceId::GR;
};
RuleSides ruleSides(const ClassSet &C, const Access &A);
/// pairSemantics for a RAW or WAW pair on one resource from precomputed
/// sides: Earlier wrote, Later reads (RAW) or writes (WAW).
Semantics pairSemantics(const RuleSides &Earlier, const RuleSides &Later, DepKind Kind);

/// A dependence between two instructions, ignoring predicates and stops (for
/// dependence graphs that span groups).
struct Dependence {
  DepKind Kind;
  Semantics Sem;
  ResourceId Res;
  int Index;
  size_t EarlierAccess, LaterAccess; ///< indices into accessesOf(...)
};
std::vector<Dependence> dependencesBetween(const ir::Inst &Earlier, const ir::Inst &Later);

/// GNU as ends dependency tracking for the current group before an
/// instruction that must start a group (alloc, flushrs, loadrs) and after one
/// that must end it (cover, clrrrb, itc, ptc.g, bsw, rfi, unconditional
/// branches). Bundlers should place stops accordingly.
bool startsGroup(const ir::Inst &I);
bool endsGroup(const ir::Inst &I);

/// Consistency check of the tables (class names, rule resources); empty when fine.
std::vector<std::string> validateTables();

/// The two predicates compare `I` (classes `C`) leaves mutex whatever held
/// before: a normal compare without a qualifying predicate or an unc one
/// writes both targets, complementary (or both 0). Not and/or-type ones, nor
/// a target p0. GNU as's rule (PredRelations::update); the scheduler uses it
/// to let writes under the two predicates share a group.
std::optional<std::pair<unsigned, unsigned>> mutexTargets(const ir::Inst &I, const ClassSet &C);

/// Known predicate relations (GNU as bookkeeping): `.pred.rel`, compares,
/// `.pred.safe_across_calls`, calls and branches.
class PredRelations {
public:
  void mutex(const std::vector<unsigned> &Preds);      ///< .pred.rel "mutex"
  void imply(unsigned P, unsigned Q);                  ///< .pred.rel "imply": P -> Q
  void clear(const std::vector<unsigned> &Preds);      ///< .pred.rel "clear"
  void clearAll();
  void safeAcrossCalls(uint64_t Mask) { SafeMask = Mask; } ///< bit N = pN
  bool isMutex(unsigned P, unsigned Q) const;
  /// Mutex on every path from a point in path `Since` (see DependencyChecker::label):
  /// the relation was established at or after that point.
  bool isMutexSince(unsigned P, unsigned Q, uint32_t Since) const;
  bool implies(unsigned P, unsigned Q) const;
  /// A use under P is dead on this path: P implies the predicate of a
  /// conditional branch met while the implication held (not taken, so that
  /// predicate and P are false; GNU as then checks no dependency of the use).
  /// Returns the newest path of such an implication, or nullopt if none.
  std::optional<uint32_t> branchedPath(unsigned P) const;
  /// Updates the relations after instruction I (compares, PR writers, calls);
  /// C and As are I's classes and resource uses.
  void update(const ir::Inst &I, const ClassSet &C, const std::vector<Access> &As);
  /// Relations established from now on belong to path `Path`.
  void setPath(uint32_t Path) { CurPath = Path; }

private:
  void clearPred(unsigned P);
  void clearMask(uint64_t Mask);
  void updateRelations(const ir::Inst &I, const ClassSet &C, const std::vector<Access> &As);
  void syncBranched(); // an implication dropped is no longer branched upon
  /// Path stamps of relation bits, by p * 64 + q (absent: 0). A stamp is
  /// written whenever its bit is set and read only while it is set. Sparse:
  /// a checker is made per region and per verification, and three dense
  /// 64x64 tables were 48 KB to zero or copy each time (6 % of the post-pass).
  using PathStamps = llvm::SmallDenseMap<uint16_t, uint32_t, 8>;
  static uint16_t pair(unsigned P, unsigned Q) { return uint16_t(P * 64 + Q); }
  uint64_t Mutex[64] = {};
  uint64_t Implies[64] = {}; // Implies[p] bit q: p -> q
  PathStamps MutexPath;      // path current when the pair became mutex
  uint64_t Branched[64] = {}; // Branched[p] bit q: p -> q held at a branch on q
  PathStamps ImplyPath;      // path current when p -> q was established
  PathStamps BranchedPath;   // ImplyPath of p -> q when it was branched upon
  uint64_t SafeMask = 0;
  uint32_t CurPath = 0;
};

/// A violation found by the checker: Later's access conflicts with Earlier's.
struct Violation {
  size_t Earlier = 0, Later = 0; ///< ids given to DependencyChecker::append
  DepKind Kind = DepKind::RAW;
  Semantics Sem = Semantics::ImpliedF;
  ResourceId Res = ResourceId::GR;
  int Index = -1;       ///< specific resource number, -1 if none
  bool Certain = false; ///< GNU as "violates" (else "may violate")
  /// Non-empty when the conflict exists only on the path entering at this
  /// label (the predicates are mutex on the fall-through path).
  std::string EntryLabel;
  Fix fix() const { return fixFor(Sem); }
  friend bool operator==(const Violation &, const Violation &) = default;
};

/// Does GNU as's dependency table have this conflict of `Later` with `Earlier`? Not for the
/// predicate writes of fcmp.ord/.unord (GasBlindSpots.cpp): gas makes no stop for them in
/// auto mode, so its layout there differs from ours.
bool gasSeesViolation(const Violation &V, const ir::Inst &Earlier, const ir::Inst &Later);
/// The same where `EarlierUnseen` is predicateWritesUnseen(Earlier) (a caller that keeps that,
/// not the instruction).
bool gasSeesViolation(const Violation &V, bool EarlierUnseen, const ir::Inst &Later);
/// fcmp.ord/.unord: predicate writes GNU as's tables do not have.
bool predicateWritesUnseen(const ir::Inst &I);

/// GNU as text: "Use of 'add' violates RAW dependency 'GR%, % in 1 - 127'
/// (impliedf), specific resource number is 1".
std::string describe(const Violation &V, std::string_view LaterMnemonic);

/// GNU as's known register values: after `mov r = IMM` or `movl r = IMM`
/// with a constant, GNU as knows r's value until r is written otherwise, and
/// uses it for the index of `mov rr[r]` (bits 63..61) and `mov pkr[r]` (bits
/// 7..0): writes of two different region or protection-key registers share a
/// group without a message. r0 is 0; `dep.z r = IMM, POS, LEN` and
/// `.reg.val` give values too; `addl`/`adds` spelled out, `mov r = r0`,
/// symbols and labels give or keep nothing (measured against
/// ia64-linux-gnu-as 2.40 and its testsuite's regval.s).
/// Unsure cases are unknown here: an unknown index meets every index, so
/// this never accepts what GNU as warns about.
class KnownValues {
public:
  /// The values after instruction I (call before I's successors).
  void update(const ir::Inst &I);
  void forget() { Known.clear(); }
  /// `.reg.val rN, VALUE`: the author states the value.
  void set(unsigned Reg, uint64_t Value);
  /// The specific rr/pkr number `I` names through an indirect operand, or -1.
  int indirectIndex(const ir::Inst &I) const;

private:
  std::unordered_map<unsigned, uint64_t> Known; // by general register number
};

/// Feed instructions and stops in program order; each append returns the
/// violations the instruction causes against the current group (and against
/// earlier groups for srlz-requiring dependencies not yet serialized).
class DependencyChecker {
public:
  std::vector<Violation> append(const ir::Inst &I, size_t Id);
  /// The same, with the region register the instruction's RR# use names
  /// when it is proven (0-7: the region of a load's or store's address, the
  /// index of `mov rr[r3]=`; docs/scheduler.md, "Regions"). GNU as cannot
  /// know addresses and leaves it unknown (-1), which meets every index.
  std::vector<Violation> append(const ir::Inst &I, size_t Id, int RrIndex);
  /// GNU as's `.serialize.data` / `.serialize.instruction`: a group break,
  /// then every pending data (instruction) serialization counts as done.
  void serialize(bool Instruction);
  /// Would appending I (now) violate anything? Does not change state.
  std::vector<Violation> check(const ir::Inst &I) const;
  /// An instruction-group boundary (`;;`, or a bundle's stop).
  void stop();
  /// An unconditional branch (or rfi) ends what GNU as checks: what follows
  /// is not reached from the earlier instructions, so no earlier use is kept,
  /// not even a data/instr one of an earlier group.
  void branchTaken();
  /// A label: control may enter here. Predicate relations known so far stay
  /// valid only between uses that precede the label (GNU as's paths).
  void label(std::string_view Name = {});
  void reset();
  /// `.mem.offset Offset, Base`: the next instruction's spill or fill uses
  /// UNAT bit (Offset >> 3) & 63 (GNU as; the base is not compared).
  void memOffset(int64_t Offset);
  PredRelations &preds() { return Preds; }
  KnownValues &values() { return Values; }
  /// The smallest id of a use still tracked (a later violation can name it
  /// as the earlier instruction); nullopt when none is.
  std::optional<size_t> oldestId() const {
    return Records.empty() ? std::nullopt : std::optional<size_t>(Records.front().Id);
  }
  const PredRelations &preds() const { return Preds; }

private:
  struct Record {
    Access A;
    ClassSet Classes;
    size_t Id;
    bool CurrentGroup = true;
    uint8_t DataSrlz = 0; // 0 none, 1 stopped since
    uint8_t InsnSrlz = 0; // 0 none, 1 stopped since, 2 srlz.i after the stop
    uint32_t Path = 0;    // labels seen before this use
    uint8_t Retired = 0;  // semantics (bit per Semantics value) already serialized
    uint8_t Lasting = 0;  // semantics needing more than a stop this use can carry
  };
  void dropRetired();
  void applyUnatBit(const ir::Inst &I, std::vector<Access> &As) const;
  /// Note 2 for rotating GRs: a use of r32..r32+sor-1 (sor of the last
  /// `alloc`) reads CFM, as FR32+ and PR16+ uses do. True when added.
  bool addRotatingGrRead(const ir::Inst &I, std::vector<Access> &As) const;
  void retireData(); // what srlz.d does to the uses a stop separates from it
  std::vector<Violation> scan(const ir::Inst &I, const ClassSet &C,
                              const std::vector<Access> &As, size_t Id, bool AsIfStopped) const;
  /// Positions in Records of the uses that can pair with `B` (same resource,
  /// overlapping index, at least one of the two a write), in order.
  void candidates(const Access &B, std::vector<uint32_t> &Out) const;
  void index(uint32_t Pos);
  void reindex();
  std::vector<Record> Records;
  // Records by (resource, write?, index): a group of thousands of uses is
  // checked in time proportional to the uses that can conflict, not to the
  // group (issue 22). Index -1 holds the uses without a specific number.
  std::unordered_map<uint64_t, std::vector<uint32_t>> ByKey;
  // Scratch of scan (candidates) and append (the instruction's uses), kept
  // to reuse their storage.
  mutable std::vector<uint32_t> CandBuf;
  std::vector<Access> AsBuf;
  std::vector<uint8_t> LastingBuf, EarlierBuf;
  PredRelations Preds;
  uint32_t Path = 0;
  int UnatBit = -1; // from `.mem.offset`, for the next instruction
  int RotatingGrs = 0; // sor of the last alloc (GNU as keeps it across procedures)
  std::vector<std::string> Labels{""}; // label starting each path
  KnownValues Values;
};

} // namespace epic::isa::dv
