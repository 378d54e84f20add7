// Which kind of section an ir::Section is, as GNU as sees it.
#pragma once
#include "ir/Module.h"

namespace epic::ir {

/// A section `.attach_to_group` put in a group: it has the group but was not
/// made with "G" (every `.section` naming a group writes "G").
inline bool attachedToGroup(const Section &S) { return !S.Group.empty() && S.Flags.find('G') == std::string::npos; }

/// `.text`, `.data` or `.bss`, the sections GNU as has before the source
/// (attached to a group or not: the same section).
inline bool standardSection(const Section &S) {
  return (S.Name == ".text" || S.Name == ".data" || S.Name == ".bss") && (S.Group.empty() || attachedToGroup(S)) &&
         S.LinkedTo.empty();
}

} // namespace epic::ir
