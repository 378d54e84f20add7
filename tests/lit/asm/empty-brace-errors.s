// Auto-mode code after a brace bundle without instructions fills one bundle of its template
// up to a `}` (emitter/EmptyBraces.h); what does not fit, or a flush before any `}`, is GNU
// as's error, and we wrote an object. (A `}` mark that ends an explicit bundle before its last
// instruction: empty-brace-mark-inside-bundle.test.) Found by fuzz/gas_gen_unwind.py (seed 23).
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
	.text
{ .mii
}
	adds r25 = -16, r37
	nop.m 0
// CHECK: empty-brace-errors.s:[[@LINE-1]]:2: error: `nop.m' can't go in slots 2 or 3 of MII template
	.align 16
{ .mii
}
	add r1 = r2, r3
// CHECK: empty-brace-errors.s:[[@LINE-1]]:2: error: Missing '}' at end of file
