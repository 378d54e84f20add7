#include "frontend/MacroExpander.h"
#include "frontend/AbsExpr.h"
#include "frontend/DirectiveTable.h"
#include "frontend/MacroDirectives.h"
#include "frontend/MacroText.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>

namespace epic::frontend {

namespace {
using namespace macro;
using ir::SourceLoc;

/// A line with where it came from.
struct SrcLine {
  std::string_view Text;
  uint32_t File, Line, Via;
};

struct BodyLine {
  std::string Text;
  uint32_t File, Line, Via;
};

struct Param {
  std::string Name, Default;
  bool Req = false, Vararg = false;
};

struct Macro {
  std::string Name;
  std::vector<Param> Params;
  std::vector<BodyLine> Body;
};

/// Lines being read: a file, or the expansion of a macro or .rept/.irp.
struct Frame {
  enum Kind { File, MacroBody, Repeat, Rest } K = File;
  std::string Storage;
  struct Ref {
    size_t Off, Len;
    uint32_t File, Line, Via;
  };
  std::vector<Ref> Lines;
  size_t Next = 0;
  size_t CondDepth = 0; // conditionals open when the frame started

  void add(std::string_view Text, uint32_t F, uint32_t L, uint32_t V) {
    Lines.push_back({Storage.size(), Text.size(), F, L, V});
    Storage.append(Text);
  }
  SrcLine line(size_t I) const {
    const Ref &R = Lines[I];
    return {std::string_view(Storage).substr(R.Off, R.Len), R.File, R.Line, R.Via};
  }
};

struct Cond {
  SourceLoc Loc;
  bool ParentLive, Live, Taken, SeenElse;
};

/// A body being collected up to its `.endm` / `.endr`.
struct Collect {
  enum Kind { MacroDef, Rept, Irp, Irpc } K;
  SourceLoc Loc;
  uint32_t Via = 0;
  unsigned Depth = 0;
  Macro Def;                       // MacroDef
  int64_t Count = 0;               // Rept
  std::string Sym;                 // Irp/Irpc
  std::vector<std::string> Values; // Irp/Irpc
  std::vector<BodyLine> Body;
};

class Expander {
public:
  Expander(const ParseOptions &Opts, ir::SourceManager &SM, LineMap &Out, const MacroLimits &Limits)
      : Opts(Opts), SM(SM), Map(Out), Limits(Limits) {}

  std::string run(std::string Text, const LineMap &In) {
    auto F = std::make_unique<Frame>();
    F->K = Frame::File;
    F->Storage = std::move(Text);
    size_t Pos = 0;
    for (const LineMap::Entry &E : In.Lines) {
      size_t End = F->Storage.find('\n', Pos);
      End = End == std::string::npos ? F->Storage.size() : End;
      F->Lines.push_back({Pos, End - Pos, E.File, E.Line, 0});
      Pos = End + 1;
    }
    Frames.push_back(std::move(F));
    size_t NextDeferred = 0; // the file's own notes (prepareText), at their lines
    while (!Frames.empty() && !Stopped) {
      Frame &Top = *Frames.back();
      if (Top.Next == Top.Lines.size()) {
        Frames.pop_back();
        continue;
      }
      for (; Frames.size() == 1 && NextDeferred < In.Deferred.size() && In.Deferred[NextDeferred].Before <= Top.Next;
           ++NextDeferred)
        Map.Deferred.push_back({Map.Lines.size(), In.Deferred[NextDeferred].D});
      SrcLine L = Top.line(Top.Next++);
      if (Top.K != Frame::File &&
          (++ExpandedLines > Limits.MaxLines || (ExpandedBytes += L.Text.size()) > Limits.MaxBytes)) {
        stop(loc(L, 1), "macro expansion produces more than " + std::to_string(Limits.MaxLines) +
                            " lines or " + std::to_string(Limits.MaxBytes >> 20) + " MiB",
             L.Via);
        break;
      }
      processLine(L);
    }
    finish();
    return std::move(Out);
  }

