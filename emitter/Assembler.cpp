#include "emitter/Assembler.h"
#include "emitter/DwarfDirectives.h"
#include "emitter/QueuedEquates.h"
#include "emitter/GasFold.h"
#include "emitter/DwarfRows.h"
#include "emitter/AlignDirectives.h"
#include "emitter/Bundler.h"
#include "emitter/EmptyBraces.h"
#include "emitter/Eval.h"
#include "emitter/FloatData.h"
#include "emitter/GnuAttributes.h"
#include "ir/SectionKinds.h"
#include "emitter/Leb128.h"
#include "emitter/Unwind.h"
#include "emitter/ReadingOrder.h"
#include "emitter/SectionDefaults.h"
#include "isa/NamedConstants.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include <bit>
#include <cstdio>
#include <cstring>
#include <deque>
#include <map>
#include <tuple>
#include <mutex>
#include <numeric>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace epic::emit {
namespace ELF = llvm::ELF;
using ir::SourceLoc;

namespace {

/// The ELF section GNU as makes for `S`. `.text`, `.data` and `.bss` exist
/// before the source is read: flags or a type written for them are ignored
/// (GNU as: "ignoring changed section attributes").
ElfSection sectionOf(const ir::Section &S) {
  ElfSection E = ir::standardSection(S) ? defaultSection(S.Name, "", "") : defaultSection(S.Name, S.Flags, S.Type);
  if (!S.Group.empty()) // `.attach_to_group` too
    E.Flags |= ELF::SHF_GROUP;
  return E;
}

/// A section the linker keeps one copy of among files (GNU as's
/// SEC_LINK_ONCE): a COMDAT group member or a `.gnu.linkonce*` section.
bool linkOnce(const ir::Section &S) {
  return (!S.Group.empty() && S.Comdat) || S.Name.rfind(".gnu.linkonce", 0) == 0;
}

/// One bundle, before encoding: slot -> instruction (null = nop).
struct BundleChunk {
  uint8_t Template = 0;
  // Slots encoded when the bundle was made (AssemblyStream: the instruction
  // is freed then): bit S set, Slot[S].Bits the slot's bits (an L slot's X
  // half in Slot[2], whose bit is set too).
  uint8_t PreMask = 0;
  unsigned Run = 0; // the auto-mode run that made it (1, 2, ...); 0: explicit (unwind dating)
  // (its location is its chunk's)
  union SlotRep {
    const ir::Inst *I;
    uint64_t Bits;
  };
  std::array<SlotRep, 3> Slot{SlotRep{nullptr}, SlotRep{nullptr}, SlotRep{nullptr}}; // 32 bytes a bundle
  /// The instruction in slot S (null: a nop, or encoded already).
  const ir::Inst *inst(int S) const { return (PreMask >> S) & 1 ? nullptr : Slot[size_t(S)].I; }
};

/// The statements after the one being lowered (GNU as's queue looks ahead):
/// a module section's, or the stream's window (AssemblyStream).
class StmtsAfter {
public:
  StmtsAfter() = default;
  StmtsAfter(std::span<const ir::Stmt> V) : Vec(V) {}
  StmtsAfter(const std::deque<ir::Stmt> &D, size_t From) : Deq(&D), From(From) {}
  size_t size() const { return Deq ? Deq->size() - From : Vec.size(); }
  const ir::Stmt &operator[](size_t I) const { return Deq ? (*Deq)[From + I] : Vec[I]; }

private:
  std::span<const ir::Stmt> Vec;
  const std::deque<ir::Stmt> *Deq = nullptr;
  size_t From = 0;
};

/// `.align` / `.org` arguments (SectionState::Aligns).
struct AlignArgs {
  uint64_t AlignTo = 1, MaxSkip = 0, Fill = 0;
  uint8_t FillWidth = 1; // `.balignw`/`.p2alignl`: a 2- or 4-byte fill pattern
};


/// One piece of a section's layout. Kept small (one per bundle of a big
/// file): names point into the module or Driver::OwnedNames, alignment
/// arguments live beside the chunks.
struct Chunk {
  enum Kind : uint8_t { Bundle, Data, Align, Org, Label, Size, Mark, ProcEnd, ProcStart } K = Bundle; // Mark: `.endp` (unwind)
  ByteOrder Order = ByteOrder::Little; // Data: its section's at the directive (`.msb`/`.lsb`)
  bool DotMark = false; // Label: the place of an equate's `.`, no symbol
  uint32_t Index = 0;               // Bundle: into Bundles; Align/Org: into Aligns
  SourceLoc Loc;
  // Bundle: the bundles Index .. Index + Count - 1, one after the other (the stream folds a
  // run's encoded bundles into one chunk: Driver::addPlannedBundle). In the padding after Loc.
  uint32_t Count = 1;
  const ir::Data *D = nullptr;      // Data
  const ir::Directive *Dir = nullptr; // Org/Size/Align
  const std::string *Name = nullptr; // Label; ProcEnd: an entry point of the procedure
  // Layout results.
  uint64_t Addr = 0, Pad = 0, Size_ = 0;
};

struct SectionState {
  std::vector<Chunk> Chunks;
  std::vector<BundleChunk> Bundles;
  std::vector<AlignArgs> Aligns;
  uint64_t Align = 1;
  bool HasCode = false;
};

/// One queued instruction of an auto-mode run (a stop-free group of a big
/// file queues all of them, so it is kept at 24 bytes).
struct RunItem {
  const ir::Inst *I;
  // gas's layout: labels defined since the previous instruction, as
  // [LabelsBegin, LabelsEnd) of Driver::RunLabels.
  uint32_t LabelsBegin = 0, LabelsEnd = 0;
  bool StopAfter = false;
  int8_t UserTemplate = -1; // a bare template directive before it (auto mode): code >> 1
  bool BeyondM = false;   // a unit-less hint M cannot hold (hint.m: 19 bits)
  bool GasNoStop = false; // StopAfter is a stop of ours GNU as does not make (makeRoomFor)
  bool ManualOn = false, ManualOff = false; // the first and last of a `{ }` after `.auto`
};

class Driver {
public:
  Driver(const ir::Module &M, const Target &T, GroupRules *Rules, ir::DiagnosticEngine &DE,
         const AssembleOptions &Opts)
      : M(M), T(T), Rules(Rules ? Rules : &NoRules), DE(DE), Opts(Opts), Modes(Opts.DefaultMode) {}
  Driver(const Driver &) = delete;

  std::optional<AssemblyResult> run();

private:
  void startMode() { Modes = ir::ModeState(Opts.DefaultMode); }
  const ir::Module &M;
  const Target &T;
  SourceStopsOnly NoRules;
  GroupRules *Rules;
  ir::DiagnosticEngine &DE;
  AssembleOptions Opts;
  AssemblyStats Stats;
  std::vector<RecordedOperand> RecordedOps; // Opts.RecordOperandsOf
  std::vector<InstPlace> RecordedPlaces;

  std::vector<SectionState> Secs; // parallel to M.Sections
  std::unordered_map<std::string, unsigned> FirstSectionNamed; // for sectionNamed, made once in run()
  std::vector<std::unique_ptr<ir::Inst>> Owned; // inserted srlz instructions
  // The srlz made for each source instruction: GNU as queues them before it (checkLabelRedefinitions).
  std::unordered_map<const ir::Inst *, std::vector<const ir::Inst *>> InsertedBefore;
  std::deque<std::string> OwnedNames;           // chunk names not in the module (stable addresses)
  const std::string *ownName(std::string N) { return &OwnedNames.emplace_back(std::move(N)); }
  std::map<std::string, SymbolPlace> Places;    // label addresses
  // Where each equate is set (by its value): `.` in `x = .` (.set, .equ,
  // .equiv) is that place, a mark; a lazy `x == .` (.eqv) is expanded at
  // each use with the use's `.`, and the symbol table holds the end of input's
  // (markEndDot).
  struct EquateSite {
    std::string Mark; // empty: the value has no `.`
    bool Lazy = false;
    // Labels whose instruction GNU as still queued where the equate was set, with
    // the marks of the value they had then (flushRun): gas copies that value.
    std::vector<std::pair<std::string, const std::string *>> Labels;
    // gas keeps the value as an expression, resolved with final addresses (GasFold.h): a
    // difference across runs of fixed-size frags, `L1 - L0` with an `.align` between.
    bool Deferred = false;
  };
  std::map<const ir::Expr *, EquateSite> Equates;
  // `.` in an instruction's operand, as GNU as reads it when it parses the instruction: where
  // the bytes written so far end (the mark's name); none while nothing is queued (the
  // instruction's own bundle starts there).
  std::map<const ir::Inst *, const std::string *> InstDot;
  // The labels of instructions gas still queued there, with the marks of the value they had
  // then (gas sets a label for good when it writes its bundle): `. - 1b` (`.size` alike).
  std::map<const ir::Inst *, std::vector<std::pair<std::string, const std::string *>>> InstLabels;
  // GNU as folds a difference when it parses it only within one run of fixed-size frags
  // (GasFold.h): the runs each section has begun so far (an alignment, `.proc`, `.org`,
  // aligned data or a LEB128 of labels begins one), each symbol's class where it was
  // defined, and the subexpressions of operands gas folded (with the values then).
  std::map<unsigned, uint32_t> FragRun;
  std::unordered_map<std::string, ParseClass> SymParse;
  std::unordered_map<std::string, const ir::Expr *> LazyParse; // `X == v`, `.eqv X, v`: v
  std::unordered_set<const ir::Expr *> ParseFolded;
  ParseClass dotAtParse() const {
    auto R = FragRun.find(CurSec);
    return {ParseClass::Frag, CurSec, R == FragRun.end() ? 0 : R->second};
  }
  ParseClass symbolAtParse(const std::string &Name) const {
    auto It = SymParse.find(Name);
    return It == SymParse.end() ? ParseClass{} : It->second;
  }
  void noteParseFolds(const ir::Inst &I);
  // Every definition of an equate by reading order: a use takes the one in
  // force where it is read (GNU as copies a redefined symbol; `.set s, .-16`,
  // `data8 s`, `.set s, .` relocates the first data8 against the first
  // value), or the first later one when none precedes it.
  std::map<std::string, std::map<uint32_t, const ir::Expr *>> EquateDefs;
  // `.size` results and `.endp` sizes of each name, by reading order
  // (a ProcEnd only sizes a symbol nothing sized before).
  struct SizeEvent {
    uint64_t Size = 0;
    bool ProcEnd = false;
  };
  std::map<std::string, std::map<uint32_t, SizeEvent>> SizeEvents;
  std::optional<uint64_t> sizeAt(const std::string &Name, uint32_t Limit, unsigned Depth = 0) const;
  std::map<std::string, std::string> SymAlias, SecAlias;        // `.alias` / `.secalias`: ELF names
  /// `.symver NAME, NAME2@NODE[, local|hidden|remove]`: NAME -> (versioned name, option).
  struct Symver { std::string Name, Option; uint32_t Order; };
  std::multimap<std::string, Symver> Symvers;
  std::vector<std::string> ProcNames;                           // of the open .proc
  bool BareFull = false; // a bare-template bundle closed by its slot count
  // A bare template directive (`.mii`) in auto mode is GNU as's template
  // for the bundle the next instruction starts; the instructions stay
  // auto-mode code (stops from the dependency rules, `;;` ignored).
  bool BareAuto = false;
  int8_t PendingTemplate = -1;
  // A `{` after `.auto`: GNU as reads the bundle as automatic code (RunItem::Manual*).
  bool BraceAuto = false, PendingManual = false;
  std::set<std::string> LabelNames;
  std::set<std::string> WeakrefAliases; // `.weakref ALIAS, T`: GNU as writes no symbol for ALIAS
  ir::ModeState Modes; // `.explicit`/`.auto`/`.default` (braces no longer switch once one is written)
  bool InHandlerData = false; // `.handlerdata` .. `.endp`: data for the unwind info
  // GNU as's instruction queue: code added since its last flush (alignment,
  // data, section switch, `.proc`/`.endp`), whose last instruction a flush
  // or mode switch ends the group after.
  bool Pending = false;
  bool BraceSwitched = false; // the open `{` switched auto mode to explicit (GNU as)
  // The first `;;` of auto-mode code that is not honoured: GNU as warns once, there.
  // First in reading order: the order of the statement before it (locations are
  // not in reading order after cpp's line markers or `.file`), then its index.
  std::optional<SourceLoc> FirstIgnoredStop;
  std::pair<uint32_t, size_t> FirstIgnoredStopAt;

  // --- lowering state for the section being walked
  unsigned CurSec = 0;
  std::vector<RunItem> RunQ;
  /// `.size` and equates met while instructions were queued (gas's layout), with RunQ's size
  /// then: their `.` is where the bundles GNU as had written by then end (flushRun places the
  /// chunk there), and the labels of instructions still queued have the value they got when
  /// defined (Labels: label -> mark of that place; Pending: labels waiting for an instruction).
  struct QueuedAt {
    size_t At = 0;
    std::optional<Chunk> C;
    std::vector<std::pair<std::string, const std::string *>> *Labels = nullptr;
    std::vector<std::string> Pending;
  };
  std::vector<QueuedAt> QueuedSizes;
  /// A label whose instruction was still queued at such a `.size` has there the value it got
  /// when defined (the bytes written then; gas sets it for good only when it writes the
  /// bundle): `.size` directive -> (label, name of the mark at that place).
  std::map<const ir::Directive *, std::vector<std::pair<std::string, const std::string *>>> SizeLabels;
  std::unordered_set<const ir::Directive *> SizeDeferred; // gas resolves them at the end (GasFold.h)
  std::vector<Chunk> RunLabels; // the queued instructions' labels (RunItem::LabelsBegin)
  // Bundles already in the chunks that GNU as still queues (explicit bundles, and an auto
  // run's last bundles before one): gas writes the oldest whenever a fourth instruction is
  // queued, so an equate there copies the end of the bytes written so far (gas's layout).
  struct HeldBundle {
    size_t Start = 0;     // its first chunk (its labels included)
    unsigned Entries = 0; // the instructions it holds in gas's queue
  };
  std::deque<HeldBundle> GasQ;
  unsigned GasQEntries = 0;
  size_t RunHeld = 0; // RunQ items queued while GasQ still held bundles (gas wrote those first)
  // A label defined while GasQ held bundles: the chunk where the bytes written then end.
  std::map<std::string, size_t> LabelWritten;
  /// Queues \p N instructions; writes the oldest held bundles while four are queued.
  void holdEntries(unsigned N);
  void dropHeld() {
    GasQ.clear();
    GasQEntries = 0;
    RunHeld = 0;
    LabelWritten.clear();
  }
  /// A mark at the start of chunk \p Chunk of the current section (its end when none
  /// follows): the end of the bytes before it, found after layout (IndexMarks).
  const std::string *indexMark(size_t Chunk);
  struct IndexMark {
    const std::string *Name;
    unsigned Sec;
    size_t Chunk;
  };
  std::vector<IndexMark> IndexMarks;
  std::map<std::pair<unsigned, size_t>, const std::string *> IndexMarkNames;
  /// While GasQ holds bundles from GasQ[\p Held] on (none: \p Held is its size, only the open
  /// bundle is queued): the mark of `.` (the end of the bytes written), and each queued
  /// label's value then added to \p Labels (label -> mark).
  const std::string *heldMarks(std::vector<std::pair<std::string, const std::string *>> &Labels, size_t Held = 0);
  /// \p C with the labels of \p Marks at the value they had where gas read the expression.
  EvalContext withQueuedLabels(EvalContext C, const std::vector<std::pair<std::string, const std::string *>> &Marks) const;
  /// `.size` directives met while GasQ held bundles: the mark of their `.`.
  std::map<const ir::Directive *, const std::string *> SizeDot;
  // GNU as keeps its queue at a label: the label belongs to the next
  // instruction, which starts a bundle (gas's layout; else labels flush).
  std::vector<Chunk> PendingLabels;
  bool InBundle = false;
  ir::BundleBegin Open;
  EmptyBraceEffects Braces; // GNU as's slot flags left by brace bundles without instructions
  size_t OpenEnds = SIZE_MAX; // the open bundle's slot whose instruction such a `}` marks
  std::vector<const ir::Inst *> OpenSlots; // with long insts taking two entries (second null)
  std::vector<bool> OpenStops;             // stop after slot index
  bool OpenEndStop = false;
  // `.msb` / `.lsb`: per section, like GNU as, from the object's order (data only; code stays little-endian)
  ByteOrder Order = ByteOrder::Little;
  std::optional<bool> PsrAbi64, PsrBigEndian; // `.psr abi32/abi64`, `.psr lsb/msb`

  void error(SourceLoc L, std::string Msg) { DE.error(L, std::move(Msg)); }
  void consume(llvm::Error E, SourceLoc L) { ir::consumeInto(std::move(E), DE, L); }

  void lowerSection(unsigned S);
  void beginSection(unsigned S);
  void lowerStmt(const ir::Stmt &St, StmtsAfter After, size_t Idx, uint32_t &LastOrder);
  void endSection();
  void markEndDot();
  /// gas reads `.` for the symbol table's value of a lazy equate (`X == .`) at the end of the
  /// input, before it writes the instructions it still queues: the end of the bytes written
  /// then (placed when the section of the last statement ends, gas's layout).
  void placeEndDot();
  std::optional<unsigned> EndDotSec;
  const std::string *EndDotName = nullptr;
  std::vector<std::pair<std::string, const std::string *>> EndDotLabels;
  /// `Next`: instructions of the explicit bundle that follows the run directly.
  void endPendingGroup();
  void flushRun(StmtsAfter Next = {});
  std::optional<BundleItem> bundleItem(const RunItem &R); // (a shape error reported)
  /// Appends the bundle of `P` (slots: RunQ indices) to the section's chunks.
  void addPlannedBundle(const PlannedBundle &P, bool Fold = false);
  // The stream's chunk of folded bundles (addPlannedBundle), and what could name a later chunk
  // when it was made: a bundle joins it only while nothing has.
  size_t FoldChunk = SIZE_MAX, FoldMarks = 0;
  void flushRunFront();
  void closeBundle(SourceLoc L);
  void closeBundleSlots(SourceLoc L);
  std::vector<std::pair<const ir::Inst *, bool>> splitAtEmptyBraceEnd();
  void queueBundleRest(const std::vector<std::pair<const ir::Inst *, bool>> &Rest, bool Switched);
  bool pickTemplate();
  /// The statements after the `}` being closed (GNU as's queue there, for a bundle without a template).
  StmtsAfter AfterBundle;
  /// Up to \p Max instructions GNU as queues next from \p Next (stops and braces between; a
  /// label or directive ends them: gas writes or picks before it).
  std::vector<BundleItem> queuedAhead(StmtsAfter Next, size_t Max);
  void placeLikeGnu(const ir::TemplateInfo &Base);
  void addAutoInst(const ir::Inst &I);
  bool hintBeyondM(const ir::Inst &I) const;
  void keepHintsOffMLikeGas(std::vector<BundleItem> &Items, std::span<const BundleItem> Ahead) const;
  /// Ends the current group before the next instruction.
  void stopBefore();
  /// The stops and srlz the rules want before `I` joins the current group.
  void makeRoomFor(const ir::Inst &I);
  /// The same for the first group of the explicit bundle whose statements
  /// start at `Body` (auto mode).
  void makeRoomForBundle(StmtsAfter Body);
  void addBundleInst(const ir::Inst &I);
  void checkGroupEdges(uint8_t StopMask);
  void directive(const ir::Directive &D);
  /// GNU as's insn_group_break at a flush or mode switch: a stop after the
  /// last queued instruction (none when nothing is queued).
  void queueStop();
  /// GNU as's flush of its instruction queue: the stop, then the bundles.
  void gasFlush();
  /// GNU as still queues the braced bundle just closed (it writes it at the
  /// next instruction or flush): `.` there is the bundle's address.
  bool ExplicitQueued = false;
  /// Where GNU as flushes (.align, .org, .proc, .endp, .ident, ...): its
  /// queue flush in gas's layout, else the pending group ended.
  void flushPoint() { Opts.GnuLayout ? gasFlush() : endPendingGroup(); }

  /// \p UseOrder: reading order of the statement evaluating (0: none), for
  /// redefined equates.
  EvalContext context(unsigned Sec, uint64_t Dot, bool Final, uint32_t UseOrder = 0) const;
  std::optional<SymbolPlace> equateDot(const ir::Expr *Value) const;
  bool readsDot(const ir::Expr &E, unsigned Depth = 0) const;
  bool lazyEquate(const ir::Expr *Value) const;
  /// Whether an operand of I names `.`, itself or through an equate read at each use
  /// (`X == .` read before I): GNU as takes that `.` where it parses I.
  bool namesDot(const ir::Inst &I) const;
  std::optional<unsigned> sectionNamed(const std::string &Name) const;
  /// The queued labels' values where the equate `Value` was set (EquateSite::Labels).
  std::vector<std::pair<std::string, SymbolPlace>> equateLabels(const ir::Expr *Value) const;
  bool layout(bool Final);
  static uint64_t labelAddr(const std::vector<Chunk> &Chunks, size_t Idx, uint64_t Addr);
  bool placeTags(unsigned S, const BundleChunk &B, uint64_t BundleAddr);
  uint64_t dataSize(const ir::Data &D, const EvalContext &C, bool Final);
  // `.uleb128`/`.sleb128` of layout values (Leb128.h): each value's size in
  // bytes, relaxed pass by pass; a size change is a change of the layout.
  std::unordered_map<const ir::Data *, std::vector<uint8_t>> LebSizes;
  unsigned LayoutPass = 0;
  bool LebChanged = false, HasLeb = false;
  uint64_t lebLayout(unsigned S, const ir::Data &D, uint64_t Addr, bool Final);
  std::optional<uint64_t> lebValue(unsigned S, const ir::Data &D, size_t I, uint64_t Here, bool Final);
  /// The value, or nullopt after its error (reported only when `Final`:
  /// layout passes before it may not know every label yet).
  template <typename T> std::optional<T> valueOrReport(llvm::Expected<T> V, SourceLoc Loc, bool Final) {
    if (V)
      return std::move(*V);
    if (Final)
      consume(V.takeError(), Loc);
    else
      llvm::consumeError(V.takeError());
    return std::nullopt;
  }
  static uint64_t dataAlign(const ir::Data &D);

  // --- emission
  ElfObject Obj;
  std::map<std::string, int> SymIndex;
  std::vector<unsigned> ElfSecOf; // ir section -> ElfObject section
  int symbolFor(const std::string &Name);
  void addReloc(unsigned Sec, uint64_t Off, Reloc Ty, const Value &V);
  void addRelocIn(unsigned ElfSec, std::optional<unsigned> Sec, uint64_t Off, Reloc Ty, const Value &V);
  void emitSection(unsigned S);
  void emitBundle(unsigned S, const BundleChunk &B, uint64_t Addr, std::vector<uint8_t> &Out);
  void emitData(unsigned S, const Chunk &C, std::vector<uint8_t> &Out);
  bool gasFoldsWhileReading(unsigned S, const Chunk &C, const ir::Expr &E) const;
  /// `.type x, @gnu_indirect_function` (STT_GNU_IFUNC for a function) and
  /// `@gnu_unique_object` (STB_GNU_UNIQUE once defined): the names, read from
  /// the directives; either makes the OS/ABI GNU.
  std::set<std::string> GnuIfunc, GnuUnique;
  void gnuSymbolTypes();
  void buildSymbols();
  void versionedCopies(const std::string &N, ElfSymbol &E,
                       std::vector<std::tuple<std::string, uint32_t, ElfSymbol>> &Out);
  static bool isNumericLabel(const std::string &N);
  /// A local label only a relocation keeping its symbol names: into the table now.
  void keepLocalLabel(const std::string &N);
  std::set<std::string> KeptLocals; // written at write time: after every other local (orderLikeGnu)
  void addPseudoFunctionSymbols();
  void evaluateSizes();

  // --- unwind sections (emitter/Unwind.h)
  std::map<unsigned, SectionUnwind> Unwind; // by ir section
  unsigned Runs = 0;                        // auto-mode runs bundled so far
  std::map<unsigned, std::pair<unsigned, unsigned>> UnwindElf; // ir section -> (info, table or NoSection)
  static constexpr unsigned NoSection = ~0u;
  // Handler data's labels are places in the info section of their code
  // section S: a section index past the module's (ElfSecOf maps it too).
  bool HandlerLabels = false; // a label after `.handlerdata`: placed in the layout passes
  // `.personality` names: GNU as makes each symbol where it reads it, used or not
  // (a later `.personality` of the procedure wins; no name is the empty name).
  std::set<std::string> PersonalityNames;
  unsigned infoSectionOf(unsigned S) const { return unsigned(M.Sections.size()) + S; }
  unsigned codeSectionOf(unsigned S) const { return S < M.Sections.size() ? S : S - unsigned(M.Sections.size()); }
  bool buildUnwind(bool LabelsOnly = false);
  void addUnwindSections(unsigned S);
  void linkSections();
  void emitUnwind();
  void addFileAndIdent();
  std::map<std::string, uint64_t> LocalCommons; // local common names -> offset in .bss
  uint64_t LocalCommonEnd = 0, LocalCommonAlign = 1;
  void allocateLocalCommons();
  std::vector<std::pair<unsigned, uint32_t>> MadeAtDirective; // (.note/.comment, order of the first directive)
  std::vector<std::pair<unsigned, uint32_t>> LaterFiles; // (FILE symbol, order of its second or later `.file`)
  /// Branches to a label of their own section, resolved here: GNU as made a
  /// fixup for each and reduced its symbol to the section's (orderLikeGnu).
  std::vector<std::pair<unsigned, uint64_t>> ResolvedFixups; // (ElfObject section, offset)
  void orderLikeGnu();
  std::vector<uint64_t> sectionSymbolKeys(const std::vector<uint64_t> &Key, const std::vector<bool> &Chained) const;

