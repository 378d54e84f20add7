// Two `mov rr[]=` whose numbers GNU as knows (constant moves in the region)
// and that differ are independent: the one whose value is ready goes first,
// while the other waits for its loads. Where GNU as cannot know the number
// (`adds` from a constant: our analysis proves the region, GNU as does not),
// the written order stays. pkr[] likewise by key. (Before: 7 and 5 cycles.)
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched dvcheck %t.s 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error|violat}}

	.text
	.global known
	.proc known
known:
	movl r14 = 0x2000000000000000
	movl r15 = 0x4000000000000000
	ld8 r16 = [r32]
	ld8 r16 = [r16]
	ld8 r16 = [r16]
	mov rr[r14] = r16
	mov rr[r15] = r17
	br.ret.sptk.many b0
	.endp known
// STATS: known: {{.*}} predicted 6 cycles
// CHECK-LABEL: known:
// CHECK: mov rr[r15]=r17
// CHECK: mov rr[r14]=r16

	.global keys
	.proc keys
keys:
	mov r18 = 1
	mov r20 = 2
	add r19 = r33, r34
	shladd r19 = r19, 2, r35
	sub r19 = r19, r36
	mov pkr[r18] = r19
	mov pkr[r20] = r21
	br.ret.sptk.many b0
	.endp keys
// STATS: keys: {{.*}} predicted 4 cycles
// CHECK-LABEL: keys:
// CHECK: mov pkr[r20]=r21
// CHECK: mov pkr[r18]=r19

	.global unknown
	.proc unknown
unknown:
	movl r14 = 0x2000000000000000
	adds r15 = 0x1000, r14
	ld8 r16 = [r32]
	ld8 r16 = [r16]
	ld8 r16 = [r16]
	mov rr[r15] = r16
	mov rr[r14] = r17
	br.ret.sptk.many b0
	.endp unknown
// STATS: unknown: {{.*}} predicted 7 cycles
// CHECK-LABEL: unknown:
// CHECK: mov rr[r15]=r16
// CHECK: mov rr[r14]=r17
