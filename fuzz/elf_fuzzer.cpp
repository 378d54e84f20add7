// libFuzzer target of the ELF loader (`epicsched sim IN.o`): any bytes are
// linked (relocatable objects) or mapped (executables) into simulated memory,
// or refused with an error; never a crash, hang or allocation beyond the
// simulated memory's limit.
#include "fuzz/FuzzCommon.h"
#include "sim/ElfLoader.h"

using namespace epic;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::vector<uint8_t> File(Data, Data + Size);
  sim::Memory Mem;
  auto Img = sim::loadElf(File, Mem);
  if (!Img && llvm::toString(Img.takeError()).empty())
    fuzz::fail("refused without a message");
  return 0;
}
