// Text preparation before lexing: the C preprocessor for .S input, cpp line
// markers mapped back to original files, line-start `#` comments removed.
#pragma once
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "ir/SourceLoc.h"
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace epic::frontend {

/// The file and line of each lexer line, in order. The first lines, while
/// each follows the one before in the same file (a file without cpp markers
/// or macros: all of them), are a count, not 8 bytes a line (issue 22).
class LineTable {
public:
  struct Entry {
    uint32_t File, Line;
  };
  size_t size() const { return Run + Rest.size(); }
  bool empty() const { return size() == 0; }
  Entry operator[](size_t I) const { return I < Run ? Entry{RunFile, RunFirst + uint32_t(I)} : Rest[I - Run]; }
  Entry back() const { return (*this)[size() - 1]; }
  void push_back(Entry E) {
    if (Rest.empty() && (Run == 0 || (E.File == RunFile && E.Line == RunFirst + Run))) {
      if (Run == 0)
        RunFile = E.File, RunFirst = E.Line;
      ++Run;
    } else {
      Rest.push_back(E);
    }
  }
  void clear() {
    Run = 0;
    Rest.clear();
  }
  /// `Front` before the lines there are.
  void prepend(const std::vector<Entry> &Front) {
    std::vector<Entry> All(Front);
    for (size_t I = 0; I < size(); ++I)
      All.push_back((*this)[I]);
    clear();
    for (const Entry &E : All)
      push_back(E);
  }
  struct Iterator {
    const LineTable *T;
    size_t I;
    Entry operator*() const { return (*T)[I]; }
    Iterator &operator++() { return ++I, *this; }
    bool operator!=(const Iterator &O) const { return I != O.I; }
  };
  Iterator begin() const { return {this, 0}; }
  Iterator end() const { return {this, size()}; }

private:
  uint32_t RunFile = 0, RunFirst = 0;
  size_t Run = 0;
  std::vector<Entry> Rest;
};

/// Maps lines of the text handed to the lexer to original file lines.
class LineMap {
public:
  /// Location of column `Col` on lexer line `Line` (both 1-based).
  ir::SourceLoc loc(size_t Line, size_t Col) const {
    if (Line == 0 || Line > Lines.size())
      return {Lines.empty() ? 0 : Lines.back().File, uint32_t(Line), uint32_t(Col)};
    const Entry E = Lines[Line - 1];
    if (Col && !Pieces.empty())
      if (auto It = Pieces.find({E.File, E.Line}); It != Pieces.end())
        for (auto P = It->second.rbegin(); P != It->second.rend(); ++P)
          if (P->Col <= Col)
            return {P->At.File, P->At.Line, P->At.Col + uint32_t(Col - P->Col)};
    return {E.File, E.Line, uint32_t(Col)};
  }
  using Entry = LineTable::Entry;
  LineTable Lines;

  /// A line a string running across lines was joined into (frontend/OpenStrings.h),
  /// by the file and line it is mapped to: from column `Col` on, its text is at `At`.
  struct Piece {
    size_t Col;
    ir::SourceLoc At;
  };
  std::map<std::pair<uint32_t, uint32_t>, std::vector<Piece>> Pieces;

  /// A macro or .rept/.irp expansion: where it was invoked, what it is
  /// ("macro 'uw' invoked"), and the expansion the invocation itself came
  /// from (1-based index into Expansions, 0 = written in a file).
  struct Expansion {
    ir::SourceLoc Invoked;
    std::string What;
    uint32_t Parent;
    bool Macro = false; // a macro body (else a .rept/.irp/.irpc body)
  };
  std::vector<Expansion> Expansions;
  /// Per line (parallel to Lines, or shorter: the lines after it came from
  /// none): the expansion it came from.
  std::vector<uint32_t> Via;
  uint32_t via(size_t Line) const { return Line == 0 || Line > Via.size() ? 0 : Via[Line - 1]; }
  /// The file line GNU as's -g line table gives lexer line `Line` (its
  /// as_where_top): the line itself, or for text a macro expanded (also
  /// .rept/.include lines inside it), the line of the outermost macro
  /// invocation; .rept/.irp bodies keep their own lines. Column 0.
  ir::SourceLoc debugLoc(size_t Line) const;

  /// Diagnostics of the macro pass, reported by the parser just before it
  /// reads line `Before + 1`, so all messages come out in input order.
  struct Pending {
    size_t Before;
    ir::Diagnostic D;
  };
  std::vector<Pending> Deferred;
};

/// Notes "<what> from here" for expansion `Via` and each one it came from
/// (innermost first), to follow a diagnostic reported on such a line.
std::vector<ir::Diagnostic> expansionNotes(const LineMap &Map, uint32_t Via);

/// GNU as's template directives (`.mii`, `.mmb`, ...) take no operands and do not end the
/// statement: the rest of the line is the next statement (`{ .mmi ld8 r2=[r3]` is
/// `{ .mmi ; ld8 r2=[r3]`). Turns the blank after such a directive into `;` (columns stay).
void splitAfterTemplates(std::string &Text);

/// Prepares `Text` (the contents of file `FileId`, or cpp output for it):
/// blanks every line whose first non-blank character is `#` (GNU as line
/// comments and cpp line markers; columns and line count stay the same),
/// records line markers in `Map`, passes bytes the UTF-8 lexer cannot take
/// as one stand-in code point each (frontend/RawBytes.h; string literals get
/// the bytes back) so that the lexer never rejects input, and ends the text with a
/// newline. A string that runs across lines is joined into its first line and a
/// comment open at the end is closed (frontend/OpenStrings.h); their warnings wait
/// in `Map.Deferred`. Markers naming `MainAlias` (a temporary copy cpp read) or
/// `<stdin>` map to `FileId`.
std::string prepareText(std::string_view Text, uint32_t FileId, ir::SourceManager &SM,
                        LineMap &Map, std::string_view MainAlias = {});

/// Runs `cpp -x assembler-with-cpp` on `Path` with the options' -I/-D and
/// returns its output. Errors cpp reports become diagnostics (located when
/// cpp gave a location); returns std::nullopt when cpp failed.
std::optional<std::string> runCpp(const std::string &Path, const ParseOptions &Opts,
                                  ir::SourceManager &SM, ir::DiagnosticEngine &DE);

} // namespace epic::frontend
