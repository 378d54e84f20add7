// RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
// REQUIRES: ia64-as
// CHECK: all stages pass
// Mozilla XPCOM xptcall for IPF (xpcom/reflect/xptcall/src/md/unix/xptcinvoke_asm_ipf64.s and
// xptcstubs_asm_ipf64.s, Mozilla 1.7 / Firefox 2 era, written for this suite in their style):
// `.radix C`, `.psr abi64`/`.psr lsb`, `.section .text, "ax","progbits"`, `.proc` ahead of
// `.explicit`, `NAME::` global labels, no bundles but hand-placed `;;` with `// M`/`// A` unit
// comments, `.save ar.pfs, r37` + `alloc`, `.save rp`, `.vframe r38` + `.restore sp`, `.fframe`,
// the fp argument registers f8-f15 loaded with `ldfd`/stored with `stfd`, a vtable call through a
// function descriptor (`ld8 r12 = [r11], 8; ld8 gp = [r11]; mov b6`), and bare `.endp`s (GNU as:
// "Empty argument of .endp", "`NS_InvokeByIndex' should be an operand to this .endp").

// Select C numeric constant
        .radix  C
        .psr    abi64
        .psr    lsb
// Section has executable code
        .section .text, "ax","progbits"
// procedure named 'NS_InvokeByIndex'
        .proc   NS_InvokeByIndex
// manual bundling
        .explicit

// extern "C" PRUint32
// invoke_copy_to_stack(uint64_t* d,
//   const PRUint32 paramCount, nsXPTCVariant* s)
        .global invoke_copy_to_stack
//      .exclass  invoke_copy_to_stack, @fullyvisible
        .type   invoke_copy_to_stack,@function

//      .exclass  NS_InvokeByIndex, @fullyvisible
        .type   NS_InvokeByIndex,@function

// NS_InvokeByIndex(nsISupports* that, PRUint32 methodIndex,
//   PRUint32 paramCount, nsXPTCVariant* params);
NS_InvokeByIndex::
        .prologue
        .save ar.pfs, r37
// allocate 4 input args, 6 local args, and 8 output args
        alloc           r37 = ar.pfs, 4, 6, 8, 0   // M
        nop.i           0                       ;;  // I

// unwind table already knows gp, no need to specify anything
        add             r39 = 0, gp                 // A
        .save rp, r36
        mov             r36 = rp                    // I
        .vframe r38
        add             r38 = 0, sp             ;;  // A

// We first calculate the amount of extra memory stack space required
// for the arguments, and register storage.
// We then call invoke_copy_to_stack() to write the argument contents
// to the specified memory regions.
// We then copy the integer arguments to integer registers, and floating
// arguments to float registers.
// Lastly we load the virtual table jump pointer, and call the target
// subroutine.

// in0 : that
// in1 : methodIndex
// in2 : paramCount
// in3 : params

// stack frame size is 16 + (8 * even(paramCount)) + 64 + 64
// 16 byte frame header
// 8 * even(paramCount) memory argument area
// 64 bytes integer register area
// 64 bytes float register area
// This scheme makes sure stack fram size is a multiple of 16

        .body
        add             r10 = 8, r0                 // A
// r41 points to float register area
        add             r41 = -64, sp               // A
// r40 points to int register area
        add             r40 = -128, sp          ;;  // A

        add             out1 = 0, r40               // A
        add             out2 = 0, r41               // A
        tbit.z          p14,p15 = in2,0         ;;  // I

// compute 8 * even(paramCount)
(p14)   shladd          r11 = in2, 3, r0        ;;  // A
(p15)   shladd          r11 = in2, 3, r10       ;;  // A
        sub             out0 = r40, r11         ;;  // A

// advance the stack frame
        add             sp = -16, out0              // A
        add             out3 = 0, in2               // A
        add             out4 = 0, in3               // A

// branch to invoke_copy_to_stack
        br.call.sptk.few rp = invoke_copy_to_stack ;;    // B

// restore gp
        add             gp = 0, r39                 // A
        add             out0 = 0, in0               // A

// load the integer and float registers
        ld8             out1 = [r40], 8             // M
        ldfd            f8 = [r41], 8           ;;  // M

        ld8             out2 = [r40], 8             // M
        ldfd            f9 = [r41], 8           ;;  // M
        ld8             out3 = [r40], 8             // M
        ldfd            f10 = [r41], 8          ;;  // M

        ld8             out4 = [r40], 8             // M
        ldfd            f11 = [r41], 8          ;;  // M
        ld8             out5 = [r40], 8             // M
        ldfd            f12 = [r41], 8          ;;  // M
