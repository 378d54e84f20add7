# `.and.orcm` is GNU as's pseudo-op for `.or.andcm` with the targets swapped (and the relation
# complemented), and gas's dependency checker sees the real instruction: the first target of
# `.and.orcm` is the second of `.or.andcm`, so both writing p59 there is one group. We read the
# pseudo-op's own positions and stopped (fuzz/gas_differential.py seed 9031 n97: more bundles).
# The same position of the pseudo-op twice is still compatible; another type is a WAW.
# RUN: %epicsched dvcheck %s | FileCheck %s
# RUN: %epicsched dvcheck %s | FileCheck %s --check-prefix=COUNT
# COUNT-COUNT-1: Warning: Use of
# COUNT-NOT: Warning: Use of
# CHECK-NOT: :14:
# CHECK-NOT: :16:
# CHECK: and-orcm-swapped.s:18: Warning: Use of 'cmp.eq.and' violates WAW dependency 'PR%, % in 16 - 62'
	cmp.eq.and.orcm p59, p37 = r53, r4
	tbit.z.or.andcm p30, p59 = r71, 37 ;;
	tbit.z.and.orcm p59, p37 = r53, 3
	cmp.eq.and.orcm p59, p30 = r71, r5 ;;
	cmp.eq.and.orcm p59, p37 = r53, r4
	cmp.eq.and p59, p30 = r71, r5 ;;
