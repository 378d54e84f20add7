#include "driver/ObjectBuild.h"
#include "emitter/ElfWriter.h"
#include "emitter/Target.h"
#include "ir/Diagnostics.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

namespace epic::driver {

/// The ELF bytes of an assembly (nullopt: it failed, or writing did).
static std::optional<BuiltObject> written(std::optional<emit::AssemblyResult> R, llvm::raw_ostream &Err) {
  if (!R)
    return std::nullopt;
  auto Bytes = emit::writeElf(R->Object);
  if (!Bytes) {
    Err << "error: " << llvm::toString(Bytes.takeError()) << "\n";
    return std::nullopt;
  }
  R->Object = {}; // (its sections' bytes are in the file now)
  return BuiltObject{std::move(*Bytes), R->Stats};
}

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
  return written(emit::assemble(M, *T, Rules.get(), DE, Opts), Err);
}

std::optional<BuiltObject> buildObject(const ir::Module &M, ir::SourceManager &SM, bool GroupRules,
                                       emit::AssembleOptions Opts, llvm::raw_ostream &Err) {
  ir::DiagnosticEngine DE(SM);
  auto R = buildObject(M, GroupRules, Opts, DE, Err);
  DE.print(Err);
  return R;
}

std::optional<ir::Module> parseInput(const std::string &Path, const frontend::ParseOptions &PO, ir::SourceManager &SM,
                                    ir::DiagnosticEngine &DE, llvm::raw_ostream &Err) {
  if (Path != "-")
    return frontend::parseFile(Path, PO, SM, DE);
  auto Buf = llvm::MemoryBuffer::getSTDIN(); // named as GNU as names it
  if (!Buf) {
    Err << "{standard input}: error: cannot read: " << Buf.getError().message() << "\n";
    return std::nullopt;
  }
  return frontend::parseString((*Buf)->getBuffer(), "{standard input}", PO, SM, DE);
}

/// Assembles `Path` while it is read (emit::AssemblyStream). Nullopt in the
/// outer optional when the stream gave up (nothing printed then).
static std::optional<std::optional<BuiltObject>> assembleStreaming(const std::string &Path,
                                                                   const frontend::ParseOptions &PO,
                                                                   ir::SourceManager &SM, bool GroupRules,
                                                                   emit::AssembleOptions Opts, llvm::raw_ostream &Err) {
  auto T = emit::makeIsaTarget();
  std::unique_ptr<emit::GroupRules> Rules = GroupRules ? emit::makeIsaGroupRules() : nullptr;
  if (!T)
    return std::nullopt; // (buildObject reports it)
  if (!Rules)
    Opts.HonourSourceStops = true; // as buildObject
  ir::DiagnosticEngine ReadDE(SM), DE(SM);
  emit::AssemblyStream Stream(*T, Rules.get(), DE, Opts);
  if (uint64_t Size = 0; !llvm::sys::fs::file_size(Path, Size))
    Stream.expect(Size);
  frontend::ParseOptions SPO = PO;
  SPO.StmtRead = [&](size_t Sec, const ir::Stmt &S) { return Stream.takes(Sec, S); };
  SPO.StmtSink = [&](size_t Sec, ir::Stmt &&S) { Stream.feed(Sec, std::move(S)); };
  auto M = frontend::parseFile(Path, SPO, SM, ReadDE);
  if (Stream.failed())
    return std::nullopt;
  if (!M) { // the file's errors (the assembler's are dropped: it would not have run)
    ReadDE.print(Err);
    return std::optional<BuiltObject>();
  }
  auto R = Stream.finish(std::move(*M));
  if (Stream.failed())
    return std::nullopt;
  ReadDE.print(Err);
  auto Out = written(std::move(R), Err);
  DE.print(Err);
  return Out;
}

std::optional<BuiltObject> assembleInput(const std::string &Path, const frontend::ParseOptions &PO,
                                         ir::SourceManager &SM, bool GroupRules, emit::AssembleOptions Opts,
                                         llvm::raw_ostream &Err) {
  if (Path != "-" && !PO.Preprocess.value_or(llvm::StringRef(Path).ends_with(".S")) && !Opts.Debug.SourceLines)
    if (auto Done = assembleStreaming(Path, PO, SM, GroupRules, Opts, Err))
      return std::move(*Done);
  ir::DiagnosticEngine DE(SM);
  std::optional<ir::Module> M = parseInput(Path, PO, SM, DE, Err);
  DE.print(Err);
  if (DE.hasErrors() || !M)
    return std::nullopt;
  return buildObject(*M, SM, GroupRules, std::move(Opts), Err);
}

} // namespace epic::driver
