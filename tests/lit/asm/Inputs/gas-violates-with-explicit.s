{
	lfetch.excl.d0 [sp],r19
	psub2.uuu r83=r33,r12 ;;	/* c */
}
	fcmp.unord.s0 p15, p54 = f84, f100
	cmp.gt.orcm p57,p54=r0,r21
