// The declarative DV data: instruction classes, implicit resource uses, and
// the semantics of RAW/WAW/WAR pairs. Internal to isa/dv (see DvTables.cpp).
#pragma once
#include "isa/dv/DependencyChecker.h"
#include <optional>
#include <span>
#include <vector>

namespace epic::isa::dv::tables {

/// Operand-file constraint of a class: the first Out operand / some In operand
/// must be a register of this file (or the given named register).
/// (ARM: an application register of the M unit, ar0-ar63.)
enum class FileReq : uint8_t { Any, GR, FR, PR, BR, AR, ARM, CR, PSR, PRFile, IP, Indirect };

/// An instruction class, the way the SDM's class table defines them: mnemonic
/// glob patterns ('*' matches anything, dots included; '!' excludes), an
/// optional operand shape, and an optional restriction to one origin of use
/// (e.g. only the qualifying-predicate read of a branch).
struct ClassDef {
  const char *Name;
  const char *Patterns;
  FileReq Out = FileReq::Any;
  FileReq In = FileReq::Any;
  const char *OutName = nullptr; ///< regName of the first Out register ('|' alternatives)
  int OriginOnly = -1;           ///< -1, or an Origin value
  int OutPos = -1;               ///< -1, or only the use of Outs[OutPos]
  const char *InName = nullptr;  ///< regName of some In register ('|' alternatives)
};

/// How an implicit (table) use finds its specific resource.
enum class Src : uint8_t {
  Fixed,        ///< the row's resource and index
  FpsrControls, ///< AR[FPSR].sfN.controls, N from the .sN completer (default s0)
  FpsrFlags,    ///< AR[FPSR].sfN.flags
  FrDf,         ///< PSR.dfl for each FR2-31 operand, PSR.dfh for FR32-127 (note 8)
  FrMf,         ///< PSR.mfl / PSR.mfh for each FR target (note 9)
  GrBank,       ///< PSR.bn when a GR16-31 operand is named (note 10)
  PostIncBase,  ///< the memory base register when a post-increment follows
  PsrMaskImm,   ///< PSR bits set in the immediate operand (note 7)
  UmMaskImm,    ///< user-mask bits (PSR{5:0}) set in the immediate: rum/sum touch no others
  Rotating,     ///< the row's resource, when a rotating FR/PR is named (note 2)
  PsrAll,       ///< every PSR field (rfi)
  AllAr,        ///< every application register of RegMaps.def (br.ia); AR[K%] as all eight
};

struct AccessRow {
  const char *Class;
  ResourceId Res;
  bool Write;
  Src S = Src::Fixed;
  int Index = -1;
  uint8_t Note = 0;
};

/// Semantics of a pair: Res is a resource name or family (glob allowed);
/// Writer/Reader are class names ('|' separated, "*" for any). For WAR the
/// Reader is the earlier instruction. First matching row wins; no row means
/// impliedF for RAW/WAW and none for WAR.
struct RuleRow {
  const char *Res;
  DepKind Kind;
  const char *Writer;
  const char *Reader;
  Semantics Sem;
};

std::span<const ClassDef> classes();
std::span<const AccessRow> accessRows();
std::span<const RuleRow> rules();
/// The semantics needing more than a stop (bit per Semantics value) that a
/// dependency from an earlier use A by classes C can have.
uint8_t lastingMask(const ClassSet &C, const Access &A);
/// Can a use A by classes C be the earlier side of a reported pair? Writes
/// always (RAW and WAW default to impliedF); reads only where a WAR row takes
/// them as its reader (WAR defaults to none), so the group checker keeps no
/// record of the other reads.
bool canBeEarlier(const ClassSet &C, const Access &A);
/// The rule rows that apply to one resource, in table order.
const std::vector<const RuleRow *> &ruleRowsFor(ResourceId R);

/// Mask of the definition rows of a named class (empty when unknown).
const ClassSet &classMask(std::string_view Name);

/// The classes the checker tests by name, looked up once.
struct KnownClasses {
  ClassSet BrCall = classMask("br-call");
  ClassSet BrCounted = classMask("br-counted");
  ClassSet BrModsched = classMask("br-modsched");
  ClassSet BrRet = classMask("br-ret");
  ClassSet Branch = classMask("branch");
  ClassSet Clrrrb = classMask("clrrrb");
  ClassSet CmpAnd = classMask("cmp-and");
  ClassSet CmpAndOrcm = classMask("cmp-and.orcm");
  ClassSet CmpFp = classMask("cmp-fp");
  ClassSet CmpInt = classMask("cmp-int");
  ClassSet CmpOr = classMask("cmp-or");
  ClassSet CmpOrAndcm = classMask("cmp-or.andcm");
  ClassSet CmpUnc = classMask("cmp-unc");
  ClassSet GroupFirst = classMask("group-first");
  ClassSet GroupLast = classMask("group-last");
  ClassSet Rfi = classMask("rfi");
  ClassSet SrlzD = classMask("srlz.d");
  ClassSet SrlzI = classMask("srlz.i");
};
const KnownClasses &known();

/// Uncached classes and resource uses of one instruction (InstCache.cpp
/// memoizes them for classesOf/accessesOf).
ClassSet computeClasses(const ir::Inst &I);
std::vector<Access> computeAccesses(const ir::Inst &I, const ClassSet &C);

/// Classes and resource uses of an instruction, memoized by everything they
/// depend on (mnemonic, predicate, operand kinds, registers, constant
/// immediates). The reference stays valid until the 8th later call that
/// misses a full cache (callers use it at once).
struct InstDv {
  ClassSet Classes;
  std::vector<Access> Accesses;
  std::vector<uint8_t> Lasting; ///< lastingMask of each access
  std::vector<uint8_t> Earlier; ///< canBeEarlier of each access
};
const InstDv &instDv(const ir::Inst &I);
/// The value of a constant immediate as the access rules see it (rsm/ssm masks, mov pr masks).
std::optional<uint64_t> constValue(const ir::ExprRef &E);

/// A constant operand's value (numbers, + - ~ | & << *, PSR field names);
/// nullopt when it is not constant here.
std::optional<uint64_t> evalConst(const ir::ExprRef &E);

} // namespace epic::isa::dv::tables
