// `.spillsp b0, off` (Linux entry.s's pt_regs save) names the return
// pointer: accepted, and the unwind info equals GNU as's. It was refused as
// "not a preserved register" (b0 was tested against b1-b5 first).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .IA_64.unwind_info | FileCheck %s
// CHECK: .IA_64.unwind_info: {{[0-9]+}} bytes identical
	.text
	.proc f
f:
	.prologue
	.fframe 32
	adds sp=-32,sp
	.spillsp b0, 16
	.spillsp b1, 24
	mov r2=b0 ;;
	.body
	br.ret.sptk.many b0
	.endp f
