// GNU as knows a register's value after `mov r = IMM` / `movl r = IMM` and
// uses it for the number of `mov rr[r]=` (bits 63..61) and `mov pkr[r]=`
// (bits 7..0): writes of two different region or protection-key registers
// share a group silently. `adds` spelled out, `mov r = r0` and a label in
// between give no value; the same number twice is a certain conflict.
// RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s
// RUN: %ia64-as -xexplicit -o %t.o %s 2>&1 | FileCheck %s --check-prefix=GAS
	.text
	.explicit
f:
	{ .mlx
	  mov r18 = 1
	  movl r14 = 0x2000000000000000
	}
	{ .mlx
	  mov r20 = 2
	  movl r15 = 0x4000000000000000 ;;
	}
	{ .mmi
	  mov rr[r14] = r16
	  mov rr[r15] = r17
	  nop.i 0 ;;
	}
	{ .mmi
	  mov pkr[r18] = r19
	  mov pkr[r20] = r21
	  nop.i 0 ;;
	}
// CHECK-NOT: known-index.s:{{2[0-9]}}:
	{ .mmi
	  adds r22 = 1, r0
	  mov r23 = r0
	  mov r24 = 0x101 ;;
	}
	{ .mmi
	  mov pkr[r22] = r19
	  mov pkr[r23] = r21
	  nop.i 0 ;;
	}
// CHECK: known-index.s:[[@LINE-3]]: Warning: Use of 'mov' may violate WAW dependency 'PKR#' (impliedf)
// GAS: known-index.s:[[@LINE-4]]: Warning: Use of 'mov' may violate WAW dependency 'PKR#' (impliedf)
	{ .mmi
	  mov pkr[r24] = r19
	  mov pkr[r18] = r21
	  nop.i 0 ;;
	}
// CHECK: known-index.s:[[@LINE-3]]: Warning: Use of 'mov' violates WAW dependency 'PKR#' (impliedf), specific resource number is 1
// GAS: known-index.s:[[@LINE-4]]: Warning: Use of 'mov' violates WAW dependency 'PKR#' (impliedf), specific resource number is 1
.L1:
	{ .mmi
	  mov rr[r14] = r16
	  mov rr[r15] = r17
	  nop.i 0 ;;
	}
// CHECK: known-index.s:[[@LINE-3]]: Warning: Use of 'mov' may violate WAW dependency 'RR#' (impliedf)
// GAS: known-index.s:[[@LINE-4]]: Warning: Use of 'mov' may violate WAW dependency 'RR#' (impliedf)
	{ .mmb
	  nop.m 0
	  nop.m 0
	  br.ret.sptk.many b0 ;;
	}
