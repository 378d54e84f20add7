// Unwind directives -> records. The register tables are the runtime
// architecture guide's descriptor codes; GNU as's readings of the
// directives were probed with `readelf -u` (docs/emitter.md, "Unwind").
#include "emitter/UnwindDirectives.h"
#include "emitter/AlignDirectives.h"
#include "emitter/QueuedEquates.h"
#include "emitter/ReadingOrder.h"
#include <algorithm>
#include <cstring>
#include <deque>
#include <map>
#include <set>
#include <string_view>
#include <unordered_set>

namespace epic::emit::unwind {
namespace {

/// A register that `.save`, `.savesp`, `.savepsp` and the `.spill*`
/// directives name, with the descriptor that records each kind of save.
struct SaveTarget {
  const char *Name;
  Fmt WhenF;
  uint8_t WhenR;  // P7/P8 code of "<reg>_when"
  int8_t GrR;     // P3 code of "<reg>_gr" (-1: cannot be saved in a GR)
  Fmt SpF;
  uint8_t SpR;    // "<reg>_sprel"
  Fmt PspF;
  uint8_t PspR;   // "<reg>_psprel"
  uint8_t XReg;   // number in X1-X4 records (register class 3, "special")
};

constexpr SaveTarget SaveTargets[] = {
    {"rp", Fmt::P7, 4, 1, Fmt::P8, 1, Fmt::P7, 5, 3},
    {"ar.pfs", Fmt::P7, 6, 2, Fmt::P8, 2, Fmt::P7, 7, 9},
    {"pr", Fmt::P7, 8, 3, Fmt::P8, 3, Fmt::P7, 9, 0},
    {"ar.lc", Fmt::P7, 10, 5, Fmt::P8, 4, Fmt::P7, 11, 10},
    {"ar.unat", Fmt::P7, 12, 4, Fmt::P8, 5, Fmt::P7, 13, 7},
    {"ar.fpsr", Fmt::P7, 14, 10, Fmt::P8, 6, Fmt::P7, 15, 8},
    {"ar.bsp", Fmt::P8, 7, 8, Fmt::P8, 9, Fmt::P8, 8, 4},
    {"ar.bspstore", Fmt::P8, 10, 9, Fmt::P8, 12, Fmt::P8, 11, 5},
    {"ar.rnat", Fmt::P8, 13, 7, Fmt::P8, 15, Fmt::P8, 14, 6},
    {"@priunat", Fmt::P8, 16, 11, Fmt::P8, 18, Fmt::P8, 17, 2},
    {"psp", Fmt::P7, 0, -1, Fmt::P7, 0, Fmt::P7, 0, 1}, // only in .spill* directives
};
/// `.savesp`/`.savepsp @priunat` record the time with priunat_when_mem.
constexpr uint8_t PriUnatWhenMem = 19;

const SaveTarget *saveTarget(const std::string &Name) {
  // The frontend names every register by number; rp is b0 (GNU as takes either).
  std::string_view N = Name == "b0" ? "rp" : std::string_view(Name);
  for (const SaveTarget &T : SaveTargets)
    if (N == T.Name)
      return &T;
  return nullptr;
}

/// "rN"/"fN"/"bN"/"pN" -> N when the class letter matches and N < Limit.
std::optional<unsigned> regNumber(const std::string &W, char Class, unsigned Limit) {
  if (W.size() < 2 || W[0] != Class)
    return std::nullopt;
  unsigned N = 0;
  for (size_t I = 1; I < W.size(); ++I) {
    if (W[I] < '0' || W[I] > '9')
      return std::nullopt;
    N = N * 10 + unsigned(W[I] - '0');
    if (N >= Limit)
      return std::nullopt;
  }
  return N;
}

/// The sp- and psp-relative offsets of the records, in words: GNU as reads the
/// written offset as a 32-bit unsigned number (`.savepsp ar.unat, -24` is
/// pspoff 0x3ffffffe, `.savesp ar.unat, 0x100000010` spoff 4).
uint64_t spWords(int64_t Off) { return uint32_t(Off) / 4; }
uint64_t pspWords(int64_t Off) { return uint32_t(uint32_t(Off) + 16) / 4; }

/// A register the frontend named (it spells registers by number: r4, b1, ar.ccv, cr.iip),
/// for GNU as's "not a valid register" where other operands are "not a register".
bool isRegisterWord(const std::string &W) {
  for (char C : {'r', 'f', 'b', 'p'})
    if (regNumber(W, C, 128))
      return true;
  auto file = [&](std::string_view F) {
    return W.starts_with(F) && W.size() > 2 && (W[2] == '.' || (W[2] >= '0' && W[2] <= '9'));
  };
  return file("ar") || file("cr") || W.starts_with("psr") || W == "psp" || W == "pr" || W == "pr.rot" ||
         W == "ip";
}

/// The register a `.spill*`/`.restorereg` saves, as X records number it:
/// class (0 GR, 1 FR, 2 BR, 3 special) << 5 | number. Only the preserved
/// registers can be named (r4-r7, f2-f5, f16-f31, b1-b5).
std::optional<uint8_t> spilledReg(const std::string &W) {
  if (auto N = regNumber(W, 'r', 128))
    return *N >= 4 && *N <= 7 ? std::optional<uint8_t>(*N) : std::nullopt;
  if (auto N = regNumber(W, 'f', 128))
    return (*N >= 2 && *N <= 5) || (*N >= 16 && *N <= 31) ? std::optional<uint8_t>(1 << 5 | *N)
                                                          : std::nullopt;
  if (W == "b0") // before the b1-b5 test, which would refuse it
    return 3 << 5 | 3;
  if (auto N = regNumber(W, 'b', 8))
    return *N >= 1 && *N <= 5 ? std::optional<uint8_t>(2 << 5 | *N) : std::nullopt;
  if (const SaveTarget *T = saveTarget(W))
    return 3 << 5 | T->XReg;
  return std::nullopt;
}

/// Where a register was copied (X2/X4 target): x y treg as one 9-bit value.
std::optional<uint16_t> targetReg(const std::string &W) {
  if (auto N = regNumber(W, 'r', 128))
    return *N ? std::optional<uint16_t>(*N) : std::nullopt; // r0 is read-only
  if (auto N = regNumber(W, 'f', 128))
    return *N > 1 ? std::optional<uint16_t>(1 << 7 | *N) : std::nullopt; // so are f0, f1
  if (auto N = regNumber(W, 'b', 8))
    return 1 << 8 | *N;
  return std::nullopt;
}

/// Reads a directive's operands in written order: the frontend keeps
/// names (Words) and expressions (Args) apart, each in order.
struct Operands {
  const ir::Directive &D;
  const ConstantFn &Constant;
  ir::DiagnosticEngine &DE;
  size_t NextWord = 0, NextArg = 0;
  bool Failed = false;

