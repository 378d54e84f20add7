// `.fill REPEAT, SIZE, VALUE` is printed with its size: it was printed as
// `.fill REPEAT, VALUE`, which gas reads as REPEAT values of size VALUE
// (`.fill 8192, 1, 0` became `.fill 8192, 0`: nothing), so every label after
// it moved (Linux relocate_kernel.s: its stack and the `sp` set from
// `memory_stack_end - .reloc_entry` shrank by 8 KiB, silently).
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %ia64-as -xexplicit %s -o %t.gas.o
// RUN: %ia64-objdump -s -j .data %t.o | tail -n +3 > %t.dump
// RUN: %ia64-objdump -s -j .data %t.gas.o | tail -n +3 | diff - %t.dump
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=TEXT
// GAS-NOT: {{Warning|Error}}
// CHECK: .fill 64, 1, 0
// CHECK: .fill 3, 1, 0
// CHECK: .fill 2, 2, 258
// CHECK: .fill 1, 8, -1
// TEXT: adds r12=80,r2
	.text
	.global f
	.proc f
f:
	adds r12 = (stack_end - 16 - f), r2
	br.ret.sptk.many b0 ;;
	.align 32
stack:
	.fill 64, 1, 0
stack_end:
	.endp f
	.data
	.fill 3
	.fill 2, 2, 0x102
	.fill 1, 8, -1
	.zero 4, 1
	.space 2, 3
	.skip 2
