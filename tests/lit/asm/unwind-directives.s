// Every unwind directive, in explicit bundles (so the code is GNU as's):
// the .IA_64.unwind_info/.IA_64.unwind bytes, their relocations and
// readelf -u equal GNU as's. The FileCheck lines pin our own decoding.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o 2>/dev/null
// RUN: %python %S/Inputs/unwinddiff.py %t.o %t.gnu.o | FileCheck %s --check-prefix=SAME
// RUN: ia64-linux-gnu-readelf -Wu %t.o | FileCheck %s
// SAME: unwind equal
// CHECK: <>: [0x0-0xb0], info at +0x0
// CHECK-NEXT: v1, flags=0x0 (), len=200 bytes
// CHECK-NEXT: R1:prologue(rlen=15)
// CHECK-NEXT: P7:pfs_when(t=0)
// CHECK-NEXT: P3:pfs_gr(reg=r34)
// CHECK: P7:mem_stack_f(t=3,size=32)
// CHECK: P8:rnat_sprel(spoff=0x10)
// CHECK: P8:bsp_psprel(pspoff=0x10-0x28)
// CHECK: P8:priunat_when_mem(t=10)
// CHECK: P7:spill_base(pspoff=0x10-0x50)
// CHECK-NEXT: P3:rp_br(reg=b6)
// CHECK-NEXT: P10:unwabi(abi=@hpux,context=0x03)
// CHECK-NEXT: R1:body(rlen=18)
// CHECK-NEXT: X2:spill_reg(t=1,reg=r4,treg=r20)
// CHECK: X3:spill_psprel_p(qp=p4,t=6,reg=b2,pspoff=0x10-0x38)
// CHECK: X4:restore_p(qp=p7,t=11,reg=f2)
// CHECK-NEXT: B1:label_state(label=1)
// CHECK-NEXT: B2:epilogue(t=5,ecount=0)
// CHECK-NEXT: B1:copy_state(label=1)
// CHECK: <f2>:
// CHECK: R2:prologue_gr(mask=[rp,ar.pfs,psp],grsave=r40,rlen=6)
// CHECK-NEXT: P7:rp_when(t=0)
// CHECK-NEXT: P7:pfs_when(t=1)
// CHECK-NEXT: P7:mem_stack_v(t=2)
// CHECK-NEXT: P7:pr_when(t=3)
// CHECK-NEXT: P3:pr_gr(reg=r43)
// CHECK: B2:epilogue(t=5,ecount=1)
// CHECK: <f3>:
// CHECK: R1:prologue(rlen=15)
// CHECK-NEXT: P5:frgr_mem(grmask=[r4,r5,r6],frmask=[f2,f3,f16,f31])
// CHECK-NEXT: P1:br_mem(brmask=[b1,b3])
// CHECK-NEXT: P4:spill_mask(imask=[rrf,fbb,ffr,rbb,---])
// CHECK-NEXT: P7:spill_base(pspoff=0x10-0x10)
// CHECK-NEXT: P9:gr_gr(grmask=[r7],r50)
// CHECK-NEXT: P2:br_gr(brmask=[b4,b5],gr=r51)
// CHECK: <f4>: [0x170-0x180], info at +0x118
// CHECK-NEXT: v1, flags=0x0 (), len=0 bytes
// CHECK: <f5>:
// CHECK-NEXT: v1, flags=0x3 ( ehandler uhandler), len=8 bytes
// CHECK: <f6>:
// CHECK: R3:body(rlen=33)
// CHECK: B4:label_state(label=33)
// CHECK-NEXT: B3:epilogue(t=5,ecount=32)
// CHECK-NEXT: B4:copy_state(label=33)
// RUN: ia64-linux-gnu-readelf -Wr %t.o | FileCheck %s --check-prefix=RELOC
// RELOC: Relocation section '.rela.IA_64.unwind_info'
// RELOC-NEXT: Offset
// RELOC-NEXT: 0000000000000130 {{.*}} R_IA64_LTOFF_FPTR64LSB {{.*}} __gxx_personality_v0 + 0
// RELOC: Relocation section '.rela.IA_64.unwind'
// RELOC-NEXT: Offset
// RELOC-NEXT: 0000000000000000 {{.*}} R_IA64_SEGREL64LSB {{.*}} .text + 0
// RELOC-NEXT: 0000000000000008 {{.*}} R_IA64_SEGREL64LSB {{.*}} .text + b0
// RELOC-NEXT: 0000000000000010 {{.*}} R_IA64_SEGREL64LSB {{.*}} .IA_64.unwind_info + 0
// RUN: ia64-linux-gnu-readelf -x .IA_64.unwind_info %t.o | FileCheck %s --check-prefix=HANDLER
// The handler data after the personality pointer: data4 1, 2; data2 3; data8 4.
// HANDLER: 0x00000130 00000000 00000000 01000000 02000000
// HANDLER-NEXT: 0x00000140 03000000 00000000 04000000 00000000
	.explicit
	.text
	.global f1
	.proc f1
