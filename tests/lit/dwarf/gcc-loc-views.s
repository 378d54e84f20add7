# GCC 8+ -O2 -g writes location views: `.loc ... view .LVUn` names the view
# number of the row GNU as writes at the `.loc` (the count of rows at the
# same address since the address last changed), `view -0` resets it, and
# `.debug_loclists` uses the numbers (`.uleb128 .LVU7`, DW_AT_GNU_locviews).
# Two functions written by hand the way GCC 14 -O2 -g writes them for ia64
# (bare templates, .LVL labels, DWARF 5 unit with location lists, ia64's
# `data4.ua @secrel(...)`), compared byte for byte with GNU as 2.40 in
# explicit and auto mode, and through `sched` and `as --schedule`: the
# scheduled output re-assembles (GNU as and ours agree) with views that
# describe its own rows.
# RUN: %epicsched asm --explicit %s -o %t.o
# RUN: %ia64-objdump -s -j .debug_loclists %t.o | FileCheck %s --check-prefix=LISTS
# RUN: %epicsched as -x -L %s -o %t.L.o
# RUN: %ia64-objdump -t %t.L.o | FileCheck %s --check-prefix=SYMS
# RUN: %ia64-objdump --dwarf=decodedline %t.o | FileCheck %s --check-prefix=ROWS
# RUN: %ia64-as -x %s -o %t.gnu.o
# RUN: cmp %t.o %t.gnu.o
# RUN: %ia64-as -x -L %s -o %t.L.gnu.o
# RUN: cmp %t.L.o %t.L.gnu.o
# RUN: %epicsched asm %s -o %t.auto.o 2>/dev/null
# RUN: %ia64-as %s -o %t.auto.gnu.o 2>/dev/null
# RUN: cmp %t.auto.o %t.auto.gnu.o
# RUN: %epicsched sched %s -o %t.sched.s
# RUN: %ia64-as -xexplicit %t.sched.s -o %t.sched.gnu.o 2>&1 | count 0
# RUN: %epicsched asm %t.sched.s -o %t.sched.o
# RUN: cmp %t.sched.o %t.sched.gnu.o
# RUN: %epicsched sched --reschedule-explicit %s -o %t.resched.s
# RUN: %ia64-as -xexplicit %t.resched.s -o %t.resched.gnu.o 2>&1 | count 0
# RUN: %epicsched asm %t.resched.s -o %t.resched.o
# RUN: cmp %t.resched.o %t.resched.gnu.o
# RUN: %epicsched as -x --schedule=list %s -o %t.as.o
# RUN: %ia64-objdump --dwarf=decodedline %t.as.o | FileCheck %s --check-prefix=ASROWS
# REQUIRES: ia64-as
#
# The view numbers: five rows at sum's address 0 (.LVU1 .. .LVU5), .LVU7
# the second row at 0x20, .LVU10 the second at 0x40; clamp starts again at
# view 0 (`view -0`) and writes four more rows at its address.
# SYMS-DAG: 0000000000000001 l       *ABS*	0000000000000000 .LVU1
# SYMS-DAG: 0000000000000005 l       *ABS*	0000000000000000 .LVU5
# SYMS-DAG: 0000000000000000 l       *ABS*	0000000000000000 .LVU6
# SYMS-DAG: 0000000000000001 l       *ABS*	0000000000000000 .LVU7
# SYMS-DAG: 0000000000000001 l       *ABS*	0000000000000000 .LVU10
# SYMS-DAG: 0000000000000004 l       *ABS*	0000000000000000 .LVU15
# SYMS-DAG: 0000000000000000 l       *ABS*	0000000000000000 .LVU16
# The view lists: 0, .LVU7 = 1, 1, 0 | .LVU5 = 5, .LVU8 = 0, 0, .LVU10 = 1, 1, 0 | 0, .LVU15 = 4, 4, 0.
# LISTS:      0000 63000000 05000800 00000000 00010100
# LISTS-NEXT: 0010 06000000 00000000 00040030 01600430
# LISTS-NEXT: 0020 6004a301 609f0005 00000101 00060000
# LISTS:      0040 58045060 01580000 04040007 00000000
# objdump counts the views from the table itself: they agree with the symbols.
# ROWS:      sum.c 3 0 x
# ROWS-NEXT: sum.c 4 0 1 x
# ROWS-NEXT: sum.c 5 0 2 x
# ROWS-NEXT: sum.c 5 0 3 x
# ROWS-NEXT: sum.c 5 0 4 x
# ROWS-NEXT: sum.c 4 0 5 x
# ROWS-NEXT: sum.c 5 0 6 x
# ROWS-NEXT: sum.c 4 0x2 x
# ROWS-NEXT: sum.c 6 0x20 x
# ROWS-NEXT: sum.c 6 0x20 1
# ROWS:      sum.c 11 0x80 x
# ROWS-NEXT: sum.c 12 0x80 1 x
# ROWS-NEXT: sum.c 12 0x80 2
# ROWS-NEXT: sum.c 14 0x80 3
# ROWS-NEXT: sum.c 13 0x80 4
# `as --schedule` keeps the rows of each instruction and numbers them anew.
# ASROWS: sum.c 11 0x80 x
# ASROWS: sum.c 15 0x{{[0-9a-f]+}}
	.file	"sum.c"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