  /// "First operand to .save", as GNU as words its messages.
  std::string operand(const char *Ordinal = nullptr) const {
    static const char *const Nth[] = {"First", "Second", "Third", "Fourth"};
    return std::string(Ordinal ? Ordinal : Nth[std::min<size_t>(NextWord + NextArg, 3)]) +
           " operand to " + D.Name;
  }
  std::optional<std::string> word(const char *What) {
    if (NextWord < D.Words.size())
      return D.Words[NextWord++];
    // A plain symbol expression can stand for a name too.
    if (NextArg < D.Args.size() && D.Args[NextArg] && D.Args[NextArg]->K == ir::Expr::Symbol)
      return D.Args[NextArg++]->Name;
    fail(operand() + " not a " + What);
    return std::nullopt;
  }
  std::optional<int64_t> number(const char *) {
    if (NextArg >= D.Args.size() || !D.Args[NextArg]) {
      fail(operand() + " must be a constant");
      return std::nullopt;
    }
    auto V = Constant(*D.Args[NextArg++], D.Loc);
    if (!V)
      Failed = true;
    return V;
  }
  bool hasNumber() const { return NextArg < D.Args.size() && D.Args[NextArg]; }
  void fail(const std::string &Msg) {
    if (!Failed)
      DE.error(D.Loc, Msg);
    Failed = true;
  }
};

/// GNU as's complaint about the masks of `.save.g/f/b/gf`, or null.
const char *maskError(const std::string &N, int64_t Gr, int64_t Fr, int64_t Br) {
  if (N == ".save.g")
    return Gr <= 0 || Gr > 0xf ? "First operand to .save.g must be a positive 4-bit constant" : nullptr;
  if (N == ".save.f")
    return Fr <= 0 || Fr > 0xfffff ? "Operand to .save.f must be a positive 20-bit constant" : nullptr;
  if (N == ".save.b")
    return Br <= 0 || Br > 0x1f ? "First operand to .save.b must be a positive 5-bit constant" : nullptr;
  if (Gr < 0 || Gr > 0xf)
    return "First operand to .save.gf must be a non-negative 4-bit constant";
  if (Fr < 0 || Fr > 0xfffff)
    return "Second operand to .save.gf must be a non-negative 20-bit constant";
  return Gr == 0 && Fr == 0 ? "Operands to .save.gf may not be both zero" : nullptr;
}

const char *const UnwindNames[] = {
    ".prologue", ".body", ".save", ".savesp", ".savepsp", ".restore", ".fframe", ".vframe",
    ".vframesp", ".vframepsp", ".spill", ".spillreg", ".spillsp", ".spillpsp", ".spillreg.p",
    ".spillsp.p", ".spillpsp.p", ".restorereg", ".restorereg.p", ".label_state", ".copy_state",
    ".altrp", ".unwabi", ".unwentry", ".personality", ".handlerdata", ".save.g", ".save.f",
    ".save.b", ".save.gf"};

/// The rest of an incomplete `.save.g/f/b/gf` after `.endp` (Collector::keepNextSpill).
struct CarriedSave {
  std::vector<uint8_t> Spills; // register kinds left
  int64_t Masks[3];
  std::string Name;
  Record Head;
  bool Skip = true;
  // A save to GRs (P9/P2) keeps its record in the procedure it began in: GNU as trims that
  // record's mask to the first GrKept registers (of FullMasks) and those spilled since when
  // the save is found incomplete later.
  Record *GrHead = nullptr;
  size_t GrKept = 0;
  int64_t FullMasks[3] = {0, 0, 0};
};

class Collector {
public:
  Collector(const ConstantFn &Constant, ir::DiagnosticEngine &DE, std::optional<CarriedSave> &Carried)
      : Constant(Constant), DE(DE), Carried(Carried) {}
  std::vector<Procedure> Procs;
  void statement(const ir::Stmt &St);
  void finish() { leaveHandlerData(); }

private:
  const ConstantFn &Constant;
  ir::DiagnosticEngine &DE;
  Procedure Cur;
  bool InProc = false, InHandlerData = false;
  bool HandlerDataLeft = false; // a section switch ended the procedure's handler data
  std::optional<std::string> OutsidePersonality; // `.personality` outside a procedure (GNU as keeps it)
  std::vector<size_t> Pending; // records waiting for their instruction
  const ir::Stmt *CurStmt = nullptr;          // the statement being read
  const ir::Stmt *HandlerStmt = nullptr;      // the procedure's `.handlerdata`
  const ir::Stmt *TrailingDir = nullptr;       // the last one of them without a time
  const ir::Stmt *TrailingRegionDir = nullptr; // the first region one
  // A flush dated the joined register of an incomplete save: the next instruction
  // only makes the next one join (GNU as's list), it takes none.
  bool SpillJoinWaits = false;
  std::unordered_set<std::string_view> Defined; // labels of this section so far (Module's strings)
  enum class Region { None, Prologue, Body } InRegion = Region::None;
  unsigned PrologueCount = 0;
  // An instruction after the procedure's label (GNU as's "Initial .prologue/.body should
  // precede any instructions"; one between `.proc` and the label does not count).
  bool InsnSeen = false;
  std::map<int64_t, unsigned> Labels; // .label_state -> prologue count
  std::map<uint8_t, uint64_t> ImpliedGr; // P3 code -> GR that `.prologue mask, grsave` implies

  /// `.prologue mask, grsave` says rp, ar.pfs, psp, pr (mask bits 8, 4,
  /// 2, 1) live in consecutive GRs from grsave; a `.save`/`.vframe` of a
  /// register in the mask then writes no "<reg>_gr" record, whatever GR it
  /// names (GNU as warns when it names another one and keeps the mask's).
  void impliedSaves(uint64_t Mask, uint64_t GrSave) {
    ImpliedGr.clear();
    const std::pair<uint64_t, uint8_t> Order[] = {{8, 1}, {4, 2}, {2, 0}, {1, 3}}; // rp, pfs, psp, pr
    for (auto [Bit, P3] : Order)
      if (Mask & Bit)
        ImpliedGr[P3] = GrSave++;
  }
  void addGr(uint8_t P3, uint64_t Gr, const ir::Directive &D) {
    auto It = ImpliedGr.find(P3);
    if (It == ImpliedGr.end())
      add(Fmt::P3, P3, When::None, D).A = Gr;
    else if (It->second != Gr)
      DE.warning(D.Loc, (D.Name == ".save" ? "Second operand of .save" : "Operand of " + D.Name) +
                            " contradicts .prologue");
  }

