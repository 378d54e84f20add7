// A `.rotr` name as the address of a load or store (`ld1 Key[1]=[Key[0]]`, OpenSSL's perlasm
// writes it): the rotating register it names, with GNU as's bytes.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: %python %S/Inputs/asmdiff.py bytes %t.o %t.gnu.o | FileCheck %s
// CHECK: .text: 48 bytes identical
// A predicate name, or an index past the name's registers, is a located error.
// RUN: not %epicsched asm %S/Inputs/rotating-address-bad.s -o %t.bad.o 2>&1 | FileCheck %S/Inputs/rotating-address-bad.s
.explicit
.text
{ .mii;	alloc	r2=ar.pfs,3,13,0,8
	nop.i	0
	nop.i	0		};;
	.rotr	In[3],Key[3]
	.rotp	Pld[3]
{ .mmi;	(Pld[1])	ld1	Key[1]=[Key[0]]
	(Pld[2])	st1	[In[2]]=Key[2],1
	nop.i	0		};;
{ .mmi;	ld8	In[0]=[ In[1] ],8
	nop.m	0
	nop.i	0		};;
