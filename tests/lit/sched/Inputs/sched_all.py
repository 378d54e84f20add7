"""Schedules every assembly file given (files or directories) with
`epicsched sched`, assembles each output with `ia64-linux-gnu-as -xexplicit`
and reports files whose scheduling failed or whose output GNU as warned about.
Usage: sched_all.py EPICSCHED OUTDIR [--solver=S] [-I DIR]... PATH...
Prints one line per failure and a final "N files, M failed" line."""
import os
import subprocess
import sys

def main():
    epicsched, outdir = sys.argv[1], sys.argv[2]
    opts, paths = [], []
    args = sys.argv[3:]
    i = 0
    while i < len(args):
        if args[i] == "-I":
            opts += ["-I", args[i + 1]]
            i += 2
        elif args[i].startswith("--"):
            opts.append(args[i])
            i += 1
        else:
            paths.append(args[i])
            i += 1
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += [os.path.join(p, f) for f in sorted(os.listdir(p)) if f.endswith((".s", ".S"))]
        else:
            files.append(p)
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
