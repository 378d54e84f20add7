#!/usr/bin/env python3
"""Differential test of the simulator's functional semantics against Ski.

Ski (HP's IA-64 functional simulator, ../shared/ski, docs/simulator.md
"Ski as a second oracle") and `epicsched sim` run the same random programs;
every program ("case") starts from a random architectural state (r1, r3-r11,
r13-r31 with random NaT bits, f2-f31 as random 82-bit images: normals,
unnormals, pseudo-zeros, denormals, integers, infinities, NaNs, NaTVal; all
predicates; a random ar.fpsr with traps disabled), runs 1-8 random
instructions of every family (integer ALU, shifts, compares, multimedia,
integer loads/stores, FP arithmetic, xma, reciprocal approximations,
conversions, merges, compares, classes, min/max, parallel FP, GR<->FR
transfers, FP loads/stores, status-field ops), one per instruction group,
some under a random qualifying predicate, and stores the final state:
r1, r3-r11, r13-r31 with ar.unat (NaT bits via st8.spill), pr, ar.fpsr,
f2-f31 (stf.spill: 82-bit images) and a 128-byte scratch area it loads from
and stores to. Many cases share one static executable (`ia64-linux-gnu-as`
+ `-ld`); Ski writes the state area to stdout, epicsched dumps it with
`sim --dump-memory`. A case where both stop on a fault before writing
counts as agreeing on the fault. A disagreement is reduced to one
instruction (the smallest prefix of the case's instructions that still
disagrees, then the single instructions of it) and printed with the
differing fields.

usage: ski_differential.py [--seed N] [--count N] [--per-binary N]
                           [--epicsched BUILD/bin/epicsched] [--ski BSKI]
                           [--out DIR] [--allow N]
Exit status: 0 when every case agreed, 1 on a disagreement, 77 when Ski is
not available (SKI_BSKI, --ski, or built by ../shared/ski/build.sh into
../ski-build or /work/ski-build).
"""
import argparse
import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile

import progress  # fuzz/progress.py, beside this script  # noqa: E402
import ski_gen  # fuzz/ski_gen.py: control flow, loops, speculation, semaphores, groups  # noqa: E402

GRS = [1] + list(range(3, 12)) + list(range(13, 32))  # compared GRs (r2: epilogue base, r12: stack)
assert len(GRS) * 8 % 16 == 8
FRS = list(range(2, 32))
SCRATCH = 128
STATE = len(GRS) * 8 + 8 * 3  # 29 GRs, unat, pr, fpsr: 256 bytes, so the FRs are 16-byte aligned
STATE += len(FRS) * 16
# The stacked registers r32-r63 (the case's frame has at least 32), their
# NaT bits, ar.lc, ar.ec, ar.ccv, ar.pfs, b1-b7, and the rotating f32-f47.
STK = list(range(32, 64))
ARS = ["lc", "ec", "ccv", "pfs"]
BRS = list(range(1, 8))
FRHI = list(range(32, 48))
# FRs the case initialises: every one f32-f47 can name after up to 16
# rotations either way (a loop rotates at most 16 times).
FRINIT = list(range(32, 64)) + list(range(96, 128))
STATE += len(STK) * 8 + 8 + len(ARS) * 8 + len(BRS) * 8 + len(FRHI) * 16
assert STATE % 16 == 0
CASE_BYTES = STATE + SCRATCH


def find_ski(explicit):
    cands = [explicit, os.environ.get("SKI_BSKI")]
    here = os.path.dirname(os.path.abspath(__file__))
    for root in (os.path.join(here, "..", "..", "ski-build"), "/work/ski-build"):
        cands.append(os.path.join(root, "ski", "src", "bski"))
    for c in cands:
        if c and os.path.isfile(c) and os.access(c, os.X_OK):
            return c
    return None


