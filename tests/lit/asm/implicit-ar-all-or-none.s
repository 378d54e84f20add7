# GNU as fills in the implicit application registers of an instruction when
# all are left out, not some: `cmp8xchg16.acq r75=[gp],r122,ar.csd` (without
# ar.ccv) is its "Wrong number of input operands"; we filled in ar.ccv and
# accepted it (fuzz/gas_differential.py, seed 8012). Both written or both
# left out assemble (tests/lit/asm/Inputs/implicit-ar-forms.s, the same
# object as gas's).
# RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s
# CHECK: implicit-ar-all-or-none.s:12:2: error: 'cmp8xchg16.acq' expects 1 destination and 4 source operands
# CHECK: implicit-ar-all-or-none.s:15:2: error: 'cmp8xchg16.acq' expects 1 destination and 4 source operands
# CHECK-NOT: error
	.text
	cmp8xchg16.acq r75 = [gp], r122, ar.csd
	cmp8xchg16.acq r75 = [gp], r122, ar.csd, ar.ccv
	cmp8xchg16.acq r75 = [gp], r122
	cmp8xchg16.acq r75 = [gp], r122, ar.ccv
# RUN: not %ia64-as %s -o %t.gas.o 2>&1 | FileCheck %s --check-prefix=GAS
# GAS: :12: Error: Wrong number of input operands
# GAS: :15: Error: Wrong number of input operands
# RUN: %epicsched asm %S/Inputs/implicit-ar-forms.s -o %t.forms.o
# RUN: %ia64-as %S/Inputs/implicit-ar-forms.s -o %t.forms.gas.o
# RUN: cmp %t.forms.o %t.forms.gas.o
# REQUIRES: ia64-as
