#!/usr/bin/env python3
"""GNU as testsuite's regval.s (register values naming rr/pkr numbers):
`epicsched dvcheck` must print exactly GNU as's warnings (as a set of lines).
Skips cleanly when ../shared/corpus is absent."""
import os, subprocess, sys

epicsched, src = sys.argv[1], sys.argv[2]
if not os.path.exists(src):
    print("regval: corpus absent, skipped")
    sys.exit(0)

def warnings(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    out = set()
    for line in (r.stdout + r.stderr).splitlines():
        if "Warning:" in line and "location of" not in line and "first path" not in line:
            out.add(line.split(": ", 1)[1] if line.startswith("/") else line)
    return out

ours = warnings([epicsched, "dvcheck", src])
gas = warnings(["ia64-linux-gnu-as", "-xexplicit", "-o", os.devnull, src])
for w in sorted(ours - gas):
    print("ours only:", w)
for w in sorted(gas - ours):
    print("gas only:", w)
print(f"regval: {len(ours & gas)} agree, {len(ours ^ gas)} differ")
sys.exit(1 if ours != gas else 0)
