// The type, flags and entry size GNU as gives a section it makes for
// `.section NAME[, "FLAGS"[, @TYPE]]`: BFD's special sections (elf.c's
// table and elfxx-ia64's short-data ones) decide by name, and GNU as's
// obj-elf merges what the directive writes with them. Every row and rule was
// measured with ia64-linux-gnu-as 2.40 (tests/lit/asm/section-types.s).
#pragma once
#include "emitter/ElfWriter.h"
#include <string>
#include <vector>

namespace epic::emit {

/// ELF section type/flags/alignment GNU as gives a section of this name
/// and `.section` flag string ("ax", "aw", "as"...; `s` = IA-64 short data)
/// and type (`@progbits`, `%nobits`, ...; empty: none written).
ElfSection defaultSection(const std::string &Name, const std::string &Flags, const std::string &Type);

/// One of GNU as's messages about a `.section` directive's attributes.
struct SectionMessage {
  bool Error = false;
  std::string Text;
};

/// GNU as's checks of `.section NAME, "FLAGS", TYPE[, ENTSIZE]` (obj-elf's
/// change-section rules, measured): `Made` is the section as an earlier
/// directive made it, null when this one makes it. A special section's
/// changes are ignored with a warning; another's are errors.
std::vector<SectionMessage> sectionDeclarationMessages(const std::string &Name, const std::string &Flags,
                                                       const std::string &Type, const std::string &EntSize,
                                                       const ElfSection *Made, const std::string &MadeEntSize);

} // namespace epic::emit
