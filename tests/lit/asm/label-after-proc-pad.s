// A label before an instruction has the address of the instruction's
// bundle: after `.proc`, GNU as pads unaligned data to the bundle boundary
// and the labels move with the instruction. We left them before the padding
// (func0 at 8, size 24) and refused the branch to them ("operand 1 of
// br.cloop.dpnt.few.clr cannot be encoded"). Found by fuzz/gas_differential.py
// (seed 2001, n1441). GNU as 2.40: func0 and L3 at 0x10 (L2, before .proc, at 8), func0 size 16,
// br.cloop at 0x1c to 0xfffffffffffffff0.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s --check-prefix=SYM
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// SYM-DAG: 0000000000000010 16 FUNC LOCAL DEFAULT 1 func0
// SYM-DAG: 0000000000000008 0 NOTYPE GLOBAL DEFAULT 1 L2
// RUN: ia64-linux-gnu-objdump -r %t.o | FileCheck %s --check-prefix=REL
// REL: 0000000000000020 DIR64LSB .text+0x0000000000000010
// CHECK: 1c: e0 ff ff 4f br.cloop.dpnt.few.clr fffffffffffffff0
	.skip 8, 0xf4
L2:
	.proc func0
func0:
L3:
	br.cloop.dpnt.few.clr L3-32
	.endp func0
	.global L2
	data8 L3
