#!/usr/bin/env python3
"""Differential fuzzing of `epicsched sched` output against GNU as.

Random programs (below), kept where GNU as accepts the source without a dependency warning under
-xauto (it checks explicit code and places auto code's stops itself; a violation written in
explicit code is the author's; sched keeps it). For each, `epicsched sched` must either refuse with
a located error or write output that GNU as -xexplicit assembles with no message, with the source's
data sections, symbols and instructions (tests/corpus/conformance.py check_sched, the corpus's sched
stage), and `epicsched validate` must find every region equal in the simulator. A failure here is
wrong code or wrong data from the scheduler. Classes and reduced programs as gas_differential.py
writes them.

Programs come from two generators (--gen): gas_differential.Gen (every form, random operands) and
sched_gen.SchedGen (dependent code over a small register pool, loops, exits, calls, unwind
procedures, rotating registers, mode and section switches, equates of queued labels); `mix`, the
default, takes the even programs from the first and the odd ones from the second. `--with dot` adds
`.` in instruction operands to sched_gen's programs (the other features are gas_differential's).

usage: sched_differential.py [--seed S] [--count N] [--jobs J] [--out DIR] [--epicsched PATH]
                             [--with FEATURES] [--reduce-per-class K] [--quiet] [--sched-opts='OPTS']
                             [--gen gas|sched|mix] [--validate-states N] [--recheck FILE...] [--print N]
"""
import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import time

import gas_differential as gd  # beside this script
import sched_gen  # beside this script

conformance = gd.conformance


def check(text, work, args):
    """(class or None, detail)."""
    src, gnu = os.path.join(work, "t.s"), os.path.join(work, "gas.o")
    with open(src, "w") as f:
        f.write(text)
    if os.path.exists(gnu):
        os.unlink(gnu)
    # -xauto: GNU as checks the explicit code (bundles, `.explicit`) and places the stops of auto
    # code itself; -x would read auto code as explicit and drop every program whose auto code has
    # a dependence, the code sched schedules.
    grc, gerr = gd.run([gd.GAS, "-xauto", src, "-o", gnu], timeout=10)
    if grc == -1:
        return None, "gas hangs"
    if grc != 0:
        return None, "gas rejects the source"
    if "violates" in gerr:
        return None, "the source violates a dependency"
    # the source's own object in gas's default (auto) mode: what sched's output is compared with
    grc, gerr = gd.run([gd.GAS, src, "-o", gnu], timeout=10)
    if grc != 0:
        return None, "gas rejects the source"
    erc, eerr = gd.run([args.epicsched, "sched", src, "-o", os.path.join(work, "probe.s")] + args.sched_opts,
                       timeout=60)
    if erc not in (0, 1):
        return "crash: exit %d" % erc, eerr.strip()[-300:]
    if erc == 1:
        if not gd.LOCATED_ERROR.search(eerr):
            return "sched error without location: " + gd.normalize(gd.our_message(eerr)), eerr.strip()[:300]
        arc, _ = gd.run([args.epicsched, "asm", src, "-o", os.path.join(work, "probe.o")])
        if arc == 0 and any(m in eerr for m in DELIBERATE_REFUSALS):
            return None, "sched refuses on purpose"
        if arc == 0:
            return "sched refuses what asm takes: " + gd.normalize(gd.our_message(eerr)), gd.our_message(eerr)
        return None, "both refuse"
    ok, detail = conformance.check_sched(args, src, work, gnu, (), gerr)
    if not ok:
        key = re.sub(r"\[.*", "", detail)
        return "sched output: " + gd.normalize(key)[:90], detail
    if args.validate_states:
        # The same instructions could still be in an order that computes something else: every
        # region run as written and as scheduled in the simulator from random states.
        opts = [o for o in args.sched_opts if o.split("=")[0] in VALIDATE_OPTIONS]
        vrc, vout = run_out([args.epicsched, "validate", src, "--states=%d" % args.validate_states] + opts)
        failed = re.search(r"regions: \d+ passed, (\d+) failed", vout)
        if vrc == 1 and "the source does not assemble" in vout and \
                gd.run([args.epicsched, "asm", src, "-o", os.path.join(work, "probe.o")])[0] != 0:
            return None, "sched output checked"  # (our assembler refuses the source: gas's classes)
        if vrc not in (0, 1) or not failed:
            return "validate: exit %d: %s" % (vrc, gd.normalize(gd.our_message(vout))[:70]), vout.strip()[-300:]
        if failed.group(1) != "0":
            why = next((l for l in vout.splitlines() if l.startswith("FAIL")), "")
            return "validate: " + gd.normalize(re.sub(r"^FAIL \S+ \(\d+ instructions\): ", "", why))[:80], why
    return None, "sched output checked"


