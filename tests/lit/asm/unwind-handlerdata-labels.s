// Labels in handler data are symbols of the unwind info section at their offset there, as
// GNU as defines them: a named one is a local symbol of `.IA_64.unwind_info`, and code, data
// and other handler data (a later procedure's too, another section's) relocate against the
// info section plus the offset (a COMDAT section's keep the symbol). We wrote no symbol and
// refused every use outside the procedure's own handler data ("used before its address is
// known"). Found by fuzz/gas_gen_unwind.py.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -Wsr %t.o | FileCheck %s
// CHECK: Relocation section '.rela.text'
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000001 {{.*}} R_IA64_IMM64 {{.*}} .IA_64.unwind_info + 18
// CHECK-NEXT: 0000000000000010 {{.*}} R_IA64_LTOFF22 {{.*}} .IA_64.unwind_info + 20
// CHECK: Relocation section '.rela.data'
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000000 {{.*}} R_IA64_DIR64LSB {{.*}} .IA_64.unwind_info + 18
// CHECK-NEXT: 0000000000000008 {{.*}} R_IA64_DIR64LSB {{.*}} G1 + 0
// CHECK-NEXT: 0000000000000010 {{.*}} R_IA64_DIR64LSB {{.*}} .IA_64.unwind_info + 24
// CHECK-NEXT: 0000000000000018 {{.*}} R_IA64_DIR64LSB {{.*}} .IA_64.unwind_info + 34
// CHECK-NEXT: 0000000000000020 {{.*}} R_IA64_DIR64LSB {{.*}} .IA_64.unwind_info.text.x + 18
// CHECK-NEXT: 0000000000000028 {{.*}} R_IA64_DIR64LSB {{.*}} H5 + 0
// CHECK-NEXT: 0000000000000030 {{.*}} R_IA64_FPTR64LSB {{.*}} .LH2 + 0
// CHECK-NEXT: 0000000000000048 {{.*}} R_IA64_DIR64LSB {{.*}} .IA_64.unwind_info + 1c
// CHECK: Relocation section '.rela.IA_64.unwind_info.text.x'
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000010 {{.*}} R_IA64_DIR64LSB {{.*}} .IA_64.unwind_info.text.x + 18
// CHECK-NEXT: 0000000000000018 {{.*}} R_IA64_DIR64LSB {{.*}} .IA_64.unwind_info.text.x + 20
// CHECK: Relocation section '.rela.IA_64.unwind_info.text.y'
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000010 {{.*}} R_IA64_DIR64LSB {{.*}} .IA_64.unwind_info.text.z + 14
// CHECK: Symbol table
// CHECK: 0000000000000018 8 NOTYPE LOCAL DEFAULT [[INFO:[0-9]+]] H1
// CHECK-NEXT: 0000000000000000 0 SECTION LOCAL DEFAULT [[INFO]] .IA_64.unwind_info
// CHECK: 0000000000000034 0 NOTYPE LOCAL DEFAULT [[INFO]] H3
// CHECK: 0000000000000020 0 NOTYPE LOCAL DEFAULT {{[0-9]+}} H5
// CHECK: 0000000000000020 0 NOTYPE LOCAL DEFAULT {{[0-9]+}} Q
// CHECK: 000000000000001c 8 NOTYPE LOCAL DEFAULT [[INFO]] x
// CHECK: 0000000000000018 0 NOTYPE GLOBAL DEFAULT [[INFO]] G1
	.text
	.proc f
f:
	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 0, 1, 0, 0
	.body
	movl r3 = H1
	addl r4 = @ltoff(.LH2), gp
	br.ret.sptk.many b0
	.handlerdata
	data8 1
	.global G1
G1:
H1:
	data8 2
.LH2:
	data4 3
	.size H1, 8
	.endp f
	.proc g
g:
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0
	.handlerdata
	data4 7
H3:	data4 9
	.endp g
	.section .text.x,"axG",@progbits,grp,comdat
	.proc h
h:
	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 0, 1, 0, 0
	.body
	br.ret.sptk.many b0
	.handlerdata
	data8 .LH4
.LH4:	data8 H5
H5:	data4 1
	.endp h
	// A later procedure's label, in another section's info, and a difference there.
	.section .text.y,"ax",@progbits
	.proc k
k:
	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 0, 1, 0, 0
	.body
	br.ret.sptk.many b0
	.handlerdata
	data8 .LH9
	data8 Q - .LH9
	.endp k
	.section .text.z,"ax",@progbits
	.proc m
m:
	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 0, 1, 0, 0
	.body
	br.ret.sptk.many b0
	.handlerdata
	data4 1
.LH9:	data8 .LH9
Q:	data8 0
	.endp m
	.data
	data8 H1, G1, .LH2+4, H3, .LH4, H5
	data8 @fptr(.LH2)
	data4 H1 - .LH2
	.uleb128 .LH2 - H1
	.uleb128 H1 - .LH2
x = H1 + 4
	data8 x
