// Instruction and bundle encoding/decoding, driven by the form table.
#include "isa/MachineInst.h"
#include <algorithm>
#include <bit>
#include <map>
#include <mutex>
#include <unordered_map>

namespace epic::isa {

namespace {
constexpr uint64_t SlotMask = (uint64_t(1) << 41) - 1;

uint64_t getBits(uint64_t W, uint64_t L, Piece P) {
  uint64_t Src = P.Lo >= 64 ? L : W;
  unsigned Lo = P.Lo >= 64 ? P.Lo - 64 : P.Lo;
  return (Src >> Lo) & ((uint64_t(1) << P.Width) - 1);
}
void putBits(uint64_t &W, uint64_t &L, Piece P, uint64_t V) {
  uint64_t &Dst = P.Lo >= 64 ? L : W;
  unsigned Lo = P.Lo >= 64 ? P.Lo - 64 : P.Lo;
  uint64_t M = ((uint64_t(1) << P.Width) - 1) << Lo;
  Dst = (Dst & ~M) | ((V << Lo) & M);
}
unsigned groupWidth(const FieldGroup &G) {
  unsigned W = 0;
  for (unsigned I = 0; I < G.N; ++I)
    W += G.P[I].Width;
  return W;
}

// Operand value -> field value; false when the value cannot be represented.
bool toField(Xform X, int64_t V, int64_t &U) {
  switch (X) {
  case Xform::none: U = V; return true;
  case Xform::minus1: U = V - 1; return true;
  case Xform::minus1nz: U = V - 1; return V != 0;
  case Xform::sub32: U = V - 32; return true;
  case Xform::fclass: U = (V & 0x3c) && !(V & 3) ? V | 3 : V; return true;
  case Xform::shr6: U = V >> 6; return (V & 63) == 0;
  case Xform::rev63: U = 63 - V; return true;
  case Xform::rev31: U = 31 - V; return true;
  case Xform::pcrel: U = V >> 4; return (V & 15) == 0;
  case Xform::shr16: U = V >> 16; return (V & 0xffff) == 0;
  case Xform::shr1: U = V >> 1; return true;
  case Xform::sor: U = V / 8; return V % 8 == 0;
  case Xform::inc3: {
    static constexpr int64_t Mag[] = {16, 8, 4, 1};
    for (int I = 0; I < 4; ++I) {
      if (V == Mag[I]) { U = I; return true; }
      if (V == -Mag[I]) { U = 4 + I; return true; }
    }
    return false;
  }
  case Xform::pmpyshr: {
    static constexpr int64_t C[] = {0, 7, 15, 16};
    for (int I = 0; I < 4; ++I)
      if (V == C[I]) { U = I; return true; }
    return false;
  }
  }
  return false;
}
int64_t fromField(Xform X, int64_t U) {
  switch (X) {
  case Xform::none: return U;
  case Xform::minus1:
  case Xform::minus1nz: return U + 1;
  case Xform::sub32: return U + 32;
  case Xform::fclass: return U;
  case Xform::shr6: return int64_t(uint64_t(U) << 6);
  case Xform::rev63: return 63 - U;
  case Xform::rev31: return 31 - U;
  case Xform::pcrel: return U * 16;
  case Xform::shr16: return int64_t(uint64_t(U) << 16);
  case Xform::shr1: return int64_t(uint64_t(U) << 1);
  case Xform::sor: return U * 8;
  case Xform::inc3: { static constexpr int64_t Mag[] = {16, 8, 4, 1}; return (U & 4) ? -Mag[U & 3] : Mag[U & 3]; }
  case Xform::pmpyshr: { static constexpr int64_t C[] = {0, 7, 15, 16}; return C[U & 3]; }
  }
  return U;
}
bool signedType(const OperandType &T) { return T.Min < 0; }

int64_t readGroup(const FieldGroup &G, const OperandType &T, uint64_t W, uint64_t L) {
  uint64_t U = 0;
  unsigned Sh = 0;
  for (unsigned I = 0; I < G.N; ++I) {
    U |= getBits(W, L, G.P[I]) << Sh;
    Sh += G.P[I].Width;
  }
  int64_t S = int64_t(U);
  if (signedType(T) && Sh < 64 && (U >> (Sh - 1)) & 1)
    S = int64_t(U | (~uint64_t(0) << Sh));
  return fromField(G.X, S);
}

struct Candidates {
  // [unit M,I,F,B,L][major opcode] -> form ids in preference order
  std::array<std::array<std::vector<FormId>, 16>, 5> ByUnit;
  // The same forms grouped by (priority, fixed-bit mask), groups in preference
  // order, each hashed on its fixed bits: decoding probes one hash per group.
  struct Group {
    int Prio;
    uint64_t Mask;
    std::unordered_map<uint64_t, std::vector<FormId>> ByValue;
  };
  std::array<std::array<std::vector<Group>, 16>, 5> Groups;
  Candidates() {
    auto Forms = allForms();
    for (FormId Id = 0; Id < FormId(Forms.size()); ++Id) {
      const FormInfo &F = Forms[Id];
      if (F.has(FF_asmonly))
        continue;
      unsigned Op = unsigned(F.Value >> 37) & 15;
      bool OpFixed = ((F.Mask >> 37) & 15) == 15;
      auto Add = [&](int U) {
        for (unsigned O = 0; O < 16; ++O)
          if (OpFixed ? O == Op : true)
            ByUnit[U][O].push_back(Id);
      };
      switch (F.Unit) {
      case UnitType::A: Add(0); Add(1); break;
      case UnitType::M: Add(0); break;
      case UnitType::I: Add(1); break;
      case UnitType::F: Add(2); break;
      case UnitType::B: Add(3); break;
      case UnitType::L: Add(4); break;
      }
    }
    for (unsigned U = 0; U < 5; ++U)
      for (unsigned O = 0; O < 16; ++O) {
        auto &V = ByUnit[U][O];
        std::stable_sort(V.begin(), V.end(), [&](FormId A, FormId B) {
          const FormInfo &FA = Forms[A], &FB = Forms[B];
          if (FA.Prio != FB.Prio)
            return FA.Prio > FB.Prio;
          return std::popcount(FA.Mask) > std::popcount(FB.Mask);
        });
        auto &G = Groups[U][O];
        for (FormId Id : V) {
          const FormInfo &F = Forms[Id];
          auto It = std::find_if(G.begin(), G.end(),
                                 [&](const Group &X) { return X.Prio == F.Prio && X.Mask == F.Mask; });
          if (It == G.end()) {
            G.push_back({F.Prio, F.Mask, {}});
            It = G.end() - 1;
          }
          It->ByValue[F.Value].push_back(Id);
        }
      }
  }
};
const Candidates &candidates() {
  static const Candidates C;
  return C;
}
int unitIndex(ir::Unit U) {
  switch (U) {
  case ir::Unit::M: return 0;
  case ir::Unit::I: return 1;
  case ir::Unit::F: return 2;
  case ir::Unit::B: return 3;
  case ir::Unit::L: return 4;
  default: return -1;
  }
}
} // namespace

llvm::Expected<uint64_t> encodeInst(const MachineInst &MI, uint64_t *LOut) {
  if (MI.Form < 0 || MI.Form >= FormId(allForms().size()))
    return llvm::createStringError("instruction has no form");
  const FormInfo &F = MI.info();
  if (F.has(FF_alloc4)) {
    // alloc r=ar.pfs,i,l,o,r is the frame-size form sof=i+l+o, sol=i+l, sor=r.
    for (FormId Id : formsForMnemonic(F.Mnemonic))
      if (form(Id).NumOps == 5 && !form(Id).has(FF_alloc4)) {
        // operands: r1, ar.pfs, i, l, o, r  ->  r1, ar.pfs, sof, sol, sor
        MachineInst M2 = MI;
        M2.Form = Id;
        M2.Ops = {MI.Ops[0], 0, MI.Ops[2] + MI.Ops[3] + MI.Ops[4], MI.Ops[2] + MI.Ops[3], MI.Ops[5], 0};
        // More rotating registers than the frame: GNU as (with its warning)
        // takes the frame size as 0 and sol as sof - outs, which only
        // encodes without outs.
        if (M2.Ops[4] > M2.Ops[2]) {
          M2.Ops[3] = -MI.Ops[4];
          M2.Ops[2] = 0;
        }
        return encodeInst(M2, LOut);
      }
  }
  uint64_t W = F.Value, L = 0;
  if (!F.has(FF_noqp))
    W |= MI.QP & 0x3f;
  else if (MI.QP != 0)
    return llvm::createStringError(std::string(F.Mnemonic) + " cannot be predicated");
  for (unsigned I = 0; I < F.NumOps; ++I) {
    const FormOperand &O = F.Ops[I];
    for (unsigned G = 0; G < O.NG; ++G) {
      const FieldGroup &FG = O.G[G];
      int64_t U;
      if (!toField(FG.X, MI.Ops[I], U))
        return llvm::createStringError(
            "operand " + std::to_string(I + 1) + " of " + F.Mnemonic + " cannot be encoded" +
            (FG.X == Xform::pcrel ? ": the target is " + std::to_string(MI.Ops[I] & 15) +
                                        " bytes past a bundle start"
                                  : std::string()));
      unsigned Wd = groupWidth(FG);
      uint64_t UU = uint64_t(U);
      if (Wd < 64) {
        bool FitsU = U >= 0 && UU < (uint64_t(1) << Wd);
        bool FitsS = U >= -(int64_t(1) << (Wd - 1)) && U < 0;
        if (!FitsU && !FitsS)
          return llvm::createStringError("operand " + std::to_string(I + 1) + " of " + F.Mnemonic +
                                         " does not fit its field");
      }
      for (unsigned P = 0; P < FG.N; ++P) {
        putBits(W, L, FG.P[P], UU);
        UU >>= FG.P[P].Width;
      }
    }
  }
  if (LOut)
    *LOut = L;
  return W & SlotMask;
}

namespace {
// Bits a form looks at: fixed bits plus every operand field (per slot word and L word).
struct Covered {
  uint64_t W = 0, L = 0;
};
const std::vector<Covered> &coveredBits() {
  static const std::vector<Covered> C = [] {
    std::vector<Covered> V;
    for (const FormInfo &F : allForms()) {
      Covered Cv;
      Cv.W = F.Mask | (F.has(FF_noqp) ? 0 : 0x3f);
      for (unsigned I = 0; I < F.NumOps; ++I)
        for (unsigned G = 0; G < F.Ops[I].NG; ++G)
          for (unsigned P = 0; P < F.Ops[I].G[G].N; ++P) {
            Piece Pc = F.Ops[I].G[G].P[P];
            uint64_t M = ((uint64_t(1) << Pc.Width) - 1);
            if (Pc.Lo >= 64)
              Cv.L |= M << (Pc.Lo - 64);
            else
              Cv.W |= M << Pc.Lo;
          }
      V.push_back(Cv);
    }
    return V;
  }();
  return C;
}
} // namespace

MachineInst displayInst(ir::Unit U, const MachineInst &MI) {
  int UI = unitIndex(U);
  if (UI < 0 || MI.Form < 0)
    return MI;
  auto Forms = allForms();
  for (FormId Id : candidates().ByUnit[UI][(MI.Raw >> 37) & 15]) {
    const FormInfo &F = Forms[Id];
    if (F.Prio <= 0)
      break; // candidates are sorted by priority
    if ((MI.Raw & F.Mask) != F.Value || Id == MI.Form)
      continue;
    MachineInst C;
    C.Form = Id;
    C.QP = F.has(FF_noqp) ? 0 : uint8_t(MI.Raw & 0x3f);
    for (unsigned I = 0; I < F.NumOps; ++I) {
      const FormOperand &O = F.Ops[I];
      C.Ops[I] = O.NG ? readGroup(O.G[0], operandType(O), MI.Raw, MI.RawL) : operandType(O).Min;
    }
    uint64_t L2 = 0;
    auto W2 = encodeInst(C, &L2);
    if (!W2) {
      llvm::consumeError(W2.takeError());
      continue;
    }
    const Covered &Cv = coveredBits()[Id];
    if (((*W2 ^ MI.Raw) & Cv.W) || ((L2 ^ MI.RawL) & Cv.L))
      continue;
    C.Raw = MI.Raw;
    C.RawL = MI.RawL;
    return C;
  }
  return MI;
}

MachineInst decodeInst(ir::Unit U, uint64_t Word, uint64_t L) {
  MachineInst MI;
  MI.Raw = Word;
  MI.RawL = L;
  int UI = unitIndex(U);
  if (UI < 0)
    return MI;
  auto Forms = allForms();
  for (const Candidates::Group &G : candidates().Groups[UI][(Word >> 37) & 15]) {
  auto Hit = G.ByValue.find(Word & G.Mask);
  if (Hit == G.ByValue.end())
    continue;
  for (FormId Id : Hit->second) {
    const FormInfo &F = Forms[Id];
    MachineInst C;
    C.Form = Id;
    C.QP = F.has(FF_noqp) ? 0 : uint8_t(Word & 0x3f);
    for (unsigned I = 0; I < F.NumOps; ++I) {
      const FormOperand &O = F.Ops[I];
      C.Ops[I] = O.NG ? readGroup(O.G[0], operandType(O), Word, L) : operandType(O).Min;
    }
    // Only accept when the form reproduces every bit (derived fields, reserved bits, ranges).
    uint64_t L2 = 0;
    auto W2 = encodeInst(C, &L2);
    if (!W2) {
      llvm::consumeError(W2.takeError());
      continue;
    }
    if (*W2 != Word || (U == ir::Unit::L && L2 != L))
      continue;
    C.Raw = Word;
    C.RawL = L;
    return C;
  }
  }
  // No exact form: accept the best plain form whose fixed bits match, as objdump
  // does for words with bits set in fields the instruction ignores.
  for (FormId Id : candidates().ByUnit[UI][(Word >> 37) & 15]) {
    const FormInfo &F = Forms[Id];
    if ((Word & F.Mask) != F.Value || F.Prio > 0)
      continue;
    MachineInst C;
    C.Form = Id;
    C.QP = F.has(FF_noqp) ? 0 : uint8_t(Word & 0x3f);
    for (unsigned I = 0; I < F.NumOps; ++I) {
      const FormOperand &O = F.Ops[I];
      C.Ops[I] = O.NG ? readGroup(O.G[0], operandType(O), Word, L) : operandType(O).Min;
    }
    C.Raw = Word;
    C.RawL = L;
    return C;
  }
  return MI;
}

bool stopAfter(uint8_t Template, unsigned I) {
  const ir::TemplateInfo &T = ir::templateInfo(Template);
  if (T.Slots[1] == ir::Unit::L && I == 1)
    I = 2;
  return (T.StopMask >> I) & 1;
}

llvm::Expected<std::array<uint8_t, 16>>
encodeBundle(uint8_t Template, std::span<const MachineInst> Insts, std::vector<BundleFixup> *Fixups) {
  const ir::TemplateInfo &T = ir::templateInfo(Template);
  if (Template > 0x1f || !T.Valid)
    return llvm::createStringError("reserved bundle template " + std::to_string(Template));
  bool MLX = T.Slots[1] == ir::Unit::L;
  unsigned N = MLX ? 2 : 3;
  if (Insts.size() != N)
    return llvm::createStringError("template ." + std::string(T.Name) + " holds " + std::to_string(N) +
                                   " instructions, got " + std::to_string(Insts.size()));
  uint64_t Slot[3] = {0, 0, 0};
  for (unsigned I = 0; I < N; ++I) {
    const MachineInst &MI = Insts[I];
    if (MI.Form < 0)
      return llvm::createStringError("slot " + std::to_string(I) + " has no instruction form");
    const FormInfo &F = MI.info();
    ir::Unit SU = T.Slots[I];
    if (!unitFits(F.Unit, SU))
      return llvm::createStringError(std::string("'") + F.Mnemonic + "' (" + unitTypeLetter(F.Unit) +
                                     "-unit) cannot go in slot " + std::to_string(I) + " (" +
                                     ir::unitLetter(SU) + ") of template ." + std::string(T.Name));
    uint64_t L = 0;
    auto W = encodeInst(MI, &L);
    if (!W)
      return W.takeError();
    if (MLX && I == 1) {
      Slot[1] = L;
      Slot[2] = *W;
    } else {
      Slot[I] = *W;
    }
    if (Fixups)
      for (const SymbolicOperand &S : MI.Syms)
        Fixups->push_back({I, S});
  }
  unsigned __int128 B = Template & 0x1f;
  B |= (unsigned __int128)(Slot[0] & SlotMask) << 5;
  B |= (unsigned __int128)(Slot[1] & SlotMask) << 46;
  B |= (unsigned __int128)(Slot[2] & SlotMask) << 87;
  std::array<uint8_t, 16> Out;
  for (unsigned I = 0; I < 16; ++I)
    Out[I] = uint8_t(B >> (8 * I));
  return Out;
}

DecodedBundle decodeBundle(const uint8_t Bytes[16]) {
  unsigned __int128 B = 0;
  for (int I = 15; I >= 0; --I)
    B = (B << 8) | Bytes[I];
  DecodedBundle D;
  D.Template = uint8_t(B & 0x1f);
  D.Slots = {uint64_t(B >> 5) & SlotMask, uint64_t(B >> 46) & SlotMask, uint64_t(B >> 87) & SlotMask};
  const ir::TemplateInfo &T = ir::templateInfo(D.Template);
  D.ValidTemplate = T.Valid;
  if (!T.Valid)
    return D;
  if (T.Slots[1] == ir::Unit::L) {
    D.NumInsts = 2;
    D.Insts[0] = decodeInst(T.Slots[0], D.Slots[0]);
    D.Insts[1] = decodeInst(ir::Unit::L, D.Slots[2], D.Slots[1]);
  } else {
    D.NumInsts = 3;
    for (unsigned I = 0; I < 3; ++I)
      D.Insts[I] = decodeInst(T.Slots[I], D.Slots[I]);
  }
  return D;
}

} // namespace epic::isa
