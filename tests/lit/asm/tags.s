// `[tag:]` instruction tags (GNU as IA-64, Linux's EX()/EXCLR() macros):
// a tag is a symbol at its instruction's bundle address + slot (a movl:
// + 1), no bundle break; numeric tags are local labels for `99b`/`99f`;
// `sym - .` into another section is PC-relative data (__ex_table entries).
// A tag with no instruction after it in its section stays where the
// section's code ends. The relocations below are GNU as 2.40's.
// RUN: %epicsched asm %s -o %t.o
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-readelf -rsW %t.o | FileCheck %s
// CHECK:      Relocation section '.rela__ex_table'
// CHECK:      R_IA64_PCREL32LSB {{0+}} .text + 0
// CHECK-NEXT: R_IA64_PCREL32LSB {{0+}} .text + 50
// CHECK:      Relocation section '.rela.data..x'
// CHECK:      R_IA64_PCREL32LSB {{0+}} .text + 0
// CHECK-NEXT: R_IA64_PCREL32LSB {{0+}} .text + 11
// CHECK-NEXT: R_IA64_PCREL32LSB {{0+}} .text + 22
// CHECK-NEXT: R_IA64_DIR64LSB {{0+}} .text + 32
// CHECK-NEXT: R_IA64_DIR64LSB {{0+}} .text + 31
// CHECK-NEXT: R_IA64_DIR64LSB {{0+}} .text + 40
// CHECK-NEXT: R_IA64_PCREL64LSB {{0+}} .text + 46
// CHECK-DAG: {{0+}}11 {{.*}} NOTYPE LOCAL DEFAULT 1 foo
// CHECK-DAG: {{0+}}22 {{.*}} NOTYPE LOCAL DEFAULT 1 bar
// CHECK-DAG: {{0+}}31 {{.*}} NOTYPE LOCAL DEFAULT 1 baz
// CHECK-DAG: {{0+}}40 {{.*}} NOTYPE LOCAL DEFAULT 1 q
// CHECK-NOT: .L99
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s --check-prefix=SAME
// RUN: %python %S/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s --check-prefix=RELOCS
// SAME: .text: {{[0-9]+}} bytes identical
// RELOCS: identical
	.explicit
	.text
	.global f
f:
	.xdata4 "__ex_table", 99f-., 2f-.
{ .mii
	[99:] ld8 r2=[r3]
	add r4=r5,r6
	nop.i 0 ;;
}
{ .mlx
	nop.m 0
	[foo:] movl r7=0x1234 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	[bar:] (p6) br.cond.sptk.many 1f
}
	.xdata4 ".data..x", 99b-., foo-., bar-.
{ .mii
	nop.m 0
	[baz:] add r1=r2,r3
	[99:] add r4=r5,r6 ;;
}
1:	.xdata8 ".data..x", 99b, baz
	[q:]
	.xdata8 ".data..x", q, 3f-.+4
{ .mib
	add r8=r9,r10
	nop.i 0
	[3:] nop.b 0 ;;
}
2:
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
