# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s --known "bytes,bytes -g,bytes -mbe: a stop between a spill and mov r=ar.unat (cpu_switch), which GNU as omits (docs/dependencies.md)" | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# 1 "/usr/src/sys/ia64/ia64/syscall.S"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/src/sys/ia64/ia64/syscall.S"
/* FreeBSD/ia64 syscall.S (the epc gateway page) and swtch.S after cpp (written for this suite
 * in their style): `.section .text.gateway, "ax"` at `.align 16384` with `.org` entries,
 * `epc` then `mov r = psr.um`/`bsw`, `sum`/`rum psr.be`, `mov r = ar.k5`, `cover` +
 * `mov r = cr.ifs`, `.global` entry points with `.proc`/`.endp`, `break 0x100000`
 * `epc_sigtramp`, cpu_switch saving the preserved registers with `.mem.offset` + `st8.spill`
 * under `ar.unat`, `flushrs`, `mov r = ar.bsp`/`ar.rnat`/`ar.pfs`, `loadrs`, `invala`,
 * `.section .data` pointers with `data8 @fptr()`, `.previous`. */
# 40 "/usr/src/sys/ia64/ia64/syscall.S"
	.section .text.gateway, "ax"
	.align 16384
	.global ia64_gateway_page
ia64_gateway_page:
{ .mmb
	mov r14 = ar.k7
	nop 0
	br.sptk epc_syscall
}
	.org ia64_gateway_page + 0x40
	.global epc_sigtramp
	.proc epc_sigtramp
epc_sigtramp:
{ .mmi
	ld8 r16 = [r8], 8
	mov r14 = 0x137
	mov b7 = r17
	;;
}
{ .mmi
	ld8 gp = [r8]
	mov r15 = r12
	mov r17 = 0
	;;
}
{ .mib
	nop 0
	nop 0
	br.call.sptk rp = b7
	;;
}
{ .mmi
	mov r15 = 417
	add r14 = 16, sp
	nop 0
}
{ .mib
	nop 0
	nop 0
	break 0x100000
	;;
}
	.endp epc_sigtramp

	.align 64
	.global epc_syscall
	.proc epc_syscall
epc_syscall:
{ .mmi
	mov r16 = ar.rsc
	mov ar.rsc = 0
	nop 0
	;;
}
{ .mib
	mov r18 = ar.unat
	mov r17 = ar.pfs
	epc
	;;
}
{ .mmi
	mov r19 = ar.bspstore
	mov r21 = psr.um
	nop 0
	;;
}
{ .mmi
	mov r20 = ar.rnat
	rum psr.be
	mov r23 = pr
	;;
}
{ .mii
	mov r22 = ar.fpsr
	mov r24 = b0
	nop 0
	;;
}
{ .mib
	nop 0
	nop 0
	cover
	;;
}
{ .mmi
	mov r25 = cr.ifs
	mov r26 = ar.k5
	nop 0
	;;
}
{ .mmi
	flushrs
	nop 0
	nop 0
	;;
}
{ .mmi
	mov r27 = ar.bsp
	sum psr.be
	nop 0
	;;
}
{ .mib
	sub r27 = r27, r19
	nop 0
	br.ret.sptk rp
	;;
}
	.endp epc_syscall

	.section .data
	.global ia64_gateway_ptrs
ia64_gateway_ptrs:
	data8 @fptr(epc_sigtramp)
	data8 ia64_gateway_page
	.previous
	.align 16
	.global epc_gateway_end
epc_gateway_end:

# 1 "/usr/src/sys/ia64/ia64/swtch.S"
# 50 "/usr/src/sys/ia64/ia64/swtch.S"
	.text
	.align 32
	.global cpu_switch
	.proc cpu_switch
cpu_switch:
	.prologue
	.save ar.pfs, r31
	alloc r31 = ar.pfs, 3, 0, 0, 0
	.body
	add r17 = 8, r32
	add r16 = 16, r32
	mov r18 = ar.unat
	;;
	.mem.offset 0, 0
	st8.spill [r16] = r4, 16
	.mem.offset 8, 0
	st8.spill [r17] = r5, 16
	;;
	.mem.offset 16, 0
	st8.spill [r16] = r6, 16
	.mem.offset 24, 0
	st8.spill [r17] = r7, 16
	;;
	.mem.offset 32, 0
	st8.spill [r16] = r12, 16
	.mem.offset 40, 0
	st8.spill [r17] = r13, 16
	;;
	mov r19 = ar.unat
	mov r20 = b0
	mov r21 = pr
	;;
	st8 [r16] = r18, 16
	st8 [r17] = r19, 16
	mov ar.rsc = 0
	;;
	flushrs
	;;
	mov r22 = ar.bsp
	mov r23 = ar.rnat
	;;
	st8 [r16] = r20, 16
	st8 [r17] = r21, 16
	;;
	st8 [r16] = r22, 16
	st8 [r17] = r23, 16
	;;
	st8 [r16] = r31
	add r16 = 8, r33
	add r17 = 16, r33
	;;
	ld8 r18 = [r17], 16
	ld8 r19 = [r16], 16
	;;
	ld8 r20 = [r17], 16
	ld8 r21 = [r16], 16
	;;
	ld8 r22 = [r17], 16
	ld8 r23 = [r16], 16
	;;
	ld8 r31 = [r17]
	loadrs
	;;
	mov ar.bspstore = r22
	;;
	mov ar.rnat = r23
	mov b0 = r20
	mov pr = r21, 0x1ffff
	;;
	mov ar.pfs = r31
	mov ar.unat = r19
	mov ar.rsc = 3
	invala
	;;
	mov r8 = r33
	br.ret.sptk.many rp
	.endp cpu_switch