  // --- DWARF line info (emitter/DwarfRows.h)
  std::vector<std::vector<dwarf::LineEvent>> LineEvents; // by ir section
  /// A line table can come out (-g, or a `.loc` in the source): else no
  /// events are kept (one per instruction would be 32 bytes each for nothing).
  bool WantLines = true;
  void lineEvent(dwarf::LineEvent::Kind K, const ir::Directive *D = nullptr, const ir::Inst *I = nullptr) {
    if (!WantLines)
      return;
    LineEvents[CurSec].push_back({K, D, I, Secs[CurSec].Chunks.size()});
  }
  void emitDebugSections();
  std::vector<dwarf::Function> debugFunctions() const;
  /// Where the layout put what the line table needs: instructions, GNU as's frags.
  struct RowPlaces {
    std::unordered_map<const ir::Inst *, dwarf::InstPlace> Place;
    std::vector<std::vector<dwarf::Frag>> Frags;   // per section
    std::vector<std::vector<size_t>> Breaks;       // per section: the chunks that end a frag
  };
  dwarf::RowLayout rowLayout(RowPlaces &P, std::function<uint64_t(unsigned)> SectionSize) const;
  // `.loc ... view NAME` (emitter/DwarfRows.h): NAME is an absolute symbol
  // whose value is the row's view number, which follows the code's layout.
  std::vector<std::pair<const ir::Directive *, dwarf::LocView>> ViewLocs;
  std::map<std::string, ir::ExprRef> ViewValues;
  void checkViewNames();
  /// The view numbers of the current layout; true when one changed.
  bool updateViews();
  std::vector<uint64_t> ViewLayout; // the places they were counted on
  /// `L: nop.m 0` `L:` (ir::LabelRedefinition): GNU as's error unless its
  /// queue wrote nothing between the two definitions.
  void checkLabelRedefinitions();
  std::unordered_map<const ir::Inst *, size_t> bundleIndex(unsigned S) const; // instruction -> bundle
  template <typename Fn>
  void walkGasQueue(unsigned S, const std::unordered_map<const ir::Inst *, size_t> &BundleOf, Fn Visit) const;
  void checkSectionDeclarations();
  void fitShortBundle(const ir::TemplateInfo &Base);

public:
  // --- AssemblyStream: section 0 lowered as the frontend hands it over
  bool streamTakes(size_t Sec, const ir::Stmt &S);
  void streamFeed(ir::Stmt &&S);
  /// The end of the section's statements: the rest lowered; then the kept
  /// statements (labels, directives) become the module's section 0.
  void streamEnd(std::vector<ir::Stmt> &Into);
  bool StreamFailed = false;
  bool StreamBraceOpen = false; // the last statement the stream took opened a brace bundle
  size_t StreamReserve = 0; // chunks and bundles (AssemblyStream::expect)

private:
  static constexpr size_t MaxStreamedRun = 4096;
  static constexpr size_t StreamedRunFront = 256; // flushRunFront from this many queued
  // A run bundled from its front while it is read (flushRunFront): GNU as's queue,
  // RunQ[0] is the run's instruction RunBase, RunQ[0, RunPushed) are in the queue.
  std::optional<GasBundleQueue> RunPlanner;
  std::vector<ManualBundleError> RunMisfits;
  size_t RunBase = 0, RunPushed = 0;
  bool RunFrontFlushed = false; // lowerWindow: instructions may have left RunQ
  bool Streamed = false;         // section 0 was lowered by the stream (run skips it)
  bool StreamLimitHit = false;   // the error limit was reached while lowering it
  std::deque<ir::Stmt> Window;   // statements not yet lowered, or lowered but maybe referenced
  size_t WindowLowered = 0;      // Window[0, WindowLowered) are lowered
  size_t WindowBase = 0;         // the section index of Window[0]
  uint32_t StreamLastOrder = 0;
  std::deque<ir::Stmt> Kept;     // lowered labels and directives (chunks point into them)
  // Lookahead of the statement at WindowLowered (a brace): how far it has been scanned.
  struct AheadScan {
    size_t Pos = 0;
    unsigned Insts = 0;
    bool QueueDone = false, BodyDone = false;
  } Scan;
  bool aheadReady(bool AtEnd);
  void lowerWindow(bool AtEnd);
  bool preEncode(BundleChunk &B);
};

// ---------------------------------------------------------------- lowering

void Driver::stopBefore() {
  if (!RunQ.empty()) {
    if (!RunQ.back().StopAfter) {
      RunQ.back().StopAfter = true;
      ++Stats.InsertedStops;
    }
  } else if (SectionState &SS = Secs[CurSec]; !SS.Bundles.empty() && !(SS.Bundles.back().Template & 1)) {
    // First instruction after a label or before an explicit bundle: the
    // group to end is in the bundle already emitted before it; its
    // template's end stop (bit 0) ends it, as GNU as -xauto puts the stop
    // before the label.
    SS.Bundles.back().Template |= 1;
    ++Stats.InsertedStops;
  }
  Rules->startGroup();
}

void Driver::makeRoomFor(const ir::Inst &I) {
  // alloc, flushrs, ... must be first in their group: GNU as -xauto puts
  // the stop before them (the rules below treat them as starting a fresh
  // group and would not ask for it).
  if (T.groupEdges(I) & 1)
    stopBefore();
  // Ask until the rules are satisfied: a stop, or stop + srlz (+ stop).
  for (int Round = 0; Round < 3; ++Round) {
    GroupRules::Need N = Rules->query(I);
    if (N == GroupRules::None)
      break;
    // GNU as: a stop, unless only a serialization is missing for writers a
    // stop already separates from I (then the srlz comes first and a stop
    // other rules want goes after it: Linux entry.s, `srlz.d;; mov cr.itir`).
    const bool SrlzFirst = Round == 0 && N == GroupRules::DataSerialize && Rules->srlzBeforeStop(I);
    if (!SrlzFirst && (N == GroupRules::Stop || Rules->serializeNeedsStop(I))) {
      const bool Ours = N == GroupRules::Stop && !RunQ.empty() && !RunQ.back().StopAfter && !Rules->gasSeesConflict(I);
      stopBefore();
      if (Ours)
        RunQ.back().GasNoStop = true;
    }
    if (N == GroupRules::Stop)
      continue;
    bool Instr = N == GroupRules::InstrSerialize;
    Owned.push_back(std::make_unique<ir::Inst>(T.serialize(Instr)));
    Owned.back()->Loc = I.Loc;
    RunQ.push_back({Owned.back().get()});
    InsertedBefore[&I].push_back(Owned.back().get());
    Rules->add(*Owned.back());
    ++Stats.InsertedSerializations;
    if (Instr)
      stopBefore(); // srlz.i takes effect at the next group boundary
  }
}

void Driver::makeRoomForBundle(StmtsAfter Body) {
  // The explicit bundle's instructions up to its first stop join the group
  // open before it: any of them that conflicts with that group needs the
  // stop (and srlz) before the bundle, since nothing can go inside it. A
  // conflict between two of its own instructions is the source's (GNU as
  // warns about it in the bundle too).
  for (size_t K = 0; K < Body.size(); ++K) {
    const ir::Stmt &St = Body[K];
    if (std::holds_alternative<ir::Stop>(St) || std::holds_alternative<ir::BundleEnd>(St) ||
        std::holds_alternative<ir::BundleBegin>(St) || std::holds_alternative<ir::Label>(St))
      return;
    if (const auto *I = std::get_if<ir::Inst>(&St)) {
      if (!T.shape(*I)) // reported when the bundle is lowered
        return;
      makeRoomFor(*I);
    }
  }
}

void Driver::queueStop() {
  if (Opts.GnuLayout && (!RunQ.empty() || Pending))
    stopBefore();
}

void Driver::gasFlush() {
  queueStop();
  flushRun();
  dropHeld();
  Pending = false;
}

void Driver::holdEntries(unsigned N) {
  GasQEntries += N;
  while (!GasQ.empty() && GasQEntries + RunQ.size() >= 4) {
    GasQEntries -= GasQ.front().Entries;
    GasQ.pop_front();
  }
}

const std::string *Driver::indexMark(size_t Chunk) {
  auto [It, New] = IndexMarkNames.try_emplace({CurSec, Chunk}, nullptr);
  if (New) {
    It->second = ownName("=held" + std::to_string(CurSec) + "." + std::to_string(Chunk));
    IndexMarks.push_back({It->second, CurSec, Chunk});
  }
  return It->second;
}

const std::string *Driver::heldMarks(std::vector<std::pair<std::string, const std::string *>> &Labels, size_t Held) {
  const SectionState &SS = Secs[CurSec];
  // Held == GasQ.size(): gas wrote every bundle it held, not the open one, whose labels
  // (just before it) keep the value they had when defined.
  size_t Front = SS.Chunks.size();
  if (Held < GasQ.size())
    Front = GasQ[Held].Start;
  else
    while (Front > 0 && SS.Chunks[Front - 1].K == Chunk::Label && !SS.Chunks[Front - 1].DotMark)
      --Front;
  auto held = [&](const std::string &Label) {
    if (auto W = LabelWritten.find(Label); W != LabelWritten.end())
      Labels.push_back({Label, indexMark(W->second)});
  };
  for (size_t K = Front; K < SS.Chunks.size(); ++K)
    if (SS.Chunks[K].K == Chunk::Label && !SS.Chunks[K].DotMark)
      held(*SS.Chunks[K].Name);
  for (const std::vector<Chunk> *Queued : {&RunLabels, &PendingLabels})
    for (const Chunk &C : *Queued)
      held(*C.Name);
  return indexMark(Front);
}

void Driver::keepHintsOffMLikeGas(std::vector<BundleItem> &Items, std::span<const BundleItem> Ahead) const {
  // GNU as gives a unit-less hint the unit of the slot its layout puts it in, then checks the
  // value (hint.m holds 19 bits). Where we keep stops gas does not make (it never checks a
  // hint's dependencies; its tables miss fcmp.ord's predicate writes), our layout differs
  // from its: the hint takes M only where gas's own layout, without those stops, puts it
  // on M (and refuses it). `(p54) tf.nz.andcm p29,p5=38` after `fcmp.ord.unc p29,...`, then
  // `hint 1449216`: gas writes hint.i beside the tf, our stop before the tf would make it M's.
  auto Beyond = [](const RunItem &R) { return R.BeyondM; };
  if (std::none_of(RunQ.begin(), RunQ.end(), Beyond) ||
      std::none_of(RunQ.begin(), RunQ.end(), [](const RunItem &R) { return R.GasNoStop; }))
    return;
  std::vector<BundleItem> Gas = Items;
  for (size_t K = 0; K < Gas.size(); ++K)
    Gas[K].StopAfter &= !RunQ[K].GasNoStop;
  for (const PlannedBundle &B : planBundlesLikeGas(Gas, Ahead, Opts.Tune))
    for (int S = 0; S < 3; ++S)
      if (int X = B.Slot[size_t(S)]; X >= 0 && RunQ[size_t(X)].BeyondM &&
                                     ir::templateInfo(B.Template).Slots[size_t(S)] != ir::Unit::M)
        Items[size_t(X)].Units &= uint8_t(~unitBit(ir::Unit::M));
}

EvalContext Driver::withQueuedLabels(EvalContext C,
                                     const std::vector<std::pair<std::string, const std::string *>> &Marks) const {
  if (Marks.empty())
    return C;
  C.Lookup = [this, Base = C.Lookup, &Marks](const std::string &Sym) {
    auto SI = Base(Sym);
    for (const auto &[Label, Mark] : Marks)
      if (Label == Sym && SI.K == EvalContext::SymbolInfo::Label)
        if (auto P = Places.find(*Mark); P != Places.end())
          SI.Place = P->second;
    return SI;
  };
  return C;
}

bool Driver::hintBeyondM(const ir::Inst &I) const {
  if (I.Mnemonic != "hint" || I.Ins.size() != 1 || I.Ins[0].K != ir::Operand::Imm || !I.Ins[0].E)
    return false;
  auto V = evaluateAbsolute(*I.Ins[0].E, context(CurSec, 0, false), "hint");
  if (!V) {
    llvm::consumeError(V.takeError());
    return false;
  }
  return uint64_t(*V) > 0x7ffff; // hint.m holds 19 bits, hint.i/.f/.x 21
}

/// GNU as's name of a template (code >> 1) in its messages.
static std::string gasTemplateName(unsigned T) {
  static const char *const Names[16] = {"MII", "MIsI", "MLX", "(reserved)", "MMI", "MsMI", "MFI", "MMF",
                                        "MIB", "MBB", "(reserved)", "BBB", "MMB", "(reserved)", "MFB", "(reserved)"};
  return Names[T & 15];
}

/// Does an alignment directive give a fill? GNU as's s_align takes one after the first comma
/// unless a second comma follows directly: `.p2alignl 6,` fills with the pattern 0 (so its
/// padding must be a multiple of 4), `.p2alignl 6,,` and `.p2alignl 6` fill with zero bytes.
static bool alignFillGiven(const ir::Directive &D) {
  return D.Args.size() >= 2 && (D.Args[1] || D.Args.size() == 2);
}

static std::optional<std::string> floatText(const ir::Expr &E);
static bool mentionsDot(const ir::Expr &E);
/// Does E name a label laid out after `Addr` in section S, in another section, or not yet
/// laid out (GNU as had not seen its definition when it parsed the instruction at Addr)?
static bool namesLabelAfter(const ir::Expr &E, const EvalContext &C, unsigned S, uint64_t Addr) {
  if (E.K == ir::Expr::Symbol) {
    auto SI = C.Lookup(E.Name);
    return SI.K == EvalContext::SymbolInfo::Undefined ||
           (SI.K == EvalContext::SymbolInfo::Label &&
            (!SI.Known || SI.Place.Section != S || SI.Place.Offset > Addr));
  }
  return (E.LHS && namesLabelAfter(*E.LHS, C, S, Addr)) || (E.RHS && namesLabelAfter(*E.RHS, C, S, Addr));
}
static bool mentionsSymbol(const ir::Expr &E) {
  return E.K == ir::Expr::Symbol || (E.LHS && mentionsSymbol(*E.LHS)) || (E.RHS && mentionsSymbol(*E.RHS));
}
/// A difference with a symbol (`1b - 3b`, `L0 - 1b`): what gas may fold when it parses it.
static bool mentionsDifference(const ir::Expr &E) {
  if (E.K == ir::Expr::Binary && E.Op == ir::ExprOp::Sub && E.LHS && E.RHS &&
      (mentionsSymbol(*E.LHS) || mentionsSymbol(*E.RHS)))
    return true;
  return (E.LHS && mentionsDifference(*E.LHS)) || (E.RHS && mentionsDifference(*E.RHS));
}
static bool mentions(const ir::Inst &I, bool (*What)(const ir::Expr &)) {
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.E && What(*O.E))
        return true;
  return false;
}

void Driver::noteParseFolds(const ir::Inst &I) {
  // gas resolves an operand (resolve_expression, which reads a lazy equate's value with `.`
  // here) unless the first opcode of the mnemonic takes an immediate or a branch target there
  // (parse_operand_maybe_eval): `add r8 = X - 1b, r0` folds X, `adds r8 = X - 1b, r0` not.
  const std::string_view Mn = I.Mnemonic;
  const bool Resolved = !(Mn.starts_with("adds") || Mn.starts_with("addl") || Mn.starts_with("movl") ||
                          Mn.starts_with("br") || Mn.starts_with("chk"));
  std::function<ParseClass(const std::string &)> Sym = [&](const std::string &X) {
    if (auto L = LazyParse.find(X); Resolved && L != LazyParse.end())
      return classifyAtParse(*L->second, Sym, dotAtParse());
    return symbolAtParse(X);
  };
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.K == ir::Operand::Imm && O.E)
        foldedAtParse(*O.E, Sym, dotAtParse(), ParseFolded);
}

void Driver::addAutoInst(const ir::Inst &I) {
  Pending = true;
  // GNU as ends the group before alloc/flushrs/loadrs and after cover, bsw,
  // rfi, ... in every mode (its insn_group_break for IA64_OPCODE_FIRST/LAST;
  // probed: `.explicit` then `add; alloc` gets the stop between them).
  const bool Edges = Modes.Cur == ir::Mode::Auto || Opts.GnuLayout;
  if (Modes.Cur == ir::Mode::Auto) {
    makeRoomFor(I);
    Rules->add(I);
  } else {
    if (Edges && (T.groupEdges(I) & 1))
      stopBefore();
    // Explicit code is tracked too: GNU as serializes auto code after it against what it left
    // in flight (`.explicit` `mov psr.l=r4 ;;` `.auto` `ld2` gets a srlz.d before the load).
    Rules->add(I);
  }
  // `.` and the labels of queued instructions as gas has them when it parses I: `. - 1b`,
  // `1b - L0` are folded then (the labels of I itself too: `1: movl r8 = . - 1b`).
  const bool Dot = namesDot(I);
  if (Opts.GnuLayout && (!GasQ.empty() || !RunQ.empty()) &&
      (Dot || (!(RunLabels.empty() && PendingLabels.empty() && LabelWritten.empty()) && mentions(I, mentionsDifference)))) {
    if (!GasQ.empty()) {
      const std::string *Mark = heldMarks(InstLabels[&I]);
      if (Dot)
        InstDot[&I] = Mark;
    } else {
      std::optional<Chunk> Mark;
      if (Dot) {
        Mark.emplace();
        Mark->K = Chunk::Label;
        Mark->DotMark = true;
        Mark->Name = InstDot[&I] = ownName("=instdot" + std::to_string(OwnedNames.size()));
        Mark->Loc = I.Loc;
      }
      std::vector<std::string> Own;
      for (const Chunk &L : PendingLabels)
        Own.push_back(*L.Name);
      QueuedSizes.push_back({RunQ.size(), std::move(Mark), &InstLabels[&I], std::move(Own)});
    }
  }
  RunQ.push_back({&I});
  RunQ.back().BeyondM = Modes.Cur == ir::Mode::Auto && hintBeyondM(I);
  if (Opts.GnuLayout && !GasQ.empty()) {
    holdEntries(0);
    if (!GasQ.empty())
      RunHeld = RunQ.size();
  }
  RunQ.back().UserTemplate = std::exchange(PendingTemplate, int8_t(-1));
  RunQ.back().ManualOn = std::exchange(PendingManual, false);
  if (auto It = Braces.StartsBundle.find(&I); It != Braces.StartsBundle.end()) {
    RunQ.back().ManualOn = true; // auto-mode code filling the empty brace's bundle
    if (It->second >= 0)
      RunQ.back().UserTemplate = It->second;
  }
  RunQ.back().ManualOff |= Braces.EndsBundle.count(&I) != 0;
  RunQ.back().LabelsBegin = uint32_t(RunLabels.size());
  for (Chunk &C : PendingLabels)
    RunLabels.push_back(std::move(C));
  RunQ.back().LabelsEnd = uint32_t(RunLabels.size());
  PendingLabels.clear();
  // cover, bsw, rfi, clrrrb, itc, ptc.g must be last in their group: GNU as
  // -xauto puts the stop after them (without it, e.g. a read of ar.bsp or
  // of a predicate after `cover` joined cover's group).
  if (Edges && (T.groupEdges(I) & 2)) {
    RunQ.back().StopAfter = true;
    ++Stats.InsertedStops;
    Rules->startGroup();
  }
}

/// GNU as flushes its pending instructions at .align, .org, .skip, .proc,
/// .endp, .ident, a mode change and the end of input, and that flush ends
/// the instruction group: the last bundle gets a stop at its end (seen in
/// gas 2.40's objects in every mode; labels in between do not matter).
void Driver::endPendingGroup() {
  flushRun();
  if (InBundle)
    return;
  SectionState &SS = Secs[CurSec];
  for (auto It = SS.Chunks.rbegin(); It != SS.Chunks.rend(); ++It) {
    if (It->K == Chunk::Label || It->K == Chunk::Size || It->K == Chunk::Mark || It->K == Chunk::ProcEnd)
      continue;
    if (BundleChunk &Last = SS.Bundles[It->Index + It->Count - 1]; It->K == Chunk::Bundle && !(Last.Template & 1)) {
      Last.Template |= 1;
      Rules->startGroup();
    }
    return;
  }
}

void Driver::flushRun(StmtsAfter Next) {
  ExplicitQueued = false;
  SectionState &SS = Secs[CurSec];
  // Labels no instruction followed (before data, alignment, ...) are where
  // the flushed bundles end.
  auto placeLeftLabels = [&] {
    for (Chunk &C : PendingLabels)
      SS.Chunks.push_back(std::move(C));
    PendingLabels.clear();
  };
  if (RunQ.empty()) {
    placeLeftLabels();
    return;
  }
  std::vector<BundleItem> Items;
  Items.reserve(RunQ.size());
  bool Ok = true;
  size_t NextSize = 0; // QueuedSizes placed
  for (const RunItem &R : RunQ) {
    if (auto It = bundleItem(R))
      Items.push_back(*It);
    else
      Ok = false;
  }
  // A run whose front was bundled already (flushRunFront) is bundled the same
  // way to its end, or read again whole (errors: reported for the whole run).
  StreamFailed |= RunPlanner && !Ok;
  if (Ok) {
    // GNU as's queue: up to three instructions of the next explicit bundle
    // (not after a label: gas picks a template from what precedes one).
    std::vector<BundleItem> Ahead = queuedAhead(PendingLabels.empty() ? Next : StmtsAfter{}, 3);
    if (Opts.GnuLayout)
      keepHintsOffMLikeGas(Items, Ahead);
    std::vector<ManualBundleError> Misfits;
    std::vector<PlannedBundle> Plan;
    if (RunPlanner) {
      for (size_t K = RunPushed; K < Items.size() && !StreamFailed; ++K)
        StreamFailed = !RunPlanner->push(Items[K], RunBase + K, Plan);
      StreamFailed = StreamFailed || !RunPlanner->finish(Ahead, Plan);
      for (PlannedBundle &P : Plan)
        for (int &X : P.Slot)
          X = X >= 0 ? X - int(RunBase) : X;
      for (ManualBundleError &E : RunMisfits)
        E.Item -= RunBase;
      Misfits = std::move(RunMisfits);
    } else {
      Plan = Opts.GnuLayout ? planBundlesLikeGas(Items, Ahead, Opts.Tune, &Misfits) : planBundles(Items, Ahead);
    }
    for (const ManualBundleError &E : Misfits) { // GNU as's words (its emit_one_bundle)
      const ir::Inst *Left = E.Item < RunQ.size() ? RunQ[E.Item].I : nullptr;
      for (size_t K = 0; K < Next.size() && !Left && E.Item < RunQ.size() + Ahead.size(); ++K)
        Left = std::get_if<ir::Inst>(&Next[K]); // the explicit bundle after the run
      if (!Left) { // no `}` came: gas's words at a flush
        error(RunQ.back().I->Loc, "Missing '}' at end of file");
        continue;
      }
      error(Left->Loc, "`" + Left->Mnemonic + "' " +
                                     (E.LastSlot >= 2 ? std::string("does not fit into bundle")
                                                      : "can't go in " +
                                                            std::string(E.Template == 2      ? "X slot"
                                                                        : E.LastSlot == 0 ? "slots 2 or 3"
                                                                                          : "slot 3") +
                                                            " of " + gasTemplateName(E.Template) + " template"));
    }
    if (Plan.empty())
      error(RunQ.front().I->Loc, "cannot bundle these instructions: no template fits");
    if (!RunPlanner)
      ++Runs;
    // GNU as writes the bundle at the front of its queue whenever the queue holds four
    // instructions: after K instructions, WrittenAfter[K] bundles of the plan are out.
    // (Bundle numbers are 32-bit here and in BundleOf: one entry per instruction of the run.)
    std::vector<uint32_t> WrittenAfter(RunQ.size() + 1, 0);
    // (None while bundles before the run were still queued: gas writes those first.)
    for (size_t K = 0, Queued = 0, B = 0; K < RunQ.size(); ++K) {
      for (++Queued; K >= RunHeld && Queued >= 4 && B < Plan.size(); ++B)
        Queued -= std::min<size_t>(Queued, size_t(std::count_if(Plan[B].Slot.begin(), Plan[B].Slot.end(),
                                                                 [](int X) { return X >= 0; })));
      WrittenAfter[K + 1] = uint32_t(B);
    }
    std::vector<uint32_t> BundleOf(RunQ.size(), uint32_t(Plan.size()));
    for (size_t B = 0; B < Plan.size(); ++B)
      for (int X : Plan[B].Slot)
        if (X >= 0)
          BundleOf[size_t(X)] = uint32_t(B);
    std::multimap<size_t, Chunk> Provisional; // bundles written -> marks of labels' values then
    for (QueuedAt &Q : QueuedSizes) {
      auto provisional = [&](const std::string &Label, SourceLoc Loc, size_t Written) {
        if (auto W = LabelWritten.find(Label); W != LabelWritten.end()) { // defined while GasQ held bundles
          Q.Labels->push_back({Label, indexMark(W->second)});
          return;
        }
        Chunk Mark;
        Mark.K = Chunk::Label;
        Mark.DotMark = true;
        Mark.Name = ownName("=queued" + std::to_string(OwnedNames.size()) + "." + Label);
        Mark.Loc = Loc;
        Q.Labels->push_back({Label, Mark.Name});
        Provisional.emplace(Written, std::move(Mark));
      };
      for (size_t K = 0; K < Q.At; ++K)
        if (BundleOf[K] >= WrittenAfter[Q.At])
          for (uint32_t LI = RunQ[K].LabelsBegin; LI < RunQ[K].LabelsEnd; ++LI)
            provisional(*RunLabels[LI].Name, RunLabels[LI].Loc, WrittenAfter[K]);
      for (const std::string &Label : Q.Pending)
        provisional(Label, SourceLoc(), WrittenAfter[Q.At]);
    }
    auto placeSizes = [&](size_t Bundles) {
      for (auto It = Provisional.begin(); It != Provisional.end() && It->first <= Bundles;)
        SS.Chunks.push_back(std::move(It->second)), It = Provisional.erase(It);
      for (; NextSize < QueuedSizes.size() && WrittenAfter[QueuedSizes[NextSize].At] <= Bundles; ++NextSize)
        if (QueuedSizes[NextSize].C)
          SS.Chunks.push_back(std::move(*QueuedSizes[NextSize].C));
    };
    std::vector<size_t> PlanStart(Plan.size());
    for (const PlannedBundle &P : Plan) {
      placeSizes(size_t(&P - Plan.data()));
      PlanStart[size_t(&P - Plan.data())] = SS.Chunks.size();
      addPlannedBundle(P);
    }
    SS.HasCode = true;
    // The bundles gas has not written yet stay in its queue (before an explicit bundle; a
    // flush drops them), and a label of theirs has the value it got when defined.
    if (Opts.GnuLayout && !Plan.empty()) {
      for (size_t B = WrittenAfter[RunQ.size()]; B < Plan.size(); ++B) {
        const auto Entries = std::count_if(Plan[B].Slot.begin(), Plan[B].Slot.end(), [](int X) { return X >= 0; });
        GasQ.push_back({PlanStart[B], unsigned(Entries)});
        GasQEntries += unsigned(Entries);
      }
      for (size_t K = 0; K < RunQ.size(); ++K)
        if (BundleOf[K] >= WrittenAfter[RunQ.size()] && WrittenAfter[K] < Plan.size())
          for (uint32_t LI = RunQ[K].LabelsBegin; LI < RunQ[K].LabelsEnd; ++LI)
            LabelWritten.try_emplace(*RunLabels[LI].Name, PlanStart[WrittenAfter[K]]);
      if (WrittenAfter[RunQ.size()] < Plan.size())
        for (const Chunk &L : PendingLabels)
          LabelWritten.try_emplace(*L.Name, PlanStart[WrittenAfter[RunQ.size()]]);
    }
  }
  for (; NextSize < QueuedSizes.size(); ++NextSize) // after the last bundle (or the run's error)
    if (QueuedSizes[NextSize].C)
      SS.Chunks.push_back(std::move(*QueuedSizes[NextSize].C));
  QueuedSizes.clear();
  RunQ.clear();
  RunHeld = 0;
  RunLabels.clear();
  RunPlanner.reset();
  RunBase = RunPushed = 0;
  placeLeftLabels();
}

std::optional<BundleItem> Driver::bundleItem(const RunItem &R) {
  auto Sh = T.shape(*R.I);
  if (!Sh) {
    consume(Sh.takeError(), R.I->Loc);
    return std::nullopt;
  }
  uint8_t E = T.groupEdges(*R.I);
  return BundleItem{uint8_t(Opts.GnuLayout ? Sh->Units : Sh->fitting()),
                    R.StopAfter, Sh->Preferred, bool(E & 2), bool(E & 1), bool(E & 4),
                    R.UserTemplate, R.LabelsEnd > R.LabelsBegin, R.I->Mnemonic == "hint", R.ManualOn,
                    R.ManualOff};
}

void Driver::addPlannedBundle(const PlannedBundle &P, bool Fold) {
  SectionState &SS = Secs[CurSec];
  BundleChunk B;
  B.Run = Runs;
  B.Template = P.Template;
  for (int S = 0; S < 3; ++S)
    B.Slot[S].I = P.Slot[S] >= 0 ? RunQ[P.Slot[S]].I : nullptr;
  // A bundle of the stream's run right after the previous one (no label between) joins its
  // chunk: 72 bytes a bundle less. Only while no chunk index past it is kept (GNU as's queue,
  // a held label, an index mark, a line event), so every kept index still names one bundle's start.
  Fold &= Streamed && Opts.GnuLayout && GasQ.empty() && LabelWritten.empty() && !WantLines &&
          IndexMarks.size() == FoldMarks;
  const bool Labelled = std::any_of(P.Slot.begin(), P.Slot.end(), [&](int X) {
    return X >= 0 && RunQ[size_t(X)].LabelsEnd > RunQ[size_t(X)].LabelsBegin;
  });
  if (Fold && !Labelled && FoldChunk != SIZE_MAX && FoldChunk + 1 == SS.Chunks.size() &&
      SS.Chunks.back().K == Chunk::Bundle && SS.Chunks.back().Index + SS.Chunks.back().Count == SS.Bundles.size()) {
    SS.Bundles.push_back(B);
    ++SS.Chunks.back().Count;
    ++Stats.AutoBundles;
    if (!preEncode(SS.Bundles.back()))
      StreamFailed = true;
    return;
  }
  FoldChunk = SIZE_MAX;
  Chunk C;
  C.Loc = RunQ[P.Slot[0] >= 0 ? P.Slot[0] : P.Slot[1] >= 0 ? P.Slot[1] : P.Slot[2]].I->Loc;
  for (int S = 0; S < 3; ++S) // a labelled instruction starts its bundle
    if (P.Slot[S] >= 0)
      for (uint32_t L = RunQ[P.Slot[S]].LabelsBegin; L < RunQ[P.Slot[S]].LabelsEnd; ++L)
        SS.Chunks.push_back(std::move(RunLabels[L]));
  C.K = Chunk::Bundle;
  C.Index = uint32_t(SS.Bundles.size());
  SS.Bundles.push_back(B);
  SS.Chunks.push_back(C);
  if (Fold)
    FoldChunk = SS.Chunks.size() - 1, FoldMarks = IndexMarks.size();
  ++Stats.AutoBundles;
  if (Streamed && !preEncode(SS.Bundles.back()))
    StreamFailed = true;
}

