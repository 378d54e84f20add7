// Builds the scheduling problem of one region: RAW/WAW/WAR on every resource
// the dependency tables know (isa/dv), memory order, barriers, the model's
// latencies and pairwise rules, and the serialization (srlz) the
// architecture requires, sharing one srlz between several writes.
#pragma once
#include "ir/Module.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Problem.h"
#include "scheduler/Region.h"
#include <vector>

namespace epic::sched {

struct RegionProblem {
  Problem P;
  /// Node -> instruction: nodes below Region::Insts.size() are the region's
  /// own instructions; later ones are inserted serialization instructions.
  std::vector<ir::Inst> Inserted;
  std::vector<InstDesc> InsertedDescs;
  /// Values that flow (RAW on a register or other resource): what the
  /// issue engine's scoreboard waits for when predicting cycles.
  struct Flow {
    unsigned From, To;
    model::DepKind Kind;
  };
  std::vector<Flow> Flows;
  /// Per original instruction: loads and stores with the same nonzero value
  /// use the same base register value (the same address).
  std::vector<unsigned> AddrClass;
  /// Per original instruction: the proven region register of its RR# use
  /// (MemoryInfo::Rr), -1 when unknown. The verifier checks with it.
  std::vector<int> Rr;
  /// Per original instruction: (compare, the other predicate) when it runs
  /// under one of the two predicates a compare of the region made mutex
  /// (static p1-p15); Guard for instructions that do nothing under a false
  /// predicate, ExitGuard for side exits. {-1, 0}: none. On a path through
  /// an exit both predicates are known, so the path's prediction turns off
  /// what runs under the false one (pathPredictions, Passes.cpp).
  std::vector<std::pair<int, unsigned>> Guard, ExitGuard;
  unsigned numOriginal() const { return unsigned(P.Nodes.size() - Inserted.size()); }
};

RegionProblem buildProblem(const ir::Module &M, const Region &R, const model::MachineModel &MM);

} // namespace epic::sched
