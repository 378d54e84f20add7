// A 16-bit one's-complement checksum fold (the end of an IP checksum):
// extr.u, dep.z, shr.u, add with carry folding, and a parallel add.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.global csum_fold64
	.proc csum_fold64
csum_fold64:
	.regstk 1, 0, 0, 0
	extr.u r14 = in0, 32, 32	// high half
	zxt4 r15 = in0 ;;		// low half
	add r16 = r14, r15 ;;
	extr.u r17 = r16, 16, 48
	zxt2 r18 = r16 ;;
	add r16 = r17, r18 ;;
	extr.u r17 = r16, 16, 16
	zxt2 r18 = r16 ;;
	add r16 = r17, r18 ;;
	dep.z r19 = r16, 16, 16
	padd2 r20 = r16, r16 ;;
	andcm r8 = -1, r16
	mux1 r21 = r20, @rev ;;
	zxt2 r8 = r8
	br.ret.sptk.many rp
	.endp csum_fold64
// CHECK: inst extr.u GR:r14 = GR:r32, imm:32, imm:32
// CHECK: inst zxt4 GR:r15 = GR:r32
// CHECK: inst dep.z GR:r19 = GR:r16, imm:16, imm:16
// CHECK: inst padd2 GR:r20 = GR:r16, GR:r16
// CHECK: inst andcm GR:r8 = imm:-1, GR:r16
// CHECK: inst mux1 GR:r21 = GR:r20, imm:@rev
