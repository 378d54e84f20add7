// Evaluation of assembler expressions against a layout: constants, symbols,
// `.`, same-section differences and relocation operators. A result is
// either absolute or "symbol/section + addend" (possibly under one @op),
// which the caller turns into a relocation.
#pragma once
#include "ir/Diagnostics.h"
#include "ir/Expr.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace epic::emit {

/// Where a symbol lives once laid out.
struct SymbolPlace {
  unsigned Section = 0;
  uint64_t Offset = 0;
};

struct Value {
  enum Kind : uint8_t {
    Absolute,     // Addend alone
    SectionRel,   // section `Section` + Addend (local labels)
    SymbolRel,    // symbol `Symbol` + Addend (global or undefined symbols)
  } K = Absolute;
  int64_t Addend = 0;
  unsigned Section = 0;
  std::string Symbol;
  std::optional<SymbolPlace> Place; // SymbolRel defined in this file
  std::optional<ir::RelocOp> Op;    // @gprel(...), @fptr(...), ...
  std::string Label;                // SectionRel from a local label: its name and place, for
  uint64_t LabelOffset = 0;         // the relocations GNU as keeps against the label (@fptr)
  bool Difference = false;          // Op is the @pcrel of `sym - .`: constants may still be added
  /// @fptr of a place inside a function (`@fptr(f+8)`): GNU as refuses it
  /// where an FPTR relocation expresses it, not where it writes the plain one;
  /// @ltoff(@fptr(f+8)) only in an instruction.
  bool FPtrAddend = false;

  bool isAbsolute() const { return K == Absolute && !Op; }
  static Value abs(int64_t V) { Value X; X.Addend = V; return X; }
};

/// GNU as's refusal of Value::FPtrAddend.
inline constexpr const char *FPtrAddendMessage = "no addend allowed in @fptr() relocation";

/// What the evaluator asks the assembler.
struct EvalContext {
  /// Symbol lookup: the equate expression, or a place, or undefined.
  struct SymbolInfo {
    enum Kind { Undefined, Label, Equate } K = Undefined;
    SymbolPlace Place;     // Label (when its address is known)
    bool Known = true;     // false: label not laid out yet (forward reference in pass 1)
    bool Local = true;     // local binding: relocations use the section symbol
    const ir::Expr *EquateExpr = nullptr;
    std::optional<SymbolPlace> EquateDot; // Equate: `.` where it was set (x = ., .set)
    bool EquateLazy = false;              // Equate: `x == v` / .eqv, v as if written at the use
    /// Equate: labels whose instruction GNU as still held in its queue where the
    /// equate was set, with the value they had then (the end of the bytes written
    /// when they were defined): gas copies that value, not the label's final one.
    std::vector<std::pair<std::string, SymbolPlace>> EquateLabels;
  };
  std::function<SymbolInfo(const std::string &)> Lookup;
  /// `.` has no place (an equate set where none was recorded).
  static constexpr unsigned NoSection = ~0u;
  unsigned DotSection = 0;
  uint64_t DotOffset = 0;
  /// Evaluating an equate's own value (not a relocation site): `sym - label`
  /// across sections is GNU as's error "invalid operands ... when setting",
  /// never a PC-relative value.
  bool EquateValue = false;
  /// Evaluating an equate's own value: its SymbolInfo::EquateLabels.
  const std::vector<std::pair<std::string, SymbolPlace>> *EquateLabels = nullptr;
};

/// Evaluates `E`. Located errors for operations on relocatable values that
/// have no relocatable result (e.g. sym*2, a-b across sections), forward
/// references that are still unknown, division by zero, equate cycles.
llvm::Expected<Value> evaluate(const ir::Expr &E, const EvalContext &C);

/// Evaluates and requires an absolute result.
llvm::Expected<int64_t> evaluateAbsolute(const ir::Expr &E, const EvalContext &C, const char *What);

} // namespace epic::emit
