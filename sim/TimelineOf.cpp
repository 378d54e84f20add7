#include "sim/TimelineOf.h"
#include "isa/Disasm.h"
#include "sim/Core.h"
#include "sim/Timing.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace epic::sim {

model::Timeline timelineOf(const model::TimelineRecorder &Rec, Core &C, const Timing &T,
                           const model::MachineModel &MM, uint64_t FromCycle) {
  auto Namer = [&](uint64_t Id) -> std::optional<model::TimelineInstRef> {
    auto It = T.origins().find(Id);
    if (It == T.origins().end()) return std::nullopt;
    model::TimelineInstRef R;
    R.Bundle = It->second.Bundle;
    R.Slot = It->second.Slot;
    const CachedBundle *B = C.bundleAt(R.Bundle);
    if (!B) {
      llvm::raw_string_ostream(R.Text) << llvm::format_hex(R.Bundle, 0);
      return R;
    }
    const isa::MachineInst &MI = B->Insts[R.Slot].MI;
    R.Text = MI.Form >= 0 ? isa::formatInst(MI, B->Address) : "?";
    if (MI.QP) R.Text = "(p" + std::to_string(MI.QP) + ") " + R.Text;
    R.Template = isa::templateMarker(B->Template);
    return R;
  };
  return Rec.resolve(Namer, MM, FromCycle);
}

} // namespace epic::sim
