#include "frontend/DirectiveTable.h"
#include <algorithm>
#include <array>

namespace epic::frontend {

namespace {
using K = DirKind;
// Sizes: GNU as 2.40 on ia64 (`.word`/`.short`/`.hword` are 2 bytes, `.int`
// and `.long` 4); dotless pseudo-ops per tc-ia64.c's pseudo_opcode table.
constexpr DirInfo Table[] = {
    // sections
    {".text", K::SectionNamed}, {".data", K::SectionNamed}, {".sdata", K::SectionNamed},
    {".sbss", K::SectionNamed}, {".rodata", K::SectionNamed}, {".bss", K::SectionNamed},
    {".section", K::Section}, {".sect", K::Section}, {".pushsection", K::PushSection}, {".popsection", K::PopSection},
    {".previous", K::Previous}, {".subsection", K::Subsection},
    {".gnu_attribute", K::Keep}, {".attach_to_group", K::Keep},
    // symbols
    {".global", K::Bind, 0, false, 1}, {".globl", K::Bind, 0, false, 1},
    {".weak", K::Bind, 0, false, 2}, {".local", K::Bind, 0, false, 0},
    {".hidden", K::Visibility}, {".protected", K::Visibility}, {".internal", K::Visibility},
    {".type", K::Type}, {".size", K::Size},
    {".set", K::Set}, {".equ", K::Set}, {".equiv", K::Set}, {".eqv", K::Set},
    {".comm", K::Comm}, {".common", K::Comm}, {".lcomm", K::LComm},
    {".tls_common", K::Comm, 0, false, 1}, // a TLS common (GCC's uninitialised __thread with -fcommon)
    {".proc", K::Proc}, {".endp", K::Endp},
    // data
    {"data1", K::DataInt, 1}, {"data2", K::DataInt, 2}, {"data4", K::DataInt, 4},
    {"data8", K::DataInt, 8}, {"data16", K::DataInt, 16},
    {"data2.ua", K::DataInt, 2, true}, // no data1.ua: GNU as "Unknown opcode"
    {"data4.ua", K::DataInt, 4, true}, {"data8.ua", K::DataInt, 8, true},
    {"data16.ua", K::DataInt, 16, true},
    {".byte", K::DataInt, 1}, {".short", K::DataInt, 2}, {".hword", K::DataInt, 2},
    {".word", K::DataInt, 2}, {".int", K::DataInt, 4}, {".long", K::DataInt, 4},
    {".quad", K::DataInt, 8}, {".octa", K::DataInt, 16},
    {".2byte", K::DataInt, 2, true}, {".4byte", K::DataInt, 4, true},
    {".8byte", K::DataInt, 8, true},
    {"real4", K::DataFloat, 4}, {"real8", K::DataFloat, 8}, {"real10", K::DataFloat, 10},
    {"real16", K::DataFloat, 16},
    // GNU as's generic float directives are not auto-aligned on IA-64 (only
    // data*/real* and the integer cons directives are): `data1 7; .double 0` is 9 bytes.
    {".float", K::DataFloat, 4, true}, {".single", K::DataFloat, 4, true}, {".double", K::DataFloat, 8, true},
    // gas's .dc family: integers aligned like .short/.long/.quad, floats not.
    {".dc", K::DataInt, 2}, {".dc.b", K::DataInt, 1}, {".dc.w", K::DataInt, 2}, {".dc.l", K::DataInt, 4},
    {".dc.a", K::DataInt, 8}, {".dc.s", K::DataFloat, 4, true}, {".dc.d", K::DataFloat, 8, true},
    {".dc.x", K::DataFloat, 10, true},
    {"real4.ua", K::DataFloat, 4, true}, {"real8.ua", K::DataFloat, 8, true},
    {"real10.ua", K::DataFloat, 10, true}, {"real16.ua", K::DataFloat, 16, true},
    {"string", K::String}, {"stringz", K::String, 0, true}, {".ascii", K::String},
    {".asciz", K::String, 0, true}, {".string", K::String, 0, true},
    {".string8", K::String, 0, true}, {".string16", K::String, 2, true}, // Size: bytes per character
    {".string32", K::String, 4, true}, {".string64", K::String, 8, true},
    {".xdata1", K::XData, 1}, {".xdata2", K::XData, 2}, {".xdata4", K::XData, 4},
    {".xdata8", K::XData, 8}, {".xdata16", K::XData, 16},
    {".xdata2.ua", K::XData, 2, true}, {".xdata4.ua", K::XData, 4, true},
    {".xdata8.ua", K::XData, 8, true}, {".xdata16.ua", K::XData, 16, true},
    {".xreal4", K::XData, 4, false, 1}, {".xreal8", K::XData, 8, false, 1},
    {".xreal10", K::XData, 10, false, 1}, {".xreal16", K::XData, 16, false, 1},
    {".xreal4.ua", K::XData, 4, true, 1}, {".xreal8.ua", K::XData, 8, true, 1},
    {".xreal10.ua", K::XData, 10, true, 1}, {".xreal16.ua", K::XData, 16, true, 1},
    {".xstring", K::XData, 0, false, 2}, {".xstringz", K::XData, 0, true, 2},
    {".skip", K::Skip}, {".space", K::Skip}, {".zero", K::Skip}, {".fill", K::Fill}, {".struct", K::Struct}, {".offset", K::Struct},
    // gas's .ds family: COUNT elements of the size, filled with the whole value (.ds.x/.ds.p: 12)
    {".ds", K::Skip, 2}, {".ds.b", K::Skip, 1}, {".ds.w", K::Skip, 2}, {".ds.l", K::Skip, 4},
    {".ds.s", K::Skip, 4}, {".ds.d", K::Skip, 8}, {".ds.x", K::Skip, 12}, {".ds.p", K::Skip, 12},
    {".dcb", K::Skip, 2}, {".dcb.b", K::Skip, 1}, {".dcb.w", K::Skip, 2}, {".dcb.l", K::Skip, 4}, // .ds's aliases
    {".dcb.s", K::DcbFloat, 4}, {".dcb.d", K::DcbFloat, 8}, {".dcb.x", K::DcbFloat, 10},
    {".align", K::Align}, {".balign", K::Align}, {".balignw", K::Align},
    {".balignl", K::Align}, {".p2align", K::Align}, {".p2alignw", K::Align},
    {".p2alignl", K::Align}, {".org", K::Align},
    {".uleb128", K::Keep}, {".sleb128", K::Keep},
    // register stack and rotation
    {".regstk", K::RegStk},
    {".rotr", K::Rot, 0, false, 0}, {".rotf", K::Rot, 0, false, 1}, {".rotp", K::Rot, 0, false, 2},
    // our extensions (docs/dsl.md)
    {".vreg", K::VReg}, {".vregpool", K::VRegPool}, {".expect", K::Keep},
    {".likely", K::Keep}, {".unlikely", K::Keep}, {".noalias", K::Keep},
    {".region", K::Keep},
    // kept verbatim: modes, predicates, PSR, unwind, debug and listing info
    {".explicit", K::Keep}, {".auto", K::Keep}, {".default", K::Keep},
    {".pred.rel", K::Keep}, {".pred.rel.mutex", K::Keep}, {".pred.rel.imply", K::Keep},
    {".pred.rel.clear", K::Keep}, {".pred.safe_across_calls", K::Keep},
    {".psr", K::Keep}, {".msb", K::Keep}, {".lsb", K::Keep},
    {".mem.offset", K::Keep}, {".reg.val", K::Keep}, {".serialize.data", K::Keep},
    {".serialize.instruction", K::Keep}, {".dv_mode", K::Keep},
    {".prologue", K::Keep}, {".body", K::Keep}, {".save", K::Keep}, {".save.g", K::Keep},
    {".save.f", K::Keep}, {".save.b", K::Keep}, {".save.gf", K::Keep}, {".savesp", K::Keep},
    {".savepsp", K::Keep}, {".spill", K::Keep}, {".spillreg", K::Keep}, {".spillsp", K::Keep},
    {".spillpsp", K::Keep}, {".spillreg.p", K::Keep}, {".spillsp.p", K::Keep},
    {".spillpsp.p", K::Keep}, {".fframe", K::Keep}, {".vframe", K::Keep},
    {".vframesp", K::Keep}, {".vframepsp", K::Keep}, {".restore", K::Keep},
    {".restorereg", K::Keep}, {".restorereg.p", K::Keep}, {".label_state", K::Keep},
    {".copy_state", K::Keep}, {".unwabi", K::Keep}, {".personality", K::Keep},
    {".handlerdata", K::Keep}, {".unwentry", K::Keep}, {".altrp", K::Keep},
    {".ident", K::Keep}, {".file", K::Keep}, {".loc", K::Keep}, {".loc_mark_labels", K::Keep}, {".radix", K::Keep}, {".entry", K::Keep},
    {".alias", K::Keep}, {".secalias", K::Keep}, {".symver", K::Keep}, {".extern", K::Keep},
    {".weakref", K::Weakref}, {".eject", K::Keep}, {".list", K::Keep}, {".nolist", K::Keep},
    {".title", K::Keep}, {".sbttl", K::Keep}, {".psize", K::Keep}, {".version", K::Keep},
    {".end", K::Keep}, {".incbin", K::Keep}, // .incbin: the file's bytes (IncBin.cpp)
    // no effect on an ELF object (gas accepts them)
    {".stabs", K::Keep}, {".stabn", K::Keep}, {".stabd", K::Keep}, // StabDirectives.cpp
    {".lflags", K::Keep}, {".ln", K::Keep}, {".func", K::Func}, {".endfunc", K::EndFunc},
    {".mri", K::Mri}, {".fail", K::Fail}, {".linkonce", K::Linkonce},
};

// Sorted copy for binary search, built once.
struct Sorted {
  std::array<const DirInfo *, std::size(Table)> Ptrs;
  Sorted() {
    for (size_t I = 0; I < std::size(Table); ++I)
      Ptrs[I] = &Table[I];
    std::sort(Ptrs.begin(), Ptrs.end(), [](auto *A, auto *B) { return A->Name < B->Name; });
  }
};
} // namespace

const DirInfo *lookupDirective(std::string_view Name) {
  static const Sorted S;
  auto It = std::lower_bound(S.Ptrs.begin(), S.Ptrs.end(), Name,
                             [](const DirInfo *D, std::string_view N) { return D->Name < N; });
  if (It != S.Ptrs.end() && (*It)->Name == Name)
    return *It;
  return nullptr;
}

} // namespace epic::frontend
