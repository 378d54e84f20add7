// What each assembler directive means to the builder (data, not code paths
// spread through the builder). Directives missing here are kept verbatim with
// a warning; `Unsupported` ones are errors. GNU as's macro language never
// reaches this table: MacroExpander.h expands it first.
#pragma once
#include <cstdint>
#include <string_view>

namespace epic::frontend {

enum class DirKind : uint8_t {
  SectionNamed, // .text .data .sdata .sbss .rodata .bss: the section is the name
  Section,      // .section NAME[, "flags"[, @type]]
  PushSection,
  PopSection,
  Previous,
  Subsection,   // .subsection N: the current section's subsection N
  Bind,         // .global .globl .weak .local (Arg: ir::Binding)
  Weakref,      // .weakref ALIAS, TARGET
  Visibility,   // .hidden .protected .internal
  Type,         // .type SYM, @function
  Size,         // .size SYM, EXPR
  Proc,
  Endp,
  DataInt,      // Size bytes per value
  DataFloat,    // Size bytes per value
  String,       // Flag: zero terminated
  XData,        // .xdataN / .xrealN / .xstring(z) SECTION, values
  Skip,         // .skip/.space/.zero COUNT[, FILL]; .ds.* (Size: element bytes)
  Fill,         // .fill REPEAT[, SIZE[, VALUE]]
  Struct,       // .struct/.offset [N]: the absolute section
  DcbFloat,     // .dcb.s/.dcb.d/.dcb.x COUNT[, VALUE] (Size: 4, 8, 10)
  Align,        // .align .balign .p2align .org: kept
  Comm,         // .comm SYM, SIZE[, ALIGN]
  LComm,        // .lcomm SYM, SIZE[, ALIGN]
  RegStk,       // .regstk INS, LOCALS, OUTS, ROT
  Rot,          // .rotr/.rotp/.rotf NAME[N], ... (Arg: register file)
  Set,          // .set/.equ/.equiv/.eqv SYM, EXPR
  VReg,         // .vreg NAME, ...
  VRegPool,     // .vregpool rA-rB, ...
  Func,         // .func NAME[, LABEL] (no object effect without stabs): kept
  EndFunc,      // .endfunc: kept
  Mri,          // .mri 0: kept; MRI mode itself is refused
  Fail,         // .fail N: an error below 500, else a warning (gas)
  Linkonce,     // .linkonce [TYPE]: gas's warning for ELF, no effect
  Keep,         // understood, no structure: kept as a Directive statement
  Unsupported,  // error
};

struct DirInfo {
  std::string_view Name;
  DirKind Kind;
  uint8_t Size = 0;   // data size in bytes (DataInt/DataFloat/XData)
  bool Flag = false;  // Unaligned (.ua) for data, zero-terminate for strings
  uint8_t Arg = 0;    // kind-specific (Bind: ir::Binding; Rot: 0 GR, 1 FR, 2 PR; XData: 0 int, 1 float, 2 string)
};

/// The entry for a directive or dotless IA-64 pseudo-op (`data8`,
/// `stringz`, `real8`), or null when the name is unknown.
const DirInfo *lookupDirective(std::string_view Name);

} // namespace epic::frontend
