/* Included by cpp.S. */
#define SYS_BASE	42
#define LOAD_AND_STOP(d, s)	ld8 d = [s] ;;
#define BAD_IN_HEADER	\
	mov r1 = $r2
