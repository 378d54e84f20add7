// Liveness of the general registers (by name) over each section's
// control-flow graph: labels start blocks, branches end them, branch
// targets in the section are followed. What leaves the code (a return, a
// call, an indirect or external branch, rfi, break, epc, falling off the
// section) reads every register, except:
//   - registers the code declares free (`.vregpool`): they hold only
//     temporaries, whose uses are in the code;
//   - with the software conventions assumed (Abi), the scratch registers
//     r2, r3, r14-r31 at a call or return (Itanium Software Conventions
//     and Runtime Architecture Guide, 2000, section 5.2.1: the callee may
//     change them, so no caller reads them after a call and no return
//     hands a value back in them).
// Used by renaming (scheduler/Rename.cpp) to prove a register dead, and,
// over the predicates too, by the paravirtualizing rewrite (virt/) to find a
// scratch register at a rewritten instruction.
#pragma once
#include "ir/Module.h"
#include "isa/dv/DependencyChecker.h"
#include <bitset>
#include <map>
#include <string>
#include <vector>

namespace epic::sched {

using GrSet = std::bitset<128>;

/// Whether directive D places an interruption vector: `.org` (the IVT's
/// entries) or an `.align` of 32 KiB or more (cr.iva's alignment, SDM
/// vol. 2 3.3.5.3). Code placed by it is entered by delivery, not by a
/// branch.
bool placesVector(const ir::Directive &D);

struct GrLivenessOptions {
  bool Abi = false; // the software conventions hold at calls and returns (p6-p15 scratch for PRlo)
  GrSet Free;       // never read where control leaves the code
  /// The register file: GR (bits r0-r127) or PRlo (the static predicates p1-p15).
  isa::dv::ResourceId File = isa::dv::ResourceId::GR;
  /// Instructions that only rename registers (bsw, alloc, cover, loadrs,
  /// flushrs, clrrrb) read just the registers whose names they change
  /// (bsw: r16-r31; the others: the stacked r32-r127; no static
  /// predicate), not every register. Off: they read everything.
  bool ExactContext = false;
  /// Registers live at labels other modules of the same program define
  /// (liveAtGlobalLabels of their code, taken with the same options): a
  /// plain branch to such a symbol reads those instead of every register.
  /// The modules are rewritten separately, but they are one program:
  /// Linux's ivt.s ends its break vector with branches into entry.s.
  const std::map<std::string, GrSet> *External = nullptr;
};

class GrLiveness {
public:
  GrLiveness(const ir::Module &M, const GrLivenessOptions &O);
  /// Registers whose value may be read after control reaches instruction
  /// statement `Stmt` of section `Sec` (before it executes).
  GrSet liveBefore(unsigned Sec, size_t Stmt) const;
  /// Registers live at each label other modules may branch to (global
  /// symbols with code after them in their section): the module's side of
  /// GrLivenessOptions::External.
  std::map<std::string, GrSet> liveAtGlobalLabels(const ir::Module &M) const;
  /// Whether instruction `Stmt` may leave through a taken branch.
  bool branches(unsigned Sec, size_t Stmt) const { return Secs[Sec].Branches[Stmt]; }

  /// The scratch registers of the conventions: r2, r3, r14-r31.
  static GrSet abiScratch();

private:
  struct PerSection {
    std::vector<GrSet> In; // by statement index (instructions only)
    std::vector<bool> Branches;
  };
  std::vector<PerSection> Secs;
};

/// General registers an instruction reads and writes (by the dependency
/// tables' accesses); `Unknown` when one of them is not known statically.
struct GrAccess {
  GrSet Reads, Writes;
  bool Unknown = false;
};
GrAccess grAccess(const ir::Inst &I, isa::dv::ResourceId File = isa::dv::ResourceId::GR);

/// rfi, break, epc, bsw, alloc, cover, clrrrb, loadrs, flushrs: they hand
/// control to other code or change what a register name refers to, so
/// liveness counts them as reading every register.
bool changesRegisterContext(const ir::Inst &I);

} // namespace epic::sched
