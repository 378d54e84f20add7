// A relocation operator plus or minus a constant, `@gprel(x)+4`, `4+@pltoff(x)`,
// `@ltoff(x)-8`: GNU as relocates x plus the constant, exactly as for
// `@gprel(x+4)` (the same relocations, and the same "Cannot express GPREL14"
// warning in adds, whose field has no GPREL form). We refused it ("cannot add
// two relocatable values"). `@ltoff(@fptr(x+4))` is refused in an
// instruction only, as gas does (we wrote LTOFF_FPTR22 with the addend, exit 0).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: reloc-plus-constant.s:[[@LINE+29]]:11: warning: Cannot express GPREL14 relocation
// WARN-NOT: warning
// RUN: %ia64-objdump -r %t.o | FileCheck %s
// CHECK:      IMM14 {{ *}}.data+0x0000000000000004
// CHECK-NEXT: LTOFF22 {{ *}}.data+0x0000000000000004
// CHECK-NEXT: LTOFF22X {{ *}}.data-0x0000000000000004
// CHECK-NEXT: PLTOFF22 {{ *}}y+0x0000000000000008
// CHECK-NEXT: GPREL64I {{ *}}.data+0x0000000000000008
// CHECK:      GPREL64LSB {{ *}}.data+0x0000000000000004
// CHECK-NEXT: PCREL64LSB {{ *}}.data+0x0000000000000004
// CHECK-NEXT: SEGREL64LSB {{ *}}.data-0x0000000000000004
// CHECK-NEXT: LTOFF_FPTR64LSB {{ *}}.data+0x0000000000000004
// RUN: printf '\t.text\n\taddl r15=@ltoff(@fptr(x))+4,gp\n\tmovl r17=@ltoff(@fptr(x+8))\n\t.data\nx:\n' > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:11: error: no addend allowed in @fptr() relocation
// BAD: bad.s:3:11: error: no addend allowed in @fptr() relocation
// `sched` keeps them.
// RUN: %epicsched sched %s -o %t.sched.s 2>/dev/null
// RUN: %epicsched asm %t.sched.s -o %t.sched.o 2>/dev/null
// RUN: %ia64-objdump -r %t.sched.o | FileCheck %s
// Same relocations and messages as GNU as.
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s 2>&1 | FileCheck %s --check-prefix=GAS
// GAS: Warning: Cannot express GPREL14 relocation
// RUN: %ia64-objdump -r %t.gas.o | grep "^0" > %t.gas.txt
// RUN: %ia64-objdump -r %t.o | grep "^0" | diff %t.gas.txt -
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s 2>&1 | FileCheck %s --check-prefix=GASBAD
// GASBAD-COUNT-2: Error: No addend allowed in @fptr() relocation
	.text
	adds r14=@gprel(x)+4,gp
	addl r15=@ltoff(x)+4,gp
	addl r16=@ltoffx(x)-4,gp
	addl r17=8+@pltoff(y),gp
	movl r18=@gprel(x)+8
	.data
x:	data8 @gprel(x)+4
	data8 4+@pcrel(x)
	data8 @segrel(x)-4
	data8 @ltoff(@fptr(x+4))
