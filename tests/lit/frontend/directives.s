// Directives the frontend does not act on are kept in order with their
// arguments (words, expressions and raw text), never dropped.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.psr abi64
	.psr lsb
	.lsb
	.msb
	.text
	.pred.safe_across_calls p1-p5,p16-p63
	.proc f
f:
	.prologue
	.save ar.unat, r9
	mov r9 = ar.unat
	.save pr, r10
	mov r10 = pr
	.fframe 32
	adds sp = -32, sp
	.spill 0
	.savesp ar.lc, 16
	mov r11 = ar.lc ;;
	.save.g 0x1
	mov r4 = r4
	.body
	.pred.rel "mutex", p6, p7
	cmp.eq p6, p7 = r0, r0
	.pred.rel.mutex p8, p9
	.pred.rel "imply", p6, p8
	.pred.rel "clear", p6, p7
	.explicit
	.auto
	.default
	.label_state 1
	.restore sp
	adds sp = 32, sp
	br.ret.sptk.many rp
	.copy_state 1
	.mem.offset 0, 0
	st8.spill [r2] = r4
	br.ret.sptk.many rp
	.endp f
// CHECK: directive .psr words=["abi64"] raw="abi64"
// CHECK: directive .psr words=["lsb"]
// CHECK: directive .lsb
// CHECK: directive .msb
// CHECK: directive .pred.safe_across_calls words=["p1-p5", "p16-p63"] raw="p1-p5,p16-p63"
// CHECK: directive .prologue
// CHECK: directive .save words=["ar.unat", "r9"] raw="ar.unat, r9"
// CHECK: directive .save words=["pr", "r10"]
// CHECK: directive .fframe args=[32]
// CHECK: directive .spill args=[0]
// CHECK: directive .savesp words=["ar.lc"] args=[16]
// CHECK: directive .save.g args=[1]
// CHECK: directive .body
// CHECK: directive .pred.rel words=["mutex", "p6", "p7"] raw="\"mutex\", p6, p7"
// CHECK: directive .pred.rel.mutex words=["p8", "p9"]
// CHECK: directive .pred.rel words=["imply", "p6", "p8"]
// CHECK: directive .pred.rel words=["clear", "p6", "p7"]
// CHECK: directive .explicit
// CHECK: directive .auto
// CHECK: directive .default
// CHECK: directive .label_state args=[1]
// CHECK: directive .restore words=["sp"]
// CHECK: directive .copy_state args=[1]
// CHECK: directive .mem.offset args=[0, 0]
// CHECK: directive .endp words=["f"]
