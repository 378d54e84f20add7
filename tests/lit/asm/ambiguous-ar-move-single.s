# GNU as's dependency tables have no AR[FPSR] flag writes for the single-
# precision forms (fma.s, fms.s, fnma.s and their pseudo-ops fadd.s, fsub.s,
# fmpy.s, fnmpy.s, fnorm.s; not fma.d, fma.s0, fpma). So the uses of FPSR its
# checker counts for a unit-less move of an AR both units reach (not real:
# ar55 is not FPSR; asm/ambiguous-ar-move.s) find nothing to wait for after
# them: `fnorm.s.s2` then `mov ar49=127` is one group, the move on I. We
# stopped and put it on M (fuzz class ".text.f: bytes differ", seeds 8001,
# 9001). After `fadd.d` or `fma.s0` both stop. `fcvt.xuf.s` is fnorm.s too (seed
# 9034 n105: we stopped).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-as -xauto %s -o %t.gas.o
# RUN: cmp %t.o %t.gas.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      [MFI] nop.m 0x0
# CHECK-NEXT: fnorm.s.s2 f55=f78
# CHECK-NEXT: mov.i ar49=127;;
# CHECK:      [MFI] nop.m 0x0
# CHECK-NEXT: fadd.s.s0 f50=f10,f40
# CHECK-NEXT: mov.i r1=ar56;;
# CHECK:      fadd.d.s1 f50=f10,f40
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MII] mov.m ar55=r108
# CHECK:      fma.s0 f2=f3,f4,f5
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MII] mov.m r1=ar56
# CHECK:      (p55) fnorm.s.s3 f57=f6
# CHECK-NEXT: mov.i ar50=74;;
# A real reader of the flags is another matter: GNU as misses that RAW too
# (`fma.s.s0` then `fchkf.s0` in one group is wrong code, silent under -x);
# we keep the stop.
# RUN: %epicsched asm %S/Inputs/single-fchkf.s -o %t.f.o
# RUN: %ia64-objdump -d %t.f.o | FileCheck %s --check-prefix=FCHKF
# FCHKF:      fma.s.s0 f2=f3,f4,f5
# FCHKF-NEXT: nop.i 0x0;;
# FCHKF-NEXT: [MFI] nop.m 0x0
# FCHKF-NEXT: fchkf.s0
# RUN: %epicsched dvcheck %S/Inputs/single-fchkf-explicit.s 2>&1 | FileCheck %s --check-prefix=DV
# DV: Warning: Use of 'fchkf.s0' violates RAW dependency 'AR[FPSR].sf0.flags'
# REQUIRES: ia64-as
	.text
	fnorm.s.s2 f55 = f78
	mov ar49 = 127
	.align 16
	fadd.s.s0 f50 = f10, f40
	mov r1 = ar56
	.align 16
	fadd.d.s1 f50 = f10, f40
	mov ar55 = r108
	.align 16
	fma.s0 f2 = f3, f4, f5
	mov r1 = ar56
	.align 16
	(p55) fcvt.xuf.s.s3 f57 = f6
	mov ar50 = 74
