// Modulo-scheduled loop branches: br.wtop (while loop, exits through the
// epilogue count ar.ec), br.wexit, br.cexit (counted by ar.lc), each
// rotating r32-r39, f32-f127 and p16-p63 through CFM.rrb; p63 is set to 1
// by a counted branch while ar.lc runs and to 0 otherwise.
	.explicit
	.text
	.global f
	.proc f
f:
	alloc r2 = ar.pfs, 0, 8, 0, 8
	mov r8 = 0
	mov r9 = 3
	mov ar.ec = 2
	;;
loop1:					// 4 passes: 3 with p8, one epilogue pass (ec 2 -> 1 -> 0)
	adds r8 = 1, r8
	adds r9 = -1, r9
	;;
	cmp.gt p8, p0 = r9, r0
	mov r32 = r8
	;;
(p8)	br.wtop.sptk.few loop1
	;;
	mov r20 = r33			// last pass, rotated once: 4
	mov r21 = r36			// first pass, rotated four times: 1
	clrrrb
	;;
	mov r10 = 0
	mov r11 = 3
	mov ar.ec = 1
	;;
loop2:					// 3 passes; wexit leaves when p9 is 0 and ec reaches 0
	adds r10 = 1, r10
	adds r11 = -1, r11
	;;
	cmp.gt p9, p0 = r11, r0
	mov r32 = r10
	;;
(p9)	br.wexit.spnt.few done2
	;;
	br.cond.sptk.few loop2
	;;
done2:
	mov r22 = r35			// first pass: 1
	mov r23 = r33			// last pass: 3
	clrrrb
	;;
	mov r18 = 0
	mov ar.lc = 2
	mov ar.ec = 1
	;;
loop3:					// 3 passes: lc 2 -> 1 -> 0 (p63 = 1), then ec 1 -> 0 (p63 = 0) and exit
	adds r18 = 1, r18
	;;
	br.cexit.spnt.few done3
	;;
	br.cond.sptk.few loop3
	;;
done3:
	break.m 0x99
	;;
	.endp f
