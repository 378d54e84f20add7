#!/usr/bin/env python3
"""Scaling benchmark (issue 22): CPU time and peak memory as inputs grow.

    python3 bench/scale/run.py [--epicsched build/bin/epicsched] [--base OLD_BINARY]
                               [--sizes 1000,4000,16000,64000] [--kinds indep,chain,mem]
                               [--tools sched-list,sched-z3,asm,dvcheck,validate] [--timeout 600]

For each generated input (bench/scale/gen.py: one auto-mode region of N instructions of
independent adds, dependent chains, loads/adds/stores or adds with a drain every 16; N
small regions; N `.section` switches; N stores in one explicit group; N lines of explicit
bundles) runs each tool and reports user+system CPU
seconds and peak resident memory (GNU time), and between consecutive sizes the growth
exponent log(t2/t1)/log(n2/n1) (1.0: linear; the target for `sched --solver=list` on one
region is <= 1.3 between 4k and 64k). GNU as runs beside `asm` on the same files, and
with --base an older epicsched binary runs beside the new one in the same run, so the
ratios hold on a shared, noisy machine. A run over the timeout is reported as such.
"""
import argparse
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GAS = "ia64-linux-gnu-as"


def measure(cmd, timeout):
    """(cpu seconds, peak KB) or (None, None) on timeout; raises on failure."""
    with tempfile.NamedTemporaryFile("r") as tf:
        full = ["/usr/bin/time", "-f", "%U %S %M", "-o", tf.name] + cmd
        try:
            p = subprocess.run(full, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, None
        if p.returncode != 0:
            sys.stderr.write("failed: %s\n%s" % (" ".join(cmd), p.stderr.decode("latin-1")[-2000:]))
            return None, None
        last = tf.read().strip().splitlines()[-1].split()
        return float(last[0]) + float(last[1]), int(last[2])


def tool_cmd(binary, tool, src, out):
    if tool == "sched-list":
        return [binary, "sched", src, "--solver=list", "-o", out]
    if tool == "sched-z3":
        return [binary, "sched", src, "-o", out]
    if tool == "asm":
        return [binary, "asm", src, "-o", out]
    if tool == "dvcheck":
        return [binary, "dvcheck", src]
    if tool == "validate":
        return [binary, "validate", src, "--solver=list", "--states=1"]
    if tool == "gas":
        return [GAS, "-xauto", src, "-o", out]
    if tool == "gas-dv":  # GNU as's dependency check, beside dvcheck
        return [GAS, "-xexplicit", src, "-o", out]
    raise SystemExit("unknown tool " + tool)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--epicsched", default="build/bin/epicsched")
    ap.add_argument("--base", help="an older epicsched binary to run beside it")
    ap.add_argument("--sizes", default="1000,4000,16000,64000")
    ap.add_argument("--kinds", default="indep,chain,mem,regions,sections")
    ap.add_argument("--tools", default="sched-list,asm,gas,dvcheck")
    ap.add_argument("--timeout", type=float, default=600)
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    binaries = [("new", a.epicsched)] + ([("base", a.base)] if a.base else [])
    print("| input | tool | binary | " + " | ".join("n=%d s / MB" % n for n in sizes) + " | exponents |")
    print("|---|---|---|" + "---|" * len(sizes) + "---|")
    with tempfile.TemporaryDirectory() as d:
        for kind in a.kinds.split(","):
            files = []
            for n in sizes:
                src = os.path.join(d, "%s-%d.s" % (kind, n))
                gen = ["region", kind, str(n)] if kind in ("indep", "chain", "mem", "drain") else [kind, str(n)]
                with open(src, "w") as f:
                    subprocess.run([sys.executable, os.path.join(HERE, "gen.py")] + gen, stdout=f, check=True)
                files.append(src)
            for tool in a.tools.split(","):
                for label, binary in (binaries if tool not in ("gas", "gas-dv") else [("gas", GAS)]):
                    cells, times = [], []
                    for n, src in zip(sizes, files):
                        t, kb = measure(tool_cmd(binary, tool, src, os.path.join(d, "out")), a.timeout)
                        times.append(t)
                        cells.append("timeout/failed" if t is None else "%.2f / %.0f" % (t, kb / 1024))
                    exps = []
                    for k in range(1, len(sizes)):
                        t1, t2 = times[k - 1], times[k]
                        if t1 and t2 and t1 >= 0.05:
                            exps.append("%.2f" % (math.log(t2 / t1) / math.log(sizes[k] / sizes[k - 1])))
                        else:
                            exps.append("-")
                    print("| %s | %s | %s | %s | %s |" % (kind, tool, label, " | ".join(cells), " ".join(exps)),
                          flush=True)


if __name__ == "__main__":
    main()
