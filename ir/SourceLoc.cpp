#include "ir/SourceLoc.h"
#include <fstream>
#include <sstream>

namespace epic::ir {

SourceManager::SourceManager() {
  // Id 0 is "unknown".
  Files.push_back(std::make_unique<FileEntry>());
  Files[0]->Name = "<unknown>";
  Files[0]->Loaded = true;
}

uint32_t SourceManager::addFile(std::string Name, std::optional<std::string> Text) {
  for (size_t I = 1; I < Files.size(); ++I)
    if (Files[I]->Name == Name) {
      if (Text && !Files[I]->Text) {
        Files[I]->Text = std::move(Text);
        Files[I]->Loaded = false;
        Files[I]->LineStarts.clear();
      }
      return uint32_t(I);
    }
  auto F = std::make_unique<FileEntry>();
  F->Name = std::move(Name);
  F->Text = std::move(Text);
  Files.push_back(std::move(F));
  return uint32_t(Files.size() - 1);
}

const std::string &SourceManager::name(uint32_t Id) const {
  return Files[Id < Files.size() ? Id : 0]->Name;
}

std::string_view SourceManager::line(uint32_t Id, uint32_t Line) const {
  if (Id == 0 || Id >= Files.size() || Line == 0)
    return {};
  const FileEntry &F = *Files[Id];
  if (!F.Loaded) {
    F.Loaded = true;
    if (!F.Text) {
      std::ifstream In(F.Name, std::ios::binary);
      if (In) {
        std::ostringstream SS;
        SS << In.rdbuf();
        F.Text = SS.str();
      }
    }
    if (F.Text) {
      F.LineStarts.push_back(0);
      for (size_t I = 0; I < F.Text->size(); ++I)
        if ((*F.Text)[I] == '\n')
          F.LineStarts.push_back(uint32_t(I + 1));
    }
  }
  if (!F.Text || Line > F.LineStarts.size())
    return {};
  size_t B = F.LineStarts[Line - 1];
  size_t E = F.Text->find('\n', B);
  if (E == std::string::npos)
    E = F.Text->size();
  std::string_view S(F.Text->data() + B, E - B);
  if (!S.empty() && S.back() == '\r')
    S.remove_suffix(1);
  return S;
}

} // namespace epic::ir
