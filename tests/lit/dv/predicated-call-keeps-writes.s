// A predicated br.call returns to what follows it, so the writes made under its
// predicate still matter there (GNU as: RAW on PKR#; a predicated br.cond would
// end them, since what follows runs only when it falls through). We erased them
// for calls too: dvcheck was silent and auto mode left out the srlz.d before the
// load (found by the gas differential, seed 9417 n1503).
// RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s
// CHECK: predicated-call-keeps-writes.s:[[@LINE+9]]: Warning: Use of 'ld8' may violate RAW dependency 'PKR#' (data)
// CHECK: predicated-call-keeps-writes.s:[[@LINE+3]]: Warning: This is the location of the conflicting usage
	.explicit
{ .mmb
	(p12) mov pkr[r28]=r57
	nop.m 0
	(p12) br.call.dptk b0=b7
}
{ .mmi
	ld8 r41=[r40]
	nop.m 0
	nop.i 0 ;;
}

