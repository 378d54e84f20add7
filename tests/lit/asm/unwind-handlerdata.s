// .personality and .handlerdata: the personality pointer follows the
// descriptors (LTOFF_FPTR64LSB), then the handler data, with its own
// relocations (DIR64LSB, FPTR64LSB, SEGREL32LSB); the next procedure's
// info starts 8-aligned, the section does not end padded.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/unwinddiff.py %t.o %t.gnu.o | FileCheck %s --check-prefix=SAME
// RUN: ia64-linux-gnu-readelf -Wr %t.o | FileCheck %s
// SAME: unwind equal
// CHECK: Relocation section '.rela.IA_64.unwind_info.text.foo'
// CHECK-NEXT: Offset
// CHECK-NEXT: 0000000000000010 {{.*}} R_IA64_LTOFF_FPTR64LSB {{.*}} __gxx_personality_v0 + 0
// CHECK-NEXT: 0000000000000020 {{.*}} R_IA64_DIR64LSB {{.*}} f + 0
// CHECK-NEXT: 0000000000000028 {{.*}} R_IA64_DIR64LSB {{.*}} .text.foo + 10
// CHECK-NEXT: 0000000000000030 {{.*}} R_IA64_FPTR64LSB {{.*}} f + 0
// CHECK-NEXT: 0000000000000038 {{.*}} R_IA64_SEGREL32LSB {{.*}} .text.foo + 10
// CHECK: Relocation section '.rela.IA_64.unwind.text.foo'
// CHECK: 0000000000000028 {{.*}} R_IA64_SEGREL64LSB {{.*}} .IA_64.unwind_info.text.foo + 40
	.explicit
	.section .text.foo,"ax",@progbits
	.global f
	.proc f
f:	.prologue
	.save ar.pfs, r34
	{ .mib
	alloc r34 = ar.pfs, 2, 3, 0, 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
L1:	.personality __gxx_personality_v0
	.handlerdata
	data4 1, 2
	data8 f
	data8 L1
	data8 @fptr(f)
	data4 @segrel(L1)
	.endp f
	.proc g
g:	.prologue
	.save ar.pfs, r34
	{ .mib
	alloc r34 = ar.pfs, 2, 3, 0, 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.personality __gxx_personality_v0
	.handlerdata
	data1 7
	.endp g
// Handler data without a personality follows the descriptors directly
// (flags 0), as in GNU as.
	.proc h
h:	.prologue
	.save ar.pfs, r34
	{ .mib
	alloc r34 = ar.pfs, 2, 3, 0, 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.handlerdata
	data4 5
	.endp h
// RUN: ia64-linux-gnu-readelf -x .IA_64.unwind_info.text.foo %t.o | FileCheck %s --check-prefix=NOPERS
// NOPERS: 0x00000060 01000000 00000100 03e600b1 22000000
// NOPERS-NEXT: 0x00000070 05000000
// A local personality routine: section symbol + offset, as GNU as.
	.proc k
k:	.prologue
	.save ar.pfs, r34
	{ .mib
	alloc r34 = ar.pfs, 2, 3, 0, 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.personality pers
	.endp k
pers:	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
// RUN: ia64-linux-gnu-readelf -Wr %t.o | FileCheck %s --check-prefix=LOCAL
// LOCAL: 0000000000000088 {{.*}} R_IA64_LTOFF_FPTR64LSB {{.*}} .text.foo + 40
