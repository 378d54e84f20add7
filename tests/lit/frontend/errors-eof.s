// Constructs left open at the end of the file.
// RUN: not %epicsched parse %s 2>&1 | FileCheck %s --implicit-check-not=error:
	.text
// CHECK-DAG: errors-eof.s:[[@LINE+1]]:2: error: '.proc f' is not closed by '.endp'
	.proc f
f:
// CHECK-DAG: errors-eof.s:[[@LINE+1]]:2: error: bundle opened here is not closed with '}'
	{ .mii
	nop.m 0
