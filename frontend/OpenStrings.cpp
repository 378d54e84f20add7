#include "frontend/OpenStrings.h"
#include <algorithm>
#include <cctype>

namespace epic::frontend {

namespace {

// Where each byte a pass writes came from: the input byte it was reading then
// (from()), or the bytes it copied (copy()).
struct SourceTrack {
  std::string_view Text;
  std::string &Out;
  std::vector<uint32_t> &Src;
  size_t From = 0;
  void from(size_t I) {
    Src.resize(Out.size(), uint32_t(From));
    From = I;
  }
  void copy(size_t I, size_t N) {
    Src.resize(Out.size(), uint32_t(From));
    for (size_t K = 0; K < N; ++K)
      Src.push_back(uint32_t(I + K));
    Out.append(Text.substr(I, N));
  }
};

bool utf8Tail(char C) { return (static_cast<unsigned char>(C) & 0xc0) == 0x80; }

// The 0-based line and 1-based column (in code points, as the lexer counts) of
// each byte offset of the input.
class Positions {
public:
  explicit Positions(std::string_view Text) : Text(Text) {
    Starts.push_back(0);
    for (size_t I = 0; I < Text.size(); ++I)
      if (Text[I] == '\n')
        Starts.push_back(I + 1);
  }
  std::pair<size_t, size_t> at(size_t Off) const {
    size_t Line = size_t(std::upper_bound(Starts.begin(), Starts.end(), Off) - Starts.begin()) - 1;
    size_t Col = 1;
    for (size_t I = Starts[Line]; I < Off && I < Text.size(); ++I)
      Col += !utf8Tail(Text[I]);
    return {Line, Col};
  }

private:
  std::string_view Text;
  std::vector<size_t> Starts;
};

// Whether the statement holding the quote that ends `Prefix` (its line up to
// the quote) is a dot directive: GNU as's read.c reads their strings across
// lines; other statements (instructions, tc-ia64's `string`/`stringz`/`data1`
// ...) are cut at their line end first (read.c find_end_of_line).
bool dotStatement(std::string_view Prefix) {
  size_t Start = 0;
  bool Quoted = false;
  for (size_t I = 0; I < Prefix.size(); ++I) {
    char C = Prefix[I];
    if (Quoted && C == '\\')
      ++I;
    else if (C == '"')
      Quoted = !Quoted;
    else if (!Quoted && (C == ';' || C == '{' || C == '}'))
      Start = I + 1;
  }
  auto nameChar = [](char C) {
    return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.' || C == '$';
  };
  for (size_t I = Start;;) { // past blanks and labels
    while (I < Prefix.size() && (Prefix[I] == ' ' || Prefix[I] == '\t'))
      ++I;
    size_t J = I;
    while (J < Prefix.size() && nameChar(Prefix[J]))
      ++J;
    if (J > I && J < Prefix.size() && Prefix[J] == ':') {
      I = J + 1;
      continue;
    }
    return I < Prefix.size() && Prefix[I] == '.';
  }
}

// Whether `Text` needs the passes below: a string (outside comments) whose line
// ends before its closing quote, or a `/*` comment open at the end.
bool needsJoining(std::string_view Text) {
  bool AtLineStart = true;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\n') {
      AtLineStart = true;
      continue;
    }
    if ((C == '#' && AtLineStart) || (C == '/' && I + 1 < Text.size() && Text[I + 1] == '/')) {
      I = std::min(Text.find('\n', I), Text.size()) - 1;
      continue;
    }
    if (C != ' ' && C != '\t' && C != '\r')
      AtLineStart = false;
    if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '*') {
      size_t End = Text.find("*/", I + 2);
      if (End == std::string_view::npos)
        return true;
      I = End + 1;
    } else if (C == '\'' && I + 1 < Text.size() && Text[I + 1] != '\n') {
      I += Text[I + 1] == '\\' && I + 2 < Text.size() && Text[I + 2] != '\n' ? 2 : 1;
    } else if (C == '"') {
      for (++I; I < Text.size() && Text[I] != '"'; ++I) {
        if (Text[I] == '\n')
          return true;
        I += Text[I] == '\\';
      }
      if (I >= Text.size())
        return true;
    }
  }
  return false;
}

