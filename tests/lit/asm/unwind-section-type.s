// Unwind tables declared by hand, typed and linked as GNU as 2.40 does:
// the type "unwind" (or @unwind) is SHT_IA_64_UNWIND; a name .IA_64.unwind*
// (not .IA_64.unwind_info*) or .gnu.linkonce.ia64unw.* makes an unwind
// table with SHF_LINK_ORDER whatever its declared type (elfxx-ia64); a
// section declared "unwind" is linked to .text (sh_link = sh_info) when it
// is link-ordered; "o" with a section or symbol links to that section.
// Expected values: ia64-linux-gnu-as 2.40 on this file (readelf -SW).
// RUN: %epicsched asm %s -o %t.o
// RUN: ia64-linux-gnu-readelf -SW %t.o | FileCheck %s
// CHECK:      [ 1] .text PROGBITS
// CHECK:      [ 4] .text.foo PROGBITS
// CHECK-NEXT: [ 5] .IA_64.unwind.text.foo IA_64_UNWIND {{.*}} AL 1 1 8
// CHECK-NEXT: [ 6] .IA_64.unwind.bar IA_64_UNWIND {{.*}} AL 1 1 8
// CHECK-NEXT: [ 7] .IA_64.unwind_info.x PROGBITS {{.*}} A 0 0 8
// CHECK-NEXT: [ 8] .myunw IA_64_UNWIND {{.*}} AL 1 1 8
// CHECK-NEXT: [ 9] .IA_64.unwind IA_64_UNWIND {{.*}} AL 0 0 8
// CHECK-NEXT: [10] .gnu.linkonce.ia64unw.zz IA_64_UNWIND {{.*}} AL 0 0 8
// CHECK-NEXT: [11] .IA_64.unwind_info.ee IA_64_UNWIND {{.*}} A 0 0 8
// CHECK-NEXT: [12] .lo PROGBITS {{.*}} AL 4 0 8
// CHECK-NEXT: [13] .lo2 PROGBITS {{.*}} AL 4 0 8
// CHECK-NEXT: [14] .lo PROGBITS {{.*}} AL 1 0 8
// CHECK-NEXT: [15] .noto PROGBITS {{.*}} AL 0 0 8
	.section .text.foo,"ax",@progbits
f:	nop.m 0
	.section .IA_64.unwind.text.foo, "ao", "unwind"
	data8 1
	.section .IA_64.unwind.bar, "a", "unwind"
	data8 2
	.section .IA_64.unwind_info.x, "a", @progbits
	data8 3
	.section .myunw, "ao", @unwind
	data8 4
	.section .IA_64.unwind, "a", @progbits
	data8 5
	.section .gnu.linkonce.ia64unw.zz, "a"
	data8 6
	.section .IA_64.unwind_info.ee, "a", "unwind"
	data8 7
	.section .lo,"ao",@progbits,.text.foo
	data8 8
	.section .lo2,"ao",@progbits,f
	data8 9
	.section .lo,"ao",@progbits,.text
	data8 10
	.section .noto,"ao",@progbits
	data8 11
