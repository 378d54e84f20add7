// Relocation operators, including the nested @ltoff(@fptr(x)) forms.
// RUN: %epicsched parse %s --dump | FileCheck %s
// RUN: %ia64-as -o %t.o %s
	.text
// CHECK: inst addl GR:r2 = imm:@gprel(var), GR:r1
	addl r2 = @gprel(var), gp
// CHECK: inst addl GR:r3 = imm:@ltoff(var), GR:r1
	addl r3 = @ltoff(var), gp
// CHECK: inst addl GR:r3 = imm:@ltoff(@fptr(func)), GR:r1
	addl r3 = @ltoff(@fptr(func)), gp
// CHECK: inst addl GR:r3 = imm:@ltoff(@tprel(tvar)), GR:r1
	addl r3 = @ltoff(@tprel(tvar)), gp
// CHECK: inst addl GR:r14 = imm:@ltoff(@dtpmod(tvar)), GR:r1
	addl r14 = @ltoff(@dtpmod(tvar)), gp
// CHECK: inst addl GR:r14 = imm:@ltoff(@dtprel(tvar)), GR:r1
	addl r14 = @ltoff(@dtprel(tvar)), gp
// CHECK: inst adds GR:r8 = imm:@tprel(tvar), GR:r13
	adds r8 = @tprel(tvar), r13
// CHECK: inst movl GR:r9 = imm:@gprel((var + 16))
	movl r9 = @gprel(var + 16)
// CHECK: inst addl GR:r2 = imm:@ltoffx(var), GR:r1
	addl r2 = @ltoffx(var), gp
	.data
// CHECK: data data8 int size=8 [@fptr(func), @pcrel(var), @segrel(var), @secrel(var)]
	data8 @fptr(func), @pcrel(var), @segrel(var), @secrel(var)
// CHECK: data data8 int size=8 [@iplt(func), @dtprel(tvar), @ltv(var)]
	data8 @iplt(func), @dtprel(tvar), @ltv(var)
// CHECK: data data4 int size=4 [@gprel(var)]
	data4 @gprel(var)
	.section .tbss, "awT", @nobits
tvar:	.skip 8
	.section .sdata, "aw"
var:	data8 0
	.text
func:	br.ret.sptk.many rp