class Gen:
    """Random initial states and instructions."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    # ------------------------------------------------------------ values
    def u64(self):
        r = self.r
        k = r.random()
        if k < 0.3:
            return r.getrandbits(64)
        if k < 0.5:
            return r.getrandbits(r.choice([4, 8, 16, 32]))
        if k < 0.6:
            return (1 << 64) - r.getrandbits(8) - 1
        if k < 0.7:
            return r.choice([0, 1, 0x8000, 0x7fff, 0x80000000, 0x7fffffff, 1 << 63, (1 << 63) - 1])
        return r.getrandbits(64) & r.getrandbits(64)

    def fr_image(self):
        """(sig, exp, sign) of a random 82-bit register image."""
        r = self.r
        s = r.getrandbits(1)
        k = r.random()
        if k < 0.30:  # normal with a moderate exponent
            return (1 << 63) | r.getrandbits(63) & ~((1 << r.choice([0, 11, 40])) - 1), 0xFFFF + r.randint(-70, 70), s
        if k < 0.38:  # single / double range edges
            e = r.choice([0xFFFF - 126, 0xFFFF + 127, 0xFFFF - 1022, 0xFFFF + 1023, 0xFFFF - 149, 0xFFFF + 128])
            return (1 << 63) | r.getrandbits(63), e + r.randint(-2, 2), s
        if k < 0.44:  # any exponent
            return (1 << 63) | r.getrandbits(63), r.randint(1, 0x1FFFE), s
        if k < 0.52:  # unnormal
            return r.getrandbits(r.randint(1, 63)), 0xFFFF + r.randint(-40, 40), s
        if k < 0.56:  # pseudo-zero
            return 0, r.randint(1, 0x1FFFD), s
        if k < 0.60:  # double-extended denormal / pseudo-denormal
            return r.getrandbits(64) >> r.randint(0, 8), 0, s
        if k < 0.66:  # zero
            return 0, 0, s
        if k < 0.72:  # integer
            return self.u64(), 0x1003E, 0
        if k < 0.76:  # infinity
            return 1 << 63, 0x1FFFF, s
        if k < 0.84:  # NaN (quiet or signalling), or unsupported (no integer bit)
            return r.choice([3 << 62, 1 << 63, 1 << 62]) | r.getrandbits(62), 0x1FFFF, s
        if k < 0.90:  # NaTVal
            return 0, 0x1FFFE, 0
        return (1 << 63) | r.getrandbits(63), 0x1003E + r.randint(-64, 0), s

    def fpsr(self):
        r = self.r
        v = 0x3F  # traps disabled: faults other than software assist are not modelled
        for sf in range(4):
            ftz, wre, pc, rc = r.getrandbits(1), r.getrandbits(1), r.choice([0, 2, 3, 3]), r.getrandbits(2)
            td = 1 if sf else 0
            flags = r.getrandbits(6) if r.random() < 0.3 else 0
            v |= (ftz | wre << 1 | pc << 2 | rc << 4 | td << 6 | flags << 7) << (6 + 13 * sf)
        return v

    # ------------------------------------------------------------ instructions
    def g(self):
        return "r%d" % self.r.choice(GRS)

    def f(self):
        return "f%d" % self.r.choice(FRS + [0, 1, 0, 1] if self.r.random() < 0.1 else FRS)

    def fd(self):
        return "f%d" % self.r.choice(FRS)

    def p(self):
        return "p%d" % self.r.randint(1, 15)

    def sf(self):
        return self.r.choice(["", ".s0", ".s1", ".s2", ".s3"])

    def pc(self):
        return self.r.choice(["", ".s", ".d"])

    def mem_base(self, size):
        off = self.r.randrange(0, SCRATCH - 16, size if size < 16 else 16)
        return off

    def inst(self):
        r = self.r
        g, f, fd, p = self.g, self.f, self.fd, self.p
        fam = r.choice(["alu", "alu", "shift", "cmp", "mm", "mm", "mem", "fpa", "fpa", "fpa", "xma", "rcp", "cvt",
                        "merge", "fcmp", "fminmax", "fpar", "xfer", "fmem", "fsys"])
        if fam == "alu":
            op = r.choice(["add", "sub", "and", "or", "xor", "andcm"])
            if r.random() < 0.3:
                return "adds %s=%d,%s" % (g(), r.randint(-8192, 8191), g())
            if r.random() < 0.2:
                return "shladd %s=%s,%d,%s" % (g(), g(), r.randint(1, 4), g())
            return "%s %s=%s,%s" % (op, g(), g(), g())
        if fam == "shift":
            k = r.choice(["shl", "shr", "shr.u", "extr", "extr.u", "dep.z", "popcnt", "sxt", "zxt", "czx"])
            if k in ("shl", "shr", "shr.u"):
                return "%s %s=%s,%s" % (k, g(), g(), g())
            if k in ("extr", "extr.u"):
                pos = r.randint(0, 63)
                return "%s %s=%s,%d,%d" % (k, g(), g(), pos, r.randint(1, 64 - pos))
            if k == "dep.z":
                pos = r.randint(0, 63)
                return "dep.z %s=%s,%d,%d" % (g(), g(), pos, r.randint(1, 64 - pos))
            if k == "popcnt":
                return "popcnt %s=%s" % (g(), g())
            if k in ("sxt", "zxt"):
                return "%s%d %s=%s" % (k, r.choice([1, 2, 4]), g(), g())
            return "czx%d.%s %s=%s" % (r.choice([1, 2]), r.choice("lr"), g(), g())
        if fam == "cmp":
            k = r.random()
            if k < 0.6:
                rel = r.choice(["eq", "ne", "lt", "le", "gt", "ge", "ltu", "leu", "gtu", "geu"])
                ctype = r.choice(["", ".unc"]) if rel not in ("eq", "ne") else r.choice(["", ".unc", ".and", ".or", ".or.andcm"])
                return "cmp%s.%s%s %s,%s=%s,%s" % (r.choice(["", "4"]), rel, ctype, p(), p(), g(), g())
            if k < 0.8:
                return "tbit.%s%s %s,%s=%s,%d" % (r.choice(["z", "nz"]), r.choice(["", ".unc"]), p(), p(), g(), r.randint(0, 63))
            return "tnat.%s%s %s,%s=%s" % (r.choice(["z", "nz"]), r.choice(["", ".unc"]), p(), p(), g())
        if fam == "mm":
            k = r.choice(["padd", "psub", "pavg", "pcmp", "pshladd2", "pshradd2", "pmin", "pmax", "psad1", "pmpy2",
                          "pmpyshr2", "mix", "unpack", "pack", "mux1", "mux2", "pshl", "pshr"])
            if k in ("padd", "psub"):
                sz = r.choice([1, 2, 4])
                sat = r.choice(["", ".sss", ".uuu", ".uus"]) if sz < 4 else ""
                return "%s%d%s %s=%s,%s" % (k, sz, sat, g(), g(), g())
            if k == "pavg":
                return "pavg%d%s %s=%s,%s" % (r.choice([1, 2]), r.choice(["", ".raz"]), g(), g(), g())
            if k == "pcmp":
                return "pcmp%d.%s %s=%s,%s" % (r.choice([1, 2, 4]), r.choice(["eq", "gt"]), g(), g(), g())
            if k in ("pshladd2", "pshradd2"):
                return "%s %s=%s,%d,%s" % (k, g(), g(), r.randint(1, 3), g())
            if k in ("pmin", "pmax"):
                sz = r.choice([1, 2])
                return "%s%d%s %s=%s,%s" % (k, sz, ".u" if sz == 1 else "", g(), g(), g())
            if k == "psad1":
                return "psad1 %s=%s,%s" % (g(), g(), g())
            if k == "pmpy2":
                return "pmpy2.%s %s=%s,%s" % (r.choice("rl"), g(), g(), g())
            if k == "pmpyshr2":
                return "pmpyshr2%s %s=%s,%s,%d" % (r.choice(["", ".u"]), g(), g(), g(), r.choice([0, 7, 15, 16]))
            if k == "mix":
                return "mix%d.%s %s=%s,%s" % (r.choice([1, 2, 4]), r.choice("rl"), g(), g(), g())
            if k == "unpack":
                return "unpack%d.%s %s=%s,%s" % (r.choice([1, 2, 4]), r.choice(["h", "l"]), g(), g(), g())
            if k == "pack":
                return r.choice(["pack2.sss", "pack2.uss", "pack4.sss"]) + " %s=%s,%s" % (g(), g(), g())
            if k == "mux1":
                return "mux1 %s=%s,@%s" % (g(), g(), r.choice(["rev", "mix", "shuf", "alt", "brcst"]))
            if k == "mux2":
                return "mux2 %s=%s,%d" % (g(), g(), r.randint(0, 255))
            sz = r.choice([2, 4])
            mn = "pshl%d" % sz if k == "pshl" else "pshr%d%s" % (sz, r.choice(["", ".u"]))
            if r.random() < 0.5:
                return "%s %s=%s,%s" % (mn, g(), g(), g())
            return "%s %s=%s,%d" % (mn, g(), g(), r.randint(0, 31))
        if fam == "mem":
            sz = r.choice([1, 2, 4, 8])
            off = self.mem_base(sz)
            if r.random() < 0.5:
                return ("movl r2=scratch+%d" % off, "ld%d %s=[r2]" % (sz, g()))
            return ("movl r2=scratch+%d" % off, "st%d [r2]=%s" % (sz, g()))
        if fam == "fpa":
            k = r.choice(["fma", "fms", "fnma", "fmpy", "fnmpy", "fadd", "fsub", "fnorm", "fcvt.xuf"])
            pc = self.pc() if k != "fcvt.xuf" else r.choice(["", ".s", ".d"])
            if k in ("fma", "fms", "fnma"):
                return "%s%s%s %s=%s,%s,%s" % (k, pc, self.sf(), fd(), f(), f(), f())
            if k in ("fnorm", "fcvt.xuf"):
                return "%s%s%s %s=%s" % (k, pc, self.sf(), fd(), f())
            return "%s%s%s %s=%s,%s" % (k, pc, self.sf(), fd(), f(), f())
        if fam == "xma":
            k = r.choice(["xma.l", "xma.lu", "xma.h", "xma.hu"])
            if r.random() < 0.3:
                return "%s %s=%s,%s" % (k.replace("xma", "xmpy"), fd(), f(), f())
            return "%s %s=%s,%s,%s" % (k, fd(), f(), f(), f())
        if fam == "rcp":
            k = r.choice(["frcpa", "frsqrta", "fprcpa", "fprsqrta"])
            if k in ("frcpa", "fprcpa"):
                return "%s%s %s,%s=%s,%s" % (k, self.sf(), fd(), p(), f(), f())
            return "%s%s %s,%s=%s" % (k, self.sf(), fd(), p(), f())
        if fam == "cvt":
            k = r.choice(["fcvt.fx", "fcvt.fxu", "fcvt.fx.trunc", "fcvt.fxu.trunc", "fcvt.xf", "fpcvt.fx", "fpcvt.fxu.trunc"])
            if k == "fcvt.xf":
                return "fcvt.xf %s=%s" % (fd(), f())
            return "%s%s %s=%s" % (k, self.sf(), fd(), f())
        if fam == "merge":
            k = r.choice(["fmerge.s", "fmerge.ns", "fmerge.se", "fmix.lr", "fmix.r", "fmix.l", "fswap", "fswap.nl",
                          "fswap.nr", "fpack", "fsxt.r", "fsxt.l", "fand", "for", "fxor", "fandcm", "fpmerge.s",
                          "fselect"])
            if k == "fselect":
                return "fselect %s=%s,%s,%s" % (fd(), f(), f(), f())
            return "%s %s=%s,%s" % (k, fd(), f(), f())
        if fam == "fcmp":
            if r.random() < 0.35:
                mask = r.randint(1, 0x1FF)
                return "fclass.%s%s %s,%s=%s,0x%x" % (r.choice(["m", "nm"]), r.choice(["", ".unc"]), p(), p(), f(), mask)
            rel = r.choice(["eq", "lt", "le", "unord", "gt", "ge", "neq", "nlt", "nle", "ord"])
            return "fcmp.%s%s%s %s,%s=%s,%s" % (rel, r.choice(["", ".unc"]), self.sf(), p(), p(), f(), f())
        if fam == "fminmax":
            return "%s%s %s=%s,%s" % (r.choice(["fmin", "fmax", "famin", "famax"]), self.sf(), fd(), f(), f())
        if fam == "fpar":
            k = r.choice(["fpma", "fpms", "fpnma", "fpmpy", "fpnmpy", "fpmin", "fpmax", "fpamin", "fpamax", "fpcmp"])
            if k in ("fpma", "fpms", "fpnma"):
                return "%s%s %s=%s,%s,%s" % (k, self.sf(), fd(), f(), f(), f())
            if k == "fpcmp":
                return "fpcmp.%s%s %s=%s,%s" % (r.choice(["eq", "lt", "le", "unord", "neq", "nlt", "nle", "ord"]), self.sf(), fd(), f(), f())
            return "%s%s %s=%s,%s" % (k, self.sf(), fd(), f(), f())
        if fam == "xfer":
            k = r.choice(["s", "d", "sig", "exp"])
            if r.random() < 0.5:
                return "setf.%s %s=%s" % (k, fd(), g())
            return "getf.%s %s=%s" % (k, g(), f())
        if fam == "fmem":
            k = r.choice(["s", "d", "8", "e"])
            sz = {"s": 4, "d": 8, "8": 8, "e": 16}[k]
            off = self.mem_base(sz)
            if r.random() < 0.5:
                return ("movl r2=scratch+%d" % off, "ldf%s %s=[r2]" % (k, fd()))
            return ("movl r2=scratch+%d" % off, "stf%s [r2]=%s" % (k, f()))
        # fsys
        if r.random() < 0.5:
            return "fsetc.s%d 0x%x,0x%x" % (r.randint(1, 3), r.getrandbits(7), r.getrandbits(7))
        return "fclrf.s%d" % r.randint(0, 3)

    def case(self):
        r = self.r
        n = r.randint(1, 8)
        insts = []
        for _ in range(n):
            i = self.inst()
            pre, body = i if isinstance(i, tuple) else (None, i)
            if r.random() < 0.2:
                body = "(%s) %s" % (self.p(), body)
            insts.append((pre, body))
        return dict(self.state(), insts=insts)

    def pfm(self):
        """A valid frame marker (CFM layout): an invalid one in ar.pfs is a
        Reserved Register/Field fault."""
        r = self.r
        sof = r.randint(0, 96)
        sor = r.randint(0, sof // 8)
        return (sof | r.randint(0, sof) << 7 | sor << 14 | (r.randrange(sor * 8) if sor else 0) << 18 |
                r.randrange(96) << 25 | r.randrange(48) << 32)

    def state(self, sof=None, sol=None, sor=None):
        """A random initial state; the frame is alloc 0,sol,sof-sol,sor."""
        r = self.r
        sof = sof if sof is not None else r.choice([32, 32, 40, 48, 64, 96])
        sol = sol if sol is not None else r.randint(0, sof)
        sor = sor if sor is not None else r.choice([0, 8, 16, min(sof, 32) // 8 * 8])
        return {
            "gr": {x: self.u64() for x in GRS},
            "nat": [x for x in GRS if r.random() < 0.05],
            "fr": {x: self.fr_image() for x in FRS},
            "pr": r.getrandbits(64) | 1,
            "fpsr": self.fpsr(),
            "scratch": bytes(r.getrandbits(8) for _ in range(SCRATCH)),
            "sof": sof, "sol": sol, "sor": sor,
            "stk": {x: self.u64() for x in range(32, 32 + sof)},
            "stknat": [x for x in range(32, 32 + sof) if r.random() < 0.04],
            "frhi": {x: self.fr_image() for x in FRINIT},
            # ar.pfs: pfm (bits 37:0), pec (57:52), ppl 3; reserved fields zero
            "ar": {"lc": r.choice([0, 1, 2, r.getrandbits(64)]), "ec": r.getrandbits(6), "ccv": self.u64(),
                   "pfs": self.pfm() | r.getrandbits(6) << 52 | 3 << 62},
            "br": {x: r.getrandbits(64) for x in BRS},
        }


def case_asm(i, c):
    """Assembly of case i: set the state, run, store the state to out+i*CASE_BYTES.
    `{C}` in an instruction is replaced by a suffix unique to the case (labels)."""
    L = ["\tclrrrb\n\tinvala\n\t;;\n\talloc r2=ar.pfs,0,%d,%d,%d\n\t;;" % (c["sol"], c["sof"] - c["sol"], c["sor"])]
    L.append("\tmovl r2=init%d\n\t;;" % i)
    for x in FRS + FRINIT:
        L.append("\tldf.fill f%d=[r2],16\n\t;;" % x)
    L.append("\tmovl r14=scratch\n\t;;")  # r2 now points at the case's scratch image
    for k in range(0, SCRATCH, 8):
        L.append("\tld8 r3=[r2],8\n\t;;\n\tst8 [r14]=r3,8\n\t;;")
    L.append("\tmovl r3=0x%x\n\t;;\n\tmov ar.fpsr=r3\n\tmovl r3=0x%x\n\t;;\n\tmov pr=r3,-1\n\t;;" % (c["fpsr"], c["pr"]))
    for a in ARS:
        L.append("\tmovl r3=0x%x\n\t;;\n\tmov ar.%s=r3\n\t;;" % (c["ar"][a], a))
    for x in BRS:
        L.append("\tmovl r3=0x%x\n\t;;\n\tmov b%d=r3\n\t;;" % (c["br"][x], x))
    for x in sorted(c["stk"]):
        L.append("\tmovl r%d=0x%x" % (x, c["stk"][x]))
    for x in GRS:
        L.append("\tmovl r%d=0x%x" % (x, c["gr"][x]))
    L.append("\tmovl r2=-1\n\t;;\n\tmov ar.unat=r2\n\tmovl r2=natword\n\t;;")
    for x in c["nat"] + c["stknat"]:
        L.append("\tld8.fill r%d=[r2]\n\t;;" % x)
    for pre, body in c["insts"]:
        if pre:
            L.append("\t" + pre + "\n\t;;")
        L.append("\t" + body.replace("{C}", "_c%d" % i) + "\n\t;;")
    L.append("\tmovl r2=out+%d\n\t;;" % (i * CASE_BYTES))
    for x in GRS:
        L.append("\tst8.spill [r2]=r%d,8\n\t;;" % x)
    L.append("\tmov r3=ar.unat\n\t;;\n\tst8 [r2]=r3,8\n\tmov r3=pr\n\t;;\n\tst8 [r2]=r3,8\n\tmov r3=ar.fpsr\n\t;;\n\tst8 [r2]=r3,8\n\t;;")
    for x in FRS:
        L.append("\tstf.spill [r2]=f%d,16\n\t;;" % x)
    for x in STK:
        L.append("\tst8.spill [r2]=r%d,8\n\t;;" % x)
    L.append("\tmov r3=ar.unat\n\t;;\n\tst8 [r2]=r3,8\n\t;;")
    for a in ARS:
        L.append("\tmov r3=ar.%s\n\t;;\n\tst8 [r2]=r3,8\n\t;;" % a)
    for x in BRS:
        L.append("\tmov r3=b%d\n\t;;\n\tst8 [r2]=r3,8\n\t;;" % x)
    for x in FRHI:
        L.append("\tstf.spill [r2]=f%d,16\n\t;;" % x)
    L.append("\tmovl r14=scratch\n\t;;")
    for k in range(0, SCRATCH, 8):
        L.append("\tld8 r3=[r14],8\n\t;;\n\tst8 [r2]=r3,8\n\t;;")
    data = ["init%d:" % i]
    for x in FRS + FRINIT:
        s, e, sg = c["fr"][x] if x in c["fr"] else c["frhi"][x]
        data.append("\tdata8 0x%x, 0x%x" % (s, e | sg << 17))
    for k in range(0, SCRATCH, 8):
        data.append("\tdata8 0x%x" % struct.unpack_from("<Q", c["scratch"], k)[0])
    return "\n".join(L), "\n".join(data)


def program(cases):
    code, data = [], []
    for i, c in enumerate(cases):
        a, d = case_asm(i, c)
        code.append(a)
        data.append(d)
    return """\t.text
