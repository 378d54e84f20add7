#include "isa/Form.h"
#include <algorithm>
#include <array>
#include <iterator>
#include <string>

namespace epic::isa {

namespace {
constexpr OperandType OperandTable[] = {
#define EPIC_ISA_OPERANDS(N, K, MIN, MAX, P, F, NAMES) {N, K, MIN, MAX, P, F, NAMES},
#include "isa/Forms.inc"
};

constexpr FormInfo FormTable[] = {
#define EPIC_ISA_FORMS(MN, FMT, U, C, MASK, VAL, NOPS, NOUTS, SYN, FL, PRIO, IMPL, ...)            \
  {MN, FMT, U, C, MASK, VAL, NOPS, NOUTS, SYN, uint16_t(FL), PRIO, IMPL, __VA_ARGS__},
#include "isa/Forms.inc"
};

constexpr std::string_view FormatNames[] = {
#define EPIC_ISA_FORMATS(N, U, F) #N,
#include "isa/Forms.inc"
};
constexpr std::string_view ClassNames[] = {
#define EPIC_ISA_CLASSES(N, S) S,
#include "isa/Forms.inc"
};

// Mnemonic -> forms (isagen.py), and an open-addressing hash table over the
// mnemonics built by the compiler: no index is built when a process starts.
struct MnemonicEntry {
  std::string_view Mnemonic;
  uint16_t First, Count; // into MnemonicForms
};
constexpr MnemonicEntry Mnemonics[] = {
#define EPIC_ISA_MNEMONICS(MN, FIRST, COUNT) {MN, FIRST, COUNT},
#include "isa/Forms.inc"
};
constexpr FormId MnemonicForms[] = {
#define EPIC_ISA_MNEMONIC_FORMS(...) __VA_ARGS__,
#include "isa/Forms.inc"
};
static_assert(std::size(MnemonicForms) == std::size(FormTable));

constexpr uint32_t hashMnemonic(std::string_view S) { // FNV-1a
  uint32_t H = 2166136261u;
  for (char C : S)
    H = (H ^ uint8_t(C)) * 16777619u;
  return H;
}
constexpr size_t MnemonicSlots = 8192; // a power of two, at least twice the mnemonics
static_assert(2 * std::size(Mnemonics) <= MnemonicSlots);
constexpr std::array<int16_t, MnemonicSlots> MnemonicHash = [] {
  std::array<int16_t, MnemonicSlots> T{};
  T.fill(-1);
  for (size_t I = 0; I < std::size(Mnemonics); ++I) {
    size_t H = hashMnemonic(Mnemonics[I].Mnemonic) & (MnemonicSlots - 1);
    while (T[H] >= 0)
      H = (H + 1) & (MnemonicSlots - 1);
    T[H] = int16_t(I);
  }
  return T;
}();
} // namespace

std::span<const FormInfo> allForms() { return FormTable; }
const FormInfo &form(FormId Id) { return FormTable[Id]; }
std::span<const OperandType> operandTypes() { return OperandTable; }
const OperandType &operandType(const FormOperand &O) { return OperandTable[O.Type]; }

std::span<const FormId> formsForMnemonic(std::string_view Mnemonic) {
  for (size_t H = hashMnemonic(Mnemonic) & (MnemonicSlots - 1); MnemonicHash[H] >= 0;
       H = (H + 1) & (MnemonicSlots - 1)) {
    const MnemonicEntry &E = Mnemonics[MnemonicHash[H]];
    if (E.Mnemonic == Mnemonic)
      return {MnemonicForms + E.First, E.Count};
  }
  return {};
}

std::string_view formatName(Fmt F) { return FormatNames[size_t(F)]; }
static_assert(std::size(ClassNames) == NumSchedClasses);
std::string_view schedClassName(SchedClass C) { return ClassNames[size_t(C)]; }
std::optional<SchedClass> schedClassFromName(std::string_view N) {
  for (size_t I = 0; I < std::size(ClassNames); ++I)
    if (ClassNames[I] == N)
      return SchedClass(I);
  return std::nullopt;
}
char unitTypeLetter(UnitType U) { return "AMIFBL"[size_t(U)]; }

bool unitFits(UnitType U, ir::Unit S) {
  switch (U) {
  case UnitType::A: return S == ir::Unit::M || S == ir::Unit::I;
  case UnitType::M: return S == ir::Unit::M;
  case UnitType::I: return S == ir::Unit::I;
  case UnitType::F: return S == ir::Unit::F;
  case UnitType::B: return S == ir::Unit::B;
  case UnitType::L: return S == ir::Unit::L;
  }
  return false;
}

const char *opKindDescription(OpKind K) {
  switch (K) {
  case OpKind::GR: return "a general register";
  case OpKind::FR: return "a floating-point register";
  case OpKind::PR: return "a predicate register";
  case OpKind::BR: return "a branch register";
  case OpKind::AR: return "an application register";
  case OpKind::CR: return "a control register";
  case OpKind::Imm: return "an immediate";
  case OpKind::Target: return "a branch target";
  case OpKind::Enum: return "a named constant";
  }
  return "an operand";
}

std::vector<OperandRole> operandRoles(const FormInfo &F) {
  std::vector<OperandRole> R;
  for (unsigned I = 0; I < F.NumOps; ++I) {
    const FormOperand &O = F.Ops[I];
    if (O.Slot == OpSlot::Mem)
      R.push_back({I, F.has(FF_postinc) ? Role::AddrDef : Role::Addr});
    else if (O.Slot == OpSlot::Ind)
      R.push_back({I, Role::Use}); // the index register is read; the file entry is the Def/Use
    else
      R.push_back({I, O.Out ? Role::Def : Role::Use});
  }
  return R;
}

} // namespace epic::isa
