// Several dependency warnings at one instruction come in GNU as's order
// (check_dependencies walks the resources marked so far): by the earlier
// instruction, and for one earlier instruction its RAW before its WAW; a
// `mov` to or from an application register is named as gas names its
// opcode, `mov.i` or `mov.m`. Ours were in the order of the later
// instruction's operands (`add r3 = r2, r1`: r2 first; `add r20 = r20, r20`:
// WAW first) and named `mov`. dvcheck's output is gas's, line for line.
// REQUIRES: ia64-as
// RUN: %epicsched dvcheck %s > %t.ours
// RUN: %ia64-as -xexplicit %s -o %t.o 2>&1 | grep -v 'Assembler messages' > %t.gas
// RUN: diff %t.gas %t.ours
// RUN: FileCheck %s < %t.ours
// CHECK: :18: Warning: Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 1
// CHECK: :18: Warning: Use of 'add' violates RAW dependency 'GR%, % in 1 - 127' (impliedf), specific resource number is 2
	.explicit
	add r1 = r2, r3
	add r2 = r5, r6
	add r3 = r2, r1
	;;
	mov r20 = r21
	add r22 = r23, r24
	add r20 = r22, r20
	;;
	mov ar.lc = r9
	mov r8 = ar.lc
	mov b1 = r8
	mov r8 = b1
	;;
	ld8.fill r1 = [r2]
	mov r3 = ar.unat
	st8.spill [r2] = r4
	mov ar.unat = r5
	;;
	fadd f2 = f3, f4
	fmpy f2 = f2, f5
	;;
	mov r20 = r21
	add r20 = r20, r20
	;;
