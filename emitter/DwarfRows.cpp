#include "emitter/DwarfRows.h"
#include "emitter/DwarfDirectives.h"
#include <algorithm>
#include <deque>
#include <map>
#include <tuple>

namespace epic::emit::dwarf {
namespace {

/// GNU as's queue over one section: instructions waiting for their bundle.
class SectionRows {
public:
  SectionRows(unsigned S, const RowLayout &L) : S(S), L(L) {}

  void instruction(const ir::Inst &I, std::optional<LineState> Row) {
    auto P = L.PlaceOf(&I);
    if (!P)
      return; // not placed (an error was reported)
    if (Row)
      Rows[&I] = *Row;
    Queue.push_back({&I, *P});
    while (Queue.size() >= 4)
      emitFront();
  }
  /// A `.loc` that the next one replaced before any instruction.
  void rowHere(const LineState &St, size_t Chunks) {
    uint64_t At = Queue.empty() ? std::max(End, L.EndOfChunks(S, Chunks)) : Queue.front().second.first;
    Seq.push_back({St, At});
  }
  void flush() {
    while (!Queue.empty())
      emitFront();
  }
  std::vector<LineRow> Seq;

private:
  unsigned S;
  const RowLayout &L;
  std::deque<std::pair<const ir::Inst *, std::pair<uint64_t, uint64_t>>> Queue;
  std::map<const ir::Inst *, LineState> Rows;
  uint64_t End = 0;

  /// Writes the bundle of the oldest queued instruction, with its rows in slot order.
  void emitFront() {
    uint64_t Bundle = Queue.front().second.first;
    std::vector<std::pair<uint64_t, const ir::Inst *>> In;
    for (auto It = Queue.begin(); It != Queue.end();)
      if (It->second.first == Bundle) {
        In.push_back({It->second.second, It->first});
        It = Queue.erase(It);
      } else {
        ++It;
      }
    std::sort(In.begin(), In.end());
    for (auto &[Addr, I] : In)
      if (auto R = Rows.find(I); R != Rows.end())
        Seq.push_back({R->second, Addr});
    End = std::max(End, Bundle + 16);
  }
};

} // namespace

std::optional<LineTable> buildLineTable(const ir::Module &M, const std::vector<std::vector<LineEvent>> &Events,
                                        const RowLayout &L, const DebugOptions &O, ir::DiagnosticEngine &DE) {
  LineTable T;
  bool AnyLoc = false;
  for (const ir::Section &Sec : M.Sections)
    for (const ir::Stmt &St : Sec.Stmts)
      if (const auto *D = std::get_if<ir::Directive>(&St); D && D->Name == ".file")
        applyFile(*D, T, DE);
  for (const auto &Evs : Events)
    for (const LineEvent &E : Evs)
      AnyLoc |= E.K == LineEvent::Loc;
  const bool Source = O.SourceLines && !AnyLoc; // -g: rows for the assembly source's own lines
  if (Source) {
    T = LineTable{};
    T.setFile(1, "", O.SourceName);
  }
  if (!AnyLoc && !Source)
    return std::nullopt;

  // (source position of the first row, section): GNU as orders sequences by
  // when a section got its first row.
  std::vector<std::tuple<uint32_t, uint32_t, unsigned, std::vector<LineRow>>> Found;
  LineState Cur;
  unsigned LastSourceLine = 0;
  for (unsigned S = 0; S < Events.size(); ++S) {
    SectionRows R(S, L);
    std::optional<LineState> Pending;
    ir::SourceLoc First, Last; // the event that gave the section its first row
    for (const LineEvent &E : Events[S]) {
      switch (E.K) {
      case LineEvent::Loc: {
        auto Next = applyLoc(*E.D, Cur, T, DE);
        if (!Next)
          break;
        if (Pending)
          R.rowHere(*Pending, E.Chunks);
        Last = E.D->Loc;
        Pending = Cur = *Next;
        // With a view number GNU as writes the row at once, at the address
        // it has reached, and the next instruction still gets one.
        if (Next->View)
          R.rowHere(*Next, E.Chunks);
        break;
      }
      case LineEvent::Inst:
        if (Source && E.I->Loc.Line != LastSourceLine) {
          LineState St;
          St.Line = LastSourceLine = E.I->Loc.Line;
          Pending = St;
        }
        R.instruction(*E.I, std::exchange(Pending, std::nullopt));
        Last = E.I->Loc;
        break;
      case LineEvent::Flush:
        R.flush();
        break;
      }
      if (!R.Seq.empty() && !First.isValid())
        First = Last;
    }
    R.flush();
    if (!R.Seq.empty() && !First.isValid())
      First = Last;
    if (!R.Seq.empty())
      Found.emplace_back(First.isValid() ? First.Line : UINT32_MAX, First.Col, S, std::move(R.Seq));
  }
  if (DE.hasErrors())
    return std::nullopt;
  std::stable_sort(Found.begin(), Found.end(), [](const auto &A, const auto &B) {
    return std::tie(std::get<0>(A), std::get<1>(A)) < std::tie(std::get<0>(B), std::get<1>(B));
  });
  for (auto &[Line, Col, S, Rows] : Found)
    T.Seqs.push_back({S, std::move(Rows), L.SectionSize(S)});
  if (T.Seqs.empty())
    return std::nullopt;
  return T;
}

} // namespace epic::emit::dwarf
