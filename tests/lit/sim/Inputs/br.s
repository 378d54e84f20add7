	.explicit
	.text
	.global f
	.proc f
f:
	alloc r34 = ar.pfs, 0, 4, 1, 0
	mov r35 = b0
	mov r8 = 0
	;;
	mov r36 = 5			// out0 for the callee
	mov r32 = 42
	mov ar.lc = 9
	;;
1:	add r8 = 1, r8		// runs 10 times
	br.cloop.sptk.few 1b
	;;
	br.call.sptk.many b0 = g	// r8 += 5 via the callee's in0
	;;
	mov r9 = r32			// our frame is back: r32 kept
	mov b0 = r35
	mov ar.pfs = r34
	;;
	br.ret.sptk.many b0
	.endp f

	.proc g
g:
	alloc r2 = ar.pfs, 1, 2, 0, 0
	;;
	add r8 = r8, r32
	mov r33 = 77			// a local of g: not seen by f
	mov ar.pfs = r2
	;;
	br.ret.sptk.many b0
	.endp g
