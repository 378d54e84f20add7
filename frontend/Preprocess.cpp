#include "frontend/Preprocess.h"
#include "ir/Template.h"
#include "frontend/OpenStrings.h"
#include "frontend/RawBytes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>

namespace epic::frontend {

namespace {

// Length of the UTF-8 sequence starting at S[I] that the lexer can take
// as it is, 0 when its bytes must travel as raw bytes (frontend/RawBytes.h):
// invalid, overlong, a surrogate, above U+10FFFF, or in the stand-ins' range
// (U+10FF00 and up: raw bytes and StringNewline).
size_t utf8Length(std::string_view S, size_t I) {
  unsigned char C = S[I];
  size_t N = C < 0x80 ? 1 : (C >> 5) == 6 ? 2 : (C >> 4) == 14 ? 3 : (C >> 3) == 30 ? 4 : 0;
  if (N == 0 || I + N > S.size())
    return 0;
  uint32_t Cp = N == 1 ? C : C & (0x7f >> N);
  for (size_t K = 1; K < N; ++K) {
    unsigned char D = static_cast<unsigned char>(S[I + K]);
    if ((D >> 6) != 2)
      return 0;
    Cp = Cp << 6 | (D & 0x3f);
  }
  static constexpr uint32_t Least[] = {0, 0, 0x80, 0x800, 0x10000}; // shortest form of each length
  if (Cp < Least[N] || (Cp >= 0xd800 && Cp <= 0xdfff) || Cp >= 0x10ff00) // 0x10ff0a: StringNewline
    return 0;
  return N;
}

// Parses a cpp line marker (`# 12 "file" 1 3`) in `L` (which starts at the
// `#`); `Returning` is its flag 2 (back in a file after an include). Returns
// false when `L` is a comment: GNU as takes `# 12` without a file name and
// `#line 12 "file"` as comments too.
bool parseMarker(std::string_view L, uint32_t &Line, std::string &File, bool &Returning) {
  size_t I = 1;
  auto skipBlank = [&] {
    while (I < L.size() && (L[I] == ' ' || L[I] == '\t'))
      ++I;
  };
  skipBlank();
  size_t B = I;
  while (I < L.size() && L[I] >= '0' && L[I] <= '9')
    ++I;
  if (I == B || I - B > 9)
    return false;
  std::from_chars(L.data() + B, L.data() + I, Line);
  skipBlank();
  if (I >= L.size() || L[I] != '"')
    return false;
  File.clear();
  for (++I; I < L.size() && L[I] != '"'; ++I) {
    if (L[I] == '\\' && I + 1 < L.size())
      ++I;
    File += L[I];
  }
  if (I >= L.size())
    return false;
  Returning = false;
  for (++I; I < L.size(); ++I)
    Returning |= L[I] == '2' && (L[I - 1] == ' ' || L[I - 1] == '\t') &&
                 (I + 1 == L.size() || L[I + 1] == ' ' || L[I + 1] == '\t' || L[I + 1] == '\r');
  return true;
}

// The name of a `.file "name"` statement alone on line `L` (which starts at the
// directive), else nullopt. The numbered DWARF form (`.file 1 "x"`) is not one.
std::optional<std::string> fileDirectiveName(std::string_view L) {
  if (!L.starts_with(".file") || L.size() < 7 || (L[5] != ' ' && L[5] != '\t'))
    return std::nullopt;
  size_t I = L.find_first_not_of(" \t", 5);
  if (I == std::string_view::npos || L[I] != '"')
    return std::nullopt;
  std::string Name;
  for (++I; I < L.size() && L[I] != '"'; ++I) {
    if (L[I] == '\\' && I + 1 < L.size())
      ++I;
    Name += L[I];
  }
  if (I >= L.size())
    return std::nullopt;
  size_t Rest = L.find_first_not_of(" \t\r", I + 1);
  if (Rest != std::string_view::npos && !L.substr(Rest).starts_with("//"))
    return std::nullopt;
  return Name;
}

} // namespace

std::vector<ir::Diagnostic> expansionNotes(const LineMap &Map, uint32_t Via) {
  std::vector<ir::Diagnostic> Notes;
  // Deep recursion is cut by the expander's nesting limit; a few levels say enough.
  for (unsigned N = 0; Via && Via <= Map.Expansions.size() && N < 8; ++N) {
    const LineMap::Expansion &E = Map.Expansions[Via - 1];
    Notes.push_back({ir::Severity::Note, E.Invoked, E.What + " from here"});
    Via = E.Parent;
  }
  return Notes;
}

ir::SourceLoc LineMap::debugLoc(size_t Line) const {
  ir::SourceLoc At = loc(Line, 0);
  for (uint32_t V = via(Line); V && V <= Expansions.size(); V = Expansions[V - 1].Parent)
    if (Expansions[V - 1].Macro)
      At = {Expansions[V - 1].Invoked.File, Expansions[V - 1].Invoked.Line, 0};
  return At;
}

void splitAfterTemplates(std::string &Text) {
  auto blank = [](char C) { return C == ' ' || C == '\t'; };
  static const auto Special = [] { // what ends a statement or starts a string or comment
    std::array<bool, 256> T{};
    for (unsigned char C : std::string_view("\n{};\"/"))
      T[C] = true;
    return T;
  }();
  bool AtStart = true; // at the start of a statement
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\n' || C == '{' || C == '}' || C == ';') {
      AtStart = true;
    } else if (C == '"') { // a string: skip it (escapes included)
      for (++I; I < Text.size() && Text[I] != '"' && Text[I] != '\n'; ++I)
        I += Text[I] == '\\';
      if (I < Text.size() && Text[I] == '\n')
        --I;
      AtStart = false;
    } else if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '/') { // a comment to the line end
      I = std::min(Text.find('\n', I), Text.size()) - 1;
    } else if (!blank(C)) {
      if (!AtStart || C != '.') { // only a statement's first word may be a template:
        AtStart = false;          // skip to the next character that matters
        while (I + 1 < Text.size() && !Special[static_cast<unsigned char>(Text[I + 1])])
          ++I;
        continue;
      }
      size_t J = I + 1;
      while (J < Text.size() && unsigned((Text[J] | 0x20) - 'a') < 26)
        ++J;
      if (J < Text.size() && blank(Text[J]) &&
          ir::templateFromName(std::string_view(Text).substr(I, J - I))) {
        size_t K = std::min(Text.find_first_not_of(" \t", J), Text.size());
        bool Rest = K < Text.size() && !std::strchr("\n;{}", Text[K]) &&
                    !(Text[K] == '/' && K + 1 < Text.size() && (Text[K + 1] == '/' || Text[K + 1] == '*'));
        if (Rest)
          Text[J] = ';';
      }
      I = J - 1;
      AtStart = false;
    }
  }
}

