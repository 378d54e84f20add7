// Explicit code's writes stay in flight when `.auto` follows: GNU as serializes the auto code
// against them (a srlz.d before a load after `mov psr.l=`, whose PSR.dt/be/ac/pk/db writes need
// data serialization). We stopped tracking at the switch, so the load joined the next group
// without the srlz.d: a RAW on PSR.dt (found by the differential's `--with modes`, seed 30).
// Expected bytes are GNU as 2.40's.
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// RUN: %epicsched sched %s -o %t.s
// RUN: %epicsched dvcheck %t.s 2>&1 | FileCheck %s --check-prefix=DV --allow-empty
// CHECK:      mov psr.l=r4
// CHECK:      nop.i 0x0;;
// CHECK-NEXT: [MMI] srlz.d
// CHECK-NEXT: ld2.acq r89=[r5]
// CHECK:      [MMI] mov psr.l=r6;;
// CHECK-NEXT: srlz.d
// CHECK-NEXT: nop.i 0x0
// CHECK-NEXT: [MII] ld8 r8=[r9]
// DV-NOT: violat
	.explicit
	{ .mii
	mov psr.l=r4
	nop.i 0
	nop.i 0
	}
	.auto
	ld2.acq r89=[r5]
	.explicit
	mov psr.l=r6
	.auto
	ld8 r8=[r9]
