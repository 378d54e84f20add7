// Every spelling of a predicate relation informs the dependency check the same
// way: ranges cover each predicate in them, register equates name the
// predicate they stand for. GNU as is silent on this file, and so are we.
// RUN: %epicsched dvcheck %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=violat
// RUN: %ia64-as -xexplicit -o %t.o %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=Warning
	.text
	.explicit
myp = p3
a:	.pred.rel.mutex p1-p3
(p3)	mov r8 = 1
(p1)	mov r8 = 2
	;;
b:	.pred.rel.mutex myp, p4
(p3)	mov r9 = 1
(p4)	mov r9 = 2
	;;
