// `epicsched as [GNU as options] [IN.s|-] [-o OUT.o]`: a drop-in for
// ia64-linux-gnu-as (gcc -B DIR, clang -fno-integrated-as), with the
// post-pass behind --schedule or EPICSCHED_SCHEDULE. The work is in
// driver/AsPipeline.h; this file only maps it to the process.
#include "driver/AsPipeline.h"
#include "driver/GasOptions.h"
#include "tools/epicsched/Command.h"
#include "tools/epicsched/Input.h"
#include "tools/epicsched/OutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace epic;

static int runAs(const std::vector<std::string> &Argv) {
  const char *Env = std::getenv("EPICSCHED_SCHEDULE");
  auto O = driver::parseGasCommandLine(Argv, Env ? std::optional<std::string>(Env) : std::nullopt);
  if (!O) {
    llvm::errs() << "epicsched as: " << llvm::toString(O.takeError()) << "\n";
    return 1;
  }
  if (O->Version) {
    llvm::outs() << driver::versionText();
    return 0;
  }
  if (O->Verbose)
    llvm::errs() << driver::versionText();
  for (const std::string &N : O->Notes)
    llvm::errs() << "epicsched as: note: " << N << "\n";
  const std::string &In = O->Inputs.front();
  if (In != "-" && !tool::readableInput(In))
    return 1;
  if (!tool::outputsDistinctFromInputs(O->Inputs, {O->Output}))
    return 1;
  ir::SourceManager SM;
  auto Bytes = driver::assembleAsGas(*O, SM, llvm::errs());
  if (!Bytes)
    return 1;
  return tool::writeOutput(O->Output, llvm::StringRef(reinterpret_cast<const char *>(Bytes->data()), Bytes->size()))
             ? 0
             : 1;
}

static tool::CommandRegistration R{
    {"as",
     "as [-x|-xexplicit|-xauto|-xnone] [-mconstant-gp] [-mauto-pic] [-I DIR] [-L] [--schedule[=list|z3]] "
     "[--passes=PIPELINE] [IN.s ...|-] [-o OUT.o]",
     "Assemble like ia64-linux-gnu-as with its command line (a drop-in for gcc -B DIR and clang "
     "-fno-integrated-as); --schedule or EPICSCHED_SCHEDULE reschedules the compiler's code first.",
     runAs}};
