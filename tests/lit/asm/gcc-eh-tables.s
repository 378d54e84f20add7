// A C++ function with try/catch as GCC's ia64 backend writes it (assembled
// with -x, as GCC's driver calls gas): the LSDA follows `.handlerdata` in the
// unwind info (@LPStart omitted 0xff, @TType DW_EH_PE_indirect|datarel|udata8
// 0xb4, call sites uleb128), its `.uleb128` differences of .text labels
// (`.LEHB0-.LFB0`) and of its own labels (`.LLSDACSE0-.LLSDACSB0`, measured
// in the unwind info section); a table written into `.gcc_except_table`
// instead (other ports, hand-written code); DWARF 5 location and range lists
// with `.uleb128 .LVL1-.Ltext0`. Before: "value must be a constant". The
// objects must be GNU as's (`cmp`), also auto mode and what `sched` prints.
// REQUIRES: ia64-as
// RUN: %epicsched asm --explicit %s -o %t.o
// RUN: %ia64-as -x %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-objdump -s -j .IA_64.unwind_info -j .gcc_except_table %t.o | FileCheck %s
// RUN: %epicsched asm %s -o %t.auto.o
// RUN: %ia64-as %s -o %t.auto.gnu.o 2>/dev/null
// RUN: cmp %t.auto.o %t.auto.gnu.o
// `sched` moves .text labels; the tables are computed from where they end up:
// the printed schedule assembles silently and to the same object in both.
// RUN: %epicsched sched %s -o %t.sched.s
// RUN: %ia64-as -xexplicit %t.sched.s -o %t.sched.gnu.o 2>&1 | count 0
// RUN: %epicsched asm %t.sched.s -o %t.sched.o
// RUN: cmp %t.sched.o %t.sched.gnu.o
// RUN: %epicsched as -x --schedule=list %s -o %t.as.o
// Header, personality (LTOFF_FPTR64), then the LSDA: ff b4, TType offset 0x15,
// call-site encoding 1, table length 4, {0x10, 0x10, 0x50, 1}, action, type.
// CHECK-LABEL: Contents of section .IA_64.unwind_info:
// CHECK-NEXT: 0000 01000000 03000100 472203e6 00e4013b
// CHECK-NEXT: 0010 00000000 00000000 ffb41501 04101050
// CHECK-LABEL: Contents of section .gcc_except_table:
// CHECK-NEXT: 0000 ff9b0d01 04101030 01010000 00000000
	.file	"t.cc"
	.pred.safe_across_calls p1-p5,p16-p63
	.text
.Ltext0:
	.align 16
	.global _Z1fv#
	.type	_Z1fv#, @function
	.proc _Z1fv#
_Z1fv:
.LFB0:
	.file 1 "t.cc"
	.loc 1 3 1
	.prologue 14, 34
	.mii
	.save ar.pfs, r35
	alloc r35 = ar.pfs, 0, 4, 1, 0
	.save rp, r34
	mov r34 = b0
	mov r36 = r1
	.body
	;;
.LEHB0:
	.loc 1 4 5
	.mib
	nop 0
	nop 0
	br.call.sptk.many b0 = _Z1gv#
	;;
.LVL1:
.LEHE0:
	.mmi
	mov r1 = r36
	mov r8 = r0
	nop 0
.L3:
	.loc 1 8 1
	.mii
	nop 0
	mov ar.pfs = r35
	mov b0 = r34
	.mib
	nop 0
	nop 0
	br.ret.sptk.many b0
.L5:
	.mmi
	mov r1 = r36
	mov r37 = r8
	nop 0
	;;
	.mib
	mov r32 = r37
	nop 0
	br.call.sptk.many b0 = __cxa_begin_catch#
	;;
	.mmi
	mov r1 = r36
	nop 0
	nop 0
	.mib
	nop 0
	nop 0
	br.call.sptk.many b0 = __cxa_end_catch#
	;;
	.mib
	mov r1 = r36
	addl r8 = 1, r0
	br .L3
	;;
.LFE0:
	.personality	__gxx_personality_v0#
	.handlerdata
	.align 8
.LLSDA0:
	data1	0xff	// @LPStart format (omit)
	data1	0xb4	// @TType format
	.uleb128 .LLSDATT0-.LLSDATTD0	// @TType base offset
.LLSDATTD0:
	data1	0x1	// call-site format (uleb128)
	.uleb128 .LLSDACSE0-.LLSDACSB0	// call-site table length
.LLSDACSB0:
	.uleb128 .LEHB0-.LFB0	// region 0 start
	.uleb128 .LEHE0-.LEHB0	// length
	.uleb128 .L5-.LFB0	// landing pad
	.uleb128 0x1	// action
.LLSDACSE0:
	data1	0x1	// action 1: filter 1
	data1	0
	.align 8
	data8	@gprel(DW.ref._ZTIi#)
.LLSDATT0:
	.text
	.endp _Z1fv#
.Letext0:
// The same kind of table in .gcc_except_table: its call sites measure .text.
	.section	.gcc_except_table,"a",@progbits
.LLSDA1:
	data1	0xff
	data1	0x9b
	.uleb128 .LLSDATT1-.LLSDATTD1
.LLSDATTD1:
	data1	0x1
	.uleb128 .LLSDACSE1-.LLSDACSB1
.LLSDACSB1:
	.uleb128 .LEHB0-.LFB0
	.uleb128 .LEHE0-.LEHB0
	.uleb128 .L3-.LFB0
	.uleb128 0x1
.LLSDACSE1:
	data1	0x1
	data1	0
	data4	0
.LLSDATT1:
	.hidden	DW.ref._ZTIi
	.weak	DW.ref._ZTIi#
	.section	.gnu.linkonce.s.DW.ref._ZTIi,"aws",@progbits
	.align 8
	.type	DW.ref._ZTIi#, @object
	.size	DW.ref._ZTIi#, 8
DW.ref._ZTIi:
	data8	_ZTIi#
// DWARF 5 location and range lists (GCC -g -gdwarf-5).
	.section	.debug_loclists,"",@progbits
	data4.ua	.Ldebug_loc3-.Ldebug_loc2
.Ldebug_loc2:
	data2.ua	0x5
	data1	0x8
	data1	0
	data4.ua	0
.LLST0:
	data1	0x4	// DW_LLE_offset_pair
	.uleb128 .LFB0-.Ltext0
	.uleb128 .LVL1-.Ltext0
	.uleb128 0x1
	data1	0x50	// DW_OP_reg0
	data1	0x4
	.uleb128 .LVL1-.Ltext0
	.uleb128 .LFE0-.Ltext0
	.uleb128 0x4
	data1	0xf3, 0x1, 0x50, 0x9f	// DW_OP_entry_value(r0), stack_value
	data1	0
.Ldebug_loc3:
	.section	.debug_rnglists,"",@progbits
	data4.ua	.Ldebug_ranges3-.Ldebug_ranges2
.Ldebug_ranges2:
	data2.ua	0x5
	data1	0x8
	data1	0
	data4.ua	0
.LLRL0:
	data1	0x4	// DW_RLE_offset_pair
	.uleb128 .LEHB0-.Ltext0
	.uleb128 .LEHE0-.Ltext0
	data1	0x4
	.uleb128 .L5-.Ltext0
	.uleb128 .LFE0-.Ltext0
	data1	0
.Ldebug_ranges3:
	.ident	"GCC: (GNU) 12.2.0"