# Input sched refuses although `asm` takes it, on purpose (docs/scheduler.md): its meaning depends
# on GNU as's layout of the code sched lays out anew.
DELIBERATE_REFUSALS = ["is an offset from a label in code sched reschedules",
                       "where no instruction starts a bundle: sched cannot place it"]

VALIDATE_OPTIONS = {"--reschedule-explicit", "--rename", "--speculate", "--solver", "--model", "--mcpu"}


def run_out(cmd):
    """(exit code, stdout and stderr) of cmd."""
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=120)
        return p.returncode, (p.stdout + p.stderr).decode("latin-1")
    except subprocess.TimeoutExpired:
        return -1, "timeout"


def reduce(text, cls, work, args, budget=300):
    return gd.ddmin(text, lambda t: check(t, work, args)[0] == cls, budget)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="fuzz-sched-out")
    ap.add_argument("--epicsched", default=os.path.join(gd.SRC, "build", "bin", "epicsched"))
    ap.add_argument("--with", dest="features", default="")
    ap.add_argument("--reduce-per-class", type=int, default=2)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--sched-opts", default="", help="options for sched, e.g. '--reschedule-explicit --solver=list'")
    ap.add_argument("--validate-states", type=int, default=4,
                    help="also run `epicsched validate --states=N` on each program (0: no)")
    ap.add_argument("--print", type=int, metavar="N", help="print program N of --seed and exit")
    ap.add_argument("--gen", choices=["gas", "sched", "mix"], default="mix")
    ap.add_argument("--recheck", nargs="+", metavar="FILE", help="check these programs instead of generating")
    a = ap.parse_args()
    a.sched_opts = a.sched_opts.split()
    if shutil.which(gd.GAS) is None:
        print("SKIPPED: %s not found" % gd.GAS)
        return 77
    features = set(gd.FEATURES) if a.features == "all" else set(x for x in a.features.split(",") if x)
    forms = gd.usable_forms(features)
    os.makedirs(a.out, exist_ok=True)
    start = time.time()

    def program(i):
        if a.recheck:
            with open(a.recheck[i], encoding="latin-1") as f:
                return f.read()
        seed = a.seed * 1000003 + i
        if a.gen == "sched" or (a.gen == "mix" and i % 2):
            return sched_gen.SchedGen(seed, "dot" in features).program()
        return gd.Gen(seed, features, forms).program()

    def one(i, work):
        text = program(i)
        return check(text, work, a) + (text,)

    if a.print is not None:
        sys.stdout.write(program(a.print))
        return 0
    count = len(a.recheck) if a.recheck else a.count
    results = gd.run_programs(count, max(1, a.jobs), a.quiet, "sched-diff-", one, step_max=25)
    outcome = collections.Counter(d for _, c, d, _ in results if not c)
    classes, _ = gd.report_classes(results, a.out, a.seed, a.reduce_per_class,
                                   lambda text, cls, work: reduce(text, cls, work, a), a.quiet, "sched-diff-red-",
                                   detail_line=lambda d: d[:200])
    bad = sum(len(c) for c in classes.values())
    print("programs %d in %.1f s: sched output checked %d; both refuse %d; sched refuses on purpose %d; skipped "
          "(gas rejects %d, source violates %d, gas hangs %d); failures %d in %d classes" % (
              len(results), time.time() - start, outcome["sched output checked"], outcome["both refuse"],
              outcome["sched refuses on purpose"],
              outcome["gas rejects the source"], outcome["the source violates a dependency"],
              outcome["gas hangs"], bad, len(classes)))
    return 1 if classes else 0


if __name__ == "__main__":
    sys.exit(main())
