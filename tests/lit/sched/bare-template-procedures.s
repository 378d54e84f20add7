// GCC output read without -x: its bare templates are hints to GNU as, so the
// scheduler drops the bundle markers (scheduler/BraceModes.h) and the
// procedures' statement ranges must follow. Before, they kept the old
// indices and the renaming pass (on for GCC output, `.ident "GCC: ...`)
// read past a section's statements: validate crashed on
// gcc/minilibc-1421-64d485e.s (segmentation fault).
// RUN: %epicsched validate %s --solver=list --states=5 | FileCheck %s
// RUN: %epicsched sched %s -o %t.s
// RUN: %ia64-as -xexplicit %t.s -o %t.o 2>&1 | count 0
// REQUIRES: ia64-as
// CHECK: 0 failed
	.text
	.align 16
	.global f#
	.proc f#
f:
	.mii
	adds r14 = 1, r32
	adds r15 = 2, r33
	nop 0
	;;
	.mmi
	add r8 = r14, r15
	nop 0
	nop 0
	.mib
	nop 0
	nop 0
	br.ret.sptk.many b0
	.endp f#
	.align 16
	.global g#
	.proc g#
g:
	.mii
	adds r14 = 3, r32
	adds r15 = 4, r33
	nop 0
	;;
	.mmi
	sub r8 = r14, r15
	nop 0
	nop 0
	.mib
	nop 0
	nop 0
	br.ret.sptk.many b0
	.endp g#
	.ident	"GCC: (GNU) 14.2.1 20240912 (Red Hat Cross 14.2.1-1)"