// The stream's long stop-free run (explicit code: nothing inserts stops or
// serializations into it), bundled as GNU as does while it reads: every
// instruction but the last (a `;;` can still end its group) enters GNU as's
// queue of four, the bundles it writes are final and their instructions
// leave RunQ. flushRun bundles the rest with the same queue. Only where
// nothing else waits on the run's layout: no bundle of an earlier run still
// queued (GasQ), no `.size` or equate met in the run (QueuedSizes).
void Driver::flushRunFront() {
  if (!Opts.GnuLayout || Modes.Cur != ir::Mode::Explicit || !GasQ.empty() || RunHeld || !QueuedSizes.empty())
    return;
  if (!RunPlanner) {
    RunPlanner.emplace(Opts.Tune, &RunMisfits);
    ++Runs; // (flushRun counts a run it starts)
  }
  std::vector<PlannedBundle> Plan;
  for (; RunPushed + 1 < RunQ.size() && !StreamFailed; ++RunPushed) {
    auto It = bundleItem(RunQ[RunPushed]);
    StreamFailed = !It || !RunPlanner->push(*It, RunBase + RunPushed, Plan);
  }
  StreamFailed |= !RunMisfits.empty(); // (reported in the whole run's order)
  if (StreamFailed)
    return;
  for (PlannedBundle &P : Plan) {
    for (int &X : P.Slot)
      X = X >= 0 ? X - int(RunBase) : X;
    addPlannedBundle(P, true);
  }
  Secs[CurSec].HasCode = true;
  // The placed instructions leave the run; the labels they took too.
  const size_t Placed = RunPushed - RunPlanner->queued();
  const uint32_t LabelsPlaced = RunQ[Placed].LabelsBegin;
  RunQ.erase(RunQ.begin(), RunQ.begin() + ptrdiff_t(Placed));
  RunLabels.erase(RunLabels.begin(), RunLabels.begin() + LabelsPlaced);
  for (RunItem &R : RunQ)
    R.LabelsBegin -= LabelsPlaced, R.LabelsEnd -= LabelsPlaced;
  RunBase += Placed;
  RunPushed -= Placed;
  RunFrontFlushed = true;
}

void Driver::addBundleInst(const ir::Inst &I) {
  Pending = true;
  auto Sh = T.shape(I);
  if (!Sh) {
    consume(Sh.takeError(), I.Loc);
    return;
  }
  if (Opts.GnuLayout && (!GasQ.empty() || !LabelWritten.empty()) && namesDot(I)) {
    // The bundles gas still holds when it parses I: the open bundle's instructions before I
    // are queued too, and it writes the oldest bundle whenever four are queued. When it has
    // written them all, the labels of the open bundle defined while it held some keep their
    // value then (`{ }` `L1:` `{ nop.m 0; adds r8 = . - L1, r0 }` is 16 to gas 2.40).
    unsigned Entries = GasQEntries;
    size_t Written = 0;
    for (const ir::Inst *Before : OpenSlots)
      for (Entries += Before != nullptr; Written < GasQ.size() && Entries >= 4;)
        Entries -= GasQ[Written++].Entries;
    InstDot[&I] = heldMarks(InstLabels[&I], Written);
  }
  if (auto It = Braces.StartsBundle.find(&I); It != Braces.StartsBundle.end() && It->second >= 0 &&
                                              !Open.HasTemplate && OpenSlots.empty()) {
    Open.HasTemplate = true; // the template of an empty brace before
    Open.Template = uint8_t(It->second << 1);
  }
  if (Braces.EndsBundle.count(&I) && OpenEnds == SIZE_MAX)
    OpenEnds = OpenSlots.size();
  OpenSlots.push_back(&I);
  OpenStops.push_back(false);
  // An L+X pair: movl/brl always; nop/hint/break (any unit) only when the
  // written template puts them in its L slot.
  bool Long = Sh->Units == unitBit(ir::Unit::L);
  if (!Long && Sh->isLong() && Open.HasTemplate && OpenSlots.size() <= 3)
    Long = ir::templateInfo(Open.Template).Slots[OpenSlots.size() - 1] == ir::Unit::L;
  if (Long) {
    OpenSlots.push_back(nullptr);
    OpenStops.push_back(false);
  }
}

std::vector<BundleItem> Driver::queuedAhead(StmtsAfter Next, size_t Max) {
  std::vector<BundleItem> Ahead;
  for (size_t K = 0; K < Next.size(); ++K) {
    const ir::Stmt &St = Next[K];
    if (Ahead.size() >= Max)
      break;
    const auto *I = std::get_if<ir::Inst>(&St);
    const auto *B = std::get_if<ir::BundleBegin>(&St);
    if (!I) {
      // A `.loc` (GCC -g writes one before each instruction, also inside
      // the bundle) leaves gas's queue as it is, as do the unwind directives
      // that only date records (all but `.handlerdata`, which writes it).
      const auto *D = std::get_if<ir::Directive>(&St);
      if (std::holds_alternative<ir::Stop>(St) || std::holds_alternative<ir::BundleEnd>(St) || (B && B->Braced) ||
          (D && (D->Name == ".loc" || (unwind::isUnwindDirective(D->Name) && D->Name != ".handlerdata"))))
        continue;
      break;
    }
    auto Sh = T.shape(*I);
    if (!Sh) {
      llvm::consumeError(Sh.takeError()); // reported when the bundle is lowered
      break;
    }
    Ahead.push_back({Sh->Units, false, Sh->Preferred});
  }
  return Ahead;
}

/// `{` without a template directive: the one-bundle plan for its
/// instructions and stops (same rules as auto mode, nops where needed).
/// GNU as picks it as for auto code from its queue, which holds the
/// instructions after the `}` too (`{ nop.m 0 }` then `fadd` is .mfi).
bool Driver::pickTemplate() {
  std::vector<BundleItem> Items;
  for (size_t S = 0; S < OpenSlots.size(); ++S) {
    if (!OpenSlots[S])
      continue; // X half of a long instruction
    auto Sh = T.shape(*OpenSlots[S]);
    if (!Sh) {
      llvm::consumeError(Sh.takeError()); // reported when the slot was added
      return false;
    }
    bool Stop = OpenStops[S] || (S + 1 < OpenSlots.size() && !OpenSlots[S + 1] && OpenStops[S + 1]);
    Items.push_back({Sh->Units, Stop, Sh->Preferred, Stop && (T.groupEdges(*OpenSlots[S]) & 2)});
  }
  auto Plan = planBundles(Items);
  if (Opts.GnuLayout && Items.size() < 3) {
    auto Ahead = queuedAhead(std::exchange(AfterBundle, {}), 3 - Items.size());
    if (auto Gas = planBundlesLikeGas(Items, Ahead, Opts.Tune); Gas.size() == 1)
      Plan = std::move(Gas);
  }
  if (Plan.size() != 1) {
    error(Open.Loc, "no single bundle template fits these instructions and stops");
    return false;
  }
  Open.Template = Plan[0].Template & 0x1e;
  // Re-slot the instructions where the plan put them.
  std::vector<const ir::Inst *> Insts;
  for (const ir::Inst *I : OpenSlots)
    if (I)
      Insts.push_back(I);
  OpenSlots.assign(3, nullptr);
  OpenStops.assign(3, false);
  const ir::TemplateInfo &TI = ir::templateInfo(Plan[0].Template);
  for (int S = 0; S < 3; ++S) {
    if (Plan[0].Slot[S] >= 0)
      OpenSlots[S] = Insts[Plan[0].Slot[S]];
    OpenStops[S] = (TI.StopMask >> S) & 1;
  }
  // The end stop is bit 2 already; keep the mask as planned.
  return true;
}

/// An explicit bundle with fewer instructions than slots (`{ .mmi; add ...;
/// mov ar.lc = r33 }`): GNU as puts each instruction in the next slot of its
/// unit and fills the skipped ones with nops; the bundle's last instruction
/// goes to slot 2 when it must end the bundle (br.cloop, br.ctop, ...) or,
/// being a branch-unit one, its instruction group (bsw, cover, rfi, ...):
/// `{ .mbb; br.ctop 1b }` is nop.m, nop.b, br.ctop. Left as written when
/// some instruction fits no later slot (the slot error then names it).
void Driver::fitShortBundle(const ir::TemplateInfo &Base) {
  if (OpenSlots.size() >= 3)
    return;
  std::vector<const ir::Inst *> Slots;
  std::vector<bool> Stops;
  size_t Next = 0;
  for (size_t K = 0; K < OpenSlots.size(); ++K) {
    const ir::Inst *I = OpenSlots[K];
    if (!I)
      continue; // the X half, placed with its L half
    auto Sh = T.shape(*I);
    if (!Sh) {
      llvm::consumeError(Sh.takeError()); // reported when the bundle is encoded
      return;
    }
    uint8_t E = T.groupEdges(*I);
    bool ToLast = ((E & 4) || ((E & 2) && Sh->Units == unitBit(ir::Unit::B))) && K + 1 == OpenSlots.size();
    while (Next < 3 && (!(Sh->Units & unitBit(Base.Slots[Next])) || (ToLast && Next < 2))) {
      Slots.push_back(nullptr);
      Stops.push_back(false);
      ++Next;
    }
    if (Next >= 3)
      return;
    bool Long = K + 1 < OpenSlots.size() && !OpenSlots[K + 1];
    for (size_t Part = 0; Part <= size_t(Long); ++Part, ++Next) {
      Slots.push_back(Part ? nullptr : I);
      Stops.push_back(OpenStops[K + Part]);
    }
  }
  OpenSlots = std::move(Slots);
  OpenStops = std::move(Stops);
}

// A bundle with a template whose written instructions do not fit slot by
// slot (`{ .mmi  add; mov ar.lc = r33 }`, `{ .mfi  nop.f 1 }`, `{ .mii  add ;;
// mov ar.lc = r2 }`) is laid out as GNU as does: each instruction goes in
// the next slot whose unit takes it, nops fill the slots skipped, and a stop
// written between two instructions goes after the first slot the template
// can stop at (one after the last instruction is the bundle's end stop).
// Bundles that fit as written keep their layout; when no layout fits, the
// written one stays for closeBundle to report.
void Driver::placeLikeGnu(const ir::TemplateInfo &Base) {
  auto fitsAt = [&](const ir::Inst &I, size_t S) {
    auto Sh = T.shape(I);
    if (!Sh) {
      llvm::consumeError(Sh.takeError());
      return false;
    }
    return (Sh->Units & unitBit(Base.Slots[S])) != 0;
  };
  auto canStopAfter = [&](size_t S) {
    for (const ir::TemplateInfo &TI : ir::allTemplates())
      if (TI.Valid && TI.Slots == Base.Slots && ((TI.StopMask >> S) & 1))
        return true;
    return false;
  };
  size_t Last = OpenSlots.size();
  while (Last > 0 && !OpenSlots[Last - 1])
    --Last;
  bool AsWritten = OpenSlots.size() <= 3;
  for (size_t S = 0; AsWritten && S < OpenSlots.size(); ++S)
    AsWritten = (!OpenSlots[S] || fitsAt(*OpenSlots[S], S)) && (!OpenStops[S] || S + 1 >= Last || canStopAfter(S));
  if (AsWritten)
    return;
  std::vector<const ir::Inst *> Slots(3, nullptr);
  std::vector<bool> Stops(3, false);
  size_t Next = 0;
  for (size_t K = 0; K < OpenSlots.size(); ++K) {
    if (!OpenSlots[K])
      continue; // the X half of a long instruction
    while (Next < 3 && !fitsAt(*OpenSlots[K], Next))
      ++Next;
    if (Next == 3)
      return;
    Slots[Next] = OpenSlots[K];
    bool Long = K + 1 < OpenSlots.size() && !OpenSlots[K + 1];
    size_t End = Next + (Long ? 1 : 0);
    bool Stop = OpenStops[K] || (Long && OpenStops[K + 1]);
    if (Stop && K + 1 + Long >= Last) {
      Stops[2] = true;
    } else if (Stop) {
      while (End < 2 && !canStopAfter(End))
        ++End;
      Stops[End] = true;
    }
    Next = End + 1;
  }
  OpenSlots = std::move(Slots);
  OpenStops = std::move(Stops);
}

/// GNU as refuses an explicit bundle that puts an instruction where it
/// cannot be: br.cloop/ctop/... outside slot 2, cover/itc/rfi/bsw/... without
/// a stop after it, alloc/flushrs/loadrs after slot 0 without a stop before
/// it (closeBundle already added the stops the template allows).
void Driver::checkGroupEdges(uint8_t StopMask) {
  auto stopAfter = [&](size_t S) { return ((StopMask >> S) & 1) != 0; }; // slots as placed
  for (size_t S = 0; S < OpenSlots.size() && S < 3; ++S) {
    const ir::Inst *I = OpenSlots[S];
    if (!I)
      continue;
    uint8_t E = T.groupEdges(*I);
    bool Long = S + 1 < OpenSlots.size() && !OpenSlots[S + 1];
    bool Later = false; // gas moves the bundle's last instruction to slot 2 itself
    for (size_t K = S + 1; K < OpenSlots.size(); ++K)
      Later |= OpenSlots[K] != nullptr;
    if ((E & 4) && S < 2 && Later)
      error(I->Loc, "'" + I->Mnemonic + "' must be last in bundle");
    else if ((E & 2) && !stopAfter(S + (Long ? 1 : 0)))
      error(I->Loc, "'" + I->Mnemonic + "' must be last in instruction group");
    else if ((E & 1) && S > 0 && !stopAfter(S - 1))
      error(I->Loc, "'" + I->Mnemonic + "' must be first in instruction group");
  }
}

void Driver::closeBundle(SourceLoc L) {
  InBundle = false;
  // GNU as writes nothing for a bundle without instructions (`{ .mfb }`;
  // probed with 2.40: the next bundle is the first it writes). In every
  // layout: validate/sim/check read the source as it means too (before,
  // three nops after data in code were "not a multiple of 16"). Its `{`,
  // template and `}` mark other instructions (EmptyBraces.h).
  if (OpenSlots.empty()) {
    BraceSwitched = false; // (the switch's stop is queueStop's)
    return;
  }
  // The `}` of an empty brace before ends GNU as's bundle after an instruction before the last:
  // the rest are bundled as code outside braces (ManualOff).
  std::vector<std::pair<const ir::Inst *, bool>> Rest = splitAtEmptyBraceEnd();
  const bool RestSwitched = !Rest.empty() && std::exchange(BraceSwitched, false);
  closeBundleSlots(L);
  if (!Rest.empty())
    queueBundleRest(Rest, RestSwitched);
}

std::vector<std::pair<const ir::Inst *, bool>> Driver::splitAtEmptyBraceEnd() {
  std::vector<std::pair<const ir::Inst *, bool>> Rest; // with whether a stop follows each
  size_t Ends = std::exchange(OpenEnds, SIZE_MAX);
  if (Ends >= OpenSlots.size())
    return Rest;
  size_t Cut = Ends + 1; // (an L+X pair's second slot stays with it)
  while (Cut < OpenSlots.size() && !OpenSlots[Cut])
    ++Cut;
  for (size_t K = Cut; K < OpenSlots.size(); ++K)
    if (OpenSlots[K])
      Rest.push_back({OpenSlots[K], OpenStops[K]});
    else
      Rest.back().second |= OpenStops[K];
  OpenSlots.resize(Cut);
  OpenStops.resize(Cut);
  return Rest;
}

/// GNU as's emit_one_bundle after a `}` mark ended a brace bundle early: the instructions
/// after it have no template of their own and no `{` (gas picks the template, a stop the
/// template has no place for moves them to the next bundle, no "can't go in" error); the
/// bundle's `}` ends the bundle of its last one, and the switch back to automatic mode
/// the group there. They are explicit code: gas adds no stops for their dependencies.
void Driver::queueBundleRest(const std::vector<std::pair<const ir::Inst *, bool>> &Rest, bool Switched) {
  const ir::Mode Mode = std::exchange(Modes.Cur, ir::Mode::Explicit);
  for (auto [I, Stop] : Rest) {
    addAutoInst(*I);
    if (Stop) {
      RunQ.back().StopAfter = true;
      Rules->startGroup();
    }
  }
  Modes.Cur = Mode;
  RunQ.back().ManualOff = true;
  if (Switched) {
    RunQ.back().StopAfter = true;
    Rules->startGroup();
  }
}

void Driver::closeBundleSlots(SourceLoc L) {
  SectionState &SS = Secs[CurSec];
  if (!Open.HasTemplate && !pickTemplate())
    return;
  const ir::TemplateInfo &Base = ir::templateInfo(Open.Template);
  if (Open.HasTemplate)
    fitShortBundle(Base);
  if (OpenSlots.size() > 3) {
    error(Open.Loc, "bundle has more than three slots");
    return;
  }
  placeLikeGnu(Base);
  // Stop bits as written; a stop after the last written slot of a short
  // bundle (nops fill the rest) is the bundle-end stop.
  auto endBit = [&](size_t S) { return uint8_t(1u << (S + 1 == OpenStops.size() ? 2 : S)); };
  uint8_t Mask = 0, Forced = 0;
  for (size_t S = 0; S < OpenStops.size(); ++S) {
    if (OpenStops[S])
      Mask |= endBit(S);
    // GNU as adds the stop a first-/last-in-group instruction needs when
    // the template has one there (M;MI for `itc.d` in slot 0).
    if (OpenSlots[S] && S < 3) {
      uint8_t E = T.groupEdges(*OpenSlots[S]);
      // (The stop goes right after its slot: `{ .mmi; itc.d r1 }` is M;;MI.)
      if ((E & 2))
        Forced |= uint8_t(1u << (S + (S + 1 < OpenSlots.size() && !OpenSlots[S + 1] ? 1 : 0)));
      if ((E & 1) && S > 0)
        Forced |= endBit(S - 1);
    }
  }
  std::optional<uint8_t> Code;
  for (uint8_t Want : {uint8_t(Mask | Forced), Mask}) {
    for (const ir::TemplateInfo &TI : ir::allTemplates())
      if (TI.Valid && TI.Slots == Base.Slots && TI.StopMask == Want)
        Code = TI.Code;
    if (Code)
      break;
  }
  if (!Code) {
    error(Open.Loc, "template ." + std::string(Base.Name) + " has no stop at the place the bundle has one");
    return;
  }
  checkGroupEdges(ir::templateInfo(*Code).StopMask);
  BundleChunk B;
  B.Template = *Code;
  for (size_t S = 0; S < OpenSlots.size(); ++S) {
    B.Slot[S].I = OpenSlots[S];
    if (!OpenSlots[S])
      continue;
    auto Sh = T.shape(*OpenSlots[S]);
    ir::Unit U = Base.Slots[S];
    if (Sh && !(Sh->Units & unitBit(U)))
      error(OpenSlots[S]->Loc, "instruction '" + OpenSlots[S]->Mnemonic + "' cannot go in slot " +
                                   std::to_string(S) + " of a ." + std::string(Base.Name) + " bundle (" +
                                   std::string(1, ir::unitLetter(U)) + " unit)");
    else if (!Sh)
      consume(Sh.takeError(), OpenSlots[S]->Loc);
  }
  // The rules follow explicit bundles too (in every mode: a later `.auto`), so auto code after
  // them is checked against what the bundle left in flight.
  for (int S = 0; S < 3; ++S) {
    if (B.inst(S))
      Rules->add(*B.inst(S));
    if ((ir::templateInfo(B.Template).StopMask >> S) & 1)
      Rules->startGroup();
  }
  if (std::exchange(BraceSwitched, false)) {
    B.Template |= 1; // back to auto mode: the group ends
    Rules->startGroup();
  }
  Chunk C;
  C.K = Chunk::Bundle;
  C.Index = uint32_t(SS.Bundles.size());
  C.Loc = Open.Loc;
  if (Opts.GnuLayout) {
    // gas queues an explicit bundle's instructions like auto-mode ones (probed with 2.40:
    // three `{ .mii }` bundles, an equate of the second's label is 0, `.` 0x10). Its
    // labels, just before it, belong to it.
    size_t Start = SS.Chunks.size();
    while (Start > 0 && SS.Chunks[Start - 1].K == Chunk::Label && !SS.Chunks[Start - 1].DotMark)
      --Start;
    const auto Entries = unsigned(std::count_if(OpenSlots.begin(), OpenSlots.end(), [](auto *I) { return I; }));
    holdEntries(Entries);
    GasQ.push_back({Start, Entries});
  }
  SS.Bundles.push_back(B);
  SS.Chunks.push_back(C);
  SS.HasCode = true;
  if (Streamed && !preEncode(SS.Bundles.back()))
    StreamFailed = true;
  OpenSlots.clear();
  OpenStops.clear();
  (void)L;
}

static bool isEquate(const std::string &N) {
  return N == "=" || N == "==" || N == ".set" || N == ".equ" || N == ".equiv" || N == ".eqv";
}

static bool mentionsDot(const ir::Expr &E) {
  return E.K == ir::Expr::Dot || (E.LHS && mentionsDot(*E.LHS)) || (E.RHS && mentionsDot(*E.RHS));
}

// Whether `E` reads `.`: itself, or through a lazy equate (`S == . - D0`) read here, which
// takes the `.` of where it is read (`.set s, S + 1`: where the `.set` is; GNU as 2.40).
bool Driver::readsDot(const ir::Expr &E, unsigned Depth) const {
  if (E.K == ir::Expr::Dot)
    return true;
  if (E.K == ir::Expr::Symbol && Depth < 64)
    if (auto D = EquateDefs.find(E.Name); D != EquateDefs.end() && !D->second.empty()) {
      const ir::Expr *V = D->second.rbegin()->second; // the definition read last
      if (auto S = Equates.find(V); S != Equates.end() && S->second.Lazy && readsDot(*V, Depth + 1))
        return true;
    }
  return (E.LHS && readsDot(*E.LHS, Depth)) || (E.RHS && readsDot(*E.RHS, Depth));
}

