#include "scheduler/BraceModes.h"
#include <algorithm>
#include <utility>

namespace epic::sched {

unsigned readAutoModeBundlesAsGas(ir::Module &M, ir::Mode Default) {
  unsigned Changed = 0;
  for (ir::Section &Sec : M.Sections) {
    // The frontend repeats the mode at each section entry (Builder::repeatMode),
    // so one walk per section sees the mode in effect.
    ir::ModeState Modes(Default);
    std::vector<size_t> StopAfter, Drop; // statement indexes, ascending
    std::optional<size_t> LastInst, Begin, Open; // Open: a switching bundle's last instruction
    bool StopAtEnd = false;
    enum { Keep, EndGroup, Auto } Kind = Keep;
    for (size_t I = 0; I < Sec.Stmts.size(); ++I) {
      const ir::Stmt &St = Sec.Stmts[I];
      if (const auto *D = std::get_if<ir::Directive>(&St)) {
        Modes.apply(D->Name);
      } else if (const auto *B = std::get_if<ir::BundleBegin>(&St)) {
        // Another bundle kept as written right after: nothing would check a
        // dependency across, so the group GNU as ends is ended here.
        if (Open) {
          StopAfter.push_back(*std::exchange(Open, std::nullopt));
          ++Changed;
        }
        Kind = Modes.Cur != ir::Mode::Auto ? Keep : B->Braced && !Modes.Set ? EndGroup : Auto;
        Begin = I;
        LastInst.reset();
        StopAtEnd = false;
      } else if (std::holds_alternative<ir::Inst>(St)) {
        // Automatic-mode code after it: a region entered with the bundle's
        // group open (EntryGroup), which may fill it where the rules allow.
        Open.reset();
        LastInst = I;
        StopAtEnd = false;
      } else if (std::holds_alternative<ir::Stop>(St)) {
        StopAtEnd = true;
        Open.reset(); // `} ;;`: the printed output keeps that stop
      } else if (std::holds_alternative<ir::BundleEnd>(St) && Begin) {
        if (Kind == EndGroup && LastInst && !StopAtEnd) {
          Open = LastInst;
        } else if (Kind == Auto) {
          Drop.push_back(*Begin);
          Drop.push_back(I);
          ++Changed;
        }
        Begin.reset();
        Kind = Keep;
      }
    }
    if (StopAfter.empty() && Drop.empty())
      continue;
    std::vector<ir::Stmt> Out;
    Out.reserve(Sec.Stmts.size() + StopAfter.size());
    std::vector<size_t> NewIndex(Sec.Stmts.size() + 1); // old statement index -> new
    size_t NextStop = 0, NextDrop = 0;
    for (size_t I = 0; I < Sec.Stmts.size(); ++I) {
      NewIndex[I] = Out.size();
      if (NextDrop < Drop.size() && Drop[NextDrop] == I) {
        ++NextDrop;
        continue;
      }
      Out.push_back(std::move(Sec.Stmts[I]));
      if (NextStop < StopAfter.size() && StopAfter[NextStop] == I) {
        Out.push_back(ir::Stop{std::get<ir::Inst>(Out.back()).Loc});
        ++NextStop;
      }
    }
    NewIndex[Sec.Stmts.size()] = Out.size();
    Sec.Stmts = std::move(Out);
    const unsigned SecIndex = unsigned(&Sec - M.Sections.data());
    for (ir::Procedure &P : M.Procedures) // statement ranges follow the statements
      if (P.Section == SecIndex) {
        P.Begin = NewIndex[std::min(P.Begin, NewIndex.size() - 1)];
        P.End = NewIndex[std::min(P.End, NewIndex.size() - 1)];
      }
  }
  return Changed;
}

} // namespace epic::sched
