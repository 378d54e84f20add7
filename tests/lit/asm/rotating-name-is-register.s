# A `.rotr`/`.rotp` name that is a register's own name (rp, gp, r5, in0,
# ar.lc): GNU as accepts the directive but looks the register up first, so
# `rp[0]` is its "Index can only be applied to rotating or indirect
# registers" and a plain `rp` stays b0. We used the rotating name (found
# by fuzz/gas_differential.py --with regdirs, seed 4: `.rotp rp[7]` then
# `cmp.eq rp[0], p0 = ...`).
# RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
# CHECK: rotating-name-is-register.s:15:13: error: Index can only be applied to rotating or indirect registers ('rp' is a register)
# CHECK: rotating-name-is-register.s:16:11: error: Index can only be applied to rotating or indirect registers ('gp' is a register)
# CHECK-NOT: error
	.text
	alloc r34 = ar.pfs, 2, 16, 2, 16
	.rotp rp[7]
	.rotr gp[4], v[2]
	cmp.eq p6, rp[0] = r1, r0
	add r1 = gp[1], r2
	add r1 = v[1], r2
	mov rp = r5
# RUN: not %ia64-as %s -o %t.gas.o 2>&1 | FileCheck %s --check-prefix=GAS
# GAS: :15: Error: Index can only be applied to rotating or indirect registers
# GAS: :16: Error: Index can only be applied to rotating or indirect registers
# REQUIRES: ia64-as
