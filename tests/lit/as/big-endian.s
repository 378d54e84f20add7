// -mbe: big-endian objects like `ia64-linux-gnu-as -mbe`: ELFDATA2MSB, e_flags
// 0x18, data in the section's byte order (`.lsb`/`.msb` switch it), the MSB
// forms of the data relocations, unwind headers and tables, DWARF; the
// bundles stay little-endian. `disasm` reads the object; `sim` refuses it.
// REQUIRES: ia64-as
// RUN: %epicsched as -x -mbe %s -o %t.o
// RUN: %ia64-as -x -mbe %s -o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -h %t.o | FileCheck %s --check-prefix=HDR
// HDR: Data: 2's complement, big endian
// HDR: Flags: 0x18, 64-bit
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text .data .rodata .IA_64.unwind_info .IA_64.unwind | FileCheck %s --check-prefix=SAME
// RUN: %python %S/../asm/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s --check-prefix=SAME
// SAME-NOT: differ
// SAME: identical
// RUN: ia64-linux-gnu-readelf -rW %t.o | FileCheck %s --check-prefix=RELOC
// RELOC: R_IA64_LTOFF22
// RELOC: R_IA64_DIR64MSB {{.*}} foo + 0
// RELOC: R_IA64_SEGREL64MSB
// RELOC: R_IA64_DIR64LSB {{.*}} foo + 0
// RELOC: R_IA64_DIR64MSB {{.*}} foo + 0
// RELOC: R_IA64_LTOFF_FPTR64MSB {{.*}} __gxx_personality_v0 + 0
// RELOC: R_IA64_SEGREL64MSB {{.*}} .text + 0
// `-mle` after `-mbe` wins, as in gas: the little-endian object.
// RUN: %epicsched as -x -mbe -mle %s -o %t.le.o && %epicsched as -x %s -o %t.le2.o && cmp %t.le.o %t.le2.o
// RUN: %epicsched asm --explicit -mbe %s -o %t.asm.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.asm.o %t.gnu.o .text .data .rodata | FileCheck %s --check-prefix=SAME
// DWARF (-g): the line table and unit in big-endian, MSB relocations.
// RUN: %epicsched as -mbe --gdwarf-5 %S/Inputs/add.s -o %t.dw.o
// RUN: %ia64-as -mbe --gdwarf-5 %S/Inputs/add.s -o %t.dw.gnu.o
// RUN: %python %S/../asm/Inputs/asmdiff.py bytes %t.dw.o %t.dw.gnu.o .text .debug_line .debug_line_str .debug_aranges | FileCheck %s --check-prefix=SAME
// RUN: %ia64-objdump --dwarf=decodedline %t.dw.o | FileCheck %s --check-prefix=DWARF
// DWARF: add.s 5 0 x
// RUN: %epicsched disasm %t.o | FileCheck %s --check-prefix=DIS
// DIS: file format elf64-ia64-big
// DIS: ld8 r14=[r14]
// RUN: not %epicsched sim %t.o 2>&1 | FileCheck %s --check-prefix=SIM
// SIM: a big-endian object (GNU as -mbe) cannot be simulated
	.text
	.global foo#
	.proc foo#
foo:
	.prologue 12, 33
	.save ar.pfs, r34
	alloc r34 = ar.pfs, 1, 2, 0, 0
	.save rp, r33
	mov r33 = b0
	.body
	addl r14 = @ltoff(var#), gp
	;;
	ld8 r14 = [r14]
	mov ar.pfs = r34
	mov b0 = r33
	br.ret.sptk.many b0
	.personality __gxx_personality_v0
	.endp foo#
	.data
	.align 8
var:	data8 foo#
	data4 0x12345678
	data2 0x1234
	data8 0x1122334455667788
	data8 @segrel(foo#), @gprel(var#), @fptr(foo#), @pcrel(foo#), @ltv(var#), @pltoff(foo#)
	data4 @secrel(var#), @pcrel(foo#), @gprel(var#), @fptr(foo#), @segrel(foo#), @ltv(var#)
	real4 1.5
	real8 2.5
	real10 3.5
	real16 4.5
	data16 0x0102030405060708
	.fill 2, 2, 0x0506
	.fill 1, 5, 0x0102030405
	.fill 1, 8, 0x0102030405060708
	.lsb
	data4 0x12345678
	data8 foo#
	.msb
	data4 0x12345678
	data8 foo#
	.section .rodata
	data4 0xabcdef01
	stringz "hi"
// gas names the relocation it cannot express in the object's byte order.
// RUN: printf '.data\n\tdata8 @iplt(f#)\n' > %t.iplt.s
// RUN: %epicsched as -mbe %t.iplt.s -o %t.iplt.o 2>&1 | FileCheck %s --check-prefix=IPLT
// IPLT: warning: Cannot express IPLT64MSB relocation
