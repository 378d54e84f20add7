// Located diagnostics: errors are values, reported once, in GNU style
// `file:line:col: error: message` followed by the source line and a caret.
#pragma once
#include "ir/SourceLoc.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace epic::ir {

enum class Severity { Error, Warning, Note };

struct Diagnostic {
  Severity Sev = Severity::Error;
  SourceLoc Loc;
  std::string Message;
};

/// Collects diagnostics; libraries add to it, only tools print and exit.
class DiagnosticEngine {
public:
  explicit DiagnosticEngine(const SourceManager &SM, unsigned ErrorLimit = 50)
      : SM(SM), ErrorLimit(ErrorLimit) {}

  void report(Diagnostic D);
  void error(SourceLoc L, std::string Msg) { report({Severity::Error, L, std::move(Msg)}); }
  void warning(SourceLoc L, std::string Msg) { report({Severity::Warning, L, std::move(Msg)}); }
  void note(SourceLoc L, std::string Msg) { report({Severity::Note, L, std::move(Msg)}); }

  unsigned errorCount() const { return Errors; }
  bool hasErrors() const { return Errors != 0; }
  /// True once the error limit was reached; later errors are counted, not kept.
  bool limitReached() const { return Errors >= ErrorLimit; }
  const std::vector<Diagnostic> &diagnostics() const { return Diags; }
  /// The files the locations point into.
  const SourceManager &sources() const { return SM; }

  /// Prints every kept diagnostic with source line and caret.
  void print(llvm::raw_ostream &OS) const;
  /// Formats one diagnostic (without the trailing source excerpt when
  /// `WithExcerpt` is false).
  std::string format(const Diagnostic &D, bool WithExcerpt = true) const;

private:
  const SourceManager &SM;
  unsigned ErrorLimit;
  unsigned Errors = 0;
  std::vector<Diagnostic> Diags;
};

/// An llvm::Error payload carrying one located diagnostic, for APIs that
/// return llvm::Expected<T>.
class LocatedError : public llvm::ErrorInfo<LocatedError> {
public:
  static char ID;
  explicit LocatedError(Diagnostic D) : D(std::move(D)) {}
  LocatedError(SourceLoc L, std::string Msg) : D{Severity::Error, L, std::move(Msg)} {}
  const Diagnostic &diag() const { return D; }
  void log(llvm::raw_ostream &OS) const override { OS << D.Message; }
  std::error_code convertToErrorCode() const override { return llvm::inconvertibleErrorCode(); }

private:
  Diagnostic D;
};

inline llvm::Error makeError(SourceLoc L, std::string Msg) {
  return llvm::make_error<LocatedError>(L, std::move(Msg));
}

/// Moves every error in `E` into `DE` (LocatedError keeps its location; any
/// other error is reported at `Fallback`).
void consumeInto(llvm::Error E, DiagnosticEngine &DE, SourceLoc Fallback = {});

} // namespace epic::ir
