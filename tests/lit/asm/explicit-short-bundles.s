// Explicit bundles whose instructions do not fit slot by slot are laid out
// as GNU as does: each instruction in the next slot whose unit takes it
// (nops fill the skipped slots), a stop written between two instructions
// after the first slot the template can stop at. The ignored application
// registers move on either unit (ar48-63 also on I, ar112-127 also on M).
// Bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// CHECK: .text: 192 bytes identical
// DIS: add r3=r3,r15
// DIS-NEXT: nop.m 0x0
// DIS-NEXT: mov.i ar.lc=r33
// DIS: mov.m ar.k0=r0
// DIS-NEXT: nop.f 0x0
// DIS-NEXT: mov.i ar127=r0
// DIS: mov.m ar112=r0
// DIS-NEXT: nop.f 0x0
// DIS-NEXT: mov.i ar63=r0
// DIS: nop.m 0x0
// DIS-NEXT: nop.f 0x3
// DIS-NEXT: nop.b 0x0
// DIS: [MII] add r1=r2,r3
// DIS-NEXT: nop.i 0x0;;
// DIS-NEXT: mov.i ar.lc=r2
	.explicit
	.text
start:
{ .mmi
	add r3 = r3, r15
	mov ar.lc = r33
}
{ .mfi
	mov ar0 = r0
	mov ar127 = r0
}
{ .mfi
	mov ar112 = r0
	mov ar63 = r0
}
{ .mfb
	nop.f 3
}
{ .mib
	br.sptk.few start
}
{ .mmi
	mov.i ar.lc = r23
}
{ .mii
	add r1 = r2, r3 ;;
	mov ar.lc = r2
}
{ .mmi
	mov.m r4 = ar120
	mov.i r5 = ar50 ;;
}
{ .mmi
	ld8 r1 = [r2]
	ld8 r3 = [r4] ;;
}
{ .mfi
	nop.m 0
	mov ar.lc = r2
}
{ .mmi
	ld8 r1 = [r2] ;;
}
{ .mfi
	nop.f 1 ;;
}
