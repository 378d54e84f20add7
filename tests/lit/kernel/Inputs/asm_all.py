#!/usr/bin/env python3
"""Assemble every kernel-style test file with `epicsched asm` and with GNU as
(the mode and cpp flags each file's own RUN lines use) and compare:
explicit-mode files (`as -x` or `.explicit`): every section's bytes and the
relocations (offsets included) are identical ("bytes OK"), or, when bytes
differ, the instruction sequence is still GNU as's ("bytes DIFFER,
instructions OK": a template GNU as picks by looking ahead); auto-mode
files: the same non-nop instruction sequence, no more bundles than GNU as
-xauto, the same relocations ("auto OK"). Explicit files compare their unwind
sections (.IA_64.unwind_info, .IA_64.unwind and relocations) too; auto files
do not (their region lengths follow the bundling, which may differ).
usage: asm_all.py EPICSCHED KERNEL_DIR OUTDIR"""
import glob
import os
import re
import subprocess
import sys

epic, src, out = sys.argv[1:4]
here = os.path.dirname(os.path.abspath(__file__))
asmdiff = os.path.join(here, "..", "..", "asm", "Inputs", "asmdiff.py")
os.makedirs(out, exist_ok=True)


def sections(obj):
    r = subprocess.run(["ia64-linux-gnu-readelf", "-SW", obj], check=True, capture_output=True, text=True)
    names = []
    for line in r.stdout.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+(PROGBITS|IA_64_UNWIND)\s", line)
        if m:
            names.append(m.group(1))
    return names


def diff(mode, ours, gnu, *extra):
    d = subprocess.run([sys.executable, asmdiff, mode, ours, gnu, *extra], capture_output=True, text=True)
    return d.returncode == 0, d.stdout


# Differences understood and not yet removed (file -> reason); such a file
# prints KNOWN instead of FAIL, and is not counted as failed.
KNOWN = {}

files = sorted(glob.glob(os.path.join(src, "*.s")) + glob.glob(os.path.join(src, "*.S")))
bad = known = 0
for f in files:
    name = os.path.basename(f)
    text = open(f).read()
    explicit = bool(re.search(r"RUN: %ia64-as -x ", text)) or "\t.explicit" in text
    m = re.search(r"RUN: cpp (.*?) %s -o", text)
    flags = [a for a in (m.group(1).split() if m else []) if a.startswith("-D")]
    pre = f
    if name.endswith(".S"):
        pre = os.path.join(out, name[:-2] + ".s")
        subprocess.run(["cpp", "-x", "assembler-with-cpp", *flags, f, "-o", pre], check=True)
    gnu = os.path.join(out, name + ".gnu.o")
    ours = os.path.join(out, name + ".o")
    subprocess.run(["ia64-linux-gnu-as", "-x" if explicit else "-xauto", pre, "-o", gnu],
                   check=True, capture_output=True)
    r = subprocess.run([epic, "asm", *(["--explicit"] if explicit else []), *flags, f, "-o", ours],
                       capture_output=True, text=True)
    if r.returncode:
        print(f"{name}: FAIL (epicsched asm failed)\n{r.stderr}")
        bad += 1
        continue
    if explicit:
        checks = [diff("bytes", ours, gnu, *sections(gnu)), diff("relocs-exact", ours, gnu)]
        how = "bytes"
        if not checks[0][0]:
            alt = [diff("auto", ours, gnu), diff("relocs", ours, gnu, "--no-unwind")]
            if all(c[0] for c in alt) and checks[1][0]:
                print(f"{name}: bytes DIFFER, instructions OK")
                continue
    else:
        checks = [diff("auto", ours, gnu), diff("relocs", ours, gnu, "--no-unwind")]
        how = "auto"
    ok = all(c[0] for c in checks)
    if not ok and name in KNOWN:
        known += 1
        print(f"{name}: KNOWN ({KNOWN[name]})")
        continue
    if not ok:
        bad += 1
        for c in checks:
            print(c[1])
    print(f"{name}: {how} {'OK' if ok else 'FAIL'}")
print(f"{len(files)} files, {bad} failed, {known} known differences")
