#!/usr/bin/env python3
"""Which instruction forms the Ski differential's generators emit, and which they never do.

Writes N cases of each chosen generator of fuzz/ski_differential.py (no run),
assembles every case's instructions with ia64-linux-gnu-as, decodes each
slot against the expanded form table of isa/forms.yaml (isa/gen/isagen.py:
the forms the simulator has semantics for) and prints, per class, the forms
never emitted. Forms are grouped by their semantics: branch and load hints
(.sptk .few .clr .nt1 .nta ...) are dropped, so `ld8.nta` counts as `ld8`.
Corners are counted too: predicated instructions (qp != p0) per form and
the FP status fields and precisions.

usage: ski_coverage.py [--seed N] [--count N] [--gen all|base,flow,...] [--list]
Without --list only the summary and the uncovered forms of the classes a user
program can run (Ski runs at cpl 3) are printed.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "isa", "gen"))
import isagen  # noqa: E402
import ski_differential as sd  # noqa: E402
import ski_gen  # noqa: E402

# Template -> unit of each slot (SDM vol. 3 Table 4-10); L: the MLX pair
TEMPLATES = {0x00: "MII", 0x01: "MII", 0x02: "MII", 0x03: "MII", 0x04: "MLX", 0x05: "MLX",
             0x08: "MMI", 0x09: "MMI", 0x0A: "MMI", 0x0B: "MMI", 0x0C: "MFI", 0x0D: "MFI",
             0x0E: "MMF", 0x0F: "MMF", 0x10: "MIB", 0x11: "MIB", 0x12: "MBB", 0x13: "MBB",
             0x16: "BBB", 0x17: "BBB", 0x18: "MMB", 0x19: "MMB", 0x1C: "MFB", 0x1D: "MFB"}
HINTS = re.compile(r"\.(d[1-7]|sptk|spnt|dptk|dpnt|few|many|clr|nt1|nt2|nta|imp|dc\.dc|dc\.nt|tk\.dc|tk\.tk|tk\.nt|"
                   r"nt\.dc|nt\.tk|nt\.nt|loop|exit|bias|excl)(?=\.|$)")
# Classes a program at cpl 3 cannot run or that Ski's user mode does not model
PRIVILEGED = {"tocr", "frcr", "topsr", "ssm_rsm", "tlb", "xlate", "bsw", "rfi", "epc", "toind", "frind"}


def semantic(mn):
    """The form's mnemonic without hints; `.d` only when it is a hint (ld.d? no: keep fcvt/precision .d)."""
    head, _, rest = mn.partition(".")
    if head.startswith(("f", "ldf", "stf", "setf", "getf")) and not head.startswith(("fc", "fwb", "fetchadd")):
        return re.sub(r"\.(nt1|nt2|nta|d[1-7])(?=\.|$)", "", mn)  # .d is a precision here
    if head in ("fc",):
        return mn
    return HINTS.sub("", mn)


def general(forms):
    """The forms that are no special case of another (pseudo-ops such as
    `mov f1=f3` = `fmerge.s f1=f3,f3`, `shl` = `dep.z`, `fabs`: same encoding
    with more fixed bits); A-unit forms run on M and I units."""
    by_unit = collections.defaultdict(list)
    for f in forms:
        if "asmonly" not in f["flags"]:
            by_unit[f["unit"]].append(f)
    for u in "MI":
        by_unit[u] = by_unit[u] + by_unit["A"]
    out = collections.defaultdict(list)
    for u, fs in by_unit.items():
        for f in fs:
            if not any(g is not f and g["mask"] & f["mask"] == g["mask"] != f["mask"] and f["val"] & g["mask"] == g["val"]
                       for g in fs):
                out[u].append(f)
    return out


def decoder(by_unit):
    memo = {}

    def decode(unit, inst):
        if (unit, inst) not in memo:
            memo[unit, inst] = next((f for f in by_unit[unit] if inst & f["mask"] == f["val"]), None)
        return memo[unit, inst]
    return decode


def slots(code):
    for off in range(0, len(code) - 15, 16):
        b = int.from_bytes(code[off:off + 16], "little")
        t = TEMPLATES.get(b & 0x1F)
        if t is None:
            continue
        s = [(b >> 5) & (2 ** 41 - 1), (b >> 46) & (2 ** 41 - 1), (b >> 87) & (2 ** 41 - 1)]
        for k, u in enumerate(t):
            if u == "L":
                continue
            yield ("L" if u == "X" else u), s[k]


