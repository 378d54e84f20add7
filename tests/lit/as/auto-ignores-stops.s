// `epicsched as` without -x is GNU as -xauto: written `;;` in auto-mode code are
// ignored (gas: "Explicit stops are ignored in auto mode") and the stops come
// from the dependency analysis, so the bytes are gas's (a stop after the call
// here would be one gas does not write).
// REQUIRES: ia64-as
// RUN: %epicsched as %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// CHECK: identical
	.text
	.proc f
f:
	ld8 r1 = [r22]
	mov r2 = r3
	br.call.sptk.many b0 = b6 ;;
	mov r1 = r36
	br.ret.sptk.many b0
	.endp f
