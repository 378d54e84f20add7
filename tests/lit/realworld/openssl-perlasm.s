# RUN: %python %S/Inputs/check.py --epicsched %epicsched %s | FileCheck %s
# REQUIRES: ia64-as
# CHECK: all stages pass
# OpenSSL crypto/*/asm/*-ia64.pl output style: .explicit, bundles written out with { .mii; ... },
# modulo-scheduled loops (br.ctop with ar.lc/ar.ec and pr.rot, rotating registers named by .rotr/.rotp),
# .align 64 with .skip to place the loop, brp.loop.imp, .save ar.lc/pr, a data1 S-box table,
# an address table and stringz identification strings.
.ident	"ia64-style bignum and cipher kernels"
.explicit
.text

.global	bn_add_words#
.proc	bn_add_words#
.align	64
.skip	32
bn_add_words:
	.prologue
	.save	ar.pfs,r2
{ .mii;	alloc		r2=ar.pfs,4,12,0,16
	cmp4.le		p6,p0=r35,r0	};;
{ .mfb;	mov		r8=r0
	nop.f		0x0
(p6)	br.ret.spnt.many	b0	};;

{ .mib;	sub		r10=r35,r0,1
	.save	ar.lc,r3
	mov		r3=ar.lc
	brp.loop.imp	.L_add_ctop,.L_add_cend-16
					}
{ .mib;	add		r14=0,r32
	.save	pr,r9
	mov		r9=pr
	nop.b		0x0		};;
	.body
{ .mii;	add		r15=0,r33
	mov		ar.lc=r10
	mov		ar.ec=6		}
{ .mib;	add		r16=0,r34
	mov		pr.rot=1<<16
	nop.b		0x0		};;

.L_add_ctop:
{ .mii;	(p16)	ld8		r32=[r16],8
	(p18)	add		r39=r37,r34
	(p19)	cmp.ltu.unc	p56,p0=r40,r38	}
{ .mfb;	(p0)	nop.m		0x0
	(p0)	nop.f		0x0
	(p0)	nop.b		0x0		}
{ .mii;	(p16)	ld8		r35=[r15],8
	(p58)	cmp.eq.or	p57,p0=-1,r41
	(p58)	add		r41=1,r41	}
{ .mfb;	(p21)	st8		[r14]=r42,8
	(p0)	nop.f		0x0
	br.ctop.sptk	.L_add_ctop	};;
.L_add_cend:

{ .mii;
(p59)	add		r8=1,r8
	mov		pr=r9,0x1ffff
	mov		ar.lc=r3	}
{ .mbb;	nop.m		0x0
	nop.b		0x0
	br.ret.sptk.many	b0	};;
.endp	bn_add_words#

// A cipher round loop with named rotating registers.
.global	rc4_like#
.proc	rc4_like#
.align	32
rc4_like:
	.prologue
	.save	ar.pfs,r2
{ .mii;	alloc	r2=ar.pfs,3,13,0,8
	.save	ar.lc,r3
	mov	r3=ar.lc
	add	r10=-1,r34		};;
{ .mii;	nop.m	0x0
	.save	pr,r9
	mov	r9=pr
	mov	ar.lc=r10		};;
{ .mii;	nop.m	0x0
	mov	ar.ec=3
	nop.i	0x0			};;
	.body
	.rotr	In[3],Key[3]
	.rotp	Pld[3]
{ .mii;	mov	r16=r32
	mov	pr.rot=1<<16
	addl	r17=@ltoff(rc4_sbox#),gp	};;
{ .mmi;	ld8	r17=[r17]
	mov	r18=r33
	nop.i	0x0			};;
.L_rc4_top:
{ .mmi;	(Pld[0])	ld1	In[0]=[r16],1
	(Pld[1])	add	Key[0]=In[1],r17
	nop.i	0x0			};;
{ .mmi;	(Pld[1])	ld1	Key[1]=[Key[0]]
	nop.m	0x0
	nop.i	0x0			}
{ .mib;	(Pld[2])	st1	[r18]=Key[2],1
	nop.i	0x0
	br.ctop.sptk.many	.L_rc4_top	};;
{ .mii;	nop.m	0x0
	mov	ar.lc=r3
	mov	pr=r9,0x1ffff		}
{ .mib;	nop.m	0x0
	nop.i	0x0
	br.ret.sptk.many	b0	};;
.endp	rc4_like#

.section	.rodata
.align	64
.type	rc4_sbox#,@object
rc4_sbox:
data1	0x63,0x7c,0x77,0x7b,0xf2,0x6b,0x6f,0xc5
data1	0x30,0x01,0x67,0x2b,0xfe,0xd7,0xab,0x76
data1	0xca,0x82,0xc9,0x7d,0xfa,0x59,0x47,0xf0
data1	0xad,0xd4,0xa2,0xaf,0x9c,0xa4,0x72,0xc0
.size	rc4_sbox#,32
.align	8
.type	rc4_consts#,@object
rc4_consts:
data4	0x5a827999,0x6ed9eba1
data8	0x8f1bbcdc, 0xca62c1d6
data8	rc4_sbox#+16
.size	rc4_consts#,.-rc4_consts
stringz	"RC4-like for IA-64, CRYPTOGAMS-style output"
.align	16
stringz	"bn(64,64)"
