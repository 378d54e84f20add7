// Scenario files, schema version 1 (docs/scenario.md): what to assemble and
// link, where each section goes, further memory, the initial architectural
// state, the end condition, the measured interval and the expectations.
// Parsing resolves `include:` (merged key by key, memory regions by name)
// and keeps a file:line:col location on every value for messages.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/SourceLoc.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::sim {

/// An integer, or a symbol of the linked program plus an addend.
struct AddrValue {
  uint64_t Num = 0;
  std::string Sym; // empty: a plain number
  int64_t Add = 0;
  ir::SourceLoc Loc;
  std::string text() const;
};

/// An expected value: exact, or an inclusive range.
struct ExpectValue {
  AddrValue Min, Max; // equal for an exact value
  bool IsRange = false;
  std::string text() const;
};

struct ProgramFile {
  std::string Path; // as resolved against the scenario's directory
  std::vector<std::string> Defines, IncludeDirs;
  ir::SourceLoc Loc;
};

struct SectionPlace {
  uint64_t Va = 0;
  uint8_t Ar = 0, Pl = 0;
  std::vector<uint32_t> Rids; // empty: the RID initial.rr gives the address's region
  bool Itr = true;            // instruction_tlb: a code section is mapped by an instruction TR unless `itr: false`
  ir::SourceLoc Loc;
};

struct MemWrite {
  uint64_t Offset = 0;
  unsigned Width = 8;             // bytes per element of Values
  std::vector<AddrValue> Values;  // also `bytes:` (Width 1) and `fill:` (one value)
  uint64_t Repeat = 1;            // Values written this many times in a row (`fill: count`)
  ir::SourceLoc Loc;
};

struct MemRegionSpec {
  std::string Name;
  std::optional<uint64_t> Va, Size;
  std::optional<uint8_t> Ar, Pl;
  std::vector<uint32_t> Rids;
  bool Physical = false; // `physical: true`: physical memory at va (translation: tlb)
  std::vector<MemWrite> Init;
  ir::SourceLoc Loc;
};

struct FrInit {
  uint64_t Sig = 0;
  uint32_t Exp = 0;
  bool Sign = false;
};

struct InitialSpec {
  std::optional<AddrValue> Entry;
  std::optional<unsigned> Cpl;
  std::map<std::string, uint64_t> Psr;          // bit name -> value
  std::map<unsigned, AddrValue> Gr;             // r1..r127
  std::vector<unsigned> Nat;
  std::map<unsigned, FrInit> Fr;
  std::optional<uint64_t> Pr;
  std::map<unsigned, AddrValue> Br;
  std::map<std::string, AddrValue> Ar;          // by name without "ar."
  std::map<std::string, uint64_t> Cfm;          // sof sol sor rrb_gr rrb_fr rrb_pr
  std::map<std::string, AddrValue> Cr;          // by name without "cr."
  std::map<unsigned, std::map<std::string, uint64_t>> Rr; // region -> rid/ps/ve
  std::vector<std::pair<uint64_t, uint64_t>> Pkr;          // key, rights
  std::optional<bool> Cold;
  ir::SourceLoc Loc;
};

struct EndSpec {
  enum Kind : uint8_t { None, ReturnTo, Break, RfiToUser } K = None;
  AddrValue At;
  std::optional<unsigned> Cpl;
  uint64_t BreakImm = 0;
  uint64_t Budget = 0;
  ir::SourceLoc Loc;
};

/// One named expectation, checked after the run.
struct ExpectItem {
  enum Kind : uint8_t { Cpl, Psr, Gr, Nat, Pr, Br, Ar, Cr, Rr, Cfm, Memory, CyclesMax, BubblesMax, Ip, Stop, Fr,
                        Tlb } K = Gr;
  std::string Name;     // "gr r8", "memory[0xe000000100084008]" ...
  std::string Reg;      // register / field name where it applies; Stop: the stop's name
  unsigned Index = 0;   // rr region, gr number ...
  ExpectValue Value;    // scalar expectations
  bool Todo = false;    // cycles_max/bubbles_max: TODO
  // memory
  AddrValue Va;
  std::optional<uint32_t> Rid;
  unsigned Width = 8;
  std::optional<uint64_t> Mask;
  FrInit FrValue; // Fr: the expected 82-bit image
  ir::SourceLoc Loc;
};

/// The paper's figure for this path, shown next to the measurement by `report`.
struct PaperFigure {
  std::optional<uint64_t> Cycles, Groups, Bubbles;
  std::string Source; // "Table 6, final"
};

struct ScenarioSpec {
  std::string Name, Description;
  std::optional<PaperFigure> Paper;
  std::string KnownFailure; // `known_failure: why`: check reports it, does not fail on it
  std::string File; // the file that was run (not an include)
  ir::SourceLoc Loc;
  std::vector<ProgramFile> Program;
  std::map<std::string, SectionPlace> Sections;
  std::vector<MemRegionSpec> Memory;
  InitialSpec Initial;
  EndSpec End;
  std::optional<AddrValue> MeasureFrom;
  std::optional<AddrValue> MeasureTo; // measure.to: the interval ends before this bundle first issues
  std::optional<bool> Strict;         // `strict: false`: run without strict mode
  std::optional<bool> TlbTranslation; // `translation: tlb` (docs/scenario.md); else identity
  std::optional<bool> VhptWalker;     // `vhpt_walker: false`: a walker that always aborts
  std::optional<bool> InstructionTlb; // `instruction_tlb: true`: fetches translate too (code sections get ITRs)
  bool Warm = true; // measure.warm: predictors trained by one earlier run
  bool HasMeasure = false; // the file (or an include) has `measure:`
  std::vector<ExpectItem> Expect; // in file order, includes first
  /// `expect.by_mode: {pv-abi: {cycles_max: N, bubbles_max: M}}`: budgets
  /// for one build mode, replacing the scenario's own when the run is in
  /// that mode (a paravirtualized build runs more code than the native one
  /// the budgets were measured on). applyModeBudgets.
  std::map<std::string, std::vector<ExpectItem>> ModeBudgets;
};

/// Replaces the cycles_max/bubbles_max of `S.Expect` by those given for
/// `Mode` in `expect.by_mode`, if any.
void applyModeBudgets(ScenarioSpec &S, const std::string &Mode);

/// Reads a scenario file and everything it includes. `RequireProgram`:
/// false when the program is given on the command line (`sim IN.o`), which
/// makes `program` and `sections` optional.
llvm::Expected<ScenarioSpec> loadScenarioSpec(const std::string &Path, ir::SourceManager &SM,
                                             bool RequireProgram = true);

/// A YAML integer as scenarios write it: decimal, 0x hex, negative (two's
/// complement), `_` separators; nullopt beyond 64 bits (more than 2^64-1,
/// or below -2^63).
std::optional<uint64_t> parseScenarioInteger(std::string_view Text);

/// Limits that keep a scenario within the host (docs/scenario.md "Limits"):
/// every mapped simulated page is host memory.
inline constexpr uint64_t MaxScenarioRegionBytes = uint64_t(256) << 20; // one memory region
inline constexpr uint64_t MaxScenarioFileBytes = uint64_t(16) << 20;    // one scenario file
inline constexpr unsigned MaxScenarioIncludeDepth = 16;

/// "0x2a": how scenario values are printed in names and messages.
std::string scenarioHex(uint64_t V);

/// True when the text looks like a schema-1 scenario (has a `scenario:` key).
bool isScenarioSpecV1(const std::string &Text);

} // namespace epic::sim
