// Translation validation: every region of this file runs as written and as
// scheduled from 20 random initial states in the simulator (strict mode);
// the final states agree. Cycles: the prediction equals the simulated
// cycles of the scheduled code, which are never more than the source's.
// RUN: %epicsched validate %s | FileCheck %s
// RUN: %epicsched validate %s --solver=list --states=25 | FileCheck %s --check-prefix=LIST
// RUN: %epicsched validate %s --check-prediction | FileCheck %s --check-prefix=PRED
// A broken schedule (its first stop removed) is caught, naming the seed.
// RUN: not %epicsched validate %s --self-test-drop-stop | FileCheck %s --check-prefix=BROKEN
// RUN: %epicsched validate %s --json | FileCheck %s --check-prefix=JSON

// CHECK: PASS f#0 (9 instructions): 20 states equal; cycles: source {{[0-9]+}}, scheduled [[SCH:[0-9]+]], predicted [[SCH]]
// g's first region runs past its conditional exit (a side exit of the
// region, sharing a group with what follows). Its exit is `.sptk`: a state
// falling through mispredicts (the predicated-off branch reaches the
// predictor), so no state runs every instruction without a misprediction
// and the region's cycles are not compared; each path's are (before: the
// region's 15 = predicted 15, and "prediction equal in 2 of 2 regions").
// CHECK: PASS g#1 (7 instructions): 20 states equal; cycles: {{.*}}; paths: end source {{[0-9]+}}, scheduled [[GE:[0-9]+]], predicted [[GE]], taken at branch 1 to {{[^ ]+}} source {{[0-9]+}}, scheduled [[GT:[0-9]+]], predicted [[GT]]{{$}}
// CHECK: PASS g#2 (1 instructions): 20 states equal
// CHECK: PASS h#3 (9 instructions): 20 states equal; cycles: source [[HS:[0-9]+]], scheduled [[HC:[0-9]+]], predicted [[HC]]
// CHECK: {{.*}}validate.s: 4 regions: 4 passed, 0 failed, 0 skipped; 20 states each
// LIST: 4 regions: 4 passed, 0 failed, 0 skipped; 25 states each
// PRED: prediction equal in 1 of 1 regions
// BROKEN: FAIL f#0 (9 instructions): seed {{[0-9]+}}: the scheduled code stops: {{.*}}dependency violation
// BROKEN: 1 failed
// JSON: "status": "passed"
// JSON: "states": 20

	.text
	.global f
	.proc f
f:
	ld8 r9=[r34]
	add r8=r32,r33
	;;
	add r10=r9,r8
	cmp.eq p6,p7=r9,r8
	;;
(p6)	st8 [r35]=r10
(p7)	adds r11=8,r10
	shladd r12=r10,3,r8
	ld8 r13=[r36],8
	st8 [r37]=r12
	.endp f

	.global g
	.proc g
g:
	mov r16=ar.k3
	add r17=r32,r33
	;;
	add r18=r16,r17
	cmp.ltu p8,p9=r16,r17
(p8)	br.cond.dptk .Lout
	ld8 r19=[r34]
	;;
	sub r20=r19,r18
.Lout:
	br.ret.sptk.many b0
	.endp g

	.global h
	.proc h
h:
	ld8 r14=[r32]
	mov r15=ar.k2
	add r16=r33,r34
	;;
	add r17=r14,r16
	shladd r18=r15,2,r16
	st8 [r35]=r16
	setf.sig f6=r17
	getf.sig r19=f7
	xma.l f8=f6,f7,f9
	.endp h
