#include "driver/GasOptions.h"
#include "frontend/Frontend.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FormatVariadic.h"

namespace epic::driver {

std::string versionText() {
  return "epicsched 0.1 as: a drop-in for GNU assembler 2.40 (ia64-linux-gnu), its command line and objects\n";
}

namespace {

llvm::Error fail(const std::string &Msg) {
  return llvm::createStringError(std::make_error_code(std::errc::invalid_argument), Msg);
}

// gas words machine-option errors one way and generic ones another.
llvm::Error unrecognizedMachine(llvm::StringRef S) { return fail(("unrecognized option " + S).str()); }
llvm::Error unrecognized(llvm::StringRef S) { return fail(("unrecognized option '" + S + "'").str()); }
llvm::Error notYet(llvm::StringRef S, llvm::StringRef Why) {
  return fail(llvm::formatv("option '{0}' is not supported yet: {1}", S, Why).str());
}

std::optional<PostPass> postPassNamed(llvm::StringRef V) {
  if (V == "list") return PostPass::List;
  if (V == "z3" || V == "1" || V == "on") return PostPass::Z3;
  if (V.empty() || V == "0" || V == "off" || V == "none") return PostPass::Off;
  return std::nullopt;
}

// -x family (gas: md_parse_option 'x').
llvm::Error parseX(llvm::StringRef S, GasOptions &O) {
  llvm::StringRef V = S.drop_front(2);
  if (V.empty() || V == "explicit") O.Mode = DvMode::Explicit;
  else if (V == "auto") O.Mode = DvMode::Auto;
  else if (V == "none") O.Mode = DvMode::None;
  else if (V == "debug") O.DvTrace = true;
  else if (V == "debugn") O.DvTrace = true, O.Mode = DvMode::None;
  else if (V == "debugx") O.DvTrace = true, O.Mode = DvMode::Explicit;
  else return fail(("Unrecognized option '" + S + "'").str());
  if (O.DvTrace)
    O.Notes.push_back(S.str() + ": the dependency checker's trace is not printed (the object is the same)");
  return llvm::Error::success();
}

llvm::Error parseMachine(llvm::StringRef S, GasOptions &O) {
  llvm::StringRef V = S.drop_front(2); // after "-m"
  if (V == "constant-gp") O.ConstantGp = true;
  else if (V == "auto-pic") O.AutoPic = true;
  else if (V == "le" || V == "be") // the last one counts, as in gas
    O.BigEndian = V == "be";
  else if (V == "lp64") {
    // gas's default for ia64-linux-gnu: 64-bit data
  } else if (V == "tune=itanium1" || V == "tune=itanium2")
    O.TuneItanium1 = V == "tune=itanium1"; else if (V == "ilp32" || V == "ilp64" || V == "lp32" || V == "p64")
    return V == "ilp32" ? notYet(S, "ELF32 objects are not written (GNU as 2.40 for ia64-linux-gnu cannot "
                                    "either: target format elf32-ia64-little unknown)")
                        : unrecognizedMachine(S);
  else if (V.consume_front("unwind-check=")) {
    if (V != "warning" && V != "error") return unrecognizedMachine(S);
    O.UnwindCheck = V.str();
  } else if (V.consume_front("hint.b=")) {
    if (V != "ok" && V != "warning" && V != "error") return unrecognizedMachine(S);
    O.HintB = V.str();
  } else
    return unrecognizedMachine(S);
  return llvm::Error::success();
}

} // namespace

llvm::Expected<GasOptions> parseGasCommandLine(llvm::ArrayRef<std::string> Argv,
                                               std::optional<std::string> ScheduleEnv) {
  GasOptions O;
  if (ScheduleEnv) {
    auto P = postPassNamed(*ScheduleEnv);
    if (!P)
      return fail("EPICSCHED_SCHEDULE='" + *ScheduleEnv + "': expected list, z3, on, 1, off or 0");
    O.Schedule = *P;
  }
  for (size_t I = 0; I < Argv.size(); ++I) {
    llvm::StringRef S = Argv[I];
    auto value = [&](llvm::StringRef Opt, size_t Len) -> llvm::Expected<std::string> {
      if (S.size() > Len) return S.drop_front(Len).str();
      if (I + 1 >= Argv.size()) return fail(("option requires an argument -- '" + Opt + "'").str());
      return Argv[++I];
    };
    if (S == "-" || !S.starts_with("-")) {
      O.Inputs.push_back(S.str());
    } else if (S == "--") {
      // gas: `--` reads standard input; later words are still options.
      O.Inputs.push_back("-");
    } else if (S == "-o") {
      auto V = value("o", 2);
      if (!V) return V.takeError();
      O.Output = *V;
    } else if (S.starts_with("-I")) {
      auto V = value("I", 2);
      if (!V) return V.takeError();
      O.Includes.push_back(*V);
    } else if (S == "--defsym" || S.starts_with("--defsym=")) {
      std::string Arg;
      if (S != "--defsym")
        Arg = S.drop_front(strlen("--defsym=")).str();
      else if (I + 1 < Argv.size())
        Arg = Argv[++I];
      else
        return fail("option '--defsym' requires an argument");
      std::string Why;
      auto D = frontend::parseDefsym(Arg, Why);
      if (!D) return fail(Why);
      O.Defsyms.push_back(std::move(*D));
    } else if (S.starts_with("-x")) {
      if (auto E = parseX(S, O)) return std::move(E);
    } else if (S.starts_with("-m")) {
      if (auto E = parseMachine(S, O)) return std::move(E);
    } else if (S == "--version") {
      O.Version = true;
    } else if (S == "-v" || S == "-version") {
      O.Verbose = true;
    } else if (S == "-W" || S == "--no-warn") {
      O.NoWarnings = true;
    } else if (S == "--warn") {
      O.NoWarnings = false; // gas: undoes an earlier -W
    } else if (S == "--execstack" || S == "--noexecstack") {
      O.ExecStack = S == "--execstack"; // glibc's and OpenSSL's -Wa,--noexecstack
    } else if (S == "--traditional-format") {
      // gas: no effect on an IA-64 ELF object (the same bytes, measured on tests/lit/realworld)
    } else if (S == "--fatal-warnings") {
      O.FatalWarnings = true;
    } else if (S == "-Z") {
      O.KeepOnError = true;
    } else if (S == "-w" || S == "-X" || S == "-D" || S == "-f") {
      // gas: no effect on IA-64 (-D, -w, -X are kept for compatibility; -f only skips preprocessing)
    } else if (S.starts_with("--schedule")) {
      llvm::StringRef V = S.drop_front(strlen("--schedule"));
      if (!V.empty() && !V.consume_front("=")) return unrecognized(S);
      auto P = V.empty() ? std::optional(PostPass::Z3) : postPassNamed(V);
      if (!P || (V != "list" && V != "z3" && !V.empty()))
        return fail(("--schedule takes list or z3, not '" + V + "'").str());
      O.Schedule = *P;
    } else if (S.starts_with("--time-limit=")) {
      llvm::StringRef V = S.drop_front(strlen("--time-limit="));
      double T = 0;
      if (V.getAsDouble(T) || !(T > 0 && T <= 86400))
        return fail(("--time-limit needs a positive number of seconds (at most 86400), not '" + V + "'").str());
      O.TimeLimitSec = T;
    } else if (S.starts_with("--model=")) {
      O.ModelFile = S.drop_front(strlen("--model=")).str();
      if (O.ModelFile.empty()) return fail("--model needs a machine-model file (FILE.yaml)");
    } else if (S.starts_with("--gdwarf") || S == "-g" || S == "--gen-debug") {
      O.DebugArgs.push_back(S.str()); // checked by the emitter's own reader (AsPipeline)
    } else if (S == "--debug-prefix-map" || S.starts_with("--debug-prefix-map=")) {
      std::string Arg;
      if (S != "--debug-prefix-map")
        Arg = S.drop_front(strlen("--debug-prefix-map=")).str();
      else if (I + 1 < Argv.size())
        Arg = Argv[++I]; // gcc passes `--debug-prefix-map OLD=NEW` for -fdebug-prefix-map
      else
        return fail("option '--debug-prefix-map' requires an argument");
      size_t Eq = Arg.find('=');
      if (Eq == std::string::npos)
        return fail("invalid argument '" + Arg + "' to -fdebug-prefix-map"); // gas's words
      O.PrefixMaps.emplace_back(Arg.substr(0, Eq), Arg.substr(Eq + 1));
    } else if (S == "-L" || S == "--keep-locals") {
      O.KeepLocals = true;
    } else if (S.starts_with("--rename=")) {
      llvm::StringRef V = S.drop_front(strlen("--rename="));
      if (V == "auto") O.Rename = sched::RenameMode::Auto;
      else if (V == "none") O.Rename = sched::RenameMode::None;
      else if (V == "pool") O.Rename = sched::RenameMode::Pool;
      else if (V == "abi") O.Rename = sched::RenameMode::Abi;
      else return fail(("--rename takes auto, none, pool or abi, not '" + V + "'").str());
    } else if (S.starts_with("--passes=")) {
      O.Passes = S.drop_front(strlen("--passes=")).str(); // checked by the scheduler before any work
    } else {
      return unrecognized(S);
    }
  }
  if (!O.Passes.empty() && O.Schedule == PostPass::Off)
    return fail("--passes='" + O.Passes + "' needs the post-pass (--schedule or EPICSCHED_SCHEDULE)");
  if (O.Inputs.empty())
    O.Inputs.push_back("-");
  // Several inputs are one source, read in order (gas's read_a_source_file
  // per name, state carried across); standard input has no name to read
  // twice or to join.
  if (O.Inputs.size() > 1 && llvm::is_contained(O.Inputs, "-") && !O.Version)
    return fail("standard input ('-' or '--') cannot be combined with input files yet");
  if (!O.ModelFile.empty() && O.Schedule == PostPass::Off)
    O.Notes.push_back("--model=" + O.ModelFile + ": only the post-pass (--schedule) uses a machine model; nothing is scheduled");
  return O;
}

} // namespace epic::driver
