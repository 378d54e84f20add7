// fchkf and FP traps. Entry `reset`: no fpsr set, so the reset value
// decides (traps disabled: 1/0 just sets sf0.z). Entry `chkf`: sf1 gets a
// flag sf0 lacks, so fchkf.s1 branches; fchkf.s0 with the flag in sf0 and
// its trap disabled does not. Entry `trap`: zd enabled, 1/0 stops the run.
	.text
	.global reset, chkf, trap
	.proc reset
reset:
	frcpa f8,p6=f1,f0 ;;
	mov r8=ar.fpsr
	br.ret.sptk b0 ;;
	.endp reset

	.proc chkf
chkf:
	mov r8=0
	mov r9=0
	fadd.s1 f8=f1,f1 ;;        // exact: no flag
	fmpy.s1 f9=f1,f0 ;;
	frcpa.s1 f10,p6=f1,f0 ;;   // sf1.z
	fchkf.s1 1f ;;
	mov r8=1 ;;
1:	frcpa f10,p6=f1,f0 ;;      // sf0.z, trap disabled
	fchkf.s0 2f ;;
	mov r9=1 ;;
2:	br.ret.sptk b0 ;;
	.endp chkf

	.proc trap
trap:
	movl r14=0x0009804c0270033b ;;  // FPSR_DEFAULT with traps.zd = 0
	mov ar.fpsr=r14 ;;
	frcpa f8,p6=f1,f0 ;;
	mov r8=1
	br.ret.sptk b0 ;;
	.endp trap