  bool stopped() const { return Stopped; }

private:
  // --- output and diagnostics ------------------------------------------------
  void emit(std::string_view Text, const SrcLine &L) {
    Out.append(Text);
    Out += '\n';
    Map.Lines.push_back({L.File, L.Line});
    if (L.Via && Map.Via.size() + 1 < Map.Lines.size()) // (lines from no expansion before it: none kept)
      Map.Via.resize(Map.Lines.size() - 1, 0);
    if (L.Via || !Map.Via.empty())
      Map.Via.push_back(L.Via);
  }
  SourceLoc loc(const SrcLine &L, size_t Col) const { return {L.File, L.Line, uint32_t(Col)}; }
  // Diagnostics wait in the map for the parser to reach this point (in order).
  void report(ir::Severity S, SourceLoc At, std::string Msg, uint32_t Via) {
    if (S == ir::Severity::Error && ++Errors >= MaxErrors)
      Stopped = true; // the engine shows only the first few anyway
    Map.Deferred.push_back({Map.Lines.size(), {S, At, std::move(Msg)}});
    for (ir::Diagnostic &N : expansionNotes(Map, Via))
      Map.Deferred.push_back({Map.Lines.size(), std::move(N)});
  }
  void error(const SrcLine &L, size_t Col, std::string Msg) {
    report(ir::Severity::Error, loc(L, Col), std::move(Msg), L.Via);
  }
  void warning(const SrcLine &L, size_t Col, std::string Msg) {
    report(ir::Severity::Warning, loc(L, Col), std::move(Msg), L.Via);
  }
  // A limit was hit: report it and read no further (like GNU as's fatal errors).
  void stop(SourceLoc L, std::string Msg, uint32_t Via) {
    report(ir::Severity::Error, L, std::move(Msg), Via);
    Stopped = true;
  }

  bool live() const { return Conds.empty() || Conds.back().Live; }

  // --- symbols known so far, for .if / .ifdef / %expr ------------------------
  EquateLookup lookup() const {
    return [this](const std::string &Name) -> const ir::Expr * {
      auto It = Symbols.find(Name);
      return It == Symbols.end() ? nullptr : It->second.get();
    };
  }
  void define(const std::string &Name, std::string_view ValueText) {
    std::string Why;
    auto V = evaluateText(ValueText, lookup(), Why);
    Symbols[Name] = V ? ir::Expr::constant(uint64_t(*V)) : nullptr;
  }
  // Labels and equates of the statements of a line the parser will see.
  void track(std::string_view Line) {
    size_t Len = 0, From = 0;
    for (;;) {
      size_t Sep = findSeparator(Line, From, Len);
      std::string_view S = Line.substr(From, Sep == std::string_view::npos ? Sep : Sep - From);
      trackStatement(S, readHead(S));
      if (Sep == std::string_view::npos)
        return;
      From = Sep + Len;
    }
  }
  void trackStatement(std::string_view S, const Head &H) {
    for (const std::string &Lab : H.Labels)
      if (!Lab.empty() && isNameStart(Lab[0]))
        Symbols.emplace(Lab, nullptr);
    if (H.Lower.empty())
      return;
    std::string_view Rest = trim(S.substr(H.NameEnd));
    if (!Rest.empty() && Rest[0] == '=' && H.Lower[0] != '.') {
      Rest.remove_prefix(Rest.size() > 1 && Rest[1] == '=' ? 2 : 1);
      define(std::string(S.substr(H.NameBegin, H.NameEnd - H.NameBegin)), operandText(Rest));
      return;
    }
    if (H.Lower[0] != '.')
      return; // the directives below are all dotted (`data1 0` needs no table look-up)
    const DirInfo *Info = lookupDirective(H.Lower);
    const DirKind Kind = Info ? Info->Kind : DirKind::Unsupported;
    if (Kind == DirKind::Comm || Kind == DirKind::LComm) { // common symbols count as defined
      std::string_view Ops = operandText(Rest);
      Symbols.emplace(std::string(trim(Ops.substr(0, Ops.find(',')))), nullptr);
      return;
    }
    if (Kind == DirKind::Set) {
      std::string_view Ops = operandText(Rest);
      size_t Comma = Ops.find(',');
      if (Comma != std::string_view::npos)
        define(std::string(trim(Ops.substr(0, Comma))), Ops.substr(Comma + 1));
    }
  }

