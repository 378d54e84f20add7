// 4-byte data relocations: GNU as takes an addend to @fptr there (FPTR32LSB; tc-ia64 refuses
// one only for the 64-bit forms), and refuses an addend the 4-byte field cannot hold, as an
// unsigned or a negated value (write.c fixup_segment: "value of ... too large for field of 4
// bytes at ..."), whatever the relocation (also the plain one a "Cannot express" warning leaves).
// We refused `.long @fptr(D0 + 3)` and took `data4 ext+0x100000000` (seed-20 relocop campaign).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s
// CHECK: R_IA64_FPTR32LSB {{0+}} D0 + 3
// CHECK: R_IA64_FPTR32LSB {{0+}} ext + 5
// CHECK: R_IA64_DIR32LSB {{0+}} ext + ffffffff
// CHECK: R_IA64_DIR32LSB {{0+}} ext - ffffffff
// CHECK: R_IA64_FPTR64LSB {{0+}} D0 + 0
// RUN: printf '\t.data\n\tdata4 ext+0x100000000\n\tdata4.ua @pcrel(ext+0x100000000)\n\tdata4 @ltoff(@dtprel(x+0x100000000))\n\tdata4 @gprel(ext-0x100000000)\n\tdata8 @fptr(ext+1)\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:8: error: value of 0000000100000000 too large for field of 4 bytes at 0000000000000000
// BAD: bad.s:3:11: error: value of 0000000100000000 too large for field of 4 bytes at 0000000000000004
// BAD: bad.s:4:8: error: value of 0000000100000000 too large for field of 4 bytes at 0000000000000008
// BAD: bad.s:5:8: error: value of ffffffff00000000 too large for field of 4 bytes at 000000000000000c
// BAD: bad.s:6:8: error: no addend allowed in @fptr() relocation
// RUN: %ia64-as -o %t.gas.o %s
// RUN: ia64-linux-gnu-readelf -rW %t.gas.o | FileCheck %s
// RUN: not %ia64-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD-DAG: :2: Error: value of 0000000100000000 too large for field of 4 bytes at 0000000000000000
// GASBAD-DAG: :3: Error: value of 0000000100000000 too large for field of 4 bytes at 0000000000000004
// GASBAD-DAG: :4: Error: value of 0000000100000000 too large for field of 4 bytes at 0000000000000008
// GASBAD-DAG: :5: Error: value of ffffffff00000000 too large for field of 4 bytes at 000000000000000c
// GASBAD-DAG: :6: Error: No addend allowed in @fptr() relocation
	.data
D0:
	.long @fptr(D0 + 3)
	data4 @fptr(ext) + 5
	data4 ext + 0xffffffff
	data4 ext - 0xffffffff
	data8 @fptr(D0)
