#include "emitter/DwarfRows.h"
#include "emitter/DwarfDirectives.h"
#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <tuple>

namespace epic::emit::dwarf {
namespace {

/// GNU as's queue over one section: instructions waiting for their bundle.
class SectionRows {
public:
  SectionRows(unsigned S, const RowLayout &L, ir::DiagnosticEngine &DE, bool Warn)
      : S(S), L(L), DE(DE), Code(!L.TakesRows || L.TakesRows(S)), Warn(Warn) {}

  void instruction(const ir::Inst &I, std::optional<LineState> Row) {
    auto P = L.PlaceOf(&I);
    if (!P)
      return; // not placed (an error was reported)
    if (Row && !ignored(I.Loc))
      Rows[&I] = *Row;
    Queue.push_back({&I, *P});
    while (Queue.size() >= 4)
      emitFront();
  }
  /// A `.loc` with a view, or one that the next one replaced before any
  /// instruction (`D`: the `.loc` that writes it). False when the row is
  /// not kept or is the section's first.
  bool rowHere(const LineState &St, size_t Chunks, const ir::Directive &D) {
    if (ignored(D.Loc))
      return false;
    uint64_t At = Queue.empty() ? std::max(End, L.EndOfChunks(S, Chunks)) : Queue.front().second.Bundle;
    Seq.push_back({St, At});
    Meta.push_back({L.FragAt ? L.FragAt(S, Chunks) : Frag{}, &D});
    return Seq.size() > 1;
  }
  void flush() {
    while (!Queue.empty())
      emitFront();
  }
  /// The view numbers of the rows (after the last flush); the first row's
  /// symbol, which GNU as defines only at the end, into `First`.
  void numberViews(LineTable &T, std::vector<std::pair<const LineRow *, const ir::Directive *>> &First);
  std::vector<LineRow> Seq;

private:
  struct RowMeta {
    Frag F;
    const ir::Directive *Loc = nullptr; // of a row written at its `.loc`
  };
  unsigned S;
  const RowLayout &L;
  ir::DiagnosticEngine &DE;
  bool Code, Warn;
  std::vector<RowMeta> Meta; // parallel to Seq
  std::deque<std::pair<const ir::Inst *, InstPlace>> Queue;
  std::map<const ir::Inst *, LineState> Rows;
  uint64_t End = 0;

