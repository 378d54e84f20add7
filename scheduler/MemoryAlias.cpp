#include "scheduler/MemoryAlias.h"
#include "frontend/ExprEval.h"
#include "scheduler/InstDesc.h"
#include <algorithm>
#include <map>
#include <string_view>

namespace epic::sched {

std::optional<unsigned> plainAccessBytes(const isa::FormInfo &F) {
  std::string_view C = isa::schedClassName(F.Class);
  if (C != "ld" && C != "st" && C != "fld" && C != "stf" && C != "fldp")
    return std::nullopt; // ldc/fldc (ALAT checks), sem, lfetch, everything else
  std::string_view Mn = F.Mnemonic;
  size_t Dot = Mn.find('.');
  std::string_view Op = Mn.substr(0, Dot);
  std::string_view Rest = Dot == std::string_view::npos ? "" : Mn.substr(Dot);
  // Completers that change only the cache hint (or the NaT handling of a
  // spill/fill) keep the access plain; .s/.sa/.a/.c/.acq/.rel/.bias do not.
  bool Fill = false;
  while (!Rest.empty()) {
    size_t Next = Rest.find('.', 1);
    std::string_view Comp = Rest.substr(0, Next);
    Rest = Next == std::string_view::npos ? "" : Rest.substr(Next);
    if (Comp == ".fill" || Comp == ".spill") {
      Fill = true;
      continue;
    }
    bool Hint = Comp == ".nt1" || Comp == ".nt2" || Comp == ".nta" ||
                (Comp.size() == 3 && Comp[1] == 'd' && Comp[2] >= '1' && Comp[2] <= '7');
    if (!Hint)
      return std::nullopt;
  }
  // Bytes per access, SDM vol. 3 (ld/st sz; ldf/stf fsz: s 4, d 8, 8 8,
  // e 10, fill/spill 16; ldfp: two of s, d or 8).
  static const std::pair<std::string_view, unsigned> Sizes[] = {
      {"ld1", 1},   {"ld2", 2},   {"ld4", 4},    {"ld8", 8},    {"ld16", 16}, {"st1", 1},
      {"st2", 2},   {"st4", 4},   {"st8", 8},    {"st16", 16},  {"ldfs", 4},  {"ldfd", 8},
      {"ldf8", 8},  {"ldfe", 10}, {"stfs", 4},   {"stfd", 8},   {"stf8", 8},  {"stfe", 10},
      {"ldfps", 8}, {"ldfpd", 16}, {"ldfp8", 16}};
  if (Fill && (Op == "ldf" || Op == "stf"))
    return 16;
  for (const auto &[Name, Bytes] : Sizes)
    if (Op == Name)
      return Bytes;
  return std::nullopt;
}

namespace {
/// Addresses wrap at 2^64: the ranges of two accesses through one value are
/// disjoint when each starts at least the other's size past the other's
/// start, going around the ring.
bool disjointRanges(const MemRef &A, const MemRef &B) {
  uint64_t AB = uint64_t(B.Offset) - uint64_t(A.Offset), BA = uint64_t(A.Offset) - uint64_t(B.Offset);
  return AB >= A.Size && BA >= B.Size;
}
} // namespace

bool MemoryInfo::overlap(unsigned I, unsigned J) const {
  const MemRef &A = Refs[I], &B = Refs[J];
  return A.Known && B.Known && A.Base == B.Base && !disjointRanges(A, B);
}

bool MemoryInfo::independent(unsigned I, unsigned J) const {
  const MemRef &A = Refs[I], &B = Refs[J];
  if (!A.Known || !B.Known)
    return false;
  if (A.Base == B.Base)
    return disjointRanges(A, B);
  auto Key = std::minmax(A.Base, B.Base);
  return std::find(NoAlias.begin(), NoAlias.end(), std::pair(Key.first, Key.second)) != NoAlias.end();
}

bool MemoryInfo::mayShareLine(unsigned I, unsigned J, unsigned LineBytes) const {
  const MemRef &A = Refs[I], &B = Refs[J];
  if (!A.Known || !B.Known || A.Base != B.Base)
    return false;
  // The gap between the two ranges (the shorter way around); with an
  // unknown base alignment they can share a line unless a whole line fits
  // between their bytes.
  uint64_t AB = uint64_t(B.Offset) - uint64_t(A.Offset) - A.Size; // A's end to B's start
  uint64_t BA = uint64_t(A.Offset) - uint64_t(B.Offset) - B.Size; // B's end to A's start
  return std::min(AB, BA) + 1 < LineBytes;
}

namespace {

/// Addition modulo 2^64, as the machine adds.
int64_t wrapAdd(int64_t A, int64_t B) { return int64_t(uint64_t(A) + uint64_t(B)); }

/// A register's value: unknown value `Sym` (0: none, a constant) + `Off`.
struct Value {
  unsigned Sym = 0;
  int64_t Off = 0;
  friend bool operator==(const Value &, const Value &) = default;
};

/// Symbolic register values along straight-line code.
class Tracker {
public:
  Tracker(const ir::Module &M) : M(M) {}

