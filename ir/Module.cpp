#include "ir/Module.h"

namespace epic::ir {

size_t Module::sectionIndex(const std::string &Name, const std::string &Group, const std::string &LinkedTo) {
  for (size_t I = 0; I < Sections.size(); ++I)
    if (Sections[I].Name == Name && Sections[I].Group == Group && Sections[I].LinkedTo == LinkedTo)
      return I;
  Section S;
  S.Name = Name;
  S.Group = Group;
  S.LinkedTo = LinkedTo;
  Sections.push_back(std::move(S));
  return Sections.size() - 1;
}

Section &Module::section(const std::string &Name) { return Sections[sectionIndex(Name)]; }

Symbol &Module::symbol(const std::string &Name) {
  auto [It, New] = Symbols.try_emplace(Name);
  if (New)
    It->second.Name = Name;
  return It->second;
}

size_t Module::instructionCount() const {
  size_t N = 0;
  for (const Section &S : Sections)
    for (const Stmt &St : S.Stmts)
      N += std::holds_alternative<Inst>(St);
  return N;
}

} // namespace epic::ir
