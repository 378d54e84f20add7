#include "latency-db/Timeline.h"
#include <algorithm>
#include <unordered_map>

namespace epic::model {

std::string stallCause(const TimelineStall &S) {
  std::string T = S.Why;
  bool After = S.Why == "unconditional";
  if (!S.Producer.empty()) T += ", after " + S.Producer;
  if (!S.Consumer.empty()) T += (After ? ", after " : ", before ") + S.Consumer;
  return T;
}

Timeline TimelineRecorder::resolve(const TimelineNamer &Namer, const MachineModel &MM, uint64_t FromCycle) const {
  Timeline TL;
  TL.FirstCycle = FromCycle;
  auto text = [&](uint64_t Id) -> std::string {
    if (auto R = Namer(Id)) return R->Text;
    return "#" + std::to_string(Id);
  };
  std::unordered_map<uint64_t, int> RowOf;
  std::vector<std::pair<std::optional<uint64_t>, std::optional<uint64_t>>> StallIds; // consumer, producer
  for (const Row &R : Rows) {
    if (R.Stall) {
      if (R.S.Cycle + R.S.Bubbles <= FromCycle) continue;
      TimelineStall S;
      S.Cycle = R.S.Cycle;
      S.Bubbles = R.S.Bubbles;
      S.Counter = R.S.Counter;
      S.Why = R.S.Why;
      if (R.S.Producer) S.Producer = text(*R.S.Producer);
      if (R.S.Consumer) S.Consumer = text(*R.S.Consumer);
      StallIds.push_back({R.S.Consumer, R.S.Producer});
      TL.EndCycle = std::max(TL.EndCycle, S.Cycle + S.Bubbles);
      TL.Stalls.push_back(std::move(S));
      continue;
    }
    if (R.G.Insts.empty() || R.G.Cycle < FromCycle) continue;
    unsigned GroupIdx = TL.Groups.size();
    SplitReason Why = R.G.Reason;
    TL.Groups.push_back({R.G.Cycle, Why == SplitReason::None ? "" : splitReasonName(Why),
                         Why == SplitReason::TemplatePair || Why == SplitReason::BranchInFirst ||
                             Why == SplitReason::PortShortage || Why == SplitReason::SplitRule});
    unsigned K = R.G.Start; // window slot of the next instruction (slot order)
    for (uint64_t Id : R.G.Insts) {
      TimelineInst I;
      I.Id = Id;
      I.Cycle = R.G.Cycle;
      I.Group = GroupIdx;
      if (auto Ref = Namer(Id)) {
        I.Text = Ref->Text;
        I.Bundle = Ref->Bundle;
        I.Slot = Ref->Slot;
        I.Template = Ref->Template;
        while (K < R.G.End && K % 3 != Ref->Slot) ++K;
        if (K < 6 && R.G.Port[K]) I.Port = MM.portName(*R.G.Port[K]);
        ++K;
      } else {
        I.Text = "#" + std::to_string(Id);
      }
      RowOf[Id] = int(TL.Insts.size());
      TL.Insts.push_back(std::move(I));
    }
    TL.EndCycle = std::max(TL.EndCycle, R.G.Cycle + 1);
  }
  for (size_t I = 0; I < TL.Stalls.size(); ++I) {
    if (auto Id = StallIds[I].first)
      if (auto It = RowOf.find(*Id); It != RowOf.end()) TL.Stalls[I].ConsumerRow = It->second;
    if (auto Id = StallIds[I].second)
      if (auto It = RowOf.find(*Id); It != RowOf.end()) TL.Stalls[I].ProducerRow = It->second;
  }
  return TL;
}

} // namespace epic::model
