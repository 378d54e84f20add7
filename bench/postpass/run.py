#!/usr/bin/env python3
"""The post-pass on compiler output: predicted cycles before/after and time per file.

For every .s file of the GCC corpus folder (../shared/corpus/gcc, or the files given):
  before  GCC's own layout: `sched --solver=inorder --reschedule-explicit --json` with every explicit
          region counted as written (explicit_written_cycles), stops-only code in source order
  after   `sched --solver=S --reschedule-explicit --json` for S in list and z3
and per file: predicted cycles (sum over procedures), the gain, procedures predicted slower,
wall time of `epicsched as --schedule=S -x` next to `ia64-linux-gnu-as -x` (median of --runs),
whether the scheduled text is silent under `ia64-linux-gnu-as -x`, and whether its unwind tables
mean what the source's do (unwind_check.py: functions whose records differ).

  python3 bench/postpass/run.py [--epicsched build/bin/epicsched] [--solvers list,z3]
                                [--rename none,abi] [--speculate none,control,data,control+data] [--time-limit S]
                                [--runs N] [FILES...]

--rename lists renaming modes (sched --rename, docs/scheduler.md "Renaming"; default auto, what
`sched` and `as --schedule` do by default: abi for compiler output); every solver runs with each,
side by side in the same run (solver column: `list` without renaming, `list+abi` with).
--speculate likewise lists speculation modes (sched --speculate; `control+data` is both; `+spec` in the
column for control speculation, `+data` for data speculation); the
`as --schedule` time is measured without it (the pipeline text has no speculation pass).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GAS = "ia64-linux-gnu-as"


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: exit {p.returncode}: {p.stderr.strip()[:300]}")
    return p.stdout


def procs(epicsched, path, extra, written=False):
    """{procedure: predicted cycles}; with `written`, explicit regions count as written."""
    out = {}
    for p in json.loads(run([epicsched, "sched", path, "--json"] + extra)):
        c = p["cycles"]
        if written:
            c += p.get("explicit_written_cycles", 0) - p.get("explicit_cycles", 0)
        out[p["name"]] = c
    return out


def wall(cmd, runs):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        run(cmd)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def spec_label(spec):
    """`+spec` for control speculation, `+data` for data speculation."""
    return "".join({"control": "+spec", "data": "+data"}.get(p, "") for p in spec.split("+"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epicsched", default=os.path.join(ROOT, "build/bin/epicsched"))
    ap.add_argument("--solvers", default="list,z3")
    ap.add_argument("--rename", default="auto")
    ap.add_argument("--speculate", default="none")
    ap.add_argument("--time-limit", default="10")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    files = a.files
    if not files:
        corpus = os.environ.get("EPIC_CORPUS") or os.path.join(ROOT, "..", "shared", "corpus")
        d = os.path.join(corpus, "gcc")
        if not os.path.isdir(d):
            print(f"no corpus at {d}: skipped")
            return 0
        files = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".s"))
    solvers = [(s, m, sp) for s in a.solvers.split(",") for m in a.rename.split(",")
               for sp in a.speculate.split(",")]
    totals = {s: [0, 0] for s in solvers}
    print(f"{'file':28} {'solver':8} {'before':>8} {'after':>8} {'gain':>7} {'slower':>6} "
          f"{'as -x':>7} {'as --schedule':>13} {'ratio':>6}  {'unwind':>6}  gas -x on output")
    with tempfile.TemporaryDirectory(prefix="epic-postpass-") as tmp:
        for f in files:
            name = os.path.basename(f)
            before = procs(a.epicsched, f, ["--solver=inorder", "--reschedule-explicit", "--rename=none"], written=True)
            gas_t = wall([GAS, "-x", f, "-o", os.path.join(tmp, "g.o")], a.runs)
            for s, mode, spec in solvers:
                key = (s, mode, spec)
                rename = [f"--rename={mode}", f"--speculate={spec.replace('+', ',')}"]
                pipeline = ("" if mode == "none" else f"rename<{mode}>,") + f"schedule<{s}" + \
                    (f";time-limit={a.time_limit}" if s == "z3" else "") + ">,bundle,predict,verify"
                after = procs(a.epicsched, f, [f"--solver={s}", "--reschedule-explicit",
                                               f"--time-limit={a.time_limit}"] + rename)
                b, c = sum(before.values()), sum(after.values())
                slower = sorted(p for p in after if after[p] > before.get(p, after[p]))
                as_t = wall([a.epicsched, "as", "-x", f"--schedule={s}", f"--time-limit={a.time_limit}",
                             f"--passes={pipeline}", f, "-o", os.path.join(tmp, "o.o")], a.runs)
                out_s = os.path.join(tmp, "out.s")
                run([a.epicsched, "sched", f, f"--solver={s}", "--reschedule-explicit",
                     f"--time-limit={a.time_limit}", "-o", out_s] + rename)
                g = subprocess.run([GAS, "-x", out_s, "-o", os.path.join(tmp, "out.o")],
                                   capture_output=True, text=True)
                silent = "silent" if g.returncode == 0 and not g.stderr.strip() else \
                    f"{len(g.stderr.splitlines())} lines: {g.stderr.strip().splitlines()[-1][:60]}"
                u = subprocess.run([sys.executable, os.path.join(HERE, "unwind_check.py")] +
                                   (["--renamed"] if mode != "none" else []) +
                                   (["--speculated"] if spec != "none" else []) + [f, out_s],
                                   capture_output=True, text=True)
                lastu = (u.stdout.strip().splitlines() or ["?"])[-1]
                unwind = "ok" if u.returncode == 0 else \
                    (lastu.split(" differ")[0].split(", ")[-1] + " bad" if "differ" in lastu else "error")
                totals[key][0] += b
                totals[key][1] += c
                label = s + ("" if mode == "none" else f"+{mode}") + spec_label(spec)
                print(f"{name:28} {label:8} {b:8} {c:8} {100.0 * (b - c) / max(b, 1):6.2f}% {len(slower):6} "
                      f"{gas_t:6.3f}s {as_t:12.3f}s {as_t / gas_t:5.0f}x  {unwind:>6}  {silent}")
                for p in slower[:5]:
                    print(f"    slower: {p} {before[p]} -> {after[p]}")
    for key in solvers:
        b, c = totals[key]
        label = key[0] + ("" if key[1] == "none" else f"+{key[1]}") + spec_label(key[2])
        print(f"{'total':28} {label:8} {b:8} {c:8} {100.0 * (b - c) / max(b, 1):6.2f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
