// GNU as gives each function entry point of .proc the size up to .endp when no
// .size names it (an earlier .size stays, a later one wins), and a section
// name BFD knows keeps its flags when others are written (.data.x,"a" is
// "wa", .sdata.x gets the short-data flag). Symbols and sections as gas's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -sW %t.o | awk '$4 == "FUNC" {print $3, $8}' | sort > %t.syms
// RUN: ia64-linux-gnu-readelf -sW %t.gnu.o | awk '$4 == "FUNC" {print $3, $8}' | sort | diff - %t.syms
// RUN: FileCheck %s < %t.syms
// RUN: ia64-linux-gnu-readelf -SW %t.o | sed -n 's/^ *\[ *[0-9]*\] *//p' | awk '$1 ~ /^\.(data|sdata|rodata)\./ {print $1, $2, $7}' > %t.secs
// RUN: ia64-linux-gnu-readelf -SW %t.gnu.o | sed -n 's/^ *\[ *[0-9]*\] *//p' | awk '$1 ~ /^\.(data|sdata|rodata)\./ {print $1, $2, $7}' | diff - %t.secs
// RUN: FileCheck %s --check-prefix=SECS < %t.secs
// CHECK-DAG: 32 plain
// CHECK-DAG: 16 sized_before
// CHECK-DAG: 8 sized_after
// CHECK-DAG: 16 second
// SECS-DAG: .data.x PROGBITS WA
// SECS-DAG: .sdata.x PROGBITS WAp
// SECS-DAG: .rodata.x PROGBITS A
	.explicit
	.text
	.global plain, sized_before, sized_after, second
	.proc plain
plain:
{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp plain
	.size sized_before, 16
	.proc sized_before
sized_before:
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp sized_before
	.proc sized_after, second
sized_after:
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
second:
{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
}
	.endp sized_after, second
	.size sized_after, 8
	.section .data.x, "a"
	data1 1
	.section .sdata.x, "a"
	data1 2
	.section .rodata.x, "a"
	data1 3
