// Auto mode inserts the serializations the architecture requires, where
// GNU as -xauto does: srlz.d after a region-register write before a load,
// srlz.i after a PSR write that affects instruction fetch.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o --stats | FileCheck %s --check-prefix=STATS
// RUN: %ia64-as -xauto %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/asmdiff.py auto %t.o %t.gnu.o | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// CHECK: OK
// STATS: inserted srlz: 3
// DIS: mov rr[r0]=r9;;
// DIS-NEXT: srlz.d
// DIS: ld8 r10=[r11]
	.text
	.proc kswitch
kswitch:
	mov rr[r0] = r9
	ld8 r10 = [r11]
	mov r1 = r2
	add r3 = r1, r4
	mov cr.iva = r5
	mov r6 = cr.iva
	mov psr.l = r7
	add r8 = r8, r1
	mov cr.tpr = r3
	mov r9 = cr.ivr
	br.ret.sptk.many b0
	.endp kswitch