// The scrubber (app.c do_scrub_chars) over `Text`: comments it sees outside its
// strings go (a closed `/* */` leaves one blank), a backslash-newline in a string becomes
// `\\n` (the line is given back after the next newline), a string open at the end
// gets its quote. `#` lines stay for prepareText. A comment's newlines are written
// after the next line end (app.c); with one open at the end, `LastNewline` is where
// the last newline written is (the end of GNU as's last full buffer), else npos.
std::string scrub(std::string_view Text, std::vector<OpenTextNote> &Notes, size_t &LastNewline,
                  std::vector<uint32_t> &Src) {
  enum { Plain, String, Comment } St = Plain;
  std::string Out;
  Out.reserve(Text.size() + 8);
  size_t Line = 0, LineStart = 0, Blanks = 0, CommentLine = 0, CommentCol = 0;
  bool AtLineStart = true;
  SourceTrack Track{Text, Out, Src};
  for (size_t I = 0; I < Text.size(); ++I) {
    Track.from(I);
    char C = Text[I];
    if (C == '\n' && St == Comment) { // app.c counts it, written after the next line end
      ++Line, LineStart = I + 1, ++Blanks;
      continue;
    }
    if (C == '\n') {
      ++Line, LineStart = I + 1, AtLineStart = true;
      Out += '\n';
      for (; Blanks && St != String; --Blanks)
        Out += '\n';
      continue;
    }
    const bool Start = AtLineStart;
    if (C != ' ' && C != '\t' && C != '\r')
      AtLineStart = false;
    if (St == Comment) { // a closed comment is one blank (app.c), one open at the end nothing
      if (C == '*' && I + 1 < Text.size() && Text[I + 1] == '/')
        St = Plain, Out += ' ', ++I;
      continue;
    }
    if (St == String) {
      if (C == '"')
        St = Plain;
      if (C == '\\' && I + 1 < Text.size() && Text[I + 1] == '\n') { // app.c state 6
        Out += "\\\\n";
        ++I, ++Line, ++Blanks, LineStart = I + 1;
        continue;
      }
      Out += C;
      if (C == '\\' && I + 1 < Text.size())
        Track.from(I + 1), Out += Text[++I];
      continue;
    }
    if ((C == '#' && Start) || (C == '/' && I + 1 < Text.size() && Text[I + 1] == '/')) {
      size_t End = std::min(Text.find('\n', I), Text.size());
      if (C == '#')
        Track.copy(I, End - I);
      I = End - 1;
    } else if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '*') {
      St = Comment, CommentLine = Line, CommentCol = I - LineStart + 1;
      ++I;
    } else if (C == '\'' && I + 1 < Text.size() && Text[I + 1] != '\n') {
      // A character constant is its value in decimal (app.c; process_escape).
      unsigned char V = static_cast<unsigned char>(Text[++I]);
      if (V == '\\' && I + 1 < Text.size() && Text[I + 1] != '\n') {
        V = static_cast<unsigned char>(Text[++I]);
        V = V == 'b' ? '\b' : V == 'f' ? '\f' : V == 'n' ? '\n' : V == 'r' ? '\r' : V == 't' ? '\t' : V;
      }
      Out += std::to_string(V);
    } else {
      St = C == '"' ? String : Plain;
      Out += C;
    }
  }
  Track.from(Text.size());
  const size_t Last = !Text.empty() && Text.back() == '\n' ? Line - 1 : Line;
  LastNewline = St == Comment ? Out.rfind('\n') : std::string::npos;
  if (St == String) {
    Notes.push_back({Last, 1, 0, false, "end of file in string; '\"' inserted"});
    Out += '"';
  } else if (St == Comment) { // its newlines are lost; text after the last line end gets one
    Notes.push_back({CommentLine, CommentCol, 0, false, "end of file in multiline comment"});
    if (LastNewline + 1 != Out.size())
      Out += '\n';
    Blanks = 0;
  }
  for (; Blanks; --Blanks)
    Out += '\n';
  Track.from(Text.size());
  return Out;
}

