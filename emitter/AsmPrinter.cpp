#include "emitter/AsmPrinter.h"
#include "ir/SectionKinds.h"
#include "emitter/SectionDefaults.h"
#include "llvm/BinaryFormat/ELF.h"
#include "ir/Template.h"
#include <algorithm>
#include <cctype>
#include <set>

namespace epic::emit {
namespace ELF = llvm::ELF;
namespace {

// Directives that switch sections: the printer writes its own `.section`
// line per section block, so these would misplace what follows.
const std::set<std::string, std::less<>> SectionSwitches = {
    ".text", ".data", ".bss", ".sdata", ".sbss", ".rodata", ".section", ".pushsection",
    ".popsection", ".previous", ".subsection"};
// epicsched's own directives (docs/dsl.md): GNU as does not know them, so
// the output keeps them as comments.
const std::set<std::string, std::less<>> ExtensionDirectives = {".vreg",     ".vregpool", ".expect",
                                                                ".likely",   ".unlikely", ".noalias", ".region"};

} // namespace

std::string quoteString(std::string_view S) {
  std::string O = "\"";
  for (unsigned char C : S) {
    switch (C) {
    case '"': O += "\\\""; break;
    case '\\': O += "\\\\"; break;
    case '\n': O += "\\n"; break;
    case '\t': O += "\\t"; break;
    default:
      if (C < 0x20 || C >= 0x7f) {
        char Buf[8];
        snprintf(Buf, sizeof Buf, "\\%03o", C);
        O += Buf;
      } else {
        O += char(C);
      }
    }
  }
  return O + "\"";
}

/// `.section` flag letters and type of a section as GNU as made it (for one
/// `.attach_to_group` put in a group: printed in the group form it has).
static std::pair<std::string, std::string> madeAttributes(const ir::Section &S) {
  const ElfSection E = ir::standardSection(S) ? defaultSection(S.Name, "", "") : defaultSection(S.Name, S.Flags, S.Type);
  std::string Letters;
  for (auto [Bit, C] : {std::pair<uint64_t, char>{ELF::SHF_ALLOC, 'a'}, {ELF::SHF_WRITE, 'w'}, {ELF::SHF_EXECINSTR, 'x'},
                        {ELF::SHF_MERGE, 'M'}, {ELF::SHF_STRINGS, 'S'}, {ELF::SHF_TLS, 'T'}, {SHF_IA_64_SHORT, 's'}})
    if (E.Flags & Bit)
      Letters += C;
  const char *Type = E.Type == ELF::SHT_NOBITS ? "@nobits" : E.Type == ELF::SHT_NOTE ? "@note"
                   : E.Type == ELF::SHT_INIT_ARRAY ? "@init_array" : E.Type == ELF::SHT_FINI_ARRAY ? "@fini_array"
                   : E.Type == ELF::SHT_PREINIT_ARRAY ? "@preinit_array" : "@progbits";
  return {Letters + "G", Type};
}

static std::string sectionDirectiveAsWritten(const ir::Section &S) {
  if (S.Flags.empty() && S.Type.empty() && S.Group.empty() && S.LinkedTo.empty() &&
      (S.Name == ".text" || S.Name == ".data" || S.Name == ".bss"))
    return "\t" + S.Name;
  // A name that is not a plain symbol (`,xdata3`, `.xreal(3)`, a group `g h`) goes quoted, as gas reads it.
  auto name = [](const std::string &N) {
    bool Plain = !N.empty() && std::all_of(N.begin(), N.end(), [](char C) {
      return std::isalnum(static_cast<unsigned char>(C)) || C == '.' || C == '_' || C == '$' || C == '-';
    });
    return Plain ? N : quoteString(N);
  };
  std::string R = "\t.section " + name(S.Name);
  if (!S.Flags.empty() || !S.Type.empty())
    R += ", \"" + S.Flags + "\"";
  if (!S.Type.empty())
    R += ", " + S.Type;
  if (!S.EntSize.empty())
    R += ", " + S.EntSize;
  if (!S.LinkedTo.empty())
    R += ", " + S.LinkedTo;
  if (!S.Group.empty())
    R += ", " + name(S.Group) + (S.Comdat ? ", comdat" : "");
  return R;
}

std::string sectionDirective(const ir::Section &Written) {
  ir::Section S;
  if (ir::attachedToGroup(Written)) {
    S.Name = Written.Name;
    std::tie(S.Flags, S.Type) = madeAttributes(Written);
    S.EntSize = Written.EntSize;
    S.Group = Written.Group;
    S.Comdat = Written.Comdat;
  }
  return sectionDirectiveAsWritten(S.Name.empty() ? Written : S);
}

std::string dataText(const ir::Data &D) {
  std::string Name = D.Directive;
  if (Name.empty()) {
    switch (D.K) {
    case ir::Data::Int: Name = "data" + std::to_string(D.Size) + (D.Unaligned ? ".ua" : ""); break;
    case ir::Data::Float: Name = D.Size == 4 ? "real4" : D.Size == 8 ? "real8" : "real10"; break;
    case ir::Data::String: Name = D.ZeroTerminate ? "stringz" : "string"; break;
    case ir::Data::Fill: Name = ".skip"; break;
    case ir::Data::Leb: Name = D.Signed ? ".sleb128" : ".uleb128"; break;
    }
  }
  // `.xdata4 SECTION, v` (and .xreal/.xstring) is kept in SECTION's
  // statements: printed there, it is the plain directive (GNU as wants the
  // section operand on the x form).
  if (Name.starts_with(".x"))
    Name = Name.substr(2);
  std::string R = "\t" + Name;
  bool First = true;
  auto sep = [&] {
    R += First ? " " : ", ";
    First = false;
  };
  if (D.K == ir::Data::String) {
    for (const std::string &S : D.Strings) {
      sep();
      R += quoteString(S);
    }
  } else {
    for (size_t I = 0; I < D.Values.size(); ++I) {
      sep();
      const ir::Expr *E = D.Values[I].get();
      if (E && D.K == ir::Data::Int && D.Size == 16 && E->K == ir::Expr::Constant && !E->Big)
        R += std::to_string(E->Value); // unsigned: `-1` would read back with a high half of ones
      else
        R += E ? ir::toString(*E) : "0";
      // `.fill REPEAT, SIZE, VALUE`: the size sits between the two values
      // the IR keeps (without it gas reads the value as the size).
      if (D.K == ir::Data::Fill && I == 0 && Name == ".fill") {
        sep();
        R += std::to_string(D.Size);
      }
    }
  }
  return R;
}

void printModule(const ir::Module &M, llvm::raw_ostream &OS, const PrintOptions &Opts) {
  if (Opts.Explicit)
    OS << "\t.explicit\n";
  // The frontend's data for a directive printed elsewhere (`.stabs`'s
  // entries) or not at all (the NUL before the first `.ident`'s string).
  auto hidden = [](const ir::Stmt &St) {
    const auto *D = std::get_if<ir::Data>(&St);
    return D && D->Generated && D->Directive != ".ident";
  };
  for (const ir::Section &Sec : M.Sections) {
    if (std::all_of(Sec.Stmts.begin(), Sec.Stmts.end(), hidden))
      continue;
    OS << sectionDirective(Sec) << "\n";
    bool InBundle = false, Bare = false;
    unsigned BareLeft = 0;
    std::string Pending; // last instruction line, so `;;` can join it
    bool InHandlerData = false; // `.handlerdata` switched to the unwind info section
    bool OpenGroup = false;     // an instruction printed since the last stop
    auto flush = [&] {
      if (!Pending.empty())
        OS << Pending << "\n";
      Pending.clear();
    };
    auto closeBare = [&] {
      flush();
      if (Bare && Opts.BraceBareBundles)
        OS << "\t}\n";
      InBundle = Bare = false;
    };
    for (const ir::Stmt &St : Sec.Stmts) {
      if (const auto *L = std::get_if<ir::Label>(&St)) {
        flush();
        if (!ir::isRenamedLabel(L->Name)) // a redefined label's earlier place: only GNU as's layout
          OS << L->Name << ":\n";
      } else if (const auto *I = std::get_if<ir::Inst>(&St)) {
        if (Bare && BareLeft == 0)
          closeBare();
        flush();
        Pending = InBundle ? "\t  " : "\t";
        for (const std::string &Tag : I->Tags)
          Pending += "[" + Tag + ":] ";
        Pending += ir::toString(*I);
        OpenGroup = true;
        if (Bare && BareLeft)
          --BareLeft; // a bare template covers the next slots; `;;` may still follow
      } else if (std::get_if<ir::Stop>(&St)) {
        OpenGroup = false;
        if (!Pending.empty())
          Pending += " ;;";
        else
          OS << "\t;;\n";
        if (Bare && BareLeft == 0)
          closeBare();
      } else if (const auto *B = std::get_if<ir::BundleBegin>(&St)) {
        if (Bare)
          closeBare();
        flush();
        const ir::TemplateInfo &T = ir::templateInfo(B->Template);
        if (!B->HasTemplate)
          OS << "\t{\n"; // GNU as picks the template, as the source let it
        else if (B->Braced || Opts.BraceBareBundles)
          OS << "\t{ ." << T.Name << "\n";
        else
          OS << "\t." << T.Name << "\n";
        InBundle = true;
        Bare = !B->Braced;
        BareLeft = T.Slots[1] == ir::Unit::L ? 2 : 3;
      } else if (std::get_if<ir::BundleEnd>(&St)) {
        if (!InBundle)
          continue; // a bare bundle the printer closed after its third slot and stop
        flush();
        OS << "\t}\n";
        InBundle = Bare = false;
      } else {
        if (Bare && BareLeft == 0)
          closeBare();
        flush();
        if (const auto *D = std::get_if<ir::Data>(&St)) {
          if (D->Generated && D->Directive == ".ident") // in `.comment`, in order with its other data
            OS << "\t.ident " << quoteString(D->Strings[0]) << "\n";
          else if (!D->Generated)
            OS << dataText(*D) << "\n";
        } else if (const auto *D = std::get_if<ir::Directive>(&St)) {
          if (ir::isSectionLeftMark(*D) && std::exchange(OpenGroup, false))
            OS << "\t;;\n"; // GNU as ended the group at the switch; the printed section is contiguous
          if (D->Name == ".handlerdata" || D->Name == ".proc" || D->Name == ".endp")
            InHandlerData = D->Name == ".handlerdata";
          if (ir::isSectionLeftMark(*D) && std::exchange(InHandlerData, false)) {
            // the source left the handler data by a section switch: so must the output
            OS << sectionDirective(Sec) << "\n";
            continue;
          }
          if (SectionSwitches.count(D->Name) || (Opts.Explicit && ir::isModeDirective(D->Name)) ||
              D->Name == ".ident") // printed as `.comment`'s data
            continue;
          if ((D->Name == "=" || D->Name == "==") && !D->Words.empty() && ir::isRenamedLabel(D->Words[0]))
            continue; // the frontend's own (`.stabd`'s place): the directive printed makes it again
          if (D->Name == "=" || D->Name == "==")
            OS << "\t" << D->Raw << "\n"; // the raw text is the whole `NAME = value`
          else if (ExtensionDirectives.count(D->Name))
            OS << "\t// " << D->Name << (D->Raw.empty() ? "" : " " + D->Raw) << "\n";
          else
            OS << "\t" << D->Name << (D->Raw.empty() ? "" : " " + D->Raw) << "\n";
        }
      }
    }
    if (Bare)
      closeBare();
    flush();
  }
}

} // namespace epic::emit
