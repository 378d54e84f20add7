// ssm with a 24-bit mask: the dependency cache key of an instruction with an
// immediate operand was sized 9 bytes an operand, the immediate takes 10
// (asm_fuzzer; the sanitizer build asserts, a release build wrote past it).
	.text
	ssm 0xc3b562
(p15)	mov ar48 = r61
