// GNU as makes the symbol `.personality` names where it reads it, whether a later
// `.personality` of the procedure replaces it or not, outside a procedure too; without a
// name it reads the empty one (an undefined global "", no message) and the procedure gets
// a personality, an entry and an LTOFF_FPTR64LSB against "". We dropped the empty one
// (no entry at all) and wrote only the last name. Found by fuzz/gas_gen_unwind.py.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MSG --implicit-check-not=error:
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -Wsr %t.o | FileCheck %s
// MSG: warning: .personality outside of procedure
// CHECK: Relocation section '.rela.IA_64.unwind_info'
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000008 {{.*}} R_IA64_LTOFF_FPTR64LSB {{.*}} b + 0
// CHECK-NEXT: 0000000000000018 {{.*}} R_IA64_LTOFF_FPTR64LSB {{.*}} <null> + 0
// CHECK: Relocation section '.rela.IA_64.unwind'
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000000 {{.*}} .text + 0
// CHECK-NEXT: 0000000000000008 {{.*}} .text + 10
// CHECK-NEXT: 0000000000000010 {{.*}} .IA_64.unwind_info + 0
// CHECK-NEXT: 0000000000000018 {{.*}} .text + 10
// CHECK-NEXT: 0000000000000020 {{.*}} .text + 20
// CHECK-NEXT: 0000000000000028 {{.*}} .IA_64.unwind_info + 10
// CHECK: Symbol table
// CHECK: 0 NOTYPE GLOBAL DEFAULT UND a
// CHECK-NEXT: 0 NOTYPE GLOBAL DEFAULT UND b
// CHECK-NEXT: 0 NOTYPE GLOBAL DEFAULT UND {{$}}
// CHECK-NEXT: 0 NOTYPE GLOBAL DEFAULT UND c
// CHECK-NEXT: 0 NOTYPE GLOBAL DEFAULT UND d
	.proc f
f:	.personality a
	.personality b
	nop.m 0
	.endp f
	.proc g
g:	.personality
	nop.m 0
	.endp g
	.proc h
h:	.personality c
	.personality
	nop.m 0
	.endp h
	.personality d
