/* Included by cpp.S. */
#define SYS_BASE	42
#define LOAD_AND_STOP(d, s)	ld8 d = [s] ;;
#define BAD_MACRO	\
	mov r1 = `r2
#ifdef BREAK
	.text
	nop.i 0
	mov r1 = `r3
#endif
