// brp with a target and a tag that are both labels (`brp.loop.imp 1f, 2f`,
// Linux do_csum): the target may take a relocation, the tag is resolved
// ip-relative to its bundle here. Bytes equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// CHECK: .text: 64 bytes identical
// DIS: brp.loop.imp 0x10,0x30
	.explicit
	.text
{ .mib
	nop.m 0
	nop.i 0
	brp.loop.imp 1f, 2f ;;
}
1:
{ .mii
	nop.m 0
	nop.i 0
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	nop.i 0
	nop.i 0 ;;
}
2:
{ .mib
	nop.m 0
	nop.i 0
	br.cloop.sptk.few 1b ;;
}
