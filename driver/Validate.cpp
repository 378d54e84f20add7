#include "driver/Validate.h"
#include "views/Progress.h"
#include "isa/dv/ModuleScan.h"
#include <tuple>
#include "scheduler/BraceModes.h"
#include "scheduler/OutputCheck.h"
#include "scheduler/RegAlloc.h"
#include "scheduler/Region.h"
#include "scheduler/Speculate.h"
#include "sim/Core.h"
#include "sim/ElfLoader.h"
#include "sim/Timing.h"
#include "driver/ObjectBuild.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <map>
#include <random>
#include <set>

namespace epic::driver {

bool RegionCycles::Path::Mispredicted() const {
  return Predicted && (Scheduled > *Predicted ? Scheduled - *Predicted : *Predicted - Scheduled) > PathTolerance;
}

namespace {

// Fixed places, identical for every object so that the runs agree on every
// address except the code's own: sections by index, a pad section last (the
// loader puts the GOT after the highest section), and the random state's
// data window, backing store, branch landing area and interruption vectors.
// Sections 1 MiB apart from 16 MiB, the undefined symbols just below: every
// branch between them stays within the 16 MiB reach of PCREL21B.
constexpr uint64_t SectionBase = 0x01000000, SectionStride = 0x00100000;
constexpr uint64_t ShortBase = 0x00c00000, ShortStride = 0x00020000; // 12 short sections below ExternAddr
constexpr uint64_t UnplacedBase = 0x40000000; // sections the assemblers add (unwind tables)
constexpr uint64_t PadAddr = 0x70000000;
constexpr uint64_t GotSize = 0x10000;
constexpr uint64_t Window = 0x200000000, WindowSize = 0x10000;
constexpr uint64_t DenseWords = 0x1000; // in the window: Rng's dense pointers
constexpr uint64_t BackingStore = 0x300000000, BackingSize = 0x8000;
constexpr uint64_t Landing = 0x500000000; // unmapped: a branch there leaves the region
constexpr uint64_t Iva = 0x600000000;     // unmapped: an interruption leaves the region
const char *PadSection = ".epv_pad";
constexpr uint64_t ExternAddr = 0x00f00000;
const char *ExternSection = ".epv_extern"; // 16 bytes for each symbol the file does not define
// Undefined symbols used as small immediates (`addl r2=ia64_cpu_info,r2`: a
// per-CPU offset in Linux; IMM14/IMM22 fields) go here, where they fit.
constexpr uint64_t ExternLowAddr = 0x1000;
const char *ExternLowSection = ".epv_extern_low";
const char *ExternTlsSection = ".epv_extern_tls"; // those named under a TLS operator

// Around each block of speculation recovery code in the scheduled module.
const std::string RecoveryBegin = "__epv_rb", RecoveryEnd = "__epv_re";
std::string beginLabel(unsigned K) { return "__epv_b" + std::to_string(K); }
std::string endLabel(unsigned K) { return "__epv_e" + std::to_string(K); }

std::string hex(uint64_t V) {
  std::string S;
  llvm::raw_string_ostream(S) << llvm::format_hex(V, 18);
  return S;
}

/// Per-run random values from one seed: pointers into the data window,
/// small integers or anything.
/// Dense: most values are pointers, each one of two adjacent words, so that
/// two accesses through different registers often meet (data speculation's states
/// where a store writes the bytes of a load advanced above it).
struct Rng {
  std::mt19937_64 G;
  bool Dense;
  explicit Rng(uint64_t Seed, bool Dense = false) : G(Seed * 0x9e3779b97f4a7c15ull + 12345), Dense(Dense) {}
  uint64_t any() { return G(); }
  uint64_t below(uint64_t N) { return G() % N; }
  uint64_t pointer() { return Dense ? Window + DenseWords + below(2) * 8 : Window + below(WindowSize / 2 / 8) * 8; }
  // Mostly multiples of 8, so that sums of values used as addresses are
  // still aligned (misaligned accesses fault and the state is rejected).
  uint64_t value() {
    if (Dense && below(10) < 6)
      return pointer();
    switch (below(10)) {
    case 0: case 1: case 2: case 3: return pointer();
    case 4: case 5: return below(64) * 8;
    case 6: return below(256);
    case 7: return any();
    default: return any() & ~uint64_t(7);
    }
  }
};

/// One loaded object and what normalizing its code addresses needs.
struct Loaded {
  sim::LoadedImage Img;
  std::vector<std::pair<uint64_t, std::string>> Labels; // sorted by address, then name
  std::vector<std::pair<uint64_t, uint64_t>> Code;     // [lo, hi] of executable sections

  /// Code addresses become `label+offset` (layouts differ between objects);
  /// everything else stays a number.
  std::string norm(uint64_t V) const {
    for (auto [Lo, Hi] : Code)
      if (V >= Lo && V <= Hi) {
        auto It = std::upper_bound(Labels.begin(), Labels.end(), std::make_pair(V, std::string("\x7f")));
        if (It == Labels.begin()) break;
        --It;
        // The smallest name among the labels at that address.
        uint64_t A = It->first;
        while (It != Labels.begin() && std::prev(It)->first == A) --It;
        return It->second + "+" + std::to_string(V - A);
      }
    return hex(V);
  }

