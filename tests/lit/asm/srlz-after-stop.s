# Auto mode: when a stop already separates the writer from the reader, the
# data serialization is only the srlz.d, in the reader's group; a stop other
# rules want goes after it (GNU as -xauto; Linux entry.s maps a TR so: we put
# the stop first, a bundle more).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# CHECK:      [MMI] srlz.d;;
# CHECK-NEXT: or r23=r25,r20
# CHECK-NEXT: mov r25=96
# CHECK-NEXT: [MMI] srlz.d;;
# CHECK-NEXT: mov cr.itir=r25
# CHECK:      mov cr.iva=r2
# CHECK-NEXT: mov r3=r4;;
# CHECK-NEXT: [MMI] add r5=r3,r0
# CHECK-NEXT: srlz.i
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MII] mov r6=cr.iva
	.text
	rsm psr.ic
	movl r25 = 5
	srlz.d
	or r23 = r25, r20
	mov r25 = 96
	mov cr.itir = r25
	mov cr.ifa = r32
	mov cr.iva = r2
	mov r3 = r4
	add r5 = r3, r0
	mov r6 = cr.iva
