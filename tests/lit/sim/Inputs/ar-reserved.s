// Writes of reserved fields of ar.pfs and ar.rsc, and the bits of ar.rsc,
// ar.rnat and ar.bspstore a write ignores or corrects.
	.text
	.global pfs_rv, pfs_frame, rsc_rv, rsc_rv5, ok
	.proc pfs_rv
pfs_rv:	movl r2=0x0004000000000000	// bit 50: reserved
	;;
	mov ar.pfs=r2
	;;
	br.ret.sptk.many b0
	;;
	.endp pfs_rv
	.proc pfs_frame
pfs_frame:
	movl r2=(20 << 7) | 10		// sol 20 > sof 10: no frame
	;;
	mov ar.pfs=r2
	;;
	br.ret.sptk.many b0
	;;
	.endp pfs_frame
	.proc rsc_rv
rsc_rv:	movl r2=0x40000000		// bit 30: reserved
	;;
	mov ar.rsc=r2
	;;
	br.ret.sptk.many b0
	;;
	.endp rsc_rv
	.proc rsc_rv5
rsc_rv5:movl r2=0x3fff002f		// bit 5: reserved (mode 3, pl 3, loadrs 0x3fff valid)
	;;
	mov ar.rsc=r2
	;;
	br.ret.sptk.many b0
	;;
	.endp rsc_rv5
	.proc ok
ok:	alloc r16=ar.pfs,0,2,0,0
	mov r17=b0
	;;
	br.call.sptk.many b6=1f		// down to cpl 3: br.ret to ar.pfs.ppl = 3
	;;
1:	mov r2=ar.pfs
	movl r3=2f
	;;
	dep r2=-1,r2,62,2
	mov b6=r3
	;;
	mov ar.pfs=r2
	;;
	br.ret.sptk.many b6
	;;
2:	movl r2=0x3fff0000		// mode 0, pl 0 at cpl 3: pl becomes 3
	;;
	mov ar.rsc=r2
	;;
	mov r8=ar.rsc
	movl r2=-1
	;;
	mov ar.rnat=r2
	;;
	mov r9=ar.rnat
	mov r10=ar.bspstore
	;;
	adds r2=7,r10
	;;
	mov ar.bspstore=r2
	;;
	mov r11=ar.bspstore
	mov ar.pfs=r16
	mov b0=r17
	;;
	br.ret.sptk.many b0
	;;
	.endp ok
