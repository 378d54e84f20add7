#!/usr/bin/env python3
"""Runs every simulator command of the sim lit tests, and every fast-path
scenario (as written and list-scheduled), twice: with Timing's block replay
(the default) and without (EPICSCHED_TIMING_REPLAY=0), and compares the
whole output (cycles, groups, bubbles, every PMU counter, mispredictions,
the final state, expectations, exit code). --timeline is dropped: a listener
turns replay off, so the comparison would be trivial.

usage: replay-identity.py EPICSCHED IA64_AS SIM_LIT_DIR SRC_ROOT TMPDIR
"""
import glob
import os
import re
import shutil
import subprocess
import sys

epicsched, ias, litdir, src, tmp = sys.argv[1:6]
shutil.rmtree(tmp, ignore_errors=True)
os.makedirs(tmp)


def run(cmd, replay):
    env = dict(os.environ)
    env["EPICSCHED_TIMING_REPLAY"] = "1" if replay else "0"
    p = subprocess.run(cmd, shell=True, env=env, capture_output=True, text=True, cwd=tmp)
    return p.returncode, p.stdout, p.stderr


same = 0
diffs = 0


def compare(name, cmd):
    global same, diffs
    a, b = run(cmd, True), run(cmd, False)
    if a == b:
        same += 1
        return
    diffs += 1
    print("DIFF %s: %s" % (name, cmd))
    la, lb = (a[1] + a[2]).splitlines(), (b[1] + b[2]).splitlines()
    for x, y in zip(la, lb):
        if x != y:
            print("  replay:    " + x)
            print("  no replay: " + y)
            break


def runlines(path):
    out, cur = [], ""
    for line in open(path):
        m = re.match(r"\s*#\s*RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).strip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        out.append(cur + part)
        cur = ""
    return out


for test in sorted(glob.glob(os.path.join(litdir, "*.test"))):
    base = os.path.splitext(os.path.basename(test))[0]
    if base == "replay-identity":
        continue
    t = os.path.join(tmp, base + ".tmp")
    for line in runlines(test):
        cmd = line.split(" | ")[0]
        subs = [("%epicsched", epicsched), ("%ia64-as", ias), ("%python", sys.executable), ("%src", src),
                ("%S", litdir), ("%s", test), ("%t", t)]
        for k, v in subs:
            cmd = cmd.replace(k, v)
        if cmd.startswith("not "):
            cmd = cmd[4:]
        if "FileCheck" in cmd:
            continue
        if epicsched in cmd or ".py" in cmd:
            compare(base, cmd.replace(" --timeline", ""))
        else:
            subprocess.run(cmd, shell=True, capture_output=True, cwd=tmp)

for y in sorted(glob.glob(os.path.join(src, "fastpaths", "*", "*.yaml"))):
    for mode in ("asis", "list"):
        compare(os.path.basename(y), "%s sim --scenario=%s --mode=%s" % (epicsched, y, mode))

print("same: %d" % same)
print("differ: %d" % diffs)
