// A parsed assembly file: sections of statements, symbols, procedures.
#pragma once
#include "ir/Expr.h"
#include "ir/Inst.h"
#include "ir/SourceLoc.h"
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace epic::ir {

struct Label {
  std::string Name; // numeric local labels (`1:`) arrive with a unique generated name
  SourceLoc Loc;
  uint32_t Order = 0; // reading order among all statements (ir::Inst::Order)
};

/// `;;` : end of an instruction group.
struct Stop {
  SourceLoc Loc;
};

/// `{ .mii` (or a bare `.mii` before three instructions): the next three
/// slots form one explicit bundle.
struct BundleBegin {
  uint8_t Template = 0; // even code; stop bits come from the `;;` inside
  bool Braced = true;   // false for a bare template directive
  bool HasTemplate = true; // false for `{` without a template directive (assembler picks one)
  SourceLoc Loc;
};
struct BundleEnd {
  SourceLoc Loc;
};

/// Data emission: data1/2/4/8(.ua), .byte/.short/.long/.quad/..., real4/8/10,
/// stringz/.ascii/.asciz, .skip/.space.
struct Data {
  /// Leb: `.uleb128`/`.sleb128` with a value known only at layout (a label
  /// difference); the emitter sizes each value as GNU as relaxes it.
  enum Kind : uint8_t { Int, Float, String, Fill, Leb } K = Int;
  unsigned Size = 0;       // bytes per value (Int/Float), fill value size (Fill); Leb: 0; String: per character (0: 1)
  bool Signed = false;     // Leb: `.sleb128`
  bool Unaligned = false;  // `.ua` forms: no implicit alignment
  bool ZeroTerminate = false;
  /// Fill from `.ds.*`: each element is the whole value (sign-extended past
  /// 8 bytes), where `.fill` writes at most its low 4 bytes.
  bool WholeValue = false;
  /// Written by the frontend for a directive kept elsewhere (`.stabs`'s
  /// entries in `.stab`/`.stabstr`): printers print the directive instead.
  bool Generated = false;
  std::vector<ExprRef> Values; // Int/Float values; Fill: {count, value}
  std::vector<std::string> Strings;
  std::string Directive;   // as written, for printing
  SourceLoc Loc;
  uint32_t Order = 0;      // reading order among all statements (ir::Inst::Order)
};

/// Any other directive. Recognised ones also have structured meaning in the
/// Module (sections, symbols, procedures, mode); all are kept here in order
/// so that output passes them through.
struct Directive {
  std::string Name;             // with leading dot, e.g. ".pred.rel", ".regstk", ".vreg"
  std::vector<ExprRef> Args;    // parsed expression arguments, when the directive has them
  std::vector<std::string> Words; // other tokens (names, strings, register names) in order
  std::string Raw;              // argument text as written, for pass-through printing
  SourceLoc Loc;
  uint32_t Order = 0;           // reading order among all statements (ir::Inst::Order)
};

using Stmt = std::variant<Label, Inst, Stop, BundleBegin, BundleEnd, Data, Directive>;

/// The frontend's mark at the point where the source switched away from a
/// section (a `.section` without arguments): GNU as flushes its auto-mode
/// instruction queue there, with a stop. Dumps and printers skip it.
inline Directive sectionLeftMark() {
  Directive D;
  D.Name = ".section";
  return D;
}
inline bool isSectionLeftMark(const Directive &D) {
  return D.Name == ".section" && D.Args.empty() && D.Words.empty() && D.Raw.empty();
}

struct Section {
  std::string Name;   // ".text", ".data", ...
  std::string Flags;  // as given to .section ("ax", "aw", ...), empty for the defaults
  std::string Type;   // "@progbits", "@nobits", ...
  std::string EntSize; // entity size after the type of a merge section (`.section .rodata.str1.8,"aMS",@progbits,1`)
  /// Flag-specific arguments GNU as reads after the type: the section an
  /// "o" section is linked to, and the group of a "G" section (`.section
  /// .text.f,"axG",@progbits,f,comdat`). With the name they make the
  /// section's identity: `.text` and a grouped `.text` are two sections.
  std::string LinkedTo, Group;
  bool Comdat = false;
  /// Each `.section`/`.pushsection` naming it (and the `.xdataN` that made
  /// it), in reading order, as written: GNU as checks each against the
  /// section as made ("changed section attributes", emitter/SectionAttributes).
  struct Declaration {
    std::string Flags, Type, EntSize;
    SourceLoc Loc;
    uint32_t Order = 0; // statements read before it
  };
  std::vector<Declaration> Declarations;
  std::vector<Stmt> Stmts;
  /// When the source created it: the reading order (ir::Inst::Order) of the
  /// last statement read before (GNU as makes the section and its symbol then).
  uint32_t Created = 0;
};

enum class Binding : uint8_t { Local, Global, Weak };
enum class SymType : uint8_t { NoType, Func, Object, Section, File, TLS };

struct Symbol {
  std::string Name;
  Binding Bind = Binding::Local;
  SymType Type = SymType::NoType;
  uint8_t Visibility = 0;    // ELF STV_*: .internal 1, .hidden 2, .protected 3
  bool Defined = false;      // a label or equate defines it
  bool RegAlias = false;     // `mask = r18`: a register name, never an ELF symbol
  bool Used = false;         // named in an expression (GNU as's symbol_used_p: keeps an undefined .weak)
  ExprRef Value;             // `.set`/`=` equate value (non-register)
  ExprRef Size;              // `.size`
  /// An equate of a symbol (`a = f + 4`): GNU as copies f's type then and,
  /// when `a` has no size yet, f's size as it is at that point (f still
  /// undefined: both as they are at the end). A reassignment forgets the
  /// size `a` had. Reading orders: statements with an Order up to SizeFromAt
  /// come before the equate; NoOrder means at the end.
  static constexpr uint32_t NoOrder = UINT32_MAX;
  std::string SizeFrom;
  uint32_t SizeFromAt = 0;
  uint32_t SizeResetAt = 0;  // a reassignment after statement SizeResetAt (0: none)
  std::optional<uint64_t> CommonSize, CommonAlign; // .comm / .lcomm
  SourceLoc Loc;
};

/// `.proc NAME` ... `.endp`: statement range in one section.
struct Procedure {
  std::string Name;
  unsigned Section = 0;
  size_t Begin = 0, End = 0; // [Begin, End) statement indices
  SourceLoc Loc;
};

/// Scheduling mode of code, per `.explicit` / `.auto` / `.default`.
enum class Mode : uint8_t { Auto, Explicit };

/// GNU as's mode directives: global state in reading order (the frontend
/// repeats the one in effect where a stretch of a section begins).
inline bool isModeDirective(std::string_view N) { return N == ".explicit" || N == ".auto" || N == ".default"; }

/// The mode in effect and whether one was written: while none is, GNU as's
/// braces switch automatic mode to explicit for their bundle (and end the
/// group after it). `Default` is the command line's (`-x`: explicit).
struct ModeState {
  Mode Default, Cur;
  bool Set;
  explicit ModeState(Mode Default) : Default(Default), Cur(Default), Set(Default == Mode::Explicit) {}
  /// Follows a mode directive; false (and no change) for any other name.
  bool apply(std::string_view N) {
    if (!isModeDirective(N))
      return false;
    Cur = N == ".explicit" ? Mode::Explicit : N == ".auto" ? Mode::Auto : Default;
    Set = N != ".default" || Default == Mode::Explicit;
    return true;
  }
};

/// A label defined again after instructions GNU as may still hold in its
/// queue (`L: nop.m 0` `L:`): the earlier Label statement was renamed
/// `Earlier` (a name no symbol has: it only starts a bundle); `asm` checks
/// that GNU as wrote nothing between the two, else the redefinition is its
/// error "symbol `L' is already defined".
struct LabelRedefinition {
  std::string Name, Earlier;
  std::string Later; // the later statement's name: Name, or renamed in turn by a third definition
  SourceLoc Loc, EarlierLoc;
};

/// The name a redefined label's earlier statement gets: no symbol's.
inline bool isRenamedLabel(const std::string &N) { return !N.empty() && N[0] == '='; }

struct Module {
  std::string FileName;
  std::vector<Section> Sections;
  std::map<std::string, Symbol> Symbols;
  std::vector<Procedure> Procedures;
  std::vector<LabelRedefinition> LabelRedefinitions;
  /// The section current at the end of input (its `.` is the one GNU as
  /// gives a lazy equate's symbol, `X == .`); none before any statement.
  std::optional<unsigned> EndSection;
  /// `--defsym` names in command-line order (GNU as makes their symbols first).
  std::vector<std::string> Defsyms;
  /// `.vreg` names in declaration order (RegFile::VR numbers index this) and
  /// the registers `.vregpool` offers them.
  std::vector<std::string> VRegs;
  std::vector<Reg> VRegPool;

  /// Returns the section with `Name`, creating it when absent.
  Section &section(const std::string &Name);
  /// The section with `Name` in `Group` linked to `LinkedTo` (GNU as's
  /// identity of a section), created when absent.
  size_t sectionIndex(const std::string &Name, const std::string &Group = "",
                      const std::string &LinkedTo = "");
  Symbol &symbol(const std::string &Name);
  size_t instructionCount() const;
};

/// A maximal run of statements with a single entry (labels start one) and a
/// single exit (a branch ends one). The scheduler computes blocks, since what
/// counts as a branch is instruction-set knowledge (isa/).
struct Block {
  unsigned Section = 0;
  size_t Begin = 0, End = 0;
};

} // namespace epic::ir
