// Parse throughput of the frontend (lines per second), without the driver:
//   parse_bench FILE [--repeat N] [--dump]
// Prints `lines=... seconds=... lines_per_sec=...` for the best of N runs.
// bench/parse/run.sh puts it next to ia64-linux-gnu-as on the same file.
#include "frontend/Frontend.h"
#include "ir/Printer.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string>

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    llvm::errs() << "usage: parse_bench FILE [--repeat N] [--dump]\n";
    return 1;
  }
  std::string Path = Argv[1];
  int Repeat = 3;
  bool Dump = false;
  for (int I = 2; I < Argc; ++I) {
    std::string A = Argv[I];
    if (A == "--dump")
      Dump = true;
    else if (A == "--repeat" && I + 1 < Argc)
      Repeat = std::max(1, std::stoi(Argv[++I]));
  }
  std::ifstream In(Path, std::ios::binary);
  std::stringstream SS;
  SS << In.rdbuf();
  std::string Text = SS.str();
  size_t Lines = std::count(Text.begin(), Text.end(), '\n');
  double Best = 1e30;
  for (int R = 0; R < Repeat; ++R) {
    epic::ir::SourceManager SM;
    epic::ir::DiagnosticEngine DE(SM);
    epic::frontend::ParseOptions Opts;
    Opts.Preprocess = Path.size() > 2 && Path.substr(Path.size() - 2) == ".S";
    auto T0 = std::chrono::steady_clock::now();
    auto M = Opts.Preprocess.value_or(false)
                 ? epic::frontend::parseFile(Path, Opts, SM, DE)
                 : epic::frontend::parseString(Text, Path, Opts, SM, DE);
    auto T1 = std::chrono::steady_clock::now();
    Best = std::min(Best, std::chrono::duration<double>(T1 - T0).count());
    if (!M) {
      DE.print(llvm::errs());
      return 1;
    }
    if (Dump && R == 0)
      epic::ir::dumpModule(*M, SM, llvm::outs());
  }
  llvm::errs() << "lines=" << Lines << " seconds=" << llvm::format("%.3f", Best)
               << " lines_per_sec=" << uint64_t(Lines / Best) << "\n";
  return 0;
}
