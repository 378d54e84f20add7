// `@fptr(x+N)` where the field cannot express an FPTR relocation (imm14,
// imm22): GNU as warns "Cannot express FPTR22 relocation" and writes the
// plain IMM22 with the addend (a local label: against its section); "No
// addend allowed" is only its error where an FPTR relocation is written
// (movl, data). We refused the addend first. Found by
// fuzz/gas_differential.py (`mov r92=@fptr(L5-16)`: 14 of 10^5 programs).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: llvm-readelf -r %t.o | FileCheck %s
// WARN: warning: Cannot express FPTR22 relocation
// WARN: warning: Cannot express FPTR14 relocation
// CHECK: 0000000100000022 {{.*}} .text - 10
// CHECK: {{[0-9a-f]+}}00000021 {{.*}} ext + 8
// RUN: echo 'movl r2 = @fptr(ext+8)' > %t.e1.s
// RUN: not %epicsched asm %t.e1.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: echo 'data8 @fptr(ext+8)' > %t.e2.s
// RUN: not %epicsched asm %t.e2.s -o %t.e.o 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: .s:1:{{[0-9]+}}: error: no addend allowed in @fptr() relocation
// The same relocations as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: llvm-readelf -r %t.gas.o | FileCheck %s
// RUN: not ia64-linux-gnu-as -o %t.e.o %t.e1.s
// RUN: not ia64-linux-gnu-as -o %t.e.o %t.e2.s
	.text
L5:	nop.m 0
	mov r92 = @fptr(L5-16)
	adds r2 = @fptr(ext+8), r3
