// `.type` of a global common symbol (`.comm`, `.type x, @common`) to anything
// but @object/@common is GNU as's error "cannot change type of common
// symbol"; we took it (and wrote a FUNC common). A `.type` before the `.comm`
// is fine (gas writes OBJECT then), as is a local common (`.lcomm`).
// Found by hand (gasdata20); read from ia64-linux-gnu-as 2.40.
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %ia64-as %s -o %t.gnu.o 2>&1 | FileCheck --check-prefix=GAS %s
	.comm c, 8
	.type c, @object
	.type c, @function
// CHECK: comm-type-change.s:[[@LINE-1]]:11: error: cannot change type of common symbol 'c'
// GAS: :[[@LINE-2]]: Error: cannot change type of common symbol 'c'
	.type d, @common
	.type d, @tls_object
// CHECK: comm-type-change.s:[[@LINE-1]]:11: error: cannot change type of common symbol 'd'
// GAS: :[[@LINE-2]]: Error: cannot change type of common symbol 'd'
	.type e, @function
	.comm e, 8
	.lcomm f, 8, 8
	.type f, @function
