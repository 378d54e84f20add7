// `.symver` as glibc's versioned_symbol/compat_symbol macros write it: a defined symbol gets a
// versioned copy (`@` or `@@`, its binding, type, size and place, after every other symbol,
// the last `.symver` of a symbol first); `@@@` and `remove` rename it; an undefined one is
// renamed, and its references name the version. The versioned name is one token.
// REQUIRES: ia64-as
// RUN: %epicsched asm %s -o %t.o
// RUN: %ia64-as %s -o %t.gnu.o
// RUN: cmp %t.o %t.gnu.o
// RUN: ia64-linux-gnu-readelf -srW %t.o | FileCheck %s
// CHECK: R_IA64_PCREL21B {{.*}} __old_memcpy@GLIBC_2.0 + 0
// CHECK: R_IA64_DIR64LSB {{.*}} __longjmp_new@@GLIBC_2.3 + 0
// CHECK: 32 FUNC GLOBAL DEFAULT 1 __sigstack_longjmp
// CHECK: UND __old_memcpy@GLIBC_2.0
// CHECK: __longjmp_new@@GLIBC_2.3
// CHECK: 32 FUNC GLOBAL DEFAULT 1 _longjmp@GLIBC_2.0
// CHECK: 32 FUNC GLOBAL DEFAULT 1 __sigstack_longjmp@@GLIBC_2.2
	.text
	.align 16
	.global __sigstack_longjmp#
	.type __sigstack_longjmp#, @function
	.proc __sigstack_longjmp#
__sigstack_longjmp:
	alloc r8=ar.pfs,2,0,0,0
	br.call.sptk.many b0=__old_memcpy#
	.endp __sigstack_longjmp#
	.symver __sigstack_longjmp, __sigstack_longjmp@@GLIBC_2.2
	.symver __sigstack_longjmp, _longjmp@GLIBC_2.0
	.symver __old_memcpy, __old_memcpy@GLIBC_2.0
	.global __longjmp_new
__longjmp_new:
	br.ret.sptk.many b0
	.symver __longjmp_new, __longjmp_new@@@GLIBC_2.3
	.data
	data8 __longjmp_new
