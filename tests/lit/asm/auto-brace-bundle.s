// After an explicit `.auto`, GNU as keeps automatic mode inside `{ }` (it warns "Found '{'
// after explicit switch to automatic mode"): the braces' instructions fill one bundle of their
// own, starting with the written template, and a dependency inside them gets gas's stop,
// switching MMI to M;;MI or MII to MI;;I (a nop.i in slot 1); `;;` is ignored there. We kept
// the bundle as written: the RAW on r2 stayed inside one instruction group (wrong code).
// Expected bytes are GNU as 2.40's (ia64-linux-gnu-as, every -x mode gives the same).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// RUN: %epicsched as -xexplicit %s -o %t.x.o
// RUN: cmp %t.o %t.x.o
// RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s --check-prefix=DV --allow-empty
// RUN: %epicsched sched %s -o %t.s
// RUN: %epicsched dvcheck %t.s 2>&1 | FileCheck %s --check-prefix=DV --allow-empty
// WARN: auto-brace-bundle.s:20:2: warning: Found '{' after explicit switch to automatic mode
// WARN: auto-brace-bundle.s:29:2: warning: Found '{' after explicit switch to automatic mode
// WARN: auto-brace-bundle.s:30:17: warning: Explicit stops are ignored in auto mode
// DV-NOT: violat
	.text
	.auto
	{ .mmi
	  add r2=8,r12
	  st8 [r2]=r9
	  nop.i 0
	}
// CHECK:      0: 0a 10 20 18 00 21 [MMI] adds r2=8,r12;;
// CHECK-NEXT: 6: 00 48 08 30 23 00 st8 [r2]=r9
// CHECK-NEXT: c: 00 00 04 00 nop.i 0x0{{$}}
	add r9=r10,r11
	{ .mii
	  add r3=r2,r1 ;;
	  add r4=r3,r1
	}
	add r5=r6,r7
// CHECK-NEXT: 10: 00 48 28 16 00 20 [MII] add r9=r10,r11
// CHECK-NEXT: 16: 00 00 00 02 00 00 nop.i 0x0
// CHECK-NEXT: 1c: 00 00 04 00 nop.i 0x0{{$}}
// CHECK-NEXT: 20: 02 18 08 02 00 20 [MII] add r3=r2,r1
// CHECK-NEXT: 26: 00 00 00 02 00 80 nop.i 0x0;;
// CHECK-NEXT: 2c: 30 08 00 80 add r4=r3,r1{{$}}
// CHECK-NEXT: 30: 01 28 18 0e 00 20 [MII] add r5=r6,r7