// 16 * 8 = 128
        ld8             out6 = [r40], 8             // M
        ldfd            f13 = [r41], 8          ;;  // M
        ld8             out7 = [r40], 8             // M
        ldfd            f14 = [r41], 8          ;;  // M
        ldfd            f15 = [r41], 8          ;;  // M

// Don't need to load 8th integer argument
// or the 8th floating point argument.

// load the vtable pointer
        ld8             r10 = [in0]             ;;  // M
// compute the address of the function descriptor in the vtable
        shladd          r10 = in1, 3, r10       ;;  // A
        ld8             r11 = [r10]             ;;  // M
// load the function address and gp
        ld8             r12 = [r11], 8          ;;  // M
        ld8             gp = [r11]                  // M
        mov             b6 = r12                ;;  // I

// call the target function
        br.call.sptk.many rp = b6               ;;  // B

// clean up
        mov             ar.pfs = r37                // I
        mov             rp = r36                    // I
        .restore sp
        add             sp = 0, r38             ;;  // A
        add             gp = 0, r39                 // A
        br.ret.sptk.few rp                      ;;  // B

        .endp

// Select C numeric constant
        .radix  C
        .psr    abi64
        .psr    lsb
// Section has executable code
        .section .text, "ax","progbits"
// procedure named 'SharedStub'
        .proc   SharedStub
// manual bundling
        .explicit

        .global PrepareAndDispatch
//      .exclass  PrepareAndDispatch, @fullyvisible
        .type   PrepareAndDispatch,@function

//      .exclass  SharedStub, @fullyvisible
        .type   SharedStub,@function

// r14 = stub number (method index), r15 = 'this'; see xptcstubs_ipf64.cpp
// saved rp is r40, saved ar.pfs is r41, saved gp is r43

// SharedStub(nsXPTCStubBase* self, ...)
SharedStub::
// 8 integer registers and 8 floating point registers
        .prologue
        .save ar.pfs , r41
// allocate 8 input args, 4 local args, and 5 output args
        alloc           r41 = ar.pfs, 8, 4, 5, 0   // M
        .save rp, r40
        mov             r40 = rp                   // I
        nop.i           0                       ;; // I

        .fframe 144
        add             sp = -144, sp           ;; // A
        .body
// unwind table already knows gp, don't need to specify anything
        add             r43 = 0, gp                // A

// We have possible 8 integer registers and 8 float registers that could
// be arguments. We also have a stack region from the caller that has the
// rest of the arguments.

// save GP registers
        add             r18 = 16, sp               // A
        add             r19 = 24, sp            ;; // A
        st8             [r18] = r32, 16            // M
        st8             [r19] = r33, 16         ;; // M
        st8             [r18] = r34, 16            // M
        st8             [r19] = r35, 16         ;; // M
        st8             [r18] = r36, 16            // M
        st8             [r19] = r37, 16         ;; // M
        st8             [r18] = r38, 16            // M
        st8             [r19] = r39, 16         ;; // M

// save FP registers
        stfd            [r18] = f8, 16             // M
        stfd            [r19] = f9, 16          ;; // M
        stfd            [r18] = f10, 16            // M
        stfd            [r19] = f11, 16         ;; // M
        stfd            [r18] = f12, 16            // M
        stfd            [r19] = f13, 16         ;; // M
        stfd            [r18] = f14, 16            // M
        stfd            [r19] = f15, 16         ;; // M

// pass the 'this', the method index, the register area and the caller's
// memory area (16 bytes above the caller's sp) to PrepareAndDispatch
        add             out0 = 0, r15              // A
        add             out1 = 0, r14              // A
        add             out2 = 16, sp              // A
        add             out3 = 80, sp              // A
        add             out4 = 160, sp          ;; // A

        br.call.sptk.many rp = PrepareAndDispatch  ;; // B

// restore gp, sp, rp, ar.pfs
        add             gp = 0, r43                // A
        .restore sp
        add             sp = 144, sp               // A
        mov             rp = r40                ;; // I
        mov             ar.pfs = r41               // I
        nop.i           0
        br.ret.sptk.few rp                      ;; // B

        .endp

// The stubs (xptcstubs_ipf64.cpp's STUB_ENTRY) put the method index in r14
// and 'this' in r15 and jump here; a sentinel entry for each is below.
        .align 32
        .proc   nsXPTCStubBase_Sentinel
        .type   nsXPTCStubBase_Sentinel,@function
nsXPTCStubBase_Sentinel::
        .prologue
        .body
        mov             r14 = 3                    // M
        add             r15 = 0, r32               // I
        nop.i           0                       ;; // I
        nop.m           0
        nop.i           0
        br.sptk.many    SharedStub              ;; // B
        .endp
