#include "Tool.h"
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sys/wait.h>
#include <unistd.h>

namespace epic::emit::test {

std::string run(const std::string &Cmd, int *Status) {
  std::string Out;
  FILE *P = popen((Cmd + " 2>&1").c_str(), "r");
  if (!P)
    return Out;
  char Buf[4096];
  size_t N;
  while ((N = fread(Buf, 1, sizeof Buf, P)) > 0)
    Out.append(Buf, N);
  int S = pclose(P);
  if (Status)
    *Status = WIFEXITED(S) ? WEXITSTATUS(S) : -1;
  return Out;
}

std::string tempPath(const std::string &Name) {
  auto Dir = std::filesystem::path(EPIC_BINARY_DIR) / "tests" / "unit-emitter-out";
  std::filesystem::create_directories(Dir);
  return (Dir / Name).string();
}

void writeFile(const std::string &Path, const std::vector<uint8_t> &Bytes) {
  std::ofstream OS(Path, std::ios::binary);
  OS.write(reinterpret_cast<const char *>(Bytes.data()), Bytes.size());
}
void writeFile(const std::string &Path, const std::string &Text) {
  std::ofstream OS(Path, std::ios::binary);
  OS << Text;
}
std::vector<uint8_t> readFile(const std::string &Path) {
  std::ifstream IS(Path, std::ios::binary);
  return {std::istreambuf_iterator<char>(IS), std::istreambuf_iterator<char>()};
}

bool haveBinutils() { return run("command -v ia64-linux-gnu-readelf").find("readelf") != std::string::npos; }

} // namespace epic::emit::test