  // --- lines -----------------------------------------------------------------
  const Macro *findMacro(const Head &H) const {
    if (H.Lower.empty() || Macros.empty() || H.Assigns)
      return nullptr;
    if (H.Lower[0] == '.' && lookupDirective(H.Lower))
      return nullptr; // a directive wins over a macro of the same name
    auto It = Macros.find(H.Lower);
    return It == Macros.end() ? nullptr : &It->second;
  }
  bool ours(const Head &H) const {
    if (H.Lower.empty() || (H.Lower[0] != '.' && Macros.empty()))
      return false; // every macro-language directive is dotted (`local` is read in bodies)
    return lookupDir(H.Lower) || findMacro(H);
  }

  void processLine(const SrcLine &L) {
    Head H = readHead(L.Text);
    if (Coll)
      return collectLine(L, H);
    if (!live())
      return skipLine(L, H);
    if (!ours(H)) {
      // A later statement of the line may be ours: split the line there.
      std::string_view Before = L.Text;
      splitBefore(L, [&](const Head &N) { return ours(N); }, Before);
      track(Before);
      emit(Before, L);
      return;
    }
    // Labels before the statement are the parser's.
    if (H.LabelsEnd) {
      track(L.Text.substr(0, H.LabelsEnd));
      emit(L.Text.substr(0, H.LabelsEnd), L);
    }
    std::string_view Operands = operands(L, H);
    if (const Macro *M = findMacro(H))
      return invoke(*M, L, H, Operands);
    directive(*lookupDir(H.Lower), L, H, Operands);
  }

  // The operands of the statement `H` starts; a later statement on the line
  // is read next (after this one and its expansion).
  std::string_view operands(const SrcLine &L, const Head &H) {
    size_t Len = 0;
    size_t Sep = findSeparator(L.Text, H.NameEnd, Len);
    if (Sep == std::string_view::npos)
      return operandText(L.Text.substr(H.NameEnd));
    pushRest(L, Len == 2 ? Sep : Sep + 1); // a `;;` stop is a statement of its own
    return operandText(L.Text.substr(H.NameEnd, Sep - H.NameEnd));
  }

  // When a later statement of `L` is one `Wanted` accepts, cuts the line
  // before it (`Before`; a `;;` stop stays with it) and reads the rest next.
  template <class Pred> bool splitBefore(const SrcLine &L, Pred Wanted, std::string_view &Before) {
    size_t Len = 0;
    for (size_t Sep = findSeparator(L.Text, 0, Len); Sep != std::string_view::npos;
         Sep = findSeparator(L.Text, Sep + Len, Len))
      if (Wanted(readHead(L.Text.substr(Sep + Len)))) {
        Before = L.Text.substr(0, Len == 2 ? Sep + 2 : Sep);
        pushRest(L, Sep + Len);
        return true;
      }
    return false;
  }

  // The rest of a line from `From`, read next; blanks keep its columns.
  void pushRest(const SrcLine &L, size_t From) {
    auto F = std::make_unique<Frame>();
    F->K = Frame::Rest;
    F->CondDepth = Conds.size();
    std::string Text(From, ' ');
    Text.append(L.Text.substr(From));
    F->add(Text, L.File, L.Line, L.Via);
    Frames.push_back(std::move(F));
  }

  // In a branch not taken only conditionals count (for nesting).
  void skipLine(const SrcLine &L, const Head &H) {
    auto isCond = [](const Head &N) {
      auto D = lookupDir(N.Lower);
      return D && isConditional(*D);
    };
    if (!isCond(H)) {
      std::string_view Ignored;
      splitBefore(L, isCond, Ignored);
      return;
    }
    conditional(*lookupDir(H.Lower), L, H, operands(L, H));
  }

