// hint.b, as GNU as 2.40 takes it: refused by default (and with
// -mhint.b=error), a warning with -mhint.b=warning, silent with -mhint.b=ok;
// the bytes are gas's (B9, x6=1). gas/hint.b-warn.s, rejected/gas/hint.b-err.s.
// RUN: not %epicsched asm %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %epicsched asm -mhint.b=error %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %epicsched asm -mhint.b=warning %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %epicsched asm -mhint.b=ok %s -o %t.o 2>&1 | count 0
// RUN: %epicsched disasm %t.o | FileCheck %s
// RUN: not %epicsched asm -mhint.b=maybe %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
// ERR: hint-b.s:[[@LINE+11]]:2: error: hint.b shouldn't be used
// ERR: hint-b.s:[[@LINE+15]]:2: error: hint.b shouldn't be used
// WARN: hint-b.s:[[@LINE+9]]:2: warning: hint.b may be treated as nop
// WARN: hint-b.s:[[@LINE+13]]:2: warning: hint.b may be treated as nop
// CHECK: c: ff 3f 04 20 hint.b 0x1ffff;;
// CHECK: 1c: 00 00 04 20 hint.b 0x0;;
// BAD: error: -mhint.b needs ok, warning or error, not 'maybe'
	.explicit
{ .mib
	nop.m 0
	nop.i 0
	hint.b 0x1ffff ;;
}
{ .mib
	nop.m 0
	nop.i 0
	hint.b @pause ;;
}
