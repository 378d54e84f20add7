#include "frontend/MacroText.h"
#include "frontend/AbsExpr.h"
#include "frontend/MacroExpander.h"

namespace epic::frontend {

namespace {
bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v'; }
bool keepsSpace(char C) { return isNameChar(C) || C == '"'; }
} // namespace

std::string scrubOperands(std::string_view S) {
  std::string Out;
  for (size_t I = 0; I < S.size();) {
    char C = S[I];
    if (C == '"') {
      size_t Used = 0;
      macro::quoted(S.substr(I), Used);
      Used = Used ? Used : S.size() - I; // unterminated: keep the rest
      Out.append(S.substr(I, Used));
      I += Used;
      continue;
    }
    if (isBlank(C)) {
      while (I < S.size() && isBlank(S[I]))
        ++I;
      if (!Out.empty() && I < S.size() && keepsSpace(Out.back()) && keepsSpace(S[I]))
        Out += ' ';
      continue;
    }
    Out += C;
    ++I;
  }
  return Out;
}

namespace macro {

namespace {
std::string scrubStatement(std::string_view S) {
  Head H = readHead(S);
  std::string Out(S.substr(0, H.NameEnd));
  std::string_view Rest = S.substr(H.NameEnd);
  std::string Ops = scrubOperands(Rest);
  if (!Ops.empty() && !Rest.empty() && isBlank(Rest[0]) && H.NameEnd > 0)
    Out += ' ';
  return Out + Ops;
}
} // namespace

std::string scrubLine(std::string_view Line) {
  std::string Out;
  size_t From = 0, Len = 0;
  for (;;) { // each statement starts afresh, as after a newline
    size_t Sep = findSeparator(Line, From, Len);
    Out += scrubStatement(Line.substr(From, Sep == std::string_view::npos ? Sep : Sep - From));
    if (Sep == std::string_view::npos)
      return Out;
    Out.append(Line.substr(Sep, Len));
    From = Sep + Len;
  }
}

std::string lower(std::string_view S) {
  std::string R(S);
  for (char &C : R)
    if (C >= 'A' && C <= 'Z')
      C = char(C - 'A' + 'a');
  return R;
}

std::string_view trim(std::string_view S) {
  size_t B = 0, E = S.size();
  while (B < E && isBlank(S[B]))
    ++B;
  while (E > B && isBlank(S[E - 1]))
    --E;
  return S.substr(B, E - B);
}

std::optional<std::string> quoted(std::string_view S, size_t &Used) {
  Used = 0;
  if (S.empty() || S[0] != '"')
    return std::nullopt;
  std::string V;
  for (size_t I = 1; I < S.size(); ++I) {
    if (S[I] == '\\' && I + 1 < S.size()) {
      V += S[I];
      V += S[++I];
    } else if (S[I] == '"' && I + 1 < S.size() && S[I + 1] == '"') {
      V += '"';
      ++I;
    } else if (S[I] == '"') {
      Used = I + 1;
      return V;
    } else {
      V += S[I];
    }
  }
  return std::nullopt;
}

Head readHead(std::string_view S) {
  Head H;
  size_t I = 0;
  for (;;) {
    while (I < S.size() && isBlank(S[I]))
      ++I;
    size_t B = I;
    while (I < S.size() && isNameChar(S[I]))
      ++I;
    if (I == B) {
      H.NameBegin = H.NameEnd = B;
      return H;
    }
    if (I < S.size() && S[I] == ':') {
      H.Labels.emplace_back(S.substr(B, I - B));
      I += (I + 1 < S.size() && S[I + 1] == ':') ? 2 : 1;
      H.LabelsEnd = I;
      continue;
    }
    H.NameBegin = B;
    H.NameEnd = I;
    H.Lower = lower(S.substr(B, I - B));
    while (I < S.size() && isBlank(S[I]))
      ++I;
    H.Assigns = I < S.size() && S[I] == '=';
    return H;
  }
}

size_t findSeparator(std::string_view S, size_t From, size_t &Len) {
  for (size_t I = From; I < S.size(); ++I) {
    char C = S[I];
    if (C != '"' && C != '/' && C != ';')
      continue;
    if (C == '"') {
      size_t Used = 0;
      quoted(S.substr(I), Used);
      if (!Used)
        return std::string_view::npos;
      I += Used - 1;
    } else if (C == '/' && I + 1 < S.size() && S[I + 1] == '/') {
      return std::string_view::npos;
    } else if (C == ';') {
      Len = (I + 1 < S.size() && S[I + 1] == ';') ? 2 : 1;
      return I;
    }
  }
  return std::string_view::npos;
}

std::string_view operandText(std::string_view S) {
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] == '"') {
      size_t Used = 0;
      quoted(S.substr(I), Used);
      if (!Used)
        break;
      I += Used - 1;
    } else if (S[I] == '/' && I + 1 < S.size() && S[I + 1] == '/') {
      return trim(S.substr(0, I));
    }
  }
  return trim(S);
}

