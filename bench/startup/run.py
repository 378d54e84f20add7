#!/usr/bin/env python3
"""Start-up and per-file speed of `epicsched asm`/`as` next to GNU as, measured side by side.

Rows (issue 15, section 3), each from runs that alternate ours and GNU as so both see the same
load of a shared machine; times are CPU seconds (user+system of the child) unless marked wall:
  startup     `epicsched asm` on a 5-line file vs `ia64-linux-gnu-as` (target: <= 3x)
  throughput  every accepted file of ../shared/corpus, once each per run, total time per side:
              GNU as time / ours (target: >= 0.5x, start-up included)
  postpass    `epicsched as -x --schedule=list|z3` per GCC corpus file, seconds and bundles
              (target for a 3,000-bundle file: list <= 0.5 s, z3 <= 5 s)
usage: python3 bench/startup/run.py [--epicsched build/bin/epicsched] [--runs 21] [--corpus DIR]
                                    [--rows startup,throughput,postpass] [--base OLD_BINARY] [GCC FILES]
--base runs an older binary in the same alternation (a before/after ratio in one run).
"""
import argparse, os, resource, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "corpus"))
from conformance import corpus_files  # noqa: E402  (the corpus and its gas options, one place)

GAS = "ia64-linux-gnu-as"
SMALL = "\t.text\n\t.global f\nf:\n\tadd r8=r32,r33\n\tbr.ret.sptk.many b0\n"


