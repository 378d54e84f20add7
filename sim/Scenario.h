// Running an object without a scenario file (`epicsched sim IN.o`): the
// default machine it starts on; and the assembler names of registers that
// scenarios read and write (sim/ScenarioRun.cpp). Scenario files themselves
// are schema 1: sim/ScenarioSpec.h, docs/scenario.md.
#pragma once
#include "sim/Core.h"
#include "sim/ElfLoader.h"
#include <optional>
#include <string>

namespace epic::sim {

/// Reads / writes a register by its assembler name (r8, f6, p7, b0, ar.k3,
/// ar.pfs, cr.iva, rr[5] or rr5, pkr2, psr, cpl, ip, cfm). False when unknown.
bool writeRegister(Core &C, const std::string &Name, uint64_t V);
std::optional<uint64_t> readRegister(Core &C, const std::string &Name);

/// The address the default end condition returns to: b0 holds it at the start.
constexpr uint64_t ReturnSentinel = 0xfffffffffff00000ull;

/// The machine `sim IN.o` runs on without a scenario: a 64 KiB stack (r12),
/// a 64 KiB backing store at 0x7e000000, r1 = gp, b0 = ReturnSentinel and
/// the end condition "the entry function returns", psr as reset (bn, ic at
/// cpl 0).
void setUpDefaults(Core &C, const LoadedImage &Img);

/// One checked expectation of a scenario.
struct ExpectationResult {
  std::string Name;
  bool Ok = false;
  std::string Detail; // expected and actual value when it failed
};

} // namespace epic::sim
