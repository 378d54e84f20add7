#include "frontend/Frontend.h"
#include "frontend/Builder.h"
#include "frontend/Lowering.h"
#include "frontend/MacroExpander.h"
#include "frontend/Preprocess.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cctype>
#include <cstdlib>

namespace epic::frontend {

namespace {
bool endsWith(const std::string &S, std::string_view Suffix) {
  return S.size() >= Suffix.size() && S.compare(S.size() - Suffix.size(), Suffix.size(), Suffix) == 0;
}

// --defsym: one equate line each before the text, read as lines of
// "<command line>" (GNU as defines them before reading).
std::string defsymLines(const std::vector<std::pair<std::string, uint64_t>> &Defs, ir::SourceManager &SM,
                        LineMap &Map) {
  std::string Lines;
  for (const auto &[Name, Value] : Defs)
    Lines += Name + " = " + std::to_string(int64_t(Value)) + "\n";
  const uint32_t Id = SM.addFile("<command line>", Lines);
  std::vector<LineMap::Entry> Entries;
  for (uint32_t I = 0; I < Defs.size(); ++I)
    Entries.push_back({Id, I + 1});
  Map.Lines.prepend(Entries);
  return Lines;
}

// `Text` is taken by value and released once prepared, and the file's line
// map once expanded: a big input is not held three times while it is parsed.
std::optional<ir::Module> build(std::string Text, uint32_t FileId, const std::string &Name,
                                ir::SourceManager &SM, ir::DiagnosticEngine &DE,
                                std::string_view MainAlias, const ParseOptions &Opts) {
  unsigned ErrorsBefore = DE.errorCount();
  LineMap Map;
  std::optional<std::string> Prepared;
  {
    LineMap FileMap;
    std::string Raw = prepareText(Text, FileId, SM, FileMap, MainAlias);
    std::string().swap(Text);
    if (!Opts.Defsyms.empty())
      Raw = defsymLines(Opts.Defsyms, SM, FileMap) + Raw;
    Prepared = expandMacros(std::move(Raw), FileMap, Opts, SM, DE, Map);
  }
  if (!Prepared)
    return std::nullopt; // a macro-pass limit was hit: nothing sensible to parse
  splitAfterTemplates(*Prepared);
  ir::Module M;
  M.FileName = Name;
  for (const auto &D : Opts.Defsyms)
    M.Defsyms.push_back(D.first);
  Builder B(M, DE);
  B.setHintB(Opts.HintBPolicy);
  B.setIncludes(Opts.Includes);
  B.setStmtSink(Opts.StmtSink);
  B.setStmtRead(Opts.StmtRead);
  try {
    parseText(*Prepared, Map, B, DE, Opts.FastLines);
  } catch (std::exception &E) {
    // The ANTLR runtime may throw on conditions we did not foresee; that is
    // an input error, never a crash.
    DE.error({FileId, 0, 0}, std::string("internal parser error: ") + E.what());
  }
  if (B.stopped())
    return std::nullopt; // the caller's StmtRead ended reading
  B.finish(Map.loc(Map.Lines.size(), 1));
  if (DE.errorCount() != ErrorsBefore)
    return std::nullopt;
  return M;
}
} // namespace

std::optional<std::pair<std::string, uint64_t>> parseDefsym(std::string_view Arg, std::string &Error) {
  const size_t Eq = Arg.find('=');
  if (Eq == std::string_view::npos) {
    Error = "bad defsym; format is --defsym name=value";
    return std::nullopt;
  }
  std::string Name(Arg.substr(0, Eq)), Value(Arg.substr(Eq + 1));
  // GNU as takes any text as the name; ours must read back as one.
  auto nameChar = [](char C, bool First) {
    return std::isalpha((unsigned char)C) || C == '_' || C == '.' || C == '$' || (!First && std::isdigit((unsigned char)C));
  };
  bool Ok = !Name.empty();
  for (size_t I = 0; I < Name.size() && Ok; ++I)
    Ok = nameChar(Name[I], I == 0);
  if (!Ok) {
    Error = "--defsym " + std::string(Arg) + ": '" + Name + "' is not a symbol name";
    return std::nullopt;
  }
  return std::pair(Name, uint64_t(std::strtoull(Value.c_str(), nullptr, 0)));
}

std::optional<ir::Module> parseFile(const std::string &Path, const ParseOptions &Opts,
                                    ir::SourceManager &SM, ir::DiagnosticEngine &DE) {
  uint32_t Id = SM.addFile(Path);
  bool Pre = Opts.Preprocess.value_or(endsWith(Path, ".S"));
  std::string Text;
  if (Pre) {
    auto Out = runCpp(Path, Opts, SM, DE);
    if (!Out)
      return std::nullopt;
    Text = std::move(*Out);
  } else {
    auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
    if (!Buf) {
      DE.error({Id, 0, 0}, "cannot read file: " + Buf.getError().message());
      return std::nullopt;
    }
    Text = (*Buf)->getBuffer().str();
  }
  return build(std::move(Text), Id, Path, SM, DE, {}, Opts);
}

std::optional<ir::Module> parseString(std::string_view Text, const std::string &Name,
                                      const ParseOptions &Opts, ir::SourceManager &SM,
                                      ir::DiagnosticEngine &DE) {
  uint32_t Id = SM.addFile(Name, std::string(Text));
  if (!Opts.Preprocess.value_or(false))
    return build(std::string(Text), Id, Name, SM, DE, {}, Opts);
  // cpp reads a temporary copy; its markers name that copy, mapped back to Name.
  llvm::SmallString<128> Tmp;
  int FD;
  if (llvm::sys::fs::createTemporaryFile("epic-in", "S", FD, Tmp)) {
    DE.error({Id, 0, 0}, "cannot create a temporary file for the preprocessor");
    return std::nullopt;
  }
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
  }
  auto Out = runCpp(std::string(Tmp), Opts, SM, DE);
  llvm::sys::fs::remove(Tmp);
  if (!Out)
    return std::nullopt;
  return build(std::move(*Out), Id, Name, SM, DE, Tmp.str(), Opts);
}

std::optional<ir::Module> parseFiles(const std::vector<std::string> &Paths, const ParseOptions &Opts,
                                     ir::SourceManager &SM, ir::DiagnosticEngine &DE) {
  std::string Joined;
  for (const std::string &F : Paths) {
    if (F.find_first_of("\n\"\\") != std::string::npos) {
      DE.error({SM.addFile(F), 0, 0}, "an input name with a newline, quote or backslash is not supported with "
                                      "several inputs");
      return std::nullopt;
    }
    Joined += "\t.include \"" + F + "\"\n"; // the expander takes these names exactly as given
  }
  ParseOptions Plain = Opts;
  Plain.Preprocess = false;
  return parseString(Joined, std::string(InputListName), Plain, SM, DE);
}

} // namespace epic::frontend