// read.c over the scrubbed text: a string of a dot directive runs on across lines
// (each newline a newline byte and a warning); other statements are cut at their
// line end (the string ends there). Joined lines are followed by blank ones. With
// the scrubber's comment open at the end, its last newline ends GNU as's last full
// buffer (input-scrub.c keeps the text after it as a partial line): a string open
// there is refused, since what gas makes of it depends on how it splits that text.
// `Where` gives the input position of a byte of `Text` (the notes' positions).
template <typename WhereFn>
std::string read(std::string_view Text, std::vector<OpenTextNote> &Notes, size_t LastNewline,
                 std::vector<uint32_t> &Src, const WhereFn &Where) {
  std::string Out;
  Out.reserve(Text.size() + 8);
  size_t Line = 0, Blanks = 0, Stmt = 0, StmtStart = 0;
  SourceTrack Track{Text, Out, Src};
  const auto note = [&](size_t I, bool Error, std::string_view Message) {
    auto [L, C] = Where(I);
    Notes.push_back({L, C, Stmt, Error, std::string(Message)});
  };
  bool InString = false, Dot = false, AtLineStart = true;
  // The scrubber's own string state over its output: where it was outside a string
  // and read.c is inside one, it squeezed blanks by rules not modelled here.
  std::vector<bool> ScrubQuoted(Text.size());
  for (size_t I = 0, Begin = 0, Q = 0; I < Text.size(); ++I) {
    if (Text[I] == '\n')
      Begin = I + 1;
    else if (!Q && Text[I] == '#' && Text.find_first_not_of(" \t\r", Begin) == I)
      I = std::min(Text.find('\n', I), Text.size()) - 1; // a comment line
    else if (Q && Text[I] == '\\' && I + 1 < Text.size())
      ScrubQuoted[I++] = true;
    else if (Text[I] == '"')
      Q = !Q;
    if (I < Text.size())
      ScrubQuoted[I] = Q;
  }
  for (size_t I = 0; I < Text.size(); ++I) {
    Track.from(I);
    char C = Text[I];
    const bool Start = AtLineStart;
    if (C != ' ' && C != '\t' && C != '\r' && C != '\n')
      AtLineStart = false;
    const auto blank = [&](size_t K) { return !ScrubQuoted[K] && (Text[K] == ' ' || Text[K] == '\t'); };
    if (InString && (blank(I) || (C == '\\' && I + 1 < Text.size() && blank(I + 1))))
      note(I, true, "a blank GNU as's scrubber saw outside a string, read inside one (not supported)");
    if (InString) {
      if (C == '"') {
        InString = false;
      } else if (C == '\\' && I + 1 < Text.size() && Text[I + 1] != '\n') {
        Track.copy(I++, 2);
        continue;
      } else if (C == '\n' && Dot) {
        note(I, false, "unterminated string; newline inserted");
        if (I == LastNewline) // GNU as's last full buffer ends inside this string
          note(I, true, PartialLineMessage);
        Out.append(StringNewline);
        ++Line, ++Blanks;
        continue;
      } else if (C == '\n') { // read.c find_end_of_line cut the statement here
        note(I, false, "missing closing `\"'");
        Out += '"';
        InString = false;
      }
      if (InString || C == '"') {
        Out += C;
        continue;
      }
    }
    if (C == '\n') {
      ++Line, AtLineStart = true, Stmt = Line, StmtStart = I + 1;
      Out += '\n';
      for (; Blanks; --Blanks)
        Out += '\n';
      continue;
    }
    if (C == '#' && Start) {
      size_t End = std::min(Text.find('\n', I), Text.size());
      Track.copy(I, End - I);
      I = End - 1;
    } else if (C == '/' && I + 1 < Text.size() && (Text[I + 1] == '/' || Text[I + 1] == '*')) {
      // Left by the scrubber inside its string, where read.c is outside one: junk to gas.
      note(I, true, "junk at end of line: GNU as reads this '/' outside a string (its scrubber saw it inside one)");
      Out += C;
    } else if (C == '\'' && I + 1 < Text.size() && Text[I + 1] != '\n') {
      size_t N = Text[I + 1] == '\\' && I + 2 < Text.size() && Text[I + 2] != '\n' ? 3 : 2;
      Track.copy(I, N);
      I += N - 1;
    } else {
      if (C == '"')
        InString = true, Dot = dotStatement(Text.substr(StmtStart, I - StmtStart));
      Out += C;
    }
  }
  Track.from(Text.size());
  if (InString) // the input's end ends it
    Out += '"';
  Out += '\n';
  for (; Blanks; --Blanks)
    Out += '\n';
  Track.from(Text.size());
  return Out;
}

