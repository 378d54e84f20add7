// Preparing the register stack for a switch to user mode: cover the
// current frame (its size lands in cr.ifs), compute the dirty partition
// from ar.bsp - ar.bspstore, and put it in ar.rsc's loadrs field.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -x -o %t.o %s
	.text
	.explicit
	.global rse_prepare
	.proc rse_prepare
rse_prepare:
	{ .mmi
	  mov r16 = ar.rsc
	  nop.m 0
	  nop.i 0 ;;
	}
	{ .mmb
	  mov ar.rsc = 0		// enforced lazy
	  nop.m 0
	  cover ;;			// new empty frame
	}
	{ .mmi
	  mov r17 = ar.bsp
	  mov r18 = ar.bspstore
	  nop.i 0 ;;
	}
	{ .mii
	  sub r19 = r17, r18		// dirty bytes
	  nop.i 0 ;;
	  shl r19 = r19, 16		// ar.rsc.loadrs field
	}
	;;
	{ .mmi
	  mov ar.rsc = r19 ;;
	  loadrs
	  nop.i 0 ;;
	}
	{ .mib
	  mov ar.rsc = r16
	  nop.i 0
	  br.ret.sptk.many rp ;;
	}
	.endp rse_prepare
// CHECK: inst cover
// CHECK-NEXT: stop
// CHECK: inst mov GR:r17 = AR:ar.bsp
// CHECK: bundle .mii braced
// CHECK-NEXT: inst sub GR:r19 = GR:r17, GR:r18
// CHECK-NEXT: inst nop.i imm:0
// CHECK-NEXT: stop
// CHECK-NEXT: inst shl GR:r19 = GR:r19, imm:16
// CHECK: inst mov AR:ar.rsc = GR:r19
// CHECK-NEXT: stop
// CHECK-NEXT: inst loadrs
