#!/usr/bin/env python3
"""`epicsched validate` over every accepted file of the real-code corpus (../shared/corpus).

Runs `validate --json` on each file (with the MANIFEST's -mhint.b= option), prints one row per file
(regions passed / failed / skipped), every failed or skipped region with its reason, and totals.
Exit status 1 when a region fails or a file cannot be validated; 77 (skipped) without the corpus.
`--dir DIR` (repeatable) adds every `*.s` directly in DIR (tests/lit/realworld), with no options;
`--no-corpus` validates those alone.
docs/scheduler.md ("Validation over the corpus") has the measured table.

Usage: validate_corpus.py [--epicsched BIN] [--corpus DIR] [-j N] [--solver S] [--states N]
                          [--timeout S] [--reschedule-explicit] [--validate-opts=OPTS]
                          [--dir DIR]... [--no-corpus] [FILES...]
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance import corpus_files  # noqa: E402


def validate(args, rel, opts):
    cmd = [args.epicsched, "validate", os.path.join(args.corpus, rel), "--json",  # (an absolute rel stays)
           "--states=%d" % args.states] + [o for o in opts if o.startswith("-mhint.b=")]
    if args.solver:
        cmd.append("--solver=" + args.solver)
    if args.reschedule_explicit:
        cmd.append("--reschedule-explicit")
    cmd += args.validate_opts.split()
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout, errors="replace")
    except subprocess.TimeoutExpired:
        return None, "timeout after %ds" % args.timeout
    try:
        return json.loads(r.stdout), ""
    except ValueError:
        return None, (r.stderr.strip().splitlines() or ["exit %d, no output" % r.returncode])[0]


def main():
    source_dir = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epicsched", default=os.path.join(source_dir, "build/bin/epicsched"))
    ap.add_argument("--corpus", default=os.environ.get("EPIC_CORPUS", os.path.join(source_dir, "../shared/corpus")))
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--solver", default="")
    ap.add_argument("--states", type=int, default=20)
    ap.add_argument("--timeout", type=int, default=1800)
    ap.add_argument("--reschedule-explicit", action="store_true")
    ap.add_argument("--validate-opts", default="",
                    help="more validate options, space-separated (e.g. '--speculate=control,data --rename=abi')")
    ap.add_argument("--dir", action="append", default=[], help="also every *.s in DIR (e.g. tests/lit/realworld)")
    ap.add_argument("--no-corpus", action="store_true", help="only the --dir files")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    files = []
    if not args.no_corpus:
        if not os.path.isdir(args.corpus):
            print("corpus not found at %s: skipped" % args.corpus)
            return 77
        files = [(rel, opts) for rel, opts, status, _ in corpus_files(args.corpus)
                 if status != "rejected" and (not args.files or any(rel.startswith(f) for f in args.files))]
    for d in args.dir:
        files += [(os.path.abspath(os.path.join(d, n)), []) for n in sorted(os.listdir(d)) if n.endswith(".s")]
    ex = concurrent.futures.ThreadPoolExecutor(args.jobs)
    results = ex.map(lambda f: validate(args, *f), files)  # rows print as they come, in order
    tot = dict(files=0, regions=0, passed=0, failed=0, skipped=0, errors=0)
    notes = []
    print("%-40s %8s %7s %7s %8s" % ("file", "regions", "passed", "failed", "skipped"))
    for (rel, _), (regions, err) in zip(files, results):
        rel = os.path.relpath(rel) if os.path.isabs(rel) else rel  # (a --dir file)
        tot["files"] += 1
        if regions is None:
            tot["errors"] += 1
            print("%-40s %s" % (rel, "ERROR " + err), flush=True)
            continue
        row = dict(passed=0, failed=0, skipped=0)
        for reg in regions:
            row[reg["status"]] += 1
            if reg["status"] != "passed":
                seed = " seed %d:" % reg["seed"] if "seed" in reg else ""
                notes.append("%s %s %s:%s %s" % ("FAIL" if reg["status"] == "failed" else "SKIP", rel,
                                                 reg["region"], seed, reg.get("reason", "")))
        print("%-40s %8d %7d %7d %8d" % (rel, len(regions), row["passed"], row["failed"], row["skipped"]),
              flush=True)
        tot["regions"] += len(regions)
        for k in row:
            tot[k] += row[k]
    ex.shutdown()
    print()
    for n in notes:
        print(n)
    print("\n%(files)d files (%(errors)d not validated): %(regions)d regions, %(passed)d passed, "
          "%(failed)d failed, %(skipped)d skipped" % tot)
    return 1 if tot["failed"] or tot["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
