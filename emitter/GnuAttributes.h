// `.gnu.attributes` from the source's `.gnu_attribute TAG, VALUE` directives,
// as GNU as 2.40 writes it for IA-64 (BFD's elf-attrs.c, probed with
// ia64-linux-gnu-as; tests/lit/asm/gnu-attribute.s).
#pragma once
#include "emitter/ElfWriter.h"
#include "ir/Module.h"
#include <optional>

namespace epic::emit {

/// SHT_GNU_ATTRIBUTES.
inline constexpr uint32_t SHT_GNU_ATTRIBUTES = 0x6ffffff5;

/// The section, or nothing when no attribute has a value other than the
/// default (0 and ""): format 'A', then the "gnu" vendor's subsection
/// (length, "gnu\0", Tag_File 1 and its length, the attributes by ascending
/// tag, each a ULEB128 tag then its ULEB128 number and/or NUL-ended string;
/// tags 0 and 1 are never written). The last directive for a tag wins.
std::optional<ElfSection> gnuAttributesSection(const ir::Module &M, ByteOrder Order);

} // namespace epic::emit
