// Helpers for emitter tests that use GNU binutils as oracles.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace epic::emit::test {

/// Runs a shell command, returns stdout; `Status` gets the exit status.
std::string run(const std::string &Cmd, int *Status = nullptr);
/// A fresh path under the build tree for test outputs.
std::string tempPath(const std::string &Name);
void writeFile(const std::string &Path, const std::vector<uint8_t> &Bytes);
void writeFile(const std::string &Path, const std::string &Text);
std::vector<uint8_t> readFile(const std::string &Path);
bool haveBinutils();

} // namespace epic::emit::test
