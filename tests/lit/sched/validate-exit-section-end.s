// An exit that falls off the end of a code section is a program point with
// the names of the labels there: after `.align 32` the scheduled region
// (shorter) ends where the padding vanished, at the section's end, where
// `X2 = .` is. Its names were none (only addresses inside code had names),
// so the exits did not meet: a false "exit: source leaves at __epv_e0+0
// slot 0, scheduled at X2+0 slot 0" with --reschedule-explicit (fuzz seed
// 503, a bare `.mii` bundle before `.align 32`).
// RUN: %epicsched validate --reschedule-explicit %s | FileCheck %s
// CHECK: PASS .text#0
// CHECK: 1 regions: 1 passed, 0 failed, 0 skipped
	.text
	.mii
	ld8 r21=[r15]
	nop.i 0
	nop.i 0 ;;
	mov.m ar.k5=r15
	mov r19=b7 ;;
	shladd r17=r17,2,r15
	extr.u r18=r14,5,18
	.align 32
X2 = .