// The pieces of each line of `Out` (where `Src` says its bytes came from in
// `Text`) that do not sit at their own line and column of the input.
std::vector<OpenTextPiece> pieces(std::string_view Text, std::string_view Out, const std::vector<uint32_t> &Src) {
  Positions P(Text);
  std::vector<OpenTextPiece> All, Line;
  size_t OutLine = 0, OutCol = 0, Prev = 0;
  bool Moved = false;
  for (size_t I = 0; I <= Out.size(); ++I) {
    if (I == Out.size() || Out[I] == '\n') {
      if (Moved)
        All.insert(All.end(), Line.begin(), Line.end());
      Line.clear(), Moved = false, ++OutLine, OutCol = 0;
      continue;
    }
    if (utf8Tail(Out[I]))
      continue;
    ++OutCol;
    size_t Off = Src[I]; // (what is added at the end: past the input's lines, no piece)
    // The next code point of the input, on the same line, goes on the piece.
    size_t Next = Prev + 1;
    while (Next < Text.size() && utf8Tail(Text[Next]))
      ++Next;
    if (OutCol > 1 && Off == Next && Prev < Text.size() && Text[Prev] != '\n') {
      Prev = Off;
      continue;
    }
    auto [L, C] = P.at(Off);
    Line.push_back({OutLine, OutCol, L, C});
    Moved |= L != OutLine || C != OutCol;
    Prev = Off;
  }
  return All;
}

} // namespace

bool joinOpenStrings(std::string_view Text, std::string &Out, std::vector<OpenTextNote> &Notes,
                     std::vector<OpenTextPiece> &Pieces) {
  Out.clear();
  if (!needsJoining(Text))
    return false;
  size_t LastNewline = std::string::npos;
  std::vector<uint32_t> ScrubSrc, Src;
  std::string Scrubbed = scrub(Text, Notes, LastNewline, ScrubSrc);
  ScrubSrc.push_back(uint32_t(Text.size()));
  Positions P(Text);
  Out = read(Scrubbed, Notes, LastNewline, Src, [&](size_t I) { return P.at(ScrubSrc[I]); });
  for (uint32_t &S : Src)
    S = ScrubSrc[S];
  // As many lines as the input (the passes may add blank ones at the end).
  size_t Want = size_t(std::count(Text.begin(), Text.end(), '\n')) + (Text.back() != '\n');
  size_t Have = size_t(std::count(Out.begin(), Out.end(), '\n'));
  for (; Have > Want && Out.size() > 1 && Out.back() == '\n' && Out[Out.size() - 2] == '\n'; --Have)
    Out.pop_back();
  Src.resize(Out.size());
  Pieces = pieces(Text, Out, Src);
  return true;
}

} // namespace epic::frontend
