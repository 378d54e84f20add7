// Forms without '=' read their register operands (probe.w.fault r3,imm2,
// fc r3): a later reader of r14 does not wait for them.
	.data
	.align 16
buf:	.skip 64
	.text
	.global _start
	.proc _start
_start:
	movl r14=buf
	;;
	probe.w.fault r14,3
	;;
	st8 [r14]=r0
	fc r14
	;;
	add r9=r14,r0
	;;
	br.ret.sptk.many b0
	.endp _start
