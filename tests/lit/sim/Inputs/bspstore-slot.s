// mov ar.bspstore= onto a NaT-collection slot (address bits 8:3 all ones):
// the collection is stored there first, so bsp and the registers start one
// doubleword past it (SDM vol. 2 "RSE": a register never occupies a
// collection slot; Ski does the same).
	.text
	.global f
	.proc f
f:	alloc r3=ar.pfs,0,2,0,0
	mov r32=0x11
	mov r33=0x22
	mov ar.rsc=r0		// enforced lazy: ar.bspstore is writable
	;;
	flushrs
	movl r2=0x7e0001f8
	;;
	mov ar.bspstore=r2
	;;
	mov r8=ar.bsp		// 0x7e000200
	;;
	cover			// r32 and r33 become dirty ...
	;;
	flushrs			// ... and go to 0x7e000200, 0x7e000208
	;;
	mov r11=ar.bspstore	// 0x7e000210
	movl r2=0x7e000200
	;;
	ld8 r9=[r2],8
	;;
	ld8 r10=[r2]
	mov ar.pfs=r3
	;;
	br.ret.sptk.many b0
	;;
	.endp f
// With no dirty register, flushrs still stores the collection word that
// bspstore sits on below bsp.
	.global g
	.proc g
g:	mov ar.rsc=r0
	;;
	flushrs
	movl r2=0x7e0003f8
	movl r3=0x5a5a
	;;
	mov ar.bspstore=r2
	;;
	mov ar.rnat=r3
	;;
	flushrs
	;;
	mov r8=ar.bspstore	// 0x7e000400
	ld8 r9=[r2]		// 0x5a5a
	br.ret.sptk.many b0
	;;
	.endp g