  void reset() {
    Regs.clear();
    Facts.clear();
  }

  Value read(ir::Reg R) {
    if (R.File == ir::RegFile::GR && R.Num == 0)
      return {0, 0};
    auto [It, New] = Regs.try_emplace(key(R));
    if (New) It->second = fresh();
    return It->second;
  }
  /// The value R holds, if the walk has seen it (no new unknown).
  std::optional<Value> peek(ir::Reg R) const {
    if (R.File == ir::RegFile::GR && R.Num == 0)
      return Value{0, 0};
    auto It = Regs.find(key(R));
    if (It == Regs.end())
      return std::nullopt;
    return It->second;
  }
  void write(ir::Reg R, Value V) {
    if (R.File == ir::RegFile::GR && R.Num == 0)
      return;
    Regs[key(R)] = V;
  }
  Value fresh() { return {Next++, 0}; }

  std::optional<int64_t> constant(const ir::Operand &O) {
    if (O.K == ir::Operand::Register) {
      Value V = read(O.R);
      if (V.Sym == 0)
        return V.Off;
      return std::nullopt;
    }
    if (O.K != ir::Operand::Imm || !O.E)
      return std::nullopt;
    return frontend::evaluate(*O.E, [this](const std::string &N) -> const ir::Expr * {
      auto It = M.Symbols.find(N);
      return It != M.Symbols.end() && It->second.Defined ? It->second.Value.get() : nullptr;
    });
  }

  /// The value an operand holds as an addend: a register or a constant.
  std::optional<Value> addend(const ir::Operand &O) {
    if (O.K == ir::Operand::Register && (O.R.File == ir::RegFile::GR || O.R.File == ir::RegFile::VR))
      return read(O.R);
    if (auto C = constant(O))
      return Value{0, *C};
    return std::nullopt;
  }

  /// What an unpredicated ALU instruction computes, when it is a sum of at
  /// most one unknown value and constants (add, adds, addl, mov, movl, sub
  /// of a constant); nullopt for anything else.
  std::optional<Value> computes(const ir::Inst &I) {
    std::string_view Mn = I.Mnemonic;
    if (I.Outs.size() != 1 || I.Outs[0].K != ir::Operand::Register)
      return std::nullopt;
    if (Mn == "mov" || Mn == "movl" || Mn == "mov.i" || Mn == "mov.m") {
      if (I.Ins.size() != 1)
        return std::nullopt;
      if (I.Ins[0].K == ir::Operand::Register && I.Ins[0].R.File != ir::RegFile::GR &&
          I.Ins[0].R.File != ir::RegFile::VR)
        return std::nullopt; // mov r = b0, ar.k6, ...
      return addend(I.Ins[0]);
    }
    bool Add = Mn == "add" || Mn == "adds" || Mn == "addl";
    bool Sub = Mn == "sub";
    if (!Add && !Sub)
      return std::nullopt;
    Value Sum;
    for (size_t K = 0; K < I.Ins.size(); ++K) {
      auto V = addend(I.Ins[K]);
      if (!V)
        return std::nullopt;
      bool Negate = Sub && K == 1;
      if (Negate && V->Sym)
        return std::nullopt;
      if (V->Sym && Sum.Sym)
        return std::nullopt; // two unknowns
      if (V->Sym)
        Sum.Sym = V->Sym;
      Sum.Off = wrapAdd(Sum.Off, Negate ? int64_t(0 - uint64_t(V->Off)) : V->Off);
    }
    if (Sub && I.Ins.size() == 3)    // sub r1 = r2, r3, 1
      Sum.Off = wrapAdd(Sum.Off, -2); // (the loop added the trailing 1; it subtracts)
    return Sum;
  }

