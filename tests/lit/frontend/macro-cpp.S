// A .S file: cpp runs first, then the macro pass; locations stay those of
// the file as written (cpp's line markers), inside expansions too.
// RUN: not %epicsched parse --dump %s 2>&1 | FileCheck %s
#define VAL 5
	.data
	.macro m a
	data1 \a, VAL
	.endm
#ifdef VAL
	m 3
#endif
// CHECK: macro-cpp.S:[[@LINE+1]]:2: error: line check
	.error "line check"
	.macro bad
	data1 1 2
	.endm
// CHECK: macro-cpp.S:[[@LINE-2]]:10: error: expected ',' before '2'
// CHECK: macro-cpp.S:[[@LINE+1]]:2: note: macro 'bad' invoked from here
	bad
