// GNU as's obj-elf directives that only describe the object: `.gnu_attribute
// TAG, VALUE` and `.attach_to_group NAME` (probed with ia64-linux-gnu-as
// 2.40; tests/lit/asm/gnu-attribute.s, asm/attach-to-group.s).
#include "frontend/Builder.h"
#include "frontend/ExprEval.h"

namespace epic::frontend {
using ir::SourceLoc;

namespace {
bool digit(char C) { return C >= '0' && C <= '9'; }
} // namespace

/// `.gnu_attribute TAG, VALUE` (obj_elf_vendor_attribute for the "gnu"
/// vendor): TAG an absolute expression starting with a digit (no GNU tag has
/// a name), kept as gas's int; tag 32 (Tag_compatibility) takes a number and
/// a string, an odd tag a string, an even one a number (an unsigned int).
/// Kept as a directive with the values evaluated (Args: tag, number; Words:
/// the string); the emitter writes `.gnu.attributes` from them.
void Builder::gnuAttribute(const std::vector<DirArg> &Args, std::string Raw, SourceLoc L) {
  auto junk = [&](const DirArg &A) {
    DE.error(A.Loc, "junk at end of line, first unrecognized character is `" +
                        (A.AfterComma ? std::string(",") : A.Source.substr(0, 1)) + "'");
  };
  auto value = [&](const DirArg &A) -> std::optional<int64_t> {
    if (!A.E || A.K == DirArg::String)
      return std::nullopt;
    return evaluate(*A.E, [this](const std::string &N) { return equateExpr(N); });
  };
  const DirArg *TagArg = Args.empty() ? nullptr : &Args[0];
  if (TagArg && !digit(TagArg->Source.empty() ? TagArg->Text[0] : TagArg->Source[0])) {
    if (TagArg->K == DirArg::Name)
      DE.error(TagArg->Loc, "Attribute name not recognised: " + TagArg->Text); // gas's words
    else
      DE.error(TagArg->Loc, "expected <tag> , <value>");
    return;
  }
  std::optional<int64_t> Tag = TagArg ? value(*TagArg) : std::nullopt;
  if (!Tag || Args.size() < 2 || !Args[1].AfterComma) {
    DE.error(TagArg ? TagArg->Loc : L, "expected <tag> , <value>");
    return;
  }
  const uint32_t T = uint32_t(*Tag);
  const bool Number = T == 32 || !(T & 1), Text = T == 32 || (T & 1);
  ir::Directive D;
  D.Name = ".gnu_attribute";
  D.Args.push_back(ir::Expr::constant(T, TagArg->Loc));
  size_t I = 1;
  if (Number) {
    auto V = value(Args[I]);
    if (!V) {
      DE.error(Args[I].Loc, "expected numeric constant");
      return;
    }
    D.Args.push_back(ir::Expr::constant(uint32_t(*V), Args[I].Loc));
    ++I;
    if (Text && (I >= Args.size() || !Args[I].AfterComma)) {
      DE.error(I < Args.size() ? Args[I].Loc : L, "expected comma");
      return;
    }
  }
  if (Text) {
    if (I >= Args.size() || Args[I].K != DirArg::String) {
      DE.error(I < Args.size() ? Args[I].Loc : L, "bad string constant");
      return;
    }
    if (Args[I].Text.find('\0') != std::string::npos) {
      DE.error(Args[I].Loc, "this string may not contain '\\0'");
      return;
    }
    D.Words.push_back(Args[I++].Text);
  }
  if (I < Args.size()) {
    junk(Args[I]);
    return;
  }
  D.Raw = std::move(Raw);
  D.Loc = L;
  append(std::move(D));
}

/// `.attach_to_group NAME`: the current section joins group NAME (not
/// COMDAT, even a `.gnu.linkonce` one), as if made with "G" and NAME; GNU
/// as then finds it only under that group (a later `.section` of its name
/// alone makes another). A section already in a group keeps it, with gas's
/// warning. Not kept: the printer writes the section's group form instead.
void Builder::attachToGroup(const std::vector<DirArg> &Args, SourceLoc L) {
  if (Args.empty() || (Args[0].K != DirArg::Name && Args[0].K != DirArg::String)) {
    DE.error(Args.empty() ? L : Args[0].Loc, "missing name");
    return;
  }
  if (Args.size() > 1) {
    DE.error(Args[1].Loc, "junk at end of line, first unrecognized character is `" +
                              (Args[1].AfterComma ? std::string(",") : Args[1].Source.substr(0, 1)) + "'");
    return;
  }
  ir::Section &S = cur();
  if (!S.Group.empty()) {
    DE.warning(L, "section " + S.Name + " already has a group (" + S.Group + ")");
    return;
  }
  S.Group = Args[0].K == DirArg::Name ? ir::withoutHashSuffix(Args[0].Text) : Args[0].Text;
  S.Comdat = false;
}

} // namespace epic::frontend
