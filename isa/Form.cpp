#include "isa/Form.h"
#include <algorithm>
#include <string>
#include <unordered_map>

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

struct MnemonicIndex {
  std::unordered_map<std::string_view, std::vector<FormId>> Map;
  MnemonicIndex() {
    for (FormId I = 0; I < FormId(std::size(FormTable)); ++I)
      Map[FormTable[I].Mnemonic].push_back(I);
  }
};
const MnemonicIndex &mnemonicIndex() {
  static const MnemonicIndex Index;
  return Index;
}
} // namespace

std::span<const FormInfo> allForms() { return FormTable; }
const FormInfo &form(FormId Id) { return FormTable[Id]; }
std::span<const OperandType> operandTypes() { return OperandTable; }
const OperandType &operandType(const FormOperand &O) { return OperandTable[O.Type]; }

std::span<const FormId> formsForMnemonic(std::string_view Mnemonic) {
  const auto &M = mnemonicIndex().Map;
  auto It = M.find(Mnemonic);
  if (It == M.end())
    return {};
  return It->second;
}

std::string_view formatName(Fmt F) { return FormatNames[size_t(F)]; }
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
