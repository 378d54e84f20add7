// A template directive takes no operands and does not end the statement: the rest of
// the line is the next statement, as in GNU as (`{ .mii nop.m 0x1234` is `{ .mii ; nop.m 0x1234`).
// We rejected it ("unexpected '0x1234'", "unexpected '=' in directive '.mmi'", "expected ','
// before '0'"). Found by fuzz/gas_differential.py; GNU as 2.40 (objdump -d):
//   [MII] nop.m 0x1234 / nop.i 0x0 / nop.i 0x0
//   [MMI] ld4.a r25=[r120] / nop.m 0x0 / nop.i 0x0
//   [MMB] nop.m 0x0 / nop.m 0x0 / nop.b 0x0
//   [MII] (p06) add r1=r2,r3 / nop.i 0x0 / nop.i 0x0
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// CHECK: [MII] nop.m 0x1234
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: [MMI] ld4.a r25=[r120]
// CHECK-NEXT: nop.m 0x0
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: [MMB] nop.m 0x0
// CHECK-NEXT: nop.m 0x0
// CHECK-NEXT: nop.b 0x0
// CHECK-NEXT: [MII] (p06) add r1=r2,r3
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: nop.i 0x0
// CHECK-NOT: {{[0-9a-f]+}}:
// The string and the comment keep their `.mii`:
// RUN: %ia64-objdump -s -j .rodata %t.o | FileCheck %s --check-prefix=RO
// RO: 0000 7b202e6d 6969206e 6f702e6d 2030 { .mii nop.m 0
	.text
{ .mii nop.m 0x1234
}
{ .mmi ld4.a r25=[r120]
}
{ .mmb nop 0
}
	.mii (p6) add r1 = r2, r3	// .mii x
	nop.i 0
	nop.i 0
	.section .rodata, "a"
	.ascii "{ .mii nop.m 0"
