// Turning a module into an ELF object: shared by the subcommands that
// produce or run objects (asm, sched -o OUT.o, sim on .s).
#pragma once
#include "emitter/Assembler.h"
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include "ir/SourceLoc.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace epic::driver {

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

/// The same, with diagnostics left in `DE` for the caller to print (and
/// filter: `as -W`); errors that have no location go to `Err`.
std::optional<BuiltObject> buildObject(const ir::Module &M, bool GroupRules, emit::AssembleOptions Opts,
                                       ir::DiagnosticEngine &DE, llvm::raw_ostream &Err);

/// Parses `Path` (`-`: standard input, named `{standard input}`) into `DE`;
/// nullopt with nothing in `DE` when standard input cannot be read (said on `Err`).
std::optional<ir::Module> parseInput(const std::string &Path, const frontend::ParseOptions &PO, ir::SourceManager &SM,
                                    ir::DiagnosticEngine &DE, llvm::raw_ostream &Err = llvm::errs());

/// `asm`'s job for one input: reads `Path` (`-`: standard input, named
/// `{standard input}`) with `PO` and assembles it as buildObject does, every
/// diagnostic printed to `Err` (the file's, then the assembler's). A file the
/// assembly stream takes (emit::AssemblyStream: `.s` read without cpp, no
/// -g) is assembled while it is read, holding a few statements at a time
/// instead of the module (issue 22); when the stream gives up the file is
/// read again and assembled whole. Same bytes and diagnostics either way.
std::optional<BuiltObject> assembleInput(const std::string &Path, const frontend::ParseOptions &PO,
                                         ir::SourceManager &SM, bool GroupRules, emit::AssembleOptions Opts = {},
                                         llvm::raw_ostream &Err = llvm::errs());

} // namespace epic::driver
