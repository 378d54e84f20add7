// A cpp-heavy source: multi-statement macros joined with `;` and `;;`,
// token pasting, stringizing into .ascii, conditional assembly, register
// names as macro arguments, and .reg-style register aliases redefined
// inside macro expansions.
// RUN: %epicsched parse %s -DCONFIG_SMP --dump | FileCheck %s
// RUN: %epicsched parse %s --dump | FileCheck %s --check-prefix=UP
// RUN: cpp -x assembler-with-cpp -D__ASSEMBLY__ -DCONFIG_SMP %s -o %t.s
// RUN: %ia64-as -o %t.o %t.s
#define PASTE(a, b)		a##b
#define STR(x)			#x
#define LOAD_PAIR(d1, d2, base)	ld8 d1 = [base], 8 ;; ld8 d2 = [base]
#define BIND(name, reg)		name = reg
#define FUNC(name)		.global name; .proc name; name:
#define ENDF(name)		.endp name

#ifdef CONFIG_SMP
# define LOCK_PREFIX		.acq
# define NR_CPUS		64
#else
# define NR_CPUS		1
#endif

	.text
FUNC(PASTE(copy_, pair))
	BIND(src, r32)
	BIND(tmp, r16)
	alloc r2 = ar.pfs, 2, 0, 0, 0
	LOAD_PAIR(tmp, r17, src)
	BIND(tmp, r18)			// redefined: later uses see r18
	add tmp = r16, r17
	adds r8 = NR_CPUS, r0
	br.ret.sptk.many rp
ENDF(copy_pair)
	.section .rodata
	.ascii STR(copy_pair)
// CHECK: directive .proc words=["copy_pair"]
// CHECK: label copy_pair
// CHECK: directive = words=["src", "r32"]
// CHECK: inst ld8 GR:r16 = mem[GR:r32], imm:8
// CHECK-NEXT: stop
// CHECK-NEXT: inst ld8 GR:r17 = mem[GR:r32]
// CHECK: inst add GR:r18 = GR:r16, GR:r17
// CHECK: inst adds GR:r8 = imm:64, GR:r0
// CHECK: data .ascii string ["copy_pair"]
// UP: inst adds GR:r8 = imm:1, GR:r0
