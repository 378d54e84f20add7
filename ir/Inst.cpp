#include "ir/Inst.h"

namespace epic::ir {

std::vector<std::string> Inst::mnemonicParts() const {
  std::vector<std::string> Parts;
  size_t B = 0;
  while (B <= Mnemonic.size()) {
    size_t E = Mnemonic.find('.', B);
    if (E == std::string::npos) E = Mnemonic.size();
    Parts.push_back(Mnemonic.substr(B, E - B));
    B = E + 1;
  }
  return Parts;
}

std::string toString(const Operand &O) {
  switch (O.K) {
  case Operand::Register: return regName(O.R);
  case Operand::Indirect: return std::string(indirectFileName(O.IFile)) + "[" + regName(O.R) + "]";
  case Operand::Memory: return "[" + regName(O.R) + "]";
  case Operand::Imm: return O.E ? toString(*O.E) : "?";
  }
  return "?";
}

static void appendList(std::string &S, const std::vector<Operand> &Ops) {
  for (size_t I = 0; I < Ops.size(); ++I) {
    if (I) S += ',';
    S += toString(Ops[I]);
  }
}

std::string toString(const Inst &I) {
  std::string S;
  if (I.QP) S += "(p" + std::to_string(I.QP) + ") ";
  S += I.Mnemonic;
  if (!I.Outs.empty() || !I.Ins.empty()) S += ' ';
  appendList(S, I.Outs);
  if (I.HasEquals) S += '=';
  appendList(S, I.Ins);
  return S;
}

} // namespace epic::ir
