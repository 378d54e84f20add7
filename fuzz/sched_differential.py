#!/usr/bin/env python3
"""Differential fuzzing of `epicsched sched` output against GNU as.

The programs of gas_differential.py (every instruction form, explicit and auto code, modes, sections,
data, labels, equates...), kept where GNU as accepts the source without a dependency warning under
-x (a violation written in explicit code is the author's; sched keeps it). For each, `epicsched sched`
must either refuse with a located error or write output that GNU as -xexplicit assembles with no
message, with the source's data sections, symbols and instructions
(tests/corpus/conformance.py check_sched, the corpus's sched stage). A failure here is wrong code or
wrong data from the scheduler. Classes and reduced programs as gas_differential.py writes them.

usage: sched_differential.py [--seed S] [--count N] [--jobs J] [--out DIR] [--epicsched PATH]
                             [--with FEATURES] [--reduce-per-class K] [--quiet] [--sched-opts 'OPTS']
"""
import argparse
import collections
import os
import re
import shutil
import sys
import time

import gas_differential as gd  # beside this script

conformance = gd.conformance


def check(text, work, args):
    """(class or None, detail)."""
    src, gnu = os.path.join(work, "t.s"), os.path.join(work, "gas.o")
    with open(src, "w") as f:
        f.write(text)
    if os.path.exists(gnu):
        os.unlink(gnu)
    grc, gerr = gd.run([gd.GAS, "-x", src, "-o", gnu], timeout=10)
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
        if arc == 0:
            return "sched refuses what asm takes: " + gd.normalize(gd.our_message(eerr)), gd.our_message(eerr)
        return None, "both refuse"
    ok, detail = conformance.check_sched(args, src, work, gnu, (), gerr)
    if ok:
        return None, "sched output checked"
    key = re.sub(r"\[.*", "", detail)
    return "sched output: " + gd.normalize(key)[:90], detail


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
    a = ap.parse_args()
    a.sched_opts = a.sched_opts.split()
    if shutil.which(gd.GAS) is None:
        print("SKIPPED: %s not found" % gd.GAS)
        return 77
    features = set(gd.FEATURES) if a.features == "all" else set(x for x in a.features.split(",") if x)
    forms = gd.usable_forms(features)
    os.makedirs(a.out, exist_ok=True)
    start = time.time()

    def one(i, work):
        text = gd.Gen(a.seed * 1000003 + i, features, forms).program()
        return check(text, work, a) + (text,)

    results = gd.run_programs(a.count, max(1, a.jobs), a.quiet, "sched-diff-", one, step_max=25)
    outcome = collections.Counter(d for _, c, d, _ in results if not c)
    classes, _ = gd.report_classes(results, a.out, a.seed, a.reduce_per_class,
                                   lambda text, cls, work: reduce(text, cls, work, a), a.quiet, "sched-diff-red-",
                                   detail_line=lambda d: d[:200])
    bad = sum(len(c) for c in classes.values())
    print("programs %d in %.1f s: sched output checked %d; both refuse %d; skipped (gas rejects %d, source "
          "violates %d, gas hangs %d); failures %d in %d classes" % (
              len(results), time.time() - start, outcome["sched output checked"], outcome["both refuse"],
              outcome["gas rejects the source"], outcome["the source violates a dependency"],
              outcome["gas hangs"], bad, len(classes)))
    return 1 if classes else 0


if __name__ == "__main__":
    sys.exit(main())
