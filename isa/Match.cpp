#include "isa/Match.h"
#include "ir/Diagnostics.h"
#include "isa/NamedConstants.h"
#include <set>
#include <string>

namespace epic::isa {

std::optional<int64_t> constantValue(const ir::Expr &E) {
  using ir::ExprOp;
  switch (E.K) {
  case ir::Expr::Constant: return int64_t(E.Value);
  case ir::Expr::Symbol: return namedConstant(E.Name); // @pause, @rev, @nat
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
  case OpKind::GR: return F == ir::RegFile::GR;
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

const char *const NoVregMsg = "a .vreg temporary has no register yet: run `epicsched sched` to assign one";

// A failed attempt: how far it got (for choosing the most useful message).
struct Failure {
  int Score = -1;
  ir::SourceLoc Loc;
  std::string Msg;
};

// Whether another form of the spelling takes constant V as operand K.
bool otherFormTakes(std::string_view Mnemonic, FormId Self, unsigned K, int64_t V) {
  for (FormId Id : formsForMnemonic(Mnemonic)) {
    const FormInfo &F = form(Id);
    if (Id == Self || F.has(FF_noasm) || K >= F.NumOps || F.Ops[K].Slot != OpSlot::Op)
      continue;
    const OperandType &T = operandType(F.Ops[K]);
    if (T.Kind == OpKind::Imm && V >= T.Min && V <= T.Max)
      return true;
  }
  return false;
}

// Tries to bind the instruction to form `Id`; on failure fills `Fail`.
// Messages are built only when they beat the best failure so far (matching
// is on the assembler's hot path).
std::optional<MachineInst> bind(const ir::Inst &I, FormId Id, const MatchOptions &Opts, Failure &Fail) {
  const FormInfo &F = form(Id);
  auto better = [&](int Score) { return Score > Fail.Score; };
  auto fail = [&](int Score, ir::SourceLoc L, std::string M) {
    Fail = {Score, L.isValid() ? L : I.Loc, std::move(M)};
    return std::nullopt;
  };
  unsigned NIns = F.NumOps - F.NumOuts;
  if (I.Outs.size() != F.NumOuts || I.Ins.size() != NIns) {
    if (!better(0))
      return std::nullopt;
    return fail(0, I.Loc, "'" + I.Mnemonic + "' expects " + std::to_string(F.NumOuts) + " destination and " +
                              std::to_string(NIns) + " source operands");
  }
  if (I.QP && F.has(FF_noqp)) {
    if (!better(1))
      return std::nullopt;
    return fail(1, I.Loc, "'" + I.Mnemonic + "' cannot be predicated");
  }
  MachineInst MI;
  MI.Form = Id;
  MI.QP = I.QP;
  uint8_t Virtual = 0; // operands holding a .vreg number (not encodable yet)
  bool Unknown = false; // an immediate left unknown under AnyImmediate
  for (unsigned K = 0; K < F.NumOps; ++K) {
    const FormOperand &FO = F.Ops[K];
    const ir::Operand &O = K < F.NumOuts ? I.Outs[K] : I.Ins[K - F.NumOuts];
    int Score = 10 + int(K) * 10;
    auto which = [&] { return "operand " + std::to_string(K + 1) + " of '" + I.Mnemonic + "'"; };
#define EPIC_FAIL(SC, MSG)                                                                                  \
  do {                                                                                                      \
    if (!better(SC))                                                                                        \
      return std::nullopt;                                                                                  \
    return fail(SC, O.Loc, MSG);                                                                            \
  } while (0)
    auto immOf = [&]() -> std::optional<int64_t> {
      if (Opts.Imms && K < Opts.Imms->size())
        return (*Opts.Imms)[K];
      return O.K == ir::Operand::Imm && O.E ? constantValue(*O.E) : std::nullopt;
    };
    // A general register as address, index or operand; a .vreg only when allowed.
    auto baseReg = [&]() -> int { // 0: fits, 1: not a GR, 2: a .vreg not allowed
      if (O.R.File == ir::RegFile::VR) {
        if (!Opts.VirtualRegs)
          return 2;
        Virtual |= 1u << K;
        return 0;
      }
      return O.R.File == ir::RegFile::GR ? 0 : 1;
    };
    if (FO.Slot == OpSlot::Lit) {
      std::string_view Want = FO.Text;
      if (Want[0] >= '0' && Want[0] <= '9') {
        auto V = O.K == ir::Operand::Imm ? immOf() : std::nullopt;
        bool Ok = V ? std::to_string(*V) == Want : (Opts.AnyImmediate && O.K == ir::Operand::Imm);
        if (!Ok)
          EPIC_FAIL(Score, which() + " must be " + std::string(Want));
      } else if (O.K != ir::Operand::Register || ir::regName(O.R) != Want) {
        EPIC_FAIL(Score, which() + " must be " + std::string(Want));
      }
      continue;
    }
    const OperandType &T = operandType(FO);
    if (FO.Slot == OpSlot::Mem || FO.Slot == OpSlot::Ind) {
      bool IsMem = FO.Slot == OpSlot::Mem;
      if (IsMem ? O.K != ir::Operand::Memory
                : (O.K != ir::Operand::Indirect || ir::indirectFileName(O.IFile) != FO.Text))
        EPIC_FAIL(Score, which() + (IsMem ? std::string(" must be a memory operand [rN]")
                                          : " must be " + std::string(FO.Text) + "[rN]"));
      switch (baseReg()) {
      case 1: EPIC_FAIL(Score + 5, which() + (IsMem ? ": the address must be a general register"
                                                    : ": the index must be a general register"));
      case 2: EPIC_FAIL(Score + 5, NoVregMsg);
      default: break;
      }
      MI.Ops[K] = O.R.Num;
      continue;
    }
    switch (T.Kind) {
    case OpKind::GR: case OpKind::FR: case OpKind::PR: case OpKind::BR: case OpKind::AR: case OpKind::CR:
      if (O.K == ir::Operand::Register && O.R.File == ir::RegFile::VR && T.Kind == OpKind::GR) {
        if (!Opts.VirtualRegs)
          EPIC_FAIL(Score + 5, NoVregMsg);
        // Renaming may pick any register: only fields open to all of r0-r127 take one.
        if (T.Min != 0 || T.Max < 127)
          EPIC_FAIL(Score + 5, which() + ": a .vreg cannot stand here (only r0-r3)");
        Virtual |= 1u << K;
        MI.Ops[K] = O.R.Num;
        break;
      }
      if (O.K != ir::Operand::Register || !fileMatches(T.Kind, O.R.File))
        EPIC_FAIL(Score, which() + " must be " + opKindDescription(T.Kind));
      if (O.R.Num < T.Min || O.R.Num > T.Max)
        EPIC_FAIL(Score + 5, which() + ": " + ir::regName(O.R) + " is not allowed here (" +
                                 (T.Kind == OpKind::GR && T.Max == 3 ? "only r0-r3" : "wrong register") + ")");
      MI.Ops[K] = O.R.Num;
      break;
    case OpKind::Enum: {
      std::optional<int64_t> V;
      if (O.K == ir::Operand::Imm && O.E) {
        if (O.E->K == ir::Expr::Symbol)
          V = enumValue(T, O.E->Name);
        if (!V)
          V = immOf();
      } else if (O.K == ir::Operand::Register) {
        V = enumValue(T, ir::regName(O.R));
      }
      if (!V)
        EPIC_FAIL(Score, which() + " must be " + opKindDescription(T.Kind) + " (" + T.Names + ")");
      if (*V < T.Min || *V > T.Max)
        EPIC_FAIL(Score + 5, which() + " is out of range");
      MI.Ops[K] = *V;
      break;
    }
    case OpKind::Imm:
    case OpKind::Target: {
      if (O.K != ir::Operand::Imm || !O.E)
        EPIC_FAIL(Score, which() + " must be " + opKindDescription(T.Kind));
      std::optional<int64_t> V;
      if (T.Kind != OpKind::Target || Opts.Imms)
        V = immOf();
      if (!V) {
        if (T.Fix == Fixup::None && T.Kind != OpKind::Target) {
          if (!Opts.AnyImmediate)
            EPIC_FAIL(Score + 5, which() + " must be a constant");
          Unknown = true;
          MI.Ops[K] = T.Min <= 0 && T.Max >= 0 ? 0 : T.Min;
          break;
        }
        MI.Ops[K] = 0;
        MI.Syms.push_back({K, T.Fix, O.E});
        break;
      }
      // Hex-printed fields also take their unsigned spelling (0xffff... for -1).
      if ((*V < T.Min || *V > T.Max) && T.Min != T.Max) {
        if (F.has(FF_slotrange) && !Opts.Slot) {
          if (!otherFormTakes(I.Mnemonic, Id, K, *V))
            return std::nullopt; // the widest form's range is the message
          if (Opts.RangeBySlot) {
            Unknown = true; // the slot's unit decides (MatchOptions::RangeBySlot)
            MI.Ops[K] = 0;
            break;
          }
        }
        EPIC_FAIL(Score + 5, which() + ": " + std::to_string(*V) + " is out of range [" +
                                 std::to_string(T.Min) + ", " + std::to_string(T.Max) + "]" +
                                 (F.has(FF_slotrange) ? std::string(" in ") + "AMIFBL"[unsigned(F.Unit)] + " slot" : ""));
      }
      if (T.Min == T.Max && *V != T.Min)
        EPIC_FAIL(Score + 5, which() + " must be " + std::to_string(T.Min));
      MI.Ops[K] = *V;
      break;
    }
    }
#undef EPIC_FAIL
  }
  // Encodability (derived fields, transforms) is the final word on ranges.
  // (alloc's frame form with a symbolic size, and unknown immediates, wait.)
  if ((MI.Syms.empty() || !F.has(FF_alloc4)) && !(Unknown && F.has(FF_alloc4))) {
    MachineInst Probe = MI;
    Probe.Syms.clear();
    for (unsigned K = 0; K < F.NumOps; ++K)
      if (Virtual & (1u << K))
        Probe.Ops[K] = 0; // a .vreg: any register encodes
    auto W = encodeInst(Probe);
    if (!W) {
      if (!better(90)) {
        llvm::consumeError(W.takeError());
        return std::nullopt;
      }
      return fail(90, I.Loc, llvm::toString(W.takeError()));
    }
  }
  return MI;
}

// Rules GNU as refuses an instruction for beyond its operand fields (the
// alloc frame). Register usage it only warns about (r0/f0/f1 written, FP
// pair parity, base update): isa/RegisterUsage.h.
llvm::Error checkRules(const ir::Inst &I, const MachineInst &MI) {
  const FormInfo &F = MI.info();
  auto opAt = [&](unsigned K) -> const ir::Operand & { return K < F.NumOuts ? I.Outs[K] : I.Ins[K - F.NumOuts]; };
  auto opLoc = [&](unsigned K) { return opAt(K).Loc.isValid() ? opAt(K).Loc : I.Loc; };
  if (F.has(FF_alloc4)) {
    int64_t In = MI.Ops[2], Loc = MI.Ops[3], Out = MI.Ops[4], Rot = MI.Ops[5];
    if (In + Loc + Out > 96)
      return ir::makeError(I.Loc, "frame size " + std::to_string(In + Loc + Out) + " exceeds 96 registers");
    // More rotating registers than the frame is GNU as's warning only
    // (isa/RegisterUsage.cpp); its error is a size the field cannot hold.
    if (Rot % 8 || Rot > 96)
      return ir::makeError(opLoc(5), "rotating size must be a multiple of 8, at most 96");
    if (Rot > In + Loc + Out && Out > 0) // GNU as's sol = sof - outs with sof 0 (isa/Codec.cpp)
      return ir::makeError(opLoc(4), "operand 4 of alloc should be a local register count (more rotating "
                                     "registers than the frame make the frame size 0)");
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
    if (auto MI = bind(I, Id, Opts, Fail)) {
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

std::vector<MachineInst> matchAll(const ir::Inst &I, const MatchOptions &Opts) {
  std::vector<MachineInst> Out;
  Failure Fail;
  uint8_t Seen = 0; // unit types already matched
  for (FormId Id : formsForMnemonic(I.Mnemonic)) {
    const FormInfo &F = form(Id);
    if (F.has(FF_noasm) || (Seen & (1u << unsigned(F.Unit))))
      continue;
    if (auto MI = bind(I, Id, Opts, Fail)) {
      if (auto E = checkRules(I, *MI)) {
        llvm::consumeError(std::move(E));
        continue;
      }
      Seen |= 1u << unsigned(F.Unit);
      Out.push_back(std::move(*MI));
    }
  }
  return Out;
}

std::string gasOpcodeName(const ir::Inst &I) {
  if (I.Mnemonic != "mov")
    return I.Mnemonic;
  // tc-ia64's md_assemble: ar64-ar111 exist only on the I unit, ar0-ar47
  // only on the M unit; the others (ignored ARs) keep `mov`.
  for (const auto *Ops : {&I.Outs, &I.Ins})
    for (const ir::Operand &O : *Ops)
      if (O.K == ir::Operand::Register && O.R.File == ir::RegFile::AR)
        return O.R.Num >= 64 && O.R.Num <= 111 ? "mov.i" : O.R.Num <= 47 ? "mov.m" : "mov";
  return I.Mnemonic;
}

} // namespace epic::isa
