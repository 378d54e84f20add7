// .include: the name as given (from the working directory), then each -I
// directory in order; included lines keep their own file:line; macros and
// equates defined there are visible after it. Bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: cd %S && %epicsched parse --dump %s -I Inputs/include -I Inputs/include/sub 2>&1 | FileCheck %s
// RUN: cd %S && %epicsched asm %s -I Inputs/include -I Inputs/include/sub -o %t.o
// RUN: cd %S && %ia64-as %s -I Inputs/include -I Inputs/include/sub -o %t.gnu.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .data | FileCheck %s --check-prefix=BYTES
// BYTES: .data: 2 bytes identical
// Errors: a missing file, a name that is not a string, a file that includes itself.
// RUN: cd %S/Inputs/include && not %epicsched parse self.s 2>&1 | FileCheck %s --check-prefix=SELF
// RUN: cd %S/Inputs/include && not %ia64-as self.s -o %t.self.o
// RUN: cd %S && not %epicsched parse %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: cd %S && not %ia64-as %s -o %t.missing.o
	.data
leafval = 7
	.include "defs.s"
// CHECK: leaf.s:1:2 data data1 int size=1 [7]
	emit answer
// CHECK: defs.s:3:2 data data1 int size=1 [42]
// SELF: self.s:1:2: error: '.include' nested too deeply (more than 100 levels; does 'self.s' include itself?)
// MISSING: macro-include.s:[[@LINE-5]]:2: error: cannot find include file 'defs.s'
