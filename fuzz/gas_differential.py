#!/usr/bin/env python3
"""Whole-assembler differential fuzzing of `epicsched asm` against GNU as.

Generates random but plausible IA-64 assembly: every instruction form of isa/forms.yaml (read through
isa/gen/isagen.py, so new forms are covered without touching this file) with legal and illegal operands,
predicates, explicit bundles with every template (and omitted slots), auto-mode code with stops, both
mixed; sections (.text/.data/.rodata/custom, .pushsection/.popsection/.previous); data directives;
labels, local labels, equates and expressions with relocation operators; .proc/.endp, .pred.rel,
comments. Each program is assembled by `ia64-linux-gnu-as` and `epicsched asm`; they must agree:
  - both reject (ours with a located `file:line:col: error:`), or
  - both accept and make the same object: sections (bytes and header fields), symbols and relocations
    (tests/corpus/elfdiff.py; auto-mode code may bundle differently with the same instructions in no
    more bundles, as tests/corpus/conformance.py accepts).
Every disagreement gets a class; the first programs of each class are written to OUT/ and reduced
(line-wise delta debugging) to a minimal program with the same class.

Features other helpers own are off by default (--with tags,unwind,tls,xdata,dwarf,lfetch-count,hint-b,regdirs or
--with all); --with NAME of fuzz/gas_gen_data.py's generators, `unwind-dirs` (fuzz/gas_gen_unwind.py,
unwind directives, comparing the unwind sections) or `macros` (fuzz/gas_gen_macros.py, the macro
language and the section stack) writes their programs instead. Reproducible: program N
of seed S is the same whatever --jobs is.

usage: gas_differential.py [--seed S] [--count N] [--jobs J] [--out DIR] [--epicsched PATH]
                           [--with FEATURES] [--reduce-per-class K] [--quiet] [--recheck FILE...]
"""
import argparse
import collections
import concurrent.futures
import decimal
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

import progress  # fuzz/progress.py, beside this script

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(SRC, "isa", "gen"))
sys.path.insert(0, os.path.join(SRC, "tests", "corpus"))
import isagen  # noqa: E402
import conformance  # noqa: E402
import elfdiff  # noqa: E402
import gas_gaps  # noqa: E402
from gen_base import GenBase  # noqa: E402  fuzz/gen_base.py: chance, pick, bad
import gas_gen_data  # noqa: E402  fuzz/gas_gen_data.py: the data and directive generators (--with leb,...)
import gas_gen_unwind  # noqa: E402  fuzz/gas_gen_unwind.py: the unwind directive generator (--with unwind-dirs)
import gas_gen_macros  # noqa: E402  fuzz/gas_gen_macros.py: macro language and section stack (--with macros)
import gas_misplaced_fixup  # noqa: E402

GAS = "ia64-linux-gnu-as"
TIMEOUT = 30
FEATURES = ["tags", "unwind", "tls", "xdata", "dwarf", "lfetch-count", "hint-b", "regdirs", "modes"]
LOCATED_ERROR = conformance.LOCATED_ERROR

# ------------------------------------------------------------------ the form table

_TABLE = isagen.load(os.path.join(SRC, "isa", "forms.yaml"))
OPDEFS = _TABLE[0]["operands"]
TOKEN = re.compile(r"[A-Za-z_@][A-Za-z0-9_.@]*|[0-9]+|[=,\[\]]")
TEMPLATES = {  # template directive: slot units
    ".mii": "MII", ".mmi": "MMI", ".mfi": "MFI", ".mmf": "MMF", ".mib": "MIB", ".mbb": "MBB",
    ".bbb": "BBB", ".mmb": "MMB", ".mfb": "MFB", ".mlx": "MLX"}
LAST_IN_BUNDLE = re.compile(r"br\.(cloop|ctop|cexit|wtop|wexit)|rfi|brl|br\.ia")
NOP = {"M": "nop.m 0", "I": "nop.i 0", "F": "nop.f 0", "B": "nop.b 0"}
AR_NAMES = ["ar.k0", "ar.k7", "ar.rsc", "ar.bsp", "ar.bspstore", "ar.rnat", "ar.fcr", "ar.eflag", "ar.csd",
            "ar.ssd", "ar.cflg", "ar.fsr", "ar.fir", "ar.fdr", "ar.ccv", "ar.unat", "ar.fpsr", "ar.itc",
            "ar.ruc", "ar.pfs", "ar.lc", "ar.ec"]
CR_NAMES = ["cr.dcr", "cr.itm", "cr.iva", "cr.pta", "cr.ipsr", "cr.isr", "cr.iip", "cr.ifa", "cr.itir",
            "cr.iipa", "cr.ifs", "cr.iim", "cr.iha", "cr.lid", "cr.ivr", "cr.tpr", "cr.eoi", "cr.irr0",
            "cr.itv", "cr.pmv", "cr.cmcv", "cr.lrr0", "cr.lrr1"]
RELOC_OPS = ["@gprel", "@ltoff", "@fptr", "@pcrel", "@secrel", "@segrel", "@pltoff", "@ltv", "@iplt"]
TLS_OPS = ["@tprel", "@dtprel", "@dtpmod", "@ltoff(@tprel", "@ltoff(@dtprel", "@ltoff(@dtpmod"]


def usable_forms(features):
    out = []
    for f in _TABLE[2]:
        ops = set(TOKEN.findall(f["opsrc"]))
        if "tags" not in features and ops & {"tag13", "tag9"}:
            continue
        if "lfetch-count" not in features and f["fmt"] == "M13C":
            continue
        if "hint-b" not in features and f["mn"].startswith("hint.b"):
            continue
        out.append(f)
    return out


# ------------------------------------------------------------------ the generator