f1:
	.prologue
	.save ar.pfs, r34
	{ .mii
	alloc r34 = ar.pfs, 2, 3, 0, 0
	.save rp, r33
	mov r33 = b0
	.save pr, r35
	mov r35 = pr
	}
	.fframe 32
	{ .mmi
	adds r12 = -32, r12
	.save ar.unat, r36
	mov.m r36 = ar.unat
	.save ar.lc, r37
	mov.i r37 = ar.lc ;;
	}
	.save ar.fpsr, r38
	{ .mmi
	mov.m r38 = ar.fpsr
	.savesp ar.rnat, 16
	nop.m 0
	.savepsp ar.bsp, 24
	nop.i 0
	}
	.save ar.bspstore, r39
	.save @priunat, r40
	{ .mmi
	nop.m 0
	.savesp @priunat, 8
	nop.m 0
	.savesp rp, 0
	nop.i 0
	}
	.savesp ar.pfs, 4
	.savepsp pr, 12
	.savesp ar.lc, 16
	.savepsp ar.unat, 20
	.savesp ar.fpsr, 24
	.savesp ar.bspstore, 28
	.savepsp ar.rnat, 32
	.savesp ar.bsp, 36
	.savepsp ar.bspstore, 40
	.savepsp @priunat, 44
	.savepsp rp, 48
	.savepsp ar.pfs, 52
	.savesp pr, 56
	.savepsp ar.lc, 60
	.savesp ar.unat, 64
	.savepsp ar.fpsr, 68
	{ .mii
	nop.m 0
	.spill 64
	.altrp b6
	nop.i 0
	.unwabi @hpux, 3
	nop.i 0
	}
	.body
	{ .mii
	nop.m 0
	.spillreg r4, r20
	nop.i 0
	.spillreg.p p7, f2, f40
	nop.i 0
	}
	{ .mmb
	.spillsp b1, 16
	nop.m 0
	.spillpsp r5, 24
	nop.m 0
	.spillsp.p p3, f16, 32
	nop.b 0
	}
	{ .mii
	.spillpsp.p p4, b2, 40
	nop.m 0
	.spillreg rp, b3
	nop.i 0
	.spillreg ar.pfs, r41
	nop.i 0
	}
	{ .mii
	.spillreg psp, r42
	nop.m 0
	.restorereg r4
	nop.i 0
	.restorereg.p p7, f2
	nop.i 0
	}
	.label_state 1
	.restore sp
	{ .mmi
	mov r12 = r35
	nop.m 0
	nop.i 0 ;;
	}
	.copy_state 1
	{ .mib
	nop.m 0
	mov.i ar.pfs = r34
	br.ret.sptk.many b0 ;;
	}
	.endp f1

	.proc f2
f2:
	.prologue 0xe, r40
	.save rp, r40
	{ .mii
	nop.m 0
	.save ar.pfs, r41
	nop.i 0
	.vframe r42
	nop.i 0
	}
	.save pr, r43
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.body
	.label_state 40
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.prologue
	.vframesp 32
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.body
	.restore sp, 1
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.copy_state 40
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp f2

	.proc f3
f3:
	.prologue
	.spill 0
	.save.g 0x3
	{ .mii
	nop.m 0
	nop.i 0
	.save.f 0x11
	nop.i 0
	}
	{ .mii
	nop.m 0
	.save.b 0x5
	nop.i 0
	nop.i 0
	}
	.save.gf 0x4, 0x80002
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.save.g 0x8, r50
	{ .mii
	nop.m 0
	.save.b 0x18, r51
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	.vframepsp 16
	nop.i 0
	nop.i 0
	}
	.body
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp f3

	.proc f4
f4:
	.unwentry
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp f4

	.proc f5
f5:
	.prologue
	.save rp, r33
	{ .mii
	nop.m 0
	mov r33 = b0
	nop.i 0
	}
	.body
	{ .mmi
	nop.m 0
	nop.m 0
	nop.i 0
	}
	.personality __gxx_personality_v0
	.handlerdata
	data4 1, 2
	data2 3
	data8 4
	.endp f5

	.proc f6
f6:
	.prologue
	.save rp, r33
	{ .mii
	nop.m 0
	mov r33 = b0
	nop.i 0
	}
	.body
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	{ .mii
	nop.m 0
	nop.i 0
	nop.i 0
	}
	.prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body; .prologue; .body
	.label_state 33
	.restore sp, 32
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.copy_state 33
	{ .mib
	nop.m 0
	nop.i 0
	br.ret.sptk.many b0 ;;
	}
	.endp f6
