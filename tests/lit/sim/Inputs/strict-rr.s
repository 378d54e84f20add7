// Strict mode checks the region registers by number (issue 16 cause 4): the
// region a memory access reads is its address's bits 63:61, the one
// `mov rr[r3]=` writes is r3's. GNU as warns "may violate" for both groups
// (it cannot know the numbers); the simulator knows them.
	.text
	.global other, same
	.proc other
other:
	{ .mlx
	  mov r16 = rr[r0]		// region 0's register, written back unchanged
	  movl r17 = 0xa000000000010000 ;;	// region 5
	}
	{ .mmi
	  mov rr[r0] = r16		// writes RR[0]
	  st8 [r17] = r16		// reads RR[5]: no conflict
	  nop.i 0 ;;
	}
	{ .mmi
	  ld8 r8 = [r17] ;;
	  nop.m 0
	  nop.i 0
	}
	br.ret.sptk.many b0
	.endp other
	.proc same
same:
	{ .mlx
	  mov r16 = rr[r0]
	  movl r17 = 0x7f000000 ;;	// region 0, the stack page
	}
	{ .mmi
	  mov rr[r0] = r16		// writes RR[0]
	  st8 [r17] = r16		// reads RR[0] in the same group: stopped
	  nop.i 0 ;;
	}
	br.ret.sptk.many b0
	.endp same