  // Inside a body only the nesting directives of its kind count; GNU as
  // reads them per statement, so a line is cut before each.
  void collectLine(const SrcLine &L, const Head &H) {
    bool Macro = Coll->K == Collect::MacroDef;
    auto kind = [&](const Head &N) { // 1 opens, -1 closes, 0 neither
      auto D = lookupDir(N.Lower);
      if (!D)
        return 0;
      if (Macro ? *D == Dir::Macro : (*D == Dir::Rept || *D == Dir::Irp || *D == Dir::Irpc))
        return 1;
      return *D == (Macro ? Dir::Endm : Dir::Endr) ? -1 : 0;
    };
    int K = kind(H);
    std::string_view Text = L.Text;
    if (K == 0) {
      splitBefore(L, [&](const Head &N) { return kind(N) != 0; }, Text);
    } else {
      size_t Len = 0;
      size_t Sep = findSeparator(L.Text, H.NameEnd, Len);
      if (Sep != std::string_view::npos) {
        pushRest(L, Len == 2 ? Sep : Sep + 1);
        Text = L.Text.substr(0, Sep);
      }
    }
    if (K > 0)
      ++Coll->Depth;
    if (K < 0 && Coll->Depth-- == 0) {
      std::unique_ptr<Collect> C = std::move(Coll);
      finishBody(*C, L);
      return;
    }
    Coll->Body.push_back({std::string(Text), L.File, L.Line, L.Via});
  }

  // --- directives ---------------------------------------------------------------
  void directive(Dir D, const SrcLine &L, const Head &H, std::string_view Ops) {
    size_t Col = H.NameBegin + 1;
    if (isConditional(D))
      return conditional(D, L, H, Ops);
    switch (D) {
    case Dir::Macro: return defineMacro(L, Col, Ops);
    case Dir::Rept:
    case Dir::Irp:
    case Dir::Irpc: return startRepeat(D, L, Col, Ops);
    case Dir::Endm: return warning(L, Col, "'.endm' without a preceding '.macro'");
    case Dir::Endr: return warning(L, Col, "'.endr' without a preceding '.rept', '.irp' or '.irpc'");
    case Dir::Exitm: return exitMacro(L, Col);
    case Dir::Purgem: {
      std::string Name = lower(scrubOperands(Ops));
      if (!Macros.erase(Name))
        warning(L, Col, "attempt to purge macro '" + Name + "', which is not defined");
      return;
    }
    case Dir::AltMacro: Alt = true; return;
    case Dir::NoAltMacro: Alt = false; return;
    case Dir::Include: return include(L, Col, Ops);
    case Dir::End: // GNU as reads nothing after `.end`, in an included file or a macro too
      Frames.clear();
      return;
    case Dir::Err: return error(L, Col, "'.err' encountered");
    case Dir::Error:
    case Dir::Warning:
    case Dir::Print: return message(D, L, Col, Ops);
    default: return;
    }
  }

  void message(Dir D, const SrcLine &L, size_t Col, std::string_view Ops) {
    std::optional<std::string> Text;
    if (Ops.empty() && D != Dir::Print) {
      Text = D == Dir::Error ? ".error directive invoked in source file"
                             : ".warning directive invoked in source file";
    } else {
      size_t Used = 0;
      Text = quoted(Ops, Used);
      if (Used != Ops.size())
        Text.reset();
    }
    if (!Text)
      return error(L, Col, "'." + std::string(D == Dir::Error ? "error" : D == Dir::Warning ? "warning" : "print") +
                               "' expects one quoted string");
    if (D == Dir::Error)
      error(L, Col, *Text);
    else if (D == Dir::Warning)
      warning(L, Col, *Text);
    else
      report(ir::Severity::Note, loc(L, Col), *Text, 0);
  }

