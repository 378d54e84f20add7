// The final architectural state and memory ranges as `sim --json` and
// `sim --dump-memory` print them (docs/simulator.md): every user of the
// simulator (differential tests against Ski, validate) reads the same keys.
#pragma once
#include "sim/Core.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace epic::sim {

/// `, "state": {...}`: ip, psr, cfm, gr (r1..r31 and the current frame, value
/// and nat), fr (f2..f127 as {sig, exp, sign} 82-bit images), pr, br, the
/// application registers and cr.iva..iim. Appended to an open JSON object.
void printStateJson(llvm::raw_ostream &OS, Core &C);

/// `, "memory": [{"va": A, "bytes": "hex"}]` for the ranges of `Spec`
/// ("ADDR,LEN[;ADDR,LEN...]"; empty: nothing). A malformed spec or an
/// unmapped byte is an error.
llvm::Error printMemoryJson(llvm::raw_ostream &OS, Core &C, const std::string &Spec);

/// Checks a --dump-memory spec before the run (a malformed one is an error).
llvm::Error checkMemorySpec(const std::string &Spec);

/// The same ranges as hex lines for the text report ("memory ADDR: bytes").
llvm::Error printMemoryText(llvm::raw_ostream &OS, Core &C, const std::string &Spec);

} // namespace epic::sim
