# Old GCC -gstabs output: `.stabs`/`.stabn`/`.stabd` make `.stab` (12-byte
# entries: a header with the entry count and the string table's size, then
# N_SO, N_OPT, N_LSYM, N_FUN, N_SLINE, N_PSYM, N_LBRAC/N_RBRAC, ...) and
# `.stabstr`, with DIR32LSB relocations for values that name symbols, as
# GNU as 2.40 writes them (whole object `cmp`, explicit and auto mode).
# `.stabd` takes `.` where GNU as has written to; each stab directive ends
# GNU as's instruction queue (a section switch). `sched` keeps the
# directives: its output re-assembles to the same stab sections.
# REQUIRES: ia64-as
# RUN: %epicsched as %s -o %t.o
# RUN: %ia64-as %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %epicsched as -xauto %s -o %t.auto.o
# RUN: %ia64-as -xauto %s -o %t.gas.auto.o
# RUN: cmp %t.auto.o %t.gas.auto.o
# RUN: %ia64-objdump -G %t.o | FileCheck %s
# RUN: %epicsched sched %s -o %t.sched.s
# RUN: %ia64-as -xexplicit %t.sched.s -o %t.sched.gas.o 2>&1 | count 0
# RUN: %epicsched as -xexplicit %t.sched.s -o %t.sched.o
# RUN: cmp %t.sched.o %t.sched.gas.o
# RUN: %ia64-objdump -G %t.sched.o | FileCheck %s --check-prefix=SCHED
# The header: 20 entries, 0xe7 bytes of strings, its name the input file's
# (`.file "sum.c"` before the first stab renames it).
# CHECK:      -1     HdrSym 0      20     00000000000000e7 1
# CHECK-NEXT: 0      SO     0      0      0000000000000000 7      /home/user/src/
# CHECK-NEXT: 1      SO     0      0      0000000000000000 23     sum.c
# CHECK-NEXT: 2      OPT    0      0      0000000000000000 29     gcc2_compiled.
# CHECK:      6      SLINE  0      3      0000000000000000 0
# CHECK-NEXT: 7      SLINE  0      4      0000000000000010 0
# CHECK-NEXT: 8      SLINE  0      5      0000000000000020 0
# CHECK-NEXT: 9      SLINE  0      6      0000000000000000 0
# CHECK-NEXT: 10     SLINE  0      8      0000000000000050 0
# CHECK-NEXT: 11     FUN    0      0      0000000000000000 142    sum:F(0,1)
# CHECK:      15     LBRAC  0      0      0000000000000010 0
# CHECK-NEXT: 16     RBRAC  0      0      0000000000000050 0
# CHECK-NEXT: 17     STSYM  0      0      0000000000000000 187    count:S(0,1)
# CHECK:      19     SO     0      0      0000000000000000 0
# SCHED:      -1     HdrSym 0      20     00000000000000e7 1
# SCHED:      FUN    0      0      0000000000000000 142    sum:F(0,1)
	.file	"sum.c"
	.stabs	"/home/user/src/",100,0,0,.Ltext0
	.stabs	"sum.c",100,0,0,.Ltext0
	.text
.Ltext0:
	.stabs	"gcc2_compiled.",60,0,0,0
	.stabs	"int:t(0,1)=r(0,1);-2147483648;2147483647;",128,0,0,0
	.stabs	"char:t(0,2)=r(0,2);0;127;",128,0,0,0
	.stabs	"long int:t(0,3)=r(0,3);-0;-1;",128,0,0,0
	.pred.safe_across_calls p1-p5,p16-p63
	.align 16
	.global sum#
	.proc sum#
sum:
	.stabd	68,0,3
	.prologue 2, 2
	alloc r2 = ar.pfs, 2, 0, 0, 0
	.body
	mov r8 = r0
	.stabn	68,0,4,.LM1-sum
.LM1:
	cmp4.ge p6, p7 = 0, r33
	.stabn	68,0,5,.LM2-sum
.LM2:
	(p6) br.cond.dpnt .L2
	;;
.L4:
	ld4 r14 = [r32], 4
	adds r33 = -1, r33
	;;
	add r8 = r8, r14
	.stabd	68,0,6
	cmp4.lt p6, p7 = 0, r33
	(p6) br.cond.dptk .L4
.L2:
	.stabn	68,0,8,.LM3-sum
.LM3:
	sxt4 r8 = r8
	mov ar.pfs = r2
	br.ret.sptk.many b0
	.endp sum#
	.stabs	"sum:F(0,1)",36,0,0,sum
	.stabs	"a:p(0,4)=*(0,1)",160,0,0,32
	.stabs	"n:p(0,1)",160,0,0,33
	.stabs	"s:r(0,1)",64,0,0,8
	.stabn	192,0,0,.LM1-sum
	.stabn	224,0,0,.LM3-sum
	.data
	.align 4
	.type	count#, @object
	.size	count#, 4
count:
	data4 3
	.stabs	"count:S(0,1)",38,0,0,count
	.stabs	"table:G(0,5)=ar(0,1);0;3;(0,1)",32,0,0,0
	.text
	.stabs	"",100,0,0,.Letext0
.Letext0:
	.ident	"GCC: (GNU) 3.4.6"
