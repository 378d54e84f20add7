#!/usr/bin/env python3
"""One file written in a real project's style, checked the way the corpus suite checks a corpus file.

  check.py --epicsched BIN FILE [--gas-opts "OPTS"] [--known "STAGES: reason"]...

Stages (tests/corpus/conformance.py's functions, not a second comparer): parse; `asm` against GNU as
(text, data, symbols, relocs, unwind, debug_line, whole-file bytes); the same with -g and with -mbe
(identity.py's check); `sched` output silent under `gas -xexplicit` with the source's instructions;
`validate` passing every region. Prints `STAGE pass|FAIL|- detail` per stage and a last line
`all stages pass` or `FAILED: stages`; exit 1 on a failure. A `--known` difference (documented, on
purpose) prints `known` instead of FAIL; it must still differ (a stale `--known` is a failure too).
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "corpus"))
import conformance  # noqa: E402
import identity  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epicsched", required=True)
    ap.add_argument("--gas-opts", default="", help="options for both assemblers (a MANIFEST variant's)")
    ap.add_argument("--known", action="append", default=[],
                    help="'STAGE[,STAGE...]: reason': a documented difference expected in those stages")
    ap.add_argument("file")
    args = ap.parse_args()
    path = os.path.abspath(args.file)
    opts = args.gas_opts.split()
    # conformance.check_file reads `corpus/rel`: the file's folder is the corpus.
    cargs = argparse.Namespace(epicsched=args.epicsched, corpus=os.path.dirname(path), mbe=False, sched=True,
                               sched_opts=["--solver=list"])
    res = conformance.check_file(cargs, os.path.basename(path), opts, "ok", {})
    for name in ("-g", "-mbe"):
        r = identity.check(cargs, os.path.basename(path), opts, name)
        res["bytes " + name] = r if r is not None else ("-", "gas rejects it with " + name)
    rc = subprocess.run([args.epicsched, "validate", path, "--json", "--solver=list"] +
                        conformance.shared_options(opts), capture_output=True, text=True)
    try:
        regions = json.loads(rc.stdout)
        # A region the simulator cannot run to its end is skipped (validate_corpus.py counts it apart);
        # only a failed one fails.
        bad = [f'{r["region"]}: {r.get("reason", "")}' for r in regions if r["status"] == "failed"]
        skipped = sum(r["status"] == "skipped" for r in regions)
        res["validate"] = (not bad, "; ".join(bad) or f"{len(regions)} regions, {skipped} skipped")
    except ValueError:
        res["validate"] = (False, (rc.stderr.strip().splitlines() or [f"exit {rc.returncode}"])[0])
    known = {}
    for k in args.known:
        stages, reason = k.split(":", 1)
        known.update({s.strip(): reason.strip() for s in stages.split(",")})
    failed = []
    for stage, (ok, detail) in res.items():
        if stage == "reject":
            continue
        if stage in known:
            print(f"{stage} {'known' if ok is False else 'STALE'} {known[stage]}: {detail}".rstrip())
            if ok is not False:
                failed.append(stage)
            continue
        print(f"{stage} {conformance.cell(ok)} {detail}".rstrip())
        if ok is False:
            failed.append(stage)
    print("FAILED: " + " ".join(failed) if failed else "all stages pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
