// Target and GroupRules over isa/ (form table, encoder) and isa/dv/ (the
// dependency-violation checker).
#include "emitter/Target.h"
#include "ir/Diagnostics.h"
#include "isa/MachineInst.h"
#include "isa/Match.h"
#include "isa/RegisterUsage.h"
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/ModuleScan.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace epic::emit {
namespace {

// Instruction matching is isa::match's (the one matcher); the emitter asks
// it for shapes (immediates not yet laid out fit any immediate field) and for
// encodings with the values layout resolved.

using isa::FormId;
using isa::FormInfo;
using isa::OpKind;
using isa::OpSlot;

isa::MatchOptions shapeOptions() {
  isa::MatchOptions O;
  O.AnyImmediate = true;
  O.RangeBySlot = true; // auto mode places a unit-less hint, then checks it (GNU as)
  return O;
}

uint8_t unitsOf(isa::UnitType U) {
  switch (U) {
  case isa::UnitType::A: return unitBit(ir::Unit::M) | unitBit(ir::Unit::I);
  case isa::UnitType::M: return unitBit(ir::Unit::M);
  case isa::UnitType::I: return unitBit(ir::Unit::I);
  case isa::UnitType::F: return unitBit(ir::Unit::F);
  case isa::UnitType::B: return unitBit(ir::Unit::B);
  case isa::UnitType::L: return unitBit(ir::Unit::L);
  }
  return 0;
}

class IsaTarget final : public Target {
public:
  // Shapes and fixup sites depend only on what matching with any immediate
  // reads: the spelling, the predicate, operand kinds and registers, constant
  // values and symbol names (enumerated operands). They are memoized by that
  // key (successes only: failures carry the instruction's location).
  struct Known {
    InstShape Shape;
    std::optional<FixupSite> Site;
    std::vector<isa::RegisterUsageWarning> Warnings;
  };
  // The key is built at every query (several per instruction: shape,
  // fixup site, warnings), so it is written with plain stores into a buffer
  // sized for the worst case first (as isa/dv/InstCache.cpp's keyOf):
  // appending char by char was most of the emitter's time on big files.
  const Known *known(const ir::Inst &I) const {
    llvm::SmallString<64> &K = KeyBuf;
    size_t Bound = I.Mnemonic.size() + 3;
    for (const auto *Ops : {&I.Outs, &I.Ins})
      for (const ir::Operand &O : *Ops)
        Bound += 10 + (O.K == ir::Operand::Imm && O.E && O.E->K == ir::Expr::Symbol ? O.E->Name.size() + 1 : 0);
    K.resize_for_overwrite(Bound);
    char *P = std::copy(I.Mnemonic.begin(), I.Mnemonic.end(), K.data());
    *P++ = '\0';
    *P++ = char(I.QP);
    *P++ = char(I.Outs.size());
    for (const auto *Ops : {&I.Outs, &I.Ins})
      for (const ir::Operand &O : *Ops) {
        *P++ = char(O.K);
        if (O.K != ir::Operand::Imm) {
          *P++ = char(O.R.File);
          *P++ = char(O.R.Num);
          *P++ = char(O.R.Num >> 8);
          *P++ = char(O.IFile);
          continue;
        }
        if (!O.E) {
          *P++ = 'n';
        } else if (auto V = isa::constantValue(*O.E)) {
          *P++ = 'c';
          for (int B = 0; B < 8; ++B)
            *P++ = char(uint64_t(*V) >> (8 * B));
        } else if (O.E->K == ir::Expr::Symbol) {
          *P++ = 's';
          P = std::copy(O.E->Name.begin(), O.E->Name.end(), P);
          *P++ = '\0';
        } else {
          *P++ = 'x';
        }
      }
    K.truncate(size_t(P - K.data()));
    auto It = Memo.find(K.str());
    if (It != Memo.end())
      return &It->second;
    auto S = computeShape(I);
    if (!S) {
      llvm::consumeError(S.takeError());
      return nullptr;
    }
    return &Memo.try_emplace(K.str(), Known{*S, computeFixupSite(I), computeWarnings(I)}).first->second;
  }
  mutable llvm::StringMap<Known> Memo;
  mutable llvm::SmallString<64> KeyBuf;

public:
  llvm::Expected<InstShape> shape(const ir::Inst &I) const override {
    if (const Known *K = known(I))
      return K->Shape;
    return computeShape(I); // the located error
  }

  std::optional<FixupSite> fixupSite(const ir::Inst &I) const override {
    if (const Known *K = known(I))
      return K->Site;
    return computeFixupSite(I);
  }

  std::vector<ir::Diagnostic> warnings(const ir::Inst &I) const override {
    std::vector<ir::Diagnostic> Out;
    const Known *K = known(I);
    if (!K)
      return Out;
    for (const isa::RegisterUsageWarning &W : K->Warnings) {
      size_t N = size_t(W.Operand), NOuts = I.Outs.size();
      const ir::Operand *O = N < NOuts ? &I.Outs[N] : N < NOuts + I.Ins.size() ? &I.Ins[N - NOuts] : nullptr;
      Out.push_back({ir::Severity::Warning, O && O->Loc.isValid() ? O->Loc : I.Loc, W.Message});
    }
    return Out;
  }

private:
  llvm::Expected<InstShape> computeShape(const ir::Inst &I) const {
    // Every form with this spelling and operand shape may serve (e.g. mov to
    // an AR picks mov.m or mov.i by register number, already fixed here).
    uint8_t U = 0, Pref = 0;
    for (const isa::MachineInst &MI : isa::matchAll(I, shapeOptions())) {
      // The table lists a spelling's forms in GNU as's order of preference
      // (chk.s and hint on M before I; the X forms last).
      if (!U)
        Pref = unitsOf(MI.info().Unit);
      U |= unitsOf(MI.info().Unit);
    }
    if (U) {
      InstShape S{U, Pref == U ? uint8_t(0) : Pref};
      isa::MatchOptions Strict = shapeOptions();
      Strict.RangeBySlot = false;
      uint8_t F = 0;
      for (const isa::MachineInst &MI : isa::matchAll(I, Strict))
        F |= unitsOf(MI.info().Unit);
      if (F && F != U)
        S.Fits = F;
      return S;
    }
    auto M = isa::match(I, shapeOptions()); // the located reason
    if (!M)
      return M.takeError();
    return InstShape{unitsOf(M->info().Unit)};
  }

  static std::vector<isa::RegisterUsageWarning> computeWarnings(const ir::Inst &I) {
    auto M = isa::match(I, shapeOptions());
    if (!M) {
      llvm::consumeError(M.takeError());
      return {};
    }
    return isa::registerUsageWarnings(I, *M);
  }

  std::optional<FixupSite> computeFixupSite(const ir::Inst &I) const {
    auto M = isa::match(I, shapeOptions());
    if (!M) {
      llvm::consumeError(M.takeError());
      return std::nullopt;
    }
    const FormInfo &F = M->info();
    for (unsigned K = 0; K < F.NumOps; ++K) {
      const isa::OperandType &T = isa::operandType(F.Ops[K]);
      if (F.Ops[K].Slot != OpSlot::Op)
        continue;
      if (T.Kind == OpKind::Target) {
        RelocField RF = RelocField::None;
        if (T.Fix == isa::Fixup::Target64)
          RF = RelocField::Form60B;
        else if (T.Fix == isa::Fixup::Target25)
          RF = RelocField::Form21B;
        else if (T.Fix == isa::Fixup::Target25M)
          RF = RelocField::Form21M;
        else if (T.Fix == isa::Fixup::Target25F)
          RF = RelocField::Form21F;
        FixupSite S{K, RF, true};
        for (unsigned J = K + 1; J < F.NumOps; ++J)
          if (F.Ops[J].Slot == OpSlot::Op && isa::operandType(F.Ops[J]).Kind == OpKind::Target)
            S.Tag = int(J);
        return S;
      }
      switch (T.Fix) {
      case isa::Fixup::Imm14: return FixupSite{K, RelocField::Imm14, false};
      case isa::Fixup::Imm22: return FixupSite{K, RelocField::Imm22, false};
      case isa::Fixup::Imm64: return FixupSite{K, RelocField::Imm64, false};
      case isa::Fixup::LdxMov: return FixupSite{K, RelocField::Mark, false};
      default: break;
      }
    }
    return std::nullopt;
  }

public:
  llvm::Expected<EncodedInst> encode(const ir::Inst &I, ir::Unit U, const ImmValues &Imms) const override {
    isa::MatchOptions O;
    O.Slot = U;
    O.Imms = &Imms;
    auto MI = isa::match(I, O);
    if (!MI)
      return MI.takeError();
    uint64_t L = 0;
    auto W = isa::encodeInst(*MI, &L);
    if (!W)
      return ir::makeError(I.Loc, "'" + I.Mnemonic + "': " + llvm::toString(W.takeError()));
    if (MI->info().Unit == isa::UnitType::L)
      return EncodedInst{L, *W};
    return EncodedInst{*W, 0};
  }

  EncodedInst nop(ir::Unit U) const override {
    static const std::array<EncodedInst, 6> Nops = [] {
      std::array<EncodedInst, 6> N{};
      const char *Names[] = {"nop.m", "nop.i", "nop.f", "nop.b", "nop.x", nullptr};
      for (int K = 0; K < 5; ++K) {
        ir::Inst I;
        I.Mnemonic = Names[K];
        I.Ins.push_back(ir::Operand::imm(ir::Expr::constant(0)));
        IsaTarget T;
        ImmValues V{0};
        auto E = T.encode(I, K == 4 ? ir::Unit::L : ir::Unit(K), V);
        if (E)
          N[K] = *E;
        else
          llvm::consumeError(E.takeError());
      }
      return N;
    }();
    switch (U) {
    case ir::Unit::M: return Nops[0];
    case ir::Unit::I: return Nops[1];
    case ir::Unit::F: return Nops[2];
    case ir::Unit::B: return Nops[3];
    case ir::Unit::L: return Nops[4];
    default: return {};
    }
  }

  uint8_t groupEdges(const ir::Inst &I) const override {
    // The classes depend on the spelling only; the class lookup is slow
    // enough to cache (it runs for every slot of every explicit bundle).
    auto It = EdgeCache.find(I.Mnemonic);
    if (It != EdgeCache.end())
      return It->second;
    isa::dv::ClassSet C = isa::dv::classesOf(I);
    uint8_t E = (isa::dv::inClass(C, "group-first") ? 1 : 0) | (isa::dv::inClass(C, "group-last") ? 2 : 0) |
                (isa::dv::inClass(C, "bundle-last") ? 4 : 0);
    EdgeCache.emplace(I.Mnemonic, E);
    return E;
  }

  mutable std::unordered_map<std::string, uint8_t> EdgeCache;

  ir::Inst serialize(bool Instruction) const override {
    ir::Inst I;
    I.Mnemonic = Instruction ? "srlz.i" : "srlz.d";
    return I;
  }
};

/// Instruction-group rules from the dependency-violation checker: the
/// strongest fix any violation of `I` against the group needs.
class DvRules final : public GroupRules {
public:
  void startGroup() override {
    C.stop();
    GroupStart = Next;
    Unseen.clear();
  }
  bool serializeNeedsStop(const ir::Inst &I) override {
    for (const isa::dv::Violation &V : C.check(I))
      if ((V.fix() == isa::dv::Fix::StopSrlzD || V.fix() == isa::dv::Fix::StopSrlzI) && V.Earlier >= GroupStart)
        return true;
    return false;
  }
  bool srlzBeforeStop(const ir::Inst &I) override {
    // gas's order: the writers' (program order: gas scans the uses it registered, oldest
    // first), then its table's (by resource name)
    std::optional<std::pair<size_t, std::string_view>> First;
    bool FirstCurrent = false, AnyCurrent = false;
    for (const isa::dv::Violation &V : C.check(I)) {
      if (V.fix() != isa::dv::Fix::StopSrlzD)
        continue;
      const bool Current = V.Earlier >= GroupStart;
      AnyCurrent |= Current;
      const std::pair<size_t, std::string_view> Key{V.Earlier, isa::dv::resourceName(V.Res)};
      if (!First || Key < *First)
        First = Key, FirstCurrent = Current;
    }
    return First && AnyCurrent && !FirstCurrent;
  }
  Need query(const ir::Inst &I) override {
    Need N = None;
    for (const isa::dv::Violation &V : C.check(I)) {
      switch (V.fix()) {
      case isa::dv::Fix::StopSrlzI: N = InstrSerialize; break;
      case isa::dv::Fix::StopSrlzD: N = N == InstrSerialize ? N : DataSerialize; break;
      case isa::dv::Fix::Stop: N = N == None ? Stop : N; break;
      case isa::dv::Fix::None: break;
      }
    }
    return N;
  }
  bool gasSeesConflict(const ir::Inst &I) override {
    if (I.Mnemonic == "hint")
      return false;
    for (const isa::dv::Violation &V : C.check(I))
      if (V.fix() != isa::dv::Fix::None && V.Earlier >= GroupStart && V.Earlier < Next &&
          isa::dv::gasSeesViolation(V, std::binary_search(Unseen.begin(), Unseen.end(), V.Earlier), I))
        return true;
    return false;
  }
  void add(const ir::Inst &I) override {
    if (isa::dv::predicateWritesUnseen(I))
      Unseen.push_back(Next);
    C.append(I, Next++);
  }
  void label() override { C.label(); }
  void directive(const ir::Directive &D) override { isa::dv::applyDvDirective(D, C); }

private:
  isa::dv::DependencyChecker C;
  size_t Next = 0;
  size_t GroupStart = 0; // id of the first instruction of the current group
  // Ids of the current group's instructions whose predicate writes gas does not see
  // (gasSeesConflict reads no other fact of an earlier instruction; the streamed
  // assembler may have freed it).
  std::vector<size_t> Unseen;
};

} // namespace

std::unique_ptr<Target> makeIsaTarget() { return std::make_unique<IsaTarget>(); }
std::unique_ptr<GroupRules> makeIsaGroupRules() { return std::make_unique<DvRules>(); }

} // namespace epic::emit
