// GNU as's register-usage checks (gas/testsuite/gas/ia64/reg-err.s) are
// warnings: it assembles the instruction as written. We refused these with
// errors ("r0 is read-only", "needs one odd and one even register", "the
// post-incremented base cannot also be the destination"): the largest class
// of fuzz/gas_differential.py. Now: gas's messages, located, exit 0, and the
// same object as gas (explicit bundles, byte for byte).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s --check-prefix=BYTES
// BYTES: identical
// CHECK: register-usage-warnings.s:25:11: warning: Invalid use of `r0' as base update address operand
// CHECK: register-usage-warnings.s:26:11: warning: Invalid duplicate use of `r1'
// CHECK: register-usage-warnings.s:27:6: warning: Invalid use of `r0' as output operand
// CHECK: register-usage-warnings.s:30:13: warning: Invalid duplicate use of `p1'
// CHECK: register-usage-warnings.s:31:6: warning: Invalid use of `f1' as output operand
// CHECK: register-usage-warnings.s:35:12: warning: Invalid simultaneous use of `f2' and `f4'
// CHECK: register-usage-warnings.s:36:13: warning: Dangerous simultaneous use of `f31' and `f32'
// CHECK: register-usage-warnings.s:40:8: warning: Invalid use of `f0' as output operand
// CHECK: register-usage-warnings.s:40:12: warning: Invalid use of `f1' as output operand
// CHECK-NOT: warning
// CHECK-NOT: error
	.text
{ .mmi
	ld1 r1 = [r0], 1
	ld1 r1 = [r1], 1
	add r0 = r1, r2
}
{ .mfi
	cmp.eq p1, p1 = 0, r0
	fma f1 = f2, f3, f4
	nop.i 0
}
{ .mmi
	ldfps f2, f4 = [r3]
	ldfps f31, f32 = [r3]
	nop.i 0
}
{ .mmi
	ldfps f0, f1 = [r3]
	ld8 r2 = [r1], r2	// the increment is read: no warning
	nop.i 0
}
{ .mmi
	ldfps f32, f127 = [r3]
	st8 [r3] = r3, 8
	nop.i 0
}
