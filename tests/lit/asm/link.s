// Objects with relocations link with ia64-linux-gnu-ld, and readelf -r
// shows the same relocation types, symbols and addends as for GNU as's
// object (offsets too: the code is explicit).
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py relocs-exact %t.o %t.gnu.o | FileCheck %s
// RUN: ia64-linux-gnu-ld -e _start -o %t.exe %t.o
// RUN: %ia64-objdump -d %t.exe | FileCheck %s --check-prefix=LINKED
// RUN: ia64-linux-gnu-readelf -sW %t.o | FileCheck %s --check-prefix=SYMS
// CHECK-DAG: ours .rela.text 1 R_IA64_IMM64 table + 8
// CHECK-DAG: ours .rela.text 16 R_IA64_GPREL22 .sdata + 0
// CHECK-DAG: ours .rela.text 17 R_IA64_LTOFF22X helper + 0
// CHECK-DAG: ours .rela.text 18 R_IA64_PCREL21B helper + 0
// CHECK-DAG: ours .rela.data 0 R_IA64_DIR64LSB _start + 0
// CHECK-DAG: ours .rela.data 8 R_IA64_FPTR64LSB helper + 0
// CHECK-DAG: ours .rela.data 16 R_IA64_PCREL64LSB helper + 0
// CHECK-DAG: ours .rela.data 24 R_IA64_SEGREL64LSB table + 0
// CHECK: 8 relocations identical
// LINKED: <_start>:
// LINKED: br.call.sptk.many b0={{[0-9a-f]+}} <helper>
// SYMS-DAG: SECTION LOCAL  DEFAULT    5 .bss
// SYMS-DAG: FUNC    GLOBAL DEFAULT    1 _start
// SYMS-DAG: 32 FUNC    GLOBAL DEFAULT    1 helper
// SYMS-DAG: 8 OBJECT  LOCAL  DEFAULT    6 small
	.explicit
	.text
	.global _start, helper
	.type _start, @function
	.type helper, @function
	.type small, @object
	.global table
_start:
{ .mlx
	nop.m 0
	movl r8 = table + 8 ;;
}
{ .mib
	addl r9 = @gprel(small), gp
	addl r10 = @ltoffx(helper), gp
	br.call.sptk.many b0 = helper ;;
}
	.proc helper
helper:
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
	.endp helper
	.size helper, .-helper
	.data
	.align 8
table:
	data8 _start
	data8 @fptr(helper)
	data8 @pcrel(helper)
	data8 @segrel(table)
	.section .sdata, "aws"
	.align 8
small:	data8 42
	.size small, 8
