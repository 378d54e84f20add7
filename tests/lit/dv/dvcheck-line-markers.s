// dvcheck names the file and line GNU as -x names: after cpp's line markers the file a marker
// names (a header's lines included), not the physical file with the logical line.
// REQUIRES: ia64-as
// RUN: %epicsched dvcheck %s > %t.ours
// RUN: %ia64-as -x %s -o %t.o 2>&1 | grep -v 'Assembler messages' > %t.gas
// RUN: diff %t.ours %t.gas
// RUN: FileCheck %s < %t.ours
// CHECK: ../sysdeps/ia64/x.S:3: Warning: Use of 'add' violates WAW dependency
// CHECK-NEXT: ../sysdeps/ia64/x.S:2: Warning: This is the location
// CHECK-NEXT: ../sysdeps/ia64/y.h:41: Warning: Use of 'mov' violates WAW dependency
// CHECK-NEXT: ../sysdeps/ia64/y.h:40: Warning: This is the location
# 1 "../sysdeps/ia64/x.S"
# 1 "<built-in>"
# 1 "../sysdeps/ia64/x.S"
	.explicit
	add r2 = r3, r4
	add r2 = r3, r4
	;;
# 40 "../sysdeps/ia64/y.h" 1
	mov r5 = r6
	mov r5 = r6
