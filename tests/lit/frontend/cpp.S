// .S files go through cpp (-I and -D passed on); diagnostics point at the
// original file and line, including lines from #included headers.
// RUN: %epicsched parse %s -I %S/Inputs -DEXTRA=3 --dump | FileCheck %s
// RUN: not %epicsched parse %s -I %S/Inputs -DEXTRA=3 -DBREAK 2>&1 | FileCheck %s --check-prefix=ERR
// Code inside the included header is reported at the header's own line.
// ERR: cpp_defs.h:9:11: error: unexpected character '`'
// RUN: not %epicsched parse %s -DBREAK 2>&1 | FileCheck %s --check-prefix=NOINC
#include "cpp_defs.h"

	.text
// CHECK: [[@LINE+1]]:2 inst adds GR:r8 = imm:45, GR:r0
	adds r8 = SYS_BASE + EXTRA, r0
	// A multi-line macro expands on one line; its statements carry this line.
// CHECK: [[@LINE+2]]:{{[0-9]+}} inst ld8 GR:r2 = mem[GR:r3]
// CHECK-NEXT: [[@LINE+1]]:{{[0-9]+}} stop
	LOAD_AND_STOP(r2, r3)
#ifdef BREAK
// ERR: cpp.S:[[@LINE+1]]:10: error: unexpected end of line
	add r1 =
// A macro expansion is reported at the line that uses the macro.
// ERR: cpp.S:[[@LINE+1]]:11: error: unexpected character '`'
	BAD_MACRO
#endif
// NOINC: error: preprocessor: cpp_defs.h: No such file or directory
