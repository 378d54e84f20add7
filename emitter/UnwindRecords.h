// IA-64 unwind descriptors (Itanium Software Conventions and Runtime
// Architecture Guide, "Unwind Descriptor Formats"): one record per
// descriptor, and their byte encoding. Records come from the unwind
// directives (UnwindDirectives.cpp); times are filled in from the laid-out
// bundles (Unwind.cpp) before encoding.
#pragma once
#include "ir/Module.h"
#include "ir/SourceLoc.h"
#include <cstdint>
#include <vector>

namespace epic::emit::unwind {

/// Descriptor formats. R1/R3 and B2/B3 and B1/B4 are one format each here:
/// the encoder picks the short form when the numbers fit.
enum class Fmt : uint8_t {
  Region,   // R1/R3: prologue (R=0) or body (R=1), rlen
  RegionGr, // R2: prologue_gr, A = mask, B = grsave, rlen
  P1,       // br_mem, A = brmask
  P2,       // br_gr, A = brmask, B = gr
  P3,       // R = which register, A = gr/br number
  P4,       // spill_mask, Imask = 2 bits per slot of the region
  P5,       // frgr_mem, A = grmask, B = frmask
  P6,       // R=0 fr_mem / R=1 gr_mem, A = mask
  P7,       // R = which, ULEB A (time or offset) [, ULEB B for mem_stack_f]
  P8,       // R = which, ULEB A
  P9,       // gr_gr, A = grmask, B = gr
  P10,      // unwabi, A = abi, B = context
  LabelCopy,// B1/B4: R=0 label_state / R=1 copy_state, A = label
  Epilogue, // B2/B3: A = t (from the region end), B = ecount
  X1,       // spill_(ps|s)prel: R = sprel, A = reg code (ab<<5|reg), t, B = offset
  X2,       // spill_reg / restore: A = reg code, B = target code (xy<<7|treg), t
  X3,       // X1 with qualifying predicate C
  X4,       // X2 with qualifying predicate C
  SpillSlot,// not a descriptor: the slot where a `.save.g/f/b/gf` register
            // is spilled (A = 1 FR, 2 GR, 3 BR); becomes the region's P4 imask
};

/// How the record's time field is filled in.
enum class When : uint8_t { None, FromStart, FromEnd };

struct Record {
  Fmt F = Fmt::P7;
  uint8_t R = 0;
  uint64_t A = 0, B = 0, C = 0;
  When T = When::None;
  uint64_t Time = 0;                // slots, filled in by the image builder
  uint64_t RLen = 0;                // regions: length in slots
  bool TwoValues = false;           // P7 mem_stack_f: time then size
  std::vector<uint8_t> Imask;       // P4
  bool Merge = false;               // P1/P5/P6 from `.save.g/f/b/gf`: one per region, after its header
  bool Dropped = false;             // a `.save.g/f/b/gf` with too few instructions after it
  int Anchor = -1;                  // index of the instruction the record is attached to
  /// A flush of GNU as's queue (data, alignment, `.org`, a section switch) where the record
  /// still waited for an instruction: a region record is dated at the flush's address, another
  /// one with `Anchor` (the procedure's last instruction with records then) when that flush
  /// writes its bundle (the walk of its records runs to the end of the list), else never
  /// ("Insn slot not set in unwind record." at `.endp`).
  const ir::Stmt *Flush = nullptr;
  /// A flush (or `.endp`) where a region record waited after the record's instruction: when it
  /// writes that instruction's bundle, the walk meets the region record and dates the record
  /// where gas first looks at the instruction after it (UnwindLayout::RegionSlotAfter).
  const ir::Stmt *RegionWalk = nullptr;
  ir::SourceLoc Loc;

  bool isRegion() const { return F == Fmt::Region || F == Fmt::RegionGr; }
};

/// Appends the bytes of `R` to `Out`.
void encode(const Record &R, std::vector<uint8_t> &Out);

void putULEB(uint64_t V, std::vector<uint8_t> &Out);

} // namespace epic::emit::unwind