\t.global _start
\t.proc _start
_start:
\talloc r2=ar.pfs,0,0,3,0
\tmovl r14=body
\t;;
\tmov b6=r14
\t;;
\tbr.call.sptk.many b0=b6
\t;;
\tmov r15=1027
\tmov r32=1
\tmovl r33=out
\tmovl r34=%d
\t;;
\tbreak 0x100000
\t;;
\tmov r15=1025
\tmov r32=0
\t;;
\tbreak 0x100000
\t;;
\t.endp _start
\t.global body
\t.proc body
body:
\tmov r16=b0
\tmov r17=ar.pfs
\t;;
\tmovl r2=savedb0
\t;;
\tst8 [r2]=r16,8
\t;;
\tst8 [r2]=r17
\t;;
\tbr.call.sptk.many b6=.Luser
\t;;
.Luser:  // to privilege level 3, where Ski runs (sim starts at 0): br.ret to ar.pfs.ppl = 3
\tmov r2=ar.pfs
\tmovl r3=.Luser2
\t;;
\tdep r2=-1,r2,62,2
\tmov b6=r3
\t;;
\tmov ar.pfs=r2
\t;;
\tbr.ret.sptk.many b6
\t;;
.Luser2:
%s
\tclrrrb
\t;;
\tmovl r2=savedb0
\t;;
\tld8 r16=[r2],8
\t;;
\tld8 r17=[r2]
\tmov b0=r16
\t;;
\tmov ar.pfs=r17
\t;;
\tbr.ret.sptk.many b0
\t;;
\t.endp body
\t.data
\t.align 16
natword:\tdata8 0
savedb0:\tdata8 0, 0  // b0, ar.pfs
rsesave:\tdata8 0, 0, 0  // ar.rsc, ar.bspstore, ar.rnat (fuzz/ski_gen.py rse)
\t.align 16
scratch:\t.skip %d
\t.align 16
%s
\t.align 16
out:\t.skip %d
""" % (len(cases) * CASE_BYTES, "\n".join(code), SCRATCH, "\n".join(data), len(cases) * CASE_BYTES)


class Runner:
    def __init__(self, epicsched, ski, work):
        self.epicsched, self.ski, self.work = epicsched, ski, work
        self.n = 0

    def build(self, src):
        self.n += 1
        base = os.path.join(self.work, "p%d" % self.n)
        with open(base + ".s", "w") as fh:
            fh.write(src)
        r = subprocess.run(["ia64-linux-gnu-as", "-x", "-o", base + ".o", base + ".s"], capture_output=True, text=True)
        if r.returncode or "violate" in r.stderr:  # a generator must write legal instruction groups ("may violate" too)
            raise RuntimeError("as failed: " + r.stderr[:2000])
        r = subprocess.run(["ia64-linux-gnu-ld", "-o", base, base + ".o"], capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("ld failed: " + r.stderr[:2000])
        out = subprocess.run(["ia64-linux-gnu-nm", base], capture_output=True, text=True).stdout
        sym = {l.split()[2]: int(l.split()[0], 16) for l in out.splitlines() if len(l.split()) == 3}
        return base, sym["out"]

    def run(self, cases):
        """(ski bytes or None, epicsched bytes or None) of the state areas."""
        base, out = self.build(program(cases))
        self.out = out
        size = len(cases) * CASE_BYTES
        try:
            # -alat: Ski's ALAT (32 entries, 2-way by physical register); without
            # it every ld.c reloads and every chk.a recovers, legal but unlike ours
            s = subprocess.run([self.ski, "-alat", "-noconsole", base], capture_output=True, timeout=60)
            ski = s.stdout if s.returncode == 0 and len(s.stdout) == size else None
        except subprocess.TimeoutExpired:
            ski = None
        e = subprocess.run([self.epicsched, "sim", base, "--entry=body", "--no-timing", "--json",
                            "--dump-memory=0x%x,%d" % (out, size)], capture_output=True, text=True, timeout=120)
        ours = None
        try:
            import json
            d = json.loads(e.stdout)
            if d.get("stop") == "return" and d.get("interruptions", 0) == 0 and "memory" in d:
                ours = bytes.fromhex(d["memory"][0]["bytes"])
        except (ValueError, KeyError):
            pass
        return ski, ours


def nat_names(va, vb, first, base):
    """The registers whose NaT bits differ in two ar.unat images after
    st8.spill of `first` ... to base, base+8, ..."""
    names = []
    for k, x in enumerate(first):
        bit = ((base + 8 * k) >> 3) & 63
        if (va ^ vb) >> bit & 1:
            names.append("r%d (ski %s, ours %s)" % (x, "NaT" if va >> bit & 1 else "-", "NaT" if vb >> bit & 1 else "-"))
    return names


def fields(a, b, out=None):
    """Names of the differing fields of two state areas (`out`: the address
    of the first, to name the registers of differing NaT bits)."""
    diffs = []

    def words(o, names, nat_first=None, nat_base=None):
        """8-byte fields from offset o; an ar.unat word names its registers."""
        for name in names:
            va, vb = struct.unpack_from("<Q", a, o)[0], struct.unpack_from("<Q", b, o)[0]
            if va != vb:
                diffs.append("%s: ski %#x ours %#x" % (name, va, vb))
                if name.startswith("unat") and out is not None:
                    diffs.append("  NaT bits: " + ", ".join(nat_names(va, vb, nat_first, out + nat_base)))
            o += 8
        return o

    def frs(o, regs):
        for x in regs:
            sa, ea = struct.unpack_from("<QQ", a, o)
            sb, eb = struct.unpack_from("<QQ", b, o)
            if (sa, ea) != (sb, eb):
                diffs.append("f%d: ski {sig %#x exp %#x sign %d} ours {sig %#x exp %#x sign %d}" %
                             (x, sa, ea & 0x1FFFF, ea >> 17 & 1, sb, eb & 0x1FFFF, eb >> 17 & 1))
            o += 16
        return o

    o = words(0, ["r%d" % x for x in GRS])
    o = words(o, ["unat(NaT bits)", "pr", "fpsr"], GRS, 0)
    o = frs(o, FRS)
    stk = o
    o = words(o, ["r%d" % x for x in STK])
    o = words(o, ["unat(NaT bits of r32-r63)"] + ["ar." + n for n in ARS] + ["b%d" % x for x in BRS], STK, stk)
    o = frs(o, FRHI)
    if a[o:o + SCRATCH] != b[o:o + SCRATCH]:
        diffs.append("memory: ski %s ours %s" % (a[o:o + SCRATCH].hex(), b[o:o + SCRATCH].hex()))
    return diffs


def agree(ski, ours):
    return ski == ours  # both None: both stopped on a fault


def run_split(runner, cases):
    """Per case (ski, ours) state areas; a binary that stops on a fault is
    split in halves until the faulting case runs alone. A case GNU as
    rejects or warns about (a generator's illegal group) gets ("as", text)."""
    try:
        s, o = runner.run(cases)
    except RuntimeError as e:
        if len(cases) == 1:
            return [("as", str(e))]
        s = o = None
    if len(cases) == 1:
        return [(s, o)]
    if s is not None and o is not None:
        return [(s[k * CASE_BYTES:(k + 1) * CASE_BYTES], o[k * CASE_BYTES:(k + 1) * CASE_BYTES]) for k in range(len(cases))]
    h = len(cases) // 2
    return run_split(runner, cases[:h]) + run_split(runner, cases[h:])


def reduce(runner, c):
    """The case cut down to the fewest instructions that still disagree."""
    insts = list(c["insts"])
    i = 0
    while i < len(insts):
        trial = dict(c, insts=insts[:i] + insts[i + 1:])
        if trial["insts"]:
            try:
                s, o = runner.run([trial])
            except RuntimeError:  # removing an item broke the program (a label)
                s = o = None
            if not agree(s, o):
                insts = trial["insts"]
                continue
        i += 1
    return dict(c, insts=insts)


def describe(c):
    """The instructions and the initial values of the registers they name."""
    text = "; ".join((p + " ;; " if p else "") + b.replace("\n\t", " ") for p, b in c["insts"])
    vals = []
    for name in sorted(set(re.findall(r"\b([rf])(\d+)\b", text)), key=lambda x: (x[0], int(x[1]))):
        n = int(name[1])
        if name[0] == "f" and (n in c["fr"] or n in c["frhi"]):
            sg, e, sn = c["fr"][n] if n in c["fr"] else c["frhi"][n]
            vals.append("f%d={sig %#x exp %#x sign %d}" % (n, sg, e, sn))
        elif name[0] == "r" and n in c["gr"]:
            vals.append("r%d=%#x%s" % (n, c["gr"][n], " NaT" if n in c["nat"] else ""))
        elif name[0] == "r" and n in c["stk"]:
            vals.append("r%d=%#x%s" % (n, c["stk"][n], " NaT" if n in c["stknat"] else ""))
    return (text + "\n    initial: " + " ".join(vals) + " fpsr=%#x pr=%#x" % (c["fpsr"], c["pr"]) +
            " frame=alloc 0,%d,%d,%d" % (c["sol"], c["sof"] - c["sol"], c["sor"]) +
            " " + " ".join("ar.%s=%#x" % (k, v) for k, v in c["ar"].items()))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--per-binary", type=int, default=32)
    ap.add_argument("--epicsched", default=os.path.join(os.path.dirname(__file__), "..", "build", "bin", "epicsched"))
    ap.add_argument("--ski")
    ap.add_argument("--out")
    ap.add_argument("--max-report", type=int, default=20)
    ap.add_argument("--gen", default="all",
                    help="comma-separated generators: base (one instruction per group, every family) and "
                         "those of fuzz/ski_gen.py: " + ",".join(ski_gen.KINDS + ski_gen.EXTRA) + "; all: every one")
    ap.add_argument("--allow", type=int, default=0,
                    help="exit 0 with up to N disagreements (still reported; for the CI sample while known ones remain)")
    a = ap.parse_args()
    ski = find_ski(a.ski)
    if not ski:
        print("ski_differential: SKIPPED: Ski (bski) not found; build it with ../shared/ski/build.sh ../ski-build "
              "or set SKI_BSKI")
        return 77
    if not shutil.which("ia64-linux-gnu-as") or not shutil.which("ia64-linux-gnu-ld"):
        print("ski_differential: SKIPPED: ia64-linux-gnu-as/-ld not found")
        return 77
    work = a.out or tempfile.mkdtemp(prefix="skidiff-")
    os.makedirs(work, exist_ok=True)
    runner = Runner(a.epicsched, ski, work)
    gen = Gen(a.seed)
    names = ["base"] + ski_gen.KINDS + ski_gen.EXTRA if a.gen == "all" else a.gen.split(",")
    next_case = ski_gen.make(names, gen)
    total = agreed = faults = asm_errors = 0
    per_gen = {}
    bad = []
    done = 0
    prog = progress.Progress("programs", a.count)
    while done < a.count:
        prog.update(done)
        cases = [next_case() for _ in range(min(a.per_binary, a.count - done))]
        done += len(cases)
        for c, (cs, co) in zip(cases, run_split(runner, cases)):
            total += 1
            per = per_gen.setdefault(c["gen"], [0, 0, 0])
            per[0] += 1
            per[1] += agree(cs, co)
            per[2] += cs is None and co is None
            if cs == "as":
                asm_errors += 1
                print("ski_differential: generator error (GNU as):", co[:1000], "\n   ", describe(c))
                continue
            if agree(cs, co):
                agreed += 1
                faults += cs is None
                continue
            bad.append(c)
    prog.clear()
    print("ski_differential: seed %d: %d programs, %d agree (%d of them fault in both), %d disagree%s" %
          (a.seed, total, agreed, faults, len(bad), ", %d generator errors" % asm_errors if asm_errors else ""))
    if len(per_gen) > 1:
        print("  by generator: " + ", ".join("%s %d/%d agree (%d fault)" % (n, v[1], v[0], v[2])
                                               for n, v in sorted(per_gen.items())))
    for c in bad[:a.max_report]:
        m = reduce(runner, c)
        s, o = runner.run([m])
        print("DISAGREE:", describe(m))
        if s is None or o is None:
            print("   ", "ski faulted" if s is None else "ski ran", "/", "ours faulted" if o is None else "ours ran")
        else:
            for d in fields(s, o, runner.out):
                print("   ", d)
    return 1 if len(bad) > a.allow or asm_errors else 0


if __name__ == "__main__":
    sys.exit(main())