  void defineMacro(const SrcLine &L, size_t Col, std::string_view Ops) {
    std::string S = scrubOperands(Ops);
    Coll = std::make_unique<Collect>();
    Coll->K = Collect::MacroDef;
    Coll->Loc = loc(L, Col);
    Coll->Via = L.Via;
    size_t I = 0;
    while (I < S.size() && S[I] != ' ' && S[I] != ',')
      ++I;
    Coll->Def.Name = S.substr(0, I);
    if (Coll->Def.Name.empty() || !isNameStart(Coll->Def.Name[0]))
      return error(L, Col, "'.macro' needs a name");
    while (I < S.size()) {
      while (I < S.size() && (S[I] == ' ' || S[I] == ','))
        ++I;
      if (I == S.size())
        break;
      size_t B = I;
      while (I < S.size() && isNameChar(S[I]))
        ++I;
      Param P;
      P.Name = S.substr(B, I - B);
      if (P.Name.empty())
        return error(L, Col, "bad macro parameter list at '" + S.substr(B) + "'");
      if (S.compare(I, 4, ":req") == 0) {
        P.Req = true;
        I += 4;
      } else if (S.compare(I, 7, ":vararg") == 0) {
        P.Vararg = true;
        I += 7;
      }
      if (I < S.size() && S[I] == '=') {
        ++I;
        std::string Err;
        std::vector<Actual> One = splitArgs(std::string_view(S).substr(I), Alt, lookup(), Err);
        if (!One.empty()) {
          P.Default = One.front().Value;
          I += One.front().End;
        }
      }
      for (const Param &Q : Coll->Def.Params)
        if (Q.Name == P.Name)
          return error(L, Col, "macro parameter '" + P.Name + "' is given twice");
      if (!Coll->Def.Params.empty() && Coll->Def.Params.back().Vararg)
        return error(L, Col, "':vararg' must be the last parameter of macro '" + Coll->Def.Name + "'");
      Coll->Def.Params.push_back(std::move(P));
    }
  }

  void startRepeat(Dir D, const SrcLine &L, size_t Col, std::string_view Ops) {
    Coll = std::make_unique<Collect>();
    Coll->K = D == Dir::Rept ? Collect::Rept : D == Dir::Irp ? Collect::Irp : Collect::Irpc;
    Coll->Loc = loc(L, Col);
    Coll->Via = L.Via;
    if (D == Dir::Rept) {
      std::string Why;
      auto N = trim(Ops).empty() ? std::optional<int64_t>(0) : evaluateText(Ops, lookup(), Why); // gas: none, 0
      if (N && !Why.empty())
        warning(L, Col, Why);
      if (!N) {
        error(L, Col, "'.rept' count is not an absolute expression: " + Why);
        Coll->Count = 0;
      } else if (*N < 0) {
        error(L, Col, "negative count for '.rept'");
        Coll->Count = 0;
      } else {
        Coll->Count = *N;
      }
      return;
    }
    std::string S = scrubOperands(Ops);
    size_t NameEnd = 0; // gas's get_token: the name characters (`.irp i(1+2),6` is `i`, `(1+2)`, `6`)
    while (NameEnd < S.size() && isNameChar(S[NameEnd]))
      ++NameEnd;
    Coll->Sym = S.substr(0, NameEnd);
    if (Coll->Sym.empty() || !isNameStart(Coll->Sym[0]))
      return error(L, Col, "missing symbol name after '" + std::string(D == Dir::Irp ? ".irp" : ".irpc") + "'");
    std::string_view Rest = std::string_view(S).substr(Coll->Sym.size());
    if (!Rest.empty() && (Rest[0] == ',' || Rest[0] == ' '))
      Rest.remove_prefix(1);
    if (!Rest.empty() && Rest[0] == ' ')
      Rest.remove_prefix(1);
    if (D == Dir::Irpc) {
      size_t Used = 0;
      auto Q = quoted(Rest, Used);
      std::string Chars = Q && Used == Rest.size() ? *Q : std::string(Rest);
      for (char C : Chars)
        Coll->Values.emplace_back(1, C);
      if (Rest.empty()) // gas: no characters, one pass with an empty symbol; `""` none
        Coll->Values.emplace_back();
      return;
    }
    std::string Err;
    for (Actual &A : splitArgs(Rest, Alt, lookup(), Err))
      Coll->Values.push_back(std::move(A.Value));
    if (!Err.empty())
      error(L, Col, Err);
    if (Coll->Values.empty())
      Coll->Values.emplace_back();
  }

