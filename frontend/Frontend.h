// The frontend's public API: GNU-as IA-64 assembly (.s, or .S through the
// C preprocessor) -> ir::Module, with every problem reported as a located
// diagnostic. See docs/frontend.md for what is accepted and how it maps to
// the IR.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include "ir/SourceLoc.h"
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace epic::frontend {

struct ParseOptions {
  std::vector<std::string> Includes; // -I for cpp and .include
  std::vector<std::string> Defines;  // -D for cpp ("X" or "X=1")
  /// Run cpp first. Unset: only for names ending in `.S` (like gcc).
  std::optional<bool> Preprocess;
  /// The preprocessor program (looked up on PATH when not absolute).
  std::string CppProgram = "cpp";
  /// Parse common lines with the hand-written fast path (FastLine.h); off
  /// sends every line through the ANTLR parser (same module, slower).
  bool FastLines = true;
  /// GNU as's -mhint.b=ok|warning|error: what `hint.b` gets (gas's default: an error).
  enum class HintB : uint8_t { Error, Warning, Ok } HintBPolicy = HintB::Error;
  /// GNU as's `--defsym NAME=VALUE`: absolute symbols defined before the
  /// first line (`.if`/`.ifdef` see them; the source may reassign them).
  std::vector<std::pair<std::string, uint64_t>> Defsyms;
  /// When set, statements are handed to it while the file is read, each
  /// once it is final (no later line can change, move or inspect it), with
  /// the index of its section in the module, in each section's order; the
  /// module returned holds only the rest of each section, which follows what
  /// was handed over (`Procedure` ranges count both). A caller that reads
  /// statements once, in order (`dvcheck`), then holds a few at a time
  /// instead of the file (issue 22). Statements are handed over even when
  /// the file has errors: the caller must drop what it made of them then.
  std::function<void(size_t Section, ir::Stmt &&)> StmtSink;
  /// When set, called with each statement as it is read (reading order;
  /// later lines may still change it), with its section's index. Returning
  /// false ends reading there: the parse then returns std::nullopt and
  /// reports nothing more (the caller gave up on this reading: `asm`'s
  /// AssemblyStream, which then reads the file again without it).
  std::function<bool(size_t Section, const ir::Stmt &)> StmtRead;
};

/// Reads `NAME=VALUE` as GNU as's --defsym does (the value as C's strtoul
/// with base 0 reads it: `0x10`, `-5`, `010`; what follows a number is
/// ignored). The error is gas's words.
std::optional<std::pair<std::string, uint64_t>> parseDefsym(std::string_view Arg, std::string &Error);

/// Parses one file. Returns the module when no error was reported (warnings
/// are fine); otherwise std::nullopt, with every error in `DE` (up to its
/// limit). Never throws, prints or exits.
std::optional<ir::Module> parseFile(const std::string &Path, const ParseOptions &Opts,
                                    ir::SourceManager &SM, ir::DiagnosticEngine &DE);

/// Parses `Text` as if it were the file `Name` (registered in `SM` with this
/// text so diagnostics can quote it). Preprocesses only when
/// `Opts.Preprocess` is true.
std::optional<ir::Module> parseString(std::string_view Text, const std::string &Name,
                                      const ParseOptions &Opts, ir::SourceManager &SM,
                                      ir::DiagnosticEngine &DE);

/// Parses several files as one source, read one after the other (GNU as's
/// several inputs: section, labels and other state carry over), each named
/// as given, exactly like `.include`-ing each in turn.
std::optional<ir::Module> parseFiles(const std::vector<std::string> &Paths, const ParseOptions &Opts,
                                     ir::SourceManager &SM, ir::DiagnosticEngine &DE);

} // namespace epic::frontend
