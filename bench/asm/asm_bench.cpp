// Assembly throughput: parse (frontend) and assemble (emitter: bundling,
// layout, encoding, ELF writing) timed separately in CPU seconds, so the
// emitter's share is visible next to the whole `epicsched asm` pipeline.
// usage: asm_bench FILE.s [--repeat N]
#include "emitter/Assembler.h"
#include "emitter/ElfWriter.h"
#include "frontend/Frontend.h"
#include "llvm/Support/raw_ostream.h"
#include <ctime>
#include <string>

using namespace epic;

static double cpuNow() {
  timespec T;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &T);
  return T.tv_sec + T.tv_nsec * 1e-9;
}

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    llvm::errs() << "usage: asm_bench FILE.s [--repeat N]\n";
    return 1;
  }
  int Repeat = 3;
  if (Argc >= 4 && std::string(Argv[2]) == "--repeat")
    Repeat = std::stoi(Argv[3]);
  auto T = emit::makeIsaTarget();
  double BestParse = 1e9, BestEmit = 1e9;
  size_t Bytes = 0, Insts = 0;
  for (int R = 0; R < Repeat; ++R) {
    ir::SourceManager SM;
    ir::DiagnosticEngine DE(SM);
    double T0 = cpuNow();
    auto M = frontend::parseFile(Argv[1], {}, SM, DE);
    double T1 = cpuNow();
    if (!M) {
      DE.print(llvm::errs());
      return 1;
    }
    auto Rules = emit::makeIsaGroupRules();
    emit::AssembleOptions Opts;
    Opts.HonourSourceStops = false;
    auto Res = emit::assemble(*M, *T, Rules.get(), DE, Opts);
    if (!Res) {
      DE.print(llvm::errs());
      return 1;
    }
    auto Obj = emit::writeElf(Res->Object);
    double T2 = cpuNow();
    if (!Obj) {
      llvm::errs() << llvm::toString(Obj.takeError()) << "\n";
      return 1;
    }
    Bytes = Obj->size();
    Insts = Res->Stats.Instructions;
    BestParse = std::min(BestParse, T1 - T0);
    BestEmit = std::min(BestEmit, T2 - T1);
  }
  llvm::outs() << "instructions " << Insts << "\nobject_bytes " << Bytes << "\nparse_s "
               << llvm::format("%.3f", BestParse) << "\nemit_s " << llvm::format("%.3f", BestEmit) << "\n";
  return 0;
}