  Record &add(Fmt F, uint8_t R, When T, const ir::Directive &D) {
    if (F != Fmt::Region && F != Fmt::RegionGr && T == When::None)
      TrailingDir = CurStmt; // until an instruction takes it (Procedure::TrailingAt)
    else if ((F == Fmt::Region || F == Fmt::RegionGr) && !TrailingRegionDir)
      TrailingRegionDir = CurStmt;
    Record Rec;
    Rec.F = F;
    Rec.R = R;
    Rec.T = T;
    Rec.Loc = D.Loc;
    Cur.Records.push_back(Rec);
    Pending.push_back(Cur.Records.size() - 1);
    return Cur.Records.back();
  }
  void directive(const ir::Directive &D);
  std::optional<std::string> personality(const ir::Directive &D) {
    auto Name = personalityName(D);
    if (!Name)
      Operands{D, Constant, DE}.word("personality routine"); // its error
    return Name;
  }
  void checkRegion(const ir::Directive &D, Region Want);
  void flushPoint(const ir::Stmt &St);
  /// A `.save.b` to memory still waiting for branch registers: its records wait for an
  /// instruction like a `.save`'s (GNU as's flush wants one).
  bool pendingBrMem() const {
    return !PendingSpills.empty() && PendingSpills.front() != 0 && SaveName == ".save.b" &&
           !MemSaveRecords.empty() && Cur.Records[MemSaveRecords.front()].F == Fmt::P1;
  }
  void save(const ir::Directive &D, Operands &Ops);
  void spill(const ir::Directive &D, Operands &Ops);
  void endProc(const ir::Directive &D);
  void leaveHandlerData();
  void memSave(const ir::Directive &D, Operands &Ops);
  bool prologueGr(const ir::Directive &D, Operands &Ops);
  std::vector<uint8_t> PendingSpills;  // register kinds still to be spilled
  std::vector<size_t> MemSaveRecords;  // records of the `.save.g/f/b/gf` being completed
  int64_t SaveMasks[3] = {0, 0, 0};   // FR, GR, BR masks of that save, in spill order
  std::string SaveName;               // and its directive
  /// Sets the masks of the `.save.*` record `R` (directive `N`).
  static void setSaveMasks(Record &R, const std::string &N, const int64_t (&M)[3]) {
    if (R.F == Fmt::P9 || R.F == Fmt::P2) {
      R.A = uint64_t(M[1] | M[2]);
      return;
    }
    R.A = uint64_t(N == ".save.gf" || N == ".save.g" ? M[1] : N == ".save.f" ? M[0] : M[2]);
    R.B = uint64_t(M[0]);
  }
  /// A `.save.*` still waiting for instructions when a directive with a prologue record of its
  /// own comes: GNU as warns and keeps the save of the registers spilled so far (none: no save).
  /// At `.endp` it says nothing and keeps one register more (its record joined GNU as's list
  /// when the previous one was dated), dated with the last instruction that carries records
  /// (Procedure::TrailingAt); a save to GRs keeps its whole mask. `.save.b` to memory: its
  /// records wait for an instruction, like a `.save`'s. After a flush dated the register that
  /// had joined, none joined since: `.endp` keeps the registers dated, another directive the
  /// ones before that one (it is still the one waiting to GNU as).
  void checkIncompleteSave(const ir::Directive &D, bool AtEnd = false) {
    if (AtEnd && pendingBrMem())
      DE.error(D.Loc, "Unwind directive not followed by an instruction.");
    else if (AtEnd && !PendingSpills.empty() && PendingSpills.front() != 0 && !MemSaveRecords.empty())
      SpillJoinWaits ? carryRest(MemSaveRecords.size() - 1, 0) : keepNextSpill(D);
    const bool Waits = std::exchange(SpillJoinWaits, false) && MemSaveRecords.size() > 1;
    if ((PendingSpills.empty() && !Waits) || AtEnd) {
      PendingSpills.clear();
      MemSaveRecords.clear();
      GrHead = nullptr;
      return;
    }
    DE.warning(D.Loc, "Previous .save incomplete");
    if (Waits) {
      Cur.Records[MemSaveRecords.back()].Dropped = true;
      MemSaveRecords.pop_back();
    }
    size_t Spilled = MemSaveRecords.empty() ? 0 : MemSaveRecords.size() - 1;
    if (GrHead) {
      trimGrHead(*std::exchange(GrHead, nullptr), GrKept + Spilled, GrFull, SaveName);
      PendingSpills.clear();
      MemSaveRecords.clear();
      return;
    }
    if (Spilled == 0) {
      for (size_t R : MemSaveRecords)
        Cur.Records[R].Dropped = true;
    } else {
      int64_t Kept[3] = {0, 0, 0};
      keepFirst(Spilled, Kept);
      Record &Head = Cur.Records[MemSaveRecords.front()];
      setSaveMasks(Head, SaveName, Kept);
    }
    PendingSpills.clear();
    MemSaveRecords.clear();
  }
  /// GNU as's name of the record of a `.save.g/f/b/gf` (nullptr: another record).
  static const char *saveKind(const Record &R) {
    return R.F == Fmt::P9              ? "gr_gr"
           : R.F == Fmt::P2            ? "br_gr"
           : !R.Merge                  ? nullptr
           : R.F == Fmt::P1            ? "br_mem"
           : R.F == Fmt::P5            ? "frgr_mem"
           : R.F == Fmt::P6 && R.R == 1 ? "gr_mem"
                                        : "fr_mem";
  }
  /// The masks of the first `N` registers of the save being completed.
  void keepFirst(size_t N, int64_t (&Kept)[3]) const { keepFirstOf(SaveMasks, N, Kept); }
  static void keepFirstOf(const int64_t (&Masks)[3], size_t N, int64_t (&Kept)[3]) {
    for (int K = 0; K < 3; ++K)
      for (int I = 0; I < 20 && N; ++I)
        if (Masks[K] >> I & 1) {
          Kept[K] |= int64_t(1) << I;
          --N;
        }
  }
  void keepNextSpill(const ir::Directive &D) {
    Record Spill;
    Spill.F = Fmt::SpillSlot;
    Spill.A = PendingSpills.front();
    Spill.Loc = D.Loc;
    Spill.Anchor = Cur.Anchors.empty() ? -1 : int(Cur.Anchors.size() - 1);
    // That instruction's bundle must still be queued at the flush, `.handlerdata` or `.endp`
    // (Record::Flush).
    Spill.Flush = InHandlerData && HandlerStmt ? HandlerStmt : CurStmt;
    Cur.Records.push_back(Spill);
    carryRest(MemSaveRecords.size(), 1); // the spilled ones and this one
  }
  /// Keeps the first `Kept` registers of the save being completed at `.endp` (all of a save
  /// to GRs); the rest after the first `Skip` of PendingSpills goes on in the next procedure.
  void carryRest(size_t KeptCount, size_t Skip) {
    Record &Head = Cur.Records[MemSaveRecords.front()];
    const bool Gr = Head.F == Fmt::P9 || Head.F == Fmt::P2;
    int64_t Kept[3] = {0, 0, 0};
    keepFirst(KeptCount, Kept);
    if (!Gr)
      setSaveMasks(Head, SaveName, Kept);
    if (PendingSpills.size() <= Skip)
      return;
    // GNU as's queue of the save's records outlives `.endp`: the rest goes on in the next
    // procedure, from the second instruction after it (the first makes the next record wait).
    Carried = {std::vector<uint8_t>(PendingSpills.begin() + Skip, PendingSpills.end()), {}, SaveName, Head, true};
    for (int K = 0; K < 3; ++K)
      Carried->Masks[K] = SaveMasks[K] & ~Kept[K];
    if (Gr) {
      Carried->GrHead = GrHead ? GrHead : &Head; // (stable: the procedure's records are final)
      Carried->GrKept = (GrHead ? GrKept : 0) + KeptCount;
      std::copy(std::begin(GrHead ? GrFull : SaveMasks), std::end(GrHead ? GrFull : SaveMasks),
                std::begin(Carried->FullMasks));
    } else {
      setSaveMasks(Carried->Head, SaveName, Carried->Masks);
    }
    Carried->Head.Anchor = -1;
  }
  /// A save to GRs carried from an earlier procedure found incomplete: its record there keeps
  /// the registers kept at that `.endp` and the `Spilled` ones since.
  void trimGrHead(Record &Head, size_t N, const int64_t (&Full)[3], const std::string &Name) {
    int64_t Kept[3] = {0, 0, 0};
    keepFirstOf(Full, N, Kept);
    setSaveMasks(Head, Name, Kept);
  }
  Record *GrHead = nullptr; // the resumed save's record (CarriedSave::GrHead)
  size_t GrKept = 0;
  int64_t GrFull[3] = {0, 0, 0};
  // An incomplete save GNU as goes on with after `.endp`: its unwind state is one for all
  // sections, so this is shared by the collectors of every section (collectProcedures).
  std::optional<CarriedSave> &Carried;
  /// The carried save's registers become the pending save of the procedure at its instruction.
  void resumeCarried() {
    CarriedSave C = std::move(*Carried);
    Carried.reset();
    if (!InProc || InHandlerData || HandlerDataLeft || !PendingSpills.empty())
      return;
    Cur.Records.push_back(C.Head);
    Cur.Records.back().Dropped = C.GrHead != nullptr; // that record stays where the save began
    GrHead = C.GrHead;
    GrKept = C.GrKept;
    std::copy(std::begin(C.FullMasks), std::end(C.FullMasks), std::begin(GrFull));
    MemSaveRecords.assign(1, Cur.Records.size() - 1);
    PendingSpills = std::move(C.Spills);
    SpillJoinWaits = false;
    std::copy(std::begin(C.Masks), std::end(C.Masks), std::begin(SaveMasks));
    SaveName = C.Name;
  }
};

/// GNU as warns about a directive in the wrong region (or before any) and
/// keeps its record.
void Collector::checkRegion(const ir::Directive &D, Region Want) {
  if (InRegion != Want)
    DE.warning(D.Loc, D.Name + (Want == Region::Prologue ? " outside of prologue" : " outside of body region"));
}

void Collector::save(const ir::Directive &D, Operands &Ops) {
  auto RegName = Ops.word("register");
  if (!RegName)
    return;
  const SaveTarget *T = saveTarget(*RegName);
  if (!T || T->GrR < 0) {
    DE.error(D.Loc, "First operand to " + D.Name + (isRegisterWord(*RegName) ? " not a valid register" : " not a register"));
    return;
  }
  if (D.Name == ".save") {
    std::optional<unsigned> Gr;
    if (Ops.NextWord < D.Words.size())
      Gr = regNumber(*Ops.word("register"), 'r', 128);
    if (!Gr) {
      DE.error(D.Loc, "Second operand to .save not a valid register");
      return;
    }
    add(T->WhenF, T->WhenR, When::FromStart, D);
    addGr(uint8_t(T->GrR), *Gr, D);
    return;
  }
  if (!Ops.hasNumber()) {
    DE.error(D.Loc, "Second operand to " + D.Name + " not a constant");
    return;
  }
  auto Off = Ops.number("offset");
  if (!Off)
    return;
  bool Sp = D.Name == ".savesp";
  uint8_t WhenR = T->WhenR == 16 ? PriUnatWhenMem : T->WhenR;
  add(T->WhenF, WhenR, When::FromStart, D);
  Record &R = add(Sp ? T->SpF : T->PspF, Sp ? T->SpR : T->PspR, When::None, D);
  R.A = Sp ? spWords(*Off) : pspWords(*Off);
}

void Collector::spill(const ir::Directive &D, Operands &Ops) {
  const bool Pred = D.Name.size() > 2 && D.Name.compare(D.Name.size() - 2, 2, ".p") == 0;
  const std::string Base = Pred ? D.Name.substr(0, D.Name.size() - 2) : D.Name;
  std::optional<unsigned> Qp = 0;
  if (Pred) {
    auto P = Ops.word("predicate");
    if (!P)
      return;
    Qp = regNumber(*P, 'p', 64);
    if (!Qp) {
      DE.error(D.Loc, "First operand to " + D.Name + " must be a predicate");
      return;
    }
    if (*Qp == 0)
      DE.warning(D.Loc, "Pointless use of p0 as first operand to " + D.Name);
  }
  auto RegName = Ops.word("register");
  if (!RegName)
    return;
  auto Reg = spilledReg(*RegName);
  if (!Reg) {
    DE.error(D.Loc, std::string("Operand ") + (Pred ? "2" : "1") + " to " + D.Name +
                        " must be a preserved register");
    return;
  }
  if (Base == ".spillreg" || Base == ".restorereg") {
    uint16_t Target = 0;
    if (Base == ".spillreg") {
      std::optional<uint16_t> Tr;
      if (Ops.NextWord < D.Words.size())
        Tr = targetReg(*Ops.word("register"));
      if (!Tr) {
        DE.error(D.Loc, std::string("Operand ") + (Pred ? "3" : "2") + " to " + D.Name +
                            " must be a writable register");
        return;
      }
      Target = *Tr;
    }
    Record &R = add(Pred ? Fmt::X4 : Fmt::X2, 0, When::FromStart, D);
    R.A = *Reg;
    R.B = Target;
    R.C = *Qp;
    return;
  }
  auto Off = Ops.number("offset");
  if (!Off)
    return;
  bool Sp = Base == ".spillsp";
  Record &R = add(Pred ? Fmt::X3 : Fmt::X1, Sp ? 1 : 0, When::FromStart, D);
  R.A = *Reg;
  R.B = Sp ? spWords(*Off) : pspWords(*Off);
  R.C = *Qp;
}

void Collector::directive(const ir::Directive &D) {
  const std::string &N = D.Name;
  if (ir::isSectionLeftMark(D)) {
    leaveHandlerData(); // `.handlerdata` was GNU as's switch to the info section
    return;
  }
  if (N == ".proc") {
    leaveHandlerData();
    OutsidePersonality.reset();
    HandlerDataLeft = false;
    TrailingDir = TrailingRegionDir = nullptr;
    Cur = Procedure();
    for (const std::string &Word : D.Words) {
      std::string W = ir::withoutHashSuffix(Word); // `name#`: GCC's marker for a symbol, not part of it
      if (Defined.count(W)) { // `.proc` defines it: a label before is a second definition
        DE.error(D.Loc, "`" + W + "' was already defined");
        Cur.DefinedBefore.insert(W);
      }
      Cur.Names.push_back(W);
    }
    Cur.ProcLoc = D.Loc;
    InProc = true;
    InHandlerData = false;
    Pending.clear();
    PendingSpills.clear();
    SpillJoinWaits = false;
    GrHead = nullptr;
    MemSaveRecords.clear();
    InRegion = Region::None;
    PrologueCount = 0;
    InsnSeen = false;
    Labels.clear();
    return;
  }
  if (N == ".endp") {
    if (Cur.Orphan)
      leaveHandlerData();
    endProc(D);
    return;
  }
  if (!isUnwindDirective(N))
    return;
  if ((N == ".body" || N == ".unwentry" || N == ".handlerdata") && !D.Raw.empty()) { // they take no operand
    size_t At = D.Raw.find_first_not_of(" \t");
    if (At != std::string::npos) {
      DE.error(D.Loc, "junk at end of line, first unrecognized character is `" + D.Raw.substr(At, 1) + "'");
      return;
    }
  }
  if (N == ".handlerdata" && InHandlerData) {
    // GNU as would make a section `.IA_64.unwind_info.IA_64.unwind_info`.
    DE.error(D.Loc, "'.handlerdata' inside handler data is not supported");
    return;
  }
  if (!InProc) {
    // GNU as (-munwind-check=warning, its default) warns and no procedure takes the records:
    // crti.S's `_init` prologue in `.init` has no `.proc`. It still keeps a personality
    // and writes an info block for `.handlerdata` (Procedure::Orphan).
    DE.warning(D.Loc, N + " outside of procedure");
    if (N == ".personality")
      OutsidePersonality = personality(D); else if (N == ".handlerdata") {
      Cur = Procedure();
      Cur.Orphan = true;
      Cur.Handler = &D;
      Cur.Personality = OutsidePersonality;
      InProc = InHandlerData = true;
    }
    return;
  }
  if (InHandlerData || HandlerDataLeft) { // handler data ends the procedure's unwind part
    DE.warning(D.Loc, N + " outside of procedure");
    return;
  }
  Cur.AnyUnwind = true;
  // GNU as completes a `.save.g/f/b/gf` with the instructions that follow; only a directive with
  // a prologue record of its own checks first. The spill, restore, state, entry and personality
  // directives let the save go on (checking there dropped a save gas keeps: wrong unwind info).
  const bool KeepsSave = N.starts_with(".spillreg") || N.starts_with(".spillsp") || N.starts_with(".spillpsp") ||
                         N.starts_with(".restorereg") || N == ".restore" || N == ".label_state" ||
                         N == ".copy_state" || N == ".unwentry" || N == ".personality" || N == ".handlerdata";
  if (N == ".prologue" && !PendingSpills.empty() && PendingSpills.front() != 0 && !MemSaveRecords.empty()) {
    // `.prologue` lets an incomplete save go on, and GNU as then finds its
    // record before any region (probed: before the first region and in a body).
    const Record &Head = Cur.Records[MemSaveRecords.front()];
    DE.error(Head.Loc, std::string(saveKind(Head)) + " record before region record!");
    PendingSpills.clear();
    MemSaveRecords.clear();
  }
  if (!KeepsSave)
    checkIncompleteSave(D);
  if (!KeepsSave && N != ".prologue" && Carried) { // as an incomplete save
    if (Carried->GrHead && !Carried->Skip) // the first register after `.endp` had joined
      trimGrHead(*Carried->GrHead, Carried->GrKept, Carried->FullMasks, Carried->Name);
    Carried.reset();
  }
  Operands Ops{D, Constant, DE};
  if (N == ".prologue") {
    if (InRegion == Region::Prologue) {
      DE.error(D.Loc, ".prologue within prologue");
      return;
    }
    if (InRegion == Region::None && InsnSeen)
      DE.warning(D.Loc, "Initial .prologue should precede any instructions");
    // A bad operand is reported; the region starts anyway (as in GNU as).
    if (!Ops.hasNumber() || !prologueGr(D, Ops)) {
      add(Fmt::Region, 0, When::None, D);
      ImpliedGr.clear();
    }
    InRegion = Region::Prologue;
    ++PrologueCount;
  } else if (N == ".body") {
    if (InRegion == Region::None && InsnSeen)
      DE.warning(D.Loc, "Initial .body should precede any instructions");
    add(Fmt::Region, 1, When::None, D);
    InRegion = Region::Body;
  } else if (N == ".save" || N == ".savesp" || N == ".savepsp") {
    checkRegion(D, Region::Prologue);
    save(D, Ops);
  } else if (N == ".fframe") {
    checkRegion(D, Region::Prologue);
    auto Size = Ops.number("frame size");
    if (Size) {
      Record &R = add(Fmt::P7, 0, When::FromStart, D);
      R.TwoValues = true;
      R.B = uint64_t(*Size) / 16;
    }
  } else if (N == ".vframe") {
    checkRegion(D, Region::Prologue);
    auto Gr = Ops.word("register");
    if (!Gr)
      return;
    auto Reg = regNumber(*Gr, 'r', 128);
    if (!Reg) {
      DE.error(D.Loc, "First operand to .vframe must be a general register");
      return;
    }
    add(Fmt::P7, 1, When::FromStart, D);
    addGr(0, *Reg, D);
  } else if (N == ".vframesp" || N == ".vframepsp") {
    checkRegion(D, Region::Prologue);
    auto Off = Ops.number("offset");
    if (!Off)
      return;
    add(Fmt::P7, 1, When::FromStart, D);
    add(Fmt::P7, 3, When::None, D).A = spWords(*Off); // GNU as reads .vframepsp as .vframesp
  } else if (N == ".spill") {
    checkRegion(D, Region::Prologue);
    auto Off = Ops.number("offset");
    if (Off)
      add(Fmt::P7, 2, When::None, D).A = pspWords(*Off);
  } else if (N == ".altrp") {
    checkRegion(D, Region::Prologue);
    auto B = Ops.word("branch register");
    if (!B)
      return;
    auto Reg = regNumber(*B, 'b', 8);
    if (!Reg) {
      DE.error(D.Loc, "First operand to .altrp not a valid branch register");
      return;
    }
    add(Fmt::P3, 6, When::None, D).A = *Reg;
  } else if (N == ".unwabi") {
    checkRegion(D, Region::Prologue);
    std::optional<int64_t> Abi;
    if (Ops.NextWord < D.Words.size()) { // @svr4, @hpux, @nt: the ABI numbers 0, 1, 2
      std::string W = *Ops.word("ABI");
      Abi = W == "@svr4" ? 0 : W == "@hpux" ? 1 : W == "@nt" ? 2 : -1;
      if (*Abi < 0) {
        DE.error(D.Loc, "First operand to .unwabi must be a constant");
        return;
      }
    } else {
      Abi = Ops.number("ABI");
    }
    auto Ctx = Ops.number("context");
    if (Abi && Ctx) {
      Record &R = add(Fmt::P10, 0, When::None, D);
      R.A = uint64_t(*Abi) & 0xff;
      R.B = uint64_t(*Ctx) & 0xff;
    }
  } else if (N.rfind(".spill", 0) == 0 || N.rfind(".restorereg", 0) == 0) {
    spill(D, Ops);
  } else if (N == ".restore") {
    checkRegion(D, Region::Body);
    const std::string *First = Ops.NextWord < D.Words.size() ? &D.Words[Ops.NextWord++] : nullptr;
    if (!First || (*First != "sp" && *First != "r12")) // r12 is sp
      DE.error(D.Loc, "First operand to .restore must be stack pointer (sp)"); // GNU as goes on
    if (Ops.NextWord < D.Words.size()) {
      DE.error(D.Loc, "Second operand to .restore must be a constant >= 0");
      return;
    }
    int64_t ECount = int64_t(PrologueCount) - 1;
    if (Ops.hasNumber()) {
      auto E = Ops.number("epilogue count");
      if (!E)
        return;
      if (*E < 0) {
        DE.error(D.Loc, "Second operand to .restore must be a constant >= 0");
        return;
      }
      ECount = *E;
    }
    if (ECount < 0 || uint64_t(ECount) >= PrologueCount) {
      // GNU as counts in 32 bits: no prologue reads as 2^32 epilogues.
      uint64_t Count = uint64_t(uint32_t(ECount)) + 1;
      DE.error(D.Loc, "Epilogue count of " + std::to_string(Count) +
                          " exceeds number of nested prologues (" + std::to_string(PrologueCount) + ")");
    }
    add(Fmt::Epilogue, 0, When::FromEnd, D).B = uint64_t(uint32_t(ECount));
    PrologueCount = ECount >= 0 && uint64_t(ECount) < PrologueCount ? PrologueCount - unsigned(ECount) - 1 : 0;
  } else if (N == ".label_state" || N == ".copy_state") {
    checkRegion(D, Region::Body);
    if (!Ops.hasNumber()) {
      DE.error(D.Loc, "Operand to " + N + " must be a constant");
      return;
    }
    auto L = Ops.number("label");
    if (!L)
      return;
    bool Copy = N == ".copy_state";
    if (Copy) {
      auto It = Labels.find(*L);
      if (It == Labels.end()) {
        DE.error(D.Loc, "Missing .label_state " + std::to_string(*L));
        return;
      }
      PrologueCount = It->second;
    } else {
      Labels[*L] = PrologueCount;
    }
    add(Fmt::LabelCopy, Copy ? 1 : 0, When::None, D).A = uint64_t(*L);
  } else if (N == ".unwentry") {
    Cur.ForceEntry = true;
  } else if (N == ".personality") {
    Cur.Personality = personality(D);
  } else if (N == ".handlerdata") {
    InHandlerData = true;
    HandlerStmt = CurStmt;
    Cur.Handler = &D;
    Cur.ForceEntry = true; // GNU as: an entry even when no other record says anything
  } else { // .save.g/.f/.b/.gf
    checkRegion(D, Region::Prologue);
    memSave(D, Ops);
  }
}

/// `.prologue MASK, GRSAVE` (R2); false when an operand is bad.
bool Collector::prologueGr(const ir::Directive &D, Operands &Ops) {
  auto Mask = Ops.number("mask");
  if (!Mask)
    return false;
  // grsave: a register (`r33`) or its number (`32+8`)
  std::optional<int64_t> Gr;
  if (Ops.hasNumber()) {
    Gr = Ops.number("grsave");
  } else if (Ops.NextWord < D.Words.size()) {
    if (auto N = regNumber(*Ops.word("register"), 'r', 128))
      Gr = *N;
  }
  const int Count = __builtin_popcountll(uint64_t(*Mask) & 0xf);
  if (*Mask == 0) {
    DE.warning(D.Loc, "Pointless use of zero first operand to .prologue");
  } else if (*Mask < 0 || *Mask > 0xf) {
    DE.error(D.Loc, "First operand to .prologue must be a positive 4-bit constant");
    return false;
  }
  if (!Gr || *Gr < 0 || *Gr + Count > 128) {
    DE.error(D.Loc, "Second operand to .prologue must be the first of " + std::to_string(Count) +
                        " general registers");
    return false;
  }
  Record &R = add(Fmt::RegionGr, 0, When::None, D);
  R.A = uint64_t(*Mask);
  R.B = uint64_t(*Gr);
  impliedSaves(R.A, R.B);
  return true;
}

/// `.save.g GRMASK[, GR]`, `.save.f FRMASK`, `.save.b BRMASK[, GR]`,
/// `.save.gf GRMASK, FRMASK`: the registers of the masks are saved by the
/// next instructions, one each, in register order (FRs before GRs for
/// `.save.gf`); those slots make the region's imask (P4). Saves to memory
/// merge into one P6/P5/P1 per region; saves to GRs are P9/P2 in place.
void Collector::memSave(const ir::Directive &D, Operands &Ops) {
  const std::string &N = D.Name;
  auto Mask = Ops.number("mask");
  if (!Mask)
    return;
  int64_t FrMask = 0, GrMask = 0, BrMask = 0;
  std::optional<int64_t> Gr;
  if (N == ".save.gf") {
    GrMask = *Mask;
    auto F = Ops.number("FR mask");
    if (!F)
      return;
    FrMask = *F;
  } else {
    (N == ".save.g" ? GrMask : N == ".save.f" ? FrMask : BrMask) = *Mask;
    if (N != ".save.f" && Ops.NextWord < D.Words.size()) {
      auto W = Ops.word("register");
      Gr = W ? regNumber(*W, 'r', 128) : std::nullopt;
      if (!Gr) {
        DE.error(D.Loc, "Second operand to " + N + " must be a general register");
        return;
      }
    }
  }
  // After a bad operand GNU as still waits for an instruction to complete
  // the save ("Previous .save incomplete" otherwise): a placeholder (kind 0).
  if (const char *Bad = maskError(N, GrMask, FrMask, BrMask)) {
    DE.error(D.Loc, Bad);
    PendingSpills.assign(1, 0);
    MemSaveRecords.clear();
    return;
  }
  const int Count = __builtin_popcountll(uint64_t(GrMask | BrMask));
  if (Gr && *Gr + Count > 128) {
    DE.error(D.Loc, "Second operand to " + N + " must be the first of " + std::to_string(Count) +
                        " general registers");
    PendingSpills.assign(1, 0);
    MemSaveRecords.clear();
    return;
  }
  size_t First = Cur.Records.size();
  SaveMasks[0] = FrMask, SaveMasks[1] = GrMask, SaveMasks[2] = BrMask;
  if (Gr) {
    Record &R = add(N == ".save.g" ? Fmt::P9 : Fmt::P2, 0, When::None, D);
    setSaveMasks(R, N, SaveMasks);
    R.B = uint64_t(*Gr);
  } else {
    Record &R = add(N == ".save.gf" ? Fmt::P5 : N == ".save.b" ? Fmt::P1 : Fmt::P6,
                    N == ".save.g" ? 1 : 0, When::None, D);
    setSaveMasks(R, N, SaveMasks);
    R.Merge = true;
  }
  SaveName = N;
  SpillJoinWaits = false;
  GrHead = nullptr;
  Pending.pop_back(); // nothing to date: the spill slots carry the times
  MemSaveRecords.assign(1, First);
  auto queue = [&](int64_t M, int Bits, uint8_t Kind) {
    for (int I = 0; I < Bits; ++I)
      if (M >> I & 1)
        PendingSpills.push_back(Kind);
  };
  queue(FrMask, 20, 1);
  queue(GrMask, 4, 2);
  queue(BrMask, 5, 3);
}

/// Data, alignment or a section switch inside a procedure: GNU as writes its
/// queue there and reports the records still waiting for an instruction that
/// need one (a time, a `.save.b` to memory), as at `.endp`.
void Collector::flushPoint(const ir::Stmt &St) {
  const auto *D = std::get_if<ir::Directive>(&St);
  if (D && (D->Name == ".proc" || D->Name == ".endp" || D->Name == ".handlerdata"))
    return; // their own checks
  std::optional<ir::SourceLoc> At; // the directive that waits (a section switch has no place)
  if (pendingBrMem())
    At = Cur.Records[MemSaveRecords.front()].Loc;
  for (size_t R : Pending)
    if (!At && Cur.Records[R].T != When::None)
      At = Cur.Records[R].Loc;
  if (At)
    DE.error(*At, "Unwind directive not followed by an instruction.");
  // The register of an incomplete save that joined the list waits too (the next joins at
  // the next instruction).
  if (!PendingSpills.empty() && PendingSpills.front() != 0 && !MemSaveRecords.empty() && !SpillJoinWaits) {
    Record Spill;
    Spill.F = Fmt::SpillSlot;
    Spill.A = PendingSpills.front();
    Spill.Loc = Cur.Records[MemSaveRecords.front()].Loc;
    PendingSpills.erase(PendingSpills.begin());
    Cur.Records.push_back(Spill);
    Pending.push_back(Cur.Records.size() - 1);
    MemSaveRecords.push_back(Cur.Records.size() - 1);
    SpillJoinWaits = true;
  }
  // GNU as writes its queue: the last instruction with records, when still queued, dates the
  // waiting records (its walk runs to the end of the list), and a region record among them
  // makes it date them all, its own too, where it looks at the instruction after it; then the
  // flush dates the region records at its address. None waits for an instruction any more.
  if (Pending.empty())
    return;
  const int Last = int(Cur.Anchors.size()) - 1;
  const bool Region = std::any_of(Pending.begin(), Pending.end(), [&](size_t R) { return Cur.Records[R].isRegion(); });
  for (Record &R : Cur.Records)
    if (Region && Last >= 0 && R.Anchor == Last && !R.RegionWalk)
      R.RegionWalk = &St;
  for (size_t I : Pending) {
    Record &R = Cur.Records[I];
    R.Flush = &St;
    if (R.isRegion())
      continue;
    R.Anchor = Last;
    if (Region && !R.RegionWalk)
      R.RegionWalk = &St;
  }
  Pending.clear();
  TrailingDir = TrailingRegionDir = nullptr;
}

/// The end of handler data at a section switch, `.proc` or `.endp`: an
/// orphan block (`.handlerdata` outside a procedure) is complete then.
void Collector::leaveHandlerData() {
  if (!InHandlerData)
    return;
  InHandlerData = false;
  if (!Cur.Orphan) {
    HandlerDataLeft = true;
    return;
  }
  Procs.push_back(std::move(Cur));
  Cur = Procedure();
  InProc = false;
}

void Collector::endProc(const ir::Directive &D) {
  if (!InProc)
    return;
  checkIncompleteSave(D, /*AtEnd=*/true);
  // GNU as places the masks of a `.save.g/f/b/gf` in the prologue region before it: none, or
  // a body region, is an error (not for a save it dropped as incomplete).
  bool InPrologue = false;
  for (const Record &R : Cur.Records) {
    if (R.isRegion())
      InPrologue = R.F == Fmt::RegionGr || R.R == 0;
    else if (const char *Kind = R.Dropped || InPrologue ? nullptr : saveKind(R))
      DE.error(R.Loc, std::string(Kind) + " record before region record!");
  }
  if (TrailingDir) {
    Cur.TrailingAt = TrailingDir;
    Cur.TrailingAnchor = Cur.Anchors.empty() ? -1 : int(Cur.Anchors.size() - 1);
  }
  if (const int Last = int(Cur.Anchors.size()) - 1; TrailingRegionDir && Last >= 0)
    for (Record &R : Cur.Records)
      if (R.Anchor == Last && !R.RegionWalk)
        R.RegionWalk = TrailingRegionDir;
  TrailingDir = TrailingRegionDir = nullptr;
  // Region directives at the end mark the end; records with a time need
  // an instruction to be dated by (GNU as lets the others go).
  for (size_t R : Pending)
    if (Cur.Records[R].T != When::None) {
      DE.error(D.Loc, "Unwind directive not followed by an instruction.");
      break;
    }
  Cur.Endp = &D;
  // GNU as checks each name of `.proc` (an alternate entry too), except one that `.proc`
  // already found defined.
  for (const std::string &Name : Cur.Names)
    if (!Cur.DefinedInside.count(Name) && !Cur.DefinedBefore.count(Name))
      DE.error(D.Loc, "`" + Name + "' was not defined within procedure");
  Procs.push_back(std::move(Cur));
  Cur = Procedure();
  InProc = InHandlerData = false;
  Pending.clear();
}

void Collector::statement(const ir::Stmt &St) {
  CurStmt = &St;
  if (InProc && !InHandlerData && !HandlerDataLeft && flushesGasQueue(St))
    flushPoint(St);
  if (const auto *D = std::get_if<ir::Directive>(&St)) {
    if (InProc && InHandlerData && alignForm(D->Name))
      Cur.HandlerData.push_back({nullptr, nullptr, D});
    directive(*D);
  } else if (const auto *I = std::get_if<ir::Inst>(&St)) {
    if (Carried && !std::exchange(Carried->Skip, false))
      resumeCarried();
    if (!InProc)
      return;
    if (InHandlerData || HandlerDataLeft) {
      // GNU as has written the procedure's unwind image at `.handlerdata`
      // (and would put an instruction right after it into the info section).
      DE.error(I->Loc, "an instruction after '.handlerdata' in the same procedure is not supported");
      return;
    }
    InsnSeen = InsnSeen || !Cur.DefinedInside.empty();
    TrailingDir = TrailingRegionDir = nullptr;
    const bool JoinWaits = std::exchange(SpillJoinWaits, false);
    if (!PendingSpills.empty() && PendingSpills.front() == 0) {
      PendingSpills.clear(); // the placeholder of a bad `.save.*`
    } else if (!PendingSpills.empty() && !JoinWaits) {
      Record Spill;
      Spill.F = Fmt::SpillSlot;
      Spill.A = PendingSpills.front();
      Spill.Loc = I->Loc;
      PendingSpills.erase(PendingSpills.begin());
      Cur.Records.push_back(Spill);
      Pending.push_back(Cur.Records.size() - 1);
      MemSaveRecords.push_back(Cur.Records.size() - 1);
    }
    if (Pending.empty())
      return;
    Cur.Anchors.push_back(I);
    for (size_t R : Pending)
      Cur.Records[R].Anchor = int(Cur.Anchors.size() - 1);
    Pending.clear();
  } else if (const auto *Da = std::get_if<ir::Data>(&St)) {
    if (InProc && InHandlerData)
      Cur.HandlerData.push_back({Da, nullptr, nullptr});
  } else if (const auto *L = std::get_if<ir::Label>(&St)) {
    Defined.insert(L->Name);
    if (InProc && InHandlerData)
      Cur.HandlerData.push_back({nullptr, &L->Name, nullptr});
    if (InProc) // only the procedure's own names matter
      for (const std::string &Name : Cur.Names)
        if (Name == L->Name)
          Cur.DefinedInside.insert(Name);
  }
}

} // namespace

std::optional<std::string> personalityName(const ir::Directive &D) {
  if (!D.Words.empty())
    return ir::withoutHashSuffix(D.Words[0]);
  if (D.Args.empty())
    return std::string();
  if (D.Args[0] && D.Args[0]->K == ir::Expr::Symbol) // a plain symbol expression stands for a name too
    return ir::withoutHashSuffix(D.Args[0]->Name);
  return std::nullopt;
}

bool isUnwindDirective(const std::string &Name) {
  static const std::unordered_set<std::string_view> Names(std::begin(UnwindNames), std::end(UnwindNames));
  return Name.size() > 4 && Names.count(Name) != 0;
}

std::vector<std::vector<Procedure>> collectProcedures(const ir::Module &M,
                                                      const std::function<ConstantFn(unsigned)> &ConstantOf,
                                                      ir::DiagnosticEngine &DE) {
  const size_t N = M.Sections.size();
  std::optional<CarriedSave> Carried;
  std::vector<ConstantFn> Constants;
  std::deque<Collector> Cs; // stable addresses (they refer to Constants' elements)
  Constants.reserve(N);
  for (unsigned S = 0; S < N; ++S) {
    Constants.push_back(ConstantOf(S));
    Cs.emplace_back(Constants.back(), DE, Carried);
  }
  byReadingOrder(M, [&](uint32_t, unsigned S, size_t I) { Cs[S].statement(M.Sections[S].Stmts[I]); });
  std::vector<std::vector<Procedure>> Out(N);
  for (unsigned S = 0; S < N; ++S) {
    Cs[S].finish();
    Out[S] = std::move(Cs[S].Procs);
  }
  return Out;
}

} // namespace epic::emit::unwind
