// Builds an ir::Module statement by statement: sections, symbols,
// procedures, bundles, local labels, register names and aliases. The parse
// tree walker (Lowering.cpp) calls it; it knows nothing about ANTLR.
#pragma once
#include "frontend/Frontend.h"
#include "ir/Diagnostics.h"
#include "ir/Module.h"
#include <array>
#include <functional>
#include <map>
#include <set>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace epic::frontend {

struct DirInfo;

/// One argument of a directive, classified by shape.
struct DirArg {
  enum Kind : uint8_t {
    Expr,    // any expression (E)
    Name,    // a bare name (Text; E is the symbol expression)
    String,  // "..." (Text: decoded contents)
    At,      // @progbits (Text with the @)
    Mem,     // [expr] (Text as written, E the inner expression)
    Indexed, // name[expr] (Text: name, E: the index)
  } K = Expr;
  std::string Text;
  ir::ExprRef E;
  std::string Source; // the argument as written
  ir::SourceLoc Loc;
  bool AfterComma = true; // false: written right after the previous argument
  /// A bare name as written (`foo#` is the symbol foo: tc-ia64's suffix).
  void setName(std::string Written) {
    K = Name;
    Text = std::move(Written);
    E = ir::Expr::symbol(ir::withoutHashSuffix(Text), Loc);
  }
};

/// How a name used as an operand resolved.
enum class NameKind { Symbol, Register, Error };

class Builder {
public:
  Builder(ir::Module &M, ir::DiagnosticEngine &DE) : M(M), DE(DE) {}
  void setHintB(ParseOptions::HintB P) { HintB = P; }
  /// -I: where `.incbin` looks after the name as given.
  void setIncludes(std::vector<std::string> Dirs) { Includes = std::move(Dirs); }
  /// ParseOptions::StmtSink: where final statements go while reading.
  void setStmtSink(std::function<void(size_t, ir::Stmt &&)> Sink) { StmtSink = std::move(Sink); }
  /// ParseOptions::StmtRead: sees each statement as it is read; false stops reading.
  void setStmtRead(std::function<bool(size_t, const ir::Stmt &)> Read) { StmtRead = std::move(Read); }
  /// StmtRead returned false: the parse loops read no further line.
  bool stopped() const { return Stopped; }

  // --- names -------------------------------------------------------------
  /// Resolves `Name` as written in an operand: `foo#` is always a symbol;
  /// otherwise .vreg names, register aliases (`dst = r18`), architectural
  /// names (with in/loc/out against the current frame). Errors (e.g. `loc9`
  /// outside the frame) are reported at `L`.
  NameKind resolveName(std::string_view Name, ir::SourceLoc L, ir::Reg &Out);
  /// A symbol of `E` (written as `Source`) that names a register (spelled
  /// like one without `#`: GNU as reads the register, even after a label of
  /// that name), or null.
  const ir::Expr *registerIn(const ir::Expr &E, std::string_view Source);
  /// `name[index]`: a rotating register name (.rotr/.rotf/.rotp) or an
  /// indirect register file (`rr[r2]`). Reports and returns false on error.
  bool resolveIndexed(std::string_view Name, const ir::Expr &Index, ir::SourceLoc L,
                      ir::Operand &Out);
  /// The unique name of numeric local label `N` (`1b` / `1f`).
  std::string localLabelRef(unsigned long long N, bool Forward, ir::SourceLoc L);
  /// True when `Name` (as written) would resolve to a register (no report).
  bool isRegisterName(std::string_view Name) const;
  /// The current value of `Name` when it is an equate with a constant value.
  std::optional<int64_t> equateConstant(std::string_view Name);
  /// While on, names in expressions stay names (the right side of `==` and
  /// `.eqv`, looked up at each use) instead of folding constant equates.
  void setLazyNames(bool On) { LazyNames = On; }
  bool lazyNames() const { return LazyNames; }
  /// Symbol name as written without GCC's `#` suffix; records the reference.
  std::string symbolRef(std::string_view Name);
  /// Constant value of `E` (equates followed), reporting `What` when not.
  std::optional<int64_t> constant(const ir::Expr &E, ir::SourceLoc L, std::string_view What);

  /// An integer constant -128..255, not a bignum: one shared node per value
  /// (without a location), else `E` itself. Such a node is never the place
  /// of a diagnostic: it fits every data field (GNU as's truncation warning
  /// cannot come), evaluates without error, and an operand's or directive's
  /// messages point at their own location. Literals (the parsers), data
  /// values and whole operands go through it: byte tables, `.rept` bodies
  /// and `nop 0` of a big file hold no node per use (issue 22).
  ir::ExprRef sharedConstant(ir::ExprRef E);

