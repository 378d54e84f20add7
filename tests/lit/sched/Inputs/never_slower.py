"""Over every fast-path scenario (epicsched report --json): the scheduled
builds (list, z3) never take more simulated cycles than the source as
written (auto-mode bundling in source order, what GNU as -xauto keeps).
Prints one line per scenario and a summary; exit status 1 on any slower."""
import json
import subprocess
import sys

epicsched, *rest = sys.argv[1:]
out = subprocess.run([epicsched, "report", "--json", *rest], check=True, capture_output=True, text=True).stdout
rows = {}
for r in json.loads(out)["fastpaths"]:
    rows.setdefault(r["name"], {})[r["variant"]] = r["cycles"]
slower = 0
for name in sorted(rows):
    v = rows[name]
    asis = v["asis"]
    bad = [m for m in ("list", "z3") if v[m] > asis]
    slower += len(bad)
    print(f"{'SLOWER' if bad else 'ok'} {name}: asis {asis}, list {v['list']}, z3 {v['z3']}")
print(f"{len(rows)} scenarios, {slower} slower than as written")
sys.exit(1 if slower else 0)
