// `.pred.rel` and `.pred.safe_across_calls` are checked as GNU as checks them
// (same messages); each line below is refused by both.
// RUN: not %epicsched parse %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not %ia64-as -o %t.o %s
// CHECK: pred-rel-errors.s:[[@LINE+1]]:1: error: Predicate source and target required
.pred.rel "imply", p1, p2, p3
// CHECK: pred-rel-errors.s:[[@LINE+1]]:1: error: Predicate source and target required
.pred.rel "imply", p1
// CHECK: pred-rel-errors.s:[[@LINE+1]]:1: error: Unrecognized predicate relation type
.pred.rel "foo", p1, p2
// CHECK: pred-rel-errors.s:[[@LINE+1]]:17: error: Bad register range
.pred.rel.mutex p3-p1
// CHECK: pred-rel-errors.s:[[@LINE+1]]:20: error: Predicate register expected
.pred.rel.mutex p1,p64
// CHECK: pred-rel-errors.s:[[@LINE+1]]:17: error: Use of p0 is not valid in this context
.pred.rel.mutex p0,p1
// CHECK: pred-rel-errors.s:[[@LINE+1]]:17: error: Predicate register expected
.pred.rel.imply p1-p2
// CHECK: pred-rel-errors.s:[[@LINE+1]]:1: error: Predicate register expected
.pred.rel "clear"
// CHECK: pred-rel-errors.s:[[@LINE+1]]:1: error: At least two PR arguments expected
.pred.rel.mutex p1
// CHECK: pred-rel-errors.s:[[@LINE+1]]:25: error: Predicate register expected
.pred.safe_across_calls r1
// CHECK: pred-rel-errors.s:[[@LINE+1]]:23: warning: Duplicate predicate register ignored
.pred.rel.mutex p1-p3,p2
// gas counts the predicates before it drops duplicates.
// CHECK: pred-rel-errors.s:[[@LINE+1]]:24: warning: Duplicate predicate register ignored
.pred.rel "imply", p7, p7
// CHECK: pred-rel-errors.s:[[@LINE+1]]:20: warning: Duplicate predicate register ignored
.pred.rel.mutex p1,p1
