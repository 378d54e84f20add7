// Macros that write code: explicit bundles built by a macro and by .irp
// have GNU as -xexplicit's bytes.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %epicsched parse --dump %s | FileCheck %s --check-prefix=DUMP
// CHECK: .text: 64 bytes identical
	.text
	.macro bundle tmpl, a, b, c
{ .\tmpl
	\a
	\b
	\c ;;
}
	.endm
	.global f
	.proc f
f:
	.explicit
	bundle mii, "nop.m 0", "add r8 = r32, r33", "nop.i 0"
// DUMP: bundle .mii braced
// DUMP-NEXT: inst nop.m imm:0
// DUMP-NEXT: inst add GR:r8 = GR:r32, GR:r33
	.irp r, 9, 10
	bundle mmi, "nop.m 0", "nop.m 0", "mov r\r = r8"
	.endr
// DUMP: inst mov GR:r9 = GR:r8
// DUMP: inst mov GR:r10 = GR:r8
	br.ret.sptk.many rp ;;
	.endp f