std::string prepareText(std::string_view Text, uint32_t FileId, ir::SourceManager &SM,
                        LineMap &Map, std::string_view MainAlias) {
  std::string Joined;
  std::vector<OpenTextNote> Notes;
  std::vector<OpenTextPiece> Pieces;
  if (joinOpenStrings(Text, Joined, Notes, Pieces))
    Text = Joined;
  std::string Out;
  Out.reserve(Text.size() + 1);
  Map.Lines.clear();
  uint32_t CurFile = FileId, CurLine = 1;
  size_t Pos = 0;
  std::string MarkerFile;
  // GNU as's logical file: a line marker names it and numbers its lines; `.file "name"`
  // renames it (Intel's libm sources start with `.file "exp.s"` after cpp's markers), and
  // the lines go on being counted. Before any marker the physical file and line stand.
  bool Logical = false;
  while (Pos < Text.size()) {
    size_t End = Text.find('\n', Pos);
    if (End == std::string_view::npos)
      End = Text.size();
    std::string_view L = Text.substr(Pos, End - Pos);
    size_t First = L.find_first_not_of(" \t\r\f\v");
    Map.Lines.push_back({CurFile, CurLine});
    ++CurLine;
    if (First != std::string_view::npos && L[First] == '#') {
      uint32_t NewLine = 0;
      bool Returning = false;
      if (parseMarker(L.substr(First), NewLine, MarkerFile, Returning)) {
        if (NewLine == 0 && MarkerFile.empty() && Returning) {
          // GCC's `# 0 "" 2` after an inline asm body: GNU as goes back to the
          // physical file and line.
          CurFile = FileId;
          CurLine = uint32_t(Map.Lines.size()) + 1;
        } else {
          bool Main = MarkerFile == "<stdin>" || (!MainAlias.empty() && MarkerFile == MainAlias);
          CurFile = Main ? FileId : SM.addFile(MarkerFile);
          CurLine = NewLine;
        }
        Logical = true;
      }
      // Blank the comment/marker, keeping the line.
    } else {
      if (First != std::string_view::npos && L[First] == '.')
        if (auto Name = fileDirectiveName(L.substr(First)); Name && Logical)
          CurFile = SM.addFile(*Name);
      for (size_t I = 0; I < L.size();) {
        // A run of ASCII (most of any file) goes as it is, at once: neither
        // a stand-in nor joinOpenStrings' newline starts with such a byte.
        size_t Ascii = I;
        while (Ascii < L.size() && static_cast<unsigned char>(L[Ascii]) < 0x80)
          ++Ascii;
        if (Ascii > I) {
          Out.append(L.substr(I, Ascii - I));
          I = Ascii;
          continue;
        }
        // joinOpenStrings' newline stands for itself (the source's own U+10FF0A, in a
        // text that needed joining, reads as one too: a code point no assembly holds).
        size_t N = !Joined.empty() && L.substr(I, StringNewline.size()) == StringNewline ? StringNewline.size()
                                                                                         : utf8Length(L, I);
        if (N == 0) {
          // One stand-in code point per byte (columns stay, bytes come back).
          appendRawByte(Out, static_cast<unsigned char>(L[I]));
          ++I;
        } else {
          Out.append(L.substr(I, N));
          I += N;
        }
      }
    }
    Out += '\n';
    Pos = End + 1;
  }
  for (OpenTextNote &N : Notes) {
    ir::SourceLoc At = Map.loc(N.Line + 1, N.Col);
    Map.Deferred.push_back({N.Stmt, {N.Error ? ir::Severity::Error : ir::Severity::Warning, At, std::move(N.Message)}});
  }
  // (after the notes: they are at input lines and columns already)
  for (const OpenTextPiece &P : Pieces) {
    if (P.OutLine >= Map.Lines.size() || P.Line >= Map.Lines.size()) // the quote added at the end
      continue;
    const LineMap::Entry Key = Map.Lines[P.OutLine], At = Map.Lines[P.Line];
    Map.Pieces[{Key.File, Key.Line}].push_back({P.OutCol, {At.File, At.Line, uint32_t(P.Col)}});
  }
  return Out;
}