  /// What is known of an unknown value's region (docs/scheduler.md,
  /// "Regions"): a proven range of the value itself, or the region a
  /// `.region` directive asserts for it and every address derived from it.
  struct Fact {
    std::optional<std::pair<uint64_t, uint64_t>> Range; // [lo, hi] of the value (offset 0)
    int Asserted = -1;
  };
  /// A new unknown value with fact F.
  Value freshWith(Fact F) {
    Value V = fresh();
    if (F.Range || F.Asserted >= 0)
      Facts[V.Sym] = F;
    return V;
  }
  void assertRegion(unsigned Sym, int Region) { Facts[Sym].Asserted = Region; }

  /// The addresses V may hold, when proven: [lo, hi] without wrapping.
  std::optional<std::pair<uint64_t, uint64_t>> range(Value V) const {
    if (V.Sym == 0)
      return std::pair(uint64_t(V.Off), uint64_t(V.Off));
    auto It = Facts.find(V.Sym);
    if (It == Facts.end() || !It->second.Range)
      return std::nullopt;
    auto [Lo, Hi] = *It->second.Range;
    uint64_t L = Lo + uint64_t(V.Off), H = Hi + uint64_t(V.Off);
    bool Wraps = V.Off >= 0 ? H < Hi : L > Lo;
    if (Wraps)
      return std::nullopt;
    return std::pair(L, H);
  }
  /// Bits 63..61 of V, when proven or asserted.
  std::optional<unsigned> region(Value V) const {
    if (V.Sym)
      if (auto It = Facts.find(V.Sym); It != Facts.end() && It->second.Asserted >= 0)
        return unsigned(It->second.Asserted);
    if (auto R = range(V); R && R->first >> 61 == R->second >> 61)
      return unsigned(R->first >> 61);
    return std::nullopt;
  }
  /// The fact of a value that is A on one path and B on the other.
  Fact join(Value A, Value B) const {
    Fact F;
    auto RA = range(A), RB = range(B);
    if (RA && RB)
      F.Range = std::pair(std::min(RA->first, RB->first), std::max(RA->second, RB->second));
    auto asserted = [&](Value V) {
      auto It = V.Sym ? Facts.find(V.Sym) : Facts.end();
      return It == Facts.end() ? -1 : It->second.Asserted;
    };
    if (int X = asserted(A); X >= 0 && X == asserted(B))
      F.Asserted = X;
    return F;
  }

  /// The fact of a `dep`/`dep.z` result: the bits outside the field come
  /// from the target operand (a constant, or a value of known region when
  /// the field stays below bit 61), those of dep.z are zero.
  std::optional<Fact> deposit(const ir::Inst &I) {
    std::string_view Mn = I.Mnemonic;
    bool Zero = Mn == "dep.z";
    if ((Mn != "dep" && !Zero) || I.Outs.size() != 1)
      return std::nullopt;
    size_t N = I.Ins.size();
    if (N < 3)
      return std::nullopt;
    auto Pos = constant(I.Ins[N - 2]), Len = constant(I.Ins[N - 1]);
    if (!Pos || !Len || *Pos < 0 || *Len < 1 || *Pos + *Len > 64)
      return std::nullopt;
    uint64_t Mask = (*Len == 64 ? ~uint64_t(0) : ((uint64_t(1) << *Len) - 1)) << *Pos;
    Fact F;
    if (Zero) {
      F.Range = std::pair(uint64_t(0), Mask);
      return F;
    }
    // dep r1 = r2 (or imm1), r3, pos, len: r3 supplies the other bits.
    if (N != 4 || I.Ins[1].K != ir::Operand::Register)
      return std::nullopt;
    Value Target = read(I.Ins[1].R);
    if (Target.Sym == 0) {
      uint64_t Base = uint64_t(Target.Off) & ~Mask;
      F.Range = std::pair(Base, Base | Mask);
      return F;
    }
    if (auto R = region(Target); R && *Pos + *Len <= 61) {
      uint64_t Base = uint64_t(*R) << 61;
      F.Range = std::pair(Base, Base | ((uint64_t(1) << 61) - 1));
      return F;
    }
    return std::nullopt;
  }

  const ir::Module &M;
  ir::RegStackFrame Frame;

private:
  static std::pair<int, int> key(ir::Reg R) { return {int(R.File), int(R.Num)}; }
  std::map<std::pair<int, int>, Value> Regs;
  std::map<unsigned, Fact> Facts; // by unknown value
  unsigned Next = 1;
};

/// The register whose bits 63..61 select the region register `I` uses:
/// the index of `mov rr[r3]` (either direction), else a memory base.
std::optional<ir::Reg> rrIndexRegister(const ir::Inst &I) {
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.K == ir::Operand::Indirect)
        return O.IFile == ir::IndirectFile::RR ? std::optional(O.R) : std::nullopt;
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.K == ir::Operand::Memory)
        return O.R;
  return std::nullopt;
}

