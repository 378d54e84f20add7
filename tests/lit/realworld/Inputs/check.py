#!/usr/bin/env python3
"""One file written in a real project's style, checked the way the corpus suite checks a corpus file.

  check.py --epicsched BIN FILE [--gas-opts "OPTS"] [--known "STAGES: reason"]...

Stages (tests/corpus/conformance.py's functions, not a second comparer): parse; `asm` against GNU as
(text, data, symbols, relocs, unwind, debug_line, whole-file bytes); the same with -g and with -mbe
(identity.py's check); `sched` output silent under `gas -xexplicit` with the source's instructions;
`validate` passing every region; `messages`: `epicsched as` gives GNU as's warnings and errors (file,
line, severity, text; gas's "Directive invalid within a bundle" at a `{` in auto mode is not repeated on
purpose, docs/conformance.md); `dvcheck`: the dependency violations of gas -xexplicit (dv/gasdiff.py's
comparison). Prints `STAGE pass|FAIL|- detail` per stage and a last line
`all stages pass` or `FAILED: stages`; exit 1 on a failure. A `--known` difference (documented, on
purpose) prints `known` instead of FAIL; it must still differ (a stale `--known` is a failure too).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "corpus"))
import conformance  # noqa: E402
import identity  # noqa: E402
sys.path.insert(0, os.path.join(HERE, "..", "..", "dv", "Inputs"))
import gasdiff  # noqa: E402

# `FILE:LINE: Warning: TEXT` (gas) and `FILE:LINE:COL: warning: TEXT` (ours).
GAS_MSG = re.compile(r"^(.*?):(\d+): (Warning|Error): (.*)$")
OUR_MSG = re.compile(r"^(.*?):(\d+):\d+: (warning|error): (.*)$")
NOT_REPEATED = "Directive invalid within a bundle"


def messages(cmd, pattern):
    err = subprocess.run(cmd, capture_output=True, text=True).stderr
    found = []
    for line in err.splitlines():
        m = pattern.match(line)
        if m and m.group(4) != NOT_REPEATED:
            found.append((m.group(1), int(m.group(2)), m.group(3).lower(), m.group(4)))
    return sorted(found)


def compare(name, gas, ours):
    """(ok, detail) of two sorted lists: the first message one of them lacks."""
    lost, extra = [m for m in gas if m not in ours], [m for m in ours if m not in gas]
    if not lost and not extra:
        return True, f"{len(gas)} {name}"
    first = lost[:1] and "gas's " + ":".join(map(str, lost[0])) or "ours " + ":".join(map(str, extra[0]))
    return False, f"{len(lost)} missing, {len(extra)} extra; first: {first}"


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
    with tempfile.TemporaryDirectory(prefix="epic-rw-") as tmp:
        gas_cmd = [conformance.GAS] + opts + [path, "-o", os.path.join(tmp, "gas.o")]
        ours_cmd = [args.epicsched, "as"] + opts + [path, "-o", os.path.join(tmp, "ours.o")]
        res["messages"] = compare("messages", messages(gas_cmd, GAS_MSG), messages(ours_cmd, OUR_MSG))
        gas_x = subprocess.run([conformance.GAS, "-xexplicit"] + opts + [path, "-o", os.path.join(tmp, "x.o")],
                               capture_output=True, text=True).stderr
    ours_dv = subprocess.run([args.epicsched, "dvcheck", path] + conformance.shared_options(opts),
                             capture_output=True, text=True).stdout
    res["dvcheck"] = compare("violations", sorted(gasdiff.warnings(gas_x), key=str),
                             sorted(gasdiff.warnings(ours_dv), key=str))
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
