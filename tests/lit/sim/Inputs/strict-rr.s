// Strict mode checks the region registers by number (issue 16 cause 4): the
// region a memory access reads is its address's bits 63:61, the one
// `mov rr[r3]=` writes is r3's. GNU as warns "may violate" for both groups
// (it cannot know the numbers); the simulator knows them.
	.text
	.global other, same, same5, samepkr
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
	.proc same5
same5:
	{ .mlx
	  nop.m 0
	  movl r18 = 0xa000000000000000 ;;	// region 5's register
	}
	{ .mlx
	  mov r16 = rr[r18]
	  movl r17 = 0xa000000000010000 ;;	// region 5
	}
	{ .mmi
	  mov rr[r18] = r16		// writes RR[5]
	  st8 [r17] = r16		// reads RR[5] in the same group: stopped, named RR#5
	  nop.i 0 ;;
	}
	br.ret.sptk.many b0
	.endp same5
	.proc samepkr
samepkr:
	{ .mmi
	  mov r19 = 3 ;;
	  mov r20 = pkr[r19]		// protection key register 3
	  nop.i 0 ;;
	}
	{ .mmi
	  mov pkr[r19] = r20		// writes PKR[3]
	  mov r21 = pkr[r19]		// reads it in the same group: stopped, named PKR#3
	  nop.i 0 ;;
	}
	br.ret.sptk.many b0
	.endp samepkr
