// One IA-64 instruction as written: predicate, mnemonic with completers,
// operands, source location.
#pragma once
#include "ir/Expr.h"
#include "ir/Register.h"
#include "ir/SourceLoc.h"
#include <memory>
#include <string>
#include <vector>

namespace epic::ir {

struct Operand {
  enum Kind : uint8_t {
    Register, // R
    Indirect, // IFile[R]        e.g. rr[r2], pkr[r3], cpuid[r5]
    Memory,   // [R]             e.g. ld8 r1=[r2]; st8 [r3]=r4
    Imm,      // E: a constant or relocatable expression (also branch targets)
  };
  Kind K = Register;
  Reg R;
  IndirectFile IFile = IndirectFile::RR;
  ExprRef E;
  SourceLoc Loc;

  static Operand reg(Reg R, SourceLoc L = {}) { Operand O; O.K = Register; O.R = R; O.Loc = L; return O; }
  static Operand indirect(IndirectFile F, Reg Idx, SourceLoc L = {}) {
    Operand O; O.K = Indirect; O.IFile = F; O.R = Idx; O.Loc = L; return O;
  }
  static Operand mem(Reg Base, SourceLoc L = {}) { Operand O; O.K = Memory; O.R = Base; O.Loc = L; return O; }
  static Operand imm(ExprRef E, SourceLoc L = {}) { Operand O; O.K = Imm; O.E = std::move(E); O.Loc = L; return O; }
};

/// An instruction statement. Operands left of `=` are Outs, the rest Ins
/// (`st8 [r3]=r4`: Outs = {[r3]}, Ins = {r4}; `br.ret.sptk.many b0`: Ins = {b0}).
/// An instruction's `[tag:]` names. Almost no instruction has one, so the
/// list costs a pointer (8 bytes of every statement) until the first tag.
class TagList {
public:
  TagList() = default;
  TagList(const TagList &O) : V(O.V ? std::make_unique<std::vector<std::string>>(*O.V) : nullptr) {}
  TagList(TagList &&) noexcept = default;
  TagList &operator=(const TagList &O) { return *this = TagList(O); }
  TagList &operator=(TagList &&) noexcept = default;
  bool empty() const { return !V || V->empty(); }
  size_t size() const { return V ? V->size() : 0; }
  void clear() { V.reset(); }
  void push_back(std::string S) {
    if (!V)
      V = std::make_unique<std::vector<std::string>>();
    V->push_back(std::move(S));
  }
  const std::string *begin() const { return V ? V->data() : nullptr; }
  const std::string *end() const { return V ? V->data() + V->size() : nullptr; }

private:
  std::unique_ptr<std::vector<std::string>> V;
};

/// An instruction statement. Operands left of `=` are Outs, the rest Ins
/// (`st8 [r3]=r4`: Outs = {[r3]}, Ins = {r4}; `br.ret.sptk.many b0`: Ins = {b0}).
/// Fields are ordered by size: a module holds one per instruction of the
/// file (issue 22), and padding between them is memory of every statement.
struct Inst {
  std::string Mnemonic;               // as written, lower case: "ld8.acq.nta"
  std::vector<Operand> Outs, Ins;
  /// `[tag:]` names (numeric ones with their generated `.L` name): symbols
  /// whose value is this instruction's bundle address + slot number (GNU as).
  /// They move with the instruction wherever it is scheduled.
  TagList Tags;
  SourceLoc Loc;
  /// The file line GNU as -g gives it: Loc, or for a macro expansion the
  /// line that invoked the macro (Loc is the body line, for diagnostics).
  SourceLoc LineLoc;
  uint32_t Order = 0;                 // reading order among all statements (0: made by a pass)
  int Form = -1;                      // instruction-form id once isa has matched it
  uint8_t QP = 0;                     // qualifying predicate p0-p63
  bool HasEquals = false;             // the source had a `=` between Outs and Ins
  /// The ar.unat bit a spill or fill uses, from a `.mem.offset` right before
  /// it (GNU as's hint, (offset >> 3) & 63); -1: not given. Set by the
  /// scheduler (markUnatBits), which moves the directive with the instruction.
  int8_t UnatBit = -1;

  /// Mnemonic split at dots: "cmp.eq.and.orcm" -> {"cmp","eq","and","orcm"}.
  std::vector<std::string> mnemonicParts() const;
};

/// GNU as syntax: "(p6) ld8.acq r1=[r2]".
std::string toString(const Inst &I);
std::string toString(const Operand &O);

} // namespace epic::ir
