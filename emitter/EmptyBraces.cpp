#include "emitter/EmptyBraces.h"
#include "emitter/QueuedEquates.h"
#include "emitter/ReadingOrder.h"
#include <array>

namespace epic::emit {

EmptyBraceEffects emptyBraceEffects(const ir::Module &M) {
  EmptyBraceEffects E;
  bool Any = false;
  for (const ir::Section &S : M.Sections)
    for (size_t I = 0; I + 1 < S.Stmts.size() && !Any; ++I)
      if (const auto *B = std::get_if<ir::BundleBegin>(&S.Stmts[I]))
        Any = B->Braced && std::holds_alternative<ir::BundleEnd>(S.Stmts[I + 1]);
  if (!Any)
    return E;
  uint64_t Count = 0;               // instructions read: the next takes slot Count % 4
  std::array<bool, 4> Marked{};     // a `}` mark waiting in a slot written already
  const ir::Inst *Last = nullptr;   // the last instruction read, while gas still queues it
  bool InBrace = false, EmptySoFar = false, Carry = false;
  int8_t Template = -1, CarriedTemplate = -1;
  byReadingOrder(M, [&](uint32_t, unsigned S, size_t Idx) {
    const ir::Stmt &St = M.Sections[S].Stmts[Idx];
    if (const auto *I = std::get_if<ir::Inst>(&St)) {
      if (std::exchange(Marked[Count % 4], false))
        E.EndsBundle.insert(I);
      if (std::exchange(Carry, false))
        E.StartsBundle[I] = CarriedTemplate;
      ++Count;
      Last = I;
      EmptySoFar = false;
    } else if (const auto *B = std::get_if<ir::BundleBegin>(&St)) {
      Template = B->HasTemplate ? int8_t(B->Template >> 1) : int8_t(-1);
      if (Carry && Template >= 0) // a later template directive takes the slot
        CarriedTemplate = Template;
      if (B->Braced)
        InBrace = EmptySoFar = true;
    } else if (std::holds_alternative<ir::BundleEnd>(St) && std::exchange(InBrace, false) && EmptySoFar) {
      Carry = true;
      if (Template >= 0)
        CarriedTemplate = Template;
      if (Last)
        E.EndsBundle.insert(Last);
      else
        Marked[(Count + 3) % 4] = true; // the slot before the next one
    } else if (flushesGasQueue(St)) {
      Last = nullptr;
    }
    if (!Carry)
      CarriedTemplate = -1;
  });
  return E;
}

} // namespace epic::emit
