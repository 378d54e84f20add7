// A recursion 6 deep with 40-register frames spills and fills the
// register stack across several NaT-collection groups. Every level
// gives locals r34-r71 a NaT pattern (every third one NaT), recurses,
// then counts in r10 the locals whose NaT bit changed (r11 = 0x100 +
// r10); r8 counts returns. Found by fuzz/ski_differential.py (flow generator).
	.text
	.global f
	.proc f
f:
	alloc r16=ar.pfs,0,4,0,0
	mov r17=b0
	movl r2=-1
	;;
	mov ar.unat=r2
	;;
	ld8.fill r9=[r12]
	mov r10=0
	mov r8=0
	mov r20=6
	;;
	br.call.sptk.many b0=rec
	;;
	adds r11=0x100,r10
	mov ar.pfs=r16
	mov b0=r17
	;;
	br.ret.sptk.many b0
	;;
	.endp f
	.proc rec
rec:
	alloc r32=ar.pfs,0,40,0,0
	mov r33=b0
	;;
	mov r34=34
	;;
	mov r35=35
	;;
	add r36=r9,r0
	;;
	mov r37=37
	;;
	mov r38=38
	;;
	add r39=r9,r0
	;;
	mov r40=40
	;;
	mov r41=41
	;;
	add r42=r9,r0
	;;
	mov r43=43
	;;
	mov r44=44
	;;
	add r45=r9,r0
	;;
	mov r46=46
	;;
	mov r47=47
	;;
	add r48=r9,r0
	;;
	mov r49=49
	;;
	mov r50=50
	;;
	add r51=r9,r0
	;;
	mov r52=52
	;;
	mov r53=53
	;;
	add r54=r9,r0
	;;
	mov r55=55
	;;
	mov r56=56
	;;
	add r57=r9,r0
	;;
	mov r58=58
	;;
	mov r59=59
	;;
	add r60=r9,r0
	;;
	mov r61=61
	;;
	mov r62=62
	;;
	add r63=r9,r0
	;;
	mov r64=64
	;;
	mov r65=65
	;;
	add r66=r9,r0
	;;
	mov r67=67
	;;
	mov r68=68
	;;
	add r69=r9,r0
	;;
	mov r70=70
	;;
	mov r71=71
	;;
	adds r20=-1,r20
	;;
	cmp.gt p6,p7=r20,r0
	;;
	(p6) br.call.sptk.many b0=rec
	;;
	tnat.nz p8,p9=r34
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r35
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r36
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r37
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r38
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r39
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r40
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r41
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r42
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r43
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r44
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r45
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r46
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r47
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r48
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r49
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r50
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r51
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r52
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r53
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r54
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r55
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r56
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r57
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r58
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r59
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r60
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r61
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r62
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r63
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r64
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r65
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r66
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r67
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r68
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r69
	;;
	(p9) adds r10=1,r10
	;;
	tnat.nz p8,p9=r70
	;;
	(p8) adds r10=1,r10
	;;
	tnat.nz p8,p9=r71
	;;
	(p8) adds r10=1,r10
	;;
	adds r8=1,r8
	mov ar.pfs=r32
	mov b0=r33
	;;
	br.ret.sptk.many b0
	;;
	.endp rec
