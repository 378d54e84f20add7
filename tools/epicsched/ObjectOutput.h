// Turning a module into an ELF object: shared by the subcommands that
// produce or run objects (asm, sched -o OUT.o, sim on .s).
#pragma once
#include "emitter/Assembler.h"
#include "ir/Module.h"
#include "ir/SourceLoc.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace epic::tool {

struct BuiltObject {
  std::vector<uint8_t> Bytes;
  emit::AssemblyStats Stats;
};

/// Assembles `M` to ELF bytes with the isa encoder. With `GroupRules`,
/// auto-mode code is bundled with the dependency rules (stops, srlz); without
/// (or when the rules are unavailable) source stops are honoured. Diagnostics
/// go to `Err`; nullopt on any error.
std::optional<BuiltObject> buildObject(const ir::Module &M, ir::SourceManager &SM, bool GroupRules,
                                       emit::AssembleOptions Opts = {}, llvm::raw_ostream &Err = llvm::errs());

} // namespace epic::tool
