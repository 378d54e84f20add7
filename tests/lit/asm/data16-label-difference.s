// A 16-byte datum (data16, .octa) of labels: GNU as computes it while
// reading only when the labels are defined before it in one run of
// fixed-size frags (expr.c's frag_offset_fixed_p); an alignment, `.org` or
// aligned data (data2..16, real4..16, `.long`: ia64_cons_align starts a frag),
// a LEB128 of labels
// between them, or a label defined later, leaves a fixup, and gas refuses a
// 16-byte one ("Unsupported fixup size 16"). We wrote the difference. Found
// by fuzz/gas_gen_data.py (--with leb).
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: %epicsched asm %s -o %t.o
// RUN: llvm-readelf -x .data %t.o | FileCheck %s
	.data
D2:	.byte 0
D4:	data4 0		// the label is before data4's alignment frag
D5:	.skip 3		// a fill frag has a fixed size
D6:	.byte 0
	data16.ua D4 - D2, D6 - D5
	.text
	data16.ua D6 - D5	// labels of another section: computed there
// CHECK: 0x00000000 00000000 00000000 00000000 01000000
// CHECK-NEXT: 0x00000010 00000000 00000000 00000000 03000000
// CHECK-NEXT: 0x00000020 00000000 00000000 00000000
// RUN: llvm-readelf -x .text %t.o | FileCheck %s --check-prefix=TEXT
// TEXT: 0x00000000 03000000 00000000 00000000 00000000
// RUN: printf '\t.data\nD2:\tdata4 0\nD4:\tdata4 0\n\tdata16 D2 - D4 + 1\n' > %t.d/1.s
// RUN: printf '\t.data\nD2:\t.byte 0\n\t.align 4\nD4:\t.byte 0\n\t.octa D4 - D2\n' > %t.d/2.s
// RUN: printf '\t.data\nD4:\t.byte 0\n\treal8 1\nD5:\t.octa D5 - D4\n' > %t.d/3.s
// RUN: printf '\t.data\n\t.octa D5 - D4\nD4:\t.byte 0\nD5:\t.byte 0\n' > %t.d/4.s
// RUN: printf '\t.data\nD1:\t.uleb128 D3 - D1\nD3:\tdata16.ua D1 - D3\n' > %t.d/5.s
// RUN: not %epicsched asm %t.d/1.s -o %t.d/1.o 2>&1 | FileCheck %s --check-prefix=BAD1
// BAD1: 1.s:4:9: error: Unsupported fixup size 16
// RUN: not %epicsched asm %t.d/2.s -o %t.d/2.o 2>&1 | FileCheck %s --check-prefix=BAD2
// BAD2: 2.s:5:8: error: Unsupported fixup size 16
// RUN: not %epicsched asm %t.d/3.s -o %t.d/3.o 2>&1 | FileCheck %s --check-prefix=BAD3
// BAD3: 3.s:4:11: error: Unsupported fixup size 16
// RUN: not %epicsched asm %t.d/4.s -o %t.d/4.o 2>&1 | FileCheck %s --check-prefix=BAD4
// BAD4: 4.s:2:8: error: Unsupported fixup size 16
// A LEB128 gas computes while reading is fixed-size: no frag of its own.
// RUN: printf '\t.data\nD0:\nD1:\t.uleb128 D0 - D1 + 1\nD2:\t.octa D1 - D2 + 1\n' > %t.d/6.s
// RUN: %epicsched asm %t.d/6.s -o %t.d/6.o
// RUN: not %epicsched asm %t.d/5.s -o %t.d/5.o 2>&1 | FileCheck %s --check-prefix=BAD5
// BAD5: 5.s:3:15: error: Unsupported fixup size 16