  bool ignored(ir::SourceLoc At) {
    if (!Code && Warn)
      DE.warning(At, "dwarf line number information for " + L.SectionName(S) + " ignored");
    return !Code;
  }
  /// Writes the bundle of the oldest queued instruction, with its rows in slot order.
  void emitFront() {
    uint64_t Bundle = Queue.front().second.Bundle;
    std::vector<std::pair<InstPlace, const ir::Inst *>> In;
    for (auto It = Queue.begin(); It != Queue.end();)
      if (It->second.Bundle == Bundle) {
        In.push_back({It->second, It->first});
        It = Queue.erase(It);
      } else {
        ++It;
      }
    std::sort(In.begin(), In.end(), [](const auto &A, const auto &B) { return A.first.Row < B.first.Row; });
    for (auto &[P, I] : In)
      if (auto R = Rows.find(I); R != Rows.end()) {
        Seq.push_back({R->second, P.Row});
        Meta.push_back({L.FragAt ? L.FragAt(S, P.Chunk) : Frag{}, nullptr});
      }
    End = std::max(End, Bundle + 16);
  }
};

void SectionRows::numberViews(LineTable &T, std::vector<std::pair<const LineRow *, const ir::Directive *>> &First) {
  // The view number of the row before, as GNU as 2.40 counts: a row whose
  // `.loc` gave no view (an instruction's row, a `.loc` without `view`)
  // counts as 0 (binutils makes it a number symbol it never defines), so
  // `.loc 1 1` `.loc 1 2` `.loc 1 3 view .LVU1` at one address makes
  // .LVU1 1, where a consumer counting the table sees the row's view 2.
  uint64_t Prev = 0;
  for (size_t K = 0; K < Seq.size(); ++K) {
    LineRow &R = Seq[K];
    const RowMeta &M = Meta[K];
    uint64_t View = 0;
    if (K > 0 && R.S.View != ViewKind::None) {
      const LineRow &P = Seq[K - 1];
      const RowMeta &PM = Meta[K - 1];
      const bool SameFrag = M.F.Index == PM.F.Index;
      if (R.S.View == ViewKind::Reset) {
        // binutils' process_entries: the same place of one frag, or the
        // start of a frag after the end of the row's frag.
        R.SetAddress = SameFrag ? R.Addr == P.Addr : R.Addr == M.F.Start && P.Addr >= PM.F.FixEnd;
      } else {
        View = R.Addr > P.Addr ? 0 : Prev + 1;
      }
      if (R.S.View == ViewKind::Zero && M.Loc) {
        // GNU as checks the assertion at the `.loc` when it can compare the
        // two addresses (one frag, fixed-size bytes or only fills between
        // them); else it defers the check, which binutils 2.40 then always
        // fails (the check runs before its symbols are final).
        const uint64_t Fixed = (R.Addr - M.F.Start) + (M.F.FixedBefore - PM.F.FixedBefore) - (P.Addr - PM.F.Start);
        if (!SameFrag && Fixed == 0 && M.F.VariableBefore != PM.F.VariableBefore)
          DE.error(M.Loc->Loc, "view number mismatch (GNU as cannot check `view 0' here: no bytes of a fixed "
                               "size since the row before; it fails the check at the end of the file)");
        else if (View != 0)
          DE.error(M.Loc->Loc, "view number mismatch");
      }
    }
    if (R.S.View == ViewKind::Zero)
      View = 0; // the asserted number is the row's from here on
    if (R.S.View == ViewKind::Symbol && K == 0)
      First.push_back({&R, M.Loc});
    else if (R.S.View == ViewKind::Symbol)
      T.Views[R.S.ViewName] = View;
    Prev = R.S.View == ViewKind::None ? 0 : View;
  }
}

} // namespace

std::optional<LineTable> buildLineTable(const ir::Module &M, const std::vector<std::vector<LineEvent>> &Events,
                                        const RowLayout &L, const DebugOptions &O, ir::DiagnosticEngine &DE,
                                        bool Wanted) {
  LineTable T;
  bool AnyLoc = false;
  for (const ir::Section &Sec : M.Sections)
    for (const ir::Stmt &St : Sec.Stmts)
      if (const auto *D = std::get_if<ir::Directive>(&St); D && D->Name == ".file")
        applyFile(*D, T, DE);
  for (const auto &Evs : Events)
    for (const LineEvent &E : Evs)
      AnyLoc |= E.K == LineEvent::Loc;
  // -g: rows for the assembly source's own lines, unless it has line info
  // of its own (`.file N` or `.loc`: GNU as then writes only that).
  bool Numbered = false;
  for (const FileEntry &F : T.Files)
    Numbered |= F.Used;
  const bool Source = O.SourceLines && !AnyLoc && !Numbered;
  if (Source)
    T = LineTable{};
  if (!AnyLoc && !Source && !Wanted)
    return std::nullopt;

  // GNU as reads the file once: a `.loc` waiting for its instruction may get
  // its row in the next section, and a section switch writes the old
  // section's queue. The module keeps statements by section, so the events
  // are merged back into source order (per section their order is kept).
  std::vector<SectionRows> Rows;
  for (unsigned S = 0; S < Events.size(); ++S)
    Rows.emplace_back(S, L, DE, !Source); // gas warns about ignored rows only without -g
  std::vector<unsigned> SeqOrder; // sections in the order they got their first row
  std::vector<bool> HasSeq(Events.size(), false);
  LineState Cur;
  // View names GNU as had defined when a `.loc` names them again: by a row
  // that was not its section's first (a first row's symbol is defined at
  // the end of the file).
  std::set<std::string> ViewDefined;
  std::optional<LineState> Pending;
  bool PendingWritten = false;
  ir::SourceLoc LastSource; // of the last -g row (GNU as skips a row for the same file line)
  // Reading order; statements a pass made (order 0) follow their predecessor.
  auto keyOf = [&](const LineEvent &E, uint32_t Prev) {
    uint32_t Order = E.K == LineEvent::Loc || E.K == LineEvent::MarkLabels ? E.D->Order
                     : E.K == LineEvent::Inst                                ? E.I->Order
                     : E.K == LineEvent::Label                               ? E.L->Order
                                                                             : 0;
    return Order ? Order : Prev;
  };
  using Key = uint32_t;
  std::vector<size_t> Next(Events.size(), 0);
  std::vector<Key> Keys(Events.size());
  auto better = [&](unsigned A, unsigned B) { return Keys[A] < Keys[B] || (Keys[A] == Keys[B] && A < B); };
  std::vector<unsigned> Heads;
  for (unsigned S = 0; S < Events.size(); ++S)
    if (!Events[S].empty()) {
      Keys[S] = keyOf(Events[S][0], 0);
      Heads.push_back(S);
    }
  int CurSec = -1;
  // `.loc_mark_labels 1` (probed on ia64-linux-gnu-as 2.40): a label in code
  // gives the next instruction's row the basic_block flag, or a row at that
  // instruction with the current file and line when it would have none.
  bool MarkLabels = false;
  std::vector<bool> LabelWaiting(Events.size(), false);
  while (!Heads.empty()) {
    auto Best = std::min_element(Heads.begin(), Heads.end(), better);
    const unsigned S = *Best;
    const LineEvent &E = Events[S][Next[S]];
    auto noteFirstRow = [&](unsigned K) {
      if (!HasSeq[K] && !Rows[K].Seq.empty()) {
        HasSeq[K] = true;
        SeqOrder.push_back(K);
      }
    };
    if (CurSec >= 0 && unsigned(CurSec) != S) {
      Rows[CurSec].flush(); // a section switch writes the queue
      noteFirstRow(unsigned(CurSec));
    }
    CurSec = int(S);
    SectionRows &R = Rows[S];
    switch (E.K) {
    case LineEvent::MarkLabels:
      MarkLabels = !E.D->Words.empty() && E.D->Words[0] == "1";
      break;
    case LineEvent::Label:
      if (MarkLabels) // (GNU as also wants a `.file N` read before: not checked)
        LabelWaiting[S] = true;
      break;
    case LineEvent::Loc: {
      auto N = applyLoc(*E.D, Cur, T, DE);
      if (!N)
        break;
      if (Pending && !PendingWritten)
        R.rowHere(*Pending, E.Chunks, *E.D);
      Pending = Cur = *N;
      Cur.View = ViewKind::None;
      Cur.ViewName.clear();
      PendingWritten = N->View != ViewKind::None;
      // With a view number GNU as writes the row at once, at the address
      // it has reached, and the next instruction still gets one (a next
      // `.loc` does not write it again).
      if (PendingWritten) {
        if (N->View == ViewKind::Symbol && ViewDefined.count(N->ViewName))
          DE.error(E.D->Loc, "symbol `" + N->ViewName + "' is already defined");
        if (R.rowHere(*N, E.Chunks, *E.D) && N->View == ViewKind::Symbol)
          ViewDefined.insert(N->ViewName);
        Pending = Cur; // the view and the one-row flags are used up
        Pending->BasicBlock = Pending->PrologueEnd = Pending->EpilogueBegin = false;
        Pending->Discriminator = 0;
      }
      break;
    }
    case LineEvent::Inst:
      if (Source) {
        ir::SourceLoc W = E.I->LineLoc.isValid() ? E.I->LineLoc : E.I->Loc;
        if (W.isValid() && (W.Line != LastSource.Line || W.File != LastSource.File)) {
          LineState St;
          St.File = W.File; // a SourceManager id until the sequences are complete
          St.Line = W.Line;
          LastSource = W;
          Pending = St;
        }
      }
      if (LabelWaiting[S]) {
        LabelWaiting[S] = false;
        if (!Pending) {
          Pending = Cur;
          Pending->PrologueEnd = Pending->EpilogueBegin = false;
          Pending->Discriminator = 0;
        }
        Pending->BasicBlock = true;
      }
      R.instruction(*E.I, std::exchange(Pending, std::nullopt));
      break;
    case LineEvent::Flush:
      R.flush();
      break;
    }
    if (++Next[S] == Events[S].size())
      Heads.erase(Best);
    else
      Keys[S] = keyOf(Events[S][Next[S]], Keys[S]);
    noteFirstRow(S);
  }
  for (unsigned S = 0; S < Rows.size(); ++S) {
    Rows[S].flush();
    if (!HasSeq[S] && !Rows[S].Seq.empty()) {
      HasSeq[S] = true;
      SeqOrder.push_back(S);
    }
  }
  std::vector<std::pair<const LineRow *, const ir::Directive *>> First;
  for (SectionRows &R : Rows)
    R.numberViews(T, First);
  // GNU as defines the symbol of a section's first row at the end: 0,
  // unless a later row defined it (then it checks that it is 0).
  for (auto [R, D] : First)
    if (auto [It, New] = T.Views.try_emplace(R->S.ViewName, 0); !New && It->second != 0)
      DE.error(D->Loc, "view number mismatch (`" + R->S.ViewName + "' names this row, view 0, and a later one, view " +
                           std::to_string(It->second) + ")");
  if (DE.hasErrors())
    return std::nullopt;
  for (unsigned S : SeqOrder)
    T.Seqs.push_back({S, std::move(Rows[S].Seq), L.SectionSize(S)});
  if (Source) {
    // A file entry per source file (the input, each `.include`d file, each
    // file a cpp line marker names), numbered in the order the rows of the
    // written sequences use them, as GNU as 2.40 allocates them.
    std::map<uint32_t, unsigned> FileNumber; // SourceManager id -> entry
    for (Sequence &Seq : T.Seqs)
      for (LineRow &R : Seq.Rows) {
        auto [It, New] = FileNumber.try_emplace(R.S.File, 0);
        if (New)
          It->second = T.addFile(DE.sources().name(R.S.File));
        R.S.File = It->second;
      }
  }
  if (T.Seqs.empty() && !Wanted)
    return std::nullopt;
  return T;
}

} // namespace epic::emit::dwarf
