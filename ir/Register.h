// IA-64 register files and register names.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace epic::ir {

/// Register files addressable by number.
enum class RegFile : uint8_t {
  GR,     // r0-r127 (r32+ are stacked; in/loc/out name them relative to the frame)
  FR,     // f0-f127
  PR,     // p0-p63
  BR,     // b0-b7
  AR,     // ar0-ar127 (ar.k0-k7, ar.rsc, ar.bsp, ... are names for numbers)
  CR,     // cr0-cr127 (cr.ipsr, cr.iip, ...)
  PSR,    // whole/lower/user-mask views: see PsrView
  PRFile, // the predicate file as a whole: `pr` (Num 0) and `pr.rot` (Num 1)
  IP,     // the instruction pointer `ip` (Num 0)
  VR,     // a `.vreg` temporary (Num indexes Module::VRegs); the scheduler assigns a GR
};

/// The three PSR operands the ISA names.
enum class PsrView : uint8_t { Whole = 0, L = 1, UM = 2 };

/// Register files indexed by a general register (`rr[r2]`, `pkr[r3]`, ...).
/// DAHR: the Itanium 9500 data-access-hint registers (`mov r1=dahr[r3]`).
enum class IndirectFile : uint8_t { RR, PKR, IBR, DBR, PMC, PMD, CPUID, MSR, ITR, DTR, DAHR };

struct Reg {
  RegFile File = RegFile::GR;
  uint16_t Num = 0;

  friend bool operator==(Reg A, Reg B) = default;
  friend auto operator<=>(Reg A, Reg B) = default;

  static Reg gr(unsigned N) { return {RegFile::GR, uint16_t(N)}; }
  static Reg fr(unsigned N) { return {RegFile::FR, uint16_t(N)}; }
  static Reg pr(unsigned N) { return {RegFile::PR, uint16_t(N)}; }
  static Reg br(unsigned N) { return {RegFile::BR, uint16_t(N)}; }
  static Reg ar(unsigned N) { return {RegFile::AR, uint16_t(N)}; }
  static Reg cr(unsigned N) { return {RegFile::CR, uint16_t(N)}; }
  static Reg psr(PsrView V) { return {RegFile::PSR, uint16_t(V)}; }
};

/// Canonical spelling, as GNU objdump prints it (`r12`, `f8`, `p6`, `b0`,
/// `ar.bsp`, `cr.ipsr`, `psr.l`, `pr.rot`, `ip`; unnamed ARs/CRs as `ar42`).
std::string regName(Reg R);
std::string_view indirectFileName(IndirectFile F);

/// A symbol name without tc-ia64's "not a register name" suffix: GCC writes
/// `name#` (`br.call b0=r5#`, `.size digits#, 65`); the `#` is not part of it.
inline std::string withoutHashSuffix(std::string_view Name) {
  if (!Name.empty() && Name.back() == '#')
    Name.remove_suffix(1);
  return std::string(Name);
}

/// Architectural names of application and control registers (number -> name,
/// empty when the number has no name).
std::string_view arName(unsigned Num);
std::string_view crName(unsigned Num);

/// The register stack frame in effect (from `.regstk` or `alloc`), used to
/// resolve `inN`, `locN`, `outN`.
struct RegStackFrame {
  unsigned Ins = 0, Locals = 0, Outs = 0, Rotating = 0;
  bool Defined = false;
};

/// Result of looking up a register name.
struct RegLookup {
  enum Kind { NotARegister, Register, Indirect, FrameOutOfRange, FrameUndefined } K = NotARegister;
  Reg R;
  IndirectFile File = IndirectFile::RR;
};

/// Resolves every fixed register name and alias GNU as knows: r0-r127,
/// f0-f127, p0-p63, b0-b7, ar0-ar127 and ar.<name>, cr0-cr127 and cr.<name>,
/// psr, psr.l, psr.um, pr, pr.rot, ip, gp, sp, tp, rp, ret0-3, farg0-7,
/// fret0-7, in/loc/out (against `Frame`), and the indirect file names
/// (rr, pkr, ibr, dbr, pmc, pmd, cpuid, msr, itr, dtr) as `Indirect`.
/// Names are case-sensitive as in GNU as (lower case).
RegLookup lookupRegister(std::string_view Name, const RegStackFrame &Frame);

} // namespace epic::ir
