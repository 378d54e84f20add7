// `sched --explain=svg`: every scheduled region's predicted timeline with its
// critical path outlined and its lower bound drawn, with the reason. Here a
// chain ld8 -> add -> st8 (-> br.ret, ordered after the store) bounds the
// region: nothing else can make it shorter.
// RUN: %epicsched sched %s --solver=list -o %t.s --explain=svg --explain-output=%t.svg
// RUN: %python %S/Inputs/viewcheck.py svg %t.svg | FileCheck %s
// CHECK: timeline chain: chain#0 (list): predicted {{[0-9]+}} cycles, lower bound [[LB:[0-9]+]] (critical path: a chain of [[C:[0-9]+]] dependent instructions needs [[LB]] cycles)
// CHECK: critical [[C]]
// CHECK: lower-bound-line lower bound [[LB]]: critical path
// Without --explain-output the picture goes beside -o.
// RUN: %epicsched sched %s --solver=list -o %t.b.s --explain=svg
// RUN: %python %S/Inputs/viewcheck.py svg %t.b.s.svg | FileCheck --check-prefix=BESIDE %s
// BESIDE: critical {{[1-9]}}
// RUN: not %epicsched sched %s --explain=svg 2>&1 | FileCheck --check-prefix=NOOUT %s
// NOOUT: error: --explain=svg needs --explain-output=FILE.svg or -o OUT
// RUN: not %epicsched sched %s -o %t.c.s --explain=svg --region=nosuch 2>&1 | FileCheck --check-prefix=NOREG %s
// NOREG: error: --explain: no scheduled region named 'nosuch'
	.text
	.global chain
	.proc chain
chain:
	ld8 r2 = [r32]
	adds r9 = 1, r33
	adds r10 = 2, r34
	;;
	add r3 = r2, r35
	;;
	st8 [r36] = r3
	br.ret.sptk.many b0
	.endp chain
