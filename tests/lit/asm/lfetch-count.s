// lfetch.count's stride is counted in 64-byte units: GNU as drops the low 6
// bits with a warning (gas/psn.s); tf's feature names @clz/@mpy/@datahints.
// Bytes, disassembly and warnings are ia64-linux-gnu-as/objdump 2.40's.
// RUN: %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %epicsched disasm %t.o | FileCheck %s
// WARN: lfetch-count.s:[[@LINE+8]]:{{[0-9]+}}: warning: stride must be a multiple of 64; lower 6 bits ignored
// WARN: lfetch-count.s:[[@LINE+8]]:{{[0-9]+}}: warning: stride must be a multiple of 64; lower 6 bits ignored
// CHECK: 0: 09 e8 3b ff 62 19 [MMI] lfetch.count.d5 [r127],62,896
// CHECK: 6: 00 80 06 c0 32 00 lfetch.count [r1],1,-1024
// CHECK: 16: 10 08 02 04 28 60 tf.z p1,p2=32
// CHECK: 1c: 50 04 10 50 tf.z p3,p4=34;;
	.explicit
{ .mmi
	lfetch.count.d5 [r127], 62, 0x3bf
	lfetch.count [r1], 1, -0x3ff
	nop.i 0 ;;
}
{ .mii
	nop.m 0
	tf.z p1, p2 = @clz
	tf.z p3, p4 = @datahints ;;
}