namespace {
// Turns cpp's stderr ("file:line:col: error: msg") into diagnostics.
void reportCppOutput(llvm::StringRef Err, ir::SourceManager &SM, ir::DiagnosticEngine &DE,
                     const std::string &Path, bool Failed) {
  bool Any = false;
  llvm::SmallVector<llvm::StringRef, 8> Lines;
  Err.split(Lines, '\n', -1, false);
  for (llvm::StringRef L : Lines) {
    for (llvm::StringRef Kind : {": fatal error: ", ": error: ", ": warning: "}) {
      size_t K = L.find(Kind);
      if (K == llvm::StringRef::npos)
        continue;
      llvm::StringRef Head = L.substr(0, K);
      llvm::StringRef Msg = L.substr(K + Kind.size());
      // Head is file:line:col or file:line.
      ir::SourceLoc Loc;
      unsigned A = 0, B = 0;
      auto [Rest1, Last] = Head.rsplit(':');
      auto [Rest2, Mid] = Rest1.rsplit(':');
      if (!Last.getAsInteger(10, A) && !Mid.getAsInteger(10, B)) {
        Loc = {SM.addFile(Rest2.str()), B, A};
      } else if (!Last.getAsInteger(10, A)) {
        Loc = {SM.addFile(Rest1.str()), A, 0};
      } else {
        Loc = {SM.addFile(Path), 0, 0};
      }
      if (Kind == ": warning: ")
        DE.warning(Loc, ("preprocessor: " + Msg).str());
      else
        DE.error(Loc, ("preprocessor: " + Msg).str());
      Any = true;
      break;
    }
  }
  if (Failed && !Any)
    DE.error({SM.addFile(Path), 0, 0}, "preprocessor failed: " + Err.trim().str());
}
} // namespace

std::optional<std::string> runCpp(const std::string &Path, const ParseOptions &Opts,
                                  ir::SourceManager &SM, ir::DiagnosticEngine &DE) {
  ir::SourceLoc FileLoc{SM.addFile(Path), 0, 0};
  auto Prog = llvm::sys::findProgramByName(Opts.CppProgram);
  if (!Prog) {
    DE.error(FileLoc, "cannot find the C preprocessor '" + Opts.CppProgram + "'");
    return std::nullopt;
  }
  llvm::SmallString<128> OutPath, ErrPath;
  if (llvm::sys::fs::createTemporaryFile("epic-cpp", "s", OutPath) ||
      llvm::sys::fs::createTemporaryFile("epic-cpp", "err", ErrPath)) {
    DE.error(FileLoc, "cannot create a temporary file for the preprocessor");
    return std::nullopt;
  }
  // The kernel's way: assembler-with-cpp keeps `;;`, `#` comments and
  // apostrophes in comments intact. __ia64__ is defined because the host
  // cpp is not an IA-64 one.
  std::vector<std::string> Argv = {*Prog, "-x", "assembler-with-cpp", "-D__ASSEMBLY__",
                                   "-D__ia64__", "-D__ia64"};
  for (const std::string &I : Opts.Includes)
    Argv.push_back("-I" + I);
  for (const std::string &D : Opts.Defines)
    Argv.push_back("-D" + D);
  Argv.push_back(Path);
  std::vector<llvm::StringRef> Refs(Argv.begin(), Argv.end());
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), OutPath.str(), ErrPath.str()};
  std::string ErrMsg;
  int RC = llvm::sys::ExecuteAndWait(*Prog, Refs, std::nullopt, Redirects, 0, 0, &ErrMsg);
  auto Out = llvm::MemoryBuffer::getFile(OutPath);
  auto Err = llvm::MemoryBuffer::getFile(ErrPath);
  llvm::sys::fs::remove(OutPath);
  llvm::sys::fs::remove(ErrPath);
  if (RC < 0) {
    DE.error(FileLoc, "cannot run the C preprocessor: " + ErrMsg);
    return std::nullopt;
  }
  reportCppOutput(Err ? (*Err)->getBuffer() : "", SM, DE, Path, RC != 0);
  if (RC != 0 || !Out)
    return std::nullopt;
  return (*Out)->getBuffer().str();
}

} // namespace epic::frontend
