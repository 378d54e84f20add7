// GNU as keeps the flags a `{`, a `}` and a template directive set in the slots of its
// instruction queue (four, used in turn, a slot's flags cleared when its instruction is
// written): `{` and `.mii` mark the slot the next instruction takes, `}` the slot of the
// instruction before it, whose bundle then ends after it. A brace bundle without
// instructions (`{ .mib }`) so hands its `{` and template to the next instruction, whatever
// it is (auto-mode code then fills one bundle of that template up to a `}`), and its `}`
// marks the previous instruction's slot: still queued, that instruction ends its bundle;
// written already, the mark waits in the slot and ends the bundle of the fourth instruction
// after (probed with ia64-linux-gnu-as 2.40; docs/emitter.md, "Auto mode"), in a brace
// bundle too: the rest of that bundle is then bundled as code outside braces.
#pragma once
#include "ir/Module.h"
#include <cstdint>
#include <unordered_map>
#include <unordered_set>

namespace epic::emit {

struct EmptyBraceEffects {
  /// Instructions an empty brace's `{` passed to: the template it carried (code >> 1), -1 none.
  std::unordered_map<const ir::Inst *, int8_t> StartsBundle;
  /// Instructions an empty brace's `}` marks: their bundle ends after them.
  std::unordered_set<const ir::Inst *> EndsBundle;
  bool empty() const { return StartsBundle.empty() && EndsBundle.empty(); }
};

/// The effects of the module's empty brace bundles, in reading order over all sections
/// (nothing when it has none).
EmptyBraceEffects emptyBraceEffects(const ir::Module &M);

} // namespace epic::emit
