// GNU as's short alloc `alloc r = i, l, o, r` (ar.pfs left out) is
// `alloc r = ar.pfs, i, l, o, r`, frame names included. Bytes equal gas's.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as -xexplicit %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o .text | FileCheck %s
// RUN: %ia64-objdump -d %t.o | FileCheck %s --check-prefix=DIS
// CHECK: identical
// DIS: alloc r31=ar.pfs,6,3,0
// DIS: adds r34=1,r32
	.explicit
	.text
{ .mii
	alloc r31 = 1, 2, 3, 0
	adds loc1 = 1, in0
	nop.i 0 ;;
}
