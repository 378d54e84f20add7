#include "driver/ObjectBuild.h"
#include "emitter/ElfWriter.h"
#include "emitter/Target.h"
#include "ir/Diagnostics.h"

namespace epic::driver {

std::optional<BuiltObject> buildObject(const ir::Module &M, bool GroupRules, emit::AssembleOptions Opts,
                                       ir::DiagnosticEngine &DE, llvm::raw_ostream &Err) {
  auto T = emit::makeIsaTarget();
  if (!T) {
    Err << "error: the instruction encoder is not available in this build\n";
    return std::nullopt;
  }
  std::unique_ptr<emit::GroupRules> Rules = GroupRules ? emit::makeIsaGroupRules() : nullptr;
  if (!Rules)
    Opts.HonourSourceStops = true; // nothing else can place stops
  auto R = emit::assemble(M, *T, Rules.get(), DE, Opts);
  if (!R)
    return std::nullopt;
  auto Bytes = emit::writeElf(R->Object);
  if (!Bytes) {
    Err << "error: " << llvm::toString(Bytes.takeError()) << "\n";
    return std::nullopt;
  }
  return BuiltObject{std::vector<uint8_t>(Bytes->begin(), Bytes->end()), R->Stats};
}

std::optional<BuiltObject> buildObject(const ir::Module &M, ir::SourceManager &SM, bool GroupRules,
                                       emit::AssembleOptions Opts, llvm::raw_ostream &Err) {
  ir::DiagnosticEngine DE(SM);
  auto R = buildObject(M, GroupRules, Opts, DE, Err);
  DE.print(Err);
  return R;
}

} // namespace epic::driver
