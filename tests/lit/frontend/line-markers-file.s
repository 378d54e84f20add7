// cpp's line markers (`# N "file"`) name GNU as's logical file and number its lines; a later
// `.file "name"` renames the logical file and the lines go on (Intel's libm sources start with
// `.file "exp.s"` after cpp's markers: GNU as reports exp.s lines, and -g's line table names
// exp.s). Without a marker before it `.file` leaves the physical file. `# N` without a file
// name and `#line N "f"` are comments to GNU as. GCC's `# 0 "" 2` after an inline asm body
// goes back to the physical file and line.
// REQUIRES: ia64-as
// RUN: split-file %s %t
// RUN: %epicsched asm %t/renamed.s -o %t/r.o 2>&1 | FileCheck %s --check-prefix=RENAMED
// RUN: %ia64-as %t/renamed.s -o %t/r.gnu.o 2>&1 | FileCheck %s --check-prefix=GAS
// RUN: %epicsched asm -g %t/renamed.s -o %t/rg.o 2>/dev/null
// RUN: %ia64-as -g %t/renamed.s -o %t/rg.gnu.o 2>/dev/null
// RUN: cmp %t/rg.o %t/rg.gnu.o
// RUN: ia64-linux-gnu-readelf -wl %t/rg.o | FileCheck %s --check-prefix=TABLE
// RUN: %epicsched asm %t/comments.s -o %t/c.o 2>&1 | FileCheck %s --check-prefix=COMMENTS
// RUN: %epicsched asm -g %t/comments.s -o %t/cg.o 2>/dev/null
// RUN: %ia64-as -g %t/comments.s -o %t/cg.gnu.o 2>/dev/null
// RUN: cmp %t/cg.o %t/cg.gnu.o
// RUN: %epicsched asm -g %t/unmarked.s -o %t/ug.o 2>/dev/null
// RUN: %ia64-as -g %t/unmarked.s -o %t/ug.gnu.o 2>/dev/null
// RUN: cmp %t/ug.o %t/ug.gnu.o
// RUN: ia64-linux-gnu-readelf -wl %t/ug.o | FileCheck %s --check-prefix=UNMARKED
// RUN: %epicsched asm %t/gccasm.s -o %t/a.o 2>&1 | FileCheck %s --check-prefix=GCCASM
// RUN: %epicsched asm -g %t/gccasm.s -o %t/ag.o 2>/dev/null
// RUN: %ia64-as -g %t/gccasm.s -o %t/ag.gnu.o 2>/dev/null
// RUN: cmp %t/ag.o %t/ag.gnu.o

//--- renamed.s
# 1 "../sysdeps/ia64/fpu/e_exp.S"
# 1 "<built-in>"
# 1 "../sysdeps/ia64/fpu/e_exp.S"
.file "exp.s"
	.text
	nop.m 0
	;;
	nop.m 0
# 40 "../sysdeps/ia64/fpu/e_exp.S"
	.warning "back"
.file "other.s"   // a comment after it
	.warning "renamed again"
// RENAMED-DAG: exp.s:4:2: warning: Explicit stops are ignored in auto mode
// RENAMED-DAG: e_exp.S:40:2: warning: back
// RENAMED-DAG: other.s:42:2: warning: renamed again
// GAS: exp.s:4: Warning: Explicit stops are ignored in auto mode
// GAS: e_exp.S:40: Warning: back
// GAS: other.s:42: Warning: renamed again
// TABLE: 1 0 0 0 exp.s

//--- comments.s
# 1 "bar.S"
	.text
	nop.m 0
# 7
#line 20 "zz.S"
	nop.m 0
	;;
// COMMENTS: bar.S:6:2: warning: Explicit stops are ignored in auto mode

//--- unmarked.s
.file "foo.c"
	.text
	nop.m 0
	nop.m 0
// UNMARKED: {{^ *}}1 1 0 0 unmarked.s

//--- gccasm.s
	.text
	nop.m 0
#APP
# 212 "../src/include/storage/s_lock.h" 1
	.warning "in the asm"
# 0 "" 2
#NO_APP
	.warning "after"
	nop.m 0
// GCCASM: s_lock.h:212:2: warning: in the asm
// GCCASM: gccasm.s:8:2: warning: after