  void finishBody(Collect &C, const SrcLine &End) {
    if (C.K == Collect::MacroDef) {
      if (C.Def.Name.empty())
        return;
      std::string Key = lower(C.Def.Name);
      if (Macros.count(Key)) {
        report(ir::Severity::Error, C.Loc, "macro '" + C.Def.Name + "' was already defined", C.Via);
        return;
      }
      C.Def.Body = std::move(C.Body);
      Macros.emplace(Key, std::move(C.Def));
      return;
    }
    std::string What = C.K == Collect::Rept ? "'.rept'" : C.K == Collect::Irp ? "'.irp'" : "'.irpc'";
    size_t Copies = C.K == Collect::Rept ? size_t(std::min<int64_t>(C.Count, INT32_MAX)) : C.Values.size();
    if (Copies && C.Body.size() > (Limits.MaxLines - std::min(Limits.MaxLines, ExpandedLines)) / Copies)
      return stop(C.Loc, What + " expands to more than " + std::to_string(Limits.MaxLines) + " lines", C.Via);
    if (!Copies || C.Body.empty())
      return;
    auto F = beginExpansion(Frame::Repeat, C.Loc, What + " expanded", C.Via, End);
    if (!F)
      return;
    uint32_t Via = uint32_t(Map.Expansions.size());
    Formals Fs;
    for (size_t N = 0; N < Copies; ++N) {
      if (C.K != Collect::Rept)
        Fs[C.Sym] = C.Values[N];
      for (const BodyLine &B : C.Body)
        F->add(C.K == Collect::Rept ? B.Text : substitute(Alt ? scrubLine(B.Text) : B.Text, Fs, Alt, std::nullopt),
               B.File, B.Line, Via);
    }
    Frames.push_back(std::move(F));
  }

  // A new expansion frame invoked at `At`; null (with an error) when
  // expansions nest too deeply.
  std::unique_ptr<Frame> beginExpansion(Frame::Kind K, SourceLoc At, std::string What, uint32_t ParentVia,
                                        const SrcLine &L) {
    unsigned Depth = 0;
    for (const auto &F : Frames)
      Depth += F->K == Frame::MacroBody || F->K == Frame::Repeat;
    if (Depth >= Limits.MaxNest) {
      stop(At, "macros nested too deeply (more than " + std::to_string(Limits.MaxNest) + " levels)", L.Via);
      return nullptr;
    }
    Map.Expansions.push_back({At, std::move(What), ParentVia, K == Frame::MacroBody});
    auto F = std::make_unique<Frame>();
    F->K = K;
    F->CondDepth = Conds.size();
    return F;
  }

  void invoke(const Macro &M, const SrcLine &L, const Head &H, std::string_view Ops) {
    size_t Col = H.NameBegin + 1;
    std::string S = scrubOperands(Ops);
    std::string Err;
    std::vector<Actual> Args = splitArgs(S, Alt, lookup(), Err);
    if (!Err.empty())
      return error(L, Col, Err);
    if (std::any_of(Args.begin(), Args.end(), [](const Actual &A) { return A.ZeroAssumed; }))
      warning(L, Col, MissingOperand);
    Formals Fs;
    std::vector<bool> Given(M.Params.size());
    size_t NextPos = 0;
    bool SawKeyword = false;
    for (const Actual &A : Args) {
      if (!A.Keyword.empty()) {
        SawKeyword = true;
        size_t K = 0;
        while (K < M.Params.size() && M.Params[K].Name != A.Keyword)
          ++K;
        if (K == M.Params.size())
          return error(L, Col, "macro '" + M.Name + "' has no parameter named '" + A.Keyword + "'");
        Fs[M.Params[K].Name] = A.Value;
        Given[K] = true;
        continue;
      }
      if (SawKeyword)
        return error(L, Col, "positional argument after a keyword argument");
      if (NextPos >= M.Params.size())
        return error(L, Col, "too many positional arguments for macro '" + M.Name + "'");
      const Param &P = M.Params[NextPos];
      Fs[P.Name] = P.Vararg ? S.substr(A.Begin) : A.Value;
      Given[NextPos++] = true;
      if (P.Vararg)
        break;
    }
    for (size_t K = 0; K < M.Params.size(); ++K) {
      const Param &P = M.Params[K];
      auto It = Fs.find(P.Name);
      if (It == Fs.end() || It->second.empty()) {
        if (P.Req)
          return error(L, Col, "missing value for required parameter '" + P.Name + "' of macro '" + M.Name + "'");
        Fs[P.Name] = P.Default;
      }
    }
    auto F = beginExpansion(Frame::MacroBody, loc(L, Col), "macro '" + M.Name + "' invoked", L.Via, L);
    if (!F)
      return;
    uint32_t Via = uint32_t(Map.Expansions.size());
    unsigned Counter = MacroCount++;
    if (Alt)
      addLocals(M, Fs);
    for (const BodyLine &B : M.Body) {
      if (Alt && readHead(B.Text).Lower == "local") {
        F->add("", B.File, B.Line, Via);
        continue;
      }
      F->add(substitute(Alt ? scrubLine(B.Text) : B.Text, Fs, Alt, Counter), B.File, B.Line, Via);
    }
    Frames.push_back(std::move(F));
  }

