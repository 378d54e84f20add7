// Memory hints as GNU as 2.40 spells them (gas/psn.s): on plain loads and
// stores every hint .nt1/.nt2/.nta/.d1-.d7 (.nt2 on a load is .d2, .nt1/.nt2
// on a store are .d1/.d2), on lfetch also .d0 (= no hint) and .d4-.d7 with
// post-increment; post-increment loads take only .nt1/.nta, stores .nta.
// Bytes and disassembly below are ia64-linux-gnu-as/objdump 2.40's.
// RUN: %epicsched asm %s -o %t.o
// RUN: %epicsched disasm %t.o | FileCheck %s
// RUN: not %epicsched asm %S/Inputs/memory-hints-bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK:  0:	09 50 00 04 1c 10 	[MMI]       ld8.d2 r10=[r2]
// CHECK:  6:	00 10 2c 24 23 00 	            st4.d1 [r11]=r2
// CHECK: 10:	09 00 08 14 bc 11 	[MMI]       st8.rel.d2 [r10]=r2
// CHECK: 16:	c0 00 08 86 22 00 	            ld16.nt1 r12,ar.csd=[r2]
// CHECK: 20:	09 00 08 14 a7 11 	[MMI]       st16.rel.nta [r10]=r2,ar.csd
// CHECK: 26:	00 00 28 c0 32 00 	            lfetch [r10]
// CHECK: 30:	09 00 08 14 6c 1b 	[MMI]       lfetch.excl.nt2 [r10],r2
// CHECK: 36:	00 44 2c ec 3a 00 	            lfetch.fault.d7 [r11],8
// CHECK: 40:	09 20 7c 2d 60 19 	[MMI]       lfetch.count [r22],5,-64
// CHECK: 46:	a0 00 08 28 30 00 	            ldfs.d2 f10=[r2]
// CHECK: 50:	09 00 2c 14 da 19 	[MMI]       stf.spill.d1 [r10]=f11
// gas: "Unknown opcode" / "Wrong number of input operands" for these
// ERR: memory-hints-bad.s:1:2: error: unknown completer in 'ld8.d0'
// ERR: memory-hints-bad.s:2:2: error: 'ld8.nt2' expects 1 destination and 1 source operands
// ERR: memory-hints-bad.s:3:2: error: 'st8.nt1' expects 1 destination and 1 source operands
// ERR: memory-hints-bad.s:4:2: error: unknown completer in 'ldfps.d2'
	.explicit
	.text
{ .mmi
	ld8.nt2 r10 = [r2]
	st4.nt1 [r11] = r2
	nop.i 0 ;;
}
{ .mmi
	st8.rel.nt2 [r10] = r2
	ld16.d1 r12, ar.csd = [r2]
	nop.i 0 ;;
}
{ .mmi
	st16.rel.d3 [r10] = r2
	lfetch.d0 [r10]
	nop.i 0 ;;
}
{ .mmi
	lfetch.excl.d2 [r10], r2
	lfetch.fault.d7 [r11], 8
	nop.i 0 ;;
}
{ .mmi
	lfetch.count.d0 [r22], 5, -64
	ldfs.nt2 f10 = [r2]
	nop.i 0 ;;
}
{ .mmi
	stf.spill.nt1 [r10] = f11
	nop.m 0
	nop.i 0 ;;
}
