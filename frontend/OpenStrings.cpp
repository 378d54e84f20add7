#include "frontend/OpenStrings.h"
#include <algorithm>
#include <cctype>
#include <utility>

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

// What app.c's scrubber writes for a blank it sees outside its strings (SqueezeMark).
enum : char { AsRead = 0, Dropped = 'd', OneSpace = 's' };

bool scrubSymbolChar(char C) { // app.c's symbol_chars, tc-ia64's "@?" and the bytes >= 0x80
  auto U = static_cast<unsigned char>(C);
  return std::isalnum(U) || C == '$' || C == '.' || C == '_' || C == '@' || C == '?' || U >= 0x80;
}

// app.c's blank squeezing outside strings: a run of blanks (a closed `/* */` is one)
// becomes one space or nothing by its state and the character after the run. States
// (do_scrub_chars): 0 line start, 1 after its first blank, 2 in the opcode, 3 in the
// operands, 9 after a symbol character there, 10 a blank after one, 11 a first word
// that may be a label. `Mark` gets, for each output byte of a run, OneSpace (the
// first of a run gas writes as one ' ') or Dropped.
class Squeezer {
public:
  explicit Squeezer(std::vector<char> &Mark) : Mark(Mark) {}
  void blank(size_t OutIndex) { Run.push_back(OutIndex); }
  bool pending() const { return !Run.empty(); }
  int state() const { return S; }
  void setState(int NewState) { S = NewState; }
  // Decide the run before `C` (-1: the end of the input). Returns whether app.c looks at
  // `C` again without fetching it (after blanks in state 1: no predicate `(` then).
  bool settle(int C) {
    if (Run.empty())
      return false;
    const bool Recycled = S == 1;
    if (Mark.size() <= Run.back())
      Mark.resize(Run.back() + 1, AsRead);
    bool Keep = false;
    if (C < 0)
      Keep = false;
    else if (S == 0)
      S = 1, Keep = true;
    else if (C == ';' || C == '{' || C == '}')
      Keep = false;
    else if ((S == 2 || S == 11) && C == ':')
      S = 1;
    else if (S == 2 || S == 11)
      S = 3, Keep = true;
    else if (S == 9 || S == 10) { // kept before a symbol character, a quote or `\`
      Keep = scrubSymbolChar(char(C)) || C == '"' || C == '\'' || C == '\\';
      S = Keep ? 3 : 10;
    }
    for (size_t K : Run)
      Mark[K] = Dropped;
    if (Keep)
      Mark[Run.front()] = OneSpace;
    Run.clear();
    return Recycled;
  }
  // The state after `C`, a character other than a blank, quote or comment.
  void step(char C) {
    if (C == '\n' || C == ';' || C == '{' || C == '}')
      S = 0;
    else if (C == ':')
      S = S == 9 || S == 10 || S == 3 ? 3 : 1;
    else if (C == '/')
      S = S == 9 || S == 10 ? 3 : S;
    else if (scrubSymbolChar(C))
      S = S == 0 ? 11 : S == 1 ? 2 : S == 3 || S == 10 ? 9 : S;
    else
      S = S == 0 ? 11 : S == 1 ? 2 : S == 9 || S == 10 ? 3 : S;
  }

private:
  std::vector<char> &Mark;
  std::vector<size_t> Run;
  int S = 0;
};

