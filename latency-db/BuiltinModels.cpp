// The models compiled into the binary from latency-db/*.yaml (see embed.cmake).
#include "latency-db/MachineModel.h"

namespace epic::model {

namespace {
struct Builtin { std::string_view Cpu, File, Text; };
constexpr std::string_view Itanium2Text =
#include "itanium2.yaml.inc"
    ;
constexpr std::string_view Itanium1Text =
#include "itanium1.yaml.inc"
    ;
constexpr Builtin Builtins[] = {
    {"itanium2", "latency-db/itanium2.yaml", Itanium2Text},
    {"itanium1", "latency-db/itanium1.yaml", Itanium1Text},
};
} // namespace

std::vector<std::string> builtinModelNames() {
  std::vector<std::string> Out;
  for (const Builtin &B : Builtins) Out.emplace_back(B.Cpu);
  return Out;
}

std::string_view builtinModelText(std::string_view Cpu) {
  for (const Builtin &B : Builtins)
    if (B.Cpu == Cpu) return B.Text;
  return {};
}

llvm::Expected<MachineModel> loadBuiltinModel(std::string_view Cpu, ir::SourceManager &SM) {
  for (const Builtin &B : Builtins)
    if (B.Cpu == Cpu) return loadModelFromText(B.Text, std::string(B.File), SM);
  std::string Known;
  for (const Builtin &B : Builtins) Known += (Known.empty() ? "" : ", ") + std::string(B.Cpu);
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "unknown cpu '" + std::string(Cpu) + "' (known: " + Known + ")");
}

llvm::Expected<MachineModel> loadSelectedModel(const std::optional<std::string> &File, std::string_view Cpu,
                                               ir::SourceManager &SM) {
  if (File) return loadModelFromFile(*File, SM);
  return loadBuiltinModel(Cpu, SM);
}

} // namespace epic::model