void Driver::directive(const ir::Directive &D) {
  const std::string &N = D.Name;
  Rules->directive(D);
  // `.handlerdata` switches GNU as to the unwind info section: a section
  // switch (or a new `.proc`) ends it, as `.endp` does (UnwindDirectives.cpp).
  if (ir::isSectionLeftMark(D) || N == ".proc")
    InHandlerData = false;
  // GNU as writes its queued bundles before alignment, .org and .endp.
  if (N == ".loc") {
    lineEvent(dwarf::LineEvent::Loc, &D);
    if (auto V = dwarf::locView(D); V.K == dwarf::ViewKind::Symbol && V.Error.empty())
      ViewLocs.push_back({&D, std::move(V)});
  }
  else if (alignForm(N) || N == ".org" || N == ".endp" || ir::isSectionLeftMark(D)) // a section switch writes the queue, also back to the same section
    lineEvent(dwarf::LineEvent::Flush);
  else if (N == ".loc_mark_labels")
    lineEvent(dwarf::LineEvent::MarkLabels, &D);
  if (N == ".weakref") {
    if (D.Words.size() == 2)
      WeakrefAliases.insert(D.Words[0]);
    else if (D.Args.size() == 2 && D.Args[0] && D.Args[0]->K == ir::Expr::Symbol)
      WeakrefAliases.insert(D.Args[0]->Name);
  }
  SectionState &SS = Secs[CurSec];
  if (isEquate(N) && !D.Args.empty() && D.Args[0]) {
    EquateSite &E = Equates[D.Args[0].get()];
    E.Lazy = N == "==" || N == ".eqv";
    if (!D.Words.empty()) {
      // gas copies a symbol's value and frag (a lazy one's is read at each use: never folded)
      ParseClass PC = classifyAtParse(*D.Args[0], [this](const std::string &X) { return symbolAtParse(X); },
                                      dotAtParse());
      SymParse[D.Words[0]] = E.Lazy && PC.K != ParseClass::Const ? ParseClass{} : PC;
      E.Deferred = !E.Lazy && PC.K == ParseClass::Deferred;
      if (E.Lazy)
        LazyParse[D.Words[0]] = D.Args[0].get();
      else
        LazyParse.erase(D.Words[0]);
    }
    if (!D.Words.empty() && D.Order)
      EquateDefs[D.Words[0]][D.Order] = D.Args[0].get();
    std::optional<Chunk> Dot;
    if (readsDot(*D.Args[0])) {
      // Not a label: it neither ends the pending instructions nor is a
      // symbol; like GNU as's `.`, it is where the bytes written so far end.
      Dot.emplace();
      Dot->K = Chunk::Label;
      Dot->Name = ownName("=dot" + std::to_string(Equates.size())); // no symbol can be named so
      Dot->DotMark = true;
      Dot->Loc = D.Loc;
      E.Mark = *Dot->Name;
    }
    // GNU as copies the value now (a lazy `==` is read at each use): with
    // instructions queued, `.` is where the bundles it wrote end and a queued
    // label has the value it got when defined (flushRun finds both).
    if (Opts.GnuLayout && !GasQ.empty() && !E.Lazy) {
      const std::string *HeldDot = heldMarks(E.Labels);
      if (Dot)
        E.Mark = *HeldDot;
    } else if (Opts.GnuLayout && !RunQ.empty() && !E.Lazy) {
      std::vector<std::string> Waiting;
      for (const Chunk &L : PendingLabels)
        Waiting.push_back(*L.Name);
      QueuedSizes.push_back({RunQ.size(), std::move(Dot), &E.Labels, std::move(Waiting)});
    } else if (Dot && ExplicitQueued && SS.Chunks.back().K == Chunk::Bundle) {
      SS.Chunks.insert(SS.Chunks.end() - 1, std::move(*Dot)); // (tests/lit/asm/stabs.s)
    } else if (Dot) {
      SS.Chunks.push_back(std::move(*Dot));
    }
  }
  EvalContext C0 = context(CurSec, 0, false);
  auto constArg = [&](size_t I, int64_t Default) -> int64_t {
    if (I >= D.Args.size() || !D.Args[I])
      return Default;
    auto V = evaluateAbsolute(*D.Args[I], C0, ("argument of " + N).c_str());
    if (!V) {
      consume(V.takeError(), D.Loc);
      return Default;
    }
    return *V;
  };
  if (N == ".psr") {
    // GNU as's `.psr`: e_flags bits only (data keeps its byte order); the last one wins.
    for (const std::string &W : D.Words) {
      if (W == "abi32" || W == "abi64")
        PsrAbi64 = W == "abi64";
      else if (W == "lsb" || W == "msb")
        PsrBigEndian = W == "msb";
      else
        error(D.Loc, "Unknown psr option `" + W + "'");
    }
    if (D.Words.empty() || !D.Args.empty())
      error(D.Loc, "Unknown psr option");
  } else if (N == ".msb" || N == ".lsb") {
    Order = N == ".msb" ? ByteOrder::Big : ByteOrder::Little;
  } else if (ir::isModeDirective(N)) {
    const ir::Mode Old = Modes.Cur;
    Modes.apply(N);
    // GNU as keeps its queue across a mode switch; a switch (not a repeat)
    // ends the group.
    if (Opts.GnuLayout) {
      if (Modes.Cur != Old)
        queueStop();
    } else if (Modes.Cur != Old) {
      endPendingGroup();
    } else {
      flushRun();
    }
    if (Modes.Cur == ir::Mode::Auto && Old == ir::Mode::Explicit)
      Rules->startGroup(); // the switch's stop; the explicit code's writes stay in flight
  } else if (auto Form = alignForm(N); Form && InHandlerData) {
    // aligns the handler data in the unwind info section (emitter/Unwind.cpp), with zeros
    if (Form->FillWidth > 1 && alignFillGiven(D))
      error(D.Loc, N + " with a fill pattern in handler data is not supported");
  } else if (auto Form = alignForm(N)) {
    flushPoint();
    int64_t A = Form->bytes(constArg(0, 1));
    if (A <= 0 || (A & (A - 1))) {
      error(D.Loc, "alignment must be a power of two, got " + std::to_string(A));
      return;
    }
    if (A > 1)
      ++FragRun[CurSec]; // do_align: an rs_align frag
    Chunk C;
  C.K = Chunk::Align;
    C.Index = uint32_t(SS.Aligns.size());
    AlignArgs &AA = SS.Aligns.emplace_back();
    AA.AlignTo = uint64_t(A);
    AA.Fill = uint64_t(constArg(1, 0));
    AA.MaxSkip = uint64_t(constArg(2, 0));
    if (Form->FillWidth > 1) {
      if (alignFillGiven(D))
        AA.FillWidth = Form->FillWidth; // else zeros byte by byte, as GNU as
      else
        DE.warning(D.Loc, "expected fill pattern missing");
    }
    C.Loc = D.Loc;
    C.Dir = &D;
    SS.Chunks.push_back(C);
    SS.Align = std::max(SS.Align, AA.AlignTo);
  } else if (N == ".org") {
    flushPoint();
    if (D.Args.empty()) {
      error(D.Loc, ".org needs an expression");
      return;
    }
    ++FragRun[CurSec];
    Chunk C;
  C.K = Chunk::Org;
    C.Index = uint32_t(SS.Aligns.size());
    SS.Aligns.emplace_back().Fill = uint64_t(constArg(1, 0));
    C.Dir = &D;
    C.Loc = D.Loc;
    SS.Chunks.push_back(C);
  } else if (N == ".size") {
    if (!D.Args.empty() && D.Args.back() &&
        classifyAtParse(*D.Args.back(), [this](const std::string &X) { return symbolAtParse(X); }, dotAtParse()).K ==
            ParseClass::Deferred)
      SizeDeferred.insert(&D);
    Chunk C;
  C.K = Chunk::Size;
    C.Dir = &D;
    C.Loc = D.Loc;
    // GNU as does not write its queue at `.size`: `.` there is where the bytes written so far
    // end (`.size f, .-f` right after auto-mode code leaves out the bundles still queued).
    if (Opts.GnuLayout && !GasQ.empty()) {
      // explicit bundles still queued: `.` and the labels as GNU as has them now
      SizeDot[&D] = heldMarks(SizeLabels[&D]);
      if (!RunQ.empty())
        QueuedSizes.push_back({RunQ.size(), C, &SizeLabels[&D], {}});
      else
        SS.Chunks.push_back(C);
    } else if (Opts.GnuLayout && !RunQ.empty()) {
      std::vector<std::string> Waiting; // `.Lfunc_end0:` then `.size f, .Lfunc_end0-f`
      for (const Chunk &L : PendingLabels)
        Waiting.push_back(*L.Name);
      QueuedSizes.push_back({RunQ.size(), C, &SizeLabels[&D], std::move(Waiting)});
    } else {
      flushRun(); // `.` in the size expression is after the code before it
      SS.Chunks.push_back(C);
    }
  } else if (N == ".proc" || N == ".endp") {
    flushPoint();
    if (N == ".proc") {
      ProcNames = D.Words;
      SS.Align = std::max<uint64_t>(SS.Align, 16); // gas: a `.proc` makes its section bundle-aligned
      ++FragRun[CurSec];                           // with do_align (4): a frag of its own
      Chunk C; // GNU as pads the next instruction to a bundle boundary after .proc
      C.K = Chunk::ProcStart;
      C.Loc = D.Loc;
      SS.Chunks.push_back(C);
    }
    for (const std::string &Entry : N == ".endp" ? ProcNames : std::vector<std::string>{}) {
      Chunk C; // GNU as sizes each entry point at .endp unless .size did
      C.K = Chunk::ProcEnd;
      C.Dir = &D;
      C.Name = ownName(ir::withoutHashSuffix(Entry));
      C.Loc = D.Loc;
      SS.Chunks.push_back(C);
    }
    if (N == ".endp") {
      Chunk C; // the unwind table's end address
      C.K = Chunk::Mark;
      C.Dir = &D;
      C.Loc = D.Loc;
      SS.Chunks.push_back(C);
    }
    InHandlerData = false;
  } else if (N == ".symver") {
    if (D.Words.size() < 2 || D.Words.size() > 3 || D.Words[1].find('@') == std::string::npos)
      error(D.Loc, "expected `.symver NAME, NAME2@NODE[, local|hidden|remove]'");
    else
      Symvers.emplace(ir::withoutHashSuffix(D.Words[0]), Symver{D.Words[1], D.Words.size() == 3 ? D.Words[2] : "", D.Order});
  } else if (auto Size = N == ".dcb.s" ? 4u : N == ".dcb.d" ? 8u : N == ".dcb.x" ? 10u : 0u; Size && D.Args.size() == 2) {
    // A `.dcb` of no element (the frontend keeps it as a directive): its value is still read.
    std::optional<std::string> Text = D.Args[1] ? floatText(*D.Args[1]) : std::nullopt;
    std::string Why = "bad floating-point value";
    if (!Text || !gasFloatBytes(*Text, Size, Why))
      error(D.Args[1] && D.Args[1]->Loc.isValid() ? D.Args[1]->Loc : D.Loc, Why);
  } else if (N == ".personality") {
    if (auto Name = unwind::personalityName(D))
      PersonalityNames.insert(*Name);
  } else if ((N == ".alias" || N == ".secalias") && D.Words.size() == 2) {
    (N == ".alias" ? SymAlias : SecAlias)[ir::withoutHashSuffix(D.Words[0])] = D.Words[1];
  } else if (N == ".handlerdata") {
    // GNU as writes its queue out for the unwind image without ending the
    // group (gas/unwind-ok.s: no stop after the br.ret before it, nor at
    // the `.endp` after, the queue being empty then).
    if (Opts.GnuLayout) {
      flushRun();
      dropHeld();
      Pending = false;
    }
    InHandlerData = true;
  } else if (N == ".ident" || ir::isSectionLeftMark(D)) {
    if (N == ".ident" || Opts.GnuLayout)
      flushPoint(); // a section switch: the frontend's mark in the section left
    if (Opts.GnuLayout || N != ".ident") {
      // GNU as wrote its queue here: an unwind directive after it is dated
      // at the next bundle, not right after the last queued instruction
      // (buildUnwind: every chunk but a label or `.size` empties the queue),
      // and one before it at this address (FlushAddr).
      Chunk C;
      C.K = Chunk::Mark;
      C.Dir = &D;
      C.Loc = D.Loc;
      SS.Chunks.push_back(C);
    }
  }
  // Everything else has no effect on the bytes (symbols and sections are
  // already in the Module; unwind and scheduling directives emit nothing).
}

void Driver::beginSection(unsigned S) {
  CurSec = S;
  Order = Opts.Order;
  InHandlerData = false; // a section's statements start outside handler data
  ExplicitQueued = false;
  startMode(); // the frontend repeats the mode read elsewhere where it differs (Builder::repeatMode)
}

void Driver::lowerSection(unsigned S) {
  beginSection(S);
  const std::vector<ir::Stmt> &Stmts = M.Sections[S].Stmts;
  // At most a chunk and a bundle per statement: reserved once (pages never
  // written cost no memory) instead of doubling, which holds two copies.
  Secs[S].Chunks.reserve(Stmts.size() + 16);
  Secs[S].Bundles.reserve(Stmts.size() + 16);
  uint32_t LastOrder = 0; // reading order of the latest statement that has one
  for (size_t Idx = 0; Idx < Stmts.size(); ++Idx) {
    if (DE.limitReached())
      return;
    lowerStmt(Stmts[Idx], std::span(Stmts).subspan(Idx + 1), Idx, LastOrder);
  }
  if (EndDotSec == S)
    placeEndDot();
  endSection();
}

// One statement of section CurSec: `After` the statements that follow it,
// `Idx` its index in the section, `LastOrder` the reading order of the
// latest statement before it that has one (updated).
void Driver::lowerStmt(const ir::Stmt &St, StmtsAfter After, size_t Idx, uint32_t &LastOrder) {
  const unsigned S = CurSec;
  {
    std::visit([&](const auto &X) {
      if constexpr (requires { X.Order; })
        LastOrder = X.Order ? X.Order : LastOrder;
    }, St);
    if (const auto *L = std::get_if<ir::Label>(&St)) {
      if (WantLines)
        LineEvents[CurSec].push_back({dwarf::LineEvent::Label, nullptr, nullptr, Secs[CurSec].Chunks.size(), L});
      Chunk C;
      C.K = Chunk::Label;
      C.Name = &L->Name;
      C.Loc = L->Loc;
      if (InHandlerData) {
        // A label of the handler data: GNU as defines it in the unwind
        // info section (emitter/Unwind.cpp places it there).
        HandlerLabels = true;
      } else if (Opts.GnuLayout && !InBundle) {
        if (!GasQ.empty())
          LabelWritten.try_emplace(L->Name, GasQ.front().Start);
        PendingLabels.push_back(std::move(C)); // the next instruction's (GNU as's label fixups)
      } else {
        flushRun();
        if (Opts.GnuLayout && !GasQ.empty()) // `{ .mii` `2: add` `adds r3 = . - 2b`
          LabelWritten.try_emplace(L->Name, GasQ.front().Start);
        Secs[S].Chunks.push_back(std::move(C));
      }
      LabelNames.insert(L->Name);
      SymParse[L->Name] = InHandlerData ? ParseClass{} : dotAtParse();
      Rules->label();
    } else if (const auto *I = std::get_if<ir::Inst>(&St)) {
      ExplicitQueued = false; // the fourth instruction queued: GNU as writes the bundle
      ++Stats.Instructions;
      for (ir::Diagnostic &W : T.warnings(*I))
        DE.report(std::move(W));
      lineEvent(dwarf::LineEvent::Inst, nullptr, I);
      LabelNames.insert(I->Tags.begin(), I->Tags.end()); // placed with their slot (layout)
      // A bare template directive covers exactly the next three slots; the
      // frontend closes it (after a stop that follows the third, or at a
      // label, as GNU as does), but a module built otherwise may not.
      if (InBundle && !Open.Braced && OpenSlots.size() >= 3) {
        closeBundle(I->Loc);
        BareFull = true; // in case the frontend's end of it still follows
      }
      noteParseFolds(*I);
      if (InBundle)
        addBundleInst(*I);
      else
        addAutoInst(*I);
    } else if (const auto *Sp = std::get_if<ir::Stop>(&St)) {
      if (Modes.Cur == ir::Mode::Auto && !(InBundle && BraceSwitched) && !Opts.HonourSourceStops && Sp->Loc.isValid() &&
          (!FirstIgnoredStop || std::pair(LastOrder, Idx) < FirstIgnoredStopAt)) {
        FirstIgnoredStop = Sp->Loc;
        FirstIgnoredStopAt = {LastOrder, Idx};
      }
      if (InBundle) {
        if (OpenStops.empty())
          error(Sp->Loc, "stop at the start of a bundle");
        else
          OpenStops.back() = true;
      } else if (!RunQ.empty()) {
        if (Opts.HonourSourceStops || Modes.Cur == ir::Mode::Explicit) {
          RunQ.back().StopAfter = true;
          Rules->startGroup();
        }
      } else if (!Secs[S].Chunks.empty() && Secs[S].Chunks.back().K == Chunk::Bundle) {
        Secs[S].Bundles.back().Template |= 1; // `}` then `;;`: stop at the bundle end
      }
    } else if (const auto *B = std::get_if<ir::BundleBegin>(&St);
               B && !B->Braced && B->HasTemplate && Modes.Cur == ir::Mode::Auto && !InBundle && Opts.GnuLayout) {
      BareAuto = true;
      PendingTemplate = int8_t(B->Template >> 1);
    } else if (std::holds_alternative<ir::BundleEnd>(St) && std::exchange(BareAuto, false)) {
      PendingTemplate = -1; // the bare bundle's end (the frontend's)
    } else if (const auto *B = std::get_if<ir::BundleBegin>(&St); B && B->Braced && Modes.Cur == ir::Mode::Auto &&
                                                                  Modes.Set && !InBundle && !BraceAuto &&
                                                                  Opts.GnuLayout) {
      // After `.auto` GNU as keeps automatic mode inside the braces: their instructions are
      // automatic code (its stops, even inside the bundle, when the template can take one;
      // `;;` ignored) that fills one bundle of its own.
      DE.warning(B->Loc, "Found '{' after explicit switch to automatic mode");
      BraceAuto = true;
      PendingTemplate = B->HasTemplate ? int8_t(B->Template >> 1) : int8_t(-1);
      PendingManual = true;
    } else if (std::holds_alternative<ir::BundleEnd>(St) && std::exchange(BraceAuto, false)) {
      if (!std::exchange(PendingManual, false) && !RunQ.empty())
        RunQ.back().ManualOff = true;
      PendingTemplate = -1;
    } else if (const auto *B = std::get_if<ir::BundleBegin>(&St)) {
      // In auto mode not set by `.auto`, GNU as switches to explicit mode
      // for the bundle and back after it: a stop on either side.
      BraceSwitched = Opts.GnuLayout && B->Braced && Modes.Cur == ir::Mode::Auto && !Modes.Set && !InBundle;
      if (BraceSwitched)
        queueStop();
      else if (Opts.GnuLayout && B->Braced && Modes.Cur == ir::Mode::Auto && !InBundle)
        DE.warning(B->Loc, "Found '{' after explicit switch to automatic mode");
      // After `.auto` a brace bundle joins the automatic group: stops and
      // srlz go before it. A bundle GNU as switched to explicit mode for
      // gets only the switch's stop: gas inserts no srlz before explicit
      // code (it warns about the dependency; gas/regs.s reads cr.irr0 after
      // cr.ivr so).
      if (Modes.Cur == ir::Mode::Auto && !InBundle && !BraceSwitched)
        makeRoomForBundle(After);
      flushRun(After);
      if (InBundle)
        error(B->Loc, "bundle opened inside a bundle");
      InBundle = true;
      BareFull = false;
      Open = *B;
      OpenSlots.clear();
      OpenStops.clear();
    } else if (const auto *E = std::get_if<ir::BundleEnd>(&St)) {
      if (InBundle) {
        AfterBundle = After;
        closeBundle(E->Loc); // ends the group when `{` switched modes (back to automatic)
        ExplicitQueued = Opts.GnuLayout && !Secs[S].Chunks.empty() && Secs[S].Chunks.back().K == Chunk::Bundle;
      } else if (!std::exchange(BareFull, false)) {
        error(E->Loc, "'}' without an open bundle");
      }
    } else if (const auto *D = std::get_if<ir::Data>(&St)) {
      if (InHandlerData)
        flushRun();
      else if (Opts.GnuLayout)
        gasFlush();
      else if (D->K == ir::Data::Fill)
        endPendingGroup(); // .skip/.space/.fill
      else
        flushRun();
      lineEvent(dwarf::LineEvent::Flush);
      if (InHandlerData)
        return; // goes to the unwind info (emitter/Unwind.cpp)
      if (InBundle) {
        error(D->Loc, "data inside a bundle");
        return;
      }
      HasLeb |= D->K == ir::Data::Leb;
      if (dataAlign(*D) > 1)
        ++FragRun[S]; // ia64_cons_align: gas aligns the data, a frag of its own
      Chunk C;
      C.K = Chunk::Data;
      C.D = D;
      C.Loc = D->Loc;
      C.Order = Order;
      Secs[S].Chunks.push_back(C);
      Secs[S].Align = std::max(Secs[S].Align, dataAlign(*D));
      FragRun[S] += D->K == ir::Data::Leb; // a LEB128 of labels: rs_leb128
    } else if (const auto *D = std::get_if<ir::Directive>(&St)) {
      directive(*D);
    }
  }
}

void Driver::endSection() {
  if (InBundle) {
    if (!Open.Braced && !OpenSlots.empty())
      closeBundle(Open.Loc);
    else
      error(Open.Loc, "bundle is not closed");
    InBundle = false;
  }
  flushPoint();
  // Code alone does not align its section: GNU as 2.40 leaves a code section
  // other than .text at alignment 1 unless `.align` or `.proc` raised it.
}

// ---------------------------------------------------------------- layout

/// `psr.<field>` masks as constant expressions (isa::psrFieldMask), made
/// once per name since the evaluator holds on to the pointer. Shared by
/// every assembly in the process, so guarded (the API may run two at once).
const ir::Expr *psrFieldMask(const std::string &Name) {
  static std::mutex Lock;
  static std::map<std::string, ir::ExprRef> Made;
  std::lock_guard<std::mutex> Hold(Lock);
  auto It = Made.find(Name);
  if (It != Made.end())
    return It->second.get();
  auto V = isa::psrFieldMask(Name);
  if (!V)
    return nullptr;
  return (Made[Name] = ir::Expr::constant(*V)).get();
}

// GNU as writes a lazy equate's symbol (`.eqv S, . - D0`) from its value
// read at the end of input, where `.` is the end of the section current
// then (tests/lit/asm/eqv-dot-symbol-value.s); each use reads its own `.`.
// That section is the one the frontend recorded as current at the end
// (ir::Module::EndSection), else the one holding the last statement read.
/// The section current at the end of input, when an equate is lazy (`==`, `.eqv`).
static std::optional<unsigned> lazyEquateEndSection(const ir::Module &M) {
  unsigned EndSec = 0;
  uint32_t Last = 0;
  bool Lazy = false;
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    for (const ir::Stmt &St : M.Sections[S].Stmts)
      std::visit([&](const auto &X) {
        if constexpr (requires { X.Order; })
          if (X.Order > Last) {
            Last = X.Order;
            EndSec = S;
          }
        if constexpr (std::is_same_v<std::decay_t<decltype(X)>, ir::Directive>)
          Lazy |= X.Name == "==" || X.Name == ".eqv";
      }, St);
  if (M.EndSection && *M.EndSection < M.Sections.size())
    EndSec = *M.EndSection;
  return Lazy ? std::optional<unsigned>(EndSec) : std::nullopt;
}

void Driver::placeEndDot() {
  Chunk End;
  End.K = Chunk::Label;
  End.DotMark = true;
  End.Name = EndDotName = ownName("=enddot");
  SectionState &SS = Secs[CurSec];
  if (!GasQ.empty())
    EndDotName = heldMarks(EndDotLabels);
  else if (!RunQ.empty())
    QueuedSizes.push_back({RunQ.size(), std::move(End), &EndDotLabels, {}});
  else if (ExplicitQueued && !SS.Chunks.empty() && SS.Chunks.back().K == Chunk::Bundle)
    SS.Chunks.insert(SS.Chunks.end() - 1, std::move(End));
  else
    SS.Chunks.push_back(std::move(End));
}

void Driver::markEndDot() {
  std::vector<EquateSite *> Sites;
  for (auto &[Value, E] : Equates)
    if (E.Lazy && !E.Mark.empty())
      Sites.push_back(&E);
  if (Sites.empty())
    return;
  if (EndDotName) {
    for (EquateSite *E : Sites)
      E->Mark = *EndDotName;
    return;
  }
  auto EndSec = lazyEquateEndSection(M);
  if (!EndSec)
    return;
  Chunk End;
  End.K = Chunk::Label;
  End.DotMark = true;
  End.Name = ownName("=enddot");
  for (EquateSite *E : Sites)
    E->Mark = *End.Name;
  Secs[*EndSec].Chunks.push_back(std::move(End));
}

std::optional<SymbolPlace> Driver::equateDot(const ir::Expr *Value) const {
  auto E = Equates.find(Value);
  if (E == Equates.end() || E->second.Mark.empty())
    return std::nullopt;
  auto P = Places.find(E->second.Mark);
  return P == Places.end() ? std::nullopt : std::optional(P->second);
}

std::vector<std::pair<std::string, SymbolPlace>> Driver::equateLabels(const ir::Expr *Value) const {
  std::vector<std::pair<std::string, SymbolPlace>> Out;
  if (auto Site = Equates.find(Value); Site != Equates.end() && !Site->second.Deferred)
    for (const auto &[Label, Mark] : Site->second.Labels)
      if (auto P = Places.find(*Mark); P != Places.end())
        Out.push_back({Label, P->second});
  return Out;
}

/// A name no label or equate defines that names a section of the file (used
/// before or after the section is opened): GNU as reads it as the section's
/// own symbol, so `data8 .text + 0x10` is `.text`'s section symbol + 0x10,
/// never an undefined global `.text`.
std::optional<unsigned> Driver::sectionNamed(const std::string &Name) const {
  if (Name.empty() || LabelNames.count(Name))
    return std::nullopt;
  if (auto It = M.Symbols.find(Name); It != M.Symbols.end() && (It->second.Value || It->second.Defined))
    return std::nullopt;
  if (auto S = FirstSectionNamed.find(Name); S != FirstSectionNamed.end())
    return S->second;
  return std::nullopt;
}

bool Driver::lazyEquate(const ir::Expr *Value) const {
  auto E = Equates.find(Value);
  return E != Equates.end() && E->second.Lazy;
}

bool Driver::namesDot(const ir::Inst &I) const {
  auto names = [&](const ir::Expr &E, unsigned Depth, auto &Self) -> bool {
    if (E.K == ir::Expr::Dot)
      return true;
    if (auto Defs = EquateDefs.find(E.Name); E.K == ir::Expr::Symbol && Depth < 16 && Defs != EquateDefs.end()) {
      auto After = Defs->second.lower_bound(I.Order); // the definition read last before I
      if (After != Defs->second.begin() && lazyEquate(std::prev(After)->second) &&
          Self(*std::prev(After)->second, Depth + 1, Self))
        return true;
    }
    return (E.LHS && Self(*E.LHS, Depth, Self)) || (E.RHS && Self(*E.RHS, Depth, Self));
  };
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.E && names(*O.E, 0, names))
        return true;
  return false;
}

EvalContext Driver::context(unsigned Sec, uint64_t Dot, bool Final, uint32_t UseOrder) const {
  EvalContext C;
  C.DotSection = Sec;
  C.DotOffset = Dot;
  C.Lookup = [this, Final, UseOrder](const std::string &Name) {
    EvalContext::SymbolInfo SI;
    auto It = M.Symbols.find(Name);
    if (auto V = ViewValues.find(Name); V != ViewValues.end()) {
      SI.K = EvalContext::SymbolInfo::Equate; // an absolute symbol
      SI.EquateExpr = V->second.get();
      SI.Local = It == M.Symbols.end() || It->second.Bind == ir::Binding::Local;
      return SI;
    }
    if (It != M.Symbols.end() && It->second.Value && !LabelNames.count(Name)) {
      SI.K = EvalContext::SymbolInfo::Equate;
      SI.EquateExpr = It->second.Value.get();
      if (auto Defs = EquateDefs.find(Name); UseOrder && Defs != EquateDefs.end() && Defs->second.size() > 1) {
        auto After = Defs->second.lower_bound(UseOrder); // first definition read after the use
        SI.EquateExpr = After == Defs->second.begin() ? After->second : std::prev(After)->second;
      }
      SI.EquateDot = equateDot(SI.EquateExpr);
      SI.EquateLazy = lazyEquate(SI.EquateExpr);
      SI.EquateLabels = equateLabels(SI.EquateExpr);
      SI.Local = It->second.Bind == ir::Binding::Local;
      return SI;
    }
    if (LabelNames.count(Name)) {
      SI.K = EvalContext::SymbolInfo::Label;
      auto P = Places.find(Name);
      SI.Known = P != Places.end();
      if (SI.Known)
        SI.Place = P->second;
      SI.Local = It == M.Symbols.end() || It->second.Bind == ir::Binding::Local;
      return SI;
    }
    if (auto S = sectionNamed(Name)) { // `.text + 0x10`: GNU as's section symbol
      SI.K = EvalContext::SymbolInfo::Label;
      SI.Place = {*S, 0};
      return SI;
    }
    if (const ir::Expr *P = psrFieldMask(Name)) {
      SI.K = EvalContext::SymbolInfo::Equate;
      SI.EquateExpr = P;
    }
    return SI; // undefined (or a predefined psr.* mask)
  };
  return C;
}

uint64_t Driver::dataAlign(const ir::Data &D) {
  if (D.Unaligned)
    return 1;
  if (D.K == ir::Data::Float && D.Size == 10)
    return 16; // GNU as aligns real10 like real16
  if ((D.K == ir::Data::Int || D.K == ir::Data::Float) && D.Size && !(D.Size & (D.Size - 1)))
    return std::min<uint64_t>(D.Size, 16);
  return 1;
}

uint64_t Driver::dataSize(const ir::Data &D, const EvalContext &C, bool Final) {
  switch (D.K) {
  case ir::Data::Int:
  case ir::Data::Float: return uint64_t(D.Size) * D.Values.size();
  case ir::Data::Leb: { // sized by lebLayout
    auto It = LebSizes.find(&D);
    return It == LebSizes.end() ? D.Values.size() : std::accumulate(It->second.begin(), It->second.end(), uint64_t(0));
  }
  case ir::Data::String: {
    uint64_t N = 0;
    for (const std::string &S : D.Strings)
      N += S.size() + (D.ZeroTerminate ? 1 : 0);
    return N * std::max(1u, D.Size);
  }
  case ir::Data::Fill: {
    if (D.Values.empty() || !D.Values[0])
      return 0;
    auto V = evaluateAbsolute(*D.Values[0], C, "repeat count");
    if (!V) {
      if (Final)
        consume(V.takeError(), D.Loc);
      else
        llvm::consumeError(V.takeError());
      return 0;
    }
    // GNU as ignores a negative `.fill` and a `.space` family count that is
    // not positive, with these warnings. But its s_space writes a fill value a byte cannot
    // hold (`.skip 2, 0x1234`), and any non-zero one of `.ds.w`/`.ds.l`/... (elements above
    // a byte), element by element, for a count of 0 to 1024 only: 0 silently, a negative
    // count or one above 1024 is "too large" (read.c, PR 20901; probed). Not in a NOBITS
    // section, where it ignores the fill.
    const bool IsFill = D.Directive == ".fill";
    if (!IsFill && D.Values.size() > 1 && D.Values[1] &&
        sectionOf(M.Sections[C.DotSection]).Type != ELF::SHT_NOBITS) {
      auto Fill = evaluateAbsolute(*D.Values[1], C, "fill value");
      if (Fill && (*Fill < -0x80 || *Fill > 0xff || (D.Size > 1 && *Fill != 0))) {
        if (*V >= 0 && *V <= 1024)
          return uint64_t(*V) * std::max(1u, D.Size);
        if (Final)
          error(D.Loc, "size value for space directive too large: " + llvm::utohexstr(uint64_t(*V), true));
        return 0;
      }
      if (!Fill)
        llvm::consumeError(Fill.takeError());
    }
    if (*V < 0 || (*V == 0 && !IsFill)) {
      if (Final)
        DE.warning(D.Loc, IsFill ? "repeat < 0; .fill ignored" : ".space repeat count is zero, ignored");
      return 0;
    }
    uint64_t Each = std::max(1u, D.Size);
    // Saturate rather than wrap: layout() reports sizes above the limit.
    return uint64_t(*V) > UINT64_MAX / Each ? UINT64_MAX : uint64_t(*V) * Each;
  }
  }
  return 0;
}

/// GNU as: a tag's value is its instruction's bundle address + slot number
/// (a movl/brl in an MLX bundle: + 1). True when some tag moved.
bool Driver::placeTags(unsigned S, const BundleChunk &B, uint64_t BundleAddr) {
  bool Changed = false;
  for (unsigned K = 0; K < 3; ++K) {
    if (!B.inst(int(K)))
      continue;
    for (const std::string &Tag : B.inst(int(K))->Tags) {
      SymbolPlace P{S, BundleAddr + K};
      auto [It, New] = Places.try_emplace(Tag, P);
      if (!New && (It->second.Section != S || It->second.Offset != P.Offset)) {
        It->second = P;
        Changed = true;
      }
      Changed |= New;
    }
  }
  return Changed;
}

