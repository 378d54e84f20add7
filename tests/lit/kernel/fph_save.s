// Saving the high floating-point partition (f32-f127) on a context switch,
// two streams with post-increment, and restoring it with ldf.fill.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
	.global fph_save
	.proc fph_save
fph_save:
	.regstk 1, 0, 0, 0
	adds r3 = 16, in0 ;;
	stf.spill.nta [in0] = f32, 32
	stf.spill.nta [r3] = f33, 32 ;;
	stf.spill.nta [in0] = f34, 32
	stf.spill.nta [r3] = f35, 32 ;;
	stf.spill.nta [in0] = f126, 32
	stf.spill.nta [r3] = f127, 32
	br.ret.sptk.many rp
	.endp fph_save

	.global fph_load
	.proc fph_load
fph_load:
	.regstk 1, 0, 0, 0
	adds r3 = 16, in0 ;;
	ldf.fill.nta f32 = [in0], 32
	ldf.fill.nta f33 = [r3], 32 ;;
	ldf.fill.nta f126 = [in0], 32
	ldf.fill.nta f127 = [r3], 32
	br.ret.sptk.many rp
	.endp fph_load
// CHECK: inst stf.spill.nta mem[GR:r32] = FR:f32, imm:32
// CHECK: inst stf.spill.nta mem[GR:r3] = FR:f127, imm:32
// CHECK: inst ldf.fill.nta FR:f33 = mem[GR:r3], imm:32
// CHECK: procedure fph_save section=.text
// CHECK: procedure fph_load section=.text