  // --- statements ----------------------------------------------------------
  void label(std::string_view Name, bool Global, ir::SourceLoc L);
  void numericLabel(unsigned long long N, ir::SourceLoc L);
  /// `[NAME:]` / `[99:]`: a tag of the next instruction (GNU as IA-64): a
  /// symbol at that instruction's bundle address + slot, no bundle break.
  void tag(std::string_view Name, ir::SourceLoc L);
  void numericTag(unsigned long long N, ir::SourceLoc L);
  void stop(ir::SourceLoc L);
  void openBrace(ir::SourceLoc L);
  void closeBrace(ir::SourceLoc L);
  void instruction(ir::Inst I);
  /// `alloc` (inputs already lowered): sets the frame for in/loc/out.
  void allocFrame(ir::Inst &I);
  /// `NAME = expr` / `NAME == expr`. `Alias` is set when the value is a
  /// register (then the name becomes a register alias).
  void equate(std::string_view Name, ir::ExprRef Value, std::optional<ir::Reg> Alias,
              bool Redefinable, std::string Raw, ir::SourceLoc L);
  /// Any directive or dotless pseudo-op (`data8`, `stringz`, `.mii`, ...).
  void directive(std::string Name, std::vector<DirArg> Args, std::string Raw, ir::SourceLoc L);
  /// True for names the builder treats as directives although they have no
  /// leading dot (data8, real4, stringz, ...).
  static bool isDotlessPseudoOp(std::string_view Name);

  /// End of input: unclosed bundles/procedures, unresolved `1f`.
  void finish(ir::SourceLoc End);

