// GNU as's IA-64 command line (`ia64-linux-gnu-as` 2.40), as compilers pass
// it, read into one struct. Each option either has gas's effect on the
// object or is refused with a message saying what is missing; none is
// silently ignored when it would change the output. docs/driver.md lists
// every option and what it does.
#pragma once
#include "scheduler/Scheduler.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace epic::driver {

/// How dependency violations are handled (gas's -x family).
enum class DvMode {
  Auto,     // -xauto (default): stops inserted, `;;` outside braces ignored
  Explicit, // -x, -xexplicit: stops as written, none inserted
  None,     // -xnone: no dependency checking, stops as written
};

enum class PostPass { Off, List, Z3 };

struct GasOptions {
  std::vector<std::string> Inputs; // "-" is standard input; none: standard input; several: one source, in order
  std::string Output = "a.out";    // gas's default name
  std::vector<std::string> Includes;
  std::vector<std::pair<std::string, uint64_t>> Defsyms; // --defsym NAME=VALUE (frontend::parseDefsym)
  DvMode Mode = DvMode::Auto;
  bool DvTrace = false;            // -xdebug*: gas prints its checker's trace
  bool ConstantGp = false, AutoPic = false;
  bool BigEndian = false;          // -mbe (-mle: the default): big-endian data and ELF structures
  std::string UnwindCheck = "warning"; // -munwind-check=warning|error
  bool TuneItanium1 = false;           // -mtune=itanium1 (gas's default: itanium2)
  std::string HintB = "error";         // -mhint.b=ok|warning|error (gas's default)
  std::vector<std::string> DebugArgs;  // -g, --gen-debug, --gdwarf-N (emit::dwarf::takeDebugOptions)
  bool NoWarnings = false;             // -W, --no-warn
  bool FatalWarnings = false;          // --fatal-warnings
  bool KeepOnError = false;            // -Z
  bool Version = false;                // --version: print and exit
  bool Verbose = false;                // -v, -version: print the version, go on
  PostPass Schedule = PostPass::Off;   // --schedule[=list|z3], EPICSCHED_SCHEDULE
  double TimeLimitSec = sched::DefaultTimeLimitSec; // --time-limit=S of the post-pass (per region)
  std::string ModelFile;               // --model=FILE.yaml: the post-pass's machine model (default Itanium 2)
  std::string Passes;                  // --passes=PIPELINE of the post-pass (docs/api.md)
  sched::RenameMode Rename = sched::RenameMode::Auto; // --rename= of the post-pass (docs/driver.md)
  bool KeepLocals = false;             // -L, --keep-locals
  std::vector<std::pair<std::string, std::string>> PrefixMaps; // --debug-prefix-map OLD=NEW
  std::optional<bool> ExecStack;       // --execstack (true), --noexecstack (false): the last one
  /// Notes for the user (an option accepted without gas's whole effect).
  std::vector<std::string> Notes;
};

/// The version line `--version` and `-v` print: epicsched, and the GNU as it follows.
std::string versionText();

/// Parses `Argv` (without the program name). `ScheduleEnv` is the value of
/// EPICSCHED_SCHEDULE (compiler drivers pass fixed options): "", "0", "off"
/// or "none" leave the post-pass off; "1", "on", "list" or "z3" turn it on.
/// Errors are worded like gas's ("unrecognized option '-q'").
llvm::Expected<GasOptions> parseGasCommandLine(llvm::ArrayRef<std::string> Argv,
                                               std::optional<std::string> ScheduleEnv = std::nullopt);

} // namespace epic::driver