.Ltext0:
	.file 1 "sum.c"
	.align 16
	.align 64
	.global sum#
	.type	sum#, @function
	.proc sum#
sum:
.LVL0:
.LFB0:
	.loc 1 3 1 view -0
	.loc 1 4 3 view .LVU1
	.loc 1 5 3 view .LVU2
.LBB2:
	.loc 1 5 8 view .LVU3
	.loc 1 5 21 view .LVU4
	.prologue
	.mii
	cmp.ge p6, p7 = 0, r33
	.save ar.lc, r2
	mov r2 = ar.lc
	.body
	.loc 1 4 8 view .LVU5
	mov r8 = r0
	;;
	.mib
	nop 0
	adds r14 = -1, r33
	(p6) br.ret.dpnt.many rp
	;;
	.mii
	nop 0
	mov ar.lc = r14
	nop 0
.LVL1:
.L3:
	.loc 1 6 5 view .LVU6
	.loc 1 6 7 is_stmt 0 view .LVU7
	.mmi
	ld8 r15 = [r32], 8
	;;
	nop 0
	add r8 = r8, r15
.LVL2:
	.loc 1 5 21 is_stmt 1 view .LVU8
	.mib
	nop 0
	nop 0
	br.cloop.sptk.few .L3
.LVL3:
	.loc 1 5 21 is_stmt 0 view .LVU9
	;;
.LBE2:
	.loc 1 8 1 view .LVU10
	.mib
	nop 0
	mov ar.lc = r2
	br.ret.sptk.many rp
	.endp sum#
.LFE0:
	.size	sum#, .-sum#
	.align 16
	.align 64
	.global clamp#
	.type	clamp#, @function
	.proc clamp#
clamp:
.LVL4:
.LFB1:
	.loc 1 11 1 is_stmt 1 view -0
	.loc 1 12 3 view .LVU12
	.loc 1 12 6 is_stmt 0 view .LVU13
	.mii
	cmp4.lt p6, p7 = r32, r33
	.loc 1 14 6 view .LVU14
	cmp4.lt p8, p9 = r34, r32
	.loc 1 13 12 view .LVU15
	mov r8 = r33
	;;
	.mii
	nop 0
	.loc 1 12 6 view .LVU16
	(p7) mov r8 = r32
	;;
	nop 0
	.loc 1 15 12 view .LVU17
	.mib
	nop 0
	(p8) mov r8 = r34
	br.ret.sptk.many b0
	.endp clamp#
.LFE1:
	.size	clamp#, .-clamp#
.Letext0:
	.section	.debug_info,"",@progbits
.Ldebug_info0:
	data4.ua	.Linfo_end-.Linfo_start
.Linfo_start:
	data2.ua	0x5
	.byte	0x1
	.byte	0x8
	data4.ua	@secrel(.Ldebug_abbrev0)
	.uleb128 0x1
	data4.ua	@secrel(.LASF2)
	.byte	0x1d
	data4.ua	@secrel(.LASF0)
	data4.ua	@secrel(.LASF1)
	data8.ua	.Ltext0
	data8.ua	.Letext0-.Ltext0
	data4.ua	@secrel(.Ldebug_line0)
	.uleb128 0x2
	stringz	"sum"
	.byte	0x1
	.byte	0x2
	.byte	0x1
	data8.ua	.LFB0
	data8.ua	.LFE0-.LFB0
	.uleb128 0x3
	stringz	"a"
	.byte	0x2
	data4.ua	@secrel(.LLST0)
	data4.ua	@secrel(.LVUS0)
	.uleb128 0x3
	stringz	"s"
	.byte	0x4
	data4.ua	@secrel(.LLST1)
	data4.ua	@secrel(.LVUS1)
	.byte	0
	.uleb128 0x2
	stringz	"clamp"
	.byte	0x1
	.byte	0xb
	.byte	0x1
	data8.ua	.LFB1
	data8.ua	.LFE1-.LFB1
	.uleb128 0x3
	stringz	"x"
	.byte	0xb
	data4.ua	@secrel(.LLST2)
	data4.ua	@secrel(.LVUS2)
	.byte	0
	.byte	0
