// epicsched: instruction scheduler and optimizing assembler for IA-64.
#include "tools/epicsched/Command.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

using namespace epic::tool;

static void usage(llvm::raw_ostream &OS) {
  OS << "usage: epicsched <command> [options]\n\ncommands:\n";
  for (const auto &[Name, C] : commands()) {
    OS << "  " << C.Usage << "\n      " << C.Summary << "\n";
  }
  OS << "\nRun 'epicsched <command> --help' for a command's options.\n";
}

/// Installed as `as` or `ia64-linux-gnu-as` (a link to epicsched in the
/// directory of `gcc -B DIR`), the whole command line is `epicsched as`'s.
static bool calledAsAssembler(llvm::StringRef Argv0) {
  llvm::StringRef Name = llvm::sys::path::filename(Argv0);
  return Name == "as" || Name.ends_with("-as");
}

int main(int Argc, char **Argv) {
  if (Argc >= 1 && calledAsAssembler(Argv[0]))
    return commands().at("as").Run(std::vector<std::string>(Argv + 1, Argv + Argc));
  if (Argc < 2) {
    usage(llvm::errs());
    return 1;
  }
  std::string Cmd = Argv[1];
  if (Cmd == "--help" || Cmd == "-h" || Cmd == "help") {
    usage(llvm::outs());
    return 0;
  }
  if (Cmd == "--version") {
    llvm::outs() << "epicsched 0.1\n";
    return 0;
  }
  auto It = commands().find(Cmd);
  if (It == commands().end()) {
    llvm::errs() << "error: unknown command '" << Cmd << "'\n";
    usage(llvm::errs());
    return 1;
  }
  std::vector<std::string> Rest(Argv + 2, Argv + Argc);
  for (const std::string &A : Rest)
    if (A == "--help" || A == "-h") {
      llvm::outs() << "usage: epicsched " << It->second.Usage << "\n" << It->second.Summary << "\n";
      return 0;
    }
  return It->second.Run(Rest);
}
