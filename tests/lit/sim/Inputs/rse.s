// Register stack engine with a real backing store: the caller's ten
// stacked registers (r34 a NaT) are flushed by the callee's flushrs across
// the NaT-collection slot (bspstore starts at slot 56, so the collection
// lands at 0x3001f8); the callee rewrites two saved values and the
// collection in memory, loadrs of 0 drops the stacked registers and
// loadrs of 0x58 reloads the caller's frame from memory, and the return
// shows the rewritten values and NaT bits. cover with psr.ic off records
// the frame in cr.ifs.
	.explicit
	.text
	.global f
	.proc f
f:
	alloc r2 = ar.pfs, 0, 10, 0, 0
	mov r32 = 0x100
	mov r33 = 0x101
	mov r35 = 0x103
	mov r36 = 0x104
	mov r37 = 0x105
	;;
	mov r38 = 0x106
	mov r39 = 0x107
	mov r40 = 0x108
	mov r41 = 0x109
	ld8.s r34 = [r0]		// deferred: NaT
	;;
	br.call.sptk.many b0 = callee
	;;
	mov r14 = r33			// 0x999 from memory
	mov r15 = r34			// 0x555 from memory, no longer NaT
	tnat.nz p6, p7 = r35		// NaT from the rewritten collection
	tnat.nz p8, p9 = r34
	;;
	rsm 0x2000			// psr.ic off: cover writes cr.ifs
	;;
	srlz.d
	;;
	cover
	;;
	mov r17 = cr.ifs		// valid bit | sol=10 | sof=10
	mov r18 = ar.bsp		// past the covered frame and the collection
	ssm 0x2000
	;;
	srlz.d
	;;
	break.m 0x99
	;;
	.endp f

	.proc callee
callee:
	alloc r27 = ar.pfs, 0, 0, 0, 0		// no frame: loadrs of a non-zero amount needs sof = 0 (SDM vol. 3 loadrs)
	;;
	flushrs
	;;
	mov r19 = ar.bspstore		// everything below the callee's frame is in memory
	movl r21 = 0x3001f8
	movl r23 = 0x3001c8		// r33's slot
	;;
	ld8 r22 = [r21]			// NaT collection: bit 58 (r34 at 0x3001d0)
	mov r24 = 0x999
	;;
	st8 [r23] = r24, 8		// r33 := 0x999, r23 -> r34's slot
	mov r24 = 0x555
	;;
	st8 [r23] = r24			// r34 := 0x555
	movl r24 = 0x0800000000000000	// collection: only slot 59 (r35) is a NaT
	;;
	st8 [r21] = r24
	mov ar.rsc = r0			// loadrs of 0 bytes: every register outside the frame invalid
	movl r25 = 0x580000		// ar.rsc.loadrs = 0x58: ten registers and the collection
	;;
	loadrs
	;;
	mov ar.rsc = r25
	;;
	loadrs				// reload them from memory
	;;
	mov r26 = ar.bspstore		// back at the caller's frame base
	mov ar.rsc = r0
	br.ret.sptk.many b0
	;;
	.endp callee
