// libFuzzer target of the scenario loader (`epicsched check`/`sim
// --scenario`): the input is written to a scratch file (the loader reads
// files: includes are relative to it) and loaded; any YAML gives a scenario
// or a located error, never a crash, hang or runaway allocation.
#include "fuzz/FuzzCommon.h"
#include "ir/Diagnostics.h"
#include "sim/ScenarioSpec.h"
#include <fstream>

using namespace epic;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  const std::string Path = fuzz::scratchDir() + "/fuzz.yaml";
  {
    std::ofstream F(Path, std::ios::binary | std::ios::trunc);
    F.write(reinterpret_cast<const char *>(Data), std::streamsize(Size));
    if (!F)
      fuzz::fail("cannot write the scratch file", Path);
  }
  ir::SourceManager SM;
  for (bool RequireProgram : {true, false}) {
    auto S = sim::loadScenarioSpec(Path, SM, RequireProgram);
    if (!S && llvm::toString(S.takeError()).empty())
      fuzz::fail("refused without a message");
  }
  return 0;
}
