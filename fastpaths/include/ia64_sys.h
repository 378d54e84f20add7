/*
 * Architectural constants shared by the fast paths (Intel Itanium Architecture
 * Software Developer's Manual, Vol. 2: PSR bits, ar.rsc fields, ar.pfs fields).
 * Numbers only; no code.
 */
#ifndef FASTPATHS_IA64_SYS_H
#define FASTPATHS_IA64_SYS_H

/* PSR bit numbers (for rsm/ssm masks use the _MASK forms). */
#define PSR_IC_BIT		13
#define PSR_I_BIT		14
#define PSR_BN_BIT		44
#define PSR_CPL_SHIFT		32
#define PSR_I			(1 << PSR_I_BIT)
#define PSR_IC			(1 << PSR_IC_BIT)

/* ar.rsc: mode[1:0] (0 = enforced lazy, 3 = eager), pl[3:2], be[4], loadrs[29:16]. */
#define RSC_MODE_LAZY		0x0
#define RSC_MODE_EAGER		0x3
#define RSC_PL_SHIFT		2
#define RSC_LOADRS_SHIFT	16
#define RSC_LOADRS_BITS		14
#define RSC_USER_LAZY		(3 << RSC_PL_SHIFT)		/* pl 3, lazy: RSE traffic checked as user */
#define RSC_USER		((3 << RSC_PL_SHIFT) | RSC_MODE_EAGER)	/* what user code runs with */
#define RSC_KERNEL_LAZY		0x0				/* pl 0, lazy */

/* ar.pfs: pfm[37:0] (sof[6:0], sol[13:7]), pec[57:52], ppl[63:62]. */
#define PFS_SOL_SHIFT		7
#define PFS_SOL_BITS		7
#define PFS_PPL_SHIFT		62

/* cr.ifs valid bit (bit 63) and the frame fields copied from CFM. */
#define IFS_V_BIT		63

/* Predicate mask for "mov pr=r,mask": the preserved predicates p1-p5 and
 * p16-p63 (bit 16 of the mask stands for all rotating ones); p6-p15 are
 * scratch and free for kernel use. */
#define PR_PRESERVED_MASK	0x1003e

/* Backing-store slot of a register: 64-slot groups, slot 63 holds NaTs. */
#define RSE_SLOT_SHIFT		3
#define RSE_SLOT_BITS		6

#endif
