// epicsched as a library: the post-pass (schedule IA-64 assembly text) and
// the assembler (text -> ELF object, GNU as's options) in process, for an
// LLVM backend's pre-emit pass, a compiler driver or an assembler host.
//
// The API is small and uses only the standard library, so a host built
// against another LLVM (the IA-64 fork) links it without clashes of types.
// Install: `cmake --install BUILD --prefix P`, then in the host's CMake:
//   find_package(epicsched REQUIRED)   # with CMAKE_PREFIX_PATH=P
//   target_link_libraries(host PRIVATE epicsched::epicsched)
// docs/api.md describes every option; examples/api/ is a complete host.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace epicsched {

/// What went wrong: every diagnostic, one per line, as the CLI prints them
/// (`file:line:col: error: message`, then the source line and a caret).
struct Error {
  std::string Message;
};

/// A value or the Error that prevented it (the shape of llvm::Expected,
/// without tying the host to our LLVM).
template <class T> class Expected {
public:
  Expected(T Value) : V(std::move(Value)) {}
  Expected(Error E) : V(std::move(E)) {}
  explicit operator bool() const { return std::holds_alternative<T>(V); }
  T &operator*() { return std::get<T>(V); }
  const T &operator*() const { return std::get<T>(V); }
  T *operator->() { return &std::get<T>(V); }
  const T *operator->() const { return &std::get<T>(V); }
  /// Only when `!*this`.
  const Error &error() const { return std::get<Error>(V); }

private:
  std::variant<T, Error> V;
};

enum class Solver {
  Z3,      // optimal within the time limit, the list schedule as warm start and fallback
  List,    // critical-path list scheduling (fast)
  InOrder, // source order, only bundles and stops chosen
};

struct ScheduleOptions {
  Solver solver = Solver::Z3;
  double timeLimitSeconds = 10; // per region, Z3 only
  /// Also reschedule the compiler's explicit bundles where that is better
  /// and verifies (else they stay as written), as `epicsched as --schedule`.
  bool rescheduleExplicit = true;
  /// The region pass pipeline (docs/api.md, `epicsched sched --passes`);
  /// empty: the default, `defaultPipeline()`. A solver named in it wins
  /// over `solver`.
  std::string passes;
  std::string cpu = "itanium2";       // built-in machine model: itanium2 or itanium1
  std::string fileName = "<input>";   // the name diagnostics give the text
  std::vector<std::string> includes;  // `.include` search path
  /// When set, receives the warnings of a successful call (same format as Error).
  std::string *warnings = nullptr;
};

/// Schedules every region of `text` (GNU as IA-64 assembly, auto or
/// explicit mode) and returns it as explicit-mode assembly: bundles,
/// templates and stops chosen, verified, silent under
/// `ia64-linux-gnu-as -xexplicit`. An input it cannot handle is an Error,
/// never a silently different program.
Expected<std::string> schedule(std::string_view text, const ScheduleOptions &options = {});

/// Assembles `text` like `ia64-linux-gnu-as` with `gasArgs` (its options
/// as a compiler passes them, e.g. {"-x", "-mconstant-gp"}, plus
/// epicsched's `--schedule[=list|z3]`; no input or output names) and
/// returns the relocatable ELF object's bytes.
Expected<std::vector<unsigned char>> assemble(std::string_view text, const std::vector<std::string> &gasArgs = {},
                                              const std::string &fileName = "<input>");

/// The default region pass pipeline, as `--print-pipeline-passes` prints it.
std::string defaultPipeline();

/// "epicsched VERSION ..." (the line `epicsched as --version` prints).
std::string version();

} // namespace epicsched
