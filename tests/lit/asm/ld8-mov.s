// ld8.mov r = [r], sym: an ld8 whose extra operand is not encoded but gets
// an LDXMOV relocation (the linker may turn the @ltoffx / ld8.mov pair into
// a gp-relative address); a constant gets none. Bytes and relocations
// (offsets too) equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %python %S/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s --check-prefix=REL
// RUN: not %epicsched asm %S/Inputs/ld8-mov-bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: .text: 48 bytes identical
// REL: ours .rela.text 0 R_IA64_LTOFF22X foo + 0
// REL: ours .rela.text 16 R_IA64_LDXMOV foo + 0
// REL: ours .rela.text 17 R_IA64_LDXMOV .data + 64
// REL: 3 relocations identical
// ERR: ld8-mov-bad.s:2:2: error: unknown completer in 'ld8.mov.nta'
// ERR: ld8-mov-bad.s:3:2: error: 'ld8.mov' expects 1 destination and 2 source operands
	.explicit
	.text
{ .mii
	addl r3 = @ltoffx(foo#), gp
	nop.i 0
	nop.i 0 ;;
}
{ .mmi
	ld8.mov r3 = [r3], foo#
	ld8.mov r4 = [r5], bar# + 100
	nop.i 0 ;;
}
{ .mmi
	ld8.mov r6 = [r7], 16
	nop.m 0
	nop.i 0 ;;
}
	.data
bar:
	data8 0
