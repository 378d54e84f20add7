#include "ir/Diagnostics.h"

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
  OS << ": " << severityName(D.Sev) << ": " << D.Message << '\n';
  if (WithExcerpt && D.Loc.isValid()) {
    std::string_view Line = SM.line(D.Loc.File, D.Loc.Line);
    if (!Line.empty()) {
      OS << Line << '\n';
      if (D.Loc.Col) {
        // Keep tabs so the caret lines up under the source text.
        for (size_t I = 0; I + 1 < D.Loc.Col && I < Line.size(); ++I)
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
