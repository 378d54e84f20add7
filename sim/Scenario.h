// Scenario files for `epicsched sim --scenario`: where the code goes, the
// initial state (registers of every file by their assembler names, privilege
// level, memory regions with rights and contents), the end condition, and
// the expectations checked after the run. Schema: docs/simulator.md.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/SourceLoc.h"
#include "sim/Core.h"
#include "sim/ElfLoader.h"
#include "llvm/Support/Error.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::sim {

/// A number, or a symbol with an optional +/- offset ("main+0x10").
struct ValueRef {
  std::string Text;
  ir::SourceLoc Loc;
};

struct MemRegion {
  ValueRef Base;
  uint64_t Size = Memory::PageSize;
  PageRights Rights{3, 0, true};
  std::vector<uint8_t> Bytes;           // written at Base
  std::vector<ValueRef> Words;          // 8-byte little-endian words after Bytes
};

struct Expectation {
  enum Kind : uint8_t { Reg, Mem, CyclesMax, BubblesMax, GroupsMax, Counter, Stop } K = Reg;
  std::string Name;     // what the report prints ("r8 == 0x2a")
  std::string What;     // register name / counter name / stop kind
  ValueRef Addr;
  unsigned Size = 8;
  ValueRef Value;
  ir::SourceLoc Loc;
};

struct Scenario {
  std::string File;
  ir::SourceLoc Loc; // the file itself
  std::optional<ValueRef> Entry;
  std::map<std::string, uint64_t> Sections;
  std::optional<uint64_t> Gp;
  std::optional<bool> Strict;
  std::optional<unsigned> Cpl;
  std::vector<std::pair<std::string, ValueRef>> Registers; // in file order
  std::vector<MemRegion> Memory;
  std::optional<uint64_t> BackingStore; // ar.bspstore = ar.bsp at the start
  unsigned Sof = 0, Sol = 0;            // the initial frame
  // End condition.
  std::optional<ValueRef> ReturnTo;
  bool RfiToUser = false;
  std::optional<uint64_t> BreakImm;
  std::optional<uint64_t> MaxInsts;
  std::vector<Expectation> Expect;
};

/// Parses a scenario; errors carry file:line:col.
llvm::Expected<Scenario> parseScenario(const std::string &Text, const std::string &File, ir::SourceManager &SM);

/// Resolves a value against the loaded image's symbols.
llvm::Expected<uint64_t> resolve(const ValueRef &V, const LoadedImage &Img);

/// Reads / writes a register by its assembler name (r8, f6, p7, b0, ar.k3,
/// ar.pfs, cr.iva, rr[5] or rr5, pkr2, psr, cpl, ip, cfm). False when unknown.
bool writeRegister(Core &C, const std::string &Name, uint64_t V);
std::optional<uint64_t> readRegister(Core &C, const std::string &Name);

/// The address the default end condition returns to: b0 holds it at the start.
constexpr uint64_t ReturnSentinel = 0xfffffffffff00000ull;

/// Sets up memory regions, registers and end condition. The stack, the
/// backing store and b0 get defaults when the scenario does not give them.
llvm::Error applyScenario(const Scenario &Sc, Core &C, const LoadedImage &Img);

struct ExpectationResult {
  std::string Name;
  bool Ok = false;
  std::string Detail; // actual value when it failed
};
struct RunTotals {
  uint64_t Cycles = 0, Groups = 0, Bubbles = 0;
  std::map<std::string, uint64_t> Counters;
  StopInfo::Kind Stop = StopInfo::None;
};
std::vector<ExpectationResult> checkExpectations(const Scenario &Sc, Core &C, const LoadedImage &Img,
                                                 const RunTotals &T);

} // namespace epic::sim