// The scrubber (app.c do_scrub_chars) over `Text`: comments it sees outside its
// strings go (a closed `/* */` leaves one blank), a backslash-newline in a string becomes
// `\\n` (the line is given back after the next newline), a string open at the end
// gets its quote. `#` lines stay for prepareText. Blanks outside its strings stay, with
// what the scrubber writes for them in `Mark` (Squeezer). A comment's newlines are
// written after the next line end (app.c). When gas's output does not end with a
// newline (a comment open at the end, blanks before the end of a file without one),
// input-scrub.c keeps the text after the last newline back as a partial buffer:
// `LastNewline` is where that newline is (the end of the last full buffer), else npos.
std::string scrub(std::string_view Text, std::vector<OpenTextNote> &Notes, size_t &LastNewline,
                  std::vector<uint32_t> &Src, std::vector<char> &Mark) {
  enum { Plain, String, Comment, Predicate } St = Plain;
  std::string Out;
  Out.reserve(Text.size() + 8);
  size_t Line = 0, LineStart = 0, Blanks = 0, CommentLine = 0, CommentCol = 0;
  bool AtLineStart = true, LineComment = false;
  int StringOldState = 0; // app.c's old_state: the state after the string
  // tc-ia64's TC_PREDICATE_START_CHAR: a `(` app.c fetches in state 0 or 1 starts a
  // predicate, copied as it is (strings, comments, blanks, lines) up to its `)`.
  int PredicateState = 0;
  size_t PredicateAt = 0;
  bool AfterPredicate = false; // the character after its `)` is looked at without a fetch
  Squeezer Squeeze(Mark);
  SourceTrack Track{Text, Out, Src};
  for (size_t I = 0; I < Text.size(); ++I) {
    Track.from(I);
    char C = Text[I];
    if (C == '\n' && St == Comment) { // app.c counts it, written after the next line end
      ++Line, LineStart = I + 1, ++Blanks;
      continue;
    }
    if (St == Predicate) {
      if (C == '\n')
        ++Line, LineStart = I + 1, AtLineStart = true;
      else if (C == ')')
        St = Plain, Squeeze.setState(PredicateState), AfterPredicate = true;
      Out += C;
      continue;
    }
    if (C == '\n') {
      ++Line, LineStart = I + 1, AtLineStart = true, LineComment = false;
      if (St != String)
        Squeeze.settle(C), Squeeze.step(C);
      Out += '\n';
      for (; Blanks && St != String; --Blanks)
        Out += '\n';
      continue;
    }
    const bool Start = AtLineStart;
    if (C != ' ' && C != '\t' && C != '\r')
      AtLineStart = false;
    if (St == Comment) { // a closed comment is one blank (app.c), one open at the end nothing
      if (C == '*' && I + 1 < Text.size() && Text[I + 1] == '/') {
        St = Plain, ++I;
        Squeeze.blank(Out.size());
        Out += ' ';
      }
      continue;
    }
    if (St == String) {
      if (C == '"')
        St = Plain, Squeeze.setState(StringOldState);
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
    if (C == ' ' || C == '\t' || C == '\r') {
      Squeeze.blank(Out.size());
      Out += C;
      AfterPredicate = false; // (the run decides)
      continue;
    }
    const bool Recycled = Squeeze.settle(C);
    const bool Fetched = !Recycled && !std::exchange(AfterPredicate, false);
    if (C == '(' && Fetched && Squeeze.state() <= 1) {
      St = Predicate, PredicateState = Squeeze.state(), PredicateAt = I;
      Out += C;
    } else if ((C == '#' && Squeeze.state() <= 1) || (C == '/' && I + 1 < Text.size() && Text[I + 1] == '/')) {
      // `#` starts a comment in app.c's states 0 and 1: at a line start, after a label or `;`.
      size_t End = std::min(Text.find('\n', I), Text.size());
      if (C == '#' && Start) // (prepareText reads line markers)
        Track.copy(I, End - I);
      LineComment = true;
      I = End - 1;
    } else if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '*') {
      // (The blanks before it were a run of their own: app.c recycles the comment as ' '.)
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
      if (I + 1 < Text.size() && Text[I + 1] == '\'') // its closing quote goes with it
        ++I;
      if (V >= 10 && Squeeze.state() == 9) // written in app.c's state -1, which returns to 3
        Squeeze.setState(3);
    } else {
      if (C == '"') {
        St = String;
        StringOldState = Squeeze.state() == 3 ? 9 : Squeeze.state();
      } else {
        Squeeze.step(C);
      }
      Out += C;
    }
  }
  Track.from(Text.size());
  const size_t Last = !Text.empty() && Text.back() == '\n' ? Line - 1 : Line;
  // app.c writes a newline at the end itself unless it ends in a string (the quote
  // and a newline), after blanks or a comment, on a comment line, or in state 0.
  const bool BlanksAtEnd = Squeeze.pending();
  Squeeze.settle(-1);
  Mark.resize(Out.size(), AsRead);
  size_t LastWritten = Out.size(); // the last byte gas's scrubber writes
  while (LastWritten > 0 && Mark[LastWritten - 1] == Dropped)
    --LastWritten;
  const bool Partial = St == Comment || (St == Plain && !LineComment && (BlanksAtEnd || Squeeze.state() == 0) &&
                                         LastWritten > 0 && Out[LastWritten - 1] != '\n');
  LastNewline = Partial ? Out.rfind('\n') : std::string::npos;
  if (St == Predicate) {
    const size_t PLine = size_t(std::count(Text.begin(), Text.begin() + PredicateAt, '\n'));
    const size_t PCol = PredicateAt - (Text.rfind('\n', PredicateAt) + 1) + 1; // (bytes)
    Notes.push_back({PLine, PCol, 0, true,
                     "a predicate '(' without its ')' before the end of the file: GNU as's scrubber copies "
                     "to the end and reads what its buffer holds after it"});
  } else if (St == String) {
    Notes.push_back({Last, 1, 0, false, "end of file in string; '\"' inserted"});
    Out += '"';
  } else if (St == Comment) { // its newlines are lost
    Notes.push_back({CommentLine, CommentCol, 0, false, "end of file in multiline comment"});
    Blanks = 0;
  }
  if (Partial && Out.back() != '\n') // input-scrub.c: "newline inserted" after the partial buffer
    Out += '\n';
  for (; Blanks; --Blanks)
    Out += '\n';
  Track.from(Text.size());
  Mark.resize(Out.size(), AsRead);
  return Out;
}