  /// The parser's progress: line `Line` of a text of `Total` lines. Lets a
  /// growing section reserve room for the rest of the text once, instead of
  /// doubling (a doubling copy holds the old and the new array at once).
  void atLine(size_t Line, size_t Total) {
    LineNo = Line;
    TextLines = Total;
  }

private:
  ir::Section &cur();
  size_t curIndex();
  void append(ir::Stmt S);
  /// Adds `St` to `S`'s statements (every statement goes through here).
  void push(ir::Section &S, ir::Stmt St);
  void closeBareBundle();
  /// GNU as: "Label must be first in a bundle" inside braces whose slots are not all used.
  void labelInBrace(ir::SourceLoc L);
  /// GNU as's checks of `.endp`'s names against the open `.proc`'s (warnings only).
  void checkEndpNames(const std::vector<DirArg> &Args, ir::SourceLoc L);
  /// Makes `Index`'s subsection `Sub` current (GNU as: every switch, even to
  /// the place already current, remembers the place left for `.previous`).
  void switchTo(size_t Index, int32_t Sub = 0);
  /// The subsection statement `Stmt` of section `Sec` was read in.
  int32_t subsectionAt(size_t Sec, size_t Stmt) const;
  /// End of input: each section's subsections in number order (GNU as
  /// concatenates them so), procedures' statement ranges moved with them.
  void orderSubsections();
  /// `.text N`, `.subsection N`, `.pushsection NAME, N`: the absolute
  /// subsection number (GNU as keeps it as an int), reported when it is not.
  std::optional<int32_t> subsectionNumber(const DirArg *A, ir::SourceLoc L);
  /// M.sectionIndex, noting when a new section is made (ir::Section::Created).
  size_t sectionIndex(const std::string &Name, const std::string &Group = "", const std::string &LinkedTo = "");
  /// Defines `N` as a label-like symbol (labels and tags); false when it is
  /// already defined.
  bool defineLabel(const std::string &N, bool Global, ir::SourceLoc L);
  /// Tags with no instruction after them in their section (a section switch
  /// or the end of input): GNU as places them where the section's code ends.
  void placePendingTags();
  std::string_view forwarded(std::string_view Name) const;
  /// Defines equate `N` (frontend/EquateBinding.cpp); `Lazy` for `==`/.eqv.
  void bindEquate(const std::string &N, ir::ExprRef Value, bool Lazy);
  bool isWeakrefAlias(const std::string &N) const;
  /// GNU as's attribute copy into an equate of a symbol (ir::Symbol::SizeFrom).
  void copyAttributes(const std::string &N, const ir::Expr *Value, bool Reassigned);
  void copyAttributesAtEnd();
  /// `E` as GNU as's "symbol plus constant": the symbol's name, "" for a
  /// constant, nullopt for any other expression.
  std::optional<std::string> symbolPlusConstant(const ir::Expr &E);
  /// True when `N` has a value now (a label, or an equate of one).
  bool definedNow(const std::string &N, unsigned Depth);
  /// The expression a use of equate `Name` evaluates now (null: none).
  const ir::Expr *equateExpr(const std::string &Name) const;
  bool commasAsGasWants(std::string_view Name, const std::vector<DirArg> &Args);
  bool joinFloatLiterals(std::vector<DirArg> &Args);
  void predDirective(const std::string &Name, const std::vector<DirArg> &Args, std::string Raw,
                     ir::SourceLoc L);
  void keep(const std::string &Name, const std::vector<DirArg> &Args, std::string Raw,
            ir::SourceLoc L);
  bool isRegisterArg(const DirArg &A);
  std::string unwindRegisterWord(const std::string &Name, const std::string &Word, ir::SourceLoc L);
  void recordSymbols(const ir::Expr &E);
  bool setFrame(const std::vector<int64_t> &V, ir::SourceLoc L, std::string_view What);
  void dataDirective(const DirInfo &D, const std::string &Name, const std::vector<DirArg> &Args,
                     ir::SourceLoc L, size_t First);
  /// The value of an integer data argument (`data4 x+4`, `.uleb128 a-b`):
  /// register names refused, symbols recorded. Null after an error.
  ir::ExprRef intDataValue(const DirArg &A, const std::string &Name, unsigned Bytes);
  void lebDirective(const std::string &Name, const std::vector<DirArg> &Args, ir::SourceLoc L);
  /// `.incbin "FILE"[, SKIP[, COUNT]]` (IncBin.cpp).
  void incbin(const std::vector<DirArg> &Args, ir::SourceLoc L);
  void pushSubsection0(size_t Sec, ir::Stmt St);
  void identDirective(const std::vector<DirArg> &Args, ir::SourceLoc L);
  // .gnu_attribute, .attach_to_group (ElfDirectives.cpp)
  void gnuAttribute(const std::vector<DirArg> &Args, std::string Raw, ir::SourceLoc L);
  void attachToGroup(const std::vector<DirArg> &Args, ir::SourceLoc L);
  bool IdentSeen = false;
  // .stabs/.stabn/.stabd (StabDirectives.cpp)
  void stabDirective(const std::string &Name, const std::vector<DirArg> &Args, std::string Raw, ir::SourceLoc L);
  void pushStabEntry(uint32_t Strx, std::array<ir::ExprRef, 4> Fields, ir::SourceLoc L);
  void pushStabString(const std::string &S, ir::SourceLoc L);
  void finishStabs();
  struct StabState {
    bool Made = false;
    size_t Stab = 0, Str = 0, Header = 0; // sections; the header entry's first statement
    uint32_t Count = 0, StrSize = 0, Dots = 0;
  } Stabs;
  std::string LogicalFile; // the last `.file "name"` (GNU as's logical file name)
  /// `.struct`/`.offset` and what happens while in the absolute section they
  /// open (StructDirectives.cpp): true when the directive was taken there.
  bool structDirective(const DirInfo &Info, const std::string &Name, const std::vector<DirArg> &Args,
                       ir::SourceLoc L);
  ir::ExprRef structDot(ir::ExprRef E) const;
  void storeZeros(unsigned Width, bool Aligned, const std::vector<DirArg> &Args, ir::SourceLoc L);
  std::optional<int64_t> StructOffset; // in `.struct`: the absolute section's offset
  bool StructLeftStruct = false;       // the last `.struct` was read in the absolute section
  void shareImmediates(ir::Inst &I);
  std::array<ir::ExprRef, 384> SmallConstants; // sharedConstant's nodes

  ir::Module &M;
  ir::DiagnosticEngine &DE;

  // Statements handed to the sink (ParseOptions::StmtSink). Indices the
  // builder keeps (Runs, LabelDefs, BraceBegin, procedures, the stab header)
  // count them: stmtCount/stmtAt translate.
  std::function<void(size_t, ir::Stmt &&)> StmtSink;
  std::function<bool(size_t, const ir::Stmt &)> StmtRead;
  bool Stopped = false;
  struct Drain {
    size_t Done = 0;      // statements of the section handed over
    size_t NextTry = 256; // held statements at which to look for more
  };
  std::vector<Drain> Drains; // by section, grown on demand
  size_t stmtCount(size_t Sec) const;
  ir::Stmt &stmtAt(size_t Sec, size_t Index);
  size_t drained(size_t Sec) const { return Sec < Drains.size() ? Drains[Sec].Done : 0; }
  void drainFinal(size_t Sec);
  ParseOptions::HintB HintB = ParseOptions::HintB::Error;
  std::vector<std::string> Includes;

