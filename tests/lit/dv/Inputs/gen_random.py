#!/usr/bin/env python3
"""Generates random.s: random small instruction groups (seeded, deterministic)
drawn from a pool that touches every resource family, with few registers so
that conflicts are frequent. Regenerate with:
    python3 gen_random.py > random.s
"""
import random

GR = ["r1", "r2", "r3", "r16", "r33"]
FR = ["f2", "f3", "f6", "f40"]
PR = ["p1", "p2", "p6", "p7", "p16", "p63"]
QP = ["", "", "", "(p1) ", "(p6) ", "(p16) "]
BR = ["b0", "b1", "b6"]

POOL = [
    "add {g}={g},{g}", "sub {g}={g},{g}", "mov {g}={g}", "adds {g}=8,{g}", "shladd {g}={g},2,{g}",
    "ld8 {g}=[{g}]", "ld8 {g}=[{g}],8", "ld4.s {g}=[{g}]", "ld8.a {g}=[{g}]", "ld8.c.clr {g}=[{g}]",
    "ld8.fill {g}=[{g}]", "st8 [{g}]={g}", "st8 [{g}]={g},16", "st8.spill [{g}]={g}",
    "lfetch [{g}]", "fetchadd8.acq {g}=[{g}],1", "xchg8 {g}=[{g}],{g}", "cmpxchg8.acq {g}=[{g}],{g},ar.ccv",
    "chk.s {g},1f", "chk.a.clr {g},1f", "invala", "invala.e {g}",
    "cmp.eq {p},{p}={g},{g}", "cmp.lt.unc {p},{p}={g},{g}", "cmp4.ne.and {p},{p}={g},{g}",
    "cmp.eq.or {p},{p}={g},{g}", "tbit.z {p},{p}={g},3", "tnat.nz.or.andcm {p},{p}={g}",
    "fcmp.eq {p},{p}={f},{f}", "fclass.m {p},{p}={f},0x20", "frcpa.s0 {f},{p}={f},{f}",
    "fadd {f}={f},{f}", "fma.s1 {f}={f},{f},{f}", "fmpy.s2 {f}={f},{f}", "fcvt.fx {f}={f}",
    "getf.sig {g}={f}", "setf.sig {f}={g}", "ldf8 {f}=[{g}]", "ldfd.c.nc {f}=[{g}]", "stfd [{g}]={f}",
    "fsetc.s1 0,0", "fclrf.s0", "fchkf.s2 1f",
    "mov {b}={g}", "mov {g}={b}", "br.cond.sptk 1f", "br.call.sptk {b}=1f", "br.ret.sptk {b}",
    "br.cond.sptk {b}", "br.cloop.sptk 1f", "br.ctop.sptk 1f", "br.wtop.sptk 1f",
    "mov ar.lc={g}", "mov {g}=ar.lc", "mov ar.ec={g}", "mov {g}=ar.ec", "mov ar.pfs={g}", "mov {g}=ar.pfs",
    "mov ar.unat={g}", "mov {g}=ar.unat", "mov ar.ccv={g}", "mov ar.fpsr={g}", "mov {g}=ar.fpsr",
    "mov ar.k1={g}", "mov {g}=ar.k1", "mov ar.rsc={g}", "mov {g}=ar.bsp", "mov ar.bspstore={g}",
    "mov {g}=ar.rnat", "mov {g}=ar.itc", "flushrs", "loadrs", "cover", "clrrrb",
    "alloc {g}=ar.pfs,2,2,0,0",
    "mov pr={g},0x1ff", "mov pr={g},-1", "mov {g}=pr", "mov pr.rot=0",
    "mov {g}=ip", "movl {g}=0x12345678",
    "mov psr.l={g}", "mov {g}=psr", "mov psr.um={g}", "mov {g}=psr.um", "ssm 0x6000", "rsm 0x20000",
    "sum 0x8", "rum 0x4",
    "mov cr.dcr={g}", "mov {g}=cr.dcr", "mov cr.iva={g}", "mov {g}=cr.iva", "mov cr.ifa={g}",
    "mov cr.itir={g}", "mov {g}=cr.ipsr", "mov cr.ipsr={g}", "mov cr.iip={g}", "mov cr.ifs={g}",
    "mov {g}=cr.ivr", "mov cr.eoi={g}", "mov cr.tpr={g}", "mov {g}=cr.tpr", "mov cr.itm={g}",
    "mov rr[{g}]={g}", "mov {g}=rr[{g}]", "mov pkr[{g}]={g}", "mov {g}=pkr[{g}]",
    "mov dbr[{g}]={g}", "mov {g}=dbr[{g}]", "mov {g}=cpuid[{g}]", "mov pmc[{g}]={g}", "mov {g}=pmd[{g}]",
    "itc.d {g}", "itc.i {g}", "itr.d dtr[{g}]={g}", "ptc.l {g},{g}", "ptr.d {g},{g}",
    "probe.r {g}={g},{g}", "tpa {g}={g}", "tak {g}={g}", "thash {g}={g}", "ttag {g}={g}", "fc {g}",
    "srlz.d", "srlz.i", "sync.i", "mf", "epc", "bsw.0",
]


def fill(tmpl, rng):
    out = ""
    i = 0
    while i < len(tmpl):
        if tmpl.startswith("{g}", i):
            out += rng.choice(GR); i += 3
        elif tmpl.startswith("{f}", i):
            out += rng.choice(FR); i += 3
        elif tmpl.startswith("{p}", i):
            out += rng.choice(PR); i += 3
        elif tmpl.startswith("{b}", i):
            out += rng.choice(BR); i += 3
        else:
            out += tmpl[i]; i += 1
    return out


def main():
    rng = random.Random(1234)
    print("// Random groups (gen_random.py, seed 1234); each case is checked on its own.")
    for n in range(400):
        if n:
            print("//---")
        for k in range(rng.randint(2, 4)):
            tmpl = rng.choice(POOL)
            qp = rng.choice(QP) if not tmpl.startswith(("alloc", "br.cloop", "br.ctop", "br.wtop", "clrrrb", "flushrs", "loadrs", "cover", "epc", "bsw", "srlz", "sync", "mf", "invala", "rsm", "ssm", "sum", "rum", "fsetc", "fclrf", "mov psr", "mov pr")) else ""
            print("\t" + qp + fill(tmpl, rng))
            if rng.random() < 0.12:
                print("\t;;")
        print("1:")


if __name__ == "__main__":
    main()
