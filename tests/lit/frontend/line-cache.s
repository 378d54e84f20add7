// Repeated lines reuse one parse tree (the frontend's line cache): every
// occurrence still reports its errors at its own line, and each occurrence
// is lowered on its own (numeric labels, register frame, equates).
// RUN: not %epicsched parse %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: grep -v BAD %s > %t.s
// RUN: %epicsched parse %t.s --dump | FileCheck %s
	.text
	add r1 = = r2		// BAD
	add r1 = = r2		// BAD
// ERR: line-cache.s:8:11: error: unexpected '='
// ERR: line-cache.s:9:11: error: unexpected '='
	.regstk 2, 1, 0, 0
1:	mov r8 = loc0
	.regstk 3, 1, 0, 0
1:	mov r8 = loc0
	cmp.eq p6, p7 = r8, r0
(p6)	br.cond.sptk.few 1b
	cmp.eq p6, p7 = r8, r0
(p6)	br.cond.sptk.few 1b
	n = 5
	adds r9 = n, r0
	n = 6
	adds r9 = n, r0
// Line numbers below are those of %t.s (the two BAD lines removed).
// CHECK: 10:1 label .L1$0
// CHECK-NEXT: 10:4 inst mov GR:r8 = GR:r34
// CHECK: 12:1 label .L1$1
// CHECK-NEXT: 12:4 inst mov GR:r8 = GR:r35
// CHECK-NEXT: 13:2 inst cmp.eq PR:p6, PR:p7 = GR:r8, GR:r0
// CHECK-NEXT: 14:1 inst (p6) br.cond.sptk.few imm:.L1$1
// CHECK-NEXT: 15:2 inst cmp.eq PR:p6, PR:p7 = GR:r8, GR:r0
// CHECK-NEXT: 16:1 inst (p6) br.cond.sptk.few imm:.L1$1
// CHECK: 18:2 inst adds GR:r9 = imm:5, GR:r0
// CHECK: 20:2 inst adds GR:r9 = imm:6, GR:r0