/// One pass over every section assigning addresses; true when some label
/// moved. Errors are reported only on the final pass.
uint64_t Driver::labelAddr(const std::vector<Chunk> &Chunks, size_t Idx, uint64_t Addr) {
  for (size_t J = Idx + 1; J < Chunks.size(); ++J) {
    Chunk::Kind K = Chunks[J].K;
    if (K == Chunk::Bundle)
      return Addr + (16 - Addr % 16) % 16;
    if (K != Chunk::Label && K != Chunk::Size) // `.proc` flushes: a label before it stays
      break;
  }
  return Addr;
}

bool Driver::layout(bool Final) {
  LebChanged = false;
  bool Changed = false;
  for (unsigned S = 0; S < Secs.size(); ++S) {
    uint64_t Addr = 0;
    const ir::Section &IS = M.Sections[S];
    bool NoBits = sectionOf(IS).Type == ELF::SHT_NOBITS;
    uint64_t Limit = NoBits ? UINT64_MAX : Opts.MaxSectionBytes;
    bool Reported = false;
    bool PadOk = false; // after .proc GNU as pads an instruction to 16 bytes silently
    auto &Chunks = Secs[S].Chunks;
    for (size_t Idx = 0; Idx < Chunks.size(); ++Idx) {
      Chunk &C = Chunks[Idx];
      C.Pad = 0;
      C.Size_ = 0;
      switch (C.K) {
      case Chunk::Label: {
        // GNU as gives a label before an instruction the address of the
        // instruction's bundle, past the padding after `.proc`; an equate's
        // `.` stays where the bytes end.
        SymbolPlace P{S, C.DotMark ? Addr : labelAddr(Chunks, Idx, Addr)};
        auto It = Places.find(*C.Name);
        if (It == Places.end() || It->second.Section != S || It->second.Offset != Addr) {
          Changed = true;
          Places[*C.Name] = P;
        }
        break;
      }
      case Chunk::Bundle:
        // GNU as never pads before an instruction: data that leaves the location counter
        // off a bundle boundary is an error ("instruction address is not a multiple of 16").
        C.Pad = (16 - Addr % 16) % 16;
        if (C.Pad && Final && !PadOk)
          error(C.Loc, "instruction address is not a multiple of 16 (the location is " +
                           std::to_string(Addr) + " after the data before it)");
        C.Size_ = 16 * uint64_t(C.Count);
        PadOk = false;
        for (uint32_t K = 0; K < C.Count; ++K)
          Changed |= placeTags(S, Secs[S].Bundles[C.Index + K], Addr + C.Pad + 16 * K);
        break;
      case Chunk::Data: {
        uint64_t A = dataAlign(*C.D);
        C.Pad = (A - Addr % A) % A;
        C.Size_ = C.D->K == ir::Data::Leb ? lebLayout(S, *C.D, Addr + C.Pad, Final)
                                          : dataSize(*C.D, context(S, Addr + C.Pad, Final), Final);
        break;
      }
      case Chunk::Align: {
        const AlignArgs &AA = Secs[S].Aligns[C.Index];
        uint64_t P = (AA.AlignTo - Addr % AA.AlignTo) % AA.AlignTo;
        if (AA.MaxSkip && P > AA.MaxSkip)
          P = 0;
        C.Size_ = P;
        break;
      }
      case Chunk::Org: {
        auto V = evaluate(*C.Dir->Args[0], context(S, Addr, Final));
        if (!V) {
          if (Final)
            consume(V.takeError(), C.Loc);
          else
            llvm::consumeError(V.takeError());
          break;
        }
        int64_t Target;
        if (V->isAbsolute())
          Target = V->Addend;
        else if (V->K == Value::SectionRel && V->Section == S && !V->Op)
          Target = V->Addend;
        else if (V->K == Value::SymbolRel && V->Place && V->Place->Section == S && !V->Op)
          Target = int64_t(V->Place->Offset + uint64_t(V->Addend)); // a global label here (wraps, no UB)
        else {
          if (Final)
            error(C.Loc, ".org must be a constant or a location in the same section");
          break;
        }
        if (Target < int64_t(Addr)) {
          if (Final)
            error(C.Loc, ".org moves the location counter backwards (from " + std::to_string(Addr) +
                             " to " + std::to_string(Target) + ")");
          break;
        }
        // An .org off a bundle boundary in code is fine for GNU as; an instruction after it is not.
        C.Size_ = uint64_t(Target) - Addr;
        break;
      }
      case Chunk::ProcStart: PadOk = true; break;
      case Chunk::Size: // no padding after `.size`: gas's "not a multiple of 16" stands
      case Chunk::Mark:
      case Chunk::ProcEnd: break;
      }
      C.Addr = Addr;
      if (uint64_t Room = Limit - Addr; C.Size_ > Room || C.Pad > Room - C.Size_) {
        // Past the size limit (or the end of the address space): report
        // once and stop growing the section.
        if (Final && !Reported)
          error(C.Loc, "section '" + M.Sections[S].Name + "' would grow past " + std::to_string(Limit) +
                           " bytes here (the limit on a section with contents)");
        Reported = true;
        C.Size_ = 0;
        C.Pad = 0;
      }
      Addr += C.Pad + C.Size_;
    }
  }
  for (const IndexMark &IM : IndexMarks) {
    const std::vector<Chunk> &Chunks = Secs[IM.Sec].Chunks;
    const uint64_t At = IM.Chunk < Chunks.size() ? Chunks[IM.Chunk].Addr
                        : Chunks.empty()         ? 0
                                                 : Chunks.back().Addr + Chunks.back().Pad + Chunks.back().Size_;
    auto [It, New] = Places.try_emplace(*IM.Name, SymbolPlace{IM.Sec, At});
    if (New || It->second.Offset != At) {
      It->second = SymbolPlace{IM.Sec, At};
      Changed = true;
    }
  }
  return Changed || LebChanged;
}

/// The value of a LEB's I-th operand with `.` at `Here`; errors reported
/// on the final pass (earlier passes may not know every label yet).
std::optional<uint64_t> Driver::lebValue(unsigned S, const ir::Data &D, size_t I, uint64_t Here, bool Final) {
  const ir::Expr *E = D.Values[I].get();
  SourceLoc Loc = E && E->Loc.isValid() ? E->Loc : D.Loc;
  if (!E)
    return 0;
  auto V = valueOrReport(evaluate(*E, context(S, Here, Final, D.Order)), Loc, Final);
  if (!V)
    return std::nullopt;
  std::string Why;
  auto X = lebOperand(*V, Why);
  if (!X && Final)
    error(Loc, Why);
  return X;
}

/// Size of a LEB directive at `Addr`, as GNU as relaxes it: one byte per
/// value to start, then the size its value needs (Leb128.h).
uint64_t Driver::lebLayout(unsigned S, const ir::Data &D, uint64_t Addr, bool Final) {
  std::vector<uint8_t> &Size = LebSizes[&D];
  Size.resize(D.Values.size(), 1);
  uint64_t N = 0;
  for (size_t I = 0; I < D.Values.size(); ++I) {
    if (auto V = lebValue(S, D, I, Addr + N, Final)) {
      unsigned Need = lebSize(*V, D.Signed);
      if (Final && Need > Size[I])
        error(D.Loc, "the size of this LEB128 value did not settle during layout");
      else if (!Final) {
        unsigned New = relaxLeb(Size[I], Need, LayoutPass);
        LebChanged |= New != Size[I];
        Size[I] = uint8_t(New);
      }
    }
    N += Size[I];
  }
  return N;
}

// ---------------------------------------------------------------- emission

int Driver::symbolFor(const std::string &Name) {
  auto It = SymIndex.find(Name);
  if (It != SymIndex.end())
    return It->second;
  ElfSymbol S;
  S.Name = Name;
  S.Bind = ELF::STB_GLOBAL; // referenced, not defined here
  auto MS = M.Symbols.find(Name);
  if (MS != M.Symbols.end() && MS->second.Bind == ir::Binding::Weak)
    S.Bind = ELF::STB_WEAK;
  int Idx = int(Obj.addSymbol(S));
  SymIndex[Name] = Idx;
  return Idx;
}

void Driver::addReloc(unsigned Sec, uint64_t Off, Reloc Ty, const Value &V) {
  addRelocIn(ElfSecOf[Sec], Sec, Off, Ty, V);
}

/// A relocation in ELF section `ElfSec`, the ir section `Sec` when it is one (not an unwind section).
void Driver::addRelocIn(unsigned ElfSec, std::optional<unsigned> Sec, uint64_t Off, Reloc Ty, const Value &V) {
  ElfReloc R;
  R.Section = ElfSec;
  R.Offset = Off;
  R.Type = Ty;
  R.Addend = V.Addend;
  // GNU as keeps a local symbol (not a `.L` one) of a COMDAT or
  // `.gnu.linkonce` section when another section refers to it (write.c's
  // adjust_reloc_syms: the linker may drop that copy of the section).
  const bool LinkOnce =
      V.K == Value::SectionRel && Sec != V.Section && linkOnce(M.Sections[codeSectionOf(V.Section)]);
  // Nor does it ever reduce a symbol of a TLS section to the section's (`data8 x`, `movl r = x`
  // with x in .tbss name x, whatever the relocation).
  const bool Keep = V.K == Value::SectionRel &&
                    (keepsSymbol(Ty) || (Obj.Sections[ElfSecOf[V.Section]].Flags & ELF::SHF_TLS));
  if (Keep && !V.Label.empty() && !SymIndex.count(V.Label))
    keepLocalLabel(V.Label);
  if (V.K == Value::SectionRel && (Keep || LinkOnce) && SymIndex.count(V.Label)) {
    R.Symbol = SymIndex[V.Label];
    R.Addend = V.Addend - int64_t(V.LabelOffset);
  } else if (V.K == Value::SectionRel) {
    R.TargetSection = ElfSecOf[V.Section];
  } else {
    R.Symbol = symbolFor(V.Symbol);
    // GNU as types a symbol an instruction's TLS relocation names STT_TLS
    // (tc-ia64's md_apply_fix), an undefined one included (gas/reloc.s:
    // @tprel(esym)); a data relocation (`data8 @tprel(x)`) does not.
    if (R.Symbol >= 0 && typesThreadLocal(Ty))
      Obj.Symbols[size_t(R.Symbol)].Type = ELF::STT_TLS;
  }
  Obj.Relocs.push_back(R);
}


void Driver::emitBundle(unsigned S, const BundleChunk &B, uint64_t Addr, std::vector<uint8_t> &Out) {
  const ir::TemplateInfo &TI = ir::templateInfo(B.Template);
  std::array<uint64_t, 3> Bits{};
  for (int Slot = 0; Slot < 3; ++Slot) {
    ir::Unit U = TI.Slots[Slot];
    const ir::Inst *I = B.inst(Slot);
    if (U == ir::Unit::X)
      continue; // filled with the L slot
    if ((B.PreMask >> Slot) & 1) {
      Bits[Slot] = B.Slot[size_t(Slot)].Bits;
      if (U == ir::Unit::L)
        Bits[2] = B.Slot[2].Bits;
      continue;
    }
    if (!I) {
      EncodedInst N = T.nop(U);
      Bits[Slot] = N.Bits;
      if (U == ir::Unit::L)
        Bits[2] = N.XBits;
      ++Stats.Nops;
      continue;
    }
    const bool Record = Opts.RecordOperandsOf && Opts.RecordOperandsOf(*I);
    if (Opts.RecordOperandsOf)
      RecordedPlaces.push_back({I, S, Addr, unsigned(Slot)});
    // Immediates: resolved values, or a relocation at bundle + slot.
    std::optional<FixupSite> Site = T.fixupSite(*I);
    ImmValues Imms;
    unsigned OpIdx = 0;
    bool Bad = false;
    auto visit = [&](const ir::Operand &O) {
      unsigned Idx = OpIdx++;
      if (O.K != ir::Operand::Imm || !O.E) {
        Imms.push_back(std::nullopt);
        return;
      }
      uint64_t Dot = Addr;
      if (auto D = InstDot.find(I); D != InstDot.end())
        if (auto P = Places.find(*D->second); P != Places.end() && P->second.Section == S)
          Dot = P->second.Offset;
      const EvalContext Ctx = context(S, Dot, true, I->Order);
      auto V = evaluate(*O.E, Ctx);
      // What gas folded when it parsed I (GasFold.h) takes the queued labels' values then; a
      // relocated or branch operand (`br 1b`, `movl r8 = 1b + 4`) and a difference gas left
      // to a fixup their final ones: a label defined after I (linux lib-memcpy_mck.s: `add
      // r29=.jump_table - 1b - (.jmp1-.jump_table), r29`), one before an alignment or
      // `.proc` (`L1:` `.proc f` ... `.L3: adds r16=L1-.L3,r0` is -16), a lazy equate.
      if (auto L = InstLabels.find(I); V && L != InstLabels.end() && !L->second.empty()) {
        const EvalContext Then = withQueuedLabels(Ctx, L->second);
        ir::ExprRef F = withParseValues(O.E, ParseFolded, [&](const ir::Expr &N) -> std::optional<int64_t> {
          auto X = evaluate(N, Then);
          if (X && X->isAbsolute())
            return X->Addend;
          if (!X)
            llvm::consumeError(X.takeError());
          return std::nullopt;
        });
        if (F != O.E)
          V = evaluate(*F, Ctx);
      }
      const bool Folded = ParseFolded.count(O.E.get()) || (!mentionsSymbol(*O.E) && !mentionsDot(*O.E));
      if (Record && V)
        RecordedOps.push_back({I, &O, *V, V->isAbsolute() && Folded, S, Dot});
      if (!V) {
        consume(V.takeError(), O.Loc);
        Bad = true;
        Imms.push_back(std::nullopt);
        return;
      }
      bool IsSite = Site && Site->Operand == Idx;
      if (V->isAbsolute() && !(IsSite && Site->PcRelative)) {
        Imms.push_back(V->Addend);
        return;
      }
      if (Site && Site->Tag == int(Idx) && !V->Op && V->K == Value::SectionRel && V->Section == S) {
        Imms.push_back(V->Addend - int64_t(Addr)); // `brp.loop.imp 1f, 2f`: the tag's bundle, ip-relative
        return;
      }
      if (Site && Site->Tag == int(Idx) && !V->Op && V->K == Value::SymbolRel && V->Place && V->Place->Section == S) {
        Imms.push_back(int64_t(V->Place->Offset) + V->Addend - int64_t(Addr)); // a tag has no relocation (below)
        return;
      }
      if (!IsSite) {
        error(O.Loc, "this operand must be a constant");
        Bad = true;
        Imms.push_back(std::nullopt);
        return;
      }
      if (Site->PcRelative) {
        // GNU as resolves branches to local labels of the same section and
        // leaves global or foreign targets to the linker.
        if (V->isAbsolute()) {
          // GNU as takes a number as the ip-relative displacement itself
          // (`brl.cond.sptk 0`, a placeholder Linux patches at boot); its
          // low four bits are dropped, as gas does.
          Imms.push_back(V->Addend & ~int64_t(15));
          return;
        } else if (!V->Op && V->K == Value::SectionRel && V->Section == S) {
          Imms.push_back(int64_t(uint64_t(V->Addend) - Addr)); // wraps, no UB
          ResolvedFixups.push_back({ElfSecOf[S], Addr + Slot}); // gas's fixup, done at write time
          return;
        } else if (!selectReloc(Site->Field, nullptr) && !V->Op && V->K == Value::SymbolRel && V->Place &&
                   V->Place->Section == S) {
          // A field no relocation can patch (the tag of `mov b7=r8,tag`): GNU
          // as resolves a global label of this section too (Linux entry.s).
          Imms.push_back(int64_t(V->Place->Offset + uint64_t(V->Addend) - Addr));
          return;
        } else {
          auto Ty = selectReloc(Site->Field, nullptr);
          if (Ty && (!V->Op || *V->Op == ir::RelocOp::PcRel))
            addReloc(S, Addr + Slot, *Ty, *V);
          else {
            error(O.Loc, "unsupported relocation for a branch target");
            Bad = true;
          }
        }
        Imms.push_back(std::nullopt);
        return;
      }
      const ir::RelocOp *Op = V->Op ? &*V->Op : nullptr;
      std::string Unexpressed;
      auto Ty = selectRelocOrPlain(Site->Field, Op, Unexpressed);
      if (!Unexpressed.empty())
        DE.warning(O.Loc, "Cannot express " + Unexpressed + " relocation");
      // GNU as refuses a TLS relocation in an instruction against a symbol
      // this file defines outside a TLS section (data relocations pass).
      int DefinedIn = V->K == Value::SectionRel ? int(V->Section) : V->Place ? int(V->Place->Section) : -1;
      if (Ty && isTlsReloc(*Ty) && DefinedIn >= 0 &&
          !(Obj.Sections[ElfSecOf[unsigned(DefinedIn)]].Flags & ELF::SHF_TLS)) {
        error(O.Loc, "Accessing '" + (V->K == Value::SectionRel ? M.Sections[unsigned(DefinedIn)].Name : V->Symbol) +
                         "' as thread-local object");
        Bad = true;
      } else if (Ty && Unexpressed.empty() && V->FPtrAddend) {
        error(O.Loc, FPtrAddendMessage);
        Bad = true;
      } else if (!Ty) {
        // GNU as warns "Cannot express ... relocation" and writes a plain
        // immediate relocation: refused, as that changes the meaning.
        error(O.Loc, Op ? "relocation @" + std::string(ir::relocOpName(*Op)) +
                              " is not allowed in this instruction (GNU as writes a plain immediate, with a warning)"
                        : "this immediate field cannot hold a relocatable value");
        Bad = true;
      } else {
        addReloc(S, Addr + Slot, *Ty, *V);
      }
      Imms.push_back(std::nullopt);
    };
    for (const ir::Operand &O : I->Outs)
      visit(O);
    for (const ir::Operand &O : I->Ins)
      visit(O);
    if (Bad)
      continue;
    auto E = T.encode(*I, U, Imms);
    if (!E) {
      consume(E.takeError(), I->Loc);
      continue;
    }
    Bits[Slot] = E->Bits;
    if (U == ir::Unit::L)
      Bits[2] = E->XBits;
  }
  auto Bytes = packBundle(B.Template, Bits);
  Out.insert(Out.end(), Bytes.begin(), Bytes.end());
  ++Stats.Bundles;
}

// The number a float data operand spells: its literal as written (the
// frontend keeps float operands as text), or a constant or signed constant
// built by other front doors (`real8 -0.1`).
static std::optional<std::string> floatText(const ir::Expr &E) {
  if (E.K == ir::Expr::Float)
    return E.Name;
  if (E.K == ir::Expr::Constant)
    return std::to_string(int64_t(E.Value));
  if (E.K == ir::Expr::Unary && E.LHS && (E.Op == ir::ExprOp::Neg || E.Op == ir::ExprOp::Plus)) {
    auto T = floatText(*E.LHS);
    if (T && E.Op == ir::ExprOp::Neg)
      return T->starts_with("-") ? T->substr(1) : "-" + *T;
    return T;
  }
  return std::nullopt;
}

void Driver::gnuSymbolTypes() {
  std::vector<const ir::Directive *> Types;
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts)
      if (const auto *D = std::get_if<ir::Directive>(&St); D && D->Name == ".type" && D->Words.size() == 2)
        Types.push_back(D);
  std::stable_sort(Types.begin(), Types.end(), [](auto *A, auto *B) { return A->Order < B->Order; });
  // In reading order, as GNU as's obj_elf_type changes the flags: a type other than a plain
  // object drops the unique flag, one other than a plain function the ifunc flag (`.type x,
  // @gnu_unique_object` then `.type x, @function` is a local function), @notype both.
  for (const ir::Directive *D : Types) {
    std::string_view T = D->Words[1];
    if (!T.empty() && (T[0] == '@' || T[0] == '%'))
      T.remove_prefix(1);
    const std::string Name = ir::withoutHashSuffix(D->Words[0]);
    const bool Ifunc = T == "gnu_indirect_function" || T == "STT_GNU_IFUNC" || T == "10";
    const bool Unique = T == "gnu_unique_object";
    const bool PlainFunction = T == "function" || T == "STT_FUNC" || T == "2";
    const bool PlainObject = T == "object" || T == "STT_OBJECT" || T == "1" || T == "common" ||
                             T == "STT_COMMON" || T == "5";
    if (Ifunc)
      GnuIfunc.insert(Name);
    else if (!PlainFunction)
      GnuIfunc.erase(Name);
    if (Unique)
      GnuUnique.insert(Name);
    else if (!PlainObject)
      GnuUnique.erase(Name);
  }
}

/// Whether GNU as computes `E` (a value of data in chunk `C`) while reading it: its labels
/// are defined before it in one run of fixed-size frags (expr.c's frag_offset_fixed_p); an
/// alignment, `.org` or aligned data (ia64_cons_align) between them starts a frag of
/// variable size. Otherwise gas leaves a fixup, which a 16-byte field cannot take.
bool Driver::gasFoldsWhileReading(unsigned S, const Chunk &C, const ir::Expr &E) const {
  std::set<std::string> Names;
  std::function<void(const ir::Expr &)> Collect = [&](const ir::Expr &X) {
    if (X.K == ir::Expr::Symbol)
      Names.insert(X.Name);
    if (X.LHS)
      Collect(*X.LHS);
    if (X.RHS)
      Collect(*X.RHS);
  };
  Collect(E);
  // The labels' section (another section's labels are taken as read before).
  unsigned In = S;
  for (const std::string &N : Names)
    if (auto P = Places.find(N); P != Places.end())
      In = P->second.Section;
  if (In >= Secs.size())
    return false; // handler data's labels: placed after the code (buildUnwind)
  std::optional<unsigned> Frag;
  unsigned Here = 0;
  size_t Found = 0;
  for (const Chunk &K : Secs[In].Chunks) {
    if (&K == &C)
      break;
    if (K.K == Chunk::Align || K.K == Chunk::Org || K.K == Chunk::ProcStart ||
        (K.K == Chunk::Data && K.D->K == ir::Data::Leb && // a LEB128 gas cannot compute yet: rs_leb128
         std::any_of(K.D->Values.begin(), K.D->Values.end(), [&](const ir::ExprRef &V) {
           return V && V->K != ir::Expr::Constant && !gasFoldsWhileReading(In, K, *V);
         })) ||
        (K.K == Chunk::Data && (K.D->K == ir::Data::Int || K.D->K == ir::Data::Float) && K.D->Size >= 2 &&
         !K.D->Unaligned))
      ++Here;
    if (K.K == Chunk::Label && K.Name && Names.count(*K.Name)) {
      if (Frag && *Frag != Here)
        return false;
      Frag = Here;
      ++Found;
    }
  }
  return Found == Names.size();
}

void Driver::emitData(unsigned S, const Chunk &C, std::vector<uint8_t> &Out) {
  const ir::Data &D = *C.D;
  uint64_t Addr = C.Addr + C.Pad;
  switch (D.K) {
  case ir::Data::Int:
    for (const ir::ExprRef &E : D.Values) {
      uint64_t Here = Addr + (Out.size() - (C.Addr + C.Pad));
      if (E->K == ir::Expr::Constant && E->Big) { // a data16 value with its high half (frontend dataValue)
        std::vector<uint8_t> B(D.Size, 0);
        for (unsigned I = 0; I < D.Size && I / 2 < E->bigDigits(); ++I)
          B[I] = uint8_t(E->bigDigit(I / 2) >> (8 * (I % 2)));
        if (C.Order == ByteOrder::Big)
          std::reverse(B.begin(), B.end());
        Out.insert(Out.end(), B.begin(), B.end());
        continue;
      }
      auto V = evaluate(*E, context(S, Here, true, D.Order));
      if (!V) {
        consume(V.takeError(), D.Loc);
        Out.resize(Out.size() + D.Size, 0);
        continue;
      }
      auto put = [&](uint64_t X) { putInt(Out, X, D.Size, C.Order); };
      if (V->isAbsolute() && D.Size == 16 && !gasFoldsWhileReading(S, C, *E)) {
        error(E->Loc.isValid() ? E->Loc : D.Loc, "Unsupported fixup size 16"); // GNU as's words
        Out.resize(Out.size() + D.Size, 0);
        continue;
      }
      if (V->isAbsolute()) {
        int64_t X = V->Addend;
        if (D.Size < 8) {
          // GNU as (read.c emit_expr): a value whose bits above the field are
          // not all zero, and whose negation's are not either, is truncated with
          // its warning (so data1 takes -255 to 255 silently).
          const uint64_t Lost = ~uint64_t(0) << (8 * D.Size);
          if ((uint64_t(X) & Lost) && ((0 - uint64_t(X)) & Lost)) {
            uint64_t Kept = uint64_t(X) & ((uint64_t(1) << (8 * D.Size)) - 1);
            DE.warning(E->Loc.isValid() ? E->Loc : D.Loc, "value 0x" + llvm::utohexstr(uint64_t(X), true) +
                                                              " truncated to 0x" + llvm::utohexstr(Kept, true));
          }
        }
        put(uint64_t(X));
        continue;
      }
      const ir::RelocOp *Op = V->Op ? &*V->Op : nullptr;
      // data16 holds a function descriptor: only @iplt (IPLTLSB/MSB) fills it
      bool Desc = D.Size == 16 && Op && *Op == ir::RelocOp::IPlt;
      RelocField F = D.Size == 8 || Desc ? RelocField::Data64 : D.Size == 4 ? RelocField::Data32 : RelocField::None;
      std::string Unexpressed;
      auto Ty = Desc ? std::optional(Reloc::IPLTLSB)
                     : F == RelocField::None || D.Size == 16 ? std::nullopt : selectRelocOrPlain(F, Op, Unexpressed);
      if (!Unexpressed.empty())
        DE.warning(E->Loc.isValid() ? E->Loc : D.Loc,
                   "Cannot express " + inByteOrder(Unexpressed, C.Order) + " relocation");
      if (!Ty)
        error(E->Loc.isValid() ? E->Loc : D.Loc,
              "cannot emit a relocation for this value in a " + std::to_string(D.Size) + "-byte field");
      else if (Unexpressed.empty() && V->FPtrAddend && V->Op == ir::RelocOp::FPtr && D.Size != 4)
        error(E->Loc.isValid() ? E->Loc : D.Loc, FPtrAddendMessage); // FPTR32 takes one (tc-ia64 refuses FPTR64's)
      else { // every data relocation's MSB form is numbered one below its LSB form
        addReloc(S, Here, inByteOrder(*Ty, C.Order), *V);
        // GNU as (write.c fixup_segment): the addend of a fixup narrower than 8 bytes must fit
        // the field, as an unsigned or a negated value (`data4 ext+0x100000000`).
        // (an 8-byte field loses nothing; the shift by 64 would be undefined)
        const uint64_t A = uint64_t(Obj.Relocs.back().Addend),
                       Lost = D.Size < 8 ? ~uint64_t(0) << (8 * D.Size) : 0;
        if ((A & Lost) && ((0 - A) & Lost)) {
          char Msg[96];
          std::snprintf(Msg, sizeof Msg, "value of %016llx too large for field of %u bytes at %016llx",
                        (unsigned long long)A, D.Size, (unsigned long long)Here);
          error(E->Loc.isValid() ? E->Loc : D.Loc, Msg);
        }
      }
      Out.resize(Out.size() + D.Size, 0);
    }
    break;
  case ir::Data::Leb: { // errors were reported by the final layout
    const std::vector<uint8_t> &Size = LebSizes[&D];
    for (size_t I = 0; I < D.Values.size(); ++I) {
      uint64_t Here = Addr + (Out.size() - (C.Addr + C.Pad));
      putLeb(Out, lebValue(S, D, I, Here, false).value_or(0), D.Signed, Size[I]);
    }
    break;
  }
  case ir::Data::Float:
    for (const ir::ExprRef &E : D.Values) {
      std::optional<std::string> Text = E ? floatText(*E) : std::nullopt;
      std::string Why = "bad floating-point value";
      std::optional<std::vector<uint8_t>> Bytes = Text ? gasFloatBytes(*Text, D.Size, Why) : std::nullopt;
      if (!Bytes)
        error(E && E->Loc.isValid() ? E->Loc : D.Loc, Why);
      std::vector<uint8_t> B = Bytes ? std::move(*Bytes) : std::vector<uint8_t>(D.Size, 0);
      if (C.Order == ByteOrder::Big) // real10/real16: the 10 bytes of the value, then the padding
        std::reverse(B.begin(), B.begin() + std::min<size_t>(B.size(), 10));
      Out.insert(Out.end(), B.begin(), B.end());
    }
    break;
  case ir::Data::String:
    for (const std::string &Str : D.Strings) // `.string16/32/64`: in the section's byte order
      putChars(Out, Str, D.Size, D.ZeroTerminate, C.Order);
    break;
  case ir::Data::Fill: {
    int64_t Val = 0;
    if (D.Values.size() > 1 && D.Values[1]) {
      auto V = evaluateAbsolute(*D.Values[1], context(S, Addr, true), "fill value");
      if (!V)
        consume(V.takeError(), D.Loc);
      else
        Val = *V;
    }
    // GNU as (its .fill documentation, and objects probed): the value's low
    // four bytes, at most, in the section's byte order, then zeros; `.ds.*`
    // the whole value, sign-extended past 8 bytes, with gas's warning when
    // it does not fit (once per element, as gas).
    unsigned Sz = std::max(1u, D.Size), ValBytes = std::min(Sz, D.WholeValue ? 8u : 4u);
    const uint64_t Lost = Sz >= 8 ? 0 : ~uint64_t(0) << (8 * Sz); // bits the element cannot hold
    const bool Truncated = D.WholeValue && (uint64_t(Val) & Lost) && ((0 - uint64_t(Val)) & Lost);
    const uint8_t Ext = D.WholeValue && Val < 0 ? 0xff : 0;
    for (uint64_t I = 0; I < C.Size_ / Sz; ++I) {
      if (Truncated)
        DE.warning(D.Loc, "value 0x" + llvm::utohexstr(uint64_t(Val), true) + " truncated to 0x" +
                              llvm::utohexstr(uint64_t(Val) & ~Lost, true));
      const bool ExtFirst = D.WholeValue && C.Order == ByteOrder::Big; // the high-order part
      if (ExtFirst)
        Out.resize(Out.size() + (Sz - ValBytes), Ext);
      putInt(Out, uint64_t(Val), ValBytes, C.Order);
      if (!ExtFirst)
        Out.resize(Out.size() + (Sz - ValBytes), Ext);
    }
    break;
  }
  }
}

