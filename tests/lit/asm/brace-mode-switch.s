// GNU as's default automatic mode: `{` switches to explicit mode and `}`
// back, and each switch ends the instruction group, so a braced bundle gets
// a stop before it and at its end (Linux relocate_kernel, head.s). After an
// explicit `.auto` the braces switch nothing: no stops (gas warns).
// Expected bundles are GNU as 2.40's (ia64-linux-gnu-as, no -x option).
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d --no-show-raw-insn %t.o | sed -n 's/^ *[0-9a-f]*:[[:space:]]*\(\[[A-Z]*\]\)\{0,1\}[[:space:]]*//p' | FileCheck %s
// CHECK:      add r31=r4,r5
// CHECK-NEXT: nop.{{[mi]}} 0x0
// CHECK-NEXT: nop.i 0x0;;
// CHECK-NEXT: rsm 0x6000
// CHECK-NEXT: mov r2=ip
// CHECK-NEXT: nop.i 0x0;;
// CHECK-NEXT: add r7=r8,r9
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: nop.i 0x0{{$}}
// CHECK-NEXT: add r10=r8,r9
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: nop.i 0x0{{$}}
// CHECK-NEXT: add r11=r8,r9
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: nop.i 0x0{{$}}
// CHECK-NEXT: add r12=r8,r9
	.text
	add r31=r4,r5
{
	rsm psr.i | psr.ic
	mov r2=ip
}
	add r7=r8,r9
	.auto
{ .mii
	add r10=r8,r9
	nop.i 0
	nop.i 0
}
	add r11=r8,r9
{ .mii
	add r12=r8,r9
	nop.i 0
	nop.i 0
}
