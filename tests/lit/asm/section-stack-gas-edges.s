// Section directives where we differed from GNU as, found by
// fuzz/gas_differential.py --with macros (seed 2601):
// - `.popsection` with an empty stack is gas's warning, ignored (obj-elf.c); we refused it.
// - `.init` and `.fini` are BFD special sections by their exact name only (suffix length 0):
//   `.init.text` and `.fini.x` get no flags from their names; we made them AX.
// - after the type nothing is read without M/o/G flags (`, @progbits, 1` is junk to gas),
//   we took it as an entity size; `unique, N` (a second section of one name) is refused.
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: section-stack-gas-edges.s:[[@LINE+10]]:2: warning: '.popsection' without a matching '.pushsection'; ignored
// RUN: llvm-readelf -S %t.o | FileCheck %s
// CHECK: .init.text PROGBITS {{[0-9a-f]+}} {{[0-9a-f]+}} 000001 00 0 0 1
// CHECK: .fini.x PROGBITS {{[0-9a-f]+}} {{[0-9a-f]+}} 000001 00 0 0 1
// CHECK: .init PROGBITS {{[0-9a-f]+}} {{[0-9a-f]+}} 000000 00 AX 0 0 1
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().split('// ERRORS')[1].replace('// ', ''))" %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:1:42: error: junk at end of line, first unrecognized character is `,'
// BAD: bad.s:2:34: error: junk at end of line, first unrecognized character is `,'
// BAD: bad.s:3:32: error: '.section ..., unique, N' (a second section of one name) is not supported
	.popsection
	.section .init.text
	data1 1
	.section .fini.x
	data1 2
	.section .init
// Same sections as GNU as; it refuses the first two of ERRORS too.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -S %t.gas.o | FileCheck %s
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
// ERRORS
// 	.pushsection .rodata.str, 2, "a", @progbits, 1
// 	.section .foo, "a", @progbits, 8
// 	.section .u, "a", @progbits, unique, 3