void Driver::emitSection(unsigned S) {
  ElfSection &ES = Obj.Sections[ElfSecOf[S]];
  const bool NoBits = ES.Type == ELF::SHT_NOBITS;
  std::vector<uint8_t> Out;
  const SectionState &SS = Secs[S];
  if (!NoBits && !SS.Chunks.empty()) // the laid-out size, reserved once instead of doubling
    Out.reserve(SS.Chunks.back().Addr + SS.Chunks.back().Pad + SS.Chunks.back().Size_);
  // GNU as's nop padding of `.align` in code carries a stop when the instruction right after it
  // must start a group (alloc, flushrs, ...; not after `.proc`): tc-ia64 ends the group there.
  auto stopBeforeNext = [&](size_t Idx) {
    for (size_t J = Idx + 1; J < SS.Chunks.size(); ++J) {
      const Chunk &N = SS.Chunks[J];
      if (N.K == Chunk::Label || N.K == Chunk::Size)
        continue;
      if (N.K != Chunk::Bundle)
        return false;
      for (int K = 0; K < 3; ++K)
        if (const ir::Inst *I = SS.Bundles[N.Index].inst(K))
          return (T.groupEdges(*I) & 1) != 0;
      return false;
    }
    return false;
  };
  for (const Chunk &C : SS.Chunks) {
    if (Out.size() != C.Addr && !NoBits)
      Out.resize(C.Addr, 0);
    if (NoBits) {
      // GNU as takes zeros there (the section grows) and refuses anything
      // else; it drops instructions without a word, which would lose them.
      if (C.K == Chunk::Bundle)
        error(C.Loc, "contents in a section without bits (" + ES.Name + ")");
      else if (C.K == Chunk::Data && C.D->K == ir::Data::Float)
        error(C.Loc, "attempt to store float in section `" + ES.Name + "'");
      else if (C.K == Chunk::Data && C.D->K != ir::Data::Fill) {
        std::vector<uint8_t> Scratch(C.Addr + C.Pad, 0);
        const size_t Relocs = Obj.Relocs.size();
        emitData(S, C, Scratch);
        const bool NonZero = Obj.Relocs.size() != Relocs ||
                             std::any_of(Scratch.begin() + std::ptrdiff_t(C.Addr + C.Pad), Scratch.end(),
                                         [](uint8_t B) { return B != 0; });
        Obj.Relocs.resize(Relocs);
        if (NonZero)
          error(C.Loc, std::string("attempt to store ") +
                           (C.D->K == ir::Data::String ? "non-empty string" : "non-zero value") + " in section `" +
                           ES.Name + "'");
      }
      continue;
    }
    Out.resize(Out.size() + C.Pad, 0);
    switch (C.K) {
    case Chunk::Bundle:
      for (uint32_t K = 0; K < C.Count; ++K)
        emitBundle(S, SS.Bundles[C.Index + K], C.Addr + C.Pad + 16 * K, Out);
      break;
    case Chunk::Data: emitData(S, C, Out); break;
    case Chunk::Align:
    case Chunk::Org:
      if ((SS.HasCode || (ES.Flags & ELF::SHF_EXECINSTR)) && C.K == Chunk::Align && C.Dir &&
          !alignFillGiven(*C.Dir)) {
        // `.align` without a fill in code (a section with instructions or
        // the execute flag, also when it holds only data so far): zeros up to a bundle boundary
        // (data before it), then nop bundles, as GNU as pads code
        // (tc-ia64's ia64_handle_align). `.org` and a written fill are bytes.
        uint64_t Zeros = std::min<uint64_t>((16 - C.Addr % 16) % 16, C.Size_);
        Out.resize(Out.size() + Zeros, 0);
        const bool Stop = stopBeforeNext(size_t(&C - SS.Chunks.data()));
        for (uint64_t I = 0; I < (C.Size_ - Zeros) / 16; ++I) {
          BundleChunk Nop;
          Nop.Template = Stop ? 0x09 : 0x08; // .mmi: nop.m nop.m nop.i, like GNU as
          emitBundle(S, Nop, C.Addr + Zeros + 16 * I, Out);
        }
      } else {
        const AlignArgs &AA = SS.Aligns[C.Index];
        if (C.Size_ % AA.FillWidth)
          error(C.Loc, "alignment padding (" + std::to_string(C.Size_) + " bytes) not a multiple of " +
                           std::to_string(AA.FillWidth));
        for (uint64_t I = 0; I < C.Size_; I += AA.FillWidth)
          putInt(Out, AA.Fill, AA.FillWidth, Opts.Order);
      }
      break;
    case Chunk::Size:
    case Chunk::Mark:
    case Chunk::ProcEnd:
    case Chunk::ProcStart:
    case Chunk::Label: break;
    }
  }
  uint64_t End = SS.Chunks.empty() ? 0 : SS.Chunks.back().Addr + SS.Chunks.back().Pad + SS.Chunks.back().Size_;
  if (NoBits)
    ES.NoBitsSize = End;
  else
    ES.Bytes = std::move(Out);
  ES.Align = std::max(ES.Align, SS.Align);
}

/// `.size NAME, EXPR` with `.` at the directive; a function entry point of
/// `.proc` still without a size gets `.endp`'s address minus its own.
void Driver::evaluateSizes() {
  struct UnknownSize {
    std::string Name;
    uint32_t Order;
    llvm::Error Err;
    ir::SourceLoc Loc;
  };
  std::vector<UnknownSize> Unknown;
  for (unsigned S = 0; S < Secs.size(); ++S)
    for (const Chunk &C : Secs[S].Chunks) {
      if (C.K == Chunk::ProcEnd) {
        auto P = Places.find(*C.Name);
        auto Sym = M.Symbols.find(*C.Name);
        if (P != Places.end() && P->second.Section == S && Sym != M.Symbols.end() &&
            Sym->second.Type == ir::SymType::Func && C.Addr >= P->second.Offset)
          SizeEvents[*C.Name].emplace(C.Dir->Order, SizeEvent{C.Addr - P->second.Offset, true});
        continue;
      }
      if (C.K != Chunk::Size)
        continue;
      const ir::Directive &D = *C.Dir;
      std::string Name = ir::withoutHashSuffix(!D.Words.empty() ? D.Words[0]
                                     : !D.Args.empty() && D.Args[0] && D.Args[0]->K == ir::Expr::Symbol
                                         ? D.Args[0]->Name
                                         : "");
      // `.size x, Q` with a bare name: the frontend kept Q among the words
      ir::ExprRef Value = !D.Args.empty() ? D.Args.back()
                          : D.Words.size() == 2 ? ir::Expr::symbol(D.Words[1], D.Loc)
                                                : nullptr;
      if (Name.empty() || !Value)
        continue;
      uint64_t Dot = C.Addr;
      if (auto It = SizeDot.find(&D); It != SizeDot.end())
        if (auto P = Places.find(*It->second); P != Places.end())
          Dot = P->second.Offset;
      EvalContext Ctx = context(S, Dot, true);
      if (auto It = SizeLabels.find(&D); It != SizeLabels.end() && !SizeDeferred.count(&D))
        Ctx = withQueuedLabels(std::move(Ctx), It->second);
      auto V = evaluateAbsolute(*Value, Ctx, "symbol size");
      if (!V)
        Unknown.push_back({Name, D.Order, V.takeError(), D.Loc});
      else
        SizeEvents[Name][D.Order] = SizeEvent{uint64_t(*V), false};
    }
  // GNU as keeps a size it cannot compute yet as an expression, which a later `.size` of the
  // symbol replaces (`.size D0, . - D0` then `.size D0, 8`, D0 undefined): only the last one fails.
  for (UnknownSize &U : Unknown) {
    auto Events = SizeEvents.find(U.Name);
    const bool Replaced =
        (Events != SizeEvents.end() &&
         std::any_of(Events->second.begin(), Events->second.end(),
                     [&](const auto &E) { return !E.second.ProcEnd && E.first > U.Order; })) ||
        std::any_of(Unknown.begin(), Unknown.end(),
                    [&](const UnknownSize &O) { return O.Name == U.Name && O.Order > U.Order; });
    if (Replaced)
      llvm::consumeError(std::move(U.Err));
    else
      consume(std::move(U.Err), U.Loc);
  }
}

/// The size of `Name` after the statements up to reading order `Limit`
/// (ir::Symbol::NoOrder: at the end), as GNU as has it then: its `.size`
/// and `.endp` events, forgotten at a reassignment, and the size of the
/// symbol an equate of it names when it has none (ir::Symbol::SizeFrom).
std::optional<uint64_t> Driver::sizeAt(const std::string &Name, uint32_t Limit, unsigned Depth) const {
  auto Sym = M.Symbols.find(Name);
  const ir::Symbol *S = Sym == M.Symbols.end() ? nullptr : &Sym->second;
  std::optional<uint64_t> Size;
  bool Copied = false;
  auto copy = [&](uint32_t At) {
    Copied = true;
    if (Size.value_or(0) == 0 && Depth < 64)
      if (auto From = sizeAt(S->SizeFrom, At, Depth + 1))
        Size = From;
  };
  bool Copies = S && !S->SizeFrom.empty();
  auto Events = SizeEvents.find(Name);
  if (Events != SizeEvents.end())
    for (const auto &[Order, E] : Events->second) {
      if (Order > Limit)
        break;
      if (S && S->SizeResetAt && Order <= S->SizeResetAt)
        continue;
      if (Copies && !Copied && Order > S->SizeFromAt)
        copy(S->SizeFromAt);
      if (!E.ProcEnd || !Size || *Size == 0) // GNU as's .endp: a size of 0 is none
        Size = E.Size;
    }
  if (Copies && !Copied && (S->SizeFromAt < Limit || Limit == ir::Symbol::NoOrder))
    copy(S->SizeFromAt);
  return Size;
}

/// `.file "a.c"`: a FILE symbol; `.ident "x"`: the frontend wrote the
/// strings into `.comment` (Builder::identDirective), which GNU as makes
/// mergeable strings at the first `.ident`, whatever `.section .comment` said.
void Driver::addFileAndIdent() {
  // `.version "s"`: an ELF note per directive in `.note` (GNU as's
  // obj_elf_version: namesz = strlen + 1, descsz 0, type 1, the name
  // padded to 4 bytes).
  ElfSection Note{".note", ELF::SHT_NOTE, 0, 4, 0, {}, 0};
  std::vector<std::pair<uint32_t, std::string>> Files; // (order, name) of `.file "name"`
  uint32_t FirstOf[2] = {UINT32_MAX, UINT32_MAX}; // .version, .ident
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts) {
      const auto *D = std::get_if<ir::Directive>(&St);
      if (!D || D->Words.size() != 1 || !D->Args.empty())
        continue;
      if (D->Name == ".ident" || D->Name == ".version") // GNU as makes the section at the first
        FirstOf[D->Name == ".ident"] = std::min(FirstOf[D->Name == ".ident"], D->Order);
      if (D->Name == ".version") {
        const std::string &V = D->Words[0];
        for (uint32_t W : {uint32_t(V.size() + 1), uint32_t(0), uint32_t(1)})
          putInt(Note.Bytes, W, 4, Opts.Order);
        Note.Bytes.insert(Note.Bytes.end(), V.begin(), V.end());
        Note.Bytes.push_back(0);
        while (Note.Bytes.size() % 4)
          Note.Bytes.push_back(0);
      } else if (D->Name == ".file") {
        Files.push_back({D->Order, D->Words[0]});
      }
    }
  // GNU as: the first `.file "name"` names the file symbol at the chain's
  // start; each later one adds a FILE symbol where it is read.
  std::sort(Files.begin(), Files.end());
  for (size_t K = 0; K < Files.size(); ++K) {
    ElfSymbol E;
    E.Name = Files[K].second;
    E.Type = ELF::STT_FILE;
    E.Bind = ELF::STB_LOCAL;
    E.Section = SymAbs;
    unsigned I = Obj.addSymbol(E);
    if (K > 0)
      LaterFiles.push_back({I, Files[K].first});
  }
  if (!Note.Bytes.empty())
    MadeAtDirective.push_back({Obj.addSection(std::move(Note)), FirstOf[0]});
  if (FirstOf[1] != UINT32_MAX)
    for (unsigned S = 0; S < M.Sections.size(); ++S)
      if (M.Sections[S].Name == ".comment" && M.Sections[S].Group.empty()) {
        ElfSection &C = Obj.Sections[ElfSecOf[S]];
        C.Type = ELF::SHT_PROGBITS;
        C.Flags = ELF::SHF_MERGE | ELF::SHF_STRINGS;
        C.EntSize = 1;
      }
}

/// A local common (`.lcomm NAME, SIZE, ALIGN`, or `.local` then `.comm`) is
/// space GNU as allocates in `.bss` after the section's own contents, in
/// reading order, each aligned to its byte alignment.
void Driver::allocateLocalCommons() {
  std::vector<std::pair<uint32_t, std::string>> Seen;
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts)
      if (const auto *D = std::get_if<ir::Directive>(&St);
          D && (D->Name == ".lcomm" || D->Name == ".comm" || D->Name == ".common" || D->Name == ".tls_common") &&
          !D->Words.empty())
        Seen.push_back({D->Order, ir::withoutHashSuffix(D->Words[0])});
  std::sort(Seen.begin(), Seen.end());
  int Bss = -1; // the frontend makes .bss for a local common
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    if (ElfSecOf[S] == 2) {
      Bss = int(S);
      if (!Secs[S].Chunks.empty()) {
        const Chunk &C = Secs[S].Chunks.back();
        LocalCommonEnd = C.Addr + C.Pad + C.Size_;
      }
    }
  if (Bss < 0)
    return;
  for (const auto &[Order, N] : Seen) {
    auto Sym = M.Symbols.find(N);
    if (Sym == M.Symbols.end() || Sym->second.Bind != ir::Binding::Local || !Sym->second.CommonSize ||
        LocalCommons.count(N) || Places.count(N))
      continue;
    uint64_t Align = std::max<uint64_t>(1, Sym->second.CommonAlign.value_or(1));
    LocalCommonEnd = (LocalCommonEnd + Align - 1) / Align * Align;
    LocalCommons[N] = LocalCommonEnd;
    Places[N] = {unsigned(Bss), LocalCommonEnd}; // relocations: .bss + offset, as for a label
    LabelNames.insert(N);
    LocalCommonEnd += *Sym->second.CommonSize;
    LocalCommonAlign = std::max(LocalCommonAlign, Align);
  }
}

void Driver::buildSymbols() {
  std::vector<std::tuple<std::string, uint32_t, ElfSymbol>> Versioned; // `.symver` copies: symbol, directive order
  if (Opts.KeepLocals)
    addPseudoFunctionSymbols(); // first of the globals, as gas makes them before reading
  // Defined labels and equates, in name order (deterministic), locals and
  // globals mixed; the writer sorts locals first.
  auto elfType = [](ir::SymType T) -> uint8_t {
    switch (T) {
    case ir::SymType::Func: return ELF::STT_FUNC;
    case ir::SymType::Object: return ELF::STT_OBJECT;
    case ir::SymType::TLS: return ELF::STT_TLS;
    case ir::SymType::File: return ELF::STT_FILE;
    default: return ELF::STT_NOTYPE;
    }
  };
  auto bindOf = [](ir::Binding B) -> uint8_t {
    return B == ir::Binding::Global ? ELF::STB_GLOBAL : B == ir::Binding::Weak ? ELF::STB_WEAK : ELF::STB_LOCAL;
  };
  std::set<std::string> Names(LabelNames.begin(), LabelNames.end());
  for (const auto &[N, S] : M.Symbols)
    Names.insert(N);
  for (const auto &[N, V] : ViewValues)
    Names.insert(N);
  for (const std::string &N : Names) {
    if (ir::isRenamedLabel(N))
      continue; // a redefined label's earlier place
    auto MS = M.Symbols.find(N);
    const ir::Symbol *Sym = MS == M.Symbols.end() ? nullptr : &MS->second;
    // GNU as (IA-64) keeps no local name starting with '.' (.L5, .loop, .ret0),
    // unless -L; a numeric label (`1:`, named .L1$K here) it never keeps.
    if (N[0] == '.' && (!Sym || Sym->Bind == ir::Binding::Local) && (!Opts.KeepLocals || isNumericLabel(N)))
      continue;
    if (WeakrefAliases.count(N))
      continue;
    ElfSymbol E;
    auto Alias = SymAlias.find(N);
    E.Name = Alias != SymAlias.end() ? Alias->second : N;
    if (Sym) {
      E.Bind = bindOf(Sym->Bind);
      E.Type = elfType(Sym->Type);
      E.Visibility = Sym->Visibility;
    }
    auto P = Places.find(N);
    if (auto V = ViewValues.find(N); V != ViewValues.end()) {
      E.Section = SymAbs; // a view number
      E.Value = V->second->Value;
    } else if (P != Places.end()) {
      E.Section = int(ElfSecOf[P->second.Section]);
      E.Value = P->second.Offset;
      if (LocalCommons.count(N))
        E.Size = *Sym->CommonSize;
    } else if (Sym && Sym->CommonSize) {
      E.Section = SymCommon;
      // Without an alignment, or with 0 (BFD's "none"), GNU as aligns a common symbol to
      // its size rounded up to a power of two, at most 16 (the linker places it by this value).
      E.Value = Sym->CommonAlign.value_or(0) ? *Sym->CommonAlign
                                             : std::min<uint64_t>(16, std::bit_ceil(std::max<uint64_t>(1, *Sym->CommonSize)));
      E.Size = *Sym->CommonSize;
      if (E.Bind == ELF::STB_LOCAL)
        E.Bind = ELF::STB_GLOBAL;
      if (E.Type == ELF::STT_NOTYPE)
        E.Type = ELF::STT_OBJECT;
    } else if (Sym && Sym->Value) {
      auto Dot = equateDot(Sym->Value.get());
      EvalContext C = context(Dot ? Dot->Section : EvalContext::NoSection, Dot ? Dot->Offset : 0, true);
      C.EquateValue = true;
      const auto AsSet = equateLabels(Sym->Value.get());
      C.EquateLabels = &AsSet;
      auto V = evaluate(*Sym->Value, C);
      if (!V) {
        // Register aliases and the like are not symbols; a difference across
        // sections (or with an undefined symbol) is GNU as's error even when
        // nothing uses the equate ("invalid operands ... when setting").
        std::string Why = llvm::toString(V.takeError());
        if (Why.find("difference of symbols in different sections") != std::string::npos)
          error(Sym->Loc, "invalid operands (symbols in different sections, or undefined) for '-' when setting '" + N +
                              "'");
        // A loop is GNU as's error even when nothing uses the symbols (`.eqv A, B+1`, `.eqv B, A`).
        else if (Why.find("is defined in terms of itself") != std::string::npos)
          error(Sym->Loc, "symbol definition loop encountered at `" + N + "'");
        continue;
      }
      // A lazy equate of `.` in a compound (`X == . + 4`, `.eqv X, . + 0`) is one of gas's
      // expression symbols, which its table leaves out unless absolute (`. - D0`); `X == .`
      // is written (at the end's `.`).
      if (lazyEquate(Sym->Value.get()) && Sym->Value->K != ir::Expr::Dot && mentionsDot(*Sym->Value) &&
          !V->isAbsolute())
        continue;
      if (V->isAbsolute()) {
        E.Section = SymAbs;
        E.Value = uint64_t(V->Addend);
      } else if (V->K == Value::SectionRel && !V->Op) {
        E.Section = int(ElfSecOf[V->Section]);
        E.Value = uint64_t(V->Addend);
      } else if (V->K == Value::SymbolRel && !V->Op && V->Place) {
        // `foo = bar + 1` with bar a global label of this file: gas gives foo bar's place
        E.Section = int(ElfSecOf[V->Place->Section]);
        E.Value = V->Place->Offset + uint64_t(V->Addend);
      } else {
        continue;
      }
    } else if (Sym && !Sym->Defined && sectionNamed(N)) {
      continue; // the section's own symbol (sectionNamed)
    } else if (Sym && !Sym->Defined) {
      // GNU as writes every symbol it made and left undefined, global (gas
      // `.type f,@function` or `x = y` alone), except a `.weak` one no
      // expression names (elf_frob_file_before_adjust removes it).
      if (Sym->Bind == ir::Binding::Weak && !Sym->Used)
        continue;
      // Names GNU as reads as operands, never symbols (`rsm psr.i`, `mov dahr3 = 1`, `@rev`).
      if (Sym->Bind == ir::Binding::Local && (Sym->RegAlias || isa::namedConstant(N) || isa::psrFieldMask(N)))
        continue;
      E.Section = SymUndef;
      if (E.Bind == ELF::STB_LOCAL)
        E.Bind = ELF::STB_GLOBAL;
    } else {
      continue; // an equate of something else (register alias, undefined symbol): no symbol of its own
    }
    if (auto Sz = sizeAt(N, ir::Symbol::NoOrder))
      E.Size = *Sz;
    if (GnuIfunc.count(N) && E.Type == ELF::STT_FUNC)
      E.Type = ELF::STT_GNU_IFUNC;
    if (GnuUnique.count(N) && E.Section != SymUndef && E.Section != SymCommon)
      E.Bind = ELF::STB_GNU_UNIQUE;
    // GNU as types every symbol defined in a TLS section STT_TLS, whatever its `.type`.
    if (E.Section >= 0 && (Obj.Sections[size_t(E.Section)].Flags & ELF::SHF_TLS))
      E.Type = ELF::STT_TLS;
    versionedCopies(N, E, Versioned);
    SymIndex[N] = int(Obj.addSymbol(E));
  }
  for (const std::string &N : PersonalityNames) { // made undefined unless something defines them
    auto MS = M.Symbols.find(N);
    if (!SymIndex.count(N) && !Places.count(N) &&
        (MS == M.Symbols.end() || (!MS->second.Value && !MS->second.Defined && !MS->second.CommonSize)))
      symbolFor(N);
  }
  // GNU as appends them after every other symbol: by their symbol's place in its table, the
  // last `.symver` of a symbol first.
  if (!Versioned.empty()) {
    const ReadingOrder R = readingOrder(M);
    std::stable_sort(Versioned.begin(), Versioned.end(), [&](const auto &A, const auto &B) {
      uint64_t KA = R.name(std::get<0>(A)), KB = R.name(std::get<0>(B));
      return KA != KB ? KA < KB : std::get<1>(A) > std::get<1>(B);
    });
  }
  for (auto &V : Versioned)
    Obj.addSymbol(std::move(std::get<2>(V)));
}

/// `.symver` (GNU as 2.40, probed): a defined NAME gets a copy named NAME2@NODE or NAME2@@NODE
/// (its binding, type, size and place); `@@@` and `remove` rename NAME itself (`@@@` written as
/// `@@`), as does a NAME left undefined, whose references then name the version. The option of
/// the last `.symver` of NAME applies to NAME after the copies: `local`, `hidden`.
void Driver::versionedCopies(const std::string &N, ElfSymbol &E,
                             std::vector<std::tuple<std::string, uint32_t, ElfSymbol>> &Out) {
  const Symver *Last = nullptr;
  ElfSymbol Original = E;
  for (auto [It, End] = Symvers.equal_range(N); It != End; ++It) {
    const Symver &V = It->second;
    if (!Last || V.Order > Last->Order)
      Last = &V;
    std::string Name = V.Name;
    if (size_t At = Name.find("@@@"); At != std::string::npos) {
      Name.erase(At, 1);
    } else if (Original.Section != SymUndef && V.Option != "remove") {
      ElfSymbol Copy = Original;
      Copy.Name = Name;
      Out.emplace_back(N, V.Order, std::move(Copy));
      continue;
    }
    E.Name = Name;
  }
  if (Last && Last->Option == "local")
    E.Bind = ELF::STB_LOCAL;
  else if (Last && Last->Option == "hidden")
    E.Visibility = 2;
}

void Driver::keepLocalLabel(const std::string &N) {
  // A `.L` name (or a numeric label) is no symbol of GNU as's table, unless a
  // relocation that keeps its symbol names it (`data8 @fptr(2f)`): write.c
  // then converts the local symbol at write time, after the others, under
  // its own name; a numeric label's is `.L2^B1` (the first `2:` is ^B1).
  auto P = Places.find(N);
  if (P == Places.end())
    return;
  ElfSymbol E;
  E.Name = N;
  if (isNumericLabel(N)) {
    auto [Num, Inst] = llvm::StringRef(N).drop_front(2).split('$');
    E.Name = ".L" + Num.str() + "\x02" + std::to_string(std::stoull(Inst.str()) + 1);
  }
  E.Section = int(ElfSecOf[P->second.Section]);
  E.Value = P->second.Offset;
  if (Obj.Sections[size_t(E.Section)].Flags & ELF::SHF_TLS) // as every symbol of a TLS section
    E.Type = ELF::STT_TLS;
  SymIndex[N] = int(Obj.addSymbol(E));
  KeptLocals.insert(N);
}

bool Driver::isNumericLabel(const std::string &N) {
  // frontend/Builder.cpp names the K-th definition of `N:` ".LN$K".
  llvm::StringRef R(N);
  if (!R.consume_front(".L"))
    return false;
  auto [Num, Inst] = R.split('$');
  return !Num.empty() && !Inst.empty() && llvm::all_of(Num, llvm::isDigit) && llvm::all_of(Inst, llvm::isDigit);
}

void Driver::addPseudoFunctionSymbols() {
  // GNU as 2.40 (tc-ia64.c, md_begin) makes one undefined symbol per
  // relocation operator, valued by its index; they are local names, so only
  // -L writes them: global, undefined, in this order (readelf -s of
  // `ia64-linux-gnu-as -L`).
  static const char *const Names[] = {".<dtpmod>", ".<dtprel>", ".<fptr>",        ".<gprel>",
                                      ".<ltoff>",  ".<ltoffx>", ".<pcrel>",       ".<pltoff>",
                                      ".<secrel>", ".<segrel>", ".<tprel>",       ".<ltv>",
                                      ".<ltoff.fptr>", ".<ltoff.dtpmod>", ".<ltoff.dptrel>", ".<ltoff.tprel>",
                                      ".<iplt>"};
  for (size_t I = 0; I < std::size(Names); ++I) {
    ElfSymbol E;
    E.Name = Names[I];
    E.Bind = ELF::STB_GLOBAL;
    E.Type = ELF::STT_NOTYPE;
    E.Section = SymUndef;
    E.Value = I;
    Obj.addSymbol(E);
  }
}

