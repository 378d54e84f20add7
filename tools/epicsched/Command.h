// Subcommand registry and the small option parser every subcommand shares.
#pragma once
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace epic::ir { class SourceManager; }

namespace epic::tool {

/// Prints an error once: located ones (a bad --model=FILE.yaml) as
/// file:line:col with the line, others as "error: message".
void printLocatedError(llvm::Error E, ir::SourceManager &SM);

/// Parsed command line of one subcommand: `--name=value`, `--flag`,
/// `-o FILE`, `-I DIR`/`-IDIR`, `-D X`/`-DX`, positionals.
class Args {
public:
  /// Options listed in `WithValue` take a value (`--x=v` or `--x v`);
  /// others are flags; a name in both lists is a flag without '=' and a
  /// value with it (`--timeline`, `--timeline=svg`). Unknown options are errors, and so is an output
  /// (`-o`, `--print-labelled`) that names the same file as an input.
  static std::optional<Args> parse(const std::vector<std::string> &Argv,
                                   const std::vector<std::string> &Flags,
                                   const std::vector<std::string> &WithValue,
                                   llvm::raw_ostream &Err);
  bool flag(const std::string &Name) const { return Flags.count(Name) != 0; }
  std::optional<std::string> value(const std::string &Name) const;
  /// `--Name=N` as a decimal whole number in [Min, Max], `Default` when
  /// absent; nullopt after an error naming the option for anything else
  /// (signs, suffixes, empty, out of range).
  std::optional<uint64_t> count(const std::string &Name, uint64_t Default, uint64_t Min, uint64_t Max,
                                llvm::raw_ostream &Err = llvm::errs()) const;
  /// `--Name=S` as a finite number of seconds above zero (at most a day).
  std::optional<double> seconds(const std::string &Name, double Default,
                                llvm::raw_ostream &Err = llvm::errs()) const;
  const std::vector<std::string> &positional() const { return Positional; }
  const std::vector<std::string> &includes() const { return Includes; }
  const std::vector<std::string> &defines() const { return Defines; }
  /// `--defsym NAME=VALUE` (GNU as's), in order.
  const std::vector<std::string> &defsyms() const { return Defsyms; }

private:
  std::map<std::string, int> Flags;
  std::map<std::string, std::string> Values;
  std::vector<std::string> Positional, Includes, Defines, Defsyms;
};

struct Command {
  const char *Name;
  const char *Usage;   // one line: "parse IN [--dump]"
  const char *Summary; // one sentence
  int (*Run)(const std::vector<std::string> &Argv); // exit code: 0 ok, 1 error
};

/// Place one `static CommandRegistration R{{...}};` per Cmd*.cpp.
struct CommandRegistration {
  explicit CommandRegistration(Command C);
};

const std::map<std::string, Command> &commands();

} // namespace epic::tool
