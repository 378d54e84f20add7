#include "emitter/DwarfDirectives.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace epic::emit::dwarf {
namespace {

/// `.loc` operands are blank-separated words; numbers are decimal, octal or hex.
std::vector<std::string> words(const std::string &Raw) {
  std::vector<std::string> Out;
  std::string Cur;
  for (char C : Raw) {
    if (C == ' ' || C == '\t' || C == ',') {
      if (!Cur.empty())
        Out.push_back(std::move(Cur));
      Cur.clear();
    } else if (C == ';' || C == '#') {
      break;
    } else {
      Cur += C;
    }
  }
  if (!Cur.empty())
    Out.push_back(std::move(Cur));
  return Out;
}

std::optional<int64_t> number(const std::string &W) {
  long long V = 0;
  llvm::StringRef S(W);
  bool Neg = S.consume_front("-");
  if (S.empty() || !(S[0] >= '0' && S[0] <= '9') || S.getAsInteger(0, V))
    return std::nullopt;
  return Neg ? -V : V;
}

bool nameChar(char C, bool First) {
  return (C >= 'A' && C <= 'Z') || (C >= 'a' && C <= 'z') || C == '_' || C == '.' || C == '$' ||
         (!First && C >= '0' && C <= '9');
}

/// The operand of `view` as GNU as reads it (dwarf2_directive_loc): a
/// number (only 0; `-0` resets), else a symbol name, quoted or not.
LocView readView(const std::vector<std::string> &W, size_t &I) {
  LocView V;
  if (I + 1 >= W.size()) {
    V.Error = "expected symbol name";
    return V;
  }
  std::string Arg = W[++I];
  if (Arg == "-" && I + 1 < W.size()) // `view - 0`
    Arg += W[++I];
  if (!Arg.empty() && (Arg[0] == '-' || (Arg[0] >= '0' && Arg[0] <= '9'))) {
    auto N = number(Arg);
    if (!N)
      V.Error = "bad view number '" + Arg + "' (a number or a symbol name)";
    else if (*N != 0)
      V.Error = "numeric view can only be asserted to zero";
    else
      V.K = Arg[0] == '-' ? ViewKind::Reset : ViewKind::Zero;
    return V;
  }
  if (Arg.size() >= 2 && Arg.front() == '"' && Arg.back() == '"')
    Arg = Arg.substr(1, Arg.size() - 2);
  else
    for (size_t K = 0; K < Arg.size(); ++K)
      if (!nameChar(Arg[K], K == 0)) {
        V.Error = K ? std::string("junk at end of line, first unrecognized character is `") + Arg[K] + "'"
                    : "expected symbol name";
        return V;
      }
  if (Arg.empty())
    V.Error = "expected symbol name";
  V.K = ViewKind::Symbol;
  V.Name = Arg;
  return V;
}

} // namespace

LocView locView(const ir::Directive &D) {
  std::vector<std::string> W = words(D.Raw);
  LocView Last;
  for (size_t I = 2; I < W.size(); ++I) {
    if (W[I] == "is_stmt" || W[I] == "isa" || W[I] == "discriminator")
      ++I;
    else if (W[I] == "view")
      Last = readView(W, I); // the last one counts (GNU as)
  }
  return Last;
}

bool applyFile(const ir::Directive &D, LineTable &T, ir::DiagnosticEngine &DE) {
  if (D.Args.empty())
    return false; // `.file "name"`
  const ir::Expr &E = *D.Args[0];
  if (E.K != ir::Expr::Constant || E.Value < 0 || E.Value > 0xffff) {
    DE.error(D.Loc, "'.file' needs a file number from 0 to 65535 before its name");
    return false;
  }
  std::vector<std::string> Strs;
  for (const std::string &W : D.Words)
    if (W == "md5") {
      DE.error(D.Loc, "'.file' with an md5 checksum is not supported");
      return false;
    } else {
      Strs.push_back(W);
    }
  if (Strs.empty() || Strs.size() > 2 || D.Args.size() > 1) {
    DE.error(D.Loc, "'.file N' expects a file name, or a directory and a file name, in quotes");
    return false;
  }
  if (Strs.back().empty()) {
    DE.error(D.Loc, "'.file' needs a non-empty file name");
    return false;
  }
  T.setFile(unsigned(E.Value), Strs.size() == 2 ? Strs[0] : "", Strs.back());
  return true;
}

std::optional<LineState> applyLoc(const ir::Directive &D, const LineState &Before, const LineTable &T,
                                  ir::DiagnosticEngine &DE) {
  std::vector<std::string> W = words(D.Raw);
  auto fail = [&](std::string Msg) -> std::optional<LineState> {
    DE.error(D.Loc, std::move(Msg));
    return std::nullopt;
  };
  LineState S = Before;
  S.Discriminator = 0;
  S.BasicBlock = S.PrologueEnd = S.EpilogueBegin = false;
  S.View = ViewKind::None;
  S.ViewName.clear();
  auto File = W.size() > 0 ? number(W[0]) : std::nullopt;
  if (W.size() == 1 && File) {
    // GNU as takes it and writes no row for it.
    DE.warning(D.Loc, "'.loc' without a line number is ignored (as GNU as does)");
    return std::nullopt;
  }
  auto Line = W.size() > 1 ? number(W[1]) : std::nullopt;
  if (!File || !Line)
    return fail("'.loc' expects a file number and a line number");
  if (*File < 0 || size_t(*File) >= T.Files.size() || !T.Files[*File].Used)
    return fail("unassigned file number " + std::to_string(*File));
  if (*Line < 0)
    return fail("line numbers must be positive");
  S.File = unsigned(*File);
  S.Line = unsigned(*Line);
  size_t I = 2;
  if (I < W.size() && number(W[I])) {
    if (*number(W[I]) < 0)
      return fail("column number less than zero");
    S.Column = unsigned(*number(W[I++]));
  } // else the column stays what it was (GNU as)
  for (; I < W.size(); ++I) {
    const std::string &K = W[I];
    if (K == "basic_block") {
      S.BasicBlock = true;
      continue;
    }
    if (K == "prologue_end") {
      S.PrologueEnd = true;
      continue;
    }
    if (K == "epilogue_begin") {
      S.EpilogueBegin = true;
      continue;
    }
    if (K == "view") {
      LocView V = readView(W, I);
      if (!V.Error.empty())
        return fail(V.Error);
      S.View = V.K;
      S.ViewName = V.Name;
      continue;
    }
    if (K != "is_stmt" && K != "isa" && K != "discriminator")
      return fail("unknown .loc sub-directive '" + K + "'");
    if (I + 1 >= W.size())
      return fail("'" + K + "' needs a value");
    const std::string &Arg = W[++I];
    auto V = number(Arg);
    if (!V)
      return fail("'" + K + "' needs a number, not '" + Arg + "'");
    if (K == "is_stmt") {
      if (*V != 0 && *V != 1)
        return fail("is_stmt value not 0 or 1");
      S.IsStmt = *V;
    } else if (*V < 0) {
      return fail(K == "isa" ? "isa number less than zero" : "discriminator less than zero"); // gas's words
    } else if (K == "isa") {
      S.Isa = unsigned(*V);
    } else {
      S.Discriminator = unsigned(*V);
    }
  }
  return S;
}

} // namespace epic::emit::dwarf