/// A view symbol is defined by its `.loc` alone: GNU as refuses a second
/// definition ("symbol `x' is already defined" when it comes first; a later
/// one fails its view check). An equate before the `.loc` (which GNU as
/// would copy away) is refused too.
void Driver::checkViewNames() {
  if (ViewLocs.empty())
    return;
  std::stable_sort(ViewLocs.begin(), ViewLocs.end(),
                   [](const auto &A, const auto &B) { return A.first->Order < B.first->Order; });
  std::map<std::string, uint32_t> Defined; // a view name's first other definition (reading order)
  for (const auto &[D, V] : ViewLocs)
    Defined.emplace(V.Name, UINT32_MAX);
  auto note = [&](const std::string &N, uint32_t Order) {
    if (auto It = Defined.find(N); It != Defined.end())
      It->second = std::min(It->second, Order);
  };
  for (const ir::Section &Sec : M.Sections)
    for (const ir::Stmt &St : Sec.Stmts)
      if (const auto *L = std::get_if<ir::Label>(&St))
        note(L->Name, L->Order);
      else if (const auto *D = std::get_if<ir::Directive>(&St); D && !D->Words.empty() && isEquate(D->Name))
        note(D->Words[0], D->Order);
  for (const auto &[D, V] : ViewLocs) { // (a second view NAME: buildLineTable)
    const uint32_t Other = Defined[V.Name];
    if (Other < D->Order)
      error(D->Loc, "symbol `" + V.Name + "' is already defined");
    else if (Other != UINT32_MAX)
      error(D->Loc, "view number mismatch: the view symbol `" + V.Name + "' is defined again later");
    else
      ViewValues.emplace(V.Name, ir::Expr::constant(0, D->Loc));
  }
}

bool Driver::updateViews() {
  if (ViewValues.empty())
    return false;
  // The numbers depend on the places of the sections with rows only:
  // recounted when one of those moved (a LEB pass of the debug data does not).
  std::vector<uint64_t> Key;
  for (unsigned S = 0; S < Secs.size(); ++S)
    if (!LineEvents[S].empty())
      for (const Chunk &C : Secs[S].Chunks)
        Key.push_back(C.Addr + C.Pad + (C.Size_ << 32));
  if (Key == ViewLayout)
    return false;
  ViewLayout = std::move(Key);
  ir::DiagnosticEngine Quiet(DE.sources()); // reported once, by emitDebugSections
  RowPlaces P;
  auto T = dwarf::buildLineTable(M, LineEvents, rowLayout(P, [](unsigned) { return uint64_t(0); }), Opts.Debug, Quiet);
  if (!T)
    return false;
  bool Changed = false;
  for (auto It = ViewValues.begin(); It != ViewValues.end();) {
    auto V = T->Views.find(It->first);
    if (V == T->Views.end()) { // its row was ignored (not a code section): undefined, as in GNU as
      It = ViewValues.erase(It);
      Changed = true;
      continue;
    }
    if (It->second->Value != V->second) {
      It->second = ir::Expr::constant(V->second, It->second->Loc);
      Changed = true;
    }
    ++It;
  }
  return Changed;
}

// GNU as checks every `.section` naming a section against the section as its
// first one made it (`.text`, `.data`, `.bss` exist before the source).
void Driver::checkSectionDeclarations() {
  std::vector<std::tuple<uint32_t, SourceLoc, SectionMessage>> Found; // reported in reading order
  for (const ir::Section &S : M.Sections) {
    const bool Std = ir::standardSection(S);
    std::optional<ElfSection> Made;
    std::string MadeEntSize;
    if (Std)
      Made = defaultSection(S.Name, "", "");
    for (const ir::Section::Declaration &D : S.Declarations) {
      if (Made && D.Flags.find('G') != std::string::npos) // after `.attach_to_group`: in its group
        Made->Flags |= ELF::SHF_GROUP;
      for (const SectionMessage &Msg :
           sectionDeclarationMessages(S.Name, D.Flags, D.Type, D.EntSize, Made ? &*Made : nullptr, MadeEntSize))
        Found.emplace_back(D.Order, D.Loc, Msg);
      if (!Made) {
        Made = defaultSection(S.Name, D.Flags, D.Type);
        MadeEntSize = D.EntSize;
      }
    }
  }
  std::stable_sort(Found.begin(), Found.end(),
                   [](const auto &A, const auto &B) {
                     const SourceLoc &LA = std::get<1>(A), &LB = std::get<1>(B);
                     return std::tie(std::get<0>(A), LA.Line, LA.Col) < std::tie(std::get<0>(B), LB.Line, LB.Col);
                   });
  for (const auto &[Order, Loc, Msg] : Found) {
    if (Msg.Error)
      error(Loc, Msg.Text);
    else
      DE.warning(Loc, Msg.Text);
  }
}

std::optional<AssemblyResult> Driver::run() {
  Secs.resize(M.Sections.size());
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    FirstSectionNamed.try_emplace(M.Sections[S].Name, S);
  LineEvents.resize(M.Sections.size());
  WantLines = Opts.Debug.SourceLines;
  for (const ir::Section &Sec : M.Sections)
    for (size_t I = 0; I < Sec.Stmts.size() && !WantLines; ++I)
      if (const auto *D = std::get_if<ir::Directive>(&Sec.Stmts[I]))
        WantLines = D->Name == ".loc";
  startMode();
  if (Opts.GnuLayout)
    Braces = emptyBraceEffects(M);
  if (Opts.GnuLayout && !Streamed)
    EndDotSec = lazyEquateEndSection(M);
  for (unsigned S = Streamed ? 1 : 0; S < M.Sections.size(); ++S)
    lowerSection(S);
  markEndDot();
  // The run queue of a big stop-free group (24 bytes per instruction) is not
  // needed after lowering: freed before layout and encoding add theirs.
  std::vector<RunItem>().swap(RunQ);
  std::vector<Chunk>().swap(RunLabels);
  if (FirstIgnoredStop) // sections are lowered one by one: the first in the source, not in lowering
    DE.warning(*FirstIgnoredStop, "Explicit stops are ignored in auto mode");
  if (Opts.GnuLayout)
    checkLabelRedefinitions();
  checkViewNames();
  checkSectionDeclarations();
  if (DE.hasErrors())
    return std::nullopt;
  // Lay out until label addresses are stable (sizes depend on labels only
  // through .org/.skip counts).
  // LEB128 sizes relax with the labels (Leb128.h).
  for (unsigned Pass = 0; Pass < (HasLeb ? LebMaxPasses : 8u); ++Pass) {
    LayoutPass = Pass;
    bool Changed = layout(false);
    Changed |= updateViews(); // view numbers follow the code's layout; data may use them
    if (HandlerLabels) // their offsets follow the code's (region lengths); data may use them
      Changed |= buildUnwind(true);
    if (!Changed)
      break;
  }
  layout(true);
  if (DE.hasErrors())
    return std::nullopt;
  buildUnwind();

  // GNU as always has .text, .data, .bss first (empty when unused).
  std::vector<unsigned> Order;
  std::vector<bool> Seen(M.Sections.size(), false);
  ElfSecOf.assign(2 * M.Sections.size(), 0); // code sections, then their unwind info (infoSectionOf)
  std::vector<unsigned> StdText; // ELF indices of .text (under a `.secalias` name too)
  for (const char *Std : {".text", ".data", ".bss"}) {
    bool Found = false;
    for (unsigned S = 0; S < M.Sections.size(); ++S)
      if (M.Sections[S].Name == Std && ir::standardSection(M.Sections[S])) {
        Order.push_back(S);
        Seen[S] = Found = true;
        ElfSecOf[S] = Obj.addSection(sectionOf(M.Sections[S]));
        if (auto A = SecAlias.find(Std); A != SecAlias.end())
          Obj.Sections[ElfSecOf[S]].Name = A->second;
        if (std::string_view(Std) == ".text")
          StdText.push_back(ElfSecOf[S]);
      }
    if (!Found) {
      unsigned E = Obj.addSection(defaultSection(Std, "", ""));
      if (std::string_view(Std) == ".text")
        StdText.push_back(E);
    }
  }
  for (unsigned S : Order) // the unwind sections of .text come after .bss
    addUnwindSections(S);
  for (unsigned E : StdText)
    Obj.Sections[E].Align = 16; // GNU as aligns .text to 16 even when empty
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    if (!Seen[S]) {
      Order.push_back(S);
      const ir::Section &IS = M.Sections[S];
      ElfSection ES = sectionOf(IS);
      if (!IS.EntSize.empty()) // `.section .rodata.cst16, "aM", @progbits, 16`
        ES.EntSize = std::strtoull(IS.EntSize.c_str(), nullptr, 0);
      if (auto A = SecAlias.find(IS.Name); A != SecAlias.end())
        ES.Name = A->second;
      ElfSecOf[S] = Obj.addSection(std::move(ES));
      addUnwindSections(S);
    }
  linkSections();
  addFileAndIdent();
  evaluateSizes();
  allocateLocalCommons();
  gnuSymbolTypes();
  buildSymbols();
  for (unsigned S : Order)
    emitSection(S);
  if (!LocalCommons.empty()) { // after everything else in .bss (GNU as: its subsection 1), empty ones align it too
    ElfSection &Bss = Obj.Sections[2];
    Bss.NoBitsSize = std::max(Bss.NoBitsSize, LocalCommonEnd);
    Bss.Align = std::max(Bss.Align, LocalCommonAlign);
  }
  emitUnwind();
  emitDebugSections();
  if (auto Attrs = gnuAttributesSection(M, Opts.Order)) // GNU as makes it last
    Obj.addSection(std::move(*Attrs));
  if (DE.hasErrors())
    return std::nullopt;
  orderLikeGnu();
  Obj.Flags = Opts.ElfFlags | (Opts.Order == ByteOrder::Big ? EF_IA_64_BE : 0);
  Obj.OsAbi = GnuIfunc.empty() && GnuUnique.empty() ? ELF::ELFOSABI_NONE : ELF::ELFOSABI_GNU;
  if (PsrAbi64)
    Obj.Flags = *PsrAbi64 ? Obj.Flags | EF_IA_64_ABI64 : Obj.Flags & ~EF_IA_64_ABI64;
  if (PsrBigEndian)
    Obj.Flags = *PsrBigEndian ? Obj.Flags | EF_IA_64_BE : Obj.Flags & ~EF_IA_64_BE;
  Obj.Order = Opts.Order;
  return AssemblyResult{std::move(Obj), Stats, std::move(RecordedOps), std::move(RecordedPlaces)};
}

/// Sections and symbols in GNU as's order (ReadingOrder.h): sections as the
/// source makes them (`.text`, `.data`, `.bss` first; unwind sections at the
/// first `.endp` that needs them; `.note`/`.comment` at the first
/// `.version`/`.ident`; DWARF last), symbols as reading first meets them, a
/// section's symbol where the section is made (none for `.note`/`.comment`,
/// which BFD gives one after the locals; sectionSymbolKeys).
void Driver::orderLikeGnu() {
  ReadingOrder R = readingOrder(M);
  // --defsym symbols are made before anything else, each in front of the
  // ones before it (GNU as's list), after the FILE symbol.
  const size_t NDef = M.Defsyms.size();
  for (size_t K = 0; K < NDef; ++K)
    R.Name[M.Defsyms[K]] = ReadingOrder::Start + 1 + (NDef - 1 - K);
  const size_t NSec = Obj.Sections.size();
  std::vector<uint64_t> Key(NSec, ReadingOrder::Unread);
  std::vector<bool> Chained(NSec, true);
  for (unsigned I = 0; I < 3 && I < NSec; ++I)
    Key[I] = ReadingOrder::Start + 1 + NDef + I;
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    if (ElfSecOf[S] >= 3)
      Key[ElfSecOf[S]] = R.Section[S];
  for (const auto &[S, U] : UnwindElf)
    if (auto W = Unwind.find(S); W != Unwind.end() && W->second.FirstInfo) {
      Key[U.first] = ReadingOrder::after(W->second.FirstInfo->Order, 0);
      if (U.second != NoSection)
        Key[U.second] = ReadingOrder::after(W->second.FirstEndp->Order, 1);
    }
  // A second section of a name (another group, its unwind tables too) finds
  // the first one's symbol when GNU as makes it, and gets none in the chain.
  for (unsigned I = 3; I < NSec; ++I)
    for (unsigned E = 0; E < NSec && Chained[I]; ++E)
      Chained[I] = !(E != I && Obj.Sections[E].Name == Obj.Sections[I].Name && Key[E] <= Key[I]);
  for (auto [Sec, Order] : MadeAtDirective) {
    Key[Sec] = ReadingOrder::after(Order);
    Chained[Sec] = false;
  }
  // `.comment` made by `.ident`, `.stab`/`.stabstr` by `.stabs` (no `.section`
  // made them; GNU as's subseg_new): BFD's symbol after the locals.
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    if (const ir::Section &IS = M.Sections[S];
        (IS.Name == ".comment" || IS.Name == ".stab" || IS.Name == ".stabstr") && IS.Group.empty() &&
        (IS.Declarations.empty() || IS.Declarations[0].Order > IS.Created))
      Chained[ElfSecOf[S]] = false;
  std::vector<uint64_t> SymKey;
  for (const ElfSymbol &S : Obj.Symbols)
    SymKey.push_back(S.Type == ELF::STT_FILE || S.Name.rfind(".<", 0) == 0 ? ReadingOrder::Start
                                                                            : ReadingOrder::Unread);
  for (const auto &[N, I] : SymIndex)
    SymKey[size_t(I)] = KeptLocals.count(N) ? ReadingOrder::Unread : R.name(N);
  for (auto [I, Order] : LaterFiles)
    SymKey[I] = ReadingOrder::after(Order);
  const std::vector<uint64_t> SecSymKey = sectionSymbolKeys(Key, Chained);
  for (unsigned I = 0; I < NSec; ++I) {
    if (SecSymKey[I] == ReadingOrder::Unread)
      continue;
    ElfSymbol Sec;
    Sec.Type = ELF::STT_SECTION;
    Sec.Section = int(I);
    Obj.addSymbol(Sec);
    SymKey.push_back(SecSymKey[I]);
  }
  auto byKey = [](const std::vector<uint64_t> &K) {
    std::vector<unsigned> Order(K.size());
    std::iota(Order.begin(), Order.end(), 0u);
    std::stable_sort(Order.begin(), Order.end(), [&](unsigned A, unsigned B) { return K[A] < K[B]; });
    return Order;
  };
  reorderSymbols(Obj, byKey(SymKey));
  reorderSections(Obj, byKey(Key));
}

/// Where each section's symbol enters GNU as's chain (ReadingOrder::Unread:
/// never; BFD adds it after the locals). `Key` is where the section was made,
/// `Chained` whether its symbol entered the chain then. After reading, GNU as
/// asks for the symbols of `.debug_info`, `.debug_abbrev` and `.debug_line`
/// while it writes the unit; every other section without one in the chain
/// gets it at write time, when a fixup's local symbol in it is reduced to the
/// section symbol (write.c's adjust_reloc_syms: the sections in the order
/// they were made, each one's fixups in order). Such fixups: relocations
/// against a section, branches to a local label resolved here, the DWARF
/// strings' and ranges' offsets, the unit lengths of `.debug_aranges` and
/// `.debug_rnglists` (a difference GNU as resolves after the reduction).
/// All of them come before the groups' signatures (gas/group-1.s).
std::vector<uint64_t> Driver::sectionSymbolKeys(const std::vector<uint64_t> &Key,
                                                const std::vector<bool> &Chained) const {
  static const char *const DwarfUnit[] = {".debug_info", ".debug_abbrev", ".debug_line"};
  const size_t NSec = Obj.Sections.size();
  std::vector<uint64_t> Out(NSec, ReadingOrder::Unread);
  std::vector<bool> Dwarf(NSec, false);
  for (unsigned I = 0; I < NSec; ++I) {
    const std::string &N = Obj.Sections[I].Name;
    auto D = std::find(std::begin(DwarfUnit), std::end(DwarfUnit), N);
    Dwarf[I] = Key[I] == ReadingOrder::Unread && N.rfind(".debug_", 0) == 0;
    if (Dwarf[I] && D != std::end(DwarfUnit))
      Out[I] = ReadingOrder::Unread + 1 + uint64_t(D - std::begin(DwarfUnit));
    else if (Chained[I] && !Dwarf[I])
      Out[I] = Key[I];
  }
  // (the fixup's section: made when, which; its offset) of the first request.
  using Request = std::tuple<uint64_t, unsigned, uint64_t>;
  std::vector<Request> First(NSec, {UINT64_MAX, 0, 0});
  auto ask = [&](unsigned In, uint64_t Off, unsigned Target) {
    if (Target < NSec && Out[Target] == ReadingOrder::Unread && (!Chained[Target] || Dwarf[Target]))
      First[Target] = std::min(First[Target], Request{Key[In], In, Off});
  };
  for (const ElfReloc &Rel : Obj.Relocs)
    if (Rel.Symbol < 0)
      ask(Rel.Section, Rel.Offset, Rel.TargetSection);
  for (auto [In, Off] : ResolvedFixups)
    ask(In, Off, In);
  for (unsigned I = 0; I < NSec; ++I)
    if (Dwarf[I] && (Obj.Sections[I].Name == ".debug_aranges" || Obj.Sections[I].Name == ".debug_rnglists"))
      ask(I, 0, I);
  std::vector<unsigned> Late;
  for (unsigned I = 0; I < NSec; ++I)
    if (std::get<0>(First[I]) != UINT64_MAX)
      Late.push_back(I);
  std::stable_sort(Late.begin(), Late.end(), [&](unsigned A, unsigned B) { return First[A] < First[B]; });
  for (unsigned R = 0; R < Late.size(); ++R)
    Out[Late[R]] = ReadingOrder::Unread + 16 + R;
  return Out;
}

// ---------------------------------------------------------------- unwind

/// Unwind images from the final layout: slot numbers of the instructions
/// each directive is attached to, `.endp` addresses, label addresses. The
/// handler data's labels go to Places (in infoSectionOf their section);
/// `LabelsOnly` (a layout pass) places them alone, without a report, and
/// says whether one moved.
bool Driver::buildUnwind(bool LabelsOnly) {
  // (slot, region slot): GNU as dates a region directive by the slot where
  // its bundler first looked at the instruction: right after the previous
  // instruction when that one was auto-mode code still in its queue (nops
  // it put there included; labels and mode switches keep the queue,
  // alignment, data and `.endp` empty it), else the first nop slot before
  // it in its bundle. Probed: tests/lit/asm/unwind-auto.s.
  // Own: the first nop slot before the instruction in its own bundle (where gas looks at it
  // again when the bundle before, where it looked first, was written already).
  struct Slots {
    uint64_t At, Region, Own;
  };
  std::unordered_map<const ir::Inst *, Slots> SlotOf;
  std::unordered_map<const void *, uint64_t> MarkAt; // a directive's or data statement's address
  bool Any = false; // most files have no unwind directives: skip the maps
  for (const ir::Section &IS : M.Sections)
    for (const ir::Stmt &St : IS.Stmts)
      if (const auto *D = std::get_if<ir::Directive>(&St); D && !Any)
        Any = unwind::isUnwindDirective(D->Name);
  for (const SectionState &SS : Secs)
    if (Any) // (a file without unwind directives fills none: 24 bytes a bundle for nothing)
      SlotOf.reserve(SlotOf.size() + 3 * SS.Bundles.size());
  bool Moved = false;
  for (const SectionState &SS : Secs) {
    if (!Any)
      break;
    bool Queued = false; // the previous instruction is auto-mode code, no flush since
    uint64_t Next = 0;   // the slot after it
    for (const Chunk &C : SS.Chunks) {
      if (C.K == Chunk::Mark || ((C.K == Chunk::Align || C.K == Chunk::Org) && C.Dir))
        MarkAt[C.Dir] = C.Addr;
      else if (C.K == Chunk::Data)
        MarkAt[C.D] = C.Addr;
      if (C.K != Chunk::Bundle) {
        Queued &= C.K == Chunk::Label || C.K == Chunk::Size;
        continue;
      }
      for (uint32_t K = 0; K < C.Count; ++K) {
        const BundleChunk &B = SS.Bundles[C.Index + K];
        const uint64_t First = (C.Addr + C.Pad + 16 * K) / 16 * 3;
        for (int Slot = 0, Nops = 0; Slot < 3; ++Slot, ++Nops) {
          if (!B.inst(Slot))
            continue;
          uint64_t At = First + Slot;
          SlotOf[B.inst(Slot)] = {At, Queued || Slot > Nops ? std::min(Next, At) : At - Nops,
                                  Slot > Nops ? std::min(Next, At) : At - Nops};
          // After an MLX pair (slot 1) the next slot is the next bundle's.
          Next = (B.Template >> 1) == 2 && Slot == 1 ? First + 3 : At + 1;
          Queued = B.Run != 0;
          Nops = -1;
        }
      }
    }
  }
  ir::DiagnosticEngine Quiet(DE.sources());
  std::vector<std::vector<unwind::Procedure>> Procs = unwind::collectProcedures(
      M,
      [&](unsigned S) -> unwind::ConstantFn {
        return [&, S](const ir::Expr &E, SourceLoc Loc) -> std::optional<int64_t> {
          auto V = evaluateAbsolute(E, context(S, 0, true), "unwind directive operand");
          return valueOrReport(std::move(V), Loc, !LabelsOnly);
        };
      },
      LabelsOnly ? Quiet : DE);
  for (unsigned S = 0; S < M.Sections.size(); ++S) {
    UnwindLayout L;
    L.Order = Opts.Order;
    L.SlotOf = [&](const ir::Inst *I, bool Region) -> std::optional<uint64_t> {
      auto It = SlotOf.find(I);
      if (It == SlotOf.end())
        return std::nullopt;
      return Region ? It->second.Region : It->second.At;
    };
    L.LabelAddr = [&, S](const std::string &N) -> std::optional<uint64_t> {
      auto It = Places.find(N);
      return It == Places.end() || It->second.Section != S ? std::nullopt : std::optional(It->second.Offset);
    };
    // The oldest bundle GNU as queues at each directive, walked once when asked.
    std::optional<std::pair<std::unordered_map<const ir::Inst *, size_t>,
                            std::unordered_map<const ir::Stmt *, size_t>>> QueueAt;
    L.Queued = [&, S](const ir::Inst *I, const ir::Stmt *D) {
      if (!QueueAt) {
        QueueAt.emplace(bundleIndex(S), std::unordered_map<const ir::Stmt *, size_t>());
        walkGasQueue(S, QueueAt->first, [&](const ir::Stmt &St, const std::deque<size_t> &Q, uint64_t) {
          if (std::holds_alternative<ir::Directive>(St) || flushesGasQueue(St))
            QueueAt->second[&St] = Q.empty() ? SIZE_MAX : Q.front();
        });
      }
      auto B = QueueAt->first.find(I);
      auto Oldest = QueueAt->second.find(D);
      return B != QueueAt->first.end() && Oldest != QueueAt->second.end() && B->second >= Oldest->second;
    };
    L.RegionSlotAfter = [&](const ir::Inst *I, const ir::Stmt *D) -> std::optional<uint64_t> {
      auto It = SlotOf.find(I);
      if (It == SlotOf.end())
        return std::nullopt;
      // Queued(I, D) built the queue map: the bundle before I's still queued at D?
      bool BeforeQueued = L.Queued(I, D) && QueueAt->first.at(I) > QueueAt->second.at(D);
      return BeforeQueued ? It->second.Region : It->second.Own;
    };
    L.AddrAt = [&](const ir::Directive *D) -> std::optional<uint64_t> {
      auto It = MarkAt.find(D);
      return It == MarkAt.end() ? std::nullopt : std::optional(It->second);
    };
    L.FlushAddr = [&](const ir::Stmt &St) -> std::optional<uint64_t> {
      auto It = std::visit([&](const auto &X) { return MarkAt.find(&X); }, St);
      return It == MarkAt.end() ? std::nullopt : std::optional(It->second);
    };
    L.InfoSection = infoSectionOf(S);
    L.DataValue = [&, S, Info = L.InfoSection](const ir::Expr &E, SourceLoc Loc,
                                               const std::map<std::string, uint64_t> &Local, uint64_t Dot,
                                               bool Final) -> std::optional<Value> {
      EvalContext C = context(S, 0, true);
      C.DotSection = Info;
      C.DotOffset = Dot;
      C.Lookup = [&Local, Info, Outer = std::move(C.Lookup)](const std::string &Name) {
        auto It = Local.find(Name);
        if (It == Local.end())
          return Outer(Name);
        EvalContext::SymbolInfo SI;
        SI.K = EvalContext::SymbolInfo::Label;
        SI.Place = {Info, It->second};
        return SI;
      };
      return valueOrReport(evaluate(E, C), Loc, Final && !LabelsOnly);
    };
    L.AlignOf = [&, S](const ir::Directive &D) -> std::optional<uint64_t> {
      if (D.Args.empty() || !D.Args[0])
        return std::nullopt;
      auto V = valueOrReport(evaluateAbsolute(*D.Args[0], context(S, 0, true), ("argument of " + D.Name).c_str()),
                             D.Loc, !LabelsOnly);
      if (!V)
        return std::nullopt;
      int64_t A = alignForm(D.Name)->bytes(*V);
      if (A <= 0 || (A & (A - 1))) {
        if (!LabelsOnly)
          error(D.Loc, "alignment must be a power of two, got " + std::to_string(A));
        return std::nullopt;
      }
      return uint64_t(A);
    };
    auto U = buildSectionUnwind(std::move(Procs[S]), L, LabelsOnly ? Quiet : DE);
    if (!U)
      continue;
    for (const auto &[N, Off] : U->Labels) {
      SymbolPlace P{infoSectionOf(S), Off};
      auto [It, New] = Places.try_emplace(N, P);
      Moved |= New || It->second.Section != P.Section || It->second.Offset != P.Offset;
      It->second = P;
    }
    if (!LabelsOnly)
      Unwind[S] = std::move(*U);
  }
  return Moved;
}

/// sh_link of "o" sections and the section groups ("G"), once every ELF
/// section (unwind tables included) exists.
void Driver::linkSections() {
  for (unsigned S = 0; S < M.Sections.size(); ++S) {
    const ir::Section &IS = M.Sections[S];
    ElfSection &ES = Obj.Sections[ElfSecOf[S]];
    if (IS.Name == ".stab" && IS.Group.empty()) {
      // GNU as's stab section: 12-byte entries, linked to its strings.
      ES.EntSize = 12;
      ES.Align = std::max<uint64_t>(ES.Align, 4);
      for (unsigned T = 0; T < M.Sections.size(); ++T)
        if (M.Sections[T].Name == ".stabstr" && M.Sections[T].Group.empty())
          ES.Link = int(ElfSecOf[T]);
    }
    if (!(ES.Flags & ELF::SHF_LINK_ORDER))
      continue;
    if (!IS.LinkedTo.empty()) { // a section's name, else a label's section
      for (unsigned T = 0; T < M.Sections.size() && ES.Link < 0; ++T)
        if (M.Sections[T].Name == IS.LinkedTo && M.Sections[T].Group.empty() && M.Sections[T].LinkedTo.empty())
          ES.Link = int(ElfSecOf[T]);
      if (auto P = Places.find(IS.LinkedTo); ES.Link < 0 && P != Places.end())
        ES.Link = int(ElfSecOf[P->second.Section]);
    } else if (IS.Type == "@unwind") {
      ES.Link = 0; // tc-ia64 links a section it made an unwind table to .text (always the first)
    }
  }
  // One group per name, in the order of their first section; members in
  // section order, unwind sections with their code. A group with a COMDAT
  // member is COMDAT (GNU as warns when another member is not).
  std::map<std::string, unsigned> GroupOf;
  std::vector<bool> Mixed;
  for (unsigned S = 0; S < M.Sections.size(); ++S) {
    const ir::Section &IS = M.Sections[S];
    if (IS.Group.empty() || !(Obj.Sections[ElfSecOf[S]].Flags & ELF::SHF_GROUP))
      continue;
    auto [It, New] = GroupOf.try_emplace(IS.Group, Obj.Groups.size());
    if (New) {
      Obj.Groups.push_back({IS.Group, IS.Comdat, {}});
      Mixed.push_back(false);
    } else if (Obj.Groups[It->second].Comdat != IS.Comdat) {
      Obj.Groups[It->second].Comdat = true;
      if (!Mixed[It->second])
        DE.warning(IS.Declarations.empty() ? SourceLoc{} : IS.Declarations[0].Loc,
                   "assuming all members of group `" + IS.Group + "' are COMDAT");
      Mixed[It->second] = true;
    }
    std::vector<unsigned> &Members = Obj.Groups[It->second].Members;
    Members.push_back(ElfSecOf[S]);
    if (auto U = UnwindElf.find(S); U != UnwindElf.end())
      for (unsigned E : {U->second.first, U->second.second}) {
        if (E == NoSection)
          continue;
        Obj.Sections[E].Flags |= ELF::SHF_GROUP;
        Members.push_back(E);
      }
  }
  for (ElfGroup &G : Obj.Groups)
    std::sort(G.Members.begin(), G.Members.end());
  std::stable_sort(Obj.Groups.begin(), Obj.Groups.end(),
                   [](const ElfGroup &A, const ElfGroup &B) { return A.Members[0] < B.Members[0]; });
}

