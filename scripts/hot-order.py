#!/usr/bin/env python3
"""Write tools/epicsched.order: the functions a typical `epicsched` run executes, in the order
it first executes them, as the input-section names the link places first (tools/CMakeLists.txt,
EPIC_HOT_ORDER; docs/driver.md, "Start-up").

    python3 scripts/hot-order.py [--epicsched build/bin/epicsched] [--out tools/epicsched.order]

Runs the binary under `valgrind --tool=lackey --trace-superblocks=yes` on an empty file, the
scaling benchmark's explicit bundles and stop-free stores (bench/scale/gen.py), a small auto-mode
region (`asm`, `dvcheck`), and with HOT_ORDER_CORPUS=1 the corpus's GCC files (`asm`; slow under
valgrind) when ../shared/corpus is there; maps each executed address to its function (`nm`) and writes `.text.NAME` for each (and
`.text.startup.NAME` for static initialisers), first execution first.

Why: the kernel maps a file-backed page with its neighbours (64 KB and more at a time), so
scattered code costs resident memory: an empty input executed 1 MB of code in 59 different
64 KB windows of the 6 MB text (6.6 MB peak resident, GNU as 3.4 MB). A stale list only costs
that again: functions it does not name go after it, and the output is the same either way.
"""
import argparse
import bisect
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def runs(binary, d):
    gen = os.path.join(ROOT, "bench", "scale", "gen.py")
    files = {}
    for name, args in (("explicit", ["explicit", "2000"]), ("stores", ["stores", "2000"]),
                       ("auto", ["region", "mem", "300"])):
        path = os.path.join(d, name + ".s")
        with open(path, "w") as f:
            subprocess.run([sys.executable, gen] + args, stdout=f, check=True)
        files[name] = path
    empty = os.path.join(d, "empty.s")
    open(empty, "w").close()
    out = os.path.join(d, "out.o")
    yield [binary, "asm", empty, "-o", out]
    yield [binary, "asm", files["explicit"], "-o", out]
    yield [binary, "asm", files["stores"], "-o", out]
    yield [binary, "asm", files["auto"], "-o", out]
    yield [binary, "dvcheck", files["explicit"]]
    corpus = os.path.join(ROOT, "..", "shared", "corpus", "gcc") if os.environ.get("HOT_ORDER_CORPUS") else ""
    if os.path.isdir(corpus):
        for name in sorted(os.listdir(corpus)):
            if name.endswith(".s"):
                yield [binary, "asm", os.path.join(corpus, name), "-o", out]


def functions(binary):
    syms = []
    nm = subprocess.run(["nm", "-n", "--defined-only", binary], capture_output=True, text=True, check=True)
    for line in nm.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            syms.append((int(parts[0], 16), parts[2]))
    return [a for a, _ in syms], [n for _, n in syms]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--epicsched", default=os.path.join(ROOT, "build", "bin", "epicsched"))
    ap.add_argument("--out", default=os.path.join(ROOT, "tools", "epicsched.order"))
    a = ap.parse_args()
    addrs, names = functions(a.epicsched)
    order, seen = [], set()
    with tempfile.TemporaryDirectory() as d:
        for cmd in runs(a.epicsched, d):
            log = os.path.join(d, "lackey.log")
            subprocess.run(["valgrind", "--tool=lackey", "--trace-superblocks=yes", "--log-file=" + log] + cmd,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            done = set()  # superblock addresses already mapped (most repeat)
            with open(log) as f:
                for line in f:
                    if not line.startswith("SB ") or line in done:
                        continue
                    done.add(line)
                    i = bisect.bisect_right(addrs, int(line[3:], 16)) - 1
                    if i >= 0 and i not in seen:
                        seen.add(i)
                        order.append(names[i])
    with open(a.out, "w") as f:
        for name in order:
            if name.startswith(("_init", "_fini", "_start")):
                continue
            if name.startswith(("_GLOBAL__sub_I_", "_Z41__static_initialization")):
                f.write(".text.startup.%s\n" % name)
            f.write(".text.%s\n" % name)
    print("%d functions -> %s" % (len(order), a.out))


if __name__ == "__main__":
    main()
