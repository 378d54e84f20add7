#!/usr/bin/env python3
"""Assemble fast-path .S files with epicsched asm and GNU as -xauto (after
cpp) and compare with asmdiff.py (auto + relocs). usage: fastpaths.py EPICSCHED SRC OUTDIR"""
import glob
import os
import subprocess
import sys

epic, src, out = sys.argv[1:4]
here = os.path.dirname(os.path.abspath(__file__))
inc = os.path.join(src, "fastpaths", "include")
files = sorted(glob.glob(os.path.join(src, "fastpaths", "*", "user_*.S")))
files.append(os.path.join(src, "fastpaths", "queue", "queue_sys.S"))
for f in files:
    name = os.path.basename(f)[:-2]
    pre = os.path.join(out, name + ".s")
    subprocess.run(["cpp", "-P", "-I", inc, f, "-o", pre], check=True)
    gnu = os.path.join(out, name + ".gnu.o")
    ours = os.path.join(out, name + ".o")
    subprocess.run(["ia64-linux-gnu-as", "-xauto", pre, "-o", gnu], check=True, capture_output=True)
    r = subprocess.run([epic, "asm", "-I", inc, f, "-o", ours], capture_output=True, text=True)
    if r.returncode:
        print(f"{name}: DIFFERENT (epicsched asm failed)\n{r.stderr}")
        continue
    ok = True
    for mode in ("auto", "relocs"):
        d = subprocess.run([sys.executable, os.path.join(here, "asmdiff.py"), mode, ours, gnu],
                           capture_output=True, text=True)
        if d.returncode:
            ok = False
            print(d.stdout)
    print(f"{name}: {'OK' if ok else 'DIFFERENT'}")
