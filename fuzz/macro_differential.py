#!/usr/bin/env python3
"""Differential fuzzing of the macro language against GNU as.

Generates random programs of macros (positional, keyword, default, :req and
:vararg parameters, \\@, .exitm), .rept/.irp/.irpc, every .if form, equates
and several statements per line, whose only output is `data1` bytes in
.data; assembles each with `epicsched asm` and `ia64-linux-gnu-as`, and
reports every program where one accepts and the other rejects, or the .data
bytes differ. Files GNU as only warns about are skipped (epicsched may be
stricter there). Mismatching programs are written to OUT/mismatch-N.s.

usage: macro_differential.py [--seed N] [--count N] [--altmacro]
                             [--epicsched BUILD/bin/epicsched] [--out DIR]
"""
import argparse
import os
import random
import subprocess
import tempfile

import progress  # fuzz/progress.py, beside this script  # noqa: E402


class Generator:
    def __init__(self, seed, alt):
        self.r = random.Random(seed)
        self.alt = alt

    def num(self):
        return str(self.r.randint(0, 9))

    def expr(self, depth=0):
        r = self.r
        if depth > 2 or r.random() < 0.4:
            return r.choice([self.num(), self.num(), "x", "y", "(" + self.num() + ")"])
        op = r.choice(["+", "-", "*", "==", "!=", "<", ">", "&&", "||", "&", "|", "<<", ">>"])
        blank = lambda: r.choice([" ", ""])
        return self.expr(depth + 1) + blank() + op + blank() + self.expr(depth + 1)

    def actual(self):
        n = self.num
        if self.alt:
            return self.r.choice([n(), "<" + n() + " + " + n() + ">", "%" + self.expr(), "%(" + n() + "*2)",
                                  "x", "", "<" + n() + "!>>"])
        return self.r.choice([n(), n() + " + " + n(), '"' + n() + '"', "x", "", n() + "-" + n(), "(" + n() + ")"])

    def block(self, depth, macros, params):
        r, out = self.r, []
        refs = [(r.choice(["", "&"]) if self.alt else "\\") + p for p in params]
        value = lambda: r.choice(refs + [self.num(), "x"])
        for _ in range(r.randint(1, 4)):
            k = r.random()
            if k < 0.3 or depth > 2:
                out.append("\tdata1 (%s)&255" % value())
            elif k < 0.45:
                out.append("\t." + r.choice([
                    "if " + self.expr(), "ifeq " + self.expr(), "ifne " + self.expr(), "ifgt " + self.expr(),
                    "ifle " + self.expr(), "ifdef x", "ifndef zz", "ifb " + r.choice(["", value()]),
                    "ifnb " + value(), "ifc %s,%s" % (value(), value()), "ifnc %s, %s" % (value(), value())]))
                out += self.block(depth + 1, macros, params)
                if r.random() < 0.3:
                    out.append("\t.elseif " + self.expr())
                    out += self.block(depth + 1, macros, params)
                if r.random() < 0.5:
                    out.append("\t.else")
                    out += self.block(depth + 1, macros, params)
                out.append("\t.endif")
            elif k < 0.55:
                out.append("\t.rept " + r.choice(["0", "1", "2", "3", "x"]))
                out += self.block(depth + 1, macros, params)
                out.append("\t.endr")
            elif k < 0.65:
                s = r.choice(["i", "j"])
                vals = ", ".join(self.num() for _ in range(r.randint(0, 3)))
                out.append("\t.irp %s%s %s" % (s, r.choice([",", ""]), vals))
                out += self.block(depth + 1, macros, params + [s])
                out.append("\t.endr")
            elif k < 0.7:
                out.append("\t.irpc c, %s" % "".join(self.num() for _ in range(r.randint(1, 3))))
                out += self.block(depth + 1, macros, params + ["c"])
                out.append("\t.endr")
            elif k < 0.75:
                out.append("x = " + self.expr())
            elif macros:
                name, nparams = r.choice(macros)
                args = [self.actual() for _ in range(r.randint(0, nparams))]
                if r.random() < 0.2 and nparams:
                    args = ["p%d=%s" % (r.randint(0, nparams - 1), self.num())]
                out.append("\t%s %s" % (r.choice([name, name.upper()]), r.choice([", ", ",", " "]).join(args)))
        return out

    def program(self):
        r = self.r
        lines = ["\t.data", "x = 1", "y = 2"] + (["\t.altmacro"] if self.alt else [])
        macros = []
        for m in range(r.randint(1, 3)):
            n = r.randint(0, 3)
            params = []
            for i in range(n):
                p, roll = "p%d" % i, r.random()
                p += "=" + self.num() if roll < 0.2 else ":req" if roll < 0.3 else \
                     ":vararg" if roll < 0.35 and i == n - 1 else ""
                params.append(p)
            lines.append("\t.macro m%d %s" % (m, ", ".join(params)))
            body = self.block(1, list(macros), ["p%d" % i for i in range(n)])
            if r.random() < 0.2:
                body.insert(r.randint(0, len(body)), "\t.exitm")
            if r.random() < 0.2 and not self.alt:
                body.append("\tdata1 \\@&255")
            lines += body + ["\t.endm"]
            macros.append(("m%d" % m, n))
        lines += self.block(0, macros, [])
        if r.random() < 0.3:  # several statements per line
            joined = []
            for line in lines:
                if joined and r.random() < 0.25 and ".macro" not in joined[-1] and not line.startswith("x ="):
                    joined[-1] += " ; " + line.strip()
                else:
                    joined.append(line)
            lines = joined
        return "\n".join(lines) + "\n"