/// `.IA_64.unwind_info<sec>` and `.IA_64.unwind<sec>` right after their
/// code section, as GNU as creates them at the section's first `.endp`.
void Driver::addUnwindSections(unsigned S) {
  if (!Unwind.count(S))
    return;
  const std::string &Code = M.Sections[S].Name;
  ElfSection Info;
  Info.Name = unwindSectionName(Code, true);
  Info.Flags = ELF::SHF_ALLOC;
  Info.Align = Unwind[S].InfoAlign;
  ElfSection Table;
  Table.Name = unwindSectionName(Code, false);
  Table.Type = SHT_IA_64_UNWIND;
  Table.Flags = ELF::SHF_ALLOC | ELF::SHF_LINK_ORDER;
  Table.Align = 8;
  Table.Link = int(ElfSecOf[S]); // sh_info too (elfxx-ia64 sets both)
  unsigned I = Obj.addSection(std::move(Info));
  ElfSecOf[infoSectionOf(S)] = I;
  UnwindElf[S] = {I, Unwind[S].Table.empty() ? NoSection : Obj.addSection(std::move(Table))};
}

void Driver::emitUnwind() {
  for (auto &[S, U] : Unwind) {
    auto [InfoSec, TableSec] = UnwindElf[S];
    Obj.Sections[InfoSec].Bytes = U.Info;
    if (TableSec != NoSection)
      Obj.Sections[TableSec].Bytes = U.Table;
    auto add = [&, S = S, InfoSec = InfoSec](unsigned In, const UnwindReloc &R) {
      ElfReloc E;
      E.Section = In;
      E.Offset = R.Offset;
      E.Type = R.Type;
      E.Addend = R.Addend;
      auto Local = Places.find(R.Symbol); // a local personality: section symbol + offset
      auto Sym = M.Symbols.find(R.Symbol);
      if (R.Target == UnwindReloc::To::Symbol && Local != Places.end() &&
          (Sym == M.Symbols.end() || Sym->second.Bind == ir::Binding::Local)) {
        E.TargetSection = ElfSecOf[Local->second.Section];
        E.Addend += int64_t(Local->second.Offset);
      } else if (R.Target == UnwindReloc::To::Symbol) {
        E.Symbol = symbolFor(R.Symbol);
      } else if (R.Target == UnwindReloc::To::Section) { // handler data naming a label: as in any section
        Value V;
        V.K = Value::SectionRel;
        V.Section = R.Section;
        V.Addend = R.Addend;
        V.Label = R.Label;
        V.LabelOffset = R.LabelOffset;
        addRelocIn(In, std::nullopt, R.Offset, R.Type, V);
        return;
      } else
        E.TargetSection = R.Target == UnwindReloc::To::CodeSection ? ElfSecOf[S]
                          : R.Target == UnwindReloc::To::Section   ? ElfSecOf[R.Section]
                                                                   : InfoSec;
      Obj.Relocs.push_back(E);
    };
    for (const UnwindReloc &R : U.InfoRelocs)
      add(InfoSec, R);
    for (const UnwindReloc &R : U.TableRelocs)
      add(TableSec, R);
  }
}

// ---------------------------------------------------------------- label redefinitions

std::unordered_map<const ir::Inst *, size_t> Driver::bundleIndex(unsigned S) const {
  std::unordered_map<const ir::Inst *, size_t> BundleOf;
  for (size_t B = 0; B < Secs[S].Bundles.size(); ++B)
    for (int K = 0; K < 3; ++K)
      if (const ir::Inst *I = Secs[S].Bundles[B].inst(K))
        BundleOf[I] = B;
  return BundleOf;
}

/// GNU as's queue over section S: calls `Visit(statement, bundles of the queued
/// instructions, bundles written so far)` before each statement (checkLabelRedefinitions).
template <typename Fn>
void Driver::walkGasQueue(unsigned S, const std::unordered_map<const ir::Inst *, size_t> &BundleOf, Fn Visit) const {
  std::deque<size_t> Queue; // bundle of each queued instruction
  uint64_t Writes = 0;
  auto queueInBundle = [&](const ir::Inst *I) {
    auto B = BundleOf.find(I);
    if (B == BundleOf.end())
      return;
    Queue.push_back(B->second);
    while (Queue.size() >= 4) {
      const size_t Front = Queue.front();
      while (!Queue.empty() && Queue.front() == Front)
        Queue.pop_front();
      ++Writes;
    }
  };
  for (const ir::Stmt &St : M.Sections[S].Stmts) {
    Visit(St, Queue, Writes);
    if (const auto *I = std::get_if<ir::Inst>(&St)) {
      if (auto Srlz = InsertedBefore.find(I); Srlz != InsertedBefore.end())
        for (const ir::Inst *Q : Srlz->second)
          queueInBundle(Q);
      queueInBundle(I);
    } else if (flushesGasQueue(St)) {
      Writes += !Queue.empty();
      Queue.clear();
    }
  }
}

/// GNU as's symbols.c accepts a label defined again only where its location
/// counter has not moved. Its queue holds instructions (explicit bundles'
/// too) until a fourth comes, then writes the bundle of the oldest; a flush
/// (data, alignment, `.org`, `.proc`/`.endp`, `.ident`, `.handlerdata`, a
/// section switch) writes them all. A srlz gas inserts joins the queue before
/// its instruction. So the redefinition stands when nothing was written
/// between the definitions (probed with ia64-linux-gnu-as 2.40;
/// tests/lit/asm/label-redefined-queued.s).
void Driver::checkLabelRedefinitions() {
  if (M.LabelRedefinitions.empty())
    return;
  std::map<std::string, uint64_t> WrittenAt; // bundles written before each label statement, by name
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    walkGasQueue(S, bundleIndex(S), [&](const ir::Stmt &St, const std::deque<size_t> &, uint64_t Writes) {
      if (const auto *L = std::get_if<ir::Label>(&St))
        WrittenAt.try_emplace(L->Name, Writes);
    });
  for (const ir::LabelRedefinition &R : M.LabelRedefinitions) {
    auto A = WrittenAt.find(R.Earlier), B = WrittenAt.find(R.Later);
    if (A == WrittenAt.end() || B == WrittenAt.end() || A->second == B->second)
      continue;
    error(R.Loc, "symbol '" + R.Name + "' is already defined");
    DE.note(R.EarlierLoc, "previous definition is here (GNU as wrote code between)");
  }
}

// ---------------------------------------------------------------- DWARF

/// .debug_line and the unit around it, after the code is laid out: rows at
/// bundle address + slot, as GNU as numbers IA-64 instruction addresses.
dwarf::RowLayout Driver::rowLayout(RowPlaces &P, std::function<uint64_t(unsigned)> SectionSize) const {
  P.Frags.assign(Secs.size(), {});
  P.Breaks.assign(Secs.size(), {});
  for (unsigned S = 0; S < Secs.size(); ++S) {
    const std::vector<Chunk> &Chunks = Secs[S].Chunks;
    dwarf::Frag F;
    for (size_t K = 0; K < Chunks.size(); ++K) {
      const Chunk &C = Chunks[K];
      // Places are read for line events only: none without a line table
      // (an entry per instruction of a big file, about 50 bytes each with its bucket, for nothing).
      if (C.K == Chunk::Bundle && WantLines)
        for (uint32_t N = 0; N < C.Count; ++N)
          for (unsigned Slot = 0; Slot < 3; ++Slot)
            if (const ir::Inst *In = Secs[S].Bundles[C.Index + N].inst(int(Slot)))
              P.Place[In] = {C.Addr + C.Pad + 16 * N, C.Addr + C.Pad + 16 * N + Slot, K};
      // GNU as ends a frag at each of these (frag_var): their bytes are its variable tail.
      const bool Fill = C.K == Chunk::Data && C.D->K == ir::Data::Fill && C.Size_;
      if (C.K == Chunk::Align || C.K == Chunk::Org || C.K == Chunk::ProcStart || Fill) {
        F.FixEnd = C.Addr;
        P.Frags[S].push_back(F);
        P.Breaks[S].push_back(K);
        F.FixedBefore += F.FixEnd - F.Start;
        F.VariableBefore += !Fill;
        F.Start = C.Addr + C.Pad + C.Size_;
        F.FixEnd = UINT64_MAX;
        ++F.Index;
      }
    }
    P.Frags[S].push_back(F);
  }
  dwarf::RowLayout L;
  L.PlaceOf = [&P](const ir::Inst *I) -> std::optional<dwarf::InstPlace> {
    auto It = P.Place.find(I);
    return It == P.Place.end() ? std::nullopt : std::optional(It->second);
  };
  L.EndOfChunks = [this](unsigned S, size_t N) -> uint64_t {
    if (N == 0)
      return 0;
    const Chunk &C = Secs[S].Chunks[N - 1];
    return C.Addr + C.Pad + C.Size_;
  };
  L.FragAt = [&P](unsigned S, size_t N) {
    const std::vector<size_t> &B = P.Breaks[S];
    return P.Frags[S][size_t(std::lower_bound(B.begin(), B.end(), N) - B.begin())];
  };
  L.SectionSize = std::move(SectionSize);
  L.TakesRows = [this](unsigned S) {
    const ElfSection E = sectionOf(M.Sections[S]);
    return (E.Flags & ELF::SHF_EXECINSTR) && (E.Flags & ELF::SHF_ALLOC) && E.Type != ELF::SHT_NOBITS;
  };
  L.SectionName = [this](unsigned S) { return M.Sections[S].Name; };
  return L;
}

void Driver::emitDebugSections() {
  std::vector<uint64_t> Sizes;
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    Sizes.push_back(Obj.Sections[ElfSecOf[S]].size());
  RowPlaces P;
  dwarf::RowLayout L = rowLayout(P, [&](unsigned S) { return Sizes[S]; });
  // GNU as writes its line table into the source's own `.debug_line` (and
  // `.debug_line_str`; any debug section the source named), after what the source put there, and describes it
  // with a unit of its own only when the source has no `.debug_info` (GCC's
  // -g output has all three).
  auto sourceSection = [&](const std::string &Name) -> int {
    for (unsigned S = 0; S < M.Sections.size(); ++S)
      if (M.Sections[S].Name == Name && M.Sections[S].Group.empty())
        return int(ElfSecOf[S]);
    return -1;
  };
  const int GivenInfo = sourceSection(".debug_info"), GivenLine = sourceSection(".debug_line");
  // An empty `.debug_info` is no unit: GNU as writes its own into it.
  const bool UnitGiven = GivenInfo >= 0 && Obj.Sections[size_t(GivenInfo)].size() > 0;
  // A unit the source wrote without line information (no `.loc`, no -g) and
  // with no line table of its own: GNU as still writes one, without rows.
  const bool TableForUnit = UnitGiven && (GivenLine < 0 || Obj.Sections[size_t(GivenLine)].size() == 0);
  auto Table = dwarf::buildLineTable(M, LineEvents, L, Opts.Debug, DE, TableForUnit);
  if (!Table)
    return;
  std::vector<unsigned> ElfOf;
  dwarf::DebugOptions DO = Opts.Debug;
  DO.Order = Opts.Order;
  auto Debug = dwarf::debugSections(*Table, Sizes, debugFunctions(), DO);
  std::vector<uint64_t> Base(Debug.size(), 0);
  constexpr unsigned Dropped = ~0u;
  for (size_t K = 0; K < Debug.size(); ++K) {
    dwarf::DebugSection &DS = Debug[K];
    const bool Line = DS.Name == ".debug_line" || DS.Name == ".debug_line_str";
    if (UnitGiven && !Line) {
      ElfOf.push_back(Dropped);
      continue;
    }
    if (int U = sourceSection(DS.Name); U >= 0) { // the source's section of that name: after its bytes
      std::vector<uint8_t> &Bytes = Obj.Sections[size_t(U)].Bytes;
      Obj.Sections[size_t(U)].Align = std::max(Obj.Sections[size_t(U)].Align, DS.Align);
      Base[K] = Bytes.size();
      Bytes.insert(Bytes.end(), DS.Bytes.begin(), DS.Bytes.end());
      ElfOf.push_back(unsigned(U));
      continue;
    }
    ElfSection ES;
    ES.Name = DS.Name;
    ES.Flags = DS.Flags;
    ES.EntSize = DS.EntSize;
    ES.Align = DS.Align;
    ES.Bytes = std::move(DS.Bytes);
    ElfOf.push_back(Obj.addSection(std::move(ES)));
  }
  for (size_t K = 0; K < Debug.size(); ++K)
    for (const dwarf::DebugReloc &R : Debug[K].Relocs) {
      if (ElfOf[K] == Dropped)
        continue;
      ElfReloc E;
      E.Section = ElfOf[K];
      E.Offset = R.Offset + Base[K];
      E.Type = R.Type;
      // GNU as names the abbreviations, the line table and the unit by their
      // section symbol, so offset 0 even after bytes of the source's own;
      // strings and ranges by a label at their place.
      const std::string &To = R.ToCode ? std::string() : Debug[R.Target].Name;
      const bool BySection = To == ".debug_abbrev" || To == ".debug_line" || To == ".debug_info";
      E.Addend = R.Addend + (R.ToCode || BySection ? 0 : int64_t(Base[R.Target]));
      E.TargetSection = R.ToCode ? ElfSecOf[R.Target] : ElfOf[R.Target];
      E.Symbol = R.Symbol;
      Obj.Relocs.push_back(E);
    }
}

/// The functions GNU as describes in .debug_info: defined FUNC symbols with
/// a size, in its symbol chain's order (ReadingOrder.h); globals and weak
/// ones are addressed through their symbol, locals through their section
/// (except in a COMDAT section, as every relocation from another section).
std::vector<dwarf::Function> Driver::debugFunctions() const {
  std::vector<unsigned> IrOf(Obj.Sections.size(), ~0u);
  for (unsigned S = 0; S < M.Sections.size(); ++S)
    IrOf[ElfSecOf[S]] = S;
  std::vector<std::pair<uint64_t, dwarf::Function>> Funcs;
  std::optional<ReadingOrder> R;
  for (const auto &[N, I] : SymIndex) {
    const ElfSymbol &S = Obj.Symbols[size_t(I)];
    if (S.Type != ELF::STT_FUNC || S.Section < 0 || S.Size == 0 || IrOf[size_t(S.Section)] == ~0u)
      continue;
    // An equate GNU as keeps as an expression (a lazy `==`, or one naming a symbol not defined
    // yet: glibc's `.set __GI_memcpy, memcpy` before memcpy) is no function of its.
    if (auto Sym = M.Symbols.find(N); Sym != M.Symbols.end() && Sym->second.Value && !LabelNames.count(N) &&
        (lazyEquate(Sym->second.Value.get()) ||
         (!Sym->second.SizeFrom.empty() && Sym->second.SizeFromAt == ir::Symbol::NoOrder)))
      continue;
    if (!R)
      R = readingOrder(M);
    const unsigned Sec = IrOf[size_t(S.Section)];
    const bool Named = S.Bind != ELF::STB_LOCAL || linkOnce(M.Sections[Sec]); // as addReloc
    dwarf::Function F{S.Name, S.Bind == ELF::STB_GLOBAL, Sec, S.Value, S.Size, Named ? I : -1};
    Funcs.push_back({R->name(N), std::move(F)});
  }
  std::stable_sort(Funcs.begin(), Funcs.end(), [](const auto &A, const auto &B) { return A.first < B.first; });
  std::vector<dwarf::Function> Out;
  for (auto &P : Funcs)
    Out.push_back(std::move(P.second));
  return Out;
}

// ---------------------------------------------------------------- streaming

/// An instruction nothing about which waits for the layout: every immediate
/// a plain constant (no symbol, `.`, relocation or bignum), no `[tag:]`.
static bool constantOnly(const ir::Inst &I) {
  if (!I.Tags.empty())
    return false;
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.E && (O.E->K != ir::Expr::Constant || O.E->Big))
        return false;
  return true;
}

// What the stream takes (docs/frontend.md, "Memory on big inputs"): the
// first section's statements only, being constant-only instructions, stops,
// braces and bare templates, labels, `.proc`, `.endp`, `.global`/`.globl`,
// the mode switches and the frontend's section-left marks (`.text` in
// `.text`); no line table (-g). Each of these is lowered the
// same way whenever it comes, and none is read again by a pass over the
// module except the labels and directives, which are kept.
bool Driver::streamTakes(size_t Sec, const ir::Stmt &S) {
  bool Ok = !StreamFailed && Sec == 0 && !Opts.Debug.SourceLines;
  if (!Ok) {
  } else if (const auto *I = std::get_if<ir::Inst>(&S)) {
    Ok = constantOnly(*I);
  } else if (const auto *D = std::get_if<ir::Directive>(&S)) {
    Ok = ir::isModeDirective(D->Name) || D->Name == ".proc" || D->Name == ".endp" || D->Name == ".global" ||
         D->Name == ".globl" || ir::isSectionLeftMark(*D);
  } else {
    // (A brace bundle without instructions marks instructions around it: EmptyBraces.h.)
    Ok = !std::holds_alternative<ir::Data>(S) && !(StreamBraceOpen && std::holds_alternative<ir::BundleEnd>(S));
  }
  if (const auto *B = std::get_if<ir::BundleBegin>(&S))
    StreamBraceOpen = B->Braced;
  else if (!std::holds_alternative<ir::Directive>(S))
    StreamBraceOpen = false;
  StreamFailed |= !Ok;
  return Ok;
}

void Driver::streamFeed(ir::Stmt &&S) {
  if (StreamFailed || StreamLimitHit)
    return;
  if (!Streamed) {
    Streamed = true;
    WantLines = false; // (no `.loc` and no -g: streamTakes)
    Secs.resize(1);
    LineEvents.resize(1);
    Secs[0].Chunks.reserve(StreamReserve);
    Secs[0].Bundles.reserve(StreamReserve);
    beginSection(0);
  }
  Window.push_back(std::move(S));
  lowerWindow(false);
  // A stop-free run is held until it is bundled (flushRun reads it whole):
  // streamed, it would add the parser's memory to the run's. A long one
  // is left to the whole module (read again: at this point only a small
  // part of the file has been read).
  if (RunQ.size() > MaxStreamedRun)
    StreamFailed = true;
}

// A brace looks ahead (makeRoomForBundle: up to the first stop, brace or
// label; queuedAhead: up to three instructions, over stops, braces and
// `.loc`): lowered once what it may read has come, or at the end.
bool Driver::aheadReady(bool AtEnd) {
  if (AtEnd)
    return true;
  if (Scan.Pos <= WindowLowered)
    Scan = {WindowLowered + 1};
  for (; Scan.Pos < Window.size() && !(Scan.QueueDone && Scan.BodyDone); ++Scan.Pos) {
    const ir::Stmt &St = Window[Scan.Pos];
    const auto *B = std::get_if<ir::BundleBegin>(&St);
    const auto *D = std::get_if<ir::Directive>(&St);
    const bool Stop = std::holds_alternative<ir::Stop>(St), End = std::holds_alternative<ir::BundleEnd>(St);
    if (std::holds_alternative<ir::Inst>(St))
      Scan.QueueDone |= ++Scan.Insts >= 3;
    else if (!(Stop || End || (B && B->Braced) || (D && D->Name == ".loc")))
      Scan.QueueDone = true;
    if (Stop || End || B || std::holds_alternative<ir::Label>(St))
      Scan.BodyDone = true;
  }
  return Scan.QueueDone && Scan.BodyDone;
}

void Driver::lowerWindow(bool AtEnd) {
  while (WindowLowered < Window.size() && !StreamFailed) {
    if (DE.limitReached()) { // (lowerSection stops there too)
      StreamLimitHit = true;
      break;
    }
    ir::Stmt &St = Window[WindowLowered];
    if ((std::holds_alternative<ir::BundleBegin>(St) || std::holds_alternative<ir::BundleEnd>(St)) &&
        !aheadReady(AtEnd))
      break;
    const ir::Stmt *P = &St;
    if (std::holds_alternative<ir::Label>(St) || std::holds_alternative<ir::Directive>(St)) {
      Kept.push_back(std::move(St)); // the module's at the end (passes read them)
      P = &Kept.back();
    }
    lowerStmt(*P, StmtsAfter(Window, WindowLowered + 1), WindowBase + WindowLowered, StreamLastOrder);
    ++WindowLowered;
    Scan = {}; // (the next brace scans its own lookahead)
    if (RunQ.size() >= StreamedRunFront)
      flushRunFront();
  }
  // Lowered statements go once no queue or open bundle can refer to them
  // (their bundles are encoded: preEncode): all of them, or after
  // flushRunFront those before the first instruction still queued.
  if (InBundle || !OpenSlots.empty() || (!RunQ.empty() && !std::exchange(RunFrontFlushed, false)))
    return;
  size_t Free = 0;
  for (; Free < WindowLowered; ++Free) {
    const auto *I = std::get_if<ir::Inst>(&Window[Free]);
    if (I && std::any_of(RunQ.begin(), RunQ.end(), [&](const RunItem &R) { return R.I == I; }))
      break;
  }
  for (; Free > 0; --Free, --WindowLowered, ++WindowBase)
    Window.pop_front();
}

// The bundle's instructions encoded now (AssemblyStream): what emitBundle
// does for a constant-only instruction, which needs no address. False when
// one does not encode (the whole module then reports it in its place).
bool Driver::preEncode(BundleChunk &B) {
  const ir::TemplateInfo &TI = ir::templateInfo(B.Template);
  for (int Slot = 0; Slot < 3; ++Slot) {
    const ir::Inst *I = B.inst(Slot);
    const ir::Unit U = TI.Slots[Slot];
    if (!I || U == ir::Unit::X)
      continue;
    std::optional<FixupSite> Site = T.fixupSite(*I);
    ImmValues Imms;
    unsigned OpIdx = 0;
    for (const auto *Ops : {&I->Outs, &I->Ins})
      for (const ir::Operand &O : *Ops) {
        const unsigned Idx = OpIdx++;
        if (O.K != ir::Operand::Imm || !O.E) {
          Imms.push_back(std::nullopt);
          continue;
        }
        auto V = evaluate(*O.E, context(CurSec, 0, true, I->Order));
        if (!V || !V->isAbsolute()) {
          if (!V)
            llvm::consumeError(V.takeError());
          return false;
        }
        // (a number as an ip-relative target: its low four bits dropped, as emitBundle)
        const bool PcSite = Site && Site->Operand == Idx && Site->PcRelative;
        Imms.push_back(PcSite ? V->Addend & ~int64_t(15) : V->Addend);
      }
    auto E = T.encode(*I, U, Imms);
    if (!E) {
      llvm::consumeError(E.takeError());
      return false;
    }
    B.Slot[size_t(Slot)].Bits = E->Bits;
    B.PreMask |= uint8_t(1u << Slot);
    if (U == ir::Unit::L) {
      B.Slot[2].Bits = E->XBits;
      B.PreMask |= uint8_t(1u << 2);
    }
  }
  return true;
}

void Driver::streamEnd(std::vector<ir::Stmt> &Into) {
  if (!Streamed || StreamFailed)
    return;
  lowerWindow(true);
  if (!StreamLimitHit && !StreamFailed)
    endSection();
  // The kept statements become the module's section 0; the chunks that
  // name them follow them there.
  std::unordered_map<const void *, const void *> Moved;
  Into.clear();
  Into.reserve(Kept.size());
  for (ir::Stmt &S : Kept) {
    const void *Old = nullptr;
    if (const auto *L = std::get_if<ir::Label>(&S))
      Old = &L->Name;
    else if (const auto *D = std::get_if<ir::Directive>(&S))
      Old = D;
    Into.push_back(std::move(S));
    if (const auto *L = std::get_if<ir::Label>(&Into.back()))
      Moved[Old] = &L->Name;
    else if (const auto *D = std::get_if<ir::Directive>(&Into.back()))
      Moved[Old] = D;
  }
  std::deque<ir::Stmt>().swap(Kept);
  std::deque<ir::Stmt>().swap(Window);
  for (Chunk &C : Secs[0].Chunks) {
    if (auto It = Moved.find(C.Name); C.Name && It != Moved.end())
      C.Name = static_cast<const std::string *>(It->second);
    if (auto It = Moved.find(C.Dir); C.Dir && It != Moved.end())
      C.Dir = static_cast<const ir::Directive *>(It->second);
  }
}

} // namespace

std::optional<AssemblyResult> assemble(const ir::Module &M, const Target &T, GroupRules *Rules,
                                       ir::DiagnosticEngine &DE, const AssembleOptions &Opts) {
  Driver D(M, T, Rules, DE, Opts);
  return D.run();
}

struct AssemblyStream::State {
  ir::Module Final; // what the driver reads: the frontend's module once finished
  Driver D;
  State(const Target &T, GroupRules *Rules, ir::DiagnosticEngine &DE, const AssembleOptions &Opts)
      : D(Final, T, Rules, DE, Opts) {}
};

AssemblyStream::AssemblyStream(const Target &T, GroupRules *Rules, ir::DiagnosticEngine &DE,
                               const AssembleOptions &Opts)
    : St(std::make_unique<State>(T, Rules, DE, Opts)) {}

AssemblyStream::~AssemblyStream() = default;

bool AssemblyStream::takes(size_t Section, const ir::Stmt &S) { return St->D.streamTakes(Section, S); }

void AssemblyStream::feed(size_t Section, ir::Stmt &&S) {
  if (St->D.streamTakes(Section, S))
    St->D.streamFeed(std::move(S));
}

bool AssemblyStream::failed() const { return St->D.StreamFailed; }

// A bundle takes 30-50 bytes of text in compiler output and the generated
// inputs: an eighth is more than enough without being unbounded.
void AssemblyStream::expect(uint64_t TextBytes) { St->D.StreamReserve = size_t(TextBytes / 8) + 64; }

std::optional<AssemblyResult> AssemblyStream::finish(ir::Module &&M) {
  Driver &D = St->D;
  // What no statement shows: a label defined twice is checked against the
  // whole section's statements (checkLabelRedefinitions).
  if (!M.LabelRedefinitions.empty())
    D.StreamFailed = true;
  for (size_t S = 1; S < M.Sections.size(); ++S)
    if (!M.Sections[S].Stmts.empty())
      D.StreamFailed = true;
  if (D.StreamFailed)
    return std::nullopt;
  std::vector<ir::Stmt> Rest;
  if (!M.Sections.empty())
    Rest = std::move(M.Sections[0].Stmts);
  St->Final = std::move(M);
  for (ir::Stmt &S : Rest)
    feed(0, std::move(S));
  std::vector<ir::Stmt>().swap(Rest);
  if (!St->Final.Sections.empty())
    D.streamEnd(St->Final.Sections[0].Stmts);
  if (D.StreamFailed)
    return std::nullopt;
  return D.run();
}

} // namespace epic::emit
