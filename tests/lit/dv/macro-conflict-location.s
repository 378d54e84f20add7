// GNU as gives the conflicting use's line, inside a `.macro` expansion, as the line that
// invoked the outermost macro (where its line rows go), and the later use's line as the
// body's; `.rept`/`.irp` bodies keep their own lines. dvcheck gave the body line for both.
// REQUIRES: ia64-as
// RUN: %epicsched dvcheck %s | FileCheck %s
// RUN: %ia64-as -xexplicit %s -o %t.o 2>&1 | FileCheck %s --check-prefix=GAS
	.macro IN
	setf.sig f9 = r33
	.endm
	.macro OUT
	nop.m 0
	IN
	setf.sig f9 = r34
	;;
	.endm
	.text
	OUT
// CHECK: macro-conflict-location.s:13: Warning: Use of 'setf.sig' violates WAW dependency 'FR%, % in 2 - 127' (impliedf), specific resource number is 9
// CHECK-NEXT: macro-conflict-location.s:[[@LINE-2]]: Warning: This is the location of the conflicting usage
// GAS: macro-conflict-location.s:13: Warning: Use of 'setf.sig' violates WAW dependency 'FR%, % in 2 - 127' (impliedf), specific resource number is 9
// GAS: macro-conflict-location.s:[[@LINE-4]]: Warning: This is the location of the conflicting usage
	.rept 1
	setf.sig f10 = r33
	setf.sig f10 = r34
	;;
	.endr
// CHECK: macro-conflict-location.s:[[@LINE-3]]: Warning: Use of 'setf.sig' violates WAW dependency 'FR%, % in 2 - 127' (impliedf), specific resource number is 10
// CHECK-NEXT: macro-conflict-location.s:[[@LINE-5]]: Warning: This is the location of the conflicting usage
// GAS: macro-conflict-location.s:[[@LINE-5]]: Warning: Use of 'setf.sig' violates WAW dependency 'FR%, % in 2 - 127' (impliedf), specific resource number is 10
// GAS: macro-conflict-location.s:[[@LINE-7]]: Warning: This is the location of the conflicting usage
