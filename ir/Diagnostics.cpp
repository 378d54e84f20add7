#include "ir/Diagnostics.h"
#include <algorithm>
#include <string>

namespace epic::ir {

char LocatedError::ID = 0;

void DiagnosticEngine::report(Diagnostic D) {
  // Past the error limit notes go too: they explain errors no longer kept
  // (a line of 100,000 `{` wrote 10 GB of "bundle opened here").
  if (D.Sev == Severity::Note && Errors > ErrorLimit)
    return;
  if (D.Sev == Severity::Error) {
    ++Errors;
    if (Errors > ErrorLimit)
      return;
  }
  Diags.push_back(std::move(D));
}

static const char *severityName(Severity S) {
  switch (S) {
  case Severity::Error: return "error";
  case Severity::Warning: return "warning";
  case Severity::Note: return "note";
  }
  return "error";
}

std::string DiagnosticEngine::format(const Diagnostic &D, bool WithExcerpt) const {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << SM.name(D.Loc.File);
  if (D.Loc.Line) {
    OS << ':' << D.Loc.Line;
    if (D.Loc.Col)
      OS << ':' << D.Loc.Col;
  }
  // A message quoting a huge token keeps its start and end.
  std::string_view Msg = D.Message;
  std::string Shortened;
  if (Msg.size() > 400) {
    Shortened = std::string(Msg.substr(0, 300)) + "..." + std::string(Msg.substr(Msg.size() - 60));
    Msg = Shortened;
  }
  OS << ": " << severityName(D.Sev) << ": " << Msg << '\n';
  if (WithExcerpt && D.Loc.isValid()) {
    std::string_view Line = SM.line(D.Loc.File, D.Loc.Line);
    if (!Line.empty()) {
      // A long line is shown as a window around the column, so that an
      // error on a 1 MiB line does not echo the whole line (issue 21).
      constexpr size_t MaxShown = 240, Before = 80;
      size_t Col = D.Loc.Col ? D.Loc.Col - 1 : 0, From = 0;
      std::string_view Lead;
      if (Line.size() > MaxShown) {
        From = Col > Before ? std::min(Col - Before, Line.size()) : 0;
        Lead = From ? "..." : "";
        bool Cut = Line.size() - From > MaxShown;
        Line = Line.substr(From, MaxShown);
        OS << Lead << Line << (Cut ? "..." : "") << '\n';
      } else {
        OS << Line << '\n';
      }
      if (D.Loc.Col) {
        // Keep tabs so the caret lines up under the source text.
        OS << std::string(Lead.size(), ' ');
        for (size_t I = 0; I + From < Col && I < Line.size(); ++I)
          OS << (Line[I] == '\t' ? '\t' : ' ');
        OS << "^\n";
      }
    }
  }
  return Out;
}

void DiagnosticEngine::print(llvm::raw_ostream &OS) const {
  for (const Diagnostic &D : Diags)
    OS << format(D);
  if (Errors > ErrorLimit)
    OS << "note: " << (Errors - ErrorLimit) << " more errors not shown (limit " << ErrorLimit << ")\n";
}

void consumeInto(llvm::Error E, DiagnosticEngine &DE, SourceLoc Fallback) {
  llvm::handleAllErrors(
      std::move(E), [&](const LocatedError &LE) { DE.report(LE.diag()); },
      [&](const llvm::ErrorInfoBase &EI) { DE.error(Fallback, EI.message()); });
}

} // namespace epic::ir
