#include "emitter/GnuAttributes.h"
#include "emitter/Leb128.h"
#include <algorithm>
#include <map>

namespace epic::emit {

std::optional<ElfSection> gnuAttributesSection(const ir::Module &M, ByteOrder Order) {
  std::vector<const ir::Directive *> Dirs; // the frontend's checked directives (ElfDirectives.cpp)
  for (const ir::Section &S : M.Sections)
    for (const ir::Stmt &St : S.Stmts)
      if (const auto *D = std::get_if<ir::Directive>(&St); D && D->Name == ".gnu_attribute" && !D->Args.empty())
        Dirs.push_back(D);
  if (Dirs.empty())
    return std::nullopt;
  std::stable_sort(Dirs.begin(), Dirs.end(),
                   [](const ir::Directive *A, const ir::Directive *B) { return A->Order < B->Order; });
  struct Value {
    std::optional<uint32_t> Number;
    std::optional<std::string> Text;
  };
  std::map<uint32_t, Value> Attrs;
  for (const ir::Directive *D : Dirs) {
    Value V;
    if (D->Args.size() > 1)
      V.Number = uint32_t(D->Args[1]->Value);
    if (!D->Words.empty())
      V.Text = D->Words[0];
    Attrs[uint32_t(D->Args[0]->Value)] = V;
  }
  std::vector<uint8_t> Body;
  for (const auto &[Tag, V] : Attrs) {
    if (Tag < 2 || ((!V.Number || !*V.Number) && (!V.Text || V.Text->empty())))
      continue; // BFD writes neither tags 0 and 1 nor a default value
    putLeb(Body, Tag, false, lebSize(Tag, false));
    if (V.Number)
      putLeb(Body, *V.Number, false, lebSize(*V.Number, false));
    if (V.Text) {
      Body.insert(Body.end(), V.Text->begin(), V.Text->end());
      Body.push_back(0);
    }
  }
  if (Body.empty())
    return std::nullopt;
  ElfSection S;
  S.Name = ".gnu.attributes";
  S.Type = SHT_GNU_ATTRIBUTES;
  S.Bytes.push_back('A');
  const std::string Vendor = "gnu";
  putInt(S.Bytes, 4 + Vendor.size() + 1 + 1 + 4 + Body.size(), 4, Order);
  S.Bytes.insert(S.Bytes.end(), Vendor.begin(), Vendor.end());
  S.Bytes.push_back(0);
  S.Bytes.push_back(1); // Tag_File
  putInt(S.Bytes, 1 + 4 + Body.size(), 4, Order);
  S.Bytes.insert(S.Bytes.end(), Body.begin(), Body.end());
  return S;
}

} // namespace epic::emit
