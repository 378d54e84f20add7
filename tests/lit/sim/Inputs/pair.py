"""Measures a Table 4/5 row: runs the dependent pair (entry `dep`) with
--timeline and prints the latency (cycles from the first instruction's issue
to the second's, the paper's number) and the PMU counters of the stalls in
between; then the extra cycles of `dep` over `ind`, the same code with the
second instruction made independent of the first.
Usage: pair.py EPICSCHED OBJ FIRST-TEXT SECOND-TEXT"""
import json, re, subprocess, sys

epicsched, obj, first, second = sys.argv[1:5]


def run(entry, *flags):
    out = subprocess.run([epicsched, "sim", obj, "--entry=" + entry] + list(flags),
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("sim failed for %s: %s%s" % (entry, out.stdout, out.stderr))
    return out.stdout


rows = [l for l in run("dep", "--timeline").splitlines() if re.match(r"^\s+\d+\s", l)]
start = end = None
counters = []
for l in rows:
    cycle = int(l.split()[0])
    if start is None and "stall" in l.split()[1]:
        continue
    if start is None:
        if first in l:
            start = cycle
        continue
    if "stall" in l.split()[1]:
        counters.append(l.split(":", 1)[1].split()[0])
        continue
    if second in l:
        end = cycle
        break
if start is None or end is None:
    sys.exit("pair not found in the timeline")
print("latency: %d" % (end - start))
for c in counters:
    print("counter: %s" % c)
dep, ind = json.loads(run("dep", "--json")), json.loads(run("ind", "--json"))
print("extra cycles over the independent pair: %d" % (dep["cycles"] - ind["cycles"]))