def timed(cmd):
    """(cpu seconds, wall seconds, exit code) of one run of cmd."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall, p.returncode


def alternate(cmds, runs):
    """{name: [(cpu, wall)]}: every command once per run, in turn."""
    out = {n: [] for n in cmds}
    for _ in range(runs):
        for n, c in cmds.items():
            cpu, wall, rc = timed(c)
            if rc != 0:
                sys.exit(f"{n} failed: {' '.join(c)}")
            out[n].append((cpu, wall))
    return out


def med(xs):
    return statistics.median(xs)


def startup(args, tools, tmp):
    src = os.path.join(tmp, "small.s")
    with open(src, "w") as f:
        f.write(SMALL)
    cmds = {n: [b, "asm", src, "-o", os.path.join(tmp, n + ".o")] for n, b in tools.items()}
    cmds["gas"] = [GAS, src, "-o", os.path.join(tmp, "gas.o")]
    t = alternate(cmds, args.runs)
    g_cpu, g_wall = med([c for c, _ in t["gas"]]), med([w for _, w in t["gas"]])
    print(f"startup: 5-line file, {args.runs} alternating runs, median")
    print(f"  GNU as            {g_cpu*1e3:7.2f} ms CPU {g_wall*1e3:7.2f} ms wall")
    for n in tools:
        c, w = med([c for c, _ in t[n]]), med([w for _, w in t[n]])
        per_run = sorted(ci / gi for (ci, _), (gi, _) in zip(t[n], t["gas"]) if gi > 0)
        rng = f" (per-run {per_run[0]:.1f}-{per_run[-1]:.1f}x)" if per_run else ""
        print(f"  epicsched {n:7s} {c*1e3:7.2f} ms CPU {w*1e3:7.2f} ms wall: "
              f"{c/g_cpu:.2f}x GNU as CPU{rng}, {w/g_wall:.2f}x wall (target <= 3x)")


def throughput(args, tools, tmp):
    files = [(os.path.join(args.corpus, rel), opts) for rel, opts, status, _ in corpus_files(args.corpus)
             if status != "rejected"]
    ok = []
    for path, opts in files:  # only files both assemble (the corpus gate covers the rest)
        if subprocess.run([GAS] + opts + [path, "-o", os.path.join(tmp, "g.o")],
                          capture_output=True).returncode == 0 and all(
                subprocess.run([b, "asm", path, "-o", os.path.join(tmp, "o.o")] + hint(opts),
                               capture_output=True).returncode == 0 for b in tools.values()):
            ok.append((path, opts))
    size = sum(os.path.getsize(p) for p, _ in ok)
    totals = {n: [] for n in list(tools) + ["gas"]}
    for _ in range(args.file_runs):
        run_t = {n: 0.0 for n in totals}
        for path, opts in ok:
            cmds = {n: [b, "asm", path, "-o", os.path.join(tmp, n + ".o")] + hint(opts) for n, b in tools.items()}
            cmds["gas"] = [GAS] + opts + [path, "-o", os.path.join(tmp, "gas.o")]
            for n, v in alternate(cmds, 1).items():
                run_t[n] += v[0][0]
        for n in totals:
            totals[n].append(run_t[n])
    g = med(totals["gas"])
    print(f"throughput: {len(ok)} corpus files ({size/1e6:.2f} MB), each once per run, {args.file_runs} runs, "
          f"median total CPU")
    print(f"  GNU as            {g:7.3f} s ({size/1e6/g:.2f} MB/s)")
    for n in tools:
        o = med(totals[n])
        print(f"  epicsched {n:7s} {o:7.3f} s ({size/1e6/o:.2f} MB/s): {g/o:.2f}x GNU as's speed (target >= 0.5x)")


def hint(opts):
    return [o for o in opts if o.startswith("-mhint.b=")]  # the gas options `asm` shares


def bundles(obj):
    out = subprocess.run(["ia64-linux-gnu-objdump", "-h", obj], capture_output=True, text=True).stdout
    size = 0
    for line in out.splitlines():
        f = line.split()
        if len(f) > 6 and f[0].isdigit() and (f[1].startswith(".text")):
            size += int(f[2], 16)
    return size // 16


def postpass(args, tools, tmp):
    gcc = os.path.join(args.corpus, "gcc")
    files = args.files or sorted(os.path.join(gcc, f) for f in os.listdir(gcc) if f.endswith(".s"))
    print(f"postpass: `as -x --schedule=S` per GCC file, median of {args.sched_runs}, CPU (wall)")
    for path in files:
        g = os.path.join(tmp, "gas.o")
        if subprocess.run([GAS, "-x", path, "-o", g], capture_output=True).returncode != 0:
            continue
        row = [f"  {os.path.basename(path):26s} {bundles(g):5d} bundles; GNU as "]
        t = alternate({"gas": [GAS, "-x", path, "-o", g]}, args.sched_runs)["gas"]
        row.append(f"{med([c for c, _ in t]):.3f} s")
        for n, b in tools.items():
            for s in args.solvers.split(","):
                cmd = [b, "as", "-x", f"--schedule={s}", path, "-o", os.path.join(tmp, "s.o")]
                t = alternate({n: cmd}, args.sched_runs)[n]
                row.append(f"; {n} {s} {med([c for c, _ in t]):.2f} s ({med([w for _, w in t]):.2f})")
        print("".join(row))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--epicsched", default=os.path.join(ROOT, "build", "bin", "epicsched"))
    ap.add_argument("--base", help="an older epicsched binary, measured in the same runs")
    ap.add_argument("--corpus", default=os.environ.get("EPIC_CORPUS", os.path.join(ROOT, "..", "shared", "corpus")))
    ap.add_argument("--rows", default="startup,throughput,postpass")
    ap.add_argument("--runs", type=int, default=21, help="start-up runs")
    ap.add_argument("--file-runs", type=int, default=3, help="passes over the corpus for throughput")
    ap.add_argument("--sched-runs", type=int, default=1, help="runs per post-pass file")
    ap.add_argument("--solvers", default="list,z3")
    ap.add_argument("files", nargs="*", help="GCC files for the postpass row (default: ../shared/corpus/gcc/*.s)")
    args = ap.parse_args()
    tools = {"new": args.epicsched}
    if args.base:
        tools["base"] = args.base
    rows = args.rows.split(",")
    if ("throughput" in rows or "postpass" in rows) and not os.path.isdir(args.corpus):
        print(f"no corpus at {args.corpus}: only the startup row")
        rows = [r for r in rows if r == "startup"]
    with tempfile.TemporaryDirectory(prefix="epic-startup-") as tmp:
        for r in rows:
            {"startup": startup, "throughput": throughput, "postpass": postpass}[r](args, tools, tmp)


if __name__ == "__main__":
    main()
