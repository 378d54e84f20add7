// alloc (or .regstk) with more rotating registers than its frame: GNU as
// warns "Size of rotating registers exceeds frame size", encodes the frame
// size as 0 and sol as 0 - outs (so only a frame without outs encodes:
// "Operand 4 of `alloc' should be a local register count") and keeps the
// frame it had (in0/loc0 names, the rotating count `.rotr` checks). We
// refused every such alloc ("rotating size must be a multiple of 8 within
// the frame"). Found by fuzz/gas_differential.py (`alloc r27=ar.pfs,0,53,0,96`).
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN-DAG: alloc-rotating-exceeds-frame.s:29:24: warning: Size of rotating registers exceeds frame size
// WARN-DAG: alloc-rotating-exceeds-frame.s:33:2: warning: Size of rotating registers exceeds frame size
// WARN-DAG: alloc-rotating-exceeds-frame.s:34:26: warning: Size of rotating registers exceeds frame size
// RUN: %ia64-objdump -d %t.o | FileCheck %s
// CHECK: alloc r1=ar.pfs,17,17,16
// CHECK: alloc r2=ar.pfs,0,0,24
// CHECK: add r35=r1,r2
// CHECK: add r3=r32,r48
// CHECK: alloc r27=ar.pfs,0,0,96
// CHECK: add r35=r1,r2
// RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().split('// ERRORS')[1].replace('// ', ''))" %s > %t.bad.s
// RUN: not %epicsched asm %t.bad.s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.s:2:23: error: operand 4 of alloc should be a local register count
// BAD: bad.s:3:25: error: rotating size must be a multiple of 8, at most 96
// BAD: bad.s:5:8: error: '.rotr' uses more than the 0 rotating registers of the current frame
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as -o %t.gas.o %s
// RUN: cmp %t.o %t.gas.o
// RUN: not ia64-linux-gnu-as -o %t.bad.gas.o %t.bad.s
	alloc r1=ar.pfs,1,16,0,16
	alloc r2=ar.pfs,1,0,0,24
	.rotr a[16]
	add a[3]=r1,r2
	add r3=in0,loc15
	.regstk 1,0,0,96
	alloc r27=ar.pfs,0,53,0,96
	add a[3]=r1,r2
// ERRORS
// 	alloc r27=ar.pfs,2,3,4,16
// 	alloc r27=ar.pfs,0,53,0,60
// 	alloc r27=ar.pfs,0,53,0,56
// 	.rotr a[8]
