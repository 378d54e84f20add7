// A stable, line-oriented dump of an ir::Module (for `epicsched parse
// --dump` and FileCheck tests) and a short summary of what a module holds.
#pragma once
#include "ir/Module.h"
#include "ir/SourceLoc.h"
#include "llvm/Support/raw_ostream.h"

namespace epic::ir {

/// One line per statement: `  <line>:<col> <kind> ...`, grouped by section,
/// then symbols and procedures. Locations in another file than the module's
/// print as `file:line:col`. Operands print with their register file
/// (`GR:r1`, `mem[GR:r2]`, `rr[GR:r3]`, `imm:(foo + 4)`).
void dumpModule(const Module &M, const SourceManager &SM, llvm::raw_ostream &OS);

/// One operand as the dump prints it.
std::string dumpOperand(const Operand &O, const Module *M = nullptr);

/// Counts per kind: sections, procedures, instructions, bundles, stops,
/// labels, directives, data, symbols.
void printSummary(const Module &M, llvm::raw_ostream &OS);

} // namespace epic::ir
