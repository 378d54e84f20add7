#define ADD(x) add r8 = r9, x
	add r20 = r21, r22
