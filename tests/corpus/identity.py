#!/usr/bin/env python3
"""Whole-file identity with GNU as on the real-code corpus (../shared/corpus), per option set.

For every accepted corpus file and every option set (default: none, -g, --gdwarf-5, -mbe, -mconstant-gp,
-mauto-pic), assembles it with `ia64-linux-gnu-as OPTS` and `epicsched as OPTS` and compares the object
files byte for byte (`cmp`). Prints, per option set, the count of identical files and, for the others, the
sections whose header or bytes differ (or the part of the file where they first differ). docs/emitter.md
("Whole files") has the measured numbers. Exit 77 when the corpus or GNU as is absent. With --expected
tests/corpus/expected.tsv, exit 1 when a file the conformance suite records as identical (column `bytes`,
no options) is not identical under some option set.
"""

import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import conformance  # noqa: E402  (corpus listing, file_identity)
import elfdiff  # noqa: E402

GAS = "ia64-linux-gnu-as"
DEFAULT_SETS = ["", "-g", "--gdwarf-5", "-mbe", "-mconstant-gp", "-mauto-pic"]


def differing_sections(ours, gas):
    """Names of the sections (bookkeeping ones included) whose header fields or bytes differ."""
    a, b = elfdiff.Elf(ours), elfdiff.Elf(gas)
    out = []
    sa = {(s["name"], i): s for i, s in enumerate(a.sections)}
    sb = {(s["name"], i): s for i, s in enumerate(b.sections)}
    for key in sorted(set(sa) | set(sb), key=lambda k: k[1]):
        x, y = sa.get(key), sb.get(key)
        if x is None or y is None:
            out.append(f"{key[0]}(only {'gas' if x is None else 'ours'})")
        elif any(x[f] != y[f] for f in ("type", "flags", "size", "link", "info", "align", "entsize", "data")):
            out.append(key[0] or "null")
    return out


def check(args, rel, opts, option_set):
    path = os.path.join(args.corpus, rel)
    extra = option_set.split()
    ours_opts = conformance.assembler_options(opts)
    with tempfile.TemporaryDirectory(prefix="epic-ident-") as tmp:
        ours, gas = os.path.join(tmp, "ours.o"), os.path.join(tmp, "gas.o")
        rc, _, err = conformance.run([GAS] + opts + extra + [path, "-o", gas])
        if rc != 0:
            return None  # gas rejects it with these options: not counted
        rc, _, err = conformance.run([args.epicsched, "as"] + ours_opts + extra + [path, "-o", ours])
        if rc != 0:
            return (False, "ours: " + conformance.first_error(err))
        same, where = conformance.file_identity(ours, gas)
        if same:
            return (True, "")
        secs = differing_sections(ours, gas)
        return (False, ", ".join(secs[:6]) if secs else where)


def main():
    ap = conformance.corpus_arguments(__doc__.splitlines()[0])
    ap.add_argument("--set", dest="sets", action="append",
                    help="an option set, e.g. '-g' or '-mbe --gdwarf-4' (repeatable; default: %s)" %
                         " | ".join(repr(s) for s in DEFAULT_SETS))
    ap.add_argument("--expected", help="conformance expectations (tests/corpus/expected.tsv): files whose bytes pass "
                    "must stay identical under every option set")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true", help="list every file that differs")
    ap.add_argument("files", nargs="*", help="corpus-relative files or folders (default: all)")
    args = ap.parse_args()
    if not os.path.isdir(args.corpus) or not shutil.which(GAS):
        print(f"SKIPPED: needs the corpus ({args.corpus}) and {GAS}")
        return conformance.SKIP
    files = [f for f in conformance.corpus_files(args.corpus) if f[2] != "rejected"]
    if args.files:
        files = [f for f in files if any(f[0] == p or f[0].startswith(p.rstrip("/") + "/") for p in args.files)]
    sets = args.sets or DEFAULT_SETS
    must = {rel for rel, row in conformance.load_expected(args.expected).items() if row.get("bytes") == "pass"}
    bad = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for option_set in sets:
            futs = {rel: pool.submit(check, args, rel, opts, option_set) for rel, opts, _, _ in files}
            results = {rel: f.result() for rel, f in futs.items()}
            counted = {rel: r for rel, r in results.items() if r is not None}
            same = sum(1 for r in counted.values() if r[0])
            print(f"{option_set or '(none)':<16} {same}/{len(counted)} files identical")
            for rel, r in sorted(counted.items()):
                if not r[0] and args.verbose:
                    print(f"    {rel}: {r[1]}")
                if not r[0] and rel in must:
                    bad.append(f"{rel} ({option_set or 'no options'}): {r[1]}")
    if bad:
        print("\nNOT IDENTICAL (identical without options in " + args.expected + "):")
        print("\n".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
