// Relocations on chk targets, by the field the instruction's target has
// (as GNU as 2.40 chooses them): chk.s on M or I (imm7a/imm13c) PCREL21M,
// chk.a (imm20b, the branch field) PCREL21B, fchkf PCREL21F. A branch tag
// has no relocation: one naming a global label of the same section is
// resolved (Linux entry.s), one in another section is an error.
// Expected values: ia64-linux-gnu-as 2.40 on this file (readelf -r, objdump -d).
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=TAG
// RUN: not %epicsched asm %S/Inputs/tag-other-section.s -o %t2.o 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK:      0000000000000000 {{.*}} R_IA64_PCREL21M {{.*}} esym + 0
// CHECK-NEXT: 0000000000000001 {{.*}} R_IA64_PCREL21F {{.*}} esym + 0
// CHECK-NEXT: 0000000000000010 {{.*}} R_IA64_PCREL21M {{.*}} esym + 0
// CHECK-NEXT: 0000000000000011 {{.*}} R_IA64_PCREL21B {{.*}} esym + 0
// CHECK-NEXT: 0000000000000012 {{.*}} R_IA64_PCREL21M {{.*}} esym + 0
// CHECK-NEXT: 0000000000000020 {{.*}} R_IA64_PCREL21M {{.*}} esym + 0
// CHECK-NEXT: 0000000000000021 {{.*}} R_IA64_PCREL21B {{.*}} esym + 0
// CHECK-NEXT: 0000000000000032 {{.*}} R_IA64_PCREL21B {{.*}} esym + 0
// CHECK-NOT: R_IA64
// TAG: mov.sptk b7=r8,30 <g>
// ERR: tag-other-section.s:2:{{[0-9]+}}: error:
	.explicit
	.text
	{ .mfi
	chk.s r0, esym
	fchkf esym
	nop.i 0
	}
	{ .mmi
	chk.s.m r1, esym
	chk.a.nc r1, esym
	chk.s.i r2, esym
	}
	{ .mmi
	chk.s f2, esym
	chk.a.clr f3, esym
	nop.i 0
	}
	.global g
g:	{ .mib
	nop.m 0
	mov.sptk b7=r8,g
	brp.sptk esym, g
	}
