#include "isa/Disasm.h"
#include "ir/Register.h"
#include <cstdio>

namespace epic::isa {

namespace {
std::string hex(uint64_t V) {
  char Buf[24];
  std::snprintf(Buf, sizeof Buf, "0x%llx", (unsigned long long)V);
  return Buf;
}

std::string enumName(const OperandType &T, int64_t V) {
  std::string_view N = T.Names;
  while (!N.empty()) {
    size_t Sp = N.find(' ');
    std::string_view Item = N.substr(0, Sp);
    size_t Eq = Item.find('=');
    if (Eq != std::string_view::npos && std::stoll(std::string(Item.substr(Eq + 1)), nullptr, 0) == V)
      return std::string(Item.substr(0, Eq));
    if (Sp == std::string_view::npos)
      break;
    N.remove_prefix(Sp + 1);
  }
  return hex(uint64_t(V));
}

std::string operandText(const MachineInst &MI, unsigned I, uint64_t Addr, const TargetNamer &Namer) {
  const FormOperand &O = MI.info().Ops[I];
  if (O.Slot == OpSlot::Lit)
    return O.Text;
  const OperandType &T = operandType(O);
  int64_t V = MI.Ops[I];
  std::string S;
  switch (T.Kind) {
  case OpKind::GR: S = "r" + std::to_string(V); break;
  case OpKind::FR: S = "f" + std::to_string(V); break;
  case OpKind::PR: S = "p" + std::to_string(V); break;
  case OpKind::BR: S = "b" + std::to_string(V); break;
  case OpKind::AR: S = ir::regName(ir::Reg::ar(unsigned(V))); break;
  case OpKind::CR: S = ir::regName(ir::Reg::cr(unsigned(V))); break;
  case OpKind::Imm:
    S = T.How == Print::hex ? hex(uint64_t(V)) : std::to_string(V);
    break;
  case OpKind::Enum: S = enumName(T, V); break;
  case OpKind::Target: {
    uint64_t A = Addr + uint64_t(V);
    S = Namer ? Namer(A) : hex(A);
    break;
  }
  }
  if (O.Slot == OpSlot::Ind)
    return std::string(O.Text) + "[" + S + "]";
  return S;
}
} // namespace

std::string formatInst(const MachineInst &MI, uint64_t BundleAddr, const TargetNamer &Namer) {
  if (MI.Form < 0) { // objdump prints the slot as its high and zero-padded low 32 bits
    char Buf[40];
    std::snprintf(Buf, sizeof Buf, "data8 0x%llx%08llx", (unsigned long long)(MI.Raw >> 32),
                  (unsigned long long)(MI.Raw & 0xffffffff));
    return Buf;
  }
  const FormInfo &F = MI.info();
  std::string S = F.Mnemonic;
  if (F.NumOps == 0)
    return S;
  S += ' ';
  for (const char *P = F.Syntax; *P; ++P) {
    if (*P == '%') {
      ++P;
      S += operandText(MI, unsigned(*P - '0'), BundleAddr, Namer);
    } else {
      S += *P;
    }
  }
  return S;
}

std::string templateMarker(uint8_t Template) {
  const ir::TemplateInfo &T = ir::templateInfo(Template);
  if (!T.Valid)
    return "[" + std::string("???") + "]";
  std::string S = "[";
  for (unsigned I = 0; I < 3; ++I) {
    if (T.Slots[I] == ir::Unit::X)
      break;
    S += ir::unitLetter(T.Slots[I]);
    if (T.Slots[I] == ir::Unit::L)
      S += 'X';
  }
  return S + "]";
}

std::vector<std::string> formatBundle(const DecodedBundle &B, uint64_t Addr, const TargetNamer &Namer) {
  std::vector<std::string> Lines;
  std::string Marker = templateMarker(B.Template);
  for (unsigned I = 0; I < B.NumInsts; ++I) {
    const ir::TemplateInfo &T = ir::templateInfo(B.Template);
    ir::Unit U = (B.NumInsts == 2 && I == 1) ? ir::Unit::L : T.Slots[I];
    const MachineInst MI = displayInst(U, B.Insts[I]);
    std::string L = I == 0 ? Marker + " " : std::string(6, ' ');
    if (MI.QP) {
      char Buf[8];
      std::snprintf(Buf, sizeof Buf, "(p%02u) ", unsigned(MI.QP));
      L += Buf;
    } else {
      L += "      ";
    }
    L += formatInst(MI, Addr, Namer);
    if (stopAfter(B.Template, I))
      L += ";;";
    Lines.push_back(std::move(L));
  }
  return Lines;
}

} // namespace epic::isa
