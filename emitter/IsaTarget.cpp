// Target and GroupRules over isa/ (form table, encoder) and isa/dv/ (the
// dependency-violation checker).
#include "emitter/Target.h"
#include "ir/Diagnostics.h"
#include "isa/MachineInst.h"
#include "isa/dv/DependencyChecker.h"
#include <cctype>

namespace epic::emit {
namespace {

// ---------------------------------------------------------------- matching
// ir::Inst -> isa form + operand values. (isa/ owns instruction matching;
// this is the emitter's use of the form table until isa exports a matcher.)

using isa::FormId;
using isa::FormInfo;
using isa::FormOperand;
using isa::OpKind;
using isa::OpSlot;

std::vector<const ir::Operand *> operandsOf(const ir::Inst &I) {
  std::vector<const ir::Operand *> V;
  for (const auto &O : I.Outs)
    V.push_back(&O);
  for (const auto &O : I.Ins)
    V.push_back(&O);
  return V;
}

bool fileMatches(OpKind K, ir::RegFile F) {
  switch (K) {
  case OpKind::GR: return F == ir::RegFile::GR;
  case OpKind::FR: return F == ir::RegFile::FR;
  case OpKind::PR: return F == ir::RegFile::PR;
  case OpKind::BR: return F == ir::RegFile::BR;
  case OpKind::AR: return F == ir::RegFile::AR;
  case OpKind::CR: return F == ir::RegFile::CR;
  default: return false;
  }
}


/// Why a form does not fit (empty when it does). `Imms` null: shape only
/// (immediate values not checked).
std::string mismatch(const FormInfo &F, const std::vector<const ir::Operand *> &Ops, const ImmValues *Imms,
                     std::array<int64_t, 6> *Vals, unsigned *BadOp) {
  if (F.NumOps != Ops.size())
    return "wrong number of operands";
  for (unsigned K = 0; K < F.NumOps; ++K) {
    const FormOperand &FO = F.Ops[K];
    const isa::OperandType &T = isa::operandType(FO);
    const ir::Operand &O = *Ops[K];
    *BadOp = K;
    int64_t V = 0;
    switch (FO.Slot) {
    case OpSlot::Lit:
      if (FO.Text[0] >= '0' && FO.Text[0] <= '9') { // a fixed number, e.g. `add r1=r2,r3,1`
        bool Same = O.K == ir::Operand::Imm &&
                    ((Imms && (*Imms)[K] && *(*Imms)[K] == std::stoll(FO.Text)) ||
                     (O.E && O.E->K == ir::Expr::Constant && int64_t(O.E->Value) == std::stoll(FO.Text)));
        if (!Same)
          return std::string("operand must be ") + FO.Text;
        V = std::stoll(FO.Text);
        break;
      }
      if (O.K != ir::Operand::Register || ir::regName(O.R) != FO.Text)
        return std::string("operand must be ") + FO.Text;
      V = O.R.Num;
      break;
    case OpSlot::Mem:
      if (O.K != ir::Operand::Memory)
        return "operand must be a memory reference [rN]";
      V = O.R.Num;
      break;
    case OpSlot::Ind:
      if (O.K != ir::Operand::Indirect || ir::indirectFileName(O.IFile) != FO.Text)
        return std::string("operand must be ") + FO.Text + "[rN]";
      V = O.R.Num;
      break;
    case OpSlot::Op:
      if (T.Kind == OpKind::Imm || T.Kind == OpKind::Target || T.Kind == OpKind::Enum) {
        if (O.K != ir::Operand::Imm)
          return std::string("operand must be ") + opKindDescription(T.Kind);
        if (T.Kind == OpKind::Enum && O.E && O.E->K == ir::Expr::Symbol) {
          // Named values such as mux1's @rev.
          std::string Names = T.Names ? T.Names : "";
          std::string Key = O.E->Name;
          size_t P = Names.find(Key + "=");
          if (P == std::string::npos || (P > 0 && Names[P - 1] != ' '))
            return "unknown name '" + Key + "'";
          V = std::stoll(Names.substr(P + Key.size() + 1));
          break;
        }
        if (!Imms)
          break;
        const auto &IV = (*Imms)[K];
        if (!IV) {
          if (T.Fix == isa::Fixup::None && T.Kind != OpKind::Target)
            return "operand must be a constant";
          break; // left for a relocation: encoded as 0
        }
        V = *IV;
        if (V < T.Min || V > T.Max)
          return "immediate " + std::to_string(V) + " is out of range [" + std::to_string(T.Min) + ", " +
                 std::to_string(T.Max) + "]";
      } else {
        if (O.K == ir::Operand::Register && O.R.File == ir::RegFile::VR)
          return "a .vreg temporary has no register yet: run `epicsched sched` to assign one";
        if (O.K != ir::Operand::Register || !fileMatches(T.Kind, O.R.File))
          return std::string("operand must be ") + opKindDescription(T.Kind);
        V = O.R.Num;
        if (V < T.Min || V > T.Max)
          return "register " + ir::regName(O.R) + " cannot be used here";
      }
      break;
    }
    if (Vals)
      (*Vals)[K] = V;
  }
  return "";
}

struct Match {
  FormId Form = -1;
  std::array<int64_t, 6> Vals{};
};

llvm::Expected<Match> matchInst(const ir::Inst &I, const ImmValues *Imms) {
  auto Forms = isa::formsForMnemonic(I.Mnemonic);
  if (Forms.empty())
    return ir::makeError(I.Loc, "unknown instruction '" + I.Mnemonic + "'");
  auto Ops = operandsOf(I);
  std::string Why;
  unsigned WhyOp = 0;
  for (FormId Id : Forms) {
    const FormInfo &F = isa::form(Id);
    if (F.has(isa::FF_noasm))
      continue;
    Match M;
    unsigned Bad = 0;
    std::string W = mismatch(F, Ops, Imms, &M.Vals, &Bad);
    if (W.empty()) {
      M.Form = Id;
      return M;
    }
    if (Why.empty() || (W != "wrong number of operands" && Bad >= WhyOp)) {
      Why = W;
      WhyOp = Bad;
    }
  }
  ir::SourceLoc L = I.Loc;
  if (Why != "wrong number of operands" && WhyOp < Ops.size() && Ops[WhyOp]->Loc.isValid())
    L = Ops[WhyOp]->Loc;
  return ir::makeError(L, "'" + I.Mnemonic + "': " + Why);
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
  llvm::Expected<InstShape> shape(const ir::Inst &I) const override {
    auto M = matchInst(I, nullptr);
    if (!M)
      return M.takeError();
    // Every form with this spelling and operand shape may serve (e.g. mov to
    // an AR picks mov.m or mov.i by register number, already fixed here).
    uint8_t U = 0;
    auto Ops = operandsOf(I);
    for (FormId Id : isa::formsForMnemonic(I.Mnemonic)) {
      unsigned Bad;
      if (!isa::form(Id).has(isa::FF_noasm) && mismatch(isa::form(Id), Ops, nullptr, nullptr, &Bad).empty())
        U |= unitsOf(isa::form(Id).Unit);
    }
    return InstShape{U};
  }

  std::optional<FixupSite> fixupSite(const ir::Inst &I) const override {
    auto M = matchInst(I, nullptr);
    if (!M) {
      llvm::consumeError(M.takeError());
      return std::nullopt;
    }
    const FormInfo &F = isa::form(M->Form);
    for (unsigned K = 0; K < F.NumOps; ++K) {
      const isa::OperandType &T = isa::operandType(F.Ops[K]);
      if (F.Ops[K].Slot != OpSlot::Op)
        continue;
      if (T.Kind == OpKind::Target) {
        RelocField RF = RelocField::None;
        if (T.Fix == isa::Fixup::Target64)
          RF = RelocField::Form60B;
        else if (T.Fix == isa::Fixup::Target25)
          RF = F.Unit == isa::UnitType::M ? RelocField::Form21M
               : F.Unit == isa::UnitType::F ? RelocField::Form21F
                                            : RelocField::Form21B;
        return FixupSite{K, RF, true};
      }
      switch (T.Fix) {
      case isa::Fixup::Imm14: return FixupSite{K, RelocField::Imm14, false};
      case isa::Fixup::Imm22: return FixupSite{K, RelocField::Imm22, false};
      case isa::Fixup::Imm64: return FixupSite{K, RelocField::Imm64, false};
      default: break;
      }
    }
    return std::nullopt;
  }

  llvm::Expected<EncodedInst> encode(const ir::Inst &I, ir::Unit U, const ImmValues &Imms) const override {
    auto M = matchInst(I, &Imms);
    if (!M)
      return M.takeError();
    const FormInfo &F = isa::form(M->Form);
    if (!isa::unitFits(F.Unit, U)) {
      // Another form with the same operands may fit this unit (mov.m/mov.i).
      bool Found = false;
      for (FormId Id : isa::formsForMnemonic(I.Mnemonic)) {
        unsigned Bad;
        std::array<int64_t, 6> V{};
        if (isa::unitFits(isa::form(Id).Unit, U) && !isa::form(Id).has(isa::FF_noasm) &&
            mismatch(isa::form(Id), operandsOf(I), &Imms, &V, &Bad).empty()) {
          M->Form = Id;
          M->Vals = V;
          Found = true;
          break;
        }
      }
      if (!Found)
        return ir::makeError(I.Loc, "'" + I.Mnemonic + "' cannot go in an " +
                                        std::string(1, ir::unitLetter(U)) + "-unit slot");
    }
    const FormInfo &G = isa::form(M->Form);
    // r0 is not writable: GNU as rejects it as a destination.
    auto Ops = operandsOf(I);
    for (unsigned K = 0; K < G.NumOuts && K < Ops.size(); ++K)
      if (G.Ops[K].Slot == OpSlot::Op && isa::operandType(G.Ops[K]).Kind == OpKind::GR &&
          Ops[K]->K == ir::Operand::Register && Ops[K]->R.Num == 0 && !G.has(isa::FF_r0ok))
        return ir::makeError(Ops[K]->Loc.isValid() ? Ops[K]->Loc : I.Loc,
                             "r0 cannot be the destination of '" + I.Mnemonic + "'");
    isa::MachineInst MI;
    MI.Form = M->Form;
    MI.QP = I.QP;
    MI.Ops = M->Vals;
    if (G.has(isa::FF_alloc4)) {
      // alloc r=ar.pfs,i,l,o,r is the frame-size form with sof=i+l+o,
      // sol=i+l, sor=r (Itanium architecture, alloc).
      for (FormId Id : isa::formsForMnemonic(I.Mnemonic))
        if (!isa::form(Id).has(isa::FF_alloc4) && isa::form(Id).NumOps == G.NumOps - 1) {
          const auto &V = M->Vals;
          MI.Form = Id;
          MI.Ops = {V[0], V[1], V[2] + V[3] + V[4], V[2] + V[3], V[5], 0};
          break;
        }
    }
    uint64_t L = 0;
    auto W = isa::encodeInst(MI, &L);
    if (!W)
      return ir::makeError(I.Loc, "'" + I.Mnemonic + "': " + llvm::toString(W.takeError()));
    if (G.Unit == isa::UnitType::L)
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
  void startGroup() override { C.stop(); }
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
  void add(const ir::Inst &I) override { C.append(I, Next++); }
  void label() override { C.label(); }
  void directive(const ir::Directive &D) override {
    // `.pred.rel "mutex", p1, p2` / `.pred.rel.mutex p1, p2`, and
    // `.pred.safe_across_calls p1-p5,p16-p63`.
    std::string Kind;
    std::string_view Name = D.Name;
    if (Name.rfind(".pred.rel", 0) == 0) {
      Kind = Name.size() > 10 ? std::string(Name.substr(10)) : "";
    } else if (Name != ".pred.safe_across_calls") {
      return;
    }
    std::vector<std::pair<unsigned, unsigned>> Ranges;
    std::string Tok;
    auto flush = [&] {
      if (Tok.empty())
        return;
      if (Tok[0] == 'p' && Tok.size() > 1 && std::isdigit(uint8_t(Tok[1]))) {
        unsigned A = std::stoul(Tok.substr(1)), B = A;
        auto Dash = Tok.find('-');
        if (Dash != std::string::npos && Dash + 2 < Tok.size() && Tok[Dash + 1] == 'p')
          B = std::stoul(Tok.substr(Dash + 2));
        if (A < 64 && B < 64 && A <= B)
          Ranges.push_back({A, B});
      } else if (Kind.empty()) {
        Kind = Tok;
      }
      Tok.clear();
    };
    for (char Ch : D.Raw) {
      if (Ch == ',' || Ch == '"' || Ch == '@' || std::isspace(uint8_t(Ch)))
        flush();
      else
        Tok += Ch;
    }
    flush();
    std::vector<unsigned> Preds;
    uint64_t Mask = 0;
    for (auto [A, B] : Ranges)
      for (unsigned P = A; P <= B; ++P) {
        Preds.push_back(P);
        Mask |= uint64_t(1) << P;
      }
    if (Name == ".pred.safe_across_calls")
      C.preds().safeAcrossCalls(Mask);
    else if (Kind == "mutex")
      C.preds().mutex(Preds);
    else if (Kind == "clear")
      C.preds().clear(Preds);
    else if (Kind == "imply" && Preds.size() >= 2)
      for (size_t I = 1; I < Preds.size(); ++I)
        C.preds().imply(Preds[0], Preds[I]);
  }

private:
  isa::dv::DependencyChecker C;
  size_t Next = 0;
};

} // namespace

std::unique_ptr<Target> makeIsaTarget() { return std::make_unique<IsaTarget>(); }
std::unique_ptr<GroupRules> makeIsaGroupRules() { return std::make_unique<DvRules>(); }

} // namespace epic::emit
