# `.stabs`/`.stabn`/`.stabd` messages as GNU as 2.40 words them (each case
# probed alone: gas's line count slips after a missing string), located.
# A missing field is a warning and no entry; a description outside 16 bits a
# warning (its value in hex, as gas prints it) and its low 16 bits.
# RUN: not %epicsched as %s -o %t.o 2>&1 | FileCheck %s
	.text
# CHECK: stabs-errors.s:[[#@LINE+1]]:2: warning: .stabs: missing comma
	.stabs	"a",1,2,3
# CHECK: stabs-errors.s:[[#@LINE+1]]:9: error: missing string
	.stabs	a,1,2,3,4
# CHECK: stabs-errors.s:[[#@LINE+1]]:13: warning: .stabs: missing comma
	.stabs	"a" 1,2,3,4
# CHECK: stabs-errors.s:[[#@LINE+1]]:2: warning: .stabn: missing comma
	.stabn	1,2,3
# CHECK: stabs-errors.s:[[#@LINE+1]]:2: warning: .stabd: missing comma
	.stabd	1,2
# CHECK: stabs-errors.s:[[#@LINE+1]]:15: error: junk at end of line, first unrecognized character is `,'
	.stabd	1,2,3,4
# CHECK: stabs-errors.s:[[#@LINE+1]]:13: error: bad or irreducible absolute expression
	.stabs	"a",x,2,3,4
# CHECK: stabs-errors.s:[[#@LINE+1]]:13: warning: .stabn: description field '10000' too big, try a different debug format
	.stabn	1,2,65536,4
# CHECK: stabs-errors.s:[[#@LINE+1]]:13: warning: .stabn: description field 'ffff7fff' too big, try a different debug format
	.stabn	1,2,-32769,4
# CHECK: stabs-errors.s:[[#@LINE+1]]:13: error: bad or irreducible absolute expression
	.stabn	1,2,y,4
# A stab directive inside a bundle switches sections there (gas: "Missing '}'").
	{ .mii
	nop.m 0
# CHECK: stabs-errors.s:[[#@LINE-2]]:2: error: section changed inside a bundle opened here
	.stabn	68,0,1,0
	nop.i 0
	}
