// Operand spellings GNU as's IA-64 port accepts: @pltoff in every field it has
// a relocation for, the data-access-hint registers (dahr[r], dahrN) and the
// upper-case CPUID[] spelling. Bytes and relocations equal GNU as's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s --check-prefix=BYTES
// RUN: %python %S/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s
// BYTES: identical
// CHECK-DAG: ours .rela.text 2 R_IA64_PLTOFF22 esym + 0
// CHECK-DAG: ours .rela.text 17 R_IA64_PLTOFF64I esym + 0
// CHECK-DAG: ours .rela.data 0 R_IA64_PLTOFF64LSB esym + 0
// CHECK: 3 relocations identical
	.explicit
	.text
{ .mmi
	mov r1 = dahr[r3]
	mov r2 = CPUID[r4]
	addl r5 = @pltoff(esym), r0 ;;
}
{ .mlx
	mov dahr7 = 7
	movl r3 = @pltoff(esym) ;;
}
	.data
	data8 @pltoff(esym)
