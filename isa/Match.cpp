#include "isa/Match.h"
#include "ir/Diagnostics.h"
#include <set>
#include <string>

namespace epic::isa {

std::optional<int64_t> constantValue(const ir::Expr &E) {
  using ir::ExprOp;
  switch (E.K) {
  case ir::Expr::Constant: return int64_t(E.Value);
  case ir::Expr::Unary: {
    if (!E.LHS) return std::nullopt;
    std::optional<int64_t> V = constantValue(*E.LHS);
    if (!V) return std::nullopt;
    switch (E.Op) {
    case ExprOp::Neg: return int64_t(0 - uint64_t(*V));
    case ExprOp::Not: return ~*V;
    case ExprOp::LNot: return int64_t(!*V);
    case ExprOp::Plus: return *V;
    default: return std::nullopt;
    }
  }
  case ir::Expr::Binary: {
    if (!E.LHS || !E.RHS) return std::nullopt;
    std::optional<int64_t> A = constantValue(*E.LHS), B = constantValue(*E.RHS);
    if (!A || !B) return std::nullopt;
    uint64_t X = uint64_t(*A), Y = uint64_t(*B);
    switch (E.Op) {
    case ExprOp::Add: return int64_t(X + Y);
    case ExprOp::Sub: return int64_t(X - Y);
    case ExprOp::Mul: return int64_t(X * Y);
    case ExprOp::Div: if (!*B) return std::nullopt; return *A / *B;
    case ExprOp::Mod: if (!*B) return std::nullopt; return *A % *B;
    case ExprOp::Shl: return int64_t(Y < 64 ? X << Y : 0);
    case ExprOp::Shr: return int64_t(Y < 64 ? X >> Y : 0);
    case ExprOp::Or: return int64_t(X | Y);
    case ExprOp::And: return int64_t(X & Y);
    case ExprOp::Xor: return int64_t(X ^ Y);
    case ExprOp::OrNot: return int64_t(X | ~Y);
    default: return std::nullopt;
    }
  }
  default: return std::nullopt;
  }
}

namespace {

bool fileMatches(OpKind K, ir::RegFile F) {
  switch (K) {
  case OpKind::GR: return F == ir::RegFile::GR || F == ir::RegFile::VR;
  case OpKind::FR: return F == ir::RegFile::FR;
  case OpKind::PR: return F == ir::RegFile::PR;
  case OpKind::BR: return F == ir::RegFile::BR;
  case OpKind::AR: return F == ir::RegFile::AR;
  case OpKind::CR: return F == ir::RegFile::CR;
  default: return false;
  }
}
std::optional<int64_t> enumValue(const OperandType &T, std::string_view Name) {
  std::string_view N = T.Names;
  while (!N.empty()) {
    size_t Sp = N.find(' ');
    std::string_view Item = N.substr(0, Sp);
    size_t Eq = Item.find('=');
    if (Item.substr(0, Eq) == Name)
      return std::stoll(std::string(Item.substr(Eq + 1)), nullptr, 0);
    if (Sp == std::string_view::npos)
      break;
    N.remove_prefix(Sp + 1);
  }
  return std::nullopt;
}

// A failed attempt: how far it got (for choosing the most useful message).
struct Failure {
  int Score = -1;
  ir::SourceLoc Loc;
  std::string Msg;
};

// Tries to bind the instruction to form `Id`; on failure fills `F`.
std::optional<MachineInst> bind(const ir::Inst &I, FormId Id, Failure &Fail) {
  const FormInfo &F = form(Id);
  auto fail = [&](int Score, ir::SourceLoc L, std::string M) {
    if (Score > Fail.Score)
      Fail = {Score, L.isValid() ? L : I.Loc, std::move(M)};
    return std::nullopt;
  };
  unsigned NIns = F.NumOps - F.NumOuts;
  if (I.Outs.size() != F.NumOuts || I.Ins.size() != NIns)
    return fail(0, I.Loc, "'" + I.Mnemonic + "' expects " + std::to_string(F.NumOuts) + " destination and " +
                              std::to_string(NIns) + " source operands");
  if (I.QP && F.has(FF_noqp))
    return fail(1, I.Loc, "'" + I.Mnemonic + "' cannot be predicated");
  MachineInst MI;
  MI.Form = Id;
  MI.QP = I.QP;
  for (unsigned K = 0; K < F.NumOps; ++K) {
    const FormOperand &FO = F.Ops[K];
    const ir::Operand &O = K < F.NumOuts ? I.Outs[K] : I.Ins[K - F.NumOuts];
    int Score = 10 + int(K) * 10;
    std::string Which = "operand " + std::to_string(K + 1) + " of '" + I.Mnemonic + "'";
    if (FO.Slot == OpSlot::Lit) {
      std::string_view Want = FO.Text;
      if (Want[0] >= '0' && Want[0] <= '9') {
        auto V = O.K == ir::Operand::Imm && O.E ? constantValue(*O.E) : std::nullopt;
        if (!V || std::to_string(*V) != Want)
          return fail(Score, O.Loc, Which + " must be " + std::string(Want));
      } else if (O.K != ir::Operand::Register || ir::regName(O.R) != Want) {
        return fail(Score, O.Loc, Which + " must be " + std::string(Want));
      }
      continue;
    }
    const OperandType &T = operandType(FO);
    if (FO.Slot == OpSlot::Mem) {
      if (O.K != ir::Operand::Memory)
        return fail(Score, O.Loc, Which + " must be a memory operand [rN]");
      if (O.R.File != ir::RegFile::GR && O.R.File != ir::RegFile::VR)
        return fail(Score + 5, O.Loc, Which + ": the address must be a general register");
      MI.Ops[K] = O.R.Num;
      continue;
    }
    if (FO.Slot == OpSlot::Ind) {
      if (O.K != ir::Operand::Indirect || ir::indirectFileName(O.IFile) != FO.Text)
        return fail(Score, O.Loc, Which + " must be " + std::string(FO.Text) + "[rN]");
      if (O.R.File != ir::RegFile::GR && O.R.File != ir::RegFile::VR)
        return fail(Score + 5, O.Loc, Which + ": the index must be a general register");
      MI.Ops[K] = O.R.Num;
      continue;
    }
    switch (T.Kind) {
    case OpKind::GR: case OpKind::FR: case OpKind::PR: case OpKind::BR: case OpKind::AR: case OpKind::CR:
      if (O.K != ir::Operand::Register || !fileMatches(T.Kind, O.R.File))
        return fail(Score, O.Loc, Which + " must be " + opKindDescription(T.Kind));
      if (O.R.Num < T.Min || O.R.Num > T.Max)
        return fail(Score + 5, O.Loc, Which + ": " + ir::regName(O.R) + " is not allowed here (" +
                                          (T.Kind == OpKind::GR && T.Max == 3 ? "only r0-r3" : "wrong register") + ")");
      MI.Ops[K] = O.R.Num;
      break;
    case OpKind::Enum: {
      std::optional<int64_t> V;
      if (O.K == ir::Operand::Imm && O.E) {
        if (O.E->K == ir::Expr::Symbol)
          V = enumValue(T, O.E->Name);
        else
          V = constantValue(*O.E);
      } else if (O.K == ir::Operand::Register) {
        V = enumValue(T, ir::regName(O.R));
      }
      if (!V)
        return fail(Score, O.Loc, Which + " must be " + opKindDescription(T.Kind) + " (" + T.Names + ")");
      if (*V < T.Min || *V > T.Max)
        return fail(Score + 5, O.Loc, Which + " is out of range");
      MI.Ops[K] = *V;
      break;
    }
    case OpKind::Imm:
    case OpKind::Target: {
      if (O.K != ir::Operand::Imm || !O.E)
        return fail(Score, O.Loc, Which + " must be " + opKindDescription(T.Kind));
      auto V = T.Kind == OpKind::Target ? std::nullopt : constantValue(*O.E);
      if (!V) {
        if (T.Fix == Fixup::None && T.Kind != OpKind::Target)
          return fail(Score + 5, O.Loc, Which + " must be a constant");
        MI.Ops[K] = 0;
        MI.Syms.push_back({K, T.Fix, O.E});
        break;
      }
      // Hex-printed fields also take their unsigned spelling (0xffff... for -1).
      if ((*V < T.Min || *V > T.Max) && T.Min != T.Max)
        return fail(Score + 5, O.Loc, Which + ": " + std::to_string(*V) + " is out of range [" +
                                          std::to_string(T.Min) + ", " + std::to_string(T.Max) + "]");
      if (T.Min == T.Max && *V != T.Min)
        return fail(Score + 5, O.Loc, Which + " must be " + std::to_string(T.Min));
      MI.Ops[K] = *V;
      break;
    }
    }
  }
  // Encodability (derived fields, transforms) is the final word on ranges.
  if (MI.Syms.empty() || !F.has(FF_alloc4)) {
    MachineInst Probe = MI;
    auto W = encodeInst(Probe);
    if (!W) {
      std::string M = llvm::toString(W.takeError());
      return fail(90, I.Loc, M);
    }
  }
  return MI;
}

// Architectural rules GNU as does not check (writes to r0/f0/f1, FP pairs, ...).
llvm::Error checkRules(const ir::Inst &I, const MachineInst &MI) {
  const FormInfo &F = MI.info();
  auto opLoc = [&](unsigned K) {
    const ir::Operand &O = K < F.NumOuts ? I.Outs[K] : I.Ins[K - F.NumOuts];
    return O.Loc.isValid() ? O.Loc : I.Loc;
  };
  for (unsigned K = 0; K < F.NumOuts; ++K) {
    const FormOperand &FO = F.Ops[K];
    if (FO.Slot != OpSlot::Op)
      continue;
    const OperandType &T = operandType(FO);
    if (T.Kind == OpKind::GR && MI.Ops[K] == 0 && !F.has(FF_r0ok) &&
        !(K < I.Outs.size() && I.Outs[K].R.File == ir::RegFile::VR))
      return ir::makeError(opLoc(K), "r0 is read-only: it cannot be the destination of '" +
                                               I.Mnemonic + "'");
    if (T.Kind == OpKind::FR && MI.Ops[K] < 2)
      return ir::makeError(opLoc(K), "f" + std::to_string(MI.Ops[K]) +
                                               " is read-only: it cannot be the destination of '" + I.Mnemonic + "'");
  }
  if (F.has(FF_fpair) && ((MI.Ops[0] ^ MI.Ops[1]) & 1) == 0)
    return ir::makeError(opLoc(1), "'" + I.Mnemonic + "' needs one odd and one even register");
  if (F.has(FF_postinc) && F.NumOuts >= 1) {
    for (unsigned K = 0; K < F.NumOps; ++K)
      if (F.Ops[K].Slot == OpSlot::Mem && F.Ops[0].Slot == OpSlot::Op &&
          operandType(F.Ops[0]).Kind == OpKind::GR && MI.Ops[0] == MI.Ops[K])
        return ir::makeError(opLoc(K), "the post-incremented base cannot also be the destination");
  }
  if (F.has(FF_alloc4)) {
    int64_t In = MI.Ops[2], Loc = MI.Ops[3], Out = MI.Ops[4], Rot = MI.Ops[5];
    if (In + Loc + Out > 96)
      return ir::makeError(I.Loc, "frame size " + std::to_string(In + Loc + Out) + " exceeds 96 registers");
    if (Rot > In + Loc + Out || Rot % 8)
      return ir::makeError(opLoc(5), "rotating size must be a multiple of 8 within the frame");
  }
  return llvm::Error::success();
}

// The first part of every spelling, to tell "unknown completer" from "unknown instruction".
const std::set<std::string, std::less<>> &baseNames() {
  static const std::set<std::string, std::less<>> S = [] {
    std::set<std::string, std::less<>> R;
    for (const FormInfo &F : allForms()) {
      std::string_view M = F.Mnemonic;
      R.insert(std::string(M.substr(0, M.find('.'))));
    }
    return R;
  }();
  return S;
}

llvm::Error unknownMnemonic(const ir::Inst &I) {
  std::string_view M = I.Mnemonic;
  std::string_view Base = M.substr(0, M.find('.'));
  if (Base != M && baseNames().count(Base))
    return ir::makeError(I.Loc, "unknown completer in '" + I.Mnemonic + "'");
  return ir::makeError(I.Loc, "unknown instruction '" + I.Mnemonic + "'");
}

} // namespace

llvm::Expected<MachineInst> match(const ir::Inst &I, const MatchOptions &Opts) {
  auto Ids = formsForMnemonic(I.Mnemonic);
  if (Ids.empty())
    return unknownMnemonic(I);
  Failure Fail;
  bool AnyForUnit = false;
  for (FormId Id : Ids) {
    const FormInfo &F = form(Id);
    if (F.has(FF_noasm))
      continue;
    if (Opts.Slot && !unitFits(F.Unit, *Opts.Slot))
      continue;
    AnyForUnit = true;
    if (auto MI = bind(I, Id, Fail)) {
      if (auto E = checkRules(I, *MI))
        return E;
      return std::move(*MI);
    }
  }
  if (!AnyForUnit) {
    bool Any = false;
    for (FormId Id : Ids)
      Any |= !form(Id).has(FF_noasm);
    if (!Any)
      return unknownMnemonic(I);
    return ir::makeError(I.Loc, "'" + I.Mnemonic + "' cannot go in " +
                                           std::string(1, ir::unitLetter(*Opts.Slot)) + " slot");
  }
  return ir::makeError(Fail.Loc, Fail.Msg);
}

std::vector<MachineInst> matchAll(const ir::Inst &I) {
  std::vector<MachineInst> Out;
  Failure Fail;
  std::set<UnitType> Seen;
  for (FormId Id : formsForMnemonic(I.Mnemonic)) {
    const FormInfo &F = form(Id);
    if (F.has(FF_noasm) || Seen.count(F.Unit))
      continue;
    if (auto MI = bind(I, Id, Fail)) {
      if (auto E = checkRules(I, *MI)) {
        llvm::consumeError(std::move(E));
        continue;
      }
      Seen.insert(F.Unit);
      Out.push_back(std::move(*MI));
    }
  }
  return Out;
}

} // namespace epic::isa
