# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# Intel C/C++ (ICC/ecc) for Linux on IA-64 and Open64/ORC output styles: `// -- Begin f` and
# `// -- End f` markers, `// mark_description` and per-instruction `//0:  5` cycle comments,
# `.ident` twice, `.radix C`, sections with quoted types (`.section .text, "xa", "progbits"`,
# `"nobits"`), `..B1.1:` block labels, `{   .mii` bundles with `;;` after the last instruction
# and a comment, `.prologue 12, r34` (the rp/pfs mask with a first GR), `.pred.rel "mutex"` and
# Open64's `.pred.rel.mutex`, `.pred.safe_across_calls`, `data8.ua`/`data4.ua` tables, `.global`
# and `.local` with `#` names, `.lcomm`, `@gprel` to `.sdata`, `@ltoff` + `ld8`, `@fptr` data,
# `stringz` in `.rodata`, `.type f#,@function` and `.size f#,.LNf-f#` after `.endp`.
// -- Machine type IA64
// mark_description "Intel(R) C++ Compiler for applications running on IA-64, Version 9.1    Build 20061103 %s";
// mark_description "-O2 -S";
	.ident "Intel(R) C++ Compiler for applications running on IA-64, Version 9.1    Build 20061103 %s"
	.ident "-O2 -S"
	.file "sum.c"
	.radix	C
	.pred.safe_across_calls p1-p5,p16-p63
	.section	.text, "xa", "progbits"
	.align	32
	.section	.text, "xa", "progbits"
// -- Begin  sum
	.proc  sum#
	.align 32
	.global sum#
// --- sum(int *, int)
sum:
// parameter 1(a): r32
// parameter 2(n): r33
..B1.1:                         // Preds ..B1.0
{   .mii
        alloc     r8=ar.pfs,2,2,0,0                     //0:  3
        cmp4.lt   p6,p7=r0,r33                          //0:  5
        mov       r2=ar.lc                              //0:  3
}
{   .mmi
        mov       r9=r32                                //0:  5
        mov       r10=r0                                //0:  4
        sxt4      r11=r33 ;;                            //0:  5
}
.pred.rel "mutex", p6, p7
{   .mib
        nop.m     0
(p6)    add       r11=-1,r11                            //1:  5
(p7)    br.cond.dpnt.few ..B1.4 ;;                      //1:  5
}
..B1.2:                         // Preds ..B1.1
{   .mii
        nop.m     0
        mov       ar.lc=r11                             //2:  5
        nop.i     0 ;;
}
..B1.3:                         // Preds ..B1.3 ..B1.2
{   .mmi
        ld4       r14=[r9],4                            //3:  6
        nop.m     0
        nop.i     0 ;;
}
{   .mib
        nop.m     0
        add       r10=r10,r14                           //5:  6
        br.cloop.sptk.few ..B1.3 ;;                     //5:  5
}
..B1.4:                         // Preds ..B1.3 ..B1.1
{   .mib
        mov       r8=r10                                //6:  7
        mov       ar.lc=r2                              //6:  7
        br.ret.sptk.many b0 ;;                          //6:  7
}
	.endp  sum#
.LNsum:
	.type	sum#,@function
	.size	sum#,.LNsum-sum#
// -- End  sum
	.section	.text, "xa", "progbits"
// -- Begin  count_calls
	.proc  count_calls#
	.align 32
	.global count_calls#
// --- count_calls(int (*)(int), int)
count_calls:
// parameter 1(fn): r32
// parameter 2(x): r33
..B2.1:                         // Preds ..B2.0
        .prologue 12, r34
{   .mii
        alloc     r35=ar.pfs,2,4,1,0                    //0: 12
        mov       r34=b0                                //0: 12
        mov       r36=gp                                //0: 12
}
{   .mmi
        addl      r14=@gprel(calls#),gp                 //0: 13
        ld8       r15=[r32],8                           //0: 14
        nop.i     0 ;;
}
        .body
{   .mmi
        ld4       r16=[r14]                             //1: 13
        ld8       gp=[r32]                              //1: 14
        mov       b6=r15                                //1: 14
}
{   .mmi
        mov       r38=r33                               //1: 14
        nop.m     0
        nop.i     0 ;;
}
{   .mmb
        adds      r16=1,r16                             //2: 13
        nop.m     0
        br.call.sptk.many b0=b6 ;;                      //2: 14
}
{   .mmi
        mov       gp=r36                                //3: 14
        nop.m     0
        nop.i     0 ;;
}
{   .mmi
        addl      r14=@gprel(calls#),gp                 //4: 13
        addl      r17=@ltoff(last_result#),gp           //4: 15
        nop.i     0 ;;
}
{   .mmi
        st4       [r14]=r16                             //5: 13
        ld8       r17=[r17]                             //5: 15
        mov       ar.pfs=r35                            //5: 16
}
{   .mii
        nop.m     0
        mov       b0=r34                                //5: 16
        nop.i     0 ;;
}
{   .mib
        st4       [r17]=r8                              //6: 15
        nop.i     0
        br.ret.sptk.many b0 ;;                          //6: 16
}
	.endp  count_calls#
.LNcount_calls:
	.type	count_calls#,@function
	.size	count_calls#,.LNcount_calls-count_calls#
// -- End  count_calls
	.section	.sdata, "was", "progbits"
	.align 4
	.local calls#
calls:
	data4	0
	.type	calls#,@object
	.size	calls#,4
	.section	.bss, "wa", "nobits"
	.align 8
	.global last_result#
last_result:
	.skip	8
	.type	last_result#,@object
	.size	last_result#,8
	.lcomm	scratch#,64,16
	.section	.rodata, "a", "progbits"
	.align 16
__STRING.0:
	stringz	"sum=%d\n"
	.section	.data, "wa", "progbits"
	.align 8
	.global dispatch#
dispatch:
	data8.ua	@fptr(sum#)
	data8.ua	@fptr(count_calls#)
	data8.ua	__STRING.0
	data4.ua	0x10, 0x20
	.type	dispatch#,@object
	.size	dispatch#,28

// Open64 / ORC (Open Research Compiler) for IA-64, -O2 -S
	.section .text, "ax", "progbits"
	.align 32
	.proc  maxv#
	.global maxv#
	.type maxv#, @function
// Program Unit: maxv
maxv:	// 0x0
 // cycle 0
	.prologue
	.body
{ .mii
	cmp4.lt p6, p7 = r32, r33		// [0] id:5
	nop.i 0
	nop.i 0 ;;
}
	.pred.rel.mutex p6, p7
{ .mib
 (p6)	mov r8 = r33			// [1] id:6
 (p7)	mov r8 = r32			// [1] id:7
	br.ret.sptk.many b0 ;;		// [1] id:8
}
	.endp  maxv#
	.section .note.GNU-stack, "", "progbits"
