// GNU as's scrubber (app.c) and string reader (read.c next_char_of_string) run a
// string whose line ends before its closing quote on across the following lines,
// and a `/*` comment left open on to the end of the file. The lexer works line by
// line, so this pass joins such a string into the line it starts on.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace epic::frontend {

/// The stand-in (U+10FF0A) for a newline byte inside a string that runs across
/// lines; decodeString turns it back into 0x0a. Raw bytes use U+10FF80..FF
/// (frontend/RawBytes.h).
inline constexpr std::string_view StringNewline = "\xf4\x8f\xbc\x8a";

struct OpenTextNote {
  size_t Line;  // 0-based line of the input the note is about
  size_t Col;   // 1-based column there
  size_t Stmt;  // 0-based line of the joined statement it belongs to (for its order)
  bool Error;   // an error (else a warning)
  std::string Message;
};

/// A piece of a line of the joined text: from its column `OutCol` on, the text
/// is the input's from line `Line`, column `Col` (lines 0-based, columns
/// 1-based, in code points). Only lines that do not sit at their own line and
/// column get pieces (all of theirs).
struct OpenTextPiece {
  size_t OutLine, OutCol, Line, Col;
};

/// `Text` with every string that runs past its line joined into the line it
/// starts on, as GNU as reads it: each newline inside it is a newline byte
/// (StringNewline; a warning "unterminated string; newline inserted" for its
/// line), a backslash before one is the two characters `\` `n` (the
/// scrubber's rewrite, no warning), and at the end of the file the closing quote
/// is inserted (a warning). A `/*` comment open at the end of the file is closed
/// there (a warning). Lines keep their count: blank lines follow a joined one.
/// Statements other than dot directives (instructions, tc-ia64's `string`,
/// `stringz`, `data1`...) are cut at their line end first: their string ends
/// there ("missing closing"), and the scrubber's string goes on. The text is
/// read as GNU as's scrubber leaves it (comments it sees go, character constants
/// become decimal numbers, blanks it saw outside its strings are squeezed by its
/// states where read.c reads them inside one). When the scrubber's output does not
/// end with a newline (a comment open at the end), a string open at its last
/// newline ends there: input-scrub.c keeps the rest back as a partial buffer.
/// Returns false (and leaves `Out` empty) when nothing needs joining or closing. `Pieces` maps the joined lines back to the input
/// (text after a string's closing quote is on a later line).
bool joinOpenStrings(std::string_view Text, std::string &Out, std::vector<OpenTextNote> &Notes,
                     std::vector<OpenTextPiece> &Pieces);

} // namespace epic::frontend
