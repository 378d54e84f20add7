#include "fuzz/FuzzCommon.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <unistd.h>

namespace epic::fuzz {

const std::string &scratchDir() {
  static const std::string Dir = [] {
    llvm::SmallString<128> P;
    llvm::sys::path::system_temp_directory(true, P);
    llvm::sys::path::append(P, "epicsched-fuzz-" + std::to_string(::getpid()));
    if (llvm::sys::fs::create_directories(P))
      fail("cannot create the scratch directory", P.str());
    return std::string(P.str());
  }();
  return Dir;
}

} // namespace epic::fuzz
