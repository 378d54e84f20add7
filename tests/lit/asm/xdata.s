// .xdataN / .xrealN (and their .ua forms) put data into a named section
// without switching to it; section names that are not symbols are quoted,
// also in `sched` output (gas/xdata.s). Bytes are ia64-linux-gnu-as 2.40's.
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x ,xdata3 -x '.xreal(3)' -r %t.o | FileCheck %s
// RUN: %epicsched sched %s -o %t.s
// RUN: FileCheck %s --check-prefix=SCHED < %t.s
// CHECK: 0000000000000000 {{[0-9a-f]+}}00000081 Unknown {{.*}} f + 0
// CHECK-LABEL: section ',xdata3':
// CHECK-NEXT: 0x00000000 03000000 04000000
// CHECK-LABEL: section '.xreal(3)':
// CHECK-NEXT: 0x00000000 00000000 00000080 ff3f0000 00000000
// CHECK-NEXT: 0x00000010 00800040 00000000 00000840
// SCHED: .section ",xdata3", "a", @progbits
// SCHED: .section ".xreal(3)", "a", @progbits
// SCHED: .section "\".x5\"", "a", @progbits
.section ",xdata3", "a", @progbits
.section ".xreal(3)", "a", @progbits
.section "\".x5\"", "a", @progbits
.text
.xdata4 ",xdata3", 3
.xdata4.ua ",xdata3", 4
.xreal10 ".xreal(3)", 1
.xreal10.ua ".xreal(3)", 2
.xreal8.ua ".xreal(3)", 3
.xdata16 "\".x5\"", @iplt(f)