  // .altmacro `local a, b`: each name stands for a fresh `.LLnnnn` label.
  void addLocals(const Macro &M, Formals &Fs) {
    for (const BodyLine &B : M.Body) {
      Head H = readHead(B.Text);
      if (H.Lower != "local")
        continue;
      std::string S = scrubOperands(operandText(std::string_view(B.Text).substr(H.NameEnd)));
      std::string Err;
      for (const Actual &A : splitArgs(S, false, lookup(), Err)) {
        char Buf[16];
        std::snprintf(Buf, sizeof Buf, ".LL%04x", ++LocalCount);
        Fs[A.Value] = Buf;
      }
    }
  }

  void exitMacro(const SrcLine &L, size_t Col) {
    size_t I = Frames.size();
    // GNU as leaves the innermost expansion, a .rept/.irp one too.
    while (I > 0 && Frames[I - 1]->K != Frame::MacroBody && Frames[I - 1]->K != Frame::Repeat)
      --I;
    if (I == 0)
      return warning(L, Col, "'.exitm' outside a macro is ignored");
    Conds.resize(std::min(Conds.size(), Frames[I - 1]->CondDepth));
    Frames.resize(I - 1);
  }

  void include(const SrcLine &L, size_t Col, std::string_view Ops) {
    size_t Used = 0;
    auto Name = quoted(Ops, Used);
    if (!Name || Used != Ops.size())
      return error(L, Col, "'.include' expects a quoted file name");
    unsigned Depth = 0;
    for (const auto &F : Frames)
      Depth += F->K == Frame::File;
    if (Depth > Limits.MaxIncludeDepth) {
      stop(loc(L, Col), "'.include' nested too deeply (more than " + std::to_string(Limits.MaxIncludeDepth) +
                            " levels; does '" + *Name + "' include itself?)", L.Via);
      return;
    }
    // GNU as (read.c s_include): with -I, "./NAME" and then "DIR/NAME" for
    // each -I DIR, else (or when none exists) NAME as given. The spelling
    // names the file in diagnostics and in the -g line table.
    std::vector<std::string> Tries;
    if (!llvm::sys::path::is_absolute(*Name) && SM.name(L.File) != InputListName && !Opts.Includes.empty()) {
      Tries.push_back("./" + *Name);
      for (const std::string &Dir : Opts.Includes)
        Tries.push_back(Dir + "/" + *Name);
    }
    Tries.push_back(*Name);
    for (const std::string &Path : Tries) {
      if (!llvm::sys::fs::is_regular_file(Path))
        continue;
      auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
      if (!Buf)
        return error(L, Col, "cannot read '" + Path + "': " + Buf.getError().message());
      uint32_t Id = SM.addFile(Path);
      LineMap FileMap;
      std::string Text = prepareText((*Buf)->getBuffer(), Id, SM, FileMap);
      Map.Pieces.insert(FileMap.Pieces.begin(), FileMap.Pieces.end());
      for (const LineMap::Pending &P : FileMap.Deferred) // its strings run across lines: before its text
        report(P.D.Sev, P.D.Loc, P.D.Message, L.Via);
      auto F = std::make_unique<Frame>();
      F->K = Frame::File;
      F->CondDepth = Conds.size();
      size_t Pos = 0;
      for (const LineMap::Entry &E : FileMap.Lines) {
        size_t End = Text.find('\n', Pos);
        End = End == std::string::npos ? Text.size() : End;
        F->add(std::string_view(Text).substr(Pos, End - Pos), E.File, E.Line, L.Via);
        Pos = End + 1;
      }
      Frames.push_back(std::move(F));
      return;
    }
    error(L, Col, "cannot find include file '" + *Name + "'");
  }

