// A small object with every part the ELF loader reads: code, data with a
// relocation, .bss, local and global symbols.
	.text
	.global main
	.proc main
main:
	addl r14 = @ltoff(counter), gp ;;
	ld8 r14 = [r14] ;;
	ld8 r15 = [r14] ;;
	adds r15 = 1, r15 ;;
	st8 [r14] = r15
	mov r8 = r15
	br.ret.sptk.many b0 ;;
	.endp main
	.data
	.align 8
table:	data8 main, counter
	.bss
	.align 8
counter: .skip 64
