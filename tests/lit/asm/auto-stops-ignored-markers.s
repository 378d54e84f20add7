// "Explicit stops are ignored in auto mode" is GNU as's warning at the first `;;` in reading
// order; after cpp's line markers (or `.file`) lines are not in reading order, so the
// first is not the one with the smallest file and line (it was: main.S:11 below).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// RUN: %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS
// CHECK: main.S:51:2: warning: Explicit stops are ignored in auto mode
// CHECK-NOT: Explicit stops
// GAS: main.S:51: Warning: Explicit stops are ignored in auto mode
# 1 "main.S"
	.text
	nop.m 0
# 50 "main.S"
	nop.m 0
	;;
	.data
	data8 0
	.text
# 10 "main.S"
	nop.m 0
	;;
	nop.m 0
