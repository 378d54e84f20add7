"""For every assembly file given (files or directories), runs
`epicsched sched --reschedule-explicit --json` and compares, per procedure,
the predicted cycles of the explicit regions it rescheduled with the same
regions' bundles as written. Prints one line per procedure with explicit
code ("ok" or "WORSE"), the regions kept as written with their reasons, and
a total line. Usage: explicit_cycles.py EPICSCHED [--opt]... [-I DIR]... PATH..."""
import json
import os
import subprocess
import sys

from lit_args import asm_files, split_args


def main():
    epicsched = sys.argv[1]
    opts, paths, _ = split_args(sys.argv[2:])
    files = asm_files(paths)
    worse = rescheduled = kept = 0
    total_new = total_written = 0
    for f in files:
        r = subprocess.run([epicsched, "sched", f, "--reschedule-explicit", "--json"] + opts,
                           capture_output=True, text=True)
        if r.returncode != 0:
            print("ERROR %s: %s" % (os.path.basename(f), r.stderr.strip().splitlines()[:1]))
            worse += 1
            continue
        for proc in json.loads(r.stdout):
            for k in proc.get("explicit_kept", []):
                kept += 1
                print("kept %s %s" % (os.path.basename(f), k))
            n = proc.get("explicit_rescheduled", 0)
            if not n:
                continue
            rescheduled += n
            new, old = proc["explicit_cycles"], proc["explicit_written_cycles"]
            total_new += new
            total_written += old
            print("%s %s %s: %d cycles, as written %d" %
                  ("ok" if new <= old else "WORSE", os.path.basename(f), proc["name"], new, old))
            if new > old:
                worse += 1
    print("%d explicit regions rescheduled: %d cycles, as written %d; %d kept as written; %d worse" %
          (rescheduled, total_new, total_written, kept, worse))


main()
