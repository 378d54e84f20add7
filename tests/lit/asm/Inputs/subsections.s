// Subsections (tests/lit/asm/subsections.test).
	.text
	add r1 = r2, r3
	.subsection 1
	add r4 = r1, r5
	.subsection 0
	add r6 = r1, r7
	.text 2
	.global f
	.proc f
f:
	.prologue
	.save ar.pfs, r2
	alloc r2 = ar.pfs, 1, 1, 0, 0
	.body
	br.ret.sptk b0
	.endp f
	.text 1
	.proc g
g:
	.prologue
	.save ar.pfs, r3
	alloc r3 = ar.pfs, 1, 1, 0, 0
	.body
	ld8 r8 = [r32]
	br.ret.sptk b0
	.endp g
	.subsection -1
h:	mov r8 = r0
	.text
	.section .rodata
	data1 1
	.subsection -1
	data1 2
	.subsection 2147483648
	data1 3
	.subsection 4294967297
	data1 4
	.subsection 0x7fffffff
	data1 5
	.section .foo, "a"
	data1 1
	.subsection 2
	data1 3
	.pushsection .foo, 1
	data1 5
	.subsection 2
	data1 6
	.popsection
	.previous
	data1 7
	.previous
	data1 4
	.data 1
	data8 g
	.data
	data8 f
