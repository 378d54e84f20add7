// A wrong `.region` promise is caught by translation validation: r32 points
// into region 0 (validate's pointer window), the directive says 7, so the
// load goes into the window between `mov rr[r0] =` and its srlz.d, and the
// simulator's strict mode stops the scheduled run there.
// Without the directive the same code validates.

// CHECK: mov rr[r0]=r9 ;;
// CHECK: .serialize.data
// CHECK: ld8 r16=[r32]
// CHECK: srlz.d
// VAL: FAIL wrong#0 {{.*}}reference to 0x{{[0-9a-f]+}} in region 0, whose rr was written without srlz.d
// PLAIN: 1 passed, 0 failed

	.text
	.global wrong
	.proc wrong
wrong:
	mov rr[r0] = r9
	.region [r32], 7
	ld8 r16 = [r32]
	ld8 r17 = [r33]
	;;
	add r18 = r16, r17
	br.ret.sptk.many b0
	.endp wrong
