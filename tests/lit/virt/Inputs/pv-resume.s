// An interruption-style exit whose registers are all live up to its rfi
// (the rfi hands every register to the code it returns to), so no scratch
// register is free for a PSCB store: the cr.ipsr, cr.iip and cr.ifs
// writes fold into the resume hypercall instead (virt/Abi.h
// ResumeOperandsBase), which names r29, r28 and r30.
	.text
	.global e
	.proc e
e:
	rsm psr.ic
	;;
	srlz.d
	;;
	mov r29=psr
	movl r28=e_done
	mov r30=r0
	;;
	dep r29=-1,r29,13,1		// psr.ic back on after the rfi
	;;
	mov cr.ipsr=r29
	mov r31=7
	;;
	mov cr.iip=r28
	mov cr.ifs=r30
	mov ar.rsc=r0			// sensitive, but no crossing: the fold may pass it
	;;
	rfi
	;;
	.endp e

// Negative: cr.iip's register changes after the write (the rfi needs the
// old value) and cr.ipsr is read back between: neither folds (they become
// PSCB stores through r27, free until the read writes it). cr.ifs folds.
	.global k
	.proc k
k:
	rsm psr.ic
	;;
	srlz.d
	;;
	mov r29=psr
	movl r28=k_done
	mov r30=r0
	;;
	dep r29=-1,r29,13,1
	;;
	mov cr.ipsr=r29
	mov cr.iip=r28
	mov cr.ifs=r30
	;;
	mov r27=cr.ipsr
	adds r28=16,r28
	;;
	rfi
	;;
	.endp k

// A cover right before the rfi, with psr.ic = 0 (it writes cr.ifs with the
// frame of 3 and empties the frame; the rfi brings the frame back): nothing
// between sees the frame, ar.bsp or cr.ifs, so the cover folds into the
// resume hypercall too (ResumeCover, bit 15): 0x1e8000 + 29 + 28*32.
	.global c
	.proc c
c:
	alloc r34=ar.pfs,3,0,0,0
	rsm psr.ic
	;;
	srlz.d
	;;
	mov r29=psr
	movl r28=c_done
	mov r32=5
	;;
	dep r29=-1,r29,13,1
	;;
	mov cr.ipsr=r29
	cover
	;;
	mov cr.iip=r28
	mov r31=1
	;;
	rfi
	;;
	.endp c

// Negative: the cover's new frame is read (ar.bsp) before the rfi: it
// stays the cover hypercall.
	.global d
	.proc d
d:
	alloc r34=ar.pfs,3,0,0,0
	rsm psr.ic
	;;
	srlz.d
	;;
	mov r29=psr
	movl r28=c_done
	;;
	dep r29=-1,r29,13,1
	;;
	mov cr.ipsr=r29
	cover
	;;
	mov r30=ar.bsp
	mov cr.iip=r28
	;;
	rfi
	;;
	.endp d

// Where the rfi returns, in a section of its own, so that its address does
// not move with the rewritten code (cr.iip and r28 are compared too).
	.section .text.back, "ax", @progbits
e_done:
	br.ret.sptk.many b0
	;;
k_done:
	br.ret.sptk.many b0
	;;
c_done:
	br.ret.sptk.many b0

// A vector (placed at 32 KiB alignment: entered by delivery, in bank 0):
// with --abi its rfi does not read r16-r31, so liveness of the code as
// written finds r16 and r17 dead after their cr writes. The folded writes
// reserve them up to the rfi, so the cr.ifa write between (a PSCB store)
// takes r18 as its scratch, not r16, which the resume hypercall reads.
	.section .text.vec, "ax", @progbits
	.align 32768
pv_vec:
	rsm psr.ic
	;;
	srlz.d
	;;
	mov r16=r8
	mov r17=r9
	;;
	mov cr.ipsr=r16
	mov cr.iip=r17
	;;
	mov cr.ifa=r10
	;;
	rfi
	;;
