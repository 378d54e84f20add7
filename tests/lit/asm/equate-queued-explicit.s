// GNU as queues the instructions of explicit bundles as it queues auto-mode
// ones: it writes the oldest bundle when a fourth instruction is queued (an
// omitted slot's nop is not queued, movl/brl count once), and everything at
// a flush. An equate copies its value where it is set, so `.` there is where
// the bundles written so far end and a label whose bundle is still queued
// has the value it got when defined: A1 = L1 is 0 while L1 is 0x10, X1 is
// 0x10 after six queued instructions. Auto-mode code after explicit bundles
// queues behind them (A4, A5), and an auto run's last bundles stay queued
// before an explicit bundle (A6, A7). We took the final addresses
// (fuzz/gas_differential.py, class "symbols: ours only": `{ .mlx brl ;; }`
// `{ .mib nop.b 0 }` `L8:` `{ .mlx nop 0 }` `B1 = L8`: gas 0, we 0x20).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT 1 A1
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 1 X1
// CHECK-DAG: 0000000000000010 0 NOTYPE LOCAL DEFAULT 1 A2
// CHECK-DAG: 0000000000000020 0 NOTYPE LOCAL DEFAULT 1 X2
// CHECK-DAG: 0000000000000020 0 NOTYPE LOCAL DEFAULT 1 A3
// CHECK-DAG: 0000000000000020 0 NOTYPE LOCAL DEFAULT 1 X3
// CHECK-DAG: 0000000000000030 0 NOTYPE LOCAL DEFAULT 1 A4
// CHECK-DAG: 0000000000000030 0 NOTYPE LOCAL DEFAULT 1 A5
// CHECK-DAG: 0000000000000040 0 NOTYPE LOCAL DEFAULT 1 X4
// CHECK-DAG: 0000000000000030 0 NOTYPE LOCAL DEFAULT 1 A6
// CHECK-DAG: 0000000000000050 0 NOTYPE LOCAL DEFAULT 1 A7
// CHECK-DAG: 0000000000000060 0 NOTYPE LOCAL DEFAULT 1 X5
// CHECK-DAG: 0000000000000070 0 NOTYPE LOCAL DEFAULT 1 L5
// CHECK-DAG: 0000000000000000 0 NOTYPE LOCAL DEFAULT 4 B1
// CHECK-DAG: 0000000000000020 0 NOTYPE LOCAL DEFAULT 4 L8
// `.size` copies its value where it stands too (f, g: 16, not 32; h: 0).
// CHECK-DAG: 0000000000000000 16 FUNC GLOBAL DEFAULT 5 f
// CHECK-DAG: 0000000000000030 16 FUNC GLOBAL DEFAULT 5 g
// CHECK-DAG: 0000000000000050 0 FUNC GLOBAL DEFAULT 5 h
// The same object as GNU as's, byte for byte.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
	.text
	{ .mii
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
	}
L1:	{ .mii
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
	}
A1 = L1
X1 = .
L2:	{ .mib
	nop.m 0
	}
A2 = L2
X2 = .
L3:	{ .mlx
	movl r1=0
	}
	{ .mlx
	movl r1=0
	}
A3 = L3
X3 = .
	add r1=r2,r3
L4:	add r1=r2,r3
A4 = L3
A5 = L4
X4 = .
	add r1=r2,r3
L5:	{ .mmi
	ld8 r1=[r2]
	}
A6 = L4
A7 = L5
X5 = .
	.section .text.b,"ax",@progbits
	{ .mlx
	brl L8 ;;
	}
	{ .mib
	nop.b 0
	}
L8:	{ .mlx
	nop 0
	}
B1 = L8
	.section .text.c,"ax",@progbits
	.global f
	.type f,@function
f:	{ .mii
	add r1=r2,r3
	add r1=r2,r3
	add r1=r2,r3
	}
	{ .mii
	add r1=r2,r3
	}
C1:	add r1=r2,r3
	.size f, .-f
	.global g
	.type g,@function
g:	{ .mii
	add r1=r2,r3
	}
	{ .mib
	nop.b 0
	}
	.size g, .-g
	.global h
	.type h,@function
h:	{ .mii
	add r1=r2,r3
	}
	.size h, C1-h
