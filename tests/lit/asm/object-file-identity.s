// The whole object file is GNU as's, byte for byte (cmp): BFD's layout
// (sections, .symtab, .strtab, the .rela sections, .shstrtab, headers), its
// string tables (".text" shares ".rela.text"), sections numbered as the
// source makes them (unwind sections at the first `.endp` that needs them,
// `.note` at `.version`, `.comment` at `.ident`, `.bar` at the `.xdata8`
// that names it), symbols in the order reading first meets them (`later`
// at the branch, `undef1` at the movl), a section's symbol where the
// section is made (`.note`/`.comment` after the locals), local commons in
// .bss after its contents (`.lcomm`, `.local` + `.comm`), the `.ds.*`
// family and a clamped `.fill`. Expected values: ia64-linux-gnu-as 2.40.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: cmp %t.o %t.gnu.o
// RUN: %epicsched asm -mbe %s -o %t.be.o 2>/dev/null
// RUN: %ia64-as -mbe %s -o %t.gnu.be.o 2>/dev/null
// RUN: cmp %t.be.o %t.gnu.be.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s --check-prefix=SYM
// WARN: warning: .fill size clamped to 8
// WARN: warning: value 0x1ff truncated to 0xff
// WARN: warning: value 0x1ff truncated to 0xff
// SYM:      1: {{.*}} FILE    LOCAL  DEFAULT  ABS id.c
// SYM-NEXT: 2: {{.*}} SECTION LOCAL  DEFAULT    1 .text
// SYM:      5: {{.*}} 48 FUNC    LOCAL  DEFAULT    1 f
// SYM-NEXT: 6: 0000000000000008 8 NOTYPE  LOCAL  DEFAULT    5 lc
// SYM-NEXT: 7: {{.*}} 32 FUNC    LOCAL  DEFAULT    1 later
// SYM-NEXT: 8: {{.*}} SECTION LOCAL  DEFAULT    7 .IA_64.unwind_info
// SYM:      14: 0000000000000020 16 OBJECT  LOCAL  DEFAULT    5 ll
// SYM-NEXT: 15: {{.*}} SECTION LOCAL  DEFAULT    6 .note
// SYM-NEXT: 16: {{.*}} SECTION LOCAL  DEFAULT   14 .comment
// SYM-NEXT: 17: {{.*}} NOTYPE  GLOBAL DEFAULT  UND zz
// SYM-NEXT: 18: {{.*}} NOTYPE  GLOBAL DEFAULT  UND undef1
	.file "id.c"
	.global zz
	.version "v1"
	.text
	.proc f
f:
	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 0, 1, 0, 0
	.body
	movl r3 = undef1
	addl r14 = @gprel(lc), gp
	br.call.sptk b0 = later
	.endp f
	.section .foo,"aw"
lab:	data8 undef2
	.xdata8 ".bar", lab, 3
	.ident "hello"
	.section .baz,"aw"
	data8 undef3, later
	.comm cc,8,8
	.lcomm lc,8,8
	.local ll
	.comm ll,16,32
	.bss
	.skip 4
	.text
	.proc later
later:	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 0, 1, 0, 0
	.body
	br.ret.sptk b0
	.endp later
	.data
	data8 ll
	.ds.l 2, 5
	.ds.x 1, -1
	.ds.b 2, 0x1ff
	.ds.w 1, -32769
	.fill 1, 12, 0x0102030405
