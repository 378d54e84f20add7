// Symbol table and bookkeeping sections as GNU as writes them: local names
// starting with '.' stay out of the symbol table (relocations use the
// section), exported ones stay; `.file "a.c"` is a FILE symbol; `.ident`
// strings make .comment; a written entry size is kept; .text is aligned to
// 16 even when empty. Symbols, relocations and these sections equal gas's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | awk 'NR > 3 && $4 != "SECTION" {print $2, $4, $5, $8}' | sort > %t.syms
// RUN: ia64-linux-gnu-readelf -sW %t.gnu.o | awk 'NR > 3 && $4 != "SECTION" {print $2, $4, $5, $8}' | sort | diff - %t.syms
// RUN: FileCheck %s < %t.syms
// RUN: %python %S/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s --check-prefix=RELOCS
// RUN: ia64-linux-gnu-readelf -SW %t.o | sed -n 's/^ *\[ *[0-9]*\] *//p' | awk '$1 ~ /^\.(text|comment|rodata)/ {print $1, $6, $7, $NF}' | sort > %t.secs
// RUN: ia64-linux-gnu-readelf -SW %t.gnu.o | sed -n 's/^ *\[ *[0-9]*\] *//p' | awk '$1 ~ /^\.(text|comment|rodata)/ {print $1, $6, $7, $NF}' | sort | diff - %t.secs
// RUN: ia64-linux-gnu-readelf -x .comment %t.o | FileCheck %s --check-prefix=COMMENT
// CHECK-NOT: .loop
// CHECK: 0000000000000000 FILE LOCAL a.c
// CHECK-NOT: .loop
// CHECK: 0000000000000000 NOTYPE GLOBAL .exported
// RELOCS: 2 relocations identical
// COMMENT: .GCC: x.second.
	.file "a.c"
	.ident "GCC: x"
	.ident "second"
	.section .rodata.cst16, "aM", @progbits, 16
	.global .exported
.exported:
.loop:
	data8 .loop, .exported
	data8 1
