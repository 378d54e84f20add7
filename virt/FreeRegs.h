// Registers a rewritten instruction may use as scratch: proven dead at that
// point by liveness over the section's control-flow graph (scheduler/
// GrLiveness.h, general registers and predicates). Conservative: whatever
// leaves the code (rfi, break, epc, a branch out of the section, falling off
// it) reads every register, and so does a call or return unless the
// software conventions are assumed (`Abi`: then r2, r3, r14-r31 are dead
// there, Itanium Software Conventions 5.2.1). Only registers no instruction
// renames are offered: r2, r3, r8-r11, r14-r31 and p1-p15 (never gp, sp, tp
// or r15, which Linux passes the system-call number in). Code written with
// `.vreg` temporaries (and a `.vregpool`) gets a new temporary instead when
// no register is proven free: the scheduler's register allocation then
// finds it a pool register free over its few instructions.
#pragma once
#include "scheduler/GrLiveness.h"
#include <optional>
#include <vector>

namespace epic::virt {

/// Liveness at the global labels of the program's other modules (general
/// registers and predicates), for the branches into them
/// (GrLivenessOptions::External). Empty: such a branch reads everything.
struct ProgramContext {
  std::map<std::string, sched::GrSet> Gr, Pr;
  /// Adds module M's labels, with the options FreeRegs uses (Abi as the
  /// rewrite will assume it). A symbol two modules define gets both sets.
  void add(const ir::Module &M, bool Abi);
  void merge(const ProgramContext &Other);
};

class FreeRegs {
public:
  FreeRegs(ir::Module &M, bool Abi, const ProgramContext *Context = nullptr);
  /// A general register dead before statement `Stmt` of section `Sec`; the
  /// lowest-numbered one, so the output is deterministic. Else a new
  /// `.vreg` when the module has a pool.
  std::optional<ir::Reg> gr(unsigned Sec, size_t Stmt);
  /// Two distinct general registers outside the banked r16-r31 dead before
  /// that statement (the lowest-numbered), for a bank switch, which moves
  /// r16-r31 themselves. No `.vreg` fallback: the allocator may place one
  /// in r16-r31.
  std::optional<std::pair<ir::Reg, ir::Reg>> unbankedPair(unsigned Sec, size_t Stmt) const { return pair(Sec, Stmt, 16); }
  /// Two distinct general registers dead before that statement, banked or
  /// not (the lowest-numbered); no `.vreg` fallback.
  std::optional<std::pair<ir::Reg, ir::Reg>> anyPair(unsigned Sec, size_t Stmt) const { return pair(Sec, Stmt, 32); }
  /// A predicate (p1-p15) dead before that statement.
  std::optional<unsigned> pr(unsigned Sec, size_t Stmt) const;
  /// Keeps general register R from being offered before the statements
  /// (From, To] of section Sec: a rewrite reads it there (the resume
  /// hypercall that a `mov cr.X=R` folded into reads R at To), whatever
  /// the liveness of the code as written says.
  void reserve(unsigned Sec, size_t From, size_t To, unsigned R) { Reserved.push_back({Sec, From, To, R}); }

private:
  struct Reservation {
    unsigned Sec;
    size_t From, To;
    unsigned R;
  };
  std::vector<Reservation> Reserved;
  sched::GrSet liveGr(unsigned Sec, size_t Stmt) const;
  std::optional<std::pair<ir::Reg, ir::Reg>> pair(unsigned Sec, size_t Stmt, unsigned Below) const;
  ir::Module &M;
  sched::GrLiveness Gr, Pr;
};

} // namespace epic::virt
