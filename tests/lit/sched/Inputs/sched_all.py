"""Schedules every assembly file given (files or directories) with
`epicsched sched`, assembles each output with `ia64-linux-gnu-as -xexplicit`
and reports files whose scheduling failed or whose output GNU as warned about.
Usage: sched_all.py EPICSCHED OUTDIR [--solver=S] [-I DIR]... PATH...
Prints one line per failure and a final "N files, M failed" line."""
import os
import subprocess
import sys

from lit_args import asm_files, split_args

def main():
    epicsched, outdir = sys.argv[1], sys.argv[2]
    opts, paths, _ = split_args(sys.argv[3:])
    files = asm_files(paths)
    os.makedirs(outdir, exist_ok=True)
    failed = 0
    for f in files:
        out = os.path.join(outdir, os.path.basename(f) + ".sched.s")
        r = subprocess.run([epicsched, "sched", f, "-o", out] + opts, capture_output=True, text=True)
        if r.returncode != 0:
            failed += 1
            print("FAIL sched %s: %s" % (os.path.basename(f), r.stderr.strip().splitlines()[:1]))
            continue
        g = subprocess.run(["ia64-linux-gnu-as", "-xexplicit", out, "-o", out + ".o"],
                           capture_output=True, text=True)
        if g.returncode != 0 or g.stderr.strip():
            failed += 1
            print("FAIL gas %s: %s" % (os.path.basename(f), g.stderr.strip().splitlines()[:2]))
    print("%d files, %d failed" % (len(files), failed))

main()