  // Where statements go: a section and its subsection (GNU as's subseg).
  struct Place {
    size_t Sec = 0;
    int32_t Sub = 0;
  };
  std::optional<size_t> CurSec;
  int32_t CurSub = 0;
  std::optional<Place> PrevSec;
  struct PushedPlace {
    std::optional<size_t> Sec;
    int32_t Sub;
    std::optional<Place> Prev;
  };
  std::vector<PushedPlace> SecStack;
  /// Per section, the statement index where each switch into it began and
  /// the subsection then (sections never given a subsection other than 0
  /// keep their order).
  std::map<size_t, std::vector<std::pair<size_t, int32_t>>> Runs;
  bool AnySubsection = false;
  std::vector<int32_t> ProcSubs; // the subsection of each procedure's `.proc`
  bool FuncOpen = false;         // a `.func` without its `.endfunc` yet
  /// `.explicit`/`.auto`/`.default` are GNU as's global state in reading
  /// order, but each section keeps its own statements: the last mode
  /// directive read, repeated where a stretch of a section begins.
  std::string GlobalMode;
  ir::SourceLoc GlobalModeLoc;
  void repeatMode();

  ir::RegStackFrame Frame;
  std::map<std::string, ir::Reg, std::less<>> Aliases;
  struct Rotating {
    ir::RegFile File;
    unsigned Base, Count;
  };
  std::map<std::string, Rotating, std::less<>> RotNames;
  std::map<std::string, unsigned, std::less<>> VRegs;
  // Equates: `==`/.eqv expressions (looked up at each use), and which
  // equates' values name a symbol (rebound when it is redefined).
  std::map<std::string, ir::ExprRef, std::less<>> LazyDefs;
  std::map<std::string, std::set<std::string>, std::less<>> Dependents;
  /// Expression equates whose value a `=`-like equate has read once (then
  /// they are undefined to GNU as: later readers keep the expression).
  std::set<std::string, std::less<>> ValueTaken;
  /// GNU as's value of `x = S + c` when S is an expression equate read for
  /// the first time (EquateBinding.cpp, valueTakenNow), or null.
  ir::ExprRef valueTakenNow(const std::string &N, const ir::ExprRef &Value);
  bool LazyNames = false;

  // Numeric local labels: definitions seen so far per number, and forward
  // references that must be satisfied by a later definition.
  std::map<unsigned long long, unsigned> LocalDefs;
  struct Forward {
    unsigned long long N;
    unsigned Instance;
    ir::SourceLoc Loc;
  };
  std::vector<Forward> Forwards;

  // Bundles: braced `{ ... }` or a bare template for the next N insts.
  bool InBrace = false;
  ir::SourceLoc BraceLoc;
  size_t BraceBegin = 0;   // index of the BundleBegin in the current section
  bool BraceHasInst = false;
  unsigned BraceInsts = 0; // instructions since the open '{'
  bool BraceTemplateCarried = false; // the template came from a bare `.mii` just before '{'
  bool BareOpen = false;   // a bare template's bundle is open
  unsigned BareLeft = 0;   // instructions still owed to it
  uint32_t Statements = 0; // instructions and directives appended so far (their ir Order)
  size_t Pushed = 0, LineNo = 0, TextLines = 0; // statements so far; the parser's progress (atLine)
  ir::SourceLoc BundleEndLoc; // where an implicit bundle end is placed (last instruction)

  // Open procedure.
  std::optional<size_t> ProcIndex;
  std::vector<std::string> ProcPending; // the open `.proc`'s names not yet named by its `.endp`
  /// Where each label was defined: its section and statement index there
  /// (a redefinition at the same place is no error, as in GNU as).
  struct LabelDef {
    ir::SourceLoc Loc;
    size_t Section = 0, Stmt = 0;
  };
  std::map<std::string, LabelDef> LabelDefs;
  /// Symbols `.equiv`, `.eqv` or `==` defined: GNU as refuses any later
  /// definition of them (a label, `=`, `.set`), as it refuses those three
  /// after any definition (EquateBinding.cpp, equateRefused).
  std::set<std::string, std::less<>> FixedEquates;
  bool equateRefused(const std::string &N, bool Fixed, ir::SourceLoc L);
  /// Where a label defined again is to GNU as: where it already is (only
  /// labels, stops and directives that emit nothing between), after 1-3
  /// instructions its queue may still hold (the emitter decides), elsewhere.
  enum class Redefinition { SamePlace, Queued, Elsewhere };
  Redefinition redefinition(const LabelDef &D);
  std::set<std::string> MadeLocal; // names given `.local`
  std::set<std::string> EntryHints; // names given HP-UX's `.entry` (gas takes each once)
  // `.weakref ALIAS, TARGET` pairs: a target named only through its aliases is weak.
  std::vector<std::pair<std::string, std::string>> Weakrefs;
  // Tags waiting for their instruction, with where they were written.
  std::vector<std::pair<std::string, ir::SourceLoc>> PendingTags;
};

} // namespace epic::frontend
