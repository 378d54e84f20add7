#!/usr/bin/env python3
"""Generates the random corpora (seeded, deterministic):
  python3 gen_random.py > random.s          small groups touching every resource family
  python3 gen_random.py preds > random-preds.s   longer sequences: compares of every
      type, predicated writers, .pred.rel, stops, labels, calls
  python3 gen_random.py srlz > random-srlz.s     system-register writes, stops and srlz
Few registers are used so that conflicts are frequent.
"""
import random
import sys

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


PRED_POOL = [
    "cmp.eq {p},{p}={g},{g}", "cmp.lt.unc {p},{p}={g},{g}", "cmp4.ne.and {p},{p}={g},{g}",
    "cmp.eq.or {p},{p}={g},{g}", "cmp.eq.orcm {p},{p}={g},{g}", "cmp.ne.andcm {p},{p}={g},{g}",
    "cmp.eq.or.andcm {p},{p}={g},{g}", "cmp.eq.and.orcm {p},{p}={g},{g}", "tbit.z.unc {p},{p}={g},3",
    "tnat.nz {p},{p}={g}", "fcmp.lt.unc {p},{p}={f},{f}", "fclass.m {p},{p}={f},0x20",
    "mov {g}={g}", "add {g}={g},{g}", "ld8 {g}=[{g}]", "st8 [{g}]={g}", "fadd {f}={f},{f}",
    "br.cond.sptk 1f", "br.call.sptk b0=1f", "mov pr={g},0x1ff", "mov {g}=pr",
]
PRED_REL = ['.pred.rel "mutex", {p}, {p}', '.pred.rel.mutex {p},{p}', '.pred.rel "imply", {p}, {p}',
            '.pred.rel "clear", {p}', '.pred.safe_across_calls p1-p5']
SRLZ_POOL = [
    "mov rr[{g}]={g}", "mov pkr[{g}]={g}", "mov dbr[{g}]={g}", "mov cr.dcr={g}", "mov cr.iva={g}",
    "mov cr.tpr={g}", "mov psr.l={g}", "ssm 0x20000", "rsm 0x80000", "mov cr.eoi={g}",
    "itc.d {g}", "ptr.d {g},{g}",
    "ld8 {g}=[{g}]", "st8 [{g}]={g}", "mov {g}=cr.dcr", "mov {g}=cr.iva", "mov {g}=cr.ivr",
    "fadd f40=f41,f42", "ld8.s {g}=[{g}]", "probe.r {g}={g},{g}", "ssm 0x4000", "mov {g}=psr",
    "srlz.d", "srlz.i", "add {g}={g},{g}",
]


def gen_preds(rng):
    print("// Random predicate-heavy sequences (gen_random.py preds, seed 99).")
    global PR
    PR = ["p1", "p2", "p3", "p6", "p7"]
    for n in range(200):
        if n:
            print("//---")
        for k in range(rng.randint(3, 8)):
            r = rng.random()
            if r < 0.12:
                print("\t" + fill(rng.choice(PRED_REL), rng))
            elif r < 0.22:
                print("\t;;")
            elif r < 0.26:
                print("2:")
            else:
                qp = rng.choice(["", "(p1) ", "(p2) ", "(p3) ", "(p6) ", "(p7) "])
                tmpl = rng.choice(PRED_POOL)
                if tmpl.startswith("mov pr"):
                    qp = ""
                print("\t" + qp + fill(tmpl, rng))
        print("1:")


def gen_srlz(rng):
    print("// Random serialization sequences (gen_random.py srlz, seed 7).")
    for n in range(200):
        if n:
            print("//---")
        for k in range(rng.randint(2, 6)):
            if rng.random() < 0.3:
                print("\t;;")
            print("\t" + fill(rng.choice(SRLZ_POOL), rng))
        print("1:")


def main():
    kind = sys.argv[1] if len(sys.argv) > 1 else "mixed"
    if kind == "preds":
        return gen_preds(random.Random(99))
    if kind == "srlz":
        return gen_srlz(random.Random(7))
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
