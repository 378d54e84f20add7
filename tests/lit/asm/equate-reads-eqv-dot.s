// An equate that reads an `==` (.eqv) symbol whose value names `.` (`S3 == . - D0`,
// `.set s6, S3 + 1`, `s7 = S3`) takes the `.` of where it is set, as GNU as reads an `==`
// symbol at each use: s6 = 8 - 0 + 1, s7 = 8. We wrote no symbol for s6 and s7 (their `.` had no
// place). Found by fuzz/gas_gen_data.py --with symbols (seed 23 n368).
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -s %t.o | FileCheck %s
// CHECK-DAG: {{0+}}9 {{.*}} ABS s6
// CHECK-DAG: {{0+}}8 {{.*}} ABS s7
// CHECK-DAG: {{0+}}c {{.*}} ABS S3
// RUN: llvm-readelf -x .data %t.o | FileCheck %s --check-prefix=DATA
// DATA: 0x00000000 00000000 05000000 08000000
// REQUIRES: ia64-as
// RUN: ia64-linux-gnu-as %s -o %t.gas.o
// RUN: llvm-readelf -s %t.gas.o | FileCheck %s
// RUN: llvm-readelf -x .data %t.gas.o | FileCheck %s --check-prefix=DATA
//
// With aligned data between (each an alignment frag to gas), GNU as reads that `.` as a
// frag offset minus D0's: 5 where `.` is 8 (`Inputs/eqv-dot-frags/aligned.s`), 9 when the
// expression is written out (`written-out.s`, as we read both). gas_differential.py classes
// such a data difference deliberate when the program with the `==` symbols written out in
// the eager equates gives our bytes again and agrees with gas.
// RUN: %epicsched asm %S/Inputs/eqv-dot-frags/aligned.s -o %t.al.o
// RUN: llvm-readelf -x .data %t.al.o | FileCheck %s --check-prefix=OURS
// OURS: 0x00000000 00000000 05000000 09000000
// RUN: ia64-linux-gnu-as %S/Inputs/eqv-dot-frags/aligned.s -o %t.al.gas.o
// RUN: llvm-readelf -x .data %t.al.gas.o | FileCheck %s --check-prefix=GAS
// GAS: 0x00000000 00000000 05000000 05000000
// RUN: ia64-linux-gnu-as %S/Inputs/eqv-dot-frags/written-out.s -o %t.wo.gas.o
// RUN: llvm-readelf -x .data %t.wo.gas.o | FileCheck %s --check-prefix=OURS
// RUN: %python %src/fuzz/gas_differential.py --recheck %S/Inputs/eqv-dot-frags/aligned.s %S/Inputs/eqv-dot-frags/written-out.s --jobs 1 --reduce-per-class 0 --quiet --known %src/fuzz/known-disagreements-data.txt --out %t.out --epicsched %epicsched | FileCheck %s --check-prefix=CLASS
// CLASS: CLASS 1 (1 programs) [known]: deliberate: GNU as reads `.` of an == symbol across data frags from frag offsets
// CLASS-NOT: CLASS
// CLASS: same object 1
// Not without an `==` symbol read by an eager equate:
// RUN: %python -c "import sys; sys.path.insert(0, sys.argv[1]); import gas_differential as g; t = open(sys.argv[2]).read(); print(g.with_lazy_inlined(t) == t)" %src/fuzz %S/Inputs/eqv-dot-frags/written-out.s | FileCheck %s --check-prefix=RULE
// RULE: True
	.data
D0:
	data4.ua 0
S3 == . - D0
	data4.ua 5
	.set s6, S3 + 1
s7 = S3
	data4.ua s7
