// F-unit readers before M-unit writers of the same registers (the shape of
// a software-pipelined multiply: both halves of a product read f10/f20
// while the next operands are loaded into them) cannot share a group
// beyond one reader: the F slot follows the M slots in every template.
// Before: Z3 put both xma and both ldf8 of a step in one cycle, which no
// two bundles hold; the bundler split the groups: schedule 7, predicted 9.
// RUN: %epicsched sched %s -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// GAS-NOT: {{Warning|Error}}
// STATS: mulstep: 12 instructions, {{[0-9]+}} bundles, {{[0-9]+}} nops, 4 groups, predicted 7 cycles (3 bubbles); schedule 7 cycles
// CHECK: xma.l f30=f10,f8,f20
// CHECK: xma.hu f31=f10,f8,f20 ;;
// CHECK: ldf8 f10=[r32],8
	.text
	.global mulstep
	.proc mulstep
mulstep:
	xma.l f30 = f10, f8, f20
	xma.hu f31 = f10, f8, f20
	ldf8 f10 = [r32], 8
	ldf8 f20 = [r33], 8
	xma.l f32 = f11, f8, f21
	xma.hu f33 = f11, f8, f21
	ldf8 f11 = [r32], 8
	ldf8 f21 = [r33], 8
	getf.sig r14 = f28
	getf.sig r15 = f29
	add r16 = r14, r15
	br.ret.sptk.many b0
	.endp mulstep
