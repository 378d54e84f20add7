// The IA-64 instruction-form table (generated from isa/forms.yaml) and its
// queries. A form is one concrete mnemonic spelling with one operand shape.
#pragma once
#include "ir/Template.h"
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace epic::isa {

/// Instruction formats of the architecture (A1..A10, I1..I30, M1..M48, B1..B9, F1..F16, X1..X5).
enum class Fmt : uint8_t {
#define EPIC_ISA_FORMATS(N, U, F) N,
#include "isa/Forms.inc"
};

/// Scheduling classes (docs/sched-classes.md).
enum class SchedClass : uint8_t {
#define EPIC_ISA_CLASSES(N, S) N,
#include "isa/Forms.inc"
};
/// How many scheduling classes there are (SchedClass values 0..N-1).
constexpr size_t NumSchedClasses = 0
#define EPIC_ISA_CLASSES(N, S) +1
#include "isa/Forms.inc"
    ;

/// Unit type of a form: A-type forms may be issued from an M or an I slot.
enum class UnitType : uint8_t { A, M, I, F, B, L };

/// What an operand holds.
enum class OpKind : uint8_t { GR, FR, PR, BR, AR, CR, Imm, Target, Enum };
/// How objdump prints an immediate: signed decimal, hex of the 64-bit value, or a name.
enum class Print : uint8_t { dec, hex, name };
/// Field kinds a symbolic immediate can be left for a relocation in.
/// LdxMov: no field; the relocation marks the instruction (ld8.mov).
/// Target25: the imm20b+s field of branches and chk.a; Target25M: chk.s's
/// imm7a+imm13c+s; Target25F: fchkf's imm20a+s (relocations PCREL21B/M/F).
enum class Fixup : uint8_t { None, Imm14, Imm22, Imm64, Target25, Target25M, Target25F, Target64, LdxMov };
/// Value <-> field transforms (why: several fields store count-1, 63-pos, ip-relative bundles...).
/// minus1nz: count-1 of an unsigned compare's pseudo-op, where 0 would wrap (GNU as refuses it).
/// `fclass`: GNU as adds both sign bits (@pos|@neg) to a class that names
/// zero/unorm/norm/inf without a sign (`@zero` is 0x7, not 0x4).
enum class Xform : uint8_t { none, minus1, minus1nz, rev63, rev31, pcrel, shr16, shr1, sor, inc3, pmpyshr, sub32, shr6, fclass };
/// Where an operand appears: plain, `[base]`, `file[index]`, or a literal register (`ar.ccv`).
enum class OpSlot : uint8_t { Op, Mem, Ind, Lit };

struct Piece {
  uint8_t Lo, Width; // Lo >= 64: bit Lo-64 of the L slot of an MLX pair
};
struct FieldGroup {
  Xform X;
  uint8_t N;
  Piece P[6];
};
struct OperandType {
  const char *Name;
  OpKind Kind;
  int64_t Min, Max; // legal values (register numbers or immediates)
  Print How;
  Fixup Fix;
  const char *Names; // Enum: "@rev=11 @mix=8 ..."
};
struct FormOperand {
  OpSlot Slot;
  uint16_t Type;     // index into operandTypes()
  const char *Text;  // Lit: register spelling; Ind: file name
  bool Out;          // left of '='
  uint8_t NG;        // field groups (0: not encoded, e.g. ldfp's implicit 8/16)
  FieldGroup G[2];
};

enum FormFlag : uint16_t {
  FF_asmonly = 1,  // accepted by the assembler, never chosen by the disassembler
  FF_postinc = 2,  // the memory base is written (post-increment)
  FF_fpair = 4,    // FP pair: one odd, one even register
  FF_alloc4 = 8,   // alloc r=ar.pfs,i,l,o,r spelling
  FF_r0ok = 16,    // r0 as destination is legal
  FF_noqp = 32,    // no qualifying predicate (the qp bits are fixed or ignored)
  FF_noasm = 64,   // printed by objdump, rejected by GNU as (hint.b)
  FF_priv = 128,   // privileged: Privileged Operation fault when PSR.cpl != 0 (SDM vol. 3)
  FF_sens = 256,   // privilege-sensitive: unprivileged, but reveals or depends on privileged state
  FF_slotrange = 512, // unit-less form whose immediate GNU as checks only once a slot picked the unit
};

struct FormInfo {
  const char *Mnemonic;   // full spelling: "ld8.acq.nta"
  Fmt Format;
  UnitType Unit;
  SchedClass Class;
  uint64_t Mask, Value;   // fixed bits of the 41-bit slot (the X slot for L forms)
  uint8_t NumOps, NumOuts;
  const char *Syntax;     // "%0=[%1],%2"
  uint16_t Flags;
  int8_t Prio;            // disassembly preference among matching forms
  const char *Implicit;   // "R:mem W:ar.pfs ..." resources not named by an operand
  FormOperand Ops[6];

  bool has(FormFlag F) const { return Flags & F; }
};

using FormId = int;

std::span<const FormInfo> allForms();
const FormInfo &form(FormId Id);
std::span<const OperandType> operandTypes();
const OperandType &operandType(const FormOperand &O);

/// Forms with this exact mnemonic spelling (all operand shapes / units).
std::span<const FormId> formsForMnemonic(std::string_view Mnemonic);

std::string_view formatName(Fmt F);
std::string_view schedClassName(SchedClass C);
std::optional<SchedClass> schedClassFromName(std::string_view N);
char unitTypeLetter(UnitType U);
/// Can a form of unit type U occupy a template slot of unit S?
bool unitFits(UnitType U, ir::Unit S);

/// How diagnostics describe an operand kind ("a general register", ...).
const char *opKindDescription(OpKind K);

/// Operand roles for dependence analysis.
enum class Role : uint8_t { Def, Use, Addr, AddrDef };
struct OperandRole {
  unsigned Index; // operand index in the form
  Role R;
};
std::vector<OperandRole> operandRoles(const FormInfo &F);

} // namespace epic::isa
