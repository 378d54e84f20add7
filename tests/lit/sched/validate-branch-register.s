// A branch register holding a code address compares as a program point, like
// an exit: `br.call b6=g` at the end of f leaves b6 at the bundle after it,
// where f's end label and (after `.align 32` padding in one layout only) h's
// start share an address; it was a false failure "register b6: source
// __epv_b1+0, scheduled __epv_e0+0" (Linux ivt.s: page_fault, non_syscall,
// __interrupt, dispatch_to_fault_handler).
// RUN: %epicsched validate %s | FileCheck %s
// CHECK: PASS f#0
// CHECK: 2 regions: 2 passed, 0 failed, 0 skipped
	.text
	.align 32
	.global f
	.proc f
f:
	add r14 = 0, r14 ;;
	add r14 = 1, r14 ;;
	add r14 = 2, r14 ;;
	add r15 = 0, r15 ;;
	add r15 = 1, r15 ;;
	add r15 = 2, r15 ;;
	add r16 = r14, r15
	br.call.sptk.many b6 = g ;;
	.endp f
	.align 32
	.global h
	.proc h
h:
	add r8 = 1, r8
	br.ret.sptk.many b0 ;;
	.endp h