class Gen(GenBase):
    """One random program per call of program(); all randomness from self.r."""

    BAD_RATE = 0.15

    def __init__(self, seed, features, forms):
        self.r = random.Random(seed)
        self.features = features
        self.forms = forms
        self.by_unit = collections.defaultdict(list)
        for f in forms:
            self.by_unit[f["unit"]].append(f)
            if f["unit"] == "A":
                self.by_unit["M"].append(f)
                self.by_unit["I"].append(f)

    # ---------------------------------------------------------- small pieces
    def symbol(self, target=False):
        """A symbol: a label defined before or after, a numeric local label, an equate or an external."""
        r = self.r.random()
        if r < 0.35 and self.labels:
            return self.pick(self.labels)
        if r < 0.55:
            name = "L%d" % self.r.randint(0, 9)
            self.wanted.add(name)
            return name
        if r < 0.7:
            n = self.r.randint(1, 3)
            return "%d%s" % (n, "b" if n in self.numeric and self.chance(0.5) else "f")
        if r < 0.8 and not target and self.equates:
            return self.pick(list(self.equates))
        return self.pick(["ext", "ext2", "func", "gvar"])

    def number(self, lo, hi, hex_=False):
        v = self.r.randint(lo, hi)
        if hex_ or self.chance(0.2):
            return hex(v) if v >= 0 else "-" + hex(-v)
        return str(v)

    def const_expr(self, v):
        """An expression worth v, built from equates and arithmetic."""
        k = self.r.random()
        if k < 0.6 or not self.equates:
            return str(v) if self.chance(0.8) or v < 0 else hex(v)
        name, val = self.pick(list(self.equates.items()))
        if k < 0.8:
            return "%s%+d" % (name, v - val) if v != val else name
        return "(%s-%s)+%d" % (name, name, v) if v >= 0 else "(%d)" % v

    def immediate(self, name):
        d = OPDEFS[name]
        lo, hi = isagen_int(d.get("min", "0")), isagen_int(d.get("max", "0"))
        if d["kind"] == "Enum":
            names = [n.split("=")[0] for n in d["names"].split()]
            return self.pick(names) if not self.bad() else self.pick(["@bogus", str(hi + 1)])
        if self.bad():
            return str(self.pick([lo - 1, hi + 1, hi + 2 ** 8, lo - 2 ** 20]))
        k = self.r.random()
        if k < 0.25:
            v = lo
        elif k < 0.5:
            v = hi
        elif k < 0.6:
            v = max(lo, min(hi, 0))
        else:
            v = self.r.randint(max(lo, -(2 ** 63)), min(hi, 2 ** 63 - 1))
        if d.get("fixup") in ("Imm14", "Imm22", "Imm64") and self.chance(0.25):
            return self.reloc_operand(d["fixup"])
        if d.get("fixup") and self.chance(0.1):
            return self.symbol()  # a symbol value: equate, label (gas may refuse), external
        return self.const_expr(v)

    def reloc_operand(self, fixup):
        ops = ["@gprel", "@ltoff", "@ltoffx", "@pltoff", "@fptr", "@secrel", "@segrel", "@pcrel"]
        if "tls" in self.features:
            ops += ["@tprel", "@dtprel", "@ltoff(@tprel", "@ltoff(@dtpmod"]
        op = self.pick(ops)
        sym = self.symbol()
        add = self.pick(["", "", "+8", "-16"])
        close = ")" * (1 + op.count("("))
        return "%s(%s%s%s" % (op, sym, add, close)

    def register(self, name, dest):
        d = OPDEFS[name]
        kind, lo, hi = d["kind"], isagen_int(d.get("min", "0")), isagen_int(d.get("max", "0"))
        prefix = {"GR": "r", "FR": "f", "PR": "p", "BR": "b"}.get(kind)
        if self.bad():
            wrong = {"GR": "f", "FR": "r", "PR": "b", "BR": "p"}.get(kind, "r")
            return self.pick([prefix or "ar", wrong]) + str(self.pick([hi + 1, 128, 200])) \
                if self.chance(0.7) else wrong + "3"
        if kind == "AR":
            if self.chance(0.5):
                names = [n for n in AR_NAMES if lo <= AR_NUM.get(n, -1) <= hi]
                if names:
                    return self.pick(names)
            return "ar%d" % self.r.randint(lo, hi)
        if kind == "CR":
            return self.pick(CR_NAMES) if self.chance(0.6) else "cr%d" % self.r.randint(lo, hi)
        v = self.r.randint(lo, hi)
        if kind == "GR" and dest and v == 0 and not self.chance(0.2):
            v = self.r.randint(max(lo, 2), hi) if hi > 2 else hi
        if kind == "FR" and dest and v < 2 and not self.chance(0.2):
            v = self.r.randint(2, hi)
        if kind == "GR" and self.chance(0.05):
            return self.pick(["gp", "sp", "r1", "r12"])
        if kind == "BR" and self.chance(0.1):
            return "rp"
        return prefix + str(v)

    def operand(self, name, dest, first_reg):
        d = OPDEFS[name]
        if d["kind"] in ("GR", "FR", "PR", "BR", "AR", "CR"):
            return self.register(name, dest)
        if d["kind"] == "Target":
            if self.bad():
                return self.pick(["r3", "#", "1x"])
            return self.symbol(target=True) + self.pick(["", "", "+16", "-32"])
        return self.immediate(name)

    def instruction(self, unit=None, form=None):
        if form is None:
            pool = self.by_unit[unit] if unit else self.forms
            form = self.pick(pool)
            while "noasm" in form["flags"] and not self.chance(0.05):
                form = self.pick(pool)
        out, dest, regs, seen_eq = "", True, 0, "=" not in form["opsrc"]
        for tok in TOKEN.findall(form["opsrc"]):
            if tok == "=":
                dest = False
                out += tok
            elif tok in OPDEFS and tok != "rr":
                out += self.operand(tok, dest and not seen_eq, regs)
                regs += 1
            else:
                out += tok
        if seen_eq:
            dest = False
        mn = form["mn"]
        if self.bad():
            mn = self.pick([mn + ".zz", mn.rsplit(".", 1)[0] if "." in mn else mn + "x", mn])
            if self.chance(0.3):
                out = out.rsplit(",", 1)[0] if "," in out else out + ",r1"
        text = (mn + " " + out).strip()
        if "noqp" not in form["flags"] and self.chance(0.25):
            text = "(p%d) " % (self.r.randint(64, 70) if self.bad() else self.r.randint(0, 63)) + text
        elif self.bad():
            text = "(p6) " + text
        return text, form

    def spacing(self, text):
        if self.chance(0.1):
            text = re.sub(r"([=,])", lambda m: self.pick([m.group(1) + " ", " " + m.group(1) + " "]), text)
        return text

    def comment(self):
        return self.pick(["", "", "", "", "\t// c", "\t/* c */"])

    def label(self):
        k = self.r.random()
        if k < 0.3:
            n = self.r.randint(1, 3)
            self.numeric.add(n)
            name = str(n)
        else:
            pending = sorted(self.wanted - set(self.labels))
            name = self.pick(pending) if pending and self.chance(0.7) else "L%d" % self.r.randint(0, 9)
            if name in self.labels and not self.bad():
                name = "M%d" % len(self.labels)
            self.labels.append(name)
        return name + ":"

    # ---------------------------------------------------------- chunks
    def auto_code(self):
        lines = []
        for _ in range(self.r.randint(1, 8)):
            if self.chance(0.15):
                lines.append(self.label())
            text, _ = self.instruction()
            stop = " ;;" if self.chance(0.3) else ""
            lines.append("\t" + self.spacing(text) + stop + self.comment())
        return lines

    def bundle(self):
        tmpl = self.pick(list(TEMPLATES))
        units = TEMPLATES[tmpl]
        if self.bad():
            tmpl = self.pick([".mmm", ".mli", ".bbm", ".xyz"])
        slots = []
        for i, u in enumerate(units):
            if u == "X":
                continue
            if u == "L":
                slots.append(self.instruction("L")[0])
                continue
            if self.chance(0.5):
                text, form = self.instruction(u)
                while i < 2 and LAST_IN_BUNDLE.match(form["mn"]) and not self.chance(0.05):
                    text, form = self.instruction(u)
                slots.append(text)
            else:
                slots.append(self.pick([NOP[u], NOP[u], "nop 0" if u != "B" else NOP[u], "nop.%s 0x1234" % u.lower()]))
        omit = self.chance(0.2)
        if omit:  # gas fills the omitted slots with nops by unit
            keep = sorted(self.r.sample(range(len(slots)), self.r.randint(1, len(slots))))
            slots = [slots[i] for i in keep]
        stops = [self.chance(0.15) for _ in slots]
        stops[-1] = self.chance(0.6)
        style = self.r.random()
        body = ["\t" + s + (" ;;" if st else "") + self.comment() for s, st in zip(slots, stops)]
        if style < 0.5:
            return ["{ " + tmpl] + body + ["}"]
        if style < 0.8:
            return ["\t" + tmpl, "{"] + body + ["}"]
        return ["{ " + tmpl + " " + body[0].strip()] + body[1:] + ["}"]

    def explicit_code(self):
        lines = []
        for _ in range(self.r.randint(1, 4)):
            if self.chance(0.2):
                lines.append(self.label())
            lines += self.bundle()
        return lines

    def data(self):
        lines = []
        for _ in range(self.r.randint(1, 6)):
            k = self.r.random()
            if k < 0.35:
                size = self.pick([1, 2, 4, 8])
                d = self.pick(["data%d" % size, "data%d.ua" % size if size > 1 or self.bad() else ".byte"] +
                              [{1: ".byte", 2: ".short", 4: ".long", 8: ".quad"}[size]])
                vals = []
                for _ in range(self.r.randint(1, 3)):
                    lim = 2 ** (8 * size)
                    v = self.pick([0, 1, lim // 2 - 1, lim - 1, -(lim // 2), self.r.randint(0, lim - 1)])
                    if self.bad():
                        v = self.pick([lim, -lim - 1, 2 ** 64])
                    vals.append(self.const_expr(v) if abs(v) < 2 ** 62 else str(v))
                lines.append("\t%s %s" % (d, ", ".join(vals)))
            elif k < 0.5:
                size = self.pick([4, 8, 8])
                op = self.pick(RELOC_OPS + (TLS_OPS if "tls" in self.features else []))
                sym = self.symbol()
                close = ")" * (1 + op.count("("))
                lines.append("\tdata%d%s %s(%s%s" % (size, self.pick(["", ".ua"]), op, sym, close)
                             if self.chance(0.7) else "\tdata%d %s%s" % (size, sym, self.pick(["", "+4", "-8"])))
            elif k < 0.6:
                fmt = self.pick(["real4", "real8", "real10", "real16", ".float", ".double"])
                v = self.pick(["1.5", "-2.25e3", "0", "3.14159", "1e-40", "0x1p3", "inf", "1e400", "-0.0"])
                lines.append("\t%s %s" % (fmt, v))
            elif k < 0.7:
                s = self.pick(['"abc"', '"a\\tb\\n"', '"\\x41\\101"', '""', '"quote\\""'])
                lines.append("\t%s %s" % (self.pick(["stringz", "string", ".ascii", ".asciz", ".string"]), s))
            elif k < 0.8:
                n = self.pick([0, 1, 3, 8, 17])
                lines.append(self.pick(["\t.skip %d" % n, "\t.skip %d, 0x%x" % (n, self.r.randint(0, 255)),
                                        "\t.space %d" % n, "\t.fill %d, %d, %d" % (self.r.randint(0, 4),
                                        self.pick([1, 2, 4, 8]), self.r.randint(-2, 300))]))
            elif k < 0.9:
                n = self.pick([1, 2, 4, 8, 16, 32])
                lines.append(self.pick(["\t.align %d" % n, "\t.align %d, 0x%x" % (n, self.r.randint(0, 255)),
                                        "\t.balign %d" % n, "\t.p2align %d" % self.r.randint(0, 5)]))
            elif k < 0.95:
                lines.append("\t.org %s" % self.pick([". + 4", ". + 0x10", "0x40", ". - 1" if self.bad() else ".+1"]))
            else:
                lines.append(self.label())
        return lines

    def equate_chunk(self):
        out = []
        for _ in range(self.r.randint(1, 3)):
            name = "E%d" % self.r.randint(0, 5)
            known = list(self.equates.items())
            if known and self.chance(0.5):
                other, v = self.pick(known)
                op = self.pick(["+", "-", "*", "<<", ">>", "&", "|", "^", "/", "%"])
                n = self.r.randint(1, 5)
                val = {"+": v + n, "-": v - n, "*": v * n, "<<": v << n, ">>": v >> n, "&": v & n, "|": v | n,
                       "^": v ^ n, "/": int(v / n), "%": v - n * int(v / n)}[op]
                expr = "%s %s %d" % (other, op, n)
                if self.chance(0.2):
                    expr, val = self.pick([("-(%s)" % expr, -val), ("~%s" % other, ~v)])
            else:
                val = self.r.randint(-200, 8000)
                expr = str(val)
            if -2 ** 40 < val < 2 ** 40:
                self.equates[name] = val
            style = self.r.random()
            out.append("%s = %s" % (name, expr) if style < 0.5 else
                       "\t.set %s, %s" % (name, expr) if style < 0.8 else "\t.equ %s, %s" % (name, expr))
        if self.labels and self.chance(0.3):  # a label difference or an alias of a label
            a, b = self.pick(self.labels), self.pick(self.labels)
            out.append(self.pick(["D%d = %s - %s" % (len(out), a, b), "A%d = %s" % (len(out), a)]))
        return out

    def pred_rel(self):
        p, q = self.r.randint(1, 63), self.r.randint(1, 63)
        rel = self.pick(["mutex", "clear", "imply"])
        return [self.pick(['\t.pred.rel "%s", p%d, p%d' % (rel, p, q), "\t.pred.rel.%s p%d, p%d" % (rel, p, q),
                           '\t.pred.rel "%s" p%d, p%d' % (rel, p, q), "\t.pred.safe_across_calls p1-p5,p16-p63"])]

    def reg_directives(self):
        """What real code has and the rest never makes (feature regdirs): rotating register names
        (`.rotr`/`.rotp`/`.rotf` after an alloc with rotating registers, used in instructions) and
        `.mem.offset` before spills and fills (GNU as's UNAT bit: two spills in one group)."""
        lines = []
        if self.chance(0.5):
            sor = self.pick([8, 16])
            lines.append("\talloc r%d = ar.pfs, 2, %d, 2, %d" % (self.r.randint(32, 40), sor, sor))
            n = self.r.randint(2, sor)
            lines += ["\t.rotr rv[%d], rw[2]" % n, "\t.rotp rp[%d]" % self.r.randint(1, 8), "\t.rotf rf[4]"]
            for _ in range(self.r.randint(1, 4)):
                i, j = self.r.randint(0, n - 1 + (1 if self.bad() else 0)), self.r.randint(0, n - 1)
                lines.append("\t" + self.pick([
                    "add rv[%d] = rv[%d], r%d" % (i, j, self.r.randint(1, 31)),
                    "(rp[0]) ld8 rv[%d] = [rv[%d]]" % (i, j),
                    "cmp.eq rp[0], p0 = rv[%d], r0" % i,
                    "fadd rf[%d] = rf[1], f%d" % (self.r.randint(0, 3), self.r.randint(2, 31)),
                    "st8 [rw[1]] = rv[%d], 8" % i]) + (" ;;" if self.chance(0.3) else ""))
        else:
            for _ in range(self.r.randint(1, 3)):
                off = self.pick([0, 8, 16, 24])
                lines.append("\t.mem.offset %d, %d" % (off, self.pick([0, 0, 1])))
                if self.chance(0.6):
                    lines.append("\tst8.spill [r%d] = r%d%s" % (self.r.randint(2, 31), self.r.randint(2, 31),
                                                                  self.pick(["", ", 16"])))
                else:
                    lines.append("\tld8.fill r%d = [r%d]" % (self.r.randint(2, 31), self.r.randint(2, 31)))
                if self.chance(0.3):
                    lines.append("\tmov r%d = ar.unat" % self.r.randint(2, 31))
        return lines

    def section(self, code):
        if code:
            choices = ["\t.text", '\t.section .text.f,"ax",@progbits', '\t.section .init,"ax"',
                       '\t.pushsection .text.hot,"ax",@progbits']
        else:
            choices = ["\t.data", '\t.section .rodata,"a",@progbits', '\t.section .mydata,"aw",@progbits',
                       "\t.rodata" if self.bad() else "\t.data",
                       '\t.pushsection .data.rel,"aw",@progbits', '\t.section .sdata,"aw"']
        line = self.pick(choices)
        if "pushsection" in line:
            self.pushed += 1
        return [line]

    def proc(self):
        name = "func%d" % self.r.randint(0, 3)
        body = self.auto_code() if self.chance(0.5) else self.explicit_code()
        head = ["\t.global " + name if self.chance(0.5) else "\t.local " + name, "\t.proc " + name, name + ":"]
        if "unwind" in self.features and self.chance(0.6):
            head += ["\t.prologue", "\t.save ar.pfs, r%d" % self.r.randint(32, 40),
                     "\talloc r%d = ar.pfs, 2, 3, 1, 0" % self.r.randint(32, 40), "\t.body"]
        self.labels.append(name)
        return head + body + ["\t.endp " + name]

    def program(self):
        if gas_gen_unwind.NAME in self.features:
            return gas_gen_unwind.program(self.r, self.features)
        if gas_gen_macros.NAME in self.features:
            return gas_gen_macros.program(self.r, self.features)
        if self.features & set(gas_gen_data.GENERATORS):
            return gas_gen_data.program(self.r, self.features)
        self.mutated = self.chance(0.2)
        self.labels, self.wanted, self.equates, self.pushed, self.numeric = [], set(), {}, 0, set()
        lines = []
        code = True
        if self.chance(0.3):
            lines += self.equate_chunk()
        for _ in range(self.r.randint(1, 6)):
            k = self.r.random()
            if k < 0.12:
                code = not code
                lines += self.section(code)
            elif k < 0.17:
                if self.pushed and self.chance(0.7):
                    lines.append("\t.popsection")
                    self.pushed -= 1
                else:
                    lines.append("\t.previous")
                lines += self.section(True)  # where .previous/.popsection went is not tracked: go to code
                code = True
            if "modes" in self.features and code and self.chance(0.2):
                # GNU as's mode directives: after `.auto` a `{ }` is automatic code in a bundle of
                # its own, after `.default` (or none) it switches to explicit mode for the bundle
                lines.append(self.pick(["\t.auto", "\t.auto", "\t.explicit", "\t.default"]))
            k = self.r.random()
            if not code:
                lines += self.data()
            elif k < 0.35:
                lines += self.auto_code()
            elif k < 0.65:
                lines += self.explicit_code()
            elif k < 0.75:
                lines += self.proc()
            elif k < 0.85:
                lines += self.equate_chunk()
            elif k < 0.9:
                lines += self.pred_rel()
            elif "regdirs" in self.features and k < 0.95:
                lines += self.reg_directives()
            else:
                lines += self.data()
        # define most labels that were referenced, so that most targets resolve locally
        for name in sorted(self.wanted - set(self.labels)) + ["%d" % n for n in (1, 2, 3)]:
            if self.chance(0.8):
                lines += ([name + ":"] + self.auto_code()) if code else [name + ":", "\tdata1 1"]
        if self.chance(0.1):
            lines.append(self.pick(["1:", "\t.global ext", "\t.weak ext2", "\t.type func0, @function",
                                    "\t.size func0, 16", "\t.hidden gvar", "\t.comm cbuf, 32, 8",
                                    "\t.lcomm lbuf, 16"]))
        return "\n".join(lines) + "\n"


AR_NUM = {"ar.k0": 0, "ar.k7": 7, "ar.rsc": 16, "ar.bsp": 17, "ar.bspstore": 18, "ar.rnat": 19, "ar.fcr": 21,
          "ar.eflag": 24, "ar.csd": 25, "ar.ssd": 26, "ar.cflg": 27, "ar.fsr": 28, "ar.fir": 29, "ar.fdr": 30,
          "ar.ccv": 32, "ar.unat": 36, "ar.fpsr": 40, "ar.itc": 44, "ar.ruc": 45, "ar.pfs": 64, "ar.lc": 65,
          "ar.ec": 66}


def isagen_int(s):
    s = str(s)
    return {"INT64_MIN": -2 ** 63, "INT64_MAX": 2 ** 63 - 1}.get(s) or int(s, 0)


# ------------------------------------------------------------------ the checker

def run(cmd, timeout=TIMEOUT):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
        return p.returncode, p.stderr.decode("latin-1")
    except subprocess.TimeoutExpired:
        return -1, "timeout after %ds" % timeout


def normalize(msg):
    """A message as a class key: names, numbers and quoted text abstracted."""
    msg = re.sub(r"'[^']*'|`[^']*'|\"[^\"]*\"", "Q", msg)
    msg = re.sub(r"\b(0x[0-9a-fA-F]+|-?\d+)\b", "N", msg)
    msg = re.sub(r"\b[rfpb]N\b", "REG", msg)
    # one class for every branch spelling (chk/fchkf: the same PC-relative target field)
    msg = re.sub(r"\bof (br|brl|chk|fchkf)(\.[a-z0-9]+)* ", "of BRANCH ", msg)
    return msg.strip()[:110]


def first_message(err, pattern):
    for line in err.splitlines():
        if re.search(pattern, line):
            return line
    return (err.strip().splitlines() or [""])[0]


def gas_message(err):
    line = first_message(err, r": Error: ")
    return line.split("Error: ", 1)[-1]


def our_message(err):
    line = first_message(err, r"error: ")
    return line.split("error: ", 1)[-1]


def skip_classes(features):
    """Section classes not compared: unwind and line tables, unless a feature makes them."""
    makes = {"unwind", gas_gen_unwind.NAME, "dwarf"}
    return ("unwind", "debug_line") if not features & makes else ()


def objects_differ(ours, gas, features):
    """None when equal; else the first differing class with its detail."""
    a, b = elfdiff.Elf(ours), elfdiff.Elf(gas)
    skip = skip_classes(features)
    secs_a = {n: s for n, s in a.content_sections().items() if conformance.section_class(s) not in skip}
    secs_b = {n: s for n, s in b.content_sections().items() if conformance.section_class(s) not in skip}
    key = lambda s: (s["type"], s["flags"], s["size"], s["align"], s["entsize"], s["data"])
    same = all(key(secs_a[n]) == key(secs_b[n]) for n in set(secs_a) & set(secs_b)) and \
        all(s["size"] == 0 for n, s in list(secs_a.items()) + list(secs_b.items())
            if n not in secs_a or n not in secs_b)
    syms = lambda e: collections.Counter(e.symbol_key(s) for s in e.symbols if s["type"] != elfdiff.STT_SECTION)
    if same and syms(a) == syms(b) and strip_rel(a.relocations(), skip) == strip_rel(b.relocations(), skip):
        return None
    res = conformance.compare_objects(ours, gas)
    for cls in ("text", "data", "symbols", "relocs") + tuple(c for c in ("unwind", "debug_line") if c not in skip):
        ok, detail = res[cls]
        if ok is False:
            return cls, detail
    return None


def violations(obj, work, epicsched):
    """The dependency violations `epicsched dvcheck` finds in the object's code as placed (read
    back as explicit code, tests/corpus/gas_gaps.py), as pairs of instruction texts (later,
    earlier); None when the read-back fails."""
    path = os.path.join(work, "placed.s")
    lines = gas_gaps.as_source(gas_gaps.listing(obj))
    for _ in range(4):  # data in code objdump decodes as instructions may not read back: drop those lines
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        p = subprocess.run([epicsched, "dvcheck", path], capture_output=True, text=True)
        bad = {int(n) for n in re.findall(r"^[^:\n]*:(\d+):\d+: error:", p.stderr, re.M)}
        if not bad:
            text = lambda n: lines[n - 1].replace(";;", "").strip()
            return {(text(a), text(b)) for a, b in gas_gaps.pairs(p.stdout)}
        lines = [("\t;;" if l.endswith(";;") else "") if k + 1 in bad else l for k, l in enumerate(lines)]
    return None


def gas_violates_more(ours, gnu, work, epicsched):
    """Whether gas's code breaks a dependency ours keeps, and ours breaks none gas does not
    (the source's own violations in explicit code are in both)."""
    g = violations(gnu, work, epicsched)
    if not g:
        return False
    o = violations(ours, work, epicsched)
    return o is not None and o < g


BUNDLE_REFUSAL = re.compile(r"^`([^']+)' (?:can't go in slots? .* template|does not fit into bundle)")


def gas_fits_by_violating(ours_msg, gnu, work, epicsched):
    """Whether our refusal is a brace bundle in auto mode (`{ }` after `.auto`) that cannot hold
    the stop our tables want before the refused instruction, where gas's object puts that
    instruction in the group of one it depends on (our dvcheck finds the pair in gas's code)."""
    m = BUNDLE_REFUSAL.match(ours_msg)
    if not m:
        return False
    base = lambda text: re.sub(r"^\(p\d+\)\s*", "", text).split()[0].split(".")[0]
    return any(base(later) == base(m.group(1)) for later, _ in violations(gnu, work, epicsched) or ())


def gas_misses_stop(ours, refused, work, epicsched):
    """Whether our code holds a stop, before the first instruction named like `refused` (gas's
    refused one), that our tables need and GNU as's do not: with it removed our dvcheck finds a
    dependency in the group that `ia64-linux-gnu-as -xexplicit` on the same text does not report
    (gas misses fpcmp's FR reads: it keeps the group going and wants its stop later, where its
    bundle has no place for it)."""
    lines = gas_gaps.as_source(gas_gaps.listing(ours))
    base = lambda text: re.sub(r"^\(p\d+\)\s*", "", text.strip()).split()[0].split(".")[0] if text.strip() else ""
    end = next((k for k, l in enumerate(lines) if not l.lstrip().startswith(".") and base(l) == base(refused)),
               len(lines))
    path = os.path.join(work, "ours-without-stop.s")
    for k in range(end):
        if not lines[k].endswith(";;"):
            continue
        with open(path, "w") as f:
            f.write("\n".join(lines[:k] + [lines[k][:-2].rstrip()] + lines[k + 1:]) + "\n")
        ours_v = gas_gaps.dvcheck(epicsched, path)
        if not ours_v:
            continue
        g = subprocess.run([GAS, "-xexplicit", path, "-o", os.devnull], capture_output=True, text=True)
        if g.returncode == 0 and ours_v - gas_gaps.pairs(g.stderr):
            return True
    return False


PREDICATED_BR_IA = re.compile(r"\(p\d+\)\s*(br\.ia\b)")


def gas_forgets_after_predicated_br_ia(text, ours, gnu, work, epicsched, features):
    """Whether the objects differ only because GNU as forgets every dependency after a predicated
    `br.ia` (no srlz.d, no stop after it) where we keep them (the predicate may be false): both
    encode the same `br.ia` instructions, and with their predicates removed the program gives the
    same object from both."""
    if not PREDICATED_BR_IA.search(text):
        return False
    br_ia = lambda obj: [t for _, t, _ in gas_gaps.listing(obj) if "br.ia" in t]
    if br_ia(ours) != br_ia(gnu):
        return False
    plain = PREDICATED_BR_IA.sub(r"\1", text)
    sub = os.path.join(work, "br-ia")
    os.makedirs(sub, exist_ok=True)
    cls, detail = check(plain, sub, epicsched, features)
    return cls is None and detail.startswith("both accept")


def strip_rel(relocs, skip):
    return {k: v for k, v in relocs.items() if not (skip and k.startswith(conformance.UNWIND_PREFIX))}


REAL10_DIR = re.compile(r"^(\s*(?:real10|real16|\.dc\.x|\.dcb\.x)\s+)(.*)$")  # real16: the same 10 bytes, padded
REAL10_VALUE = re.compile(r"^\s*[-+]?(?:0[a-zA-Z])?[-+]?(\d*\.?\d*(?:[eE][-+]?\d+)?)\s*$")
REAL10_MIN_NORMAL = decimal.Decimal(2) ** -16382


def without_real10_denormals(text):
    """`text` with every real10 (and real16) operand that is a denormal (nonzero, below 2^-16382)
    written as 0: GNU as writes those at twice their value (docs/conformance.md)."""
    def operand(v, first_of_dcb):
        m = REAL10_VALUE.match(v)
        if first_of_dcb or not m or not m.group(1).strip(".eE"):
            return v
        try:
            x = abs(decimal.Decimal(m.group(1)))
        except decimal.InvalidOperation:
            return v
        return " 0" if 0 < x < REAL10_MIN_NORMAL else v

    out = []
    for line in text.split("\n"):
        m = REAL10_DIR.match(line)
        if m:
            ops = m.group(2).split(",")
            dcb = ".dcb.x" in m.group(1)
            line = m.group(1) + ",".join(operand(v, dcb and k == 0) for k, v in enumerate(ops))
        out.append(line)
    return "\n".join(out)


LAZY_DEF = re.compile(r"^\s*(?:([A-Za-z_.$][\w.$]*)\s*==|\.eqv\s+([A-Za-z_.$][\w.$]*)\s*,)\s*(.*?)\s*(?://.*)?$", re.M)
EAGER_EQUATE = re.compile(r"^(\s*(?:\.set|\.equ|\.equiv)\s+[A-Za-z_.$][\w.$]*\s*,|\s*[A-Za-z_.$][\w.$]*\s*=(?!=))(.*)$",
                          re.M)


def with_lazy_inlined(text):
    """`text` with each `==`/.eqv symbol an eager equate (`=`, .set, .equ, .equiv) reads written
    out as its expression in parentheses: GNU as reads `.` deferred through such a symbol
    (`S == . - D0`, `.set s, S + 1`) as a frag offset minus the label's, wrong across the
    alignment frags of aligned data; written out (`.set s, (. - D0) + 1`) it computes the value
    `.` has there, which is what an `==` symbol means (its expression read at each use)."""
    lazy = {(m.group(1) or m.group(2)): m.group(3) for m in LAZY_DEF.finditer(text)}
    if not lazy:
        return text
    name = re.compile(r"(?<![\w.$])(%s)(?![\w.$])" % "|".join(re.escape(n) for n in lazy))
    return EAGER_EQUATE.sub(lambda m: m.group(1) + name.sub(lambda n: "(%s)" % lazy[n.group(1)], m.group(2)), text)


def check(text, work, epicsched, features):
    """(class or None, detail) for one program."""
    src, ours, gnu = (os.path.join(work, n) for n in ("t.s", "ours.o", "gas.o"))
    with open(src, "w") as f:
        f.write(text)
    for p in (ours, gnu):
        if os.path.exists(p):
            os.unlink(p)
    grc, gerr = run([GAS, src, "-o", gnu], timeout=10)
    if grc == -1:  # GNU as itself loops on some inputs: no oracle for this program
        return None, "gas hangs"
    erc, eerr = run([epicsched, "asm", src, "-o", ours])
    if erc not in (0, 1):
        return "crash: exit %d" % erc, eerr.strip()[-300:]
    if grc != 0 and erc != 0:
        if not LOCATED_ERROR.search(eerr):
            return "error without location: " + normalize(our_message(eerr)), eerr.strip()[:300]
        return None, "both reject"
    if grc != 0:
        refused = BUNDLE_REFUSAL.match(gas_message(gerr))
        if refused and gas_misses_stop(ours, refused.group(1), work, epicsched):
            # gas's tables miss a dependency our stop keeps (fpcmp's FR reads): gas goes on with
            # the group and wants its stop inside a `{ }` bundle that has no place for it.
            return "deliberate: GNU as misses a dependency, so its stop does not fit a bundle ours fits", \
                gas_message(gerr)
        return "we accept, gas rejects: " + normalize(gas_message(gerr)), gas_message(gerr)
    if erc != 0:
        if gas_fits_by_violating(our_message(eerr), gnu, work, epicsched):
            # `{ }` after `.auto` is one bundle of auto code: the stop our tables want (gas's miss
            # it: `fnorm.s.s1` then `br.ia` in one `.mfb`, AR[FPSR].sf1.flags) has no place in it.
            return "deliberate: GNU as fits a bundle by violating a dependency, we refuse it", our_message(eerr)
        return "we reject, gas accepts: " + normalize(our_message(eerr)), our_message(eerr)
    diff = objects_differ(ours, gnu, features)
    if diff and diff[0] == "text" and gas_misplaced_fixup.explains_objects(ours, gnu, skip_classes(features)):
        # gas's fix_insn takes the slot from fx_where & 3, wrong in a frag data left unaligned
        # (fuzz/gas_misplaced_fixup.py): its branch or immediate field lands in another slot.
        return "deliberate: GNU as puts a resolved fixup in the wrong slot after data in code", diff[1]
    if diff and diff[0] == "text" and gas_violates_more(ours, gnu, work, epicsched):
        # gas's tables miss a dependency (fcmp.unord's predicate writes, the FR reads of fpcmp,
        # targets its pseudo-ops swap): its object breaks the group rules, ours keeps the stop.
        return "deliberate: GNU as's code violates a dependency, ours does not", diff[1]
    if diff and diff[0] == "text" and gas_forgets_after_predicated_br_ia(text, ours, gnu, work, epicsched, features):
        # gas forgets every dependency after `br.ia` whatever its predicate (no srlz.d after
        # `ptc.l`); we keep them, since a false predicate falls through to the next group.
        return "deliberate: GNU as forgets the dependencies after a predicated br.ia, ours does not", diff[1]
    if diff and diff[0] == "data" and ("==" in text or ".eqv" in text):
        # gas reads `.` of an `==` symbol copied into `.set` as a frag offset: the program with
        # those symbols written out (the same bytes from us) must agree
        plain = with_lazy_inlined(text)
        if plain != text and same_bytes_as(ours, plain, work, epicsched) and \
                check(plain, work, epicsched, features)[0] is None:
            return "deliberate: GNU as reads `.` of an == symbol across data frags from frag offsets", diff[1]
    if diff and diff[0] == "data":
        # gas's real10 denormals are twice their value (the m68k format's exponent bias); ours
        # are the IA-64 (x87) format's (docs/conformance.md): the same program with those written 0
        plain = without_real10_denormals(text)
        if plain != text and check(plain, work, epicsched, features)[0] is None:
            return "deliberate: GNU as writes real10 denormals at twice their value", diff[1]
    if diff:
        return "objects differ: " + diff[0] + ": " + normalize(re.sub(r"\[.*", "", diff[1]))[:60], diff[1]
    with open(ours, "rb") as f, open(gnu, "rb") as g:
        whole = f.read() == g.read()  # the whole file (headers, tables): a statistic, never a class
    return None, "both accept, same object" + (", same file" if whole else "")


def same_bytes_as(obj, text, work, epicsched):
    """Whether `text` assembles (by us) to an object with the same section contents as `obj`."""
    src, out = os.path.join(work, "same.s"), os.path.join(work, "same.o")
    with open(src, "w") as f:
        f.write(text)
    if run([epicsched, "asm", src, "-o", out])[0] != 0:
        return False
    data = lambda path: {n: s["data"] for n, s in elfdiff.Elf(path).content_sections().items()}
    return data(obj) == data(out)


def ddmin(text, keeps, budget=400):
    """Line-wise delta debugging (ddmin): the smallest set of lines of `text` for which
    `keeps(candidate text)` still holds, within `budget` tries."""
    lines = text.splitlines()
    tests = [0]

    def same(cand):
        tests[0] += 1
        return keeps("\n".join(cand) + "\n")

    n = 2
    while len(lines) >= 2 and tests[0] < budget:
        chunk = max(1, len(lines) // n)
        parts = [lines[i:i + chunk] for i in range(0, len(lines), chunk)]
        done = False
        for i in range(len(parts)):
            cand = [l for j, p in enumerate(parts) if j != i for l in p]
            if cand and same(cand):
                lines, n, done = cand, max(n - 1, 2), True
                break
        if not done:
            if chunk == 1:
                break
            n = min(len(lines), n * 2)
    return "\n".join(lines) + "\n"


def reduce(text, cls, work, epicsched, features, budget=400):
    """The smallest program that keeps the class."""
    return ddmin(text, lambda t: check(t, work, epicsched, features)[0] == cls, budget)


# ------------------------------------------------------------------ driver

def run_programs(count, jobs, quiet, prefix, one, step_max=50):
    """[(i, class or None, detail, text or None)] for programs 0..count-1, sorted: `one(i, work)`
    gives (class, detail, text), in chunks on `jobs` threads, each chunk with a scratch folder."""
    def chunk(first, last):
        work = tempfile.mkdtemp(prefix=prefix)
        try:
            found = []
            for i in range(first, last):
                cls, detail, text = one(i, work)
                found.append((i, cls, detail, text if cls else None))
            return found
        finally:
            shutil.rmtree(work, ignore_errors=True)

    step = max(1, min(step_max, count // jobs or 1))
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futs = [pool.submit(chunk, lo, min(count, lo + step)) for lo in range(0, count, step)]
        prog = progress.Progress("programs", count, quiet)
        for fut in concurrent.futures.as_completed(futs):
            results += fut.result()
            prog.update(len(results))
        prog.clear()
    return sorted(results)


def report_classes(results, out, seed, reduce_per_class, reduce_one, quiet, prefix, known=(), detail_line=None):
    """Prints each class (largest first), writes its programs to `out` and reduces the first
    `reduce_per_class` with `reduce_one(text, cls, work)`; the classes not in `known`."""
    classes = collections.OrderedDict()
    for i, cls, detail, text in results:
        if cls:
            classes.setdefault(cls, []).append((i, detail, text))
    work = tempfile.mkdtemp(prefix=prefix)
    new = 0
    for n, (cls, cases) in enumerate(sorted(classes.items(), key=lambda kv: -len(kv[1]))):
        is_known = any(cls.startswith(k) for k in known)
        new += 0 if is_known else 1
        print("CLASS %d (%d programs)%s: %s" % (n + 1, len(cases), " [known]" if is_known else "", cls))
        for k, (i, detail, text) in enumerate(cases):
            path = os.path.join(out, "class%d-seed%d-n%d.s" % (n + 1, seed, i))
            with open(path, "w") as f:
                f.write(text)
            if k < reduce_per_class:
                small = reduce_one(text, cls, work)
                with open(path[:-2] + "-min.s", "w") as f:
                    f.write(small)
                print("  %s (reduced to %d lines: %s-min.s): %s" % (path, small.count("\n"), path[:-2],
                                                                      detail_line(detail) if detail else ""))
                if not quiet:
                    print("    | " + small.rstrip("\n").replace("\n", "\n    | "))
    shutil.rmtree(work, ignore_errors=True)
    return classes, new


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="fuzz-out")
    ap.add_argument("--epicsched", default=os.path.join(SRC, "build", "bin", "epicsched"))
    ap.add_argument("--with", dest="features", default="",
                    help="comma-separated features owned elsewhere to turn on: %s, or all; or generators of "
                    "fuzz/gas_gen_data.py instead of the instruction one: %s; or %s (fuzz/gas_gen_unwind.py); or %s "
                    "(fuzz/gas_gen_macros.py)" % (",".join(FEATURES), ",".join(gas_gen_data.GENERATORS),
                                                  gas_gen_unwind.NAME, gas_gen_macros.NAME))
    ap.add_argument("--reduce-per-class", type=int, default=2, help="programs reduced per class (0: none)")
    ap.add_argument("--known", help="file of known disagreement classes (one class prefix a line, '#' comments):"
                    " reported, but they do not fail the run")
    ap.add_argument("--print", type=int, metavar="N", help="print program N of --seed and exit")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--recheck", nargs="+", metavar="FILE",
                    help="check these programs (a campaign's --out files) instead of generating --count")
    a = ap.parse_args()
    if shutil.which(GAS) is None:
        print("SKIPPED: %s not found" % GAS)
        return 77
    features = set(FEATURES) if a.features == "all" else set(x for x in a.features.split(",") if x)
    unknown = features - set(FEATURES) - set(gas_gen_data.GENERATORS) - {gas_gen_unwind.NAME, gas_gen_macros.NAME}
    if unknown:
        ap.error("unknown feature(s): %s" % ", ".join(sorted(unknown)))
    forms = usable_forms(features)
    known = []
    if a.known:
        with open(a.known) as f:
            known = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    if a.print is not None:
        sys.stdout.write(Gen(a.seed * 1000003 + a.print, features, forms).program())
        return 0
    if a.recheck:
        a.count = len(a.recheck)
    os.makedirs(a.out, exist_ok=True)
    start = time.time()
    jobs = max(1, a.jobs)

    def one(i, work):
        if a.recheck:
            with open(a.recheck[i]) as f:
                text = f.read()
        else:
            text = Gen(a.seed * 1000003 + i, features, forms).program()
        return check(text, work, a.epicsched, features) + (text,)

    results = run_programs(a.count, jobs, a.quiet, "gas-diff-", one)
    elapsed = time.time() - start
    outcome = collections.Counter(d for _, c, d, _ in results if not c)
    classes, new = report_classes(
        results, a.out, a.seed, a.reduce_per_class,
        lambda text, cls, work: reduce(text, cls, work, a.epicsched, features), a.quiet, "gas-diff-red-", known,
        lambda d: d.splitlines()[0][:160])
    total = len(results)
    bad = sum(len(c) for c in classes.values())
    same_file = outcome["both accept, same object, same file"]
    print("programs %d in %.1f s (%.1f/s, %d jobs): both accept, same object %d (file byte-identical %d); "
          "both reject %d; disagreements %d in %d classes" % (
              total, elapsed, total / max(elapsed, 1e-9), jobs, outcome["both accept, same object"] + same_file,
              same_file, outcome["both reject"], bad, len(classes)))
    if outcome["gas hangs"]:
        print("GNU as did not finish within 10 s on %d programs (not counted as disagreements)" % outcome["gas hangs"])
    if known:
        print("%d classes not in %s" % (new, a.known))
    return 1 if new else 0


if __name__ == "__main__":
    raise SystemExit(main())
