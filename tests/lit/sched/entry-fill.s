// Issue 17 item 5: an auto region entered in a group an explicit bundle
// left open (no final stop) fills that group where the dependency rules
// allow, instead of a stop after the bundle. `add r16 = r14, r36` reads
// what the bundle wrote (RAW on r14: not in its group), `ld8 r15` does not:
// it joins the bundle's group, and the whole path takes 3 cycles, not 4.
// RUN: %epicsched sched %s --solver=list -o %t.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched dvcheck %t.s | FileCheck %s --allow-empty --check-prefix=GAS
// RUN: %epicsched sched %s --time-limit=2 -o %t.z3.s --stats | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --input-file=%t.z3.s
// RUN: %epicsched validate %s --solver=list | FileCheck %s --check-prefix=VALIDATE
// STATS: f: {{.*}} predicted 3 cycles
// STATS-NEXT: f#0: fills the group open before it (no stop)
// GAS-NOT: {{Warning|Error}}
// VALIDATE: 0 failed
// CHECK-LABEL: f:
// CHECK:      add r14=r32,r33
// CHECK-NOT:  ;;
// CHECK:      }
// CHECK-NOT:  ;;
// CHECK:      ld8 r15=[r34]
// CHECK-SAME: ;;
// CHECK:      add r16=r14,r36
	.text
	.proc f
f:
{ .mii
	add r14 = r32, r33
	nop.i 0
	nop.i 0
}
	ld8 r15 = [r34]
	;;
	add r16 = r14, r36
	add r17 = r15, r37
	;;
	add r8 = r16, r17
	br.ret.sptk.many b0 ;;
	.endp f
