# GNU as's dependency tables know fclrf.s0-.s3 but not the bare `fclrf` (which
# is .s0): it sees no flags write there, so the AR[FPSR] writes it counts for a
# unit-less move from an AR both units reach (asm/ambiguous-ar-move.s) meet
# nothing and `mov r105=ar62` `fclrf` is one group; with `fclrf.s0` it is a
# stop. We put a stop in both (fuzz/gas_differential.py, seed 9025 n269: same
# instructions in more bundles). A real reader still depends on the bare
# fclrf: `fclrf` `fchkf` is a RAW dvcheck reports (gas misses it).
# Nor does gas know the single-precision forms: `fsetc.s1` then `fma.s` (s0)
# is one group; we read the absent field as "all four", gas's convention for
# forms it knows, and stopped (seed 9026 n184). `fma.s.s1` after it is a RAW
# gas misses: we keep that stop.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      mov.m r105=ar62
# CHECK-NEXT: fclrf.s0
# CHECK-NEXT: nop.i 0x0;;
# CHECK:      fclrf.s0
# CHECK-NEXT: mov.i r106=ar112;;
# CHECK:      mov.m r107=ar63;;
# CHECK:      fclrf.s0
# CHECK:      fsetc.s1 0x16,0x7f
# CHECK-NEXT: nop.i 0x0
# CHECK-NEXT: nop.m 0x0
# CHECK-NEXT: fma.s.s0 f13=f65,f86,f64
# CHECK:      fsetc.s1 0x16,0x7f
# CHECK-NEXT: nop.i 0x0;;
# CHECK:      fma.s.s1 f13=f65,f86,f64
# RUN: printf '\tfclrf\n\tfchkf 1f\n1:\n' > %t.fchkf.s
# RUN: %epicsched dvcheck %t.fchkf.s | FileCheck %s --check-prefix=DV
# DV: fchkf.s:2: Warning: Use of 'fchkf' violates RAW dependency 'AR[FPSR].sf0.flags'
# A bare `fchkf` is .s0 for gas (and the hardware), not "all four": after
# `fadd.s1` it is no RAW (seed 9002 n69: we stopped).
# RUN: printf '\tfadd.s1 f5=f6,f7\n\tfchkf 1f\n1:\n' > %t.bare.s
# RUN: %epicsched dvcheck %t.bare.s | FileCheck %s --check-prefix=BARE --allow-empty
# BARE-NOT: Use of
# A bare `fsetc` is .s0 too, and gas sees its read of sf0.controls but not
# its write: `fsetc 0,0` `fpcmp.nge.s2` is one group (seed 9032 n1177: we
# stopped); `fsetc 0,0` `fadd.s0` is a RAW gas misses (we keep the stop).
# RUN: printf '\tfsetc 0,0\n\tfpcmp.nge.s2 f99=f76,f73\n' > %t.fsetc.s
# RUN: %epicsched dvcheck %t.fsetc.s | FileCheck %s --check-prefix=BARE --allow-empty
# RUN: printf '\tfsetc 0,0\n\tfadd.s0 f5=f6,f7\n' > %t.fsetc-raw.s
# RUN: %epicsched dvcheck %t.fsetc-raw.s | FileCheck %s --check-prefix=FSETC
# FSETC: Use of 'fadd.s0' violates RAW dependency 'AR[FPSR].sf0.controls'
# REQUIRES: ia64-as
# RUN: %epicsched asm %t.fsetc.s -o %t.fsetc.o
# RUN: %ia64-as %t.fsetc.s -o %t.fsetc.gas.o
# RUN: cmp %t.fsetc.o %t.fsetc.gas.o
# RUN: printf '\tmov r105=ar62\n\tfsetc 1,1\n' > %t.move.s
# RUN: %epicsched asm %t.move.s -o %t.move.o
# RUN: %ia64-as %t.move.s -o %t.move.gas.o
# RUN: cmp %t.move.o %t.move.gas.o
# RUN: %epicsched asm %t.bare.s -o %t.bare.o
# RUN: %ia64-as %t.bare.s -o %t.bare.gas.o
# RUN: cmp %t.bare.o %t.bare.gas.o
# RUN: head -n 70 %s > %t.same.s
# RUN: %epicsched asm %t.same.s -o %t.same.o
# RUN: %ia64-as %t.same.s -o %t.gas.o
# RUN: cmp %t.same.o %t.gas.o
	.text
	mov r105 = ar62
	fclrf
	.align 16
	fclrf
	mov r106 = ar112
	.align 16
	mov r107 = ar63
	fclrf.s0
	.align 16
	fsetc.s1 22, 127
	fma.s f13 = f65, f86, f64
	.align 16
	fsetc.s1 22, 127
	fma.s.s1 f13 = f65, f86, f64
