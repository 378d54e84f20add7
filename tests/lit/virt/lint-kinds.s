// lint --virt: each privileged, sensitive and unreplaceable instruction as a
// located warning, nothing for what behaves at PL2 as at PL0 (user-level
// moves of psr.um, ar.ccv, reads of ar.k6, cpuid, sum/rum, alloc).
// RUN: %epicsched lint --virt %s | FileCheck %s --implicit-check-not=warning:
// RUN: not %epicsched lint --virt --werror %s > /dev/null
// RUN: not %epicsched lint %s 2>&1 | FileCheck %s --check-prefix=NOCHECK
// NOCHECK: error: lint needs a check to run: --virt
	.text
	.proc f
f:
	alloc r35=ar.pfs,2,2,0,0
	mov r8=psr.um
	mov psr.um=r9
	sum 0x4
	mov ar.ccv=r10
	mov r11=ar.k6
	mov r12=cpuid[r13]
	mov r14=ar.itc
	;;
	rsm psr.i
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'rsm psr.i' traps to the hypervisor at PL2 (Privileged Operation fault, one ring crossing)
	mov r16=cr.ipsr
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'mov r16=cr.ipsr' traps
	mov cr.iip=r17
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'mov cr.iip=r17'
	;;
	mov rr[r18]=r19
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'mov rr[r18]=r19'
	mov r20=pkr[r21]
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'mov r20=pkr[r21]'
	mov ar.k6=r22
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'mov ar.k6=r22': writes to the kernel registers ar.k0-k7 are privileged
	;;
	mov ar.rsc=r0
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: sensitive 'mov ar.rsc=r0': an ar.rsc.pl below the current level is silently raised
	itc.d r23
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'itc.d r23'
	;;
	ptc.l r24,r25
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'ptc.l r24,r25'
	;;
	thash r26=r27
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: sensitive 'thash r26=r27' does not trap at PL2 but returns the VHPT entry address from the real pta
	ttag r28=r29
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: sensitive 'ttag r28=r29' does not trap at PL2
	mov r30=pmd[r31]
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: sensitive 'mov r30=pmd[r31]' does not trap at PL2 but a pmd read returns 0
	;;
	probe.r r8=r9,r10
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: sensitive 'probe.r r8=r9,r10' does not trap at PL2 but tests access rights at max(PL, CPL)
	thash r8=r70
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: sensitive 'thash r8=r70' cannot be replaced statically: thash rx=ry becomes tpa rx=r(y+64), which needs y < 64
	tpa r9=r80
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'tpa r9=r80' reads r80: the hypervisor would emulate it as the replaced thash of r16
	;;
	mov r10=psr ;; mov psr.l=r11
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'mov r10=psr'
// CHECK: lint-kinds.s:[[@LINE-2]]:17: warning: privileged 'mov psr.l=r11'
	;;
	bsw.1
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'bsw.1'
	;;
	cover
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: sensitive 'cover' does not trap at PL2 but with psr.ic = 0 it writes cr.ifs
	;;
	rfi
// CHECK: lint-kinds.s:[[@LINE-1]]:2: warning: privileged 'rfi'
	;;
	.endp f
// CHECK: lint-kinds.s: 20 warning(s) in 28 instructions: 12 privileged, 6 sensitive, 2 unreplaceable,
