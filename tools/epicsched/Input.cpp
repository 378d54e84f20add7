#include "tools/epicsched/Input.h"
#include "ir/Diagnostics.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

namespace epic::tool {

namespace fs = llvm::sys::fs;

bool readableInput(const std::string &Path, llvm::raw_ostream &Err) {
  fs::file_status St;
  if (fs::status(Path, St)) return true; // missing: the reader reports it
  fs::file_type T = St.type();
  if (T == fs::file_type::regular_file || T == fs::file_type::fifo_file) return true;
  Err << Path << ": error: " << (T == fs::file_type::directory_file ? "is a directory" : "not a regular file") << "\n";
  return false;
}

std::optional<std::vector<uint8_t>> readObjectFile(const std::string &Path, llvm::raw_ostream &Err) {
  constexpr uint64_t MaxObjectBytes = uint64_t(1) << 30;
  if (!readableInput(Path, Err)) return std::nullopt;
  fs::file_status St;
  if (!fs::status(Path, St) && St.getSize() > MaxObjectBytes) {
    Err << Path << ": error: larger than the limit of 1 GiB for an object\n";
    return std::nullopt;
  }
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf) {
    Err << Path << ": error: cannot read: " << Buf.getError().message() << "\n";
    return std::nullopt;
  }
  return std::vector<uint8_t>((*Buf)->getBufferStart(), (*Buf)->getBufferEnd());
}

std::optional<frontend::ParseOptions> parseOptions(const Args &A, llvm::raw_ostream &Err) {
  frontend::ParseOptions Opts;
  Opts.Includes = A.includes();
  Opts.Defines = A.defines();
  for (const std::string &D : A.defsyms()) {
    std::string Why;
    auto Def = frontend::parseDefsym(D, Why);
    if (!Def) {
      Err << "error: " << Why << "\n";
      return std::nullopt;
    }
    Opts.Defsyms.push_back(std::move(*Def));
  }
  if (auto H = A.value("mhint.b")) {
    if (*H == "ok")
      Opts.HintBPolicy = frontend::ParseOptions::HintB::Ok;
    else if (*H == "warning")
      Opts.HintBPolicy = frontend::ParseOptions::HintB::Warning;
    else if (*H != "error") {
      Err << "error: -mhint.b needs ok, warning or error, not '" << *H << "'\n";
      return std::nullopt;
    }
  }
  return Opts;
}

std::optional<ir::Module> loadInput(const std::string &Path, const Args &A, ir::SourceManager &SM,
                                    llvm::raw_ostream &Err, std::function<void(size_t, ir::Stmt &&)> Sink) {
  if (Path != "-" && !readableInput(Path, Err))
    return std::nullopt;
  auto Opts = parseOptions(A, Err);
  if (!Opts)
    return std::nullopt;
  Opts->StmtSink = std::move(Sink);
  ir::DiagnosticEngine DE(SM);
  std::optional<ir::Module> M;
  if (Path == "-") { // standard input, named as GNU as names it
    auto Buf = llvm::MemoryBuffer::getSTDIN();
    if (!Buf) {
      Err << "{standard input}: error: cannot read: " << Buf.getError().message() << "\n";
      return std::nullopt;
    }
    M = frontend::parseString((*Buf)->getBuffer(), "{standard input}", *Opts, SM, DE);
  } else {
    M = frontend::parseFile(Path, *Opts, SM, DE);
  }
  DE.print(Err);
  if (DE.hasErrors())
    return std::nullopt;
  return M;
}

} // namespace epic::tool
