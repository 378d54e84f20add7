# `epicsched disasm` on GNU as's object: same lines as objdump -d.
# REQUIRES: ia64-as
# RUN: %ia64-as -x %s -o %t.o
# RUN: %epicsched disasm %t.o > %t.mine
# RUN: %ia64-objdump -d %t.o | grep -E '^ +[0-9a-f]+:' > %t.ref
# RUN: grep -E '^ +[0-9a-f]+:' %t.mine | diff - %t.ref
# RUN: FileCheck %s < %t.mine
# CHECK: <foo>:
# CHECK: [MII]       adds r1=-8192,r2
# CHECK: mov.m ar.unat=r3
# CHECK: movl r1=0x123456789abcdef0
# CHECK: (p06) br.call.sptk.many b0=30 <foo+0x30>;;
# CHECK: rfi;;
        .text
        .global foo
foo:
        adds r1=-8192,r2
        mov r3=r4
        addl r5=0x1fffff,r3
        mov ar.unat=r3
        movl r1=0x123456789abcdef0
        cmp.gt.unc p6,p7=r1,r2 ;;
 (p6)   br.call.sptk.many b0=foo
        alloc r34=ar.pfs,2,3,4,0
        ld8.acq.nta r7=[r8],-256
        mux1 r1=r2,@rev
        fclass.m p6,p7=f8,@nat|@qnan
        rsm 0x4000
        srlz.d
        bsw.1 ;;
        rfi ;;