/// The memory operand (base register) of `I` and whether it is written.
const ir::Operand *memoryOperand(const ir::Inst &I) {
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.K == ir::Operand::Memory)
        return &O;
  return nullptr;
}

std::optional<int64_t> frameArg(const ir::Directive &D, size_t K, Tracker &T) {
  if (K >= D.Args.size() || !D.Args[K])
    return std::nullopt;
  return T.constant(ir::Operand::imm(D.Args[K]));
}

/// The statement where the symbolic walk for a region starts: after the
/// last label (control may enter with other values) or procedure boundary.
size_t walkStart(const std::vector<ir::Stmt> &Stmts, size_t Begin) {
  for (size_t K = Begin; K-- > 0;) {
    if (std::holds_alternative<ir::Label>(Stmts[K]) || std::holds_alternative<ir::Data>(Stmts[K]))
      return K + 1;
    if (const auto *D = std::get_if<ir::Directive>(&Stmts[K]))
      if (D->Name == ".proc" || D->Name == ".endp")
        return K + 1;
  }
  return 0;
}

/// The register frame in effect at `Begin` (the last `.regstk` or `alloc`
/// of the procedure before it), for `in`/`loc`/`out` names in `.noalias`.
ir::RegStackFrame frameAt(const std::vector<ir::Stmt> &Stmts, size_t Begin, Tracker &T) {
  for (size_t K = Begin; K-- > 0;) {
    if (const auto *D = std::get_if<ir::Directive>(&Stmts[K])) {
      if (D->Name == ".proc")
        break;
      if (D->Name == ".regstk") {
        ir::RegStackFrame F;
        for (size_t A = 0; A < 4; ++A)
          if (!frameArg(*D, A, T))
            return {};
        F = {unsigned(*frameArg(*D, 0, T)), unsigned(*frameArg(*D, 1, T)), unsigned(*frameArg(*D, 2, T)),
             unsigned(*frameArg(*D, 3, T)), true};
        return F;
      }
    }
    if (const auto *I = std::get_if<ir::Inst>(&Stmts[K]); I && I->Mnemonic == "alloc") {
      if (I->Ins.size() != 5)
        return {};
      std::vector<int64_t> V;
      for (size_t A = 1; A < 5; ++A) {
        auto C = T.constant(I->Ins[A]);
        if (!C)
          return {};
        V.push_back(*C);
      }
      return {unsigned(V[0]), unsigned(V[1]), unsigned(V[2]), unsigned(V[3]), true};
    }
  }
  return {};
}

/// The registers a `.noalias` names (`[rA]` words), nullopt for a word that
/// is not a general register this code can resolve (an alias, a temporary
/// RegAlloc dropped): then the directive gives no fact.
std::optional<std::vector<ir::Reg>> bracketRegisters(const ir::Directive &D, const ir::RegStackFrame &F) {
  std::vector<ir::Reg> Out;
  for (std::string_view W : D.Words) {
    if (W.size() < 3 || W.front() != '[' || W.back() != ']')
      return std::nullopt;
    W = W.substr(1, W.size() - 2);
    while (!W.empty() && W.front() == ' ') W.remove_prefix(1);
    while (!W.empty() && W.back() == ' ') W.remove_suffix(1);
    ir::RegLookup L = ir::lookupRegister(W, F);
    if (L.K != ir::RegLookup::Register || L.R.File != ir::RegFile::GR)
      return std::nullopt;
    Out.push_back(L.R);
  }
  return Out;
}
} // namespace

