# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# OCaml 3.x ocamlopt output for ia64 (written for this suite in its style): the code the
# ia64 emitter bundles itself (`{ .mmi ... }` with `;;` inside, `.mii`/`.mib`/`.mlx`), tagged
# integers (`cmp.lt p6, p7 = 5, r8`), minor-heap allocation against r4/r5 with a call to
# caml_call_gc on the slow path, closures called through `ld8 r14 = [r8]` + `mov b6`, `.L`
# return labels listed in the frametable (`data8 .L103`, `data2`), block headers as `data8`,
# camlX__code_begin/end and data_begin/end markers, `.align 8` data, and `stringz`.
	.text
	.align	16
	.global	camlFib__code_begin
camlFib__code_begin:
	.data
	.global	camlFib__data_begin
camlFib__data_begin:
	.text
	.align	16
	.global	camlFib__fib_58
	.proc	camlFib__fib_58
camlFib__fib_58:
	{ .mmi
	  add	sp = -16, sp
	  nop.m	0
	  mov	r3 = b0 ;;
	}
	{ .mii
	  st8	[sp] = r3
	  cmp.lt	p6, p7 = 5, r8
	  nop.i	0 ;;
	}
	{ .mib
	  nop.m	0
	  nop.i	0
	(p7) br.cond.dptk	.L100 ;;
	}
	{ .mmi
	  add	r2 = 8, sp
	  nop.m	0
	  add	r8 = -2, r8 ;;
	}
	{ .mmb
	  st8	[r2] = r8
	  nop.m	0
	  br.call.sptk	b0 = camlFib__fib_58 ;;
	}
.L101:
	{ .mmi
	  mov	r9 = r8
	  add	r2 = 8, sp
	  nop.i	0 ;;
	}
	{ .mmi
	  ld8	r8 = [r2] ;;
	  add	r8 = -2, r8
	  nop.i	0 ;;
	}
	{ .mmi
	  add	r2 = 8, sp ;;
	  st8	[r2] = r9
	  nop.i	0 ;;
	}
	{ .mmb
	  nop.m	0
	  nop.m	0
	  br.call.sptk	b0 = camlFib__fib_58 ;;
	}
.L102:
	{ .mmi
	  add	r2 = 8, sp ;;
	  ld8	r9 = [r2]
	  nop.i	0 ;;
	}
	{ .mii
	  add	r8 = r9, r8
	  nop.i	0 ;;
	  add	r8 = -1, r8 ;;
	}
	{ .mmi
	  ld8	r3 = [sp]
	  add	sp = 16, sp
	  nop.i	0 ;;
	}
	{ .mib
	  nop.m	0
	  mov	b0 = r3
	  br.ret.sptk	b0 ;;
	}
.L100:
	{ .mmi
	  mov	r8 = 3
	  ld8	r3 = [sp]
	  add	sp = 16, sp ;;
	}
	{ .mib
	  nop.m	0
	  mov	b0 = r3
	  br.ret.sptk	b0 ;;
	}
	.endp	camlFib__fib_58

	.align	16
	.global	camlFib__pair_62
	.proc	camlFib__pair_62
camlFib__pair_62:
	{ .mmi
	  add	sp = -16, sp
	  nop.m	0
	  mov	r3 = b0 ;;
	}
.L104:
	{ .mmi
	  st8	[sp] = r3
	  add	r4 = -24, r4
	  nop.i	0 ;;
	}
	{ .mib
	  cmp.ltu	p6, p0 = r4, r5
	  nop.i	0
	  (p6) br.call.spnt	b0 = caml_call_gc# ;;
	}
.L103:
	{ .mlx
	  add	r3 = 8, r4
	  movl	r2 = 2048 ;;
	}
	{ .mmi
	  st8	[r4] = r2
	  st8	[r3] = r8, 8
	  nop.i	0 ;;
	}
	{ .mmi
	  st8	[r3] = r9
	  add	r8 = 8, r4
	  nop.i	0 ;;
	}
	{ .mmi
	  ld8	r3 = [sp]
	  add	sp = 16, sp
	  nop.i	0 ;;
	}
	{ .mib
	  nop.m	0
	  mov	b0 = r3
	  br.ret.sptk	b0 ;;
	}
	.endp	camlFib__pair_62

	.align	16
	.global	camlFib__apply_66
	.proc	camlFib__apply_66
camlFib__apply_66:
	{ .mmi
	  ld8	r14 = [r9]
	  mov	r15 = r8
	  mov	r8 = r9 ;;
	}
	{ .mii
	  mov	r9 = r15
	  mov	b6 = r14
	  nop.i	0 ;;
	}
	{ .mmb
	  nop.m	0
	  nop.m	0
	  br.cond.sptk	b6 ;;
	}
	.endp	camlFib__apply_66

	.align	16
	.global	camlFib__entry
	.proc	camlFib__entry
camlFib__entry:
	{ .mmi
	  add	sp = -16, sp
	  nop.m	0
	  mov	r3 = b0 ;;
	}
	{ .mlx
	  st8	[sp] = r3
	  movl	r8 = camlFib__1 ;;
	}
	{ .mlx
	  nop.m	0
	  movl	r2 = camlFib ;;
	}
	{ .mmi
	  st8	[r2] = r8
	  mov	r8 = 61
	  nop.i	0 ;;
	}
	{ .mmb
	  nop.m	0
	  nop.m	0
	  br.call.sptk	b0 = camlFib__fib_58 ;;
	}
.L105:
	{ .mmi
	  mov	r8 = 1
	  ld8	r3 = [sp]
	  add	sp = 16, sp ;;
	}
	{ .mib
	  nop.m	0
	  mov	b0 = r3
	  br.ret.sptk	b0 ;;
	}
	.endp	camlFib__entry

	.text
	.global	camlFib__code_end
camlFib__code_end:
	.data
	.align	8
	data8	2295
	.global	camlFib
camlFib:
	.skip	8
	.global	camlFib__1
camlFib__1:
	data8	camlFib__fib_58
	data8	3
	data8	2300
	.global	camlFib__2
camlFib__2:
	stringz	"fib"
	.skip	4
	data1	4
	.data
	.global	camlFib__data_end
camlFib__data_end:
	data8	0
	.global	camlFib__frametable
camlFib__frametable:
	data8	4
	data8	.L101
	data2	16
	data2	0
	.align	8
	data8	.L102
	data2	16
	data2	1
	data2	8
	.align	8
	data8	.L103
	data2	16
	data2	2
	data2	8
	data2	9
	.align	8
	data8	.L105
	data2	16
	data2	0
	.align	8