.Linfo_end:
	.section	.debug_abbrev,"",@progbits
.Ldebug_abbrev0:
	.uleb128 0x1
	.uleb128 0x11
	.byte	0x1
	.uleb128 0x25
	.uleb128 0xe
	.uleb128 0x13
	.uleb128 0xb
	.uleb128 0x3
	.uleb128 0x1f
	.uleb128 0x1b
	.uleb128 0x1f
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.uleb128 0x10
	.uleb128 0x17
	.byte	0
	.byte	0
	.uleb128 0x2
	.uleb128 0x2e
	.byte	0x1
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3a
	.uleb128 0xb
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x39
	.uleb128 0xb
	.uleb128 0x11
	.uleb128 0x1
	.uleb128 0x12
	.uleb128 0x7
	.byte	0
	.byte	0
	.uleb128 0x3
	.uleb128 0x5
	.byte	0
	.uleb128 0x3
	.uleb128 0x8
	.uleb128 0x3b
	.uleb128 0xb
	.uleb128 0x2
	.uleb128 0x17
	.uleb128 0x2137
	.uleb128 0x17
	.byte	0
	.byte	0
	.byte	0
	.section	.debug_loclists,"",@progbits
	data4.ua	.Ldebug_loc3-.Ldebug_loc2
.Ldebug_loc2:
	data2.ua	0x5
	.byte	0x8
	.byte	0
	data4.ua	0
.Ldebug_loc0:
.LVUS0:
	.uleb128 0
	.uleb128 .LVU7
	.uleb128 .LVU7
	.uleb128 0
.LLST0:
	.byte	0x6
	data8.ua	.LVL0
	.byte	0x4
	.uleb128 .LVL0-.LVL0
	.uleb128 .LVL1-.LVL0
	.uleb128 0x1
	.byte	0x60
	.byte	0x4
	.uleb128 .LVL1-.LVL0
	.uleb128 .LFE0-.LVL0
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x60
	.byte	0x9f
	.byte	0
.LVUS1:
	.uleb128 .LVU5
	.uleb128 .LVU8
	.uleb128 .LVU8
	.uleb128 .LVU10
	.uleb128 .LVU10
	.uleb128 0
.LLST1:
	.byte	0x6
	data8.ua	.LVL0
	.byte	0x4
	.uleb128 .LVL0-.LVL0
	.uleb128 .LVL2-.LVL0
	.uleb128 0x2
	.byte	0x30
	.byte	0x9f
	.byte	0x4
	.uleb128 .LVL2-.LVL0
	.uleb128 .LVL3-.LVL0
	.uleb128 0x1
	.byte	0x58
	.byte	0x4
	.uleb128 .LVL3-.LVL0
	.uleb128 .LFE0-.LVL0
	.uleb128 0x1
	.byte	0x58
	.byte	0
.LVUS2:
	.uleb128 0
	.uleb128 .LVU15
	.uleb128 .LVU15
	.uleb128 0
.LLST2:
	.byte	0x7
	data8.ua	.LVL4
	.uleb128 .LFB1-.LVL4
	.uleb128 0x1
	.byte	0x70
	.byte	0x7
	data8.ua	.LFB1
	.uleb128 .LFE1-.LFB1
	.uleb128 0x4
	.byte	0xa3
	.uleb128 0x1
	.byte	0x70
	.byte	0x9f
	.byte	0
.Ldebug_loc3:
	.section	.debug_aranges,"",@progbits
	data4.ua	0x2c
	data2.ua	0x2
	data4.ua	@secrel(.Ldebug_info0)
	.byte	0x8
	.byte	0
	data2.ua	0
	data2.ua	0
	data8.ua	.Ltext0
	data8.ua	.Letext0-.Ltext0
	data8.ua	0
	data8.ua	0
	.section	.debug_line,"",@progbits
.Ldebug_line0:
	.section	.debug_str,"MS",@progbits,1
.LASF2:
	stringz	"GNU C17 14.2.1 20240912 (Red Hat Cross 14.2.1-1) -O2 -g"
	.section	.debug_line_str,"MS",@progbits,1
.LASF0:
	stringz	"sum.c"
.LASF1:
	stringz	"/tmp"
	.ident	"GCC: (GNU) 14.2.1 20240912 (Red Hat Cross 14.2.1-1)"
	.section	.note.GNU-stack,"",@progbits