  /// Every name of code address V as a point of the program: the labels at
  /// V and at the bundles after it that only nops separate from it (the
  /// padding `.align` puts before `.Loop` in one layout only), each `+0`.
  /// Two exits are the same when their names meet: a label at the end of
  /// one region and the start of the next share an address in one layout
  /// and not in the other (a srlz bundle or padding between them).
  std::vector<std::string> pointNames(uint64_t V, sim::Core &C) const {
    std::vector<std::string> Out;
    auto inCode = [&](uint64_t A) {
      return std::any_of(Code.begin(), Code.end(), [&](auto R) { return A >= R.first && A < R.second; });
    };
    auto nops = [&](uint64_t A) {
      const sim::CachedBundle *B = inCode(A) ? C.bundleAt(A) : nullptr;
      return B && B->NopsAll == B->NumInsts;
    };
    // V may be the end of a code section: falling off it is a point too
    // (a region before `.align` and `X = .` at the end ends there in the
    // layout where the padding vanished; the labels at V name it).
    if (!inCode(V) && std::none_of(Code.begin(), Code.end(), [&](auto R) { return V == R.second; }))
      return Out;
    uint64_t A = V; // back over the nop bundles before V (labels there fall through to V)
    for (unsigned Step = 0; Step < 64 && A >= 16 && nops(A - 16); ++Step)
      A -= 16;
    for (unsigned Step = 0; Step < 128; ++Step, A += 16) {
      for (auto It = std::lower_bound(Labels.begin(), Labels.end(), std::make_pair(A, std::string()));
           It != Labels.end() && It->first == A; ++It)
        Out.push_back(It->second + "+0");
      if (A >= V && !nops(A))
        break;
    }
    // The nearest label before V and how many bundles other than nops lie
    // between them: a target inside code kept as written (`.Li01` of a loop
    // after `.align` padding, not a symbol) is named alike in both layouts.
    auto It = std::upper_bound(Labels.begin(), Labels.end(), std::make_pair(V, std::string("\x7f")));
    if (It == Labels.begin() || V - std::prev(It)->first > 16 * 4096)
      return Out;
    uint64_t From = std::prev(It)->first;
    unsigned Count = 0;
    for (uint64_t B = From; B < V; B += 16)
      Count += !nops(B);
    for (auto L = std::lower_bound(Labels.begin(), Labels.end(), std::make_pair(From, std::string()));
         L != Labels.end() && L->first == From; ++L)
      Out.push_back(L->second + " bundle " + std::to_string(Count));
    return Out;
  }
};

std::map<std::string, uint64_t> sectionPlaces(const ir::Module &M) {
  std::map<std::string, uint64_t> P;
  unsigned Short = 0;
  for (size_t I = 0; I < M.Sections.size(); ++I) {
    llvm::StringRef N = M.Sections[I].Name;
    if (N == PadSection || N == ExternSection || N == ExternLowSection) continue;
    // Short data (.sdata/.sbss/.srodata) together, as a linker groups it, so
    // that gp reaches all of it (sim/Linker.cpp puts the GOT after it).
    if ((N.starts_with(".sdata") || N.starts_with(".sbss") || N.starts_with(".srodata")) && Short < 12)
      P[N.str()] = ShortBase + ShortStride * Short++;
    else
      P[N.str()] = SectionBase + SectionStride * I;
  }
  P[PadSection] = PadAddr;
  P[ExternSection] = ExternAddr;
  P[ExternLowSection] = ExternLowAddr;
  return P;
}

llvm::Expected<Loaded> load(const std::vector<uint8_t> &Bytes, sim::Memory &Mem,
                            const std::map<std::string, uint64_t> &Places) {
  sim::LoadOptions LO;
  LO.SectionAddr = Places;
  LO.Base = UnplacedBase;
  // Execute-promote pages at privilege 0: read, write and execute at cpl 0,
  // and `epc` is legal (it raises nothing there).
  LO.Rights = sim::PageRights{7, 0, true};
  auto Img = sim::loadElf(Bytes, Mem, LO);
  if (!Img)
    return Img.takeError();
  Loaded L;
  L.Img = std::move(*Img);
  // Data sections are plain read-write pages at privilege 0: on an
  // execute-promote page (ar 7) a store is a Data Access Rights fault, which
  // stopped every region storing to GCC's small data (st8 to .sbss through
  // @gprel: interruption 0x5300).
  for (const sim::LoadedSection &S : L.Img.Sections) {
    if (S.Exec) L.Code.push_back({S.Addr, S.Addr + S.Size});
    else Mem.map(S.Addr, std::max<uint64_t>(S.Size, 16), sim::PageRights{3, 0, true});
  }
  // So are the GOT's pages (compared like data): every state has r1 = gp,
  // and kernel code uses r1 as its own pointer (Linux ivt.s: `adds
  // r16=32,r1` then `st8.spill [r16]=r8`); each such store stopped at
  // interruption 0x5300 and the region was skipped.
  if (std::none_of(L.Code.begin(), L.Code.end(),
                   [&](auto C) { return L.Img.Gp < C.second && C.first < L.Img.Gp + GotSize; }))
    Mem.map(L.Img.Gp, GotSize, sim::PageRights{3, 0, true});
  for (auto &[N, A] : L.Img.Symbols) L.Labels.push_back({A, N});
  std::sort(L.Labels.begin(), L.Labels.end());
  return L;
}

/// Data sections of the module (placed alike in every object) are compared;
/// code, and sections the assemblers add (unwind tables), are not.
bool compared(const sim::LoadedSection &S, const std::map<std::string, uint64_t> &Places) {
  return !S.Exec && S.Size && Places.count(S.Name);
}

/// Memory ranges whose writes are compared.
struct Range { uint64_t Lo, Size; };

/// What one run of one region ended with.
struct Run {
  enum Kind : uint8_t { Exit, Interrupt, Error } K = Exit;
  std::string Where;             // normalized exit address (or vector)
  std::vector<std::string> Names; // the exit's names as a program point (Loaded::pointNames), at slot 0
  std::string Message;
  uint64_t Vector = 0, Ifa = 0;
  uint64_t Cycles = 0, Mispredicts = 0;
  unsigned PredicatedOff = 0;    // instructions whose qualifying predicate was false
  bool TakenBranch = false;      // left through a taken branch (not by falling through)
  unsigned ExitBranch = 0;       // which branch of the region (1-based, in order) was taken; 0: none
  bool Recovered = false;        // ran speculation recovery code
  bool StoreHitAlat = false;     // a store removed an ALAT entry (data speculation's failing case)
  std::vector<std::pair<std::string, std::string>> Regs;
  std::map<std::string, uint64_t> Raw; // the registers' numbers before normalizing
  // Code addresses as program points (Loaded::pointNames), wherever the
  // value went: registers of every file by name (a label's address moved to
  // an FR by setf.sig, to a BR, to an AR), memory words written by the run
  // by (range, offset) (st8, spills). Two layouts place a point apart
  // legitimately; a value compares equal when the names meet.
  std::map<std::string, std::vector<std::string>> RegPoints;
  std::map<std::pair<size_t, size_t>, std::vector<std::string>> MemPoints;
  std::vector<std::vector<uint8_t>> Before, After; // per compared range
};

/// Forwards to the timing model but keeps ar.itc still, so that code reading
/// the interval timer sees the same value whatever its layout.
class FrozenClock : public sim::ExecListener {
public:
  explicit FrozenClock(sim::Timing &T) : T(T) {}
  void onInst(const sim::CachedBundle &B, unsigned Slot, bool Executed, bool Taken) override {
    T.onInst(B, Slot, Executed, Taken);
    // A branch whose predicate is false is the not-taken exit the
    // prediction assumes; a taken one leaves the straight-line path.
    const sim::CachedInst &CI = B.Insts[Slot];
    // B slot, or brl in an MLX bundle (the L+X pair)
    bool BranchUnit = CI.SlotUnit == ir::Unit::B || isa::schedClassName(CI.MI.info().Class) == "br";
    PredicatedOff += !Executed && !BranchUnit;
    TakenBranches += Taken;
    // Branches in order (the same in both layouts: nothing moves across
    // an exit); the taken one names the path.
    if (std::string_view C = isa::schedClassName(CI.MI.info().Class); C == "br" || C == "rfi") {
      ++Branches;
      if (Taken && !ExitBranch)
        ExitBranch = Branches;
    }
  }
  void onBranch(const sim::CachedBundle &B, unsigned Slot, bool Taken, uint64_t Target) override {
    T.onBranch(B, Slot, Taken, Target);
  }
  void onInterrupt(sim::Vector V) override { T.onInterrupt(V); }
  uint64_t now() const override { return 0; }
  unsigned PredicatedOff = 0, TakenBranches = 0;
  unsigned Branches = 0, ExitBranch = 0; // branches seen; the first taken one (1-based), 0: none

private:
  sim::Timing &T;
};

/// Sets every register a region may read, from the seed.
void randomState(sim::Core &C, uint64_t Seed, uint64_t Gp, bool Dense) {
  sim::ArchState &S = C.S;
  Rng R(Seed, Dense);
  // Kernel mode, bank 1, collection on; user-mask bits that change no
  // semantics the simulator has (no big-endian, no alignment checking).
  // (One draw a statement: the operands of `|` are unsequenced, and
  // compilers draw them in different orders.)
  S.Psr = (1ull << sim::psr::BN) | (1ull << sim::psr::IC) | (1ull << sim::psr::DT) |
          (1ull << sim::psr::RT) | (1ull << sim::psr::IT);
  for (unsigned Bit : {sim::psr::I, sim::psr::UP, sim::psr::MFL, sim::psr::MFH})
    S.Psr |= R.below(2) << Bit;
  auto nat = [&] { return R.below(32) == 0; };
  for (unsigned I = 1; I < 32; ++I) {
    S.Gr[I] = R.value();
    S.GrNat[I] = nat();
  }
  S.Gr[1] = Gp;
  S.GrNat[1] = false;
  S.Gr[12] = R.pointer() & ~uint64_t(15);
  S.GrNat[12] = false;
  for (unsigned I = 0; I < 16; ++I) {
    S.Bank0[I] = R.value();
    S.Bank0Nat[I] = nat();
  }
  sim::FrameMarker F;
  F.Sof = 96;
  F.Sol = 48;
  S.Rse.reset(BackingStore + 0x1000 + R.below(64) * 8, F);
  for (unsigned I = 32; I < 128; ++I) {
    const bool Nat = nat(); // (drawn first: the order gcc gave the unsequenced arguments before)
    C.setGr(I, R.value(), Nat);
  }
  S.Rse.setRnat(R.any());
  for (unsigned I = 2; I < 128; ++I) {
    if (R.below(2))
      S.Fr[I] = sim::FpReg::integer(R.value());
    else
      S.Fr[I] = sim::FpReg{R.any() | (1ull << 63), uint32_t(0xffff - 64 + R.below(128)), R.below(2) != 0};
  }
  S.Pr = R.any() | 1;
  for (unsigned I = 0; I < 8; ++I) S.Br[I] = Landing + R.below(256) * 16;
  for (unsigned I = 0; I < 8; ++I) S.Ar[I] = R.value(); // ar.k0-k7
  S.Ar[25] = R.any();                                   // ar.csd
  S.Ar[26] = R.any();                                   // ar.ssd
  S.Ar[sim::arn::CCV] = R.value();
  S.Ar[sim::arn::UNAT] = R.any();
  S.Ar[sim::arn::FPSR] = 0x0009804c0270033full;          // the Linux default
  sim::FrameMarker Pf;
  Pf.Sof = unsigned(R.below(97));
  Pf.Sol = unsigned(R.below(Pf.Sof + 1));
  S.Ar[sim::arn::PFS] = Pf.pack() | (R.below(4) << 62);
  S.Ar[sim::arn::LC] = R.below(64);
  S.Ar[sim::arn::EC] = R.below(64);
  for (unsigned I = 0; I < 26; ++I) S.Cr[I] = R.value();
  S.Cr[sim::crn::DCR] = 0;
  S.Cr[sim::crn::IVA] = Iva;
  S.Cr[sim::crn::IIP] = Landing + R.below(256) * 16;
  S.Cr[sim::crn::IIPA] = Landing + R.below(256) * 16;
  S.Cr[sim::crn::IPSR] = (S.Psr & ~(3ull << sim::psr::CPL)) | (R.below(4) << sim::psr::CPL);
  sim::FrameMarker If;
  If.Sof = unsigned(R.below(97));
  If.Sol = unsigned(R.below(If.Sof + 1));
  S.Cr[sim::crn::IFS] = If.pack() | (R.below(2) << 63);
  S.Cr[sim::crn::TPR] = R.below(2) << 16;
  for (unsigned I = 0; I < 8; ++I) S.Rr[I] = (R.any() & 0xffffff00ull) | (14 << 2);
  for (unsigned I = 0; I < 16; ++I) S.Pkr[I] = R.any() & 0xffffff00ull;
  // One state in four has r1 = a window pointer that is 8 mod 16 instead of
  // gp (drawn last: the other values stay those of the seed). Kernel code
  // uses r1 as its own pointer (Linux ivt.s: r1 is the pt_regs frame, `adds
  // r2=224,r1`, then `stf.spill [r2]` 136 bytes on, which needs r1 = 8 mod
  // 16): with r1 = gp (16-aligned) in every state, every such state faulted
  // (0x5a00). Code using gp, or r1 16-aligned, keeps the other three.
  if (Seed % 4 == 3) S.Gr[1] = (R.pointer() & ~uint64_t(15)) | 8;
}

/// Writes R's values (Rng::value) over [Lo, Lo + Size), 8 bytes at a time.
void fillWords(sim::Memory &Mem, uint64_t Lo, uint64_t Size, Rng &R) {
  std::vector<uint8_t> Bytes(Size);
  for (size_t I = 0; I + 8 <= Size; I += 8) {
    uint64_t V = R.value();
    memcpy(Bytes.data() + I, &V, 8);
  }
  Mem.writeBytes(Lo, Bytes.data(), Size);
}

/// Fills the data window with pointers into itself, small integers and noise.
void fillWindow(sim::Memory &Mem, uint64_t Seed, bool Dense) {
  Rng R(Seed ^ 0xabcdef, Dense);
  fillWords(Mem, Window, WindowSize, R);
  fillWords(Mem, BackingStore, BackingSize, R);
}

void fillPage(sim::Memory &Mem, uint64_t Page, uint64_t Seed) {
  Rng R(Seed ^ Page);
  fillWords(Mem, Page, sim::Memory::PageSize, R);
}

/// The stand-ins of undefined symbols hold random values too: code loads
/// pointers from them (Linux head.s: `movl r2=sal_state_for_booting_cpu;;
/// ld8 r16=[r2]`, then stores and `stf.spill` through r16); with the fixed
/// placeholder string every such store was misaligned (interruption 0x5a00)
/// in every state and the region was skipped.
void fillExterns(sim::Memory &Mem, const sim::LoadedImage &Img, uint64_t Seed) {
  Rng R(Seed ^ 0x5eed0e47);
  for (const sim::LoadedSection &S : Img.Sections)
    if (S.Name == ExternSection || S.Name == ExternLowSection || S.Name == ExternTlsSection)
      fillWords(Mem, S.Addr, S.Size, R);
}

std::vector<std::pair<std::string, std::string>> snapshot(sim::Core &C, const Loaded &L, bool Interrupted,
                                                          std::map<std::string, uint64_t> &Raw) {
  sim::ArchState &S = C.S;
  std::vector<std::pair<std::string, std::string>> Out;
  auto add = [&](std::string N, uint64_t V) {
    Raw[N] = V;
    Out.push_back({std::move(N), L.norm(V)});
  };
  for (unsigned I = 1; I < 32; ++I) {
    add("r" + std::to_string(I), S.Gr[I]);
    add("r" + std::to_string(I) + ".nat", S.GrNat[I]);
  }
  for (unsigned I = 0; I < 16; ++I) {
    add("bank0.r" + std::to_string(16 + I), S.Bank0[I]);
    add("bank0.r" + std::to_string(16 + I) + ".nat", S.Bank0Nat[I]);
  }
  sim::FrameMarker F = S.Rse.cfm();
  add("cfm", F.pack());
  for (unsigned I = 32; I < 32 + F.Sof; ++I) {
    add("r" + std::to_string(I), C.gr(I));
    add("r" + std::to_string(I) + ".nat", C.nat(I));
  }
  for (unsigned I = 2; I < 128; ++I) {
    add("f" + std::to_string(I) + ".significand", S.Fr[I].Significand);
    add("f" + std::to_string(I) + ".exponent", S.Fr[I].Exponent | uint64_t(S.Fr[I].Sign) << 17);
  }
  add("pr", S.Pr);
  for (unsigned I = 0; I < 8; ++I) add("b" + std::to_string(I), S.Br[I]);
  for (unsigned I = 0; I < 128; ++I)
    if (I != sim::arn::ITC) add("ar" + std::to_string(I), C.readAr(I));
  for (unsigned I = 0; I < 128; ++I) {
    uint64_t V = S.Cr[I];
    // An interruption at the region's end records where it was raised; the
    // layouts differ there legitimately (bundle address, slot).
    if (Interrupted && (I == sim::crn::IIP || I == sim::crn::IIPA)) continue;
    if (Interrupted && I == sim::crn::IPSR) V &= ~(3ull << sim::psr::RI);
    if (Interrupted && I == sim::crn::ISR) V &= ~(3ull << 41);
    add("cr" + std::to_string(I), V);
  }
  for (unsigned I = 0; I < 8; ++I) add("rr" + std::to_string(I), S.Rr[I]);
  for (unsigned I = 0; I < 16; ++I) add("pkr" + std::to_string(I), S.Pkr[I]);
  add("psr", S.Psr);
  add("rse.dirty", S.Rse.dirtyRegs());
  for (auto &[K, V] : C.IndirectRegs) add("ind" + std::to_string(K), V);
  return Out;
}

struct RegionPlace {
  uint64_t Begin = 0, End = 0;
};

std::optional<RegionPlace> place(const Loaded &L, unsigned K) {
  auto B = L.Img.Symbols.find(beginLabel(K)), E = L.Img.Symbols.find(endLabel(K));
  if (B == L.Img.Symbols.end() || E == L.Img.Symbols.end()) return std::nullopt;
  return RegionPlace{B->second, E->second};
}

/// How a state is made for a region with speculated loads: every
/// speculative load deferred and no ALAT entry kept (every check fails, the
/// recovery code runs), or dense pointers (stores meet advanced loads).
struct StateMode {
  bool Fail = false, Dense = false;
};

/// Runs region K of `Obj` from the state of `Seed`, single-stepping until
/// control leaves the region (falls out, branches, or is interrupted).
Run runRegion(const std::vector<uint8_t> &Obj, const std::map<std::string, uint64_t> &Places, unsigned K,
              uint64_t Seed, const std::set<uint64_t> &ExtraPages, const model::MachineModel &MM,
              StateMode Mode = {}) {
  Run Out;
  sim::Memory Mem;
  sim::Core C(Mem);
  auto L = load(Obj, Mem, Places);
  if (!L) {
    Out.K = Run::Error;
    Out.Message = "cannot load the object: " + llvm::toString(L.takeError());
    return Out;
  }
  auto P = place(*L, K);
  if (!P) {
    Out.K = Run::Error;
    Out.Message = "region labels missing from the object";
    return Out;
  }
  Mem.map(Window, WindowSize, {3, 0, true});
  Mem.map(BackingStore, BackingSize, {3, 0, true});
  fillWindow(Mem, Seed, Mode.Dense);
  fillExterns(Mem, L->Img, Seed);
  for (uint64_t Pg : ExtraPages) {
    Mem.map(Pg, sim::Memory::PageSize, {3, 0, true});
    fillPage(Mem, Pg, Seed);
  }
  std::vector<Range> Ranges;
  for (const sim::LoadedSection &S : L->Img.Sections)
    if (compared(S, Places)) Ranges.push_back({S.Addr, S.Size});
  Ranges.push_back({L->Img.Gp, GotSize});
  Ranges.push_back({Window, WindowSize});
  Ranges.push_back({BackingStore, BackingSize});
  for (uint64_t Pg : ExtraPages) Ranges.push_back({Pg, sim::Memory::PageSize});
  for (const Range &Rg : Ranges) {
    Out.Before.emplace_back(Rg.Size);
    Mem.readBytes(Rg.Lo, Out.Before.back().data(), Rg.Size);
  }

  randomState(C, Seed, L->Img.Gp, Mode.Dense);
  C.S.Ip = P->Begin;
  C.S.Slot = 0;
  C.Strict = true;
  C.DeferSpeculative = C.DropAdvanced = Mode.Fail;
  // Speculation recovery code (markRecovery) belongs to the region that
  // branches there: a run goes on through it and back.
  std::vector<std::pair<uint64_t, uint64_t>> Recovery;
  for (const auto &[Name, Addr] : L->Img.Symbols)
    if (Name.starts_with(RecoveryBegin))
      if (auto E = L->Img.Symbols.find(RecoveryEnd + Name.substr(RecoveryBegin.size())); E != L->Img.Symbols.end())
        Recovery.push_back({Addr, E->second});
  auto inRecovery = [&](uint64_t Ip) {
    return std::any_of(Recovery.begin(), Recovery.end(), [&](auto R) { return Ip >= R.first && Ip < R.second; });
  };
  sim::Timing T(MM, C);
  FrozenClock Clock(T);
  C.Listener = &Clock;

  auto pos = [&] { return C.S.Ip * 4 + C.S.Slot; };
  for (unsigned Step = 0;; ++Step) {
    uint64_t Before = pos(), Ints = C.Interruptions;
    bool WasRecovering = inRecovery(C.S.Ip);
    C.End.MaxInsts = C.Insts + 1;
    sim::StopInfo St = C.run();
    bool Recovering = inRecovery(C.S.Ip);
    Out.Recovered |= Recovering;
    bool Outside = (C.S.Ip < P->Begin || C.S.Ip >= P->End) && !Recovering;
    if (C.Interruptions != Ints) {
      Out.K = Run::Interrupt;
      Out.Vector = C.S.Ip - Iva;
      Out.Ifa = C.S.Cr[sim::crn::IFA];
      Out.Where = "interruption " + hex(Out.Vector);
      break;
    }
    if (St.K == sim::StopInfo::Error) {
      if (Outside && St.Message.starts_with("cannot fetch")) {
        Out.Where = L->norm(C.S.Ip) + " slot " + std::to_string(C.S.Slot);
        if (C.S.Slot == 0)
          Out.Names = L->pointNames(C.S.Ip, C);
        Out.TakenBranch = C.S.Ip != P->End;
        break;
      }
      Out.K = Run::Error;
      Out.Message = St.Message;
      return Out;
    }
    if (St.K != sim::StopInfo::Budget) {
      Out.K = Run::Error;
      Out.Message = "unexpected stop: " + St.Message;
      return Out;
    }
    if (Outside || (pos() <= Before && !WasRecovering)) {
      Out.Where = L->norm(C.S.Ip) + " slot " + std::to_string(C.S.Slot);
      if (C.S.Slot == 0)
        Out.Names = L->pointNames(C.S.Ip, C);
      // Regions have side exits, and one may branch to the region's end.
      Out.TakenBranch = C.S.Ip != P->End || Clock.TakenBranches > 0;
      break;
    }
    if (Step > 100000) {
      Out.K = Run::Error;
      Out.Message = "region does not terminate";
      return Out;
    }
  }
  T.finish();
  Out.StoreHitAlat = C.AlatStoreInvalidations > 0;
  Out.Cycles = T.engine().cycles();
  Out.Mispredicts = T.mispredictions();
  Out.PredicatedOff = Clock.PredicatedOff;
  Out.ExitBranch = Clock.ExitBranch;
  Out.Regs = snapshot(C, *L, Out.K == Run::Interrupt, Out.Raw);
  // Every register (`mov b6=r2` of a label's address, Linux ivt.s; `movl
  // r14=L ;; setf.sig f6=r14`): the NaT bits and FR exponents are never in code.
  for (const auto &[N, V] : Out.Raw)
    if (auto Names = L->pointNames(V, C); !Names.empty())
      Out.RegPoints[N] = std::move(Names);
  for (const Range &Rg : Ranges) {
    Out.After.emplace_back(Rg.Size);
    Mem.readBytes(Rg.Lo, Out.After.back().data(), Rg.Size);
    size_t R = Out.After.size() - 1;
    const std::vector<uint8_t> &B0 = Out.Before[R], &B1 = Out.After[R];
    for (size_t O = 0; O + 8 <= Rg.Size; O += 8) {
      if (!memcmp(B0.data() + O, B1.data() + O, 8)) continue; // only what the run wrote
      uint64_t V;
      memcpy(&V, B1.data() + O, 8);
      if (auto Names = L->pointNames(V, C); !Names.empty())
        Out.MemPoints[{R, O}] = std::move(Names);
    }
  }
  return Out;
}

/// The scheduler's path (index into RegionStats::Paths) that a run leaving
/// through its `ExitBranch`-th branch (0: through the end) took, if known:
/// a side exit's, or the fall-through's (the region's end, or its last
/// instruction as the branch taken).
std::optional<size_t> schedulerPath(const sched::Region &R, const sched::RegionStats &RS, const Run &A) {
  if (RS.Paths.size() != R.SideExits.size() + 1)
    return std::nullopt;
  if (!A.TakenBranch)
    return RS.Paths.size() - 1;
  if (!A.ExitBranch)
    return std::nullopt;
  unsigned Seen = 0;
  for (unsigned K = 0; K < R.Insts.size() && K < R.Descs.size(); ++K) {
    int Form = R.Descs[K].Form;
    if (Form < 0)
      continue;
    std::string_view C = isa::schedClassName(isa::form(Form).Class);
    if ((C != "br" && C != "rfi") || ++Seen != A.ExitBranch)
      continue;
    for (size_t E = 0; E < R.SideExits.size(); ++E)
      if (R.SideExits[E].first == K)
        return E;
    if (K + 1 == R.Insts.size())
      return RS.Paths.size() - 1;
    return std::nullopt;
  }
  return std::nullopt;
}

/// Counts the state's path in `C.Paths` (by the source's exit), timing the
/// path from the first state that takes it.
void timePath(RegionCycles &C, const Run &A, const Run &B, uint64_t Seed, const sched::Region &R,
              const sched::RegionStats &RS, unsigned Penalty) {
  std::string Exit = !A.TakenBranch   ? "end"
                     : !A.ExitBranch   ? A.Where
                                       : "branch " + std::to_string(A.ExitBranch) +
                                           (A.Names.empty() ? "" : " to " + A.Names.front());
  auto It = std::find_if(C.Paths.begin(), C.Paths.end(), [&](const RegionCycles::Path &P) { return P.Exit == Exit; });
  if (It == C.Paths.end()) {
    RegionCycles::Path P;
    P.Exit = Exit;
    P.Taken = A.TakenBranch;
    P.Source = A.Cycles;
    P.Scheduled = B.Cycles;
    P.Seed = Seed;
    P.Mispredicts = A.Mispredicts;
    if (auto K = schedulerPath(R, RS, A); K && C.HasPrediction) {
      const sched::RegionStats::PathPrediction &PP = RS.Paths[*K];
      P.Predicted = PP.Cycles + Penalty * (B.Mispredicts > PP.Mispredicts ? B.Mispredicts - PP.Mispredicts : 0);
    }
    It = C.Paths.insert(C.Paths.end(), std::move(P));
  }
  ++It->States;
}

/// Normalized values of word W of range I before/after, per run.
std::string word(const std::vector<uint8_t> &Bytes, size_t Off, const Loaded *L) {
  uint64_t V = 0;
  memcpy(&V, Bytes.data() + Off, std::min<size_t>(8, Bytes.size() - Off));
  return L ? L->norm(V) : hex(V);
}

/// The first difference between two runs, or empty. `Dead` registers
/// (renaming moved values into them; dead at every exit of the region by
/// the scheduler's liveness) are not compared.
std::string compare(const Run &A, const Run &B, const std::vector<uint64_t> &RangeLo, const Loaded &LA,
                    const Loaded &LB, const std::set<std::string> &Dead = {}) {
  auto meet = [](const std::vector<std::string> &X, const std::vector<std::string> &Y) {
    return std::any_of(X.begin(), X.end(), [&](const std::string &N) { return std::find(Y.begin(), Y.end(), N) != Y.end(); });
  };
  if (A.Where != B.Where && !meet(A.Names, B.Names))
    return "exit: source leaves at " + A.Where + ", scheduled at " + B.Where;
  std::map<std::string, std::string> BR(B.Regs.begin(), B.Regs.end());
  for (auto &[N, V] : A.Regs) {
    if (Dead.count(N)) continue;
    auto It = BR.find(N);
    std::string W = It == BR.end() ? "(absent)" : It->second;
    auto PA = A.RegPoints.find(N), PB = B.RegPoints.find(N);
    if (W != V && PA != A.RegPoints.end() && PB != B.RegPoints.end() && meet(PA->second, PB->second))
      continue; // the same program point in both layouts
    // The same number: a value that only falls in the code's address range
    // (a window pointer shifted right by 9 is near `.text`) names different
    // labels in the two layouts.
    if (W != V && A.Raw.count(N) && B.Raw.count(N) && A.Raw.at(N) == B.Raw.at(N)) continue;
    if (W != V) return "register " + N + ": source " + V + ", scheduled " + W;
  }
  if (A.Regs.size() != B.Regs.size()) return "register sets differ (frame size)";
  if (A.After.size() != B.After.size()) return "memory layouts differ";
  for (size_t R = 0; R < A.After.size(); ++R) {
    const auto &A0 = A.Before[R], &A1 = A.After[R], &B0 = B.Before[R], &B1 = B.After[R];
    if (A1.size() != B1.size()) return "memory layouts differ";
    for (size_t O = 0; O < A1.size(); O += 8) {
      size_t N = std::min<size_t>(8, A1.size() - O);
      bool WA = memcmp(A0.data() + O, A1.data() + O, N) != 0;
      bool WB = memcmp(B0.data() + O, B1.data() + O, N) != 0;
      if (!WA && !WB) continue;
      std::string VA = word(A1, O, &LA), VB = word(B1, O, &LB);
      auto PA = A.MemPoints.find({R, O}), PB = B.MemPoints.find({R, O});
      if (VA != VB && PA != A.MemPoints.end() && PB != B.MemPoints.end() && meet(PA->second, PB->second))
        continue; // the same program point in both layouts (a spilled code address)
      if (VA != VB && memcmp(A1.data() + O, B1.data() + O, N) != 0) return "memory " + hex(RangeLo[R] + O) + ": source " + VA + ", scheduled " + VB;
    }
  }
  return {};
}

/// Whether an expression subtracts something that names a place (`1f-1b`,
/// `end - .reloc_entry`): its value follows the layout.
bool placeDifference(const ir::Expr &E) {
  auto names = [](const ir::Expr &X, auto &Self) -> bool {
    return X.K == ir::Expr::Symbol || X.K == ir::Expr::Dot || (X.LHS && Self(*X.LHS, Self)) ||
           (X.RHS && Self(*X.RHS, Self));
  };
  if (E.K == ir::Expr::Binary && E.Op == ir::ExprOp::Sub && names(E, names))
    return true;
  return (E.LHS && placeDifference(*E.LHS)) || (E.RHS && placeDifference(*E.RHS));
}

/// The first instruction of region R whose result depends on the code's
/// layout (`mov r=ip`, an immediate that is a difference of labels), or
/// empty: scheduling changes the layout on purpose, so a difference in the
/// state after such a region does not show wrong code.
std::string layoutDependence(const ir::Module &M, const sched::Region &R) {
  for (size_t Idx : R.Insts) {
    const ir::Inst &I = std::get<ir::Inst>(M.Sections[R.Section].Stmts[Idx]);
    for (const ir::Operand &O : I.Ins)
      if ((O.K == ir::Operand::Register && O.R.File == ir::RegFile::IP) ||
          (O.K == ir::Operand::Imm && O.E && placeDifference(*O.E)))
        return "'" + ir::toString(I) + "' (line " + std::to_string(I.Loc.Line) + ")";
  }
  return {};
}

} // namespace

llvm::Expected<unsigned> labelRegions(ir::Module &M, ir::SourceManager &SM, const model::MachineModel &MM,
                                      bool RescheduleExplicit) {
  // The regions scheduleModule will find: bundles as GNU as reads them in
  // automatic mode (scheduler/BraceModes.h; the source is read as gas's default).
  sched::readAutoModeBundlesAsGas(M, ir::Mode::Auto);
  auto Renamed = sched::assignVRegs(M);
  if (!Renamed) return Renamed.takeError();
  auto Regions = sched::findRegions(M, MM, RescheduleExplicit);
  if (!Regions) return Regions.takeError();
  auto insert = [&](unsigned Sec, size_t At, const std::string &Name, ir::SourceLoc Loc) {
    auto &Stmts = M.Sections[Sec].Stmts;
    Stmts.insert(Stmts.begin() + long(At), ir::Label{Name, Loc});
    ir::Symbol &Sy = M.symbol(Name);
    Sy.Name = Name;
    Sy.Defined = true;
    Sy.Loc = Loc;
    for (ir::Procedure &P : M.Procedures) {
      if (P.Section != Sec) continue;
      if (At < P.Begin) ++P.Begin;
      if (At < P.End) ++P.End;
    }
  };
  for (size_t K = Regions->size(); K-- > 0;) {
    const sched::Region &R = (*Regions)[K];
    ir::SourceLoc Loc = std::get<ir::Inst>(M.Sections[R.Section].Stmts[R.Insts.front()]).Loc;
    insert(R.Section, R.End, endLabel(unsigned(K)), Loc);
    insert(R.Section, R.Begin, beginLabel(unsigned(K)), Loc);
  }
  // Symbols the file uses but does not define (other files' functions) get
  // 16 bytes each at a fixed place: branching there leaves the region.
  // Those named in data are defined at once (Linux entry.s's table names
  // 300 system calls); what the linker still misses is found by
  // linking, one at a time (it names the first), and so is a symbol used
  // as a small immediate, which moves to a low address.
  auto defineExtern = [&](const std::string &Name, const char *Section) {
    ir::Section &Ext = M.section(Section);
    Ext.Flags = Section == ExternTlsSection ? "awT" : "aw";
    Ext.Type = "@progbits";
    Ext.Stmts.push_back(ir::Label{Name, {}});
    M.symbol(Name).Defined = true;
    ir::Data D;
    D.K = ir::Data::String;
    D.Size = 1;
    D.ZeroTerminate = true;
    // 15 characters and the terminator: every stand-in stays 16-byte
    // aligned, so that `ld8`/`ld16` through one do not fault as unaligned.
    static constexpr char Fill[] = "epv extern sym.";
    static_assert(sizeof(Fill) == 16);
    D.Strings = {Fill};
    D.Directive = "stringz";
    Ext.Stmts.push_back(D);
  };
  std::set<std::string> SectionNames;
  for (const ir::Section &Sec : M.Sections)
    SectionNames.insert(Sec.Name);
  std::set<std::string> Used, Tls;
  // A symbol named under a TLS operator gets its stand-in in a TLS section:
  // GNU as (and our assembler) refuse a thread-local access to one defined
  // elsewhere in the file (`mov r2=@tprel(esym)`, gas/reloc.s).
  // Plain: where the other names go (null: not collected).
  auto collect = [&](const ir::Expr &E, auto &Self, std::set<std::string> *Plain, bool UnderTls = false) -> void {
    using R = ir::RelocOp;
    UnderTls = UnderTls || (E.K == ir::Expr::Reloc &&
                            (E.ROp == R::TpRel || E.ROp == R::DtpRel || E.ROp == R::DtpMod || E.ROp == R::LtOffTpRel ||
                             E.ROp == R::LtOffDtpMod || E.ROp == R::LtOffDtpRel));
    if (E.K == ir::Expr::Symbol && (UnderTls || Plain)) (UnderTls ? Tls : *Plain).insert(E.Name);
    if (E.LHS) Self(*E.LHS, Self, Plain, UnderTls);
    if (E.RHS) Self(*E.RHS, Self, Plain, UnderTls);
  };
  // A symbol an `addl`/`adds`/`mov` immediate names without a relocation
  // operator is a small absolute value (a per-CPU offset), not code.
  std::set<std::string> Small;
  auto direct = [&](const ir::Expr &E, auto &Self) -> void {
    if (E.K == ir::Expr::Symbol) Small.insert(E.Name);
    if (E.K == ir::Expr::Reloc) return;
    if (E.LHS) Self(*E.LHS, Self);
    if (E.RHS) Self(*E.RHS, Self);
  };
  for (const ir::Section &Sec : M.Sections)
    for (const ir::Stmt &St : Sec.Stmts) {
      if (const auto *D = std::get_if<ir::Data>(&St)) {
        for (const ir::ExprRef &E : D->Values)
          if (E) collect(*E, collect, &Used);
      } else if (const auto *I = std::get_if<ir::Inst>(&St)) {
        for (const auto *Ops : {&I->Outs, &I->Ins}) // the TLS ones of code (the others: by the loader's errors)
          for (const ir::Operand &O : *Ops)
            if (O.K == ir::Operand::Imm && O.E)
              collect(*O.E, collect, nullptr);
        auto Parts = I->mnemonicParts(); // data only otherwise: an operand may name a psr field
        if (Parts.empty() || (Parts[0] != "addl" && Parts[0] != "adds" && Parts[0] != "mov"))
          continue;
        for (const ir::Operand &O : I->Ins)
          if (O.K == ir::Operand::Imm && O.E) direct(*O.E, direct);
      }
    }
  for (const std::string &Name : Small) {
    auto It = M.Symbols.find(Name);
    if (!SectionNames.count(Name) && !Name.starts_with(".") && !Tls.count(Name) &&
        (It == M.Symbols.end() || (!It->second.Defined && !It->second.Value && !It->second.CommonSize)))
      defineExtern(Name, ExternLowSection);
  }
  for (const std::set<std::string> *Names : {&Tls, &Used})
    for (const std::string &Name : *Names) {
      auto It = M.Symbols.find(Name);
      if (SectionNames.count(Name) || Name.starts_with(".") ||
          (It != M.Symbols.end() && (It->second.Defined || It->second.Value || It->second.CommonSize)))
        continue;
      defineExtern(Name, Names == &Tls ? ExternTlsSection : ExternSection);
    }
  for (unsigned Round = 0; Round < 200; ++Round) {
    std::string Ignored;
    llvm::raw_string_ostream Quiet(Ignored);
    auto Obj = buildObject(M, SM, /*GroupRules=*/true, {}, Quiet);
    if (!Obj) break; // validateModule reports it
    sim::Memory Mem;
    auto L = load(Obj->Bytes, Mem, sectionPlaces(M));
    if (L) break;
    std::string Msg = llvm::toString(L.takeError());
    // "relocation IMM22 against 'esym' does not fit (value 15728640)"
    if (size_t R = Msg.find("relocation IMM"); R != std::string::npos && Msg.find("does not fit") != std::string::npos) {
      size_t Q = Msg.find('\'', R);
      if (Q == std::string::npos) break;
      std::string Against = Msg.substr(Q + 1, Msg.find('\'', Q + 1) - Q - 1);
      std::string Name = Against;
      ir::Section &Ext = M.section(ExternSection);
      auto At = std::find_if(Ext.Stmts.begin(), Ext.Stmts.end(), [&](const ir::Stmt &St) {
        const auto *Lb = std::get_if<ir::Label>(&St);
        return Lb && Lb->Name == Name;
      });
      if (Name.empty() || At == Ext.Stmts.end() || Tls.count(Name)) break; // a TLS one stays (the load fails)
      Ext.Stmts.erase(At, At + 2); // the label and its 16 bytes
      defineExtern(Name, ExternLowSection);
      continue;
    }
    size_t At = Msg.find("undefined symbol '");
    if (At == std::string::npos) break;
    At += 18;
    std::string Name = Msg.substr(At, Msg.find('\'', At) - At);
    if (Name.empty() || M.symbol(Name).Defined) break;
    defineExtern(Name, ExternSection);
  }
  // The loader puts the GOT after the highest section: a pad section there
  // keeps it at the same place whatever the code's size.
  ir::Section &Pad = M.section(PadSection);
  Pad.Flags = "aw";
  Pad.Type = "@progbits";
  ir::Data D;
  D.K = ir::Data::String;
  D.Size = 1;
  D.ZeroTerminate = true;
  D.Strings = {"epv"};
  D.Directive = "stringz";
  Pad.Stmts.push_back(D);
  return unsigned(Regions->size());
}

namespace {
/// Labels the speculation recovery blocks of the scheduled module (each from
/// its label to the next label or directive) so that the runs can tell them.
/// `Break` (a self-test) turns their loads into nops.
void markRecovery(ir::Module &M, bool Break) {
  unsigned N = 0;
  for (ir::Section &Sec : M.Sections) {
    std::vector<ir::Stmt> Out;
    bool Open = false;
    auto mark = [&](const std::string &Name, ir::SourceLoc Loc) {
      Out.push_back(ir::Label{Name, Loc});
      ir::Symbol &Sy = M.symbol(Name);
      Sy.Name = Name;
      Sy.Defined = true;
      Sy.Loc = Loc;
    };
    for (ir::Stmt &S : Sec.Stmts) {
      const auto *L = std::get_if<ir::Label>(&S);
      const auto *D = std::get_if<ir::Directive>(&S);
      if (Open && (L || D)) {
        mark(RecoveryEnd + std::to_string(N++), L ? L->Loc : D->Loc);
        Open = false;
      }
      if (L && sched::isSpeculationRecoveryLabel(L->Name)) {
        mark(RecoveryBegin + std::to_string(N), L->Loc);
        Open = true;
      }
      if (auto *I = std::get_if<ir::Inst>(&S); Open && Break && I && I->Mnemonic.starts_with("ld")) {
        ir::SourceLoc Loc = I->Loc;
        *I = ir::Inst{};
        I->Mnemonic = "nop.m";
        I->Ins.push_back(ir::Operand::imm(ir::Expr::constant(0, Loc), Loc));
        I->Loc = I->LineLoc = Loc;
      }
      Out.push_back(std::move(S));
    }
    if (Open)
      mark(RecoveryEnd + std::to_string(N++), {});
    Sec.Stmts = std::move(Out);
  }
}
} // namespace

llvm::Expected<std::vector<RegionVerdict>> validateModule(const ir::Module &M, ir::SourceManager &SM,
                                                          const model::MachineModel &MM,
                                                          const ValidateOptions &Opts,
                                                          llvm::raw_ostream &Err) {
  auto fail = [](const std::string &Msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "%s", Msg.c_str());
  };
  // The source as written (auto mode, source order) and the scheduled module.
  auto Src = buildObject(M, SM, /*GroupRules=*/true, {}, Err);
  if (!Src) return fail("the source does not assemble");
  ir::Module Sched = M;
  auto Stats = sched::scheduleModule(Sched, MM, Opts.Sched);
  if (!Stats) return Stats.takeError();
  if (Opts.Prepared)
    Opts.Prepared->finish(Sched);
  if (Opts.DropFirstStop)
    for (ir::Section &Sec : Sched.Sections) {
      auto It = std::find_if(Sec.Stmts.begin(), Sec.Stmts.end(),
                             [](const ir::Stmt &S) { return std::holds_alternative<ir::Stop>(S); });
      if (It != Sec.Stmts.end()) {
        Sec.Stmts.erase(It);
        break;
      }
    }
  markRecovery(Sched, Opts.BreakRecovery);
  auto Out = buildObject(Sched, SM, /*GroupRules=*/false, {}, Err);
  if (!Out) return fail("the scheduled module does not assemble");
  auto Regions = sched::findRegions(M, MM, Opts.Sched.RescheduleExplicit);
  if (!Regions) return Regions.takeError();
  if (Regions->size() != Stats->size())
    return fail("region count changed between labelling and scheduling");
  // `.` in an operand: GNU as's value in the source against the printed output's.
  std::vector<std::string> DotFailure(Regions->size());
  if (Opts.Prepared && Opts.Prepared->SourceDots)
    if (auto Changed = changedDotValue(*Opts.Prepared->SourceDots, Sched, SM)) {
      std::optional<unsigned> In;
      for (unsigned K = 0; K < Regions->size() && !In; ++K)
        for (size_t Idx : (*Regions)[K].Insts)
          if (const ir::SourceLoc &L = std::get<ir::Inst>(M.Sections[(*Regions)[K].Section].Stmts[Idx]).Loc;
              L.File == Changed->first.File && L.Line == Changed->first.Line && L.Col == Changed->first.Col)
            In = K;
      if (!In)
        return fail(Changed->second);
      DotFailure[*In] = Changed->second;
    }
  auto Places = sectionPlaces(M);
  // Images for normalizing code addresses (the runs load their own copies).
  sim::Memory MA, MB, MG;
  auto LA = load(Src->Bytes, MA, Places);
  auto LB = load(Out->Bytes, MB, Places);
  if (!LA || !LB) {
    // Every region is skipped, with the loader's reason.
    std::string Why = !LA ? llvm::toString(LA.takeError()) : llvm::toString(LB.takeError());
    if (LA) llvm::consumeError(LB.takeError());
    std::vector<RegionVerdict> Skipped;
    for (unsigned K = 0; K < Regions->size(); ++K) {
      RegionVerdict V;
      V.St = RegionVerdict::Skipped;
      V.Name = (*Stats)[K].Name;
      V.Procedure = (*Stats)[K].Procedure;
      V.Instructions = unsigned((*Regions)[K].Insts.size());
      V.Reason = "the simulator cannot load the object: " + Why;
      if (!DotFailure[K].empty()) {
        V.St = RegionVerdict::Failed;
        V.Reason = DotFailure[K];
      }
      Skipped.push_back(std::move(V));
    }
    return Skipped;
  }
  std::optional<Loaded> LG;
  if (Opts.GasObject) {
    auto G = load(*Opts.GasObject, MG, Places);
    if (!G) return G.takeError();
    LG = std::move(*G);
  }

