// Memory disambiguation for one region: which loads and stores provably
// touch different bytes. Addresses are tracked as symbolic values
// (an unknown register value plus a constant) through the straight-line
// code before and in the region, and `.noalias` facts say which unknown
// values never reach each other's objects (docs/scheduler.md, "Memory
// dependences"; docs/dsl.md, `.noalias`). Anything else stays ordered.
#pragma once
#include "ir/Module.h"
#include "isa/Form.h"
#include "latency-db/MachineModel.h"
#include "scheduler/Region.h"
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace epic::sched {

/// The address of one access: the value `Base` (0: an assembly-time
/// constant, else an unknown value numbered by the analysis) plus `Offset`,
/// `Size` bytes wide.
struct MemRef {
  bool Known = false; // a plain load/store whose address is Base + Offset
  unsigned Base = 0;
  int64_t Offset = 0;
  unsigned Size = 0;
};

struct MemoryInfo {
  std::vector<MemRef> Refs; // one per region instruction (Known = false when not a plain access)
  /// Pairs (lower, higher) of unknown values `.noalias` keeps apart.
  std::vector<std::pair<unsigned, unsigned>> NoAlias;
  /// Per region instruction, the region register (0-7) its RR# use names
  /// when it is proven, else -1: bits 63..61 of a load's or store's address,
  /// or of the index of `mov rr[r3]=` / `mov r = rr[r3]` (docs/scheduler.md,
  /// "Regions").
  std::vector<int> Rr;

  /// Do the accesses of region instructions I and J provably touch
  /// different bytes?
  bool independent(unsigned I, unsigned J) const;
  /// Do they provably share a byte (the same value, overlapping ranges)?
  bool overlap(unsigned I, unsigned J) const;
  /// Two independent accesses through the same value that may still share
  /// a cache line of `LineBytes` (the base's alignment is unknown).
  bool mayShareLine(unsigned I, unsigned J, unsigned LineBytes) const;
};

/// Bytes a plain load or store of form `F` touches (SDM vol. 3: ld, st,
/// ldf, stf, ldfp), or nullopt when its memory order is always kept:
/// semaphores, acquire/release, ALAT (advanced, check) and speculative
/// loads, and every other form with a memory effect.
std::optional<unsigned> plainAccessBytes(const isa::FormInfo &F);

/// Addresses and `.noalias` facts for the instructions of `R` (after
/// `.vreg` renaming; RegAlloc translates `.noalias` words of live
/// temporaries to their registers).
MemoryInfo analyzeMemory(const ir::Module &M, const Region &R, const model::MachineModel &MM);

} // namespace epic::sched
