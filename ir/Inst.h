// One IA-64 instruction as written: predicate, mnemonic with completers,
// operands, source location.
#pragma once
#include "ir/Expr.h"
#include "ir/Register.h"
#include "ir/SourceLoc.h"
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
struct Inst {
  uint8_t QP = 0;                     // qualifying predicate p0-p63
  std::string Mnemonic;               // as written, lower case: "ld8.acq.nta"
  std::vector<Operand> Outs, Ins;
  bool HasEquals = false;             // the source had a `=` between Outs and Ins
  SourceLoc Loc;
  /// The file line GNU as -g gives it: Loc, or for a macro expansion the
  /// line that invoked the macro (Loc is the body line, for diagnostics).
  SourceLoc LineLoc;
  uint32_t Order = 0;                 // reading order among all statements (0: made by a pass)
  int Form = -1;                      // instruction-form id once isa has matched it
  /// `[tag:]` names (numeric ones with their generated `.L` name): symbols
  /// whose value is this instruction's bundle address + slot number (GNU as).
  /// They move with the instruction wherever it is scheduled.
  std::vector<std::string> Tags;
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
