// GNU as's debug options, shared by the commands that assemble.
#include "emitter/Dwarf.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/ADT/StringRef.h"
#include <cstdlib>

namespace epic::emit::dwarf {

bool takeDebugOptions(std::vector<std::string> &Argv, DebugOptions &O, std::string &Err) {
  std::vector<std::string> Rest;
  for (const std::string &A : Argv) {
    llvm::StringRef S(A);
    if (S == "-g" || S == "--gen-debug" || S == "-gdwarf") {
      O.SourceLines = true;
    } else if (S.consume_front("--gdwarf") || S.consume_front("-gdwarf")) {
      S.consume_front("-");
      unsigned V = 0;
      if (S.getAsInteger(10, V) || V < 2 || V > 5) {
        Err = "unknown DWARF version in '" + A + "' (GNU as knows 2 to 5)";
        return false;
      }
      O.Version = V;
      O.SourceLines = true;
    } else {
      Rest.push_back(A);
    }
  }
  Argv = std::move(Rest);
  return true;
}

std::string compilationDir() {
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    return ".";
  if (const char *Pwd = std::getenv("PWD")) {
    llvm::sys::fs::UniqueID A, B;
    if (!llvm::sys::fs::getUniqueID(Pwd, A) && !llvm::sys::fs::getUniqueID(Cwd, B) && A == B)
      return Pwd;
  }
  return std::string(Cwd);
}

} // namespace epic::emit::dwarf
