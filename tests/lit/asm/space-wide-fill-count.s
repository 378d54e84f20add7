// `.skip`/`.space` with a fill value a byte cannot hold (and `.ds.w` and wider with a non-zero
// one): GNU as's s_space writes it element by element for a count of 0 to 1024 only (read.c,
// PR 20901): a negative count or one above 1024 is "size value for space directive too large",
// 0 writes nothing silently. We warned ".space repeat count is zero, ignored" for `.skip -1,
// 0x123456789` and took `.skip 2000, 0x1234` (seed-20 fill campaign).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: repeat count
// QUIET: space-wide-fill-count.s:30:2: warning: .space repeat count is zero, ignored
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
// CHECK: 0x00000000 34340101 01
// RUN: printf '\t.data\n\t.skip -1, 0x123456789\n\t.skip 2000, 0x1234\n\t.ds.w 1025, 3\n\t.skip 1025, -129\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:2: error: size value for space directive too large: ffffffffffffffff
// BAD: bad.s:3:2: error: size value for space directive too large: 7d0
// BAD: bad.s:4:2: error: size value for space directive too large: 401
// BAD: bad.s:5:2: error: size value for space directive too large: 401
// REQUIRES: ia64-as
// RUN: %ia64-as -o %t.gas.o %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s
// RUN: not %ia64-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD: :2: Error: size value for space directive too large: ffffffffffffffff
// GASBAD: :3: Error: size value for space directive too large: 7d0
// GASBAD: :4: Error: size value for space directive too large: 401
// GASBAD: :5: Error: size value for space directive too large: 401
	.data
	.skip 0, 0x123456789
	.skip 2, 0x1234
	.skip 3, 0x101
	.bss
	.skip -1, 0x1234
