// Thread-local storage in the IA-64 models: local-exec through tp with
// @tprel, initial-exec through a GOT slot with @ltoff(@tprel()), and
// general-dynamic with @ltoff(@dtpmod()) / @ltoff(@dtprel()).
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.section .tbss, "awT", @nobits
	.align 8
	.global counter
	.type counter, @object
	.size counter, 8
counter:
	.skip 8
	.text
	.global tls_bump
	.proc tls_bump
tls_bump:
	.regstk 0, 0, 0, 0
	addl r14 = @tprel(counter), r0 ;;	// local exec
	add r14 = r14, tp ;;
	ld8 r15 = [r14] ;;
	adds r15 = 1, r15 ;;
	st8 [r14] = r15
	addl r16 = @ltoff(@tprel(counter)), gp ;;	// initial exec
	ld8 r16 = [r16] ;;
	add r16 = r16, r13
	addl r17 = @ltoff(@dtpmod(counter)), gp	// general dynamic
	addl r18 = @ltoff(@dtprel(counter)), gp
	br.ret.sptk.many rp
	.endp tls_bump
// CHECK: section .tbss flags="awT" type=@nobits
// CHECK: inst addl GR:r14 = imm:@tprel(counter), GR:r0
// CHECK: inst add GR:r14 = GR:r14, GR:r13
// CHECK: inst addl GR:r16 = imm:@ltoff(@tprel(counter)), GR:r1
// CHECK: inst addl GR:r17 = imm:@ltoff(@dtpmod(counter)), GR:r1
// CHECK: inst addl GR:r18 = imm:@ltoff(@dtprel(counter)), GR:r1
// CHECK: symbol counter global object defined size=8
