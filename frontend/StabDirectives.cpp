// `.stabs "STRING", TYPE, OTHER, DESC, VALUE`, `.stabn TYPE, OTHER, DESC,
// VALUE` and `.stabd TYPE, OTHER, DESC` (old GCC -gstabs output), written
// as GNU as 2.40 writes them for IA-64 ELF (probed with ia64-linux-gnu-as;
// tests/lit/asm/stabs.s):
// - `.stab` holds 12-byte entries (strx 4, type 1, other 1, desc 2, value
//   4); its first entry is a header: strx 1 (the file name), type and
//   other 0, desc the number of entries after it, value the size of
//   `.stabstr`. `.stabstr` starts with a NUL and the file name (the input
//   file, or the last `.file "name"` read before the first stab); each
//   non-empty string follows (strx 0 for ""), none shared.
// - VALUE is a 4-byte data value in `.stab` (`.` is its own place there);
//   a symbol's gets a DIR32 relocation. `.stabd` takes `.` of the current
//   section where GNU as has written to (its queued instructions not yet).
// - Each directive switches to `.stab` and back, so it ends GNU as's
//   instruction queue as a section switch does.
// The entries are data of `.stab`/`.stabstr` marked ir::Data::Generated:
// the directive stays where it was read, for printers (re-assembled, it
// writes the same entries).
#include "frontend/Builder.h"
#include "frontend/ExprEval.h"
#include <cstdio>

namespace epic::frontend {
using ir::Expr;
using ir::ExprRef;
using ir::SourceLoc;

namespace {
ir::Data stabData(unsigned Size, ExprRef V, SourceLoc L) {
  ir::Data D;
  D.K = ir::Data::Int;
  D.Size = Size;
  D.Values.push_back(std::move(V));
  D.Loc = L;
  D.Generated = true;
  return D;
}
} // namespace

void Builder::pushStabString(const std::string &S, SourceLoc L) {
  ir::Data D;
  D.K = ir::Data::String;
  D.Strings.push_back(S);
  D.ZeroTerminate = true;
  D.Loc = L;
  D.Generated = true;
  D.Order = ++Statements;
  pushSubsection0(Stabs.Str, std::move(D));
  Stabs.StrSize += uint32_t(S.size() + 1);
}

void Builder::pushStabEntry(uint32_t Strx, std::array<ExprRef, 4> Fields, SourceLoc L) {
  static constexpr unsigned Sizes[5] = {4, 1, 1, 2, 4};
  for (unsigned K = 0; K < 5; ++K) {
    ir::Data D = stabData(Sizes[K], K ? std::move(Fields[K - 1]) : Expr::constant(Strx, L), L);
    D.Order = ++Statements;
    pushSubsection0(Stabs.Stab, std::move(D));
  }
}

void Builder::stabDirective(const std::string &Name, const std::vector<DirArg> &Args, std::string Raw,
                            SourceLoc L) {
  const bool Str = Name == ".stabs", Dot = Name == ".stabd";
  const size_t Want = Str ? 5 : Dot ? 3 : 4;
  if (Str && (Args.empty() || Args[0].K != DirArg::String)) {
    DE.error(Args.empty() ? L : Args[0].Loc, "missing string");
    return;
  }
  for (size_t I = 1; I < Args.size() && I < Want; ++I)
    if (!Args[I].AfterComma || !Args[I].E) {
      DE.warning(Args[I].Loc, Name + ": missing comma"); // GNU as writes no entry
      return;
    }
  if (Args.size() < Want) {
    DE.warning(L, Name + ": missing comma");
    return;
  }
  if (Args.size() > Want) { // GNU as: an error for .stabd; .stabn/.stabs write a broken entry
    DE.error(Args[Want].Loc, "junk at end of line, first unrecognized character is `,'");
    return;
  }
  const size_t F = Str ? 1 : 0; // type, other, desc: absolute
  int64_t V[3];
  for (size_t I = 0; I < 3; ++I) {
    auto C = evaluate(*Args[F + I].E, [this](const std::string &N) { return equateExpr(N); });
    if (!C) {
      DE.error(Args[F + I].Loc, "bad or irreducible absolute expression");
      return;
    }
    V[I] = *C;
  }
  if (V[2] < -32768 || V[2] > 65535) { // GNU as prints the value as a C int in hex
    char Hex[24];
    std::snprintf(Hex, sizeof Hex, "%x", unsigned(uint64_t(V[2])));
    DE.warning(Args[F + 2].Loc, Name + ": description field '" + Hex + "' too big, try a different debug format");
  }
  // The directive switches sections: GNU as writes its queue first (as at
  // `.section`), after taking `.` for `.stabd`.
  placePendingTags();
  closeBareBundle();
  if (InBrace) {
    DE.error(BraceLoc, "section changed inside a bundle opened here");
    InBrace = false;
  }
  ExprRef Value;
  if (Dot) {
    std::string Here = "=stabd" + std::to_string(++Stabs.Dots); // no symbol of the object
    equate(Here, Expr::dot(L), std::nullopt, true, "", L);
    Value = Expr::symbol(Here, L);
  } else {
    Value = Args[Want - 1].E;
  }
  push(cur(), ir::sectionLeftMark());
  if (!Stabs.Made) {
    Stabs.Made = true;
    Stabs.Stab = sectionIndex(".stab");
    Stabs.Str = sectionIndex(".stabstr");
    Stabs.Header = stmtCount(Stabs.Stab);
    pushStabEntry(1, {Expr::constant(0, L), Expr::constant(0, L), Expr::constant(0, L), Expr::constant(0, L)}, L);
    pushStabString("", L);
    pushStabString(LogicalFile.empty() ? M.FileName : LogicalFile, L);
  }
  uint32_t Strx = 0;
  if (Str && !Args[0].Text.empty()) {
    Strx = Stabs.StrSize;
    pushStabString(Args[0].Text, L);
  }
  pushStabEntry(Strx,
                {Expr::constant(uint64_t(V[0]) & 0xff, Args[F].Loc), Expr::constant(uint64_t(V[1]) & 0xff, Args[F + 1].Loc),
                 Expr::constant(uint64_t(V[2]) & 0xffff, Args[F + 2].Loc), std::move(Value)},
                L);
  ++Stabs.Count;
  keep(Name, Args, std::move(Raw), L); // for printers; the emitter writes nothing for it
}

// The header's count of entries and `.stabstr`'s size, known at the end.
void Builder::finishStabs() {
  if (!Stabs.Made)
    return;
  std::get<ir::Data>(stmtAt(Stabs.Stab, Stabs.Header + 3)).Values[0] = Expr::constant(Stabs.Count);
  std::get<ir::Data>(stmtAt(Stabs.Stab, Stabs.Header + 4)).Values[0] = Expr::constant(Stabs.StrSize);
}

} // namespace epic::frontend