def data_bytes(obj):
    out = obj + ".bin"
    r = subprocess.run(["ia64-linux-gnu-objcopy", "-O", "binary", "-j", ".data", obj, out], capture_output=True)
    return open(out, "rb").read() if r.returncode == 0 and os.path.exists(out) else b""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--altmacro", action="store_true")
    ap.add_argument("--epicsched", default="build/bin/epicsched")
    ap.add_argument("--out", default=".")
    a = ap.parse_args()
    gen = Generator(a.seed, a.altmacro)
    work = tempfile.mkdtemp(prefix="macro-diff-")
    src, ours, gnu = (os.path.join(work, n) for n in ("t.s", "ours.o", "gnu.o"))
    accepted = rejected = skipped = mismatches = 0
    prog = progress.Progress("programs", a.count)
    for i in range(a.count):
        prog.update(i)
        text = gen.program()
        with open(src, "w") as f:
            f.write(text)
        try:  # gas itself runs for minutes on some exponential .rept counts (and prints millions of lines)
            g = subprocess.run(["ia64-linux-gnu-as", src, "-o", gnu], capture_output=True, text=True, timeout=20)
        except subprocess.TimeoutExpired:
            skipped += 1
            continue
        e = subprocess.run([a.epicsched, "asm", src, "-o", ours], capture_output=True, text=True)
        if g.returncode == 0 and "Warning" in g.stderr:
            skipped += 1
            continue
        if g.returncode != 0 and e.returncode != 0:
            rejected += 1
            continue
        if g.returncode == 0 and e.returncode == 0 and data_bytes(gnu) == data_bytes(ours):
            accepted += 1
            continue
        mismatches += 1
        path = os.path.join(a.out, "mismatch-%d.s" % mismatches)
        with open(path, "w") as f:
            f.write(text)
        print("MISMATCH %s: GNU as exit %d, epicsched exit %d %s" %
              (path, g.returncode, e.returncode, (e.stderr or g.stderr).splitlines()[:1]))
    prog.clear()
    print("programs %d: both accept with equal bytes %d, both reject %d, GNU as warns %d, mismatches %d" %
          (a.count, accepted, rejected, skipped, mismatches))
    return 1 if mismatches else 0


if __name__ == "__main__":
    raise SystemExit(main())