  // --- conditionals ---------------------------------------------------------------
  void conditional(Dir D, const SrcLine &L, const Head &H, std::string_view Ops) {
    size_t Col = H.NameBegin + 1;
    if (opensConditional(D)) {
      bool Parent = live();
      bool V = Parent && test(D, L, Col, Ops);
      Conds.push_back({loc(L, Col), Parent, V, V, false});
      return;
    }
    if (Conds.empty())
      return error(L, Col, "'" + H.Lower + "' without a matching '.if'");
    Cond &C = Conds.back();
    switch (D) {
    case Dir::ElseIf:
      if (C.SeenElse)
        return error(L, Col, "'.elseif' after '.else'");
      C.Live = C.ParentLive && !C.Taken && test(Dir::If, L, Col, Ops);
      C.Taken |= C.Live;
      return;
    case Dir::Else:
      if (C.SeenElse)
        return error(L, Col, "duplicate '.else'");
      C.SeenElse = true;
      C.Live = C.ParentLive && !C.Taken;
      C.Taken = true;
      return;
    default:
      Conds.pop_back();
      return;
    }
  }

  // The truth of an opening conditional (false after an error).
  bool test(Dir D, const SrcLine &L, size_t Col, std::string_view Ops) {
    std::string Error;
    auto Defined = [this](const std::string &Name) { return Symbols.count(Name) != 0; };
    std::optional<bool> V = conditionHolds(D, Ops, lookup(), Defined, Error);
    if (!V)
      error(L, Col, Error);
    else if (!Error.empty())
      warning(L, Col, Error);
    return V.value_or(false);
  }

  void finish() {
    if (Stopped)
      return;
    if (Coll) {
      report(ir::Severity::Error, Coll->Loc,
             Coll->K == Collect::MacroDef ? "'.macro' without a matching '.endm'"
                                          : "repeat without a matching '.endr'",
             Coll->Via);
    }
    if (!Conds.empty())
      report(ir::Severity::Error, Conds.back().Loc, "end of file inside this conditional (no '.endif')", 0);
  }

  const ParseOptions &Opts;
  ir::SourceManager &SM;
  LineMap &Map;
  const MacroLimits &Limits;
  std::string Out;
  std::vector<std::unique_ptr<Frame>> Frames;
  std::vector<Cond> Conds;
  std::unique_ptr<Collect> Coll;
  std::map<std::string, Macro> Macros; // lower-case name
  std::map<std::string, ir::ExprRef> Symbols; // null: defined, not a constant
  bool Alt = false;
  bool Stopped = false;
  unsigned MacroCount = 0, LocalCount = 0, Errors = 0;
  static constexpr unsigned MaxErrors = 1000;
  size_t ExpandedLines = 0, ExpandedBytes = 0;
};
} // namespace

std::optional<std::string> expandMacros(std::string Text, const LineMap &InMap, const ParseOptions &Opts,
                         ir::SourceManager &SM, ir::DiagnosticEngine &DE, LineMap &OutMap,
                         const MacroLimits &Limits) {
  if (!mentionsMacroLanguage(Text)) {
    OutMap = InMap;
    return Text;
  }
  OutMap = LineMap();
  OutMap.Pieces = InMap.Pieces;
  Expander E(Opts, SM, OutMap, Limits);
  std::string Out = E.run(std::move(Text), InMap);
  if (!E.stopped())
    return Out;
  for (const LineMap::Pending &P : OutMap.Deferred)
    DE.report(P.D);
  return std::nullopt;
}

} // namespace epic::frontend
