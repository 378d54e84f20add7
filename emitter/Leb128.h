// `.uleb128`/`.sleb128` of values known only at layout (GCC's exception
// tables: `.uleb128 .LEHE0-.LEHB0`), sized as GNU as relaxes them: each
// starts at one byte and takes, pass after pass, the size its value needs
// until no label moves. Shared by the section layout (Assembler.cpp) and
// the unwind handler data (Unwind.cpp).
#pragma once
#include "emitter/Eval.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace epic::emit {

/// Bytes the LEB128 encoding of `V` needs.
unsigned lebSize(uint64_t V, bool Signed);

/// The size after one more layout pass. GNU as lets a size shrink again;
/// a value whose size flips back and forth (an alignment after it) would
/// never settle, so after `GrowOnlyAfter` passes a size only grows and the
/// bytes are padded (a longer encoding of the same value).
inline constexpr unsigned LebGrowOnlyAfter = 24, LebMaxPasses = 96;
inline unsigned relaxLeb(unsigned Old, unsigned Need, unsigned Pass) {
  return Pass < LebGrowOnlyAfter || Need > Old ? Need : Old;
}

/// Appends `V` in `Size` bytes (padded with continuation bytes when the
/// value needs fewer).
void putLeb(std::vector<uint8_t> &Out, uint64_t V, bool Signed, unsigned Size);

/// The number a LEB operand stands for once laid out, as GNU as takes it: a
/// constant, or a symbol's offset in its section (a difference of two
/// labels of one section, or of two laid-out sections' labels, is already
/// a constant). Null with GNU as's reason in `Why` otherwise.
std::optional<uint64_t> lebOperand(const Value &V, std::string &Why);

} // namespace epic::emit
