// GNU as's named immediates (@pause for hint, mux1's @brcst/@mix/@shuf/@alt/
// @rev, fclass's class names, also combined and inside other expressions)
// are constants: our bytes equal GNU as's, explicit and auto mode.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// RUN: sed -e '/^{/d' -e '/^}/d' -e 's/^\t\.explicit//' %s > %t.auto.s
// RUN: %epicsched asm %t.auto.s -o %t.auto.o
// RUN: %ia64-as -xauto %t.auto.s -o %t.auto.gnu.o
// RUN: %python %S/Inputs/asmdiff.py auto %t.auto.o %t.auto.gnu.o | FileCheck %s --check-prefix=AUTO
// CHECK: .text: 144 bytes identical
// AUTO: OK
// DIS: hint.m 0
// DIS: hint.i 0x0
// DIS: mux1 r1=r2,@rev
// DIS: mux1 r3=r4,@mix
// DIS: mux1 r5=r6,@shuf
// DIS: mux1 r7=r8,@alt
// DIS: fclass.m p6,p7=f8,0x100
// DIS: mux1 r9=r10,@brcst
// DIS: fclass.m p6,p7=f8,0x1c0
// DIS: fclass.m.unc p7,p6=f8,0x3f
// DIS: adds r11=11,r12
// DIS: hint.x 0x0
// DIS: break.m 0xb
// DIS: fclass.m p8,p9=f10,0x1c3
// DIS: hint.m 0
// DIS: hint.i 0x0;;
	.explicit
	.text
{ .mii
	hint.m @pause
	hint.i @pause
	mux1 r1 = r2, @rev
}
{ .mii
	nop.m 0
	mux1 r3 = r4, @mix
	mux1 r5 = r6, @shuf ;;
}
{ .mii
	nop.m 0
	mux1 r7 = r8, @alt
	nop.i 0 ;;
}
{ .mfi
	nop.m 0
	fclass.m p6, p7 = f8, @nat
	mux1 r9 = r10, @brcst ;;
}
{ .mfi
	nop.m 0
	fclass.m p6, p7 = f8, @nat|@qnan|@snan
	nop.i 0 ;;
}
{ .mfi
	nop.m 0
	fclass.nm.unc p6, p7 = f8, @pos|@neg|@zero|@unorm|@norm|@inf
	adds r11 = @rev, r12 ;;
}
{ .mlx
	nop.m 0
	hint.x @pause
}
{ .mfi
	break.m @rev
	fclass.m p8, p9 = f10, (@pos + @neg) | @nat | @snan | @qnan
	nop.i 0 ;;
}
{ .mmi
	hint @pause
	nop.m 0
	hint @pause ;;
}