def case_text(i, c):
    L = []
    for pre, body in c["insts"]:
        if pre:
            L.append(pre)
        L.append(";;")
        L.append(body.replace("{C}", "_c%d" % i))
        L.append(";;")
    return "\n".join("\t" + x for x in L)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=2000, help="cases per generator")
    ap.add_argument("--gen", default="all")
    ap.add_argument("--list", action="store_true", help="also list the uncovered privileged forms")
    a = ap.parse_args()
    names = ["base"] + ski_gen.KINDS + ski_gen.EXTRA if a.gen == "all" else a.gen.split(",")
    _, _, forms = isagen.load(os.path.join(HERE, "..", "isa", "forms.yaml"))
    gen_forms = general(forms)
    decode = decoder(gen_forms)
    universe = collections.defaultdict(list)
    for f in [f for fs in gen_forms.values() for f in fs]:
        universe[(semantic(f["mn"]), f["cls"])].append(f)
    seen = collections.Counter()
    pred = collections.Counter()
    per_gen = {}
    work = tempfile.mkdtemp(prefix="skicov-")
    for name in names:
        g = sd.Gen(a.seed)
        nxt = ski_gen.make([name], g)
        text = []
        for i in range(a.count):
            text.append(case_text(i, nxt()))
        src = "\t.text\n" + "\n".join(text) + "\n\t.data\nscratch:\t.skip 256\nrsesave:\t.skip 24\nnatword:\t.skip 8\nout:\t.skip 8\n"
        base = os.path.join(work, name)
        lines = src.split("\n")
        for _ in range(10):  # drop what GNU as rejects (a generator's error, reported) and assemble the rest
            with open(base + ".s", "w") as fh:
                fh.write("\n".join(lines))
            r = subprocess.run(["ia64-linux-gnu-as", "-xnone", "-o", base + ".o", base + ".s"], capture_output=True, text=True)
            bad = [int(m.group(1)) for m in re.finditer(r"\.s:(\d+): Error", r.stderr)]
            if not r.returncode or not bad:
                break
            for n in bad:
                print("ski_coverage: %s: GNU as rejects the generator's `%s`" % (name, lines[n - 1].strip()))
                lines[n - 1] = ""
        if r.returncode:
            print("ski_coverage: %s: as failed: %s" % (name, r.stderr[:500]))
            continue
        subprocess.run(["ia64-linux-gnu-objcopy", "-O", "binary", "-j", ".text", base + ".o", base + ".bin"], check=True)
        with open(base + ".bin", "rb") as fh:
            code = fh.read()
        mine = set()
        for unit, inst in slots(code):
            f = decode(unit, inst)
            if f is None or f["mn"].startswith("nop"):
                continue
            k = (semantic(f["mn"]), f["cls"])
            seen[k] += 1
            mine.add(k)
            if inst & 0x3F and "noqp" not in f["flags"]:
                pred[k] += 1
        per_gen[name] = mine
    keys = set(universe)
    covered = keys & set(seen)
    print("ski_coverage: seed %d, %d cases per generator: %d of %d forms (hints dropped) emitted" %
          (a.seed, a.count, len(covered), len(keys)))
    for name in names:
        print("  %-6s %d forms" % (name, len(per_gen.get(name, ()))))
    miss = collections.defaultdict(list)
    for k in sorted(keys - covered):
        miss[k[1]].append(k[0])
    user = {c: v for c, v in miss.items() if c not in PRIVILEGED}
    print("uncovered forms a user program can run, by class (%d):" % sum(len(v) for v in user.values()))
    for c in sorted(user, key=lambda c: -len(user[c])):
        print("  %-8s %3d: %s" % (c, len(user[c]), " ".join(user[c])))
    priv = {c: v for c, v in miss.items() if c in PRIVILEGED}
    print("uncovered privileged / system forms (Ski runs user code at cpl 3): %d" % sum(len(v) for v in priv.values()))
    if a.list:
        for c in sorted(priv):
            print("  %-8s %3d: %s" % (c, len(priv[c]), " ".join(priv[c])))
    never_pred = sorted(k[0] for k in covered if not pred[k] and "noqp" not in universe[k][0]["flags"])
    print("emitted but never under a qualifying predicate (%d): %s" % (len(never_pred), " ".join(never_pred)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
