// @fptr of a local label: GNU as writes the function-descriptor relocations
// (FPTR*, and LTOFF_FPTR in addl/movl) against the label itself, never its
// section (a descriptor belongs to a symbol); @ltoff(@fptr()) in data names
// the section. We wrote `.text + 0x10` for all of them. An addend is GNU as's
// error "No addend allowed in @fptr() relocation" (we accepted it). Found by
// fuzz/gas_differential.py (seed 2001: n637, n889, n1279).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s
// CHECK:      R_IA64_LTOFF_FPTR64I 0000000000000030 L + 0
// CHECK-NEXT: R_IA64_LTOFF_FPTR22 0000000000000030 L + 0
// CHECK-NEXT: R_IA64_FPTR64I 0000000000000030 L + 0
// CHECK:      R_IA64_FPTR64LSB 0000000000000030 L + 0
// CHECK-NEXT: R_IA64_FPTR32LSB 0000000000000030 L + 0
// CHECK-NEXT: R_IA64_LTOFF_FPTR64LSB 0000000000000000 .text + 30
// CHECK-NEXT: R_IA64_FPTR64MSB 0000000000000030 L + 0
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().replace('r2=@fptr(L)', 'r2=@fptr(L+16)'))" %s > %t.add.s
// RUN: not %epicsched asm %t.add.s -o %t.add.o 2>&1 | FileCheck %s --check-prefix=ADD
// ADD: error: no addend allowed in @fptr() relocation
	.text
	movl r2=@ltoff(@fptr(L))
	addl r2=@ltoff(@fptr(L)),r1
	movl r2=@fptr(L)
	.data
	data8 @fptr(L)
	data4 @fptr(L)
	data8 @ltoff(@fptr(L))
	.msb
	data8 @fptr(L)
	.text
L:	nop.m 0
