// The declarative DV data: instruction classes, implicit resource uses, and
// the semantics of RAW/WAW/WAR pairs. Internal to isa/dv (see DvTables.cpp).
#pragma once
#include "isa/dv/DependencyChecker.h"
#include <span>
#include <vector>

namespace epic::isa::dv::tables {

/// Operand-file constraint of a class: the first Out operand / some In operand
/// must be a register of this file (or the given named register).
enum class FileReq : uint8_t { Any, GR, FR, PR, BR, AR, CR, PSR, PRFile, IP, Indirect };

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
  Rotating,     ///< the row's resource, when a rotating FR/PR is named (note 2)
  PsrAll,       ///< every PSR field (rfi)
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
/// The rule rows that apply to one resource, in table order.
const std::vector<const RuleRow *> &ruleRowsFor(ResourceId R);

} // namespace epic::isa::dv::tables
