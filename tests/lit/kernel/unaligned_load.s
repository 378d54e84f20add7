// Loading a possibly unaligned 64-bit word: two aligned loads and shrp to
// funnel-shift the bytes together (little endian), the shift amount from
// the address' low bits.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.global load_unaligned
	.proc load_unaligned
load_unaligned:
	.regstk 1, 0, 0, 0
	and r14 = -8, in0		// aligned base
	and r15 = 7, in0 ;;		// misalignment in bytes
	ld8 r16 = [r14], 8
	shl r15 = r15, 3 ;;		// in bits
	ld8 r17 = [r14]
	cmp.eq p6, p7 = r0, r15
	sub r18 = 64, r15 ;;
(p6)	mov r8 = r16
(p7)	shr.u r19 = r16, r15
(p7)	shl r20 = r17, r18 ;;
(p7)	or r8 = r19, r20
	shrp r21 = r17, r16, 8		// the fixed-shift form
	br.ret.sptk.many rp
	.endp load_unaligned
// CHECK: inst and GR:r14 = imm:-8, GR:r32
// CHECK: inst (p7) shr.u GR:r19 = GR:r16, GR:r15
// CHECK: inst (p7) or GR:r8 = GR:r19, GR:r20
// CHECK: inst shrp GR:r21 = GR:r17, GR:r16, imm:8
