#!/usr/bin/env python3
"""Every ordered pair of system-state instructions, each in one group with no
stop between them, checked by `epicsched dvcheck` and `ia64-linux-gnu-as
-xexplicit`: the two must report the same dependency violations.

The list covers the instruction classes whose resources are implicit (register
stack, PSR, CRs, ARs, TLB, serialization): the rows of the dependency tables
most easily missed, since no operand names them. Cases run in batches of one
file per tool (each pair in its own procedure after an `rfi`-free stop and a
fresh `.proc`, so no state crosses cases) and are compared by line.
Prints a summary line; exits 1 on any disagreement.
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from gasdiff import warnings  # noqa: E402

INSTS = [
    "mov ar.rsc=r8", "mov r9=ar.rsc", "mov r9=ar.bsp", "mov r9=ar.bspstore", "mov ar.bspstore=r8",
    "mov r9=ar.rnat", "mov ar.rnat=r8", "mov r9=ar.unat", "mov ar.unat=r8", "mov ar.pfs=r8",
    "mov r9=ar.pfs", "mov ar.lc=r8", "mov r9=ar.lc", "mov ar.ec=r8", "mov r9=ar.ec", "mov ar.ccv=r8",
    "mov ar.fpsr=r8", "mov r9=ar.fpsr", "mov r9=ar.itc", "mov ar.itc=r8", "mov ar.k0=r8", "mov r9=ar.k0",
    "mov ar.csd=r8", "mov r9=ar.csd",
    "flushrs", "loadrs", "cover", "clrrrb", "alloc r9=ar.pfs,2,2,0,0",
    "rsm psr.i", "ssm psr.i", "rsm psr.ic", "ssm psr.ic", "rsm psr.dt", "rsm psr.dfh", "rum psr.up",
    "sum psr.ac", "mov psr.l=r8", "mov r9=psr", "mov psr.um=r8", "mov r9=psr.um", "bsw.0", "bsw.1",
    "mov cr.ipsr=r8", "mov r9=cr.ipsr", "mov cr.iip=r8", "mov r9=cr.iip", "mov cr.ifs=r8", "mov r9=cr.ifs",
    "mov cr.ifa=r8", "mov r9=cr.ifa", "mov cr.itir=r8", "mov cr.iva=r8", "mov r9=cr.iva", "mov cr.tpr=r8",
    "mov r9=cr.tpr", "mov r9=cr.ivr", "mov cr.eoi=r0", "mov cr.dcr=r8", "mov r9=cr.dcr", "mov cr.pta=r8",
    "mov r9=cr.isr", "mov cr.iha=r8", "mov cr.lid=r8", "mov cr.itv=r8",
    "mov rr[r8]=r10", "mov r9=rr[r8]", "mov pkr[r8]=r10", "mov r9=pkr[r8]", "mov dbr[r8]=r10",
    "mov ibr[r8]=r10", "mov pmc[r8]=r10", "mov pmd[r8]=r10", "mov r9=pmd[r8]",
    "itc.i r10", "itc.d r10", "itr.i itr[r8]=r10", "itr.d dtr[r8]=r10", "ptc.l r8,r10", "ptc.g r8,r10",
    "ptc.ga r8,r10", "ptc.e r8", "ptr.d r8,r10", "ptr.i r8,r10", "tak r9=r8", "tpa r9=r8", "thash r9=r8",
    "ttag r9=r8", "probe.r r9=r8,r10", "srlz.d", "srlz.i", "sync.i", "mf", "invala", "fwb",
    "ld8 r9=[r8]", "st8 [r8]=r10", "ld8.s r9=[r8]", "ld8.a r9=[r8]", "ld8.fill r9=[r8]", "st8.spill [r8]=r10",
    "ldf.fill f9=[r8]", "stf.spill [r8]=f40", "lfetch [r8]", "fc r8", "mov r9=ip", "epc",
    "br.call.sptk b0=1f", "br.ret.sptk b0", "br.cond.sptk b6", "br.ia.sptk b6", "fsetc.s0 0x7f,0x0f",
    "fadd.s1 f9=f10,f11", "fma f40=f41,f42,f43", "fchkf.s0 1f", "mov b6=r8", "mov r9=b6",
    "mov pr=r8,-1", "mov r9=pr", "cmp.eq p6,p7=r8,r10", "add r9=r8,r10", "getf.sig r9=f40",
]


def build(pairs):
    lines, where = ["\t.text"], []
    for n, (a, b) in enumerate(pairs):
        lines += [f"\t.proc p{n}", f"p{n}:", "\t;;", f"\t{a}"]
        first = len(lines)
        lines += [f"\t{b}", "1:", "\t;;", "\tsrlz.d", "\t;;", "\tsrlz.i", "\t;;", f"\t.endp p{n}"]
        where.append(first)
    return "\n".join(lines) + "\n", where


def main():
    epicsched = sys.argv[1]
    stride = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    pairs = [(a, b) for a in INSTS for b in INSTS][::stride]
    text, where = build(pairs)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "pairs.s")
        with open(src, "w") as f:
            f.write(text)
        gas = subprocess.run(["ia64-linux-gnu-as", "-xexplicit", src, "-o", os.path.join(tmp, "g.o")],
                             capture_output=True, text=True)
        ours = subprocess.run([epicsched, "dvcheck", src], capture_output=True, text=True)
    # Only the pair's own conflict (use on b's line, earlier use on a's):
    # state that outlives the case separator is compared by the cases
    # that test it (gasdiff.py), not here.
    own = {w + 1 for w in where}

    def inside(ws):
        return {w for w in ws if w[0] in own and w[1] == w[0] - 1}

    g, o = inside(warnings(gas.stderr)), inside(warnings(ours.stdout + ours.stderr))
    lines = text.splitlines()
    bad = 0
    for w in sorted(g ^ o):
        bad += 1
        side = "gas only" if w in g else "ours only"
        print(f"disagreement ({side}): {lines[w[1]-1].strip()} -> {lines[w[0]-1].strip()}: "
              f"{w[2]} {w[3]} '{w[4]}' ({w[5]}) {w[6] or ''}")
    if "Error" in gas.stderr:
        print("gas errors:\n" + "\n".join(l for l in gas.stderr.splitlines() if "Error" in l)[:2000])
    print(f"dv-pairs: cases={len(pairs)} gas-warnings={len(g)} disagree={bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