  // The whole emitted file against the dependency rules (what GNU as
  // -xexplicit checks): a region run alone from random states cannot see a
  // conflict with the group it is entered in, or one across its end.
  std::vector<std::string> DvFailure(Regions->size());
  {
    std::vector<bool> Kept;
    for (unsigned K = 0; K < Regions->size(); ++K)
      Kept.push_back((*Stats)[K].Kept);
    for (const sched::RegionViolation &RV :
         sched::violationsInScheduledCode(Sched, sched::RegionOrigins(M, *Regions, Kept)))
      if (DvFailure[RV.Region].empty())
        DvFailure[RV.Region] = "the emitted file breaks a dependency rule at line " +
                               std::to_string(RV.F.Later->Loc.Line) + ": " +
                               isa::dv::describe(RV.F.V, RV.F.Later->Mnemonic) + " (with line " +
                               std::to_string(RV.F.Earlier->Loc.Line) + ")";
  }

  std::vector<RegionVerdict> Verdicts;
  views::Progress Prog("region", Regions->size(), Opts.Progress);
  for (unsigned K = 0; K < Regions->size(); ++K) {
    const sched::Region &R = (*Regions)[K];
    const sched::RegionStats &RS = (*Stats)[K];
    Prog.step(RS.Procedure.empty() ? RS.Name : RS.Procedure + ": " + RS.Name);
    RegionVerdict V;
    V.Name = RS.Name;
    V.Procedure = RS.Procedure;
    V.Instructions = unsigned(R.Insts.size());
    V.Cycles.Predicted = RS.Cycles;
    V.Cycles.HasPrediction = !(RS.Kept && RS.Bundles == 0 && RS.Instructions);
    V.Uncompared = RS.DeadRegisters;
    V.SpeculatedLoads = RS.SpeculatedLoads;
    V.AdvancedLoads = RS.AdvancedLoads;

    std::set<uint64_t> Extra;
    std::map<std::string, unsigned> Rejections;
    std::string SkipReason;
    // With advanced loads, the runs go on past --states until a store has
    // written the bytes of one (or the attempts run out).
    auto enough = [&] { return V.StatesCompared >= Opts.States && (!RS.AdvancedLoads || V.AliasRuns); };
    for (uint64_t Seed = Opts.FirstSeed;
         Seed < Opts.FirstSeed + Opts.MaxAttempts && !enough() && V.St == RegionVerdict::Passed; ++Seed) {
      Run A;
      // With speculated loads, every other state defers them all and keeps
      // no ALAT entry, so that the recovery code runs (and must give the
      // source's state); with advanced loads, one state in three does that,
      // one has dense pointers (a store may write an advanced load's
      // bytes) and one is as usual (it times the region).
      StateMode Mode;
      Mode.Fail = RS.AdvancedLoads ? Seed % 3 == 0 : RS.SpeculatedLoads && Seed % 2 == 0;
      Mode.Dense = RS.AdvancedLoads && Seed % 3 == 1;
      // Map the pages the source touches outside the prepared memory.
      for (unsigned Try = 0;; ++Try) {
        A = runRegion(Src->Bytes, Places, K, Seed, Extra, MM, Mode);
        if (A.K == Run::Interrupt && A.Vector == uint64_t(sim::Vector::PageNotPresent) && Try < 8 &&
            !Extra.count(A.Ifa & ~(sim::Memory::PageSize - 1))) {
          Extra.insert(A.Ifa & ~(sim::Memory::PageSize - 1));
          continue;
        }
        break;
      }
      if (A.K == Run::Error) {
        // Some states cannot run (e.g. a random ar.bspstore outside mapped
        // memory); an error every state hits means the simulator cannot run
        // this region at all.
        ++V.StatesRejected;
        std::string Why = A.Message;
        if (size_t Colon = Why.find(": "); Why.starts_with("0x") && Colon != std::string::npos)
          Why = Why.substr(Colon + 2);
        ++Rejections["error: " + Why];
        if (!V.StatesCompared && V.StatesRejected >= 20) {
          SkipReason = "the source cannot run in the simulator from any of 20 random states: " + A.Message;
          break;
        }
        continue;
      }
      if (A.K == Run::Interrupt && A.Vector != uint64_t(sim::Vector::Break)) {
        // Faulting mid-region: reordered code may legitimately have done
        // other work before the fault; try another state.
        ++V.StatesRejected;
        ++Rejections["interruption " + hex(A.Vector)];
        continue;
      }
      Run B = runRegion(Out->Bytes, Places, K, Seed, Extra, MM, Mode);
      if (B.K == Run::Error) {
        V.St = RegionVerdict::Failed;
        V.Seed = Seed;
        V.Reason = "the scheduled code stops: " + B.Message;
        break;
      }
      std::vector<uint64_t> RangeLo;
      for (const sim::LoadedSection &S : LA->Img.Sections)
        if (compared(S, Places)) RangeLo.push_back(S.Addr);
      RangeLo.push_back(LA->Img.Gp);
      RangeLo.push_back(Window);
      RangeLo.push_back(BackingStore);
      for (uint64_t Pg : Extra) RangeLo.push_back(Pg);
      std::set<std::string> Dead;
      auto dead = [&](unsigned Reg) {
        Dead.insert("r" + std::to_string(Reg));
        Dead.insert("r" + std::to_string(Reg) + ".nat");
      };
      for (unsigned Reg : RS.DeadRegisters) dead(Reg);
      // A speculated load's register where the source left through a
      // taken branch: dead there (the scheduler's liveness), and it holds
      // what the speculative load gave, maybe a NaT.
      if (A.TakenBranch)
        for (unsigned Reg : RS.SpeculatedRegisters) dead(Reg);
      V.RecoveryRuns += B.Recovered;
      V.AliasRuns += B.StoreHitAlat && B.Recovered;

      std::string D = compare(A, B, RangeLo, *LA, *LB, Dead);
      if (std::string Layout = D.empty() ? "" : layoutDependence(M, R); !Layout.empty()) {
        V.St = RegionVerdict::Skipped;
        V.Seed = Seed;
        V.Reason = "layout-dependent, not comparable: " + Layout + " reads the code's layout (" + D + ")";
        break;
      }
      if (!D.empty()) {
        V.St = RegionVerdict::Failed;
        V.Seed = Seed;
        V.Reason = D;
        break;
      }
      ++V.StatesCompared;
      // Timing: prediction against the scheduled object's simulated cycles
      // on runs that end at the region's end without a misprediction.
      // (Not from the states made for speculation: dense pointers put
      // different bases on one cache line, which the prediction assumes
      // they are not; dropped entries run the recovery code.)
      if (A.K == Run::Exit && A.Mispredicts == B.Mispredicts && !Mode.Dense && !Mode.Fail)
        timePath(V.Cycles, A, B, Seed, R, RS, MM.stalls().BranchMispredict.Penalty);
      bool Timed = A.K == Run::Exit && B.Mispredicts == 0 && A.Mispredicts == 0 && !Mode.Dense && !Mode.Fail;
      if (Timed) {
        // The prediction assumes every instruction executes: states with
        // predicated-off instructions (whose results then wait for nothing)
        // are not compared with it.
        // (The straight-line path; a run through speculation recovery code
        // is not the path the prediction times.)
        bool AllExecuted = B.PredicatedOff == 0 && !B.TakenBranch && !B.Recovered && V.Cycles.HasPrediction;
        V.Cycles.PredictionCompared += AllExecuted;
        if (AllExecuted && B.Cycles != RS.Cycles) {
          if (!V.Cycles.PredictionMismatches)
            V.Cycles.FirstMismatch = "seed " + std::to_string(Seed) + ": predicted " + std::to_string(RS.Cycles) +
                                     ", simulated " + std::to_string(B.Cycles);
          ++V.Cycles.PredictionMismatches;
        }
        if (!V.Cycles.Valid) {
          V.Cycles.Valid = true;
          V.Cycles.Seed = Seed;
          V.Cycles.Source = A.Cycles;
          V.Cycles.Scheduled = B.Cycles;
          if (Opts.GasObject) {
            Run G = runRegion(*Opts.GasObject, Places, K, Seed, Extra, MM);
            if (G.K == Run::Exit && G.Mispredicts == 0)
              V.Cycles.Gas = G.Cycles;
            if (LG && G.K != Run::Error) {
              std::string DG = compare(A, G, RangeLo, *LA, *LG);
              if (!DG.empty()) {
                V.GasStateDiffers = true;
                V.GasNote = DG;
              }
            } else {
              V.GasNote = LG ? G.Message : "GNU as's object does not load";
            }
          }
        }
      }
    }
    // What the region's own runs cannot show (their first difference wins).
    for (const std::string *Static : {&DvFailure[K], &DotFailure[K]})
      if (V.St != RegionVerdict::Failed && !Static->empty()) {
        V.St = RegionVerdict::Failed;
        V.Reason = *Static;
      }
    if (V.St == RegionVerdict::Passed && V.StatesCompared < Opts.States) {
      V.St = RegionVerdict::Skipped;
      if (!SkipReason.empty()) {
        V.Reason = SkipReason;
      } else {
        std::string Most;
        unsigned N = 0;
        for (auto &[Why, C] : Rejections)
          if (C > N) { Most = Why; N = C; }
        V.Reason = "only " + std::to_string(V.StatesCompared) + " of " + std::to_string(Opts.MaxAttempts) +
                   " random states ran to the region's end (most stop inside it at " + Most + ")";
      }
    }
    Verdicts.push_back(std::move(V));
  }
  return Verdicts;
}

} // namespace epic::driver
