# A srlz.d in the same group as the PSR write it should serialize does not
# serialize it (GNU as -xauto ignores the `;;` written between them, then adds
# `;; srlz.d ;;` before the reader). `psr.dfh`/`psr.ic` are GNU as's predefined
# masks: the dependency rules must see them as the PSR bits they name. Wrong
# code before: no stop at all, the reader of PSR.dfh/PSR.ic in the writer's group.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as -xauto %s -o %t.gas.o 2>/dev/null
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# RUN: sed -e 's/;;//' %s > %t.nostop.s
# RUN: %epicsched dvcheck %t.nostop.s | FileCheck %s --check-prefix=DV
# CHECK-LABEL: <h>:
# CHECK: rsm 0x80000
# CHECK: add r8=r9,r10;;
# CHECK-NEXT: srlz.d
# CHECK-NEXT: stf.spill [r32]=f32,32
# CHECK-LABEL: <h2>:
# CHECK: rsm 0x2000
# CHECK: add r8=r9,r10;;
# CHECK-NEXT: srlz.d
# CHECK-NEXT: mov r9=cr.ipsr
# DV: Use of 'stf.spill' violates RAW dependency 'PSR.dfh' (data)
# DV: Use of 'mov' violates RAW dependency 'PSR.ic' (data)
	.text
	.proc h
h:
	rsm psr.dfh ;;
	srlz.d ;;
	add r8=r9,r10
	stf.spill [r32]=f32,32
	br.ret.sptk.many b0 ;;
	.endp h
	.proc h2
h2:
	rsm psr.ic ;;
	srlz.d ;;
	add r8=r9,r10
	mov r9=cr.ipsr
	br.ret.sptk.many b0 ;;
	.endp h2
