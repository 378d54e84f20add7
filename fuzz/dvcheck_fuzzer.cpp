// libFuzzer target of `epicsched dvcheck`: parse (no cpp), scan every
// instruction group against the dependency rules, word every violation.
#include "frontend/Frontend.h"
#include "fuzz/FuzzCommon.h"
#include "ir/Diagnostics.h"
#include "isa/dv/ModuleScan.h"

using namespace epic;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  ir::SourceManager SM;
  ir::DiagnosticEngine DE(SM);
  frontend::ParseOptions PO;
  PO.Preprocess = false;
  auto M = frontend::parseString(fuzz::text(Data, Size), "fuzz.s", PO, SM, DE);
  if (!M)
    return 0;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  for (const isa::dv::ModuleViolation &F : isa::dv::scanModule(*M)) {
    if (!F.Later || !F.Earlier)
      fuzz::fail("a violation without both instructions");
    OS << F.Later->Loc.Line << ": " << isa::dv::describe(F.V, F.Later->Mnemonic) << " ["
       << isa::dv::fixName(F.V.fix()) << "] " << F.Earlier->Loc.Line << "\n";
  }
  return 0;
}
