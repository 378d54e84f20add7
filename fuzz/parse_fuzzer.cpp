// libFuzzer target over the frontend: any bytes must parse or produce
// located diagnostics, never crash, hang or assert. The preprocessor is not
// run (it is not our code and would dominate the time per input); everything
// after it is: line preparation, lexer, parser, builder, printer.
#include "frontend/Frontend.h"
#include "ir/Printer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string_view Text(reinterpret_cast<const char *>(Data), Size);
  epic::ir::SourceManager SM;
  epic::ir::DiagnosticEngine DE(SM);
  epic::frontend::ParseOptions Opts;
  Opts.Preprocess = false;
  auto M = epic::frontend::parseString(Text, "fuzz.s", Opts, SM, DE);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  DE.print(OS);
  if (M) {
    epic::ir::dumpModule(*M, SM, OS);
    epic::ir::printSummary(*M, OS);
  }
  // A module is returned exactly when no error was reported.
  if (M.has_value() == DE.hasErrors())
    __builtin_trap();
  return 0;
}
