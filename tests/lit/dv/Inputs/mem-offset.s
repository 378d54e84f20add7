// `.mem.offset Offset, Base` names the UNAT bit, (Offset >> 3) & 63, of the
// next instruction's spill or fill (Linux's pt_regs saves pair st8.spill
// with .mem.offset 0,0 / 8,0 in one group). The base is not compared.
	.mem.offset 0,0
	st8.spill [r2] = r8
	.mem.offset 8,0
	st8.spill [r3] = r10
	;;
	.mem.offset 0,0
	st8.spill [r2] = r8
	.mem.offset 512,0
	st8.spill [r3] = r10
	;;
	.mem.offset 0,0
	st8.spill [r2] = r8
	.mem.offset 0,1
	st8.spill [r3] = r10
	;;
	.mem.offset -8,0
	st8.spill [r2] = r8
	.mem.offset 504,0
	st8.spill [r3] = r9
	;;
	.mem.offset 0,0
	st8.spill [r2] = r8
	.mem.offset 8,0
	ld8.fill r3 = [r3]
	;;
	.mem.offset 16,0
(p1)	st8.spill [r2] = r8
	.mem.offset 16,0
(p2)	ld8.fill r3 = [r3]
//---
// it names the next instruction only; a known bit against an unknown one
// is "may violate" without a number
	.mem.offset 0,0
	st8.spill [r2] = r8
	st8.spill [r3] = r10
	;;
	st8.spill [r2] = r8
	.mem.offset 8,0
	st8.spill [r3] = r10
	;;
	.mem.offset 8,0
	mov r3 = r4
	st8.spill [r2] = r8
	.mem.offset 8,0
	st8.spill [r5] = r9
//---
// GAP: deliberate. GNU as sees no conflict between a spill or fill of a
// known UNAT bit and `mov ar.unat=` / `mov r=ar.unat` in the same group
// (with an unknown bit it does); the move writes or reads every bit: we
// report it.
	.mem.offset 8,0
	st8.spill [r2] = r8
	mov ar.unat = r3
	;;
	mov r4 = ar.unat
	.mem.offset 8,0
	st8.spill [r2] = r8
	;;
	.mem.offset 8,0
	ld8.fill r5 = [r2]
	mov ar.unat = r3
