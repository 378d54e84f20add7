// What the assembler needs from the instruction set, as an interface:
// isa/ (form table, encoder) and isa/dv/ (instruction-group rules) implement
// it in IsaTarget.cpp; tests may substitute a small table of their own.
#pragma once
#include "emitter/Relocs.h"
#include "ir/Diagnostics.h"
#include "ir/Inst.h"
#include "ir/Module.h"
#include "ir/Template.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace epic::emit {

/// Unit-set bits (1 << ir::Unit).
inline constexpr uint8_t unitBit(ir::Unit U) { return uint8_t(1u << unsigned(U)); }

/// Slot needs of one instruction.
struct InstShape {
  uint8_t Units = 0; // unitBit(M)|unitBit(I) for A-type; unitBit(L) for movl/brl (L+X)
  uint8_t Preferred = 0; // where auto mode puts it on a tie (0: anywhere in Units)
  /// The units whose form takes the operands as written (0: all of Units). A
  /// unit-less `hint 2097151` may take M in GNU as's layout, which then
  /// refuses it (the slot decides the unit, then the range is checked); a
  /// bundler that chooses slots itself must keep it off M.
  uint8_t Fits = 0;
  uint8_t fitting() const { return Fits ? Fits : Units; }
  bool isLong() const { return Units & unitBit(ir::Unit::L); }
};

/// An immediate that must be filled in by the linker (or resolved by us
/// once addresses are known): which operand holds it and which bits of the
/// slot it occupies.
struct FixupSite {
  unsigned Operand = 0; // index into Outs then Ins (Outs.size() + i for Ins[i])
  RelocField Field = RelocField::None;
  bool PcRelative = false; // branch displacement (target - bundle address)
  int Tag = -1; // a second ip-relative operand (brp's tag): a label of this section, never relocated
};

/// One encoded slot (two for L+X: Bits is the L slot, XBits the X slot).
struct EncodedInst {
  uint64_t Bits = 0, XBits = 0;
};

/// Values handed to the encoder for each immediate operand, in operand
/// order (Outs then Ins): the resolved value, or nullopt when a relocation
/// will supply it (encode zero in that field).
using ImmValues = std::vector<std::optional<int64_t>>;

class Target {
public:
  virtual ~Target();
  /// Units `I` may occupy; located error for an unknown/invalid instruction.
  virtual llvm::Expected<InstShape> shape(const ir::Inst &I) const = 0;
  /// The immediate operand a relocation could patch, if any.
  virtual std::optional<FixupSite> fixupSite(const ir::Inst &I) const = 0;
  /// Encodes `I` for a slot of unit `U` (for L: the L+X pair).
  virtual llvm::Expected<EncodedInst> encode(const ir::Inst &I, ir::Unit U, const ImmValues &Imms) const = 0;
  /// The nop for unit `U` (`nop.m 0`, ...), already encoded.
  virtual EncodedInst nop(ir::Unit U) const = 0;
  /// A serialization instruction the dependency rules may ask for.
  virtual ir::Inst serialize(bool Instruction) const = 0;
  /// Instructions the architecture wants first (bit 0: alloc, flushrs,
  /// loadrs) or last (bit 1: cover, itc, rfi, ...) in an instruction group;
  /// GNU as puts a stop next to them even inside explicit bundles. Bit 2:
  /// must be last in its bundle (br.cloop, br.ctop, ...: slot 2).
  virtual uint8_t groupEdges(const ir::Inst &) const { return 0; }
  /// Warnings GNU as gives for `I` as written (r0 or f0 written, ...), located
  /// at the operand; the instruction is still encoded as written.
  virtual std::vector<ir::Diagnostic> warnings(const ir::Inst &) const { return {}; }
};

/// Packs a template and three 41-bit slots into 16 little-endian bytes
/// (template in bits 0-4, slot i at bit 5 + 41*i: Itanium architecture,
/// bundle format).
std::array<uint8_t, 16> packBundle(uint8_t Template, const std::array<uint64_t, 3> &Slots);

/// Instruction-group rules (the dependency-violation checker) as the
/// auto-mode bundler queries them while walking code in order.
class GroupRules {
public:
  enum Need : uint8_t { None, Stop, DataSerialize, InstrSerialize };
  virtual ~GroupRules();
  /// A new instruction group starts (after a stop).
  virtual void startGroup() = 0;
  /// What must precede `I` if it were added to the current group.
  virtual Need query(const ir::Inst &I) = 0;
  /// With a serialization need: does a stop have to come first (a writer
  /// is in the current group)? GNU as adds none when a stop already
  /// separates every writer from `I`: the srlz joins the current group.
  virtual bool serializeNeedsStop(const ir::Inst &I) { return true; }
  /// GNU as serializes conflict by conflict in its table's order (by resource name, then the
  /// writers' order): when the first one needing srlz.d has its writer behind a stop already
  /// and another's writer is in the current group, a srlz.d joins the current group first,
  /// then the stop and a second srlz.d (`ssm` ;; then `mov rr[r58]=r88`, `ld2`; `ptc.e` ;;
  /// then `itr.i`, `st8.spill`). Redundant, not wrong: matched for its bytes.
  virtual bool srlzBeforeStop(const ir::Inst &I) { return false; }
  /// Does GNU as see a conflict of `I` with the current group, so makes the stop query() asks
  /// for too? Not for the conflicts its tables miss (isa/dv/GasBlindSpots.cpp), nor for a
  /// unit-less `hint`, whose dependencies it never checks: there its layout differs from ours.
  virtual bool gasSeesConflict(const ir::Inst &I) { return true; }
  /// `I` joins the current group.
  virtual void add(const ir::Inst &I) = 0;
  /// A label: control may arrive here from elsewhere.
  virtual void label() {}
  /// Directives with meaning for the rules (`.pred.rel`, `.pred.safe_across_calls`).
  virtual void directive(const ir::Directive &D) {}
};

/// Rules that know only the stops written in the source: never asks for more.
class SourceStopsOnly final : public GroupRules {
public:
  void startGroup() override {}
  Need query(const ir::Inst &) override { return None; }
  void add(const ir::Inst &) override {}
};

/// The real instruction set (isa/ and isa/dv/); null until they exist.
std::unique_ptr<Target> makeIsaTarget();
std::unique_ptr<GroupRules> makeIsaGroupRules();

} // namespace epic::emit