MemoryInfo analyzeMemory(const ir::Module &M, const Region &R, const model::MachineModel &MM) {
  MemoryInfo Out;
  Out.Refs.resize(R.Insts.size());
  Out.Rr.assign(R.Insts.size(), -1);
  if (R.Insts.empty())
    return Out;
  const auto &Stmts = M.Sections[R.Section].Stmts;
  Tracker T(M);
  size_t Start = walkStart(Stmts, R.Insts.front());
  T.Frame = frameAt(Stmts, Start, T);
  std::map<size_t, unsigned> Own; // statement -> region instruction
  for (unsigned K = 0; K < R.Insts.size(); ++K)
    Own[R.Insts[K]] = K;
  size_t End = R.Insts.back() + 1;
  for (size_t S = Start; S < End; ++S) {
    const ir::Stmt &St = Stmts[S];
    if (std::holds_alternative<ir::Label>(St) || std::holds_alternative<ir::Data>(St)) {
      T.reset(); // control may enter here with other values
      continue;
    }
    if (const auto *D = std::get_if<ir::Directive>(&St)) {
      if (D->Name == ".proc" || D->Name == ".endp") {
        T.reset();
        T.Frame = {};
      } else if (D->Name == ".regstk") {
        T.Frame = frameAt(Stmts, S + 1, T);
      } else if (D->Name == ".noalias") {
        auto Regs = bracketRegisters(*D, T.Frame);
        if (!Regs)
          continue;
        for (size_t A = 0; A < Regs->size(); ++A)
          for (size_t B = A + 1; B < Regs->size(); ++B) {
            unsigned X = T.read((*Regs)[A]).Sym, Y = T.read((*Regs)[B]).Sym;
            // A constant, or one value derived from the other: the offsets
            // decide, the directive adds nothing.
            if (X && Y && X != Y)
              Out.NoAlias.push_back(std::minmax(X, Y));
          }
      } else if (D->Name == ".region") {
        // `.region [rA], ..., K`: the values named are addresses in region
        // K, and so is every address derived from them by constants.
        auto Regs = bracketRegisters(*D, T.Frame);
        auto K = D->Args.size() == 1 ? T.constant(ir::Operand::imm(D->Args[0])) : std::nullopt;
        if (!Regs || !K || *K < 0 || *K > 7)
          continue;
        for (ir::Reg Rg : *Regs)
          if (unsigned X = T.read(Rg).Sym)
            T.assertRegion(X, int(*K));
      }
      continue;
    }
    const auto *I = std::get_if<ir::Inst>(&St);
    if (!I)
      continue;
    auto OwnIt = Own.find(S);
    std::optional<InstDesc> Desc;
    if (OwnIt != Own.end()) {
      Desc = R.Descs[OwnIt->second];
    } else if (auto D = describe(*I, MM)) {
      Desc = *D;
    } else {
      llvm::consumeError(D.takeError());
    }
    // Instructions after which register names or values are not what the
    // straight-line code says: calls and loop branches (callee, rotation),
    // frame and bank changes (alloc, cover, bsw, clrrrb), unknown forms.
    if (!Desc || (Desc->EndsRegion && !Desc->FallsThrough) || Desc->HardBarrier) {
      T.reset();
      if (Desc && I->Mnemonic == "alloc")
        T.Frame = frameAt(Stmts, S + 1, T);
      continue;
    }
    const isa::FormInfo &F = isa::form(Desc->Form);
    const ir::Operand *Mem = memoryOperand(*I);
    std::optional<Value> BaseAfter;
    if (OwnIt != Own.end())
      if (auto Reg = rrIndexRegister(*I))
        if (auto Rg = T.region(T.read(*Reg)))
          Out.Rr[OwnIt->second] = int(*Rg);
    if (Mem) {
      Value Addr = T.read(Mem->R);
      if (OwnIt != Own.end() && (Desc->ReadsMemory || Desc->WritesMemory))
        if (auto Bytes = plainAccessBytes(F))
          Out.Refs[OwnIt->second] = {true, Addr.Sym, Addr.Off, *Bytes};
      if (F.has(isa::FF_postinc)) {
        // The increment is the operand after the memory one (ld r=[b],inc;
        // st [b]=r,inc; ldfp's implicit 8/16 is its last operand).
        const ir::Operand &Inc = I->Ins.back();
        auto C = T.constant(Inc);
        BaseAfter = (C && I->QP == 0) ? Value{Addr.Sym, wrapAdd(Addr.Off, *C)} : T.fresh();
      }
    }
    // Register results: a known sum, else a new unknown value; under a
    // predicate the old value may survive, so only an equal result keeps it.
    // A deposit's result is unknown, but its region may be proven.
    std::optional<Value> Sum = T.computes(*I);
    std::optional<Tracker::Fact> Dep = Sum ? std::nullopt : T.deposit(*I);
    for (const ir::Operand &O : I->Outs) {
      if (O.K != ir::Operand::Register || (O.R.File != ir::RegFile::GR && O.R.File != ir::RegFile::VR))
        continue;
      Value New = Sum ? *Sum : Dep ? T.freshWith(*Dep) : T.fresh();
      if (I->QP != 0 && !(Sum && T.read(O.R) == *Sum))
        New = T.freshWith(T.join(T.read(O.R), New));
      T.write(O.R, New);
    }
    if (BaseAfter)
      T.write(Mem->R, *BaseAfter);
  }
  return Out;
}

} // namespace epic::sched
