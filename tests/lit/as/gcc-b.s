// `epicsched as` installed for `gcc -B DIR`: a link named `as` in DIR, run
// with the options GCC's ia64 driver passes (ASM_SPEC in gcc/config/ia64/ia64.h:
// -x unless -mno-gnu-as, -mconstant-gp, -mauto-pic; gcc's own -v, -W (for -w),
// -I and -o OUT IN). The object equals GNU as's for the same command line:
// the bytes of .text (GCC's bundles, the stop GNU as puts at .endp and at the
// end), the e_flags, symbols and relocations.
// REQUIRES: ia64-as
// RUN: rm -rf %t.dir && mkdir -p %t.dir && ln -s %epicsched %t.dir/as
// RUN: %t.dir/as -v -W -I %S -x -mconstant-gp -o %t.o %s 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: %ia64-as -x -mconstant-gp -o %t.gnu.o %s
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %python %S/../asm/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s --check-prefix=RELOCS
// RUN: ia64-linux-gnu-readelf -h %t.o | FileCheck %s --check-prefix=FLAGS
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s --check-prefix=SYMS
// RUN: %t.dir/as -x -mauto-pic -o %t.pic.o %s
// RUN: ia64-linux-gnu-readelf -h %t.pic.o | FileCheck %s --check-prefix=PIC
// The same through a link named like the cross assembler, and through the subcommand.
// RUN: ln -s %epicsched %t.dir/ia64-linux-gnu-as
// RUN: %t.dir/ia64-linux-gnu-as -x -mconstant-gp -o %t.2.o %s && cmp %t.o %t.2.o
// RUN: %epicsched as -x -mconstant-gp -o %t.3.o %s && cmp %t.o %t.3.o
// VERSION: epicsched {{.*}} GNU assembler 2.40
// CHECK: identical
// RELOCS: identical
// FLAGS: Flags: 0x50, 64-bit, constant gp
// PIC: Flags: 0x90, 64-bit, no function descriptors
// SYMS-DAG: 80 FUNC GLOBAL DEFAULT 1 sum
// SYMS-DAG: 8 OBJECT GLOBAL DEFAULT {{[0-9]+}} counter
	.pred.safe_across_calls p1-p5,p16-p63
	.text
	.align 16
	.global sum#
	.type	sum#, @function
	.proc sum#
sum:
	.prologue 12, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 2, 2, 1, 0
	.save rp, r33
	mov r33 = b0
	.body
	.mmi
	addl r14 = @ltoffx(counter#), r1
	add r8 = r32, r33
	nop 0
	;;
	.mmi
	ld8.mov r14 = [r14], counter#
	;;
	ld8 r15 = [r14]
	nop 0
	;;
	.mib
	add r15 = r15, r8
	mov ar.pfs = r34
	nop 0
	.mmb
	st8 [r14] = r15
	nop 0
	br.ret.sptk.many b0
	.endp sum#
	.global counter#
	.section	.sbss,"aws",@nobits
	.align 8
	.type	counter#, @object
	.size	counter#, 8
counter:
	.skip	8
	.ident	"GCC: (GNU) 14.2.1"
