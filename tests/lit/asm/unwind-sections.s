// Unwind sections for code outside .text, named and flagged as GNU as
// does: .IA_64.unwind_info<name>/.IA_64.unwind<name> (nothing added for
// .text; .gnu.linkonce.t.X -> .gnu.linkonce.ia64unwi.X/ia64unw.X), right
// after their code section; the table is SHT_IA_64_UNWIND with
// SHF_LINK_ORDER and sh_link = sh_info = the code section.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/unwinddiff.py %t.o %t.gnu.o | FileCheck %s --check-prefix=SAME
// RUN: ia64-linux-gnu-readelf -WS %t.o | FileCheck %s
// SAME: unwind equal
// CHECK: [ 4] .text.foo PROGBITS {{.*}} AX 0 0 16
// CHECK-NEXT: [ 5] .IA_64.unwind_info.text.foo PROGBITS {{.*}} 000010 00 A 0 0 8
// CHECK-NEXT: [ 6] .IA_64.unwind.text.foo IA_64_UNWIND {{.*}} 000018 00 AL 4 4 8
// CHECK-NEXT: [ 7] .rela.IA_64.unwind.text.foo RELA
// CHECK-NEXT: [ 8] .init.text PROGBITS
// CHECK-NEXT: [ 9] .IA_64.unwind_info.init.text PROGBITS
// CHECK-NEXT: [10] .IA_64.unwind.init.text IA_64_UNWIND {{.*}} AL 8 8 8
// CHECK: [{{ *[0-9]+}}] myt PROGBITS
// CHECK-NEXT: .IA_64.unwind_infomyt PROGBITS {{.*}} 000008 00 A 0 0 8
// CHECK-NEXT: .IA_64.unwindmyt IA_64_UNWIND
// CHECK: .gnu.linkonce.t.k PROGBITS
// CHECK-NEXT: .gnu.linkonce.ia64unwi.k PROGBITS
// CHECK-NEXT: .gnu.linkonce.ia64unw.k IA_64_UNWIND
	.explicit
	.section .text.foo,"ax",@progbits
	.proc f
f:	.prologue
	.save ar.pfs, r34
	{ .mib
	alloc r34 = ar.pfs, 2, 3, 0, 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp f
	.section .init.text,"ax",@progbits
	.proc g
g:	.prologue
	.save ar.pfs, r34
	{ .mii
	alloc r34 = ar.pfs, 2, 3, 0, 0
	.body
	nop.i 0
	nop.i 0
	}
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp g
	.section .data
	data8 0
	.section myt,"ax",@progbits
	.proc h
h:	.unwentry
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp h
	.section .gnu.linkonce.t.k,"ax",@progbits
	.proc k
k:	.unwentry
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp k