namespace {
// `<...>` under .altmacro: `!` takes the next character literally; nested
// brackets are kept. Without its `>` it runs to the end (gas's getstring:
// `m 1%(8)<=4` passes `1%(8)` and `=4`).
std::string angle(std::string_view S, size_t &I) {
  std::string V;
  unsigned Depth = 0;
  for (++I; I < S.size(); ++I) {
    char C = S[I];
    if (C == '!' && I + 1 < S.size()) {
      V += S[++I];
    } else if (C == '<') {
      ++Depth;
      V += C;
    } else if (C == '>') {
      if (Depth == 0) {
        ++I;
        return V;
      }
      --Depth;
      V += C;
    } else {
      V += C;
    }
  }
  return V;
}

// A plain argument: up to a comma, or a blank outside brackets (or a `<`
// under .altmacro, which starts the next argument).
std::string plain(std::string_view S, size_t &I, bool Alt) {
  std::string V;
  std::vector<char> Closers;
  while (I < S.size()) {
    char C = S[I];
    if (C == ',' || (C == ' ' && Closers.empty()) || (Alt && C == '<' && !V.empty()))
      break;
    if (C == '"') {
      size_t Used = 0;
      quoted(S.substr(I), Used);
      Used = Used ? Used : S.size() - I;
      V.append(S.substr(I, Used));
      I += Used;
      continue;
    }
    if (C == '(' || C == '[')
      Closers.push_back(C == '(' ? ')' : ']');
    else if (!Closers.empty() && C == Closers.back())
      Closers.pop_back();
    V += C;
    ++I;
  }
  return V;
}
} // namespace

std::vector<Actual> splitArgs(std::string_view S, bool Alt, const EquateLookup &Lookup,
                              std::string &Error) {
  std::vector<Actual> Args;
  size_t I = 0;
  while (I < S.size()) {
    Actual A;
    A.Begin = I;
    if (!Alt) { // keyword argument: name=...
      size_t K = I;
      while (K < S.size() && isNameChar(S[K]))
        ++K;
      if (K > I && K < S.size() && S[K] == '=' && isNameStart(S[I])) {
        A.Keyword = std::string(S.substr(I, K - I));
        I = K + 1;
      }
    }
    if (I < S.size() && S[I] == '"') {
      size_t Used = 0;
      auto Q = quoted(S.substr(I), Used);
      if (!Q) {
        Error = "unterminated string in macro arguments";
        return Args;
      }
      A.Value = Alt ? std::string(S.substr(I, Used)) : *Q;
      A.Quoted = true;
      I += Used;
    } else if (Alt && I < S.size() && S[I] == '<') {
      while (I < S.size() && S[I] == '<') // `<a><b>` is one argument `ab`
        A.Value += angle(S, I);
    } else if (Alt && I < S.size() && S[I] == '%') {
      ++I;
      size_t Used = 0;
      auto V = evaluatePrefix(S.substr(I), Lookup, Error, Used);
      I += Used;
      if (!V) {
        Error = "'%' operator needs an absolute expression: " + Error;
        return Args;
      }
      A.ZeroAssumed = !Error.empty();
      Error.clear();
      A.Value = std::to_string(*V);
    } else {
      A.Value = plain(S, I, Alt);
    }
    A.End = I;
    Args.push_back(std::move(A));
    if (I < S.size() && S[I] == ' ')
      ++I;
    if (I < S.size() && S[I] == ',') { // a trailing comma adds no argument (gas's macro.c)
      ++I;
      if (I < S.size() && S[I] == ' ')
        ++I;
    }
  }
  return Args;
}

std::string substitute(std::string_view Line, const Formals &F, bool Alt,
                       const std::optional<unsigned> &Counter) {
  std::string Out;
  Out.reserve(Line.size() + 16);
  auto token = [&](size_t &I) {
    size_t B = I;
    while (I < Line.size() && isNameChar(Line[I]))
      ++I;
    return Line.substr(B, I - B);
  };
  for (size_t I = 0; I < Line.size();) {
    char C = Line[I];
    if (C == '\\' && I + 1 < Line.size()) {
      char N = Line[I + 1];
      if (N == '(' && I + 2 < Line.size() && Line[I + 2] == ')') {
        I += 3;
        continue;
      }
      if (N == '@' && Counter) {
        Out += std::to_string(*Counter);
        I += 2;
        continue;
      }
      if (isNameStart(N)) { // `\name`: not a formal stays as written
        size_t J = I + 1;
        std::string_view T = token(J);
        auto It = F.find(T);
        if (It == F.end())
          Out += C;
        Out += It != F.end() ? std::string_view(It->second) : T;
        I = J;
        continue;
      }
      Out += C;
      ++I;
      continue;
    }
    // .altmacro (GNU as's rules, read from its listings): `&name&` marks a
    // name; a formal gives its value and both `&` go, any other text keeps
    // them. A bare name (formal or not) swallows one `&` right after it.
    if (Alt && C == '&') {
      size_t J = I + 1;
      std::string_view T = J < Line.size() && isNameStart(Line[J]) ? token(J) : std::string_view();
      bool Suffix = J < Line.size() && Line[J] == '&';
      J += Suffix;
      if (Suffix && !T.empty() && J < Line.size() && Line[J] == '&')
        ++J; // a second `&` after `&name&` goes too (gas: `&n&&1` is `11`, `9&E2&&3` is `9&E2&3`)
      if (auto It = F.find(T); !T.empty() && It != F.end()) {
        Out += It->second;
      } else {
        Out += C;
        Out += T;
        if (Suffix)
          Out += '&';
      }
      I = J;
      continue;
    }
    if (Alt && isNameStart(C)) {
      size_t J = I;
      std::string_view T = token(J);
      auto It = F.find(T);
      Out += It != F.end() ? std::string_view(It->second) : T;
      I = J + (J < Line.size() && Line[J] == '&');
      continue;
    }
    if (Alt) { // digits too: in `1f`, `f` is a name of its own
      Out += C;
      ++I;
      continue;
    }
    if (isNameChar(C)) { // copy a whole name so a formal never matches inside one
      size_t J = I;
      Out += token(J);
      I = J;
      continue;
    }
    Out += C;
    ++I;
  }
  return Out;
}

} // namespace macro
} // namespace epic::frontend
