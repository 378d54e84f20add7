"""No empty groups (issue 17, item 4): schedules every assembly file given
with `epicsched sched` and counts, in the explicit-mode output, the
instruction groups that hold only nops. The bundler emits a group only for
a cycle of the schedule that holds an instruction, and waits for latencies
with stalls, not nop bundles, so the count must stay 0.
Usage: nop_groups.py EPICSCHED OUTDIR [--opt...] [-I DIR]... PATH..."""
import os
import re
import subprocess
import sys
from lit_args import asm_files, split_args

NOP = re.compile(r"nop(\.[a-z])?\b")


def groups(path):
    """(groups, all-nop groups with their line) of an explicit-mode file."""
    total, empty, cur, inside = 0, [], [], False
    for n, line in enumerate(open(path), 1):
        s = line.split("//")[0].strip()
        if s.startswith("{"):
            inside = True
        elif s.startswith("}"):
            inside = False
        elif inside and s and not s.startswith(".") and not s.endswith(":"):
            ins = re.sub(r"^\[[^\]]*:\]\s*", "", s.rstrip(";").strip())
            cur.append((ins, n))
            if s.endswith(";;"):
                total += 1
                if all(NOP.match(i) for i, _ in cur):
                    empty.append(cur[0][1])
                cur = []
    return total, empty


def main():
    epicsched, outdir = sys.argv[1], sys.argv[2]
    opts, paths, _ = split_args(sys.argv[3:])
    os.makedirs(outdir, exist_ok=True)
    all_groups = all_empty = 0
    for f in asm_files(paths):
        out = os.path.join(outdir, os.path.basename(f) + ".sched.s")
        r = subprocess.run([epicsched, "sched", f, "-o", out] + opts, capture_output=True, text=True)
        if r.returncode != 0:
            print("ERROR %s: %s" % (f, (r.stderr.strip().splitlines() or ["no output"])[0]))
            continue
        g, empty = groups(out)
        all_groups += g
        all_empty += len(empty)
        for n in empty:
            print("EMPTY %s:%d: a group of nops only" % (out, n))
    print("nop-groups: %d groups, %d of nops only" % (all_groups, all_empty))


main()