// read.c over the scrubbed text: a string of a dot directive runs on across lines
// (each newline a newline byte and a warning); other statements are cut at their
// line end (the string ends there). Joined lines are followed by blank ones. Inside
// its strings it reads the blanks the scrubber saw outside its own as the scrubber
// wrote them (`Mark`: one space or none). At `LastNewline`, the end of GNU as's last
// full buffer (input-scrub.c put a NUL after it), a string ends after its newline
// byte, and with it the statement; the partial buffer after it is read as new lines.
// `Where` gives the input position of a byte of `Text` (the notes' positions).
template <typename WhereFn>
std::string read(std::string_view Text, std::vector<OpenTextNote> &Notes, size_t LastNewline,
                 const std::vector<char> &Mark, std::vector<uint32_t> &Src, const WhereFn &Where) {
  std::string Out;
  Out.reserve(Text.size() + 8);
  size_t Line = 0, Blanks = 0, Stmt = 0, StmtStart = 0;
  SourceTrack Track{Text, Out, Src};
  const auto note = [&](size_t I, bool Error, std::string_view Message) {
    auto [L, C] = Where(I);
    Notes.push_back({L, C, Stmt, Error, std::string(Message)});
  };
  // The byte read.c reads inside a string at `K` (a squeezed blank is one space).
  const auto stringByte = [&](size_t K) { return Mark[K] == OneSpace ? ' ' : Text[K]; };
  bool InString = false, Dot = false, AtLineStart = true;
  for (size_t I = 0; I < Text.size(); ++I) {
    Track.from(I);
    if (InString && Mark[I] == Dropped)
      continue;
    const char C = InString ? stringByte(I) : Text[I];
    const bool Start = AtLineStart;
    if (C != ' ' && C != '\t' && C != '\r' && C != '\n')
      AtLineStart = false;
    if (InString) {
      size_t Next = I + 1; // the next byte read.c reads
      while (Next < Text.size() && Mark[Next] == Dropped)
        ++Next;
      if (C == '"') {
        InString = false;
      } else if (C == '\\' && Next < Text.size() && Text[Next] != '\n') {
        Out += C;
        Track.from(Next);
        Out += stringByte(Next);
        I = Next;
        continue;
      } else if (C == '\\' && !Dot && (Next == Text.size() || Text[Next] == '\n')) {
        continue; // before the line end that cut the statement: the string's end (read.c)
      } else if (C == '\n' && Dot) {
        note(I, false, "unterminated string; newline inserted");
        Out.append(StringNewline);
        if (I == LastNewline) { // the NUL after GNU as's last full buffer ends string and statement
          Out += '"';
          InString = false;
        } else {
          ++Line, ++Blanks;
          continue;
        }
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
  std::vector<char> Mark;
  std::string Scrubbed = scrub(Text, Notes, LastNewline, ScrubSrc, Mark);
  ScrubSrc.push_back(uint32_t(Text.size()));
  Positions P(Text);
  Out = read(Scrubbed, Notes, LastNewline, Mark, Src, [&](size_t I) { return P.at(ScrubSrc[I]); });
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
