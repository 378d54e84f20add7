// Explicit bundles, bare template directives and stops anywhere.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -x -o %t.o %s
	.text
	.explicit
// CHECK: section .text
// CHECK: [[@LINE+1]]:2 bundle .mii braced
	{ .mii
// CHECK-NEXT: [[@LINE+1]]:4 inst add GR:r1 = GR:r2, GR:r3
	  add r1 = r2, r3
// CHECK-NEXT: inst nop.i imm:0
// CHECK-NEXT: [[@LINE+1]]:12 stop
	  nop.i 0 ;;
// CHECK-NEXT: inst nop.i imm:0
	  nop.i 0
// CHECK-NEXT: [[@LINE+1]]:2 bundle-end
	}
// Several statements on one line, `;` separators and a stop after an
// instruction on the same line, closing brace on the same line too.
// CHECK: [[@LINE+6]]:1 bundle .mmi braced
// CHECK-NEXT: [[@LINE+5]]:9 inst ld8 GR:r4 = mem[GR:r5]
// CHECK-NEXT: [[@LINE+4]]:23 stop
// CHECK-NEXT: [[@LINE+3]]:26 inst nop.m imm:0
// CHECK-NEXT: [[@LINE+2]]:36 inst nop.i imm:0
// CHECK-NEXT: [[@LINE+1]]:44 bundle-end
{ .mmi; ld8 r4 = [r5] ;; nop.m 0 ; nop.i 0 }
// A bare template directive covers the next three instructions.
// CHECK: [[@LINE+1]]:2 bundle .mfi bare
	.mfi
// CHECK-NEXT: inst nop.m imm:0
	nop.m 0
// CHECK-NEXT: inst fma.s1 FR:f6 = FR:f7, FR:f8, FR:f9
	fma.s1 f6 = f7, f8, f9
// CHECK-NEXT: inst nop.i imm:0
	nop.i 0
// CHECK-NEXT: [[@LINE+1]]:2 stop
	;;
// CHECK-NEXT: bundle-end
// MLX: movl takes slots 1 and 2, so the bundle holds two instructions.
// CHECK: bundle .mlx bare
	.mlx
// CHECK-NEXT: inst nop.m imm:0
	nop.m 0
// CHECK-NEXT: inst movl GR:r8 = imm:81985529216486895
	movl r8 = 0x0123456789abcdef ;;
// CHECK-NEXT: stop
// CHECK-NEXT: bundle-end
// A bundle whose template the assembler chooses.
// CHECK: bundle (auto) braced
	{
	  nop.m 0
	  nop.i 0
	  nop.i 0
	}
// Every template name.
// CHECK: bundle .mib braced
// CHECK: bundle .mmb braced
// CHECK: bundle .mfb braced
// CHECK: bundle .mbb braced
// CHECK: bundle .bbb braced
// CHECK: bundle .mmf braced
	{ .mib; nop.m 0; nop.i 0; nop.b 0 }
	{ .mmb; nop.m 0; nop.m 0; nop.b 0 }
	{ .mfb; nop.m 0; nop.f 0; nop.b 0 }
	{ .mbb; nop.m 0; nop.b 0; nop.b 0 }
	{ .bbb; nop.b 0; nop.b 0; nop.b 0 }
	{ .mmf; nop.m 0; nop.m 0; nop.f 0 }
