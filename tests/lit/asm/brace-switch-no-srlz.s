# In GNU as's default automatic mode a brace bundle is explicit code: gas ends
# the group before it (the mode switch) but inserts no srlz for it; it warns
# about the data dependency instead (gas/regs.s reads cr.irr0 right after
# cr.ivr this way). We inserted an srlz.d bundle before each such bundle.
# Auto-mode code after the bundles still gets its srlz.d. After `.auto`
# braces switch nothing and the srlz goes before the bundle (asm/srlz.s).
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# RUN: %ia64-as %s -o %t.gas.o 2>/dev/null
# RUN: %ia64-objdump -d %t.gas.o | FileCheck %s
# CHECK:      [MFB] mov r1=cr.ivr
# CHECK-NEXT: nop.f 0x0
# CHECK-NEXT: nop.b 0x0;;
# CHECK-NEXT: [MFB] mov r1=cr.irr0
# CHECK:      [MMI] srlz.d
# CHECK-NEXT: mov r1=cr.ivr
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MFB] mov r1=cr.irr1
# CHECK:      [MMI] srlz.d
# CHECK-NEXT: mov r1=cr.irr2
	.text
	{ .mfb
	mov r1 = cr.ivr ;; }
	{ .mfb
	mov r1 = cr.irr0 ;; }
	mov r1 = cr.ivr
	{ .mfb
	mov r1 = cr.irr1 ;; }
	mov r1 = cr.irr2
