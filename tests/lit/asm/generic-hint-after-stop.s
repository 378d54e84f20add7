# A unit-less `hint` whose value only I, F or X can hold (above hint.m's 19
# bits) reading a predicate the instruction before it writes: GNU as checks
# no dependency for a unit-less nop/break/hint in auto mode, so it writes
# `hint.i` into the compare's group (a RAW on p38 its own -x check would
# report). We keep the stop, and the hint after it goes on I: not on M, where
# it is out of range and gas never puts it there (we refused the file; fuzz
# campaign of seeds 8001-8017). First in a bundle it is M's and out of range, as in gas.
# RUN: %epicsched asm %s -o %t.o
# RUN: %ia64-objdump -d %t.o | FileCheck %s
# CHECK:      (p49) fcmp.eq.s3 p46,p38=f5,f69
# CHECK-NEXT: nop.i 0x0;;
# CHECK-NEXT: [MII] nop.m 0x0
# CHECK-NEXT: (p38) hint.i 0x1fffff
# RUN: not %epicsched asm %S/Inputs/generic-hint-first.s -o %t.first.o 2>&1 | FileCheck %s --check-prefix=FIRST
# FIRST: generic-hint-first.s:2:13: error: operand 1 of 'hint': 2097151 is out of range [0, 524287] in M slot
# RUN: not %ia64-as %S/Inputs/generic-hint-first.s -o %t.first.gas.o 2>&1 | FileCheck %s --check-prefix=GAS
# GAS: :2: Error: Bad operand value: integer operand out of range
# After a label too: gas starts a bundle there, so the hint is M's (seed 9026 n1394: we took it on I).
# RUN: not %epicsched asm %S/Inputs/generic-hint-label.s -o %t.label.o 2>&1 | FileCheck %s --check-prefix=LABEL
# LABEL: generic-hint-label.s:4:13: error: operand 1 of 'hint': 1854574 is out of range [0, 524287] in M slot
# RUN: not %ia64-as %S/Inputs/generic-hint-label.s -o %t.label.gas.o 2>&1 | FileCheck %s --check-prefix=GAS4
# GAS4: :4: Error: Bad operand value: integer operand out of range
# After a branch: gas starts the next bundle at the hint (seed 9046 n1800: we put it on I after
# the branch's stop).
# RUN: not %epicsched asm %S/Inputs/generic-hint-branch.s -o %t.branch.o 2>&1 | FileCheck %s --check-prefix=BRANCH
# BRANCH: generic-hint-branch.s:3:12: error: operand 1 of 'hint': 2097151 is out of range [0, 524287] in M slot
# RUN: not %ia64-as %S/Inputs/generic-hint-branch.s -o %t.branch.gas.o 2>&1 | FileCheck %s --check-prefix=GAS3
# GAS3: :3: Error: Bad operand value: integer operand out of range
# REQUIRES: ia64-as
	.text
	(p49) fcmp.neq.s3 p38, p46 = f5, f69
	(p38) hint 0x1fffff
