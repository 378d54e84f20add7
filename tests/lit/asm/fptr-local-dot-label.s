// @fptr of a `.L` label or a numeric local label: GNU as names the label in
// the FPTR relocation and so writes it into the symbol table (it converts
// the local symbol at write time: after the other locals, in the order of
// the relocations; a numeric label `2:` as `.L2^B1`, the K-th definition
// ^BK). We relocated against the label without writing it (readelf showed
// the section instead). A plain data8 of the same labels names the section.
// Found by fuzz/gas_differential.py (seeds 7001-7004: `data8 @fptr(2f)`).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s --check-prefix=SYM
// SYM:      LOCAL DEFAULT 1 a
// SYM-NEXT: LOCAL DEFAULT 1 b
// SYM-NEXT: LOCAL DEFAULT 1 c
// SYM-NEXT: 0000000000000018 0 NOTYPE LOCAL DEFAULT 1 .L2{{.}}1
// SYM-NEXT: 0000000000000030 0 NOTYPE LOCAL DEFAULT 1 .Lx
// SYM-NEXT: 0000000000000038 0 NOTYPE LOCAL DEFAULT 1 .L2{{.}}2
// SYM-NOT: .L3
// RUN: llvm-readelf -r %t.o | FileCheck %s --check-prefix=REL
// REL:      0000000000000000 0000000700000047 {{.*}} .L2{{.}}1 + 0
// REL-NEXT: 0000000000000008 0000000100000027 {{.*}} .text + 38
// REL-NEXT: 0000000000000018 0000000800000045 {{.*}} .Lx + 0
// REL-NEXT: 0000000000000030 0000000100000027 {{.*}} .text + 30
// REL-NEXT: 0000000000000041 0000000900000043 {{.*}} .L2{{.}}2 + 0
// The same object as GNU as's.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -s %t.gas.o | FileCheck %s --check-prefix=SYM
// RUN: llvm-readelf -r %t.gas.o | FileCheck %s --check-prefix=REL
a:
	data8 @fptr(2f)
	data8 3f
b:
	data8 0
2:
	data4 @fptr(.Lx)
c:
	data8 0, 0
.Lx:	data8 .Lx
2:
3:	data4 0
	.align 16
	movl r2=@fptr(2b)
